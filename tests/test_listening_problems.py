"""Why listening stopped is told in the player's language, from the catalogs (issue 30 item 6).

The listening layer gives a kind (``listen.problems.PROBLEMS``) and its values;
the announcer words it (``listening-problem-KIND``). Every kind, in Arabic and
Croatian, is checked for English words (those of the English sentences, less
the names and commands that stay as they are), and so are the answers of the
real program: a microphone this machine has not, a voice-input file that is
no WAV file, ``listen --wav`` with a model that is not there.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.languages import FALLBACK, LANGUAGES
from tripeaks_a11y.listen.audio import AudioError, microphone_source
from tripeaks_a11y.listen.problems import PROBLEMS, ListeningError
from tripeaks_a11y.listen.recognizer import RecognizerError

OTHERS = [lang for lang in LANGUAGES if lang != FALLBACK]

SAMPLES: dict[str, str | int] = {
    "detail": "Q", "name": "notes.wav", "bits": 32, "rate": 8000, "channels": 2,
    "engine": "Vosk", "choices": "pocketsphinx, vosk, whisper", "language": "de",
    "install": "pip install 'tripeaks-a11y[vosk]'", "path": "/models/small", "files": "model.bin",
    "module": "sounddevice", "word": "sevens", "megabytes": 256,
}
"""A value for each name a kind may have."""

_KEPT_WORDS = """
    sox portaudio sudo apt install libportaudio2 pip tripeaks a11y vosk whisper faster small
    systran hugging face alphacephei com models voice model path out wav pcm in zip en hz bit
    pocketsphinx sounddevice bin notes q de b c r program listen enrol lang words id from sevens
    get tiny base ctranslate2 mb
"""
KEPT = frozenset(_KEPT_WORDS.split())
"""Names, commands and values that stay as they are in every language (lower case)."""

_WORD = re.compile(r"[^\W\d_]\w*")


def english_words() -> frozenset[str]:
    """The English words of every English ``listening-problem-*`` sentence, names and
    commands left out."""
    words = Announcer(FALLBACK).listening
    found: set[str] = set()
    for kind, names in PROBLEMS.items():
        text = words.problem(kind, {name: SAMPLES[name] for name in names})
        found.update(word.lower() for word in _WORD.findall(text))
    return frozenset(found - KEPT)


def english_in(text: str, *, but: str = "") -> set[str]:
    """The English words of ``text``, ``but`` (a path the player gave) taken out first."""
    text = text.replace(but, " ") if but else text
    return {word for word in _WORD.findall(text) if word.lower() in english_words()}


def test_the_check_knows_english_when_it_sees_it() -> None:
    assert {"microphone", "found", "the", "cannot", "read"} <= english_words()
    assert english_in("توقف الاستماع: No microphone was found.") == {
        "No", "microphone", "was", "found"}


@pytest.mark.parametrize("lang", OTHERS)
def test_every_kind_is_told_without_english(lang: str) -> None:
    words = Announcer(lang).listening
    for kind, names in PROBLEMS.items():
        values = {name: SAMPLES[name] for name in names}
        said = words.listening_failed(kind, values).text
        assert not english_in(said), (kind, said)
        for value in values.values():  # the facts are all there
            assert str(value) in said, (kind, value, said)


def test_every_kind_can_be_raised_and_only_those() -> None:
    for kind, names in PROBLEMS.items():
        error = RecognizerError(kind, **{name: SAMPLES[name] for name in names})
        assert isinstance(error, ListeningError) and error.kind == kind
    with pytest.raises(ValueError):
        AudioError("no-microphone", name="x")
    with pytest.raises(ValueError):
        AudioError("no such kind")


def test_outside_words_are_made_safe() -> None:
    error = AudioError("sound-system", detail="\x1b]0;title\x07" + "x" * 500)
    said = Announcer("hr").listening.problem(error.kind, error.values)
    assert "\x1b" not in said and "\x07" not in said and len(said) < 260


# ----- the real program ------------------------------------------------------


def _no_microphone() -> bool:
    try:
        microphone_source().close()
    except AudioError:
        return True
    return False


@pytest.mark.parametrize("lang", OTHERS)
def test_no_microphone_is_told_in_the_language(lang: str) -> None:
    if not _no_microphone():
        pytest.skip("this machine has a microphone")
    done = run_main(["--lang", lang, "--listen", "--voice-engine", "pocketsphinx", "--speech",
                     "none"], "score\n")
    assert done.returncode == 0, done.stderr
    told = [line for line in done.stdout.splitlines() if "PortAudio" in line
            or Announcer(lang).listening.problem("no-microphone", {}) in line
            or "sounddevice" in line]
    assert len(told) == 1, done.stdout
    assert not english_in(told[0]), told


@pytest.mark.parametrize("lang", OTHERS)
def test_a_bad_voice_input_file_is_told_in_the_language(lang: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad.wav"
    bad.write_text("no sound here", encoding="utf-8")
    done = run_main(["--lang", lang, "--voice-input", str(bad)], "board\n")
    assert done.returncode == 2
    assert "bad.wav" in done.stderr and not english_in(done.stderr), done.stderr
    done = run_main(["--lang", lang, "--voice-input", str(tmp_path / "gone")], "board\n")
    assert "gone" in done.stderr and not english_in(done.stderr, but="gone"), done.stderr


@pytest.mark.parametrize("lang", OTHERS)
def test_listen_wav_tells_its_problems_in_the_language(lang: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad.wav"
    bad.write_bytes(b"RIFF")
    for args in (["--wav", str(bad)], ["--wav", str(tmp_path / "none.wav")]):
        done = run_main(["listen", "--lang", lang, *args])
        assert done.returncode == 1
        assert done.stderr.strip() and not english_in(done.stderr, but=args[1]), done.stderr


def _refused_in_a_worker(kind: str) -> None:
    """Raised in a worker process, as a recogniser or microphone fails there."""
    from tripeaks_a11y.listen.extra import VoiceExtraMissing

    if kind == "extra-missing":
        raise VoiceExtraMissing("pocketsphinx")
    raise RecognizerError(kind, engine="Whisper", path="/models/tiny.en")


@pytest.mark.parametrize("kind", ["no-model", "extra-missing"])
def test_a_listening_error_in_a_worker_process_reaches_the_parent_as_itself(kind: str) -> None:
    """``stats --jobs`` and the benchmarks run recognisers in process pools: the
    error came back as "TypeError: __init__() takes 2 positional arguments"."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from tripeaks_a11y.listen.extra import VoiceExtraMissing

    spawned = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(1, mp_context=spawned) as pool, \
            pytest.raises(RecognizerError) as raised:
        pool.submit(_refused_in_a_worker, kind).result(timeout=120)
    error = raised.value
    assert error.kind == kind
    if kind == "extra-missing":
        assert isinstance(error, VoiceExtraMissing) and isinstance(error, AudioError)
        assert error.module == "pocketsphinx" and error.values == {"module": "pocketsphinx"}
    else:
        assert type(error) is RecognizerError
        assert error.values == {"engine": "Whisper", "path": "/models/tiny.en"}
    assert str(error) == str(_caught(kind))


def _caught(kind: str) -> Exception:
    try:
        _refused_in_a_worker(kind)
    except Exception as error:  # the same error raised here, for its text
        return error
    raise AssertionError("not raised")
