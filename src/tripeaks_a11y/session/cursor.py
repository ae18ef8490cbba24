"""The card cursor (issue 16, point 1): what a cursor key press says and does.

The cursor is conversation state: a tableau place (a position 0-27, kept
after its card is played), the waste pile or the draw pile. It starts on the
first free card of the bottom row (else the first free card, else the first
card left, else the draw pile) and starts again so whenever ``self.session.game`` is
another object than the one it was set for (a new deal, restart, resume,
another game), checked at each call. ``Cursor`` is a front-end: the keys
(session/keys.py) call three methods: ``step`` moves and says where the
cursor is, ``here`` says it without moving, ``play`` plays what is under it
by making the command the player could type and answering it through
``Session.command``, so that questions, records and the guided game see it.

How it moves (the choices, as the keys' help words them):

- left/right: along the row to the previous/next place that still holds a
  card, played places skipped; none that way: it stays ("End of the row.").
  On the piles, left is the waste and right the draw pile.
- up/down: to the row above or below that still holds a card (rows with no
  card left are skipped), by the layout's covering relation first: down to a
  card that covers this place (or was over it), up to a card it covers; when
  none of those holds a card, the nearest place of that row holding one,
  by the places' horizontal position (a bottom-row place is its slot, a
  place above the mean of the places over it), the left one on a tie. Down
  from the lowest row with cards goes to the waste, then the draw pile; up
  from the draw pile goes to the waste, and up from the waste back to the
  lowest row with cards, near the place the cursor left. Up on the top row
  and down on the draw pile stay, and say so.
- next/previous: the next/previous free card (face up, nothing on it) in
  reading order (rows top to bottom, left to right), wrapping around; from
  the piles, and before the cursor was first said on a game (its start
  place is never said: the first Tab after a deal says card 1, issue 30),
  the first/last free card. None free: "No free card." and the draw pile;
  the cursor stays.
- After a play the cursor stays on that place, now empty, until moved.

Playing: a TriPeaks card is ``play`` with its place, the draw pile ``draw``,
the TriPeaks waste a short refusal, an empty place "No card here.". In
Pyramid a king (on the pyramid or the waste) is ``remove``; another free
card is chosen first, and the next press on a second card plays the pair
(``pair``, the waste top as ``WasteTarget``), the engine's refusal included;
a press on the chosen card again drops the choice. A covered Pyramid card
with no choice made is ``play`` with its place, refused as typed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..announcer import Announcement
from ..commands import Command, PositionTarget, Target, WasteTarget
from ..games.pyramid import PyramidGame
from ..values.cards import Card, Rank
from ..values.events import WASTE
from .base import Answer

if TYPE_CHECKING:
    from .base import SessionBase

__all__ = ["DIRECTIONS", "STOCK", "Cursor"]

STOCK = -2
"""The cursor's place on the draw pile (beside ``events.WASTE``, -1, and positions 0-27)."""

DIRECTIONS = frozenset({"left", "right", "up", "down", "next", "previous"})
"""The directions ``Cursor.step`` takes."""


class Cursor:
    """The card cursor: ``step``, ``here`` and ``play``."""

    def __init__(self, session: SessionBase) -> None:
        self.session = session
        self._cursor_game: object | None = None  # the game the cursor was set for
        self._cursor_at: int = STOCK  # a position 0-27, WASTE or STOCK
        self._cursor_left_at: int | None = None  # the last tableau place, up from the piles
        self._cursor_chosen: tuple[int, Card] | None = None  # Pyramid: a pair's first card
        self._cursor_unsaid = True  # set on a game and not said yet: Tab starts at the first

    # ----- the three calls -------------------------------------------------

    def step(self, direction: str) -> Answer:
        """Move the cursor one step ``direction`` ("left", "right", "up", "down",
        "next", "previous") and say where it is now: one announcement. An edge
        leaves it where it is and says so first. Raises ValueError for another
        direction."""
        if direction not in DIRECTIONS:
            raise ValueError(f"no such direction: {direction!r}")
        self._cursor_sync()
        if direction in ("next", "previous"):
            free = self.session.game.available_positions()
            if not free:
                return [self.session.announcer.cursor.no_free(self.session.game)]
            forward = direction == "next"
            if self._cursor_unsaid:  # the start place was never said: the first free card
                self._cursor_to(free[0] if forward else free[-1])
            else:
                self._cursor_to(self._free_step(free, forward=forward))
            return self.here()
        place = self._cursor_move(direction)
        if place is None:
            self._cursor_unsaid = False
            return [self._cursor_said(edge=direction)]
        self._cursor_to(place)
        return self.here()

    def here(self) -> Answer:
        """Say where the cursor is, without moving it: one announcement."""
        self._cursor_sync()
        self._cursor_unsaid = False
        return [self._cursor_said()]

    def play(self) -> Answer:
        """Play what is under the cursor, as the typed command would (see the module
        docstring); the answer is that command's, or a short refusal or the
        Pyramid choice, kept for ``repeat`` as every answer."""
        self._cursor_sync()
        self._cursor_unsaid = False  # played where it is: the next Tab goes on from there
        place, game = self._cursor_at, self.session.game
        if place == STOCK:
            return self.session.command(Command("draw"))
        if not self.session.kind.pairs:
            if place == WASTE:
                return self.session.remember([self.session.announcer.cursor.waste_refused()])
            if game.card_at(place) is None:
                return self.session.remember([self.session.announcer.cursor.no_card()])
            return self.session.command(Command("play", target=self._target(place)))
        return self._pyramid_play(place)

    # ----- Pyramid: kings, choices and pairs ---------------------------------

    def _pyramid_play(self, place: int) -> Answer:
        game = cast(PyramidGame, self.session.game)  # only Pyramid chooses cards (no joker)
        card = game.waste_top if place == WASTE else game.card_at(place)
        chosen = self._cursor_chosen
        if chosen is not None and self._card_of(chosen[0]) != chosen[1]:
            chosen = self._cursor_chosen = None  # undone, or gone: no longer a choice
        if card is None:
            return self.session.remember([self.session.announcer.cursor.no_card()])
        if chosen is not None:
            self._cursor_chosen = None
            if chosen[0] == place:
                return self.session.remember([self.session.announcer.cursor.choice_dropped()])
            return self.session.command(Command("pair", target=self._target(chosen[0]),
                                        second=self._target(place)))
        if card.rank == Rank.KING:
            return self.session.command(Command("remove", target=self._target(place)))
        if place != WASTE and not game.is_available(place):
            return self.session.command(Command("play", target=self._target(place)))
        self._cursor_chosen = (place, card)
        return self.session.remember([self.session.announcer.cursor.chosen(card)])

    def _card_of(self, place: int) -> Card | None:
        game = cast(PyramidGame, self.session.game)  # a Pyramid choice: no joker
        return game.waste_top if place == WASTE else game.card_at(place)

    def _target(self, place: int) -> Target:
        """The target the player would type for ``place``: its row and card, or the waste."""
        if place == WASTE:
            return WasteTarget()
        layout = self.session.game.layout
        return PositionTarget(layout.row_of(place) + 1, layout.slot_of(place) + 1)

    # ----- where the cursor is ------------------------------------------------

    def _cursor_sync(self) -> None:
        """Set the cursor on a game it was not set for: the first free card of the
        bottom row, else the first free card, else the first card left, else the
        draw pile."""
        game = self.session.game
        if self._cursor_game is game:
            return
        self._cursor_game = game
        self._cursor_chosen = None
        self._cursor_left_at = None
        self._cursor_unsaid = True
        layout = game.layout
        bottom = layout.positions_in_row(len(layout.row_sizes) - 1)
        free = game.available_positions()
        held = [p for p in range(layout.size) if not game.is_removed(p)]
        start = next((p for p in free if p in bottom), None)
        if start is None:
            start = free[0] if free else (held[0] if held else STOCK)
        self._cursor_to(start)

    def _cursor_to(self, place: int) -> None:
        self._cursor_at = place
        if place >= 0:
            self._cursor_left_at = place

    def _cursor_said(self, edge: str | None = None) -> Announcement:
        place, game = self._cursor_at, self.session.game
        if place == STOCK:
            return self.session.announcer.cursor.stock(game, edge)
        if place == WASTE:
            return self.session.announcer.cursor.waste(game, edge)
        return self.session.announcer.cursor.place(game, place, edge)

    # ----- how it moves ---------------------------------------------------------

    def _free_step(self, free: tuple[int, ...], *, forward: bool) -> int:
        at = self._cursor_at
        if at < 0:
            return free[0] if forward else free[-1]
        if forward:
            return next((p for p in free if p > at), free[0])
        return next((p for p in reversed(free) if p < at), free[-1])

    def _cursor_move(self, direction: str) -> int | None:
        """The place one step ``direction`` (left, right, up, down); None at an edge."""
        at, layout = self._cursor_at, self.session.game.layout
        if at < 0:  # the piles: waste, then the draw pile
            if direction == "left":
                return WASTE if at == STOCK else None
            if direction == "right":
                return STOCK if at == WASTE else None
            if direction == "down":
                return STOCK if at == WASTE else None
            return WASTE if at == STOCK else self._back_to_rows()
        if direction in ("left", "right"):
            line = layout.positions_in_row(layout.row_of(at))
            side = [p for p in line if (p < at if direction == "left" else p > at)]
            if direction == "left":
                side.reverse()
            return next((p for p in side if self._holds(p)), None)
        rows = range(layout.row_of(at) - 1, -1, -1) if direction == "up" \
            else range(layout.row_of(at) + 1, len(layout.row_sizes))
        for row in rows:
            held = [p for p in layout.positions_in_row(row) if self._holds(p)]
            if held:
                near = layout.covers[at] if direction == "up" else layout.covered_by[at]
                linked = [p for p in near if self._holds(p)]
                return self._nearest(linked or held, at)
        return None if direction == "up" else WASTE

    def _back_to_rows(self) -> int | None:
        """Up from the waste: the lowest row with cards, near the tableau place left."""
        layout = self.session.game.layout
        for row in range(len(layout.row_sizes) - 1, -1, -1):
            held = [p for p in layout.positions_in_row(row) if self._holds(p)]
            if held:
                left = self._cursor_left_at
                return self._nearest(held, left) if left is not None else held[0]
        return None

    def _holds(self, pos: int) -> bool:
        return not self.session.game.is_removed(pos)

    def _nearest(self, places: list[int] | tuple[int, ...], at: int) -> int:
        """The place of ``places`` nearest ``at`` across, the left one on a tie."""
        x = self._across(at)
        return min(places, key=lambda p: (abs(self._across(p) - x), self._across(p)))

    def _across(self, pos: int) -> float:
        """Where ``pos`` lies across the layout: its slot in the bottom row, else the
        mean of the places over it (layouts.py's covering relation)."""
        layout = self.session.game.layout
        over = layout.covered_by[pos]
        if not over:
            return float(layout.slot_of(pos))
        return sum(self._across(p) for p in over) / len(over)
