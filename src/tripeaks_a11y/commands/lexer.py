"""Text to lexemes: raw tokens, their keys, and the longest grammar phrase at each point.

Card codes (``7s``, ``Th``, ``RC``; ``AS`` only in capitals, as lower-case
"as" is the Croatian ace, unless the player's language has no such word),
numbers, digit ordinals ("4."), and words glued to digits or suit symbols split
apart (``r4c3``, ``7♠``). A word the tables lack loses the letters written on it
and an ending when what is left is a word of the tables (``grammar.CLITICS``,
``grammar.ENDINGS``: «ورمي», «التلميح», «تلميحا»).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from . import grammar, lexicon
from .lexicon import (
    CODE_ENTRIES,
    PHRASE_STARTS,
    PHRASE_WORDS,
    PHRASES,
    SINGLE,
    UNKNOWN,
    UNKNOWN_MIXED,
    Entry,
    number_entry,
    ordinal_entry,
)
from .normalize import DIGITS, normalize

__all__ = ["Lex", "lex", "span", "without_filler"]

_SUIT_CHARS: Final = "".join(grammar.SUIT_SYMBOLS)
_PIECES: Final = re.compile(rf"[0-9]+|[{_SUIT_CHARS}]|[^0-9{_SUIT_CHARS}\-_/.]+")
_DIGITS_ONLY: Final = re.compile(r"[0-9]+")
_DIGIT_ORDINAL: Final = re.compile(r"[0-9]{1,2}\.")
_INNER_SPLIT: Final = re.compile(r"(?<![0-9])[,،٬](?![0-9])|[;؛!?؟:\"“”«»„()\[\]{}…|]")
_EDGE: Final = ".,!?؟،؛:;\"'“”‘’«»„‚‹›()[]{}#№…*-–—_/\\¿¡`~"
_NEGATIVE: Final = re.compile(r"[-−–][0-9]")


def _piece_entry(key: str, mixed: bool) -> Entry:
    entry = SINGLE.get(key)
    if entry is not None:
        return replace(entry, mixed=True, cardish=True) if mixed else entry
    if _DIGITS_ONLY.fullmatch(key):
        return number_entry(key)
    if key in CODE_ENTRIES:
        return CODE_ENTRIES[key]
    return UNKNOWN_MIXED if mixed else UNKNOWN


def _known(key: str) -> bool:
    return key in SINGLE or key in PHRASE_WORDS or key.isdigit()


def _cut(raw: str, letters: int, *, end: bool) -> str:
    """``raw`` without its first (``end``: last) ``letters`` letters as normalised,
    with the marks written on them (harakat, hamza)."""
    chars = raw[::-1] if end else raw
    taken = 0
    for i, ch in enumerate(chars):
        mark = unicodedata.category(ch).startswith("M")
        if taken >= letters and (end or not mark):
            rest = chars[i:]
            return rest[::-1] if end else rest
        taken += len(normalize(ch))
    return ""


def _unclitic(key: str, raw: str) -> tuple[str, str]:
    """A word the tables lack, with the letters written on it (``grammar.CLITICS``:
    «و» and, «ال» the) and an ending (``grammar.ENDINGS``: the accusative «ا»)
    taken off when what is left is a word of the tables; else as it was."""
    for clitic in (*grammar.CLITICS, ""):
        if not key.startswith(clitic) or len(key) <= len(clitic) + 1:
            continue
        stem = key[len(clitic):]
        if clitic and _known(stem):
            return stem, _cut(raw, len(clitic), end=False)
        for ending in grammar.ENDINGS:
            if stem.endswith(ending) and len(stem) > len(ending) + 1 \
                    and _known(stem[:-len(ending)]):
                cut = _cut(raw, len(clitic), end=False) if clitic else raw
                return stem[:-len(ending)], _cut(cut, len(ending), end=True)
    return key, raw


@dataclass(frozen=True, slots=True)
class Lex:
    """A lexeme: its meanings and the raw tokens it covers (``start``..``stop``)."""

    entry: Entry
    start: int
    stop: int


def _tokens(text: str) -> tuple[list[str], list[str]]:
    """Raw tokens (case kept, digits in ASCII) and their normalised keys.

    Format characters (direction marks, joiners) are dropped; control
    characters (C0, DEL, C1: a pasted escape sequence, a bell) part words
    as a space does.
    """
    clean = unicodedata.normalize("NFKC", text).translate(DIGITS)
    if not clean.isprintable():
        clean = "".join(" " if cat == "Cc" else ch for ch in clean
                        if (cat := unicodedata.category(ch)) != "Cf")
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
        if key and key not in SINGLE and key not in PHRASE_WORDS:
            key, raw = _unclitic(key, raw)  # «ورمي», «التلميح», «تلميحا»
        if key:
            raws.append(raw)
            keys.append(key)
    return _spaced_codes(raws, keys)


def _spaced_codes(raws: list[str], keys: list[str]) -> tuple[list[str], list[str]]:
    """A card code typed with a space ("a d", "play 3 s", "٧ ب") made one token, its
    first letter a capital so that it is the code in every language ("a s" is the
    ace of spades, never the Croatian ace): read apart, "a" was an article and "d"
    drew a card, and "s" was dropped, so "play 3 s" played any 3. Not when a number
    follows that is not itself a spaced code (``r 4 c 3``, ``row 4 s 2``: a place,
    "c" card and "s" slot; "6 h 7 c" is two cards)."""

    def spaced(i: int) -> bool:
        return (i + 1 < len(keys) and len(keys[i + 1]) == 1
                and keys[i] + keys[i + 1] in CODE_ENTRIES)

    out_raws: list[str] = []
    out_keys: list[str] = []
    i = 0
    while i < len(keys):
        if spaced(i) and not (i + 2 < len(keys) and keys[i + 2].isdigit()
                              and not spaced(i + 2)):
            out_raws.append(raws[i][:1].upper() + raws[i][1:] + raws[i + 1])
            out_keys.append(keys[i] + keys[i + 1])
            i += 2
            continue
        out_raws.append(raws[i])
        out_keys.append(keys[i])
        i += 1
    return out_raws, out_keys


_GLUE_KEYS: Final = frozenset(normalize(w) for ws in grammar.CARD_GLUE.values() for w in ws)


def _suits_follow(keys: Sequence[str]) -> list[bool]:
    """For each key: True when the next key after it, card glue skipped, names a suit.

    One pass from the right, so linear in ``len(keys)`` however much glue.
    """
    follows = [False] * len(keys)
    suit_next = False  # the nearest non-glue key to the right names a suit
    for ti in range(len(keys) - 1, -1, -1):
        follows[ti] = suit_next
        key = keys[ti]
        if key not in _GLUE_KEYS:
            entry = SINGLE.get(key)
            suit_next = entry is not None and entry.suit is not None
    return follows


def lex(text: str, any_case: frozenset[str] = frozenset()
        ) -> tuple[list[str], list[str], list[Lex]]:
    """Raw tokens, keys and the lexemes of ``text`` (longest phrase first). ``any_case``:
    keys of codes that are also a word (lower-case "as") read as codes in any case
    when no suit follows (``parser.codes_in_any_case``)."""
    raws, keys = _tokens(text)
    # Units: (key, token index, entry or None when the key may start a phrase).
    units: list[tuple[str, int, Entry | None]] = []
    codes: dict[int, Entry] = {}  # a code that starts a phrase: the code when none follows
    suits_follow = _suits_follow(keys)
    for ti, key in enumerate(keys):
        # A suit after it makes "AS" the Croatian ace again ("AS TREF", "AS U PIK").
        suit_next = suits_follow[ti]
        # A capital first letter makes a code ("As", "AS": ace of spades); lower-case
        # "as" stays the Croatian ace, so that "as u trefu" reads as a card name,
        # unless the player's words have no "as" (``any_case``).
        if key in CODE_ENTRIES and (key not in SINGLE or (
                (raws[ti][:1].isupper() or key in any_case) and not suit_next)):
            if key in PHRASE_STARTS:  # «كم ورقة بقيت» (how many cards are left), not «كم»
                codes[len(units)] = CODE_ENTRIES[key]
            units.append((key, ti, None if key in PHRASE_STARTS else CODE_ENTRIES[key]))
        elif key in SINGLE or key in PHRASE_WORDS:
            units.append((key, ti, None))
        elif _DIGITS_ONLY.fullmatch(key):
            units.append((key, ti, number_entry(key)))
        elif _DIGIT_ORDINAL.fullmatch(key):
            units.append((key, ti, ordinal_entry(key[:-1])))
        else:
            pieces = _PIECES.findall(key)
            if len(pieces) == 1:
                units.append((pieces[0], ti, _piece_entry(pieces[0], False)))
            else:
                units.extend((p, ti, _piece_entry(p, True)) for p in pieces)
    lexemes: list[Lex] = []
    i = 0
    n = len(units)
    while i < n:
        key, ti, entry = units[i]
        if entry is None and key in PHRASE_STARTS:
            phrase_found = False
            for length in range(min(lexicon.LONGEST_PHRASE, n - i), 1, -1):
                window = units[i:i + length]
                if any(unit[2] is not None for unit in window):
                    continue
                phrase = PHRASES.get(tuple(unit[0] for unit in window))
                if phrase is not None:
                    lexemes.append(Lex(phrase, ti, window[-1][1] + 1))
                    i += length
                    phrase_found = True
                    break
            if phrase_found:
                continue
        lexemes.append(Lex(entry if entry is not None
                           else codes.get(i) or SINGLE.get(key, UNKNOWN), ti, ti + 1))
        i += 1
    return raws, keys, lexemes


def span(seq: Sequence[Lex], raws: Sequence[str]) -> str:
    """The raw tokens that ``seq`` covers, as typed ("" for none)."""
    return " ".join(raws[seq[0].start:seq[-1].stop]) if seq else ""


def without_filler(seq: Sequence[Lex]) -> list[Lex]:
    """``seq`` without every lexeme that *can* be filler."""
    return [lx for lx in seq if not lx.entry.filler]
