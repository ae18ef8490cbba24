"""Reading commands: typed or dictated text, in English, Arabic or Croatian, to a Command.

The public face of the package; the modules behind it, each with one job:

* ``model``: Command, its targets and ParseError (plain values);
* ``normalize``: the folded form words are looked up under;
* ``grammar``: every word of every language (one module per language);
* ``lexicon``: the lookup tables built from the grammar at import;
* ``lexer``: text to lexemes (tokens, codes, longest phrases);
* ``targets``: lexemes to cards, ranks and places;
* ``arguments``: one reader per kind of argument a command takes;
* ``nearest``: the command or rank closest to an unknown input;
* ``parser``: ``parse`` and ``parse_card``, which tie them together.
"""

from __future__ import annotations

from .grammar import BOTTOM_ROW, COMMAND_NAMES, COMMANDS, COMMANDS_BY_NAME, CommandSpec
from .model import (
    CardTarget,
    Command,
    ParseError,
    ParseErrorKind,
    PositionTarget,
    RankTarget,
    Target,
    WasteTarget,
)
from .nearest import suggested_word
from .normalize import normalize
from .parser import MAX_LINE, parse, parse_card

__all__ = [
    "BOTTOM_ROW",
    "COMMANDS",
    "COMMANDS_BY_NAME",
    "COMMAND_NAMES",
    "MAX_LINE",
    "CardTarget",
    "Command",
    "CommandSpec",
    "ParseError",
    "ParseErrorKind",
    "PositionTarget",
    "RankTarget",
    "Target",
    "WasteTarget",
    "normalize",
    "parse",
    "parse_card",
    "suggested_word",
]
