"""The speech-dispatcher backend: one ``spd-say`` process per utterance (Linux)."""

from __future__ import annotations

import contextlib
import shutil
import subprocess

from .backend import ChildRunner, SpeechError, Voice, looks_failed, time_limit
from .spoken import Utterance

__all__ = ["SpeechDispatcherBackend"]


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
        self._runner = ChildRunner()

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
        problem = looks_failed(done.stderr)
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
        problem = looks_failed(stderr)
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
