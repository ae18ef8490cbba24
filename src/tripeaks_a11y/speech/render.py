"""``tripeaks-a11y speak``: say a text with the own voice, or render it to a WAV file.

Players use it to check their voice set-up; tests use it to measure real
audio. The text is spoken as given, only made pronounceable (no symbols,
Arabic vocalised: ``spoken.pronounceable``).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from .backend import SpeechError, Voice
from .controller import SpeechController
from .espeak import EspeakBackend
from .plan import Plan, tts_factories
from .spoken import Utterance, pronounceable
from .worker_backend import WorkerBackend

__all__ = ["render_to_file", "speak_aloud"]


def render_to_file(text: str, lang: str, path: Path, voice: Voice | None = None) -> str:
    """Write ``text`` spoken in ``lang`` to the WAV file ``path``; returns the engine's name.

    Uses espeak-ng where it is installed, else pyttsx3 (in a child process).
    Raises ValueError for text with nothing to say, SpeechError when no
    engine can render it.
    """
    spoken = pronounceable(text, lang)
    if not spoken:
        raise ValueError("nothing to say")
    voice = voice or Voice()
    utterance = Utterance(spoken, lang)
    path = path.resolve()
    if shutil.which("espeak-ng"):
        backend = EspeakBackend()
        argv = backend.argv(lang, voice, str(path))
        try:
            done = subprocess.run(argv, input=spoken.encode("utf-8"), capture_output=True,
                                  timeout=60)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise SpeechError(f"espeak-ng: {error}") from error
        if done.returncode != 0 or not path.is_file():
            message = done.stderr.decode("utf-8", "replace").strip()
            raise SpeechError(f"espeak-ng: {message or done.returncode}")
        return backend.name
    worker = WorkerBackend("pyttsx3")
    try:
        worker.speak(utterance, voice, to=path)
    finally:
        worker.close()
    if not path.is_file():
        raise SpeechError("pyttsx3 wrote no file")
    return worker.name


def speak_aloud(text: str, lang: str, voice: Voice | None = None, timeout: float = 120.0) -> str:
    """Say ``text`` with the first own voice that works and wait until it is said.

    Returns the output used ("tts", or "none" when no voice worked).
    """
    from ..settings import Settings

    voice = voice or Voice()
    controller = SpeechController(Plan("tts", tts_factories()),
                                  Settings(rate=voice.rate, volume=voice.volume))
    try:
        controller.say(text, lang, keep=True)
        controller.wait_idle(timeout)
        return controller.output
    finally:
        controller.close()
