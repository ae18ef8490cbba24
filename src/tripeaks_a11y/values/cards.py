"""Playing cards as values: rank, suit, card, and the short card codes.

A card code is two or three characters: a rank letter or number
(``A 2 3 4 5 6 7 8 9 T J Q K``; ``10`` for ``T`` and ``R`` for king are also
read) followed by a suit letter (``C D H S``), in any case: ``TS`` is the
10 of spades, ``kc`` the king of clubs. Codes are what ``--deal``, the JSON
lines output and the solver speak; players see words (see ``i18n``).

The deck's index order (``Card.index``) is suit-major, clubs, diamonds,
hearts, spades, each ace to king: index = suit * 13 + (rank - 1). It is the
order the shuffle starts from (docs/deals.md), so it must never change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import total_ordering

__all__ = [
    "Card",
    "CardCodeError",
    "JOKER",
    "Joker",
    "NumberedDeal",
    "Rank",
    "Suit",
    "full_deck",
    "joker_place",
    "parse_card_code",
    "parse_card_list",
]


class Rank(IntEnum):
    """Card rank, ace low: ACE = 1 … KING = 13 (Pyramid sums use these values)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        """The one-letter code: ``A 2 … 9 T J Q K``."""
        return _RANK_LETTERS[self.value - 1]


class Suit(Enum):
    """Card suit; the value is the code letter. Order: clubs, diamonds, hearts, spades."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def order(self) -> int:
        """0 for clubs … 3 for spades (deck index order)."""
        return _SUIT_ORDER[self]

    @property
    def symbol(self) -> str:
        """The filled suit symbol (♣ ♦ ♥ ♠), for text that is read, never spoken."""
        return _SUIT_SYMBOLS[self]


_RANK_LETTERS = "A23456789TJQK"
_SUIT_ORDER = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
_SUITS_BY_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


@total_ordering
@dataclass(frozen=True, slots=True)
class Card:
    """One card: a rank and a suit. Immutable, hashable, ordered by deck index.

    ``str(card)`` is its code, e.g. ``"TS"``; ``Card.index`` is 0-51 in deck order.
    """

    rank: Rank
    suit: Suit

    @property
    def code(self) -> str:
        """The two-letter code, e.g. ``"TS"``, ``"AC"``."""
        return self.rank.letter + self.suit.value

    @property
    def index(self) -> int:
        """Deck index 0-51: suit order * 13 + rank - 1 (clubs ace = 0, spades king = 51)."""
        return self.suit.order * 13 + self.rank.value - 1

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card at deck index 0-51. Raises ValueError outside that range."""
        if not 0 <= index < 52:
            raise ValueError(f"deck index out of range: {index}")
        return cls(Rank(index % 13 + 1), _SUITS_BY_ORDER[index // 13])

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index


@dataclass(frozen=True, slots=True)
class Joker:
    """The joker of the joker variant (``RuleSet.joker``; docs/rules.md "Variants").

    Not a card of the 52: it has no rank and no suit, so it can never be
    mistaken for one (a ``Card`` field read on it is a type error, not a
    made-up suit). It lies only in the stock or on the waste, which are
    typed ``Card | Joker``; on the waste top it accepts any card. There is
    one: ``JOKER``. ``str(JOKER)`` is its code ``"JK"`` (JSON lines output;
    ``parse_card_code`` reads no joker, since none is ever named as a move).
    """

    @property
    def code(self) -> str:
        """The joker's code in machine-readable output: ``"JK"``."""
        return "JK"

    def __str__(self) -> str:
        return self.code


JOKER = Joker()
"""The one joker (docs/deals.md §4: where the deal puts it)."""


def full_deck() -> list[Card]:
    """The 52 cards in deck index order (clubs A-K, diamonds, hearts, spades)."""
    return [Card.from_index(i) for i in range(52)]


class CardCodeError(ValueError):
    """A card code or list of codes that cannot be read.

    ``unknown`` holds the tokens that are not card codes, ``duplicates`` the
    cards named more than once, ``missing`` the cards absent from a full deck,
    ``count`` the number of codes read.
    """

    def __init__(
        self,
        message: str,
        *,
        unknown: tuple[str, ...] = (),
        duplicates: tuple[Card, ...] = (),
        missing: tuple[Card, ...] = (),
        count: int = 0,
    ) -> None:
        super().__init__(message)
        self.unknown = unknown
        self.duplicates = duplicates
        self.missing = missing
        self.count = count


_RANK_BY_TOKEN = {letter: Rank(i + 1) for i, letter in enumerate(_RANK_LETTERS)}
_RANK_BY_TOKEN["10"] = Rank.TEN
_RANK_BY_TOKEN["R"] = Rank.KING  # the seeds write the king as R
_SUIT_BY_LETTER = {s.value: s for s in Suit}


# Suit symbols, filled and outline, read as the suit's letter: "K♣" is "KC".
_SYMBOL_LETTERS = str.maketrans("♣♦♥♠♧♢♡♤", "CDHSCDHS")


def parse_card_code(token: str) -> Card:
    """Read one card code such as ``"7s"``, ``"10H"``, ``"Th"``, ``"KC"``, ``"RC"``, ``"K♣"``.

    Raises CardCodeError (a ValueError) when the token is not a card code.
    """
    text = token.strip().upper().translate(_SYMBOL_LETTERS)
    if len(text) in (2, 3):
        rank = _RANK_BY_TOKEN.get(text[:-1])
        suit = _SUIT_BY_LETTER.get(text[-1])
        if rank is not None and suit is not None:
            return Card(rank, suit)
    raise CardCodeError(f"not a card code: {token!r}", unknown=(token,))


def parse_card_list(text: str, *, expected: int = 52) -> list[Card]:
    """Read ``expected`` distinct card codes separated by spaces or commas.

    Shape: returns the cards in the order given. Raises CardCodeError naming
    every unknown token, every duplicate and, for a 52-card list, every
    missing card, with the number of codes read.
    """
    tokens = [t for t in text.replace(",", " ").split() if t]
    cards: list[Card] = []
    unknown: list[str] = []
    for token in tokens:
        try:
            cards.append(parse_card_code(token))
        except CardCodeError:
            unknown.append(token)
    seen: set[Card] = set()
    duplicates: list[Card] = []
    for card in cards:
        if card in seen and card not in duplicates:
            duplicates.append(card)
        seen.add(card)
    missing = tuple(c for c in full_deck() if c not in seen) if expected == 52 else ()
    if unknown or duplicates or len(tokens) != expected:
        problems = []
        if unknown:
            problems.append("unknown codes: " + ", ".join(unknown))
        if duplicates:
            problems.append("duplicates: " + ", ".join(c.code for c in duplicates))
        if missing and (unknown or duplicates or len(tokens) < expected):
            problems.append("missing: " + ", ".join(c.code for c in missing))
        if len(tokens) != expected:
            problems.append(f"{len(tokens)} codes given, {expected} needed")
        raise CardCodeError(
            "; ".join(problems),
            unknown=tuple(unknown),
            duplicates=tuple(duplicates),
            missing=missing,
            count=len(tokens),
        )
    return cards


class NumberedDeal(list[Card]):
    """The 52 cards of a numbered deal in deal order, with the deal's ``number``.

    A list of cards like any deal (the engines read it as one); the number
    is what fixes the joker's place in the stock (``joker_place``; docs/deals.md
    §4), which the cards alone cannot tell. A deal typed as cards
    (``--deal``) is a plain list: the engine then places the joker as deal
    0 does, on top of the stock.
    """

    number: int

    def __init__(self, cards: Sequence[Card], number: int) -> None:
        super().__init__(cards)
        self.number = number


def joker_place(number: int, stock_size: int) -> int:
    """The joker's index in the stock of deal ``number`` (docs/deals.md §4).

    ``stock_size``: the stock's cards before the joker joins it (23, or 24
    under empty waste); the stock is listed top first, so 0 is the top, the
    first card drawn, and ``stock_size`` the bottom. Returns
    ``number % (stock_size + 1)``. Raises ValueError for a negative size.
    """
    if stock_size < 0:
        raise ValueError(f"a stock holds no {stock_size} cards")
    return number % (stock_size + 1)
