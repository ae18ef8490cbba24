"""The voice extra: the libraries that listening needs, installed apart (issue 28 point 3).

pocketsphinx (the built-in recogniser and the voice-activity detector every
engine listens through) and sounddevice (the microphone) are not among the
game's dependencies but its ``[voice]`` extra: ``pip install
'tripeaks-a11y[voice]'``, or ``pipx inject tripeaks-a11y pocketsphinx
sounddevice``. They are imported only when the game listens, through
``voice_module``; without them listening is refused with one sentence in the
player's language (the catalogs' ``voice-extra-missing``), and the game goes on.
Each place that imports one of them raises ``VoiceExtraMissing`` when the import fails.
"""

from __future__ import annotations

import importlib.util
from typing import Final

from .audio import AudioError
from .recognizer import RecognizerError

__all__ = ["VOICE_EXTRA", "VoiceExtraMissing", "missing_libraries", "missing_voice_libraries"]

VOICE_EXTRA: Final = ("pocketsphinx", "sounddevice")
"""The modules of the ``[voice]`` extra (pyproject.toml), by import name."""


class VoiceExtraMissing(AudioError, RecognizerError):
    """A library of the voice extra is not installed (kind "extra-missing", naming
    ``module``, for logs and tests); the player is told ``voice-extra-missing`` in their
    language. Both an AudioError and a RecognizerError, so that every place that
    tells a microphone or a recogniser problem catches it."""

    def __init__(self, module: str) -> None:
        super().__init__("extra-missing", module=module)
        self.module = module


def missing_voice_libraries() -> tuple[str, ...]:
    """The modules of ``VOICE_EXTRA`` that cannot be found, in order; () when the
    extra is installed (``missing_libraries``)."""
    return missing_libraries(VOICE_EXTRA)


def missing_libraries(names: tuple[str, ...]) -> tuple[str, ...]:
    """The modules of ``names`` that cannot be found, in order; () when all are there.
    Looks for them without importing them (a few milliseconds); never raises."""
    missing = []
    for name in names:
        try:
            found = importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append(name)
    return tuple(missing)
