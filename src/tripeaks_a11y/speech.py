"""Speech output behind one small interface (DESIGN.md "Speech output").

Backends: ``none`` (text only) and ``tts`` (the game's own voice through
espeak-ng in a child process, so a slow or stuck engine never blocks the
prompt and a new announcement interrupts the old one). ``auto`` picks text
only for now: a running screen reader already reads the terminal, and
speaking on top of it would double every line.
"""

from __future__ import annotations

import shutil
import subprocess
from typing import Protocol

__all__ = ["EspeakSpeaker", "SilentSpeaker", "Speaker", "make_speaker"]

_VOICES = {"en": "en", "ar": "ar", "hr": "hr"}


class Speaker(Protocol):
    """Something that can say a line in a language and be silenced."""

    name: str

    def say(self, text: str, lang: str) -> None:
        """Start saying ``text`` in ``lang`` ("en", "ar", "hr"); return at once."""

    def stop(self) -> None:
        """Silence whatever is being said."""

    def close(self) -> None:
        """Release the engine; later calls do nothing."""


class SilentSpeaker:
    """Text only: says nothing."""

    name = "none"

    def say(self, text: str, lang: str) -> None:
        """Say nothing."""

    def stop(self) -> None:
        """Nothing to silence."""

    def close(self) -> None:
        """Nothing to release."""


class EspeakSpeaker:
    """espeak-ng in a child process; a new line interrupts the previous one.

    Raises FileNotFoundError when espeak-ng is not installed.
    """

    name = "tts"

    def __init__(self, executable: str | None = None) -> None:
        found = executable or shutil.which("espeak-ng")
        if not found:
            raise FileNotFoundError("espeak-ng")
        self._exe = found
        self._child: subprocess.Popen[bytes] | None = None

    def say(self, text: str, lang: str) -> None:
        """Speak ``text`` with the voice of ``lang``; empty text is never sent."""
        if not text.strip():
            return
        self.stop()
        try:
            self._child = subprocess.Popen(
                [self._exe, "-v", _VOICES.get(lang, "en"), "--stdin"],
                stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )
            assert self._child.stdin is not None
            self._child.stdin.write(text.encode("utf-8"))
            self._child.stdin.close()
        except OSError:
            self._child = None  # speech failing must never end the game

    def stop(self) -> None:
        """Kill the utterance in progress, if any."""
        child, self._child = self._child, None
        if child is not None and child.poll() is None:
            child.kill()
            child.wait()

    def close(self) -> None:
        """Stop speaking."""
        self.stop()


def make_speaker(mode: str) -> Speaker:
    """The speaker for ``--speech`` ``mode`` ("none", "tts" or "auto").

    ``tts`` without espeak-ng falls back to text only.
    """
    if mode == "tts":
        try:
            return EspeakSpeaker()
        except FileNotFoundError:
            return SilentSpeaker()
    return SilentSpeaker()
