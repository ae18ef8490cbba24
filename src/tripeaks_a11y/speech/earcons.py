"""Earcons: short, distinct sounds for refused, revealed, peak cleared, won and blocked.

Off by default. The sounds are made here (sine tones with soft edges, 16-bit
mono WAV at 22,050 Hz) and played by the first player found: ``paplay``,
``aplay``, ``play`` (sox), ``afplay`` (macOS) or ``winsound`` (Windows). With
an ``output`` folder each earcon is written there instead, next to the
speech files, so tests can measure it.
"""

from __future__ import annotations

import io
import math
import struct
import subprocess
import sys
import tempfile
import threading
import wave
from pathlib import Path

from .. import environment
from .backend import start_child

__all__ = ["EARCON_EVENTS", "EarconPlayer", "earcon_wav"]

RATE = 22050

# event -> (frequency in Hz, milliseconds) notes, played one after the other
_NOTES: dict[str, tuple[tuple[float, int], ...]] = {
    "refused": ((330.0, 90), (220.0, 140)),              # down: no
    "revealed": ((880.0, 70),),                          # a single light blip
    "peak_cleared": ((523.3, 80), (659.3, 80), (784.0, 140)),  # up a chord
    "won": ((523.3, 110), (659.3, 110), (784.0, 110), (1046.5, 300)),
    "blocked": ((196.0, 200), (146.8, 350)),             # low and long
}
EARCON_EVENTS = frozenset(_NOTES)
"""The events that have an earcon."""


def earcon_wav(event: str) -> bytes:
    """The earcon for ``event`` as WAV file bytes. Raises KeyError for other events."""
    samples: list[int] = []
    for frequency, millis in _NOTES[event]:
        count = RATE * millis // 1000
        edge = max(1, RATE // 200)  # 5 ms fades: no clicks
        for i in range(count):
            envelope = min(1.0, i / edge, (count - i) / edge)
            value = 0.35 * envelope * math.sin(2 * math.pi * frequency * i / RATE)
            samples.append(int(value * 32767))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    return buffer.getvalue()


def _player() -> list[str] | None:
    for argv in (["paplay"], ["aplay", "-q"], ["play", "-q"], ["afplay"]):
        if environment.which(argv[0]):
            return argv
    return None


class EarconPlayer:
    """Plays earcons without waiting; ``output`` a folder to write them to instead.

    ``play`` never raises: a missing player or a failing one means silence.
    """

    def __init__(self, output: Path | None = None) -> None:
        self.output = output
        self._files: dict[str, Path] = {}
        self._dir: tempfile.TemporaryDirectory[str] | None = None
        self._lock = threading.Lock()
        self._count = 0

    def _file(self, event: str) -> Path:
        with self._lock:
            if event not in self._files:
                if self._dir is None:
                    self._dir = tempfile.TemporaryDirectory(prefix="tripeaks-earcons-")
                path = Path(self._dir.name) / f"{event}.wav"
                path.write_bytes(earcon_wav(event))
                self._files[event] = path
            return self._files[event]

    def play(self, event: str) -> bool:
        """Start the earcon of ``event``; False when it has none or it cannot be played."""
        if event not in EARCON_EVENTS:
            return False
        try:
            if self.output is not None:
                with self._lock:
                    self._count += 1
                    name = f"earcon-{self._count:04d}-{event}.wav"
                self.output.mkdir(parents=True, exist_ok=True)
                (self.output / name).write_bytes(earcon_wav(event))
                return True
            path = self._file(event)
            if sys.platform.startswith("win"):
                import winsound

                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC)
                return True
            player = _player()
            if player is None:
                return False
            # Started like the voice engines, so that no player outlives the game.
            start_child([*player, str(path)], stdin=subprocess.DEVNULL,
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return True
        except OSError:
            return False

    def close(self) -> None:
        """Remove the sound files made for playing."""
        with self._lock:
            if self._dir is not None:
                self._dir.cleanup()
                self._dir = None
                self._files.clear()
