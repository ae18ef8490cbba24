"""The parser's results as plain values: Command, its targets, and ParseError.

No parsing here: ``parser`` makes these, the session (``app``) acts on them
and the announcer words a refusal from a ParseError's fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, TypeAlias

from ..values.cards import Card, Rank

MAX_LINE: Final = 1000
"""A line of more characters than this is no command, refused before it is read.

The longest commands, dictated with every filler word, are about 100
characters; 1,000 leaves room for any spelling, and keeps even a pasted page
answered at once.
"""


@dataclass(frozen=True, slots=True)
class CardTarget:
    """A card named by rank and suit ("7 of spades", "7♠", "7s", «سبعة بستوني»)."""

    card: Card


@dataclass(frozen=True, slots=True)
class PositionTarget:
    """A tableau place as players say it: 1-based ``row`` and ``slot`` (from the left).

    ``row`` is ``grammar.BOTTOM_ROW`` for "bottom row" (the layout's last row).
    Only checked to be positive here; the app checks them against the layout.
    """

    row: int
    slot: int


@dataclass(frozen=True, slots=True)
class RankTarget:
    """A rank alone ("play 7", "sedam", «سبعة»): the app finds the matching card."""

    rank: Rank


@dataclass(frozen=True, slots=True)
class WasteTarget:
    """The waste pile's top card, named as "waste" in a Pyramid pair ("pair waste 6h")."""


@dataclass(frozen=True, slots=True)
class JokerTarget:
    """The joker (variant J), named by the variant's word ("look joker", "igraj džokera")."""


Target: TypeAlias = CardTarget | PositionTarget | RankTarget | WasteTarget | JokerTarget
"""What play, look, remove and the two halves of a pair act on (WasteTarget
only in a pair)."""


@dataclass(frozen=True, slots=True)
class Command:
    """One parsed command.

    ``name`` is the name of a row of ``table.ROWS`` (a command). ``target`` is
    set for play and look (always for play; look may also become "row" etc.).
    ``number`` is the row of "row N", or the deal number of "game 1234" (a
    deal number after game, which the session points to new). ``arg`` is: for
    new, "daily" or "winnable" (``grammar.DEAL_CHOICE_NAMES``: "new daily"),
    else the game code or deal number as typed (stripped; digits in ASCII,
    digit groups joined, number words as digits), or None; for rules
    "easy"/"classic", for errors "on"/"off", for lang a language code, each
    None when no value was given (the app then reports the current
    setting); for look, "stock" or "waste" for a pile ("look stock", "look
    waste") instead of a target; for help, a canonical command name, the
    unknown topic as typed, or None; for game "tripeaks"/"pyramid" or None. A pair
    ("pair 6h 7c", or two cards alone) has its first card in ``target`` and
    its second in ``second``.

    ``variants``, for rules and new (issue 17): the code letters of the rule
    variants named (``rules.VARIANTS``), sorted ("W" for "rules empty
    waste"), "" for "standard" (no variant), None when none was named.
    ``rule_set``, for new only: "easy" or "classic" when named ("new
    classic empty waste"); rules carries its rule set in ``arg``.
    """

    name: str
    target: Target | None = None
    number: int | None = None
    arg: str | None = None
    second: Target | None = None
    variants: str | None = None
    rule_set: str | None = None


ParseErrorKind: TypeAlias = Literal["unknown", "bad_card", "missing_argument", "bad_argument",
                                    "too_long"]


class ParseError(ValueError):
    """Input that is no command. Carries the reason as data, never player text.

    ``text``: the input as typed (stripped). ``kind``: "unknown" (no command
    recognised), "bad_card" (something card-like that is no card: "play 14
    of spades", "play zz"), "missing_argument" ("play", "row", "play row 4"
    without a slot), "bad_argument" ("row 0", "rules hard", "draw 3"),
    "too_long" (longer than any command: ``detail`` is the limit in characters).
    ``nearest``: for "unknown", the canonical command closest to the input
    (difflib over every command word of every language) or None; for the
    other kinds, the command being parsed. ``detail``: the offending part as
    typed (the bad card, the bad or extra argument), or None.
    ``nearest_rank``: for "unknown" with no command near, the rank whose word
    is close to the input ("kign": the king), or None.
    """

    def __init__(
        self,
        text: str,
        kind: ParseErrorKind,
        nearest: str | None = None,
        detail: str | None = None,
        *,
        nearest_rank: Rank | None = None,
    ) -> None:
        message = f"{kind}: {text!r}"
        if detail is not None:
            message += f" ({detail!r})"
        if nearest is not None:
            message += f"; nearest command: {nearest}"
        super().__init__(message)
        self.text = text
        self.kind: ParseErrorKind = kind
        self.nearest = nearest
        self.detail = detail
        self.nearest_rank = nearest_rank
