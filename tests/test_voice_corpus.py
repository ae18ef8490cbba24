"""The synthetic corpus that measures recognisers (issue 15 point 5, listen.corpus).

Every command form of each language's spoken grammar is said by some
sentence, each sentence is a command that parses, the everyday sentences are
no command, the tuning and scoring voices and noise levels do not overlap,
and the audio is the same every time.
"""

from __future__ import annotations

import array
import math
import sys
from pathlib import Path

import pytest

from tripeaks_a11y.commands import ParseError, parse
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen.corpus import (
    NON_COMMANDS,
    SCORING,
    TUNING,
    command_sentences,
    missing_tools,
    plan,
    synthesize,
)
from tripeaks_a11y.listen.grammar import SpokenGrammar, spoken_grammar
from tripeaks_a11y.listen.recognizer import SAMPLE_RATE

LANGS = LANGUAGES
needs_tools = pytest.mark.skipif(bool(missing_tools()),
                                 reason=f"not installed: {' '.join(missing_tools())}")


@pytest.mark.parametrize("lang", LANGS)
def test_every_sentence_is_a_whole_command_of_its_language(lang: str) -> None:
    grammar = spoken_grammar(lang)
    sentences = command_sentences(lang)
    assert len(sentences) == len(set(sentences)) > 100
    for sentence in sentences:
        assert grammar.accepts(sentence), sentence
        parse(sentence, lang=lang)  # raises ParseError if not a command


@pytest.mark.parametrize("lang", LANGS)
def test_every_alternative_of_every_rule_is_said(lang: str) -> None:
    # An alternative with rules or choices in it is said when some sentence is
    # no longer a sentence once that alternative is taken out of its rule.
    # A phrase of plain words is said when it is in some sentence.
    grammar = spoken_grammar(lang)
    sentences = command_sentences(lang)
    padded = [f" {sentence} " for sentence in sentences]
    for name, alternatives in grammar.rules.items():
        if len(alternatives) < 2:
            continue
        for index, alternative in enumerate(alternatives):
            if not any(mark in alternative for mark in "<([|"):
                assert any(f" {alternative} " in sentence for sentence in padded), \
                    (lang, name, alternative)
                continue
            rules = dict(grammar.rules)
            rules[name] = alternatives[:index] + alternatives[index + 1:]
            without = SpokenGrammar(grammar.name, rules)
            assert any(not without.accepts(sentence) for sentence in sentences), \
                (lang, name, alternative)


def test_the_sentences_are_the_same_every_time() -> None:
    assert command_sentences("en") == command_sentences("en")
    assert plan("hr", "scoring") == plan("hr", "scoring")


@pytest.mark.parametrize("lang", LANGS)
def test_the_everyday_sentences_are_no_command(lang: str) -> None:
    grammar = spoken_grammar(lang)
    phrases = NON_COMMANDS[lang]
    assert len(phrases) >= 15
    for phrase in phrases:
        assert not grammar.accepts(phrase), phrase
        with pytest.raises(ParseError):
            parse(phrase, lang=lang)


@pytest.mark.parametrize("lang", LANGS)
def test_tuning_and_scoring_share_no_voice_and_no_noise_level(lang: str) -> None:
    tuning, scoring = TUNING[lang], SCORING[lang]
    assert {c.voice for c in tuning}.isdisjoint({c.voice for c in scoring})
    assert {c.snr for c in tuning}.isdisjoint({c.snr for c in scoring})
    for conditions in (tuning, scoring):
        assert len({c.voice for c in conditions}) >= 2
        assert len({c.rate for c in conditions}) >= 2
        assert len({c.snr for c in conditions}) >= 2


def test_a_plan_says_every_sentence_and_every_non_command_in_every_voice() -> None:
    planned = plan("ar", "tuning")
    commands = [item for item in planned if item.command]
    others = [item for item in planned if not item.command]
    assert [item.text for item in commands] == list(command_sentences("ar"))
    voices = {(c.voice, c.rate) for c in TUNING["ar"]}
    assert len(others) == len(NON_COMMANDS["ar"]) * len(voices)
    assert {item.condition for item in commands} == set(TUNING["ar"])
    assert {item.condition for item in others} == set(TUNING["ar"])
    assert len({item.name for item in planned}) == len(planned)


def _rms(data: bytes) -> float:
    samples = array.array("h", data)
    if sys.byteorder == "big":
        samples.byteswap()
    return math.sqrt(sum(value * value for value in samples) / max(1, len(samples)))


@needs_tools
def test_an_utterance_is_noisier_at_a_lower_ratio(tmp_path: Path) -> None:
    first = synthesize("draw", tmp_path, snr=30, seed=3)
    assert len(first) > SAMPLE_RATE  # more than half a second of 16-bit samples
    quiet_part = slice(0, 2 * int(0.2 * SAMPLE_RATE))
    loud = synthesize("draw", tmp_path, snr=10, seed=3)
    assert _rms(loud[quiet_part]) > 5 * _rms(first[quiet_part])


@needs_tools
@pytest.mark.parametrize("lang", ["hr", "ar"])
def test_croatian_and_arabic_are_said(lang: str, tmp_path: Path) -> None:
    item = plan(lang, "scoring")[0]
    sample = item.say(tmp_path)
    assert (tmp_path / f"{item.name}.wav").exists()
    assert _rms(sample.audio) > 300
