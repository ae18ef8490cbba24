"""Features of speech and dynamic time warping, for the player's own voice (issue 31).

numpy only (the ``[voice]`` extra), imported by the enrolled engine alone.

* ``spectra(samples)``: 16 kHz mono 16-bit PCM to ``Spectra``: the mel
  energies of every frame (25 ms windows every 10 ms, 26 mel bands up to
  8 kHz, after pre-emphasis), scaled so that the loud frames are near 1, and
  the noise (the mean of the quietest frames) on the same scale.
* ``trim(mel, noise)``: the frames from the first to the last that stand out
  of ``noise`` (by ``RISE_DB`` on average over the bands, each band against
  its own noise, on a 50 ms moving average) and within ``RANGE_DB`` of the
  loudest: the same end-pointing for a take and an utterance, once the take
  has the utterance's noise added.
* ``paced(mel, factor)``: the frames of ``mel`` stretched or squeezed in time
  to ``factor`` times as many (a word said faster or slower).
* ``cepstra(mel)``: 12 cepstral coefficients (the log floored
  ``DYNAMIC_RANGE_DB`` below the loudest band, the mean over the utterance
  taken off) and their deltas (weighted ``DELTA_WEIGHT``): shape (frames, 24).
* ``warp(templates, utterance)``: symmetric dynamic time warping with the
  slope held between 1/2 and 2 (Sakoe and Chiba's P = 1): for each template,
  the cost of aligning all of it with each prefix of the utterance, the sum of
  Euclidean distances weighted so that the cost of a whole path is about the
  number of frames of both (every frame of the utterance counts, so a word
  cannot hide in part of a longer utterance); all templates at once.
* ``Levels``: the audio's loudness in dB below full scale: speech (the loud
  frames), noise (the quietest frames), the share of clipped samples.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, TypeAlias

import numpy as np
import numpy.typing as npt

from .recognizer import SAMPLE_RATE

__all__ = ["BANDS", "FRAME", "HOP", "Levels", "Spectra", "cepstra", "levels", "paced",
           "spectra", "to_array", "trim", "warp"]

Array: TypeAlias = npt.NDArray[np.float64]
"""An array of floats (shapes in each function's docstring)."""

FRAME: Final = 400
"""Samples per analysis window (25 ms)."""
HOP: Final = 160
"""Samples between windows (10 ms)."""
_FFT: Final = 512
BANDS: Final = 26
"""Mel bands per frame."""
_COEFFICIENTS: Final = 12
RISE_DB: Final = 1.0
"""How far above the noise speech begins and ends: the mean over the bands of each band's
rise above its own noise (none counted below it), on a 50 ms moving average. Band by band,
since speech stands far out of white or hissing noise in a few bands while the total
energy hardly rises (a frame's total energy, the measure before, lost the quiet start
and end of words at 20 dB: "dva" kept 25 of its 41 frames). Chosen on the tuning voices
(``listen.corpus.TUNING``) between 1 and 4 dB."""
_SMOOTH: Final = 5
"""Frames in the moving average of ``trim``."""
RANGE_DB: Final = 35.0
"""A frame this far below the loudest is not speech."""
DYNAMIC_RANGE_DB: Final = 25.0
"""The mel energies are floored this far below the loudest band of the utterance."""
DELTA_WEIGHT: Final = 3.0
"""The weight of the deltas beside the cepstra (chosen on the tuning voices between 1.5
and 3)."""
_QUIET_SHARE: Final = 10
"""Where there is no quiet around the speech, the noise is that of the frames up to this
percentile of energy."""
_DIGITAL_SILENCE_DB: Final = -70.0
"""Frames quieter than this are padding (digital silence, a stand-in file's gaps), not
the room's noise."""
_FLOOR_DB: Final = -100.0
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


def _quiet(db: Array) -> npt.NDArray[np.bool_]:
    """Whether each frame (its level ``db``, dB below full scale, before pre-emphasis)
    is taken for the noise: at most a quarter (1 dB) above the ``_QUIET_SHARE``
    percentile of the frames louder than ``_DIGITAL_SILENCE_DB`` (a stand-in file's
    padding is not the room's noise); all False when none is."""
    sounding = db > _DIGITAL_SILENCE_DB
    if not sounding.any():
        return sounding
    quiet = float(np.percentile(db[sounding], _QUIET_SHARE))
    result: npt.NDArray[np.bool_] = sounding & (db <= quiet + 1.0)
    return result


def levels(samples: bytes) -> Levels:
    """The ``Levels`` of 16 kHz mono 16-bit PCM (the noise: ``_quiet``)."""
    signal = to_array(samples)
    db = _frame_db(_frames(signal))
    clipped = float(np.mean(np.abs(signal) >= 32767 / 32768)) if len(signal) else 0.0
    quiet = _quiet(db)
    noise = float(np.median(db[quiet])) if quiet.any() else _FLOOR_DB
    return Levels(float(np.percentile(db, 95)), noise, clipped, len(signal) / SAMPLE_RATE)


def _mel_bank() -> Array:
    def mel(hz: Array) -> Array:
        return 2595 * np.log10(1 + hz / 700)

    def hz(m: Array) -> Array:
        return 700 * (10 ** (m / 2595) - 1)

    edges = hz(np.linspace(mel(np.array(0.0)), mel(np.array(SAMPLE_RATE / 2)), BANDS + 2))
    bins = np.floor((_FFT + 1) * edges / SAMPLE_RATE).astype(int)
    bank = np.zeros((BANDS, _FFT // 2 + 1))
    for band in range(BANDS):
        low, centre, high = bins[band], bins[band + 1], bins[band + 2]
        bank[band, low:centre] = (np.arange(low, centre) - low) / max(centre - low, 1)
        bank[band, centre:high] = (high - np.arange(centre, high)) / max(high - centre, 1)
    return bank


_BANK: Final = _mel_bank()
_DCT: Final = np.cos(np.pi / BANDS * (np.arange(BANDS)[None, :] + 0.5)
                     * np.arange(1, _COEFFICIENTS + 1)[:, None])
_WINDOW: Final = np.hamming(FRAME)


@dataclass(frozen=True)
class Spectra:
    """The mel energies of a recording: ``mel`` (frames, ``BANDS``), every frame,
    divided by the 95th percentile of the frames' energy; ``noise`` (``BANDS``,) the
    mean of its quietest frames on the same scale (zeros when all is digital silence)."""

    mel: Array
    noise: Array


def spectra(samples: bytes) -> Spectra:
    """The ``Spectra`` of 16 kHz mono 16-bit PCM (module docstring)."""
    signal = to_array(samples)
    emphasised = np.append(signal[:1], signal[1:] - 0.97 * signal[:-1])
    power = np.abs(np.fft.rfft(_frames(emphasised) * _WINDOW, _FFT)) ** 2
    mel: Array = power @ _BANK.T
    energy = mel.sum(axis=1)
    quiet = _quiet(_frame_db(_frames(signal)))
    noise: Array = mel[quiet].mean(axis=0) if quiet.any() else np.zeros(BANDS)
    reference = max(float(np.percentile(energy, 95)), 1e-12)
    return Spectra(mel / reference, noise / reference)


def trim(mel: Array, noise: Array) -> Array:
    """The frames of ``mel`` (frames, ``BANDS``) from the first to the last whose rise
    above ``noise`` (``BANDS``,) is ``RISE_DB`` (each band's rise in dB, none counted
    below its noise, averaged over the bands and over ``_SMOOTH`` frames) and whose
    energy is within ``RANGE_DB`` of the loudest; all of ``mel`` when fewer than 5
    frames are."""
    if not len(mel):
        return mel
    rise = 10 * np.log10(np.maximum(mel, 1e-12) / np.maximum(noise, 1e-12)[None, :])
    smooth = np.ones(_SMOOTH) / _SMOOTH
    above = np.convolve(np.maximum(rise, 0.0).mean(axis=1), smooth, mode="same")
    energy = mel.sum(axis=1)
    loud = np.flatnonzero((above >= RISE_DB)
                          & (energy >= float(energy.max()) * 10 ** (-RANGE_DB / 10)))
    return mel[int(loud[0]):int(loud[-1]) + 1] if len(loud) >= 5 else mel


def paced(mel: Array, factor: float) -> Array:
    """``mel`` (frames, ``BANDS``) resampled in time to ``factor`` times as many frames
    (at least 5), each band interpolated linearly: the same word said faster
    (``factor`` < 1) or slower."""
    count = len(mel)
    wanted = max(5, round(count * factor))
    at = np.linspace(0.0, count - 1.0, wanted)
    result: Array = np.stack([np.interp(at, np.arange(count), mel[:, band])
                              for band in range(mel.shape[1])], axis=1)
    return result


def cepstra(mel: Array) -> Array:
    """The features of ``mel`` (frames, ``BANDS``; at least one frame): 12 cepstra,
    the utterance's mean taken off, then their deltas times ``DELTA_WEIGHT``:
    shape (frames, 24)."""
    floor = max(float(mel.max()), 1e-10) * 10 ** (-DYNAMIC_RANGE_DB / 10)
    cepstral = np.log(mel + floor) @ _DCT.T
    cepstral -= cepstral.mean(axis=0)
    padded = np.pad(cepstral, ((2, 2), (0, 0)), mode="edge")
    delta = (padded[3:-1] - padded[1:-3] + 2 * (padded[4:] - padded[:-4])) / 10
    result: Array = np.hstack([cepstral, DELTA_WEIGHT * delta])
    return result


def warp(templates: Sequence[Array], utterance: Array) -> Array:
    """Costs of aligning all of each template (t, d) against each prefix of
    ``utterance`` (u, d), both starting at their first frames: shape
    (len(templates), u), entry [k, j] the weighted sum of Euclidean distances of the
    best path from (0, 0) to (t_k - 1, j), the slope between 1/2 and 2 (``_FAR``
    where none reaches). Divide by t_k + j + 1 to compare paths of any length."""
    count, frames = len(templates), len(utterance)
    longest = max((len(template) for template in templates), default=0)
    if not count or not frames or not longest:
        return np.full((count, frames), _FAR)
    stacked = np.zeros((count, longest, utterance.shape[1]))
    for index, template in enumerate(templates):
        stacked[index, :len(template)] = template
    squared = ((stacked ** 2).sum(axis=2)[:, :, None] + (utterance ** 2).sum(axis=1)[None, None, :]
               - 2 * stacked @ utterance.T)
    distance = np.sqrt(np.maximum(squared, 0.0))
    ends = np.array([len(template) - 1 for template in templates])
    result = np.full((count, frames), _FAR)
    before = np.full((count, frames), _FAR)
    row = np.full((count, frames), _FAR)
    row[:, 0] = 2 * distance[:, 0, 0]
    result[ends == 0] = row[ends == 0]
    for i in range(1, longest):
        here = distance[:, i]
        new = np.full((count, frames), _FAR)
        new[:, 1:] = row[:, :-1] + 2 * here[:, 1:]
        new[:, 2:] = np.minimum(new[:, 2:], row[:, :-2] + 2 * here[:, 1:-1] + here[:, 2:])
        new[:, 1:] = np.minimum(new[:, 1:],
                                before[:, :-1] + 2 * distance[:, i - 1, 1:] + here[:, 1:])
        before, row = row, np.minimum(new, _FAR)
        result[ends == i] = row[ends == i]
    return result
