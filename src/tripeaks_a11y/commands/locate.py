"""A target as the player said it, found on the game in play: a row, a position, a source.

The parser gives a target as words put it (``PositionTarget(row=4, slot=3)``,
``RankTarget(KING)``, ``CardTarget(7S)``, ``WasteTarget``); these functions
check it against the layout and the cards and return what the engine takes:
a row number, a tableau position (0-27) or a source (a position or WASTE).
What is wrong is a typed ``TargetError`` carrying the facts (defined in
``events`` beside the move refusals, re-exported here); the announcer words
it (``Announcer.refusals.target``). No text here.

Layer 5 (beside commands): it reads the commands' target values and the
engines' public queries.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..games import AnyGame
from ..kinds import SourceGame
from ..values.cards import JOKER, Card, Joker
from ..values.events import (
    WASTE,
    Ambiguous,
    BlockedCardError,
    CardOffTableau,
    JokerOffTableau,
    NoCardOfRank,
    RowOutOfRange,
    SlotEmpty,
    SlotOutOfRange,
    TargetError,
)
from ..values.layouts import Layout
from . import BOTTOM_ROW, CardTarget, JokerTarget, PositionTarget, Target, WasteTarget

__all__ = [
    "Ambiguous",
    "CardOffTableau",
    "JokerOffTableau",
    "NoCardOfRank",
    "RowOutOfRange",
    "SlotEmpty",
    "SlotOutOfRange",
    "TargetError",
    "Piles",
    "Placed",
    "PlacedSources",
    "joker",
    "off_tableau",
    "position",
    "row_number",
    "source",
]



class Placed(Protocol):
    """A game with a layout whose places can be emptied (both engines)."""

    @property
    def layout(self) -> Layout: ...
    def is_removed(self, pos: int) -> bool: ...


class Piles(Protocol):
    """A game's waste (bottom first) and stock (top first): where the joker can be."""

    @property
    def waste(self) -> Sequence[Card | Joker]: ...
    @property
    def stock(self) -> Sequence[Card | Joker]: ...


class PlacedSources(SourceGame, Placed, Piles, Protocol):
    """A game of sources with a layout and piles (Pyramid)."""


def row_number(layout: Layout, row: int) -> int:
    """A row as said (1-based, or BOTTOM_ROW) checked against ``layout``; RowOutOfRange."""
    rows = len(layout.row_sizes)
    if row == BOTTOM_ROW:
        return rows
    if not 1 <= row <= rows:
        raise RowOutOfRange(row, rows)
    return row


def position(game: Placed, target: PositionTarget, *, filled: bool = False) -> int:
    """The tableau position (0-27) of a row and slot as said.

    Raises RowOutOfRange or SlotOutOfRange off the layout, and with ``filled``
    SlotEmpty when the card there has been played.
    """
    layout = game.layout
    row = row_number(layout, target.row)
    size = layout.row_sizes[row - 1]
    if not 1 <= target.slot <= size:
        raise SlotOutOfRange(row, size)
    pos = layout.position_of(row, target.slot)
    if filled and game.is_removed(pos):
        raise SlotEmpty(row, target.slot)
    return pos


def off_tableau(game: AnyGame, card: Card) -> CardOffTableau | None:
    """Why ``card`` is no longer on the tableau, or None while it is there (or unseen).

    The waste's top card and cards played earlier are no secret, so they get
    a plain answer, and so do cards that have left the game (Pyramid's pairs and
    kings, from the pyramid or the waste); a face-down or stock card gets the
    engine's "blocked".
    """
    if card == game.waste_top:
        return CardOffTableau(card, on_waste_top=True)
    where = game.position_of(card)
    if (card in game.waste or (where is not None and game.is_removed(where))
            or game.has_left_play(card)):
        return CardOffTableau(card, on_waste_top=False)
    return None


def joker(game: Piles) -> JokerOffTableau | None:
    """Where the joker named is (variant J): on the waste (how deep), in no game at all,
    or None while it is still in the draw pile, where it is refused as any card there
    (the engine's "blocked"), so that naming it tells nothing the player has not seen."""
    waste = game.waste
    if JOKER in waste:
        return JokerOffTableau(len(waste) - 1 - waste.index(JOKER))
    if JOKER in game.stock:
        return None
    return JokerOffTableau(None)


def source(game: PlacedSources, target: Target, *, off: CardOffTableau | None = None) -> int:
    """Where a target's card is in a game of sources: a tableau position or WASTE.

    ``off`` is ``off_tableau`` of a card target (the waste's top card is a
    usable source; a card played earlier is not). Raises CardOffTableau for a
    card played earlier, the position errors for a place, NoCardOfRank and
    Ambiguous for a rank; JokerOffTableau (or BlockedCardError) for the joker;
    MoveError (from the engine) for an unusable card.
    """
    if isinstance(target, WasteTarget):
        return WASTE
    if isinstance(target, CardTarget):
        if off is not None and not off.on_waste_top:
            raise off
        return game.locate(target.card)
    if isinstance(target, PositionTarget):
        return position(game, target, filled=True)
    if isinstance(target, JokerTarget):
        problem = joker(game)
        if problem is not None:
            raise problem
        raise BlockedCardError()
    usable = [s for s in game.usable_sources()
              if (card := game.card_of(s)) is not None and card.rank == target.rank]
    if not usable:
        raise NoCardOfRank(target.rank, playable=False)
    if len(usable) > 1:
        raise Ambiguous([c for s in usable if (c := game.card_of(s)) is not None])
    return usable[0]
