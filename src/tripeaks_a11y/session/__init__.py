"""The game session: routes parsed commands into the engines and returns announcements.

It holds one player's session (the game being played, its kind and code, the
rules, the last answer for ``repeat``, a pending question) and knows no
terminal. Its modules: ``base`` (state and shared steps), ``play`` (board
queries and moves), ``dealing`` (deals, codes, questions about leaving a
game), ``preferences`` (settings commands and help) and ``conversation``
(``Session`` itself: a line in, answers out).
"""

from .conversation import Session

__all__ = ["Session"]
