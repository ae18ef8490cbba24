"""What both solitaires share: a tableau of 28 cards, a stock, a waste, and their queries.

Pure: no text, no I/O. TriPeaks (``engine``) and Pyramid (``pyramid``) build on
``TableauGame``: the cards dealt to the tableau and to the stock, which
tableau positions are gone, the stock position, the waste pile, the move
counter, the status and the undo history; and the queries that mean the same
in both games (a card's place, what covers it, what removing it frees). The
moves, the scores and the face-down cards are each game's own.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Generic, Protocol, TypeVar, cast

from ..values.cards import Card, Joker
from ..values.events import (
    WASTE,
    Drawn,
    Event,
    GameOverError,
    KingRemoved,
    NothingToUndoError,
    Paired,
    Removed,
    StockEmptyError,
    Undone,
)
from ..values.layouts import Layout
from .scoring import Run

__all__ = ["Status", "TableauGame", "UNDO_LIMIT"]

UNDO_LIMIT = 100
"""How many actions undo can take back (docs/rules.md "Undo", docs/pyramid.md)."""

class Snapshot(Protocol):
    """What an undo snapshot holds at least: the event of the action it undoes."""

    @property
    def action(self) -> Removed | Drawn | Paired | KingRemoved: ...


S = TypeVar("S", bound=Snapshot)
C = TypeVar("C", bound=Card | Joker)
"""What the stock and the waste hold: ``Card`` (Pyramid), ``Card | Joker`` (TriPeaks)."""


class Status(Enum):
    """Where the game stands."""

    PLAYING = "playing"
    WON = "won"
    BLOCKED = "blocked"  # TriPeaks "no more moves"; Pyramid "lost"


class TableauGame(Generic[S, C]):
    """The state and queries common to TriPeaks and Pyramid.

    Shape: ``deal`` is 52 distinct cards in deal order, the tableau first
    (``layout.size`` cards, row by row, left to right); ``stock_from`` is the
    index in ``deal`` of the stock's top card; ``waste`` the cards dealt face
    up to the waste. ``S`` is the game's undo snapshot, kept for the last
    ``undo_limit`` actions. ``C`` is what the stock and the waste hold:
    ``Card``, or ``Card | Joker`` in a game whose rules add the joker, which
    never enters the tableau (``stock_cards`` gives the stock, joker
    included). Raises ValueError when the deal is not 52 distinct cards.
    """

    layout: Layout
    score: int

    def __init__(self, deal: Sequence[Card], *, stock_from: int, waste: Sequence[Card],
                 undo_limit: int, stock_cards: Sequence[C] | None = None) -> None:
        cards = tuple(deal)
        if len(cards) != 52 or len(set(cards)) != 52:
            raise ValueError("a deal is 52 distinct cards")
        self.deal = cards
        self._tableau = cards[:self.layout.size]
        self._stock_cards: tuple[C, ...] = (
            tuple(stock_cards) if stock_cards is not None
            else cast(tuple[C, ...], cards[stock_from:]))
        self._where = {card: pos for pos, card in enumerate(self._tableau)}
        self._removed = 0  # bit p set: tableau position p is gone
        self._stock_pos = 0  # index into _stock_cards of the stock's top card
        self._waste: list[C] = cast(list[C], list(waste))
        self.moves = 0
        self.status = Status.PLAYING
        self._history: deque[S] = deque(maxlen=undo_limit)

    # ----- queries -------------------------------------------------------

    def card_at(self, pos: int) -> Card | None:
        """The card at tableau position ``pos`` (0-27), or None once removed."""
        return None if self.is_removed(pos) else self._tableau[pos]

    def card_of(self, source: int) -> Card | C | None:
        """The card at a source: a tableau position, or WASTE for the waste's top card.

        None when the source holds no card (a removed position, an empty waste).
        """
        if source == WASTE:
            return self._waste[-1] if self._waste else None
        return self.card_at(source)

    def is_removed(self, pos: int) -> bool:
        """True when the card at ``pos`` has left the tableau."""
        return bool(self._removed >> pos & 1)

    def is_face_up(self, pos: int) -> bool:
        """True when the card at ``pos`` is face up (every card, unless a game says not)."""
        return True

    def coverers(self, pos: int) -> tuple[int, ...]:
        """Positions still covering ``pos``, left to right (empty when uncovered)."""
        return tuple(c for c in self.layout.covered_by[pos] if not self.is_removed(c))

    def is_available(self, pos: int) -> bool:
        """Still on the tableau, face up and covered by nothing."""
        return not self.is_removed(pos) and self.is_face_up(pos) and not self.coverers(pos)

    def would_free(self, pos: int) -> tuple[int, ...]:
        """Positions that removing ``pos`` alone would uncover (its other coverer gone)."""
        return tuple(
            parent for parent in self.layout.covers[pos]
            if not self.is_removed(parent)
            and all(c == pos or self.is_removed(c) for c in self.layout.covered_by[parent]))

    def position_of(self, card: Card) -> int | None:
        """Tableau position dealt ``card``, or None when it was dealt elsewhere."""
        return self._where.get(card)

    def has_left_play(self, card: Card) -> bool:
        """True when ``card`` was in sight and has left the game: a removed tableau card
        not on the waste, or a drawn card no longer on the waste (Pyramid's removals,
        docs/pyramid.md "Playing"). Always False in TriPeaks, whose played cards stay on
        the waste. A card still in the stock or face down is not in sight: False.
        """
        if card in self._waste:
            return False
        pos = self._where.get(card)
        if pos is not None:
            return self.is_removed(pos)
        return card in self._stock_cards[:self._stock_pos]

    def available_positions(self) -> tuple[int, ...]:
        """Available positions in read-out order (rows top to bottom, left to right)."""
        return tuple(p for p in range(self.layout.size) if self.is_available(p))

    @property
    def waste(self) -> tuple[C, ...]:
        """The waste pile, bottom first."""
        return tuple(self._waste)

    @property
    def stock(self) -> tuple[C, ...]:
        """The stock, top card first."""
        return self._stock_cards[self._stock_pos:]

    @property
    def stock_count(self) -> int:
        """Cards left in the stock."""
        return len(self._stock_cards) - self._stock_pos

    @property
    def cards_left(self) -> int:
        """Tableau cards not yet removed (0 when won)."""
        return self.layout.size - bin(self._removed).count("1")

    @property
    def can_draw(self) -> bool:
        """True when ``draw`` would turn a card now: the stock holds one and no rule forbids it."""
        return self.stock_count > 0 and not self._draw_forbidden()

    def _draw_forbidden(self) -> bool:
        """True when a game's rule refuses a draw now although the stock holds a card."""
        return False

    @property
    def undo_depth(self) -> int:
        """How many actions undo can still take back."""
        return len(self._history)

    @property
    def is_over(self) -> bool:
        """True when won or blocked (lost)."""
        return self.status is not Status.PLAYING

    def draw(self) -> tuple[Event, ...]:
        """Turn the stock's top card onto the waste; the stock is never recycled.

        docs/rules.md "Playing", docs/pyramid.md "Playing". Raises StockEmptyError when the stock is
        empty, GameOverError after a win.
        """
        self._refuse_if_won(None)
        if not self.stock_count:
            raise StockEmptyError()
        card = self._stock_cards[self._stock_pos]
        snapshot_before = self._snapshot
        self._on_draw()
        self._stock_pos += 1
        self._waste.append(card)
        self.moves += 1
        drawn = self._drawn(card)
        self._history.append(snapshot_before(drawn))
        return (drawn, *self._end_check())

    def undo(self) -> tuple[Event, ...]:
        """Take back the last action, restoring the whole state before it (``_restore``).

        The move counter does not go down (docs/rules.md "Undo"); the ``Undone`` event
        names the positions turned face down again (``turned_down``). Raises
        NothingToUndoError when the history (the last ``undo_limit`` actions)
        is empty.
        """
        if not self._history:
            raise NothingToUndoError()
        snap = self._history.pop()
        face_up = [p for p in range(self.layout.size)
                   if not self.is_removed(p) and self.is_face_up(p)]
        self._restore(snap)
        turned_down = tuple(p for p in face_up if not self.is_face_up(p))
        return (Undone(snap.action, self.score, self.stock_count, turned_down),)

    @property
    def _snapshot(self) -> Callable[[Drawn], S]:
        """Freeze the state now; the snapshot is made once the action's event is known."""
        raise NotImplementedError

    def _on_draw(self) -> None:
        """What a draw changes besides the stock and the waste (the score, a chain)."""

    def _drawn(self, card: C) -> Drawn:
        """The event of a draw that turned ``card``, made once the state is the new one."""
        return Drawn(card, self.stock_count, self.score)

    @property
    def run(self) -> Run | None:
        """The run of removals the score counts (``games.scoring.Run``), None when the
        game's scoring counts none (every game but TriPeaks under traditional scoring)."""
        return None

    def _end_check(self) -> tuple[Event, ...]:
        """Won or blocked after an action, as events; sets the status."""
        raise NotImplementedError

    def _restore(self, snap: S) -> None:
        """Put back the state a snapshot holds; each game knows its own fields."""
        raise NotImplementedError

    def _all_removed(self) -> bool:
        return self._removed == (1 << self.layout.size) - 1

    def _refuse_if_won(self, card: Card | None) -> None:
        if self.status is Status.WON:
            raise GameOverError(card)
