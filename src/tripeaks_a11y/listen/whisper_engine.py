"""Whisper (faster-whisper) with a model the player supplies (issue 15, point 2).

Whisper is **not** held to the grammar: it writes whatever it takes the speech
to be, in any words. It is steered instead: temperature 0 (its most likely
text, always the same for the same audio), the command vocabulary as its
prompt (``whisper_prompt``), the language fixed by the player. Its text is then
made plain (``plain_text``: lower case, no punctuation, digits said as words)
and kept only when it parses as a command (``commands.parse``, as typed text);
anything else is not heard. Its confidence comes from the decoder's mean log
probability and the chance that there was no speech (``whisper_confidence``).

The library is an optional extra (``pip install 'tripeaks-a11y[whisper]'``),
loaded only when the player picks this engine; no model is ever downloaded:
the player names a CTranslate2 model folder (``model.bin``, ``config.json``,
``tokenizer.json``) with ``--voice-model PATH``, and it is opened with
``local_files_only``.
"""

from __future__ import annotations

import math
import re
import unicodedata
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

from ..commands import ParseError, parse
from ..commands.grammar import COMMANDS, NUMBER_WORDS, RANK_WORDS, SUIT_WORDS
from ..languages import FALLBACK
from ..values.cards import Rank
from .grammar import card_names, spoken
from .recognizer import Recognition, RecognizerError, whole_utterance

__all__ = [
    "MODEL_FILES",
    "WHISPER_CERTAIN",
    "WHISPER_INSTALL",
    "WHISPER_MODELS",
    "WhisperRecognizer",
    "plain_text",
    "whisper_confidence",
    "whisper_prompt",
    "whisper_recognizer",
]

WHISPER_CERTAIN = 0.6
"""The confidence at or above which a move is made without asking. Not
measured: no Whisper model can be had where this was written."""

WHISPER_INSTALL = "pip install 'tripeaks-a11y[whisper]'"
WHISPER_MODELS = ("a faster-whisper model folder, such as Systran/faster-whisper-small "
                  "from Hugging Face")

MODEL_FILES = ("model.bin", "config.json", "tokenizer.json")
"""What a model folder must hold to be opened without any download (faster-whisper
fetches a missing tokenizer from the network)."""

BEAM_SIZE = 5
"""Beams of the decoder: Whisper's own default, for the best of five readings."""

_APOSTROPHES = "'\u2019\u02bc"
_ARABIC_MARKS = re.compile("[\u064b-\u0652\u0670\u0640]")
"""Arabic vowel marks and the tatweel: the grammar's Arabic words are written without."""


def whisper_prompt(lang: str) -> str:
    """The prompt that steers Whisper to the command words of ``lang``.

    The first spoken word of every command of ``commands.grammar.COMMANDS``
    (in their order), then each rank and suit word (the first of each), and a
    card as it is said ("seven of spades"), separated by commas. faster-whisper
    keeps the last 223 tokens of a longer prompt, so the card words, which
    every move needs, come last. Raises KeyError for a language the tables lack.
    """
    heads = [said[0] for spec in COMMANDS if (said := spoken(spec.words[lang]))]
    ranks = [said[0] for words in RANK_WORDS[lang].values() if (said := spoken(words))]
    suits = [said[0] for words in SUIT_WORDS[lang].values() if (said := spoken(words))]
    seven = spoken(RANK_WORDS[lang][Rank.SEVEN])
    sample = next((name for name in card_names(lang) if seven and name.startswith(seven[0])),
                  None)
    items = dict.fromkeys([*heads, *ranks, *suits, *([sample] if sample else [])])
    return ", ".join(items) + "."


def plain_text(text: str, lang: str) -> str:
    """Whisper's text as the parser reads spoken words: lower case, punctuation
    and symbols turned to spaces (an apostrophe inside a word kept, as in
    "today's"), Arabic without vowel marks, and each number written in digits
    (any script: "7", "٧") that ``NUMBER_WORDS[lang]`` has as its first word
    ("7" → "seven"); words separated by single spaces."""
    text = _ARABIC_MARKS.sub("", unicodedata.normalize("NFC", text)).lower()
    out: list[str] = []
    for index, char in enumerate(text):
        if char in _APOSTROPHES:
            before = text[index - 1] if index else " "
            after = text[index + 1] if index + 1 < len(text) else " "
            out.append("'" if before.isalpha() and after.isalpha() else " ")
        elif unicodedata.category(char)[0] in "PSZC":
            out.append(" ")
        else:
            out.append(char)
    words = []
    for word in "".join(out).split():
        if word.isdecimal():
            said = NUMBER_WORDS[lang].get(int(word))
            words.append(said[0] if said else word)
        else:
            words.append(word)
    return " ".join(words)


def whisper_confidence(segments: list[tuple[float, float]]) -> float:
    """0.0-1.0 from the ``(avg_logprob, no_speech_prob)`` of each segment: the
    mean over segments of exp(avg_logprob) × (1 − no_speech_prob); 0.0 for none."""
    if not segments:
        return 0.0
    each = [math.exp(min(0.0, logprob)) * (1.0 - min(1.0, max(0.0, no_speech)))
            for logprob, no_speech in segments]
    return sum(each) / len(each)


class WhisperRecognizer:
    """One faster-whisper model (``Recognizer``): the utterance is gathered by
    ``feed`` and transcribed at ``end`` (Whisper reads a whole utterance).

    Built by ``whisper_recognizer``. ``end`` gives ``plain_text`` of what
    Whisper wrote when it parses as a command in ``lang``, else None. Not
    thread-safe: one utterance at a time.
    """

    def __init__(self, lang: str, model: Any, numpy: ModuleType) -> None:
        self.lang = lang
        self.prompt = whisper_prompt(lang)
        """The prompt it gives Whisper (``whisper_prompt``)."""
        self._model = model
        self._numpy = numpy
        self._samples = bytearray()

    def begin(self) -> None:
        """Start an utterance: whatever was fed before is dropped."""
        self._samples = bytearray()

    def feed(self, samples: bytes) -> None:
        """More audio of the utterance (16-bit mono PCM at ``SAMPLE_RATE``)."""
        self._samples += samples

    def end(self) -> Recognition | None:
        """The utterance is over: Whisper's reading of it, when it is a command."""
        samples, self._samples = bytes(self._samples), bytearray()
        if len(samples) % 2:
            samples = samples[:-1]
        if not samples:
            return None
        audio = self._numpy.frombuffer(samples, dtype="<i2").astype("float32") / 32768.0
        try:
            found, _info = self._model.transcribe(
                audio, language=self.lang, task="transcribe", temperature=0.0,
                beam_size=BEAM_SIZE, initial_prompt=self.prompt,
                condition_on_previous_text=False, vad_filter=False, without_timestamps=True)
            segments = list(found)
        except (RuntimeError, ValueError) as error:
            raise RecognizerError("unreadable-speech", detail=str(error)) from None
        text = plain_text(" ".join(str(segment.text) for segment in segments), self.lang)
        if not text:
            return None
        try:
            parse(text, lang=self.lang)
        except ParseError:
            return None
        confidence = whisper_confidence(
            [(float(s.avg_logprob), float(s.no_speech_prob)) for s in segments])
        return Recognition(text, confidence, confidence >= WHISPER_CERTAIN)

    def recognize(self, samples: bytes, rate: int) -> Recognition | None:
        """One whole utterance at once; RecognizerError for a rate other than 16 kHz."""
        return whole_utterance(self, samples, rate)


def _library() -> tuple[ModuleType, ModuleType]:
    """faster_whisper and numpy; RecognizerError when they are not installed."""
    try:
        return import_module("faster_whisper"), import_module("numpy")
    except (ImportError, OSError):
        raise RecognizerError("not-installed", engine="Whisper",
                              install=WHISPER_INSTALL) from None


def whisper_recognizer(lang: str, model: Path | None) -> WhisperRecognizer:
    """A Whisper recogniser for commands in ``lang`` with the model folder ``model``.

    RecognizerError, one sentence naming the fix, when: no model is given,
    nothing is at the path, it is not a folder or lacks ``MODEL_FILES``,
    faster-whisper is not installed, the model cannot be loaded (broken), or
    it is an English-only model and ``lang`` is not English.
    """
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
    faster_whisper, numpy = _library()
    try:
        loaded = faster_whisper.WhisperModel(str(model), device="cpu", compute_type="int8",
                                             local_files_only=True)
    except Exception:  # ctranslate2 and tokenizers raise several kinds for a bad file
        raise RecognizerError("model-broken-whisper", path=str(model)) from None
    # An English-only model (".en") hears the fallback language, English, alone.
    if lang != FALLBACK and not getattr(loaded.model, "is_multilingual", True):
        raise RecognizerError("model-english", path=str(model))
    return WhisperRecognizer(lang, loaded, numpy)
