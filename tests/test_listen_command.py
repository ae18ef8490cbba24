"""``tripeaks-a11y listen --wav FILE --voice-engine E --voice-model PATH`` (issue 15, point 2).

The program as a player runs it: the chosen recogniser, or one line on
standard error saying what is wrong and how to fix it (exit 1), never a
traceback nor the recogniser library's own noise. The file's own problems
and the built-in recogniser's answers are in tests/test_listen_recognize.py.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path

import pytest
from conftest import run_main, run_process

from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen import SAMPLE_RATE
from tripeaks_a11y.listen.corpus import missing_tools, synthesize, write_wav
from tripeaks_a11y.listen.whisper_engine import MODEL_FILES
from tripeaks_a11y.sanitize import ltr_marked

HAVE_VOSK = importlib.util.find_spec("vosk") is not None
HAVE_WHISPER = all(importlib.util.find_spec(name) is not None
                   for name in ("ctranslate2", "tokenizers", "numpy"))


def _program(*args: str, env: dict[str, str] | None = None,
             process: bool = False) -> subprocess.CompletedProcess[str]:
    return (run_process if process else run_main)(["listen", *args], "", env)


@pytest.fixture
def quiet(tmp_path: Path) -> Path:
    """A second of quiet: a WAV file the recogniser takes."""
    path = tmp_path / "quiet.wav"
    write_wav(path, bytes(2 * SAMPLE_RATE))
    return path


def _one_line(result: subprocess.CompletedProcess[str]) -> str:
    """The single line the program wrote on standard error, having failed with 1."""
    assert result.returncode == 1, (result.stdout, result.stderr)
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.endswith("\n"), result.stderr
    assert "Traceback" not in result.stderr
    return result.stderr[:-1]


@pytest.mark.skipif(bool(missing_tools()), reason=f"not installed: {' '.join(missing_tools())}")
def test_the_built_in_engine_by_name(tmp_path: Path) -> None:
    synthesize("redo", tmp_path, name="redo")
    result = _program("--wav", str(tmp_path / "redo.wav"), "--voice-engine", "pocketsphinx")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["heard: redo", "command: redo"]


@pytest.mark.parametrize(("engine", "where", "end"), [
    ("vosk", "download one from alphacephei.com/vosk/models",
     "name its folder with --voice-model PATH."),
    ("whisper", "listen model get tiny.en (English) or base (any language)",
     "Systran/faster-whisper-small from Hugging Face, with --voice-model PATH."),
])
def test_an_engine_without_its_model(quiet: Path, engine: str, where: str, end: str) -> None:
    line = _one_line(_program("--wav", str(quiet), "--voice-engine", engine))
    assert where in line and line.endswith(end)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_model_path_with_nothing_there(quiet: Path, tmp_path: Path, lang: str) -> None:
    absent = tmp_path / "vosk-model-small"
    line = _one_line(_program("--wav", str(quiet), "--lang", lang, "--voice-engine", "vosk",
                              "--voice-model", str(absent)))
    assert line == ltr_marked(t(lang, "listening-problem-no-model", engine="Vosk",
                                path=str(absent)))
    assert (lang == "en") == ("There is no" in line)  # in the language asked for


@pytest.mark.skipif(not HAVE_VOSK, reason="vosk is not installed (scripts/setup.sh installs it)")
def test_a_broken_vosk_model_is_one_line(quiet: Path, tmp_path: Path) -> None:
    model = tmp_path / "model"
    (model / "am").mkdir(parents=True)
    (model / "conf").mkdir()
    (model / "am" / "final.mdl").write_bytes(b"\0" * 64)
    (model / "conf" / "model.conf").write_text("--no-such-option=1\n")
    line = _one_line(_program("--wav", str(quiet), "--voice-engine", "vosk",
                              "--voice-model", str(model)))
    assert line.startswith(f"The Vosk model in {model} cannot be loaded: it is broken")


def test_without_vosk_one_sentence(quiet: Path, tmp_path: Path) -> None:
    # A folder first on the path whose vosk cannot be imported.
    (tmp_path / "shadow" / "vosk").mkdir(parents=True)
    (tmp_path / "shadow" / "vosk" / "__init__.py").write_text("raise ImportError('absent')\n")
    (tmp_path / "model").mkdir()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(tmp_path / "shadow"), *filter(None, [os.environ.get("PYTHONPATH")])])}
    line = _one_line(_program("--wav", str(quiet), "--voice-engine", "vosk",
                              "--voice-model", str(tmp_path / "model"), env=env, process=True))
    assert line == "Vosk is not installed: pip install 'tripeaks-a11y[vosk]'."


def test_whisper_with_a_model_it_cannot_use(quiet: Path, tmp_path: Path) -> None:
    model = tmp_path / "faster-whisper-small"
    model.mkdir()
    for name in MODEL_FILES:
        (model / name).write_bytes(b"not a model")
    line = _one_line(_program("--wav", str(quiet), "--lang", "hr", "--voice-engine", "whisper",
                              "--voice-model", str(model)))
    if HAVE_WHISPER:
        assert line == t("hr", "listening-problem-model-broken-whisper", path=str(model))
    else:  # the real absence: the whisper extra is not installed here
        assert line == "Whisper nije instaliran: pip install 'tripeaks-a11y[whisper]'."


def test_an_unknown_engine_is_a_usage_error(quiet: Path) -> None:
    result = _program("--wav", str(quiet), "--voice-engine", "sphinx3")
    assert result.returncode == 2
    assert "invalid choice: 'sphinx3'" in result.stderr
    assert "pocketsphinx" in result.stderr and "Traceback" not in result.stderr


def test_every_language_of_an_engine_can_be_asked_for() -> None:
    result = _program("--help")
    assert result.returncode == 0
    assert "{en,ar,hr}" in result.stdout and "--voice-engine ENGINE" in result.stdout
    assert "--voice-model PATH" in result.stdout
