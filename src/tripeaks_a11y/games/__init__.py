"""The game engines: the state of one game, its legal moves, play, draw and undo.

``tableau`` is the base both games share (cards in place, face up or down,
covered or free, the stock and the waste, snapshot undo); ``tripeaks`` and
``pyramid`` are the two games (docs/rules.md, docs/pyramid.md). Engines know no text and
do no I/O: a move returns events or raises a MoveError carrying its reason.
The table of game kinds that joins them with deals is ``kinds``; ``AnyGame``
is the type of a game in play, whichever it is.
"""

from .pyramid import PyramidGame
from .tripeaks import TriPeaksGame

__all__ = ["AnyGame"]

AnyGame = TriPeaksGame | PyramidGame
"""A game in play, of any kind: the one name every layer uses for it."""
