"""Synthetic spoken commands, made with espeak-ng and sox, to measure recognisers (issue 15).

``synthesize(text, folder, voice=, rate=)`` writes one utterance as the
recogniser takes it (16 kHz, mono, 16-bit), with 0.3 s before and after and
a faint white noise over all (a microphone's floor: pocketsphinx hears
espeak-ng's digital silence badly), and returns its samples; the tests
and ``benchmarks/listen.py`` score recognisers on them. No microphone, no
download: both tools are ordinary packages (``apt install espeak-ng sox``).
"""

from __future__ import annotations

import array
import random
import shutil
import subprocess
import sys
import wave
from pathlib import Path

from .recognizer import SAMPLE_RATE

__all__ = ["ENGLISH_COMMANDS", "CorpusError", "missing_tools", "synthesize"]

ENGLISH_COMMANDS: tuple[str, ...] = (
    "seven of spades", "play king of hearts", "queen of diamonds", "play ace of clubs",
    "two of hearts", "play ten of spades", "jack of clubs", "draw", "undo", "redo", "hint",
    "board", "moves", "score", "help", "quit", "row four", "look stock",
    "play row four card two", "new game",
)
"""English commands as a player says them: cards, moves, queries, places."""


class CorpusError(Exception):
    """espeak-ng or sox missing or failing; ``str()`` says which."""


def missing_tools() -> tuple[str, ...]:
    """The programs of espeak-ng and sox that are not on PATH (none: empty)."""
    return tuple(tool for tool in ("espeak-ng", "sox") if shutil.which(tool) is None)


PAD_SECONDS = 0.3
"""The quiet before and after each utterance."""


def synthesize(text: str, folder: Path, *, voice: str = "en-us+m3", rate: int = 150,
               noise: float = 0.003, seed: int = 0, name: str = "utterance") -> bytes:
    """``text`` said by espeak-ng ``voice`` at ``rate`` words a minute, as 16 kHz mono
    16-bit samples, padded with ``PAD_SECONDS`` of quiet and with white noise of
    ``noise`` times full scale added (the same for the same ``seed``); the WAV
    file is left as ``folder/name.wav``.

    Raises CorpusError when a tool is missing or fails.
    """
    missing = missing_tools()
    if missing:
        raise CorpusError(f"not installed: {', '.join(missing)}")
    raw = folder / f"{name}.raw.wav"
    out = folder / f"{name}.wav"
    try:
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(rate), "-w", str(raw), text],
                       check=True, capture_output=True, timeout=30)
        subprocess.run(["sox", str(raw), "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16",
                        str(out)], check=True, capture_output=True, timeout=30)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        raise CorpusError(f"could not make {text!r}: {error}") from None
    finally:
        raw.unlink(missing_ok=True)
    with wave.open(str(out), "rb") as audio:
        samples = array.array("h", audio.readframes(audio.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    quiet = array.array("h", bytes(2 * int(PAD_SECONDS * SAMPLE_RATE)))
    samples = quiet + samples + quiet
    rng = random.Random(seed)
    level = noise * 32767
    for i, value in enumerate(samples):
        samples[i] = max(-32768, min(32767, round(value + rng.uniform(-level, level))))
    if sys.byteorder == "big":
        samples.byteswap()
    data = samples.tobytes()
    with wave.open(str(out), "wb") as audio:
        audio.setnchannels(1)
        audio.setsampwidth(2)
        audio.setframerate(SAMPLE_RATE)
        audio.writeframes(data)
    return data
