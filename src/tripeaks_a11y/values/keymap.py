"""The keys of the full terminal as a table: which key does what (issue 16).

Pure data, no text: a ``Key`` is a key (prompt_toolkit's name for it) with
the session's key action it sends (``Session.key``) and whether it acts only
while the typed line is empty. ``OWN_KEYS`` lists the keys that send no
command; a key that sends a command is in that command's row
(``commands.table``), and ``commands.table.KEYS`` joins both. The terminal
binds that list as it is, and ``help keys`` words it, so the keys the game
answers and the keys its help lists are one list.

Why these keys (docs/accessibility.md "Keys"): the function keys F2-F9 reach
the game in every terminal and are not screen-reader keys (NVDA, JAWS and Orca
use Insert or Caps Lock with a key, VoiceOver Control+Option); F1, F10 and F11
are left alone because terminals take them (help, menu, full screen). The
card cursor is on the arrow keys, Tab, Shift+Tab and Space only while the
typed line is empty, where line editing has nothing to do with them; once a
character is typed they edit the line as always. Earlier commands are then
recalled with Ctrl+P and Ctrl+N (or Up and Down while typing).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

__all__ = ["CURSOR_DIRECTIONS", "OWN_KEYS", "Key", "in_key_order"]


@dataclass(frozen=True, slots=True)
class Key:
    """One key: ``name`` as prompt_toolkit names it ("f2", "left", "s-tab", "space"),
    the key ``action`` it sends (one of ``KEY_ACTIONS``), and ``empty_line``: whether
    it acts only while the typed line is empty (else it edits the line)."""

    name: str
    action: str
    empty_line: bool = False


CURSOR_DIRECTIONS: Final[dict[str, str]] = {
    "cursor-left": "left", "cursor-right": "right", "cursor-up": "up", "cursor-down": "down",
    "cursor-next": "next", "cursor-previous": "previous",
}
"""The cursor's key actions and the direction each moves it (``Session.cursor.step``)."""

OWN_KEYS: Final[tuple[Key, ...]] = (
    Key("left", "cursor-left", empty_line=True),
    Key("right", "cursor-right", empty_line=True),
    Key("up", "cursor-up", empty_line=True),
    Key("down", "cursor-down", empty_line=True),
    Key("tab", "cursor-next", empty_line=True),
    Key("s-tab", "cursor-previous", empty_line=True),
    Key("space", "cursor-play", empty_line=True),
    Key("f5", "listen"),
    Key("f9", "speech-toggle"),
)
"""The keys that send no command: the card cursor, F5 (listen once: the terminal's
own) and F9 (speech off and on). The keys that send a command (F2 draw, F3 undo, F4
hint, F6 board, F7 repeat, F8 stop) are in the command's row (``commands.table``),
which joins both into ``commands.table.KEYS``."""


def in_key_order(keys: Sequence[Key]) -> tuple[Key, ...]:
    """``keys`` in the order the terminal binds them and ``help keys`` lists them:
    the empty-line keys first, as given, then the others by function-key number
    (F2 before F10), a key that is no function key last."""
    def place(key: Key) -> tuple[int, int]:
        number = key.name[1:]
        if key.empty_line:
            return 0, 0
        return 1, int(number) if key.name.startswith("f") and number.isdigit() else 99

    return tuple(sorted(keys, key=place))

