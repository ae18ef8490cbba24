"""The terminal: reading lines (the prompt, plain input, a script) and printing answers.

``Output`` prints each announcement as a plain line (or a JSON line with
``--jsonl``), through the last guard against characters that drive the
terminal, and hands it to speech. ``run_repl`` reads at the keyboard
(prompt_toolkit set up for screen readers, or the terminal's own line
editing when it is dumb); ``run_script`` reads a script or a pipe. Ctrl+C at
the prompt silences speech and drops a pending question; while a line is
answered it stops a search (``solve``, ``hint``) at once and waits out
anything else, so a move is never cut in half. Ctrl+D at the prompt is
``quit``: asked first with a game in progress, a second Ctrl+D leaves (a
script or a pipe ends at its end, as always). A line typed while an answer is
worked out is shown once, at the next prompt (``unechoed``). A paste of
several lines is answered line by line (``pasted_lines``), and a mouse
report, or a typed sequence that looks like one, is ignored: the game has
no mouse. Input that is not UTF-8 is read with its bad bytes replaced.
"""

from __future__ import annotations

import contextlib
import json
import locale
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from types import FrameType
from typing import Any, TextIO

from .announcer import Announcement, hidden_cards, without_hidden
from .i18n import language_from_locale
from .sanitize import json_line, ltr_marked, terminal_line
from .session import Session
from .signals import end_game
from .speech import SpeechController

__all__ = ["Output", "PROMPT", "SEARCHES", "output_failed", "pasted_lines", "plain_terminal",
           "run_repl",
           "run_script", "silence_stdout", "system_language", "unechoed", "utf8",
           "windows_ui_language"]


PLAIN_TERMS = frozenset({"", "dumb", "unknown", "emacs"})
"""Terminals read line by line without cursor movement: no line editor there."""


def plain_terminal() -> bool:
    from prompt_toolkit.utils import is_dumb_terminal

    if os.name == "nt":  # Windows consoles set no TERM; prompt_toolkit serves them well
        return os.environ.get("TERM") in PLAIN_TERMS - {""} or is_dumb_terminal()
    return os.environ.get("TERM", "") in PLAIN_TERMS or is_dumb_terminal()


def silence_stdout() -> None:
    # Point stdout at devnull so that the interpreter's final flush cannot fail again.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


class Output:
    """Prints announcements (text lines or JSON lines) and hands them to speech.

    Speech notices (what ``auto`` chose, a fallback, a broken settings file)
    follow the next answer, printed and said; nothing is printed while idle.
    Each line is printed in the form for the player's verbosity, in text and
    in JSON lines (``Announcement.printed``).
    A JSON line never holds the code of a card that was face down or in the
    stock both before and after its answer (``announcer.without_hidden``,
    docs/scripting.md): the facts' last guard, as ``json_line`` is the
    terminal's.
    """

    def __init__(self, stream: TextIO, jsonl: bool, speech: SpeechController,
                 session: Session) -> None:
        self.stream = stream
        self.jsonl = jsonl
        self.speech = speech
        self.session = session
        self._game: object = None  # the game of the last answer, and what was hidden
        self._hidden: frozenset[str] = frozenset()

    def emit(self, announcements: Iterable[Announcement]) -> None:
        items = list(announcements)
        hidden = self._still_hidden()
        if not items:
            return
        lang = self.session.lang
        items += [Announcement("info", notice) for notice in self.speech.take_notices(lang)]
        for item in items:
            self._print(item, hidden)
        # One answer is one batch: its lines, notices included, never cut each other off.
        self.speech.announce(items, lang)

    def _still_hidden(self) -> frozenset[str]:
        """The codes no JSON line may hold now: cards hidden before this answer (in the
        same game) and after it. A drawn or revealed card may be named; a card
        undone into the stock too, as its answer says which it was."""
        game = self.session.game
        now = frozenset(card.code for card in hidden_cards(game))
        before = self._hidden if game is self._game else now
        self._game, self._hidden = game, now
        return now & before

    def _print(self, item: Announcement, hidden: frozenset[str]) -> None:
        # The last guard: no character that can drive the terminal is printed raw.
        # A plain Arabic line gets the game's own LRMs so that "--speech none" reads
        # in order in an RTL terminal; JSON lines (for programs) and speech get none.
        # The line is the form for the player's verbosity (``Announcement.printed``:
        # brief, normal, full), in a JSON line its "text".
        text = item.printed(self.session.preferences.settings.verbosity)
        if self.jsonl:
            record = without_hidden({**item.to_json(), "text": text}, hidden)
            line = json_line(json.dumps(record, ensure_ascii=False))
        else:
            line = ltr_marked(terminal_line(text))
        print(line, file=self.stream, flush=True)

    def answer(self, line: str, *, keyboard: bool = False) -> None:
        """Answer one input line; ``stop`` (any language) silences speech at once.

        The line is parsed once, by the session; ``stop`` has no answer to say.
        ``keyboard`` (the prompt): Ctrl+C meanwhile stops a search (``solve``,
        ``hint``, which work on copies) at once and says so; anything else is
        answered first, then silenced, so that a move is never cut in half.
        """
        line = line.translate(_SURROGATES)
        if not keyboard:
            self._answer(self.session.handle(line))
            return
        busy = False
        with _CtrlC(lambda: busy and (self.session.heard in SEARCHES
                                      or self.session.searching)) as ctrl_c:
            busy = True
            try:
                answers = self.session.handle(line)
            except KeyboardInterrupt:  # raised in a search only: the game is as it was
                self.speech.stop()
                answers = [self.session.announcer.search_stopped()]
            finally:
                busy = False
            self._answer(answers)
        if ctrl_c.pending:
            self.hush()

    def _answer(self, answers: list[Announcement]) -> None:
        if self.session.heard == "stop":
            self.speech.stop()
        self.emit(answers)

    def hush(self) -> None:
        """Ctrl+C: silence speech at once and drop a pending question (saying so)."""
        with _CtrlC(lambda: False):  # a second Ctrl+C meanwhile changes nothing
            self.speech.stop()
            self.emit(self.session.cancel())


def run_script(session: Session, out: Output, stream: TextIO) -> None:
    for line in stream:
        if line.lstrip().startswith("#"):
            continue  # a comment in a game file such as docs/examples/TP1-E-AAAAAAB.txt
        out.answer(line.rstrip("\n"))
        if session.finished:
            return


def run_repl(session: Session, out: Output, plain: bool, stream: TextIO) -> None:
    # Screen readers mistake cursor-position requests for text; ask prompt_toolkit for none.
    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
    from prompt_toolkit import PromptSession
    from prompt_toolkit.output.color_depth import ColorDepth

    if plain:
        # prompt_toolkit's own dumb mode still toggles the cursor with escape
        # sequences; the terminal's cooked line editing is all a dumb one needs.
        read = _plain_reader(stream)
    else:
        prompt: PromptSession[str] = PromptSession(
            complete_while_typing=False,
            enable_history_search=False,
            mouse_support=False,
            color_depth=ColorDepth.MONOCHROME,
            include_default_pygments_style=False,
            key_bindings=_no_mouse(),
        )
        read = lambda: prompt.prompt(PROMPT)  # noqa: E731
    if signal.getsignal(signal.SIGINT) is end_game:
        # At the prompt Ctrl+C is the key that silences speech, not the way out.
        signal.signal(signal.SIGINT, signal.default_int_handler)
    # The line editor shows a line typed ahead at the next prompt: the terminal must
    # not echo it as well while an answer is worked out. The plain reader has no
    # editor, so there the terminal's own echo is the only one.
    answering = contextlib.nullcontext if plain else lambda: unechoed(stream)
    while not session.finished:
        try:
            try:
                line = read()
            except EOFError:
                # Ctrl+D: as quit, asked first with a game in progress; a second one leaves.
                out.emit(session.leave())
                continue
            with answering():
                _answer_lines(session, out, pasted_lines(line))
        except KeyboardInterrupt:  # Ctrl+C: the documented key that silences speech
            out.hush()  # and drops a pending question


@contextlib.contextmanager
def unechoed(stream: TextIO) -> Iterator[None]:
    """While inside: the terminal of ``stream`` does not echo what is typed (termios).

    Typed-ahead text stays in the terminal's queue for the next read, unechoed,
    so the line editor shows it once, at its prompt. Echo comes back as it was
    on leaving, whatever ends the block. Nothing happens where ``stream`` is no
    terminal or the system has no termios (Windows consoles keep typed-ahead
    keys unechoed anyway).
    """
    try:
        import termios
    except ImportError:
        yield
        return
    try:
        fd = stream.fileno()
        before = termios.tcgetattr(fd)
        quiet = list(before)
        quiet[3] &= ~termios.ECHO  # the local modes
        termios.tcsetattr(fd, termios.TCSANOW, quiet)  # TCSANOW: keep what was typed
    except (OSError, ValueError, termios.error):
        yield
        return
    try:
        yield
    finally:
        with contextlib.suppress(OSError, ValueError, termios.error):
            termios.tcsetattr(fd, termios.TCSANOW, before)


PROMPT = "> "


def pasted_lines(text: str) -> list[str]:
    """The commands of what the prompt read: each line its own, in order, as in a script.

    A paste of several lines (bracketed paste puts them in one edit) is
    answered line by line; within it, a line that starts with ``#`` is a
    comment, skipped as ``run_script`` skips it. One line is itself.
    """
    lines = text.splitlines()
    if len(lines) <= 1:
        return [text]
    return [line for line in lines if not line.lstrip().startswith("#")]


def _answer_lines(session: Session, out: Output, lines: list[str]) -> None:
    # Each line in order, as typed; none after the one that ends the game.
    for line in lines:
        out.answer(line, keyboard=True)
        if session.finished:
            return


def _no_mouse() -> Any:
    """Key bindings that take any mouse report, well formed or not, and do nothing.

    The game has no mouse support; without this, a sequence the terminal
    parser takes for one (``ESC [ 0 m`` typed or pasted) reached
    prompt_toolkit's own mouse handler, which failed on it ("Unhandled
    exception in event loop") and ate the next Enter. The player's own
    bindings come last in prompt_toolkit, so this one wins.
    """
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.keys import Keys

    bindings = KeyBindings()

    @bindings.add(Keys.Vt100MouseEvent, eager=True)
    @bindings.add(Keys.WindowsMouseEvent, eager=True)
    def _ignore(_event: Any) -> None:
        """A mouse report, or what looks like one: nothing happens."""

    return bindings


def _plain_reader(stream: TextIO) -> Callable[[], str]:
    def read() -> str:
        sys.stdout.write(PROMPT)
        sys.stdout.flush()
        line = stream.readline()
        if not line:
            raise EOFError
        return line.rstrip("\n")

    return read


SEARCHES = frozenset({"solve", "hint"})
"""The commands Ctrl+C stops halfway: searches on copies, which change nothing
(also any line while ``Session.searching``: the search for a winnable deal)."""

_SURROGATES = dict.fromkeys(range(0xD800, 0xE000), 0xFFFD)
"""Undecodable bytes prompt_toolkit passes on (lone surrogates) become U+FFFD."""


class _CtrlC:
    """While a line is answered: Ctrl+C raises KeyboardInterrupt when ``stoppable()``
    says so, else only sets ``pending`` (main thread only; elsewhere it does nothing)."""

    def __init__(self, stoppable: Callable[[], bool]) -> None:
        self.stoppable = stoppable
        self.pending = False
        self._previous: Any = None

    def __enter__(self) -> _CtrlC:
        if threading.current_thread() is threading.main_thread() and (
            signal.getsignal(signal.SIGINT) not in (signal.SIG_IGN, None)
        ):
            self._previous = signal.signal(signal.SIGINT, self._on_sigint)
        return self

    def __exit__(self, *_exc: object) -> None:
        if self._previous is not None:
            signal.signal(signal.SIGINT, self._previous)

    def _on_sigint(self, _signum: int, _frame: FrameType | None) -> None:
        if self.stoppable():
            raise KeyboardInterrupt
        self.pending = True


def output_failed(said: Announcement) -> None:
    """The output cannot be written: ``said`` once on stderr, if it can be; then stop trying."""
    silence_stdout()
    with contextlib.suppress(OSError, ValueError):
        print(terminal_line(said.text), file=sys.stderr, flush=True)


def utf8(stream: TextIO) -> None:
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(encoding="utf-8", errors="replace")


def windows_ui_language() -> int | None:
    """The Windows user's default UI language id (``0x0401`` Arabic, ``0x041a`` Croatian).

    ``GetUserDefaultUILanguage`` of kernel32; ``None`` on any other system or
    when the call fails. Never raises.
    """
    if sys.platform == "win32":
        import ctypes

        with contextlib.suppress(AttributeError, OSError, ValueError):
            return int(ctypes.windll.kernel32.GetUserDefaultUILanguage())
    return None


def system_language(windows_ui: Callable[[], int | None] | None = None) -> str:
    """The interface language of the environment's locale (en, ar or hr; en by default).

    The POSIX variables in GNU gettext's order: ``LANGUAGE`` (a colon list) wins
    unless the locale is C; then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``. When none
    of them is set, as is usual on Windows, the Windows UI language
    (``windows_ui()``, by default :func:`windows_ui_language`) is named through
    ``locale.windows_locale``: ``0x0401`` (ar_SA) gives ar, ``0x041a`` (hr_HR)
    hr. Any other language, or none known, gives en.
    """
    first = next((os.environ[n] for n in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(n)),
                 "")
    listed = os.environ.get("LANGUAGE", "")
    if first not in ("C", "POSIX") and not first.startswith("C."):
        for entry in filter(None, listed.split(":")):
            lang = language_from_locale(entry)
            if lang != "en" or entry.lower().startswith("en"):
                return lang
    if first or listed:
        return language_from_locale(first)
    ui_language = (windows_ui or windows_ui_language)()
    return language_from_locale(None if ui_language is None
                                else locale.windows_locale.get(ui_language))
