"""The moves shared by engine, solver and announcer, and their replay on the engines.

One job: name a move as a value. ``Move`` and ``DRAW`` are TriPeaks actions,
``PyramidMove``, ``PYRAMID_DRAW`` and ``PYRAMID_WASTE`` Pyramid ones, in the
engines' own terms (tableau positions of the game's ``layout``, the waste
as ``events.WASTE``); ``apply_move``, ``replay``, ``apply_pyramid_move`` and
``replay_pyramid`` play them on an engine. The solver answers with these
values (``tripeaks_a11y.solver`` re-exports every name here).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from ..values.events import WASTE, Event
from .pyramid import PyramidGame
from .tripeaks import TriPeaksGame

__all__ = [
    "DRAW",
    "Move",
    "PYRAMID_DRAW",
    "PYRAMID_WASTE",
    "PyramidMove",
    "apply_move",
    "apply_pyramid_move",
    "replay",
    "replay_pyramid",
]


@dataclass(frozen=True, slots=True)
class Move:
    """One TriPeaks action: play the tableau card at ``position``, or draw.

    ``position`` is a tableau position of the game's layout (0 to
    ``layout.size - 1``; 0-27 for TriPeaks), None for a draw (``DRAW``).
    Replay with ``apply_move``: ``game.play_position(position)`` or
    ``game.draw()``.
    """

    position: int | None = None

    @property
    def is_draw(self) -> bool:
        """True for a draw from the stock."""
        return self.position is None

    def __str__(self) -> str:
        return "draw" if self.position is None else f"play {self.position}"


DRAW: Final = Move(None)
"""The TriPeaks draw."""

PYRAMID_WASTE: Final = WASTE
"""In a PyramidMove, the waste pile's top card (the engine's ``events.WASTE``, -1)."""


@dataclass(frozen=True, slots=True)
class PyramidMove:
    """One Pyramid action (docs/pyramid.md "Playing"), in the engine's terms.

    ``cards`` holds the sources removed, as ``PyramidGame`` names them and in
    its board order: one pyramid position (0-27 on the Pyramid layout; a
    king), two positions (a pair adding up to 13, the lower first), a
    position and ``PYRAMID_WASTE`` (a pyramid card paired with the waste
    top), ``(PYRAMID_WASTE,)`` (a king on the waste); empty for a draw
    (``PYRAMID_DRAW``). Replay with ``apply_pyramid_move``.
    """

    cards: tuple[int, ...] = ()

    @property
    def is_draw(self) -> bool:
        """True for a draw from the stock."""
        return not self.cards

    def __str__(self) -> str:
        if not self.cards:
            return "draw"
        return "remove " + " ".join("waste" if c == PYRAMID_WASTE else str(c) for c in self.cards)


PYRAMID_DRAW: Final = PyramidMove(())
"""The Pyramid draw."""


def apply_move(game: TriPeaksGame, move: Move) -> tuple[Event, ...]:
    """Play ``move`` on ``game``: ``draw()`` or ``play_position``; the engine's events.

    Raises the engine's MoveError when the move is not legal now.
    """
    if move.position is None:
        return game.draw()
    return game.play_position(move.position)


def replay(game: TriPeaksGame, moves: Iterable[Move]) -> list[Event]:
    """Play every move in order; all the events. Raises MoveError at an illegal one."""
    events: list[Event] = []
    for move in moves:
        events.extend(apply_move(game, move))
    return events


def apply_pyramid_move(game: PyramidGame, move: PyramidMove) -> tuple[Event, ...]:
    """Play ``move`` on ``game``: ``draw``, ``remove_source`` or ``pair_sources``.

    Raises the engine's MoveError when the move is not legal now.
    """
    if not move.cards:
        return game.draw()
    if len(move.cards) == 1:
        return game.remove_source(move.cards[0])
    return game.pair_sources(move.cards[0], move.cards[1])


def replay_pyramid(game: PyramidGame, moves: Iterable[PyramidMove]) -> list[Event]:
    """Play every move in order; all the events. Raises MoveError at an illegal one."""
    events: list[Event] = []
    for move in moves:
        events.extend(apply_pyramid_move(game, move))
    return events
