"""Spoken commands heard from real audio (issue 15, listen.recognizer, ``listen``).

The audio is made here with espeak-ng and sox (``listen.corpus``) and cut
into utterances as the game cuts the microphone's (``listen.segmenter``).
Whatever is heard is a whole sentence of the grammar, with a confidence
from 0 to 1; it goes through ``commands.parse`` like typed text.
"""

from __future__ import annotations

import math
import os
import random
import subprocess
from pathlib import Path

import pytest
from conftest import run_main, run_process

from tripeaks_a11y.commands import ParseError, parse
from tripeaks_a11y.i18n import t
from tripeaks_a11y.listen import (
    SAMPLE_RATE,
    PocketsphinxRecognizer,
    Recognition,
    RecognizerError,
    pocketsphinx_recognizer,
)
from tripeaks_a11y.listen.corpus import NON_COMMANDS, missing_tools, synthesize, write_wav
from tripeaks_a11y.listen.segmenter import utterances

pytestmark = pytest.mark.skipif(bool(missing_tools()),
                                reason=f"not installed: {' '.join(missing_tools())}")

COMMANDS = ("play king of hearts", "draw", "undo", "redo", "row four", "board",
            "play row four card two", "yes")
"""Commands heard right in both test voices (measured; the benchmark has the rest)."""

VOICES = ("en-us+m3", "en-gb+f2")


def _heard(recognizer: PocketsphinxRecognizer, samples: bytes) -> list[Recognition]:
    """What the recogniser hears in each utterance the segmenter finds."""
    chunks = [samples[i:i + 3200] for i in range(0, len(samples), 3200)]
    out = []
    for utterance in utterances(chunks, SAMPLE_RATE):
        heard = recognizer.recognize(utterance.samples, SAMPLE_RATE)
        if heard is not None:
            out.append(heard)
    return out


def _command(text: str) -> object:
    try:
        return parse(text)
    except ParseError:
        return None


@pytest.fixture(scope="module")
def recognizer() -> PocketsphinxRecognizer:
    return pocketsphinx_recognizer("en")


@pytest.fixture(scope="module")
def said(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], bytes]:
    folder = tmp_path_factory.mktemp("said")
    return {(voice, text): synthesize(text, folder, voice=voice, snr=35)
            for voice in VOICES for text in (*COMMANDS, *NON_COMMANDS["en"][:4])}


def test_commands_are_heard_exactly_and_never_as_another(
        recognizer: PocketsphinxRecognizer, said: dict[tuple[str, str], bytes]) -> None:
    misses = []
    for voice in VOICES:
        for text in COMMANDS:
            heard = _heard(recognizer, said[voice, text])
            for recognition in heard:
                assert recognizer.grammar.accepts(recognition.text)
                assert 0.0 <= recognition.confidence <= 1.0
                assert _command(recognition.text) in (None, parse(text)), (voice, text, heard)
            if [_command(r.text) for r in heard] != [parse(text)]:
                misses.append((voice, text, heard))
    assert len(misses) <= 2, misses


def test_everyday_speech_is_no_command(recognizer: PocketsphinxRecognizer,
                                       said: dict[tuple[str, str], bytes]) -> None:
    for voice in VOICES:
        for text in NON_COMMANDS["en"][:4]:
            for recognition in _heard(recognizer, said[voice, text]):
                assert not recognition.certain, (voice, text, recognition)


def test_a_command_heard_right_is_surer_than_noise_or_chatter(
        recognizer: PocketsphinxRecognizer, said: dict[tuple[str, str], bytes]) -> None:
    right = [r.confidence for text in ("draw", "row four", "undo")
             for r in _heard(recognizer, said["en-us+m3", text])]
    rng = random.Random(1)
    noise = bytes(rng.getrandbits(8) for _ in range(2 * SAMPLE_RATE))
    garbage = [recognizer.recognize(noise, SAMPLE_RATE)]
    garbage += [r for text in NON_COMMANDS["en"][:4] for r in _heard(recognizer, said[
        "en-us+m3", text])]
    worst_right = min(right)
    for recognition in garbage:
        assert recognition is None or recognition.confidence < worst_right, recognition


def test_streaming_hears_what_one_whole_utterance_does(
        said: dict[tuple[str, str], bytes]) -> None:
    whole, streamed = pocketsphinx_recognizer("en"), pocketsphinx_recognizer("en")
    for text in ("play king of hearts", "row four"):
        samples = said["en-gb+f2", text]
        expected = whole.recognize(samples, SAMPLE_RATE)
        streamed.begin()
        for start in range(0, len(samples), 999):  # odd sizes: a byte carried over
            streamed.feed(samples[start:start + 999])
        heard = streamed.end()
        assert expected is not None and heard is not None
        # The same words; the scores differ by rounding where the audio was cut.
        assert heard.text == expected.text
        assert heard.confidence == pytest.approx(expected.confidence, abs=0.02)
    assert streamed.lang == "en"
    assert streamed.end() is None  # no utterance open


def test_other_rates_are_refused(recognizer: PocketsphinxRecognizer) -> None:
    with pytest.raises(RecognizerError, match=r"^rate \(rate=8000\)$"):
        recognizer.recognize(bytes(8000), 8000)


def test_silence_is_not_heard(recognizer: PocketsphinxRecognizer) -> None:
    assert recognizer.recognize(bytes(2 * SAMPLE_RATE), SAMPLE_RATE) is None


def test_croatian_and_arabic_use_pronunciations_and_other_languages_are_refused() -> None:
    for lang, word in (("hr", "ploča"), ("ar", "اسحب")):
        recognizer = pocketsphinx_recognizer(lang)
        assert recognizer.lang == lang
        assert word in recognizer.grammar.words()
    with pytest.raises(RecognizerError, match=r"^no-language \(language=de\)$"):
        pocketsphinx_recognizer("de")


def _program(*args: str, env: dict[str, str] | None = None,
             process: bool = False) -> subprocess.CompletedProcess[str]:
    return (run_process if process else run_main)(args, "", env)


def test_the_listen_command_prints_what_it_heard_and_the_command(tmp_path: Path) -> None:
    synthesize("redo", tmp_path, name="redo")
    result = _program("listen", "--wav", str(tmp_path / "redo.wav"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["heard: redo", "command: redo"]


def test_the_listen_command_says_when_nothing_was_heard(tmp_path: Path) -> None:
    path = tmp_path / "quiet.wav"
    write_wav(path, bytes(2 * SAMPLE_RATE))
    result = _program("listen", "--wav", str(path))
    assert result.returncode == 1
    assert result.stderr == t("en", "heard-none", reason="silence") + "\n"  # "Nothing heard."


def test_without_pocketsphinx_one_sentence_and_no_traceback(tmp_path: Path) -> None:
    # A folder first on the path whose pocketsphinx cannot be imported.
    (tmp_path / "pocketsphinx").mkdir()
    (tmp_path / "pocketsphinx" / "__init__.py").write_text("raise ImportError('absent')\n")
    synthesize("redo", tmp_path, name="redo")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(tmp_path), *filter(None, [os.environ.get("PYTHONPATH")])])}
    result = _program("listen", "--wav", str(tmp_path / "redo.wav"), env=env, process=True)
    assert result.returncode == 1
    # The voice extra missing: how to add it, in one sentence (issue 28 point 3).
    assert result.stderr == t("en", "voice-extra-missing") + "\n"
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_the_listen_command_refuses_a_missing_or_broken_file(tmp_path: Path) -> None:
    for content in (None, b"not a wav file"):
        path = tmp_path / "input.wav"
        path.unlink(missing_ok=True)
        if content is not None:
            path.write_bytes(content)
        result = _program("listen", "--wav", str(path))
        assert result.returncode == 1
        assert result.stderr.count("\n") == 1 and "input.wav" in result.stderr
        assert "Traceback" not in result.stderr


def test_commands_with_words_the_english_dictionary_lacks_are_heard(tmp_path: Path) -> None:
    recognizer = pocketsphinx_recognizer("en")
    for text in ("verbosity brief", "earcons on", "voice engine vosk"):
        assert recognizer.grammar.accepts(text), text
    heard = _heard(recognizer, synthesize("verbosity brief", tmp_path, voice="en-us+m3", snr=35))
    assert [_command(r.text) for r in heard] == [parse("verbosity brief")]


class _Segment:
    """One segment as pocketsphinx's ``seg()`` gives it."""

    def __init__(self, word: str, first: int, last: int, score: float, prob: float = 1.0) -> None:
        self.word, self.start_frame, self.end_frame = word, first, last
        self.ascore, self.prob = math.exp(score / 1e4), prob


class _Search:
    """A decoder that has just decoded one utterance into ``segments``."""

    def __init__(self, text: str, segments: list[_Segment]) -> None:
        self.hypstr, self.segments = text, segments

    def start_utt(self) -> None: ...
    def process_raw(self, data: bytes, no_search: bool = False, full_utt: bool = False) -> int:
        return 0
    def end_utt(self) -> None: ...
    def hyp(self) -> object:
        return self
    def seg(self) -> list[_Segment]:
        return self.segments


def _decoded(margins: tuple[float, float], prob: float = 1.0) -> Recognition | None:
    """"row five" decoded in two words of 20 frames each, each ``margins[i]`` (per
    frame, 1e-4 nat) better than the phone loop's -100 per frame over the same frames."""
    words = [_Segment(word, 20 * i, 20 * i + 19, 1024 * 20 * (-100 + margin), prob)
             for i, (word, margin) in enumerate(zip(("row", "five"), margins, strict=True))]
    phones = [_Segment("AH", 20 * i, 20 * i + 19, -2000) for i in range(2)]
    grammar = pocketsphinx_recognizer("en").grammar
    recognizer = PocketsphinxRecognizer(_Search("row five", words), _Search("", phones),
                                        grammar, "en")
    return recognizer.recognize(b"\0\0" * 160, SAMPLE_RATE)


def test_a_move_is_certain_only_when_every_word_is() -> None:
    sure = _decoded((-7.5, -7.5))
    assert sure is not None and sure.certain
    one_word_doubtful = _decoded((10.0, -25.0))  # the same average over the utterance
    assert one_word_doubtful is not None and not one_word_doubtful.certain
    assert one_word_doubtful.confidence == pytest.approx(sure.confidence)
    assert _decoded((-7.5, -7.5), prob=0.5) is not None
    assert not _decoded((-7.5, -7.5), prob=0.5).certain  # type: ignore[union-attr]
