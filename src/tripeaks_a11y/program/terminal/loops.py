"""The loops that read lines and answer them: a script or a pipe (``run_script``), the
utterances of ``--voice-input`` (``run_voice_input``) and the keyboard (``run_repl``:
prompt_toolkit set up for screen readers, or the terminal's own line editing).
"""


from __future__ import annotations

import contextlib
import os
import signal
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TextIO

from ...commands.table import keys_now
from ...session import Session
from ...speech.event_log import outside
from ..signals import end_game

if TYPE_CHECKING:  # listening is imported when it is used: the game starts without it
    from ...listen.audio import AudioSource


from .ears import Ears
from .inbox import LISTEN_KEY, PROMPT, Inbox, KeyPressed
from .lines import LINE_LIMIT, BoundedLines
from .output import Output


def run_script(session: Session, out: Output, stream: TextIO,
               ears: Ears | None = None) -> None:
    """Answer each line of ``stream`` in order (``#`` comments skipped) until the game
    ends. With ``ears`` (``--listen``), what the microphone hears meanwhile is
    answered between lines, and listening follows ``Session.listening``."""
    try:
        if ears is not None:
            ears.sync()
        for line in BoundedLines(stream):  # a line that never ends is cut, not stored whole
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
    ``--voice-model``); stops when the game ends. An utterance too noisy to hear
    is one sentence (``Output.refused``) and the next is heard. A recogniser that cannot be
    made or run, or audio that cannot be read, is one sentence
    (``Session.listening_failed``), and the game goes on.
    """
    from ...listen.audio import AudioError
    from ...listen.engines import recognizer_for
    from ...listen.listener import heard_in
    from ...listen.recognizer import RecognizerError

    try:
        recognizer = recognizer_for(session.voice_engine, session.lang, session.voice_model)
        for heard in heard_in(source, recognizer, out.refused):
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
    # Each line in order, as typed; none after the one that ends the game. A pasted
    # line is cut as a read one is (``lines.LINE_LIMIT``): still refused as too long.
    for line in lines:
        out.answer(line[:LINE_LIMIT], keyboard=True)
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
    the terminal's own line editing; each at most ``lines.LINE_LIMIT`` characters.

    Once ``inbox`` has a reader (listening was turned on), lines come from it
    (``Inbox.read_lines``), and a heard command wakes the wait (None).
    """
    lines = BoundedLines(stream)

    def read() -> str | None:
        out = sys.stdout if shown is None else shown
        out.write(PROMPT)
        out.flush()
        if inbox is not None and inbox.reading:
            return inbox.next_line()
        line = lines.readline()
        if not line:
            raise EOFError
        return line.rstrip("\n")

    return read


