"""``tripeaks-a11y completion bash|zsh``: a shell completion script made from the parsers.

The script completes the subcommands, each subcommand's options (with no
subcommand yet, ``play``'s, the default), the values of an option that
lists its choices (``--lang``, ``--speech``…), and file or folder names
after an option whose value is one (its metavar names a FILE, DIR, FOLDER
or PATH); in bash also the commands a subcommand's word chooses
(``listen model``: ``parsers.nested_subcommands``), their options and the
choices of their arguments. Everything comes from the argparse parsers
(``parsers``), so a new option is completed without anyone keeping a list.

Install: ``source <(tripeaks-a11y completion bash)`` in ~/.bashrc, or for
zsh ``tripeaks-a11y completion zsh > ~/.zfunc/_tripeaks-a11y`` with
``~/.zfunc`` in ``fpath`` (or ``source <(tripeaks-a11y completion zsh)``
after ``compinit``).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Sequence

from ..sanitize import echo
from .parsers import Option, Subcommand, main_parser, nested_subcommands, options, subcommands

__all__ = ["SHELLS", "bash_script", "build_parser", "completion_main", "zsh_script"]

PROGRAM = "tripeaks-a11y"
_FUNCTION = "_tripeaks_a11y"
_FILE_WORDS = re.compile(r"FILE|PATH")
_DIR_WORDS = re.compile(r"DIR|FOLDER")


def build_parser() -> argparse.ArgumentParser:
    """The ``tripeaks-a11y completion`` parser: the shell, bash or zsh."""
    parser = argparse.ArgumentParser(
        prog=f"{PROGRAM} completion",
        description="Print a completion script for the shell: the subcommands, their "
                    "options and the options' values. bash: source <(tripeaks-a11y "
                    "completion bash); zsh: tripeaks-a11y completion zsh > a file "
                    "_tripeaks-a11y in a folder of fpath.")
    parser.add_argument("shell", choices=tuple(SHELLS), help="the shell: bash or zsh")
    return parser


def _value_kind(option: Option) -> str:
    """How an option's value is completed: "choices", "dir", "file" or "" (not at all)."""
    if option.choices:
        return "choices"
    if _FILE_WORDS.search(option.metavar):  # a file, or a folder too (FILE|FOLDER)
        return "file"
    if _DIR_WORDS.search(option.metavar):
        return "dir"
    return ""


def _quoted(word: str) -> str:
    """``word`` in single quotes for a shell (bash and zsh alike)."""
    return "'" + word.replace("'", "'\\''") + "'"


def _flags(rows: Sequence[Option]) -> list[str]:
    return [flag for row in rows for flag in row.flags]


def _bash_values(prefix: str, rows: Sequence[Option]) -> list[str]:
    """``case`` branches for the word after each option that takes a value."""
    branches = []
    for row in rows:
        if not row.flags or not row.takes_value:
            continue
        pattern = "|".join(f"{prefix}:{flag}" for flag in row.flags)
        kind = _value_kind(row)
        if kind == "choices":
            reply = f'COMPREPLY=($(compgen -W {_quoted(" ".join(row.choices))} -- "$cur"))'
        elif kind == "dir":
            reply = 'COMPREPLY=($(compgen -d -- "$cur"))'
        elif kind == "file":
            reply = 'COMPREPLY=($(compgen -f -- "$cur"))'
        else:
            reply = "COMPREPLY=()"
        branches.append(f"        {pattern}) {reply}; return 0 ;;")
    return branches


def bash_script(commands: Sequence[Subcommand], main: Sequence[Option]) -> str:
    """The bash script: a function ``_tripeaks_a11y`` and its ``complete -F`` line."""
    names = [command.name for command in commands]
    by_name = {command.name: options(command.parser) for command in commands}
    play = by_name.get("play", [])
    nested = {command.name.replace(" ", "_"): command for command in nested_subcommands()}
    lines = [
        f"# bash completion for {PROGRAM}, made by '{PROGRAM} completion bash'.",
        f"# Use: source <({PROGRAM} completion bash)",
        f"{_FUNCTION}() {{",
        '    local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="" i',
        '    (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"',
        "    for (( i = 1; i < COMP_CWORD; i++ )); do",
        '        case "${COMP_WORDS[i]}" in',
        f"            {'|'.join(names)}) command=\"${{COMP_WORDS[i]}}\"; break ;;",
        "        esac",
        "    done",
        "    for (( i = i + 1; i < COMP_CWORD; i++ )); do",  # listen model: the nested ones
        '        case "$command:${COMP_WORDS[i]}" in',
        *(f'            {command.name.replace(" ", ":")}) command={key}; break ;;'
          for key, command in nested.items()),
        "        esac",
        "    done",
        '    case "$command:$prev" in',
        *_bash_values("", play),  # no subcommand yet: play's options
        *(branch for command in commands for branch in _bash_values(command.name,
                                                                   by_name[command.name])),
        *(branch for key, command in nested.items()
          for branch in _bash_values(key, options(command.parser))),
        "    esac",
        '    case "$command" in',
        f'        "") COMPREPLY=($(compgen -W '
        f'{_quoted(" ".join(dict.fromkeys([*names, *_flags(main), *_flags(play)])))} '
        '-- "$cur")) ;;',
    ]
    for command in commands:
        rows = by_name[command.name]
        if command.name == "completion":
            words = [*_flags(rows), *(c for row in rows if not row.flags for c in row.choices)]
        else:
            words = [*_flags(rows), *(nest.name.split()[1] for nest in nested.values()
                                      if nest.name.split()[0] == command.name)]
        lines.append(f'        {command.name}) COMPREPLY=($(compgen -W '
                     f'{_quoted(" ".join(words))} -- "$cur")) ;;')
    for key, command in nested.items():  # their flags and every positional's choices
        rows = options(command.parser)
        words = [*_flags(rows), *(c for row in rows if not row.flags for c in row.choices)]
        lines.append(f'        {key}) COMPREPLY=($(compgen -W '
                     f'{_quoted(" ".join(words))} -- "$cur")) ;;')
    lines += ["    esac", "    return 0", "}", f"complete -F {_FUNCTION} {PROGRAM}", ""]
    return "\n".join(lines)


def _zsh_help(text: str) -> str:
    """An option's help as a zsh ``_arguments`` description: its first clause, with no
    character that ends the description or the spec."""
    first = re.split(r"[;(]|: ", text, maxsplit=1)[0].strip().replace("'", "\u2019")
    return re.sub(r"[\[\]:\\`$]", " ", first).strip()


def _zsh_specs(rows: Sequence[Option]) -> list[str]:
    """The ``_arguments`` specs of a parser's options, its positionals numbered in order."""
    specs, position = [], 0
    for row in rows:
        if not row.flags:
            position += 1
        specs += _zsh_spec(row, position)
    return specs


def _zsh_spec(row: Option, position: int = 1) -> list[str]:
    """The ``_arguments`` specs of one option (one per flag); a positional is the
    ``position``-th."""
    kind = _value_kind(row)
    action = {"choices": f":{row.metavar}:({' '.join(row.choices)})",
              "dir": f":{row.metavar}:_files -/", "file": f":{row.metavar}:_files",
              "": f":{row.metavar}: "}[kind] if row.takes_value else ""
    if not row.flags:  # a positional argument
        return [_quoted(("*" if row.many else str(position)) + action)]
    repeat = "*" if row.many else ""
    return [_quoted(f"{repeat}{flag}[{_zsh_help(row.help)}]{action}") for flag in row.flags]


def zsh_script(commands: Sequence[Subcommand], main: Sequence[Option]) -> str:
    """The zsh script: a ``#compdef`` function that works from fpath or sourced."""
    descriptions = [_quoted(f"{command.name}:{_zsh_help(command.help)}")
                    for command in commands]
    nested = {command.name.replace(" ", "_"): command for command in nested_subcommands()}
    words = {name: [key.split("_", 1)[1] for key in nested if key.split("_", 1)[0] == name]
             for name in {key.split("_", 1)[0] for key in nested}}
    lines = [
        f"#compdef {PROGRAM}",
        f"# zsh completion for {PROGRAM}, made by '{PROGRAM} completion zsh'.",
        f"{_FUNCTION}() {{",
        "    local -a commands",
        f"    commands=({' '.join(descriptions)})",
        "    local command=play",
        "    if (( CURRENT == 2 )); then",
        "        _describe -t commands subcommand commands",
        "    fi",
        "    if (( CURRENT > 2 )) && (( ${commands[(I)${words[2]}:*]} )); then",
        "        command=${words[2]}",
        "        shift words",
        "        (( CURRENT-- ))",
        "    fi",
        "    local -a nested",  # listen model: a nested command, its word shifted too
        f"    nested=({' '.join(_quoted(key.replace('_', ':')) for key in nested)})",
        "    if (( CURRENT > 2 )) && (( ${nested[(I)$command:${words[2]}]} )); then",
        '        command="${command}_${words[2]}"',
        "        shift words",
        "        (( CURRENT-- ))",
        "    fi",
        '    case "$command" in',
    ]
    for command in commands:
        rows = options(command.parser)
        if command.name == "play":
            rows = [*rows, *(row for row in main if row.flags[:1] != ("-h",))]
        specs = _zsh_specs(rows)
        if command.name in words:  # its nested commands' words, first
            specs.append(_quoted(f"1:command:({' '.join(words[command.name])})"))
        lines.append(f"        {command.name}) _arguments -s {' '.join(specs)} ;;")
    for key, nest in nested.items():
        specs = _zsh_specs(options(nest.parser))
        lines.append(f"        {key}) _arguments -s {' '.join(specs)} ;;")
    lines += [
        "    esac",
        "}",
        'if [[ "${zsh_eval_context[-1]}" == loadautofunc ]]; then',
        f'    {_FUNCTION} "$@"',
        "else",
        f"    compdef {_FUNCTION} {PROGRAM}",
        "fi",
        "",
    ]
    return "\n".join(lines)


SHELLS: dict[str, Callable[[Sequence[Subcommand], Sequence[Option]], str]] = {
    "bash": bash_script,
    "zsh": zsh_script,
}
"""The shells a script is made for, and the function that makes it."""


def completion_main(argv: Sequence[str]) -> int:
    """``tripeaks-a11y completion bash|zsh``: print the script; 0, or 2 for bad options."""
    # argparse quotes a wrong value back raw: only its printable characters reach it.
    args = build_parser().parse_args([echo(word, 80) for word in argv])
    parser = main_parser()
    sys.stdout.write(SHELLS[args.shell](subcommands(parser), options(parser)))
    return 0
