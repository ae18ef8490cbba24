"""Settings files a long life brings never crash the game nor vanish without a word (issue 32).

Points 2 and 12 and the leftovers of an interrupted save: a valid file
nesting tables or arrays hundreds of levels deep (under 1 KB) starts the real
game, is told once and kept as ``.broken`` only when a setting changes; a
file near the 64 KiB limit is never pushed over it by the game's own save,
and a file that broke after the start is never replaced without a word;
the temporary files of a save killed by ``kill -9`` are removed at the next
start. The game runs in a pseudo-terminal (pexpect), as the player has it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pexpect
import pytest
from test_reliability_settings import _game, _quit

from tripeaks_a11y.i18n import LANGUAGES, t
from tripeaks_a11y.sanitize import ltr_marked
from tripeaks_a11y.settings import MAX_DEPTH, READ_LIMIT, Settings, SettingsProblem, SettingsStore
from tripeaks_a11y.settings.files import LEFTOVER_AGE, clean_leftovers
from tripeaks_a11y.settings.keeper import problem_notice


def _say(child: pexpect.spawn, line: str, answer: str) -> str:
    """All the game printed after ``line``, up to its next prompt (``answer`` among it)."""
    child.sendline(line)
    child.expect_exact(answer)
    said = str(child.before) + answer
    child.expect_exact("> ")
    return said + str(child.before)


def _nested(kind: str, levels: int) -> bytes:
    if kind == "arrays":
        return b'lang = "hr"\nx = ' + b"[" * levels + b"]" * levels + b"\n"
    return b'lang = "hr"\nx = ' + b"{a=" * levels + b"1" + b"}" * levels + b"\n"


@pytest.mark.parametrize(("kind", "levels", "lang"), [
    ("arrays", 350, "en"), ("tables", 450, "ar"), ("arrays", 499, "hr"),
    ("tables", 500, "en"), ("arrays", 1000, "hr"), ("tables", MAX_DEPTH + 1, "en")])
def test_a_deeply_nested_file_starts_the_game_is_told_once_and_kept(
        tmp_path: Path, kind: str, levels: int, lang: str) -> None:
    config = tmp_path / "config"
    config.mkdir()
    path = config / "settings.toml"
    original = _nested(kind, levels)
    assert len(original) < 8 * 1024
    path.write_bytes(original)
    child = _game(config, lang)
    notice = ltr_marked(problem_notice(lang, path, SettingsProblem("nesting")))
    assert notice in str(child.before)
    assert "Traceback" not in str(child.before)
    transcript = _say(child, "volume 40", t(lang, "speech-volume", volume=40))
    assert notice not in transcript and "Traceback" not in transcript
    _quit(child)
    assert (config / "settings.toml.broken").read_bytes() == original  # kept for the player
    assert path.read_text(encoding="utf-8") == "[speech]\nvolume = 40\n"


def test_a_file_nested_as_deep_as_allowed_is_read_and_merged(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    # x's inline tables and the key itself: MAX_DEPTH levels of tables in all.
    path.write_bytes(_nested("tables", MAX_DEPTH - 1))
    store = SettingsStore(path)
    assert store.load().lang == "hr" and store.problem is None
    assert store.save(replace(store.load(), volume=40)) is None
    assert SettingsStore(path).load().volume == 40
    assert b"{a={a=" in path.read_bytes() and not (tmp_path / "settings.toml.broken").exists()


def _near_the_limit(path: Path) -> bytes:
    filler = b"# my own notes, kept: " + b"x" * 70 + b"\n"
    body = b'lang = "en"\n'
    while len(body) + len(filler) < READ_LIMIT - 10:
        body += filler
    body += b"#" + b"y" * (READ_LIMIT - 10 - len(body)) + b"\n"  # 9 bytes short of the limit
    path.write_bytes(body)
    return body


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_save_never_pushes_a_file_over_the_limit_nor_moves_it_aside(tmp_path: Path,
                                                                     lang: str) -> None:
    config = tmp_path / "config"
    config.mkdir()
    path = config / "settings.toml"
    original = _near_the_limit(path)
    child = _game(config, lang)
    notice = ltr_marked(problem_notice(lang, path, SettingsProblem("unwritable",
                                                                   reason="too-big")))
    transcript = _say(child, "volume 40", t(lang, "speech-volume", volume=40))
    transcript += _say(child, "rate 150", t(lang, "speech-rate", rate=150))
    transcript += _say(child, "volume 50", t(lang, "speech-volume", volume=50))
    assert transcript.count(notice) == 1  # one sentence, once: the settings hold until quit
    _quit(child)
    assert path.read_bytes() == original
    assert sorted(p.name for p in config.iterdir()) == ["settings.toml"]


def test_a_file_broken_after_the_start_is_left_as_it_is_with_a_word(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("# mine\n[speech]\nrate = 300\n", encoding="utf-8")
    store = SettingsStore(path)
    settings = store.load()
    assert store.problem is None
    broken = b"# mine, half edited\n[speech\nrate = 300\n"
    path.write_bytes(broken)  # another program (an editor) breaks it meanwhile
    assert store.save(replace(settings, volume=40)) == SettingsProblem("unwritable",
                                                                       reason="changed")
    assert path.read_bytes() == broken and not (tmp_path / "settings.toml.broken").exists()
    # The next start tells what is wrong, and then a change keeps it aside.
    again = SettingsStore(path)
    again.load()
    assert again.problem == SettingsProblem("syntax", line=2)
    assert again.save(replace(Settings(), volume=40)) is None
    assert (tmp_path / "settings.toml.broken").read_bytes() == broken


def _dead_pid() -> int:
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(done.stdout)


def test_leftovers_of_a_killed_save_are_removed_at_the_next_start(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    path = config / "settings.toml"
    path.write_text("[speech]\nrate = 150\n", encoding="utf-8")
    dead = _dead_pid()
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        planted = {
            f".settings.toml.{dead}.k2j4h5.tmp": False,  # its game is gone
            f".settings.toml.{dead}.a1b2c3d4e5f6.broken": False,
            f".settings.toml.{sleeper.pid}.q8w7e6.tmp": True,  # another game saving now
            ".settings.toml.z9y8x7w6.tmp": True,  # an older version's, just made
            ".settings.toml.m5n4b3v2.tmp": False,  # an older version's, long ago
            "settings.toml.broken": True,  # the player's kept copy
            ".settings.toml.notes": True,  # not the game's
        }
        for name in planted:
            (config / name).write_text("x = 1\n", encoding="utf-8")
        old = time.time() - LEFTOVER_AGE - 60
        os.utime(config / ".settings.toml.m5n4b3v2.tmp", (old, old))
        child = _game(config)
        _quit(child)
        left = {p.name for p in config.iterdir()}
        assert left == {"settings.toml", *(name for name, kept in planted.items() if kept)}
    finally:
        sleeper.kill()
        sleeper.wait()


def test_a_save_killed_by_kill_9_leaves_nothing_after_the_next_start(tmp_path: Path) -> None:
    """A real ``kill -9`` while saving, as often as it takes to catch one mid-save."""
    path = tmp_path / "settings.toml"
    saver = (
        "import sys\nfrom dataclasses import replace\n"
        "from tripeaks_a11y.settings import SettingsStore\n"
        "store = SettingsStore(__import__('pathlib').Path(sys.argv[1]))\n"
        "settings = store.load()\nprint('ready', flush=True)\n"
        "for volume in range(10**9):\n"
        "    settings = replace(settings, volume=volume % 101)\n"
        "    store.save(settings)\n")
    caught = 0
    for _ in range(8):
        child = subprocess.Popen([sys.executable, "-c", saver, str(path)],
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
        time.sleep(0.3)
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        leftovers = [p for p in tmp_path.iterdir() if p.name.startswith(".settings.toml.")]
        caught += bool(leftovers)
        store = SettingsStore(path)  # as the game's start does
        store.load()
        assert store.problem is None  # the live file is always whole
        assert sorted(store.clean_leftovers()) == sorted(leftovers)
        assert [p for p in tmp_path.iterdir() if p.name.startswith(".")] == []
        if caught >= 2:
            break
    assert clean_leftovers(path) == []
