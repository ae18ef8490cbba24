"""What every speech backend is: the Backend protocol, its errors and time limits.

A backend says one utterance at a time and can be cut off from another
thread. Every engine runs out of process, so that one that hangs can be
killed and nothing it prints reaches the game's stdout:

* ``EspeakBackend`` (``espeak``): the espeak-ng program, one child per
  utterance, to the sound device, to WAV files in a folder (with a log), or
  to a null sink.
* ``SpeechDispatcherBackend`` (``speech_dispatcher``): speech-dispatcher
  (Linux), the daemon Orca itself uses, as a client of its own over its
  socket (``ssip``), cancelling only the game's messages, routine answers
  at SSIP priority ``text`` so that the screen reader's own speech never
  waits behind them; ``spd-say`` without ``-C`` only when the socket cannot
  be reached.
* ``WorkerBackend`` (``worker_backend``): a Python child (``speech.worker``)
  hosting pyttsx3 or accessible_output2 (NVDA, JAWS, SAPI, VoiceOver; not
  tried on Linux, where speech-dispatcher is the screen reader's route).
* ``NullBackend`` (here): text only.

Each backend can fail silently (espeak-ng exits 0 with no sound card and
prints ALSA errors; accessible_output2 prints and returns; pyttsx3 can hang):
``speak`` turns every such sign into a SpeechError, and enforces a time limit.
``looks_failed`` and ``ChildRunner`` are that handling for the backends that
run one program per utterance.

Every engine process is started by ``start_child``: in a session of its own
(POSIX), so that the terminal's Ctrl+C and hang-up reach the game and not
its voice, and recorded, so that ``end_children`` (called when the speech
closes, when the game ends, and at interpreter exit) kills whatever is still
running, with its own children: no engine outlives the game. Where no
handler runs (``kill -9`` of the game), Linux ends the engine itself: each
child asks for a parent-death signal (``prctl(PR_SET_PDEATHSIG, SIGKILL)``,
``parent_death_signal``), so that it is killed when the thread that started
it, or the whole game, is gone (issue 32 item 9).
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import functools
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from .. import environment
from ..languages import FALLBACK
from .spoken import Utterance

__all__ = [
    "Backend",
    "ChildRunner",
    "NullBackend",
    "SpeechError",
    "Voice",
    "end_children",
    "kill_child",
    "looks_failed",
    "parent_death_signal",
    "spoken_seconds",
    "start_child",
    "time_limit",
]


class SpeechError(Exception):
    """A backend cannot speak: engine missing, exited with an error, printed one, timed out."""


@dataclass(frozen=True)
class Voice:
    """How to speak: ``rate`` and ``volume`` in percent (100 = the engine's normal)."""

    rate: int = 100
    volume: int = 100


def time_limit(text: str, voice: Voice, slack: float = 5.0) -> float:
    """Seconds an utterance of ``text`` may take before it counts as hung.

    Generous: five characters a second at normal rate (engines say about
    fifteen), plus ``slack`` seconds to start.
    """
    return slack + len(text) / (5.0 * max(voice.rate, 10) / 100)


def spoken_seconds(text: str, voice: Voice) -> float:
    """An estimate of how long ``text`` takes to say: 15 characters a second at rate 100."""
    return len(text) / (15.0 * max(voice.rate, 10) / 100)


class Backend(Protocol):
    """One speech output. ``kind`` is "tts", "screen-reader" or "none"; ``name`` the engine."""

    kind: str
    name: str

    def probe(self, lang: str = FALLBACK) -> None:
        """Check that the engine can speak ``lang`` here; raise SpeechError if not.

        May take a second.
        """

    def speak(self, utterance: Utterance, voice: Voice) -> str | None:
        """Say ``utterance``; return when said or cut off (``utterance.cancelled``).

        Returns None, or "cancelled" when the engine itself ended it for another
        program's speech (speech-dispatcher, for a screen reader's: the event log
        says so). Raises SpeechError when the engine fails or exceeds ``time_limit``.
        """

    def stop(self, utterance: Utterance) -> None:
        """Cut off ``utterance`` if it is the one being said (any thread; returns at once)."""

    def silence(self) -> None:
        """Silence everything this output is saying (the player's ``stop``)."""

    def close(self) -> None:
        """Release the engine; later calls may fail."""


class NullBackend:
    """Text only: says nothing, never fails."""

    kind = "none"
    name = "none"

    def probe(self, lang: str = FALLBACK) -> None:
        """Always works."""

    def speak(self, utterance: Utterance, voice: Voice) -> None:
        """Say nothing."""

    def stop(self, utterance: Utterance) -> None:
        """Nothing to cut off."""

    def silence(self) -> None:
        """Nothing to silence."""

    def close(self) -> None:
        """Nothing to release."""


_FAILURE_WORDS = ("error", "alsa lib", "cannot", "can't", "failed", "does not exist")


def looks_failed(stderr: bytes) -> str | None:
    """The first error line an engine printed, if any.

    espeak-ng exits 0 without a sound device, and also when a voice's
    dictionary is missing ("Can't read dictionary file"), reading the text
    with another language's rules: both count as failures.
    """
    for line in stderr.decode("utf-8", "replace").splitlines():
        lowered = line.lower()
        if any(word in lowered for word in _FAILURE_WORDS):
            return line.strip()
    return None


_children: list[tuple[subprocess.Popen[bytes] | subprocess.Popen[str], threading.Thread]] = []
_children_lock = threading.Lock()


_PR_SET_PDEATHSIG = 1  # linux/prctl.h


@functools.cache
def _prctl() -> Any:
    """libc's ``prctl`` (Linux), looked up once in the game, never in a forked child;
    None where there is none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        function = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    function.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong,
                         ctypes.c_ulong]
    function.restype = ctypes.c_int
    return function


def parent_death_signal() -> Callable[[], None] | None:
    """A ``preexec_fn`` that makes the child be killed (SIGKILL) when its parent dies,
    ``kill -9`` included; None where the system has no such signal (not Linux).

    Linux sends it when the thread that started the child ends, which is also
    when ``end_children`` would end it. A parent that died before the child
    asked is noticed too (the child's parent is then another process): the
    child leaves at once, before it runs the engine.
    """
    prctl = _prctl()
    if prctl is None:
        return None
    parent = os.getpid()

    def arm() -> None:
        prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent:  # orphaned already: nobody would ever end it
            os._exit(1)

    return arm


def start_child(argv: Sequence[str], **options: object) -> subprocess.Popen[Any]:
    """Start an engine process, ``subprocess.Popen(argv, **options)``, kept for ``end_children``.

    On POSIX the child leads a session of its own (``start_new_session``):
    the terminal's signals (Ctrl+C, hang-up) go to the game, which ends its
    children itself. On Linux it also dies with the game, even on ``kill -9``
    (``parent_death_signal``). Raises OSError as Popen does.
    """
    if os.name == "posix":
        options.setdefault("start_new_session", True)
        arm = parent_death_signal()
        if arm is not None:
            options.setdefault("preexec_fn", arm)
    options.setdefault("env", environment.child_environment())
    child: subprocess.Popen[Any] = subprocess.Popen(list(argv), **options)  # type: ignore[call-overload]
    with _children_lock:
        _children[:] = [(c, t) for c, t in _children if c.returncode is None and c.poll() is None]
        _children.append((child, threading.current_thread()))
    return child


def kill_child(child: subprocess.Popen[Any]) -> None:
    """Kill ``child`` and the processes it started (its process group); returns at once.

    Does nothing once the child has been waited for (its number may be reused).
    """
    if child.poll() is not None:
        return
    if os.name == "posix":
        with contextlib.suppress(OSError):
            if os.getpgid(child.pid) == child.pid:  # it leads its own group: end all of it
                os.killpg(child.pid, signal.SIGKILL)
                return
    with contextlib.suppress(OSError):
        child.kill()


def end_children(started_by: threading.Thread | None = None, wait: float = 2.0) -> int:
    """Kill every engine process ``start_child`` started that still runs; returns how many.

    ``started_by``: only those started on that thread (one controller's
    speech thread); None: all of them. Waits up to ``wait`` seconds in all
    for them to end, so that none is left behind as a zombie or an orphan.
    """
    with _children_lock:
        chosen = [c for c, t in _children if started_by is None or t is started_by]
    alive = [child for child in chosen if child.poll() is None]
    for child in alive:
        kill_child(child)
    for child in alive:
        with contextlib.suppress(subprocess.TimeoutExpired, OSError):
            child.wait(timeout=wait / max(1, len(alive)))
    return len(alive)


atexit.register(end_children)


class ChildRunner:
    """Runs one child process per utterance, killable from another thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._child: subprocess.Popen[bytes] | None = None
        self._for: Utterance | None = None

    def run(self, argv: Sequence[str], stdin: bytes, utterance: Utterance,
            limit: float) -> tuple[int, bytes] | None:
        """(exit status, stderr), or None when cut off. Raises SpeechError on a time-out.

        Whatever ends the wait (a time-out, Ctrl+C, a signal's exception)
        kills the child first.
        """
        with self._lock:
            if utterance.cancelled.is_set():
                return None
            try:
                child: subprocess.Popen[bytes] = start_child(
                    argv, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                    stderr=subprocess.PIPE)
            except OSError as error:
                raise SpeechError(f"{argv[0]}: {error}") from error
            self._child, self._for = child, utterance
        try:
            _, stderr = child.communicate(stdin, timeout=limit)
        except subprocess.TimeoutExpired as error:
            kill_child(child)
            child.communicate()
            raise SpeechError(f"{Path(argv[0]).name}: no end after {limit:.0f} s") from error
        except BaseException:
            kill_child(child)
            raise
        finally:
            with self._lock:
                self._child, self._for = None, None
        if utterance.cancelled.is_set():
            return None
        return child.returncode, stderr

    def stop(self, utterance: Utterance | None) -> None:
        """Kill the child saying ``utterance`` (None: whichever is running)."""
        with self._lock:
            child = self._child
            if child is not None and (utterance is None or self._for is utterance):
                kill_child(child)
