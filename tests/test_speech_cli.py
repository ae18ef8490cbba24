"""Speech wired into the program: --speech choices, notices with the next output, stop, settings.

The own voice writes to a folder (``TRIPEAKS_A11Y_SPEECH_SINK``) so that what
was said can be checked in its log; a screen reader is announced through
``TRIPEAKS_A11Y_SCREEN_READER``; the config folder is a temporary one.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.sanitize import ltr_marked

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed")


def environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("TRIPEAKS_A11Y_SPEECH_SINK", "TRIPEAKS_A11Y_SCREEN_READER")}
    return {**env, "PYTHONIOENCODING": "utf-8",
            "TRIPEAKS_A11Y_CONFIG_DIR": str(tmp_path / "config"), **extra}


def run(args: list[str], stdin: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return run_main(args, stdin, env)


def log_lines(sink: Path) -> list[list[str]]:
    log = sink / "speech.log"
    if not log.exists():
        return []
    return [line.split("\t", 3) for line in log.read_text(encoding="utf-8").splitlines()]


@needs_espeak
def test_script_mode_with_the_own_voice_keeps_every_refusal(tmp_path: Path,
                                                          seed_deal_codes: str) -> None:
    sink = tmp_path / "sink"
    env = environment(tmp_path, TRIPEAKS_A11Y_SPEECH_SINK=str(sink))
    result = run(["--lang", "hr", "--speech", "tts", "--deal", seed_deal_codes],
                 "3S\nKC\n5S\nboard\n", env)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 2 + 1 + 1 + 1 + 1  # welcome, board, refusal, played, refusal, board
    said = [(event, status) for _, event, status, _ in log_lines(sink)]
    assert said.count(("refused", "said")) == 2
    assert ("refused", "cut") not in said


@needs_espeak
def test_stop_in_any_language_silences(tmp_path: Path, seed_deal_codes: str) -> None:
    for word in ("stop", "توقف", "tiho"):
        sink = tmp_path / f"sink-{len(word)}"
        env = environment(tmp_path, TRIPEAKS_A11Y_SPEECH_SINK=str(sink))
        result = run(["--lang", "en", "--speech", "tts", "--deal", seed_deal_codes],
                     f"3S\n{word}\n", env)
        assert result.returncode == 0, result.stderr
        assert ["refused", "said"] not in [line[1:3] for line in log_lines(sink)]


def test_script_mode_is_silent_and_unchanged_by_default(tmp_path: Path,
                                                       seed_deal_codes: str) -> None:
    result = run(["--lang", "en", "--deal", seed_deal_codes], "3S\n",
                 environment(tmp_path, TRIPEAKS_A11Y_SCREEN_READER="none"))
    assert result.returncode == 0
    assert len(result.stdout.splitlines()) == 3  # no speech notice in script mode


def test_a_broken_settings_file_is_reported_once(tmp_path: Path, seed_deal_codes: str) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.toml").write_text("[speech\n", encoding="utf-8")
    env = environment(tmp_path, TRIPEAKS_A11Y_SCREEN_READER="NVDA")
    # At the keyboard the file is read, and its problem told once.
    transcript = _play_and_quit(_spawn(["--lang", "en", "--deal", seed_deal_codes], env), "en")
    assert transcript.lower().count("settings file") == 1
    # Script mode reads no settings at all: nothing to tell.
    result = run(["--lang", "en", "--deal", seed_deal_codes], "board\nboard\n", env)
    assert result.returncode == 0 and "settings file" not in result.stdout.lower()
    assert (config / "settings.toml").read_text(encoding="utf-8") == "[speech\n"


def _spawn(args: list[str], env: dict[str, str]) -> pexpect.spawn:
    env = {**env, "TERM": "dumb"}
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    return pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", *args], env=env,
                         encoding="utf-8", timeout=60, dimensions=(40, 200))


def _play_and_quit(child: pexpect.spawn, lang: str) -> str:
    log = io.StringIO()
    child.logfile_read = log
    child.expect_exact("> ")
    child.sendline("3S")
    child.expect_exact(t(lang, "refused-wrong-rank"))
    child.expect_exact("> ")
    child.sendline("board")
    child.expect_exact("> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    return log.getvalue()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_auto_with_a_screen_reader_says_once_it_stays_text_only(
        tmp_path: Path, lang: str, seed_deal_codes: str) -> None:
    env = environment(tmp_path, TRIPEAKS_A11Y_SCREEN_READER="NVDA")
    child = _spawn(["--lang", lang, "--deal", seed_deal_codes], env)
    # On Linux --speech screen-reader goes to speech-dispatcher, and the notice says so.
    msg_id = ("speech-chose-screen-reader" if sys.platform.startswith("win")
              or sys.platform == "darwin" else "speech-chose-screen-reader-linux")
    notice = ltr_marked(t(lang, msg_id, reader="NVDA"))  # as printed
    child.expect_exact(notice)
    transcript = _play_and_quit(child, lang)
    assert notice not in transcript  # said once, at the start


@needs_espeak
def test_auto_without_a_screen_reader_uses_the_own_voice(tmp_path: Path,
                                                         seed_deal_codes: str) -> None:
    sink = tmp_path / "sink"
    env = environment(tmp_path, TRIPEAKS_A11Y_SCREEN_READER="none",
                      TRIPEAKS_A11Y_SPEECH_SINK=str(sink))
    child = _spawn(["--lang", "ar", "--deal", seed_deal_codes], env)
    child.expect_exact(ltr_marked(t("ar", "speech-chose-tts")))  # as printed
    _play_and_quit(child, "ar")
    said = [(event, status) for _, event, status, _ in log_lines(sink)]
    assert ("refused", "said") in said


def test_a_saved_choice_is_used_without_a_notice(tmp_path: Path, seed_deal_codes: str) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.toml").write_text('[speech]\noutput = "none"\n', encoding="utf-8")
    env = environment(tmp_path, TRIPEAKS_A11Y_SCREEN_READER="NVDA")
    child = _spawn(["--lang", "en", "--deal", seed_deal_codes], env)
    transcript = _play_and_quit(child, "en")
    assert "Speech:" not in transcript


def test_speech_choices_on_the_command_line(tmp_path: Path) -> None:
    result = run(["--speech", "loud"], "", environment(tmp_path))
    assert result.returncode == 2
    for choice in ("auto", "tts", "screen-reader", "none"):
        assert choice in result.stderr


@needs_espeak
def test_repeat_says_the_last_answer_again(tmp_path: Path, seed_deal_codes: str) -> None:
    sink = tmp_path / "sink"
    env = environment(tmp_path, TRIPEAKS_A11Y_SPEECH_SINK=str(sink))
    result = run(["--lang", "ar", "--speech", "tts", "--deal", seed_deal_codes],
                 "3S\nكرر\n", env)
    assert result.returncode == 0, result.stderr
    said = [text for _, event, status, text in log_lines(sink)
            if event == "refused" and status == "said"]
    assert len(said) == 2 and said[0] == said[1]
