"""Choosing the speech output: which backends to try, in order, and what to tell the player.

``plan_output`` turns a ``--speech`` choice into a chain of backends to try
in order (docs/accessibility.md "Choosing the speech output"):

* ``auto``: a running screen reader already reads the terminal's new lines,
  so with one detected the game stays text only (and says once that
  ``--speech screen-reader`` sends speech to it directly); with none, the
  own voice, unless a cheap check (``voice_problem``: a sound device, an
  engine installed; file checks only, nothing started) shows it cannot
  work: then text only, with the reason. It says once which it chose. The
  full check (each engine's probe) is the controller's, in the background:
  a failure is told once, with the next answer.
* ``tts``: the game's own voice (Linux: espeak-ng, speech-dispatcher,
  pyttsx3; elsewhere pyttsx3, then espeak-ng).
* ``screen-reader``: on Windows and macOS accessible_output2 (NVDA, JAWS,
  SAPI, VoiceOver, speech and braille); on Linux speech-dispatcher only, the
  speech service Orca speaks through (accessible_output2 finds nothing there
  that works: it is never tried), which speaks but does not braille (braille
  comes from Orca reading the terminal: ``auto`` or ``none``); the start
  notice says so. Then the own voice.
* ``none``: text only.
Every chain ends in text only, and only one backend is ever in use: the
controller takes the next of the chain (``working``) when one fails.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from .. import environment
from ..i18n import t
from ..languages import FALLBACK, LANGUAGES, language
from .backend import Backend, SpeechError, parent_death_signal
from .detect import Detector, detect_screen_reader, sound_device
from .espeak import EspeakBackend
from .speech_dispatcher import SpeechDispatcherBackend
from .worker_backend import WorkerBackend

__all__ = [
    "BackendFactory",
    "Notice",
    "Plan",
    "SINK_ENV",
    "VoiceProblem",
    "check_voice",
    "plan_output",
    "screen_reader_factories",
    "sink_from_env",
    "tts_factories",
    "voice_problem",
    "working",
]

SINK_ENV = "TRIPEAKS_A11Y_SPEECH_SINK"
"""A folder: the own voice writes each utterance there as a WAV file (with a log)
instead of playing it; "null": it synthesises and keeps nothing."""

BackendFactory = Callable[[], Backend]
"""Makes a backend; may raise SpeechError (engine not installed)."""

Notice = Callable[[str], str]
"""A message to the player, formatted in the language given."""


class VoiceProblem(Enum):
    """Why the own voice cannot work here; the value ends the catalog id ``voice-…``."""

    NO_DEVICE = "no-device"  # no sound device, and no sink to write to
    NO_ENGINE = "no-engine"  # no speech engine installed
    NO_VOICE = "no-voice"  # the engine has no voice for the language
    FAILED = "failed"  # the engine ran and failed (its words: a ``detail``)


VoiceCheck = Callable[[], "VoiceProblem | None"]
"""A cheap check of the own voice: the problem, or None when it may work."""


def voice_problem(sink: str | Path | None = None, *,
                  device: Callable[[], bool] = sound_device,
                  platform: str | None = None) -> VoiceProblem | None:
    """The cheap check of the own voice: NO_DEVICE or NO_ENGINE, else None.

    Starts no program: a sound device (``detect.sound_device``), unless
    ``sink`` (a folder or "null") takes the sound instead; an engine on the
    PATH (espeak-ng, spd-say) or pyttsx3 importable. Never raises.
    """
    if sink is None and not device():
        return VoiceProblem.NO_DEVICE
    if environment.which("espeak-ng"):
        return None
    if sink is None:
        platform = platform or sys.platform
        desktop = platform.startswith("win") or platform == "darwin"
        if not desktop and environment.which("spd-say"):
            return None
        try:
            if importlib.util.find_spec("pyttsx3") is not None:
                return None
        except (ImportError, ValueError):
            pass
    return VoiceProblem.NO_ENGINE


def check_voice(lang: str, sink: str | Path | None = None, *,
                device: Callable[[], bool] = sound_device) -> VoiceProblem | None:
    """``voice_problem``, then whether espeak-ng has the voice of ``lang``.

    The voice is loaded with no sound made (``espeak-ng -q``, about 20 ms);
    it is NO_VOICE when espeak-ng refuses it or cannot read its dictionary.
    With espeak-ng missing (other engines) the voice is not checked. Never
    raises.
    """
    problem = voice_problem(sink, device=device)
    exe = environment.which("espeak-ng")
    if problem is not None or exe is None or lang not in LANGUAGES:
        return problem
    try:
        done = subprocess.run([exe, "-q", "-v", language(lang).espeak_voice, "a"],
                              capture_output=True, timeout=10,
                              env=environment.child_environment(),
                              preexec_fn=parent_death_signal())  # it dies with the game
    except (OSError, subprocess.TimeoutExpired):
        return None  # the engine itself fails: speaking will tell, in its own words
    # A voice or dictionary it cannot read: an error status, or (a dictionary) a complaint.
    if done.returncode != 0 or done.stderr.strip():
        return VoiceProblem.NO_VOICE
    return None


@dataclass
class Plan:
    """The output chosen: ``kind`` ("tts", "screen-reader", "none"), the backends to
    try in order, and the notice saying what was chosen (None for an explicit choice)."""

    kind: str
    chain: list[BackendFactory]
    notice: Notice | None = None


def sink_from_env() -> str | Path | None:
    """Where ``$TRIPEAKS_A11Y_SPEECH_SINK`` sends the own voice: a folder, "null", or None."""
    value = environment.environ().get(SINK_ENV, "").strip()
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


def _linux_like(platform: str | None = None) -> bool:
    """Whether ``platform`` (default ``sys.platform``) is neither Windows nor macOS: there
    the screen readers (Orca, Fenrir, Speakup) speak through speech-dispatcher."""
    platform = platform or sys.platform
    return not (platform.startswith("win") or platform == "darwin")


def screen_reader_factories(platform: str | None = None) -> list[BackendFactory]:
    """The backends that reach the screen reader on ``platform`` (default
    ``sys.platform``): accessible_output2 on Windows and macOS; elsewhere (Linux)
    speech-dispatcher alone, which Orca speaks through (issue 28 point 6: the
    accessible_output2 worker is not tried there)."""
    if _linux_like(platform):
        return [lambda: SpeechDispatcherBackend("screen-reader")]
    return [lambda: WorkerBackend("ao2", kind="screen-reader")]


def working(factory: BackendFactory, lang: str = FALLBACK, *,
            failed: Callable[[str, SpeechError], None] | None = None) -> Backend | None:
    """The backend ``factory`` makes, probed in ``lang``; None when it cannot be made or
    fails the probe, after telling ``failed`` (the engine's name, "" when it could not
    be made, and the error) when given."""
    try:
        backend = factory()
    except SpeechError as error:
        if failed is not None:
            failed("", error)
        return None
    try:
        backend.probe(lang)
    except SpeechError as error:
        if failed is not None:
            failed(backend.name, error)
        backend.close()
        return None
    return backend


def plan_output(choice: str, *, detector: Detector = detect_screen_reader,
                tts: Sequence[BackendFactory] | None = None,
                screen_reader: Sequence[BackendFactory] | None = None,
                check: VoiceCheck | None = None, platform: str | None = None) -> Plan:
    """The chain of backends for ``choice`` (one of settings.OUTPUTS) on ``platform``
    (default ``sys.platform``).

    For "auto" this runs ``detector`` and, with no screen reader, the cheap
    ``check`` (default: ``voice_problem`` for the platform's own voices;
    none when ``tts`` is given): a few milliseconds, nothing probed.
    "screen-reader" on Linux says at the start that speech goes to
    speech-dispatcher and nothing to braille (``speech-chose-speech-dispatcher``);
    elsewhere, as "tts" and "none", an explicit choice has no notice. Raises
    ValueError for an unknown choice.
    """
    sink = sink_from_env()
    linux = _linux_like(platform)
    own = list(tts if tts is not None else tts_factories(sink))
    readers = list(screen_reader if screen_reader is not None
                   else screen_reader_factories(platform))
    if choice == "none":
        return Plan("none", [])
    if choice == "tts":
        return Plan("tts", own)
    if choice == "screen-reader":
        notice: Notice | None = (lambda lang: t(lang, "speech-chose-speech-dispatcher")) \
            if linux else None
        return Plan("screen-reader", readers + own, notice)
    if choice != "auto":
        raise ValueError(f"unknown speech output: {choice!r}")
    reader = detector()
    if reader:
        # Narrator takes no speech from programs: only the reading of the console is
        # offered. On Linux --speech screen-reader goes to speech-dispatcher, not the reader.
        msg_id = ("speech-chose-narrator" if reader == "Narrator"
                  else "speech-chose-screen-reader-linux" if linux
                  else "speech-chose-screen-reader")
        return Plan("none", [], lambda lang: t(lang, msg_id, reader=reader))
    if check is None and tts is None:
        def check() -> VoiceProblem | None:
            return voice_problem(sink)
    problem = check() if check is not None else None
    if problem is not None:
        return Plan("none", [], lambda lang: t(
            lang, "voice-auto-none", reason=t(lang, f"voice-{problem.value}", detail="",
                                              language=language(lang).title)))
    if own:
        return Plan("tts", own, lambda lang: t(lang, "speech-chose-tts"))
    return Plan("none", [], lambda lang: t(lang, "speech-chose-none"))
