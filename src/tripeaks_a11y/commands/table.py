"""The commands as one table: one ``CommandRow`` per command, in help order.

Everything about a command that is not a word of some language is its row:
its canonical name, what follows it (``arg``), whether that is required,
whether it only reads or searches, whether the guided game treats it as a
move, and the keys that send it. The parser (``grammar``, ``arguments``),
``help`` and ``help all`` (``session.settings_commands``), docs/commands.md
(``reference``), the spoken grammar (``listen.grammar``), hearing
(``session.hearing``: ``READS``), Ctrl+C (``terminal.SEARCHES``), the guided
game (``session.tutorial``) and the keys (``KEYS``, bound by the terminal and
worded by ``help keys``) all read it. A command's words stay in each
language's grammar module (``grammar/en.py``, …) under the row's name;
``grammar`` checks at import that every row has words in every language and
that no language has words for a command without a row. Its help line is the
catalog message ``help_id`` ("help-NAME") in every language; its handler is
bound by name in the session's dispatch mapping (``session/conversation.py``).
A command added from outside (a test's toy command) is added with
``commands.registry.register_command``. The recipe: docs/architecture.md
"Add a command".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal, TypeVar

from ..values.keymap import OWN_KEYS, Key, in_key_order

__all__ = ["CORE", "KEYS", "KEY_ACTIONS", "ROWS", "ArgKind", "CommandRow", "command_keys", "find",
           "keys_now", "row_of", "searches", "bind"]

H = TypeVar("H")

ArgKind = Literal["none", "board", "target", "row", "code", "rules", "errors", "lang", "topic",
                  "pair", "game", "speech", "number", "verbosity", "earcons", "mode", "name",
                  "listen", "voice", "quit", "tutorial"]
"""What follows a command word: nothing, the board's form ("board short"), a
card or position, a row number, a game code or deal number, an option value,
a help topic, two cards (a Pyramid pair), or a name as typed (a player's);
``commands.arguments`` has one reader per kind."""


@dataclass(frozen=True, slots=True)
class CommandRow:
    """One command, everything but its words.

    ``name``: the canonical name (``Command.name``, the key of its words in
    every language module, its handler's name in the session's mapping).
    ``arg``: what follows it (``ArgKind``); ``arg_required``: whether the
    command is refused without it ("play" alone: "missing_argument").
    ``reads``: it changes nothing (neither game nor setting): answered at once
    when heard, whatever ``voice confirm`` says. ``reads_bare``: a setting
    that only says its value when nothing follows it ("rules"). ``searches``:
    it runs a search on a copy that changes nothing, which Ctrl+C may stop and
    before which "Working on it…" may be said (``session.base._searched``).
    ``game_changing``: it changes the game or replaces it, so the guided game
    plays only the step's own (docs/accessibility.md "A guided first game").
    ``asks``: it asks its own yes/no question while a game is in progress (not
    asked twice when heard).
    ``replaces_game``: it ends or replaces the game in play (quit, new,
    restart, game, tutorial), so "did you mean" never offers it: a player who
    mistyped is never led to the command that costs the game (``nearest``;
    issue 30).
    ``keys``: the function keys that send it as a typed command (prompt_toolkit
    names, "f2"), in the order ``help keys`` lists them. ``handler``: the name
    of another command whose handler answers it too ("speech" for "rate"), or ""
    for its own.
    """

    name: str
    arg: ArgKind = "none"
    arg_required: bool = False
    reads: bool = False
    reads_bare: bool = False
    searches: bool = False
    game_changing: bool = False
    asks: bool = False
    replaces_game: bool = False
    keys: tuple[str, ...] = ()
    handler: str = ""

    @property
    def handler_name(self) -> str:
        """The name its handler is bound by in the session: ``handler``, when it
        shares another command's ("remove" is played as "play"), else its own name."""
        return self.handler or self.name

    @property
    def help_id(self) -> str:
        """The catalog message of its help line (``help NAME``, ``help all``,
        docs/commands.md): "help-NAME" (a game may word it its own way:
        ``kinds.GameKind.help_ids``)."""
        return f"help-{self.name}"


ROWS: Final[list[CommandRow]] = [
    CommandRow("board", "board", reads=True, keys=("f6",)),
    CommandRow("row", "row", arg_required=True, reads=True),
    CommandRow("waste", reads=True),
    CommandRow("moves", reads=True),
    CommandRow("play", "target", arg_required=True, game_changing=True),
    CommandRow("look", "target", arg_required=True, reads=True),
    CommandRow("draw", game_changing=True, keys=("f2",)),
    CommandRow("undo", "number", game_changing=True, keys=("f3",)),  # "undo 2": twice
    CommandRow("redo", game_changing=True),
    CommandRow("last", "number", reads=True),
    CommandRow("score", reads=True),
    CommandRow("new", "code", game_changing=True, asks=True, replaces_game=True),
    CommandRow("restart", game_changing=True, asks=True, replaces_game=True),
    CommandRow("code", reads=True),
    CommandRow("rules", "rules", reads_bare=True),
    CommandRow("errors", "errors", reads_bare=True),
    CommandRow("lang", "lang", reads_bare=True),
    CommandRow("repeat", reads=True, keys=("f7",)),
    CommandRow("pair", "pair", arg_required=True, game_changing=True),
    CommandRow("remove", "target", arg_required=True, game_changing=True, handler="play"),
    CommandRow("hint", searches=True, keys=("f4",)),  # not reads: the records count hints
    CommandRow("peek", searches=True),
    CommandRow("odds", reads=True, searches=True),
    CommandRow("solve", reads=True, searches=True),
    CommandRow("chain", reads=True),
    CommandRow("faq", reads=True),
    CommandRow("stats", reads=True),
    CommandRow("records", reads=True),
    CommandRow("player", "name", reads_bare=True),
    CommandRow("game", "game", reads_bare=True, game_changing=True, asks=True,
               replaces_game=True),
    CommandRow("speech", "speech", reads_bare=True),
    CommandRow("rate", "number", reads_bare=True, handler="speech"),
    CommandRow("volume", "number", reads_bare=True, handler="speech"),
    CommandRow("verbosity", "verbosity", reads_bare=True, handler="speech"),
    CommandRow("earcons", "earcons", reads_bare=True, handler="speech"),
    CommandRow("mode", "mode", reads_bare=True, handler="speech"),
    CommandRow("listen", "listen", reads_bare=True),
    CommandRow("voice", "voice", reads_bare=True),
    CommandRow("keys", reads=True),
    CommandRow("tutorial", "tutorial", replaces_game=True),
    CommandRow("help", "topic", reads=True),
    CommandRow("quit", "quit", asks=True, replaces_game=True),
    CommandRow("yes", reads=True),
    CommandRow("no", reads=True),
    CommandRow("stop", reads=True, keys=("f8",)),
]
"""Every command, in help order (``help all``, docs/commands.md). Built-in rows
only here; ``registry.register_command`` appends one (and ``unregister_command``
takes it away again)."""

CORE: Final[frozenset[str]] = frozenset({"repeat", "stop", "yes", "no"})
"""The commands the session's core answers itself (a question's answer, the last
answer again, silence): every other row has a handler bound by its name."""


def find(name: str | None) -> CommandRow | None:
    """The row of command ``name``, or None for a name no row has (or None)."""
    return next((row for row in ROWS if row.name == name), None)


def row_of(name: str) -> CommandRow:
    """The row of command ``name``; KeyError for a name no row has."""
    row = find(name)
    if row is None:
        raise KeyError(name)
    return row


def searches(name: str | None) -> bool:
    """Whether command ``name`` is a search Ctrl+C may stop (``CommandRow.searches``)."""
    row = find(name)
    return row is not None and row.searches


def bind(handlers: Mapping[str, H]) -> dict[str, H]:
    """The dispatch mapping: each command name (``CORE`` aside) to its handler,
    ``handlers[row.handler_name]``, in ``ROWS`` order.

    ``handlers``: each handler by name (the session's). Raises ValueError naming
    them when a row has no handler there or a handler there serves no row.
    """
    rows = [row for row in ROWS if row.name not in CORE]
    missing = [row.name for row in rows if row.handler_name not in handlers]
    unused = [name for name in handlers if all(row.handler_name != name for row in rows)]
    if missing or unused:
        raise ValueError(f"commands without a handler: {missing}; "
                         f"handlers of no row of commands/table.py: {unused}")
    return {row.name: handlers[row.handler_name] for row in rows}


def command_keys() -> tuple[Key, ...]:
    """The keys that send a command (``CommandRow.keys``), each as ``Key(key, name)``."""
    return tuple(Key(key, row.name) for row in ROWS for key in row.keys)


def keys_now() -> tuple[Key, ...]:
    """Every key the full terminal answers, in the order ``help keys`` lists them:
    ``keymap.OWN_KEYS`` (the card cursor, F5 listen once, F9 speech on/off) and
    the rows' keys, by ``keymap.in_key_order``."""
    return in_key_order((*OWN_KEYS, *command_keys()))


KEYS: Final[tuple[Key, ...]] = keys_now()
"""Every key of the built-in rows (``keys_now`` at import): what the terminal binds."""

KEY_ACTIONS: Final[tuple[str, ...]] = tuple(dict.fromkeys(key.action for key in KEYS))
"""The key actions, in ``KEYS`` order: each a cursor move (``keymap.CURSOR_DIRECTIONS``),
``cursor-play``, a command's name (a row with ``keys``), ``listen`` (one utterance: the
terminal's own) or ``speech-toggle``."""
