"""Perfect-information solvers: is a position winnable, how, and how far can it go.

Layer 3 (DESIGN.md "Shape", "Solver"): pure functions over the engines' states;
no text, no I/O. Every card is known to the search (the face-down ones too),
as in the seeds' "winnable in Easy, not in Classic" (RULES.md §1).

TriPeaks (RULES.md §1)
======================
``solve_tripeaks(game)`` searches from the game's *current* position (after
any moves and undos); ``solve_deal(deal, rules)`` from a fresh deal. The
answer is a ``Solution``: a verdict (WINNABLE, NOT_WINNABLE or UNKNOWN when
a node or time limit stopped the search: it never guesses), the winning line
as ``Move`` values the engine can replay (``apply_move``), the number of
search nodes and the seconds spent, and the line to the fewest tableau cards
left that the search met (the whole answer when the position is lost).
``hint_tripeaks(game)`` is the next move of a winning line, else the first
move towards the fewest cards left; it is always a legal move.

The search is a depth-first search, plays before draws (positions 27 down
to 0, as the C reference solver ``benchmarks/ref_tripeaks_solver.c`` does),
over the state (removed-card mask of the 28 tableau positions, stock index,
waste rank); the face-up cards follow from the mask. Three pruning rules cut
the positions it enters to about a third of the reference's, without ever
changing a verdict (all 20,000 verdicts on deals 0-9999, Easy and Classic,
agree with the reference):

1. *Earlier stock dominates.* From (mask, waste rank, stock index s) a player
   can do anything possible from the same mask and waste rank with a later
   stock index t > s: play the same chain, then draw the cards s … t-1 in a
   row. So once (mask, rank) has failed with stock index s, it is not
   searched again with any index >= s; likewise once drawing from a mask at
   stock index s has failed, drawing from that mask later is skipped. A
   position is recorded as failed only once its whole subtree has failed.
2. *Dead cards.* A tableau card X can only be played right after a card one
   rank away became the waste top while X was available: a stock card still
   to come, the present waste top (if X is available now), or a tableau card
   that is neither above X (uncovered only once X is gone) nor deeper than
   X's direct coverers among the cards covering it (X is still covered when
   such a card goes). When no stock card to come is a neighbour of X and no
   such tableau card remains, X must be played now, on the present waste
   top; two such cards, or one that cannot be played now, lose.
3. *Nothing can follow.* When a playable card B can never be followed by
   another tableau card (no remaining card has B among its possible
   predecessors of rule 2), drawing now is no better than playing B and then
   drawing, so the draw is not tried.

With ``exact_best`` the dead-card rule is off, so that on a lost position the
line to the fewest cards left is exact (rule 2 cuts lost lines early, rules
1 and 3 keep the best reachable position). With ``shortest`` the search goes
on after a win with a cap on draws, one fewer each time, until no line fits:
every winning line has the same plays, so the fewest draws is the fewest
moves.

Pyramid (RULES.md §3)
=====================
``solve_pyramid_deal`` searches a Pyramid deal on a compact state of its
own: removed mask of the 28 pyramid positions (row r card i is covered by row
r+1 cards i and i+1), stock index and the waste pile (the stock cards drawn
and not yet paired: pairing the waste top uncovers the card beneath). Usable
cards are the uncovered pyramid cards and the waste top; two usable cards
whose ranks add up to 13 go together, a king alone; a draw moves the stock's
top card onto the waste, in a single pass. Won when the 28 pyramid cards are
gone. The search is a depth-first search with a visited set of exact
states; a king that is usable (in the pyramid or on the waste top) is
removed at once and nothing else is tried there, since removing it only
uncovers cards and nothing pairs with it. ``solve_pyramid(game)`` searches
from a ``PyramidGame``'s current position; its lines replay with
``apply_pyramid_move``. Pyramid's own hint stays seed 002's rule
(``PyramidGame.hint``); the solver is for ``solve``.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Final, Generic, TypeVar

from .cards import Card
from .deals import tripeaks_deal
from .engine import Status, TriPeaksGame
from .events import WASTE, Event
from .layouts import PYRAMID, TRIPEAKS
from .pyramid import PyramidGame
from .rules import EASY, RuleSet

__all__ = [
    "DEFAULT_NODE_LIMIT",
    "DRAW",
    "Move",
    "PYRAMID_DRAW",
    "PYRAMID_WASTE",
    "PyramidMove",
    "PyramidPosition",
    "Solution",
    "TriPeaksPosition",
    "Verdict",
    "apply_move",
    "apply_pyramid_move",
    "hint_tripeaks",
    "replay",
    "replay_pyramid",
    "solve_deal",
    "solve_numbered",
    "solve_position",
    "solve_pyramid",
    "solve_pyramid_deal",
    "solve_pyramid_position",
    "solve_tripeaks",
]

DEFAULT_NODE_LIMIT: Final = 20_000_000
"""Search nodes before a solve gives up with UNKNOWN (about 15-30 s of search).

The TriPeaks state space is bounded (22,932 tableau configurations x 13
waste ranks, each searched at most once per stock index), and no deal among
the first 10,000 comes near the limit (the most any needed: about 514,000
nodes in Easy, 460,000 in Classic).
Interactive callers pass a ``time_limit`` as well.
"""

TABLEAU: Final = 28
STOCK: Final = 23
_FULL: Final = (1 << TABLEAU) - 1
_DRAW_CODE: Final = TABLEAU  # internal move code of a draw; plays are 0-27


class Verdict(Enum):
    """What a search found about a position."""

    WINNABLE = "winnable"
    NOT_WINNABLE = "not_winnable"
    UNKNOWN = "unknown"
    """A node or time limit stopped the search before it could tell."""


@dataclass(frozen=True, slots=True)
class Move:
    """One TriPeaks action: play the tableau card at ``position`` (0-27), or draw.

    ``position`` is None for a draw (``DRAW``). Replay with ``apply_move``:
    ``game.play_position(position)`` or ``game.draw()``.
    """

    position: int | None = None

    @property
    def is_draw(self) -> bool:
        """True for a draw from the stock."""
        return self.position is None

    def __str__(self) -> str:
        return "draw" if self.position is None else f"play {self.position}"


DRAW: Final = Move(None)
"""The TriPeaks draw."""

PYRAMID_WASTE: Final = WASTE
"""In a PyramidMove, the waste pile's top card (the engine's ``events.WASTE``, -1)."""


@dataclass(frozen=True, slots=True)
class PyramidMove:
    """One Pyramid action (RULES.md §3), in the engine's terms.

    ``cards`` holds the sources removed, as ``PyramidGame`` names them and in
    its board order: one pyramid position 0-27 (a king), two positions (a pair
    adding up to 13, the lower first), a position and ``PYRAMID_WASTE`` (a
    pyramid card paired with the waste top),
    ``(PYRAMID_WASTE,)`` (a king on the waste); empty for a draw
    (``PYRAMID_DRAW``). Replay with ``apply_pyramid_move``.
    """

    cards: tuple[int, ...] = ()

    @property
    def is_draw(self) -> bool:
        """True for a draw from the stock."""
        return not self.cards

    def __str__(self) -> str:
        if not self.cards:
            return "draw"
        return "remove " + " ".join("waste" if c == PYRAMID_WASTE else str(c) for c in self.cards)


PYRAMID_DRAW: Final = PyramidMove(())
"""The Pyramid draw."""

M = TypeVar("M", Move, PyramidMove)


@dataclass(frozen=True)
class Solution(Generic[M]):
    """The answer of a search.

    - ``verdict``: WINNABLE, NOT_WINNABLE, or UNKNOWN (limit reached).
    - ``moves``: a winning line from the searched position, empty unless
      WINNABLE (empty too when the game is already won).
    - ``nodes``: search nodes visited (positions entered, pruned ones included).
    - ``seconds``: wall-clock time of the search.
    - ``best_moves``: a line to the fewest tableau cards left that the search
      reached (equal to ``moves`` when WINNABLE; exact when NOT_WINNABLE and
      solved with ``exact_best``; the best found so far when UNKNOWN).
    - ``fewest_left``: tableau cards left at the end of ``best_moves``.
    - ``shortest``: True when ``moves`` is proven to be a shortest winning
      line (asked for with ``shortest=True``).
    """

    verdict: Verdict
    moves: tuple[M, ...]
    nodes: int
    seconds: float
    best_moves: tuple[M, ...] = ()
    fewest_left: int = TABLEAU
    shortest: bool = False

    @property
    def winnable(self) -> bool | None:
        """True, False, or None when unknown."""
        if self.verdict is Verdict.UNKNOWN:
            return None
        return self.verdict is Verdict.WINNABLE


# ---------------------------------------------------------------- TriPeaks positions


@dataclass(frozen=True)
class TriPeaksPosition:
    """A TriPeaks position as the solver sees it.

    ``deal``: the 52 cards in deal order (engine docstring); ``rules``: the
    rule set; ``removed``: bit p set when tableau position p (0-27) is gone;
    ``stock_pos``: cards drawn so far, 0-23 (the stock's top is
    ``deal[29 + stock_pos]``); ``waste_top``: the waste pile's top card.
    The face-up cards follow from ``removed`` (bottom row, and every card
    whose two coverers are gone).
    """

    deal: tuple[Card, ...]
    rules: RuleSet
    removed: int = 0
    stock_pos: int = 0
    waste_top: Card | None = None

    def __post_init__(self) -> None:
        if len(self.deal) != 52 or len(set(self.deal)) != 52:
            raise ValueError("a deal is 52 distinct cards")
        if not 0 <= self.removed <= _FULL:
            raise ValueError(f"removed mask out of range: {self.removed}")
        if not 0 <= self.stock_pos <= STOCK:
            raise ValueError(f"stock position out of range: {self.stock_pos}")
        if self.waste_top is None:
            object.__setattr__(self, "waste_top", self.deal[TABLEAU])

    @classmethod
    def from_game(cls, game: TriPeaksGame) -> TriPeaksPosition:
        """The current position of ``game`` (after its moves and undos)."""
        removed = sum(1 << p for p in range(TABLEAU) if game.is_removed(p))
        return cls(game.deal, game.rules, removed, STOCK - game.stock_count, game.waste_top)

    @property
    def top(self) -> Card:
        """The waste top (never None after construction)."""
        assert self.waste_top is not None
        return self.waste_top


# ---------------------------------------------------------------- TriPeaks search


class _LimitReached(Exception):
    """Raised inside a search when its node or time budget is spent."""


_NEED: Final = tuple(sum(1 << c for c in TRIPEAKS.covered_by[p]) for p in range(TABLEAU))
_FREES: Final = tuple(tuple((q, _NEED[q]) for q in TRIPEAKS.covers[p]) for p in range(TABLEAU))


def _cones(covered_by: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For each position: the mask of all cards covering it (transitively), and
    the mask of all cards it covers (transitively)."""
    n = len(covered_by)
    below = [0] * n
    for p in range(n - 1, -1, -1):  # coverers always have higher positions
        for q in covered_by[p]:
            below[p] |= 1 << q | below[q]
    above = [0] * n
    for p in range(n):
        for q in range(n):
            if below[q] >> p & 1:
                above[p] |= 1 << q
    return tuple(below), tuple(above)


_BELOW, _ABOVE = _cones(TRIPEAKS.covered_by)
_BOTTOM: Final = sum(1 << p for p in TRIPEAKS.positions_in_row(len(TRIPEAKS.row_sizes) - 1))


def _available(removed: int) -> int:
    """Mask of the available tableau positions when ``removed`` are gone."""
    return sum(1 << p for p in range(TABLEAU)
               if not removed >> p & 1 and not _NEED[p] & ~removed)


@dataclass
class _Outcome:
    """Raw result of the TriPeaks search: move codes 0-27 plays, 28 draw."""

    won: bool | None
    line: list[int]
    nodes: int
    best_left: int
    best_line: list[int] = field(default_factory=list)


def _search_tripeaks(
    tableau: Sequence[int], stock: Sequence[int], wrap: bool,
    removed: int, stock_pos: int, waste: int,
    *, node_limit: int, deadline: float | None, prune_dead: bool, max_draws: int = STOCK,
) -> _Outcome:
    """Depth-first search from one position; ranks are ints 1-13.

    ``tableau``: 28 ranks by position; ``stock``: 23 ranks, top first;
    ``removed``/``stock_pos``/``waste``: the position; ``max_draws``: how many
    more cards the lines may draw. Returns whether it is
    winnable (None when the budget ran out), the winning line, the node
    count and the line to the fewest cards left met.
    """

    def neighbours(a: int, b: int) -> bool:
        d = a - b if a > b else b - a
        return d == 1 or (wrap and d == 12)

    # adj[r]: positions whose card may go on a waste of rank r.
    adj = [0] * 14
    for r in range(1, 14):
        adj[r] = sum(1 << p for p in range(TABLEAU) if neighbours(tableau[p], r))
    # serve[x]: tableau cards that can be the waste top just before x is played.
    serve = [adj[tableau[x]] & ~_ABOVE[x] & ~(_BELOW[x] & ~_NEED[x]) for x in range(TABLEAU)]
    # followers[y]: tableau cards that may be played right after y (y in their serve).
    followers = [sum(1 << x for x in range(TABLEAU) if serve[x] >> y & 1) for y in range(TABLEAU)]
    # stock_dead[s]: positions with no neighbour among stock cards s … 22.
    stock_dead = [0] * (STOCK + 1)
    nstock = min(len(stock), stock_pos + max_draws)  # the lines draw no further
    for s in range(STOCK + 1):
        stock_dead[s] = sum(
            1 << x for x in range(TABLEAU)
            if prune_dead and not any(neighbours(stock[j], tableau[x]) for j in range(s, nstock)))
    frees = _FREES
    seen: dict[int, int] = {}
    drawn: dict[int, int] = {}
    orphans_of: dict[int, int] = {}  # mask -> remaining cards with no tableau source left
    path = [0] * (TABLEAU + STOCK + 2)
    line: list[int] = []
    best_line: list[int] = []
    nodes = 0
    start_count = removed.bit_count()
    best = -1 - stock_pos  # max of (depth - stock index): cards removed - stock_pos
    check_at = min(node_limit, 4096)

    def check() -> None:
        nonlocal check_at
        if nodes >= node_limit:
            raise _LimitReached
        if deadline is not None and time.perf_counter() >= deadline:
            raise _LimitReached
        check_at = min(node_limit, nodes + 4096)

    def dfs(mask: int, avail: int, si: int, wr: int, depth: int) -> bool:
        # Entered only for a position not pruned by the visited table; the
        # caller has counted it. Returns True when a win is found (line set).
        nonlocal nodes, best, best_line
        if nodes >= check_at:
            check()
        if depth - si > best:  # = cards removed since the start of the search
            best = depth - si
            best_line = path[:depth]
        playable = avail & adj[wr]
        forced = False
        dead = stock_dead[si] & ~mask
        if dead:
            orphans = orphans_of.get(mask)
            if orphans is None:
                orphans = orphans_of[mask] = sum(
                    1 << x for x in range(TABLEAU) if not mask >> x & 1 and not serve[x] & ~mask)
            dead &= orphans
            if dead:
                # A card with no source left but the present waste top: play it now or never.
                if dead & (dead - 1) or not playable & dead:
                    seen[mask << 4 | wr] = si
                    return False
                forced = True
                playable = dead
        may_draw = si < nstock and not forced
        while playable:
            b = playable.bit_length() - 1
            bit = 1 << b
            playable ^= bit
            nodes += 1
            nm = mask | bit
            if not followers[b] & ~nm:
                # Nothing can ever follow b, so drawing now is no better than
                # playing b first and then drawing.
                may_draw = False
            path[depth] = b
            if nm == _FULL:
                line[:] = path[:depth + 1]
                return True
            r = tableau[b]
            s = seen.get(nm << 4 | r)
            if s is not None and s <= si:
                continue
            na = avail ^ bit
            for q, need in frees[b]:
                if not need & ~nm:
                    na |= 1 << q
            if dfs(nm, na, si, r, depth + 1):
                return True
        if may_draw:
            d = drawn.get(mask)
            if d is None or d > si:
                nodes += 1
                r = stock[si]
                s = seen.get(mask << 4 | r)
                if s is None or s > si + 1:
                    path[depth] = _DRAW_CODE
                    if dfs(mask, avail, si + 1, r, depth + 1):
                        return True
                drawn[mask] = si
        seen[mask << 4 | wr] = si
        return False

    def root() -> bool:
        nonlocal nodes
        nodes += 1
        if removed == _FULL:
            return True
        return dfs(removed, _available(removed), stock_pos, waste, 0)

    try:
        won: bool | None = root()
    except _LimitReached:
        won = None
    if won:
        return _Outcome(True, line, nodes, 0, list(line))
    # best + stock_pos = the most cards any line removed.
    return _Outcome(won, line, nodes, TABLEAU - start_count - best - stock_pos, best_line)


def _moves(codes: Iterable[int]) -> tuple[Move, ...]:
    return tuple(DRAW if c == _DRAW_CODE else Move(c) for c in codes)


def solve_position(
    position: TriPeaksPosition, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None, exact_best: bool = False, shortest: bool = False,
) -> Solution[Move]:
    """Solve a TriPeaks position (RULES.md §1) with every card known.

    ``node_limit``: search nodes before giving up (UNKNOWN); ``time_limit``:
    seconds before giving up, None for no limit; both cover the whole call.
    ``exact_best``: when the position is lost, make ``best_moves`` and
    ``fewest_left`` exact (the search then skips the dead-card rule, which
    is slower on lost positions). ``shortest``: when winnable, search on for
    a line with fewer draws (every line has the same plays) until none is
    left; ``Solution.shortest`` says whether that was proven within the
    limits. Raises ValueError for a non-positive limit.
    """
    if node_limit <= 0 or (time_limit is not None and time_limit <= 0):
        raise ValueError("limits must be positive")
    start = time.perf_counter()
    deadline = None if time_limit is None else start + time_limit
    ranks = [int(card.rank) for card in position.deal]

    def search(nodes_left: int, max_draws: int) -> _Outcome:
        return _search_tripeaks(
            ranks[:TABLEAU], ranks[TABLEAU + 1:], position.rules.wrap,
            position.removed, position.stock_pos, int(position.top.rank),
            node_limit=nodes_left, deadline=deadline, prune_dead=not exact_best,
            max_draws=max_draws)

    outcome = search(node_limit, STOCK)
    nodes = outcome.nodes
    proven = False
    if outcome.won and shortest:
        while True:
            draws = outcome.line.count(_DRAW_CODE)
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
    if outcome.won is None:
        verdict = Verdict.UNKNOWN
    else:
        verdict = Verdict.WINNABLE if outcome.won else Verdict.NOT_WINNABLE
    return Solution(verdict, _moves(outcome.line) if outcome.won else (), nodes,
                    seconds, _moves(outcome.best_line), outcome.best_left, proven)


def solve_tripeaks(
    game: TriPeaksGame, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None, exact_best: bool = False, shortest: bool = False,
) -> Solution[Move]:
    """Solve ``game`` from its current position (after any moves and undos).

    A won game is WINNABLE with no moves; a blocked one NOT_WINNABLE.
    Limits as ``solve_position``.
    """
    return solve_position(TriPeaksPosition.from_game(game), node_limit=node_limit,
                          time_limit=time_limit, exact_best=exact_best, shortest=shortest)


def solve_deal(
    deal: Sequence[Card], rules: RuleSet = EASY, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None, exact_best: bool = False, shortest: bool = False,
) -> Solution[Move]:
    """Solve a fresh TriPeaks deal (52 cards in deal order) under ``rules``.

    Raises ValueError when the deal is not 52 distinct cards.
    """
    return solve_position(TriPeaksPosition(tuple(deal), rules), node_limit=node_limit,
                          time_limit=time_limit, exact_best=exact_best, shortest=shortest)


def solve_numbered(number: int, rules: RuleSet = EASY, *,
                   node_limit: int = DEFAULT_NODE_LIMIT,
                   time_limit: float | None = None) -> Solution[Move]:
    """Solve TriPeaks deal ``number`` (``deals.tripeaks_deal``) from its start."""
    return solve_deal(tripeaks_deal(number), rules, node_limit=node_limit,
                      time_limit=time_limit)


def apply_move(game: TriPeaksGame, move: Move) -> tuple[Event, ...]:
    """Play ``move`` on ``game``: ``draw()`` or ``play_position``; the engine's events.

    Raises the engine's MoveError when the move is not legal now.
    """
    if move.position is None:
        return game.draw()
    return game.play_position(move.position)


def replay(game: TriPeaksGame, moves: Iterable[Move]) -> list[Event]:
    """Play every move in order; all the events. Raises MoveError at an illegal one."""
    events: list[Event] = []
    for move in moves:
        events.extend(apply_move(game, move))
    return events


def _first_legal(game: TriPeaksGame) -> Move | None:
    playable = game.playable_positions()
    if playable:
        return Move(playable[0])
    if game.stock_count:
        return DRAW
    return None


def hint_tripeaks(
    game: TriPeaksGame, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Move | None:
    """The move to suggest now, or None when the game is over (won or blocked).

    The next move of a winning line when there is one; otherwise the first
    move of a line to the fewest tableau cards left (exact when the search
    finishes; the best found when a limit stops it). Never an illegal move:
    when no line improves on the present position, the first playable card
    (read-out order), else a draw.
    """
    if game.status is not Status.PLAYING:
        return None
    start = time.perf_counter()
    solution = solve_tripeaks(game, node_limit=node_limit, time_limit=time_limit)
    if solution.verdict is Verdict.WINNABLE and solution.moves:
        return solution.moves[0]
    if solution.verdict is Verdict.NOT_WINNABLE:
        # The dead-card rule cuts lost lines early; search again for the exact best.
        remaining = None if time_limit is None else time_limit - (time.perf_counter() - start)
        if remaining is None or remaining > 0:
            exact = solve_tripeaks(game, node_limit=node_limit, time_limit=remaining,
                                   exact_best=True)
            if exact.verdict is not Verdict.UNKNOWN or exact.fewest_left < solution.fewest_left:
                solution = exact
    if solution.best_moves:
        return solution.best_moves[0]
    return _first_legal(game)


# ---------------------------------------------------------------- Pyramid


@dataclass(frozen=True)
class PyramidPosition:
    """A Pyramid position as the solver sees it (RULES.md §3).

    ``deal``: 52 cards, the 28 pyramid cards row by row (1, 2, … 7) then the
    24 stock cards top first; ``removed``: bit p set when pyramid position p
    is gone; ``stock_pos``: cards drawn so far, 0-24; ``waste_gone``: bit j
    set when stock card j (drawn, so j < stock_pos) has left the waste. The
    waste pile is the drawn cards still there, the latest on top.
    """

    deal: tuple[Card, ...]
    removed: int = 0
    stock_pos: int = 0
    waste_gone: int = 0

    def __post_init__(self) -> None:
        if len(self.deal) != 52 or len(set(self.deal)) != 52:
            raise ValueError("a deal is 52 distinct cards")
        if not 0 <= self.removed <= _FULL:
            raise ValueError(f"removed mask out of range: {self.removed}")
        if not 0 <= self.stock_pos <= 52 - TABLEAU:
            raise ValueError(f"stock position out of range: {self.stock_pos}")
        if self.waste_gone >> self.stock_pos:
            raise ValueError("waste_gone names stock cards not drawn yet")

    @classmethod
    def from_game(cls, game: PyramidGame) -> PyramidPosition:
        """The current position of ``game`` (after its moves and undos)."""
        removed = sum(1 << p for p in range(TABLEAU) if game.is_removed(p))
        stock_pos = 52 - TABLEAU - game.stock_count
        on_waste = set(game.waste)
        gone = sum(1 << j for j in range(stock_pos) if game.deal[TABLEAU + j] not in on_waste)
        return cls(game.deal, removed, stock_pos, gone)


_PYR_NEED: Final = tuple(sum(1 << c for c in PYRAMID.covered_by[p]) for p in range(TABLEAU))
_PYR_FREES: Final = tuple(tuple((q, _PYR_NEED[q]) for q in PYRAMID.covers[p])
                          for p in range(TABLEAU))
_PYR_BOTTOM: Final = sum(1 << p for p in PYRAMID.positions_in_row(len(PYRAMID.row_sizes) - 1))


def _search_pyramid(
    pyramid: Sequence[int], stock: Sequence[int], removed: int, stock_pos: int,
    waste_gone: int, *, node_limit: int, deadline: float | None,
) -> _Outcome:
    """Depth-first search of a Pyramid position; ranks are ints 1-13.

    Move codes in the lines: 0-27 one pyramid card (a king), 28 a king on the
    waste, 100 + 100*a + b the pair a, b (b may be 28, the waste top), -1 a draw.
    State key: removed mask | stock index << 28 | waste_gone << 33.
    """
    nstock = len(stock)
    # partner[p]: positions whose rank adds up to 13 with p's.
    partner = [sum(1 << q for q in range(TABLEAU) if pyramid[p] + pyramid[q] == 13)
               for p in range(TABLEAU)]
    kings = sum(1 << p for p in range(TABLEAU) if pyramid[p] == 13)
    # by_sum[r]: pyramid positions that pair with a waste card of rank r.
    by_sum = [0] * 14
    for r in range(1, 13):
        by_sum[r] = sum(1 << p for p in range(TABLEAU) if pyramid[p] == 13 - r)
    frees = _PYR_FREES
    seen: set[int] = set()
    path = [0] * 80
    line: list[int] = []
    best_line: list[int] = []
    nodes = 0
    best = -1
    check_at = min(node_limit, 4096)

    def check() -> None:
        nonlocal check_at
        if nodes >= node_limit:
            raise _LimitReached
        if deadline is not None and time.perf_counter() >= deadline:
            raise _LimitReached
        check_at = min(node_limit, nodes + 4096)

    def uncover(mask: int, avail: int, p: int) -> int:
        avail &= ~(1 << p)
        for q, need in frees[p]:
            if not need & ~mask:
                avail |= 1 << q
        return avail

    def waste_top(si: int, gone: int) -> int:
        """Index of the waste top (a stock index), or -1 when the waste is empty."""
        present = ((1 << si) - 1) & ~gone
        return present.bit_length() - 1

    def dfs(mask: int, avail: int, si: int, gone: int, depth: int) -> bool:
        nonlocal nodes, best, best_line
        nodes += 1
        if nodes >= check_at:
            check()
        if mask == _FULL:
            line[:] = path[:depth]
            return True
        key = mask | si << 28 | gone << 33
        if key in seen:
            return False
        seen.add(key)
        count = mask.bit_count()
        if count > best:
            best = count
            best_line = path[:depth]
        top = waste_top(si, gone)
        # Kings in the pyramid: removing one never hurts (nothing pairs with it),
        # so a free king is taken at once and nothing else is tried here.
        k = avail & kings
        if k:
            p = k.bit_length() - 1
            nm = mask | 1 << p
            path[depth] = p
            return dfs(nm, uncover(nm, avail, p), si, gone, depth + 1)
        if top >= 0:
            wr = stock[top]
            if wr == 13:  # a king on the waste: removing it only helps
                path[depth] = TABLEAU
                return dfs(mask, avail, si, gone | 1 << top, depth + 1)
            x = avail & by_sum[wr]
            while x:
                p = x.bit_length() - 1
                x ^= 1 << p
                nm = mask | 1 << p
                path[depth] = 100 + 100 * p + TABLEAU
                if dfs(nm, uncover(nm, avail, p), si, gone | 1 << top, depth + 1):
                    return True
        x = avail
        while x:
            p = x.bit_length() - 1
            x ^= 1 << p
            y = avail & partner[p] & ((1 << p) - 1)
            while y:
                q = y.bit_length() - 1
                y ^= 1 << q
                nm = mask | 1 << p | 1 << q
                na = uncover(nm, uncover(nm, avail, p), q)
                path[depth] = 100 + 100 * q + p  # board order: q < p
                if dfs(nm, na, si, gone, depth + 1):
                    return True
        if si < nstock:
            path[depth] = -1
            if dfs(mask, avail, si + 1, gone, depth + 1):
                return True
        return False

    avail0 = sum(1 << p for p in range(TABLEAU)
                 if not removed >> p & 1 and not _PYR_NEED[p] & ~removed)
    try:
        won: bool | None = dfs(removed, avail0, stock_pos, waste_gone, 0)
    except _LimitReached:
        won = None
    if won:
        best_line = list(line)
        best = TABLEAU
    return _Outcome(won, line, nodes, TABLEAU - best, best_line)


def _pyramid_moves(codes: Iterable[int]) -> tuple[PyramidMove, ...]:
    def source(code: int) -> int:
        return PYRAMID_WASTE if code == TABLEAU else code

    out: list[PyramidMove] = []
    for c in codes:
        if c == -1:
            out.append(PYRAMID_DRAW)
        elif c < 100:
            out.append(PyramidMove((source(c),)))
        else:
            out.append(PyramidMove(((c - 100) // 100, source(c % 100))))
    return tuple(out)


def solve_pyramid_position(
    position: PyramidPosition, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Solution[PyramidMove]:
    """Solve a Pyramid position (RULES.md §3) with every card known.

    Limits as ``solve_position``; ``best_moves`` is exact when the search
    finishes. Raises ValueError for a non-positive limit.
    """
    if node_limit <= 0 or (time_limit is not None and time_limit <= 0):
        raise ValueError("limits must be positive")
    start = time.perf_counter()
    deadline = None if time_limit is None else start + time_limit
    ranks = [int(card.rank) for card in position.deal]
    outcome = _search_pyramid(ranks[:TABLEAU], ranks[TABLEAU:], position.removed,
                              position.stock_pos, position.waste_gone,
                              node_limit=node_limit, deadline=deadline)
    seconds = time.perf_counter() - start
    if outcome.won is None:
        verdict = Verdict.UNKNOWN
    else:
        verdict = Verdict.WINNABLE if outcome.won else Verdict.NOT_WINNABLE
    return Solution(verdict, _pyramid_moves(outcome.line) if outcome.won else (),
                    outcome.nodes, seconds, _pyramid_moves(outcome.best_line),
                    outcome.best_left)


def solve_pyramid(
    game: PyramidGame, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Solution[PyramidMove]:
    """Solve ``game`` from its current position (after any moves and undos).

    A won game is WINNABLE with no moves. Limits as ``solve_position``.
    """
    return solve_pyramid_position(PyramidPosition.from_game(game), node_limit=node_limit,
                                  time_limit=time_limit)


def apply_pyramid_move(game: PyramidGame, move: PyramidMove) -> tuple[Event, ...]:
    """Play ``move`` on ``game``: ``draw``, ``remove_source`` or ``pair_sources``.

    Raises the engine's MoveError when the move is not legal now.
    """
    if not move.cards:
        return game.draw()
    if len(move.cards) == 1:
        return game.remove_source(move.cards[0])
    return game.pair_sources(move.cards[0], move.cards[1])


def replay_pyramid(game: PyramidGame, moves: Iterable[PyramidMove]) -> list[Event]:
    """Play every move in order; all the events. Raises MoveError at an illegal one."""
    events: list[Event] = []
    for move in moves:
        events.extend(apply_pyramid_move(game, move))
    return events


def solve_pyramid_deal(
    deal: Sequence[Card], *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Solution[PyramidMove]:
    """Solve a fresh Pyramid deal: 28 pyramid cards row by row, then 24 stock cards."""
    return solve_pyramid_position(PyramidPosition(tuple(deal)), node_limit=node_limit,
                                  time_limit=time_limit)

