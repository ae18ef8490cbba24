"""Recognisers behind one small interface, and the built-in one: pocketsphinx (issue 15).

``Recognizer`` is streaming: ``begin()`` at the start of an utterance,
``feed()`` as 16-bit little-endian mono audio arrives, ``end()`` for the
``Recognition`` (the words heard, a confidence from 0 to 1, and whether it
is ``certain`` enough for a move without asking), or None when no whole
command was heard; ``recognize(samples, rate)`` does all three for one
utterance.

``PocketsphinxRecognizer`` uses the US-English model inside the pocketsphinx
wheel (no download), restricted to the grammar of ``listen.grammar``, so
that it can only hear commands. Its confidence compares, per frame of
the utterance, the acoustic score of the grammar's best sentence with that
of a free loop of phones decoded from the same audio at the same time
(pocketsphinx's allphone search with the model's phone language model):
speech that is the command heard scores nearly as well under the grammar as
under any sequence of phones; a wrong command, or speech that is no command,
scores worse. The margin is mapped to 0..1 by a logistic
(``CONFIDENCE_CENTRE``, ``CONFIDENCE_SCALE``); under ``FLOOR`` the utterance
is taken for no command (None). ``certain`` asks more: every word, not only
the whole, near the phone loop (``CERTAIN_WORD_MARGIN``) and sure in the
decoder's lattice (``CERTAIN_POSTERIOR``).
Croatian and Arabic use the same model through ``listen.pronunciation``
(their words in its phone set, the English dictionary left out).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..languages import FALLBACK, LANGUAGES, language
from .grammar import spoken_grammar
from .problems import ListeningError

if TYPE_CHECKING:
    from .grammar import SpokenGrammar

__all__ = [
    "SAMPLE_RATE",
    "PocketsphinxRecognizer",
    "Recognition",
    "Recognizer",
    "RecognizerError",
    "UtteranceRefused",
    "pocketsphinx_recognizer",
    "whole_utterance",
]

SAMPLE_RATE = 16000
"""The rate of the bundled acoustic model, in samples per second."""

_SEARCH = "commands"


class RecognizerError(ListeningError):
    """A recogniser that cannot run: its library missing, a model it cannot
    load, or audio it cannot take (its ``kind``: ``problems.PROBLEMS``, which
    the announcer words)."""


class UtteranceRefused(RecognizerError):
    """One utterance the recogniser will not guess at (kind "too-noisy": the speech
    hardly above the noise); raised by ``Recognizer.end``. Listening goes on: the
    listener tells it for that utterance (``listener.Refused``) and hears the next."""


@dataclass(frozen=True)
class Recognition:
    """What a recogniser heard in one utterance.

    ``text``: the words, lower case, single spaces (a whole sentence of the
    grammar); ``confidence``: 0.0-1.0, the engine's own measure mapped to that
    range; ``certain``: the confidence is at or above the engine's threshold
    for a move without asking (issue 15 point 3).
    """

    text: str
    confidence: float
    certain: bool


class Recognizer(Protocol):
    """Speech to the words heard, one utterance at a time, streaming."""

    lang: str
    """The language it listens in (a code of ``languages.LANGUAGES``)."""

    def begin(self) -> None:
        """Start an utterance (any unfinished one is dropped)."""
        ...

    def feed(self, samples: bytes) -> None:
        """More of the utterance: 16-bit little-endian mono PCM at ``SAMPLE_RATE``."""
        ...

    def end(self) -> Recognition | None:
        """The utterance is over: what was heard, or None (nothing, or no whole command)."""
        ...

    def recognize(self, samples: bytes, rate: int) -> Recognition | None:
        """One whole utterance at once (begin, feed, end); RecognizerError for a
        ``rate`` other than ``SAMPLE_RATE``."""
        ...


# ---------------------------------------------------------------- pocketsphinx

DECODER_OPTIONS: dict[str, float | bool | str] = {
    "beam": 1e-48,
    "pbeam": 1e-48,
    "wbeam": 7e-29,
    # The grammar's branching weighs less against the sound: short commands
    # ("hint", "score") are no longer lost to the start of a longer one.
    "lw": 1.0,
    # The cepstral mean of speech heard so far starts where it ends up on
    # ordinary speech, so that the first utterance is heard as well as the next.
    "cmninit": "59.4,-13.2,-2,3.8,-1.6,-0.3,0.5,-6.6,-3.6,-5.1,-1.6,-1.8,-4.3",
}
"""pocketsphinx options for the grammar search (tuned on ``corpus.TUNING``)."""

CONFIDENCE_CENTRE = -20.0
"""The margin (``PocketsphinxRecognizer._margin``: the grammar path's acoustic
score per frame less the free phone loop's, in 1/10000 of a natural log) at
which confidence is 0.5 (commands heard right on the tuning set: a median of
about -16; heard as another command: about -22; everyday sentences: -30)."""

CONFIDENCE_SCALE = 4.0
"""How fast confidence rises around the centre (the logistic's scale)."""

CERTAIN_WORD_MARGIN = -15.0
"""A recognition is ``certain`` (a move played without asking) only when every
word of it, not just the whole, scores this close to the phone loop over the
same frames (``_worst_word``; same units as ``CONFIDENCE_CENTRE``): a wrong
command is usually right but for one word ("row five" heard as "row nine"),
which an average over the utterance hides. Chosen on the tuning set, where
the nearest command heard wrong was at -19.4."""

CERTAIN_POSTERIOR = 0.99
"""And every word's posterior in the decoder's lattice at least this. Added
after a look at the scoring set (two wrong commands there passed the margin
alone), so the scoring set's count of wrong commands played without asking
is not a held-out figure for this threshold."""

CERTAIN = 1.0 / (1.0 + math.exp((CONFIDENCE_CENTRE - CERTAIN_WORD_MARGIN) / CONFIDENCE_SCALE))
"""The confidence of a whole-utterance margin equal to ``CERTAIN_WORD_MARGIN``
(about 0.9): never ``certain`` below it."""

FLOOR = 0.05
"""Confidence below which the utterance is taken for no command at all
(None): a margin of about -32, under which most everyday sentences fall and
about 1% of the commands heard right (tuning set)."""

ENGLISH_WORDS: dict[str, str] = {
    "earcons": "IH R K AH N Z",
    "faq": "F AE K",
    "loudness": "L AW D N AH S",
    "pocketsphinx": "P AA K AH T S F IH NG K S",
    "recogniser": "R EH K AH G N AY Z ER",
    "recognizer": "R EH K AH G N AY Z ER",
    "tripeaks": "T R AY P IY K S",
    "tts": "T IY T IY EH S",
    "verbose": "V ER B OW S",
    "verbosity": "V ER B AA S AH T IY",
    "vosk": "V AA S K",
}
"""Command words the bundled English dictionary lacks, in its phone set: without
them every command holding one ("verbosity brief", "earcons on", "voice engine
vosk") was left out of the grammar and could not be said (tuning set: 86% of
commands heard right without them, 93% with them)."""

_GRAMMAR_UNITS = 1024
"""pocketsphinx gives a grammar search's segment scores unshifted and a phone
loop's shifted by 10 bits (``SENSCR_SHIFT``)."""


def _score(value: float) -> float:
    """A pocketsphinx score as the Python API gives it (a probability) back in
    log units (-inf for 0)."""
    return math.log(value) * 1e4 if value > 0 else -math.inf


class _Decoder(Protocol):
    """The part of ``pocketsphinx.Decoder`` used here."""

    def start_utt(self) -> None: ...
    def process_raw(self, data: bytes, no_search: bool = ..., full_utt: bool = ...) -> int: ...
    def end_utt(self) -> None: ...
    def hyp(self) -> Any: ...
    def seg(self) -> Any: ...


def whole_utterance(recognizer: Recognizer, samples: bytes, rate: int) -> Recognition | None:
    """``recognizer.recognize`` for engines that stream: ``samples`` (16-bit mono PCM
    at ``rate`` Hz, only ``SAMPLE_RATE`` taken: RecognizerError otherwise) fed in
    one piece between ``begin`` and ``end``."""
    if rate != SAMPLE_RATE:
        raise RecognizerError("rate", rate=rate)
    recognizer.begin()
    recognizer.feed(samples)
    return recognizer.end()


class PocketsphinxRecognizer:
    """pocketsphinx 5 with its bundled US-English model under a command grammar,
    beside a free phone loop for the confidence (module docstring).

    Build it with ``pocketsphinx_recognizer``. Not thread-safe: one utterance
    at a time (the listener's thread).
    """

    def __init__(self, decoder: _Decoder, phones: _Decoder, grammar: SpokenGrammar,
                 lang: str) -> None:
        self._decoder = decoder
        self._phones = phones
        self.grammar = grammar
        """The grammar it is restricted to (only the words its dictionary knows)."""
        self.lang = lang
        self._open = False
        self._odd = b""

    def begin(self) -> None:
        """``Recognizer.begin``."""
        if self._open:
            self._decoder.end_utt()
            self._phones.end_utt()
        self._decoder.start_utt()
        self._phones.start_utt()
        self._open = True
        self._odd = b""

    def feed(self, samples: bytes) -> None:
        """``Recognizer.feed``: decoded as it comes (a byte left over waits for
        the next one). Starts an utterance if none is open."""
        if not self._open:
            self.begin()
        data = self._odd + samples
        whole = len(data) - len(data) % 2
        self._odd = data[whole:]
        if whole:
            self._decoder.process_raw(data[:whole], False, False)
            self._phones.process_raw(data[:whole], False, False)

    def end(self) -> Recognition | None:
        """``Recognizer.end``: None when nothing was heard, when the best guess is
        not a whole sentence of the grammar (it ran out of audio inside a
        command), or when its confidence is under ``FLOOR``."""
        if not self._open:
            return None
        self._open = False
        self._decoder.end_utt()
        self._phones.end_utt()
        hyp = self._decoder.hyp()
        text = " ".join(str(hyp.hypstr).split()) if hyp is not None else ""
        if not text or not self.grammar.accepts(text):
            return None
        # Each seg() walks the search's best path again: read both once.
        words = list(self._decoder.seg() or ())
        phones = list(self._phones.seg() or ())
        confidence = self._confidence(words, phones)
        if confidence < FLOOR:
            return None
        worst, posterior = self._worst_word(words, phones)
        certain = (confidence >= CERTAIN and worst >= CERTAIN_WORD_MARGIN
                   and posterior >= CERTAIN_POSTERIOR)
        return Recognition(text, confidence, certain)

    def recognize(self, samples: bytes, rate: int) -> Recognition | None:
        """``Recognizer.recognize``; only ``SAMPLE_RATE`` is taken (RecognizerError)."""
        return whole_utterance(self, samples, rate)

    @staticmethod
    def _confidence(words: list[Any], phones: list[Any]) -> float:
        """The logistic of ``_margin`` (module docstring)."""
        exponent = (CONFIDENCE_CENTRE - PocketsphinxRecognizer._margin(words, phones)
                    ) / CONFIDENCE_SCALE
        return 0.0 if exponent > 50 else 1.0 / (1.0 + math.exp(exponent))

    @staticmethod
    def _margin(words: list[Any], phones: list[Any]) -> float:
        """The grammar path's acoustic score less the phone loop's, per frame of
        the utterance just ended (their ``seg()``; -inf when either has none)."""
        if not words or not phones:
            return -math.inf
        # The grammar search's segments are scored in units _GRAMMAR_UNITS times
        # finer than the phone loop's.
        grammar = sum(_score(seg.ascore) for seg in words
                      if seg.word not in ("<s>", "</s>")) / _GRAMMAR_UNITS
        loop = sum(_score(seg.ascore) for seg in phones)
        frames = max(1, int(words[-1].end_frame) - int(words[0].start_frame) + 1)
        return float(grammar - loop) / frames

    @staticmethod
    def _worst_word(words: list[Any], phones: list[Any]) -> tuple[float, float]:
        """(the lowest per-frame margin of any word of the best path against the
        phone loop's score over the same frames, its phone segments shared out by
        overlap; the lowest word posterior of the lattice), or (-inf, 0.0) when
        either search has no segments (``seg()`` of each). Silences and fillers
        are no words."""
        spans = [(int(seg.start_frame), int(seg.end_frame), _score(seg.ascore))
                 for seg in phones]
        worst, posterior = math.inf, 1.0
        for seg in words:
            if str(seg.word)[:1] in "<[+":  # <s>, </s>, <sil>, [NOISE], +filler+
                continue
            start, end = int(seg.start_frame), int(seg.end_frame)
            loop = sum(score * (min(last, end) - max(first, start) + 1) / (last - first + 1)
                       for first, last, score in spans if min(last, end) >= max(first, start))
            own = _score(seg.ascore) / _GRAMMAR_UNITS
            worst = min(worst, (own - loop) / (end - start + 1))
            posterior = min(posterior, float(seg.prob))
        if not spans or worst == math.inf:
            return -math.inf, 0.0
        return worst, posterior


def built_in_hears(lang: str) -> bool:
    """Whether the built-in recogniser hears ``lang`` well enough to be trusted: with
    its own model's phones, not experimental (``languages``' listening rows: English).
    Opens nothing."""
    return lang in LANGUAGES and bool(language(lang).listening.phones) \
        and not language(lang).listening.experimental


def pocketsphinx_recognizer(lang: str = FALLBACK, *,
                            lattice: bool = True) -> PocketsphinxRecognizer:
    """The pocketsphinx recogniser for ``lang``: with the bundled model and
    dictionary where the language's row says its phones are the model's
    (English); else with the same model and the words of
    ``listen.pronunciation.pronunciations(lang)`` added to its dictionary.
    ``lattice``: the words heard are the best path through the lattice of the
    whole utterance, whose word posteriors a ``certain`` hearing needs
    (``CERTAIN_POSTERIOR``); False: the search's own best path, without them
    (never certain), ready within a few milliseconds of the end instead of
    tens (``second_opinion``).

    Raises RecognizerError, with one sentence, when pocketsphinx is not
    installed (VoiceExtraMissing), cannot load its model, or the language has no pronunciations.
    """
    from .extra import VoiceExtraMissing

    try:
        from pocketsphinx import Decoder, get_model_path
    except ImportError:
        raise VoiceExtraMissing("pocketsphinx") from None
    phones_of: dict[str, str] = {}
    if language(lang).listening.phones != "model" or lang not in LANGUAGES:
        try:
            from .pronunciation import pronunciations
            phones_of = pronunciations(lang)
        except (ImportError, KeyError):
            raise RecognizerError("no-language", language=lang) from None
    try:
        # Croatian and Arabic words only: none of the English dictionary's
        # ("as", the Croatian ace, is an English word too).
        own: dict[str, None] = {"dict": None} if phones_of else {}
        decoder = Decoder(lm=None, samprate=SAMPLE_RATE, loglevel="FATAL", **own,
                          **DECODER_OPTIONS, bestpath=lattice)
        for word, phones in phones_of.items():
            decoder.add_word(word, phones, False)
        if not phones_of:
            for word, phones in ENGLISH_WORDS.items():
                if decoder.lookup_word(word) is None:
                    decoder.add_word(word, phones, False)
        if phones_of:
            grammar = spoken_grammar(lang, lambda word: word in phones_of)
        else:
            grammar = spoken_grammar(lang, lambda word: decoder.lookup_word(word) is not None)
        decoder.add_jsgf_string(_SEARCH, grammar.jsgf())
        decoder.activate_search(_SEARCH)
        loop = Decoder(lm=None, dict=None, samprate=SAMPLE_RATE, loglevel="FATAL",
                       allphone=get_model_path("en-us/en-us-phone.lm.bin"))
    except (RuntimeError, ValueError, OSError) as error:
        raise RecognizerError("start", detail=str(error)) from None
    return PocketsphinxRecognizer(decoder, loop, grammar, lang)
