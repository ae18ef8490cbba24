"""The sentences for what a move did: one announcement per engine event, undo included.

A removal and a draw also get their brief and full spoken forms: brief says
nothing after a removal (the player just named the card) and only the card
after a draw; full adds the score (``speech-score``). The printed forms at
those levels come from ``verbosity``.

Under a scoring that counts runs (traditional scoring, docs/rules.md
"Variants") a removal that is the second card of its run or later says the
run and its points ("Played 4 of spades. Run of 3: 3 points."), and a draw
that ends a run of two or more says so ("That ends a run of 3."). A score
below zero is spoken with the word for minus (``score-below-zero``): a voice
may drop the sign (espeak-ng's Arabic does); the printed text keeps "-12".

Under open peaks (docs/rules.md "Variants") a card that a removal leaves with
nothing on it is announced where the default game's "Revealed: …" line goes:
"Now free: 7 of hearts, row 3 card 6." (``now-free``), an announcement of
event "revealed" as that line is (the same earcon, the same JSON line shape).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import join_and
from ..values.events import (
    WASTE,
    Blocked,
    Drawn,
    Event,
    Freed,
    KingRemoved,
    Paired,
    PeakCleared,
    Removed,
    Revealed,
    Undone,
    Won,
)
from .announcement import Announcement
from .verbosity import with_printed_forms
from .words import AnyGame, Words, prefix, row_of

__all__ = ["EventWords"]

_PEAK_NAMES: dict[int, tuple[str, ...]] = {2: ("left", "right"), 3: ("left", "middle", "right")}
"""The peaks' names from the left, by how many a layout has (``peak-cleared``'s selector);
a layout of any other count numbers its peaks from the left (``peak-cleared-nth``)."""

RUN_SAID_FROM = 2
"""The shortest run a removal or a draw mentions: a lone card's point goes unsaid."""


class EventWords:
    """What a move or an undo did, one announcement per event."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def told(self, game: AnyGame, events: Sequence[Event]) -> list[Announcement]:
        """One announcement per event, in order (``game`` is the state after them).

        A removal's and a draw's ``brief`` and ``full`` are set (``events``).
        """
        return [self.words.signed(self.words.counted(with_printed_forms(self.words, game, event,
                                                                        self._event(game, event))))
                for event in events]

    def _event(self, game: AnyGame, event: Event) -> Announcement:
        ids = prefix(game)
        if isinstance(event, Removed):
            text = self.words.t("removed", card=self.words.card(event.card))
            if event.run >= RUN_SAID_FROM:
                text += " " + self.words.t("run-scored", count=event.run, points=event.points)
            return self._scored("removed", text, event.card.code, event.score)
        if isinstance(event, (Paired, KingRemoved)):
            return self._pyramid_removal(game, event)
        if isinstance(event, Revealed):
            # Its place as the player names it ("row 3 card 5"): issue 13, point 4.
            text = self.words.t("revealed", card=self.words.card(event.card),
                                row=row_of(game, event.position),
                                slot=game.layout.slot_of(event.position) + 1)
            return Announcement("revealed", text, card=event.card.code)
        if isinstance(event, Freed):
            # Open peaks: the line Revealed would give, for a card face up all along; the
            # same event name, so its earcon and a script's handling are the same too.
            text = self.words.t("now-free", card=self.words.card(event.card),
                                row=row_of(game, event.position),
                                slot=game.layout.slot_of(event.position) + 1)
            return Announcement("revealed", text, card=event.card.code)
        if isinstance(event, PeakCleared):
            count = game.layout.peak_count
            names = _PEAK_NAMES.get(count)
            text = (self.words.t("peak-cleared", peak=names[event.peak], bonus=event.bonus,
                                 score=event.score) if names is not None
                    else self.words.t("peak-cleared-nth", number=event.peak + 1, count=count,
                                      bonus=event.bonus, score=event.score))
            return Announcement("peak_cleared", text, score=event.score)
        if isinstance(event, Drawn):
            name = self.words.card(event.card)
            text = self.words.t("drawn", card=name, count=event.stock_left)
            if event.run_ended >= RUN_SAID_FROM:
                text += " " + self.words.t("run-ended", count=event.run_ended)
            return self._scored("drawn", text, event.card.code, event.score,
                                stock=event.stock_left, brief=name)
        if isinstance(event, Won):
            text = self.words.t(f"{ids}won", score=event.score, count=event.stock_left)
            return Announcement("won", text, score=event.score, stock=event.stock_left)
        if isinstance(event, Blocked):
            return Announcement("blocked", self.words.t(f"{ids}blocked", score=event.score),
                                score=event.score)
        if isinstance(event, Undone):
            return self._undone(game, event)
        raise TypeError(f"not a game event: {event!r}")

    def _pyramid_removal(self, game: AnyGame, event: Paired | KingRemoved) -> Announcement:
        if isinstance(event, Paired):
            first, second = (self.words.card(c) for c in event.cards)
            text = self.words.t("pyramid-paired", first=first, second=second, points=event.points,
                                score=event.score)
            code = event.cards[0].code
        else:
            msg_id = ("pyramid-waste-king-removed" if event.position == WASTE
                      else "pyramid-king-removed")
            text = self.words.t(msg_id, card=self.words.card(event.card), points=event.points,
                                score=event.score)
            code = event.card.code
        if event.freed:
            cards = [c for c in map(game.card_at, event.freed) if c is not None]
            text += " " + self.words.t("pyramid-freed", **self.words.genders(cards),
                                       cards=join_and(self.words.lang,
                                                      [self.words.card(c) for c in cards]))
        positions = event.positions if isinstance(event, Paired) else (event.position,)
        if WASTE in positions:
            top = event.waste_top
            text += " " + (self.words.t("pyramid-waste-now", card=self.words.card(top)) if top
                           else self.words.t("pyramid-waste-now-empty"))
        return self._scored("removed", text, code, event.score)

    def _scored(self, event: str, text: str, card: str, score: int,
                stock: int | None = None, brief: str = "") -> Announcement:
        """A removal or a draw, full adding the score; ``brief`` its brief form, by default
        "" (nothing: after a removal the player has just named the card)."""
        return Announcement(event, text, card=card, score=score, stock=stock, brief=brief,
                            full=f"{text} {self.words.t('speech-score', score=score)}")

    def _undone(self, game: AnyGame, event: Undone) -> Announcement:
        words = self.words
        action = event.action
        if isinstance(action, Paired):
            first, second = (words.card(c) for c in action.cards)
            text = words.t("pyramid-undone-paired", first=first, second=second,
                           score=event.score)
            code = action.cards[0].code
        elif isinstance(action, KingRemoved):
            text = words.t("pyramid-undone-king", card=words.card(action.card), score=event.score)
            code = action.card.code
        elif isinstance(action, Removed):
            text = words.t("undone-removed", card=words.card(action.card),
                           row=row_of(game, action.position), score=event.score)
            code = action.card.code
        else:
            text = words.t("undone-drawn", card=words.card(action.card), score=event.score)
            code = action.card.code
        if event.turned_down:  # by place only: a face-down card is never named (issue 30)
            places = [words.t("place", row=row_of(game, pos), slot=game.layout.slot_of(pos) + 1)
                      for pos in event.turned_down]
            text += " " + words.t("undone-face-down", places=join_and(words.lang, places),
                                  count=len(places))
        return Announcement("undone", text, card=code, score=event.score, stock=event.stock_left)
