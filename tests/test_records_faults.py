"""Records stores a long life brings: damaged inside, another program's, locked, shared (issue 32).

Points 1, 3, 4 and 11, each through the real program (``python -m
tripeaks_a11y`` in script mode with ``--data-dir``, or at the keyboard in a
pseudo-terminal) against a real SQLite file: a store whose header is sound
but whose pages are damaged (overwritten, zeroed, bit rot in the page
headers, cut short) or that holds a row of a wrong type is kept as
``.broken`` and a fresh one started, told once; another program's database
is never written into; a lock another process holds is waited for and no
answered move is lost; two games never continue the same saved game. Last,
a fuzz of randomly damaged stores opened in-process: never an exception,
and a store either read in full or kept aside.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pexpect
import pytest
from conftest import run_main
from test_reliability_records import _command, _env, _play, _rows
from test_resume import YES, _lines, _say, _spawn

from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.records import GameInfo, Progress, Records, RecordStore, records_path
from tripeaks_a11y.records.migrations import MIGRATIONS
from tripeaks_a11y.records.store import APPLICATION_ID
from tripeaks_a11y.sanitize import ltr_marked
from tripeaks_a11y.session import Session

PAGE = 4096


def _store(folder: Path, games: int = 120) -> bytes:
    """A real store of ``games`` finished games (several pages of rows and indexes)."""
    path = records_path(folder)
    store = RecordStore.open(path)
    for number in range(games):
        info = GameInfo("sam", "tripeaks", "easy", "", "tripeaks", number + 1,
                        f"TP1-E-{number:07d}", None, 1_700_000_000.0 + number)
        progress = Progress(cards_left=number % 28, moves=number, score=500 + number,
                            actions=("draw",) * 40)
        store.finish(store.start_game(info, progress), "blocked", progress)
    store.close()
    data = path.read_bytes()
    assert len(data) >= min(8, games) * PAGE and not path.with_name(path.name + "-wal").exists()
    return data


def _overwritten(data: bytes) -> bytes:  # a bad copy: garbage over a page of rows
    page = 3 * PAGE
    return data[:page] + random.Random(1).randbytes(PAGE) + data[page + PAGE:]


def _zeroed(data: bytes) -> bytes:  # a partial restore: a page of zeros
    page = 2 * PAGE
    return data[:page] + bytes(PAGE) + data[page + PAGE:]


def _bit_rot(data: bytes) -> bytes:  # bits flipped in the b-tree page headers
    damaged = bytearray(data)
    for page in range(1, len(data) // PAGE):
        damaged[page * PAGE] ^= 0x21
        damaged[page * PAGE + 3] ^= 0x80
    return bytes(damaged)


def _cut(data: bytes) -> bytes:  # a copy cut short: the header says more pages
    return data[: len(data) // 2]


DAMAGES: dict[str, Callable[[bytes], bytes]] = {
    "overwritten": _overwritten, "zeroed": _zeroed, "bit-rot": _bit_rot, "cut": _cut}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_store_damaged_inside_is_kept_aside_and_a_new_one_started(
        tmp_path: Path, damage: str, lang: str) -> None:
    damaged = DAMAGES[damage](_store(tmp_path))
    assert damaged[:16] == b"SQLite format 3\x00"  # the header is sound
    records_path(tmp_path).write_bytes(damaged)
    played = _play(tmp_path, lang)
    kept = tmp_path / "records.sqlite3.broken"
    assert played.errors() == [t(lang, "saving-kept", path=str(kept))]  # once, in the language
    assert kept.read_bytes() == damaged  # kept for the player, as it was
    assert len(_rows(tmp_path)) == 1  # this game, recorded in the new store
    played = _play(tmp_path, lang)  # the new store is sound: nothing more is said
    assert played.errors() == [] and len(_rows(tmp_path)) == 2


@pytest.mark.parametrize(("column", "value"), [
    ("moves", "'many'"), ("score", "1.5"), ("player", "x'00ff'"), ("started", "'yesterday'"),
    ("result", "'lost'")])
def test_a_row_of_a_wrong_type_is_kept_aside_not_a_failure_at_every_start(
        tmp_path: Path, column: str, value: str) -> None:
    _store(tmp_path, games=5)
    path = records_path(tmp_path)
    with sqlite3.connect(path) as connection:
        connection.execute(f"UPDATE games SET {column} = {value} WHERE id = 3")
    before = path.read_bytes()
    played = _play(tmp_path, "hr")
    assert played.errors() == [t("hr", "saving-kept",
                                 path=str(tmp_path / "records.sqlite3.broken"))]
    assert (tmp_path / "records.sqlite3.broken").read_bytes() == before
    assert len(_rows(tmp_path)) == 1  # this game recorded in the new store
    assert _play(tmp_path, "hr").errors() == []


def _foreign(path: Path) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        connection.execute("INSERT INTO notes (text) VALUES ('my shopping list')")
        connection.execute("PRAGMA user_version = 3")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", ["tables", "application-id", "games-table"])
def test_another_programs_database_is_never_written_into(tmp_path: Path, lang: str,
                                                        kind: str) -> None:
    path = records_path(tmp_path)
    if kind == "tables":
        _foreign(path)
    elif kind == "application-id":  # another program's id, even with a games table
        _store(tmp_path, games=2)
        with sqlite3.connect(path) as connection:
            connection.execute("PRAGMA application_id = 1234")
    else:  # a table named games, but no version: not ours
        with sqlite3.connect(path) as connection:
            connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT)")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    played = _play(tmp_path, lang)
    assert played.errors() == [t(lang, "saving-off", problem="foreign", path=str(path))]
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest
    assert not (tmp_path / "records.sqlite3.broken").exists()
    with sqlite3.connect(path) as connection:
        application = connection.execute("PRAGMA application_id").fetchone()[0]
        assert application == (1234 if kind == "application-id" else 0) != APPLICATION_ID


def test_a_new_store_carries_the_games_application_id(tmp_path: Path) -> None:
    _play(tmp_path, "en")
    with sqlite3.connect(records_path(tmp_path)) as connection:
        assert connection.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


HOLDER = textwrap.dedent("""\
    import sqlite3, sys
    connection = sqlite3.connect(sys.argv[1], isolation_level=None)
    connection.execute("BEGIN EXCLUSIVE")
    print("locked", flush=True)
    sys.stdin.readline()  # held until the test says
    connection.execute("ROLLBACK")
    print("free", flush=True)
    """)


@contextlib.contextmanager
def _locked_game(tmp_path: Path, path: Path, lang: str) -> Iterator[
        tuple[subprocess.Popen[str], subprocess.Popen[str]]]:
    """Another program holding ``path`` locked (``HOLDER``: "go" on its stdin frees it),
    and a game in ``lang`` with its records in ``tmp_path``, both real processes,
    killed after; their pipes are there."""
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    game = subprocess.Popen(_command(tmp_path, lang), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=_env())
    try:
        assert holder.stdin is not None and holder.stdout is not None
        assert holder.stdout.readline() == "locked\n"
        assert game.stdin is not None and game.stdout is not None
        yield holder, game
    finally:
        holder.kill()
        holder.wait()
        game.kill()
        game.wait()


@pytest.mark.parametrize(("lang", "older"), [("en", False), ("ar", False), ("hr", True)])
def test_a_lock_held_by_another_program_loses_no_answered_move(tmp_path: Path, lang: str,
                                                              older: bool) -> None:
    """``older``: a store as an earlier version wrote it (no application id, no WAL), so
    the lock is met at the start too, where even reading waits."""
    path = records_path(tmp_path)
    if older:
        with contextlib.closing(sqlite3.connect(path)) as connection, connection:
            MIGRATIONS[0](connection)
            connection.execute("PRAGMA user_version = 1")
    else:
        RecordStore.open(path).close()
    with _locked_game(tmp_path, path, lang) as (holder, game):
        out = []
        for _ in range(3):  # three draws answered while the file is locked
            game.stdin.write("draw\n")
            game.stdin.flush()
            while '"drawn"' not in (line := game.stdout.readline()):
                out.append(line)
            out.append(line)
        if not older:  # (reading the older one waits for the lock too)
            assert _rows(tmp_path) == []  # nothing could be written yet
        holder.stdin.write("go\n")
        holder.stdin.flush()
        assert holder.stdout.readline() == "free\n"
        rest, err = game.communicate("draw\n" * 4 + "undo\nscore\n", timeout=60)
    assert game.returncode == 0 and err == ""
    said = "".join(out) + rest
    assert said.count(t(lang, "saving-waiting", path=str(path))) == 1
    assert t(lang, "saving-off", problem="locked", path=str(path)) not in said
    with sqlite3.connect(path) as connection:
        (moves, actions), = connection.execute("SELECT moves, actions FROM games").fetchall()
    assert json.loads(actions) == ["draw"] * 7 + ["undo"]  # every answered move kept
    mirror = Session(code=parse_code("TP1-E-AAAAAAB"))
    for command in ["draw"] * 7 + ["undo"]:
        mirror.handle(command)
    assert moves == mirror.game.moves


def test_a_lock_held_until_the_game_ends_is_waited_for_at_the_end(tmp_path: Path) -> None:
    path = records_path(tmp_path)
    RecordStore.open(path).close()
    with _locked_game(tmp_path, path, "hr") as (holder, game):
        game.stdin.write("draw\n" * 5 + "score\n")
        game.stdin.close()  # every move answered, the game ends: its row not yet written
        while '"score"' not in game.stdout.readline():
            pass
        assert _rows(tmp_path) == []
        holder.stdin.write("go\n")  # freed while the end waits
        holder.stdin.flush()
        assert game.wait(timeout=60) == 0
    assert [row[1:] for row in _rows(tmp_path)] == [(None, 5)]  # the game, all 5 moves


def _quit(child: pexpect.spawn, lang: str = "en") -> None:
    child.sendline("quit")
    child.expect_exact(t(lang, "confirm-quit"))
    child.expect_exact("\n> ")
    child.sendline(YES[lang])
    child.expect(pexpect.EOF)
    child.close()


def test_two_games_never_continue_the_same_saved_game(tmp_path: Path) -> None:
    first = _spawn(tmp_path, "--game", "TP1-E-AAAAAAB")
    for _ in range(3):
        _say(first, "draw")
    _quit(first)  # saved, unfinished: offered at the next start
    one = _spawn(tmp_path)
    assert any("TP1-E-AAAAAAB" in str(line["text"]) for line in _lines(one))  # offered
    _say(one, YES["en"])
    two = _spawn(tmp_path, "--lang", "hr")  # meanwhile, a second game on the same records
    opening = [str(line["text"]) for line in _lines(two)]
    assert opening.count(t("hr", "saving-elsewhere")) == 1
    assert not any("TP1-E-AAAAAAB" in text for text in opening)  # not offered there
    for _ in range(2):
        _say(one, "draw")
        _say(two, "draw")
    _quit(one)
    _quit(two, "hr")
    with sqlite3.connect(records_path(tmp_path)) as connection:
        rows = connection.execute("SELECT code, moves, result FROM games ORDER BY id").fetchall()
    assert rows[0] == ("TP1-E-AAAAAAB", 5, None)  # 3 + 2: none of one's moves lost
    assert len(rows) == 2 and rows[1][1:] == (2, None)  # two's own game, its 2 moves
    # Each running game continues a game no other plays; once they have gone (even
    # killed), their games are offered again.
    three, four = _spawn(tmp_path), _spawn(tmp_path)
    offered = [_offered(three), _offered(four)]
    assert sorted(offered) == sorted([rows[1][0] or "", "TP1-E-AAAAAAB"])
    _say(three, YES["en"])
    _say(four, YES["en"])
    five = _spawn(tmp_path)
    assert [str(line["text"]) for line in _lines(five)].count(t("en", "saving-elsewhere")) == 1
    for child in (three, four, five):
        child.kill(signal.SIGKILL)
        child.close()
    six = _spawn(tmp_path)
    assert _offered(six) in offered
    six.kill(signal.SIGKILL)
    six.close()


def _offered(child: pexpect.spawn) -> str:
    """The code of the game ``child`` offers to continue ("" for none)."""
    for line in _lines(child):
        text = str(line["text"])
        if text.startswith(t("en", "saving-offer", code="X", moves=0, score=0)[:8]):
            return text.split()[2].rstrip(",")
    return ""


def _randomly_damaged(data: bytes, rng: random.Random) -> bytes:
    damaged = bytearray(data)
    kind = rng.randrange(4)
    if kind == 0:  # a run of garbage somewhere past the header
        start = rng.randrange(100, len(data) - 1)
        damaged[start:start + rng.randrange(1, PAGE)] = rng.randbytes(rng.randrange(1, PAGE))
    elif kind == 1:  # bit rot: a few bits anywhere past the header
        for _ in range(rng.randrange(1, 40)):
            damaged[rng.randrange(100, len(data))] ^= 1 << rng.randrange(8)
    elif kind == 2:  # a page zeroed
        page = rng.randrange(1, len(data) // PAGE)
        damaged[page * PAGE:(page + 1) * PAGE] = bytes(PAGE)
    else:  # cut short
        del damaged[rng.randrange(PAGE, len(data)):]
    return bytes(damaged)


FUZZED = 200


def test_randomly_damaged_stores_never_raise_and_are_read_in_full_or_kept(tmp_path: Path) -> None:
    rng = random.Random("issue 32: damaged stores")
    sound = _store(tmp_path / "sound")
    kept = 0
    for number in range(FUZZED):
        folder = tmp_path / str(number)
        folder.mkdir()
        records_path(folder).write_bytes(_randomly_damaged(sound, rng))
        records = Records.open(records_path(folder), "sam")
        notices = records.take_notices()
        if (folder / "records.sqlite3.broken").exists():
            kept += 1
            assert records.on and len(notices) == 1 and notices[0].kept is not None
        else:  # damage SQLite cannot see (inside a value): every row still reads
            assert notices == [] and records.store is not None
            rows = records.store.connection.execute("SELECT id FROM games").fetchall()
            assert all(records.game(row[0]) is not None for row in rows)
            assert records.take_notices() == []
        records.close()
    assert kept >= FUZZED // 2  # most damage is seen


BAD_NAMES = ["sam\u200bmy", "\u202eevil", "a" * 41, "bell\x07", "x\u2066y", ""]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_player_name_given_is_bounded_and_clean_or_refused(tmp_path: Path, lang: str,
                                                             name: str) -> None:
    done = run_main([*_command(tmp_path, lang)[3:], "--player", name], "draw\n", _env())
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == ltr_marked(t(lang, "player-bad"))  # one sentence
    assert not records_path(tmp_path).exists()  # nothing recorded under it


def test_a_good_player_name_is_recorded_as_given(tmp_path: Path) -> None:
    done = run_main([*_command(tmp_path, "ar")[3:], "--player", "سَامِي  O'Neil"], "draw\n",
                    _env())
    assert done.returncode == 0, done.stderr
    assert [row[0] for row in _rows(tmp_path)] == ["سَامِي O'Neil"]


def test_a_login_name_with_hidden_characters_is_cleaned(tmp_path: Path) -> None:
    env = {**_env(), "LOGNAME": "\u202eamir\u200b\u0007" + "z" * 60}
    done = subprocess.run(_command(tmp_path, "en"), input="draw\n", capture_output=True,
                          text=True, env=env, timeout=60, check=False)
    assert done.returncode == 0 and done.stderr == ""
    assert [row[0] for row in _rows(tmp_path)] == [("amir" + "z" * 60)[:40]]
