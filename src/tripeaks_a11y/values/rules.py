"""Rule sets as frozen data (docs/rules.md "Easy and Classic", "Score").

``EASY`` (the default) links king and ace, so ranks wrap Q-K-A-2; ``CLASSIC``
does not. The rule letter in a game code (``TP1-E-…``) names the rule set;
the legacy letter ``N`` reads as Easy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum

from .cards import Rank

__all__ = ["CLASSIC", "EASY", "RULE_SETS", "VARIANTS", "RuleSet", "Rules", "Variant", "rule_set",
           "rule_set_named", "rules_chosen", "variant_of"]


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

        Any case. Raises ValueError for any other letter (docs/rules.md "Game codes").
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

    Scores are points (docs/rules.md "Score"): start 500, -1 per removal, -1 per
    draw, +100 for a removal that empties a peak, never below 0.
    ``dealt_waste`` is how many cards the deal turns onto the waste at the
    start: 1 (docs/rules.md "The table"), or 0 when the waste starts empty and any
    available card may be played first. ``open_peaks``: every tableau card
    is face up from the start (PySolFC "Open Three Peaks"); only uncovered
    cards may still be played. ``traditional_draw``: a draw is allowed only
    when no card can be played (docs/rules.md "Variants": "traditionally one draws only
    when no removal is possible"). ``joker``: one joker joins the stock
    (the literature's "one card replaces any rank"; docs/rules.md
    "Variants"): the deal places it (``cards.joker_place``), and on the
    waste top it accepts any card. ``traditional_scoring``: the
    tradition's score (the rules pages; Microsoft Tri-Peaks, docs/rules.md
    "Variants"): the nth card of a run scores n, a draw costs 5 and ends
    the run, the peaks give 15, 15, 30, from 0 and with no floor; it
    replaces the four score fields (``games.scoring.score_table`` picks the
    table). ``variants`` are the variant letters
    of a game code (``deals.GameCode.variants``) that made this rule set,
    sorted; a rule set is compared by value, so two equal rule sets are the
    same rules wherever they came from.
    """

    name: Rules
    wrap: bool
    start_score: int = 500
    removal_points: int = -1
    draw_points: int = -1
    peak_bonus: int = 100
    dealt_waste: int = 1
    open_peaks: bool = False
    traditional_draw: bool = False
    traditional_scoring: bool = False
    joker: bool = False
    variants: str = ""

    def adjacent(self, a: Rank, b: Rank) -> bool:
        """True when ``a`` is exactly one rank above or below ``b`` (suit ignored).

        With ``wrap`` (Easy), king and ace are neighbours too.
        """
        d = abs(int(a) - int(b))
        return d == 1 or (self.wrap and d == 12)

    def accepts(self, card: Rank, waste_top: Rank | None) -> bool:
        """True when a card of rank ``card`` may go on a waste whose top is ``waste_top``.

        ``waste_top`` None is a waste that takes any card: an empty one
        (``dealt_waste`` 0) or one with the joker on top (``joker``);
        otherwise the ranks must be neighbours (``adjacent``).
        """
        return waste_top is None or self.adjacent(card, waste_top)


EASY = RuleSet(Rules.EASY, wrap=True)
CLASSIC = RuleSet(Rules.CLASSIC, wrap=False)


RULE_SETS: dict[Rules, RuleSet] = {Rules.EASY: EASY, Rules.CLASSIC: CLASSIC}
"""Every rule set by name: the one table the session, the CLI and the stats tool use."""


@dataclass(frozen=True)
class Variant:
    """A rule variant: one row of ``VARIANTS``.

    ``letter``: its letter in a game code's variant part (``TP1-E-AAAAAAB-W``,
    docs/deals.md); ``word``: its name on the command line and in settings;
    ``apply``: the rule set with the variant's rule switched on (it changes
    only the flags the variant owns, so variants combine).
    """

    letter: str
    word: str
    apply: Callable[[RuleSet], RuleSet]


VARIANTS: tuple[Variant, ...] = (
    # docs/rules.md "Variants": "traditionally one draws only when no removal is possible".
    Variant("D", "traditional-draw", lambda rules: replace(rules, traditional_draw=True)),
    # The literature's joker, "one card replaces any rank": one joker in the stock.
    Variant("J", "joker", lambda rules: replace(rules, joker=True)),
    # PySolFC's "Open Three Peaks": the whole tableau face up from the start.
    Variant("O", "open-peaks", lambda rules: replace(rules, open_peaks=True)),
    # The rules pages' "rewards runs of removals, takes 5 points for each draw and
    # gives 15, 15, 30 for cleared peaks" (Microsoft Tri-Peaks; docs/rules.md).
    Variant("S", "traditional-scoring", lambda rules: replace(rules, traditional_scoring=True)),
    # Seed 003: the waste starts empty, the stock holds 24 cards.
    Variant("W", "empty-waste", lambda rules: replace(rules, dealt_waste=0)),
)
"""Every rule variant, in code-letter order (docs/rules.md "Variants"). Each
switches on only its own flag, so all of them combine."""


def variant_of(letter: str) -> Variant | None:
    """The variant whose code letter is ``letter`` (any case), else None."""
    key = letter.strip().upper()
    return next((v for v in VARIANTS if v.letter == key), None)


def rule_set(name: Rules | None, variants: str = "") -> RuleSet:
    """The rule set called ``name`` (None: the default, Easy) with ``variants`` applied.

    ``variants`` are code letters in any order and case; the result's
    ``variants`` holds them sorted, without repeats. Raises ValueError
    naming the first letter that is no variant (``VARIANTS``).
    """
    rules = RULE_SETS[name or Rules.EASY]
    letters = sorted(set(variants.upper()))
    for letter in letters:
        variant = variant_of(letter)
        if variant is None:
            raise ValueError(f"unknown variant letter: {letter!r}")
        rules = variant.apply(rules)
    return replace(rules, variants="".join(letters)) if letters else rules


def rule_set_named(word: str | None) -> RuleSet | None:
    """The rule set whose word (``easy``, ``classic``; any case) is ``word``, else None."""
    key = (word or "").strip().casefold()
    return next((rules for name, rules in RULE_SETS.items() if name.word == key), None)


def rules_chosen(base: RuleSet, word: str | None, variants: str | None) -> RuleSet:
    """``base`` with what a player named changed: ``rules classic``, ``new open peaks``.

    ``word``: a rule set's word (``easy``, ``classic``) or None to keep
    ``base``'s; ``variants``: code letters that replace ``base``'s variants,
    "" for none (``rules standard``), None to keep them (issue 17:
    naming a variant names the whole set of them, so the answer can say
    exactly the rules of the next deal). Raises ValueError for an unknown
    word or letter.
    """
    name = base.name
    if word is not None:
        named = rule_set_named(word)
        if named is None:
            raise ValueError(f"unknown rule set: {word!r}")
        name = named.name
    return rule_set(name, base.variants if variants is None else variants)
