"""Synthetic spoken commands, made with espeak-ng and sox, to measure recognisers (issue 15).

* ``command_sentences(lang)``: sentences of ``grammar.spoken_grammar(lang)``
  chosen so that every alternative of every rule, and every word of every
  choice inside one, is said at least once (deterministic);
* ``NON_COMMANDS[lang]``: everyday sentences that are no command, which a
  recogniser must not turn into one;
* ``TUNING`` and ``SCORING``: per language, the espeak-ng voices, rates and
  noise levels to tune on and the disjoint ones to score on;
* ``plan(lang, split)``: the utterances of one split (``Planned``: text,
  whether it is a command, condition), and ``samples(lang, split, folder)``
  them made, each a ``Sample`` with its audio;
* ``synthesize``: one utterance as the recogniser takes it (16 kHz, mono,
  16-bit), with quiet before and after and white noise at a signal-to-noise
  ratio; ``write_wav`` writes such samples as a file.

No microphone, no download: both tools are ordinary packages
(``apt install espeak-ng sox``); English can be said by flite as well
(``FLITE_EN``, ``apt install flite``), a second synthesiser. Arabic is handed to espeak-ng with its
vowels (``pronunciation.speakable``, then ``speech.arabic.vocalise`` for the
words of everyday sentences), as the game's own voice says it.
"""

from __future__ import annotations

import array
import math
import random
import re
import shutil
import subprocess
import sys
import wave
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..languages import FALLBACK, LANGUAGE_TABLE, language
from .grammar import SpokenGrammar, spoken_grammar
from .pronunciation import speakable
from .recognizer import SAMPLE_RATE

__all__ = [
    "FLITE",
    "FLITE_EN",
    "NON_COMMANDS",
    "SCORING",
    "TUNING",
    "Condition",
    "CorpusError",
    "Planned",
    "Sample",
    "command_sentences",
    "missing_tools",
    "plan",
    "samples",
    "synthesize",
    "write_wav",
]


class CorpusError(Exception):
    """espeak-ng or sox missing or failing; ``str()`` says which."""


@dataclass(frozen=True)
class Condition:
    """How an utterance is said: an espeak-ng ``voice`` (with its variant,
    "en-us+m3"), ``rate`` in words a minute, and white noise ``snr`` dB below
    the speech (the speech's RMS over the noise's)."""

    voice: str
    rate: int
    snr: float

    def __str__(self) -> str:
        return f"{self.voice} {self.rate} wpm {self.snr:g} dB"


def _language_of(voice: str) -> str:
    """The language an espeak-ng voice speaks ("ar+m3" -> "ar"); the fallback if none."""
    name = voice.split("+", 1)[0]
    return next((row.code for row in LANGUAGE_TABLE
                 if name == row.espeak_voice or name.startswith(f"{row.espeak_voice}-")),
                FALLBACK)


def _conditions(voices: tuple[tuple[str, int], ...],
                snrs: tuple[float, ...]) -> tuple[Condition, ...]:
    return tuple(Condition(voice, rate, snr) for voice, rate in voices for snr in snrs)


TUNING: dict[str, tuple[Condition, ...]] = {
    row.code: _conditions(row.listening.tuning, row.listening.noise[0]) for row in LANGUAGE_TABLE}
"""The voices, rates and noise levels the recognisers are tuned on."""

SCORING: dict[str, tuple[Condition, ...]] = {
    row.code: _conditions(row.listening.scoring, row.listening.noise[1])
    for row in LANGUAGE_TABLE}
"""The voices, rates and noise levels the recognisers are scored on: none of
them is in ``TUNING`` (tests check it), so the score is not tuned on."""

Split = Literal["tuning", "scoring"]

NON_COMMANDS: dict[str, tuple[str, ...]] = {
    row.code: row.listening.non_commands for row in LANGUAGE_TABLE}
"""Everyday sentences per language that are no command (typed, none parses as
one: tests check it); a recogniser that hears a command in one is wrong."""


@dataclass(frozen=True)
class Sample:
    """One utterance of the corpus: ``text`` said under ``condition``;
    ``command`` whether it is a command (else one of ``NON_COMMANDS``);
    ``audio`` its samples (16-bit little-endian mono at ``SAMPLE_RATE``)."""

    text: str
    command: bool
    condition: Condition
    audio: bytes


# ---------------------------------------------------------------- sentences

_TOKEN = re.compile(r"<[^>]+>|[()\[\]|]|[^\s()\[\]|<>]+")


@dataclass(frozen=True)
class _Choice:
    """A point where a sentence picks one of ``options`` (sequences of words,
    ``<rule>`` references and inner choices); ``key`` names it."""

    key: tuple[str, int, int]
    options: tuple[tuple[str | _Choice, ...], ...]


def _parse(rule: str, index: int, text: str) -> tuple[str | _Choice, ...]:
    """One alternative of ``rule`` as a sequence; ``(a | b)`` and ``[a]`` become
    choices (an optional part is a choice of it or nothing)."""
    tokens = _TOKEN.findall(text)
    position = 0
    count = 0

    def sequence(closing: str | None) -> list[tuple[str | _Choice, ...]]:
        nonlocal position, count
        options: list[tuple[str | _Choice, ...]] = []
        current: list[str | _Choice] = []
        while position < len(tokens):
            token = tokens[position]
            position += 1
            if token in ("(", "["):
                count += 1
                key = (rule, index, count)
                inner = sequence(")" if token == "(" else "]")
                if token == "[":
                    inner.append(())
                current.append(_Choice(key, tuple(inner)))
            elif token == closing:
                break
            elif token == "|":
                options.append(tuple(current))
                current = []
            else:
                current.append(token)
        options.append(tuple(current))
        return options

    options = sequence(None)
    return options[0] if len(options) == 1 else (_Choice((rule, index, 0), tuple(options)),)


class _Generator:
    """Sentences of a grammar until every option of every choice is said."""

    def __init__(self, grammar: SpokenGrammar) -> None:
        self.rules: dict[str, _Choice] = {
            name: _Choice((name, -1, 0),
                          tuple(_parse(name, i, alt) for i, alt in enumerate(alternatives)))
            for name, alternatives in grammar.rules.items()}
        self.covered: set[tuple[tuple[str, int, int], int]] = set()
        self.turns: dict[tuple[str, int, int], int] = {}
        self._reach: dict[int, frozenset[tuple[tuple[str, int, int], int]]] = {}

    def reach(self, part: str | _Choice | tuple[str | _Choice, ...]
              ) -> frozenset[tuple[tuple[str, int, int], int]]:
        """Every (choice, option) a part can say."""
        if isinstance(part, tuple):
            return frozenset().union(*(self.reach(item) for item in part))
        if isinstance(part, str):
            return self.reach(self.rules[part[1:-1]]) if part.startswith("<") else frozenset()
        if id(part) not in self._reach:
            self._reach[id(part)] = frozenset(
                {(part.key, i) for i in range(len(part.options))}).union(
                *(self.reach(option) for option in part.options))
        return self._reach[id(part)]

    def say(self, part: str | _Choice | tuple[str | _Choice, ...]) -> list[str]:
        """The words of one sentence of ``part``: at each choice an option not
        said yet, else one leading to a choice not said yet, else the next in turn."""
        if isinstance(part, tuple):
            return [word for item in part for word in self.say(item)]
        if isinstance(part, str):
            return self.say(self.rules[part[1:-1]]) if part.startswith("<") else [part]
        options = range(len(part.options))
        fresh = [i for i in options if (part.key, i) not in self.covered]
        leading = [i for i in options if self.reach(part.options[i]) - self.covered]
        if fresh:
            chosen = fresh[0]
        elif leading:
            chosen = leading[0]
        else:
            chosen = self.turns.get(part.key, 0) % len(part.options)
            self.turns[part.key] = chosen + 1
        self.covered.add((part.key, chosen))
        return self.say(part.options[chosen])

    def sentences(self, public: str) -> tuple[str, ...]:
        top = self.rules[public]
        out: dict[str, None] = {}
        while self.reach(top) - self.covered:
            out[" ".join(self.say(top))] = None
        return tuple(out)


def command_sentences(lang: str, grammar: SpokenGrammar | None = None) -> tuple[str, ...]:
    """Sentences of ``grammar`` (default ``spoken_grammar(lang)``) in which every
    alternative of every rule and every option of every choice inside one
    ("(look | inspect)", "[of]") is said at least once; the same every time.
    Raises KeyError for a language the tables lack."""
    return _Generator(grammar or spoken_grammar(lang)).sentences("command")


# ---------------------------------------------------------------- audio

FLITE = "flite:"
"""A voice named ``flite:NAME`` is said by flite's voice NAME (``kal``, ``awb``,
``rms``, ``slt``), English only: the second synthesiser, whose speech no
threshold was tuned on (``FLITE_EN``)."""

FLITE_EN = (Condition("flite:slt", 0, 30.0), Condition("flite:awb", 0, 20.0),
            Condition("flite:rms", 0, 30.0), Condition("flite:kal16", 0, 20.0))
"""flite's voices at two noise levels (its own speed: ``rate`` is not read)."""


def missing_tools(flite: bool = False) -> tuple[str, ...]:
    """The programs of espeak-ng and sox (and flite, when asked) that are not on PATH."""
    tools = ("espeak-ng", "sox", *(("flite",) if flite else ()))
    return tuple(tool for tool in tools if shutil.which(tool) is None)


PAD_SECONDS = 0.3
"""The quiet before and after each utterance."""


def synthesize(text: str, folder: Path, *, voice: str = "en-us+m3", rate: int = 150,
               snr: float = 40.0, seed: int = 0, name: str = "utterance") -> bytes:
    """``text`` said by espeak-ng ``voice`` at ``rate`` words a minute, as 16 kHz mono
    16-bit samples, padded with ``PAD_SECONDS`` of quiet, with white noise
    ``snr`` dB below the speech over all (the noise the same for the same
    ``seed``; espeak-ng's voice varies by a few units from run to run; a
    microphone's floor at 40 dB); the WAV file is left as ``folder/name.wav``.
    Arabic is given its vowels first (``pronunciation.speakable``, then the
    voice's own spellings: the row's ``pronounce``).

    Raises CorpusError when a tool is missing or fails.
    """
    missing = missing_tools(voice.startswith(FLITE))
    if missing:
        raise CorpusError(f"not installed: {', '.join(missing)}")
    raw = folder / f"{name}.raw.wav"
    out = folder / f"{name}.wav"
    lang = FALLBACK if voice.startswith(FLITE) else _language_of(voice)
    said = speakable(lang, text)
    pronounce = language(lang).pronounce
    if pronounce is not None:
        said = pronounce(said)
    speaker = (["flite", "-voice", voice.removeprefix(FLITE), "-t", said, "-o", str(raw)]
               if voice.startswith(FLITE)
               else ["espeak-ng", "-v", voice, "-s", str(rate), "-w", str(raw), said])
    try:
        subprocess.run(speaker, check=True, capture_output=True, timeout=30)
        subprocess.run(["sox", str(raw), "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16",
                        str(out)], check=True, capture_output=True, timeout=30)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        raise CorpusError(f"could not make {text!r}: {error}") from None
    finally:
        raw.unlink(missing_ok=True)
    with wave.open(str(out), "rb") as audio:
        speech = array.array("h", audio.readframes(audio.getnframes()))
    if sys.byteorder == "big":
        speech.byteswap()
    voiced = [value for value in speech if abs(value) > 300] or [1]
    speech_rms = math.sqrt(sum(value * value for value in voiced) / len(voiced))
    # Uniform noise in [-a, a] has an RMS of a / sqrt(3).
    level = math.sqrt(3) * speech_rms / 10 ** (snr / 20)
    quiet = array.array("h", bytes(2 * int(PAD_SECONDS * SAMPLE_RATE)))
    whole = quiet + speech + quiet
    rng = random.Random(seed)
    noisy = array.array("h", (max(-32768, min(32767, round(value + rng.uniform(-level, level))))
                              for value in whole))
    if sys.byteorder == "big":
        noisy.byteswap()
    data = noisy.tobytes()
    write_wav(out, data)
    return data


def write_wav(path: Path, samples: bytes) -> None:
    """``samples`` (16-bit little-endian mono PCM at ``SAMPLE_RATE``) as a WAV file
    at ``path``, as the recogniser takes it."""
    with wave.open(str(path), "wb") as audio:
        audio.setnchannels(1)
        audio.setsampwidth(2)
        audio.setframerate(SAMPLE_RATE)
        audio.writeframes(samples)


@dataclass(frozen=True)
class Planned:
    """One utterance to make: ``text``, whether it is a ``command``, its
    ``condition``, and ``name``, unique in its plan (the file's name and the
    noise's seed)."""

    text: str
    command: bool
    condition: Condition
    name: str
    seed: int

    def say(self, folder: Path) -> Sample:
        """The utterance made (``synthesize``), its file ``folder/name.wav``;
        CorpusError when a tool is missing or fails."""
        audio = synthesize(self.text, folder, voice=self.condition.voice,
                           rate=self.condition.rate, snr=self.condition.snr,
                           seed=self.seed, name=self.name)
        return Sample(self.text, self.command, self.condition, audio)


def plan(lang: str, split: Split, *, per_sentence: int = 1,
         sentences: tuple[str, ...] | None = None,
         non_commands: tuple[str, ...] | None = None,
         conditions: tuple[Condition, ...] | None = None) -> tuple[Planned, ...]:
    """The utterances of ``split`` ("tuning": ``TUNING[lang]``, "scoring":
    ``SCORING[lang]``; or the ``conditions`` given) in ``lang``: each command sentence (default
    ``command_sentences(lang)``) under ``per_sentence`` conditions in turn,
    then each non-command (default ``NON_COMMANDS[lang]``) in every voice,
    the noise levels in turn; the same every time. KeyError for a language without.
    """
    if conditions is None:
        conditions = TUNING[lang] if split == "tuning" else SCORING[lang]
    said = command_sentences(lang) if sentences is None else sentences
    others = NON_COMMANDS[lang] if non_commands is None else non_commands
    out: list[Planned] = []
    for text in said:
        for _ in range(per_sentence):
            out.append(Planned(text, True, conditions[len(out) % len(conditions)],
                               f"u{len(out):04d}", len(out)))
    voices = list(dict.fromkeys((c.voice, c.rate) for c in conditions))
    levels = list(dict.fromkeys(c.snr for c in conditions))
    for index, text in enumerate(others):
        for turn, (voice, rate) in enumerate(voices):
            condition = Condition(voice, rate, levels[(index + turn) % len(levels)])
            out.append(Planned(text, False, condition, f"u{len(out):04d}", len(out)))
    return tuple(out)


def samples(lang: str, split: Split, folder: Path, *, per_sentence: int = 1,
            sentences: tuple[str, ...] | None = None,
            non_commands: tuple[str, ...] | None = None) -> Iterator[Sample]:
    """The utterances of ``plan(lang, split, ...)`` made one after the other in
    ``folder``. Raises CorpusError (a tool missing or failing), KeyError (no
    such language)."""
    for planned in plan(lang, split, per_sentence=per_sentence, sentences=sentences,
                        non_commands=non_commands):
        yield planned.say(folder)
