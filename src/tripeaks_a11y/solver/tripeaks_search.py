"""The TriPeaks depth-first search itself, on ranks and bit masks.

``search_tripeaks`` is the raw search (the package docstring gives its state
and its three pruning rules); ``tripeaks.py`` turns positions into its input
and its move codes into ``Move`` values. The tables here are read once from
``layouts.TRIPEAKS``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..layouts import TRIPEAKS
from .common import CHECK_EVERY, LimitReached, Outcome, next_check

__all__ = ["DRAW_CODE", "FULL", "STOCK", "TABLEAU", "search_tripeaks"]

TABLEAU: Final = TRIPEAKS.size
"""Tableau positions (0-27)."""
STOCK: Final = 52 - TABLEAU - 1
"""Stock cards of a fresh deal: the 52 less the tableau and the first waste card."""
FULL: Final = (1 << TABLEAU) - 1
DRAW_CODE: Final = TABLEAU  # internal move code of a draw; plays are 0-27

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


def search_tripeaks(
    tableau: Sequence[int], stock: Sequence[int], wrap: bool,
    removed: int, stock_pos: int, waste: int,
    *, node_limit: int, deadline: float | None, prune_dead: bool, max_draws: int = STOCK,
) -> Outcome:
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
    check_at = min(node_limit, CHECK_EVERY)

    def dfs(mask: int, avail: int, si: int, wr: int, depth: int) -> bool:
        # Entered only for a position not pruned by the visited table; the
        # caller has counted it. Returns True when a win is found (line set).
        nonlocal nodes, best, best_line, check_at
        if nodes >= check_at:
            check_at = next_check(nodes, node_limit, deadline)
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
            if nm == FULL:
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
                    path[depth] = DRAW_CODE
                    if dfs(mask, avail, si + 1, r, depth + 1):
                        return True
                drawn[mask] = si
        seen[mask << 4 | wr] = si
        return False

    def root() -> bool:
        nonlocal nodes
        nodes += 1
        if removed == FULL:
            return True
        return dfs(removed, _available(removed), stock_pos, waste, 0)

    try:
        won: bool | None = root()
    except LimitReached:
        won = None
    if won:
        return Outcome(True, line, nodes, 0, list(line))
    # best + stock_pos = the most cards any line removed.
    return Outcome(won, line, nodes, TABLEAU - start_count - best - stock_pos, best_line)
