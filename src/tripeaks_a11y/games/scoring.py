"""TriPeaks score tables as data: the app's own and the traditional one (docs/rules.md).

Pure: no text, no I/O. The engine (``games.tripeaks``) asks ``score_table``
for the table of its rule set and applies it; nothing else in the engine
depends on which table it is.

* The app's table (docs/rules.md "Score") comes from the rule set's fields:
  start 500, every removal -1, every draw -1, +100 for each cleared peak,
  never below 0.
* The traditional table (``RuleSet.traditional_scoring``; the rules pages:
  "rewards runs of removals, takes 5 points for each draw and gives 15, 15,
  30 for cleared peaks", as Microsoft Tri-Peaks scores it): the nth card of
  a run scores n points, a draw costs 5 and ends the run, the first and
  second peaks cleared give 15 each and the last 30. It starts at 0 and has
  no floor, so a game that draws more than its runs earn ends below 0
  (docs/rules.md "Variants" gives the sources).

A run is the removals since the last draw (or since the deal): the tableau
cards on top of the waste pile above its topmost stock card.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import RuleSet

__all__ = ["Run", "ScoreTable", "TRADITIONAL", "score_table"]


@dataclass(frozen=True)
class ScoreTable:
    """How a TriPeaks game scores, in points.

    ``start``: the score of a fresh deal. A removal that is the nth card of
    its run scores ``first_in_run + run_step * (n - 1)`` (the app: -1 each,
    step 0; the tradition: 1, 2, 3, …). ``draw``: what a draw adds (a draw
    ends the run). ``peaks``: the bonus for the first, second and third
    peak cleared, in the order they are cleared. ``floor``: the lowest
    score (None: none; the score may go below zero).
    """

    start: int
    first_in_run: int
    run_step: int
    draw: int
    peaks: tuple[int, int, int]
    floor: int | None

    @property
    def counts_runs(self) -> bool:
        """True when a removal's points depend on its place in the run."""
        return self.run_step != 0

    def removal(self, nth: int) -> int:
        """Points of a removal that is the ``nth`` card of its run (``nth`` >= 1)."""
        return self.first_in_run + self.run_step * (nth - 1)

    def peak(self, cleared: int) -> int:
        """The bonus of the ``cleared``-th peak cleared (1, 2 or 3); IndexError otherwise."""
        if not 1 <= cleared <= len(self.peaks):
            raise IndexError(f"peak {cleared} of {len(self.peaks)}")
        return self.peaks[cleared - 1]

    def add(self, score: int, points: int) -> int:
        """``score`` plus ``points``, held at ``floor`` when there is one."""
        total = score + points
        return total if self.floor is None else max(self.floor, total)


TRADITIONAL = ScoreTable(start=0, first_in_run=1, run_step=1, draw=-5, peaks=(15, 15, 30),
                         floor=None)
"""The tradition's table (Microsoft Tri-Peaks; docs/rules.md "Variants")."""


def score_table(rules: RuleSet) -> ScoreTable:
    """The score table of ``rules``: TRADITIONAL under ``traditional_scoring``, else
    the app's, from the rule set's ``start_score``, ``removal_points``,
    ``draw_points`` and ``peak_bonus`` (docs/rules.md "Score": floor 0)."""
    if rules.traditional_scoring:
        return TRADITIONAL
    bonus = rules.peak_bonus
    return ScoreTable(start=rules.start_score, first_in_run=rules.removal_points, run_step=0,
                      draw=rules.draw_points, peaks=(bonus, bonus, bonus), floor=0)


@dataclass(frozen=True)
class Run:
    """The run in progress under a table that counts runs (``ScoreTable.counts_runs``).

    ``length``: the removals since the last draw or the deal (0 right after
    a draw); ``next_points``: what the next removal would score.
    """

    length: int
    next_points: int
