"""The value the announcer hands out: one thing to say, and the names of its kinds."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["EVENT_NAMES", "Announcement"]

EVENT_NAMES = (
    "board", "removed", "revealed", "drawn", "peak_cleared", "won", "blocked",
    "undone", "refused", "info",
)
"""The values ``Announcement.event`` takes (the JSON lines' ``event`` key)."""


@dataclass(frozen=True)
class Announcement:
    """One thing to say: its kind, its text, the facts behind it, and its spoken forms.

    ``event`` is one of EVENT_NAMES; ``card`` a card code such as ``"TS"``;
    ``reason`` an ``events.Reason`` value (or ``"bad_code"``) for refusals;
    ``score`` and ``stock`` the values after the event, where they apply.

    The spoken forms are worded with the text, where speech says something
    else: ``spoken`` at normal verbosity (None: the text), ``brief`` and
    ``full`` at those levels (None: as at normal; "" says nothing). They are
    never printed, so ``to_json`` leaves them out.
    """

    event: str
    text: str
    card: str | None = None
    reason: str | None = None
    score: int | None = None
    stock: int | None = None
    spoken: str | None = None
    brief: str | None = None
    full: str | None = None

    def to_json(self) -> dict[str, object]:
        """A dict for a JSON line: ``event`` and ``text`` always, ``card``, ``reason``,
        ``score`` and ``stock`` only when set (the spoken forms never)."""
        out: dict[str, object] = {"event": self.event, "text": self.text}
        for key in ("card", "reason", "score", "stock"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        return out
