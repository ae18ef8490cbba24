"""What the listening thread and the keys hand to the prompt loop (``Inbox``, ``KeyPressed``),
waking the prompt and keeping what was typed.
"""


from __future__ import annotations

import contextlib
import threading
from collections import deque
from typing import TYPE_CHECKING, Any, TextIO

from ..signals import raise_pending
from .lines import BoundedLines

if TYPE_CHECKING:  # listening is imported when it is used: the game starts without it
    from ...listen.listener import Heard, Missed, Refused



PROMPT = "> "


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
        self._items: deque[Heard | Refused | Missed | _StateAsked | KeyPressed
                           | Exception] = deque()
        self._lines: deque[str | None] = deque()
        self._app: Any = None
        self._loop: Any = None
        self._typed: Any = ""
        self.reading = False
        """Whether lines are read in a thread (``read_lines``)."""
        self._ended = False  # the input read by the thread has ended for good

    def put(self, item: Heard | Refused | Missed | _StateAsked | KeyPressed
            | Exception) -> None:
        """Leave a Heard, a Refused (an utterance too noisy to hear), a Missed (F5 heard
        no command), or a failure (its error), for
        the loop; wake its wait."""
        with self._ready:
            self._items.append(item)
            loop = self._loop
            self._ready.notify_all()
        if loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                loop.call_soon_threadsafe(self._wake)

    def take(self) -> list[Heard | Refused | Missed | _StateAsked | KeyPressed | Exception]:
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
            lines = BoundedLines(stream)  # a line that never ends is cut, not stored whole
            while True:
                try:
                    line = lines.readline()
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




def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (OSError, ValueError):
        return False

