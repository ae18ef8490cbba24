"""The speech controller: one output at a time, beside the prompt, never blocking it.

``SpeechController`` speaks on a thread of its own. ``announce`` returns at
once: routine announcements cut off the routine one being said and replace
any not yet said (``mode`` "interrupt", the default; "queue" says all), while
refusals, peak clears, won and blocked are queued and said to the end.
``stop`` silences everything at once. A backend that fails (error, silence
with an error printed, time-out) is closed and the next one of the chain
(``plan``) takes over the same utterance; the player is told once, with the
next output (``take_notices``), never while the game waits. The full voice
check (making and probing the chain's first backend that works) starts on
the speech thread as soon as a plan is given, before anything is said, so
that it never delays the prompt and its failure is told with the next answer. Its settings
methods are in ``controller_settings``. Given an ``EventLog`` (``--log FILE``), it
writes each text handed to the voice (output, engine, priority, language,
event), how it ended (said, cut, cancelled by the engine for another
program's speech, failed), an engine that fails its check, the output that
takes over, and the player's stop.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path

from ..announcer import Announcement
from ..i18n import t
from ..languages import FALLBACK
from ..settings import Settings
from ..settings.keeper import Preferences
from .backend import Backend, NullBackend, SpeechError, Voice, end_children
from .controller_settings import SettingsControl
from .detect import Detector, detect_screen_reader
from .earcons import EARCON_EVENTS, EarconPlayer
from .event_log import EventLog, outside
from .plan import Notice, Plan, plan_output, sink_from_env, working
from .speech_dispatcher import SpeechDispatcherBackend, ssip_priority
from .spoken import Utterance, pronounceable, spoken_form, utterances

__all__ = ["SpeechController", "make_controller"]


def _output_name(lang: str, kind: str) -> str:
    return t(lang, "speech-output-name", output=kind)


def _priority(backend: Backend, utterance: Utterance) -> str:
    """How ``utterance`` is handed on, for the event log: speech-dispatcher's SSIP
    priority, else the controller's own ("kept": said to the end; "routine")."""
    if isinstance(backend, SpeechDispatcherBackend):
        return ssip_priority(utterance)
    return "kept" if utterance.keep else "routine"


class SpeechController(SettingsControl):
    """Speaks announcements through one backend at a time (see the module docstring).

    ``plan`` is the chain to use; ``preferences`` the player's settings
    (rate and volume in percent), which saves those ``apply_setting``
    changes (without it, ``settings`` for this session only); ``replan``
    makes the plan for a new output choice; ``earcons`` plays the short
    sounds when ``settings.earcons`` is on.
    ``history`` records (backend name, event, outcome, text) of the last
    1,000 utterances: outcome "said", "cut", "cancelled" (by the engine, for
    another program's speech: ``Backend.speak``) or "failed: …".
    ``lang`` is the language the voice check tries first (the interface
    language at the start); each later answer's language is the one spoken,
    and an engine that cannot speak it fails over as any other failure.
    ``log`` (``--log FILE``) is written as the module docstring says; its
    problems are told with the next output (``take_notices``).
    """

    def __init__(self, plan: Plan, settings: Settings | None = None, *,
                 preferences: Preferences | None = None,
                 replan: Callable[[str], Plan] | None = None,
                 earcons: EarconPlayer | None = None, lang: str = FALLBACK,
                 log: EventLog | None = None) -> None:
        self._lang = lang
        self.log = log
        self.preferences = preferences or Preferences(None, settings)
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
        self._checking = bool(self._chain)  # the background voice check is due
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()

    # ----- what the game calls ---------------------------------------

    def announce(self, items: Sequence[Announcement], lang: str) -> None:
        """Speak one answer's announcements in ``lang``; returns at once."""
        self._lang = lang  # a new engine (after a failure) is checked in it
        self._enqueue(utterances(items, lang, self.settings.verbosity))

    def handed(self, item: Announcement, lang: str) -> str | None:
        """The text ``announce`` hands the voice for ``item`` in ``lang`` (its form for the
        verbosity in force, made pronounceable: "" when it says nothing), or None when
        no voice is on (the output is text only, chosen or fallen back to). A voice
        whose sound goes nowhere (``$TRIPEAKS_A11Y_SPEECH_SINK``) is on."""
        with self._cond:
            output = self.output
        if output == "none":
            return None
        return spoken_form(item, lang, self.settings.verbosity)

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
        if self.log is not None:
            self.log.write("stop", speaking=current is not None)
        if backend is not None:
            backend.silence()

    def speaking(self) -> bool:
        """Whether something is being said or waits to be (the game's own voice, or the
        text handed to a screen reader): what the microphone hears meanwhile may be
        the game itself (issue 15, ``listen.Listener``)."""
        with self._cond:
            return self._current is not None or bool(self._queue)

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
        texts = [notice(lang) for notice in notices] + self.preferences.take_notices(lang)
        if self.log is not None:
            texts += self.log.take_notices(lang)
        if failed_from is not None and failed_from != now:
            texts.append(t(lang, "speech-fallback", failed=_output_name(lang, failed_from),
                           now=_output_name(lang, now)))
        return texts

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until nothing is being said or waiting; False on time-out."""
        with self._cond:
            return self._cond.wait_for(
                lambda: not self._queue and self._current is None and not self._checking,
                timeout=timeout)

    def close(self, timeout: float = 0.0) -> None:
        """Stop and release; first let kept utterances (refusals, won…) finish for up to
        ``timeout`` seconds, so that leaving never swallows a reason.

        No engine process outlives it: one that does not end when told (a
        voice check that hangs) is killed, with anything it started.
        """
        if timeout > 0:
            with self._cond:
                self._cond.wait_for(self._no_kept_speech, timeout=timeout)
        self.stop()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout=0.5)
        if self._thread.is_alive():  # stuck starting or probing an engine
            end_children(started_by=self._thread)
            self._thread.join(timeout=5)
        with self._cond:
            backend, self._backend = self._backend, None
        if backend is not None:
            backend.close()
        end_children(started_by=self._thread)
        self._earcons.close()

    def _no_kept_speech(self) -> bool:
        current = self._current
        return not any(u.keep for u in self._queue) and not (current and current.keep)

    @property
    def voice(self) -> Voice:
        """Rate and volume from the settings."""
        return Voice(self.settings.rate, self.settings.volume)

    # ----- settings (apply_setting and remember: SettingsControl) ----

    def _switch(self, plan: Plan) -> None:
        self.stop()
        with self._cond:
            old, self._backend = self._backend, None
            self._chain = list(plan.chain)
            self.output = plan.kind
            self._failed_from = None
            self._checking = bool(self._chain)
            if plan.notice is not None:
                self._notices.append(plan.notice)
            self._cond.notify_all()
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
                # Once closed, no new engine is started (close ends those running).
                factory = self._chain.pop(0) if self._chain and not self._closed else None
            if factory is None:
                backend = NullBackend()
            else:
                backend = working(factory, self._lang, failed=self._unavailable)
                if backend is None:
                    continue
            with self._cond:
                self._backend = backend
                planned = self.output
                if backend.kind != self.output:
                    if self._failed_from is None:
                        self._failed_from = self.output
                    self.output = backend.kind
            if self.log is not None:
                self.log.write("output", output=backend.kind, engine=backend.name,
                               planned=planned if planned != backend.kind else None)
            return backend

    def _unavailable(self, engine: str, error: SpeechError) -> None:
        """An engine of the chain that could not be made or failed its check: logged."""
        if self.log is not None:
            self.log.write("unavailable", engine=engine or None, error=outside(str(error)))

    def _failed(self, backend: Backend, utterance: Utterance, error: SpeechError) -> None:
        self.history.append((backend.name, utterance.event, f"failed: {error}", utterance.text))
        if self.log is not None:  # the next backend of the chain is logged as "output"
            self.log.write("failed", output=backend.kind, engine=backend.name,
                           error=outside(str(error)))
        with self._cond:
            if self._backend is backend:
                self._backend = None
            if not utterance.cancelled.is_set():
                self._queue.appendleft(utterance)  # the next backend says it: nothing lost
        backend.close()

    def _check(self) -> None:
        """The full voice check: the first backend of the chain that works, made now."""
        try:
            self._active()
        except Exception:  # a speech bug must never end the game
            pass
        finally:
            with self._cond:
                self._checking = False
                self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._queue or self._closed or self._checking)
                if self._closed:
                    self._current = None
                    self._checking = False
                    self._cond.notify_all()
                    return
                if self._checking:
                    utterance = None
                else:
                    utterance = self._queue.popleft()
                    self._current = utterance
            if utterance is None:
                self._check()
                continue
            backend: Backend | None = None
            try:
                backend = self._active()
                if self.settings.earcons and utterance.event in EARCON_EVENTS:
                    self._earcons.play(utterance.event)
                log = self.log if backend.kind != "none" else None  # text only: no voice
                if log is not None:
                    log.write("speak", output=backend.kind, engine=backend.name,
                              priority=_priority(backend, utterance), lang=utterance.lang,
                              event=utterance.event, text=utterance.text)
                ended = backend.speak(utterance, self.voice)
                outcome = "cut" if utterance.cancelled.is_set() else ended or "said"
                self.history.append((backend.name, utterance.event, outcome, utterance.text))
                if log is not None:
                    log.write(outcome, engine=backend.name, event=utterance.event)
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


def make_controller(choice: str, settings: Settings | None = None, *,
                    preferences: Preferences | None = None,
                    detector: Detector = detect_screen_reader,
                    lang: str = FALLBACK, log: EventLog | None = None) -> SpeechController:
    """The controller for ``choice`` (settings.OUTPUTS) with the platform's backends,
    its voice check in ``lang``, writing to ``log`` (``--log FILE``) when given.

    ``$TRIPEAKS_A11Y_SPEECH_SINK`` (a folder, or "null") sends the own voice
    there instead of the sound card, earcons too. Raises ValueError for an
    unknown choice.
    """
    sink = sink_from_env()

    def replan(new_choice: str) -> Plan:
        return plan_output(new_choice, detector=detector)

    earcons = EarconPlayer(sink if isinstance(sink, Path) else None)
    return SpeechController(replan(choice), settings, preferences=preferences, replan=replan,
                            earcons=earcons, lang=lang, log=log)
