"""Fuzz the game's stored data: damaged and foreign records stores, odd settings files (issue 32).

    .venv/bin/python scripts/fuzz_data.py                   # about 60 s, a random seed
    .venv/bin/python scripts/fuzz_data.py --seconds 300 --seed 7

Records: a sound store of ``--games`` games is damaged at random (a run of
garbage, bits flipped anywhere past the header, b-tree page headers, a page
zeroed, the file cut short, a row given a value of a wrong type, another
program's database, another application id) and the real program plays on
it (``cli.main`` in script mode with ``--data-dir``: ``draw``, ``draw``,
``undo``, ``score``). A fault: a status but 0, anything on stderr, the
``score`` answer missing (an answered move lost), more than one sentence on
the store, a damaged store neither kept as ``.broken`` nor read in full,
another program's database changed.

Settings: files nesting arrays or inline tables 1-1500 levels deep, random
TOML and byte mutations of a rich file, files near the 64 KiB limit, are
loaded and a setting saved (``SettingsStore``). A fault: an exception, a
saved file over the limit or one the next load cannot read, a file set
aside (``.broken``) that the load had not reported.

Printed: each kind tried, the faults (0 expected); exit status 1 on a fault.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import sqlite3
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import replace
from pathlib import Path

from tripeaks_a11y.program.cli import main as game_main
from tripeaks_a11y.records import GameInfo, Progress, RecordStore, StoreError, records_path
from tripeaks_a11y.settings import READ_LIMIT, SettingsStore

PAGE = 4096
MOVES = "draw\ndraw\nundo\nscore\n"
SCORE = '"score": 499'  # the answer to score after draw, draw, undo (TP1-E-AAAAAAB)


def sound_store(folder: Path, games: int) -> bytes:
    """The bytes of a real store of ``games`` finished games."""
    path = records_path(folder)
    store = RecordStore.open(path)
    for number in range(games):
        info = GameInfo("sam", "tripeaks", "easy", "", "tripeaks", number + 1,
                        f"TP1-E-{number:07d}", None, 1.7e9 + number)
        progress = Progress(cards_left=number % 28, moves=number, score=500,
                            actions=("draw",) * 40)
        store.finish(store.start_game(info, progress), "blocked", progress)
    store.close()
    return path.read_bytes()


def _garbage(data: bytearray, rng: random.Random) -> None:
    start = rng.randrange(100, len(data) - 1)
    size = rng.randrange(1, PAGE)
    data[start:start + size] = rng.randbytes(size)


def _bits(data: bytearray, rng: random.Random) -> None:
    for _ in range(rng.randrange(1, 60)):
        data[rng.randrange(100, len(data))] ^= 1 << rng.randrange(8)


def _headers(data: bytearray, rng: random.Random) -> None:
    for page in rng.sample(range(1, len(data) // PAGE), k=rng.randrange(1, 4)):
        data[page * PAGE + rng.randrange(8)] ^= 1 << rng.randrange(8)


def _zeroed(data: bytearray, rng: random.Random) -> None:
    page = rng.randrange(1, len(data) // PAGE)
    data[page * PAGE:(page + 1) * PAGE] = bytes(PAGE)


def _cut(data: bytearray, rng: random.Random) -> None:
    del data[rng.randrange(PAGE, len(data)):]


BYTE_DAMAGE = {"garbage": _garbage, "bits": _bits, "page-headers": _headers,
               "page-zeroed": _zeroed, "cut": _cut}
WRONG_TYPES = [("moves", "'many'"), ("score", "1.5"), ("player", "x'00'"),
               ("started", "'x'"), ("result", "'lost'"), ("deal", "'seven'"),
               ("actions", "x'ff'")]


def damaged_store(kind: str, sound: bytes, path: Path, rng: random.Random) -> None:
    """Write at ``path`` the sound store damaged as ``kind`` says."""
    if kind in BYTE_DAMAGE:
        data = bytearray(sound)
        BYTE_DAMAGE[kind](data, rng)
        path.write_bytes(bytes(data))
        return
    path.write_bytes(sound)
    with contextlib.closing(sqlite3.connect(path)) as connection, connection:
        if kind == "wrong-type":
            column, value = rng.choice(WRONG_TYPES)
            connection.execute(f"UPDATE games SET {column} = {value} WHERE id = ?",
                               (rng.randrange(1, 6),))
        elif kind == "application-id":
            connection.execute(f"PRAGMA application_id = {rng.randrange(1, 1 << 31)}")
    if kind == "foreign":
        path.unlink()
        with contextlib.closing(sqlite3.connect(path)) as connection, connection:
            connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
            connection.execute("INSERT INTO notes (text) VALUES ('mine')")
            connection.execute(f"PRAGMA user_version = {rng.randrange(0, 9)}")


STORE_KINDS = [*BYTE_DAMAGE, "wrong-type", "foreign", "application-id"]


def play(folder: Path) -> tuple[int, str, str]:
    """The real program on the store in ``folder``: status, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    status = game_main(["--game", "TP1-E-AAAAAAB", "--jsonl", "--data-dir", str(folder)],
                       stdin=io.StringIO(MOVES), stdout=out, stderr=err,
                       env={**os.environ, "TRIPEAKS_A11Y_SPEECH_SINK": ""})
    return status, out.getvalue(), err.getvalue()


def store_fault(kind: str, folder: Path, before: bytes) -> str | None:
    """What went wrong with one damaged store (None: nothing)."""
    try:
        status, out, err = play(folder)
    except Exception:  # a traceback the player would see
        return traceback.format_exc(limit=2)[-400:]
    if status != 0 or err:
        return f"status {status}, stderr {err[-300:]!r}"
    if SCORE not in out.splitlines()[-1]:
        return "the last answer is not the score: a move was lost"
    if out.count('"event": "error"') > 1:
        return "more than one sentence on the store"
    path = records_path(folder)
    if kind in ("foreign", "application-id"):
        return None if path.read_bytes() == before else "another program's database changed"
    if (folder / "records.sqlite3.broken").exists():
        return None if (folder / "records.sqlite3.broken").read_bytes() == before \
            else "the kept copy differs"
    try:  # every row read back as the game reads it (the offer to continue, resume)
        store = RecordStore.open(path)
        try:
            ids = [row[0] for row in store.connection.execute("SELECT id FROM games")]
            for game_id in ids:
                store.game(game_id)
            store.unfinished("sam")
        finally:
            store.close()
    except (StoreError, sqlite3.Error) as error:
        return f"neither kept aside nor read in full: {error}"
    return None


def nested(rng: random.Random) -> bytes:
    levels = rng.choice([rng.randrange(1, 40), rng.randrange(40, 1500)])
    if rng.random() < 0.5:
        return b'lang = "hr"\nx = ' + b"[" * levels + b"]" * levels + b"\n"
    return b'lang = "hr"\nx = ' + b"{a=" * levels + b"1" + b"}" * levels + b"\n"


RICH = (b'# mine\nlang = "ar"\nwhen = 1979-05-27T07:32:00Z\nwindow = { w = 80, h = 24 }\n'
        b'[speech]\nrate = 150\nvolume = 80\n[[players]]\nname = "Amira"\n')


def mutated(rng: random.Random) -> bytes:
    data = bytearray(RICH)
    for _ in range(rng.randrange(1, 6)):
        spot = rng.randrange(len(data))
        choice = rng.random()
        if choice < 0.4:
            data[spot:spot + 1] = bytes([rng.randrange(256)])
        elif choice < 0.7:
            data[spot:spot] = rng.choice([b"[", b"]", b"{", b"}", b"=", b'"', b"\n", b"\xff"])
        else:
            del data[spot:spot + rng.randrange(1, 10)]
    return bytes(data)


def near_limit(rng: random.Random) -> bytes:
    """A file a few bytes under the limit, without the volume the save adds."""
    rich = RICH.replace(b"volume = 80\n", b"")
    return rich + b"# " + b"x" * (READ_LIMIT - len(rich) - rng.randrange(3, 60)) + b"\n"


SETTINGS_KINDS = {"nested": nested, "mutated": mutated, "near-limit": near_limit}


def settings_fault(data: bytes, folder: Path, rng: random.Random) -> str | None:
    """What went wrong loading and saving one settings file (None: nothing)."""
    path = folder / "settings.toml"
    path.write_bytes(data)
    try:
        store = SettingsStore(path)
        settings = store.load()
        told = store.problem
        problem = store.save(replace(settings, volume=rng.randrange(101)))
    except Exception:  # any exception at all is the fault looked for
        return traceback.format_exc(limit=3)[-400:]
    kept = folder / "settings.toml.broken"
    if kept.exists() and told is None:
        return "set aside without a word"
    if problem is None:
        if path.stat().st_size > READ_LIMIT:
            return "saved over the limit"
        again = SettingsStore(path)
        again.load()
        if again.problem is not None:
            return f"the saved file does not read back: {again.problem}"
    elif path.read_bytes() != data:
        return f"changed although not saved: {problem}"
    return None


def main(argv: list[str] | None = None) -> int:
    """Run the fuzz; print the figures; 1 when a fault was found, else 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="how long (default 60)")
    parser.add_argument("--seed", type=int, help="the random seed (default: any)")
    parser.add_argument("--games", type=int, default=120, help="games in the sound store")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    tried: Counter[str] = Counter()
    failed: Counter[str] = Counter()
    faults: list[str] = []
    with tempfile.TemporaryDirectory(prefix="tripeaks-fuzz-data-") as temporary:
        root = Path(temporary)
        sound = sound_store(root / "sound", args.games)
        deadline = time.monotonic() + args.seconds
        number = 0
        while time.monotonic() < deadline:
            number += 1
            folder = root / str(number)
            folder.mkdir()
            if number % 2:
                kind = rng.choice(STORE_KINDS)
                damaged_store(kind, sound, records_path(folder), rng)
                fault = store_fault(kind, folder, records_path(folder).read_bytes())
                tried[f"store {kind}"] += 1
            else:
                kind = rng.choice(sorted(SETTINGS_KINDS))
                fault = settings_fault(SETTINGS_KINDS[kind](rng), folder, rng)
                tried[f"settings {kind}"] += 1
            if fault is not None:
                failed[kind] += 1
                faults.append(f"{kind} (seed {seed}, case {number}): {fault}")
    print(f"seed {seed}: {sum(tried.values())} cases, {len(faults)} faults")
    for kind, count in sorted(tried.items()):
        print(f"  {kind}: {count} tried, {failed[kind.split()[1]]} faults")
    for fault in faults[:20]:
        print("FAULT", fault)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
