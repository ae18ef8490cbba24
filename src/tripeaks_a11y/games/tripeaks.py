"""The TriPeaks game state and its moves: pure, no text, no I/O (docs/rules.md).

A deal is 52 cards in deal order: the 28 tableau cards row by row, left to
right (3, 6, 9, 10), then the waste card, then the 23 stock cards top first.
Under a rule set that deals no waste card (``RuleSet.dealt_waste`` 0) the
stock is the 24 cards after the tableau, and the first card played may be
any available one. Under ``RuleSet.joker`` the joker (``cards.JOKER``) joins
the stock at the place the deal fixes (``cards.joker_place``; docs/deals.md
§4): drawing it is a draw, and with it on the waste top any
available card may be played. With ``RuleSet.open_peaks`` every tableau card is face up
from the start, and a removal that leaves one with nothing on it says so
(``Freed``) where the default game turns a card up (``Revealed``); with
``RuleSet.traditional_draw`` a draw is refused while a card can be played.
The score follows the rule set's table (``games.scoring.score_table``): the app's, or under
``RuleSet.traditional_scoring`` the tradition's, which counts runs.
Moves return a tuple of events (``events``) or raise a MoveError carrying the
reason; a refused move never changes the state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from ..values.cards import JOKER, Card, Joker, NumberedDeal, Rank, joker_place
from ..values.events import (
    Blocked,
    BlockedCardError,
    CardToPlayError,
    Drawn,
    Event,
    Freed,
    PeakCleared,
    Removed,
    Revealed,
    Won,
    WrongRankError,
)
from ..values.layouts import TRIPEAKS, Layout
from ..values.rules import EASY, RuleSet
from .scoring import Run, score_table
from .tableau import UNDO_LIMIT, Status, TableauGame

# Status and UNDO_LIMIT live in tableau (shared with Pyramid); callers import them here too.
__all__ = ["Status", "TriPeaksGame", "UNDO_LIMIT", "joker_index"]


def joker_index(deal: Sequence[Card], rules: RuleSet, size: int = TRIPEAKS.size) -> int | None:
    """Where the joker lies in the stock of ``deal`` under ``rules`` (0 the top), else None.

    None unless ``rules.joker``; otherwise ``cards.joker_place`` of the deal's
    number (``cards.NumberedDeal``; bare cards count as deal 0) and of the
    stock's size without it, 52 less the ``size`` tableau cards and the dealt
    waste (docs/deals.md §4). The engine and the solver both ask here.
    """
    if not rules.joker:
        return None
    number = deal.number if isinstance(deal, NumberedDeal) else 0
    return joker_place(number, 52 - size - rules.dealt_waste)


@dataclass(frozen=True)
class _Snapshot:
    """Everything an undo restores; the move counter is deliberately absent."""

    removed: int
    face_up: int
    stock_pos: int
    waste: tuple[Card | Joker, ...]
    score: int
    status: Status
    action: Removed | Drawn


class TriPeaksGame(TableauGame[_Snapshot, Card | Joker]):
    """One game of TriPeaks under a rule set.

    Shape: ``deal`` is 52 distinct cards in deal order (module docstring);
    ``undo_limit`` is how many actions undo can take back (docs/rules.md "Undo":
    100; a TriPeaks game has at most 51 actions, so the limit never bites in
    play, but the mechanism is the same for every game).
    Under ``RuleSet.joker`` the stock also holds the joker, at index
    ``joker_at`` (0 the top): ``cards.joker_place`` of the deal's number
    (a ``cards.NumberedDeal``; a deal given as bare cards counts as number
    0, so the joker lies on top). Raises ValueError when the deal is not 52
    distinct cards.
    """

    layout: Layout = TRIPEAKS

    def __init__(self, deal: Sequence[Card], rules: RuleSet = EASY,
                 undo_limit: int = UNDO_LIMIT) -> None:
        size = self.layout.size  # the tableau first, then the waste card (if any), the stock
        dealt = size + rules.dealt_waste
        stock: list[Card | Joker] = list(deal[dealt:])
        self.joker_at = joker_index(deal, rules, size)
        """The joker's index in the stock as dealt (0 the top), None without it."""
        if self.joker_at is not None:
            stock.insert(self.joker_at, JOKER)
        super().__init__(deal, stock_from=dealt, waste=tuple(deal)[size:dealt],
                         undo_limit=undo_limit, stock_cards=stock)
        self.rules = rules
        if rules.open_peaks:  # PySolFC "Open Three Peaks": the whole tableau face up
            self._face_up = (1 << self.layout.size) - 1
        else:
            bottom = self.layout.positions_in_row(len(self.layout.row_sizes) - 1)
            self._face_up = sum(1 << p for p in bottom)
        self._table = score_table(rules, self.layout)
        self._run_ended = 0  # the run the draw under way ends (_on_draw to _drawn)
        self.score = self._table.start

    # ----- queries -------------------------------------------------------

    def is_face_up(self, pos: int) -> bool:
        """True when the card at ``pos`` is face up (removed cards count as face up)."""
        return bool(self._face_up >> pos & 1)

    def playable_positions(self) -> tuple[int, ...]:
        """Available positions whose card may go on the waste top now (any of them on an
        empty waste or on the joker)."""
        rank = self._waste_rank()
        return tuple(p for p in self.available_positions()
                     if self.rules.accepts(self._tableau[p].rank, rank))

    @property
    def run(self) -> Run | None:
        """The run in progress and what its next card would score, under a table that
        counts runs (``RuleSet.traditional_scoring``); None under the app's scoring."""
        table = self._table
        if not table.counts_runs:
            return None
        length = self._run_length()
        return Run(length, table.removal(length + 1))

    @property
    def waste_top(self) -> Card | Joker | None:
        """The waste pile's top card or the joker; None only before the first card under
        ``dealt_waste`` 0."""
        return self._waste[-1] if self._waste else None

    def _waste_rank(self) -> Rank | None:
        # The rank a card played must neighbour; None: any card (an empty waste, the joker).
        top = self.waste_top
        return top.rank if isinstance(top, Card) else None

    # ----- moves ---------------------------------------------------------

    def play_card(self, card: Card) -> tuple[Event, ...]:
        """Remove ``card`` from the tableau onto the waste.

        Raises BlockedCardError when it is not an available tableau card (face
        down, covered, in the stock or already played), WrongRankError when it
        is available but not a neighbour of the waste top (any card goes on the
        joker), GameOverError after a win.
        """
        pos = self.position_of(card)
        if pos is None:
            self._refuse_if_won(card)
            raise BlockedCardError(card)
        return self.play_position(pos)

    def play_position(self, pos: int) -> tuple[Event, ...]:
        """Remove the card at tableau position ``pos`` (0-27); errors as ``play_card``.

        Scores by the rule set's table (``games.scoring``): the card's points
        for its place in the run, then, when the removal leaves its peak
        (``layout.peaks``) with no card, that peak's bonus as the nth peak
        cleared (docs/rules.md "Score" and "Variants"); any number of peaks.
        Events: ``Removed``, any ``PeakCleared``, then one ``Revealed`` (or,
        under open peaks, ``Freed``) per card it uncovers, left to right, then
        any ``Won`` or ``Blocked``.
        """
        card = self._tableau[pos]
        self._refuse_if_won(card)
        if not self.is_available(pos):
            raise BlockedCardError(card)
        if not self.rules.accepts(card.rank, self._waste_rank()):
            raise WrongRankError(card)
        snapshot_before = self._snapshot
        table = self._table
        nth = self._run_length() + 1
        points = table.removal(nth)
        self.score = table.add(self.score, points)
        self._removed |= 1 << pos
        self._waste.append(card)
        self.moves += 1
        events: list[Event] = []
        revealed: list[Event] = []
        for parent in self.layout.covers[pos]:
            if not self.is_face_up(parent) and not self.coverers(parent):
                self._face_up |= 1 << parent
                revealed.append(Revealed(self._tableau[parent], parent))
            elif self.rules.open_peaks and not self.coverers(parent):
                revealed.append(Freed(self._tableau[parent], parent))  # face up all along
        masks, gone = self.layout.peak_masks, self._removed
        peak = self.layout.peak_of[pos]
        if gone & masks[peak] == masks[peak]:  # the peak has no card left
            cleared = sum(1 for mask in masks if gone & mask == mask)
            bonus = table.peak(peak, cleared)
            self.score = table.add(self.score, bonus)
            events.append(PeakCleared(peak, bonus, self.score))
        removed = (Removed(card, pos, self.score, run=nth, points=points) if table.counts_runs
                   else Removed(card, pos, self.score))
        self._history.append(snapshot_before(removed))
        events.insert(0, removed)
        events.extend(revealed)
        events.extend(self._end_check())
        return tuple(events)

    def draw(self) -> tuple[Event, ...]:
        """Turn the stock's top card onto the waste (``TableauGame.draw``).

        Under ``RuleSet.traditional_draw`` (docs/rules.md "Variants": "traditionally one
        draws only when no removal is possible") raises CardToPlayError while
        a card can be played; otherwise errors as ``TableauGame.draw``.
        """
        self._refuse_if_won(None)
        if self.stock_count and self._draw_forbidden():
            raise CardToPlayError()
        return super().draw()

    def _draw_forbidden(self) -> bool:
        # The traditional draw: no draw while a card can be played.
        return self.rules.traditional_draw and bool(self.playable_positions())

    def _on_draw(self) -> None:
        # By default drawing is allowed at any time, even with a card to play; it costs
        # the table's draw points (1, or 5 traditionally) and ends the run.
        self._run_ended = self._run_length() if self._table.counts_runs else 0
        self.score = self._table.add(self.score, self._table.draw)

    def _drawn(self, card: Card | Joker) -> Drawn:
        # The draw's event, with the run it ended under a table that counts runs.
        return Drawn(card, self.stock_count, self.score, run_ended=self._run_ended)

    def _restore(self, snap: _Snapshot) -> None:
        # Cards, face-down state, stock, waste and score exactly as before the action.
        self._removed = snap.removed
        self._face_up = snap.face_up
        self._stock_pos = snap.stock_pos
        self._waste = list(snap.waste)
        self.score = snap.score
        self.status = snap.status

    # ----- internals -----------------------------------------------------

    def _run_length(self) -> int:
        # The removals since the last draw: tableau cards on the waste above its
        # topmost stock (or dealt) card or the joker. Follows from the state, so undo
        # restores it.
        count = 0
        for card in reversed(self._waste):
            if not isinstance(card, Card) or self.position_of(card) is None:
                break
            count += 1
        return count

    @property
    def _snapshot(self) -> Callable[[Removed | Drawn], _Snapshot]:
        # Freeze the state now; the action is filled in once its score is known.
        return partial(_Snapshot, self._removed, self._face_up, self._stock_pos,
                       tuple(self._waste), self.score, self.status)

    def _end_check(self) -> tuple[Event, ...]:
        if self._all_removed():
            self.status = Status.WON
            return (Won(self.score, self.stock_count),)
        if self.stock_count == 0 and not self.playable_positions():
            self.status = Status.BLOCKED
            return (Blocked(self.score),)
        return ()
