"""Every command-line parser of the program, for what is made from them (man page, completion).

``main_parser`` is ``cli.build_parser``: ``--version`` and the subcommands,
where the subcommands other than ``play`` are stand-ins (they read the rest
of the line with their own parsers). ``subcommands`` gives each subcommand
with its one-line help (from the main parser) and its full parser (from its
own module: ``FULL_PARSERS``); ``nested_subcommands`` the commands chosen by a
subcommand's first word (``listen model``: ``NESTED_PARSERS``), for the man
page; ``options`` reads a parser's options as plain rows. The one thing here
that parses a line is ``parse_line``, which every subcommand's own parser goes
through so that an argument it does not know is echoed made safe.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple

from ..sanitize import echo

__all__ = ["FULL_PARSERS", "NESTED_PARSERS", "Option", "Subcommand", "folder", "main_parser",
           "nested_subcommands", "options", "parse_line", "subcommands"]


def parse_line(parser: argparse.ArgumentParser, argv: Sequence[str]) -> argparse.Namespace:
    """``argv`` read by ``parser``; an argument it does not know ends the run as argparse
    does (usage, exit status 2), but echoed through ``sanitize.echo`` (up to 80
    characters): argparse would print it raw, escape sequences included."""
    args, unknown = parser.parse_known_args(list(argv))
    if unknown:
        parser.error(f"unrecognized arguments: {echo(' '.join(unknown), 80)}")
    return args


def folder(text: str) -> Path:
    """A folder option's value (``--data-dir DIR``) as a path; an empty one is a usage
    error (argparse.ArgumentTypeError): it named the working folder, and the game
    wrote its records file wherever it was started from."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty folder name: give a folder, or leave "
                                         "the option out")
    return Path(text)


def _speak() -> argparse.ArgumentParser:
    from .speak_command import build_parser

    return build_parser()


def _stats() -> argparse.ArgumentParser:
    from .stats.options import _build_parser

    return _build_parser(sys.stdout)


def _records() -> argparse.ArgumentParser:
    from .records_command import _parser

    return _parser()


def _listen() -> argparse.ArgumentParser:
    from .listen_command import build_parser

    return build_parser()


def _listen_model() -> argparse.ArgumentParser:
    from .model_command import build_parser

    return build_parser()


def _listen_enrol(word: str) -> Callable[[], argparse.ArgumentParser]:
    """The parser of ``listen WORD`` for a word of ``enrol_command.ENROL_SUBCOMMANDS``:
    the subparser its module's parser holds."""
    def make() -> argparse.ArgumentParser:
        from .enrol_command import build_parser

        return _subparsers(build_parser()).choices[word]
    return make


def _doctor() -> argparse.ArgumentParser:
    from .doctor import build_parser

    return build_parser()


def _completion() -> argparse.ArgumentParser:
    from .completion import build_parser

    return build_parser()


FULL_PARSERS: dict[str, Callable[[], argparse.ArgumentParser]] = {
    "speak": _speak,
    "stats": _stats,
    "records": _records,
    "listen": _listen,
    "doctor": _doctor,
    "completion": _completion,
}
"""The subcommands whose parser lives in their own module, by name (``play``'s is the
main parser's own)."""

NESTED_PARSERS: dict[str, dict[str, Callable[[], argparse.ArgumentParser]]] = {
    "listen": {"model": _listen_model,
               **{word: _listen_enrol(word) for word in ("words", "enrol", "profile")}},
}
"""The commands a subcommand's first word chooses, by subcommand and word, each with its
own parser (``tripeaks-a11y listen model …``)."""


class Subcommand(NamedTuple):
    """A subcommand: its ``name``, its one-line ``help`` and its full ``parser``."""

    name: str
    help: str
    parser: argparse.ArgumentParser


class Option(NamedTuple):
    """An option or positional argument of a parser, read from its argparse action.

    ``flags``: the option strings (empty for a positional); ``metavar``: the
    value's name, "" for a flag that takes none; ``choices``: the values it
    takes, when argparse lists them; ``help``: its help, "" when none;
    ``required``: whether it must be given; ``many``: whether it may come
    more than once (a repeatable option, a positional of several words).
    """

    flags: tuple[str, ...]
    metavar: str
    choices: tuple[str, ...]
    help: str
    required: bool
    many: bool

    @property
    def takes_value(self) -> bool:
        """Whether the option is followed by a value (a positional always is one)."""
        return bool(self.metavar)


def main_parser() -> argparse.ArgumentParser:
    """The ``tripeaks-a11y`` parser (``cli.build_parser``)."""
    from .cli import build_parser

    return build_parser()


def _subparsers(parser: argparse.ArgumentParser) -> argparse._SubParsersAction[
        argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action
    raise LookupError("the parser has no subcommands")


def subcommands(parser: argparse.ArgumentParser | None = None) -> list[Subcommand]:
    """The subcommands of ``parser`` (default: ``main_parser()``), in its order, each with
    its help and its full parser (``FULL_PARSERS``, else the main parser's own)."""
    parser = parser if parser is not None else main_parser()
    action = _subparsers(parser)
    helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
    return [Subcommand(name, helps.get(name, ""),
                       FULL_PARSERS[name]() if name in FULL_PARSERS else stub)
            for name, stub in action.choices.items()]


def nested_subcommands() -> list[Subcommand]:
    """The commands of ``NESTED_PARSERS`` in its order, each named with both words
    ("listen model"), its help its parser's description."""
    found = []
    for name, words in NESTED_PARSERS.items():
        for word, make in words.items():
            parser = make()
            found.append(Subcommand(f"{name} {word}", parser.description or "", parser))
    return found


def _metavar(action: argparse.Action) -> str:
    if action.nargs == 0:
        return ""
    if isinstance(action.metavar, str):
        return action.metavar
    if action.choices is not None:
        return "{" + ",".join(str(choice) for choice in action.choices) + "}"
    return action.dest.upper() if action.option_strings else action.dest


def options(parser: argparse.ArgumentParser) -> list[Option]:
    """The options and positional arguments of ``parser``, in its order (not the
    subcommands' stand-in)."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        choices = tuple(str(choice) for choice in action.choices or ()) \
            if not isinstance(action.choices, dict) else ()
        many = action.nargs in ("+", "*") or isinstance(action, argparse._AppendAction)
        found.append(Option(tuple(action.option_strings), _metavar(action), choices,
                            action.help or "",
                            bool(action.required or not action.option_strings
                                 and action.nargs not in ("?", "*")),
                            many))
    return found
