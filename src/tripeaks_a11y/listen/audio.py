"""Audio in: WAV files (or a folder of them) and the microphone, as 16 kHz mono PCM (issue 15).

An ``AudioSource`` gives chunks of 16-bit little-endian mono samples at its
``rate`` (always ``SAMPLE_RATE`` here) as they arrive, and ends at the end of
its input. ``wav_source(path)`` reads a WAV file, or every WAV file of a
folder in name order, converted with the standard library (any PCM sample
width, any channel count, any rate: channels averaged, the rate changed by a
small resampler), with a short quiet (a faint noise, as a microphone's
floor) between files so that each file is its own utterance.
``microphone_source()`` records the default input device through
sounddevice (PortAudio) in blocks of ``BLOCK_SECONDS``. Every problem
is an ``AudioError``, a ``ListeningError`` whose kind (``problems.PROBLEMS``) the
announcer words in the player's language: no microphone, a busy one, one
unplugged while listening, PortAudio missing, a file that cannot be read.
File names are made safe to print (``sanitize.echo``).
"""

from __future__ import annotations

import array
import contextlib
import queue
import random
import re
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Protocol

from ..sanitize import echo
from .recognizer import SAMPLE_RATE
from .wav_file import AudioError, read_wav_file, unreadable

__all__ = [
    "BLOCK_SECONDS",
    "GAP_SECONDS",
    "AudioError",
    "AudioSource",
    "MicrophoneSource",
    "WavSource",
    "microphone_source",
    "quiet",
    "to_mono16",
    "unreadable",
    "wav_source",
]

BLOCK_SECONDS = 0.02
"""The length of one chunk: 20 ms (the microphone's block, a file's chunk)."""

GAP_SECONDS = 0.5
"""The quiet put between two files of a folder, so that each is its own utterance."""

QUIET_LEVEL = 8
"""The quiet is a faint white noise of this level (of 32767), a microphone's floor:
pocketsphinx hears speech next to digital silence badly."""

SILENT_SECONDS = 2.0
"""A microphone that gives no sound for this long while listening is gone (unplugged)."""

_NAME_LIMIT = 60


class AudioSource(Protocol):
    """Chunks of 16-bit little-endian mono PCM at ``rate`` Hz, as they arrive."""

    rate: int

    def frames(self) -> Iterator[bytes]:
        """The chunks in order; ends at the end of the input (a file), or when
        ``close()`` is called. Raises AudioError when the input fails."""
        ...

    def close(self) -> None:
        """Stop: ``frames()`` ends soon after; safe to call twice, from any thread."""
        ...


# ------------------------------------------------------------------ conversion


def _shown(path: Path) -> str:
    return echo(path.name or str(path), _NAME_LIMIT)


def _to_int16(data: bytes, width: int) -> array.array[int]:
    """Little-endian PCM of ``width`` bytes a sample (8-bit unsigned, else signed) as int16."""
    if width == 1:
        return array.array("h", ((byte - 128) << 8 for byte in data))
    if width == 2:
        raw = data[:len(data) - len(data) % 2]
    else:  # 24 or 32 bits: keep each sample's two high bytes
        count = len(data) // width
        high = bytearray(2 * count)
        high[0::2] = data[width - 2:count * width:width]
        high[1::2] = data[width - 1:count * width:width]
        raw = bytes(high)
    samples = array.array("h", raw)
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def _mono(samples: array.array[int], channels: int) -> array.array[int]:
    if channels == 1:
        return samples
    columns = [samples[channel::channels] for channel in range(channels)]
    return array.array("h", (sum(frame) // channels for frame in zip(*columns, strict=False)))


def _resampled(samples: array.array[int], rate: int, target: int) -> array.array[int]:
    """``samples`` at ``rate`` Hz changed to ``target`` Hz: each output sample the mean
    of the input it spans when the rate goes down (a crude low-pass against
    aliasing), linear interpolation when it goes up."""
    if rate == target or not samples:
        return samples
    count = len(samples) * target // rate
    step = rate / target
    last = len(samples) - 1
    if rate > target:
        out = array.array("h", bytes(2 * count))
        for index in range(count):
            start = int(index * step)
            stop = max(start + 1, int((index + 1) * step))
            span = samples[start:stop]
            out[index] = sum(span) // len(span)
        return out
    out = array.array("h", bytes(2 * count))
    for index in range(count):
        position = index * step
        base = int(position)
        frac = position - base
        following = samples[base + 1] if base < last else samples[base]
        out[index] = round(samples[base] * (1 - frac) + following * frac)
    return out


def to_mono16(data: bytes, width: int, channels: int, rate: int) -> bytes:
    """PCM ``data`` (``width`` bytes a sample, ``channels`` interleaved, ``rate`` Hz) as
    16-bit little-endian mono at ``SAMPLE_RATE``: channels averaged, rate changed."""
    samples = _resampled(_mono(_to_int16(data, width), channels), rate, SAMPLE_RATE)
    if sys.byteorder == "big":
        samples.byteswap()
    return samples.tobytes()


# ------------------------------------------------------------------ files


def _natural(path: Path) -> list[Any]:
    """A name's sort key with its runs of digits as numbers: 2.wav before 10.wav."""
    return [int(part) if part.isdigit() else part.lower()
            for part in re.split(r"(\d+)", path.name)]


class WavSource:
    """WAV files played one after the other, converted to 16 kHz mono 16-bit.

    Build it with ``wav_source``. ``frames()`` reads each file when its turn
    comes, in chunks of ``BLOCK_SECONDS``, with ``GAP_SECONDS`` of quiet
    between two files and after the last; as fast as they are taken, or
    ``paced``: each chunk when it is due, as a microphone gives it.
    """

    rate = SAMPLE_RATE

    def __init__(self, files: list[Path], *, paced: bool = False) -> None:
        self.files = files
        """The files, in the order they are played."""
        self.paced = paced
        self._closed = threading.Event()

    def frames(self) -> Iterator[bytes]:
        """``AudioSource.frames``; AudioError for a file that cannot be read."""
        chunk = 2 * int(BLOCK_SECONDS * SAMPLE_RATE)
        gap = quiet(GAP_SECONDS)
        began, played = time.monotonic(), 0
        for path in self.files:
            data = _read(path) + gap
            for start in range(0, len(data), chunk):
                played += 1
                due = began + played * BLOCK_SECONDS - time.monotonic()
                if self._closed.is_set() or (self.paced and due > 0
                                             and self._closed.wait(due)):
                    return
                yield data[start:start + chunk]

    def close(self) -> None:
        """``AudioSource.close``."""
        self._closed.set()


def quiet(seconds: float) -> bytes:
    """``seconds`` of faint white noise (``QUIET_LEVEL``), the same every time."""
    rng = random.Random(0)
    samples = array.array("h", (rng.randint(-QUIET_LEVEL, QUIET_LEVEL)
                                for _ in range(int(seconds * SAMPLE_RATE))))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples.tobytes()


def _check(path: Path) -> None:
    """Open ``path`` as a WAV file, or raise AudioError saying why it cannot be read."""
    _read(path, header_only=True)


def _read(path: Path, *, header_only: bool = False) -> bytes:
    sound = read_wav_file(path, _shown(path), header_only=header_only)
    return to_mono16(sound.data, sound.width, sound.channels, sound.rate)


def wav_source(path: Path, *, paced: bool = False) -> WavSource:
    """The audio of the WAV file at ``path``, or of every ``*.wav`` file of the folder
    ``path`` in name order (runs of digits compared as numbers: 2 before 10).

    Any PCM WAV (8, 16, 24 or 32 bits, any channels, any rate) is converted to
    16 kHz mono 16-bit. Raises AudioError (one sentence, the name made safe to
    print) for a path that is not there, a folder with no WAV files, or a file
    that is not a PCM WAV file; every file is checked here, before any is played.
    ``paced``: the chunks come in real time, as from a microphone.
    """
    path = Path(path)
    if path.is_dir():
        files = sorted((item for item in path.iterdir()
                        if item.suffix.lower() == ".wav" and item.is_file()), key=_natural)
        if not files:
            raise AudioError("no-wav-files", name=_shown(path))
    elif path.exists():
        files = [path]
    else:
        raise AudioError("no-such-file", name=_shown(path))
    for item in files:
        _check(item)
    return WavSource(files, paced=paced)


# ------------------------------------------------------------------ the microphone

_NO_PORTAUDIO = "no-portaudio"
_NO_DEVICE = "no-microphone"
_BUSY = "busy"
_GONE = "gone"
_PA_DEVICE_UNAVAILABLE = -9985
_PA_INVALID_SAMPLE_RATE = -9997


def _portaudio_problem(error: Exception) -> AudioError:
    """The error for a PortAudio error while opening the input."""
    code = error.args[1] if len(error.args) > 1 and isinstance(error.args[1], int) else None
    text = str(error.args[0] if error.args else error).lower()
    if code == _PA_DEVICE_UNAVAILABLE or "unavailable" in text or "busy" in text:
        return AudioError(_BUSY)
    if "querying device" in text or "no default" in text or "invalid device" in text \
            or "device -1" in text:
        return AudioError(_NO_DEVICE)
    return AudioError("sound-system", detail=str(error.args[0] if error.args else error))


class MicrophoneSource:
    """The default input device through sounddevice, 16 kHz mono 16-bit.

    Build it with ``microphone_source``. PortAudio's callback puts each block
    on a queue; ``frames()`` takes them off. A device that opens only at its
    own rate is recorded at that rate and each block converted.
    """

    rate = SAMPLE_RATE

    def __init__(self, stream: Any, device_rate: int, blocks: queue.Queue[bytes | None]) -> None:
        self._stream = stream
        self._device_rate = device_rate
        self._blocks = blocks
        self._closed = threading.Event()

    def frames(self) -> Iterator[bytes]:
        """``AudioSource.frames``: AudioError when the device stops giving sound."""
        while not self._closed.is_set():
            try:
                block = self._blocks.get(timeout=SILENT_SECONDS)
            except queue.Empty:
                if self._closed.is_set():
                    return
                raise AudioError(_GONE) from None
            if block is None:
                if self._closed.is_set():
                    return
                raise AudioError(_GONE)
            if self._device_rate != SAMPLE_RATE:
                block = to_mono16(block, 2, 1, self._device_rate)
            yield block

    def close(self) -> None:
        """``AudioSource.close``: the stream stopped and closed (errors ignored)."""
        if self._closed.is_set():
            return
        self._closed.set()
        self._blocks.put(None)
        for step in ("stop", "close"):
            try:
                getattr(self._stream, step)()
            except Exception:  # a device gone meanwhile: nothing left to stop
                continue


def _sounddevice() -> Any:
    """The sounddevice module; VoiceExtraMissing (an AudioError) when it is not
    installed, AudioError when PortAudio is missing."""
    from .extra import VoiceExtraMissing

    try:
        import sounddevice
    except ImportError:
        raise VoiceExtraMissing("sounddevice") from None
    except OSError:  # sounddevice raises OSError when the PortAudio library is missing
        raise AudioError(_NO_PORTAUDIO) from None
    return sounddevice


def microphone_source() -> MicrophoneSource:
    """The default microphone, recording at once (16 kHz mono 16-bit, blocks of
    ``BLOCK_SECONDS``).

    Raises AudioError with one sentence: sounddevice (VoiceExtraMissing) or PortAudio missing, no
    input device, the device busy, or another PortAudio error. While
    listening, ``frames()`` raises AudioError when the device goes away.
    """
    sd = _sounddevice()
    try:
        info = sd.query_devices(kind="input")
    except Exception as error:  # PortAudioError, or ValueError: no input device
        raise (_portaudio_problem(error) if not isinstance(error, ValueError)
               else AudioError(_NO_DEVICE)) from None
    if not info or int(info.get("max_input_channels", 0)) < 1:
        raise AudioError(_NO_DEVICE)
    blocks: queue.Queue[bytes | None] = queue.Queue(maxsize=500)  # 10 s of sound

    def take(indata: Any, _frames: int, _time: Any, _status: Any) -> None:
        with contextlib.suppress(queue.Full):  # nobody reads: the block is dropped
            blocks.put_nowait(bytes(indata))

    def finished() -> None:
        blocks.put(None)

    rates = [SAMPLE_RATE]
    default_rate = int(float(info.get("default_samplerate") or 0))
    if default_rate and default_rate != SAMPLE_RATE:
        rates.append(default_rate)
    problem = AudioError(_NO_DEVICE)
    for rate in rates:
        try:
            stream = sd.RawInputStream(samplerate=rate, channels=1, dtype="int16",
                                       blocksize=int(rate * BLOCK_SECONDS), callback=take,
                                       finished_callback=finished)
            stream.start()
        except Exception as error:  # PortAudioError and its kin
            code = error.args[1] if len(error.args) > 1 else None
            problem = _portaudio_problem(error)
            if code == _PA_INVALID_SAMPLE_RATE:
                continue  # try the device's own rate
            raise problem from None
        return MicrophoneSource(stream, rate, blocks)
    raise problem
