"""Lexemes to targets: cards, ranks, places ("row 4 card 3") and rows.

Shared by every reader of ``arguments`` and by ``parser``; a reading that
fails raises ``Fail``, which ``parser`` turns into a ParseError once every
reading has failed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from ..values.cards import Card, Rank, Suit
from . import grammar
from .lexer import Lex, span, without_filler
from .lexicon import SINGLE, Entry
from .model import CardTarget, JokerTarget, ParseErrorKind, PositionTarget, RankTarget, Target

__all__ = [
    "Fail",
    "card_of",
    "is_joker",
    "long_target",
    "no_card_lost",
    "placeish",
    "ties_rank",
    "posnum",
    "read_position",
    "read_target",
    "row_only",
]


class Fail(Exception):
    """An internal refusal, turned into ParseError once every reading failed."""

    def __init__(self, kind: ParseErrorKind, detail: str | None = None,
                 command: str | None = None) -> None:
        super().__init__(kind)
        self.kind: ParseErrorKind = kind
        self.detail = detail
        self.command = command


def _rank_value(entry: Entry, explicit: bool) -> int:
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


def posnum(entry: Entry) -> int | None:
    """The number a lexeme gives a row or slot (may be 0 or -1: refused later)."""
    if entry.num is not None:
        return entry.num
    return entry.ordinal or entry.homophone or None


def placeish(entry: Entry) -> bool:
    """True when a lexeme can be part of a place: a row or slot word, a row name, a number."""
    return bool(entry.row or entry.slot or entry.rowname or posnum(entry) is not None)


def _row_spec(seq: Sequence[Lex], i: int) -> tuple[int, int] | None:
    """A row at ``seq[i]``: "bottom row", "row 4", "second row". (row, next index)."""
    if i >= len(seq):
        return None
    entry = seq[i].entry
    if entry.rowname:
        return entry.rowname, i + 1
    if i + 1 < len(seq):
        after = seq[i + 1].entry
        if entry.row and (n := posnum(after)) is not None:
            return n, i + 2
        if entry.ordinal and after.row:
            return entry.ordinal, i + 2
    return None


def _slot_spec(seq: Sequence[Lex], i: int, bare: bool) -> tuple[int, int] | None:
    """A slot at ``seq[i]``: "card 3", "third card", or (``bare``) "3"."""
    if i >= len(seq):
        return None
    entry = seq[i].entry
    if i + 1 < len(seq):
        after = seq[i + 1].entry
        if entry.slot and (n := posnum(after)) is not None:
            return n, i + 2
        if entry.ordinal and after.slot:
            return entry.ordinal, i + 2
    if bare and (n := posnum(entry)) is not None:
        return n, i + 1
    return None


def read_position(seq: Sequence[Lex], raws: Sequence[str]) -> PositionTarget | None:
    """Row and slot in either order, or None. Raises Fail for a number below 1.

    Filler without a place meaning is skipped ("treća karta u drugom redu").
    """
    seq = [lx for lx in seq if not lx.entry.filler or placeish(lx.entry)]
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
        raise Fail("bad_argument", span(seq, raws), "play")
    return PositionTarget(*found)


def row_only(seq: Sequence[Lex], raws: Sequence[str]) -> int | None:
    """A row alone ("bottom row", "row 2", "drugi red"), or None. Fail below 1."""
    row = _row_spec(seq, 0)
    if row is None or row[1] != len(seq):
        return None
    if row[0] < 1 and row[0] != grammar.BOTTOM_ROW:
        raise Fail("bad_argument", span(seq, raws), "row")
    return row[0]


def card_of(seq: Sequence[Lex]) -> Card | None:
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


JOKER_OPTION: Final = ("rules", "joker")
"""The joker variant's words (``grammar`` options of ``rules``) name the joker too."""


def is_joker(seq: Sequence[Lex]) -> bool:
    """True when ``seq`` is one word or phrase naming the joker ("joker", «الجوكر», "džokera")."""
    return len(seq) == 1 and JOKER_OPTION in seq[0].entry.opts


def read_target(seq: Sequence[Lex], raws: Sequence[str], explicit: bool, command: str) -> Target:
    """A card, the joker, a position or a rank; raises Fail (bad_card, missing or bad
    argument)."""
    position = read_position(seq, raws)
    if position is not None:
        return position
    if row_only(seq, raws) is not None:
        raise Fail("missing_argument", span(seq, raws), command)
    for attempt in (seq, without_filler(seq)):
        if is_joker(attempt):
            return JokerTarget()
        card = card_of(attempt)
        if card is not None:
            return CardTarget(card)
        if len(attempt) == 1 and (rank := _rank_value(attempt[0].entry, explicit)):
            no_card_lost([lx for lx in seq if lx is not attempt[0]], seq, raws, command)
            return RankTarget(Rank(rank))
    raise Fail("bad_card", span(seq, raws), command)


_SUIT_LETTERS: Final = tuple(SINGLE[letter] for suit in Suit
                              if (letter := suit.value.lower()) in SINGLE)
"""The entries of a code's suit letters standing alone (each is a word of its own too:
"s" score, "h" help, "d" draw)."""


def _suit_letter(entry: Entry) -> bool:
    """Whether ``entry`` is a suit letter's, alone ("s 2") or glued to digits ("s2",
    where the lexer marks the piece ``mixed`` and ``cardish``)."""
    return any(replace(entry, mixed=letter.mixed, cardish=letter.cardish) == letter
               for letter in _SUIT_LETTERS)


def no_card_lost(dropped: Sequence[Lex], seq: Sequence[Lex], raws: Sequence[str],
                 command: str) -> None:
    """Raise Fail when a rank read alone left out a word that tied it to one card or
    place: a slot word ("card 2", "karta 2": a place without its row; it played a 2)
    or a suit letter ("s2", "s 7": the suit written first; it played any 2). A rank
    with an article ("a 7", "the king") stays a rank."""
    if any(lx.entry.slot for lx in dropped):
        raise Fail("missing_argument", span(seq, raws), command)
    if any(_suit_letter(lx.entry) for lx in dropped):
        raise Fail("bad_card", span(seq, raws), command)


def ties_rank(entry: Entry) -> bool:
    """Whether a word left out of a rank read alone ties it to one card or place
    (``no_card_lost``): a slot word or a suit letter."""
    return entry.slot or _suit_letter(entry)


def long_target(kept: Sequence[Lex] | None, lean: Sequence[Lex] | None,
                raws: Sequence[str], tied: bool = False) -> Target | None:
    """What ``read_target(seq, raws, True, …)`` reads in a ``seq`` of three lexemes or more.

    Such a ``seq`` is read only through two of its parts: ``kept``, its
    lexemes that are not filler or can be part of a place (``read_position``
    keeps those; a place is at most 4 of them), and ``lean``, its lexemes
    that are not filler (a card is at most 2 of them, a rank 1). A part with
    more lexemes than that can read nothing and is passed as None, so a
    caller trying many cuts of one line (``split_pair``) pays constant
    time per cut. ``tied``: the sequence holds a word that ties a rank to a card or
    place (``ties_rank``), so a rank alone is no reading. Returns the target, or None
    where ``read_target`` raises Fail.
    """
    if kept is not None and len(kept) <= 4:
        try:
            position = read_position(kept, raws)
        except Fail:
            return None
        if position is not None:
            return position
    # row_only and card_of of the whole need one or two lexemes: only ``lean`` can read.
    if lean is not None:
        if is_joker(lean):
            return JokerTarget()
        card = card_of(lean)
        if card is not None:
            return CardTarget(card)
        if len(lean) == 1 and (rank := _rank_value(lean[0].entry, True)) and not tied:
            return RankTarget(Rank(rank))
    return None
