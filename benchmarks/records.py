"""What the records store costs: saving after every action, and a large store at the start.

What it measures:

* the answer time of ``Session.handle`` over one scripted game (random legal
  moves, undos and redos of TriPeaks deal 1 and Pyramid deal 1, the same
  lines for both runs), with no records and with the records store saving
  after every action (a real file in a temporary folder, WAL,
  ``synchronous=NORMAL``), interleaved, ``--answer-rounds`` times: median
  and p90 in milliseconds, and what saving adds to the median (target,
  issue 14: under 2 ms). Reference, in the same run, interleaved with them:
  a bare SQLite write per scripted line on a file opened the same way (WAL,
  ``synchronous=NORMAL``, autocommit): one ``INSERT`` of a row as long as a
  game's row, its own transaction, committed; what saving adds is printed
  beside its median as a ratio (about 1: saving costs what one commit does);
* the time to the first prompt (``python -m tripeaks_a11y`` in a
  pseudo-terminal, ``TERM=dumb``, ``--speech none``, at the keyboard so
  that the store is opened and the unfinished games are looked up) with an
  empty store and with a store of ``--games`` games (one of them this
  player's unfinished game, offered), interleaved, ``--rounds`` rounds: the
  median of each and the ratio of the large store's to the empty one's,
  the reference in the same run (target: about 1).

The machine's load (``os.getloadavg``) is printed before and after.

Run: ``.venv/bin/python benchmarks/records.py [--rounds 9] [--games 100000]``
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pexpect
from _common import load_line, positive, ratio

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from tripeaks_a11y.kinds import parse_code  # noqa: E402
from tripeaks_a11y.records import Records, RecordStore, records_path  # noqa: E402
from tripeaks_a11y.session import Session  # noqa: E402

ROUNDS = 9
GAMES = 100_000
ANSWER_ROUNDS = 3
PLAYER = "bench"


def _script(code: str, seed: int, length: int = 150) -> list[str]:
    """Random legal lines for a game of ``code``, worked out on a game of its own."""
    rng = random.Random(seed)
    session = Session(code=parse_code(code))
    lines: list[str] = []
    while len(lines) < length and not session.game.is_over:
        game = session.game
        options = ["draw"] if game.stock_count else []
        if session.kind.pairs:
            options += [("pair " if len(r) == 2 else "remove ")
                        + " ".join(game.card_of(s).code for s in r)  # type: ignore[union-attr]
                        for r in game.removals()]  # type: ignore[union-attr]
        else:
            options += [game.card_of(p).code  # type: ignore[union-attr]
                        for p in game.playable_positions()]  # type: ignore[union-attr]
        line = rng.choice([*options, *options, "undo", "redo", "board"])
        session.handle(line)
        lines.append(line)
    return lines


def answer_times(records: Records | None, scripts: dict[str, list[str]]) -> list[float]:
    """Seconds per answer over the scripted games."""
    times: list[float] = []
    for code, lines in scripts.items():
        session = Session(code=parse_code(code), records=records, player=PLAYER)
        session.start()
        for line in lines:
            started = time.perf_counter()
            session.handle(line)
            times.append(time.perf_counter() - started)
    return times


def bare_writes(connection: sqlite3.Connection, count: int, row: str) -> list[float]:
    """Seconds per bare write: ``count`` INSERTs of ``row``, each its own committed
    transaction (the reference for what saving adds)."""
    times: list[float] = []
    for _ in range(count):
        started = time.perf_counter()
        connection.execute("INSERT INTO bare (actions) VALUES (?)", (row,))
        times.append(time.perf_counter() - started)
    return times


def bare_store(path: Path) -> sqlite3.Connection:
    """A file opened as the records store opens its own: WAL, ``synchronous=NORMAL``,
    autocommit (each statement its own transaction), with one table of text rows."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("PRAGMA synchronous=NORMAL")
    connection.execute("CREATE TABLE bare (id INTEGER PRIMARY KEY, actions TEXT)")
    return connection


def _p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]


def fill(path: Path, games: int) -> None:
    """A store of ``games`` finished games of several players, and one unfinished of PLAYER."""
    RecordStore.open(path).close()
    rng = random.Random(14)
    actions = json.dumps(["draw", "play 18", "play 27", "undo", "redo"] * 12)
    rows = []
    for n in range(games):
        started = 1.7e9 + n * 60
        result = rng.choice(("won", "blocked", "abandoned"))
        rows.append((f"player{n % 50}", "tripeaks", "easy", "", "tripeaks", n % 5000,
                     f"TP1-E-{n:07d}", None, started, started + 300, result,
                     0 if result == "won" else rng.randrange(1, 28), rng.randrange(20, 80),
                     rng.randrange(0, 900), rng.randrange(0, 5), rng.randrange(0, 3),
                     rng.uniform(60, 900), actions))
    with sqlite3.connect(path) as connection:
        connection.executemany(
            "INSERT INTO games (player, kind, rules, variants, scoring, deal, code, daily, "
            "started, ended, result, cards_left, moves, score, undos, hints, seconds, actions) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        connection.execute(
            "INSERT INTO games (player, kind, rules, scoring, deal, code, started, cards_left, "
            "moves, score, actions) VALUES (?, 'tripeaks', 'easy', 'tripeaks', 1, "
            "'TP1-E-AAAAAAB', ?, 28, 1, 499, '[\"draw\"]')", (PLAYER, 1.7e9 + games * 60))


def to_prompt(data: Path, config: str) -> float:
    """Seconds from starting the game to its first prompt, the store in ``data``."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("TRIPEAKS_A11Y_SPEECH_SINK", "PROMPT_TOOLKIT_NO_CPR")}
    env.update(TERM="dumb", PYTHONIOENCODING="utf-8", PYTHONPATH=str(ROOT / "src"),
               TRIPEAKS_A11Y_CONFIG_DIR=config, TRIPEAKS_A11Y_DATA_DIR=str(data),
               TRIPEAKS_A11Y_SCREEN_READER="none")
    started = time.perf_counter()
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--lang", "en", "--speech",
                                           "none", "--player", PLAYER], env=env,
                          encoding="utf-8", timeout=60, dimensions=(40, 200))
    child.expect_exact("> ")
    elapsed = time.perf_counter() - started
    child.terminate(force=True)
    child.close()
    return elapsed


def main(argv: list[str] | None = None) -> None:
    """Run both measurements and print one line per figure."""
    parser = argparse.ArgumentParser(
        description="What the records store costs: the answer time with and without saving "
                    "after every action, beside a bare SQLite insert and commit on a file "
                    "opened the same way (same run); the first prompt with a large store "
                    "beside an empty one (same run). Module docstring for the details.")
    parser.add_argument("--rounds", type=positive, default=ROUNDS,
                        help=f"first-prompt runs of each store (default {ROUNDS})")
    parser.add_argument("--games", type=positive, default=GAMES,
                        help=f"games in the large store (default {GAMES:,})")
    parser.add_argument("--answer-rounds", type=positive, default=ANSWER_ROUNDS,
                        help=f"times the scripted games are answered, each way "
                             f"(default {ANSWER_ROUNDS})")
    args = parser.parse_args(argv)
    print(f"records store; {load_line()}")
    scripts = {code: _script(code, seed) for seed, code in
               enumerate(("TP1-E-AAAAAAB", "TP1-C-AAAAAAB", "PY1-AAAAAAB"))}
    lines = sum(len(lines) for lines in scripts.values())
    # As long as a game's row: its actions as saved (a JSON list of its lines).
    row = json.dumps(max(scripts.values(), key=len))
    with tempfile.TemporaryDirectory(prefix="tripeaks-records-") as folder:
        base = Path(folder)
        records = Records.open(records_path(base / "saving"), PLAYER)
        bare = bare_store(base / "bare.sqlite3")
        plain: list[float] = []
        saving: list[float] = []
        writes: list[float] = []
        for _ in range(args.answer_rounds):  # interleaved, so that the load falls on all
            plain += answer_times(None, scripts)
            saving += answer_times(records, scripts)
            writes += bare_writes(bare, lines, row)
        records.close()
        bare.close()
        print(f"answer time over {lines} scripted lines x {args.answer_rounds} (TriPeaks Easy "
              "and Classic, Pyramid; deal 1)")
        for name, values in (("no records", plain), ("saving", saving)):
            print(f"{name:12} median {statistics.median(values) * 1000:6.3f} ms"
                  f"  p90 {_p90(values) * 1000:6.3f} ms")
        added = statistics.median(saving) - statistics.median(plain)
        write = statistics.median(writes)
        print(f"reference: a bare SQLite insert and commit ({len(row)} characters, WAL, "
              f"synchronous=NORMAL) median {write * 1000:6.3f} ms  p90 "
              f"{_p90(writes) * 1000:6.3f} ms")
        print(f"saving adds {added * 1000:6.3f} ms to the median (target: under 2 ms); "
              f"ratio to the bare write {ratio(added, write)}")

        empty, large = base / "empty", base / "large"
        empty.mkdir()
        RecordStore.open(records_path(empty)).close()
        started = time.perf_counter()
        fill(records_path(large), args.games)
        size = records_path(large).stat().st_size / 1e6
        print(f"a store of {args.games} games ({size:.0f} MB) made in "
              f"{time.perf_counter() - started:.1f} s")
        config = base / "config"
        config.mkdir()
        times: dict[str, list[float]] = {"empty store": [], f"{args.games} games": []}
        for _ in range(args.rounds):
            times["empty store"].append(to_prompt(empty, str(config)))
            times[f"{args.games} games"].append(to_prompt(large, str(config)))
        reference = statistics.median(times["empty store"])
        print(f"first prompt, {args.rounds} rounds each, TERM=dumb, --speech none, "
              "at the keyboard")
        for name, values in times.items():
            median = statistics.median(values)
            print(f"{name:14} median {median * 1000:7.1f} ms  p90 {_p90(values) * 1000:7.1f} ms"
                  f"  ratio to the empty store {median / reference:5.2f}")
        print("target: the ratio about 1 (the unfinished games are found by index)")
    print(f"after: {load_line()}")

if __name__ == "__main__":
    main()
