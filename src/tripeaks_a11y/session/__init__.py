"""The game session: routes parsed commands into the engines and returns announcements.

Design: a small core and parts with typed interfaces (no mixins;
``Session.__mro__`` is ``Session``, ``SessionBase``, ``object``).

* The core (``base.SessionBase``) holds the game (its kind, rules, code and
  deal), the dispatch (``handle`` and ``command`` in, answers out; the
  command registry ``handlers``, a plain mapping from a command name to a
  ``Callable[[Command], Answer]``, filled in ``handlers.command_handlers``),
  ``repeat``, the pending question and the shared steps (``move``,
  ``searched``, ``fresh_game``). ``conversation.Session`` makes the parts
  over it and offers their public surface.
* ``questions``: the registry of yes/no questions, keyed by the enum ``Ask``,
  each row with its on-yes, on-no and on-dropped replies; the part that asks a
  question registers its row.
* ``bus``: what happened (``Moved``, ``HintGiven``, ``Replacing``,
  ``GameEnded``), told to the parts that subscribe, in order; each may add
  lines after the answer. ``history`` (``redo``, ``last``) and ``saving``
  (``Recorder``: the records store's row) follow moves; ``records_play``
  (the sentence after a game, ``stats``, ``records``, ``player``) follows
  ``GameEnded``.
* ``tutorial``: the guided game, a filter before and after every command
  (``Tutorial.before``, ``Tutorial.after``: a ``base.CommandFilter`` in
  ``Session.filters``), plus its command and offer.
* Front-ends that produce commands and hand them to the core's dispatch:
  ``hearing`` (``hear``: words heard; ``listen``, ``voice``), ``keys``
  (``key``: a key press) and ``cursor`` (the card cursor the keys move).
* Command handlers as parts: ``play`` (board queries, moves, hints, the line
  kept in ``line``), ``dealing`` (deals, codes, leaving a game) and
  ``settings_commands`` (``SettingsCommands``: settings commands and help).

Each part keeps its own state and is typed against the core
(``SessionBase``), so it reaches another part only when handed it (the tutorial its
``Dealing``, the recorder the ``History``, the keys the ``Cursor``).
"""

from .conversation import Session

__all__ = ["Session"]
