"""Choosing the speech output: which backends to try, in order, and what to tell the player.

``plan_output`` turns a ``--speech`` choice into a chain of backends to try
in order (DESIGN.md "Speech output"):

* ``auto``: a running screen reader already reads the terminal's new lines,
  so with one detected the game stays text only (and says once that
  ``--speech screen-reader`` sends speech to it directly); with none, the
  first own voice that works; else text only. It says once which it chose.
* ``tts``: the game's own voice (Linux: espeak-ng, speech-dispatcher,
  pyttsx3; elsewhere pyttsx3, then espeak-ng).
* ``screen-reader``: accessible_output2 (NVDA, JAWS, SAPI, VoiceOver), on
  Linux speech-dispatcher; then the own voice.
* ``none``: text only.
Every chain ends in text only, and only one backend is ever in use: the
controller takes the next of the chain (``working``) when one fails.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..i18n import t
from .backend import Backend, SpeechError
from .detect import Detector, detect_screen_reader
from .espeak import EspeakBackend
from .speech_dispatcher import SpeechDispatcherBackend
from .worker_backend import WorkerBackend

__all__ = [
    "BackendFactory",
    "Notice",
    "Plan",
    "SINK_ENV",
    "plan_output",
    "screen_reader_factories",
    "sink_from_env",
    "tts_factories",
    "working",
]

SINK_ENV = "TRIPEAKS_A11Y_SPEECH_SINK"
"""A folder: the own voice writes each utterance there as a WAV file (with a log)
instead of playing it; "null": it synthesises and keeps nothing."""

BackendFactory = Callable[[], Backend]
"""Makes a backend; may raise SpeechError (engine not installed)."""

Notice = Callable[[str], str]
"""A message to the player, formatted in the language given."""


@dataclass
class Plan:
    """The output chosen: ``kind`` ("tts", "screen-reader", "none"), the backends to
    try in order, and the notice saying what was chosen (None for an explicit choice)."""

    kind: str
    chain: list[BackendFactory]
    notice: Notice | None = None


def sink_from_env() -> str | Path | None:
    """Where ``$TRIPEAKS_A11Y_SPEECH_SINK`` sends the own voice: a folder, "null", or None."""
    value = os.environ.get(SINK_ENV, "").strip()
    if not value:
        return None
    return "null" if value == "null" else Path(value)


def tts_factories(sink: str | Path | None = None) -> list[BackendFactory]:
    """The own-voice backends to try, in order, for this platform.

    With a ``sink`` (a folder or "null") only espeak-ng, writing there.
    """
    if sink is not None:
        return [lambda: EspeakBackend(sink)]
    espeak: BackendFactory = EspeakBackend
    pyttsx3: BackendFactory = lambda: WorkerBackend("pyttsx3")  # noqa: E731
    if sys.platform.startswith("win") or sys.platform == "darwin":
        return [pyttsx3, espeak]
    return [espeak, lambda: SpeechDispatcherBackend("tts"), pyttsx3]


def screen_reader_factories() -> list[BackendFactory]:
    """The backends that reach the screen reader: accessible_output2, then (Linux)
    speech-dispatcher, which Orca speaks through."""
    chain: list[BackendFactory] = [lambda: WorkerBackend("ao2", kind="screen-reader")]
    if not (sys.platform.startswith("win") or sys.platform == "darwin"):
        chain.append(lambda: SpeechDispatcherBackend("screen-reader"))
    return chain


def working(factory: BackendFactory) -> Backend | None:
    """The backend ``factory`` makes, probed; None when it cannot be made or fails the probe."""
    try:
        backend = factory()
    except SpeechError:
        return None
    try:
        backend.probe()
    except SpeechError:
        backend.close()
        return None
    return backend


def plan_output(choice: str, *, detector: Detector = detect_screen_reader,
                tts: Sequence[BackendFactory] | None = None,
                screen_reader: Sequence[BackendFactory] | None = None) -> Plan:
    """The chain of backends for ``choice`` (one of settings.OUTPUTS).

    For "auto" this runs ``detector`` and, with no screen reader, probes the
    own voices until one works (a second or two at most). Raises ValueError
    for an unknown choice.
    """
    own = list(tts if tts is not None else tts_factories(sink_from_env()))
    readers = list(screen_reader if screen_reader is not None else screen_reader_factories())
    if choice == "none":
        return Plan("none", [])
    if choice == "tts":
        return Plan("tts", own)
    if choice == "screen-reader":
        return Plan("screen-reader", readers + own)
    if choice != "auto":
        raise ValueError(f"unknown speech output: {choice!r}")
    reader = detector()
    if reader:
        # Narrator takes no speech from programs: only the reading of the console is offered.
        msg_id = ("speech-chose-narrator" if reader == "Narrator"
                  else "speech-chose-screen-reader")
        return Plan("none", [], lambda lang: t(lang, msg_id, reader=reader))
    for index, factory in enumerate(own):
        backend = working(factory)
        if backend is not None:
            chain: list[BackendFactory] = [lambda b=backend: b, *own[index + 1:]]  # type: ignore[misc]
            return Plan("tts", chain, lambda lang: t(lang, "speech-chose-tts"))
    return Plan("none", [], lambda lang: t(lang, "speech-chose-none"))

