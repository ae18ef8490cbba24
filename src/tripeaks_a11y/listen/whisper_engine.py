"""Whisper scoring the command list (issue 31, point 2; issue 15 before it).

Whisper does not write what it hears here: it weighs every sentence of
``candidates.candidates(lang)`` (made from the spoken grammar, so from the
words typed commands use) against the utterance, and the best one is heard:

1. the utterance, with ``PAD_SAMPLES`` of silence before and after it, as a
   log-mel spectrogram (``log_mel``) over a window of ``WINDOW_FRAMES`` (10 s:
   faster than Whisper's 30 s, and heard better; 5 s was worse), encoded once
   by CTranslate2;
2. a beam search of Whisper's decoder (``whisper_decoder``, numpy) through
   the candidates' tokens, as Whisper writes them (a capital first, numbers
   as words or digits, with or without a full stop), each scored by its
   log-probability given the audio, less ``prior_weight`` times its
   log-probability given silence (``whisper_decoder.Prior``: what Whisper
   expects whatever is said, "Bye.", "No.", "Yeah."), plus ``bonus`` per token
   (without both, "yes", "no" and "bye" win every close call);
3. the same decoder free (greedy, any of its tokens, ``FREE_TOKENS`` at most):
   how much likelier Whisper's own reading is than the best candidate, per
   token of the candidate (``gap``), and whether that reading, typed, is the
   same command (``Scored.agrees``).
   Speech that is no command is far likelier as itself than as any command.

``whisper_hearing.hearing`` decides what is heard: the best candidate is
``certain`` (acted on without asking) when its margin over the best
candidate of another command and its gap pass the strict thresholds
(``THRESHOLDS``, one row for English-only models and one for multilingual
ones), or narrower ones when pocketsphinx, fed the same utterance, heard the
same command (``second_opinion``, English); between the strict and the loose
ones it is heard uncertain, only when the session asks before acting on it
(a command that changes the game, yes and no excepted: ``Candidate.asked``);
below, nothing is heard. Whatever is heard is the candidate's text, which
the session parses as typed text.

Libraries: ctranslate2, tokenizers and numpy (the ``[whisper]`` extra),
imported only when this engine is chosen; pocketsphinx (the ``[voice]``
extra, which listening needs anyway) for the second opinion. The model is a
CTranslate2 Whisper folder (``MODEL_FILES``): ``--voice-model PATH``, or the
one ``listen model get`` installed (``whisper_model_for``). Nothing is ever
downloaded here.
"""

from __future__ import annotations

import contextlib
import ctypes
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

from ..languages import FALLBACK
from .candidates import Candidate, candidates
from .ct2_weights import read_decoder
from .log_mel import log_mel
from .model_store import installed, models_in
from .prior_file import opened, prior_key
from .recognizer import Recognition, RecognizerError, whole_utterance
from .second_opinion import SecondOpinion, second_opinion_for
from .whisper_decoder import COMMON, Decoder, Prior, Trie
from .whisper_hearing import THRESHOLDS, Scored, hearing

__all__ = [
    "MODEL_FILES",
    "WHISPER_INSTALL",
    "WHISPER_MODELS",
    "THRESHOLDS",
    "Scored",
    "WhisperRecognizer",
    "whisper_model_for",
    "whisper_recognizer",
]

WHISPER_INSTALL = "pip install 'tripeaks-a11y[whisper]'"
WHISPER_MODELS = ("tripeaks-a11y listen model get tiny.en (English) or base (any language), "
                  "or a CTranslate2 Whisper model folder such as Systran/faster-whisper-small "
                  "from Hugging Face")

MODEL_FILES = ("model.bin", "config.json", "tokenizer.json")
"""What a model folder must hold."""

WINDOW_FRAMES = 1000
"""Mel frames (10 ms each) the encoder reads: 10 s; longer speech is cut."""

PAD_SAMPLES = 4800
"""Silence put before and after each utterance (0.3 s): the segmenter's pieces start and end
close to the speech, and Whisper hears a word at the very edge of its input worse (on the
held-out English voices the right command was the best candidate for 387 of 499
commands as cut, 409 with this silence around them, 420 as whole files)."""

SILENCE_SAMPLES = 16000
"""The silence the prior is worked out on (``whisper_decoder.Prior``): 1 s."""
WARM_DEPTH = 1
"""The levels of the candidates' tree whose prior is worked out when the engine is made."""

BEAMS = 8
"""Hypotheses kept at each step of the search."""

FREE_TOKENS = 12
"""The longest free reading decoded for ``gap``, in tokens."""

def whisper_model_for(lang: str, data: Path) -> Path | None:
    """The installed model (``listen model get``, in ``data``'s models folder) the
    Whisper engine uses for ``lang`` when ``--voice-model`` names none: the
    first of ``model_table.MODELS`` installed that hears it (English: tiny.en,
    else base; any other language: base); None when there is none."""
    return next((folder for model, folder in installed(models_in(data)) if model.hears(lang)),
                None)


def _single_threaded(np: ModuleType) -> None:
    """One BLAS thread for numpy: the decoder's products are small, and threads
    that wait for a busy core cost more than they give. Best effort: numpy's
    bundled OpenBLAS only."""
    folder = Path(str(np.__file__)).parent.parent / "numpy.libs"
    for library in sorted(folder.glob("libscipy_openblas*.so*")):
        try:
            ctypes.CDLL(str(library)).scipy_openblas_set_num_threads64_(1)
        except (OSError, AttributeError):
            continue


class WhisperRecognizer:
    """A Whisper model scoring the candidates of ``lang`` (``Recognizer``): the
    utterance is gathered by ``feed`` and weighed at ``end``. Built by
    ``whisper_recognizer``; not thread-safe (one utterance at a time)."""

    def __init__(self, lang: str, model: Any, tokenizer: Any, decoder: Decoder,
                 libraries: tuple[ModuleType, ModuleType], folder: Path | None = None,
                 second: SecondOpinion | None = None) -> None:
        """``folder``: the model's, naming the file the prior is kept in between
        sessions (``prior_file``; None: kept for this session only). ``second``:
        another recogniser fed the same utterances, whose word lets a narrower
        margin be certain (``Thresholds.second_margin``; None: Whisper alone).
        RecognizerError "unreadable-speech" when CTranslate2 cannot encode silence
        (the prior's); KeyError for a tokenizer without Whisper's special tokens."""
        self.lang = lang
        self._model = model
        self._decoder = decoder
        self._ct2, self._np = libraries
        self._samples = bytearray()
        self._second = second
        self._tokenizer = tokenizer
        special = tokenizer.token_to_id
        self._prompt = [special("<|startoftranscript|>")]
        if model.is_multilingual:
            self._prompt += [special(f"<|{lang}|>"), special("<|transcribe|>")]
        self._prompt.append(special("<|notimestamps|>"))
        self._end = special("<|endoftext|>")
        self.thresholds = THRESHOLDS[bool(model.is_multilingual)]
        if None in self._prompt or self._end is None:
            raise KeyError("a tokenizer without Whisper's special tokens")
        self.candidates = candidates(lang)
        self._trie = _trie(self.candidates, tokenizer, self._end)
        # An English-only model's commonest tokens are English; a multilingual
        # model's normaliser is its whole vocabulary (Croatian and Arabic words
        # are mostly beyond the first ids).
        self._vocabulary = decoder.vocabulary(
            self._trie, None if model.is_multilingual else COMMON)
        self._prior: Prior | None = None
        if self.thresholds.prior_weight:
            silence = self._memory(self._np.zeros(SILENCE_SAMPLES, dtype=self._np.float32))
            kept = None
            if folder is not None:
                with contextlib.suppress(OSError):
                    kept = opened(folder, prior_key(folder, self._prompt, self._trie.edges()))
            self._prior = Prior(decoder, silence, self._prompt, self._trie, self._vocabulary,
                                self.thresholds.prior_weight, kept)
            self._prior.warm(WARM_DEPTH)

    @property
    def uses_prior(self) -> bool:
        """Whether this model's scoring takes off what it expects of silence
        (``Thresholds.prior_weight``): whether ``prepare`` has work to do."""
        return self._prior is not None

    def prepare(self, progress: Callable[[int, int], None] | None = None) -> None:
        """Work out now what the model expects of silence for every candidate (the
        whole ``Prior``, kept in the cache folder when the recogniser has a model
        folder), so that no utterance waits for it: ``listen model get`` does this
        once. ``progress(done, total)``: nodes of the candidates' tree, after each
        level. Nothing to do without a prior (``uses_prior``)."""
        if self._prior is not None:
            self._prior.warm(None, progress)

    def begin(self) -> None:
        """Start an utterance: whatever was fed before is dropped."""
        self._samples = bytearray()
        if self._second is not None:
            self._second.begin()

    def feed(self, samples: bytes) -> None:
        """More audio of the utterance (16-bit mono PCM at ``SAMPLE_RATE``); the
        second opinion decodes it as it comes."""
        self._samples += samples
        if self._second is not None:
            self._second.feed(samples)

    def score(self, samples: bytes) -> Scored:
        """``samples`` (16-bit mono PCM at 16 kHz) weighed against every candidate.
        RecognizerError when CTranslate2 cannot read them."""
        np = self._np
        audio = np.frombuffer(samples[: len(samples) // 2 * 2], dtype="<i2")
        pad = np.zeros(PAD_SAMPLES, dtype=np.float32)
        memory = self._memory(np.concatenate([pad, audio.astype(np.float32) / 32768.0, pad]))
        found = self._decoder.best(memory, self._prompt, self._trie, self._vocabulary,
                                   bonus=self.thresholds.bonus, beams=BEAMS, prior=self._prior)
        if not found:
            return Scored(None, 0.0, float("inf"), "")
        # The whole free reading (FREE_TOKENS at most), for ``agrees`` as well as the gap.
        tokens, free_logprob = self._decoder.greedy(
            memory, self._prompt, self._end, self._vocabulary, limit=FREE_TOKENS)
        free = str(self._tokenizer.decode(tokens))
        best = self.candidates[found[0].index]
        other = next((h for h in found if self.candidates[h.index].command != best.command),
                     None)
        margin = found[0].score - other.score if other is not None else float("inf")
        return Scored(best, margin, (free_logprob - found[0].logprob) / found[0].tokens, free)

    def _memory(self, audio: Any) -> list[tuple[Any, Any]]:
        """The decoder's keys and values of ``audio`` (float32 samples at 16 kHz)
        encoded by CTranslate2; RecognizerError when it cannot."""
        np = self._np
        mel = log_mel(audio, self._model.n_mels, WINDOW_FRAMES, np)
        try:
            encoded = self._model.encode(self._ct2.StorageView.from_array(mel[None]),
                                         to_cpu=True)
        except (RuntimeError, ValueError) as error:
            raise RecognizerError("unreadable-speech", detail=str(error)) from None
        return self._decoder.memory(np.asarray(encoded)[0])

    def end(self) -> Recognition | None:
        """The utterance is over: the best candidate when it passes the thresholds
        (``whisper_hearing.hearing``, with the second opinion's word when there is one)."""
        samples, self._samples = bytes(self._samples), bytearray()
        if len(samples) < 2:
            return None
        scored = self.score(samples)
        second = self._second.command if self._second is not None else None
        return hearing(scored, self.thresholds, self.lang, second)

    def recognize(self, samples: bytes, rate: int) -> Recognition | None:
        """One whole utterance at once; RecognizerError for a rate other than 16 kHz."""
        return whole_utterance(self, samples, rate)


def _trie(table: tuple[Candidate, ...], tokenizer: Any, end: int) -> Trie:
    """Every candidate in the forms Whisper writes it: a leading space, the first
    letter a capital, each number word also as digits ("play 7 of spades"),
    with or without a full stop, then the end-of-text token."""
    stop = tokenizer.token_to_id(".")
    texts: list[str] = []
    owners: list[int] = []
    for index, candidate in enumerate(table):
        for form in candidate.forms:
            texts.append(" " + form[:1].upper() + form[1:])
            owners.append(index)
    trie = Trie()
    for encoding, index in zip(tokenizer.encode_batch(texts, add_special_tokens=False),
                               owners, strict=True):
        trie.add([*encoding.ids, end], index)
        if stop is not None:
            trie.add([*encoding.ids, stop, end], index)
    return trie


def _libraries() -> tuple[ModuleType, ModuleType, ModuleType]:
    """ctranslate2, tokenizers and numpy; RecognizerError when one is missing."""
    try:
        return (import_module("ctranslate2"), import_module("tokenizers"),
                import_module("numpy"))
    except (ImportError, OSError):
        raise RecognizerError("not-installed", engine="Whisper",
                              install=WHISPER_INSTALL) from None


def whisper_recognizer(lang: str, model: Path | None) -> WhisperRecognizer:
    """A Whisper scorer of the commands of ``lang`` with the model folder ``model``
    (None: ``whisper_model_for`` in the data folder).

    RecognizerError, one sentence naming the fix, when: no model is given or
    installed, nothing is at the path, it is not a folder or lacks
    ``MODEL_FILES``, the libraries are not installed, the model cannot be
    loaded (broken), or it is an English-only model and ``lang`` is not English.
    """
    if model is None:
        store = import_module("..records.store", __package__)
        model = whisper_model_for(lang, store.data_dir())
        if model is None:
            raise RecognizerError("model-needed-whisper")
    if not model.exists():
        raise RecognizerError("no-model", engine="Whisper", path=str(model))
    if not model.is_dir():
        raise RecognizerError("model-is-file-whisper", path=str(model),
                              files=", ".join(MODEL_FILES))
    lacking = [name for name in MODEL_FILES if not (model / name).is_file()]
    if lacking:
        raise RecognizerError("model-lacks", path=str(model), files=", ".join(lacking))
    ct2, tokenizers, np = _libraries()
    _single_threaded(np)
    try:
        loaded = ct2.models.Whisper(str(model), device="cpu", compute_type="int8")
        tokenizer = tokenizers.Tokenizer.from_file(str(model / "tokenizer.json"))
        decoder = Decoder(read_decoder(model / "model.bin", np), np)
    except Exception:  # ctranslate2, tokenizers and the reader raise several kinds
        raise RecognizerError("model-broken-whisper", path=str(model)) from None
    # An English-only model (".en") hears the fallback language, English, alone.
    if lang != FALLBACK and not loaded.is_multilingual:
        raise RecognizerError("model-english", path=str(model))
    try:
        return WhisperRecognizer(lang, loaded, tokenizer, decoder, (ct2, np), model,
                                 second_opinion_for(lang))
    except (KeyError, TypeError):  # a tokenizer without Whisper's special tokens
        raise RecognizerError("model-broken-whisper", path=str(model)) from None
