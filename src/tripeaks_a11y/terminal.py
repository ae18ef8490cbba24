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

Spoken commands (issue 15): ``run_voice_input`` answers the utterances of
``--voice-input`` in order (``Output.hear``); ``Ears`` keeps a ``Listener``
thread on the microphone as ``Session.listening`` says after each answer
("always", or one utterance on F5 for "key"), and the heard commands reach
the loop through an ``Inbox``: the prompt is woken from the thread
(``loop.call_soon_threadsafe``), the heard command answered, and the
half-typed line given back. F5 always answers: what was heard, "Nothing
heard." (``Session.not_heard``), or, listening always, how the game listens.
A plain terminal has no F5: there listening is "always" only (``listen
key`` says so and does not listen: ``Session.listen_key``), and lines are
read in a thread so that heard commands are answered while the game waits
for one. A microphone or recogniser failure is one sentence
(``Session.listening_failed``); typing goes on.
"""

from __future__ import annotations

import contextlib
import json
import locale
import os
import signal
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any, TextIO

from . import environment
from .announcer import Announcement, hidden_cards, without_hidden
from .commands.table import keys_now, searches
from .i18n import language_from_locale
from .languages import FALLBACK
from .sanitize import json_line, ltr_marked, terminal_line
from .session import Session
from .signals import end_game, raise_pending
from .speech import SpeechController
from .speech.event_log import EventLog, outside

if TYPE_CHECKING:  # listening is imported when it is used: the game starts without it
    from .listen.audio import AudioSource
    from .listen.listener import Heard, Listener, Missed
    from .listen.recognizer import Recognizer

__all__ = ["MICROPHONE_ENV", "Ears", "Inbox", "KeyPressed", "Output", "PROMPT",
           "output_failed",
           "pasted_lines", "plain_terminal", "run_repl", "run_script", "run_voice_input",
           "silence_stdout", "system_language", "unechoed", "utf8", "windows_ui_language"]


PLAIN_TERMS = frozenset({"", "dumb", "unknown", "emacs"})
"""Terminals read line by line without cursor movement: no line editor there."""


def plain_terminal() -> bool:
    from prompt_toolkit.utils import is_dumb_terminal

    if os.name == "nt":  # Windows consoles set no TERM; prompt_toolkit serves them well
        return environment.environ().get("TERM") in PLAIN_TERMS - {""} or is_dumb_terminal()
    return environment.environ().get("TERM", "") in PLAIN_TERMS or is_dumb_terminal()


def silence_stdout(stream: TextIO | None = None) -> None:
    """Point ``stream`` (default stdout) at devnull so that the interpreter's final flush
    cannot fail again; a stream with no file descriptor (in-process) is left as it is."""
    try:
        fileno = (sys.stdout if stream is None else stream).fileno()
    except (OSError, ValueError):  # io.UnsupportedOperation: no file behind it
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fileno)


class Output:
    """Prints announcements (text lines or JSON lines) and hands them to speech.

    Speech notices (what ``auto`` chose, a fallback, a broken settings file)
    follow the next answer, printed and said; nothing is printed while idle.
    Each line is printed in the form for the player's verbosity, in text and
    in JSON lines (``Announcement.printed``).
    A JSON line never holds the code of a card that was face down or in the
    stock both before and after its answer (``announcer.without_hidden``,
    docs/scripting.md): the facts' last guard, as ``json_line`` is the
    terminal's. ``log`` (``--log FILE``) gets what is heard (``hear``), and
    through ``Ears`` and ``run_voice_input`` listening and its errors.

    The Output is where the session's lines said before an answer go
    (``Session.notify``, set here: the working line before a search expected
    to take long): ``notify`` prints and speaks such a line at once, so that
    the player hears it while the search runs.
    """

    def __init__(self, stream: TextIO, jsonl: bool, speech: SpeechController,
                 session: Session, log: EventLog | None = None) -> None:
        self.log = log
        self.stream = stream
        self.jsonl = jsonl
        self.speech = speech
        self.session = session
        self._game: object = None  # the game of the last answer, and what was hidden
        self._hidden: frozenset[str] = frozenset()
        session.notify = self.notify

    def notify(self, item: Announcement) -> None:
        """Print and speak ``item`` now, before the answer it precedes (its own line; in
        JSON lines its own object, ``"event": "working"``); speech notices wait for
        the answer."""
        game = self.session.game
        hidden = frozenset(card.code for card in hidden_cards(game))
        self._print(item, hidden)
        self.speech.announce([item], self.session.lang)

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
        self._at_keyboard(lambda: self.session.handle(line))

    def key(self, action: str) -> None:
        """Answer a key press (``commands.table.KEYS``: ``action``) as ``answer`` answers a
        typed line at the keyboard (``Session.key``): one line for a cursor key;
        F8 (stop) silences speech; Ctrl+C meanwhile stops a hint's search."""
        self._at_keyboard(lambda: self.session.key(action))

    def _at_keyboard(self, produce: Callable[[], list[Announcement]]) -> None:
        busy = False
        with _CtrlC(lambda: busy and (searches(self.session.heard)
                                      or self.session.searching)) as ctrl_c:
            busy = True
            try:
                answers = produce()
            except KeyboardInterrupt:  # raised in a search only: the game is as it was
                self.speech.stop()
                answers = [self.session.announcer.conversation.search_stopped()]
            finally:
                busy = False
            self._answer(answers)
        if ctrl_c.pending:
            self.hush()

    def hear(self, heard: Heard) -> None:
        """Answer what was heard, as ``answer`` answers a typed line: through
        ``Session.hear`` (certain or not, as the recogniser said); a heard
        ``stop`` silences speech at once."""
        recognition = heard.recognition
        log = self.log
        if log is not None:  # --log FILE: the words from outside, sanitised
            log.write("heard", confidence=recognition.confidence, certain=recognition.certain,
                      text=outside(recognition.text))
        self._answer(self.session.hear(recognition.text, certain=recognition.certain))

    def _answer(self, answers: list[Announcement]) -> None:
        if self.session.heard == "stop":
            self.speech.stop()
        self.emit(answers)

    def hush(self) -> None:
        """Ctrl+C: silence speech at once and drop a pending question (saying so)."""
        with _CtrlC(lambda: False):  # a second Ctrl+C meanwhile changes nothing
            self.speech.stop()
            self.emit(self.session.cancel())


def run_script(session: Session, out: Output, stream: TextIO,
               ears: Ears | None = None) -> None:
    """Answer each line of ``stream`` in order (``#`` comments skipped) until the game
    ends. With ``ears`` (``--listen``), what the microphone hears meanwhile is
    answered between lines, and listening follows ``Session.listening``."""
    try:
        if ears is not None:
            ears.sync()
        for line in stream:
            if line.lstrip().startswith("#"):
                continue  # a comment in a game file such as docs/examples/TP1-E-AAAAAAB.txt
            out.answer(line.rstrip("\n"))
            if session.finished:
                return
            if ears is not None:
                if ears.answer_heard():
                    return
                ears.sync()
    finally:
        if ears is not None:
            ears.close()


def run_voice_input(session: Session, out: Output, source: AudioSource) -> None:
    """Answer the utterances of ``source`` (``--voice-input``) in order, as heard from a
    microphone, with the session's recogniser (``voice engine``, the language,
    ``--voice-model``); stops when the game ends. A recogniser that cannot be
    made or run, or audio that cannot be read, is one sentence
    (``Session.listening_failed``), and the game goes on.
    """
    from .listen.audio import AudioError
    from .listen.engines import recognizer_for
    from .listen.listener import heard_in
    from .listen.recognizer import RecognizerError

    try:
        recognizer = recognizer_for(session.voice_engine, session.lang, session.voice_model)
        for heard in heard_in(source, recognizer):
            out.hear(heard)
            if session.finished:
                return
    except (AudioError, RecognizerError) as error:
        if out.log is not None:
            out.log.write("listening-failed", error=outside(str(error)))
        out.emit(session.listening_failed(error))
    finally:
        source.close()


def run_repl(session: Session, out: Output, plain: bool, stream: TextIO,
             ears: Ears | None = None) -> None:
    """Read lines at the keyboard and answer them until the game ends (module docstring).

    ``ears``: the microphone, listening as ``Session.listening`` says after each
    answer (F5 listens for one utterance); None makes one.
    """
    # Screen readers mistake cursor-position requests for text; ask prompt_toolkit for none.
    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
    from prompt_toolkit import PromptSession
    from prompt_toolkit.output.color_depth import ColorDepth

    if ears is None:
        ears = Ears(session, out, keys=not plain, stream=stream if plain else None)
    if plain:
        # prompt_toolkit's own dumb mode still toggles the cursor with escape
        # sequences; the terminal's cooked line editing is all a dumb one needs.
        read = _plain_reader(stream, ears.inbox, out.stream)
    else:
        prompt: PromptSession[str] = PromptSession(
            complete_while_typing=False,
            enable_history_search=False,
            mouse_support=False,
            color_depth=ColorDepth.MONOCHROME,
            include_default_pygments_style=False,
            key_bindings=_no_mouse(ears),
        )
        read = lambda: ears.inbox.prompt(prompt)  # noqa: E731
    try:
        _repl(session, out, plain, stream, read, ears)
    finally:
        ears.close()


def _repl(session: Session, out: Output, plain: bool, stream: TextIO,
          read: Callable[[], str | None], ears: Ears) -> None:
    if signal.getsignal(signal.SIGINT) is end_game:
        # At the prompt Ctrl+C is the key that silences speech, not the way out.
        signal.signal(signal.SIGINT, signal.default_int_handler)
    # The line editor shows a line typed ahead at the next prompt: the terminal must
    # not echo it as well while an answer is worked out. The plain reader has no
    # editor, so there the terminal's own echo is the only one.
    answering = contextlib.nullcontext if plain else lambda: unechoed(stream)
    while not session.finished:
        try:
            ears.sync()
            # Keys pressed meanwhile (a held arrow key repeats) wait unechoed for the
            # prompt, as a line typed ahead does: no raw "^[[C" beside an answer.
            with answering():
                if ears.answer_heard():
                    return
            ears.sync()
            try:
                line = read()
            except EOFError:
                # Ctrl+D: as quit, asked first with a game in progress; a second one leaves.
                out.emit(session.leave())
                continue
            if line is None:  # the prompt was woken: something was heard
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


def _no_mouse(ears: Ears | None = None) -> Any:
    """Key bindings that take any mouse report, well formed or not, and do nothing;
    with ``ears``, F5 listens for one utterance (``Ears.once``).

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

    if ears is not None:
        @bindings.add(LISTEN_KEY)
        def _listen(_event: Any) -> None:
            """F5: listen for one utterance (press, speak, pause)."""
            ears.once()

        _bind_keys(bindings, ears.inbox)

    return bindings


def _bind_keys(bindings: Any, inbox: Inbox) -> None:
    """Bind the keys of ``commands.table.keys_now`` (F5 aside, the Ears' own): each
    press is handed to the loop through ``inbox`` (``KeyPressed``), which wakes the
    prompt and keeps what was typed. A key of the card cursor acts only while the
    line is empty; once something is typed it edits the line as always
    (prompt_toolkit's own binding, which ours then does not shadow)."""
    from prompt_toolkit.application import get_app
    from prompt_toolkit.filters import Always, Condition

    empty = Condition(lambda: not get_app().current_buffer.text)
    for key in keys_now():
        if key.action == "listen":
            continue

        def press(_event: Any, action: str = key.action) -> None:
            inbox.put(KeyPressed(action))

        bindings.add(key.name, filter=empty if key.empty_line else Always())(press)


def _plain_reader(stream: TextIO, inbox: Inbox | None = None,
                  shown: TextIO | None = None) -> Callable[[], str | None]:
    """Lines of ``stream`` after the prompt (written to ``shown``, default stdout), with
    the terminal's own line editing.

    Once ``inbox`` has a reader (listening was turned on), lines come from it
    (``Inbox.read_lines``), and a heard command wakes the wait (None).
    """
    def read() -> str | None:
        out = sys.stdout if shown is None else shown
        out.write(PROMPT)
        out.flush()
        if inbox is not None and inbox.reading:
            return inbox.next_line()
        line = stream.readline()
        if not line:
            raise EOFError
        return line.rstrip("\n")

    return read


LISTEN_KEY = "f5"
"""The key that listens for one utterance (Ctrl+Space is not used: screen readers take it)."""


class _StateAsked:
    """F5 pressed while listening "always": the listening state is said."""


_STATE_ASKED = _StateAsked()


class KeyPressed:
    """A key of ``commands.table.KEYS`` was pressed at the prompt: its ``action``, for the loop."""

    __slots__ = ("action",)

    def __init__(self, action: str) -> None:
        self.action = action


class Inbox:
    """What the listening thread hands to the prompt loop: heard commands and failures.

    ``put`` may be called from any thread; the loop takes the items with
    ``take``. While ``prompt`` waits for a line, ``put`` wakes it
    (``loop.call_soon_threadsafe``, then ``app.exit``): ``prompt`` returns None,
    and the next ``prompt`` shows what was typed, the cursor where it was.
    In a plain terminal (``read_lines``) a thread reads the lines, so that
    the loop waits for a line or a heard command at once (``next_line``).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ready = threading.Condition(self._lock)
        self._items: deque[Heard | Missed | _StateAsked | KeyPressed | str | Exception] = deque()
        self._lines: deque[str | None] = deque()
        self._app: Any = None
        self._loop: Any = None
        self._typed: Any = ""
        self.reading = False
        """Whether lines are read in a thread (``read_lines``)."""
        self._ended = False  # the input read by the thread has ended for good

    def put(self, item: Heard | Missed | _StateAsked | KeyPressed | str | Exception) -> None:
        """Leave a Heard, a Missed (F5 heard no command), or a failure's sentence, for
        the loop; wake its wait."""
        with self._ready:
            self._items.append(item)
            loop = self._loop
            self._ready.notify_all()
        if loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                loop.call_soon_threadsafe(self._wake)

    def take(self) -> list[Heard | Missed | _StateAsked | KeyPressed | str | Exception]:
        """Every item left, in order; empties the inbox."""
        with self._lock:
            items = list(self._items)
            self._items.clear()
        return items

    # ----- the prompt (prompt_toolkit) -----------------------------------

    def prompt(self, session: Any) -> str | None:
        """``session.prompt(PROMPT)``, woken (None) when an item arrives.

        Raises ``signals.Ended`` for SIGTERM or SIGHUP meanwhile, once the prompt's
        loop has ended (``signals.raise_pending``)."""
        typed, self._typed = self._typed, ""
        try:
            result: str | None = session.prompt(PROMPT, default=typed, pre_run=self._attach)
        finally:
            with self._lock:
                self._app = self._loop = None
            raise_pending()  # a signal the loop ended too soon to raise
        return None if result is _WOKEN else result

    def _attach(self) -> None:
        import asyncio

        from prompt_toolkit.application import get_app

        with self._lock:
            self._app = get_app()
            self._app.erase_when_done = False  # a line entered stays on the screen
            self._loop = asyncio.get_running_loop()
            waiting = bool(self._items)
        if waiting:
            self._wake()

    def _wake(self) -> None:
        """In the prompt's loop: keep what was typed and leave the prompt."""
        app = self._app
        if app is None or app.future is None or app.future.done():
            return
        self._typed = app.current_buffer.document
        # The prompt left for an answer is erased, so that a key press or a heard
        # command leaves its answer's lines alone and no empty "> " line between
        # them; what was typed is shown again at the next prompt.
        app.erase_when_done = True
        app.exit(result=_WOKEN)

    # ----- a plain terminal ----------------------------------------------

    def read_lines(self, stream: TextIO) -> None:
        """From now on read ``stream``'s lines in a thread (None at its end)."""
        with self._lock:
            if self.reading:
                return
            self.reading = True

        def run() -> None:
            # A terminal reads on after Ctrl+D (the first one asks before leaving);
            # anything else ends at its end.
            terminal = _isatty(stream)
            while True:
                try:
                    line = stream.readline()
                except (OSError, ValueError):
                    line, terminal = "", False
                with self._ready:
                    self._lines.append(line.rstrip("\n") if line else None)
                    self._ended = not line and not terminal
                    self._ready.notify_all()
                if self._ended:
                    return

        threading.Thread(target=run, name="lines", daemon=True).start()

    def next_line(self) -> str | None:
        """The next line read (``read_lines``), or None when an item arrived first.
        Raises EOFError at the end of the input."""
        with self._ready:
            while not self._lines and not self._items and not self._ended:
                self._ready.wait(timeout=0.5)  # a short wait: Ctrl+C gets through
            if self._items:
                return None
            line = self._lines.popleft() if self._lines else None
        if line is None:
            raise EOFError
        return line


_WOKEN = "\x00woken"  # not a line anyone can type: the prompt was left for the inbox


class Ears:
    """The microphone while the game runs: a ``Listener`` as ``Session.listening`` says.

    ``sync()`` (after each answer) starts it for "always", stops it for
    "off", and makes the recogniser the session asks for (engine, language,
    model; made again when one changes); ``once()`` (F5, for "key") listens
    for one utterance. The microphone is opened in the caller's thread, so a
    missing or busy one is told at once. ``answer_heard()`` answers in order
    what the thread heard (``Output.hear``), F5's utterance that gave no
    command (``Session.not_heard``: "Nothing heard.") and the failures (one
    sentence, ``Session.listening_failed``: listening off, typing goes on).
    ``keys``: whether the terminal has F5 (``Session.listen_key`` says the
    same to the player; without it "key" does not listen). With ``voice
    interrupt on`` (``Session.voice_interrupt``) speech that starts over the
    game's voice silences it, as ``stop`` does, and is heard. ``stream``:
    where a plain terminal reads its lines, in a thread once listening.
    """

    def __init__(self, session: Session, out: Output, *, keys: bool = True,
                 stream: TextIO | None = None,
                 source_factory: Callable[[], AudioSource] | None = None) -> None:
        self.session = session
        self.out = out
        self.keys = keys
        self.stream = stream
        self.inbox = Inbox()
        self._factory = source_factory or _microphone
        self._opened: AudioSource | None = None
        self._made: tuple[str, str, Path | None] | None = None
        self._recognizer: Recognizer | None = None
        self._listener: Listener | None = None
        self._always = False  # the listener was started for this turn of "always"

    def _mode(self) -> str:
        mode = self.session.listening
        return "off" if mode == "key" and not self.keys else mode

    def sync(self) -> None:
        """Listen (or stop) as ``Session.listening`` says now."""
        mode = self._mode()
        listener = self._listener
        if mode != "always":
            self._always = False
        if mode == "off":
            if listener is not None and listener.always:
                listener.stop()  # one utterance asked for with F5 is still heard
            return
        if not self._ready():
            return
        listener = self._listener
        assert listener is not None
        if mode == "always" and not self._always:
            # Started once per turn of "always": a stand-in file that has ended is not
            # played again (a microphone's stream ends only with an error, said once).
            listener.stop()
            self._always = self._start(always=True)
        elif mode == "key" and listener.always:
            listener.stop()

    def once(self) -> None:
        """The one-utterance key (F5): the game's speech silenced, one utterance heard;
        with listening "key", and "off" too (the key is the player's own request).
        While listening "always" the game is already listening: its speech is
        silenced and the listening state said, so that the key always answers."""
        # Called by the prompt's key binding: a failure is told through the inbox,
        # which wakes the prompt, so that nothing is printed over the line editor.
        if self._mode() == "always":
            self.out.speech.stop()
            self.inbox.put(_STATE_ASKED)
            return
        if not self._ready(self.inbox.put):
            return
        listener = self._listener
        if listener is not None and not listener.running:
            self.out.speech.stop()
            self._start(always=False, tell=self.inbox.put)

    def answer_heard(self) -> bool:
        """Answer what was heard since the last call, in order, up to a game's end;
        returns whether the game has ended."""
        items = self.inbox.take()
        if items:  # something was heard: listening is under way, its module loaded
            from .listen.listener import Heard
        for item in items:
            if self.session.finished:
                break
            if isinstance(item, str | Exception):
                self._failed(item)
            elif isinstance(item, Heard):
                self.out.hear(item)
            elif isinstance(item, KeyPressed):
                self.out.key(item.action)
            elif isinstance(item, _StateAsked):
                self.out.emit(self.session.listening_answer())
            else:
                self.out.emit(self.session.not_heard(silence=item.silence))
        return self.session.finished

    def close(self) -> None:
        """Stop listening (the game ends)."""
        if self._listener is not None:
            self._listener.stop()

    def _ready(self, tell: Callable[[Exception], None] | None = None) -> bool:
        """The recogniser for the session's engine, language and model, made when
        it changed; False (and one sentence told: ``tell``, else said at once) when
        it cannot be made."""
        from .listen.engines import recognizer_for
        from .listen.listener import Listener
        from .listen.recognizer import RecognizerError

        session = self.session
        wanted = (session.voice_engine, session.lang, session.voice_model)
        if wanted == self._made and self._listener is not None:
            return True
        if self._listener is not None:
            self._listener.stop()
            self._listener = None
        try:
            self._recognizer = recognizer_for(*wanted)
        except RecognizerError as error:
            self._made = None
            (tell or self._failed)(error)
            return False
        self._made, self._always = wanted, False
        # Interrupt mode (voice interrupt on): speech over the game's voice silences it
        # at once, from the listener's thread (the controller takes stop from any thread).
        self._listener = Listener(self._source, self._recognizer, self.inbox.put,
                                  self.inbox.put, self.out.speech.speaking, self.inbox.put,
                                  interrupt=lambda: session.voice_interrupt,
                                  silence=self.out.speech.stop, log=self.out.log)
        return True

    def _start(self, *, always: bool,
               tell: Callable[[Exception], None] | None = None) -> bool:
        """Open the source and start the listener; False (and one sentence, as
        ``_ready`` tells it) when the source cannot be opened."""
        from .listen.audio import AudioError

        # The microphone is opened here, so that a missing one is told at once.
        try:
            self._opened = self._factory()
        except AudioError as error:
            (tell or self._failed)(error)
            return False
        if self.stream is not None and always:
            self.inbox.read_lines(self.stream)
        listener = self._listener
        assert listener is not None
        if always:
            listener.start()
        else:
            listener.once()
        return True

    def _source(self) -> AudioSource:
        """The Listener's source: the microphone opened by ``_start``, else a new one."""
        opened, self._opened = self._opened, None
        return opened if opened is not None else self._factory()

    def _failed(self, problem: str | Exception) -> None:
        if self._listener is not None:
            self._listener.stop()
        if self.out.log is not None:  # --log FILE: a microphone or recogniser error
            self.out.log.write("listening-failed", error=outside(str(problem)))
        self.out.emit(self.session.listening_failed(problem))


MICROPHONE_ENV = "TRIPEAKS_A11Y_MICROPHONE"
"""A WAV file or folder heard as the microphone, in real time (tests, demonstrations)."""


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (OSError, ValueError):
        return False


def _microphone() -> AudioSource:
    """The default microphone, or the WAV file or folder ``$TRIPEAKS_A11Y_MICROPHONE``
    names, played in real time (``wav_source(paced=True)``); AudioError."""
    from .listen.audio import microphone_source, wav_source

    stand_in = environment.environ().get(MICROPHONE_ENV)
    if stand_in:
        return wav_source(Path(stand_in), paced=True)
    return microphone_source()



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


def output_failed(said: Announcement, stdout: TextIO | None = None,
                  stderr: TextIO | None = None) -> None:
    """The output cannot be written: ``said`` once on ``stderr`` (default the process's),
    if it can be; then stop trying: ``stdout`` (default the process's) is silenced."""
    silence_stdout(stdout)
    with contextlib.suppress(OSError, ValueError):
        print(terminal_line(said.text), file=sys.stderr if stderr is None else stderr,
              flush=True)


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
    env = environment.environ()
    first = next((env[n] for n in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(n)), "")
    listed = env.get("LANGUAGE", "")
    if first not in ("C", "POSIX") and not first.startswith("C."):
        for entry in filter(None, listed.split(":")):
            lang = language_from_locale(entry)
            if lang != FALLBACK or entry.lower().startswith(FALLBACK):
                return lang
    if first or listed:
        return language_from_locale(first)
    ui_language = (windows_ui or windows_ui_language)()
    return language_from_locale(None if ui_language is None
                                else locale.windows_locale.get(ui_language))
