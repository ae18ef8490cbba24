"""Reading commands: typed or dictated text, in English, Arabic or Croatian, to a Command.

The public face of the package; the modules behind it, each with one job:

* ``table``: one ``CommandRow`` per command (name, argument, help, whether it
  reads or searches, what the guided game and the keys use), the table the
  parser, help, the reference, the spoken grammar and the keys read;
* ``registry``: a command added at run time (row, words, handler);
* ``model``: Command, its targets and ParseError (plain values);
* ``normalize``: the folded form words are looked up under;
* ``grammar``: every word of every language (one module per language),
  checked against the rows at import;
* ``lexicon``: the lookup tables built from the grammar at import;
* ``lexer``: text to lexemes (tokens, codes, longest phrases);
* ``targets``: lexemes to cards, ranks and places;
* ``arguments``: one reader per kind of argument a command takes;
* ``nearest``: the command or rank closest to an unknown input;
* ``parser``: ``parse`` and ``parse_card``, which tie them together.

Beside them, ``locate`` finds a said target on the game in play (a row, a position, a
source), for the session.
"""

from __future__ import annotations

from ..values.cards import Card, Rank
from .grammar import BOTTOM_ROW, COMMAND_NAMES, COMMANDS, COMMANDS_BY_NAME, CommandSpec
from .model import (
    MAX_LINE,
    CardTarget,
    Command,
    JokerTarget,
    ParseError,
    ParseErrorKind,
    PositionTarget,
    RankTarget,
    Target,
    WasteTarget,
)
from .normalize import normalize

# The parser's tables (``lexicon``, ``nearest``) are built when the first line is
# read, not when the game starts: its first answers read no command (issue 28 point 4).


def parse(text: str, *, max_length: int | None = MAX_LINE, lang: str | None = None) -> Command:
    """``parser.parse``: one line of input read as a Command; ParseError otherwise."""
    from .parser import parse as parse_line

    return parse_line(text, max_length=max_length, lang=lang)


def parse_card(text: str) -> Card | None:
    """``parser.parse_card``: the card that the whole of ``text`` names, or None."""
    from .parser import parse_card as card_named

    return card_named(text)


def suggested_word(command: str | None, rank: Rank | None, lang: str) -> str | None:
    """``nearest.suggested_word``: the word to suggest in ``lang`` (the command's first
    word, else the rank's), or None."""
    from .nearest import suggested_word as suggested

    return suggested(command, rank, lang)

__all__ = [
    "BOTTOM_ROW",
    "COMMANDS",
    "COMMANDS_BY_NAME",
    "COMMAND_NAMES",
    "MAX_LINE",
    "CardTarget",
    "Command",
    "CommandSpec",
    "JokerTarget",
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
