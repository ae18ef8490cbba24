"""Audio to heard commands: ``heard_in`` (synchronous) and the ``Listener`` thread (issue 15).

Both feed the recogniser while the player speaks (``segmenter.speech_events``:
``begin`` at the start of speech, ``feed`` as it comes, ``end`` when it is
over), so the answer follows the end of speech by the endpointer's wait and
the recogniser's last search only. ``heard_in(source, recognizer)`` runs in
the caller's thread (``--voice-input``, the benchmark); the ``Listener``
runs in its own, listening always (``start``) or for one utterance
(``once``: the key that listens), and hands each ``Heard`` to ``deliver``.
The game does not hear itself: while ``speaking()`` is true (the game's own
voice), what is heard is dropped unless it is the ``stop`` command of the
recogniser's language. In interrupt mode (``interrupt()`` true: ``voice
interrupt on``, for a player with headphones) the game's voice is silenced
(``silence()``) the moment speech starts over it, and the utterance is heard
as if the game had been quiet. A failure (no microphone, a busy or unplugged one, a
recogniser that cannot run) reaches ``failed`` as a ``ListeningError``, and the
thread ends; nothing is ever raised into the game. An utterance the
recogniser will not guess at (``UtteranceRefused``: too noisy) is no failure:
it is handed on as ``Refused`` (one sentence for that utterance) and listening
goes on. Given an ``EventLog``
(``--log FILE``), the thread writes when it starts and stops listening and
each utterance it drops (heard while the game spoke); what is delivered is
logged where it is answered (``terminal.Output.hear``).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..commands import ParseError, parse
from .audio import AudioError, AudioSource
from .problems import ListeningError
from .recognizer import Recognition, Recognizer, RecognizerError, UtteranceRefused
from .segmenter import SpeechAudio, SpeechStarted, speech_events

if TYPE_CHECKING:  # the log is given by the caller: listening loads no speech module
    from ..speech.event_log import EventLog

__all__ = ["ONCE_SECONDS", "Heard", "Listener", "Missed", "Refused", "heard_in", "is_stop"]

ONCE_SECONDS = 8.0
"""How long the one-utterance key listens for speech to start."""

_STOP = "stop"


@dataclass(frozen=True)
class Heard:
    """What the recogniser made of one utterance, and ``ended``: the
    ``time.monotonic()`` at which its last voiced sample was received (the
    latency is the answer's time minus ``ended``)."""

    recognition: Recognition
    ended: float


@dataclass(frozen=True)
class Refused:
    """One utterance the recogniser would not guess at (``UtteranceRefused``): its
    ``kind`` ("too-noisy") and ``ended``, as ``Heard.ended``. Nothing was heard;
    listening goes on."""

    kind: str
    ended: float


@dataclass(frozen=True)
class Missed:
    """The one utterance ``Listener.once`` listened for gave nothing to deliver:
    ``silence`` when no speech started within ``ONCE_SECONDS`` (or before the
    source ended), else speech that was not recognised as a command (or was
    dropped because the game spoke)."""

    silence: bool


def _heard(source: AudioSource, recognizer: Recognizer,
           speaking: Callable[[], bool] | None = None,
           started: Callable[[], None] | None = None,
           interrupt: Callable[[], bool] | None = None,
           silence: Callable[[], None] | None = None,
           ) -> Iterator[tuple[Heard | Refused | None, bool]]:
    """For each utterance: its ``Heard`` (None: nothing heard; ``Refused``: the
    recogniser would not guess, ``UtteranceRefused``) and whether
    ``speaking()`` was true at any time during it. When ``interrupt()`` is true at
    the start of speech, ``silence()`` is called if the game speaks then, and the
    utterance counts as said over silence (the player wears headphones: the
    microphone cannot hear the game, whenever it speaks)."""
    spoke = False
    over = False  # interrupt mode for this utterance: what the game says is not heard
    for event in speech_events(source.frames(), source.rate):
        if isinstance(event, SpeechStarted):
            if started is not None:
                started()
            spoke = speaking() if speaking is not None else False
            over = interrupt is not None and interrupt()
            if over:
                if spoke and silence is not None:
                    silence()  # as a typed stop: what is said and all that waits
                spoke = False
            recognizer.begin()
        elif isinstance(event, SpeechAudio):
            if not over:
                spoke = spoke or (speaking() if speaking is not None else False)
            recognizer.feed(event.samples)
        else:
            try:
                recognition = recognizer.end()
            except UtteranceRefused as refused:
                yield Refused(refused.kind, event.ended), spoke
                continue
            yield (None if recognition is None else Heard(recognition, event.ended)), spoke


def heard_in(source: AudioSource, recognizer: Recognizer,
             refused: Callable[[Refused], None] | None = None) -> Iterator[Heard]:
    """What ``recognizer`` hears in each utterance of ``source``, in order, as it is
    found; utterances in which it heard nothing are skipped, and those it would not
    guess at (too noisy) handed to ``refused`` (skipped too when it is None). The
    source is closed at the end (or when the caller stops iterating).

    Raises AudioError (the source fails) and RecognizerError (the recogniser
    cannot run, or cannot take the source's rate).
    """
    try:
        for heard, _spoke in _heard(source, recognizer):
            if isinstance(heard, Refused):
                if refused is not None:
                    refused(heard)
            elif heard is not None:
                yield heard
    finally:
        source.close()


def is_stop(recognition: Recognition, lang: str) -> bool:
    """Whether ``recognition`` is the ``stop`` command in ``lang`` (its words in
    ``commands.grammar``, read by the same parser as typed text)."""
    try:
        return parse(recognition.text, lang=lang).name == _STOP
    except ParseError:
        return False


class Listener:
    """A thread: ``source_factory()`` → utterances → ``recognizer`` → ``deliver(Heard)``.

    ``start()`` listens until ``stop()``; ``once()`` listens for one utterance
    (``ONCE_SECONDS`` at most for it to start) and stops. Either does nothing
    while the thread already runs. ``deliver`` and ``failed`` are called from
    the thread: the caller hands them on to its own loop. While ``speaking()``
    is true an utterance is dropped unless it is ``stop`` (``is_stop``), or
    unless ``interrupt()`` (optional, read at each start of speech) is true:
    then ``silence()`` (optional) is called from the thread as speech starts
    over the game's voice, and the utterance is heard and delivered as any other.
    ``failed(error)``: the source or the recogniser failed (AudioError,
    RecognizerError, or anything else as kind "unexpected"); listening has
    stopped. ``refused(Refused)`` (optional): an utterance too noisy to guess at,
    told for that utterance while listening goes on (``once``: it is the answer;
    dropped, as any, while the game speaks). ``missed(Missed)`` (optional): ``once``
    ended with nothing
    delivered, so that the key always gets an answer; listening always, what
    is not recognised is dropped without a word (noise must not chatter).
    ``log``: the event log of ``--log FILE`` (module docstring), or None.
    """

    def __init__(self, source_factory: Callable[[], AudioSource], recognizer: Recognizer,
                 deliver: Callable[[Heard], None], failed: Callable[[ListeningError], None],
                 speaking: Callable[[], bool],
                 missed: Callable[[Missed], None] | None = None, *,
                 interrupt: Callable[[], bool] | None = None,
                 silence: Callable[[], None] | None = None,
                 log: EventLog | None = None,
                 refused: Callable[[Refused], None] | None = None) -> None:
        self._factory = source_factory
        self._refused = refused
        self._log = log
        self._recognizer = recognizer
        self._deliver = deliver
        self._failed = failed
        self._speaking = speaking
        self._missed = missed
        self._interrupt = interrupt
        self._silence = silence
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._source: AudioSource | None = None
        self._stopping = threading.Event()

    @property
    def running(self) -> bool:
        """Whether the thread is listening (or opening its source)."""
        thread = self._thread
        return thread is not None and thread.is_alive()

    @property
    def always(self) -> bool:
        """Whether the thread listens until stopped (``start``), not for one utterance."""
        return self.running and self._always

    def start(self) -> None:
        """Listen until ``stop()``: every utterance heard is delivered."""
        self._begin(always=True)

    def once(self) -> None:
        """Listen for one utterance (the first that starts within ``ONCE_SECONDS``),
        deliver what is heard in it (if anything), and stop."""
        self._begin(always=False)

    def stop(self) -> None:
        """Stop listening and wait (briefly) for the thread; safe at any time."""
        with self._lock:
            self._stopping.set()
            source, thread = self._source, self._thread
        if source is not None:
            with contextlib.suppress(Exception):
                source.close()
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2.0)

    _always = False

    def _begin(self, *, always: bool) -> None:
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return
            self._stopping = threading.Event()
            self._always = always
            self._thread = threading.Thread(target=self._run, args=(always, self._stopping),
                                            name="listener", daemon=True)
            self._thread.start()

    def _run(self, always: bool, stopping: threading.Event) -> None:
        if self._log is not None:
            self._log.write("listening", mode="always" if always else "once",
                            lang=self._recognizer.lang)
        try:
            self._listen(always, stopping)
        except (AudioError, RecognizerError) as error:
            if not stopping.is_set():
                self._failed(error)
        except Exception as error:  # a bug here must never end the game
            if not stopping.is_set():
                self._failed(ListeningError("unexpected", detail=type(error).__name__))
        finally:
            with self._lock:
                source, self._source = self._source, None
            if source is not None:
                with contextlib.suppress(Exception):
                    source.close()
            if self._log is not None:
                self._log.write("listening-stopped")

    def _listen(self, always: bool, stopping: threading.Event) -> None:
        source = self._factory()
        with self._lock:
            self._source = source
            if stopping.is_set():
                return
        timer: threading.Timer | None = None
        if not always:  # nobody spoke in time: stop listening
            timer = threading.Timer(ONCE_SECONDS, source.close)
            timer.daemon = True
            timer.start()
        lang = self._recognizer.lang
        silence = True
        try:
            started = timer.cancel if timer is not None else None
            for heard, spoke in _heard(source, self._recognizer, self._speaking, started,
                                       self._interrupt, self._silence):
                if stopping.is_set():
                    return
                if isinstance(heard, Refused):
                    if not spoke and self._refused is not None:
                        self._refused(heard)
                        if not always:
                            return
                    elif not always:
                        silence = False
                        break
                    continue
                if heard is not None and (not spoke or is_stop(heard.recognition, lang)):
                    self._deliver(heard)
                    if not always:
                        return
                elif heard is not None and self._log is not None:
                    self._log.write("heard-dropped", reason="game-speaking",
                                    confidence=heard.recognition.confidence,
                                    text=self._log.outside(heard.recognition.text))
                elif not always:
                    silence = False
                    break
        finally:
            if timer is not None:
                timer.cancel()
        # Only "once" gets here with nothing delivered (or "always" at its source's end).
        if not always and not stopping.is_set() and self._missed is not None:
            self._missed(Missed(silence=silence))
