"""The TriPeaks depth-first search itself, on ranks and bit masks, for any layout.

``search_tripeaks`` is the raw search (the package docstring gives its state
and its three pruning rules); ``tripeaks.py`` turns positions into its input
and its move codes into ``Move`` values. What the search needs of a layout
(its size, which cards cover which, directly and transitively) is a
``common.Tables`` object, made once per layout by ``common.tables_for``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .common import CHECK_EVERY, LimitReached, Outcome, Tables, next_check

__all__ = ["DRAW_CODE", "search_tripeaks"]

DRAW_CODE: Final = -1
"""The move code of a draw in the search's lines; a play is coded by its position."""


def search_tripeaks(
    tables: Tables, tableau: Sequence[int], stock: Sequence[int], wrap: bool,
    removed: int, stock_pos: int, waste: int,
    *, node_limit: int, deadline: float | None, prune_dead: bool, max_draws: int | None = None,
    draw_when_stuck: bool = False,
) -> Outcome:
    """Depth-first search from one position; ranks are ints 1-13.

    ``tables``: the layout's (``tables_for``); ``tableau``: ``tables.size``
    ranks by position; ``stock``: the ranks of the whole stock as dealt, top
    first (23 cards for TriPeaks with one dealt waste card, 24 with none; one
    more with the joker, rank 0, which on the waste accepts any card as an
    empty waste does, ``RuleSet.joker``);
    ``removed``/``stock_pos``/``waste``: the position, ``waste`` the waste
    top's rank or 0 for an empty waste (any available card may be played on
    it, ``RuleSet.dealt_waste`` 0); ``max_draws``: how many more cards the
    lines may draw (None: the rest of the stock); ``draw_when_stuck``: the
    lines draw only when no card can be played (``RuleSet.traditional_draw``);
    the visited tables then key each position by its stock index too, since
    a position with more stock left no longer covers one with less (it
    could not draw down to it while a card is playable). Returns an ``Outcome``:
    whether it is winnable (None when ``node_limit`` or ``deadline``, a
    ``time.perf_counter`` time, stopped it), the winning line, the node
    count and the line to the fewest cards left met, in move codes (a
    position, or ``DRAW_CODE`` for a draw).
    """
    size = tables.size
    full = tables.full
    frees = tables.frees
    above = tables.above
    below = tables.below
    need = tables.need
    positions = range(size)
    stock_size = len(stock)
    if max_draws is None:
        max_draws = stock_size

    def neighbours(a: int, b: int) -> bool:
        d = a - b if a > b else b - a
        return d == 1 or (wrap and d == 12)

    # adj[r]: positions whose card may go on a waste of rank r; adj[0]: on an empty waste.
    adj = [0] * 14
    adj[0] = full
    for r in range(1, 14):
        adj[r] = sum(1 << p for p in positions if neighbours(tableau[p], r))
    # serve[x]: tableau cards that can be the waste top just before x is played.
    serve = [adj[tableau[x]] & ~above[x] & ~(below[x] & ~need[x]) for x in positions]
    # followers[y]: tableau cards that may be played right after y (y in their serve).
    followers = [sum(1 << x for x in positions if serve[x] >> y & 1) for y in positions]
    # stock_dead[s]: positions with no neighbour among stock cards s … the last one drawn
    # (none while the joker, rank 0, is still to be drawn: it takes any card).
    stock_dead = [0] * (stock_size + 1)
    nstock = min(stock_size, stock_pos + max_draws)  # the lines draw no further
    for s in range(stock_size + 1):
        stock_dead[s] = sum(
            1 << x for x in positions
            if prune_dead and not any(stock[j] == 0 or neighbours(stock[j], tableau[x])
                                      for j in range(s, nstock)))
    # key_si[s]: the stock index's part of a visited-table key; 0 unless draw_when_stuck.
    si_shift = size + 4
    key_si = [s << si_shift if draw_when_stuck else 0 for s in range(stock_size + 2)]
    seen: dict[int, int] = {}
    drawn: dict[int, int] = {}
    orphans_of: dict[int, int] = {}  # mask -> remaining cards with no tableau source left
    path = [0] * (size + stock_size + 2)
    best_line: list[int] = []
    nodes = 0
    start_count = removed.bit_count()
    best = -1 - stock_pos  # max of (depth - stock index): cards removed - stock_pos
    check_at = min(node_limit, CHECK_EVERY)
    budget = (node_limit, deadline)

    # dfs reads as few enclosing variables as it can: Python copies each of
    # them into every call's frame, and the search makes millions of calls.
    def dfs(mask: int, avail: int, si: int, wr: int, depth: int) -> bool:
        # Entered only for a position not pruned by the visited table; the
        # caller has counted it. Returns True when a win is found (best_line
        # then holds the winning line).
        nonlocal nodes, best, best_line, check_at
        if nodes >= check_at:
            check_at = next_check(nodes, *budget)
        if depth - si > best:  # = cards removed since the start of the search
            best = depth - si
            best_line = path[:depth]
        playable = avail & adj[wr]
        ksi = key_si[si]
        forced = False
        dead = stock_dead[si] & ~mask
        if dead and wr:  # the dead-card rule waits for a waste top (none: dealt_waste 0)
            orphans = orphans_of.get(mask)
            if orphans is None:
                orphans = orphans_of[mask] = sum(
                    1 << x for x in range(len(tableau))
                    if not mask >> x & 1 and not serve[x] & ~mask)
            dead &= orphans
            if dead:
                # A card with no source left but the present waste top: play it now or never.
                if dead & (dead - 1) or not playable & dead:
                    seen[mask << 4 | wr | ksi] = si
                    return False
                forced = True
                playable = dead
        may_draw = si < nstock and not forced and not (draw_when_stuck and playable)
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
            if nm == full:
                best_line = path[:depth + 1]  # the winning line
                return True
            r = tableau[b]
            s = seen.get(nm << 4 | r | ksi)
            if s is not None and s <= si:
                continue
            na = avail ^ bit
            for q, nq in frees[b]:
                if not nq & ~nm:
                    na |= 1 << q
            if dfs(nm, na, si, r, depth + 1):
                return True
        if may_draw:
            d = drawn.get(mask | ksi)
            if d is None or d > si:
                nodes += 1
                r = stock[si]
                s = seen.get(mask << 4 | r | key_si[si + 1])
                if s is None or s > si + 1:
                    path[depth] = -1  # DRAW_CODE, a constant here
                    if dfs(mask, avail, si + 1, r, depth + 1):
                        return True
                drawn[mask | ksi] = si
        seen[mask << 4 | wr | ksi] = si
        return False

    def root() -> bool:
        nonlocal nodes
        nodes += 1
        if removed == full:
            return True
        return dfs(removed, tables.available(removed), stock_pos, waste, 0)

    try:
        won: bool | None = root()
    except LimitReached:
        won = None
    if won:
        return Outcome(True, best_line, nodes, 0, list(best_line))
    # best + stock_pos = the most cards any line removed.
    return Outcome(won, [], nodes, size - start_count - best - stock_pos, best_line)
