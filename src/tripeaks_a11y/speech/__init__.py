"""Speech output behind one small interface (docs/accessibility.md "Choosing the speech output").

The game hands each answer's announcements to a ``SpeechController``
(``make_controller``), which says them through one backend (the screen
reader, the game's own voice, or none) on a thread of its own, cuts off and
queues by event, falls back when a backend fails and leaves notices for the
next output. ``plan`` chooses the backends to try, ``backend`` says what a
backend is (``espeak``, ``speech_dispatcher`` and ``worker_backend`` are the
engines), ``controller_settings`` changes the settings. ``spoken`` decides what
is said, ``arabic`` vocalises Arabic for espeak-ng, ``detect`` finds a
running screen reader, ``render`` serves ``tripeaks-a11y speak``.
"""

from __future__ import annotations

from .backend import Backend, NullBackend, SpeechError, Voice
from .controller import SpeechController, make_controller
from .controller_settings import SettingAnswer
from .detect import SCREEN_READER_ENV, detect_screen_reader
from .espeak import EspeakBackend
from .plan import SINK_ENV, Plan, plan_output
from .render import render_to_file, speak_aloud
from .speech_dispatcher import SpeechDispatcherBackend
from .spoken import KEEP_EVENTS, Utterance, pronounceable, utterances
from .worker_backend import WorkerBackend

__all__ = [
    "KEEP_EVENTS",
    "SCREEN_READER_ENV",
    "SINK_ENV",
    "Backend",
    "EspeakBackend",
    "NullBackend",
    "Plan",
    "SettingAnswer",
    "SpeechController",
    "SpeechDispatcherBackend",
    "SpeechError",
    "Utterance",
    "Voice",
    "WorkerBackend",
    "detect_screen_reader",
    "make_controller",
    "plan_output",
    "pronounceable",
    "render_to_file",
    "speak_aloud",
    "utterances",
]
