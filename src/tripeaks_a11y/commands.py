"""Text to command: typed or dictated input, in any supported language, to a Command.

``parse(text)`` returns a ``Command`` or raises ``ParseError``; it has no
state, does no I/O and produces no words for players (the announcer words a
refusal from the error's fields). The vocabulary comes from ``grammar``; the
lookup tables are built from it once, at import.

How a line is read:

1. Normalise (``normalize``): NFKC/NFKD, case folding, Arabic diacritics and
   tatweel dropped, alef variants, ta marbuta and alef maqsura unified,
   Croatian letters without diacritics (č ć -> c, š -> s, ž -> z, đ -> dj),
   Eastern Arabic and Persian digits -> ASCII; punctuation around words is
   dropped (a leading "?" means help).
2. Split into lexemes: the longest grammar phrase at each point ("bottom
   row", «كومة الرمي», "nova partija"), card codes (``7s``, ``Th``, ``RC``;
   ``AS`` only in capitals, as lower-case "as" is the Croatian ace), numbers,
   and words glued to digits or suit symbols split apart (``r4c3``, ``7♠``).
3. Words that are only filler ("please", "the", "of", «من», "u") are
   dropped; a command word at the start picks the command; without one the
   line is a card, a rank or a position to play ("7 of spades", "sedam",
   "row 4 card 3"), a row to read ("bottom row"), or a language name. When a
   reading fails, it is tried again with every word that *can* be filler
   dropped ("play a seven", "go to row 4").
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Final, Literal, TypeAlias

from . import grammar
from .cards import Card, Rank, Suit

__all__ = [
    "CardTarget",
    "Command",
    "ParseError",
    "ParseErrorKind",
    "PositionTarget",
    "RankTarget",
    "Target",
    "WasteTarget",
    "normalize",
    "parse",
    "parse_card",
]


# ----------------------------------------------------------------- values


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


Target: TypeAlias = CardTarget | PositionTarget | RankTarget | WasteTarget
"""What play, look, remove and the two halves of a pair act on (WasteTarget
only in a pair)."""


@dataclass(frozen=True, slots=True)
class Command:
    """One parsed command.

    ``name`` is a canonical name from ``grammar.COMMAND_NAMES``. ``target`` is
    set for play and look (always for play; look may also become "row" etc.).
    ``number`` is the row of "row N". ``arg`` is: for new, the game code or
    deal number as typed (stripped; digits in ASCII, digit groups joined,
    number words as digits), or None; for rules "easy"/"classic", for errors "on"/"off", for lang
    "en"/"ar"/"hr", each None when no value was given (the app then reports
    the current setting); for help, a canonical command name, the unknown
    topic as typed, or None; for game "tripeaks"/"pyramid" or None. A pair
    ("pair 6h 7c", or two cards alone) has its first card in ``target`` and
    its second in ``second``.
    """

    name: str
    target: Target | None = None
    number: int | None = None
    arg: str | None = None
    second: Target | None = None


ParseErrorKind: TypeAlias = Literal["unknown", "bad_card", "missing_argument", "bad_argument"]


class ParseError(ValueError):
    """Input that is no command. Carries the reason as data, never player text.

    ``text``: the input as typed (stripped). ``kind``: "unknown" (no command
    recognised), "bad_card" (something card-like that is no card: "play 14
    of spades", "play zz"), "missing_argument" ("play", "row", "play row 4"
    without a slot), "bad_argument" ("row 0", "rules hard", "draw 3").
    ``nearest``: for "unknown", the canonical command closest to the input
    (difflib over every command word of every language) or None; for the
    other kinds, the command being parsed. ``detail``: the offending part as
    typed (the bad card, the bad or extra argument), or None.
    """

    def __init__(
        self,
        text: str,
        kind: ParseErrorKind,
        nearest: str | None = None,
        detail: str | None = None,
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


# ----------------------------------------------------------------- normalising

_DIGITS: Final = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "0123456789" * 2)
_FOLD: Final = str.maketrans({
    "ٱ": "ا",  # alef wasla (أ إ آ lose their hamza/madda as marks)
    "ة": "ه",  # ta marbuta
    "ى": "ي",  # alef maqsura
    "ـ": None,  # tatweel
    "đ": "dj",
    "؟": "?",
    "’": "'",
    "‘": "'",
})


def _drop_marks(text: str) -> str:
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat[0] != "M" and cat != "Cf":
            out.append(ch)
    return "".join(out)


def normalize(text: str) -> str:
    """Fold ``text`` for matching: the key under which grammar words are looked up.

    Case folded, compatibility-decomposed, every combining mark dropped (Arabic
    harakat, madda and hamza marks, Latin diacritics), format characters
    (direction marks, joiners) and tatweel dropped, ٱ -> ا, ة -> ه, ى -> ي,
    đ -> dj, Eastern Arabic and Persian digits -> ASCII, whitespace collapsed.
    Total: any str gives a str.
    """
    folded = unicodedata.normalize("NFKD", text.casefold()).translate(_DIGITS)
    if not folded.isascii():
        folded = _drop_marks(folded).translate(_FOLD)
    return " ".join(folded.split())


# ----------------------------------------------------------------- lexicon


@dataclass(frozen=True, slots=True)
class _Entry:
    """Everything one word or phrase can mean (a word may mean several things)."""

    cmds: tuple[str, ...] = ()
    rank: int = 0  # a rank word
    letter: int = 0  # a rank letter
    weak_letter: bool = False  # a, t, r: a rank only after play/look or before a suit
    num: int | None = None  # a cardinal (word or digits); -1 = too many digits
    ordinal: int = 0
    homophone: int = 0  # "for" = 4 where a number is expected
    suit: Suit | None = None
    row: bool = False
    slot: bool = False
    rowname: int = 0
    opts: tuple[tuple[str, str], ...] = ()  # (command, value)
    language: str = ""  # a language name said alone
    filler: bool = False
    card: Card | None = None
    mixed: bool = False  # a piece of a token that mixed digits/symbols and letters
    # derived
    pure_filler: bool = False
    cardish: bool = False


def _finish(entry: _Entry) -> _Entry:
    meaningful = bool(
        entry.cmds or entry.rank or entry.letter or entry.num is not None or entry.ordinal
        or entry.homophone or entry.suit or entry.row or entry.slot or entry.rowname
        or entry.opts or entry.language or entry.card
    )
    cardish = bool(
        entry.rank or (entry.letter and not entry.weak_letter) or entry.num is not None
        or entry.ordinal or entry.homophone or entry.suit or entry.row or entry.slot
        or entry.rowname or entry.card or entry.mixed
    )
    return replace(entry, pure_filler=entry.filler and not meaningful, cardish=cardish)


def _build_lexicon() -> dict[tuple[str, ...], _Entry]:
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
                if name in ("cmds", "opts"):
                    old = acc.get(name, ())
                    assert isinstance(old, tuple) and isinstance(value, tuple)
                    acc[name] = old + tuple(v for v in value if v not in old)
                else:
                    acc.setdefault(name, value)

    for spec in grammar.COMMANDS:
        for words in spec.words.values():
            for word in words:
                add(word, cmds=(spec.name,))
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
    for word, code in grammar.LANGUAGE_NAMES.items():
        add(word, language=code)
    for words in grammar.FILLER_WORDS.values():
        for word in words:
            add(word, filler=True)
    for words in grammar.CARD_GLUE.values():
        for word in words:
            add(word, filler=True)
    for words in grammar.PAIR_GLUE.values():
        for word in words:
            add(word, filler=True)
    return {key: _finish(_Entry(**acc)) for key, acc in fields.items()}  # type: ignore[arg-type]


_LEXICON: Final = _build_lexicon()
_SINGLE: Final = {key[0]: entry for key, entry in _LEXICON.items() if len(key) == 1}
_PHRASES: Final = {key: entry for key, entry in _LEXICON.items() if len(key) > 1}
_PHRASE_STARTS: Final = frozenset(key[0] for key in _PHRASES)
_PHRASE_WORDS: Final = frozenset(word for key in _PHRASES for word in key)
_LONGEST_PHRASE: Final = max(len(key) for key in _PHRASES)

_CODES: Final[dict[str, Card]] = {
    rank_text + suit.value.lower(): Card(rank, suit)
    for rank, texts in (
        [(Rank(v), (str(v),)) for v in range(2, 11)]
        + [(Rank.TEN, ("t",)), (Rank.ACE, ("a",)), (Rank.JACK, ("j",)),
           (Rank.QUEEN, ("q",)), (Rank.KING, ("k", "r"))]
    )
    for rank_text in texts
    for suit in Suit
}
_CODE_ENTRIES: Final = {key: _finish(_Entry(card=card)) for key, card in _CODES.items()}
_UNKNOWN: Final = _finish(_Entry())
_UNKNOWN_MIXED: Final = _finish(_Entry(mixed=True))
_SETTINGS: Final = ("rules", "errors", "lang", "game")
_SUIT_CHARS: Final = "".join(grammar.SUIT_SYMBOLS)
_PIECES: Final = re.compile(rf"[0-9]+|[{_SUIT_CHARS}]|[^0-9{_SUIT_CHARS}\-_/.]+")
_DIGITS_ONLY: Final = re.compile(r"[0-9]+")
_DIGIT_ORDINAL: Final = re.compile(r"[0-9]{1,2}\.")
_INNER_SPLIT: Final = re.compile(r"(?<![0-9])[,،٬](?![0-9])|[;؛!?؟:\"“”«»„()\[\]{}…|]")
_EDGE: Final = ".,!?؟،؛:;\"'“”‘’«»„‚‹›()[]{}#№…*-–—_/\\¿¡`~"
_NEGATIVE: Final = re.compile(r"[-−–][0-9]")
_NUMBER_ARG: Final = re.compile(r"[0-9][0-9 ,.'٬]*[0-9]|[0-9]")


@lru_cache(maxsize=1024)
def _number_entry(digits: str) -> _Entry:
    return _finish(_Entry(num=int(digits) if len(digits) <= 9 else -1))


@lru_cache(maxsize=64)
def _ordinal_entry(digits: str) -> _Entry:
    return _finish(_Entry(ordinal=int(digits)))


def _piece_entry(key: str, mixed: bool) -> _Entry:
    entry = _SINGLE.get(key)
    if entry is not None:
        return replace(entry, mixed=True, cardish=True) if mixed else entry
    if _DIGITS_ONLY.fullmatch(key):
        return _number_entry(key)
    if key in _CODE_ENTRIES:
        return _CODE_ENTRIES[key]
    return _UNKNOWN_MIXED if mixed else _UNKNOWN


@dataclass(frozen=True, slots=True)
class _Lex:
    """A lexeme: its meanings and the raw tokens it covers (``start``..``stop``)."""

    entry: _Entry
    start: int
    stop: int


def _tokens(text: str) -> tuple[list[str], list[str]]:
    """Raw tokens (case kept, digits in ASCII) and their normalised keys."""
    clean = unicodedata.normalize("NFKC", text).translate(_DIGITS)
    if not clean.isascii():
        clean = "".join(ch for ch in clean if unicodedata.category(ch) != "Cf")
    clean = clean.strip()
    raws: list[str] = []
    keys: list[str] = []
    if clean[:1] in ("?", "؟"):
        raws.append("?")
        keys.append("?")
    parts = _INNER_SPLIT.sub(" ", clean).split()
    last = len(parts) - 1
    for i, part in enumerate(parts):
        if i < last and _DIGIT_ORDINAL.fullmatch(part):  # Croatian "4. red"
            raws.append(part)
            keys.append(part)
            continue
        if _NEGATIVE.match(part):
            # "-3": a minus sign is not punctuation to drop; no row, slot or setting is negative.
            raws.append(part)
            keys.append("~negative")  # matches no word: the line is refused, not misread
            continue
        raw = part.strip(_EDGE)
        key = "".join(normalize(raw).split()).strip(_EDGE) if raw else ""
        if key.startswith("و") and len(key) > 1 and key not in _SINGLE and (
                key[1:] in _SINGLE or key[1:] in _PHRASE_STARTS or key[1:].isdigit()):
            key, raw = key[1:], raw[1:]  # Arabic "and" written on the next word: «ورمي»
        if key:
            raws.append(raw)
            keys.append(key)
    return raws, keys


_GLUE_KEYS: Final = frozenset(normalize(w) for ws in grammar.CARD_GLUE.values() for w in ws)


def _suit_follows(keys: Sequence[str], ti: int) -> bool:
    """True when the next key after ``ti``, card glue skipped, names a suit."""
    for key in keys[ti + 1:]:
        if key in _GLUE_KEYS:
            continue
        entry = _SINGLE.get(key)
        return entry is not None and entry.suit is not None
    return False


def _lex(text: str) -> tuple[list[str], list[str], list[_Lex]]:
    """Raw tokens, keys and the lexemes of ``text`` (longest phrase first)."""
    raws, keys = _tokens(text)
    # Units: (key, token index, entry or None when the key may start a phrase).
    units: list[tuple[str, int, _Entry | None]] = []
    for ti, key in enumerate(keys):
        # A suit after it makes "AS" the Croatian ace again ("AS TREF", "AS U PIK").
        suit_next = _suit_follows(keys, ti)
        # A capital first letter makes a code ("As", "AS": ace of spades); lower-case
        # "as" stays the Croatian ace, so that "as u trefu" reads as a card name.
        if key in _CODE_ENTRIES and (key not in _SINGLE
                                     or (raws[ti][:1].isupper() and not suit_next)):
            units.append((key, ti, _CODE_ENTRIES[key]))
        elif key in _SINGLE or key in _PHRASE_WORDS:
            units.append((key, ti, None))
        elif _DIGITS_ONLY.fullmatch(key):
            units.append((key, ti, _number_entry(key)))
        elif _DIGIT_ORDINAL.fullmatch(key):
            units.append((key, ti, _ordinal_entry(key[:-1])))
        else:
            pieces = _PIECES.findall(key)
            if len(pieces) == 1:
                units.append((pieces[0], ti, _piece_entry(pieces[0], False)))
            else:
                units.extend((p, ti, _piece_entry(p, True)) for p in pieces)
    lexemes: list[_Lex] = []
    i = 0
    n = len(units)
    while i < n:
        key, ti, entry = units[i]
        if entry is None and key in _PHRASE_STARTS:
            phrase_found = False
            for length in range(min(_LONGEST_PHRASE, n - i), 1, -1):
                window = units[i:i + length]
                if any(unit[2] is not None for unit in window):
                    continue
                phrase = _PHRASES.get(tuple(unit[0] for unit in window))
                if phrase is not None:
                    lexemes.append(_Lex(phrase, ti, window[-1][1] + 1))
                    i += length
                    phrase_found = True
                    break
            if phrase_found:
                continue
        lexemes.append(_Lex(entry if entry is not None else _SINGLE.get(key, _UNKNOWN),
                            ti, ti + 1))
        i += 1
    return raws, keys, lexemes


# ----------------------------------------------------------------- parsing


class _Fail(Exception):
    """An internal refusal, turned into ParseError once every reading failed."""

    def __init__(self, kind: ParseErrorKind, detail: str | None = None,
                 command: str | None = None) -> None:
        super().__init__(kind)
        self.kind: ParseErrorKind = kind
        self.detail = detail
        self.command = command


_SEVERITY: Final[dict[str, int]] = {
    "unknown": 0, "bad_card": 1, "bad_argument": 2, "missing_argument": 2,
}


def _span(seq: Sequence[_Lex], raws: Sequence[str]) -> str:
    return " ".join(raws[seq[0].start:seq[-1].stop]) if seq else ""


def _rank_value(entry: _Entry, explicit: bool) -> int:
    """The rank a lexeme names (1-13), or 0. ``explicit``: after play/look or before a suit."""
    if entry.rank:
        return entry.rank
    if entry.num is not None and 1 <= entry.num <= 10:
        return entry.num
    if entry.homophone:
        return entry.homophone
    if entry.letter and (explicit or not entry.weak_letter):
        return entry.letter
    return 0


def _posnum(entry: _Entry) -> int | None:
    """The number a lexeme gives a row or slot (may be 0 or -1: refused later)."""
    if entry.num is not None:
        return entry.num
    return entry.ordinal or entry.homophone or None


def _placeish(entry: _Entry) -> bool:
    return bool(entry.row or entry.slot or entry.rowname or _posnum(entry) is not None)


def _row_spec(seq: Sequence[_Lex], i: int) -> tuple[int, int] | None:
    """A row at ``seq[i]``: "bottom row", "row 4", "second row". (row, next index)."""
    if i >= len(seq):
        return None
    entry = seq[i].entry
    if entry.rowname:
        return entry.rowname, i + 1
    if i + 1 < len(seq):
        after = seq[i + 1].entry
        if entry.row and (n := _posnum(after)) is not None:
            return n, i + 2
        if entry.ordinal and after.row:
            return entry.ordinal, i + 2
    return None


def _slot_spec(seq: Sequence[_Lex], i: int, bare: bool) -> tuple[int, int] | None:
    """A slot at ``seq[i]``: "card 3", "third card", or (``bare``) "3"."""
    if i >= len(seq):
        return None
    entry = seq[i].entry
    if i + 1 < len(seq):
        after = seq[i + 1].entry
        if entry.slot and (n := _posnum(after)) is not None:
            return n, i + 2
        if entry.ordinal and after.slot:
            return entry.ordinal, i + 2
    if bare and (n := _posnum(entry)) is not None:
        return n, i + 1
    return None


def _position(seq: Sequence[_Lex], raws: Sequence[str]) -> PositionTarget | None:
    """Row and slot in either order, or None. Raises _Fail for a number below 1.

    Filler without a place meaning is skipped ("treća karta u drugom redu").
    """
    seq = [lx for lx in seq if not lx.entry.filler or _placeish(lx.entry)]
    found: tuple[int, int] | None = None
    row = _row_spec(seq, 0)
    if row is not None:
        slot = _slot_spec(seq, row[1], bare=True)
        if slot is not None and slot[1] == len(seq):
            found = (row[0], slot[0])
    else:
        slot = _slot_spec(seq, 0, bare=False)
        if slot is not None:
            row = _row_spec(seq, slot[1])
            if row is not None and row[1] == len(seq):
                found = (row[0], slot[0])
    if found is None:
        return None
    if (found[0] < 1 and found[0] != grammar.BOTTOM_ROW) or found[1] < 1:
        raise _Fail("bad_argument", _span(seq, raws), "play")
    return PositionTarget(*found)


def _row_only(seq: Sequence[_Lex], raws: Sequence[str]) -> int | None:
    """A row alone ("bottom row", "row 2", "drugi red"), or None. _Fail below 1."""
    row = _row_spec(seq, 0)
    if row is None or row[1] != len(seq):
        return None
    if row[0] < 1 and row[0] != grammar.BOTTOM_ROW:
        raise _Fail("bad_argument", _span(seq, raws), "row")
    return row[0]


def _card_of(seq: Sequence[_Lex]) -> Card | None:
    """A card from a code, or a rank and a suit in either order."""
    if len(seq) == 1:
        return seq[0].entry.card
    if len(seq) == 2:
        first, second = seq[0].entry, seq[1].entry
        if second.suit is not None and (rank := _rank_value(first, True)):
            return Card(Rank(rank), second.suit)
        if first.suit is not None and (rank := _rank_value(second, True)):
            return Card(Rank(rank), first.suit)
    return None


def _without_filler(seq: Sequence[_Lex]) -> list[_Lex]:
    return [lx for lx in seq if not lx.entry.filler]


def _target(seq: Sequence[_Lex], raws: Sequence[str], explicit: bool, command: str) -> Target:
    """A card, a position or a rank; raises _Fail (bad_card, missing or bad argument)."""
    position = _position(seq, raws)
    if position is not None:
        return position
    if _row_only(seq, raws) is not None:
        raise _Fail("missing_argument", _span(seq, raws), command)
    for attempt in (seq, _without_filler(seq)):
        card = _card_of(attempt)
        if card is not None:
            return CardTarget(card)
        if len(attempt) == 1 and (rank := _rank_value(attempt[0].entry, explicit)):
            return RankTarget(Rank(rank))
    raise _Fail("bad_card", _span(seq, raws), command)


# --- one parser per argument kind (grammar.ArgKind) ------------------------


def _no_arg(name: str, seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    extra = _without_filler(seq[1:])
    if extra:
        raise _Fail("bad_argument", _span(extra, raws), name)
    return Command(name)


def _with_target(name: str, seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    rest = seq[1:]
    if not rest:
        raise _Fail("missing_argument", None, name)
    lean = _without_filler(rest)
    if name in ("play", "remove") and len(lean) == 1 and "waste" in lean[0].entry.cmds:
        return Command(name, target=WasteTarget())  # a king on the waste: "remove waste"
    try:
        return Command(name, target=_target(rest, raws, True, name))
    except _Fail:
        if name == "look":  # "look row 2", "look at the waste"
            row = _row_only(rest, raws)
            if row is not None:
                return Command("row", number=row)
            lean = _without_filler(rest)
            if len(lean) == 1:
                for other in lean[0].entry.cmds:
                    if other in ("board", "waste", "moves", "score"):
                        return Command(other)
        raise


def _row(name: str, seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    position = _position(seq, raws)
    if position is not None:
        return Command("play", target=position)
    rest = seq[1:]
    for attempt in (rest, _without_filler(rest)):
        if len(attempt) == 1 and (n := _posnum(attempt[0].entry)) is not None:
            if n < 1:
                raise _Fail("bad_argument", _span(attempt, raws), name)
            return Command(name, number=n)
    lean = _without_filler(rest)
    if not lean:
        raise _Fail("missing_argument", None, name)
    raise _Fail("bad_argument", _span(lean, raws), name)


def _new(name: str, seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    rest = list(seq[1:])
    while rest and (rest[0].entry.filler or "code" in rest[0].entry.cmds):
        rest.pop(0)
    while rest and rest[-1].entry.filler:
        rest.pop()
    if not rest:
        return Command(name)
    if len(rest) == 1 and (game := _game_value(rest[0].entry)):
        return Command("game", arg=game)  # "new pyramid": a new deal of that game
    arg = _span(rest, raws)
    if _NUMBER_ARG.fullmatch(arg):  # "1 234", "1,234" -> "1234"
        arg = "".join(ch for ch in arg if ch.isdigit())
    elif all(lx.entry.num is not None and lx.entry.num >= 0 for lx in rest):
        arg = "".join(str(lx.entry.num) for lx in rest)  # dictated "new game five"
    return Command(name, arg=arg)


def _setting(name: str, seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    values: set[str] = set()
    others: list[_Lex] = []
    for lx in seq[1:]:
        found = [value for command, value in lx.entry.opts if command == name]
        if name == "lang" and lx.entry.language:
            found.append(lx.entry.language)
        if found:
            values.add(found[0])
        elif not lx.entry.filler:
            others.append(lx)
    if others or len(values) > 1:
        raise _Fail("bad_argument", _span(others or seq[1:], raws), name)
    return Command(name, arg=values.pop() if values else None)


def _number(name: str, seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    """A setting that takes a whole number ("rate 150", "volume 80"), or none."""
    lean = _without_filler(seq[1:])
    if not lean:
        return Command(name)
    if len(lean) == 1 and lean[0].entry.num is not None and lean[0].entry.num >= 0:
        return Command(name, number=lean[0].entry.num)
    raise _Fail("bad_argument", _span(lean, raws), name)


def _help(name: str, seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    lean = _without_filler(seq[1:])
    if not lean:  # "help u": a short form that is also filler elsewhere
        lean = [lx for lx in seq[1:] if lx.entry.cmds][:2]
        if len(lean) != 1:
            return Command(name)
    if len(lean) == 1 and lean[0].entry.cmds:
        return Command(name, arg=lean[0].entry.cmds[0])
    return Command(name, arg=_span(lean, raws))


def _game_value(entry: _Entry) -> str | None:
    return next((value for command, value in entry.opts if command == "game"), None)


def _pair_part(seq: Sequence[_Lex], raws: Sequence[str], cards_only: bool) -> Target | None:
    """One half of a pair: "waste", a card, a place or (not ``cards_only``) a rank."""
    if len(seq) == 1 and "waste" in seq[0].entry.cmds:
        return WasteTarget()
    try:
        target = _target(seq, raws, True, "pair")
    except _Fail:
        return None
    if cards_only and not isinstance(target, CardTarget):
        return None
    return target


def _split_pair(seq: Sequence[_Lex], raws: Sequence[str],
                cards_only: bool) -> tuple[Target, Target] | None:
    """Two targets side by side, split at the first place where both halves read."""
    lean = [lx for lx in seq if not lx.entry.filler or lx.entry.cmds or _placeish(lx.entry)]
    for attempt in (seq, lean):
        for cut in range(1, len(attempt)):
            first = _pair_part(attempt[:cut], raws, cards_only)
            second = _pair_part(attempt[cut:], raws, cards_only) if first else None
            if first is not None and second is not None:
                return first, second
    return None


def _pair(name: str, seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    rest = seq[1:]
    if not rest:
        raise _Fail("missing_argument", None, name)
    halves = _split_pair(rest, raws, cards_only=False)
    if halves is None:
        if _pair_part(rest, raws, cards_only=False) is not None:
            raise _Fail("missing_argument", _span(rest, raws), name)  # one card only
        raise _Fail("bad_card", _span(rest, raws), name)
    return Command(name, target=halves[0], second=halves[1])


_ARG_PARSERS: Final = {
    "none": _no_arg,
    "target": _with_target,
    "row": _row,
    "code": _new,
    "rules": _setting,
    "errors": _setting,
    "lang": _setting,
    "topic": _help,
    "pair": _pair,
    "game": _setting,
    "speech": _setting,
    "number": _number,
    "verbosity": _setting,
    "earcons": _setting,
    "mode": _setting,
}
_PARSER_OF: Final = {spec.name: _ARG_PARSERS[spec.arg] for spec in grammar.COMMANDS}


def _bare(seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    """A line without a leading command word: a card, rank, position, row or setting."""
    position = _position(seq, raws)
    if position is not None:
        return Command("play", target=position)
    row = _row_only(seq, raws)
    if row is not None:
        return Command("row", number=row)
    if len(seq) == 1 and seq[0].entry.language:
        return Command("lang", arg=seq[0].entry.language)
    if len(seq) == 1 and (game := _game_value(seq[0].entry)):
        return Command("game", arg=game)
    for i in range(1, len(seq)):  # "turn off errors", "classic rules"
        for name in seq[i].entry.cmds:
            if name in _SETTINGS:
                command = _setting(name, [seq[i], *seq[:i], *seq[i + 1:]], raws)
                if command.arg is not None:
                    return command
    try:
        return Command("play", target=_target(seq, raws, False, "play"))
    except _Fail as failure:
        # Two cards or places side by side are a Pyramid pair ("6h 7c", "6h waste",
        # "row 7 card 1 row 7 card 2"); two ranks alone are too loose to guess.
        halves = _split_pair(seq, raws, cards_only=False) if len(seq) > 1 else None
        if halves is not None and not any(isinstance(h, RankTarget) for h in halves) \
                and not all(isinstance(h, WasteTarget) for h in halves):
            return Command("pair", target=halves[0], second=halves[1])
        if failure.kind == "bad_card" and not all(lx.entry.cardish for lx in seq):
            raise _Fail("unknown") from None
        raise


def _parse_seq(seq: Sequence[_Lex], raws: Sequence[str]) -> Command:
    command_failure: _Fail | None = None
    for name in seq[0].entry.cmds:
        try:
            return _PARSER_OF[name](name, seq, raws)
        except _Fail as failure:
            command_failure = command_failure or failure
    try:
        return _bare(seq, raws)
    except _Fail as failure:
        raise command_failure or failure from None


# ----------------------------------------------------------------- nearest

_NEAR: Final[dict[str, str]] = {}
for _spec in grammar.COMMANDS:
    for _words in _spec.words.values():
        for _word in _words:
            _key = normalize(_word)
            if len(_key) >= 3:
                _NEAR.setdefault(_key, _spec.name)
for _misheard in grammar.MISHEARINGS.values():
    for _word, _name in _misheard.items():
        _NEAR.setdefault(normalize(_word), _name)
_NEAR_WORDS: Final = list(_NEAR)


def _nearest(keys: Sequence[str]) -> str | None:
    """The command whose word is closest to the first word or the whole input."""
    queries = [key for key in keys if key not in _SINGLE or not _SINGLE[key].pure_filler]
    if not queries:
        return None
    best: tuple[float, str] | None = None
    for query in {queries[0][:40], " ".join(queries)[:40]}:
        for match in difflib.get_close_matches(query, _NEAR_WORDS, n=1, cutoff=0.6):
            ratio = difflib.SequenceMatcher(None, query, match).ratio()
            if best is None or ratio > best[0]:
                best = (ratio, _NEAR[match])
    return best[1] if best else None


# ----------------------------------------------------------------- public


def parse(text: str) -> Command:
    """Read one line of input (typed or dictated; English, Arabic or Croatian).

    Returns a Command (module docstring and ``Command`` for its fields).
    Raises ParseError, and no other exception, for any str that is not a
    command: "unknown" with the nearest command (or None), "bad_card",
    "missing_argument" or "bad_argument" with the command and the offending
    text in ``detail``.
    """
    raws, keys, lexemes = _lex(text)
    core = [lx for lx in lexemes if not lx.entry.pure_filler]
    failures: list[_Fail] = []
    if core:
        lean = _without_filler(core)
        attempts = [core, lean] if lean and len(lean) < len(core) else [core]
        for attempt in attempts:
            try:
                return _parse_seq(attempt, raws)
            except _Fail as failure:
                failures.append(failure)
    worst = max(failures, key=lambda f: _SEVERITY[f.kind], default=_Fail("unknown"))
    nearest = worst.command if worst.kind != "unknown" else _nearest(keys)
    raise ParseError(text.strip(), worst.kind, nearest, worst.detail)


def parse_card(text: str) -> Card | None:
    """The card that the whole of ``text`` names, in any supported form, or None.

    Forms: "7♠", "7 ♠", "7s", "Th", "RC", "seven of spades", «سبعة بستوني»,
    «7 من البستوني», "as u trefu", … (filler such as "the" and "please" is
    ignored); any code in any case, so "as" here is the ace of spades (``parse``
    reads a lower-case "as" as the Croatian ace). A command word, a rank alone
    or anything else gives None.
    Never raises.
    """
    _raws, keys, lexemes = _lex(text)
    core = [lx for lx in lexemes if not lx.entry.pure_filler]
    for attempt in (core, _without_filler(core)):
        card = _card_of(attempt)
        if card is not None:
            return card
    if len(core) == 1 and keys[core[0].start] in _CODES:  # "as": no rank reading here
        return _CODES[keys[core[0].start]]
    return None
