"""Printing the answers: ``Output`` (a plain line or a JSON line, through the last guard
against characters that drive the terminal, handed to speech), Ctrl+C while a line is
answered (``_CtrlC``), and what happens when the output cannot be written.
"""


from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterable
from types import FrameType
from typing import TYPE_CHECKING, Any, TextIO

from ... import environment
from ...announcer import Announcement, hidden_cards, without_hidden
from ...commands.table import searches
from ...sanitize import json_line, ltr_marked, terminal_line
from ...session import Session
from ...speech import SpeechController
from ...speech.event_log import EventLog, outside

if TYPE_CHECKING:  # listening is imported when it is used: the game starts without it
    from ...listen.listener import Heard, Refused




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
    in JSON lines (``Announcement.printed``). While a voice is on, a JSON line
    carries ``spoken``, the text its voice is handed for it
    (``SpeechController.handed``; docs/scripting.md).
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
            # With a voice on, "spoken": exactly what it is handed (docs/scripting.md).
            spoken = self.speech.handed(item, self.session.lang)
            said = {} if spoken is None else {"spoken": spoken}
            record = without_hidden({**item.to_json(), "text": text, **said}, hidden)
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

    def refused(self, refused: Refused) -> None:
        """An utterance the recogniser would not guess at (too noisy): one sentence
        (``Session.utterance_refused``); nothing changes and listening goes on."""
        if self.log is not None:
            self.log.write("heard-refused", reason=refused.kind)
        self.emit(self.session.utterance_refused(refused.kind))

    def _answer(self, answers: list[Announcement]) -> None:
        if self.session.heard == "stop":
            self.speech.stop()
        self.emit(answers)

    def hush(self) -> None:
        """Ctrl+C: silence speech at once and drop a pending question (saying so)."""
        with _CtrlC(lambda: False):  # a second Ctrl+C meanwhile changes nothing
            self.speech.stop()
            self.emit(self.session.cancel())




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

