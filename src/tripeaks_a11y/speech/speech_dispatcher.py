"""The speech-dispatcher backend: the game as its own SSIP client, ``spd-say`` last (Linux).

Through SSIP (``ssip.SSIPClient``) the game is a named client
(``user:tripeaks-a11y:main``) with its own language, rate, volume and
priority, and its ``stop`` cancels only its own messages (``CANCEL SELF``):
a screen reader speaking through the same daemon (Orca) is never cut off.
When the daemon's socket cannot be reached, one ``spd-say`` process per
utterance (which starts the daemon itself, so that the next utterance goes
through SSIP); cutting one off kills only that process, and ``spd-say -C``
(which cancels every client's speech) is never run.

Priorities (``ssip_priority``; the SSIP manual, "Priority Categories"): the
daemon orders every client's messages by priority, not by client. Orca
speaks at ``message``, its key echo included, and a ``message`` waits for
every ``message`` (and ``important``) before it: at ``message`` the game's
answers held Orca's key echo back for as long as they took to say (9.1 s
measured, issue 28). So routine answers go at ``text``: a ``text`` is said
only when no ``message`` waits, and a ``message`` that comes while it is said
cancels it, so Orca's own speech is never delayed behind the game; a cut
answer is said again by ``repeat``, as after the player's ``stop``. The
kept answers (``spoken.KEEP_EVENTS``: refusal reasons, cleared peaks, won,
blocked, "always said to the end") stay at ``message``, as before: short,
and not to be lost, they are said whole and Orca's next words follow them.
``important`` is never used (it cuts off everyone and is for errors), nor
``notification``/``progress`` (cancelled by any other speech: an answer
could be lost to the next line Orca reads). The game's own ``text``
messages never cancel each other: the backend sends the next only when the
last has ended.
"""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import threading
from pathlib import Path

from .. import environment
from ..languages import FALLBACK
from .backend import (
    ChildRunner,
    SpeechError,
    Voice,
    looks_failed,
    parent_death_signal,
    time_limit,
)
from .spoken import Utterance
from .ssip import SSIPClient, SSIPError, socket_path

__all__ = ["CLIENT_NAME", "KEPT_PRIORITY", "QUEUE_LIMIT", "ROUTINE_PRIORITY",
           "SpeechDispatcherBackend", "ssip_priority"]

CLIENT_NAME = "user:tripeaks-a11y:main"
"""How the game names itself to speech-dispatcher (its history, its client list)."""

QUEUE_LIMIT = 120.0
"""Seconds a message may wait in the daemon's queue (behind others' speech) before it
counts as lost."""


ROUTINE_PRIORITY = "text"
"""The SSIP priority of routine answers: yields to (is cancelled by) a screen reader's
``message`` speech (module docstring)."""

KEPT_PRIORITY = "message"
"""The SSIP priority of kept answers (``Utterance.keep``): said to the end, in turn."""


def ssip_priority(utterance: Utterance) -> str:
    """The SSIP priority ``utterance`` is said at: ``KEPT_PRIORITY`` for a kept one
    (refusals, cleared peaks, won, blocked), else ``ROUTINE_PRIORITY``."""
    return KEPT_PRIORITY if utterance.keep else ROUTINE_PRIORITY


def _percent_to_ssip(value: int) -> int:
    """100 % (the engine's normal) is SSIP's 0; the scale runs -100..100."""
    return max(-100, min(100, value - 100))


class SpeechDispatcherBackend:
    """speech-dispatcher (Linux): SSIP over the daemon's socket, else ``spd-say``.

    ``kind`` is "screen-reader" when it stands for the screen reader's own
    speech server, "tts" otherwise. ``socket`` is the daemon's socket
    (default ``ssip.socket_path()``); each message goes at ``ssip_priority``
    (routine ``text``, kept ``message``: the module docstring), through
    spd-say too (``-P``). ``timeout`` is the seconds any daemon reply may
    take. Raises SpeechError when neither the socket nor spd-say is there.
    """

    name = "speech-dispatcher"

    def __init__(self, kind: str = "tts", *, executable: str | None = None,
                 socket: Path | None = None, timeout: float = 2.0) -> None:
        self.kind = kind
        self._timeout = timeout
        self._client: SSIPClient | None = None
        self._settings: tuple[str, int, int, str] | None = None
        self._lock = threading.Lock()
        self._current: Utterance | None = None
        self._path = socket if socket is not None else socket_path()
        self._connect()
        self._exe = executable or shutil.which("spd-say")
        if self._client is None and not self._exe:
            raise SpeechError("speech-dispatcher is not running and spd-say is not installed")
        self._runner = ChildRunner()

    def _connect(self) -> None:
        """Become an SSIP client when the daemon's socket answers (else stay on spd-say)."""
        if self._client is not None or self._path is None or not self._path.exists():
            return
        client = None
        try:
            client = SSIPClient(self._path, CLIENT_NAME, timeout=self._timeout)
        except SSIPError:
            if client is not None:
                client.close()
            return
        self._client, self._settings = client, None

    @property
    def via_ssip(self) -> bool:
        """True when speaking as an SSIP client, False through spd-say."""
        return self._client is not None

    @property
    def speaking(self) -> Utterance | None:
        """The utterance the daemon is saying for the game now (SSIP only), if any."""
        with self._lock:
            return self._current

    def argv(self, lang: str, voice: Voice, priority: str = ROUTINE_PRIORITY) -> list[str]:
        """spd-say reading stdin, waiting until said, in ``lang`` at ``voice`` and SSIP
        ``priority`` (the fallback)."""
        rate = _percent_to_ssip(voice.rate)
        volume = max(-100, min(100, voice.volume * 2 - 100))
        return [self._exe or "spd-say", "-w", "-e", "-l", lang, "-r", str(rate),
                "-i", str(volume), "-P", priority]

    def probe(self, lang: str = FALLBACK) -> None:
        """Ask speech-dispatcher for its output modules: SpeechError when it has none
        (or only "dummy") or cannot start."""
        if self._client is not None:
            try:
                modules = self._client.list_output_modules()
            except SSIPError as error:
                raise SpeechError(str(error)) from error
            if not [name for name in modules if name != "dummy"]:
                # "dummy" only says that speech-dispatcher is not set up.
                raise SpeechError("speech-dispatcher: no output module")
            return
        try:
            done = subprocess.run([self._exe or "spd-say", "-O"], capture_output=True,
                                  timeout=10, env=environment.child_environment(),
                                  preexec_fn=parent_death_signal())  # dies with the game
        except (OSError, subprocess.TimeoutExpired) as error:
            raise SpeechError(f"spd-say: {error}") from error
        problem = looks_failed(done.stderr)
        if done.returncode != 0 or problem or not done.stdout.strip():
            raise SpeechError(f"spd-say: {problem or 'no output module'}")

    def speak(self, utterance: Utterance, voice: Voice) -> str | None:
        """Say ``utterance`` at its ``ssip_priority`` and wait until speech-dispatcher has
        said it (or it is cut off); "cancelled" when the daemon cancelled it for another
        client's speech (a screen reader's ``message``), else None.

        Raises SpeechError when the daemon refuses, hangs up or exceeds ``time_limit``.
        """
        text = utterance.text.strip()
        if not text:
            return None
        self._connect()  # spd-say may have started the daemon since
        if self._client is not None:
            return self._speak_ssip(self._client, text, utterance, voice)
        result = self._runner.run(self.argv(utterance.lang, voice, ssip_priority(utterance)),
                                  text.encode("utf-8"), utterance, time_limit(text, voice))
        if result is None:
            return None
        status, stderr = result
        problem = looks_failed(stderr)
        if status != 0 or problem:
            raise SpeechError(f"spd-say: {problem or f'exit status {status}'}")
        return None

    def _speak_ssip(self, client: SSIPClient, text: str, utterance: Utterance,
                    voice: Voice) -> str | None:
        try:
            wanted = (utterance.lang, _percent_to_ssip(voice.rate),
                      _percent_to_ssip(voice.volume), ssip_priority(utterance))
            done = self._settings
            for at, command in enumerate(("LANGUAGE", "RATE", "VOLUME", "PRIORITY")):
                if done is None or done[at] != wanted[at]:
                    client.command(f"SET SELF {command} {wanted[at]}")
            self._settings = wanted
            with self._lock:
                if utterance.cancelled.is_set():
                    return None
                self._current = utterance
            msg_id = client.speak(text)
            if utterance.cancelled.is_set():  # cut off while it was being sent
                client.cancel_self()
            # Queued behind another client's speech (a screen reader reading a page),
            # the message waits; only once begun is it held to time_limit.
            if not client.wait_begun(msg_id, QUEUE_LIMIT):
                client.cancel_self()
                raise SpeechError(f"speech-dispatcher: not begun after {QUEUE_LIMIT:.0f} s")
            outcome = client.wait_done(msg_id, time_limit(text, voice))
            if outcome is None:
                client.cancel_self()
                raise SpeechError("speech-dispatcher: no end after "
                                  f"{time_limit(text, voice):.0f} s")
            # Cancelled, and not by the game: another client's speech took its place.
            return outcome if outcome == "cancelled" and not utterance.cancelled.is_set() \
                else None
        except SSIPError as error:
            if not client.connected:
                self._client = None
                client.close()
            raise SpeechError(str(error)) from error
        finally:
            with self._lock:
                self._current = None

    def _cancel_own(self) -> None:
        client = self._client
        if client is not None:
            with contextlib.suppress(SSIPError):
                client.cancel_self()

    def stop(self, utterance: Utterance) -> None:
        """Cut off ``utterance`` if it is the one being said: ``CANCEL SELF`` (only the
        game's own messages), or kill the waiting spd-say."""
        with self._lock:
            ours = self._current is utterance
        if ours:
            self._cancel_own()
        self._runner.stop(utterance)

    def silence(self) -> None:
        """Cancel everything the game has asked speech-dispatcher to say (never other clients')."""
        self._runner.stop(None)
        self._cancel_own()

    def close(self) -> None:
        """Stop speaking and leave the daemon."""
        self._runner.stop(None)
        client, self._client = self._client, None
        if client is not None:
            with contextlib.suppress(SSIPError):
                client.cancel_self()
            client.close()
