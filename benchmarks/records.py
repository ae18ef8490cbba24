"""What the records store costs: saving after every action, and a large store at the start.

What it measures:

* the answer time of ``Session.handle`` over one scripted game (random legal
  moves, undos and redos of TriPeaks deal 1 and Pyramid deal 1, the same
  lines for both runs), with no records and with the records store saving
  after every action (a real file in a temporary folder, WAL,
  ``synchronous=NORMAL``): median and p90 in milliseconds, and what saving
  adds to the median (target, issue 14: under 2 ms);
* the time to the first prompt (``python -m tripeaks_a11y`` in a
  pseudo-terminal, ``TERM=dumb``, ``--speech none``, at the keyboard so
  that the store is opened and the unfinished games are looked up) with an
  empty store and with a store of ``GAMES`` games (one of them this
  player's unfinished game, offered), interleaved, ``ROUNDS`` rounds: the
  median of each and the ratio of the large store's to the empty one's,
  the reference in the same run (target: about 1).

Run: ``.venv/bin/python benchmarks/records.py [ROUNDS] [GAMES]``
"""

from __future__ import annotations

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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from tripeaks_a11y.kinds import parse_code  # noqa: E402
from tripeaks_a11y.records import Records, RecordStore, records_path  # noqa: E402
from tripeaks_a11y.session import Session  # noqa: E402

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 9
GAMES = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
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


def main() -> None:
    """Run both measurements and print one line per figure."""
    scripts = {code: _script(code, seed) for seed, code in
               enumerate(("TP1-E-AAAAAAB", "TP1-C-AAAAAAB", "PY1-AAAAAAB"))}
    with tempfile.TemporaryDirectory(prefix="tripeaks-records-") as folder:
        base = Path(folder)
        records = Records.open(records_path(base / "saving"), PLAYER)
        plain: list[float] = []
        saving: list[float] = []
        for _ in range(3):  # interleaved, so that the machine's load falls on both
            plain += answer_times(None, scripts)
            saving += answer_times(records, scripts)
        records.close()
        lines = sum(len(lines) for lines in scripts.values())
        print(f"answer time over {lines} scripted lines x 3 (TriPeaks Easy and Classic, "
              "Pyramid; deal 1)")
        for name, values in (("no records", plain), ("saving", saving)):
            print(f"{name:12} median {statistics.median(values) * 1000:6.3f} ms"
                  f"  p90 {_p90(values) * 1000:6.3f} ms")
        added = statistics.median(saving) - statistics.median(plain)
        print(f"saving adds {added * 1000:6.3f} ms to the median (target: under 2 ms)")

        empty, large = base / "empty", base / "large"
        empty.mkdir()
        RecordStore.open(records_path(empty)).close()
        started = time.perf_counter()
        fill(records_path(large), GAMES)
        size = records_path(large).stat().st_size / 1e6
        print(f"a store of {GAMES} games ({size:.0f} MB) made in "
              f"{time.perf_counter() - started:.1f} s")
        config = base / "config"
        config.mkdir()
        times: dict[str, list[float]] = {"empty store": [], f"{GAMES} games": []}
        for _ in range(ROUNDS):
            times["empty store"].append(to_prompt(empty, str(config)))
            times[f"{GAMES} games"].append(to_prompt(large, str(config)))
        reference = statistics.median(times["empty store"])
        print(f"first prompt, {ROUNDS} rounds each, TERM=dumb, --speech none, at the keyboard")
        for name, values in times.items():
            median = statistics.median(values)
            print(f"{name:14} median {median * 1000:7.1f} ms  p90 {_p90(values) * 1000:7.1f} ms"
                  f"  ratio to the empty store {median / reference:5.2f}")
        print("target: the ratio about 1 (the unfinished games are found by index)")


if __name__ == "__main__":
    main()
