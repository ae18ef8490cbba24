"""What a key press says and does: ``Session.key`` and the ``keys`` command (issue 16).

The terminal binds the keys of ``commands.table.keys_now()`` and hands each press's action
here. A key that stands for a command (F2 draw, F3 undo, F4 hint, F6 board,
F7 repeat, F8 stop) makes that ``Command`` and answers it through
``Session.command``, the path of a typed command, so that its answer,
questions, records and the guided game are the typed command's own. The
cursor keys go to the card cursor (session/cursor.py, a front-end as this one); F9 turns the game's
speech off (``speech none``) and back on to the output chosen before.
F5 (listen) is the terminal's own (``terminal.Ears``). ``keys`` and ``help
keys`` say the key list, or, where the terminal sends no single keys
(``listen_key`` False: --plain, TERM=dumb, a script), that the commands are
typed instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command
from ..commands.table import KEY_ACTIONS, find, keys_now
from ..values.keymap import CURSOR_DIRECTIONS
from .base import Answer
from .cursor import Cursor

if TYPE_CHECKING:
    from .base import SessionBase

__all__ = ["Keys"]


class Keys:
    """``key(action)`` for a key press, and the ``keys`` command; ``cursor`` the card
    cursor its cursor keys move."""

    def __init__(self, session: SessionBase, cursor: Cursor) -> None:
        self.session = session
        self.cursor = cursor
        self._speech_before_off: str | None = None  # the output F9 turned off, to turn on

    def key(self, action: str) -> Answer:
        """Answer a key press: ``action`` is one of ``commands.table.KEY_ACTIONS`` except
        ``listen`` (the terminal's own). Returns the announcements to say, one
        line for a cursor key; raises ValueError for an action the table lacks."""
        if action in CURSOR_DIRECTIONS:
            return self.session.remember(self.cursor.step(CURSOR_DIRECTIONS[action]))
        if action == "cursor-play":
            return self.cursor.play()
        row = find(action)  # a key of a command's row (CommandRow.keys): answered as typed
        if row is not None and row.keys:
            return self.session.command(Command(action))
        if action == "speech-toggle":
            return self._speech_toggle()
        if action in KEY_ACTIONS:
            raise ValueError(f"the terminal answers this key itself: {action!r}")
        raise ValueError(f"no such key action: {action!r}")

    def keys(self, _command: Command) -> Answer:
        """``keys`` and ``help keys``: the key list, or that none can be used here."""
        if not self.session.listen_key:
            return [self.session.announcer.keys.unavailable()]
        return self.session.announcer.keys.lines(self.session.kind.messages, keys_now())

    def _speech_toggle(self) -> Answer:
        """F9: ``speech none`` while speech goes anywhere (what is in force, the
        ``--speech`` of this run included, not only the saved choice), else back to
        the output chosen before (``auto`` when none was); answered as the typed
        ``speech`` command."""
        if self.session.speech_settings is None:
            return [self.session.announcer.answers.no_speech()]
        speaking = self.session.speech_settings.apply_setting("speech", None).value != "none"
        if speaking:
            self._speech_before_off = self.session.preferences.settings.output
            return self.session.command(Command("speech", arg="none"))
        before = self._speech_before_off
        on = before if before not in (None, "none") else "auto"
        return self.session.command(Command("speech", arg=on))
