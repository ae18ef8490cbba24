"""What both searches share: the verdict, the solution, the limits and their checks.

``Verdict``, ``Solution``, ``Advice``, ``DEFAULT_NODE_LIMIT``, ``PLAY_NODE_LIMIT``,
``RUNAWAY_SECONDS`` and the runaway guard (``Runaway``, ``RunawayGuard``,
``guarded``) are public; ``Outcome``
(a search's raw result), ``LimitReached``, a layout's cover ``Tables``
(``tables_for``, made once per layout) and the helpers below serve the
TriPeaks and Pyramid searches only.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from typing import Final, Generic, TypeVar

from ..games.moves import Move, PyramidMove
from ..values.cards import Card
from ..values.layouts import TRIPEAKS, Layout

__all__ = [
    "CHECK_EVERY",
    "DEFAULT_NODE_LIMIT",
    "PLAY_NODE_LIMIT",
    "RUNAWAY_SECONDS",
    "Advice",
    "LimitReached",
    "Outcome",
    "Runaway",
    "RunawayGuard",
    "Solution",
    "Tables",
    "Verdict",
    "check_position",
    "guarded",
    "next_check",
    "start_clock",
    "tables_for",
    "verdict_of",
]

T = TypeVar("T")

DEFAULT_NODE_LIMIT: Final = 20_000_000
"""Search nodes before a solve gives up with UNKNOWN (about 15-30 s of search).

The TriPeaks state space is bounded (22,932 tableau configurations x 13
waste ranks, each searched at most once per stock index), and no deal among
the first 10,000 comes near the limit (the most any needed: 458,779 nodes in
Easy, 421,634 in Classic, 1,635,305 in Pyramid; docs/winrates.md).
The stats tool searches with it and no time limit; a game in play
(``solve``, ``hint``) with ``PLAY_NODE_LIMIT``.
"""

PLAY_NODE_LIMIT: Final = 1_000_000
"""Search nodes a ``solve`` or ``hint`` in play may visit before "could not decide".

A budget of nodes, not of seconds, so that the same position always gets
the same answer, whatever the machine's load (issue 13). Most positions
decide in a few thousand nodes. With the compiled core (``native``; issue
18) the hardest TriPeaks deal (1404 Easy, 458,779 nodes) decides in about
0.05 s and its lost-game hint, which searches twice (the verdict, then the
exact fewest cards left, this budget each), in about 0.1 s; Pyramid's
hardest (3646) spends the whole budget in about 0.4 s
(``benchmarks/solver.py``). The pure-Python fallback is 20-35 times slower
per node: 0.7 s, 1.3 s and 3.4 s. It decides every TriPeaks deal of
docs/winrates.md from its start and most Pyramid deals (the hardest needs
1,635,305).
"""

RUNAWAY_SECONDS: Final = 600.0
"""The wall-clock guard of one answer in play (``solve``, ``hint``, ``hint peek``,
``odds``, ``new winnable``): only against a runaway, never a budget.

The budgets (search nodes, samples) decide every answer; the clock never
turns a search or a sample into "could not decide" or "undecided". Should
the clock pass this guard before an answer is ready (a machine many times
slower than usual, a search gone wrong), the whole answer is stopped
(``Runaway``; the session says "Search stopped. The game goes on.", as for
Ctrl+C) and no part of it is given. It is far above what the Python search
needs for any of those budgets on the development machine (the slowest
measured: ``benchmarks/solver.py --play``; docs/fair-advice.md), so that with
either core the same answers come.
"""


class Runaway(Exception):
    """The wall-clock guard (``RunawayGuard``) stopped a whole answer: no answer, no verdict."""


class RunawayGuard:
    """The wall-clock guard of one whole answer, started when made: a runaway stop only.

    ``seconds`` (None: no guard) covers every search of the answer. ``left``
    gives the next search its ``time_limit``: the seconds still allowed.
    ``check``, called after each search, raises ``Runaway`` once the clock
    has passed the guard, so that a search the clock may have cut short is
    never part of an answer: every answer given is the one the budgets alone
    give. Raises ValueError for a non-positive ``seconds``.
    """

    def __init__(self, seconds: float | None) -> None:
        if seconds is not None and seconds <= 0:
            raise ValueError("limits must be positive")
        self.deadline = None if seconds is None else time.perf_counter() + seconds

    def left(self) -> float | None:
        """Seconds still allowed (None: no guard); raises Runaway once none are left."""
        if self.deadline is None:
            return None
        seconds = self.deadline - time.perf_counter()
        if seconds <= 0:
            raise Runaway
        return seconds

    def check(self) -> None:
        """Raise Runaway when the clock has passed the guard (nothing without one)."""
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise Runaway


def guarded(seconds: float | None, search: Callable[[float | None], T]) -> T:
    """``search(time_limit)`` under a ``RunawayGuard`` of ``seconds``: its result, or Runaway.

    ``search`` gets the seconds allowed (None: no guard) as its solve
    functions' ``time_limit``; when the clock has passed the guard once it
    returns, Runaway is raised instead of giving a result the clock may have
    shaped. Raises ValueError for a non-positive ``seconds``.
    """
    guard = RunawayGuard(seconds)
    result = search(guard.left())
    guard.check()
    return result


CHECK_EVERY: Final = 4096
"""Search nodes between two looks at the budget (the clock is too slow to read per node)."""


class Verdict(Enum):
    """What a search found about a position."""

    WINNABLE = "winnable"
    NOT_WINNABLE = "not_winnable"
    UNKNOWN = "unknown"
    """A node limit (or a ``time_limit`` given to a solve) stopped the search before it
    could tell."""


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
    - ``fewest_left``: tableau cards left at the end of ``best_moves`` (the
      solve functions always give it; the default is the 28-card tableau).
    - ``shortest``: True when ``moves`` is proven to be a shortest winning
      line (asked for with ``shortest=True``).
    """

    verdict: Verdict
    moves: tuple[M, ...]
    nodes: int
    seconds: float
    best_moves: tuple[M, ...] = ()
    fewest_left: int = TRIPEAKS.size
    shortest: bool = False

    @property
    def winnable(self) -> bool | None:
        """True, False, or None when unknown."""
        if self.verdict is Verdict.UNKNOWN:
            return None
        return self.verdict is Verdict.WINNABLE


@dataclass(frozen=True)
class Advice(Generic[M]):
    """The move a hint suggests, and what the search behind it knows.

    - ``move``: the move to suggest, None when the game is over.
    - ``verdict``: WINNABLE (``move`` starts a winning line), NOT_WINNABLE
      (the game cannot be won from here; ``move`` starts a line to the
      fewest tableau cards left), UNKNOWN (a limit stopped the search:
      ``move`` starts the best line found).
    - ``fewest_left``: the tableau cards left at the end of that line.
    - ``exact``: True when ``fewest_left`` is proven the fewest any line can
      leave (always so when WINNABLE: 0).
    """

    move: M | None
    verdict: Verdict
    fewest_left: int
    exact: bool


class LimitReached(Exception):
    """Raised inside a search when its node or time budget is spent."""


@dataclass
class Outcome:
    """Raw result of a search, in that search's own move codes (see each search)."""

    won: bool | None
    line: list[int]
    nodes: int
    best_left: int
    best_line: list[int] = field(default_factory=list)


def check_position(deal: Sequence[Card], removed: int, full: int,
                   stock_pos: int, stock: int) -> None:
    """Check the parts of a position both games share.

    Raises ValueError unless ``deal`` is 52 distinct cards, ``removed`` a
    mask within ``full`` and ``stock_pos`` within 0-``stock``.
    """
    if len(deal) != 52 or len(set(deal)) != 52:
        raise ValueError("a deal is 52 distinct cards")
    if not 0 <= removed <= full:
        raise ValueError(f"removed mask out of range: {removed}")
    if not 0 <= stock_pos <= stock:
        raise ValueError(f"stock position out of range: {stock_pos}")


def start_clock(node_limit: int, time_limit: float | None) -> tuple[float, float | None]:
    """The start (``time.perf_counter`` seconds) and deadline of a solve.

    The deadline is None without a ``time_limit``. Raises ValueError for a
    non-positive limit.
    """
    if node_limit <= 0 or (time_limit is not None and time_limit <= 0):
        raise ValueError("limits must be positive")
    start = time.perf_counter()
    return start, None if time_limit is None else start + time_limit


def next_check(nodes: int, node_limit: int, deadline: float | None) -> int:
    """The node count at which a search looks at its budget again.

    Raises LimitReached when ``nodes`` has reached ``node_limit`` or the
    clock has passed ``deadline``.
    """
    if nodes >= node_limit:
        raise LimitReached
    if deadline is not None and time.perf_counter() >= deadline:
        raise LimitReached
    return min(node_limit, nodes + CHECK_EVERY)


def verdict_of(won: bool | None) -> Verdict:
    """The verdict of a search that found a win (True), none (False) or ran out (None)."""
    if won is None:
        return Verdict.UNKNOWN
    return Verdict.WINNABLE if won else Verdict.NOT_WINNABLE


@dataclass(frozen=True, slots=True)
class Tables:
    """The cover tables of one layout, as bit masks over its positions (both searches).

    - ``size``: tableau positions (0 to size - 1; 28 for TriPeaks).
    - ``full``: the mask of every position (all removed: won).
    - ``need[p]``: the positions covering ``p`` directly (all must be gone
      before ``p`` is free).
    - ``frees[p]``: ``(q, need[q])`` for each position ``q`` that ``p`` covers.
    - ``below[p]``: every position covering ``p``, directly or not.
    - ``above[p]``: every position ``p`` covers, directly or not.
    """

    size: int
    full: int
    need: tuple[int, ...]
    frees: tuple[tuple[tuple[int, int], ...], ...]
    below: tuple[int, ...]
    above: tuple[int, ...]

    def available(self, removed: int) -> int:
        """Mask of the available tableau positions when ``removed`` are gone."""
        need = self.need
        return sum(1 << p for p in range(self.size)
                   if not removed >> p & 1 and not need[p] & ~removed)


@cache
def tables_for(layout: Layout) -> Tables:
    """The search tables of ``layout``, computed on the first call and kept.

    Raises ValueError when the covering relation has a cycle (a card that
    covers itself, directly or not), which no layout can deal.
    """
    size = layout.size
    need = tuple(sum(1 << c for c in layout.covered_by[p]) for p in range(size))
    frees = tuple(tuple((q, need[q]) for q in layout.covers[p]) for p in range(size))
    below: list[int | None] = [None] * size

    def cone(p: int, path: frozenset[int]) -> int:
        known = below[p]
        if known is not None:
            return known
        if p in path:
            raise ValueError(f"layout {layout.name!r}: position {p} covers itself")
        mask = 0
        for q in layout.covered_by[p]:
            mask |= 1 << q | cone(q, path | {p})
        below[p] = mask
        return mask

    below_masks = tuple(cone(p, frozenset()) for p in range(size))
    above = tuple(sum(1 << q for q in range(size) if below_masks[q] >> p & 1)
                  for p in range(size))
    return Tables(size, (1 << size) - 1, need, frees, below_masks, above)
