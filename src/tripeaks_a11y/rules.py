"""Rule sets as frozen data (RULES.md §1 "Rule sets: king and ace", "Score").

``EASY`` (the default) links king and ace, so ranks wrap Q-K-A-2; ``CLASSIC``
does not. The rule letter in a game code (``TP1-E-…``) names the rule set;
the legacy letter ``N`` reads as Easy.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Rank

__all__ = ["CLASSIC", "EASY", "RuleSet", "Rules", "rules_from_letter"]


class Rules(Enum):
    """The rule set's name; the value is its game-code letter."""

    EASY = "E"
    CLASSIC = "C"


@dataclass(frozen=True)
class RuleSet:
    """TriPeaks rules: whether king and ace are neighbours, and the score table.

    Scores are points (RULES.md §1 Score): start 500, -1 per removal, -1 per
    draw, +100 for a removal that empties a peak, never below 0.
    """

    name: Rules
    wrap: bool
    start_score: int = 500
    removal_points: int = -1
    draw_points: int = -1
    peak_bonus: int = 100

    def adjacent(self, a: Rank, b: Rank) -> bool:
        """True when ``a`` is exactly one rank above or below ``b`` (suit ignored).

        With ``wrap`` (Easy), king and ace are neighbours too.
        """
        d = abs(int(a) - int(b))
        return d == 1 or (self.wrap and d == 12)


EASY = RuleSet(Rules.EASY, wrap=True)
CLASSIC = RuleSet(Rules.CLASSIC, wrap=False)


def rules_from_letter(letter: str) -> RuleSet:
    """The rule set of a game-code letter: ``E`` or legacy ``N`` Easy, ``C`` Classic.

    Raises ValueError for any other letter.
    """
    key = letter.strip().upper()
    if key in ("E", "N"):
        return EASY
    if key == "C":
        return CLASSIC
    raise ValueError(f"unknown rules letter: {letter!r}")
