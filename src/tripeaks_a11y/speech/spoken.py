"""What is spoken: the announcer's spoken form for the verbosity, made pronounceable.

The speech layer knows no game rules and words nothing: the announcer gives
each announcement its spoken forms with its text (``Announcement.spoken``,
``brief``, ``full``), and this module only picks one and makes it sayable.
It reads an announcement's ``event`` only for priority.

* ``pronounceable`` never lets a symbol reach an engine: suit symbols become
  the catalog's suit words ("7♠" is said "7 of spades"), other symbols and
  invisible format characters are dropped, numbers become words
  (``announcer.numbers``), Arabic words get their vowels
  (each language row's ``pronounce``). ``speak`` uses it: the text as given, made sayable.
* ``utterances`` says each announcement's form for the verbosity level, or
  its text where it has none: the board with a run of hidden cards as one
  count ("4 hidden cards"), nothing after a removal and a drawn card by name
  at brief, the score after a removal or a draw at full, all as the
  announcer worded them. Refusals, peak clears, won and blocked have no
  forms, so they are spoken in full at every level.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..announcer import Announcement
from ..announcer.numbers import spoken_numbers
from ..i18n import card_name, t
from ..languages import LANGUAGE_TABLE
from ..values.cards import CardCodeError, parse_card_code

__all__ = ["KEEP_EVENTS", "Utterance", "pronounceable", "spoken_form", "utterances"]

KEEP_EVENTS = frozenset({"refused", "peak_cleared", "won", "blocked"})
"""Events spoken to the end: never cut off or dropped by a newer announcement."""

_SUITS = {"♠": "spades", "♤": "spades", "♥": "hearts", "♡": "hearts",
          "♦": "diamonds", "♢": "diamonds", "♣": "clubs", "♧": "clubs"}
_SUIT_LETTER = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
_CARD_WITH_SYMBOL = re.compile(r"(?<![\w])(10|[2-9AaTtJjQqKkRr])\s?([♠♤♥♡♦♢♣♧])")
_SUIT_SYMBOL = re.compile("[♠♤♥♡♦♢♣♧]")
_SPACES = re.compile(r"\s+")


@dataclass(eq=False)
class Utterance:
    """One thing to say: ``text`` (already pronounceable) in ``lang`` (a language code).

    ``keep`` utterances are queued and never cut off by a newer one;
    ``cancelled`` is set when the utterance is to be silenced.
    """

    text: str
    lang: str
    event: str = "info"
    keep: bool = False
    cancelled: threading.Event = field(default_factory=threading.Event)


def _card_from_symbol(lang: str, match: re.Match[str]) -> str:
    rank, symbol = match.group(1), match.group(2)
    try:
        card = parse_card_code(rank + _SUIT_LETTER[_SUITS[symbol]])
    except CardCodeError:  # pragma: no cover - the pattern only admits ranks
        return match.group(0)
    return card_name(lang, card)


def _drop_symbols(text: str) -> str:
    out = []
    for char in text:
        category = unicodedata.category(char)
        # Symbols, control and invisible format characters (bidi marks) are never said.
        if category.startswith("S") or category in ("Cc", "Cf", "Co", "Cn"):
            out.append(" ")
        else:
            out.append(char)
    return "".join(out)


def pronounceable(text: str, lang: str) -> str:
    """``text`` as an engine should get it: no symbols, suits as words, Arabic vocalised.

    Every number is said as words in the form its sentence wants
    (``announcer.numbers.spoken_numbers``: counts agreeing with their noun,
    places, dates, a minus sign), so no digit of a number reaches the voice.
    Returns "" for text with nothing to say. Raises ValueError for an
    unknown language.
    """
    text = _CARD_WITH_SYMBOL.sub(lambda m: _card_from_symbol(lang, m), text)
    text = _SUIT_SYMBOL.sub(lambda m: t(lang, "card-suit", suit=_SUITS[m.group(0)]), text)
    text = spoken_numbers(lang, _drop_symbols(text.replace("\u2212", "-")))
    for row in LANGUAGE_TABLE:
        if row.pronounce is not None:
            text = row.pronounce(text)
    return _SPACES.sub(" ", text).strip()


def _form(item: Announcement, verbosity: str) -> str:
    """The announcer's form of ``item`` for ``verbosity``; "" to say nothing."""
    if verbosity == "brief" and item.brief is not None:
        return item.brief
    if verbosity == "full" and item.full is not None:
        return item.full
    return item.text if item.spoken is None else item.spoken


def spoken_form(item: Announcement, lang: str, verbosity: str = "normal") -> str:
    """What the voice is handed for ``item`` in ``lang`` at ``verbosity``: its form for
    the verbosity made ``pronounceable``; "" when it says nothing. Raises ValueError
    for an unknown language."""
    return pronounceable(_form(item, verbosity), lang)


def utterances(items: Sequence[Announcement], lang: str,
               verbosity: str = "normal") -> list[Utterance]:
    """The utterances for one answer's announcements, in order (empty ones left out).

    ``verbosity`` is "brief", "normal" or "full" (another is said as
    normal); ``keep`` is set for the events of KEEP_EVENTS. Raises
    ValueError for an unknown language.
    """
    out: list[Utterance] = []
    for item in items:
        spoken = spoken_form(item, lang, verbosity)
        if spoken:
            out.append(Utterance(spoken, lang, item.event, item.event in KEEP_EVENTS))
    return out
