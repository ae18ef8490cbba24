"""What every wording step shares: the language and error-help setting, catalog look-ups.

``Words`` holds the two settings and the plain look-ups (a card's name, a
catalog message, a message as an announcement); ``Announcer`` is one, and the
wording functions of ``board``, ``events`` and ``refusals`` take one. The
module functions read the game's kind and layout, which need no language.
"""

from __future__ import annotations

from ..cards import Card
from ..games import AnyGame
from ..i18n import LANGUAGES, card_name, sentence_case, t
from ..kinds import kind_of
from .announcement import Announcement

__all__ = ["AnyGame", "Words", "prefix", "row_of"]



class Words:
    """The language ``lang`` (one of ``i18n.LANGUAGES``) and the ``error_help`` setting.

    Both are public and may be changed at any time; with ``error_help`` off a
    wrong-rank or blocked refusal is a short "No." Raises ValueError for an
    unknown language.
    """

    def __init__(self, lang: str = "en", error_help: bool = True) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language: {lang!r}")
        self.lang = lang
        self.error_help = error_help

    def card(self, card: Card) -> str:
        """The card's name in the current language, e.g. "7 of spades"."""
        return card_name(self.lang, card)

    def t(self, msg_id: str, **args: object) -> str:
        """Catalog message ``msg_id`` in the current language, as ``i18n.t`` gives it."""
        return t(self.lang, msg_id, **args)

    def say(self, msg_id: str, event: str = "info", **args: object) -> Announcement:
        """Any catalog message as an announcement, its first letter upper-cased.

        ``args`` as for ``i18n.t`` (str, int, Card, Rank, Rules…). Raises
        KeyError for an unknown id, MessageFormatError for a missing argument.
        """
        return Announcement(event, sentence_case(self.t(msg_id, **args)))


def prefix(game: AnyGame) -> str:
    """Message-id prefix of the game's own wording (``GameKind.messages``)."""
    return kind_of(game).messages


def row_of(game: AnyGame, pos: int) -> int:
    """The 1-based row of tableau position ``pos``, as the read-out numbers rows."""
    return game.layout.row_of(pos) + 1
