"""Vosk with a model the player supplies, held to the command grammar (issue 15, point 2).

Vosk (Kaldi) takes a phrase list at run time (``KaldiRecognizer(model, rate,
phrases)``, with the models of a dynamic graph: ``graph/HCLr.fst`` and
``graph/Gr.fst``, the "small" ones; a big model hears freely): it estimates
a two-word language model from the phrases and hears nothing else.
``phrase_list`` writes that list from ``listen.grammar``: sentences of the
grammar chosen so that every word and every two words in a row that a
command can have are in some phrase (not every sentence: the pairs of
Pyramid alone would be 600 000 in English), plus ``"[unk]"`` so that speech
that is no command is heard as "unknown" rather than as the nearest command.
What Vosk returns is still checked to be a whole sentence of the grammar
(``SpokenGrammar.accepts``), since a two-word model can join pieces of two
commands (and a big model hears any words).

The library is an optional extra (``pip install 'tripeaks-a11y[vosk]'``), loaded
only when the player picks this engine; no model is ever downloaded: the
player names the unpacked folder with ``--voice-model PATH``.
"""

from __future__ import annotations

import json
import os
import re
import struct
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any, BinaryIO

from .grammar import SpokenGrammar, spoken_grammar
from .recognizer import SAMPLE_RATE, Recognition, RecognizerError, whole_utterance

__all__ = [
    "UNKNOWN",
    "VOSK_CERTAIN",
    "VOSK_INSTALL",
    "VOSK_MODELS",
    "VoskRecognizer",
    "covering_sentences",
    "grammar_words",
    "model_words",
    "phrase_list",
    "vosk_recognizer",
]

UNKNOWN = "[unk]"
"""Vosk's phrase for speech outside the list."""

VOSK_CERTAIN = 0.85
"""The mean word confidence at or above which a move is made without asking.
Not measured: no Vosk model can be had where this was written."""

VOSK_INSTALL = "pip install 'tripeaks-a11y[vosk]'"
VOSK_MODELS = "alphacephei.com/vosk/models"

_TOKEN = re.compile(r"<[^>]+>|[()\[\]|]|[^\s()\[\]|<>]+")
"""A token of a grammar alternative: a rule reference, a bracket, a bar or a word."""

_FST_MAGIC = 2125659606
_SYMBOLS_MAGIC = 2125658996
_HAS_INPUT_SYMBOLS = 1


Words = tuple[str, ...]


def _combine(left: Sequence[Words], right: Sequence[Words]) -> list[Words]:
    """Word sequences of ``left`` followed by ``right``, few but covering: each
    sequence of both sides is used once at least, and so is each pair (last
    word of a left one, first word of a right one)."""
    out: dict[Words, None] = {}
    used_left: set[Words] = set()
    used_right: set[Words] = set()
    ends: dict[str | None, Words] = {}
    for words in left:
        ends.setdefault(words[-1] if words else None, words)
    starts: dict[str | None, Words] = {}
    for words in right:
        starts.setdefault(words[0] if words else None, words)
    for a in ends.values():
        for b in starts.values():
            out[a + b] = None
            used_left.add(a)
            used_right.add(b)
    for i, a in enumerate(left):
        if a not in used_left:
            out[a + right[i % len(right)]] = None
    for i, b in enumerate(right):
        if b not in used_right:
            out[left[i % len(left)] + b] = None
    return list(out)


def covering_sentences(grammar: SpokenGrammar) -> tuple[str, ...]:
    """Sentences of ``grammar`` (of its top rule) in which every word and every
    two words in a row that its sentences can have appear at least once.

    Each is a whole sentence: ``grammar.accepts`` takes every one. Raises
    ValueError for a grammar whose rules refer to themselves.
    """
    covers: dict[str, list[Words]] = {}

    def rule(name: str, seen: tuple[str, ...]) -> list[Words]:
        if name in seen:
            raise ValueError(f"the grammar's rule <{name}> refers to itself")
        if name not in covers:
            tokens = _TOKEN.findall(" | ".join(grammar.rules[name]))
            found, rest = alternatives(tokens, (*seen, name))
            assert not rest, rest
            covers[name] = found
        return covers[name]

    def alternatives(tokens: list[str], seen: tuple[str, ...]) -> tuple[list[Words], list[str]]:
        out: dict[Words, None] = {}
        while True:
            found, tokens = sequence(tokens, seen)
            out.update(dict.fromkeys(found))
            if not tokens or tokens[0] != "|":
                return list(out), tokens
            tokens = tokens[1:]

    def sequence(tokens: list[str], seen: tuple[str, ...]) -> tuple[list[Words], list[str]]:
        so_far: list[Words] = [()]
        while tokens and tokens[0] not in ("|", ")", "]"):
            token, tokens = tokens[0], tokens[1:]
            if token in ("(", "["):
                inner, tokens = alternatives(tokens, seen)
                assert tokens and tokens[0] == (")" if token == "(" else "]"), tokens
                tokens = tokens[1:]
                item = [(), *inner] if token == "[" else inner
            elif token.startswith("<"):
                item = rule(token[1:-1], seen)
            else:
                item = [(token,)]
            so_far = _combine(so_far, item)
        return so_far, tokens

    return tuple(" ".join(words) for words in rule(grammar.public, ()) if words)


def grammar_words(grammar: SpokenGrammar) -> frozenset[str]:
    """Every word of ``grammar``'s rules (references, brackets and bars left out)."""
    return frozenset(token for alternatives in grammar.rules.values()
                     for token in _TOKEN.findall(" | ".join(alternatives))
                     if token not in "()[]|" and not token.startswith("<"))


def phrase_list(grammar: SpokenGrammar) -> list[str]:
    """The phrases Vosk is held to: ``covering_sentences(grammar)`` and ``"[unk]"``."""
    return [*covering_sentences(grammar), UNKNOWN]


def _read(stream: BinaryIO, size: int) -> bytes:
    data = stream.read(size)
    if len(data) != size:
        raise ValueError("the file ends early")
    return data


def _symbols(stream: BinaryIO) -> frozenset[str]:
    """The words of an OpenFst symbol table in its binary form, read from ``stream``."""
    def number(fmt: str) -> int:
        value: int = struct.unpack(fmt, _read(stream, struct.calcsize(fmt)))[0]
        return value

    def text() -> bytes:
        size = number("<i")
        if not 0 <= size < 1 << 16:
            raise ValueError("not a symbol table")
        return _read(stream, size)

    if number("<i") != _SYMBOLS_MAGIC:
        raise ValueError("not a symbol table")
    text()  # its name
    number("<q")  # the next free key
    count = number("<q")
    words: set[str] = set()
    for _ in range(count):
        words.add(text().decode("utf-8", "replace"))
        number("<q")
    return frozenset(words)


def model_words(model: Path) -> frozenset[str] | None:
    """The words the Vosk model in folder ``model`` knows, or None when it
    cannot be told (then every word of the grammar is offered).

    Read from ``graph/words.txt`` (the big models) or else from the symbol
    table at the head of ``graph/Gr.fst`` (the small models carry it there, in
    OpenFst's binary header: magic, type, arc type, version, flags, properties,
    start, counts, then the table).
    """
    listed = model / "graph" / "words.txt"
    try:
        if listed.is_file():
            with listed.open(encoding="utf-8", errors="replace") as lines:
                return frozenset(line.split()[0] for line in lines if line.strip())
        with (model / "graph" / "Gr.fst").open("rb") as stream:
            def text() -> None:
                size: int = struct.unpack("<i", _read(stream, 4))[0]
                if not 0 <= size < 256:
                    raise ValueError("not an FST")
                _read(stream, size)

            if struct.unpack("<i", _read(stream, 4))[0] != _FST_MAGIC:
                return None
            text()  # the FST type
            text()  # the arc type
            _version, flags = struct.unpack("<ii", _read(stream, 8))
            _read(stream, 8 * 4)  # properties, start, number of states and of arcs
            if not flags & _HAS_INPUT_SYMBOLS:
                return None
            return _symbols(stream)
    except (OSError, ValueError, IndexError, struct.error):
        return None


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Kaldi writes its complaints (a whole page of options for a bad
    configuration) straight to the process's standard error, past any log
    level; the sentence of ``RecognizerError`` says it instead. Standard error
    goes to the null device while a model loads."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _library() -> ModuleType:
    """The vosk module, its own logging off; RecognizerError when it is not installed."""
    try:
        vosk = import_module("vosk")
    except (ImportError, OSError):
        raise RecognizerError("not-installed", engine="Vosk", install=VOSK_INSTALL) from None
    vosk.SetLogLevel(-3)  # below Kaldi's errors too: each problem is told as a RecognizerError
    return vosk


def _words_of(result: str) -> list[tuple[str, float]]:
    """The words and confidences of one Vosk result (JSON with ``SetWords(True)``)."""
    try:
        data: Any = json.loads(result)
    except ValueError:
        return []
    words = data.get("result") if isinstance(data, dict) else None
    if not isinstance(words, list):
        text = data.get("text", "") if isinstance(data, dict) else ""
        return [(word, 1.0) for word in str(text).split()]
    return [(str(item.get("word", "")), float(item.get("conf", 0.0)))
            for item in words if isinstance(item, dict) and item.get("word")]


class VoskRecognizer:
    """One Vosk model and recogniser, held to the grammar (``Recognizer``).

    Built by ``vosk_recognizer``. ``begin``/``feed``/``end`` stream an
    utterance (16-bit mono PCM at ``SAMPLE_RATE``); ``end`` gives the words
    heard with their mean word confidence, or None when nothing, ``[unk]``, or
    no whole sentence of the grammar was heard. Not thread-safe: one utterance
    at a time.
    """

    def __init__(self, lang: str, recognizer: Any, grammar: SpokenGrammar,
                 missing: frozenset[str]) -> None:
        self.lang = lang
        self.grammar = grammar
        """The grammar it is held to (only words its model knows)."""
        self.missing = missing
        """Words of the language's commands that the model does not know."""
        self._recognizer = recognizer
        self._words: list[tuple[str, float]] = []

    def begin(self) -> None:
        """Start an utterance: whatever was fed before is dropped."""
        self._recognizer.Reset()
        self._words = []

    def feed(self, samples: bytes) -> None:
        """More audio of the utterance; a pause Vosk takes for an end is kept going."""
        if len(samples) % 2:
            samples = samples[:-1]
        if samples and self._recognizer.AcceptWaveform(samples):
            self._words += _words_of(self._recognizer.Result())

    def end(self) -> Recognition | None:
        """The utterance is over: what was heard, or None."""
        words = self._words + _words_of(self._recognizer.FinalResult())
        self._words = []
        text = " ".join(word for word, _ in words)
        if not text or UNKNOWN in text.split() or not self.grammar.accepts(text):
            return None
        confidence = min(1.0, max(0.0, sum(conf for _, conf in words) / len(words)))
        return Recognition(text, confidence, confidence >= VOSK_CERTAIN)

    def recognize(self, samples: bytes, rate: int) -> Recognition | None:
        """One whole utterance at once; RecognizerError for a rate other than 16 kHz."""
        return whole_utterance(self, samples, rate)


def vosk_recognizer(lang: str, model: Path | None) -> VoskRecognizer:
    """A Vosk recogniser for commands in ``lang`` with the model folder ``model``.

    The player says which language the model is (``lang``); the grammar keeps
    only the words the model knows (``model_words``). A model of a dynamic
    graph (``graph/HCLr.fst``: the small models) is held to ``phrase_list``;
    a big one of a static graph (``graph/HCLG.fst``, such as the large Arabic
    model) cannot take a phrase list and hears freely, and only a text that is
    a whole sentence of the grammar is kept. RecognizerError, one sentence
    naming the fix, when: no model is given, nothing is at the path, it is not
    a folder, Vosk is not installed, the model cannot be loaded (broken, or
    not a Vosk model), or it knows none of the language's command words.
    """
    if model is None:
        raise RecognizerError("model-needed-vosk")
    if not model.exists():
        raise RecognizerError("no-model", engine="Vosk", path=str(model))
    if not model.is_dir():
        raise RecognizerError("model-is-file-vosk", path=str(model))
    vosk = _library()
    with _quiet_stderr():
        try:
            loaded = vosk.Model(str(model))
        except Exception:  # vosk raises a bare Exception("Failed to create a model")
            loaded = None
    if loaded is None:
        raise RecognizerError("model-broken-vosk", path=str(model))
    vocabulary = model_words(model)
    full = spoken_grammar(lang)
    grammar = full if vocabulary is None else spoken_grammar(lang, vocabulary.__contains__)
    phrases = phrase_list(grammar)
    if len(phrases) == 1:
        raise RecognizerError("model-words", path=str(model))
    held = (model / "graph" / "HCLr.fst").is_file()
    with _quiet_stderr():
        recognizer = (vosk.KaldiRecognizer(loaded, SAMPLE_RATE,
                                           json.dumps(phrases, ensure_ascii=False))
                      if held else vosk.KaldiRecognizer(loaded, SAMPLE_RATE))
    recognizer.SetWords(True)
    return VoskRecognizer(lang, recognizer, grammar,
                          grammar_words(full) - grammar_words(grammar))
