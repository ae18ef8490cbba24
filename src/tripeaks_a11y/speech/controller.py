"""The speech controller: one output at a time, beside the prompt, never blocking it.

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
Every chain ends in text only, and only one backend is ever in use.

``SpeechController`` speaks on a thread of its own. ``announce`` returns at
once: routine announcements cut off the routine one being said and replace
any not yet said (``mode`` "interrupt", the default; "queue" says all), while
refusals, peak clears, won and blocked are queued and said to the end.
``stop`` silences everything at once. A backend that fails (error, silence
with an error printed, time-out) is closed and the next one takes over the
same utterance; the player is told once, with the next output
(``take_notices``), never while the game waits.
"""

from __future__ import annotations

import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from ..announcer import Announcement
from ..i18n import t
from ..settings import MODES, OUTPUTS, RATE_RANGE, VERBOSITY, VOLUME_RANGE, Settings, SettingsStore
from .backends import (
    Backend,
    EspeakBackend,
    NullBackend,
    SpeechDispatcherBackend,
    SpeechError,
    Voice,
    WorkerBackend,
)
from .detect import Detector, detect_screen_reader
from .earcons import EARCON_EVENTS, EarconPlayer
from .spoken import Utterance, pronounceable, utterances

__all__ = [
    "BackendFactory",
    "Notice",
    "Plan",
    "SINK_ENV",
    "SettingAnswer",
    "SpeechController",
    "make_controller",
    "plan_output",
    "screen_reader_factories",
    "tts_factories",
]

SINK_ENV = "TRIPEAKS_A11Y_SPEECH_SINK"
"""A folder: the own voice writes each utterance there as a WAV file (with a log)
instead of playing it; "null": it synthesises and keeps nothing."""

BackendFactory = Callable[[], Backend]
"""Makes a backend; may raise SpeechError (engine not installed)."""

Notice = Callable[[str], str]
"""A message to the player, formatted in the language given."""


def _output_name(lang: str, kind: str) -> str:
    return t(lang, "speech-output-name", output=kind)


@dataclass
class Plan:
    """The output chosen: ``kind`` ("tts", "screen-reader", "none"), the backends to
    try in order, and the notice saying what was chosen (None for an explicit choice)."""

    kind: str
    chain: list[BackendFactory]
    notice: Notice | None = None


@dataclass(frozen=True)
class SettingAnswer:
    """What to tell the player after a setting: catalog ``msg_id`` with ``args``;
    ``refused`` when the value was not accepted (the setting is unchanged)."""

    msg_id: str
    args: dict[str, object]
    refused: bool = False


def _sink_from_env() -> str | Path | None:
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


def _working(factory: BackendFactory) -> Backend | None:
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
    own = list(tts if tts is not None else tts_factories(_sink_from_env()))
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
        backend = _working(factory)
        if backend is not None:
            chain: list[BackendFactory] = [lambda b=backend: b, *own[index + 1:]]  # type: ignore[misc]
            return Plan("tts", chain, lambda lang: t(lang, "speech-chose-tts"))
    return Plan("none", [], lambda lang: t(lang, "speech-chose-none"))


class SpeechController:
    """Speaks announcements through one backend at a time (see the module docstring).

    ``plan`` is the chain to use; ``settings`` the speech settings (rate and
    volume in percent); ``store`` saves settings changed by ``apply_setting``
    (None: not saved); ``replan`` makes the plan for a new output choice;
    ``earcons`` plays the short sounds when ``settings.earcons`` is on.
    ``history`` records (backend name, event, outcome, text) of the last
    1,000 utterances: outcome "said", "cut" or "failed: …".
    """

    def __init__(self, plan: Plan, settings: Settings | None = None, *,
                 store: SettingsStore | None = None,
                 replan: Callable[[str], Plan] | None = None,
                 earcons: EarconPlayer | None = None) -> None:
        self.settings = settings or Settings()
        self.store = store
        self.output = plan.kind
        self.history: deque[tuple[str, str, str, str]] = deque(maxlen=1000)
        self._replan = replan or (lambda choice: plan_output(choice))
        self._earcons = earcons or EarconPlayer()
        self._cond = threading.Condition()
        self._queue: deque[Utterance] = deque()
        self._current: Utterance | None = None
        self._chain = list(plan.chain)
        self._backend: Backend | None = None
        self._notices: list[Notice] = [plan.notice] if plan.notice else []
        self._failed_from: str | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()

    # ----- what the game calls ---------------------------------------

    def announce(self, items: Sequence[Announcement], lang: str) -> None:
        """Speak one answer's announcements in ``lang``; returns at once."""
        self._enqueue(utterances(items, lang, self.settings.verbosity))

    def say(self, text: str, lang: str, *, event: str = "info", keep: bool = False) -> None:
        """Speak ``text`` (made pronounceable) as one utterance; returns at once."""
        spoken = pronounceable(text, lang)
        if spoken:
            self._enqueue([Utterance(spoken, lang, event, keep)])

    def stop(self) -> None:
        """Silence everything at once: what is being said and all that is waiting."""
        with self._cond:
            self._queue.clear()
            current, backend = self._current, self._backend
            if current is not None:
                current.cancelled.set()
        if backend is not None:
            backend.silence()

    def notify(self, notice: Notice) -> None:
        """Leave ``notice`` for the next output (``take_notices``)."""
        with self._cond:
            self._notices.append(notice)

    def take_notices(self, lang: str) -> list[str]:
        """Messages for the player that arose since the last call, in ``lang``; empties them.

        Several fallbacks in a row make one message: from the first output
        that failed to the one now in use.
        """
        with self._cond:
            notices, self._notices = self._notices, []
            failed_from, self._failed_from = self._failed_from, None
            now = self.output
        texts = [notice(lang) for notice in notices]
        if failed_from is not None and failed_from != now:
            texts.append(t(lang, "speech-fallback", failed=_output_name(lang, failed_from),
                           now=_output_name(lang, now)))
        return texts

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until nothing is being said or waiting; False on time-out."""
        with self._cond:
            return self._cond.wait_for(
                lambda: not self._queue and self._current is None, timeout=timeout)

    def close(self, timeout: float = 0.0) -> None:
        """Stop and release; first let kept utterances (refusals, won…) finish for up to
        ``timeout`` seconds, so that leaving never swallows a reason."""
        if timeout > 0:
            with self._cond:
                self._cond.wait_for(self._no_kept_speech, timeout=timeout)
        self.stop()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout=5)
        with self._cond:
            backend, self._backend = self._backend, None
        if backend is not None:
            backend.close()
        self._earcons.close()

    def _no_kept_speech(self) -> bool:
        current = self._current
        return not any(u.keep for u in self._queue) and not (current and current.keep)

    @property
    def voice(self) -> Voice:
        """Rate and volume from the settings."""
        return Voice(self.settings.rate, self.settings.volume)

    # ----- settings ---------------------------------------------------

    def apply_setting(self, name: str, value: str | int | None = None) -> SettingAnswer:
        """Change one speech setting, save it, and say what it is now.

        ``name``: "speech" (value auto, tts, screen-reader or none), "test" (no
        value: the sample sentence, or that speech is off), "mode"
        (interrupt or queue), "rate" (50-400), "volume" (0-100), "verbosity"
        (brief, normal, full) or "earcons" (on or off). A bad value is
        refused with the allowed range or the current value. Raises
        ValueError for an unknown ``name``.
        """
        settings = self.settings
        if name == "test":
            return SettingAnswer("speech-test" if self.output != "none" else "speech-test-none",
                                 {})
        if name == "speech":
            if value not in OUTPUTS:
                return SettingAnswer("speech-set", {"output": self.output}, refused=True)
            plan = self._replan(str(value))
            self._switch(plan)
            self._save(replace(settings, output=str(value)))
            return SettingAnswer("speech-set", {"output": plan.kind})
        if name in ("rate", "volume"):
            low, high = RATE_RANGE if name == "rate" else VOLUME_RANGE
            number = _as_int(value)
            if number is None or not low <= number <= high:
                return SettingAnswer(f"speech-{name}-range", {"low": low, "high": high},
                                     refused=True)
            if name == "rate":
                self._save(replace(settings, rate=number))
            else:
                self._save(replace(settings, volume=number))
            return SettingAnswer(f"speech-{name}", {name: number})
        if name == "mode":
            if value not in MODES:
                return SettingAnswer("speech-mode", {"mode": settings.mode}, refused=True)
            self._save(replace(settings, mode=str(value)))
            return SettingAnswer("speech-mode", {"mode": str(value)})
        if name == "verbosity":
            if value not in VERBOSITY:
                return SettingAnswer("speech-verbosity", {"level": settings.verbosity},
                                     refused=True)
            self._save(replace(settings, verbosity=str(value)))
            return SettingAnswer("speech-verbosity", {"level": str(value)})
        if name == "earcons":
            if value not in ("on", "off"):
                current = "on" if settings.earcons else "off"
                return SettingAnswer(f"speech-earcons-{current}", {}, refused=True)
            self._save(replace(settings, earcons=value == "on"))
            return SettingAnswer(f"speech-earcons-{value}", {})
        raise ValueError(f"unknown speech setting: {name!r}")

    def remember(self, name: str, value: str | bool) -> None:
        """Keep a game setting ("lang", "rules" or "error_help") in the settings file.

        The controller owns the file, so that speech and game settings are
        written together and never overwrite each other. Raises ValueError for
        another ``name``.
        """
        if name == "lang" and isinstance(value, str):
            self._save(replace(self.settings, lang=value))
        elif name == "rules" and isinstance(value, str):
            self._save(replace(self.settings, rules=value))
        elif name == "error_help" and isinstance(value, bool):
            self._save(replace(self.settings, error_help=value))
        else:
            raise ValueError(f"not a game setting: {name}={value!r}")

    def _save(self, settings: Settings) -> None:
        self.settings = settings
        if self.store is None:
            return
        problem = self.store.save(settings)
        if problem is not None:
            path = str(self.store.path)
            with self._cond:
                self._notices.append(
                    lambda lang: t(lang, "settings-not-saved", path=path, problem=problem))

    def _switch(self, plan: Plan) -> None:
        self.stop()
        with self._cond:
            old, self._backend = self._backend, None
            self._chain = list(plan.chain)
            self.output = plan.kind
            self._failed_from = None
            if plan.notice is not None:
                self._notices.append(plan.notice)
        if old is not None:
            old.close()

    # ----- the speech thread -----------------------------------------

    def _enqueue(self, items: list[Utterance]) -> None:
        if not items:
            return
        with self._cond:
            if self._closed:
                return
            if self.settings.mode == "interrupt":
                # The next answer cuts off routine speech, said or waiting; kept ones stay.
                self._queue = deque(u for u in self._queue if u.keep)
                current = self._current
                if current is not None and not current.keep:
                    current.cancelled.set()
                    backend = self._backend
                else:
                    current = backend = None
            else:
                current = backend = None
            self._queue.extend(items)
            self._cond.notify_all()
        if current is not None and backend is not None:
            backend.stop(current)

    def _active(self) -> Backend:
        """The backend in use, making and probing the next of the chain when needed."""
        with self._cond:
            backend = self._backend
        if backend is not None:
            return backend
        while True:
            with self._cond:
                factory = self._chain.pop(0) if self._chain else None
            if factory is None:
                backend = NullBackend()
            else:
                backend = _working(factory)
                if backend is None:
                    continue
            with self._cond:
                self._backend = backend
                if backend.kind != self.output:
                    if self._failed_from is None:
                        self._failed_from = self.output
                    self.output = backend.kind
            return backend

    def _failed(self, backend: Backend, utterance: Utterance, error: SpeechError) -> None:
        self.history.append((backend.name, utterance.event, f"failed: {error}", utterance.text))
        with self._cond:
            if self._backend is backend:
                self._backend = None
            if not utterance.cancelled.is_set():
                self._queue.appendleft(utterance)  # the next backend says it: nothing lost
        backend.close()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._queue or self._closed)
                if self._closed:
                    self._current = None
                    self._cond.notify_all()
                    return
                utterance = self._queue.popleft()
                self._current = utterance
            backend: Backend | None = None
            try:
                backend = self._active()
                if self.settings.earcons and utterance.event in EARCON_EVENTS:
                    self._earcons.play(utterance.event)
                backend.speak(utterance, self.voice)
                outcome = "cut" if utterance.cancelled.is_set() else "said"
                self.history.append((backend.name, utterance.event, outcome, utterance.text))
            except SpeechError as error:
                if backend is not None:
                    self._failed(backend, utterance, error)
            except Exception as error:  # a speech bug must never end the game
                if backend is not None:
                    self._failed(backend, utterance, SpeechError(repr(error)))
            finally:
                with self._cond:
                    self._current = None
                    self._cond.notify_all()


def _as_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdecimal():
        return int(value.strip())
    return None


def make_controller(choice: str, settings: Settings | None = None, *,
                    store: SettingsStore | None = None,
                    detector: Detector = detect_screen_reader) -> SpeechController:
    """The controller for ``choice`` (settings.OUTPUTS) with the platform's backends.

    ``$TRIPEAKS_A11Y_SPEECH_SINK`` (a folder, or "null") sends the own voice
    there instead of the sound card, earcons too. Raises ValueError for an
    unknown choice.
    """
    sink = _sink_from_env()

    def replan(new_choice: str) -> Plan:
        return plan_output(new_choice, detector=detector)

    earcons = EarconPlayer(sink if isinstance(sink, Path) else None)
    return SpeechController(replan(choice), settings, store=store, replan=replan,
                            earcons=earcons)
