"""One WAV file read safely: never blocking, never trusting its sizes (issue 32 items 5 and 6).

``read_wav_file(path, shown)`` is the one way the game reads a WAV file
(``--voice-input``, ``listen --wav``, ``listen enrol``'s takes through
``audio.wav_source``). Every problem is an ``AudioError`` whose kind the
announcer words in the player's language, never a traceback:

- only a regular file (or a link to one) is opened, and opened without
  waiting (``O_NONBLOCK``): a FIFO, a device or a socket is "not-a-file" at
  once, so that the game cannot wait forever for a writer that never comes;
- a file over ``MAX_WAV_BYTES`` is "wav-too-big" (it is never read into
  memory);
- the RIFF chunks before the sound (``fmt``, ``LIST``, any other) are
  walked first: one that claims more bytes than the file holds is
  "wav-damaged" (the standard library's reader raised RuntimeError on it);
  the ``data`` chunk may claim more than is there, as a recording cut short
  does, and what is there is read;
- anything else the standard library's ``wave`` refuses is "not-wav".
"""

from __future__ import annotations

import errno
import os
import stat
import struct
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from .problems import ListeningError

__all__ = ["MAX_WAV_BYTES", "AudioError", "WavAudio", "read_wav_file", "unreadable"]

MAX_WAV_BYTES = 256 * 1024 * 1024
"""Bytes: a larger WAV file is refused unread ("wav-too-big"); 256 MiB is over 20
minutes of 48 kHz stereo 16-bit sound, far more than any command."""

_HEADER = struct.Struct("<4sI")
_WAVE_ID = 12  # "RIFF", its size, "WAVE"
_MEGABYTE = 1024 * 1024


class AudioError(ListeningError):
    """Audio that cannot be had: no microphone, a busy or unplugged one, PortAudio
    missing, a file that cannot be read (its ``kind``: ``problems.PROBLEMS``).
    Offered by ``listen.audio`` and ``listen``, where callers import it."""


@dataclass(frozen=True)
class WavAudio:
    """A WAV file's sound: PCM ``data`` (``width`` bytes a sample, ``channels``
    interleaved, ``rate`` Hz); ``data`` is empty when only the header was read."""

    width: int
    channels: int
    rate: int
    data: bytes


def unreadable(shown: str, error: OSError) -> AudioError:
    """The error for a file named ``shown`` that could not be opened or read: not there
    ("no-such-file"), else "unreadable" with the system's name of the error
    (``EACCES``), which the catalogs word."""
    if isinstance(error, FileNotFoundError):
        return AudioError("no-such-file", name=shown)
    code = errno.errorcode.get(error.errno or 0, type(error).__name__)
    return AudioError("unreadable", name=shown, detail=code)


def _opened(path: Path, shown: str) -> BinaryIO:
    """``path`` opened for reading when it is a regular file of at most ``MAX_WAV_BYTES``;
    raises AudioError ("not-a-file", "wav-too-big", "no-such-file", "unreadable")."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # never opened: a FIFO would wait
            if path.is_dir():
                raise AudioError("unreadable", name=shown, detail="EISDIR")
            raise AudioError("not-a-file", name=shown)
        fd = os.open(path, flags)
    except OSError as error:
        raise unreadable(shown, error) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):  # swapped since the stat
            raise AudioError("not-a-file", name=shown)
        if info.st_size > MAX_WAV_BYTES:
            raise AudioError("wav-too-big", name=shown, megabytes=MAX_WAV_BYTES // _MEGABYTE)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _check_chunks(stream: BinaryIO, shown: str) -> None:
    """Walk the RIFF chunks before ``data``; raise "wav-damaged" for one that claims more
    bytes than the file holds. Anything that is no RIFF WAVE file is left to ``wave``."""
    size = os.fstat(stream.fileno()).st_size
    head = stream.read(_WAVE_ID)
    if len(head) < _WAVE_ID or head[:4] != b"RIFF" or head[8:] != b"WAVE":
        stream.seek(0)
        return
    offset = _WAVE_ID
    while offset + _HEADER.size <= size:
        stream.seek(offset)
        name, length = _HEADER.unpack(stream.read(_HEADER.size))
        if name == b"data":
            break  # the sound itself: a recording cut short claims more, and is read
        offset += _HEADER.size + length + (length & 1)  # chunks are padded to even sizes
        if offset - (length & 1) > size:
            raise AudioError("wav-damaged", name=shown)
    stream.seek(0)


def read_wav_file(path: Path, shown: str, *, header_only: bool = False) -> WavAudio:
    """The sound of the WAV file at ``path`` (``shown``: its name made safe to print).

    Any PCM WAV the standard library reads: 8, 16, 24 or 32 bits, any
    channels, a rate of 4000 Hz or more. ``header_only``: the format only
    (``data`` empty), to check a file before it is played. Raises
    ListeningError (module docstring): "no-such-file", "unreadable",
    "not-a-file", "wav-too-big", "wav-damaged", "not-wav", "wav-format".
    """
    with _opened(path, shown) as stream:
        try:
            _check_chunks(stream, shown)
            with wave.open(stream, "rb") as audio:
                width, channels, rate = (audio.getsampwidth(), audio.getnchannels(),
                                         audio.getframerate())
                if width not in (1, 2, 3, 4) or channels < 1 or rate < 4000:
                    raise AudioError("wav-format", name=shown, bits=8 * width, rate=rate)
                data = b"" if header_only else audio.readframes(audio.getnframes())
        except OSError as error:
            raise unreadable(shown, error) from None
        except (wave.Error, EOFError, RuntimeError, ValueError, OverflowError,
                struct.error, MemoryError):
            # The standard library's reader on a file it cannot make sense of
            # (RuntimeError: a chunk past the end; struct.error: a short header).
            raise AudioError("not-wav", name=shown) from None
    return WavAudio(width, channels, rate, data)
