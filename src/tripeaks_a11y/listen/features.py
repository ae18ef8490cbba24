"""Features of speech and dynamic time warping, for the player's own voice (issue 31).

numpy only (the ``[voice]`` extra), imported by the enrolled engine alone.

* ``mfcc(samples)``: 16 kHz mono 16-bit PCM to frames of 12 mel-frequency
  cepstral coefficients (25 ms windows every 10 ms, 26 mel bands up to
  8 kHz, the log-energy left out, the utterance's mean taken off), for the
  voiced part only (``voiced``: the frames from the first to the last louder
  than the quiet by ``VOICE_RISE_DB``).
* ``Levels``: the audio's loudness in dB below full scale: speech (the loud
  frames), noise (the quietest frames), the share of clipped samples.
* ``warp_costs(template, utterance)``: the cost of aligning the whole
  template against every prefix of the utterance (steps (1,0), (1,1),
  (1,2): every path crosses each template frame once, so the cost per
  template frame compares templates of any length).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TypeAlias

import numpy as np
import numpy.typing as npt

__all__ = ["FRAME", "HOP", "Levels", "levels", "mfcc", "to_array", "voiced", "warp_costs"]

Array: TypeAlias = npt.NDArray[np.float64]
"""An array of floats (shapes in each function's docstring)."""

RATE: Final = 16000
FRAME: Final = 400
"""Samples per analysis window (25 ms)."""
HOP: Final = 160
"""Samples between windows (10 ms)."""
_FFT: Final = 512
_BANDS: Final = 26
_COEFFICIENTS: Final = 12
VOICE_RISE_DB: Final = 6.0
"""How much louder than the quiet a frame must be to count as voiced."""
VOICE_RANGE_DB: Final = 35.0
"""A frame this far below the loudest is not voiced."""
DYNAMIC_RANGE_DB: Final = 25.0
"""The mel energies are floored this far below the loudest band of the utterance, so that
quiet and noisy recordings of a word look alike (noise fills what speech leaves empty)."""
_FLOOR_DB: Final = -100.0
_DIGITAL_SILENCE_DB: Final = -70.0
"""Frames quieter than this are digital silence (padding), not the room's noise."""
_FAR: Final = 1e18


def to_array(samples: bytes) -> Array:
    """16-bit little-endian PCM as floats in -1..1."""
    result: Array = np.frombuffer(samples[: len(samples) // 2 * 2],
                                  dtype="<i2").astype(np.float64) / 32768
    return result


def _frames(signal: Array) -> Array:
    if len(signal) < FRAME:
        signal = np.pad(signal, (0, FRAME - len(signal)))
    count = 1 + (len(signal) - FRAME) // HOP
    index = np.arange(FRAME)[None, :] + HOP * np.arange(count)[:, None]
    result: Array = signal[index]
    return result


def _frame_db(frames: Array) -> Array:
    power = np.mean(frames ** 2, axis=1)
    result: Array = np.maximum(10 * np.log10(np.maximum(power, 1e-12)), _FLOOR_DB)
    return result


@dataclass(frozen=True)
class Levels:
    """Loudness of one recording: ``speech_db`` (the 95th percentile of the frames,
    dB below full scale), ``noise_db`` (the 10th percentile: the quietest frames),
    ``clipped`` (the share of samples at full scale, 0..1) and ``seconds``."""

    speech_db: float
    noise_db: float
    clipped: float
    seconds: float

    @property
    def snr_db(self) -> float:
        """Speech above noise, in dB."""
        return self.speech_db - self.noise_db


def levels(samples: bytes) -> Levels:
    """The ``Levels`` of 16 kHz mono 16-bit PCM."""
    signal = to_array(samples)
    db = _frame_db(_frames(signal))
    clipped = float(np.mean(np.abs(signal) >= 32767 / 32768)) if len(signal) else 0.0
    return Levels(float(np.percentile(db, 95)), float(np.percentile(db, 10)), clipped,
                  len(signal) / RATE)


def _mel_bank() -> Array:
    def mel(hz: Array) -> Array:
        return 2595 * np.log10(1 + hz / 700)

    def hz(m: Array) -> Array:
        return 700 * (10 ** (m / 2595) - 1)

    edges = hz(np.linspace(mel(np.array(0.0)), mel(np.array(RATE / 2)), _BANDS + 2))
    bins = np.floor((_FFT + 1) * edges / RATE).astype(int)
    bank = np.zeros((_BANDS, _FFT // 2 + 1))
    for band in range(_BANDS):
        low, centre, high = bins[band], bins[band + 1], bins[band + 2]
        bank[band, low:centre] = (np.arange(low, centre) - low) / max(centre - low, 1)
        bank[band, centre:high] = (high - np.arange(centre, high)) / max(high - centre, 1)
    return bank


_BANK: Final = _mel_bank()
_DCT: Final = np.cos(np.pi / _BANDS * (np.arange(_BANDS)[None, :] + 0.5)
                     * np.arange(1, _COEFFICIENTS + 1)[:, None])
_WINDOW: Final = np.hamming(FRAME)


def voiced(samples: bytes) -> slice:
    """The frames (indices of ``mfcc``'s windows) from the first to the last voiced one:
    louder than the quiet (the 10th percentile of the frames that are not digital
    silence) by ``VOICE_RISE_DB`` and within ``VOICE_RANGE_DB`` of the loudest; an empty
    slice when there is none."""
    db = _frame_db(_frames(to_array(samples)))
    sounding = db[db > _DIGITAL_SILENCE_DB]  # the quiet of a room, not of gaps between files
    quiet = float(np.percentile(sounding, 10)) if len(sounding) else _FLOOR_DB
    floor = max(quiet + VOICE_RISE_DB, float(db.max()) - VOICE_RANGE_DB)
    loud = np.flatnonzero(db >= floor)
    return slice(int(loud[0]), int(loud[-1]) + 1) if len(loud) else slice(0, 0)


def mfcc(samples: bytes) -> Array:
    """The cepstra of the voiced frames of 16 kHz mono 16-bit PCM: shape (frames, 12),
    the mean taken off; (0, 12) when nothing is voiced."""
    signal = to_array(samples)
    emphasised = np.append(signal[:1], signal[1:] - 0.97 * signal[:-1])
    frames = _frames(emphasised)[voiced(samples)] * _WINDOW
    if not len(frames):
        return np.zeros((0, _COEFFICIENTS))
    spectrum = np.abs(np.fft.rfft(frames, _FFT)) ** 2
    bands = spectrum @ _BANK.T
    floor = max(float(bands.max()), 1e-10) * 10 ** (-DYNAMIC_RANGE_DB / 10)
    cepstra = np.log(bands + floor) @ _DCT.T
    result: Array = cepstra - cepstra.mean(axis=0)
    return result


def warp_costs(template: Array, utterance: Array) -> Array:
    """Costs of aligning all of ``template`` (t, 12) against each prefix of
    ``utterance`` (u, 12), starting at its first frame: shape (u,), entry j the summed
    Euclidean distance of the best path ending on utterance frame j (``_FAR``
    where none reaches)."""
    distance = np.sqrt(((template[:, None, :] - utterance[None, :, :]) ** 2).sum(axis=2))
    row = np.full(len(utterance), _FAR)
    row[0] = distance[0, 0]
    for i in range(1, len(template)):
        previous = row
        best = previous.copy()
        best[1:] = np.minimum(best[1:], previous[:-1])
        best[2:] = np.minimum(best[2:], previous[:-2])
        row = np.minimum(best + distance[i], _FAR)
    return row
