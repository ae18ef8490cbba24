"""Adding a command from outside the package: its row, its words and its handler.

``register_command(row, words_by_lang, handler)`` is the whole of a new
command for the parser, ``help`` and ``help all``, docs/commands.md
(``reference``), the spoken grammar (``listen.grammar``), hearing, Ctrl+C and
the keys, since they all read ``table.ROWS`` and ``grammar.COMMANDS``: the row
is added to the table, its words to each language's module (checked as at
import), the parser's lookup tables are built again, and the handler is kept
for the session, which binds it by the row's name in its dispatch mapping.
Its help line is the catalog message ``row.help_id`` in every language. The
built-in commands are rows of ``table.ROWS`` and words of the language
modules, with their handlers in the session (docs/architecture.md "Add a
command"); this is the same recipe done at run time, as ``kinds.register``
does for a game (tests/test_toy_command.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from . import grammar
from .model import Command
from .table import CommandRow

__all__ = ["Handler", "register_command", "registered_handlers", "unregister_command"]

Handler = Callable[[Any, Command], Any]
"""A command's handler: (the session, the command) -> its answer (a list of
``Announcement``); the session binds it to itself by the row's name."""

_HANDLERS: Final[dict[str, Handler]] = {}


def register_command(row: CommandRow, words_by_lang: dict[str, tuple[str, ...]],
                     handler: Handler) -> None:
    """Add the command ``row`` with its words (``words_by_lang[lang]``, the form help
    shows first) and its ``handler``, for every session made from now on.

    Raises ValueError, changing nothing, when the name is taken or the words lack
    a language (``grammar.add_command``).
    """
    grammar.add_command(row, words_by_lang)
    _HANDLERS[row.name] = handler
    _rebuild()


def unregister_command(name: str) -> None:
    """Take away a command ``register_command`` added; KeyError for any other name."""
    grammar.remove_command(name)
    _HANDLERS.pop(name, None)
    _rebuild()


def registered_handlers() -> Mapping[str, Handler]:
    """The handlers of the commands added by ``register_command``, by name."""
    return dict(_HANDLERS)


def _rebuild() -> None:
    """The parser's tables, made from the grammar, made again (imported here: they are
    built when the first line is read, not when the game starts)."""
    from . import lexicon, nearest

    lexicon.rebuild()
    nearest.rebuild()
