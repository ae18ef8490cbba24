"""What a key press says and does: ``Session.key`` and the ``keys`` command (issue 16).

The terminal binds the table ``commands.table.KEYS`` and hands each press's action
here. A key that stands for a command (F2 draw, F3 undo, F4 hint, F6 board,
F7 repeat, F8 stop) makes that ``Command`` and answers it through
``Session.command``, the path of a typed command, so that its answer,
questions, records and the guided game are the typed command's own. The
cursor keys go to the card cursor (session/cursor.py); F9 turns the game's
speech off (``speech none``) and back on to the output chosen before.
F5 (listen) is the terminal's own (``terminal.Ears``). ``keys`` and ``help
keys`` say the key list, or, where the terminal sends no single keys
(``listen_key`` False: --plain, TERM=dumb, a script), that the commands are
typed instead.
"""

from __future__ import annotations

from ..commands import Command
from ..commands.table import KEY_ACTIONS, find, keys_now  # [command table] keys from the rows
from ..keymap import CURSOR_DIRECTIONS
from .base import Answer
from .cursor import CursorMixin

__all__ = ["KeysMixin"]


class KeysMixin(CursorMixin):
    """``key(action)`` for a key press, and the ``keys`` command."""

    _speech_before_off: str | None = None  # the output F9 turned off, to turn back on

    def key(self, action: str) -> Answer:
        """Answer a key press: ``action`` is one of ``commands.table.KEY_ACTIONS`` except
        ``listen`` (the terminal's own). Returns the announcements to say, one
        line for a cursor key; raises ValueError for an action the table lacks."""
        if action in CURSOR_DIRECTIONS:
            return self._remember(self._cursor_step(CURSOR_DIRECTIONS[action]))
        if action == "cursor-play":
            return self._cursor_play()
        row = find(action)  # [command table] a key of a command's row: answered as typed
        if row is not None and row.keys:
            return self.command(Command(action))
        if action == "speech-toggle":
            return self._speech_toggle()
        if action in KEY_ACTIONS:
            raise ValueError(f"the terminal answers this key itself: {action!r}")
        raise ValueError(f"no such key action: {action!r}")

    def _keys(self, _command: Command) -> Answer:
        """``keys`` and ``help keys``: the key list, or that none can be used here."""
        if not self.listen_key:
            return [self.announcer.keys.unavailable()]
        return self.announcer.keys.lines(self.kind.messages, keys_now())  # [command table]

    def _speech_toggle(self) -> Answer:
        """F9: ``speech none`` while speech goes anywhere (what is in force, the
        ``--speech`` of this run included, not only the saved choice), else back to
        the output chosen before (``auto`` when none was); answered as the typed
        ``speech`` command."""
        if self.speech_settings is None:
            return [self.announcer.answers.no_speech()]
        speaking = self.speech_settings.apply_setting("speech", None).value != "none"
        if speaking:
            self._speech_before_off = self.preferences.settings.output
            return self.command(Command("speech", arg="none"))
        before = self._speech_before_off
        on = before if before not in (None, "none") else "auto"
        return self.command(Command("speech", arg=on))
