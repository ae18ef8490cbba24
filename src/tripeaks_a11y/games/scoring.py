"""TriPeaks score tables as data: the app's own and the traditional one (docs/rules.md).

Pure: no text, no I/O. The engine (``games.tripeaks``) asks ``score_table``
for the table of its rule set and applies it; nothing else in the engine
depends on which table it is.

* The app's table (docs/rules.md "Score") comes from the rule set's fields
  and the layout's peaks: start 500, every removal -1, every draw -1, each
  peak's own bonus when it is cleared (``layouts.Peak.bonus``, or the rule
  set's ``peak_bonus`` where the layout leaves it, as TriPeaks does: 100
  each), never below 0.
* The traditional table (``RuleSet.traditional_scoring``; the rules pages:
  "rewards runs of removals, takes 5 points for each draw and gives 15, 15,
  30 for cleared peaks", as Microsoft Tri-Peaks scores it): the nth card of
  a run scores n points, a draw costs 5 and ends the run, every peak
  cleared gives 15 and the one that leaves no peak 15 more (GNOME
  Aisleriot's "15 per peak and 15 more for clearing all three": 15, 15, 30
  on the three peaks, 15, 15, 15, 30 on four, 30 on one). It starts at 0
  and has no floor, so a game that draws more than its runs earn ends
  below 0 (docs/rules.md "Variants" gives the sources).

The number of peaks is the layout's (``layouts.Layout.peaks``), whatever it
is: no table assumes three.

A run is the removals since the last draw (or since the deal): the tableau
cards on top of the waste pile above its topmost stock card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..values.layouts import TRIPEAKS, Layout
from ..values.rules import RuleSet

__all__ = ["Run", "ScoreTable", "TRADITIONAL", "score_table"]


@dataclass(frozen=True)
class ScoreTable:
    """How a TriPeaks game scores, in points.

    ``start``: the score of a fresh deal. A removal that is the nth card of
    its run scores ``first_in_run + run_step * (n - 1)`` (the app: -1 each,
    step 0; the tradition: 1, 2, 3, …). ``draw``: what a draw adds (a draw
    ends the run). ``peaks``: the bonus of each peak of the layout when it
    is cleared, by its index in ``Layout.peaks`` (one entry per peak, any
    count). ``last_peak``: what clearing the last peak left adds to its
    bonus (the tradition's 15; the app's 0). ``floor``: the lowest score
    (None: none; the score may go below zero).
    """

    start: int
    first_in_run: int
    run_step: int
    draw: int
    peaks: tuple[int, ...]
    last_peak: int
    floor: int | None

    @property
    def counts_runs(self) -> bool:
        """True when a removal's points depend on its place in the run."""
        return self.run_step != 0

    def removal(self, nth: int) -> int:
        """Points of a removal that is the ``nth`` card of its run (``nth`` >= 1)."""
        return self.first_in_run + self.run_step * (nth - 1)

    def peak(self, index: int, cleared: int) -> int:
        """The bonus of peak ``index`` (0 the leftmost) cleared as the ``cleared``-th
        peak (1 for the first): its own, plus ``last_peak`` when no peak is left.

        Raises IndexError when the layout has no peak ``index`` or ``cleared``
        is not between 1 and the number of peaks.
        """
        if not 0 <= index < len(self.peaks) or not 1 <= cleared <= len(self.peaks):
            raise IndexError(f"peak {index + 1} cleared as {cleared} of {len(self.peaks)}")
        return self.peaks[index] + (self.last_peak if cleared == len(self.peaks) else 0)

    def add(self, score: int, points: int) -> int:
        """``score`` plus ``points``, held at ``floor`` when there is one."""
        total = score + points
        return total if self.floor is None else max(self.floor, total)


@cache
def _traditional(peak_count: int) -> ScoreTable:
    # One table per number of peaks, so that TriPeaks always gets TRADITIONAL itself.
    return ScoreTable(start=0, first_in_run=1, run_step=1, draw=-5, peaks=(15,) * peak_count,
                      last_peak=15, floor=None)


TRADITIONAL = _traditional(TRIPEAKS.peak_count)
"""The tradition's table on the three TriPeaks peaks: 15, 15, 30 in the order
they are cleared (Microsoft Tri-Peaks; docs/rules.md "Variants")."""


def score_table(rules: RuleSet, layout: Layout = TRIPEAKS) -> ScoreTable:
    """The score table of ``rules`` on ``layout``'s peaks.

    Under ``traditional_scoring`` the tradition's (15 a peak, 15 more for the
    last; TRADITIONAL on TriPeaks); else the app's, from the rule set's
    ``start_score``, ``removal_points`` and ``draw_points``, each peak's
    ``layouts.Peak.bonus`` (the rule set's ``peak_bonus`` where the layout
    gives None, as TriPeaks does) and floor 0 (docs/rules.md "Score").
    """
    if rules.traditional_scoring:
        return _traditional(layout.peak_count)
    return ScoreTable(start=rules.start_score, first_in_run=rules.removal_points, run_step=0,
                      draw=rules.draw_points,
                      peaks=tuple(rules.peak_bonus if peak.bonus is None else peak.bonus
                                  for peak in layout.peaks),
                      last_peak=0, floor=0)


@dataclass(frozen=True)
class Run:
    """The run in progress under a table that counts runs (``ScoreTable.counts_runs``).

    ``length``: the removals since the last draw or the deal (0 right after
    a draw); ``next_points``: what the next removal would score.
    """

    length: int
    next_points: int
