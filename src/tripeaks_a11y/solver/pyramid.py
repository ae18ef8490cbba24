"""Pyramid solving (RULES.md §3): the position, its search and the solve functions.

``PyramidPosition`` is the state the search sees; ``solve_pyramid_position``,
``solve_pyramid`` and ``solve_pyramid_deal`` answer with a ``Solution`` of
``PyramidMove`` values. The package docstring describes the search.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from ..cards import Card
from ..games.pyramid import PyramidGame
from ..layouts import PYRAMID
from .common import (
    CHECK_EVERY,
    DEFAULT_NODE_LIMIT,
    LimitReached,
    Outcome,
    Solution,
    check_position,
    next_check,
    start_clock,
    verdict_of,
)
from .moves import PYRAMID_DRAW, PYRAMID_WASTE, PyramidMove

__all__ = [
    "PyramidPosition",
    "solve_pyramid",
    "solve_pyramid_deal",
    "solve_pyramid_position",
]

_SIZE: Final = PYRAMID.size
"""Pyramid positions (0-27)."""
_STOCK: Final = 52 - _SIZE
"""Stock cards of a fresh deal: every card not in the pyramid."""
_FULL: Final = (1 << _SIZE) - 1
_WASTE_CODE: Final = _SIZE  # the waste top in the search's move codes; pyramid cards are 0-27


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
        check_position(self.deal, self.removed, _FULL, self.stock_pos, _STOCK)
        if self.waste_gone >> self.stock_pos:
            raise ValueError("waste_gone names stock cards not drawn yet")

    @classmethod
    def from_game(cls, game: PyramidGame) -> PyramidPosition:
        """The current position of ``game`` (after its moves and undos)."""
        removed = sum(1 << p for p in range(_SIZE) if game.is_removed(p))
        stock_pos = _STOCK - game.stock_count
        on_waste = set(game.waste)
        gone = sum(1 << j for j in range(stock_pos) if game.deal[_SIZE + j] not in on_waste)
        return cls(game.deal, removed, stock_pos, gone)


_PYR_NEED: Final = tuple(sum(1 << c for c in PYRAMID.covered_by[p]) for p in range(_SIZE))
_PYR_FREES: Final = tuple(tuple((q, _PYR_NEED[q]) for q in PYRAMID.covers[p])
                          for p in range(_SIZE))
_PYR_BOTTOM: Final = sum(1 << p for p in PYRAMID.positions_in_row(len(PYRAMID.row_sizes) - 1))


def _search_pyramid(
    pyramid: Sequence[int], stock: Sequence[int], removed: int, stock_pos: int,
    waste_gone: int, *, node_limit: int, deadline: float | None,
) -> Outcome:
    """Depth-first search of a Pyramid position; ranks are ints 1-13.

    Move codes in the lines: 0-27 one pyramid card (a king), 28 a king on the
    waste, 100 + 100*a + b the pair a, b (b may be 28, the waste top), -1 a draw.
    State key: removed mask | stock index << 28 | waste_gone << 33.
    """
    nstock = len(stock)
    # partner[p]: positions whose rank adds up to 13 with p's.
    partner = [sum(1 << q for q in range(_SIZE) if pyramid[p] + pyramid[q] == 13)
               for p in range(_SIZE)]
    kings = sum(1 << p for p in range(_SIZE) if pyramid[p] == 13)
    # by_sum[r]: pyramid positions that pair with a waste card of rank r.
    by_sum = [0] * 14
    for r in range(1, 13):
        by_sum[r] = sum(1 << p for p in range(_SIZE) if pyramid[p] == 13 - r)
    frees = _PYR_FREES
    seen: set[int] = set()
    path = [0] * 80
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
                path[depth] = _WASTE_CODE
                return dfs(mask, avail, si, gone | 1 << top, depth + 1)
            x = avail & by_sum[wr]
            while x:
                p = x.bit_length() - 1
                x ^= 1 << p
                nm = mask | 1 << p
                path[depth] = 100 + 100 * p + _WASTE_CODE
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

    avail0 = sum(1 << p for p in range(_SIZE)
                 if not removed >> p & 1 and not _PYR_NEED[p] & ~removed)
    try:
        won: bool | None = dfs(removed, avail0, stock_pos, waste_gone, 0)
    except LimitReached:
        won = None
    if won:
        best_line = list(line)
        best = _SIZE
    return Outcome(won, line, nodes, _SIZE - best, best_line)


def _pyramid_moves(codes: Iterable[int]) -> tuple[PyramidMove, ...]:
    def source(code: int) -> int:
        return PYRAMID_WASTE if code == _WASTE_CODE else code

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
    start, deadline = start_clock(node_limit, time_limit)
    ranks = [int(card.rank) for card in position.deal]
    outcome = _search_pyramid(ranks[:_SIZE], ranks[_SIZE:], position.removed,
                              position.stock_pos, position.waste_gone,
                              node_limit=node_limit, deadline=deadline)
    seconds = time.perf_counter() - start
    return Solution(verdict_of(outcome.won), _pyramid_moves(outcome.line) if outcome.won else (),
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


def solve_pyramid_deal(
    deal: Sequence[Card], *, node_limit: int = DEFAULT_NODE_LIMIT,
    time_limit: float | None = None,
) -> Solution[PyramidMove]:
    """Solve a fresh Pyramid deal: 28 pyramid cards row by row, then 24 stock cards."""
    return solve_pyramid_position(PyramidPosition(tuple(deal)), node_limit=node_limit,
                                  time_limit=time_limit)

