"""``tripeaks-a11y records --csv FILE``: the recorded games exported, files never clobbered.

Issue 14, point 4. One row per game with a header; a file that exists is
left as it is unless ``--force`` (as ``speak --to``); a folder, a missing
records file or a file that cannot be written gets one line on stderr, in
the language, and status 1.
"""

from __future__ import annotations

import contextlib
import csv
import io
import os
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.program.records_command import records_main
from tripeaks_a11y.records import FILE_NAME, GameInfo, Progress, RecordStore, queries

LANGS = LANGUAGES


def make_store(folder: Path, games: int = 3) -> Path:
    """A records file in ``folder`` with ``games`` games: all won but the last, in progress."""
    store = RecordStore.open(folder / FILE_NAME)
    for number in range(games):
        info = GameInfo(player="ana", kind="tripeaks", rules="easy", variants="",
                        scoring="tripeaks", deal=number, code=f"TP1-E-{number}", daily=None,
                        started=1_700_000_000.0 + number)
        progress = Progress(cards_left=0, moves=40 + number, score=700, seconds=60.5)
        game_id = store.start_game(info, progress)
        if number < games - 1:
            store.finish(game_id, "won", progress)
    store.close()
    return folder / FILE_NAME


def export(*args: str) -> int:
    return records_main(list(args))


@pytest.mark.parametrize("lang", LANGS)
def test_the_games_are_written_one_row_each_with_a_header(
        lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make_store(tmp_path)
    target = tmp_path / "games.csv"
    assert export("--csv", str(target), "--data-dir", str(tmp_path), "--lang", lang) == 0
    rows = list(csv.reader(target.open(encoding="utf-8", newline="")))
    assert tuple(rows[0]) == queries.CSV_COLUMNS
    assert len(rows) == 1 + 3
    assert [row[queries.CSV_COLUMNS.index("result")] for row in rows[1:]] == ["won", "won", ""]
    out = capsys.readouterr()
    assert out.out.strip() == t(lang, "records-csv-written", count=3, n="3", path=str(target))
    assert out.err == ""


@pytest.mark.parametrize("lang", LANGS)
def test_a_file_that_exists_is_left_unless_forced(
        lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make_store(tmp_path)
    target = tmp_path / "games.csv"
    target.write_text("mine\n", encoding="utf-8")
    assert export("--csv", str(target), "--data-dir", str(tmp_path), "--lang", lang) == 1
    assert target.read_text(encoding="utf-8") == "mine\n"
    assert capsys.readouterr().err.strip() == t(lang, "records-csv-exists", path=str(target))
    assert export("--csv", str(target), "--data-dir", str(tmp_path), "--force",
                  "--lang", lang) == 0
    assert target.read_text(encoding="utf-8").startswith("id,player,")


def test_force_replaces_a_link_itself_never_its_target(tmp_path: Path) -> None:
    make_store(tmp_path)
    precious = tmp_path / "precious.txt"
    precious.write_text("keep\n", encoding="utf-8")
    link = tmp_path / "games.csv"
    link.symlink_to(precious)
    assert export("--csv", str(link), "--data-dir", str(tmp_path)) == 1
    assert export("--csv", str(link), "--data-dir", str(tmp_path), "--force") == 0
    assert precious.read_text(encoding="utf-8") == "keep\n"
    assert not link.is_symlink() and link.read_text(encoding="utf-8").startswith("id,")


def test_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make_store(tmp_path)
    assert export("--csv", str(tmp_path), "--data-dir", str(tmp_path), "--lang", "hr") == 1
    assert capsys.readouterr().err.strip() == t("hr", "records-csv-folder", path=str(tmp_path))


def test_with_no_records_file_nothing_is_exported_or_created(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "games.csv"
    assert export("--csv", str(target), "--data-dir", str(tmp_path / "none")) == 1
    assert not target.exists() and not (tmp_path / "none").exists()
    assert capsys.readouterr().err.strip() == t(
        "en", "records-csv-no-store", path=str(tmp_path / "none" / FILE_NAME))


def test_a_file_that_cannot_be_written_leaves_nothing_behind(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make_store(tmp_path)
    target = tmp_path / "missing" / "games.csv"
    assert export("--csv", str(target), "--data-dir", str(tmp_path)) == 1
    assert capsys.readouterr().err.startswith(str(target).split("/")[0])
    assert not target.exists()


def test_a_damaged_records_file_is_told_and_left_as_it_is(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = tmp_path / FILE_NAME
    store.write_bytes(b"not a database at all" * 100)
    assert export("--csv", str(tmp_path / "games.csv"), "--data-dir", str(tmp_path)) == 1
    assert capsys.readouterr().err.startswith(
        t("en", "records-csv-store", path=str(store), problem="X")[:20])
    assert store.read_bytes() == b"not a database at all" * 100
    assert not (tmp_path / "games.csv").exists()


def test_a_dash_writes_the_csv_alone_to_standard_output(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make_store(tmp_path)
    with contextlib.chdir(tmp_path):
        assert export("--csv", "-", "--data-dir", str(tmp_path)) == 0
    out = capsys.readouterr()
    rows = list(csv.reader(io.StringIO(out.out)))
    assert tuple(rows[0]) == queries.CSV_COLUMNS and len(rows) == 1 + 3
    assert out.err == ""
    assert not (tmp_path / "-").exists()
    with contextlib.chdir(tmp_path):
        assert export("--csv", "-", "--data-dir", str(tmp_path / "none")) == 1
    assert capsys.readouterr().out == ""


def test_the_program_exports_through_its_records_subcommand(tmp_path: Path) -> None:
    make_store(tmp_path, games=2)
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "TRIPEAKS_A11Y_DATA_DIR": str(tmp_path)}
    target = tmp_path / "out.csv"
    done = run_main(["records", "--csv", str(target), "--lang", "en"], "", env)
    assert done.returncode == 0, done.stderr
    assert len(target.read_text(encoding="utf-8").splitlines()) == 3
    bad = run_main(["records"], "", env)
    assert bad.returncode == 2 and "--csv" in bad.stderr
