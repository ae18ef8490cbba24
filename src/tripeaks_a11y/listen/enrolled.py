"""The player's own voice: a profile of recorded words and the recogniser over it (issue 31).

A ``Profile`` holds, per id of ``enrol_words.ENROL_ROWS``, the features of
each take the player recorded (its mel energies, end-pointed:
``features.spectra`` and ``features.trim``), never the audio; it is kept per
language as ``voice/<lang>.npz`` in the data folder (``profile_path``).
``match`` adds the utterance's own noise to every take (so that a word
enrolled in quiet is compared with one said in noise as if both were in it),
then compares the utterance with every hypothesis (a command word alone, or
a card: a rank then a suit, connected, every split between them tried, the
rank also quicker than recorded, ``HEAD_PACES``) by dynamic time warping
(``features.warp``). ``EnrolledRecognizer`` turns the
best into the text a player would type (``enrol_words.said_text``), which
goes through ``commands.parse`` like any typed line. The best is kept only
when its cost is under ``accept_cost`` (``ACCEPT_COST``, more in noise) and
under ``RELATIVE_COST`` times the typical hypothesis's (the median of all:
speech that is no command fits every hypothesis about as badly, a word said
in a voice or noise that raises every cost still stands out), it
is said no more than ``MAX_SLOWER`` (a card: ``CARD_MAX_SLOWER``) times slower
than its takes, and it beats
the second-best hypothesis by ``MARGIN`` (a command word) or ``CARD_MARGIN``
(a card); it is ``certain`` (a card move made without asking) only beyond
``CERTAIN_MARGIN``. The thresholds were chosen on the tuning voices of
``listen.corpus.TUNING`` (``benchmarks/voice.py --engine enrolled --tuning``).
Audio whose speech stands less than ``NOISY_SNR_DB`` above its quietest frames
is refused as too noisy (``UtteranceRefused`` "too-noisy": that utterance
only) rather than guessed at.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np

from .enrol_words import ENROL_ROWS, profile_path, said_text
from .features import BANDS, Array, Spectra, cepstra, levels, paced, spectra, trim, warp
from .problems import ListeningError
from .recognizer import Recognition, RecognizerError, UtteranceRefused, whole_utterance

__all__ = ["ACCEPT_COST", "CARD_MARGIN", "CARD_MAX_SLOWER", "CERTAIN_MARGIN", "CLIPPED_SHARE",
           "EnrolledRecognizer", "HEAD_PACES", "MARGIN", "MAX_SLOWER", "Match", "NOISE_COST",
           "NOISY_SNR_DB", "Profile", "RELATIVE_COST", "accept_cost", "enrolled_recognizer",
           "load_profile", "match", "profile_path", "save_profile", "take_features"]

ACCEPT_COST: Final = 12.0
"""The highest cost (``Match.cost``) still heard in quiet: on the tuning voices, the
commands heard right cost 11.4 at most and the everyday sentences 12.5 at least
(less the noise's allowance, ``accept_cost``), once the other tests passed."""
RELATIVE_COST: Final = 0.62
"""The highest share of the typical hypothesis's cost (``Match.typical``) still heard:
on the tuning voices, commands heard right came to 0.56 at most, everyday sentences to
0.68 at least, once the other tests passed (0.645 without ``CARD_MAX_SLOWER``)."""
NOISE_COST: Final = 3.0
"""How much more cost is heard in noise (``accept_cost``)."""
MARGIN: Final = 0.5
"""How much the second-best hypothesis must cost more than the best for it to be heard."""
CARD_MARGIN: Final = 0.0
"""The margin a card needs to be heard: none, since a card move heard short of
``CERTAIN_MARGIN`` is asked before it is made (a wrong card asked is no move)."""
CERTAIN_MARGIN: Final = 2.0
"""The margin beyond which the best is certain: a card move made without asking."""
MAX_SLOWER: Final = 1.3
"""An utterance longer than this many times its hypothesis's takes is not it (everyday
sentences are longer than any command)."""
CARD_MAX_SLOWER: Final = 1.15
"""The same for a card: a rank and a suit said together take no longer than the two
words recorded alone (1.02 times at most on the tuning voices), and everyday sentences
heard as cards were mostly longer."""
HEAD_PACES: Final = (0.4, 0.6)
"""How much quicker than recorded a rank may be said before its suit (``match``): a word
said alone is drawn out, the same word before another is not (Croatian "dva" alone took
0.6-0.8 s, in "dva pik" under 0.3 s, more than time warping's slope of 2 can absorb)."""
NOISY_SNR_DB: Final = 12.0
"""Speech less than this far above the quietest frames is too noisy to hear."""
_QUIET_SNR_DB: Final = 40.0
"""Speech this far above its noise is in quiet (``accept_cost``)."""
_SILENT_DB: Final = -60.0
"""Speech quieter than this (dB below full scale) is taken for none."""
_FAR: Final = 1e18
_REACHED: Final = 1e12
"""Costs under this are of paths that exist (``features.warp`` gives ``_FAR`` for none)."""

_COMMAND_IDS: Final = frozenset(row.id for row in ENROL_ROWS if row.kind == "command")
"""What may be heard alone: a command word (a rank or a suit alone is a hypothesis
too, so that a lone card word is not taken for a command, but it is never heard)."""
_RANK_IDS: Final = tuple(row.id for row in ENROL_ROWS if row.kind == "rank")
_SUIT_IDS: Final = tuple(row.id for row in ENROL_ROWS if row.kind == "suit")

Profile = dict[str, list[Array]]
"""Features of each take (mel energies, (frames, ``features.BANDS``)), by id of
``ENROL_ROWS``."""


_savez: Callable[..., None] = np.savez
"""numpy's savez, its keywords the arrays' names."""


def save_profile(path: Path, profile: Profile) -> None:
    """Write ``profile`` to ``path`` (its folder made); OSError when it cannot."""
    path.parent.mkdir(parents=True, exist_ok=True)
    arrays = {f"{ident}.{take}": features for ident, takes in profile.items()
              for take, features in enumerate(takes)}
    partial = path.with_suffix(".partial.npz")
    _savez(partial, **arrays)
    partial.replace(path)


def load_profile(path: Path) -> Profile:
    """The profile at ``path``; {} when there is none. OSError or ValueError when it
    cannot be read (or holds features of another shape: made by an earlier version)."""
    if not path.is_file():
        return {}
    profile: Profile = {}
    with np.load(path, allow_pickle=False) as stored:
        for key in sorted(stored.files):
            ident, _take = key.rsplit(".", 1)
            features = np.asarray(stored[key], dtype=np.float64)
            if features.ndim != 2 or features.shape[1] != BANDS:
                raise ValueError(f"{key}: features of shape {features.shape}")
            profile.setdefault(ident, []).append(features)
    return profile


CLIPPED_SHARE: Final = 0.001
"""A take with more than this share of its samples at full scale is clipped."""


def take_features(samples: bytes, name: str) -> Array:
    """The features (``Profile``) of one take of a word (16 kHz mono 16-bit PCM),
    ``name`` its file for the sentences. Raises ListeningError "take-empty" (no speech,
    or under 50 ms of it), "take-clipped" (``CLIPPED_SHARE``) or "take-noisy" (speech
    less than ``NOISY_SNR_DB`` above the quiet)."""
    found = levels(samples)
    if found.clipped > CLIPPED_SHARE:
        raise ListeningError("take-clipped", name=name)
    heard = spectra(samples)
    features = trim(heard.mel, heard.noise)
    if found.speech_db < _SILENT_DB or len(features) < 5:
        raise ListeningError("take-empty", name=name)
    if found.snr_db < NOISY_SNR_DB:
        raise ListeningError("take-noisy", name=name)
    return features


def enrolled_recognizer(lang: str, data_dir: Path) -> EnrolledRecognizer:
    """The recogniser over the profile of ``lang`` in the data folder ``data_dir``.
    RecognizerError "no-profile" when there is none (or it cannot be read)."""
    try:
        profile = load_profile(profile_path(data_dir, lang))
    except (OSError, ValueError):
        profile = {}
    if not profile:
        raise RecognizerError("no-profile", language=lang)
    return EnrolledRecognizer(lang, profile)


@dataclass(frozen=True)
class Match:
    """The best hypothesis for one utterance: ``ids`` (one command id, or rank and
    suit ids), its ``cost`` (per frame of the path: ``features.warp``), the ``margin``
    to the second best (``_FAR`` when there is none), ``slower``: the utterance's
    frames over its takes' (the mean of each word's takes, summed), and
    ``typical``: the median cost of every hypothesis whose path exists."""

    ids: tuple[str, ...]
    cost: float
    margin: float
    slower: float
    typical: float


def _compensated(profile: Profile, noise: Array) -> dict[str, list[Array]]:
    """Each take's mel energies as if said in the utterance's ``noise``: the noise
    added, end-pointed as the utterance is (``trim``)."""
    return {ident: [trim(take + noise, noise) for take in takes]
            for ident, takes in profile.items()}


def _quick_ranks(compensated: dict[str, list[Array]]) -> list[tuple[str, Array]]:
    """Each rank's ``compensated`` takes said at each pace of ``HEAD_PACES``, as
    features: (rank id, features)."""
    return [(ident, cepstra(paced(mel, pace)))
            for ident in _RANK_IDS if ident in compensated for mel in compensated[ident]
            for pace in HEAD_PACES]


def match(profile: Profile, heard: Spectra) -> Match | None:
    """The best hypothesis for the utterance ``heard`` among the words (alone) and
    cards (rank then suit, connected: every split point tried; the rank as
    recorded or quicker, ``HEAD_PACES``) of ``profile``; None when it holds none or
    the utterance has under 5 frames of speech."""
    mel = trim(heard.mel, heard.noise)
    if len(mel) < 5 or not profile:
        return None
    utterance = cepstra(mel)
    frames = len(utterance)
    compensated = _compensated(profile, heard.noise)
    takes = {ident: [cepstra(mel) for mel in mels] for ident, mels in compensated.items()}
    owners = [(ident, len(take)) for ident, each in takes.items() for take in each]
    quick = _quick_ranks(compensated)
    forward = warp([take for each in takes.values() for take in each]
                   + [take for _, take in quick], utterance)
    costs: dict[tuple[str, ...], float] = {}
    for (ident, length), row in zip(owners, forward[:len(owners)], strict=True):
        costs[(ident,)] = min(costs.get((ident,), _FAR), float(row[-1]) / (length + frames))
    owners += [(ident, len(take)) for ident, take in quick]
    heads = [(ident, length, row[:-1]) for (ident, length), row in zip(owners, forward, strict=True)
             if ident in _RANK_IDS]
    suits = [(ident, take) for ident in _SUIT_IDS if ident in takes for take in takes[ident]]
    if heads and suits and frames > 1:
        backward = warp([take[::-1] for _, take in suits], utterance[::-1])[:, ::-1]
        head_cost = np.array([row for _, _, row in heads])
        head_length = np.array([length for _, length, _ in heads])
        tail_length = np.array([len(take) for _, take in suits])
        joined = (head_cost[:, None, :] + backward[None, :, 1:]).min(axis=2) \
            / (head_length[:, None] + tail_length[None, :] + frames)
        for (rank, _, _), row in zip(heads, joined, strict=True):
            for (suit, _), cost in zip(suits, row, strict=True):
                costs[(rank, suit)] = min(costs.get((rank, suit), _FAR), float(cost))
    ranked = sorted(costs.items(), key=lambda item: item[1])
    if ranked[0][1] >= _REACHED:
        return None
    best = ranked[0][0]
    second = ranked[1][1] if len(ranked) > 1 else _FAR
    said = sum(float(np.mean([len(take) for take in takes[ident]])) for ident in best)
    typical = float(np.median([cost for _ids, cost in ranked if cost < _REACHED]))
    return Match(best, float(ranked[0][1]), float(second - ranked[0][1]), frames / max(said, 1.0),
                 typical)


def accept_cost(snr_db: float) -> float:
    """The highest cost still heard for speech ``snr_db`` above its noise: ``ACCEPT_COST``
    in quiet, up to ``NOISE_COST`` more as the noise nears ``NOISY_SNR_DB``."""
    share = min(1.0, max(0.0, (_QUIET_SNR_DB - snr_db) / (_QUIET_SNR_DB - NOISY_SNR_DB)))
    return ACCEPT_COST + NOISE_COST * share


class EnrolledRecognizer:
    """The ``Recognizer`` of the player's own voice in ``lang`` over ``profile``
    (module docstring). Not thread-safe: one utterance at a time."""

    def __init__(self, lang: str, profile: Profile) -> None:
        self.lang = lang
        self._profile = profile
        self._audio = bytearray()

    def begin(self) -> None:
        """Start an utterance."""
        self._audio.clear()

    def feed(self, samples: bytes) -> None:
        """More of the utterance: 16-bit little-endian mono PCM at 16 kHz."""
        self._audio.extend(samples)

    def end(self) -> Recognition | None:
        """What was heard, or None. UtteranceRefused "too-noisy" when the speech is
        less than ``NOISY_SNR_DB`` above the quiet (this utterance only)."""
        audio = bytes(self._audio)
        self._audio.clear()
        snr_db = levels(audio).snr_db
        if snr_db < NOISY_SNR_DB:
            raise UtteranceRefused("too-noisy")
        found = match(self._profile, spectra(audio))
        if found is None:
            return None
        slowest = MAX_SLOWER if len(found.ids) == 1 else CARD_MAX_SLOWER
        if found.cost > accept_cost(snr_db) or found.slower > slowest \
                or found.cost > RELATIVE_COST * found.typical \
                or found.margin < (MARGIN if len(found.ids) == 1 else CARD_MARGIN) \
                or (len(found.ids) == 1 and found.ids[0] not in _COMMAND_IDS):
            return None
        confidence = min(1.0, float(found.margin) / (2 * CERTAIN_MARGIN))
        return Recognition(said_text(found.ids, self.lang), confidence,
                           bool(found.margin >= CERTAIN_MARGIN))

    def recognize(self, samples: bytes, rate: int) -> Recognition | None:
        """One whole utterance (``recognizer.whole_utterance``)."""
        return whole_utterance(self, samples, rate)
