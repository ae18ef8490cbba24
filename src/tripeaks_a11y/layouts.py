"""Board geometry: rows, positions and which card covers which.

A position is an index 0-27 into the tableau in reading order: row by row from
the top, left to right. Rows and slots seen by players are 1-based
(``row 4 card 3``); this module uses 0-based rows and slots internally and
converts at its edges (``position_of``).

TriPeaks (docs/rules.md "The table"): rows of 3, 6, 9 and 10 cards; row 1 card p is
covered by row 2 cards 2p and 2p+1; row 2 card j by row 3 cards
3(j//2) + j%2 and that + 1; row 3 card k by row 4 cards k and k+1. The three
peaks for the +100 bonus hold 9, 9 and 10 cards (bottom row split 3/3/4).

Pyramid (docs/pyramid.md "The table"): rows of 1…7 cards; row r card i covered by row r+1
cards i and i+1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Layout", "PYRAMID", "TRIPEAKS"]


@dataclass(frozen=True)
class Layout:
    """A tableau shape: row sizes and the covering relation, as tuples.

    ``covered_by[p]`` lists the positions that cover position ``p`` (empty for
    the bottom row); ``covers[p]`` the positions that ``p`` covers.
    ``peak_of[p]`` is the peak index (0 left, 1 middle, 2 right) for TriPeaks,
    0 for every card of a single pyramid.
    """

    name: str
    row_sizes: tuple[int, ...]
    covered_by: tuple[tuple[int, ...], ...]
    peak_of: tuple[int, ...]

    @property
    def size(self) -> int:
        """Number of tableau positions (28 for both games)."""
        return sum(self.row_sizes)

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
           peak_of: Sequence[int]) -> Layout:
    return Layout(name, tuple(row_sizes), tuple(tuple(c) for c in covering), tuple(peak_of))


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
    # bottom 0-2 / 3-5 / 6-9 (docs/rules.md "Score").
    peak = [0] * 28
    for p in range(3):
        peak[p] = p
    for j in range(6):
        peak[3 + j] = j // 2
    for k in range(9):
        peak[9 + k] = k // 3
    for b in range(10):
        peak[18 + b] = min(b // 3, 2)
    return _build("tripeaks", sizes, covering, peak)


def _pyramid() -> Layout:
    sizes = tuple(range(1, 8))
    covering: list[list[int]] = []
    start = 0
    for r, size in enumerate(sizes):
        next_start = start + size
        for i in range(size):
            covering.append([] if r == len(sizes) - 1 else [next_start + i, next_start + i + 1])
        start = next_start
    return _build("pyramid", sizes, covering, [0] * 28)


TRIPEAKS = _tripeaks()
PYRAMID = _pyramid()
