"""Audio in (issue 15, point 4): WAV files and folders as the recogniser takes them, the microphone.

``wav_source`` plays a file, or a folder in name order, converted to 16 kHz
mono 16-bit whatever its PCM format; a file it cannot read is one sentence
naming it (made safe to print). This machine has no sound card: the
microphone's own failure is checked for real, and a device that stops
giving sound is checked through the source's own queue.
"""

from __future__ import annotations

import array
import math
import queue
import struct
import sys
import wave
from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.listen import audio
from tripeaks_a11y.listen.audio import (
    GAP_SECONDS,
    QUIET_LEVEL,
    AudioError,
    MicrophoneSource,
    microphone_source,
    wav_source,
)
from tripeaks_a11y.listen.extra import VoiceExtraMissing

RATE = 16000


def said(error: AudioError, lang: str = "en") -> str:
    """The sentence the player is told for ``error``, in ``lang``."""
    return Announcer(lang).listening.problem(error.kind, error.values)


def refused(path: Path) -> str:
    """The sentence ``wav_source(path)`` is refused with, in English."""
    with pytest.raises(AudioError) as caught:
        wav_source(path)
    return said(caught.value)


def tone(seconds: float, frequency: float, rate: int = RATE, level: float = 0.5) -> list[int]:
    """A sine wave as int16 values."""
    return [round(level * 32767 * math.sin(2 * math.pi * frequency * i / rate))
            for i in range(int(seconds * rate))]


def write_wav(path: Path, values: list[int], *, rate: int = RATE, channels: int = 1,
              width: int = 2) -> Path:
    """``values`` (int16, the same on every channel) written as PCM of ``width`` bytes."""
    frames = bytearray()
    for value in values:
        if width == 1:
            sample = bytes([(value >> 8) + 128])
        elif width == 2:
            sample = struct.pack("<h", value)
        elif width == 3:
            sample = struct.pack("<i", value << 8)[:3]
        else:
            sample = struct.pack("<i", value << 16)
        frames += sample * channels
    with wave.open(str(path), "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(width)
        out.setframerate(rate)
        out.writeframes(bytes(frames))
    return path


def played(path: Path) -> array.array[int]:
    samples = array.array("h", b"".join(wav_source(path).frames()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def crossings(samples: array.array[int] | list[int]) -> int:
    return sum(1 for a, b in zip(samples, samples[1:], strict=False) if a < 0 <= b)


def test_a_file_is_played_as_it_is_with_a_quiet_after_it(tmp_path: Path) -> None:
    values = tone(0.5, 440)
    samples = played(write_wav(tmp_path / "one.wav", values))
    gap = int(GAP_SECONDS * RATE)
    assert list(samples[:len(values)]) == values
    assert len(samples) == len(values) + gap
    assert 0 < max(abs(value) for value in samples[len(values):]) <= QUIET_LEVEL


def test_a_folder_is_played_in_name_order_numbers_as_numbers(tmp_path: Path) -> None:
    # 2 before 10, as a player numbers files; each file its own length, to tell them apart.
    for name, seconds in (("10.wav", 0.3), ("2.wav", 0.2), ("1.wav", 0.1)):
        write_wav(tmp_path / name, tone(seconds, 440))
    (tmp_path / "notes.txt").write_text("not audio", encoding="utf-8")
    source = wav_source(tmp_path)
    assert [path.name for path in source.files] == ["1.wav", "2.wav", "10.wav"]
    samples = played(tmp_path)
    gap = int(GAP_SECONDS * RATE)
    assert len(samples) == int(0.6 * RATE) + 3 * gap
    # The first file's sound, then quiet, then the second's.
    assert max(samples[:int(0.1 * RATE)]) > 0.4 * 32767
    assert max(samples[int(0.1 * RATE):int(0.1 * RATE) + gap]) <= QUIET_LEVEL


@pytest.mark.parametrize(("rate", "channels", "width"), [
    (8000, 1, 1), (22050, 2, 2), (44100, 1, 3), (48000, 2, 4), (32000, 1, 2),
])
def test_other_formats_are_converted_to_16_khz_mono_16_bit(
        tmp_path: Path, rate: int, channels: int, width: int) -> None:
    path = write_wav(tmp_path / "other.wav", tone(1.0, 300, rate), rate=rate,
                     channels=channels, width=width)
    samples = played(path)
    sound = samples[:len(samples) - int(GAP_SECONDS * RATE)]
    assert abs(len(sound) - RATE) <= 1  # one second at 16 kHz
    assert abs(crossings(sound) - 300) <= 2  # the same pitch
    assert max(sound) > 0.4 * 32767  # and about as loud


def test_a_file_that_is_not_a_wav_file_is_one_sentence_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "notes.wav"
    path.write_text("not audio at all", encoding="utf-8")
    message = refused(path)
    assert message.startswith("notes.wav is not a PCM WAV file")
    assert "sox notes.wav -r 16000 -c 1 -b 16" in message
    assert "\n" not in message


def test_a_float_wav_is_refused_with_the_sox_command(tmp_path: Path) -> None:
    # WAVE_FORMAT_IEEE_FLOAT (3): the wave module reads PCM only.
    data = struct.pack("<4f", 0.0, 0.5, -0.5, 0.0)
    fmt = struct.pack("<HHIIHH", 3, 1, RATE, RATE * 4, 4, 32)
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt \
        + b"data" + struct.pack("<I", len(data)) + data
    path = tmp_path / "float.wav"
    path.write_bytes(b"RIFF" + struct.pack("<I", len(body)) + body)
    assert refused(path).startswith("float.wav is not a PCM WAV file; sox ")


def test_a_bad_file_in_a_folder_is_found_before_any_is_played(tmp_path: Path) -> None:
    write_wav(tmp_path / "1.wav", tone(0.1, 440))
    (tmp_path / "2.wav").write_bytes(b"RIFF")
    assert refused(tmp_path).startswith("2.wav is not a PCM WAV file")


def test_missing_paths_and_empty_folders(tmp_path: Path) -> None:
    assert refused(tmp_path / "gone.wav") == \
        "gone.wav cannot be read: there is no such file or folder."
    empty = tmp_path / "empty"
    empty.mkdir()
    assert refused(empty) == "The folder empty holds no WAV files."


def test_a_file_name_is_made_safe_to_print(tmp_path: Path) -> None:
    path = tmp_path / "bad\x1b[2Jname.wav"
    path.write_bytes(b"nothing")
    message = refused(path)
    assert "\x1b" not in message
    assert message.startswith("bad [2Jname.wav is not")


def test_the_microphone_of_this_machine_is_one_sentence_or_works() -> None:
    try:
        source = microphone_source()
    except AudioError as error:
        message = said(error)
        assert message[-1] == "." and "\n" not in message
        assert isinstance(error, VoiceExtraMissing) or error.kind in {
            "no-microphone", "no-portaudio", "busy", "sound-system"}
        return
    source.close()
    pytest.skip("this machine has a microphone: its failures cannot be made here")


class _Stream:
    """The part of a sounddevice stream the source calls: stop and close."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def stop(self) -> None:
        self.calls.append("stop")

    def close(self) -> None:
        self.calls.append("close")


def test_a_microphone_that_stops_giving_sound_is_unplugged(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(audio, "SILENT_SECONDS", 0.05)
    blocks: queue.Queue[bytes | None] = queue.Queue()
    blocks.put(b"\x01\x00" * 320)
    stream = _Stream()
    source = MicrophoneSource(stream, RATE, blocks)
    frames = source.frames()
    assert next(frames) == b"\x01\x00" * 320
    with pytest.raises(AudioError) as caught:
        next(frames)
    assert said(caught.value).startswith("The microphone stopped: it was unplugged")
    source.close()
    assert stream.calls == ["stop", "close"]


def test_a_stream_that_ends_by_itself_is_unplugged_and_close_ends_quietly() -> None:
    blocks: queue.Queue[bytes | None] = queue.Queue()
    blocks.put(None)  # PortAudio's finished callback: the device went away
    with pytest.raises(AudioError) as caught:
        list(MicrophoneSource(_Stream(), RATE, blocks).frames())
    assert "unplugged" in said(caught.value)
    source = MicrophoneSource(_Stream(), RATE, queue.Queue())
    source.close()
    assert list(source.frames()) == []


def test_a_microphone_at_its_own_rate_is_converted() -> None:
    blocks: queue.Queue[bytes | None] = queue.Queue()
    blocks.put(struct.pack("<960h", *tone(0.02, 300, 48000)))
    source = MicrophoneSource(_Stream(), 48000, blocks)
    assert len(next(source.frames())) == 2 * 320  # 20 ms at 16 kHz
    source.close()
