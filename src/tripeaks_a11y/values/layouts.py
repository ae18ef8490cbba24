"""Board geometry: rows, positions and which card covers which.

A position is an index 0-27 into the tableau in reading order: row by row from
the top, left to right. Rows and slots seen by players are 1-based
(``row 4 card 3``); this module uses 0-based rows and slots internally and
converts at its edges (``position_of``).

TriPeaks (docs/rules.md "The table"): rows of 3, 6, 9 and 10 cards; row 1 card p is
covered by row 2 cards 2p and 2p+1; row 2 card j by row 3 cards
3(j//2) + j%2 and that + 1; row 3 card k by row 4 cards k and k+1. The three
peaks for the +100 bonus hold 9, 9 and 10 cards (bottom row split 3/3/4;
docs/rules.md "Score").

A layout's peaks are rows of their own (``Peak``: its cards and its bonus),
listed from the left; how many there are, which cards each holds and what
clearing it earns come from there, never from a fixed three.

Pyramid (docs/pyramid.md "The table"): rows of 1…7 cards; row r card i covered by row r+1
cards i and i+1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

__all__ = ["Layout", "PYRAMID", "Peak", "TRIPEAKS", "peaks_of"]


@dataclass(frozen=True)
class Peak:
    """One peak of a layout, a row of ``Layout.peaks``.

    ``cards``: the tableau positions that count for it, in reading order;
    the peak is cleared by the removal that leaves none of them (docs/rules.md
    "Score"). ``bonus``: the points its clearing earns under the app's score;
    None leaves it to the rule set (``RuleSet.peak_bonus``, 100: each
    TriPeaks peak). The tradition's table gives its own points by the order
    of clearing (``games.scoring``).
    """

    cards: tuple[int, ...]
    bonus: int | None = None

    @property
    def size(self) -> int:
        """How many cards count for the peak (TriPeaks: 9, 9 and 10)."""
        return len(self.cards)


def peaks_of(peak_of: Sequence[int], bonuses: Sequence[int | None]) -> tuple[Peak, ...]:
    """Peak rows from each position's peak index (``peak_of[p]``, 0 the leftmost) and
    each peak's bonus in points (None: the rule set's), in peak order.

    Raises ValueError when a peak index has no bonus or a bonus no card.
    """
    if set(peak_of) != set(range(len(bonuses))):
        raise ValueError(f"peak indexes {sorted(set(peak_of))} for {len(bonuses)} bonuses")
    return tuple(Peak(tuple(p for p, k in enumerate(peak_of) if k == index), bonus)
                 for index, bonus in enumerate(bonuses))


@dataclass(frozen=True)
class Layout:
    """A tableau shape: row sizes, the covering relation and the peaks, as tuples.

    ``covered_by[p]`` lists the positions that cover position ``p`` (empty for
    the bottom row); ``covers[p]`` the positions that ``p`` covers.
    ``peaks``: the peaks from the left (``Peak``: cards and bonus); every
    position counts for exactly one (a single pyramid is one peak of all its
    cards). Raises ValueError when the sizes, the covering relation and the
    peaks do not fit together.
    """

    name: str
    row_sizes: tuple[int, ...]
    covered_by: tuple[tuple[int, ...], ...]
    peaks: tuple[Peak, ...]

    def __post_init__(self) -> None:
        size = sum(self.row_sizes)
        if len(self.covered_by) != size:
            raise ValueError(f"layout {self.name!r}: {len(self.covered_by)} covers for "
                             f"{size} positions")
        counted = sorted(p for peak in self.peaks for p in peak.cards)
        if counted != list(range(size)):
            raise ValueError(f"layout {self.name!r}: the peaks do not hold each position once")

    @property
    def size(self) -> int:
        """Number of tableau positions (28 for both games)."""
        return sum(self.row_sizes)

    @property
    def peak_count(self) -> int:
        """How many peaks the layout has (TriPeaks 3, a pyramid 1)."""
        return len(self.peaks)

    @cached_property
    def peak_of(self) -> tuple[int, ...]:
        """For each position, the index of its peak in ``peaks`` (0 the leftmost)."""
        result = [0] * self.size
        for index, peak in enumerate(self.peaks):
            for p in peak.cards:
                result[p] = index
        return tuple(result)

    @cached_property
    def peak_masks(self) -> tuple[int, ...]:
        """For each peak, its positions as a bit mask (bit ``p`` for position ``p``)."""
        return tuple(sum(1 << p for p in peak.cards) for peak in self.peaks)

    def peak_tops(self, index: int) -> tuple[int, ...]:
        """The top position(s) of peak ``index``: its cards that cover no other card, the
        last of it to go; IndexError for an index the layout has not."""
        covers = self.covers
        return tuple(p for p in self.peaks[index].cards if not covers[p])

    @property
    def covers(self) -> tuple[tuple[int, ...], ...]:
        """For each position, the positions it covers (its parents), in order."""
        result: list[list[int]] = [[] for _ in range(self.size)]
        for pos, coverers in enumerate(self.covered_by):
            for c in coverers:
                result[c].append(pos)
        return tuple(tuple(r) for r in result)

    def row_start(self, row: int) -> int:
        """First position of 0-based ``row``."""
        return sum(self.row_sizes[:row])

    def row_of(self, pos: int) -> int:
        """0-based row of position ``pos``."""
        for row, size in enumerate(self.row_sizes):
            if pos < size:
                return row
            pos -= size
        raise ValueError(f"position out of range: {pos}")

    def slot_of(self, pos: int) -> int:
        """0-based slot (from the left) of position ``pos`` within its row."""
        return pos - self.row_start(self.row_of(pos))

    def positions_in_row(self, row: int) -> range:
        """The positions of 0-based ``row``, left to right."""
        start = self.row_start(row)
        return range(start, start + self.row_sizes[row])

    def position_of(self, row: int, slot: int) -> int:
        """Position of 1-based ``row`` and 1-based ``slot``.

        Raises ValueError when either is outside the layout.
        """
        if not 1 <= row <= len(self.row_sizes):
            raise ValueError(f"row out of range: {row}")
        if not 1 <= slot <= self.row_sizes[row - 1]:
            raise ValueError(f"slot out of range: {slot}")
        return self.row_start(row - 1) + slot - 1

    def tops(self) -> tuple[int, ...]:
        """Positions that nothing is under (row 0): the peak tops."""
        return tuple(self.positions_in_row(0))


def _build(name: str, row_sizes: Sequence[int], covering: Sequence[Sequence[int]],
           peak_of: Sequence[int], bonuses: Sequence[int | None]) -> Layout:
    return Layout(name, tuple(row_sizes), tuple(tuple(c) for c in covering),
                  peaks_of(peak_of, bonuses))


def _tripeaks() -> Layout:
    sizes = (3, 6, 9, 10)
    starts = (0, 3, 9, 18)
    covering: list[list[int]] = [[] for _ in range(28)]
    for p in range(3):
        covering[starts[0] + p] = [starts[1] + 2 * p, starts[1] + 2 * p + 1]
    for j in range(6):
        k = 3 * (j // 2) + j % 2
        covering[starts[1] + j] = [starts[2] + k, starts[2] + k + 1]
    for k in range(9):
        covering[starts[2] + k] = [starts[3] + k, starts[3] + k + 1]
    # Peak membership for the bonus: row 1 p, row 2 2p..2p+1, row 3 3p..3p+2,
    # bottom 0-2 / 3-5 / 6-9; each the rule set's bonus, 100 (docs/rules.md "Score").
    peak = [0] * 28
    for p in range(3):
        peak[p] = p
    for j in range(6):
        peak[3 + j] = j // 2
    for k in range(9):
        peak[9 + k] = k // 3
    for b in range(10):
        peak[18 + b] = min(b // 3, 2)
    return _build("tripeaks", sizes, covering, peak, (None, None, None))


def _pyramid() -> Layout:
    sizes = tuple(range(1, 8))
    covering: list[list[int]] = []
    start = 0
    for r, size in enumerate(sizes):
        next_start = start + size
        for i in range(size):
            covering.append([] if r == len(sizes) - 1 else [next_start + i, next_start + i + 1])
        start = next_start
    # One peak of every card; Pyramid's engine scores no peak (docs/rules.md).
    return _build("pyramid", sizes, covering, [0] * 28, (0,))


TRIPEAKS = _tripeaks()
PYRAMID = _pyramid()
