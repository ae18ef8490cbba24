"""Speech backends: each says one utterance at a time and can be cut off from another thread.

Every engine here runs out of process, so that one that hangs can be killed
and nothing it prints reaches the game's stdout:

* ``EspeakBackend``: the espeak-ng program, one child per utterance, to the
  sound device, to WAV files in a folder (with a log), or to a null sink.
* ``SpeechDispatcherBackend``: the ``spd-say`` program (Linux), the route
  Orca itself uses.
* ``WorkerBackend``: a Python child (``speech.worker``) hosting pyttsx3 or
  accessible_output2 (NVDA, JAWS, SAPI, VoiceOver, speech-dispatcher).
* ``NullBackend``: text only.

Each backend can fail silently (espeak-ng exits 0 with no sound card and
prints ALSA errors; accessible_output2 prints and returns; pyttsx3 can hang):
``speak`` turns every such sign into a SpeechError, and enforces a time limit.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import threading
import time
import wave
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from .spoken import Utterance

__all__ = [
    "Backend",
    "EspeakBackend",
    "NullBackend",
    "SpeechDispatcherBackend",
    "SpeechError",
    "Voice",
    "WorkerBackend",
    "time_limit",
]

ESPEAK_VOICES = {"en": "en", "ar": "ar", "hr": "hr"}
ESPEAK_WPM = 175  # espeak-ng's own default rate, words per minute


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

    def probe(self) -> None:
        """Check that the engine can speak here; raise SpeechError if not. May take a second."""

    def speak(self, utterance: Utterance, voice: Voice) -> None:
        """Say ``utterance``; return when said or cut off (``utterance.cancelled``).

        Raises SpeechError when the engine fails or exceeds ``time_limit``.
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

    def probe(self) -> None:
        """Always works."""

    def speak(self, utterance: Utterance, voice: Voice) -> None:
        """Say nothing."""

    def stop(self, utterance: Utterance) -> None:
        """Nothing to cut off."""

    def silence(self) -> None:
        """Nothing to silence."""

    def close(self) -> None:
        """Nothing to release."""


def _looks_failed(stderr: bytes) -> str | None:
    """The first error line an engine printed, if any (espeak-ng exits 0 without a device)."""
    for line in stderr.decode("utf-8", "replace").splitlines():
        lowered = line.lower()
        if "error" in lowered or "alsa lib" in lowered or "cannot" in lowered or (
            "failed" in lowered
        ):
            return line.strip()
    return None


class _ChildRunner:
    """Runs one child process per utterance, killable from another thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._child: subprocess.Popen[bytes] | None = None
        self._for: Utterance | None = None

    def run(self, argv: Sequence[str], stdin: bytes, utterance: Utterance,
            limit: float) -> tuple[int, bytes] | None:
        """(exit status, stderr), or None when cut off. Raises SpeechError on a time-out."""
        with self._lock:
            if utterance.cancelled.is_set():
                return None
            try:
                child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                         stderr=subprocess.PIPE)
            except OSError as error:
                raise SpeechError(f"{argv[0]}: {error}") from error
            self._child, self._for = child, utterance
        try:
            _, stderr = child.communicate(stdin, timeout=limit)
        except subprocess.TimeoutExpired as error:
            child.kill()
            child.communicate()
            raise SpeechError(f"{Path(argv[0]).name}: no end after {limit:.0f} s") from error
        finally:
            with self._lock:
                self._child, self._for = None, None
        if utterance.cancelled.is_set():
            return None
        return child.returncode, stderr

    def stop(self, utterance: Utterance | None) -> None:
        with self._lock:
            child = self._child
            if child is not None and (utterance is None or self._for is utterance):
                child.kill()


def _wav_seconds(path: Path) -> float:
    try:
        with wave.open(str(path), "rb") as wav:
            return wav.getnframes() / float(wav.getframerate() or 1)
    except (OSError, EOFError, wave.Error):
        return 0.0


class EspeakBackend:
    """espeak-ng, one child process per utterance, in the utterance's language voice.

    ``output``: "device" (the sound card), "null" (synthesise, keep nothing:
    a null sink for benchmarks) or a folder, where each utterance becomes
    ``NNNN-EVENT.wav`` and a line of ``speech.log`` (sequence number, event,
    "said" or "cut", text). With a folder, ``realtime`` makes each utterance
    last as long as its audio, as on a sound card, so that cutting off and
    queueing behave as they would for a listener.
    Raises SpeechError when espeak-ng is not installed.
    """

    kind = "tts"
    name = "espeak-ng"

    def __init__(self, output: str | Path = "device", *, executable: str | None = None,
                 realtime: bool = True, slack: float = 5.0) -> None:
        found = executable or shutil.which("espeak-ng")
        if not found:
            raise SpeechError("espeak-ng is not installed")
        self._exe = found
        self.output = output
        self.realtime = realtime
        self.slack = slack
        self._runner = _ChildRunner()
        self._seq = 0
        self._log_lock = threading.Lock()
        if isinstance(output, Path):
            output.mkdir(parents=True, exist_ok=True)

    def argv(self, lang: str, voice: Voice, wav: str | None = None) -> list[str]:
        """The espeak-ng command line for ``lang`` at ``voice``, reading the text from stdin."""
        wpm = max(80, min(450, round(ESPEAK_WPM * voice.rate / 100)))
        amplitude = max(0, min(200, voice.volume))
        argv = [self._exe, "-v", ESPEAK_VOICES.get(lang, "en"), "-s", str(wpm),
                "-a", str(amplitude), "-b", "1"]
        if wav is not None:
            argv += ["-w", wav]
        return [*argv, "--stdin"]

    def probe(self) -> None:
        """Say a silent syllable (amplitude 0) to the output: errors show a missing device."""
        wav = None if self.output == "device" else os.devnull
        result = self._runner.run(self.argv("en", Voice(volume=0), wav), b"a",
                                  Utterance("a", "en"), 10.0)
        assert result is not None  # a fresh utterance is never cancelled
        status, stderr = result
        problem = _looks_failed(stderr)
        if status != 0 or problem:
            raise SpeechError(f"espeak-ng: {problem or f'exit status {status}'}")

    def speak(self, utterance: Utterance, voice: Voice) -> None:
        """Say ``utterance`` (see the class for where it goes); raises SpeechError."""
        text = utterance.text.strip()
        if not text:
            return
        wav: str | None = None
        if self.output == "null":
            wav = os.devnull
        elif isinstance(self.output, Path):
            with self._log_lock:
                self._seq += 1
                seq = self._seq
            wav = str(self.output / f"{seq:04d}-{utterance.event}.wav")
        limit = time_limit(text, voice, self.slack)
        result = self._runner.run(self.argv(utterance.lang, voice, wav), text.encode("utf-8"),
                                  utterance, limit)
        if result is not None:
            status, stderr = result
            problem = _looks_failed(stderr)
            if status != 0 or problem:
                raise SpeechError(f"espeak-ng: {problem or f'exit status {status}'}")
        if isinstance(self.output, Path):
            if result is not None and self.realtime:
                # Play it out as a sound card would; stop() ends the wait.
                utterance.cancelled.wait(_wav_seconds(Path(str(wav))))
            status_word = "cut" if utterance.cancelled.is_set() or result is None else "said"
            self._log(seq, utterance, status_word)

    def _log(self, seq: int, utterance: Utterance, status: str) -> None:
        assert isinstance(self.output, Path)
        line = f"{seq:04d}\t{utterance.event}\t{status}\t{utterance.text}\n"
        with self._log_lock, open(self.output / "speech.log", "a", encoding="utf-8") as log:
            log.write(line)

    def stop(self, utterance: Utterance) -> None:
        """Kill the child saying ``utterance`` (its ``cancelled`` ends a real-time wait)."""
        self._runner.stop(utterance)

    def silence(self) -> None:
        """Kill whatever child is speaking."""
        self._runner.stop(None)

    def close(self) -> None:
        """Stop speaking."""
        self.silence()


class SpeechDispatcherBackend:
    """speech-dispatcher through its ``spd-say`` program (Linux).

    ``kind`` is "screen-reader" when it stands for the screen reader's own
    speech server, "tts" otherwise. Raises SpeechError when spd-say is missing.
    """

    name = "speech-dispatcher"

    def __init__(self, kind: str = "tts", *, executable: str | None = None) -> None:
        found = executable or shutil.which("spd-say")
        if not found:
            raise SpeechError("spd-say is not installed")
        self.kind = kind
        self._exe = found
        self._runner = _ChildRunner()

    def argv(self, lang: str, voice: Voice) -> list[str]:
        """spd-say reading stdin, waiting until said, in ``lang`` at ``voice``."""
        rate = max(-100, min(100, voice.rate - 100))
        volume = max(-100, min(100, voice.volume * 2 - 100))
        return [self._exe, "-w", "-e", "-l", lang, "-r", str(rate), "-i", str(volume)]

    def probe(self) -> None:
        """Ask speech-dispatcher for its output modules: fails when it cannot start."""
        try:
            done = subprocess.run([self._exe, "-O"], capture_output=True, timeout=10)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise SpeechError(f"spd-say: {error}") from error
        problem = _looks_failed(done.stderr)
        if done.returncode != 0 or problem or not done.stdout.strip():
            raise SpeechError(f"spd-say: {problem or 'no output module'}")

    def speak(self, utterance: Utterance, voice: Voice) -> None:
        """Say ``utterance`` and wait until speech-dispatcher has said it."""
        text = utterance.text.strip()
        if not text:
            return
        result = self._runner.run(self.argv(utterance.lang, voice), text.encode("utf-8"),
                                  utterance, time_limit(text, voice))
        if result is None:
            self._cancel()
            return
        status, stderr = result
        problem = _looks_failed(stderr)
        if status != 0 or problem:
            raise SpeechError(f"spd-say: {problem or f'exit status {status}'}")

    def _cancel(self) -> None:
        with contextlib.suppress(OSError, subprocess.TimeoutExpired):
            subprocess.run([self._exe, "-C"], capture_output=True, timeout=5)

    def stop(self, utterance: Utterance) -> None:
        """Cut off ``utterance`` (kills the waiting spd-say, then cancels the message)."""
        self._runner.stop(utterance)

    def silence(self) -> None:
        """Cancel everything speech-dispatcher is saying for us."""
        self._runner.stop(None)
        self._cancel()

    def close(self) -> None:
        """Stop speaking."""
        self._runner.stop(None)


class WorkerBackend:
    """A Python child process hosting ``engine`` ("pyttsx3" or "ao2"), see ``speech.worker``.

    The child is started on first use (or ``probe``) and again after it was
    killed. pyttsx3 is cut off by killing the child (it cannot be stopped
    reliably in process); a screen reader through accessible_output2 keeps
    its own queue, so it is told to be silent instead, and an utterance
    counts as being said for as long as it takes to say (``spoken_seconds``).
    ``log`` is a file the child writes its record of each request to; ``env``
    adds to the child's environment; ``slack`` is the time allowed beyond
    ``time_limit``'s reading speed.
    """

    def __init__(self, engine: str, *, kind: str | None = None, log: Path | None = None,
                 python: str | None = None, env: dict[str, str] | None = None,
                 start_timeout: float = 20.0, slack: float = 5.0) -> None:
        if engine not in ("pyttsx3", "ao2"):
            raise ValueError(f"unknown worker engine: {engine!r}")
        self.engine = engine
        self.kind = kind or ("screen-reader" if engine == "ao2" else "tts")
        self.name = "accessible_output2" if engine == "ao2" else "pyttsx3"
        self.output_name: str | None = None
        self._log = log
        self._python = python or sys.executable
        self._env = env
        self._start_timeout = start_timeout
        self.slack = slack
        self._lock = threading.Lock()
        self._child: subprocess.Popen[str] | None = None
        self._for: Utterance | None = None
        self._replies: list[dict[str, object]] = []
        self._reply = threading.Condition(self._lock)
        self._next_id = 0

    # ----- the child ---------------------------------------------------

    def _start(self) -> subprocess.Popen[str]:
        argv = [self._python, "-m", "tripeaks_a11y.speech.worker", self.engine]
        if self._log is not None:
            argv += ["--log", str(self._log)]
        env = {**os.environ, **(self._env or {}), "PYTHONIOENCODING": "utf-8"}
        try:
            child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
                                     env=env, bufsize=1)
        except OSError as error:
            raise SpeechError(f"{self.name}: {error}") from error
        threading.Thread(target=self._read, args=(child,), daemon=True).start()
        ready = self._await(child, "ready", self._start_timeout)
        if not ready.get("ok"):
            self._kill(child)
            raise SpeechError(f"{self.name}: {ready.get('error', 'did not start')}")
        self.output_name = str(ready.get("output") or self.name)
        return child

    def _read(self, child: subprocess.Popen[str]) -> None:
        assert child.stdout is not None
        for line in child.stdout:
            try:
                message = json.loads(line)
            except ValueError:
                continue  # not ours: the worker keeps library output off this pipe
            if isinstance(message, dict):
                with self._reply:
                    message["_child"] = id(child)
                    self._replies.append(message)
                    self._reply.notify_all()
        with self._reply:
            self._replies.append({"_child": id(child), "id": "eof"})
            self._reply.notify_all()

    def _await(self, child: subprocess.Popen[str], wanted: object,
               limit: float) -> dict[str, object]:
        """The child's reply with id ``wanted``; raises SpeechError on time-out or exit."""
        with self._reply:
            ok = self._reply.wait_for(
                lambda: any(r["_child"] == id(child) and r.get("id") in (wanted, "eof")
                            for r in self._replies), timeout=limit)
            if not ok:
                raise SpeechError(f"{self.name}: no answer after {limit:.0f} s")
            reply = next(r for r in self._replies
                         if r["_child"] == id(child) and r.get("id") in (wanted, "eof"))
            self._replies = [r for r in self._replies if r is not reply and r.get("id") != "eof"]
        if reply.get("id") == "eof":
            raise SpeechError(f"{self.name}: the speech process ended")
        return reply

    def _send(self, child: subprocess.Popen[str], message: dict[str, object]) -> None:
        assert child.stdin is not None
        try:
            child.stdin.write(json.dumps(message, ensure_ascii=False) + "\n")
            child.stdin.flush()
        except (OSError, ValueError) as error:
            raise SpeechError(f"{self.name}: {error}") from error

    @staticmethod
    def _kill(child: subprocess.Popen[str]) -> None:
        if child.poll() is None:
            child.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            child.wait(timeout=5)

    def _child_now(self) -> subprocess.Popen[str]:
        child = self._child
        if child is None or child.poll() is not None:
            child = self._child = self._start()
        return child

    # ----- Backend -----------------------------------------------------

    def probe(self) -> None:
        """Start the child and ask it whether its engine can speak."""
        child = self._child_now()
        self._next_id += 1
        self._send(child, {"op": "probe", "id": self._next_id})
        reply = self._await(child, self._next_id, self._start_timeout)
        if not reply.get("ok"):
            raise SpeechError(f"{self.name}: {reply.get('error', 'cannot speak')}")

    def speak(self, utterance: Utterance, voice: Voice, to: Path | None = None) -> None:
        """Say ``utterance`` (or render it to the WAV file ``to``); raises SpeechError."""
        text = utterance.text.strip()
        if not text:
            return
        with self._lock:
            if utterance.cancelled.is_set():
                return
            self._for = utterance
        try:
            child = self._child_now()
            self._next_id += 1
            request = {"op": "say", "id": self._next_id, "text": text, "lang": utterance.lang,
                       "rate": voice.rate, "volume": voice.volume,
                       "interrupt": not utterance.keep, "to": str(to) if to else None}
            started = time.monotonic()
            self._send(child, request)
            try:
                reply = self._await(child, self._next_id, time_limit(text, voice, self.slack))
            except SpeechError:
                if utterance.cancelled.is_set():
                    return  # killed on purpose by stop()
                self._kill(child)
                raise
            if not reply.get("ok"):
                raise SpeechError(f"{self.name}: {reply.get('error', 'failed')}")
            expected = spoken_seconds(text, voice)
            if self.engine == "pyttsx3" and to is None and expected > 1.0 and (
                time.monotonic() - started < 0.15 * expected
            ):
                # runAndWait returns at once when the driver has no sound device.
                raise SpeechError(f"{self.name}: done in no time; no sound device?")
            if self.engine == "ao2" and to is None:
                # The screen reader queues it and returns: wait as long as it takes to say.
                utterance.cancelled.wait(spoken_seconds(text, voice))
        finally:
            with self._lock:
                self._for = None

    def stop(self, utterance: Utterance) -> None:
        """Cut off ``utterance`` if it is being said."""
        with self._lock:
            if self._for is not utterance:
                return
        self.silence()

    def silence(self) -> None:
        """pyttsx3: kill the child (restarted on the next utterance); ao2: tell it to hush."""
        child = self._child
        if child is None or child.poll() is not None:
            return
        if self.engine == "pyttsx3":
            self._kill(child)
        else:
            with contextlib.suppress(SpeechError):
                self._send(child, {"op": "silence", "id": 0})

    def close(self) -> None:
        """End the child."""
        child, self._child = self._child, None
        if child is not None:
            if child.stdin is not None:
                with contextlib.suppress(OSError):
                    child.stdin.close()
            try:
                child.wait(timeout=2)
            except subprocess.TimeoutExpired:
                self._kill(child)

