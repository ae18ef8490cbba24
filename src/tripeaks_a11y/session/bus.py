"""What happened in the session, told to the parts that follow the game (an observer list).

The core and the parts publish a ``Happening``; each listener subscribed
(``Bus.subscribe``, in the order subscribed) gets it and returns what to say
after the answer that made it happen (most say nothing). The recorder
(session/saving.py) and the history (session/history.py) follow moves this
way; the records sentence after a game (session/records_play.py) follows
``GameEnded``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..announcer import Announcement
from ..values.events import Event

__all__ = ["Bus", "GameEnded", "Happening", "HintGiven", "Listener", "Moved", "Replacing"]


@dataclass(frozen=True)
class Moved:
    """A move was tried on the game: ``events`` what it did (none: refused or nothing);
    ``redo``: it was ``redo`` playing again what undo took back."""

    events: Sequence[Event]
    redo: bool = False


@dataclass(frozen=True)
class HintGiven:
    """``hint`` or ``hint peek`` was answered (the records count it)."""


@dataclass(frozen=True)
class Replacing:
    """A new engine is about to replace the game (a new deal, restart, another game)."""


@dataclass(frozen=True)
class GameEnded:
    """A game just ended won or blocked and its saved row ``saved_game_id`` was finished."""

    saved_game_id: int


Happening = Moved | HintGiven | Replacing | GameEnded

Listener = Callable[[Happening], list[Announcement]]
"""A part following the session: a happening in, what to say after the answer out."""


class Bus:
    """The listeners of the session's happenings, in the order they subscribed."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        """Tell ``listener`` every happening from now on."""
        self._listeners.append(listener)

    def publish(self, happening: Happening) -> list[Announcement]:
        """Tell every listener ``happening``; what they say, in their order."""
        said: list[Announcement] = []
        for listener in self._listeners:
            said += listener(happening)
        return said
