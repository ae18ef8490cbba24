"""Audio to utterances by voice-activity detection: pocketsphinx 5's ``Endpointer`` (issue 15).

``speech_events(frames, rate)`` reads chunks of 16-bit mono PCM as they
arrive and says when speech starts (``SpeechStarted``), its audio as it comes
(``SpeechAudio``), and when it ends (``SpeechEnded``), so that a recogniser is
fed while the player speaks and answers right after the end of speech.
``utterances(frames, rate)`` gathers the same into whole ``Utterance`` values.

The endpointer looks at ``FRAME_SECONDS`` frames and decides over a window
of ``WINDOW_SECONDS``: speech starts when ``RATIO`` of the window is voiced,
and ends when ``RATIO`` of it is not, so the end is found 0.15 to 0.2 s
(``WINDOW_SECONDS * RATIO`` to ``WINDOW_SECONDS``) after the last voiced
sample; with the recogniser's final search that keeps the answer within the
issue's 300 ms. The endpointer's own ``speech_end`` is only the start of its
window, so a second ``Vad`` of the same mode marks the last voiced frame, and
``SpeechEnded.ended`` is the time that frame was received. The endpointer
gives each frame a window late (less one frame), and at the end of speech
keeps the frames of its last window: they are given here, so that the end
of the last word is heard ("clubs", not "club").
These values split every command of espeak-ng's synthetic speech (four voices
and rates, noise up to 2% of full scale, 0.5 s between commands) into exactly
one utterance each, and lose no recognitions against whole files; the
library's default window (0.3 s, 30 ms frames) merged or lost some, and
answered 0.27 s after the end. An utterance that runs on past
``MAX_SECONDS`` (a radio, a television) is ended there, and the rest of that
speech is skipped.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from .recognizer import SAMPLE_RATE

__all__ = [
    "FRAME_SECONDS",
    "MAX_SECONDS",
    "RATIO",
    "WINDOW_SECONDS",
    "SpeechAudio",
    "SpeechEnded",
    "SpeechEvent",
    "SpeechStarted",
    "Utterance",
    "speech_events",
    "utterances",
]

FRAME_SECONDS = 0.01
"""The length of the frames the voice-activity detector classifies."""

WINDOW_SECONDS = 0.2
"""The window over which the endpointer decides that speech starts or ends."""

RATIO = 0.75
"""The share of the window that must be voiced (or quiet) for speech to start (or end)."""

VAD_MODE = 0
"""pocketsphinx's ``Vad.LOOSE``: the least aggressive; quiet word onsets stay speech."""

MAX_SECONDS = 8.0
"""The longest utterance: no command takes longer to say."""


@dataclass(frozen=True)
class Utterance:
    """One stretch of speech: its samples (16-bit mono PCM at the source's rate, a
    little quiet around it as the endpointer keeps) and ``ended``, the
    ``time.monotonic()`` at which its last voiced sample was received."""

    samples: bytes
    ended: float


@dataclass(frozen=True)
class SpeechStarted:
    """Speech has started; ``SpeechAudio`` events follow, then one ``SpeechEnded``."""

    started: float
    """``time.monotonic()`` when the start was found."""


@dataclass(frozen=True)
class SpeechAudio:
    """The next samples of the speech under way (the first ones include the quiet
    just before it, as the endpointer keeps them)."""

    samples: bytes


@dataclass(frozen=True)
class SpeechEnded:
    """The speech under way has ended (or the input did, or ``MAX_SECONDS`` passed)."""

    ended: float
    """``time.monotonic()`` when its last voiced sample was received."""


SpeechEvent = SpeechStarted | SpeechAudio | SpeechEnded


def _detectors(rate: int) -> tuple[Any, Any]:
    """pocketsphinx's Endpointer, and a Vad that classifies the same frames alike;
    VoiceExtraMissing when pocketsphinx is not installed."""
    from .extra import VoiceExtraMissing

    try:
        from pocketsphinx import Endpointer, Vad
    except ImportError:
        raise VoiceExtraMissing("pocketsphinx") from None

    endpointer = Endpointer(window=WINDOW_SECONDS, ratio=RATIO, vad_mode=VAD_MODE,
                            sample_rate=rate, frame_length=FRAME_SECONDS)
    return endpointer, Vad(mode=VAD_MODE, sample_rate=rate, frame_length=FRAME_SECONDS)


def speech_events(frames: Iterable[bytes], rate: int = SAMPLE_RATE, *,
                  clock: Callable[[], float] = time.monotonic) -> Iterator[SpeechEvent]:
    """The speech in ``frames`` (chunks of any size of 16-bit little-endian mono PCM
    at ``rate`` Hz, as they arrive) as events: ``SpeechStarted``, ``SpeechAudio``…,
    ``SpeechEnded``, for each utterance in order.

    An utterance still under way when the input ends is ended with it.
    ``clock`` gives the time a chunk is received (``time.monotonic``). Raises
    ValueError for a rate the detector cannot take (pocketsphinx's Endpointer:
    8, 16, 32 or 48 kHz, others approximately), and whatever iterating
    ``frames`` raises (an AudioError from a source); VoiceExtraMissing when
    pocketsphinx is not installed.
    """
    endpointer, vad = _detectors(rate)
    size: int = endpointer.frame_bytes
    frame_seconds: float = endpointer.frame_length
    pending = bytearray()
    # The endpointer gives each frame of speech a window late (less one frame): at the
    # end of speech the frames of its last window are still to be given.
    lag = max(0, round(WINDOW_SECONDS / frame_seconds) - 1)
    recent: deque[bytes] = deque(maxlen=lag or 1)
    position = 0.0  # stream time at the end of the frames processed, in seconds
    in_speech = False
    skipping = False  # a runaway utterance was ended: skip the rest of that speech
    started_at = 0.0
    voiced = clock()  # when the last voiced frame was received
    now = voiced
    for chunk in frames:
        now = clock()
        pending += chunk
        while len(pending) >= size:
            frame = bytes(pending[:size])
            del pending[:size]
            position += frame_seconds
            if vad.is_speech(frame):
                voiced = now
            speech = endpointer.process(frame)
            if lag:
                recent.append(frame)
            still = bool(endpointer.in_speech)
            if skipping:
                skipping = still
                continue
            if speech is not None:
                if not in_speech:
                    in_speech, started_at = True, position
                    yield SpeechStarted(now)
                yield SpeechAudio(bytes(speech))
                if not still:
                    in_speech = False
                    if lag:  # the end of the last word, and the quiet after it
                        yield SpeechAudio(b"".join(recent))
                    yield SpeechEnded(voiced)
                elif position - started_at >= MAX_SECONDS:
                    in_speech, skipping = False, True
                    yield SpeechEnded(now)
    if in_speech:
        rest = endpointer.end_stream(bytes(pending[:size]))
        if rest is not None:
            yield SpeechAudio(bytes(rest))
        yield SpeechEnded(now)


def utterances(frames: Iterable[bytes], rate: int = SAMPLE_RATE) -> Iterator[Utterance]:
    """The utterances in ``frames`` (as ``speech_events``), each whole, in order.

    Silence (or noise the detector does not take for speech) gives none.
    """
    samples = bytearray()
    for event in speech_events(frames, rate):
        if isinstance(event, SpeechStarted):
            samples.clear()
        elif isinstance(event, SpeechAudio):
            samples += event.samples
        else:
            yield Utterance(bytes(samples), event.ended)
