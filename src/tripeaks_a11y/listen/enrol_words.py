"""The words a player records to enrol their own voice, one fixed id each (issue 31, point 1).

``ENROL_ROWS`` is one table of rows: a fixed id, the same in every language
(the English command name, the rank or the suit as ``listen words`` prints
it), and where its word comes from: a command of ``commands.grammar.COMMANDS``,
a rank of ``RANK_WORDS`` or a suit of ``SUIT_WORDS``. Cards are said as rank
then suit ("seven spades", "sedam pik", «سبعة بستوني»), so 13 ranks and 4
suits stand for the 52 cards. The word is the first that can be said
(``listen.grammar.spoken``) in the language; a number rank (2-10) takes the
language's number word where that is one of its rank words ("two", not
"deuce"). ``said_text`` turns ids heard back into the text a player would
type, which then goes through ``commands.parse`` like any typed line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ..commands.grammar import COMMANDS, NUMBER_WORDS, RANK_WORDS, SUIT_WORDS
from ..values.cards import Rank, Suit
from .grammar import spoken

__all__ = ["CARD_KINDS", "ENROL_ROWS", "EnrolRow", "enrol_words", "profile_path", "said_text"]


@dataclass(frozen=True)
class EnrolRow:
    """One word to enrol: ``id`` (fixed, ASCII), ``kind`` ("command", "rank" or
    "suit") and ``key``: the command's name, the Rank or the Suit."""

    id: str
    kind: str
    key: str | Rank | Suit


_COMMAND_IDS: Final = ("draw", "undo", "redo", "hint", "board", "repeat", "score", "moves",
                       "waste", "yes", "no", "stop", "help")
_RANK_IDS: Final = {Rank.ACE: "ace", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
_SUIT_IDS: Final = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts",
                    Suit.SPADES: "spades"}

ENROL_ROWS: Final[tuple[EnrolRow, ...]] = (
    *(EnrolRow(name, "command", name) for name in _COMMAND_IDS),
    *(EnrolRow(_RANK_IDS.get(rank, str(rank.value)), "rank", rank) for rank in Rank),
    *(EnrolRow(name, "suit", suit) for suit, name in _SUIT_IDS.items()),
)
"""Every word to enrol, in the order they are recorded: commands, ranks, suits."""

CARD_KINDS: Final = ("rank", "suit")
"""A card is said as these kinds of word, in this order."""


def _command_words(name: str, lang: str) -> tuple[str, ...]:
    return next(spec.words[lang] for spec in COMMANDS if spec.name == name)


def _rank_word(rank: Rank, lang: str) -> str:
    said = spoken(RANK_WORDS[lang][rank], lang=lang)
    numbers = spoken(NUMBER_WORDS[lang].get(rank.value, ()), lang=lang) \
        if rank.value in NUMBER_WORDS[lang] and rank != Rank.ACE else ()
    return next((word for word in numbers if word in said), said[0])


def word_of(row: EnrolRow, lang: str) -> str:
    """The word of ``row`` as a player says it in ``lang``. KeyError for a language
    the tables lack."""
    if isinstance(row.key, Rank):
        return _rank_word(row.key, lang)
    if isinstance(row.key, Suit):
        return spoken(SUIT_WORDS[lang][row.key], lang=lang)[0]
    return spoken(_command_words(row.key, lang), lang=lang)[0]


def enrol_words(lang: str) -> tuple[tuple[str, str], ...]:
    """``(id, word)`` for every row of ``ENROL_ROWS`` in ``lang``, in table order."""
    return tuple((row.id, word_of(row, lang)) for row in ENROL_ROWS)


def said_text(ids: tuple[str, ...], lang: str) -> str:
    """The words of ``ids`` in ``lang`` joined by spaces: what the player would type
    ("seven spades" for ``("7", "spades")``). KeyError for an unknown id."""
    rows = {row.id: row for row in ENROL_ROWS}
    return " ".join(word_of(rows[ident], lang) for ident in ids)


def profile_path(data_dir: Path, lang: str) -> Path:
    """Where the enrolled profile of ``lang`` is kept in the data folder ``data_dir`` (here,
    without numpy, so that the engine's choice can look for it cheaply)."""
    return data_dir / "voice" / f"{lang}.npz"
