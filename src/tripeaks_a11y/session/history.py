"""This game's line of play: ``undo`` (one move or several), ``redo`` (what ``undo`` took
back) and ``last`` (recent actions).

``ActionLog`` keeps, for one game, the actions that made the position (each
action's event: Removed, Drawn, Paired, KingRemoved) and the actions undo
took back, newest last. ``History`` feeds it every move the session
makes (the bus's ``Moved``) and answers ``undo``, ``redo`` and ``last``.

Redo is exact: undo restores the whole state before an action (the
engines' snapshots, games/tableau.py), so playing the same action again
(the same tableau position, the same pair of sources, a draw) gives the same
state and the same events, the points and a revealed card included. A new
action clears what redo could replay; a new deal, a restart or another game
starts an empty log. ``last`` says only actions still in effect, so every
card it names is face up on the waste or out of play, never one turned
back into the stock or face down.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from ..commands import Command
from ..kinds import OneCardGame, SourceGame
from ..values.events import Drawn, Event, KingRemoved, Paired, Removed, Undone
from .base import Answer, AnyGame
from .bus import Happening, Moved

if TYPE_CHECKING:
    from .base import SessionBase

__all__ = ["RECENT", "Action", "ActionLog", "History", "replay"]

Action = Removed | Drawn | Paired | KingRemoved
"""The event that names one action of the player (what ``Undone.action`` holds)."""

RECENT = 5
"""How many actions ``last`` says when no number is given."""


@dataclass
class ActionLog:
    """One game's actions: ``line`` (in effect, oldest first) and ``undone`` (redo's stack).

    ``game`` is the engine the log belongs to; ``for_game`` starts a new log
    when the session plays another one.
    """

    game: AnyGame | None = None
    line: list[Action] = field(default_factory=list)
    undone: list[Action] = field(default_factory=list)

    def for_game(self, game: AnyGame) -> ActionLog:
        """This log if it is ``game``'s, else a new empty one for ``game``."""
        return self if self.game is game else ActionLog(game)

    def note(self, events: Sequence[Event], *, redoing: bool = False) -> None:
        """Follow what a move did: an undo moves its action to ``undone``; a new
        action is added to ``line`` and clears ``undone`` (unless ``redoing``)."""
        if not events:
            return
        first = events[0]
        if isinstance(first, Undone):
            if self.line and self.line[-1] == first.action:
                self.line.pop()
            self.undone.append(first.action)
        elif isinstance(first, Removed | Drawn | Paired | KingRemoved):
            self.line.append(first)
            if not redoing:
                self.undone.clear()

    def recent(self, count: int) -> list[Action]:
        """The last ``count`` actions in effect, newest first."""
        return self.line[::-1][:max(count, 0)]


def replay(game: AnyGame, action: Action) -> Callable[[], Sequence[Event]]:
    """The engine call that plays ``action`` again on ``game`` (the same sources)."""
    if isinstance(action, Drawn):
        return game.draw
    if isinstance(action, Removed):
        return lambda: cast(OneCardGame, game).play_position(action.position)
    if isinstance(action, Paired):
        return lambda: cast(SourceGame, game).pair_sources(*action.positions)
    return lambda: cast(SourceGame, game).remove_source(action.position)


class History:
    """Handlers of ``undo``, ``redo`` and ``last``, and the log they read, fed by the bus
    (``Moved``)."""

    def __init__(self, session: SessionBase) -> None:
        self.session = session
        self._own_log: ActionLog | None = None
        session.bus.subscribe(self._heard)

    def _actions(self) -> ActionLog:
        """The log of the game being played (a new one after a new deal or a restart)."""
        log = (self._own_log or ActionLog()).for_game(self.session.game)
        self._own_log = log
        return log

    def _heard(self, happening: Happening) -> Answer:
        if isinstance(happening, Moved):
            self._actions().note(happening.events, redoing=happening.redo)
        return []

    def undo(self, command: Command) -> Answer:
        """Take back the last move, or the last ``command.number`` moves ("undo 2"), each
        said as it is taken back; the first refused (nothing left to undo) is said and
        ends it, so a count beyond the moves made undoes them all and says so."""
        answer: Answer = []
        for _ in range(command.number or 1):
            said = self.session.move(self.session.game.undo)
            answer += said
            if any(announcement.event == "refused" for announcement in said):
                break
        return answer

    def redo(self, _command: Command) -> Answer:
        """Play again the last action undo took back; refused when there is none."""
        log = self._actions()
        if not log.undone:
            return [self.session.announcer.history.nothing_to_redo()]
        action = log.undone[-1]
        answer = self.session.move(replay(self.session.game, action), redo=True)
        if log.line and log.line[-1] == action:
            log.undone.pop()
        return answer

    def last(self, command: Command) -> Answer:
        """This game's last actions in effect, newest first (``RECENT``, or as many as asked)."""
        count = command.number if command.number else RECENT
        return [self.session.announcer.history.recent_actions(self._actions().recent(count))]
