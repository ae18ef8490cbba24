"""The recognisers the player can choose (issue 15, point 2; listen.engines, vosk, whisper).

No Vosk or Whisper model can be had where these tests run, so they check what
can be: the table, every refusal a player can meet (no model, nothing at the
path, a file, a broken model, the library missing) as one sentence naming
the fix, and the phrase list made from the grammar. Vosk and the whisper
extra (ctranslate2, tokenizers, numpy) are installed with the test tools, so
their broken models go through the real libraries; Whisper's "not installed"
runs only where the extra is missing. The tests with a real model run when
``TRIPEAKS_A11Y_VOSK_MODEL`` or ``TRIPEAKS_A11Y_WHISPER_MODEL`` names one
(``..._LANG``: its language, "en" by default); tests/test_whisper_scorer.py
runs the test tools' tiny.en.
"""

from __future__ import annotations

import importlib.util
import os
import random
import re
import struct
from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.commands import ParseError, parse
from tripeaks_a11y.commands.grammar import COMMANDS
from tripeaks_a11y.languages import LANGUAGES, language
from tripeaks_a11y.listen import SAMPLE_RATE, RecognizerError
from tripeaks_a11y.listen.engines import (
    DEFAULT_ENGINE,
    ENGINES,
    engine_languages,
    recognizer_for,
)
from tripeaks_a11y.listen.grammar import SpokenGrammar, card_names, spoken, spoken_grammar
from tripeaks_a11y.listen.vosk_engine import (
    UNKNOWN,
    covering_sentences,
    grammar_words,
    model_words,
    phrase_list,
)
from tripeaks_a11y.listen.whisper_engine import MODEL_FILES

HAVE_VOSK = importlib.util.find_spec("vosk") is not None
HAVE_WHISPER = all(importlib.util.find_spec(name) is not None
                   for name in ("ctranslate2", "tokenizers", "numpy"))
TOKEN = re.compile(r"<[^>]+>|[()\[\]|]|[^\s()\[\]|<>]+")
"""A token of a grammar alternative (as listen.grammar writes them)."""



def said(error: RecognizerError) -> str:
    """The sentence the player is told for ``error``, in English."""
    return Announcer().listening.problem(error.kind, error.values)

def _sentence(grammar: SpokenGrammar, rng: random.Random) -> str:
    """A random sentence of ``grammar``: each choice and option taken at random."""

    def alternatives(tokens: list[str]) -> tuple[list[list[str]], list[str]]:
        found: list[list[str]] = []
        while True:
            words, tokens = sequence(tokens)
            found.append(words)
            if not tokens or tokens[0] != "|":
                return found, tokens
            tokens = tokens[1:]

    def sequence(tokens: list[str]) -> tuple[list[str], list[str]]:
        words: list[str] = []
        while tokens and tokens[0] not in "|)]":
            head, tokens = tokens[0], tokens[1:]
            if head in "([":
                inner, tokens = alternatives(tokens)
                tokens = tokens[1:]
                if head == "(" or rng.random() < 0.5:
                    words += rng.choice(inner)
            elif head.startswith("<"):
                words += rule(head[1:-1])
            else:
                words.append(head)
        return words, tokens

    def rule(name: str) -> list[str]:
        return rng.choice(alternatives(TOKEN.findall(" | ".join(grammar.rules[name])))[0])

    return " ".join(rule(grammar.public))


# ---------------------------------------------------------------- the table


def test_the_table_has_one_row_per_recogniser() -> None:
    assert list(ENGINES) == ["pocketsphinx", "vosk", "whisper", "enrolled"]
    assert DEFAULT_ENGINE == "auto" and DEFAULT_ENGINE not in ENGINES
    built_in = ENGINES["pocketsphinx"]
    assert built_in.languages == frozenset(LANGUAGES)
    assert built_in.experimental == frozenset({"hr", "ar"})
    assert not built_in.needs_model and built_in.install == ""
    for name in ("vosk", "whisper"):
        row = ENGINES[name]
        assert row.needs_model and row.languages is None
        assert row.install == f"pip install 'tripeaks-a11y[{name}]'"
        assert engine_languages(row) == LANGUAGES
    own = ENGINES["enrolled"]  # the player's own voice: a profile, in any language
    assert not own.needs_model and own.languages == frozenset(LANGUAGES)


def test_an_unknown_engine_is_refused_by_name() -> None:
    with pytest.raises(RecognizerError) as caught:
        recognizer_for("sphinx3", "en", None)
    assert said(caught.value) == ("There is no speech recogniser called sphinx3; choose "
                                 "pocketsphinx, vosk, whisper, enrolled.")


def test_a_language_without_commands_is_refused() -> None:
    with pytest.raises(RecognizerError) as caught:
        recognizer_for("vosk", "de", Path("/nowhere"))
    assert re.search("does not hear the language de; it hears en, ar, hr", said(caught.value))


def test_the_built_in_engine_needs_no_model_and_hears_english() -> None:
    recognizer = recognizer_for("pocketsphinx", "en", Path("/not/read"))
    assert recognizer.lang == "en"
    assert recognizer.recognize(bytes(2 * SAMPLE_RATE), SAMPLE_RATE) is None


# ---------------------------------------------------------------- models the player gives


@pytest.mark.parametrize("engine", ["vosk", "whisper"])
def test_no_model_says_how_to_get_one(engine: str) -> None:
    with pytest.raises(RecognizerError) as caught:
        recognizer_for(engine, "en", None)
    message = said(caught.value)
    assert "--voice-model PATH" in message and message.count(". ") == 0
    assert ("alphacephei.com/vosk/models" if engine == "vosk"
            else "Systran/faster-whisper-small") in message


@pytest.mark.parametrize("engine", ["vosk", "whisper"])
def test_nothing_at_the_path_or_a_file(engine: str, tmp_path: Path) -> None:
    name = {"vosk": "Vosk", "whisper": "Whisper"}[engine]
    with pytest.raises(RecognizerError) as caught:
        recognizer_for(engine, "hr", tmp_path / "absent")
    assert said(caught.value) == f"There is no {name} model at {tmp_path / 'absent'}."
    file = tmp_path / "model.zip"
    file.write_bytes(b"PK")
    with pytest.raises(RecognizerError) as caught:
        recognizer_for(engine, "ar", file)
    assert re.search(f"is a file; a {name} model is", said(caught.value))


def _broken_vosk_models(root: Path) -> list[Path]:
    """An empty folder, one with junk where a small model's files go, one with
    a big model's graph alone, one with a bad configuration (Kaldi prints
    pages of options for that one)."""
    empty = root / "empty"
    empty.mkdir()
    junk = root / "junk"
    for name in ("am/final.mdl", "conf/mfcc.conf", "graph/HCLr.fst", "graph/Gr.fst"):
        (junk / name).parent.mkdir(parents=True, exist_ok=True)
        (junk / name).write_bytes(b"not a model\n")
    static = root / "static"
    (static / "graph").mkdir(parents=True)
    (static / "graph" / "HCLG.fst").write_bytes(b"not a graph")
    bad_conf = root / "bad-conf"
    (bad_conf / "am").mkdir(parents=True)
    (bad_conf / "conf").mkdir()
    (bad_conf / "am" / "final.mdl").write_bytes(b"\0" * 64)
    (bad_conf / "conf" / "model.conf").write_text("--no-such-option=1\n")
    return [empty, junk, static, bad_conf]


@pytest.mark.skipif(not HAVE_VOSK, reason="vosk is not installed (scripts/setup.sh installs it)")
def test_a_broken_vosk_model_is_one_sentence(tmp_path: Path,
                                             capfd: pytest.CaptureFixture[str]) -> None:
    for model in _broken_vosk_models(tmp_path):
        with pytest.raises(RecognizerError) as caught:
            recognizer_for("vosk", "en", model)
        assert said(caught.value) == (
            f"The Vosk model in {model} cannot be loaded: it is broken or not a Vosk "
            "model; unpack a model from alphacephei.com/vosk/models again.")
    # Kaldi's own complaints do not reach the player's terminal.
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")


@pytest.mark.skipif(HAVE_WHISPER, reason="the whisper extra is installed here: "
                    "test_a_broken_whisper_model_is_one_sentence covers it")
def test_whisper_not_installed_is_one_sentence(tmp_path: Path) -> None:
    for name in MODEL_FILES:
        (tmp_path / name).write_bytes(b"{}")
    with pytest.raises(RecognizerError) as caught:
        recognizer_for("whisper", "hr", tmp_path)
    assert said(caught.value) == \
        "Whisper is not installed: pip install 'tripeaks-a11y[whisper]'."


def test_a_whisper_model_folder_must_hold_its_files(tmp_path: Path) -> None:
    (tmp_path / "model.bin").write_bytes(b"x")
    with pytest.raises(RecognizerError) as caught:
        recognizer_for("whisper", "en", tmp_path)
    assert said(caught.value).startswith(
        f"The Whisper model in {tmp_path} lacks config.json, tokenizer.json; it must be ")


@pytest.mark.skipif(not HAVE_WHISPER, reason="the whisper extra is not installed "
                    "(pip install 'tripeaks-a11y[whisper]' to run this)")
def test_a_broken_whisper_model_is_one_sentence(tmp_path: Path) -> None:
    for name in MODEL_FILES:
        (tmp_path / name).write_bytes(b"not a model")
    with pytest.raises(RecognizerError) as caught:
        recognizer_for("whisper", "en", tmp_path)
    assert re.search("cannot be loaded: it is broken", said(caught.value))


# ---------------------------------------------------------------- the Vosk phrase list


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_phrase_list_is_sentences_of_the_grammar(lang: str) -> None:
    grammar = spoken_grammar(lang)
    phrases = phrase_list(grammar)
    assert phrases[-1] == UNKNOWN and UNKNOWN not in phrases[:-1]
    assert len(set(phrases)) == len(phrases)
    assert all(grammar.accepts(phrase) for phrase in phrases[:-1])
    # Every word, and every two words in a row of any command, are in a phrase:
    # Vosk's two-word model can then hear every command.
    pairs = {pair for phrase in phrases[:-1]
             for pair in zip(phrase.split(), phrase.split()[1:], strict=False)}
    starts = {phrase.split()[0] for phrase in phrases[:-1]}
    assert {word for phrase in phrases[:-1] for word in phrase.split()} == \
        grammar_words(grammar)
    rng = random.Random(15)
    for _ in range(400):
        sentence = _sentence(grammar, rng)
        assert grammar.accepts(sentence), sentence
        words = sentence.split()
        assert words[0] in starts, sentence
        assert set(zip(words, words[1:], strict=False)) <= pairs, sentence
    # Few phrases: not the 600 000 sentences of the English pairs alone.
    assert len(phrases) < 20_000


def test_the_phrase_list_has_the_commands_a_player_says() -> None:
    phrases = phrase_list(spoken_grammar("en"))
    pairs = {pair for phrase in phrases
             for pair in zip(phrase.split(), phrase.split()[1:], strict=False)}
    for said in ("play seven of spades", "bottom row card three", "pair six of hearts and "
                 "seven of clubs", "look waste", "third row",
                 "help hint", "new game daily"):
        words = said.split()
        assert set(zip(words, words[1:], strict=False)) <= pairs, said
    for spec in COMMANDS:  # a command said alone is a phrase of its own
        if not spec.arg_required and spoken(spec.words["en"]):
            assert spoken(spec.words["en"])[0] in phrases, spec.name


def test_the_phrase_list_keeps_to_the_words_the_model_knows() -> None:
    known = {"play", "draw", "undo", "row", "card", "seven", "of", "spades", "hearts"}
    grammar = spoken_grammar("en", known.__contains__)
    phrases = phrase_list(grammar)
    assert {"draw", "undo", "seven of hearts", UNKNOWN} <= set(phrases)
    assert all(set(phrase.split()) <= known for phrase in phrases[:-1])
    assert all(grammar.accepts(phrase) for phrase in phrases[:-1])


def test_covering_sentences_refuse_a_rule_that_refers_to_itself() -> None:
    with pytest.raises(ValueError, match="refers to itself"):
        covering_sentences(SpokenGrammar("loop", {"command": ("go <command>",)}))


def _symbol_table(words: list[str]) -> bytes:
    def text(value: str) -> bytes:
        data = value.encode()
        return struct.pack("<i", len(data)) + data
    body = b"".join(text(word) + struct.pack("<q", key) for key, word in enumerate(words))
    return (struct.pack("<i", 2125658996) + text("words.txt")
            + struct.pack("<qq", len(words), len(words)) + body)


def test_the_model_words_come_from_words_txt_or_the_graph(tmp_path: Path) -> None:
    big = tmp_path / "big"
    (big / "graph").mkdir(parents=True)
    (big / "graph" / "words.txt").write_text("<eps> 0\nplay 1\nsedam 2\n", encoding="utf-8")
    assert model_words(big) == {"<eps>", "play", "sedam"}
    # A small model keeps them in the symbol table at the head of graph/Gr.fst
    # (checked by hand on a real small model: 503 352 words read in 1 s).
    small = tmp_path / "small"
    (small / "graph").mkdir(parents=True)
    header = struct.pack("<i", 2125659606)
    for name in ("ngram", "standard"):
        header += struct.pack("<i", len(name)) + name.encode()
    header += struct.pack("<ii", 4, 3) + struct.pack("<qqqq", 0, 0, 1, 0)
    words = ["<eps>", "العب", "igraj", "draw"]
    (small / "graph" / "Gr.fst").write_bytes(header + _symbol_table(words) + b"\0" * 100)
    assert model_words(small) == set(words)
    (small / "graph" / "Gr.fst").write_bytes(b"junk")
    assert model_words(small) is None
    assert model_words(tmp_path / "none") is None


# ---------------------------------------------------------------- with a real model


def _real_model(variable: str) -> tuple[Path, str]:
    value = os.environ.get(variable)
    if not value:
        pytest.skip(f"no model given: set {variable} to a model folder "
                    f"({variable}_LANG: its language, en by default)")
    return Path(value), os.environ.get(f"{variable}_LANG", "en")


def _spoken_commands(lang: str) -> list[str]:
    """A few commands of ``lang`` as a player says them."""
    def head(name: str) -> str:
        return spoken(next(spec for spec in COMMANDS if spec.name == name).words[lang])[0]
    cards = card_names(lang)
    return [head("draw"), head("undo"), head("board"), head("hint"),
            f"{head('play')} {cards[6 * 4]}", f"{head('play')} {cards[12 * 4 + 1]}"]


@pytest.mark.parametrize("engine", ["vosk", "whisper"])
def test_a_real_model_hears_commands(engine: str, tmp_path: Path) -> None:
    from tripeaks_a11y.listen.corpus import missing_tools, synthesize
    model, lang = _real_model(f"TRIPEAKS_A11Y_{engine.upper()}_MODEL")
    if missing_tools():
        pytest.skip(f"not installed: {' '.join(missing_tools())}")
    recognizer = recognizer_for(engine, lang, model)
    assert recognizer.recognize(bytes(2 * SAMPLE_RATE), SAMPLE_RATE) is None
    right = 0
    said = _spoken_commands(lang)
    for index, text in enumerate(said):
        audio = synthesize(text, tmp_path, voice=language(lang).espeak_voice,
                           name=f"c{index}")
        heard = recognizer.recognize(audio, SAMPLE_RATE)
        if heard is None:
            continue
        assert 0.0 <= heard.confidence <= 1.0
        try:
            right += parse(heard.text, lang=lang) == parse(text, lang=lang)
        except ParseError:
            pytest.fail(f"{engine} heard {heard.text!r}, which is not a command")
    assert right >= len(said) // 2, f"{right} of {len(said)} heard as said"
