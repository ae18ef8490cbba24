"""The command line: argparse with its subcommands, and the wiring of a game.

``main`` reads the options (``play`` is the default subcommand; ``speak``
and ``stats`` have modules of their own), loads the player's settings at the
keyboard (script mode reads and writes none), makes the speech output and
the session, and hands them to the terminal loops (``terminal``) under the
signal handling of ``signals``; ``--voice-input`` is answered after the
welcome, and ``--listen`` starts the microphone (issue 15). Exit statuses:
0 when the game or its input ends; 2 for bad options; 74 when the output
cannot be written (a full disk); 128 + N when signal N ends the game (129
SIGHUP, 130 Ctrl+C in script mode, 131 Ctrl+\\ (SIGQUIT), 143 SIGTERM).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import signal
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ... import __version__
from ...announcer import Announcer
from ...commands.grammar import STANDARD_RULES
from ...deals import DealCodeError, Game, GameCode
from ...environment import given
from ...i18n import LANGUAGES, t
from ...kinds import KINDS, kind_named, parse_code
from ...records import Records, records_path
from ...sanitize import echo, ltr_marked, terminal_line
from ...session import Session
from ...session.records_play import player_name
from ...session.saving import default_player
from ...settings import Settings, SettingsStore
from ...settings.keeper import Preferences
from ...speech.event_log import EventLog
from ...values.cards import CardCodeError, parse_card_list
from ...values.rules import EASY, VARIANTS, RuleSet, rules_chosen
from ..signals import Ended, end_on_signals, leave
from ..terminal import (
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
    from ...listen.audio import AudioSource

from .options import SUBCOMMANDS, build_parser, environment_help, game_named, play_first
from .speech_choice import ScreenReaderSeen, _speech

__all__ = ["ScreenReaderSeen", "build_parser", "environment_help", "main"]

EXIT_USAGE = 2
EXIT_IO = 74  # sysexits.h EX_IOERR: the output cannot be written


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


def _told(text: str) -> str:
    """A line said on stderr before the game starts, as the terminal prints every line: no
    character that drives the terminal, an Arabic line with its direction marks."""
    return ltr_marked(terminal_line(text))


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
    with contextlib.ExitStack() as closing:
        # A stream the program was started without (``>&-``: Python's is None) is nowhere.
        out = stdout if stdout is not None else sys.stdout
        err = stderr if stderr is not None else sys.stderr
        out = out if out is not None else closing.enter_context(_nowhere())
        err = err if err is not None else closing.enter_context(_nowhere())
        return _run(argv, stdin, out, err, env)


def _nowhere() -> TextIO:
    """The null device as a text stream: what is printed to it goes nowhere."""
    return open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (closed by main)


def _run(argv: list[str], stdin: TextIO | None, out: TextIO, err: TextIO,
         env: Mapping[str, str] | None) -> int:
    """``main`` with its streams chosen."""
    with given(env), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            return _main(argv, stdin if stdin is not None else sys.stdin, out, err)
        except BrokenPipeError:
            # A subcommand's reader went away (``doctor | head``), as the game's does
            # (``_play``): nobody is left to tell, and no traceback is owed.
            silence_stdout(out)
            return 0


def _main(argv: list[str], stdin: TextIO | None, stdout: TextIO, stderr: TextIO) -> int:
    """``main`` once its streams and environment are in force (``main``'s statuses)."""
    if argv[:1] == ["speak"]:
        from ..speak_command import speak_main  # only here: a game does not need it

        return speak_main(argv[1:])
    if argv[:1] == ["records"]:
        from ..records_command import records_main  # only here: a game does not need it

        return records_main(argv[1:])
    if argv[:1] == ["listen"]:
        from ..listen_command import listen_main  # only here: the game does not need it

        return listen_main(argv[1:])
    if argv[:1] == ["doctor"]:
        from ..doctor import doctor_main  # only here: the game does not need it

        return doctor_main(argv[1:])
    if argv[:1] == ["completion"]:
        from ..completion import completion_main

        return completion_main(argv[1:])
    if argv[:1] == ["stats"]:
        try:
            from .. import stats  # only here: the game itself does not need it

            return stats.main(argv[1:], out=stdout, err=stderr)
        except KeyboardInterrupt:  # Ctrl+C before any deal (its imports): one line too
            stderr.write("tripeaks-a11y stats: interrupted before any deal was solved\n")
            return 128 + signal.SIGINT
    if not argv or argv[0] not in (*SUBCOMMANDS, "-h", "--help", "--version"):
        argv = play_first(list(argv))  # play is the default subcommand
    parser = build_parser()
    args = parser.parse_args(argv)
    args.game = game_named(parser, args)
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
    if store is not None:
        store.clean_leftovers()  # what a save killed mid-way left (issue 32)
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
        print(_told(announcer.refusals.deal(error).text), file=stderr)
        return EXIT_USAGE
    except DealCodeError as error:
        print(_told(announcer.refusals.code(error).text), file=stderr)
        return EXIT_USAGE
    except ValueError:
        print(_told(t(lang, "parse-unknown", text=echo(args.game or ""))), file=stderr)
        return EXIT_USAGE
    if args.variant and not game.variants:  # Pyramid: one rule set, no variant
        print(_told(t(lang, "variants-tripeaks-only")), file=stderr)
        return EXIT_USAGE
    if args.variant and STANDARD_RULES in args.variant and len(set(args.variant)) > 1:
        print(_told(t(lang, "variants-standard-alone")), file=stderr)
        return EXIT_USAGE
    if args.player is not None and player_name(args.player) is None:  # as ``player NAME``
        print(_told(announcer.records.player_refused().text), file=stderr)
        return EXIT_USAGE
    rules = _rules_of(args, code, saved if code is None and deal is None else None)
    voice_input: AudioSource | None = None
    if args.voice_input is not None:
        from ...listen.audio import AudioError, wav_source

        try:
            voice_input = wav_source(Path(args.voice_input))
        except AudioError as error:  # why, in the player's language (listening-problem-*)
            print(_told(announcer.listening.problem(error.kind, error.values)), file=stderr)
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
    folder: Path | None = args.data_dir  # a Path already (parsers.folder)
    player = player_name(args.player or "") or default_player()  # checked in ``_main``
    return Records.open(records_path(folder), player)


if __name__ == "__main__":
    sys.exit(main())
