"""The value the announcer hands out: one thing to say, and the names of its kinds."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["EVENT_NAMES", "Announcement", "Move", "Seen"]

EVENT_NAMES = (
    "board", "removed", "revealed", "drawn", "peak_cleared", "won", "blocked",
    "undone", "refused", "info", "working",
)
"""The values ``Announcement.event`` takes (the JSON lines' ``event`` key); "working" is the
line said before an answer expected to take long, never an answer itself."""


@dataclass(frozen=True)
class Seen:
    """A card the player can see, as a fact: where it is and, when face up, which it is.

    On the tableau ``row`` and ``place`` (1-based, as the read-out counts
    them; a played card keeps its place); on the waste ``waste`` is True and
    they are None. ``card`` is its code ("7S"), None for a face-down card
    (only ``announcer.facts`` makes these, from face-up cards alone). ``free``:
    whether it can be played now (None: not said).
    """

    row: int | None = None
    place: int | None = None
    card: str | None = None
    free: bool | None = None
    waste: bool = False

    def to_json(self) -> dict[str, object]:
        """``{"row": 4, "place": 1, "card": "7S", "free": true}``; a face-down card
        ``{"row": 1, "place": 1, "hidden": true, "free": false}``; the waste top
        ``{"card": "8D", "waste": true}``. Keys left out where they do not apply."""
        out: dict[str, object] = {}
        if self.waste:
            out["waste"] = True
        else:
            out["row"], out["place"] = self.row, self.place
        if self.card is not None:
            out["card"] = self.card
        else:
            out["hidden"] = True
        if self.free is not None:
            out["free"] = self.free
        return out


Move = Seen | tuple[Seen, ...]
"""A legal move as a fact: a TriPeaks card to play, or the one or two cards a Pyramid
removal takes (a king alone, a pair)."""


def _move_json(move: Move) -> dict[str, object]:
    if isinstance(move, Seen):
        return move.to_json()
    return {"cards": [seen.to_json() for seen in move]}


@dataclass(frozen=True)
class Announcement:
    """One thing to say: its kind, its text, the facts behind it, and its spoken forms.

    ``event`` is one of EVENT_NAMES; ``card`` a card code such as ``"TS"``;
    ``reason`` an ``events.Reason`` value (or ``"bad_code"``) for refusals;
    ``score`` and ``stock`` the values after the event, where they apply.
    The board and moves answers also carry their cards as values:
    ``cards`` (every tableau card not played, ``Seen``), ``waste`` (the
    waste top's code), ``moves`` (``Move``) and ``draw`` (whether a draw is
    possible); docs/scripting.md gives the JSON.

    The printed forms ``brief_text`` and ``full_text`` are the line at those
    verbosity levels (None: the text); ``printed`` picks one.

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
    cards: tuple[Seen, ...] | None = None
    waste: str | None = None
    moves: tuple[Move, ...] | None = None
    draw: bool | None = None
    brief_text: str | None = None
    full_text: str | None = None

    def printed(self, verbosity: str = "normal") -> str:
        """The line printed (and the JSON lines' ``text``) at ``verbosity``.

        "brief": ``brief_text`` (only what changed, e.g. "Drew 3 of clubs."
        without the cards left); "full": ``full_text`` (the score and the
        draw pile added after a move); where that is None, and at "normal"
        or any other value, the text. Worded by the announcer
        (``announcer.verbosity``), digits kept as in the text.
        """
        if verbosity == "brief" and self.brief_text is not None:
            return self.brief_text
        if verbosity == "full" and self.full_text is not None:
            return self.full_text
        return self.text

    def to_json(self) -> dict[str, object]:
        """A dict for a JSON line: ``event`` and ``text`` always, ``card``, ``reason``,
        ``score``, ``stock``, ``cards``, ``waste``, ``moves`` and ``draw`` only when set
        (the spoken forms never)."""
        out: dict[str, object] = {"event": self.event, "text": self.text}
        for key in ("card", "reason", "score", "stock", "waste"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.cards is not None:
            out["cards"] = [seen.to_json() for seen in self.cards]
        if self.moves is not None:
            out["moves"] = [_move_json(move) for move in self.moves]
        if self.draw is not None:
            out["draw"] = self.draw
        return out
