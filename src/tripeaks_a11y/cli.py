"""Command line, REPL and script mode: the only layer that knows argparse and prompt_toolkit.

Interactive use (stdin is a terminal) reads lines with prompt_toolkit, set up
for screen readers: no completion menu, no toolbar, no mouse, no cursor
position requests, plain text with TERM=dumb. Script mode (stdin is not a
terminal) prints no prompt and no echo, only the announcements, one line each
(``--jsonl``: one JSON object each), and ends with status 0 at end of input.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import TextIO

from . import __version__
from .announcer import Announcement, Announcer
from .cards import CardCodeError, parse_card_list
from .deals import DealCodeError, Game, GameCode
from .i18n import LANGUAGES, language_from_locale, t
from .kinds import KINDS, kind_named, parse_code
from .preferences import Preferences
from .rules import rule_set_named
from .sanitize import echo
from .session import Session
from .settings import OUTPUTS, Settings, SettingsStore, settings_path
from .speech import SpeechController, make_controller

__all__ = ["build_parser", "main"]

EXIT_USAGE = 2
SUBCOMMANDS = ("play", "speak", "stats")

_EPILOG = """play is the default: 'tripeaks-a11y --game 1' is 'tripeaks-a11y play --game 1'.
'tripeaks-a11y play --help', 'speak --help' and 'stats --help' give each one's options.

settings: {settings}
  (TRIPEAKS_A11Y_CONFIG_DIR moves the folder; docs/accessibility.md explains each setting)
"""


def build_parser() -> argparse.ArgumentParser:
    """The ``tripeaks-a11y`` parser: ``--version`` and the subcommands play, speak, stats.

    ``speak`` and ``stats`` read the rest of the line with their own parsers
    (``speak_main``, ``stats.main``); ``play`` takes the options of a game.
    """
    # The folder may come from the environment: print only its printable characters.
    settings = "".join(ch for ch in str(settings_path()) if ch.isprintable())
    parser = argparse.ArgumentParser(
        prog="tripeaks-a11y",
        description="TriPeaks and Pyramid solitaire for screen-reader and voice players.",
        epilog=_EPILOG.format(settings=settings),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"tripeaks-a11y {__version__}")
    commands = parser.add_subparsers(dest="command", title="subcommands",
                                     metavar="{play,speak,stats}")
    play = commands.add_parser("play", help="play a game (the default)",
                               description="Play TriPeaks or Pyramid.",
                               epilog=f"settings: {settings}")
    commands.add_parser("speak", add_help=False,
                        help="say a text with the game's own voice, or write it to a WAV file")
    commands.add_parser("stats", add_help=False,
                        help="solve numbered deals with every card known and report win rates")
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
    parser.add_argument("--speech", choices=OUTPUTS, default=None,
                        help="speech output: auto (text only with a screen reader running, "
                             "else the game's own voice), tts, screen-reader or none "
                             "(default: the saved setting, else auto, in a terminal; "
                             "none in script mode)")
    parser.add_argument("--jsonl", action="store_true",
                        help="print one JSON object per announcement")
    parser.add_argument("--plain", action="store_true",
                        help="read input line by line with no line editor: no escape sequences "
                             "at all (the default where TERM is dumb, emacs, unknown or unset)")


def _system_language() -> str:
    # GNU gettext's order: LANGUAGE (a colon list) wins unless the locale is C.
    first = next((os.environ[n] for n in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(n)),
                 "")
    if first not in ("C", "POSIX") and not first.startswith("C."):
        for entry in filter(None, os.environ.get("LANGUAGE", "").split(":")):
            lang = language_from_locale(entry)
            if lang != "en" or entry.lower().startswith("en"):
                return lang
    return language_from_locale(first) if first else "en"


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


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program; returns the exit status (0, or 2 for bad options).

    ``tripeaks-a11y speak …`` says or renders a text instead (``speak_main``);
    ``tripeaks-a11y stats …`` solves numbered deals and prints win rates (``stats.main``).
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["speak"]:
        return speak_main(argv[1:])
    if argv[:1] == ["stats"]:
        from . import stats  # only here: the game itself does not need it

        return stats.main(argv[1:])
    if not argv or argv[0] not in (*SUBCOMMANDS, "-h", "--help", "--version"):
        argv = ["play", *argv]  # play is the default subcommand
    args = build_parser().parse_args(argv)
    _utf8(sys.stdout)
    _utf8(sys.stderr)
    stdin = sys.stdin if sys.stdin is not None else io.StringIO()  # closed: no input
    interactive = stdin.isatty()
    store = SettingsStore()
    stored = store.load()  # read once: the game settings and the speech settings
    # The player's saved game settings apply at the keyboard; scripts get the defaults.
    saved = stored if interactive else Settings()
    lang: str = args.lang or (saved.lang if saved.lang in LANGUAGES else None) \
        or _system_language()
    rules = rule_set_named(args.rules)
    deal = None
    announcer = Announcer(lang)
    try:
        game, code = _read_game(args.game)
        if args.deal is not None:
            deal = parse_card_list(args.deal)
            code = None
    except CardCodeError as error:
        print(_deal_problem(lang, error), file=sys.stderr)
        return EXIT_USAGE
    except DealCodeError as error:
        print(announcer.code_problem(error).text, file=sys.stderr)
        return EXIT_USAGE
    except ValueError:
        print(t(lang, "parse-unknown", text=echo(args.game or "")), file=sys.stderr)
        return EXIT_USAGE
    if rules is None and code is None and deal is None:
        rules = rule_set_named(saved.rules)
    preferences = Preferences(store, stored)  # the one writer of the settings file
    speech = _speech(args.speech, interactive, store, preferences)
    session = Session(lang=lang, code=code, deal=deal, rules=rules, game=game,
                      error_help=saved.error_help is not False, speech_settings=speech,
                      preferences=preferences)
    out = _Output(sys.stdout, args.jsonl, speech, session)
    try:
        out.emit(session.start())
        if interactive:
            _repl(session, out, plain=args.plain or _plain_terminal())
        else:
            _script(session, out, stdin)
    except BrokenPipeError:
        # The reader went away (``| head``): nobody is left to tell.
        _silence_stdout()
    finally:
        # A refusal or "won" still being said is finished before leaving.
        speech.close(timeout=30.0)
    return 0


PLAIN_TERMS = frozenset({"", "dumb", "unknown", "emacs"})
"""Terminals read line by line without cursor movement: no line editor there."""


def _plain_terminal() -> bool:
    from prompt_toolkit.utils import is_dumb_terminal

    if os.name == "nt":  # Windows consoles set no TERM; prompt_toolkit serves them well
        return os.environ.get("TERM") in PLAIN_TERMS - {""} or is_dumb_terminal()
    return os.environ.get("TERM", "") in PLAIN_TERMS or is_dumb_terminal()


def _silence_stdout() -> None:
    # Point stdout at devnull so that the interpreter's final flush cannot fail again.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def _speech(choice: str | None, interactive: bool, store: SettingsStore,
            preferences: Preferences) -> SpeechController:
    """The speech controller: ``--speech``, else the saved setting in a terminal, else none.

    ``preferences`` holds what ``store`` loaded. A settings file that cannot be
    read becomes a notice with the first output.
    """
    if choice is None:
        choice = preferences.settings.output if interactive else "none"
    speech = make_controller(choice, preferences=preferences)
    if store.problem is not None:
        path, problem = str(store.path), store.problem
        speech.notify(lambda lang: t(lang, "settings-broken", path=path, problem=problem))
    return speech


def speak_main(argv: Sequence[str]) -> int:
    """``tripeaks-a11y speak [--lang L] [--to FILE.wav] TEXT…``: the own voice, no game.

    Says TEXT, spoken as given, with the ``tts`` engine and the language's
    voice, or renders it to the WAV file FILE. Returns 0, 1 when no engine
    could do it (the reason on stderr), 2 for bad options or empty text.
    """
    from pathlib import Path

    from .speech import SpeechError, Voice, pronounceable, render_to_file, speak_aloud

    parser = argparse.ArgumentParser(
        prog="tripeaks-a11y speak",
        description="Say a text with the game's own voice, or write it to a WAV file.")
    parser.add_argument("--lang", choices=LANGUAGES, type=str.lower,
                        help="voice language (default: system)")
    parser.add_argument("--to", metavar="FILE.wav", help="write the speech to this WAV file")
    parser.add_argument("text", nargs="+", help="the text to say")
    args = parser.parse_args(list(argv))
    _utf8(sys.stdout)
    _utf8(sys.stderr)
    lang: str = args.lang or _system_language()
    text = " ".join(args.text)
    if not pronounceable(text, lang):
        parser.error("the text has nothing to say")
    settings = SettingsStore().load()
    voice = Voice(settings.rate, settings.volume)
    try:
        if args.to:
            render_to_file(text, lang, Path(args.to), voice)
        elif speak_aloud(text, lang, voice) == "none":
            raise SpeechError("no voice works here")
    except SpeechError as error:
        failed = t(lang, "speech-fallback", failed=t(lang, "speech-output-name", output="tts"),
                   now=t(lang, "speech-output-name", output="none"))
        print(f"{failed} ({error})", file=sys.stderr)
        return 1
    return 0


class _Output:
    """Prints announcements (text lines or JSON lines) and hands them to speech.

    Speech notices (what ``auto`` chose, a fallback, a broken settings file)
    follow the next answer, printed and said; nothing is printed while idle.
    """

    def __init__(self, stream: TextIO, jsonl: bool, speech: SpeechController,
                 session: Session) -> None:
        self.stream = stream
        self.jsonl = jsonl
        self.speech = speech
        self.session = session

    def emit(self, announcements: Iterable[Announcement]) -> None:
        items = list(announcements)
        if not items:
            return
        lang = self.session.lang
        items += [Announcement("info", notice) for notice in self.speech.take_notices(lang)]
        for item in items:
            self._print(item)
        # One answer is one batch: its lines, notices included, never cut each other off.
        self.speech.announce(items, lang)

    def _print(self, item: Announcement) -> None:
        line = json.dumps(item.to_json(), ensure_ascii=False) if self.jsonl else item.text
        print(line, file=self.stream, flush=True)

    def answer(self, line: str) -> None:
        """Answer one input line; ``stop`` (any language) silences speech at once.

        The line is parsed once, by the session; ``stop`` has no answer to say.
        """
        answers = self.session.handle(line)
        if self.session.heard == "stop":
            self.speech.stop()
        self.emit(answers)


def _script(session: Session, out: _Output, stream: TextIO) -> None:
    for line in stream:
        if line.lstrip().startswith("#"):
            continue  # a comment in a game file such as docs/examples/TP1-E-AAAAAAB.txt
        out.answer(line.rstrip("\n"))
        if session.finished:
            return


def _repl(session: Session, out: _Output, plain: bool) -> None:
    # Screen readers mistake cursor-position requests for text; ask prompt_toolkit for none.
    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
    from prompt_toolkit import PromptSession
    from prompt_toolkit.output.color_depth import ColorDepth

    if plain:
        # prompt_toolkit's own dumb mode still toggles the cursor with escape
        # sequences; the terminal's cooked line editing is all a dumb one needs.
        read = _plain_reader()
    else:
        prompt: PromptSession[str] = PromptSession(
            complete_while_typing=False,
            enable_history_search=False,
            mouse_support=False,
            color_depth=ColorDepth.MONOCHROME,
            include_default_pygments_style=False,
        )
        read = lambda: prompt.prompt(PROMPT)  # noqa: E731
    while not session.finished:
        try:
            line = read()
        except KeyboardInterrupt:
            out.speech.stop()  # Ctrl+C: the documented key that silences speech
            out.emit(session.cancel())  # and drops a pending question
            continue
        except EOFError:
            out.emit(session.end())  # Ctrl+D: leave now; no question nobody can answer
            return
        out.answer(line)


PROMPT = "> "


def _plain_reader() -> Callable[[], str]:
    def read() -> str:
        sys.stdout.write(PROMPT)
        sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line.rstrip("\n")

    return read


def _deal_problem(lang: str, error: CardCodeError) -> str:
    parts = []
    if error.unknown:
        parts.append(t(lang, "deal-unknown", codes=echo(", ".join(error.unknown), 80)))
    if error.duplicates:
        parts.append(t(lang, "deal-duplicates", codes=", ".join(c.code for c in error.duplicates)))
    if error.missing:
        parts.append(t(lang, "deal-missing", codes=", ".join(c.code for c in error.missing)))
    parts.append(t(lang, "deal-count", count=error.count))
    return " ".join(parts)


def _utf8(stream: TextIO) -> None:
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(encoding="utf-8", errors="replace")


if __name__ == "__main__":
    sys.exit(main())
