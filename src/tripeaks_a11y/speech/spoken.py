"""What is spoken: the screen's sentences, made pronounceable and, where better, shorter.

The speech layer knows no game rules: it reads an announcement's ``event``
and its facts (``card``, ``score``) only to decide priority and verbosity.

* ``pronounceable`` never lets a symbol reach an engine: suit symbols become
  the catalog's suit words ("7♠" is said "7 of spades"), other symbols and
  invisible format characters are dropped, Arabic words get their vowels
  (``arabic.vocalise``). ``speak`` uses it: the text as given, made sayable.
* ``utterances`` also applies the spoken shortcuts and the verbosity level:
  a run of hidden cards is one count ("4 hidden cards"); ``brief`` drops the
  "played X" echo of the player's own command and says a drawn card by name;
  ``full`` adds the score after a play or a draw. Refusals, peak clears, won
  and blocked are spoken in full at every level.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from ..announcer import Announcement
from ..cards import CardCodeError, parse_card_code
from ..i18n import card_name, t
from .arabic import vocalise

__all__ = ["KEEP_EVENTS", "Utterance", "pronounceable", "utterances"]

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
    """One thing to say: ``text`` (already pronounceable) in ``lang`` ("en", "ar", "hr").

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

    Returns "" for text with nothing to say. Raises ValueError for an
    unknown language.
    """
    text = _CARD_WITH_SYMBOL.sub(lambda m: _card_from_symbol(lang, m), text)
    text = _SUIT_SYMBOL.sub(lambda m: t(lang, "card-suit", suit=_SUITS[m.group(0)]), text)
    text = _drop_symbols(text)
    if any("\u0600" <= c <= "\u06ff" for c in text):
        text = vocalise(text)
    return _SPACES.sub(" ", text).strip()


@cache
def _hidden_run(lang: str) -> re.Pattern[str]:
    hidden = re.escape(t(lang, "card-hidden"))
    separator = re.escape(t(lang, "list-separator"))
    return re.compile(f"{hidden}(?:{separator}{hidden})+", re.IGNORECASE)


def _shorten(text: str, lang: str) -> str:
    """Runs of hidden cards said as one count."""
    separator = t(lang, "list-separator")

    def count(match: re.Match[str]) -> str:
        said = t(lang, "speech-hidden-cards", count=match.group(0).count(separator) + 1)
        return said[:1].upper() + said[1:] if match.group(0)[:1].isupper() else said

    return _hidden_run(lang).sub(count, text)


def _verbose_text(item: Announcement, lang: str, verbosity: str) -> str | None:
    """The text to say for ``item`` at ``verbosity``; None to say nothing."""
    if item.event in KEEP_EVENTS or verbosity == "normal":
        return item.text
    if verbosity == "brief":
        if item.event == "removed":
            return None  # the player just named that card
        if item.event == "drawn" and item.card:
            try:
                return card_name(lang, parse_card_code(item.card))
            except CardCodeError:
                return item.text
        return item.text
    if item.event in ("removed", "drawn") and item.score is not None:
        return f"{item.text} {t(lang, 'speech-score', score=item.score)}"
    return item.text


def utterances(items: Sequence[Announcement], lang: str,
               verbosity: str = "normal") -> list[Utterance]:
    """The utterances for one answer's announcements, in order (empty ones left out).

    ``verbosity`` is "brief", "normal" or "full"; ``keep`` is set for the
    events of KEEP_EVENTS. Raises ValueError for an unknown language.
    """
    out: list[Utterance] = []
    for item in items:
        text = _verbose_text(item, lang, verbosity)
        if text is None:
            continue
        spoken = pronounceable(_shorten(text, lang), lang)
        if spoken:
            out.append(Utterance(spoken, lang, item.event, item.event in KEEP_EVENTS))
    return out
