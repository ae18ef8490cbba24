"""Rule sets as frozen data (RULES.md §1 "Rule sets: king and ace", "Score").

``EASY`` (the default) links king and ace, so ranks wrap Q-K-A-2; ``CLASSIC``
does not. The rule letter in a game code (``TP1-E-…``) names the rule set;
the legacy letter ``N`` reads as Easy.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Rank

__all__ = ["CLASSIC", "EASY", "RULE_SETS", "RuleSet", "Rules", "rule_set", "rule_set_named"]


class Rules(Enum):
    """The rule set's name; the value is its game-code letter."""

    EASY = "E"
    CLASSIC = "C"

    @property
    def word(self) -> str:
        """The rule set's word on the command line and in settings: ``easy``, ``classic``."""
        return self.name.lower()

    @classmethod
    def from_letter(cls, letter: str) -> Rules:
        """The rule set of a game-code letter: ``E`` or legacy ``N`` Easy, ``C`` Classic.

        Any case. Raises ValueError for any other letter (RULES.md §1 "Undo and game code").
        """
        key = letter.strip().upper()
        if key == "N":
            return cls.EASY
        try:
            return cls(key)
        except ValueError:
            raise ValueError(f"unknown rules letter: {letter!r}") from None


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


RULE_SETS: dict[Rules, RuleSet] = {Rules.EASY: EASY, Rules.CLASSIC: CLASSIC}
"""Every rule set by name: the one table the session, the CLI and the stats tool use."""


def rule_set(name: Rules | None) -> RuleSet:
    """The rule set called ``name``; None means the default, Easy."""
    return RULE_SETS[name or Rules.EASY]


def rule_set_named(word: str | None) -> RuleSet | None:
    """The rule set whose word (``easy``, ``classic``; any case) is ``word``, else None."""
    key = (word or "").strip().casefold()
    return next((rules for name, rules in RULE_SETS.items() if name.word == key), None)
