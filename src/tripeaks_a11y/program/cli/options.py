"""The command line's options: the main parser and ``play``'s options, with the
environment variables listed in ``--help``.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ... import __version__
from ...commands.grammar import STANDARD_RULES
from ...i18n import LANGUAGES
from ...records import records_path
from ...sanitize import echo
from ...settings import OUTPUTS, settings_path
from ...values.rules import VARIANTS
from ..parsers import folder, options

if TYPE_CHECKING:
    pass


SUBCOMMANDS = ("play", "speak", "stats")

_EPILOG = """play is the default: 'tripeaks-a11y --game 1' is 'tripeaks-a11y play --game 1'.
'tripeaks-a11y play --help', 'speak --help', 'stats --help', 'records --help',
'listen --help', 'doctor --help' and 'completion --help' give each one's options.

settings: {settings}
  (TRIPEAKS_A11Y_CONFIG_DIR moves the folder; docs/accessibility.md explains each setting)
records: {records}
  (every game, saved after each move; TRIPEAKS_A11Y_DATA_DIR or --data-dir moves it)

exit status: 0 when the game or its input ends (doctor, completion: always); 1 when speak,
  stats, records or listen fails; 2 for bad options; 74 when the output cannot be written
  (a full disk); 128+N when signal N ends the game (129 SIGHUP, 130 Ctrl+C in script mode,
  131 Ctrl+\\ (SIGQUIT), 143 SIGTERM)

environment:
{environment}"""


def environment_help() -> str:
    """The ``environment`` part of the epilog: each variable of ``environment.ENVIRONMENT``
    and what it does, wrapped to 88 columns under its name."""
    import textwrap

    from ...environment import ENVIRONMENT

    return "\n".join(f"  {row.name}\n" + textwrap.fill(row.help, 88, initial_indent="    ",
                                                         subsequent_indent="    ",
                                                         break_on_hyphens=False)
                     for row in ENVIRONMENT)


def build_parser() -> argparse.ArgumentParser:
    """The ``tripeaks-a11y`` parser: ``--version`` and the subcommands play, speak, stats,
    records, listen, doctor and completion; the epilog names the files and every
    environment variable (``environment.ENVIRONMENT``).

    The subcommands other than ``play`` read the rest of the line with their own
    parsers (``speak_main``, ``stats.main``, ``doctor_main``…; ``parsers`` reads them
    all); ``play`` takes the options of a game.
    """
    # The folder may come from the environment: print only its printable characters.
    settings = "".join(ch for ch in str(settings_path()) if ch.isprintable())
    records = "".join(ch for ch in str(records_path()) if ch.isprintable())
    parser = argparse.ArgumentParser(
        prog="tripeaks-a11y",
        description="TriPeaks and Pyramid solitaire for screen-reader and voice players.",
        epilog=_EPILOG.format(settings=settings, records=records,
                              environment=environment_help()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"tripeaks-a11y {__version__}")
    commands = parser.add_subparsers(dest="command", title="subcommands",
                                     metavar="{play,speak,stats,records,listen,doctor,completion}")
    play = commands.add_parser("play", help="play a game (the default)",
                               description="Play TriPeaks or Pyramid.",
                               epilog=f"settings: {settings}\nrecords: {records}",
                               formatter_class=argparse.RawDescriptionHelpFormatter)
    commands.add_parser("speak", add_help=False,
                        help="say a text with the game's own voice, or write it to a WAV file")
    commands.add_parser("stats", add_help=False,
                        help="solve numbered deals with every card known and report win rates")
    commands.add_parser("records", add_help=False,
                        help="export every recorded game as CSV (records --csv FILE)")
    commands.add_parser("listen", add_help=False,
                        help="print what the speech recogniser hears in a WAV file "
                             "(listen --wav FILE)")
    commands.add_parser("doctor", add_help=False,
                        help="say what a bug report needs: version, solver core, speech, "
                             "microphone, files (doctor --json for tools)")
    commands.add_parser("completion", add_help=False,
                        help="print a shell completion script (completion bash|zsh)")
    _play_options(play)
    return parser


def _play_options(parser: argparse.ArgumentParser) -> None:
    # A game code pasted alone ("tripeaks-a11y TP1-E-AAAAAAB") is the commonest way
    # to share a deal: it is taken as --game is (``game_named``).
    parser.add_argument("game_code", nargs="?", metavar="CODE",
                        help="the same as --game CODE: a game code, a game or a deal number")
    parser.add_argument("--lang", choices=LANGUAGES, type=str.lower,
                        help="interface language (default: from the system locale, else en)")
    parser.add_argument("--game", metavar="GAME",
                        help="'tripeaks' or 'pyramid' (a new deal of that game), a game code "
                             "such as TP1-E-AAAAAAB or PY1-AAAAAAB, or a TriPeaks deal number")
    parser.add_argument("--deal", metavar="CARDS",
                        help="52 card codes in deal order. TriPeaks: 28 peak cards row by row, "
                             "the waste card, then the 23 stock cards top first; with "
                             "--game pyramid: 28 pyramid cards row by row, then the 24 stock "
                             "cards top first")
    parser.add_argument("--rules", choices=("easy", "classic"),
                        help="rule set; overrides the game code's letter")
    parser.add_argument("--variant", action="append", metavar="NAME",
                        choices=(*(variant.word for variant in VARIANTS), STANDARD_RULES),
                        help="a rule variant to play, repeatable: "
                             + ", ".join(variant.word for variant in VARIANTS)
                             + "; 'standard' for none (docs/rules.md \"Variants\"); "
                             "overrides the game code's variants and the saved ones")
    parser.add_argument("--speech", choices=OUTPUTS, default=None,
                        help="speech output: auto (text only with a screen reader running, "
                             "else the game's own voice), tts, screen-reader or none "
                             "(default: the saved setting, else auto, in a terminal; "
                             "none in script mode)")
    parser.add_argument("--jsonl", action="store_true",
                        help="print one JSON object per announcement")
    parser.add_argument("--player", metavar="NAME",
                        help="the player's name in the records (default: your login name)")
    parser.add_argument("--data-dir", metavar="DIR", type=folder,
                        help="the folder of the records file (default: your data folder, "
                             "or TRIPEAKS_A11Y_DATA_DIR); in script mode games are recorded "
                             "only with this option")
    parser.add_argument("--listen", action="store_true",
                        help="listen for spoken commands from the microphone, as the command "
                             "'listen on' for this run: with a screen reader after the F5 key, "
                             "else always")
    parser.add_argument("--voice-input", metavar="FILE|FOLDER",
                        help="answer the spoken commands of a WAV file, or of a folder of WAV "
                             "files in name order, as if heard from the microphone, after the "
                             "welcome and before the keyboard or script")
    parser.add_argument("--voice-engine", metavar="NAME",
                        help="the speech recogniser: pocketsphinx (built in), vosk or whisper "
                             "(these two with --voice-model), or enrolled (your own voice: "
                             "tripeaks-a11y listen enrol), or auto (default: the saved setting, "
                             "else auto: your own voice where enrolled, else an installed "
                             "Whisper model, else pocketsphinx for English)")
    parser.add_argument("--voice-model", metavar="PATH",
                        help="the recogniser's model folder (vosk and whisper need one; any "
                             "folder; 'listen model get' downloads one when asked)")
    parser.add_argument("--log", metavar="FILE",
                        help="append the speech and listening events of this run to FILE, "
                             "one plain line each, for a bug report (a regular file only; "
                             "never needed to play)")
    parser.add_argument("--plain", action="store_true",
                        help="read input line by line with no line editor: no escape sequences "
                             "at all (the default where TERM is dumb, emacs, unknown or unset)")


def game_named(parser: argparse.ArgumentParser, args: argparse.Namespace) -> str | None:
    """The game the play options name: ``--game`` or the code given alone, which are
    the same thing (None: neither). Both, naming different games, is a usage error
    (``parser.error``: one line and exit status 2)."""
    alone: str | None = getattr(args, "game_code", None)
    if alone is not None and args.game is not None and alone != args.game:
        parser.error(f"a game code and --game name two games: {echo(alone)}, {echo(args.game)}")
    return args.game if args.game is not None else alone


def play_first(argv: list[str]) -> list[str]:
    """``argv`` with ``play`` first, as the play parser reads it: put first when
    the line names no subcommand ("tripeaks-a11y --game 1"), moved first when it
    comes after play's options ("tripeaks-a11y --lang hr play"), where it would be
    read as a game code. A "play" that is an option's value ("--player play")
    stays where it is."""
    valued = {flag for option in options(_play_parser()) if option.takes_value
              for flag in option.flags}
    for at, token in enumerate(argv):
        if token == "play" and (at == 0 or argv[at - 1] not in valued):
            return ["play", *argv[:at], *argv[at + 1:]]
        if token == "--":
            break
    return ["play", *argv]


def _play_parser() -> argparse.ArgumentParser:
    """A parser with play's options alone (``play_first`` reads which take a value)."""
    parser = argparse.ArgumentParser(add_help=False)
    _play_options(parser)
    return parser
