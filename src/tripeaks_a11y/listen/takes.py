"""One take of a word from a live source, for enrolment from the microphone (issue 31, point 1).

``record_take(frames, rate)`` reads chunks of 16-bit mono PCM until the
first utterance (``segmenter.speech_events``) has ended and returns it with
the sound just before it (``BEFORE_SECONDS``: the quiet that tells its
noise, ``enrolled.take_features``); None when no speech starts within
``WAIT_SECONDS`` of audio or the source ends first. Time is counted in
audio, not on the clock, so a stand-in file gives the same take at any speed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from .segmenter import SpeechEnded, SpeechStarted, speech_events

__all__ = ["BEFORE_SECONDS", "WAIT_SECONDS", "record_take"]

WAIT_SECONDS: Final = 8.0
"""How long a prompt waits for the word to start."""
BEFORE_SECONDS: Final = 0.6
"""The sound kept from before the endpointer found the start (it finds it a window late)."""


def record_take(frames: Iterable[bytes], rate: int) -> bytes | None:
    """The first utterance of ``frames`` (16-bit mono PCM at ``rate`` Hz, 16 kHz for
    enrolment) with ``BEFORE_SECONDS`` of what came before it and the quiet the
    endpointer waited for after; None when no speech starts within ``WAIT_SECONDS``
    of audio, or the frames end first. Raises what the source raises (AudioError)."""
    heard = bytearray()
    per_second = 2 * rate

    def recorded() -> Iterator[bytes]:
        for chunk in frames:
            heard.extend(chunk)
            yield chunk

    start: int | None = None
    for event in speech_events(recorded(), rate):
        if isinstance(event, SpeechStarted):
            start = len(heard)
        elif isinstance(event, SpeechEnded) and start is not None:
            begin = max(0, start - int(BEFORE_SECONDS * rate) * 2)
            return bytes(heard[begin:])
        if start is None and len(heard) > WAIT_SECONDS * per_second:
            return None
    return None
