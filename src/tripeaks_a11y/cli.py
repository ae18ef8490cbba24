"""The command line: argparse with its subcommands, and the wiring of a game.

``main`` reads the options (``play`` is the default subcommand; ``speak``
and ``stats`` have modules of their own), loads the player's settings at the
keyboard (script mode reads and writes none), makes the speech output and
the session, and hands them to the terminal loops (``terminal``) under the
signal handling of ``signals``; ``--voice-input`` is answered after the
welcome, and ``--listen`` starts the microphone (issue 15). Exit statuses:
0 when the game or its input ends; 2 for bad options; 74 when the output
cannot be written (a full disk); 128 + N when signal N ends the game (129
SIGHUP, 130 Ctrl+C in script mode, 143 SIGTERM).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import signal
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from . import __version__
from .announcer import Announcer
from .cards import CardCodeError, parse_card_list
from .commands.grammar import STANDARD_RULES
from .deals import DealCodeError, Game, GameCode
from .environment import given
from .i18n import LANGUAGES, t
from .kinds import KINDS, kind_named, parse_code
from .preferences import Preferences
from .records import Records, records_path
from .rules import EASY, VARIANTS, RuleSet, rules_chosen
from .sanitize import echo
from .session import Session
from .session.saving import default_player
from .settings import OUTPUTS, Settings, SettingsStore, settings_path
from .signals import Ended, end_on_signals, leave
from .speech import SpeechController, detect_screen_reader, make_controller
from .speech.detect import Detector
from .speech.event_log import EventLog
from .terminal import (
    Ears,
    Output,
    output_failed,
    plain_terminal,
    run_repl,
    run_script,
    run_voice_input,
    silence_stdout,
    system_language,
    utf8,
)

if TYPE_CHECKING:
    from .listen.audio import AudioSource

__all__ = ["build_parser", "main"]

EXIT_USAGE = 2
EXIT_IO = 74  # sysexits.h EX_IOERR: the output cannot be written
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
  143 SIGTERM)

environment:
{environment}"""


def environment_help() -> str:
    """The ``environment`` part of the epilog: each variable of ``environment.ENVIRONMENT``
    and what it does, wrapped to 88 columns under its name."""
    import textwrap

    from .environment import ENVIRONMENT

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
    parser.add_argument("--data-dir", metavar="DIR",
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
                             "(these two with --voice-model) (default: the saved setting, else "
                             "pocketsphinx)")
    parser.add_argument("--voice-model", metavar="PATH",
                        help="the recogniser's model (vosk and whisper need one; never "
                             "downloaded)")
    parser.add_argument("--log", metavar="FILE",
                        help="append the speech and listening events of this run to FILE, "
                             "one plain line each, for a bug report (a regular file only; "
                             "never needed to play)")
    parser.add_argument("--plain", action="store_true",
                        help="read input line by line with no line editor: no escape sequences "
                             "at all (the default where TERM is dumb, emacs, unknown or unset)")


def _read_game(text: str | None) -> tuple[Game, GameCode | None]:
    """Read ``--game``: a game's name, a deal number (TriPeaks) or a game code.

    Returns the game and the code (None for a name: a random deal of it).
    Raises DealCodeError for a code that cannot be read.
    """
    if text is None:
        return KINDS[0].game, None
    kind = kind_named(text)
    if kind is not None:
        return kind.game, None
    code = parse_code(text.strip())
    return code.game, code


def _rules_of(args: argparse.Namespace, code: GameCode | None,
              saved: Settings | None) -> RuleSet | None:
    """The rules to play: ``--rules`` and ``--variant`` over the code's rules, or over the
    ``saved`` ones (the player's settings, given when no code or deal is); None: the
    code's own rules (or Easy). Naming a variant names them all (``rules.rules_chosen``).
    """
    letters = None
    if args.variant:
        letters = "".join(variant.letter for variant in VARIANTS if variant.word in args.variant)
    base = _saved_rules(saved) if saved is not None else code.rule_set if code else None
    if args.rules is None and letters is None:
        return base
    return rules_chosen(base or EASY, args.rules, letters)


def _saved_rules(saved: Settings) -> RuleSet:
    """The rules the player last chose (``rules``, ``variants``; Easy when none is kept).

    The settings store has already left out a value that names no rule set or variant.
    """
    return rules_chosen(EASY, saved.rules, saved.variants or "")


def main(argv: Sequence[str] | None = None, *, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None,
         env: Mapping[str, str] | None = None) -> int:
    """Run the program; returns the exit status (0; 2 for bad options; 74 when the output
    cannot be written; after SIGTERM, SIGHUP, or SIGINT in script mode, 128 + its number).

    ``argv`` is the command line without the program's name (default ``sys.argv[1:]``);
    ``stdin``, ``stdout`` and ``stderr`` are the streams the run reads and prints to
    (default the process's), and ``env`` the environment it reads (default
    ``os.environ``; ``environment.given``), so that a whole run, script mode and
    ``--jsonl`` as the subcommands, can be made in-process with streams and an
    environment of one's own. A given standard input is no terminal unless its
    ``isatty()`` says so. argparse's usage, help and refusals go to the given
    streams too; it ends them, as ever, with ``SystemExit`` (0 for ``--help`` and
    ``--version``, 2 for bad options).

    ``tripeaks-a11y speak …`` says or renders a text instead (``speak_main``);
    ``tripeaks-a11y stats …`` solves numbered deals and prints win rates (``stats.main``).
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    out = sys.stdout if stdout is None else stdout
    err = sys.stderr if stderr is None else stderr
    with given(env), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        return _main(argv, stdin if stdin is not None else sys.stdin, out, err)


def _main(argv: list[str], stdin: TextIO | None, stdout: TextIO, stderr: TextIO) -> int:
    """``main`` once its streams and environment are in force (``main``'s statuses)."""
    if argv[:1] == ["speak"]:
        from .speak_command import speak_main  # only here: a game does not need it

        return speak_main(argv[1:])
    if argv[:1] == ["records"]:
        from .records_command import records_main  # only here: a game does not need it

        return records_main(argv[1:])
    if argv[:1] == ["listen"]:
        from .listen_command import listen_main  # only here: the game does not need it

        return listen_main(argv[1:])
    if argv[:1] == ["doctor"]:
        from .doctor import doctor_main  # only here: the game does not need it

        return doctor_main(argv[1:])
    if argv[:1] == ["completion"]:
        from .completion import completion_main

        return completion_main(argv[1:])
    if argv[:1] == ["stats"]:
        from . import stats  # only here: the game itself does not need it

        return stats.main(argv[1:], out=stdout, err=stderr)
    if not argv or argv[0] not in (*SUBCOMMANDS, "-h", "--help", "--version"):
        argv = ["play", *argv]  # play is the default subcommand
    args = build_parser().parse_args(argv)
    utf8(stdout)
    utf8(stderr)
    previous = end_on_signals()  # SIGTERM, SIGHUP: leave cleanly from here on
    stdin = stdin if stdin is not None else io.StringIO()  # closed: no input
    utf8(stdin)  # undecodable bytes become U+FFFD, answered as any unknown input
    interactive = stdin.isatty()
    # The player's settings apply at the keyboard, read once; script mode reads and
    # writes no settings file: its changes last for the run (README "Script mode").
    store = SettingsStore() if interactive else None
    saved = store.load() if store is not None else Settings()
    lang: str = args.lang or (saved.lang if saved.lang in LANGUAGES else None) \
        or system_language()
    deal = None
    announcer = Announcer(lang)
    try:
        game, code = _read_game(args.game)
        if args.deal is not None:
            deal = parse_card_list(args.deal)
            code = None
    except CardCodeError as error:
        print(announcer.refusals.deal(error).text, file=stderr)
        return EXIT_USAGE
    except DealCodeError as error:
        print(announcer.refusals.code(error).text, file=stderr)
        return EXIT_USAGE
    except ValueError:
        print(t(lang, "parse-unknown", text=echo(args.game or "")), file=stderr)
        return EXIT_USAGE
    if args.variant and not game.variants:  # Pyramid: one rule set, no variant
        print(t(lang, "variants-tripeaks-only"), file=stderr)
        return EXIT_USAGE
    if args.variant and STANDARD_RULES in args.variant and len(set(args.variant)) > 1:
        print(t(lang, "variants-standard-alone"), file=stderr)
        return EXIT_USAGE
    rules = _rules_of(args, code, saved if code is None and deal is None else None)
    voice_input: AudioSource | None = None
    if args.voice_input is not None:
        from .listen.audio import AudioError, wav_source

        try:
            voice_input = wav_source(Path(args.voice_input))
        except AudioError as error:
            print(echo(str(error), 300), file=stderr)
            return EXIT_USAGE
    preferences = Preferences(store, saved)  # the one writer; tells a file problem once
    log = EventLog.open(Path(args.log)) if args.log else None  # a problem: told once
    if log is not None:
        log.write("start", version=__version__, lang=lang, speech=args.speech or "saved")
    reader = ScreenReaderSeen()
    speech = _speech(args.speech, interactive, preferences, lang, reader, log)
    reader.speech = speech
    records = _records(args, interactive)
    session = Session(lang=lang, code=code, deal=deal, rules=rules, game=game,
                      error_help=saved.error_help is not False, speech_settings=speech,
                      preferences=preferences, records=records,
                      player=records.player if records is not None else None,
                      resume_offer=interactive and args.game is None and args.deal is None)
    _voice_options(session, args)
    session.screen_reader = reader  # "listen on" is the F5 key with a screen reader
    plain = interactive and (args.plain or plain_terminal())
    session.listen_key = interactive and not plain  # a plain terminal or a script: no F5
    # A script opens the microphone only with --listen: "listen on" there says so.
    session.microphone = interactive or args.listen
    out = Output(stdout, args.jsonl, speech, session, log)
    status = 0
    try:
        out.emit(session.start())
        if voice_input is not None:
            run_voice_input(session, out, voice_input)
        if session.finished:
            pass
        elif interactive:
            run_repl(session, out, plain=plain, stream=stdin)
        else:
            # A script listens only when told to (--listen): its answers stay its own.
            ears = Ears(session, out, keys=False) if args.listen else None
            run_script(session, out, stdin, ears)
    except BrokenPipeError:
        # The reader went away (``| head``): nobody is left to tell.
        silence_stdout(stdout)
    except Ended as ended:  # SIGTERM, SIGHUP, or Ctrl+C in script mode
        status = ended.status
    except KeyboardInterrupt:  # Ctrl+C outside the prompt's loop
        status = 128 + signal.SIGINT
    except OSError:  # the output (or input) cannot be used: a full disk, a lost terminal
        status = EXIT_IO
        output_failed(session.announcer.conversation.output_failed(), stdout, stderr)
    finally:
        if records is not None:
            records.close()
        status = leave(speech, status, previous)
        if log is not None:
            log.write("end", status=status)
            log.close()
    return status


def _voice_options(session: Session, args: argparse.Namespace) -> None:
    """``--listen``, ``--voice-engine`` and ``--voice-model``: for this run only, over
    the saved ``[voice]`` settings (issue 15)."""
    if args.listen:
        session.listen_mode = "on"
    if args.voice_engine is not None:
        session.voice_engine = args.voice_engine
    if args.voice_model is not None:
        session.voice_model = Path(args.voice_model)


def _records(args: argparse.Namespace, interactive: bool) -> Records | None:
    """The records store: at the keyboard, or with ``--data-dir``; never raises.

    Script mode keeps no records without ``--data-dir``, so piped games and
    the golden playthroughs write nothing (README "Script mode").
    """
    if not interactive and args.data_dir is None:
        return None
    folder = Path(args.data_dir) if args.data_dir is not None else None
    player = (args.player or "").strip() or default_player()
    return Records.open(records_path(folder), player)


class ScreenReaderSeen:
    """Whether a screen reader reads the answers now, from the speech plan (issue 15
    point 1: then ``listen on`` is the F5 key, as the game cannot tell when the
    reader speaks). True when ``speech``'s output is the screen reader, or text
    only while a screen reader runs: ``detect`` wraps the plan's detector, which
    runs whenever "auto" is planned, at the start and on ``speech auto`` at run
    time; ``speech tts`` makes it False (the game's own voice: it knows when it
    speaks, so "on" is always-on listening).

    Text only chosen outright (``--speech none``, or ``speech none`` after
    ``tts``) runs no detector, yet a screen reader may well read that text
    aloud: the first time it matters (``listen on`` is resolved) the detector
    runs once, and its answer is kept until the next "auto" plan. So text
    only is the F5 key with a screen reader running and always-on listening
    without one, the issue's rule for the game's own text.
    """

    def __init__(self, detector: Detector = detect_screen_reader) -> None:
        self._detector = detector
        self._asked = False  # the detector has run at least once
        self.found: str | None = None
        """The screen reader the last detection found, or None."""
        self.speech: SpeechController | None = None
        """The speech controller whose output is read (set once it is made)."""

    def detect(self) -> str | None:
        """The detector's answer (the running screen reader's name, or None), kept."""
        self.found = self._detector()
        self._asked = True
        return self.found

    def __call__(self) -> bool:
        output = getattr(self.speech, "output", None)
        if output == "screen-reader":
            return True
        if output != "none":
            return False
        if not self._asked:
            self.detect()  # text only chosen outright: is a screen reader reading it?
        return self.found is not None


def _speech(choice: str | None, interactive: bool, preferences: Preferences, lang: str,
            reader: ScreenReaderSeen | None = None,
            log: EventLog | None = None) -> SpeechController:
    """The speech controller: ``--speech``, else the saved setting in a terminal, else none.

    Its voice check (in the background) tries the interface language ``lang``;
    ``reader`` is told what its "auto" plans find (``ScreenReaderSeen``);
    ``log`` (``--log FILE``) gets its events.

    A settings file that could not be read is told with the first output
    (``preferences.take_notices``, through the controller's notices).
    """
    if choice is None:
        choice = preferences.settings.output if interactive else "none"
    detector = reader.detect if reader is not None else detect_screen_reader
    return make_controller(choice, preferences=preferences, lang=lang, detector=detector,
                           log=log)


if __name__ == "__main__":
    sys.exit(main())
