"""Utterances by voice-activity detection (issue 15, point 1), on espeak-ng speech made here.

Several commands in one stream with pauses between them are that many
utterances; silence and a microphone's noise floor are none; the end of
speech is found within the endpointer's wait (``WINDOW_SECONDS * RATIO`` to
``WINDOW_SECONDS``) of the last voiced sample, the first part of the issue's
300 ms.
"""

from __future__ import annotations

import array
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tripeaks_a11y.listen.corpus import missing_tools, synthesize
from tripeaks_a11y.listen.segmenter import (
    MAX_SECONDS,
    RATIO,
    WINDOW_SECONDS,
    SpeechAudio,
    SpeechEnded,
    SpeechStarted,
    speech_events,
    utterances,
)

pytestmark = pytest.mark.skipif(bool(missing_tools()),
                                reason="espeak-ng and sox make the speech (apt install "
                                       "espeak-ng sox)")

RATE = 16000
CHUNK = 640  # 20 ms, as the microphone gives it


def noise(seconds: float, level: int = 100, seed: int = 1) -> bytes:
    """A quiet room's floor: white noise of ``level`` (of 32767)."""
    rng = random.Random(seed)
    samples = array.array("h", (rng.randint(-level, level) for _ in range(int(seconds * RATE))))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples.tobytes()


def chunks(data: bytes) -> Iterator[bytes]:
    for start in range(0, len(data), CHUNK):
        yield data[start:start + CHUNK]


@pytest.fixture(scope="module")
def three_commands(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, list[float]]:
    """"play king of hearts", "draw", "row four" with 0.6 s of room noise between them,
    and the stream time at which each one's file ends."""
    folder = tmp_path_factory.mktemp("speech")
    data = noise(0.4)
    ends = []
    for index, text in enumerate(("play king of hearts", "draw", "row four")):
        data += synthesize(text, folder, name=f"c{index}", seed=index)
        ends.append(len(data) / (2 * RATE))
        data += noise(0.6, seed=index + 2)
    return data, ends


def test_three_commands_with_pauses_are_three_utterances(
        three_commands: tuple[bytes, list[float]]) -> None:
    data, _ends = three_commands
    found = list(utterances(chunks(data), RATE))
    assert len(found) == 3
    # Each holds at least the length of a short word, and they come in order.
    assert all(len(item.samples) > 0.3 * 2 * RATE for item in found)
    assert [item.ended for item in found] == sorted(item.ended for item in found)


def test_silence_and_room_noise_are_no_utterance() -> None:
    assert list(utterances(chunks(bytes(3 * 2 * RATE)), RATE)) == []
    assert list(utterances(chunks(noise(3.0)), RATE)) == []
    assert list(utterances([], RATE)) == []


def test_any_chunk_size_gives_the_same_utterances(
        three_commands: tuple[bytes, list[float]]) -> None:
    data, _ends = three_commands
    small = [item.samples for item in utterances(chunks(data), RATE)]
    whole = [item.samples for item in utterances([data], RATE)]
    odd = [item.samples for item in utterances(
        (data[i:i + 777] for i in range(0, len(data), 777)), RATE)]
    assert small == whole == odd


def test_events_start_feed_and_end_each_utterance(
        three_commands: tuple[bytes, list[float]]) -> None:
    data, _ends = three_commands
    kinds = [type(event) for event in speech_events(chunks(data), RATE)]
    assert kinds.count(SpeechStarted) == kinds.count(SpeechEnded) == 3
    # Each utterance: started, its audio, ended; nothing outside one.
    open_ = False
    for kind in kinds:
        if kind is SpeechStarted:
            assert not open_
            open_ = True
        elif kind is SpeechAudio:
            assert open_
        else:
            assert open_
            open_ = False


def test_the_end_of_speech_is_found_soon_after_the_last_voiced_sample(
        three_commands: tuple[bytes, list[float]]) -> None:
    # The clock is the stream's own time: each chunk is received when it is due.
    data, ends = three_commands
    chunk_times = iter([(i + CHUNK) / (2 * RATE) for i in range(0, len(data), CHUNK)])
    now = [0.0]

    def clock() -> float:
        return now[0]

    def timed() -> Iterator[bytes]:
        for chunk in chunks(data):
            now[0] = next(chunk_times)
            yield chunk

    ended = [(event.ended, now[0]) for event in speech_events(timed(), RATE, clock=clock)
             if isinstance(event, SpeechEnded)]
    assert len(ended) == 3
    for (last_voiced, found_at), file_end in zip(ended, ends, strict=True):
        # The last voiced sample lies inside the command's file (its 0.3 s of quiet at
        # the end included), and the end is found within the endpointer's wait of it.
        assert file_end - 0.6 < last_voiced <= file_end
        assert WINDOW_SECONDS * RATIO - 0.03 <= found_at - last_voiced <= WINDOW_SECONDS + 0.03


def test_a_stream_that_ends_in_speech_ends_the_utterance(tmp_path: Path) -> None:
    spoken = synthesize("new game", tmp_path)
    cut = noise(0.3) + spoken[:len(spoken) * 2 // 3 // 2 * 2]  # stops mid-word
    found = list(utterances(chunks(cut), RATE))
    assert len(found) == 1


def test_speech_that_runs_on_is_cut_at_the_longest_utterance(tmp_path: Path) -> None:
    # Some 17 s of talk with no pause (a radio): one utterance of MAX_SECONDS, the rest
    # skipped until a pause, so that the recogniser is never fed without end.
    spoken = synthesize("the quick brown fox jumps over the lazy dog and then runs all the "
                        "way around the big old farm house before it finally stops to rest "
                        "under the tall green tree near the river bank where the water flows "
                        "slowly past the stones", tmp_path, rate=120)
    assert len(spoken) > 2 * RATE * (MAX_SECONDS + 4)
    found = list(utterances(chunks(spoken), RATE))
    assert abs(len(found[0].samples) / (2 * RATE) - MAX_SECONDS) < 0.1
    # espeak-ng's timing varies from run to run: a pause it makes later starts another
    # utterance, which is cut at MAX_SECONDS too.
    assert all(len(item.samples) / (2 * RATE) < MAX_SECONDS + 0.1 for item in found)
    assert len(found) <= 2


def test_an_utterance_holds_its_speech_to_the_last_voiced_frame(
        three_commands: tuple[bytes, list[float]]) -> None:
    # The endpointer gives its frames a window late: the end of the last word (the
    # "s" of "hearts") must not be left in its last window.
    from pocketsphinx import Vad

    data, _ends = three_commands
    vad = Vad(mode=0, sample_rate=RATE, frame_length=0.01)
    size = vad.frame_bytes
    voiced = [index for index in range(0, len(data) - size + 1, size)
              if vad.is_speech(data[index:index + size])]
    for utterance in utterances(chunks(data), RATE):
        start = data.find(utterance.samples)
        assert start >= 0 and start % 2 == 0  # a stretch of the input as it was
        stop = start + len(utterance.samples)
        inside = [index for index in voiced if start <= index < stop]
        assert inside
        # Every voiced frame until the quiet after this utterance is in it.
        after = [index for index in voiced if index >= stop]
        assert not after or after[0] > stop + int(0.15 * 2 * RATE)
