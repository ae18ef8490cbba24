"""The keys of the full terminal in words: ``help keys`` and ``keys`` (issue 16).

The list is worded from the keys it is given (``commands.table.KEYS``, what the
terminal binds: ``keymap.OWN_KEYS`` and the command rows' keys), so the
help names exactly the keys the game answers: one line for the keys that act
on an empty line (the card cursor), one for those that act at any time. A
game kind may word a key its own way (``pyramid-key-does-cursor-play``: a
Pyramid card is chosen, then its partner), found by the kind's message prefix.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import message_ids
from ..values.keymap import Key
from .announcement import Announcement
from .words import Words

__all__ = ["KeysWords"]


class KeysWords:
    """The key list (``lines``) and where it cannot be used (``unavailable``)."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def lines(self, messages: str, keys: Sequence[Key]) -> list[Announcement]:
        """Two lines, event "info": the empty-line keys, then the keys for any time,
        each "KEY: what it does", in ``keys`` order (``commands.table.KEYS``: the
        terminal's keys, which the command rows give in part). ``messages``: the game kind's
        message prefix ("pyramid-"), whose own key wording wins where it has one."""
        return [self._key_line("keys-empty-line", [k for k in keys if k.empty_line], messages),
                self._key_line("keys-any-time", [k for k in keys if not k.empty_line], messages)]

    def unavailable(self) -> Announcement:
        """The terminal sends no single keys (--plain, TERM=dumb, a script): type the
        commands instead. Event "info"."""
        return self.words.say("keys-unavailable", "info")

    def _key_line(self, msg_id: str, keys: Sequence[Key], messages: str) -> Announcement:
        words = self.words
        known = message_ids(words.lang)
        items = []
        for key in keys:
            own = f"{messages}key-does-{key.action}"
            does = words.t(own if messages and own in known else f"key-does-{key.action}")
            items.append(words.t("key-item", key=words.t(f"key-name-{key.name}"), does=does))
        return words.say(msg_id, "info", keys=words.t("group-separator").join(items))
