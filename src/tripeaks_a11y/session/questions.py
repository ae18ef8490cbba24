"""The yes/no questions of the session: one row each, keyed by ``Ask``.

A part that asks a question registers what ``yes``, ``no`` and a dropped
question (another command, Ctrl+C) do with it (``Replies``); the core looks
the row up by the question's ``Ask`` and never tests a question's kind
itself, except ``Ask.CHOOSE`` ("which one"), which is answered by a card,
not by yes or no. A question keeps the words it was put in (``Question.said``,
``SessionBase.ask``): a line that answers a yes/no question with nothing the
game understands gets no "did you mean" and hears the question again
(``SessionBase.handle``; issue 30).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ..announcer import Announcement
from ..commands import Command
from ..deals import GameCode
from ..kinds import GameKind
from ..records import SavedGame
from ..values.cards import Card
from ..values.rules import RuleSet

__all__ = ["Ask", "Question", "Questions", "Replies", "Reply"]


class Ask(Enum):
    """What a pending question asks; the value is the announcer's name of it."""

    NEW = "new"  # a new deal over a game in progress (session/dealing.py)
    GAME = "game"  # another game over a game in progress (session/dealing.py)
    RESTART = "restart"  # restart a game in progress (session/dealing.py)
    QUIT = "quit"  # quit with a game in progress (session/dealing.py)
    CHOOSE = "choose"  # "which one": answered by a card (session/play.py)
    RESUME = "resume"  # continue the unfinished game saved (session/saving.py)
    HEARD = "heard"  # carry out the command heard (session/hearing.py)
    TUTORIAL = "tutorial"  # the guided game over a game in progress (session/tutorial.py)


@dataclass(frozen=True)
class Question:
    """A yes/no question or a choice waiting for the player's answer, with what it needs."""

    ask: Ask
    code: GameCode | None = None  # NEW, GAME: the deal asked for (None: a random one)
    game: GameKind | None = None  # GAME: the game asked for
    choices: tuple[Card, ...] = ()  # CHOOSE: the cards of the rank said
    saved: SavedGame | None = None  # RESUME: the unfinished game offered
    command: Command | None = None  # HEARD: the command heard, asked first
    rules: RuleSet | None = None  # NEW: rules named with it ("new empty waste"), if any
    choice: str | None = None  # NEW: the deal word ("daily", "winnable"), if any
    said: Announcement | None = None  # the question as put to the player (SessionBase.ask)


Reply = Callable[[Question], list[Announcement]]
"""What a reply to a question does and says: the question in, the answer out."""


@dataclass(frozen=True)
class Replies:
    """One question's row: ``on_yes``, ``on_no`` and ``on_dropped`` (None: "Cancelled.")."""

    on_yes: Reply
    on_no: Reply | None = None
    on_dropped: Reply | None = None


class Questions:
    """The registry of yes/no questions: ``Ask`` to its ``Replies``.

    ``cancelled`` says the default answer to ``no`` and to a dropped question.
    Asking a question no part registered raises KeyError (a programming error).
    """

    def __init__(self, cancelled: Callable[[], Announcement]) -> None:
        self._rows: dict[Ask, Replies] = {}
        self._cancelled = cancelled

    def register(self, ask: Ask, replies: Replies) -> None:
        """Add the row of ``ask``; raises ValueError when it has one already."""
        if ask in self._rows:
            raise ValueError(f"question registered twice: {ask}")
        self._rows[ask] = replies

    def yes(self, question: Question) -> list[Announcement]:
        """The answer to ``yes``: the row's ``on_yes``."""
        return self._rows[question.ask].on_yes(question)

    def no(self, question: Question) -> list[Announcement]:
        """The answer to ``no``: the row's ``on_no``, else "Cancelled."."""
        reply = self._rows[question.ask].on_no
        return [self._cancelled()] if reply is None else reply(question)

    def dropped(self, question: Question) -> list[Announcement]:
        """What is said when another command (or Ctrl+C) drops ``question``."""
        row = self._rows.get(question.ask)
        reply = None if row is None else row.on_dropped
        return [self._cancelled()] if reply is None else reply(question)
