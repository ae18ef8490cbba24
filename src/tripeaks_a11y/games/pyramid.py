"""The Pyramid game state and its moves: pure, no text, no I/O (docs/pyramid.md, seed 002).

A deal is 52 cards in deal order: the 28 pyramid cards row by row, left to
right (rows of 1 … 7), then the 24 stock cards top first. The waste starts
empty. A move's source is a pyramid position 0-27 or ``WASTE`` (the waste
top). Moves return a tuple of events or raise a MoveError carrying the
reason; a refused move never changes the state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from ..values.cards import Card, Rank
from ..values.events import (
    WASTE,
    BadSumError,
    Blocked,
    BlockedCardError,
    CoveredCardError,
    Drawn,
    Event,
    Hint,
    KingRemoved,
    NotAKingError,
    Paired,
    SameCardError,
    WasteEmptyError,
    Won,
)
from ..values.layouts import PYRAMID, Layout
from .tableau import UNDO_LIMIT, Status, TableauGame

__all__ = ["Hint", "PyramidGame", "SUM", "UNDO_LIMIT"]

SUM = 13
"""Two cards pair when their ranks add up to this (A=1, J=11, Q=12); a king is 13 alone."""


@dataclass(frozen=True)
class _Snapshot:
    removed: int
    stock_pos: int
    waste: tuple[Card, ...]
    score: int
    chain: int
    status: Status
    action: Paired | KingRemoved | Drawn


class PyramidGame(TableauGame[_Snapshot, Card]):
    """One game of Pyramid (docs/pyramid.md).

    Shape: ``deal`` is 52 distinct cards in deal order (module docstring);
    ``undo_limit`` actions can be taken back (100). ``score`` counts pyramid
    cards removed by the player's points rule (28 at most); ``chain`` counts
    removals since the last draw. Every pyramid card is face up. Raises
    ValueError for a deal that is not 52 distinct cards.
    """

    layout: Layout = PYRAMID

    def __init__(self, deal: Sequence[Card], undo_limit: int = UNDO_LIMIT) -> None:
        # The stock is every card after the pyramid; the waste starts empty.
        super().__init__(deal, stock_from=self.layout.size, waste=(), undo_limit=undo_limit)
        self.score = 0
        self.chain = 0

    def source_of(self, card: Card) -> int | None:
        """The source that holds ``card`` usably: its position, WASTE, or None."""
        pos = self._where.get(card)
        if pos is not None and self.is_available(pos):
            return pos
        if self._waste and self._waste[-1] == card:
            return WASTE
        return None

    def usable_sources(self) -> tuple[int, ...]:
        """Sources in board order: uncovered pyramid positions, then WASTE if it has a card."""
        return self.available_positions() + ((WASTE,) if self._waste else ())

    @property
    def waste_top(self) -> Card | None:
        """The waste pile's top card, or None while the waste is empty."""
        return self._waste[-1] if self._waste else None

    def removals(self) -> tuple[tuple[int, ...], ...]:
        """Every legal removal now: kings as 1-tuples, pairs as 2-tuples, in board order."""
        sources = self.usable_sources()
        ranks = [self._rank(s) for s in sources]
        found: list[tuple[int, ...]] = []
        for i, a in enumerate(sources):
            if ranks[i] == Rank.KING:
                found.append((a,))
            for j in range(i + 1, len(sources)):
                if ranks[i] + ranks[j] == SUM:
                    found.append((a, sources[j]))
        return tuple(found)

    def hint(self) -> Hint | None:
        """Seed 002's hint: the first king or legal pair in board order, else draw.

        Board order: rows top to bottom, left to right, then the waste top.
        The first card in that order that is a king, or has a partner adding to
        13 later in that order, with its first such partner; when no removal
        exists, "draw" while the stock has cards; None when the game is over.
        Never makes the move.
        """
        if self.is_over:
            return None
        sources = self.usable_sources()
        for i, a in enumerate(sources):
            if self._rank(a) == Rank.KING:
                return Hint("king", (a,))
            for b in sources[i + 1:]:
                if self._rank(a) + self._rank(b) == SUM:
                    return Hint("pair", (a, b))
        return Hint("draw") if self.stock_count else None

    # ----- moves ---------------------------------------------------------

    def pair(self, first: Card, second: Card) -> tuple[Event, ...]:
        """Remove two usable cards whose ranks add up to 13.

        Raises SameCardError for one card twice, CoveredCardError for a pyramid
        card still covered, BlockedCardError for a card in the stock, deeper
        in the waste or already removed, BadSumError when the sum is not 13,
        GameOverError after a win.
        """
        self._refuse_if_won(first)
        if first == second:
            raise SameCardError(first)
        return self.pair_sources(self.locate(first), self.locate(second))

    def pair_sources(self, a: int, b: int) -> tuple[Event, ...]:
        """``pair`` by sources (positions 0-27 or WASTE); WasteEmptyError for an empty waste."""
        self._refuse_if_won(None)
        card_a, card_b = self._usable(a), self._usable(b)
        if a == b:
            raise SameCardError(card_a)
        total = int(card_a.rank) + int(card_b.rank)
        if total != SUM:
            raise BadSumError(card_a, card_b, total)
        points = 2 if WASTE not in (a, b) else 1
        return self._remove((a, b), (card_a, card_b), points)

    def remove_king(self, card: Card) -> tuple[Event, ...]:
        """Remove a usable king alone (1 point from the pyramid, 0 from the waste).

        Raises NotAKingError for any other rank; usability errors as ``pair``.
        """
        self._refuse_if_won(card)
        return self.remove_source(self.locate(card))

    def remove_source(self, source: int) -> tuple[Event, ...]:
        """``remove_king`` by source (position 0-27 or WASTE)."""
        self._refuse_if_won(None)
        card = self._usable(source)
        if card.rank != Rank.KING:
            raise NotAKingError(card)
        return self._remove((source,), (card,), 0 if source == WASTE else 1)

    def _on_draw(self) -> None:
        self.chain = 0  # a draw breaks the chain of removals (seed 002)

    def _restore(self, snap: _Snapshot) -> None:
        # The whole state before the last action (one pair is one action).
        self._removed = snap.removed
        self._stock_pos = snap.stock_pos
        self._waste = list(snap.waste)
        self.score = snap.score
        self.chain = snap.chain
        self.status = snap.status

    # ----- internals -----------------------------------------------------

    def _rank(self, source: int) -> int:
        card = self.card_of(source)
        assert card is not None
        return int(card.rank)

    def locate(self, card: Card) -> int:
        """The source holding ``card`` usably (position 0-27 or WASTE).

        Raises CoveredCardError for a pyramid card still covered, and
        BlockedCardError for a card in the stock, deeper in the waste or gone.
        """
        source = self.source_of(card)
        if source is not None:
            return source
        pos = self._where.get(card)
        if pos is not None and not self.is_removed(pos):
            raise CoveredCardError(card)
        raise BlockedCardError(card)

    def _usable(self, source: int) -> Card:
        if source == WASTE:
            if not self._waste:
                raise WasteEmptyError()
            return self._waste[-1]
        card = self.card_at(source)
        if card is None:
            raise BlockedCardError(self._tableau[source])
        if self.coverers(source):
            raise CoveredCardError(card)
        return card

    @property
    def _snapshot(self) -> Callable[[Paired | KingRemoved | Drawn], _Snapshot]:
        return partial(_Snapshot, self._removed, self._stock_pos, tuple(self._waste),
                       self.score, self.chain, self.status)

    def _remove(self, sources: tuple[int, ...], cards: tuple[Card, ...],
                points: int) -> tuple[Event, ...]:
        snapshot_before = self._snapshot
        for source in sources:
            if source == WASTE:
                self._waste.pop()
            else:
                self._removed |= 1 << source
        # After all removals, so that a parent freed by both cards of a pair counts.
        freed = [parent for source in sources if source != WASTE
                 for parent in self.layout.covers[source] if self.is_available(parent)]
        self.score += points
        self.chain += 1
        self.moves += 1
        event: Paired | KingRemoved
        if len(cards) == 2:
            event = Paired((cards[0], cards[1]), (sources[0], sources[1]), points, self.score,
                           self.chain, tuple(sorted(set(freed))), self.waste_top)
        else:
            event = KingRemoved(cards[0], sources[0], points, self.score, self.chain,
                                tuple(sorted(set(freed))), self.waste_top)
        self._history.append(snapshot_before(event))
        return (event, *self._end_check())

    def _end_check(self) -> tuple[Event, ...]:
        if self._all_removed():
            self.status = Status.WON
            return (Won(self.score, self.stock_count),)
        if not self.stock_count and not self.removals():
            self.status = Status.BLOCKED
            return (Blocked(self.score),)
        return ()

