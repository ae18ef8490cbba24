"""The records store: its file, schema, versions and writes (issue 14, point 1).

Real SQLite files in temporary folders; the schema is read back from the
file (``sqlite_master``, ``PRAGMA``), as another program would read it.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tripeaks_a11y.records import (
    DATA_ENV,
    SCHEMA_VERSION,
    GameInfo,
    Progress,
    RecordStore,
    StoreError,
    StoreProblem,
    data_dir,
    records_path,
)
from tripeaks_a11y.records.migrations import MIGRATIONS
from tripeaks_a11y.records.store import APPLICATION_ID

INFO = GameInfo(player="sam", kind="tripeaks", rules="easy", variants="", scoring="tripeaks",
                deal=1, code="TP1-E-AAAAAAB", daily=None, started=1000.0)
PROGRESS = Progress(cards_left=20, moves=14, score=486, undos=2, hints=1, seconds=61.5,
                    actions=("draw", "play 18", "undo", "redo", "hint"))


def test_the_data_folder_follows_the_environment(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "here"))
    assert data_dir() == tmp_path / "here"
    assert records_path() == tmp_path / "here" / "records.sqlite3"
    monkeypatch.delenv(DATA_ENV)
    assert data_dir().name == "tripeaks-a11y"  # platformdirs' user data folder


def test_tests_never_touch_the_players_data_folder() -> None:
    assert os.environ[DATA_ENV].startswith(("/tmp", os.environ.get("TMPDIR", "/tmp")))


def test_a_new_store_has_the_schema_its_indexes_wal_and_version(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "records.sqlite3"
    RecordStore.open(path).close()
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 1
        assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        names = {row[0] for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert {"games_unfinished", "games_deal", "games_ended"} <= names
        columns = [row[1] for row in connection.execute("PRAGMA table_info(games)")]
    assert columns == ["id", "player", "kind", "rules", "variants", "scoring", "deal", "code",
                       "daily", "started", "ended", "result", "cards_left", "moves", "score",
                       "undos", "hints", "seconds", "actions"]


def test_a_game_is_written_and_read_back(tmp_path: Path) -> None:
    store = RecordStore.open(tmp_path / "r.sqlite3")
    game_id = store.start_game(INFO, PROGRESS)
    (saved,) = store.unfinished("sam")
    assert (saved.id, saved.info, saved.progress, saved.ended, saved.result) == \
        (game_id, INFO, PROGRESS, None, None)
    later = Progress(cards_left=0, moves=40, score=700, actions=("draw",) * 40)
    store.save_progress(game_id, later)
    assert store.unfinished("sam")[0].progress == later
    store.finish(game_id, "won", later, ended=2000.0)
    assert store.unfinished("sam") == []
    done = store.game(game_id)
    assert done is not None and (done.result, done.ended) == ("won", 2000.0)
    store.save_progress(game_id, PROGRESS)  # a finished game is not changed by a late save
    assert store.game(game_id).progress == later  # type: ignore[union-attr]
    store.reopen(game_id)  # an undo after the win: the win is kept
    assert store.game(game_id).result == "won"  # type: ignore[union-attr]
    store.abandon(game_id, PROGRESS)  # left after the undo: still the win
    store.finish(game_id, "blocked", PROGRESS)  # blocked after the undo: still the win
    assert (store.game(game_id).result, store.game(game_id).progress) == (  # type: ignore[union-attr]
        "won", later)
    again = Progress(cards_left=0, moves=44, score=690)
    store.finish(game_id, "won", again, ended=3000.0)  # won again: the game as it ended
    assert (store.game(game_id).result, store.game(game_id).progress) == (  # type: ignore[union-attr]
        "won", again)
    with pytest.raises(ValueError, match="not a result"):
        store.finish(game_id, "lost", later)
    store.close()


def test_a_blocked_game_undone_goes_on(tmp_path: Path) -> None:
    store = RecordStore.open(tmp_path / "r.sqlite3")
    game_id = store.start_game(INFO, PROGRESS)
    store.finish(game_id, "blocked", PROGRESS)
    store.reopen(game_id)  # an undo after the block: in progress again
    assert store.game(game_id).result is None  # type: ignore[union-attr]
    assert [game.id for game in store.unfinished("sam")] == [game_id]
    store.close()


def test_unfinished_games_are_the_players_newest_first(tmp_path: Path) -> None:
    store = RecordStore.open(tmp_path / "r.sqlite3")
    older = store.start_game(INFO)
    newer = store.start_game(GameInfo(**{**INFO.__dict__, "started": 3000.0}))
    other = store.start_game(GameInfo(**{**INFO.__dict__, "player": "kim"}))
    done = store.start_game(GameInfo(**{**INFO.__dict__, "started": 5000.0}))
    store.abandon(done, PROGRESS)
    assert [game.id for game in store.unfinished("sam")] == [newer, older]
    assert [game.id for game in store.unfinished("kim")] == [other]
    abandoned = store.game(done)
    assert abandoned is not None and abandoned.result == "abandoned"
    assert abandoned.progress == PROGRESS and abandoned.ended is not None


def test_an_explicit_deal_has_no_code_nor_number(tmp_path: Path) -> None:
    store = RecordStore.open(tmp_path / "r.sqlite3")
    info = GameInfo(**{**INFO.__dict__, "deal": None, "code": None, "daily": "2026-12-01"})
    game = store.game(store.start_game(info))
    assert game is not None and game.info == info


def test_another_programs_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE other (x)")  # version 0 with data: not ours (issue 32)
        connection.execute("INSERT INTO other VALUES (1)")
    before = path.read_bytes()
    with pytest.raises(StoreError) as caught:
        RecordStore.open(path)
    assert caught.value.problem is StoreProblem.FOREIGN and caught.value.path == path
    assert path.read_bytes() == before


def test_a_store_of_a_version_before_the_application_id_is_adopted(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    with sqlite3.connect(path) as connection:  # as version 1 of the game wrote it
        MIGRATIONS[0](connection)
        connection.execute("PRAGMA user_version = 1")
    RecordStore.open(path).close()
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert connection.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)


def test_a_newer_store_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        connection.execute("PRAGMA user_version = 7")
    before = path.read_bytes()
    with pytest.raises(StoreError) as caught:
        RecordStore.open(path)
    assert caught.value.problem is StoreProblem.NEWER and caught.value.path == path
    assert path.read_bytes() == before


@pytest.mark.parametrize("content", [b"this is not a database at all" * 100,
                                     b"SQLite format 3\x00" + b"\xff" * 4000])
def test_a_file_that_is_no_store_is_corrupt(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "r.sqlite3"
    path.write_bytes(content)
    with pytest.raises(StoreError) as caught:
        RecordStore.open(path)
    assert caught.value.problem is StoreProblem.CORRUPT
    assert path.read_bytes() == content


@pytest.mark.parametrize(("application", "problem"), [
    (APPLICATION_ID, StoreProblem.CORRUPT), (0, StoreProblem.FOREIGN)])
def test_a_version_1_file_without_its_table(tmp_path: Path, application: int,
                                            problem: StoreProblem) -> None:
    path = tmp_path / "r.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA application_id = {application}")
        connection.execute("PRAGMA user_version = 1")
    with pytest.raises(StoreError) as caught:
        RecordStore.open(path)
    assert caught.value.problem is problem


WRITER = textwrap.dedent("""\
    import sys
    from pathlib import Path
    from tripeaks_a11y.records import GameInfo, Progress, RecordStore
    store = RecordStore.open(Path(sys.argv[1]))
    name = sys.argv[2]
    info = GameInfo(name, "tripeaks", "easy", "", "tripeaks", 1, "TP1-E-AAAAAAB", None, 0.0)
    game = store.start_game(info)
    for n in range(1, 301):
        store.save_progress(game, Progress(28, n, 500 - n, actions=("draw",) * n))
    store.finish(game, "blocked", Progress(28, 300, 200, actions=("draw",) * 300))
    store.close()
    """)


def test_two_games_writing_at_once_do_not_corrupt_the_store(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    RecordStore.open(path).close()
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), name],
                                stderr=subprocess.PIPE, text=True)
               for name in ("one", "two", "three")]
    for writer in writers:
        _out, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = connection.execute(
            "SELECT player, result, moves, length(actions) FROM games ORDER BY player").fetchall()
    assert rows == [(name, "blocked", 300, len('["draw"' + ',"draw"' * 299 + "]"))
                    for name in ("one", "three", "two")]
