"""Pyramid solving (docs/pyramid.md): the position, its search and the solve functions.

``PyramidPosition`` is the state the search sees; ``solve_pyramid_position``,
``solve_pyramid`` and ``solve_pyramid_deal`` answer with a ``Solution`` of
``PyramidMove`` values. The package docstring describes the search. Sizes
and cover tables come from the position's layout (``common.tables_for``;
``layouts.PYRAMID`` unless the game has another), the stock is every card
the pyramid does not hold. ``native.search_pyramid_native``, the compiled
search, replaces ``_search_pyramid`` when ``native.active()`` is "native".
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..games.moves import PYRAMID_DRAW, PYRAMID_WASTE, PyramidMove
from ..games.pyramid import PyramidGame
from ..games.tableau import Status
from ..values.cards import Card
from ..values.layouts import PYRAMID, Layout
from . import native
from .common import (
    CHECK_EVERY,
    DEFAULT_NODE_LIMIT,
    Advice,
    LimitReached,
    Outcome,
    Solution,
    Tables,
    Verdict,
    check_position,
    next_check,
    start_clock,
    tables_for,
    verdict_of,
)

__all__ = [
    "PyramidPosition",
    "advise_pyramid",
    "solve_pyramid",
    "solve_pyramid_deal",
    "solve_pyramid_position",
]


@dataclass(frozen=True)
class PyramidPosition:
    """A Pyramid position as the solver sees it (docs/pyramid.md).

    ``deal``: 52 cards, the ``layout.size`` pyramid cards row by row (28 in
    rows of 1, 2, … 7) then the stock cards top first (24); ``removed``: bit p
    set when pyramid position p is gone; ``stock_pos``: cards drawn so far, 0
    to ``stock_size``; ``waste_gone``: bit j set when stock card j (drawn, so
    j < stock_pos) has left the waste; ``layout``: the pyramid's shape. The
    waste pile is the drawn cards still there, the latest on top. Raises
    ValueError when the deal is not 52 distinct cards, a field is out of
    range, or ``waste_gone`` names cards not drawn yet.
    """

    deal: tuple[Card, ...]
    removed: int = 0
    stock_pos: int = 0
    waste_gone: int = 0
    layout: Layout = PYRAMID

    def __post_init__(self) -> None:
        check_position(self.deal, self.removed, tables_for(self.layout).full, self.stock_pos,
                       self.stock_size)
        if self.waste_gone < 0 or self.waste_gone >> self.stock_pos:
            raise ValueError("waste_gone names stock cards not drawn yet")

    @property
    def stock_size(self) -> int:
        """Cards in the stock of a fresh deal: every card not in the pyramid (24)."""
        return 52 - self.layout.size

    @classmethod
    def from_game(cls, game: PyramidGame) -> PyramidPosition:
        """The current position of ``game`` (after its moves and undos), on its layout."""
        layout = game.layout
        size = layout.size
        removed = sum(1 << p for p in range(size) if game.is_removed(p))
        stock_pos = 52 - size - game.stock_count
        on_waste = set(game.waste)
        gone = sum(1 << j for j in range(stock_pos) if game.deal[size + j] not in on_waste)
        return cls(game.deal, removed, stock_pos, gone, layout)


def _search_pyramid(
    tables: Tables, pyramid: Sequence[int], stock: Sequence[int], removed: int, stock_pos: int,
    waste_gone: int, *, node_limit: int, deadline: float | None,
) -> Outcome:
    """Depth-first search of a Pyramid position; ranks are ints 1-13.

    ``tables``: the layout's (``tables_for``), ``size`` = ``tables.size``
    positions; ``pyramid``: their ranks; ``stock``: the stock's ranks as
    dealt, top first. Move codes in the lines: 0 to size - 1 one pyramid card
    (a king), ``size`` a king on the waste, ``step * (a + 1) + b`` with
    ``step = size + 1`` the pair a, b (b may be ``size``, the waste top), -1
    a draw. State key: removed mask | stock index << size | waste_gone <<
    (size + bits of the stock size). Returns an ``Outcome`` (won None when
    ``node_limit`` or ``deadline``, a ``time.perf_counter`` time, stopped it).
    """
    size = tables.size
    full = tables.full
    frees = tables.frees
    waste_code = size  # the waste top in the move codes; pyramid cards are 0 to size - 1
    step = size + 1
    positions = range(size)
    nstock = len(stock)
    si_shift = size
    gone_shift = size + nstock.bit_length()
    # partner[p]: positions whose rank adds up to 13 with p's.
    partner = [sum(1 << q for q in positions if pyramid[p] + pyramid[q] == 13)
               for p in positions]
    kings = sum(1 << p for p in positions if pyramid[p] == 13)
    # by_sum[r]: pyramid positions that pair with a waste card of rank r.
    by_sum = [0] * 14
    for r in range(1, 13):
        by_sum[r] = sum(1 << p for p in positions if pyramid[p] == 13 - r)
    seen: set[int] = set()
    path = [0] * (size + 2 * nstock + 2)  # each move removes a card or draws one
    line: list[int] = []
    best_line: list[int] = []
    nodes = 0
    best = -1
    check_at = min(node_limit, CHECK_EVERY)

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
        nonlocal nodes, best, best_line, check_at
        nodes += 1
        if nodes >= check_at:
            check_at = next_check(nodes, node_limit, deadline)
        if mask == full:
            line[:] = path[:depth]
            return True
        key = mask | si << si_shift | gone << gone_shift
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
                path[depth] = waste_code
                return dfs(mask, avail, si, gone | 1 << top, depth + 1)
            x = avail & by_sum[wr]
            while x:
                p = x.bit_length() - 1
                x ^= 1 << p
                nm = mask | 1 << p
                path[depth] = step * (p + 1) + waste_code
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
                path[depth] = step * (q + 1) + p  # board order: q < p
                if dfs(nm, na, si, gone, depth + 1):
                    return True
        if si < nstock:
            path[depth] = -1
            if dfs(mask, avail, si + 1, gone, depth + 1):
                return True
        return False

    try:
        won: bool | None = dfs(removed, tables.available(removed), stock_pos, waste_gone, 0)
    except LimitReached:
        won = None
    if won:
        best_line = list(line)
        best = size
    return Outcome(won, line, nodes, size - best, best_line)


def _pyramid_moves(codes: Iterable[int], size: int) -> tuple[PyramidMove, ...]:
    """The moves of a line in ``_search_pyramid``'s codes, on a pyramid of ``size`` cards."""
    step = size + 1

    def source(code: int) -> int:
        return PYRAMID_WASTE if code == size else code

    out: list[PyramidMove] = []
    for c in codes:
        if c == -1:
            out.append(PYRAMID_DRAW)
        elif c < step:
            out.append(PyramidMove((source(c),)))
        else:
            out.append(PyramidMove((c // step - 1, source(c % step))))
    return tuple(out)


def solve_pyramid_position(
    position: PyramidPosition, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Solution[PyramidMove]:
    """Solve a Pyramid position (docs/pyramid.md) with every card known, on its layout.

    Limits as the TriPeaks ``solve_position``; ``best_moves`` is exact when
    the search finishes. Raises ValueError for a non-positive limit.
    """
    start, deadline = start_clock(node_limit, time_limit)
    tables = tables_for(position.layout)
    size = tables.size
    ranks = [int(card.rank) for card in position.deal]
    # The compiled core when it is chosen (native.py); the same Outcome either way.
    run = native.search_pyramid_native if native.active() == "native" else _search_pyramid
    outcome = run(tables, ranks[:size], ranks[size:], position.removed, position.stock_pos,
                  position.waste_gone, node_limit=node_limit, deadline=deadline)
    seconds = time.perf_counter() - start
    won_line = _pyramid_moves(outcome.line, size) if outcome.won else ()
    return Solution(verdict_of(outcome.won), won_line, outcome.nodes, seconds,
                    _pyramid_moves(outcome.best_line, size), outcome.best_left)


def solve_pyramid(
    game: PyramidGame, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Solution[PyramidMove]:
    """Solve ``game`` from its current position (after any moves and undos), on its layout.

    A won game is WINNABLE with no moves. Limits and errors as ``solve_position``.
    """
    return solve_pyramid_position(PyramidPosition.from_game(game), node_limit=node_limit,
                                  time_limit=time_limit)


def solve_pyramid_deal(
    deal: Sequence[Card], *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None, layout: Layout = PYRAMID,
) -> Solution[PyramidMove]:
    """Solve a fresh Pyramid deal: the pyramid cards row by row, then the stock cards.

    28 and 24 on ``layout`` PYRAMID. Limits as ``solve_position``; raises
    ValueError when the deal is not 52 distinct cards or a limit is not positive.
    """
    return solve_pyramid_position(PyramidPosition(tuple(deal), layout=layout),
                                  node_limit=node_limit, time_limit=time_limit)



def advise_pyramid(
    game: PyramidGame, *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Advice[PyramidMove]:
    """The move ``hint peek`` suggests on ``game`` (any layout), with what the search knows.

    As ``advise_tripeaks``: the next move of a winning line (WINNABLE); on a
    game that cannot be won (NOT_WINNABLE), the first move of a line to the
    fewest pyramid cards left, exact, since this search cuts no lost line
    short (a free king taken at once never costs a removal); when a limit
    stops the search (UNKNOWN), the first move of the best line it met.
    Never an illegal move: when no line removes a card, the first removal
    (seed 002's board order), else a draw. A game over has no move. One
    search of ``node_limit`` nodes; errors as ``solve_pyramid_position``.
    """
    if game.is_over:
        won = game.status is Status.WON
        return Advice(None, Verdict.WINNABLE if won else Verdict.NOT_WINNABLE, game.cards_left,
                      True)
    solution = solve_pyramid(game, node_limit=node_limit, time_limit=time_limit)
    verdict = solution.verdict
    if verdict is Verdict.WINNABLE and solution.moves:
        return Advice(solution.moves[0], verdict, 0, True)
    move = solution.best_moves[0] if solution.best_moves else _first_legal(game)
    return Advice(move, verdict, solution.fewest_left, verdict is Verdict.NOT_WINNABLE)


def _first_legal(game: PyramidGame) -> PyramidMove | None:
    removals = game.removals()
    if removals:
        return PyramidMove(removals[0])
    return PYRAMID_DRAW if game.stock_count else None
