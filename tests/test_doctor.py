"""``tripeaks-a11y doctor``: the facts a bug report needs, checked against this machine.

Each fact is compared with what the program really uses here (the solver
core loaded, the catalogs, the files the environment points at), in process
through ``cli.main``; the choice of core at import needs a process of its
own. The conftest gives every test its own settings and data folders.
"""

from __future__ import annotations

import importlib.util
import json
import os
import platform
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tripeaks_a11y import __version__
from tripeaks_a11y.i18n import message_ids, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.program.cli import main
from tripeaks_a11y.program.doctor import writable
from tripeaks_a11y.records import records_path
from tripeaks_a11y.sanitize import TERMINAL_UNSAFE, ltr_marked, terminal_line
from tripeaks_a11y.settings import settings_path
from tripeaks_a11y.solver import native

ROOT = Path(__file__).resolve().parents[1]


def _said(lang: str, msg_id: str, **args: object) -> str:
    """A catalog line as doctor prints it (an Arabic line with its direction marks)."""
    return ltr_marked(terminal_line(t(lang, msg_id, **args)))


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["doctor", "--json", *args]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1, "one JSON object on one line"
    facts: dict[str, Any] = json.loads(out)
    return facts


def _text(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    assert main(["doctor", *args]) == 0
    return capsys.readouterr().out.splitlines()


def _run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tripeaks_a11y", "doctor", *args],
                          capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src"), **env})


def test_the_json_names_the_version_python_and_the_core_in_use(
        capsys: pytest.CaptureFixture[str]) -> None:
    facts = _json(capsys)
    assert facts["version"] == __version__
    assert facts["python"]["version"] == platform.python_version()
    assert facts["python"]["implementation"] == platform.python_implementation()
    expected = "compiled" if native.active() == "native" else "python"
    assert facts["solver_core"] == expected
    assert facts["solver"]["available"] is native.available()


def test_the_catalog_counts_are_the_messages_that_load(
        capsys: pytest.CaptureFixture[str]) -> None:
    facts = _json(capsys)
    found = facts["catalogs"]["languages"]
    assert list(found) == list(LANGUAGES)
    for lang in LANGUAGES:
        assert found[lang] == {"messages": len(message_ids(lang)), "error": None}


def test_the_voice_libraries_are_those_that_import(capsys: pytest.CaptureFixture[str]) -> None:
    facts = _json(capsys)
    for name in ("pocketsphinx", "sounddevice"):
        installed = importlib.util.find_spec(name) is not None
        assert (facts["voice_libraries"][name] != "missing") is installed, name


def test_the_python_search_chosen_is_said_with_its_reason() -> None:
    done = _run({"TRIPEAKS_A11Y_SOLVER_CORE": "python"}, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["solver_core"] == "python"
    text = _run({"TRIPEAKS_A11Y_SOLVER_CORE": "python"}, "--lang", "en")
    assert "Solver core: the Python search" in text.stdout
    if native.available():  # the core is there: the variable is the reason
        assert "TRIPEAKS_A11Y_SOLVER_CORE is python" in text.stdout


def test_a_core_that_does_not_load_is_python_with_how_to_get_the_compiled_one(
        tmp_path: Path) -> None:
    broken = tmp_path / "_core.so"
    broken.write_bytes(b"not a library")
    env = {"TRIPEAKS_A11Y_SOLVER_LIB": str(broken)}
    facts = json.loads(_run(env, "--json").stdout)
    assert facts["solver_core"] == "python"
    assert facts["solver"] == {"available": False, "library": str(broken), "choice": None}
    for lang in LANGUAGES:
        done = _run(env, "--lang", lang)
        assert done.returncode == 0
        assert _said(lang, "doctor-core-how") in done.stdout


def test_the_files_are_those_the_environment_and_data_dir_name(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    facts = _json(capsys)
    assert facts["settings"] == {"path": str(settings_path()), "exists": False,
                                 "writable": True}
    assert facts["records"]["path"] == str(records_path())
    assert facts["records"]["writable"] is True
    chosen = tmp_path / "chosen"
    facts = _json(capsys, "--data-dir", str(chosen))
    assert facts["records"]["path"] == str(chosen / "records.sqlite3")
    assert not chosen.exists(), "doctor makes no folder"


def test_a_folder_that_cannot_be_made_is_unwritable(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way", encoding="utf-8")
    monkeypatch.setenv("TRIPEAKS_A11Y_CONFIG_DIR", str(blocker / "config"))
    monkeypatch.setenv("TRIPEAKS_A11Y_DATA_DIR", str(blocker / "data"))
    facts = _json(capsys)
    assert facts["settings"]["writable"] is False
    assert facts["records"]["writable"] is False
    lines = _text(capsys, "--lang", "en")
    settings = str(blocker / "config" / "settings.toml")
    assert _said("en", "doctor-settings-unwritable", path=settings) in lines
    records = str(blocker / "data" / "records.sqlite3")
    assert _said("en", "doctor-records-unwritable", path=records) in lines
    assert blocker.read_text(encoding="utf-8") == "in the way"


def test_writable_reads_the_nearest_folder_and_changes_nothing(tmp_path: Path) -> None:
    assert writable(tmp_path / "new" / "deeper" / "file")
    assert not (tmp_path / "new").exists()
    (tmp_path / "file").write_text("x", encoding="utf-8")
    assert writable(tmp_path / "file")
    assert not writable(tmp_path / "file" / "under")
    (tmp_path / "folder").mkdir()
    assert not writable(tmp_path / "folder"), "a folder where the file should be"


def test_speech_auto_says_what_it_would_choose_and_why(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRIPEAKS_A11Y_SCREEN_READER", "NVDA")
    facts = _json(capsys)
    assert facts["screen_reader"] == "NVDA"
    assert facts["speech"]["auto"] == "none"
    assert facts["speech"]["reason"] == "screen-reader"
    lines = _text(capsys, "--lang", "hr")
    assert _said("hr", "doctor-screen-reader", reader="NVDA") in lines
    # On Linux the advice names speech-dispatcher, which --speech screen-reader uses there.
    notice_id = ("speech-chose-screen-reader-linux" if sys.platform.startswith("linux")
                 else "speech-chose-screen-reader")
    notice = t("hr", notice_id, reader="NVDA")
    assert _said("hr", "doctor-speech-auto", notice=notice) in lines
    monkeypatch.setenv("TRIPEAKS_A11Y_SCREEN_READER", "none")
    monkeypatch.setenv("TRIPEAKS_A11Y_SOUND_DEVICE", "none")
    facts = _json(capsys)
    assert facts["screen_reader"] is None
    assert facts["sound_device"] is False
    assert (facts["speech"]["auto"], facts["speech"]["reason"]) == ("none", "no-device")


def test_nothing_is_spoken(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                           monkeypatch: pytest.MonkeyPatch) -> None:
    sink = tmp_path / "sink"
    sink.mkdir()
    monkeypatch.setenv("TRIPEAKS_A11Y_SPEECH_SINK", str(sink))
    monkeypatch.setenv("TRIPEAKS_A11Y_SCREEN_READER", "none")
    monkeypatch.setenv("TRIPEAKS_A11Y_SOUND_DEVICE", "yes")
    facts = _json(capsys)
    assert facts["sound_device"] is True
    assert facts["speech"]["reason"] in ("no-screen-reader", "no-engine")
    _text(capsys)
    assert list(sink.iterdir()) == [], "the own voice wrote nothing"


def test_outside_text_is_sanitised(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "bad\x1b]0;title\x07\u202ename"
    monkeypatch.setenv("TRIPEAKS_A11Y_CONFIG_DIR", str(folder))
    monkeypatch.setenv("TRIPEAKS_A11Y_SCREEN_READER", "Reader\x1b[2J\x9b1m")
    monkeypatch.setenv("TRIPEAKS_A11Y_MICROPHONE", str(tmp_path / "mic\x1b[31m.wav"))
    for lang in LANGUAGES:
        for line in _text(capsys, "--lang", lang):
            unmarked = line.replace("\u200e", "").removeprefix("\u200f")  # ltr_marked's marks
            assert not TERMINAL_UNSAFE.search(unmarked), repr(line)
    assert main(["doctor", "--json"]) == 0
    raw = capsys.readouterr().out
    assert not TERMINAL_UNSAFE.search(raw.removesuffix("\n"))
    facts = json.loads(raw)
    assert "\x1b" not in facts["screen_reader"] and facts["screen_reader"].startswith("Reader")
    assert facts["microphone"]["stand_in"].endswith(".wav")


def test_every_line_is_in_the_interface_language(capsys: pytest.CaptureFixture[str]) -> None:
    said = {lang: _text(capsys, "--lang", lang) for lang in LANGUAGES}
    for lang, lines in said.items():
        assert lines[0] == _said(lang, "doctor-heading", version=__version__)
        assert all(line.strip() for line in lines)
    assert len({tuple(lines) for lines in said.values()}) == len(LANGUAGES)


def test_the_microphone_is_found_without_recording(capsys: pytest.CaptureFixture[str]) -> None:
    facts = _json(capsys)
    microphone = facts["microphone"]
    try:
        import sounddevice
    except (ImportError, OSError):
        assert microphone["found"] is None
        return
    try:
        inputs = [d for d in sounddevice.query_devices() if d["max_input_channels"] >= 1]
    except Exception:
        assert microphone["found"] is None
        return
    assert microphone["found"] is bool(inputs)


def test_the_enrolled_voices_installed_models_and_the_choice_are_listed(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from tripeaks_a11y.listen.model_table import model_named

    data = tmp_path / "data"
    empty = _json(capsys, "--data-dir", str(data), "--lang", "hr")["voice_engines"]
    assert empty == {"profiles": [], "models": [], "engine": "enrolled", "reason": "enrol-first"}
    assert _said("hr", "doctor-voice-choice-none", language="Hrvatski", code="hr") \
        in _text(capsys, "--data-dir", str(data), "--lang", "hr")
    (data / "voice").mkdir(parents=True)
    (data / "voice" / "hr.npz").write_bytes(b"")  # the choice looks for the file only
    model = model_named("base")
    assert model is not None
    for file in model.files:
        (data / "models" / "base").mkdir(parents=True, exist_ok=True)
        (data / "models" / "base" / file.name).write_bytes(b"")
    found = _json(capsys, "--data-dir", str(data), "--lang", "hr")["voice_engines"]
    numpy = importlib.util.find_spec("numpy") is not None
    assert found["profiles"] == ["hr"] and found["models"] == ["base"]
    assert (found["engine"], found["reason"]) == (("enrolled", "enrolled") if numpy
                                                  else ("enrolled", "enrol-first"))
    lines = _text(capsys, "--data-dir", str(data), "--lang", "en")
    assert _said("en", "doctor-voice-profiles", count=1, items="Hrvatski") in lines
    assert _said("en", "doctor-voice-models", count=1, items="base") in lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_records_file_the_game_cannot_use_is_said_and_left_as_it_was(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str) -> None:
    """Another program's database, one of a newer version, a damaged file: doctor
    says what the game would do with each (it said "It can be written."), and only
    reads it."""
    import sqlite3

    from tripeaks_a11y.records import Records
    from tripeaks_a11y.records.migrations import SCHEMA_VERSION
    from tripeaks_a11y.records.store import APPLICATION_ID

    def made(name: str, *sql: str) -> Path:
        path = tmp_path / name / "records.sqlite3"
        path.parent.mkdir()
        with sqlite3.connect(path) as connection:
            for statement in sql:
                connection.execute(statement)
        connection.close()
        return path

    files = [
        ("foreign", made("foreign", "CREATE TABLE notes (body TEXT)")),
        ("newer", made("newer", f"PRAGMA application_id = {APPLICATION_ID}",
                       f"PRAGMA user_version = {SCHEMA_VERSION + 1}",
                       "CREATE TABLE games (id INTEGER)")),
        ("corrupt", tmp_path / "corrupt" / "records.sqlite3"),
        # the game's own file with its games table dropped by hand: kept aside too
        ("corrupt", made("no-games", f"PRAGMA application_id = {APPLICATION_ID}",
                         f"PRAGMA user_version = {SCHEMA_VERSION}",
                         "CREATE TABLE players (name TEXT)")),
    ]
    files[2][1].parent.mkdir()
    files[2][1].write_bytes(b"SQLite format 3\x00" + b"\xff" * 200)
    for problem, path in files:
        before = path.read_bytes()
        facts = _json(capsys, "--data-dir", str(path.parent))
        assert facts["records"]["problem"] == problem
        lines = _text(capsys, "--lang", lang, "--data-dir", str(path.parent))
        assert _said(lang, "doctor-records-problem", path=str(path), problem=problem) in lines
        assert path.read_bytes() == before
        assert sorted(p.name for p in path.parent.iterdir()) == ["records.sqlite3"]
        # and what the game itself finds on opening it is the same problem
        opened = Records.open(path, "Ana")
        assert opened.problem is not None and opened.problem.value == problem
        if opened.store is not None:  # the damaged one, set aside: a new one was made
            opened.close()


def test_a_records_file_in_use_or_not_yet_made_has_no_problem(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from tripeaks_a11y.records import Records

    facts = _json(capsys, "--data-dir", str(tmp_path / "new"))
    assert facts["records"]["problem"] is None
    path = tmp_path / "used" / "records.sqlite3"
    records = Records.open(path, "Ana")  # made, migrated, held open as a game does
    facts = _json(capsys, "--data-dir", str(path.parent))
    assert facts["records"]["problem"] is None and facts["records"]["writable"] is True
    records.close()
    # Closed, as the game leaves it: doctor reads it and leaves nothing beside it
    # (a read-only connection to a file in WAL mode made -wal and -shm files).
    assert sorted(p.name for p in path.parent.iterdir()) == ["records.sqlite3"]
    facts = _json(capsys, "--data-dir", str(path.parent))
    assert facts["records"]["problem"] is None
    assert sorted(p.name for p in path.parent.iterdir()) == ["records.sqlite3"]


def test_a_log_left_beside_the_records_file_is_no_problem(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A journal left by a game killed mid-write (here a damaged one): the game rolls
    it back or drops it and records as before; doctor, which only reads, said
    "It cannot be read"."""
    from tripeaks_a11y.records import Records

    path = tmp_path / "records.sqlite3"
    Records.open(path, "Ana").close()
    journal = tmp_path / "records.sqlite3-journal"
    left = bytes(range(1, 256)) * 3  # not zeros: SQLite takes it for a log to roll back
    journal.write_bytes(left)
    facts = _json(capsys, "--data-dir", str(tmp_path))
    assert facts["records"]["problem"] is None
    assert journal.read_bytes() == left
    opened = Records.open(path, "Ana")
    assert opened.problem is None and opened.store is not None
    opened.close()
