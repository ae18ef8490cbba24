"""What every wording step shares: the language and error-help setting, catalog look-ups.

``Words`` holds the two settings and the plain look-ups (a card's name, a
catalog message, a message as an announcement, its counts of cards and its
numbers below zero as words for the spoken form). One ``Words`` is shared by
every word-object of an ``Announcer`` (``BoardWords``, ``EventWords``…), so a
change of its language reaches them all. The module functions read the
game's kind and layout, which need no language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from ..games import AnyGame
from ..i18n import LANGUAGES, CardName, card_gender, card_name, sentence_case, t
from ..kinds import kind_of
from ..languages import FALLBACK
from ..values.cards import Card, Joker
from .announcement import Announcement
from .numbers import spoken_counts

__all__ = ["AnyGame", "Words", "prefix", "row_of", "shown"]

_BELOW_ZERO = re.compile(r"(?<![\w-])-(\d+)")
"""A number below zero in a sentence ("Score -12."), not a hyphen inside a word or a code."""


class Words:
    """The language ``lang`` (one of ``i18n.LANGUAGES``) and the ``error_help`` setting.

    Both are public and may be changed at any time; with ``error_help`` off a
    wrong-rank or blocked refusal is a short "No." Raises ValueError for an
    unknown language.
    """

    def __init__(self, lang: str = FALLBACK, error_help: bool = True) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language: {lang!r}")
        self.lang = lang
        self.error_help = error_help

    def card(self, card: Card | Joker, case: str = "nom") -> CardName:
        """The card's name in the current language, e.g. "7 of spades", or the joker's,
        in ``case`` ("nom" or one of ``i18n.CARD_CASES``: a list after a verb is given
        in the accusative, hr "Možete odigrati: kralja u trefu").

        A ``str`` that keeps its card, so a message it is passed to may also
        say it in another case (``$card-acc``) and agree with its gender
        (``$card-gender``). Raises ValueError for an unknown case.
        """
        return card_name(self.lang, card, case)

    def gender(self, card: Card | Joker | None) -> str:
        """The gender of the card's name ("masculine", "feminine", "other"; None: a
        hidden card, said with the word for a card), as ``i18n.card_gender``."""
        return card_gender(self.lang, card)

    def genders(self, cards: Sequence[Card | Joker | None]) -> dict[str, object]:
        """The agreement arguments of a list of ``cards`` (None: a hidden card), in the
        list's order: ``gender``, the first card's gender (ar: a verb before its
        subjects agrees with the first, «يغطيها شاب البستوني و…»); ``genders``, the
        gender they share, or "mixed" (hr: "Sada su slobodne: 7 u trefu i 10 u hercu");
        ``count``, how many cards."""
        found = [self.gender(card) for card in cards]
        shared = found[0] if found and len(set(found)) == 1 else "mixed"
        return {"gender": found[0] if found else "other", "genders": shared,
                "count": len(found)}

    def t(self, msg_id: str, **args: object) -> str:
        """Catalog message ``msg_id`` in the current language, as ``i18n.t`` gives it."""
        return t(self.lang, msg_id, **args)

    def say(self, msg_id: str, event: str = "info", **args: object) -> Announcement:
        """Any catalog message as an announcement, its first letter upper-cased.

        ``args`` as for ``i18n.t`` (str, int, Card, Rank, Rules…). Raises
        KeyError for an unknown id, MessageFormatError for a missing argument.
        """
        return Announcement(event, sentence_case(self.t(msg_id, **args)))

    def counted(self, item: Announcement) -> Announcement:
        """``item`` with its counts of cards said as words in its spoken forms.

        ``spoken`` (or the text), ``brief`` and ``full`` get feminine number
        words where the language needs them (``numbers.spoken_counts``: ar
        «ثَلَاث وَعِشْرُون ورقة», hr "dvadeset dvije karte"); the text keeps
        its digits. ``spoken`` stays None when it would be the text.
        """
        lang = self.lang
        said = spoken_counts(lang, item.text if item.spoken is None else item.spoken)
        return replace(
            item,
            spoken=None if said == item.text else said,
            brief=None if item.brief is None else spoken_counts(lang, item.brief),
            full=None if item.full is None else spoken_counts(lang, item.full),
        )

    def signed(self, item: Announcement) -> Announcement:
        """``item`` with each number below zero in its spoken forms said with the
        language's word for minus ("Score minus 12."); the printed text keeps "-12".

        Only a score under traditional scoring goes below zero, so any other
        announcement comes back unchanged.
        """
        def said(text: str) -> str:
            return _BELOW_ZERO.sub(lambda m: self.t("score-below-zero", number=int(m.group(1))),
                                   text)
        current = item.text if item.spoken is None else item.spoken
        spoken = said(current)
        brief = None if item.brief is None else said(item.brief)
        full = None if item.full is None else said(item.full)
        if (spoken, brief, full) == (current, item.brief, item.full):
            return item
        return replace(item, spoken=None if spoken == item.text else spoken, brief=brief, full=full)


def prefix(game: AnyGame) -> str:
    """Message-id prefix of the game's own wording (``GameKind.messages``)."""
    return kind_of(game).messages


def row_of(game: AnyGame, pos: int) -> int:
    """The 1-based row of tableau position ``pos``, as the read-out numbers rows."""
    return game.layout.row_of(pos) + 1


def shown(game: AnyGame, positions: Sequence[int]) -> list[Card | None]:
    """The cards at tableau ``positions`` as they may be named: None for a face-down one."""
    return [game.card_at(pos) if game.is_face_up(pos) else None for pos in positions]
