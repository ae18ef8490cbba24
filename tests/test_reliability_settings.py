"""Issue 11, point 6: no settings file crashes, hangs or loses what the player set.

Every case goes through the real file layer in a temporary config folder
(``TRIPEAKS_A11Y_CONFIG_DIR``): a file with dates and tables round-trips
with its comments (the fuzzed round trip of every valid file is in
test_speech_settings.py, the wording of every problem in
test_preferences.py), two real processes save into one file, a file that
does not parse or holds a bad value is kept once as ``.broken``, a full disk
(a failing write injected at the file layer) changes nothing, a FIFO, a
folder, a device or a 100 MB file in place of the file is never read, and
script mode reads and writes no file at all. The program itself runs in a
pseudo-terminal (pexpect) where the case is about what the player hears.
"""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
import textwrap
import threading
import tomllib
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.i18n import LANGUAGES, t
from tripeaks_a11y.sanitize import ltr_marked
from tripeaks_a11y.settings import (
    CONFIG_ENV,
    READ_LIMIT,
    Settings,
    SettingsProblem,
    SettingsStore,
    files,
)
from tripeaks_a11y.settings.keeper import Preferences, problem_notice

RICH = textwrap.dedent('''\
    # my settings: keep this comment
    lang = "hr"  # the language I play in
    started = 1979-05-27T07:32:00-08:00
    birthday = 1979-05-27
    alarm = 07:32:00.5
    window = { width = 80, height = 24 }
    note = "a\\u007fb"

    [speech]
    # a bit faster than normal
    rate = 150
    volume = 80

    [[players]]
    name = "Amira"

    [[players]]
    name = "Ivo"
    ''')


def _guarded(call: Callable[[], Any]) -> Any:
    """``call()``, failing (not hanging the suite) if it never returns."""
    result: list[Any] = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(60)
    assert result, "the call hung"
    return result[0]


def _environment(config: Path) -> dict[str, str]:
    env = {**os.environ, "TERM": "dumb", "PYTHONIOENCODING": "utf-8", "LANG": "en_US.UTF-8",
           CONFIG_ENV: str(config), "TRIPEAKS_A11Y_SCREEN_READER": "none"}
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    env.pop("TRIPEAKS_A11Y_SPEECH_SINK", None)
    return env


def _game(config: Path, lang: str = "en") -> pexpect.spawn:
    """The real game at the keyboard (a pseudo-terminal), its first prompt read."""
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--speech", "none",
                                           "--game", "1", "--lang", lang],
                          env=_environment(config), encoding="utf-8", timeout=60)
    child.expect_exact("> ")
    return child


def _say(child: pexpect.spawn, line: str, answer: str) -> str:
    child.sendline(line)
    child.expect_exact(answer)
    child.expect_exact("> ")
    return str(child.before)


def _quit(child: pexpect.spawn) -> None:
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# ----- every valid file round-trips, comments and all --------------------------------


def test_dates_tables_and_comments_survive_a_save_in_the_real_game(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    path = config / "settings.toml"
    path.write_text(RICH, encoding="utf-8")
    before = tomllib.loads(RICH)
    child = _game(config)
    _say(child, "volume 60", t("en", "speech-volume", volume=60))
    _quit(child)
    text = path.read_text(encoding="utf-8")
    after = tomllib.loads(text)
    before["speech"]["volume"] = 60
    assert after == before  # dates, inline and array tables, DEL in a string: all kept
    changed = set(RICH.splitlines()) ^ set(text.splitlines())
    assert changed == {"volume = 80", "volume = 60"}  # only the key that changed
    assert not (config / "settings.toml.broken").exists() and _leftovers(config) == []


# ----- two running games --------------------------------------------------------------

_SAVER = textwrap.dedent("""\
    import sys
    from tripeaks_a11y.settings.keeper import Preferences
    from tripeaks_a11y.settings import SettingsStore
    name, low, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    store = SettingsStore()
    preferences = Preferences(store, store.load())
    for number in range(low, low + count):
        preferences.apply(name, number)
        for notice in preferences.take_notices("en"):
            print(notice, flush=True)
    """)


def test_two_games_saving_at_once_never_fail_nor_lose_each_other(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.toml").write_text("# shared\n[speech]\nmode = \"queue\"\n",
                                          encoding="utf-8")
    env = _environment(config)
    count = 100
    games = [subprocess.Popen([sys.executable, "-c", _SAVER, name, str(low), str(count)],
                              env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
             for name, low in (("rate", 200), ("volume", 0))]
    outputs = [game.communicate(timeout=300) for game in games]
    assert [game.returncode for game in games] == [0, 0], outputs
    assert outputs[0][0] == outputs[1][0] == ""  # not one save failed
    final = SettingsStore(config / "settings.toml").load()
    assert (final.rate, final.volume, final.mode) == (200 + count - 1, count - 1, "queue")
    assert (config / "settings.toml").read_text(encoding="utf-8").startswith("# shared\n")
    assert _leftovers(config) == [] and not (config / "settings.toml.broken").exists()


def test_two_real_games_taking_turns_keep_every_setting(tmp_path: Path) -> None:
    config = tmp_path / "config"
    first, second = _game(config), _game(config)
    turns = [(first, "rate 150", t("en", "speech-rate", rate=150)),
             (second, "lang hr", t("hr", "lang-set")),
             (first, "verbosity brief", t("en", "speech-verbosity", level="brief")),
             (second, "glasnoća 40", t("hr", "speech-volume", volume=40)),
             (first, "earcons on", t("en", "speech-earcons-on")),
             (second, "brzina 220", t("hr", "speech-rate", rate=220))]
    for _ in range(3):
        for child, line, answer in turns:
            _say(child, line, answer)
    _quit(first)
    _quit(second)
    final = SettingsStore(config / "settings.toml").load()
    assert (final.rate, final.volume, final.verbosity, final.earcons, final.lang) == (
        220, 40, "brief", True, "hr")


def test_a_setting_saved_by_another_game_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    game_a, game_b = SettingsStore(path), SettingsStore(path)
    a, b = game_a.load(), game_b.load()
    assert game_b.save(replace(b, rate=300)) is None
    assert game_a.save(replace(a, volume=20)) is None  # A still holds rate 100 in memory
    assert game_a.save(replace(a, volume=20, mode="queue")) is None
    final = SettingsStore(path).load()
    assert (final.rate, final.volume, final.mode) == (300, 20, "queue")
    assert game_a.save(replace(a, volume=20, mode="queue"), keys=("rate",)) is None
    assert SettingsStore(path).load().rate == 100  # set again at A's keyboard: A's wins


# ----- broken files and bad values ----------------------------------------------------


def test_one_broken_copy_at_most_and_the_newest_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    for number in range(3):
        broken = f"# try {number}\n[speech\n"
        path.write_text(broken, encoding="utf-8")
        store = SettingsStore(path)
        assert store.load() == Settings() and store.problem == SettingsProblem("syntax", line=2)
        assert store.save(replace(Settings(), rate=130 + number)) is None
        assert (tmp_path / "settings.toml.broken").read_text(encoding="utf-8") == broken
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.toml", "settings.toml.broken"]
    assert SettingsStore(path).load().rate == 132


def test_a_wrong_type_is_told_once_defaulted_and_not_copied_forever(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    original = '# mine\nlang = 3\n[speech]\nrate = "fast"\nvolume = 40\n'
    path.write_text(original, encoding="utf-8")
    store = SettingsStore(path)
    preferences = Preferences(store, store.load())
    assert (preferences.settings.rate, preferences.settings.volume) == (100, 40)
    (notice,) = preferences.take_notices("en")
    assert notice == t("en", "settings-values", path=str(path),
                       problem=t("en", "list-separator").join(["speech.rate", "lang"]))
    for level in ("brief", "full", "normal", "brief"):
        preferences.apply("verbosity", level)
    assert preferences.take_notices("en") == []
    assert (tmp_path / "settings.toml.broken").read_text(encoding="utf-8") == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.toml", "settings.toml.broken"]
    text = path.read_text(encoding="utf-8")
    assert "fast" not in text and "lang" not in text and text.startswith("# mine\n")
    again = SettingsStore(path)
    assert again.load().volume == 40 and again.problem is None


def _full_disk(fd: int, data: bytes) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("content", ['[speech]\nrate = 9000\nvolume = 30\n', "[speech\n",
                                     '[speech]\nvolume = 30\n'])
def test_a_full_disk_changes_nothing_and_is_told_once(tmp_path: Path, content: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(content, encoding="utf-8")
    store = SettingsStore(path)
    preferences = Preferences(store, store.load())
    preferences.take_notices("en")  # the bad value or line, if any
    monkeypatch.setattr(files, "_write_all", _full_disk)
    for rate in (120, 140, 160):
        preferences.apply("rate", rate)
    assert preferences.settings.rate == 160  # in force all the same
    assert preferences.take_notices("en") == [
        t("en", "settings-not-saved", path=str(path), problem=t("en", "settings-reason-full"))]
    assert preferences.take_notices("en") == []
    assert path.read_text(encoding="utf-8") == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.toml"]
    monkeypatch.undo()  # room again: the next save keeps every good value
    preferences.apply("rate", 180)
    final = SettingsStore(path).load()
    assert final.rate == 180 and final.volume == (30 if "volume" in content else 100)


def test_the_new_file_moves_in_only_once_the_old_one_is_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("[speech\n", encoding="utf-8")
    store = SettingsStore(path)
    store.load()

    def no_room(*args: object, **options: object) -> None:
        raise OSError(errno.ENOSPC, "no room")

    monkeypatch.setattr(os, "link", no_room)
    monkeypatch.setattr(files.shutil, "copyfile", no_room)
    problem = store.save(replace(Settings(), rate=150))
    assert problem is not None and problem.reason == "full"
    assert path.read_text(encoding="utf-8") == "[speech\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.toml"]


# ----- what is not a small regular file is never read ---------------------------------


@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_no_regular_file_no_hang_nothing_replaced(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "settings.toml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(os.devnull)
    store = SettingsStore(path)
    assert _guarded(store.load) == Settings()
    assert store.problem == SettingsProblem("not-file")
    assert _guarded(lambda: store.save(replace(Settings(), rate=150))) == store.problem
    assert os.path.lexists(path) and not path.is_file()
    assert stat.S_ISFIFO(os.lstat(path).st_mode) == (kind == "fifo")
    assert _leftovers(tmp_path) == []


def test_a_fifo_does_not_hang_the_real_game_and_is_told_once(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    os.mkfifo(config / "settings.toml")
    child = _game(config, "ar")
    notice = problem_notice("ar", config / "settings.toml", SettingsProblem("not-file"))
    assert notice in str(child.before)
    transcript = _say(child, "rate 150", t("ar", "speech-rate", rate=150))
    assert notice not in transcript  # told once: the failed saves are the same problem
    _quit(child)
    assert stat.S_ISFIFO(os.lstat(config / "settings.toml").st_mode)


def test_a_100_mb_file_is_not_read_and_kept_aside_when_a_setting_changes(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    path = config / "settings.toml"
    with path.open("wb") as big:
        big.write(b'lang = "hr"\n')
        big.truncate(100 * 1024 * 1024)  # sparse: written at once
    child = _game(config)
    notice = t("en", "settings-too-big", path=str(path), count=READ_LIMIT // 1024)
    assert notice in str(child.before)
    _say(child, "rate 150", t("en", "speech-rate", rate=150))
    _quit(child)
    assert (config / "settings.toml.broken").stat().st_size == 100 * 1024 * 1024
    assert path.read_text(encoding="utf-8") == "[speech]\nrate = 150\n"


def test_a_file_just_over_the_limit_is_too_big(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(b"# " + b"x" * READ_LIMIT + b"\nlang = \"ar\"\n")
    store = SettingsStore(path)
    assert store.load().lang is None and store.problem == SettingsProblem("too-big")
    path.write_bytes(b"# " + b"x" * (READ_LIMIT - 20) + b"\nlang = \"ar\"\n")
    assert store.load().lang == "ar" and store.problem is None


# ----- script mode keeps no settings --------------------------------------------------


@pytest.mark.parametrize("existing", [None, b'# mine\n[speech]\nrate = 300\n', b"[speech\n"])
def test_script_mode_reads_and_writes_no_settings_file(tmp_path: Path,
                                                       existing: bytes | None) -> None:
    config = tmp_path / "config"
    config.mkdir()
    path = config / "settings.toml"
    if existing is not None:
        path.write_bytes(existing)
    result = run_main([], "rate 150\nlang hr\nquit\nyes\n", _environment(config))
    assert result.returncode == 0, result.stderr
    assert t("en", "speech-rate", rate=150) in result.stdout  # answered, kept for the run
    assert "settings.toml" not in result.stdout + result.stderr  # nothing read, nothing told
    if existing is None:
        assert list(config.iterdir()) == []
    else:
        assert path.read_bytes() == existing and [p.name for p in config.iterdir()] == [
            "settings.toml"]


# ----- each problem is told once, short, in the player's language ---------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_broken_file_is_told_once_in_the_interface_language(tmp_path: Path,
                                                              lang: str) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.toml").write_text("[speech]\nrate = 150\n[speech\n", encoding="utf-8")
    child = _game(config, lang)
    notice = ltr_marked(t(lang, "settings-syntax", path=str(config / "settings.toml"),
                          number=3))  # as printed: a path in an Arabic line is marked
    assert notice in str(child.before)
    transcript = _say(child, "volume 70", t(lang, "speech-volume", volume=70))
    assert notice not in transcript
    _quit(child)


def test_an_unreadable_file_is_told_and_never_replaced(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("[speech]\nrate = 300\n", encoding="utf-8")
    real_open = os.open

    def denied(name: Any, flags: int, *args: Any, **options: Any) -> int:
        if Path(name) == path:  # as chmod 0 would, for a player who is not root
            raise PermissionError(errno.EACCES, "Permission denied", str(name))
        return real_open(name, flags, *args, **options)

    monkeypatch.setattr(os, "open", denied)
    store = SettingsStore(path)
    assert store.load() == Settings() and store.problem is not None
    assert store.problem.kind == "unreadable" and store.problem.reason == "denied"
    problem = store.save(replace(Settings(), volume=10))
    assert problem == SettingsProblem("unwritable", reason="denied", code="EACCES")
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "[speech]\nrate = 300\n"


# ----- rules and variants that name nothing (a hand-edited file) ----------------------


@pytest.mark.parametrize(("line", "key"), [
    ('variants = "ZZ"', "variants"),
    ('variants = "WZ"', "variants"),
    ('variants = "standard"', "variants"),
    ('variants = "O W"', "variants"),
    ('rules = "hard"', "rules"),
    ('rules = ""', "rules"),
    ('variants = 5', "variants"),  # a wrong type: the handling the others must match
])
def test_rules_or_variants_naming_nothing_are_handled_as_a_wrong_type(
        tmp_path: Path, line: str, key: str) -> None:
    path = tmp_path / "settings.toml"
    original = f"# mine\n{line}\nlang = \"hr\"\n[speech]\nvolume = 40\n"
    path.write_text(original, encoding="utf-8")
    store = SettingsStore(path)
    preferences = Preferences(store, store.load())
    assert store.problem == SettingsProblem("values", keys=(key,))
    assert getattr(preferences.settings, key) is None  # the default stands in
    assert (preferences.settings.lang, preferences.settings.volume) == ("hr", 40)
    assert preferences.take_notices("en") == [
        t("en", "settings-values", path=str(path), problem=key)]
    preferences.apply("verbosity", "brief")
    assert preferences.take_notices("en") == []
    assert (tmp_path / "settings.toml.broken").read_text(encoding="utf-8") == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.toml", "settings.toml.broken"]
    saved = tomllib.loads(path.read_text(encoding="utf-8"))
    assert key not in saved and saved["lang"] == "hr" and saved["speech"]["verbosity"] == "brief"
    again = SettingsStore(path)
    assert again.load().volume == 40 and again.problem is None


@pytest.mark.parametrize(("line", "key", "value"), [
    ('variants = "OW"', "variants", "OW"),
    ('variants = "dj"', "variants", "dj"),
    ('variants = "DJOSW"', "variants", "DJOSW"),
    ('variants = ""', "variants", ""),
    ('rules = "classic"', "rules", "classic"),
    ('rules = "Easy"', "rules", "Easy"),
])
def test_rules_and_variant_letters_that_name_something_are_read_quietly(
        tmp_path: Path, line: str, key: str, value: str) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(f"{line}\n", encoding="utf-8")
    store = SettingsStore(path)
    preferences = Preferences(store, store.load())
    assert store.problem is None and preferences.take_notices("en") == []
    assert getattr(preferences.settings, key) == value
    preferences.apply("verbosity", "brief")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.toml"]
    assert tomllib.loads(path.read_text(encoding="utf-8"))[key] == value


def test_the_real_game_tells_a_variant_that_is_no_variant_and_keeps_the_file(
        tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    path = config / "settings.toml"
    original = 'rules = "classic"\nvariants = "WZ"\n'
    path.write_text(original, encoding="utf-8")
    child = _game(config)
    notice = problem_notice("en", path, SettingsProblem("values", keys=("variants",)))
    assert notice in str(child.before)
    transcript = _say(child, "rate 150", t("en", "speech-rate", rate=150))
    assert notice not in transcript
    _quit(child)
    assert (config / "settings.toml.broken").read_text(encoding="utf-8") == original
    saved = tomllib.loads(path.read_text(encoding="utf-8"))
    assert "variants" not in saved and saved["rules"] == "classic"
