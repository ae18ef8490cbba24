"""The Python-child backend: pyttsx3 or accessible_output2 hosted in ``speech.worker``.

This is the parent's side: it starts the child, sends it one JSON request a
line and waits for its replies, with the time limits of ``backend``.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import threading
import time
from pathlib import Path

from .. import environment
from ..languages import FALLBACK
from .backend import SpeechError, Voice, kill_child, spoken_seconds, start_child, time_limit
from .spoken import Utterance

__all__ = ["WorkerBackend"]


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
        env = {**environment.environ(), **(self._env or {}), "PYTHONIOENCODING": "utf-8"}
        try:
            child: subprocess.Popen[str] = start_child(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                text=True, encoding="utf-8", env=env, bufsize=1)
        except OSError as error:
            raise SpeechError(f"{self.name}: {error}") from error
        try:
            threading.Thread(target=self._read, args=(child,), daemon=True).start()
            ready = self._await(child, "ready", self._start_timeout)
        except BaseException:  # a time-out, or Ctrl+C or a signal while it starts
            self._kill(child)
            raise
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
        kill_child(child)  # with anything it started
        with contextlib.suppress(subprocess.TimeoutExpired):
            child.wait(timeout=5)

    def _child_now(self) -> subprocess.Popen[str]:
        child = self._child
        if child is None or child.poll() is not None:
            child = self._child = self._start()
        return child

    # ----- Backend -----------------------------------------------------

    def probe(self, lang: str = FALLBACK) -> None:
        """Start the child and ask it whether its engine can speak ``lang``."""
        child = self._child_now()
        self._next_id += 1
        self._send(child, {"op": "probe", "id": self._next_id, "lang": lang})
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
