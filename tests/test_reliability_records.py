"""Bad records data never stops a game (issue 14, point 6).

Each case runs the real program (``python -m tripeaks_a11y``, script mode
with ``--data-dir``, where games are recorded) against a real broken store:
a damaged file, one from a newer version, one locked by another process,
one on a read-only file system or a full one (small tmpfs mounts, where the
tests may mount: as root; else those cases are skipped, and a file-size
limit stands in for the full disk). The player gets one sentence in the
interface language, the game is played to its end, and nothing is printed on
stderr: no traceback, ever.
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.records import RecordStore, records_path
from tripeaks_a11y.records.store import APPLICATION_ID

HANG = 60.0
MOVES = "draw\ndraw\nundo\nscore\n"


class Played:
    """What a game printed: ``texts``, the text of every answer line (``--jsonl``)."""

    def __init__(self, stdout: str) -> None:
        self.lines = [json.loads(line) for line in stdout.splitlines()]
        self.texts = [str(line["text"]) for line in self.lines]

    def count(self, text: str) -> int:
        return self.texts.count(text)

    def errors(self) -> list[str]:
        return [str(line["text"]) for line in self.lines if line["event"] == "error"]


def _command(folder: Path, lang: str) -> list[str]:
    return [sys.executable, "-m", "tripeaks_a11y", "--game", "TP1-E-AAAAAAB", "--lang", lang,
            "--jsonl", "--data-dir", str(folder)]


def _env() -> dict[str, str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    env.pop("TRIPEAKS_A11Y_SPEECH_SINK", None)
    return env


def _play(folder: Path, lang: str = "en", moves: str = MOVES, **popen: object) -> Played:
    if popen:  # the child's own limits (preexec_fn): a process is the point
        done = subprocess.run(_command(folder, lang), input=moves, capture_output=True,
                              text=True, env=_env(), timeout=HANG, check=False,
                              **popen)  # type: ignore[call-overload]
    else:
        done = run_main(_command(folder, lang)[3:], moves, _env())
    assert done.returncode == 0 and done.stderr == "", done.stderr
    played = Played(done.stdout)
    assert played.texts[-1] == t(lang, "score", score=499, moves=2, count=28)  # it went on
    assert len(played.errors()) <= 1  # one sentence, once
    return played


def _rows(folder: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(records_path(folder)) as connection:
        return connection.execute("SELECT player, result, moves FROM games").fetchall()


def _off(lang: str, problem: str, path: Path) -> str:
    return t(lang, "saving-off", problem=problem, path=str(path))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_damaged_file_is_kept_aside_and_a_new_store_started(tmp_path: Path,
                                                             lang: str) -> None:
    path = records_path(tmp_path)
    damaged = b"SQLite format 3\x00" + os.urandom(8000)
    path.write_bytes(damaged)
    done = _play(tmp_path, lang)
    kept = tmp_path / "records.sqlite3.broken"
    assert done.count(t(lang, "saving-kept", path=str(kept))) == 1
    assert kept.read_bytes() == damaged
    assert len(_rows(tmp_path)) == 1  # the new store records this game
    # Damaged again: the first copy is not overwritten.
    path.write_bytes(b"garbage" * 500)
    done = _play(tmp_path, lang)
    assert done.count(t(lang, "saving-kept", path=str(tmp_path / "records.sqlite3.broken-2"))) \
        == 1
    assert kept.read_bytes() == damaged


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_store_from_a_newer_version_is_left_alone(tmp_path: Path, lang: str) -> None:
    path = records_path(tmp_path)
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        connection.execute("PRAGMA user_version = 99")
        connection.execute("CREATE TABLE future (x)")
    before = path.read_bytes()
    done = _play(tmp_path, lang)
    assert done.count(_off(lang, "newer", path)) == 1
    assert path.read_bytes() == before


HOLDER = textwrap.dedent("""\
    import sqlite3, sys, time
    connection = sqlite3.connect(sys.argv[1], isolation_level=None)
    connection.execute("BEGIN EXCLUSIVE")
    print("locked", flush=True)
    time.sleep(float(sys.argv[2]))
    """)


def test_a_store_locked_for_the_whole_game_is_waited_for_not_turned_off(tmp_path: Path) -> None:
    path = records_path(tmp_path)
    RecordStore.open(path).close()
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), "30"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
        started = time.monotonic()
        done = _play(tmp_path, "hr")
        assert time.monotonic() - started < 20  # short waits, not one long one per move
        assert done.errors() == [t("hr", "saving-waiting", path=str(path))]
    finally:
        holder.kill()
        holder.wait()
    assert _rows(tmp_path) == []  # held for longer than the game and its end's wait


@contextlib.contextmanager
def _tmpfs(folder: Path, size: str) -> Iterator[Path]:
    folder.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}",
                                            "tmpfs", str(folder)],
                                           capture_output=True, check=False).returncode:
        pytest.skip("cannot mount a tmpfs here (not root)")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_read_only_store_turns_records_off(tmp_path: Path, lang: str) -> None:
    with _tmpfs(tmp_path / "ro", "1m") as folder:
        RecordStore.open(records_path(folder)).close()
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        done = _play(folder, lang)
        assert done.count(_off(lang, "read-only", records_path(folder))) == 1
    with _tmpfs(tmp_path / "empty", "1m") as folder:  # no store yet, and none can be made
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        done = _play(folder / "sub", lang)
        assert done.count(_off(lang, "read-only", records_path(folder / "sub"))) == 1


@pytest.mark.parametrize("lang", ["en", "hr"])
def test_a_full_disk_turns_records_off(tmp_path: Path, lang: str) -> None:
    with _tmpfs(tmp_path / "full", "256k") as folder:
        path = records_path(folder)
        RecordStore.open(path).close()
        _fill(folder)
        done = _play(folder, lang)
        assert done.count(_off(lang, "full", path)) == 1
        (folder / "filler").unlink()
        with sqlite3.connect(path) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


@pytest.mark.parametrize("lang", ["ar", "hr"])
def test_a_disk_that_fills_up_during_the_game_turns_records_off(tmp_path: Path,
                                                               lang: str) -> None:
    with _tmpfs(tmp_path / "full", "512k") as folder:
        path = records_path(folder)
        game = subprocess.Popen(_command(folder, lang), stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=_env())
        assert game.stdin is not None and game.stdout is not None
        game.stdin.write("draw\n")
        game.stdin.flush()
        for _ in range(10):  # the welcome, the board, the draw's answer
            if '"drawn"' in game.stdout.readline():
                break
        assert len(_rows(folder)) == 1  # recorded so far
        _fill(folder)
        out, err = game.communicate("draw\n" * 20 + "undo\n" * 19 + "score\n", timeout=HANG)
        assert game.returncode == 0 and err == ""
        played = Played(out)
        assert played.errors() == [_off(lang, "full", path)]
        assert played.texts[-1] == t(lang, "score", score=498, moves=21, count=28)
        (folder / "filler").unlink()
        with sqlite3.connect(path) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def _fill(folder: Path) -> None:
    with contextlib.suppress(OSError), (folder / "filler").open("wb") as filler:
        while True:
            filler.write(b"x" * 4096)
            filler.flush()


def _small_files() -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))
    import signal

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)


def test_a_file_size_limit_turns_records_off_quietly(tmp_path: Path) -> None:
    RecordStore.open(records_path(tmp_path)).close()
    moves = "draw\n" * 23 + "undo\n" * 23 + "draw\n" * 23 + "undo\n" * 22 + "new\nyes\n" + MOVES
    done = _play(tmp_path, moves=moves, preexec_fn=_small_files)
    assert done.errors() in ([_off("en", "full", records_path(tmp_path))],
                             [_off("en", "other", records_path(tmp_path))])


def test_a_folder_in_the_way_is_told_once(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    done = _play(tmp_path / "file" / "data", "ar")
    assert done.count(_off("ar", "read-only", records_path(tmp_path / "file" / "data"))) \
        == 1
