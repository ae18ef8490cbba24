"""Whisper's input, the log-mel spectrogram, in numpy (issue 31, point 2).

Whisper hears 16 kHz audio as 80 (or 128) mel bands every 10 ms: a short-time
Fourier transform (``N_FFT`` = 400 samples, a periodic Hann window, ``HOP`` =
160 samples, the signal padded by reflection at both ends, the last frame
dropped), its power through a mel filter bank (the Slaney mel scale and
normalisation, as librosa's ``filters.mel`` makes it), ``log10`` floored at
1e-10 and at 8 below the loudest band, then ``(x + 4) / 4``. The same
numbers as the reference implementation (openai/whisper ``audio.py``) up to
float rounding; numpy only, imported by the caller (the ``[whisper]`` extra).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

__all__ = ["HOP", "N_FFT", "log_mel", "mel_filters"]

N_FFT = 400
"""Samples per Fourier window (25 ms at 16 kHz)."""

HOP = 160
"""Samples between windows (10 ms at 16 kHz): one mel frame each."""

_FILTERS: dict[int, Any] = {}


def _slaney_mel(hz: Any, np: ModuleType) -> Any:
    """Hertz to the Slaney mel scale: linear below 1 kHz, logarithmic above."""
    step, start, logstep = 200.0 / 3, 1000.0, 27.0 / np.log(6.4)
    return np.where(hz < start, hz / step, start / step + np.log(np.maximum(hz, 1e-10) / start)
                    * logstep)


def _slaney_hz(mel: Any, np: ModuleType) -> Any:
    """The Slaney mel scale back to hertz."""
    step, start, logstep = 200.0 / 3, 1000.0, 27.0 / np.log(6.4)
    return np.where(mel < start / step, mel * step,
                    start * np.exp((mel - start / step) / logstep))


def mel_filters(n_mels: int, np: ModuleType, rate: int = 16000) -> Any:
    """The mel filter bank, float32 of shape ``(n_mels, N_FFT // 2 + 1)``:
    triangles between ``n_mels + 2`` points evenly spaced on the Slaney mel
    scale from 0 Hz to ``rate / 2``, each scaled to unit area (Slaney
    normalisation). Made once per ``n_mels``."""
    if n_mels not in _FILTERS:
        bins = np.linspace(0.0, rate / 2, N_FFT // 2 + 1)
        top = float(_slaney_mel(np.array(rate / 2), np))
        points = _slaney_hz(np.linspace(0.0, top, n_mels + 2), np)
        widths = np.diff(points)
        slopes = points[:, None] - bins[None, :]
        lower = -slopes[:-2] / widths[:-1, None]
        upper = slopes[2:] / widths[1:, None]
        weights = np.maximum(0.0, np.minimum(lower, upper))
        weights *= (2.0 / (points[2:] - points[:-2]))[:, None]
        _FILTERS[n_mels] = weights.astype(np.float32)
    return _FILTERS[n_mels]


def log_mel(audio: Any, n_mels: int, frames: int, np: ModuleType) -> Any:
    """The log-mel spectrogram of ``audio`` (float32 samples in -1..1 at 16 kHz),
    float32 of shape ``(n_mels, frames)``: the audio cut or padded with silence
    to ``frames * HOP`` samples first, as Whisper reads a fixed window."""
    samples = np.zeros(frames * HOP, dtype=np.float32)
    kept = np.asarray(audio, dtype=np.float32)[: frames * HOP]
    samples[: kept.size] = kept
    padded = np.pad(samples, N_FFT // 2, mode="reflect")
    window = (0.5 - 0.5 * np.cos(2 * np.pi * np.arange(N_FFT) / N_FFT)).astype(np.float32)
    starts = np.arange(frames) * HOP
    framed = padded[starts[:, None] + np.arange(N_FFT)[None, :]] * window
    power = np.abs(np.fft.rfft(framed, axis=1)) ** 2
    mel = mel_filters(n_mels, np) @ power.T.astype(np.float32)
    logged = np.log10(np.maximum(mel, 1e-10))
    logged = np.maximum(logged, logged.max() - 8.0)
    return ((logged + 4.0) / 4.0).astype(np.float32)
