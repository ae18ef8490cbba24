"""The keys of the full terminal as a table: which key does what (issue 16).

Pure data, no text: ``KEYS`` lists each key (prompt_toolkit's name for it)
with the session's key action it sends (``Session.key``) and whether it acts
only while the typed line is empty. The terminal binds the table as it is,
and ``help keys`` words it, so the keys the game answers and the keys its help
lists are one list.

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

from dataclasses import dataclass
from typing import Final

__all__ = ["CURSOR_DIRECTIONS", "KEYS", "KEY_ACTIONS", "Key", "keys_for"]


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

KEYS: Final[tuple[Key, ...]] = (
    Key("left", "cursor-left", empty_line=True),
    Key("right", "cursor-right", empty_line=True),
    Key("up", "cursor-up", empty_line=True),
    Key("down", "cursor-down", empty_line=True),
    Key("tab", "cursor-next", empty_line=True),
    Key("s-tab", "cursor-previous", empty_line=True),
    Key("space", "cursor-play", empty_line=True),
    Key("f2", "draw"),
    Key("f3", "undo"),
    Key("f4", "hint"),
    Key("f5", "listen"),
    Key("f6", "board"),
    Key("f7", "repeat"),
    Key("f8", "stop"),
    Key("f9", "speech-toggle"),
)
"""Every key the full terminal answers, in the order ``help keys`` lists them."""

KEY_ACTIONS: Final[tuple[str, ...]] = tuple(dict.fromkeys(key.action for key in KEYS))
"""The key actions, in ``KEYS`` order: each a cursor move (``CURSOR_DIRECTIONS``),
``cursor-play``, a command's name (draw, undo, hint, board, repeat, stop), ``listen``
(one utterance: the terminal's own) or ``speech-toggle``."""


def keys_for(action: str) -> tuple[str, ...]:
    """The names of the keys that send ``action`` (``()`` for none), in ``KEYS`` order."""
    return tuple(key.name for key in KEYS if key.action == action)
