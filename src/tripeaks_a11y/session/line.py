"""The winning line ``solve`` or ``hint`` found, kept while the player follows it.

One job: remember a solver's line and tell, for the position now on the
table, the moves of that line still to play (issue 13 follow-up: ``hint``
gives the line's next move, ``solve`` its remaining count, so the count
drops by one with each move on the line and the total is what ``solve``
said). A move off the line, another game or a restart leaves the line
behind: the next ``hint`` or ``solve`` searches again.

The line is replayed once, when it is kept, on a copy of the engine, and the
state reached after each of its moves is written down (``state_key``), so
that following it, and undoing along it, is a dictionary look-up.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from ..values.events import Event

__all__ = ["KeptLine", "state_key"]


def state_key(game: Any) -> Hashable:
    """What makes a position of a tableau game (``games/tableau.py``): a cheap, exact key.

    The removed tableau positions, the waste pile's cards and the stock's
    size; every other part of the state (the face-up cards, the score's
    inputs) follows from them and the deal.
    """
    removed = tuple(game.is_removed(p) for p in range(game.layout.size))
    return removed, tuple(game.waste), game.stock_count


@dataclass(frozen=True)
class KeptLine:
    """A line of moves from a position of one engine, with the position after each move.

    ``game``: the engine it was found on (another engine, after ``new`` or
    ``restart``, never follows it); ``moves``: the line, as the solver's move
    values; ``steps``: each position's ``state_key`` to the number of the
    line's moves already played there (0 for the position it was found on).
    """

    game: Any
    moves: tuple[Any, ...]
    steps: dict[Hashable, int]

    @classmethod
    def found(cls, game: Any, moves: Sequence[Any],
              apply: Callable[[Any, Any], Sequence[Event]]) -> KeptLine:
        """Keep ``moves`` found from ``game``'s position; ``apply`` plays one on an engine.

        The engine itself is not moved: the line is replayed on a copy.
        Raises the engine's MoveError when a move of the line is not legal.
        """
        board = copy.deepcopy(game)
        steps: dict[Hashable, int] = {state_key(board): 0}
        for done, move in enumerate(moves, start=1):
            apply(board, move)
            steps[state_key(board)] = done
        return cls(game, tuple(moves), steps)

    def remaining(self, game: Any) -> tuple[Any, ...] | None:
        """The moves still to play from ``game``'s position, or None when it is off the line."""
        if game is not self.game:
            return None
        done = self.steps.get(state_key(game))
        return None if done is None else self.moves[done:]
