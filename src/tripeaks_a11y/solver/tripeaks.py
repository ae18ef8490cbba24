"""TriPeaks solving from a game, a deal or a position, on any layout, and the hint.

``TriPeaksPosition`` is the state the search sees; ``solve_position``,
``solve_tripeaks``, ``solve_deal`` and ``solve_numbered`` answer with a
``Solution`` of ``Move`` values; ``advise_tripeaks`` picks the move to
suggest and says what the search knows (``Advice``), ``hint_tripeaks`` gives
the move alone.
The search itself is ``tripeaks_search.search_tripeaks``, over the tables of
the position's layout (``common.tables_for``: the engine's
``layout``, ``layouts.TRIPEAKS`` unless a game says otherwise), or its
compiled twin ``native.search_tripeaks_native`` when ``native.active()`` is
"native" (the same answers).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..deals import tripeaks_deal
from ..games.moves import DRAW, Move
from ..games.tripeaks import Status, TriPeaksGame, joker_index
from ..values.cards import Card, Joker
from ..values.layouts import TRIPEAKS, Layout
from ..values.rules import EASY, RuleSet
from . import native
from .common import (
    DEFAULT_NODE_LIMIT,
    Advice,
    Outcome,
    Solution,
    Verdict,
    check_position,
    start_clock,
    tables_for,
    verdict_of,
)
from .tripeaks_search import DRAW_CODE, search_tripeaks

__all__ = [
    "TriPeaksPosition",
    "advise_tripeaks",
    "hint_tripeaks",
    "solve_deal",
    "solve_numbered",
    "solve_position",
    "solve_tripeaks",
]


@dataclass(frozen=True)
class TriPeaksPosition:
    """A TriPeaks position as the solver sees it (docs/rules.md).

    ``deal``: the 52 cards in deal order (engine docstring): the
    ``layout.size`` tableau cards, then ``rules.dealt_waste`` waste cards
    (1, or 0 when the waste starts empty), then the stock top first;
    ``rules``: the rule set; ``removed``: bit p set when tableau position p
    (0 to ``layout.size - 1``) is gone; ``stock_pos``: cards drawn so far,
    0 to ``stock_size`` (the stock's top is
    ``deal[layout.size + rules.dealt_waste + stock_pos]``); ``waste_top``:
    the waste pile's top card, None for the dealt one (``deal[layout.size]``)
    or, when no waste card is dealt, for an empty waste, which only a fresh
    deal has; ``cards.JOKER`` when the joker lies on top; ``layout``: the
    tableau's shape; ``joker_at``: under ``rules.joker``, the joker's index
    in the stock (``games.tripeaks.joker_index``; the stock is then one
    card longer), else None. Python only: the C reference search
    (tests/test_solver.py) knows no joker.
    The face-up cards follow from ``removed`` (bottom row, and every card
    whose coverers are gone). Raises ValueError when the deal is not 52
    distinct cards, ``removed`` or ``stock_pos`` is out of range, or the
    waste is empty after a move.
    """

    deal: tuple[Card, ...]
    rules: RuleSet
    removed: int = 0
    stock_pos: int = 0
    waste_top: Card | Joker | None = None
    layout: Layout = TRIPEAKS
    joker_at: int | None = None

    def __post_init__(self) -> None:
        check_position(self.deal, self.removed, tables_for(self.layout).full, self.stock_pos,
                       self.stock_size)
        if self.waste_top is None:
            if self.rules.dealt_waste:
                object.__setattr__(self, "waste_top", self.deal[self.layout.size])
            elif self.removed or self.stock_pos:
                raise ValueError("the waste is empty only before the first move")

    @property
    def stock_size(self) -> int:
        """Cards in the stock of a fresh deal: 52 less the tableau and the dealt waste,
        and the joker where there is one."""
        return 52 - self.layout.size - self.rules.dealt_waste + (self.joker_at is not None)

    @classmethod
    def from_game(cls, game: TriPeaksGame) -> TriPeaksPosition:
        """The current position of ``game`` (after its moves and undos), on its layout."""
        layout = game.layout
        removed = sum(1 << p for p in range(layout.size) if game.is_removed(p))
        joker = game.joker_at is not None
        stock_pos = 52 - layout.size - game.rules.dealt_waste + joker - game.stock_count
        return cls(game.deal, game.rules, removed, stock_pos, game.waste_top, layout,
                   game.joker_at)

    @property
    def waste_rank(self) -> int:
        """The waste top's rank, 1-13, or 0 for a waste that takes any card (empty, or
        the joker on top: the search's "accepts any")."""
        top = self.waste_top
        return int(top.rank) if isinstance(top, Card) else 0


def _moves(codes: Iterable[int]) -> tuple[Move, ...]:
    return tuple(DRAW if c == DRAW_CODE else Move(c) for c in codes)


def solve_position(
    position: TriPeaksPosition, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None, exact_best: bool = False, shortest: bool = False,
) -> Solution[Move]:
    """Solve a TriPeaks position (docs/rules.md) with every card known, on its layout.

    ``node_limit``: search nodes before giving up (UNKNOWN); ``time_limit``:
    seconds before giving up, None for no limit; both cover the whole call.
    ``exact_best``: when the position is lost, make ``best_moves`` and
    ``fewest_left`` exact (the search then skips the dead-card rule, which
    is slower on lost positions). ``shortest``: when winnable, search on for
    a line with fewer draws (every line has the same plays) until none is
    left; ``Solution.shortest`` says whether that was proven within the
    limits. Raises ValueError for a non-positive limit.
    """
    start, deadline = start_clock(node_limit, time_limit)
    tables = tables_for(position.layout)
    size = tables.size
    ranks = [int(card.rank) for card in position.deal]
    tableau = ranks[:size]
    stock = ranks[size + position.rules.dealt_waste:]
    if position.joker_at is not None:
        stock.insert(position.joker_at, 0)  # the joker: on the waste, rank 0 accepts any

    # The compiled core when it is chosen (native.py); the same Outcome either way.
    run = native.search_tripeaks_native if native.active() == "native" else search_tripeaks

    def search(nodes_left: int, max_draws: int | None) -> Outcome:
        return run(
            tables, tableau, stock, position.rules.wrap,
            position.removed, position.stock_pos, position.waste_rank,
            node_limit=nodes_left, deadline=deadline, prune_dead=not exact_best,
            max_draws=max_draws, draw_when_stuck=position.rules.traditional_draw)

    outcome = search(node_limit, None)
    nodes = outcome.nodes
    proven = False
    if outcome.won and shortest:
        while True:
            draws = outcome.line.count(DRAW_CODE)
            if draws == 0 or nodes >= node_limit:
                proven = draws == 0
                break
            fewer = search(node_limit - nodes, draws - 1)
            nodes += fewer.nodes
            if not fewer.won:
                proven = fewer.won is False
                break
            outcome = fewer
    seconds = time.perf_counter() - start
    won_line = _moves(outcome.line) if outcome.won else ()
    return Solution(verdict_of(outcome.won), won_line, nodes, seconds,
                    _moves(outcome.best_line), outcome.best_left, proven)


def solve_tripeaks(
    game: TriPeaksGame, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None, exact_best: bool = False, shortest: bool = False,
) -> Solution[Move]:
    """Solve ``game`` from its current position (after any moves and undos).

    Any ``TriPeaksGame``, on its own ``layout`` and rule set (an empty waste
    too, ``RuleSet.dealt_waste`` 0). A won game is WINNABLE with no moves; a
    blocked one NOT_WINNABLE. Limits and errors as ``solve_position``.
    """
    return solve_position(TriPeaksPosition.from_game(game), node_limit=node_limit,
                          time_limit=time_limit, exact_best=exact_best, shortest=shortest)


def solve_deal(
    deal: Sequence[Card], rules: RuleSet = EASY, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None, exact_best: bool = False, shortest: bool = False,
    layout: Layout = TRIPEAKS,
) -> Solution[Move]:
    """Solve a fresh TriPeaks deal (52 cards in deal order) under ``rules`` on ``layout``.

    Under ``rules.joker`` the joker lies where the engine puts it
    (``games.tripeaks.joker_index``: by the number of a ``cards.NumberedDeal``).
    Limits as ``solve_position``. Raises ValueError when the deal is not 52
    distinct cards or a limit is not positive.
    """
    position = TriPeaksPosition(tuple(deal), rules, layout=layout,
                                joker_at=joker_index(deal, rules, layout.size))
    return solve_position(position,
                          node_limit=node_limit, time_limit=time_limit, exact_best=exact_best,
                          shortest=shortest)


def solve_numbered(number: int, rules: RuleSet = EASY, *,
                   node_limit: int = DEFAULT_NODE_LIMIT,
                   time_limit: float | None = None) -> Solution[Move]:
    """Solve TriPeaks deal ``number`` (``deals.tripeaks_deal``) from its start, 28-card layout.

    Raises ValueError for a number out of range or a limit that is not positive.
    """
    return solve_deal(tripeaks_deal(number), rules, node_limit=node_limit,
                      time_limit=time_limit)


def _first_legal(game: TriPeaksGame) -> Move | None:
    playable = game.playable_positions()
    if playable:
        return Move(playable[0])
    if game.stock_count:
        return DRAW
    return None


def advise_tripeaks(
    game: TriPeaksGame, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Advice[Move]:
    """The move to suggest now on ``game`` (any layout), with what the search knows.

    The next move of a winning line when there is one (WINNABLE); when the
    game cannot be won (NOT_WINNABLE), the first move of a line to the
    fewest tableau cards left, searched again without the dead-card rule so
    that the count is exact (``Advice.exact``) unless a limit stops that
    second search (then the best line met is kept); when a limit stops the
    first search (UNKNOWN), the first move of the best line it met. Never an
    illegal move: when no line improves on the present position, the first
    playable card (read-out order), else a draw. A game over has no move:
    WINNABLE when won, else NOT_WINNABLE. ``node_limit`` applies to each of
    the two searches, ``time_limit`` to the whole call; errors as
    ``solve_position``.
    """
    size = game.layout.size
    if game.status is not Status.PLAYING:
        won = game.status is Status.WON
        left = sum(1 for p in range(size) if not game.is_removed(p))
        return Advice(None, Verdict.WINNABLE if won else Verdict.NOT_WINNABLE, left, True)
    start = time.perf_counter()
    solution = solve_tripeaks(game, node_limit=node_limit, time_limit=time_limit)
    verdict = solution.verdict
    if verdict is Verdict.WINNABLE and solution.moves:
        return Advice(solution.moves[0], verdict, 0, True)
    exact = False
    if verdict is Verdict.NOT_WINNABLE:
        # The dead-card rule cuts lost lines early; search again for the exact best.
        remaining = None if time_limit is None else time_limit - (time.perf_counter() - start)
        if remaining is None or remaining > 0:
            best = solve_tripeaks(game, node_limit=node_limit, time_limit=remaining,
                                  exact_best=True)
            exact = best.verdict is not Verdict.UNKNOWN
            if exact or best.fewest_left < solution.fewest_left:
                solution = best
    move = solution.best_moves[0] if solution.best_moves else _first_legal(game)
    return Advice(move, verdict, solution.fewest_left, exact)


def hint_tripeaks(
    game: TriPeaksGame, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Move | None:
    """The move to suggest now on ``game`` (any layout), or None when the game is over.

    ``advise_tripeaks``'s move: the next move of a winning line when there
    is one; otherwise the first move of a line to the fewest tableau cards
    left (exact when the search finishes; the best found when a limit stops
    it); never an illegal move. Limits and errors as ``advise_tripeaks``.
    """
    return advise_tripeaks(game, node_limit=node_limit, time_limit=time_limit).move
