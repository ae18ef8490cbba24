"""The lexicon: every grammar word and phrase, normalised, with all it can mean.

Built once, at import, from ``grammar`` (the commands' words, then their natural
requests and objects, then the rest): ``SINGLE`` (one-word keys),
``PHRASES`` (multi-word keys), the card codes (``CODES``: "7s", "th", "rc", and each language's own
letters, «5ب»)
and the entries made on the fly for numbers and digit ordinals.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Final

from ..values.cards import Card, Rank, Suit
from . import grammar
from .normalize import normalize

__all__ = [
    "CODES",
    "CODE_ENTRIES",
    "Entry",
    "LONGEST_PHRASE",
    "PHRASES",
    "PHRASE_STARTS",
    "PHRASE_WORDS",
    "SINGLE",
    "UNKNOWN",
    "UNKNOWN_MIXED",
    "number_entry",
    "ordinal_entry",
]


@dataclass(frozen=True, slots=True)
class Entry:
    """Everything one word or phrase can mean (a word may mean several things)."""

    cmds: tuple[str, ...] = ()
    rank: int = 0  # a rank word
    letter: int = 0  # a rank letter
    weak_letter: bool = False  # a, t, r: a rank only after play/look or before a suit
    num: int | None = None  # a cardinal (word or digits); -1 = too many digits
    count: int = 0  # a number of moves or times ("twice", «حركتين»), no rank
    ordinal: int = 0
    homophone: int = 0  # "for" = 4 where a number is expected
    suit: Suit | None = None
    row: bool = False
    slot: bool = False
    rowname: int = 0
    opts: tuple[tuple[str, str], ...] = ()  # (command, value)
    language: str = ""  # a language name said alone
    stock: bool = False  # a name of the stock ("look stock")
    filler: bool = False
    objects: tuple[str, ...] = ()  # the commands it may follow, adding nothing ("last move")
    card: Card | None = None
    mixed: bool = False  # a piece of a token that mixed digits/symbols and letters
    # derived
    pure_filler: bool = False
    cardish: bool = False


def _finish(entry: Entry) -> Entry:
    meaningful = bool(
        entry.cmds or entry.rank or entry.letter or entry.num is not None or entry.ordinal
        or entry.count or entry.homophone or entry.suit or entry.row or entry.slot or entry.rowname
        or entry.opts or entry.language or entry.card or entry.stock
    )
    cardish = bool(
        entry.rank or (entry.letter and not entry.weak_letter) or entry.num is not None
        or entry.ordinal or entry.homophone or entry.suit or entry.row or entry.slot
        or entry.rowname or entry.card or entry.mixed
    )
    return replace(entry, pure_filler=entry.filler and not meaningful, cardish=cardish)


def _build_lexicon() -> dict[tuple[str, ...], Entry]:
    """Every grammar word's key (its normalised words) -> all it means, in grammar order."""
    fields: dict[tuple[str, ...], dict[str, object]] = {}

    def keys_of(word: str) -> list[tuple[str, ...]]:
        keys = [tuple(normalize(word).split())]
        if "đ" in word.casefold():  # đ typed as d as well as dj
            keys.append(tuple(normalize(word.casefold().replace("đ", "d")).split()))
        return [k for k in keys if k]

    def add(word: str, **values: object) -> None:
        for key in keys_of(word):
            acc = fields.setdefault(key, {})
            for name, value in values.items():
                if name in ("cmds", "opts", "objects"):
                    old = acc.get(name, ())
                    assert isinstance(old, tuple) and isinstance(value, tuple)
                    acc[name] = old + tuple(v for v in value if v not in old)
                else:
                    acc.setdefault(name, value)

    for spec in grammar.COMMANDS:
        for words in spec.words.values():
            for word in words:
                add(word, cmds=(spec.name,))
    for per_command in grammar.REQUESTS.values():  # "give me a hint": a word of hint
        for name, words in per_command.items():
            for word in words:
                add(word, cmds=(name,))
    for per_command in grammar.OBJECTS.values():  # "undo the last move"
        for name, words in per_command.items():
            for word in words:
                add(word, objects=(name,))
    for misheard in grammar.MISHEARINGS.values():
        for word, name in misheard.items():
            add(word, cmds=(name,))
    for per_rank in grammar.RANK_WORDS.values():
        for rank, words in per_rank.items():
            for word in words:
                add(word, rank=int(rank))
    for per_number in grammar.NUMBER_WORDS.values():
        for n, words in per_number.items():
            for word in words:
                add(word, num=n)
    for per_ordinal in grammar.ORDINAL_WORDS.values():
        for n, words in per_ordinal.items():
            for word in words:
                add(word, ordinal=n)
    for counted in grammar.COUNT_WORDS.values():  # "undo twice"
        for word, n in counted.items():
            add(word, count=n)
    for homophones in grammar.NUMBER_MISHEARINGS.values():
        for word, n in homophones.items():
            add(word, homophone=n)
    for letter, rank in grammar.RANK_LETTERS.items():
        add(letter, letter=int(rank), weak_letter=letter in "atr")
    for per_suit in grammar.SUIT_WORDS.values():
        for suit, words in per_suit.items():
            for word in words:
                add(word, suit=suit)
    for symbol, suit in grammar.SUIT_SYMBOLS.items():
        add(symbol, suit=suit)
    for words in grammar.ROW_WORDS.values():
        for word in words:
            add(word, row=True)
    for words in grammar.SLOT_WORDS.values():
        for word in words:
            add(word, slot=True)
    for names in grammar.ROW_NAMES.values():
        for word, n in names.items():
            add(word, rowname=n)
    for command, values in grammar.OPTION_VALUES.items():
        for value, per_lang in values.items():
            for words in per_lang.values():
                for word in words:
                    add(word, opts=((command, value),))
    for value, per_lang in grammar.DEAL_CHOICES.items():  # "new daily", "new winnable"
        for words in per_lang.values():
            for word in words:
                add(word, opts=(("new", value),))
    for word, code in grammar.LANGUAGE_NAMES.items():
        add(word, language=code)
    for words in grammar.STOCK_WORDS.values():
        for word in words:
            add(word, stock=True)
    for words in grammar.FILLER_WORDS.values():
        for word in words:
            add(word, filler=True)
    for words in grammar.CARD_GLUE.values():
        for word in words:
            add(word, filler=True)
    for words in grammar.PAIR_GLUE.values():
        for word in words:
            add(word, filler=True)
    return {key: _finish(Entry(**acc)) for key, acc in fields.items()}  # type: ignore[arg-type]


SINGLE: Final[dict[str, Entry]] = {}
PHRASES: Final[dict[tuple[str, ...], Entry]] = {}
PHRASE_STARTS: Final[set[str]] = set()
PHRASE_WORDS: Final[set[str]] = set()
LONGEST_PHRASE = 0
"""The most words of a phrase (``lexer`` reads it as ``lexicon.LONGEST_PHRASE``)."""


def rebuild() -> None:
    """Fill the tables above from ``grammar``, in place: at import, and again when a
    command is added or taken away (``registry.register_command``)."""
    global LONGEST_PHRASE
    lexicon = _build_lexicon()
    for table in (SINGLE, PHRASES, PHRASE_STARTS, PHRASE_WORDS):
        table.clear()
    SINGLE.update({key[0]: entry for key, entry in lexicon.items() if len(key) == 1})
    PHRASES.update({key: entry for key, entry in lexicon.items() if len(key) > 1})
    PHRASE_STARTS.update(key[0] for key in PHRASES)
    PHRASE_WORDS.update(word for key in PHRASES for word in key)
    LONGEST_PHRASE = max(len(key) for key in PHRASES)


rebuild()

CODES: Final[dict[str, Card]] = {
    rank_text + suit.value.lower(): Card(rank, suit)
    for rank, texts in (
        [(Rank(v), (str(v),)) for v in range(2, 11)]
        + [(Rank.TEN, ("t",)), (Rank.ACE, ("a",)), (Rank.JACK, ("j",)),
           (Rank.QUEEN, ("q",)), (Rank.KING, ("k", "r"))]
    )
    for rank_text in texts
    for suit in Suit
}
CODES.update({
    normalize(rank_text + suit_text): Card(rank, suit)
    for ranks, suits in grammar.CODE_LETTERS.values()
    for rank, rank_text in [(Rank(v), str(v)) for v in range(2, 11)]
    + [(rank, text) for text, rank in ranks.items()]
    for suit_text, suit in suits.items()
})
CODE_ENTRIES: Final = {key: _finish(Entry(card=card)) for key, card in CODES.items()}
UNKNOWN: Final = _finish(Entry())
UNKNOWN_MIXED: Final = _finish(Entry(mixed=True))


@lru_cache(maxsize=1024)
def number_entry(digits: str) -> Entry:
    """The entry of a number written in digits (``num`` -1 beyond nine digits)."""
    return _finish(Entry(num=int(digits) if len(digits) <= 9 else -1))


@lru_cache(maxsize=64)
def ordinal_entry(digits: str) -> Entry:
    """The entry of a digit ordinal ("4." is 4)."""
    return _finish(Entry(ordinal=int(digits)))

