"""The manual page ``tripeaks-a11y(6)`` (docs/tripeaks-a11y.6), made from the argparse parsers.

``python -m tripeaks_a11y.reference.manpage > docs/tripeaks-a11y.6`` writes the page;
``tests/test_manpage.py`` checks that the page in the repository is current
and that groff formats it without a warning. The wheel installs it as
``share/man/man6/tripeaks-a11y.6`` (pyproject's ``shared-data``), where pipx
links it. Every subcommand, option and help text is read from the parsers
(``parsers``); the environment variables from ``environment.ENVIRONMENT``.
The page names no folder of this machine: the default paths are given as
platformdirs gives them on Linux. Plain ASCII roff: every other character
is written as a groff ``\\[uXXXX]`` escape.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from .. import __version__
from ..environment import ENVIRONMENT
from ..program.parsers import Option, main_parser, nested_subcommands, options, subcommands

__all__ = ["manual_page", "roff"]

PROGRAM = "tripeaks-a11y"

_FILES = (
    ("~/.config/tripeaks-a11y/settings.toml",
     "The player's settings (language, speech, rules, voice input), kept at the keyboard; "
     "script mode reads and writes none. TRIPEAKS_A11Y_CONFIG_DIR moves its folder. "
     "Elsewhere than Linux: the platform's configuration folder."),
    ("~/.local/share/tripeaks-a11y/records.sqlite3",
     "Every game played at the keyboard (or with --data-dir), saved after each move; "
     "'tripeaks-a11y records --csv FILE' exports it. TRIPEAKS_A11Y_DATA_DIR or --data-dir "
     "moves its folder. Elsewhere than Linux: the platform's data folder."),
)

_EXIT_STATUS = (
    "0 when the game or its input ends (doctor and completion: always); 1 when speak, stats, "
    "records or listen fails; 2 for bad options; 74 when the output cannot be written "
    "(a full disk); 128+N when signal N ends the game (129 SIGHUP, 130 Ctrl+C in script "
    "mode, 143 SIGTERM)."
)

_SEE_ALSO = (
    "The guides installed with the package, in the folder tripeaks_a11y/docs beside the "
    "code (pip show tripeaks-a11y gives its location): accessibility.md (also in Arabic "
    "and Croatian), commands.md, voice.md, rules.md, pyramid.md, scripting.md; and "
    "README.md. espeak-ng(1), orca(1), spd-say(1)."
)


def roff(text: str) -> str:
    """``text`` as roff body text: backslashes and hyphens escaped, any character
    outside ASCII as ``\\[uXXXX]``, and a line that would start with a control
    character (``.`` or ``'``) guarded with ``\\&``."""
    out = text.replace("\\", "\\e").replace("-", "\\-")
    out = "".join(ch if ord(ch) < 128 else f"\\[u{ord(ch):04X}]" for ch in out)
    lines = [("\\&" + line if line[:1] in (".", "'") else line) for line in out.split("\n")]
    return "\n".join(lines)


def _invocation(row: Option) -> str:
    """An option as the page shows it: bold flags, an italic value."""
    value = f" \\fI{roff(row.metavar)}\\fR" if row.takes_value else ""
    if not row.flags:
        return f"\\fI{roff(row.metavar)}\\fR" + (" ..." if row.many else "")
    return ", ".join(f"\\fB{roff(flag)}\\fR{value}" for flag in row.flags)


def _synopsis(name: str, rows: Sequence[Option]) -> str:
    """One synopsis line: the command and each option, optional ones in brackets."""
    parts = [f"\\fB{roff(name)}\\fR"]
    for row in rows:
        if row.flags[:1] == ("-h",):
            continue
        shown = _invocation(row).split(", ")[-1] if row.flags else _invocation(row)
        parts.append(shown if row.required else f"[{shown}]")
    return " ".join(parts)


def _option_list(rows: Sequence[Option]) -> list[str]:
    lines: list[str] = []
    for row in rows:
        lines += [".TP", _invocation(row), roff(row.help or "(no description)")]
    return lines


def manual_page() -> str:
    """The whole page as roff (``man`` macros), section 6."""
    parser = main_parser()
    commands = subcommands(parser)
    main = options(parser)
    lines = [
        f'.\\" {PROGRAM}(6), made by python -m tripeaks_a11y.reference.manpage; do not edit.',
        f'.TH TRIPEAKS\\-A11Y 6 "" "{PROGRAM} {roff(__version__)}" "Games"',
        ".nh",  # no hyphenation: option and variable names stay whole
        ".ad l",
        ".SH NAME",
        f"{roff(PROGRAM)} \\- {roff(parser.description or '')}",
        ".SH SYNOPSIS",
        _synopsis(PROGRAM, [row for row in main if row.flags != ("--version",)])
        + " [\\fBplay\\fR] [\\fIoptions\\fR]",
        ".br",
        f"\\fB{roff(PROGRAM)}\\fR \\fIsubcommand\\fR [\\fIoptions\\fR]",
        ".br",
        f"\\fB{roff(PROGRAM)} \\-\\-version\\fR",
        ".SH DESCRIPTION",
        roff("TriPeaks and Pyramid solitaire for blind and low-vision players, in a terminal "
             "with a screen reader or with the game's own voice, in Arabic, Croatian or "
             "English, by typed or spoken commands. Answers are plain lines of text."),
        ".PP",
        roff("play is the default subcommand: 'tripeaks-a11y --game 1' is "
             "'tripeaks-a11y play --game 1'. Each subcommand's --help gives its options, "
             "as listed below."),
        ".SH OPTIONS",
        *_option_list(main),
        ".SH SUBCOMMANDS",
    ]
    for command in [*commands, *nested_subcommands()]:
        rows = options(command.parser)
        lines += [
            f".SS {roff(command.name)}",
            _synopsis(f"{PROGRAM} {command.name}", rows),
            ".PP",
            roff(command.parser.description or command.help),
            *_option_list(rows),
        ]
    lines += [".SH ENVIRONMENT"]
    for row in ENVIRONMENT:
        lines += [".TP", f"\\fB{roff(row.name)}\\fR", roff(row.help[:1].upper() + row.help[1:])
                  + "."]
    lines += [".SH FILES"]
    for path, what in _FILES:
        lines += [".TP", f"\\fI{roff(path)}\\fR", roff(what)]
    lines += [".SH EXIT STATUS", roff(_EXIT_STATUS), ".SH SEE ALSO", roff(_SEE_ALSO)]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(manual_page())
