"""The player's own voice: a profile of recorded words and the recogniser over it (issue 31).

A ``Profile`` holds, per id of ``enrol_words.ENROL_ROWS``, the features
(``features.mfcc``) of each take the player recorded, never the audio; it is
kept per language as ``voice/<lang>.npz`` in the data folder (``profile_path``).
``match`` compares an utterance with every hypothesis (a command word alone,
or a card: a rank then a suit, connected, the split between them found by the
warping) and ``EnrolledRecognizer`` turns the best into the text a player
would type (``enrol_words.said_text``), which goes through ``commands.parse``
like any typed line. The best is kept only when its cost per template frame is
under ``ACCEPT_COST`` and beats the second-best hypothesis by ``MARGIN`` (a
command word) or ``CARD_MARGIN`` (a card); it is ``certain`` (a card move made
without asking) only beyond ``CERTAIN_MARGIN``.
Audio whose speech stands less than ``NOISY_SNR_DB`` above its quietest frames
is refused as too noisy (RecognizerError "too-noisy") rather than guessed at.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np

from .enrol_words import ENROL_ROWS, said_text
from .features import Array, levels, mfcc, warp_costs
from .problems import ListeningError
from .recognizer import Recognition, RecognizerError, whole_utterance

__all__ = ["ACCEPT_COST", "CARD_MARGIN", "CERTAIN_MARGIN", "CLIPPED_SHARE", "EnrolledRecognizer",
           "MARGIN", "Match", "NOISY_SNR_DB", "Profile", "enrolled_recognizer", "load_profile",
           "match", "profile_path", "save_profile", "take_features"]

ACCEPT_COST: Final = 9.5
"""The highest cost per template frame (Euclidean distance of cepstra) still heard."""
MARGIN: Final = 0.35
"""How much the second-best hypothesis must cost more than the best for it to be heard."""
CARD_MARGIN: Final = 0.15
"""The margin a card needs to be heard: less than a command word's, since a card move
heard short of ``CERTAIN_MARGIN`` is asked before it is made."""
CERTAIN_MARGIN: Final = 2.0
"""The margin beyond which the best is certain: a card move made without asking."""
NOISY_SNR_DB: Final = 12.0
"""Speech less than this far above the quietest frames is too noisy to hear."""
_SILENT_DB: Final = -60.0
"""Speech quieter than this (dB below full scale) is taken for none."""
_STRETCH: Final = 2.0
"""A word said at most this much faster or slower than its takes."""
_FAR: Final = 1e18

_COMMAND_IDS: Final = frozenset(row.id for row in ENROL_ROWS if row.kind == "command")
"""What may be heard alone: a command word (a rank or a suit alone is a hypothesis
too, so that a lone card word is not taken for a command, but it is never heard)."""

Profile = dict[str, list[Array]]
"""Features of each take (frames, 12), by id of ``ENROL_ROWS``."""


_savez: Callable[..., None] = np.savez
"""numpy's savez, its keywords the arrays' names."""


def profile_path(data_dir: Path, lang: str) -> Path:
    """Where the profile of ``lang`` is kept in the data folder ``data_dir``."""
    return data_dir / "voice" / f"{lang}.npz"


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
    cannot be read."""
    if not path.is_file():
        return {}
    profile: Profile = {}
    with np.load(path, allow_pickle=False) as stored:
        for key in sorted(stored.files):
            ident, _take = key.rsplit(".", 1)
            profile.setdefault(ident, []).append(np.asarray(stored[key], dtype=np.float64))
    return profile


CLIPPED_SHARE: Final = 0.001
"""A take with more than this share of its samples at full scale is clipped."""


def take_features(samples: bytes, name: str) -> Array:
    """The features (``features.mfcc``) of one take of a word (16 kHz mono 16-bit PCM),
    ``name`` its file for the sentences. Raises ListeningError "take-empty" (no speech,
    or under 50 ms of it), "take-clipped" (``CLIPPED_SHARE``) or "take-noisy" (speech
    less than ``NOISY_SNR_DB`` above the quiet)."""
    found = levels(samples)
    if found.clipped > CLIPPED_SHARE:
        raise ListeningError("take-clipped", name=name)
    features = mfcc(samples)
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
    suit ids), its ``cost`` per template frame and the ``margin`` to the second best
    (``_FAR`` when there is none)."""

    ids: tuple[str, ...]
    cost: float
    margin: float


def _fits(frames: int, template: int) -> bool:
    return template / _STRETCH <= frames <= template * _STRETCH


def _word_cost(takes: list[Array], utterance: Array) -> float:
    costs = [warp_costs(take, utterance)[-1] / len(take) for take in takes
             if len(take) and _fits(len(utterance), len(take))]
    return min(costs, default=_FAR)


def _card_costs(profile: Profile, utterance: Array) -> dict[tuple[str, ...], float]:
    frames = len(utterance)
    ranks = [row.id for row in ENROL_ROWS if row.kind == "rank" and row.id in profile]
    suits = [row.id for row in ENROL_ROWS if row.kind == "suit" and row.id in profile]
    split = np.arange(frames)
    heads = {ident: [(len(take), np.where(
        (split + 1 >= len(take) / _STRETCH) & (split + 1 <= len(take) * _STRETCH),
        warp_costs(take, utterance), _FAR)) for take in profile[ident] if len(take)]
        for ident in ranks}
    tails = {ident: [(len(take), np.where(
        (frames - split >= len(take) / _STRETCH) & (frames - split <= len(take) * _STRETCH),
        warp_costs(take[::-1], utterance[::-1])[::-1], _FAR)) for take in profile[ident]
        if len(take)] for ident in suits}
    costs: dict[tuple[str, ...], float] = {}
    for rank, head_takes in heads.items():
        for suit, tail_takes in tails.items():
            costs[(rank, suit)] = min(
                (float(np.min(head[:-1] + tail[1:])) / (head_len + tail_len)
                 for head_len, head in head_takes for tail_len, tail in tail_takes),
                default=_FAR)
    return costs


def match(profile: Profile, utterance: Array) -> Match | None:
    """The best hypothesis for ``utterance`` (features, (frames, 12)) among the
    words (alone) and cards (rank then suit) of ``profile``; None when it holds none or the
    utterance is shorter than 5 frames."""
    if len(utterance) < 5:
        return None
    costs: dict[tuple[str, ...], float] = {
        (row.id,): _word_cost(profile[row.id], utterance)
        for row in ENROL_ROWS if row.id in profile}
    costs.update(_card_costs(profile, utterance))
    ranked = sorted(costs.items(), key=lambda item: item[1])
    if not ranked or ranked[0][1] >= _FAR:
        return None
    second = ranked[1][1] if len(ranked) > 1 else _FAR
    return Match(ranked[0][0], ranked[0][1], second - ranked[0][1])


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
        """What was heard, or None. RecognizerError "too-noisy" when the speech is
        less than ``NOISY_SNR_DB`` above the quiet."""
        audio = bytes(self._audio)
        self._audio.clear()
        if levels(audio).snr_db < NOISY_SNR_DB:
            raise RecognizerError("too-noisy")
        found = match(self._profile, mfcc(audio))
        if found is None or found.cost > ACCEPT_COST \
                or found.margin < (MARGIN if len(found.ids) == 1 else CARD_MARGIN) \
                or (len(found.ids) == 1 and found.ids[0] not in _COMMAND_IDS):
            return None
        confidence = min(1.0, found.margin / (2 * CERTAIN_MARGIN))
        return Recognition(said_text(found.ids, self.lang), confidence,
                           found.margin >= CERTAIN_MARGIN)

    def recognize(self, samples: bytes, rate: int) -> Recognition | None:
        """One whole utterance (``recognizer.whole_utterance``)."""
        return whole_utterance(self, samples, rate)
