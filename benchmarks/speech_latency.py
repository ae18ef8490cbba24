"""Command-to-text latency with speech on and off, over a scripted game.

What it measures: for each command of a fixed game, the time from handing
the line to the program's output layer (``terminal.Output.answer``: parse, play,
word, print, hand to speech) until it returns to the prompt, with

* speech off: ``--speech none`` (text only);
* speech on: the own voice, espeak-ng in a child process per utterance,
  writing to a null sink (``-w /dev/null``), on the speech thread.

Input: numbered deal 1 (TP1-E-AAAAAAB), commands chosen once by a simple
policy (play the first playable card, else draw, a board read-out every
fifth command) until the game ends or 80 commands; the same commands in
both runs, 50 ms apart (``--gap``; a fast typist), the two runs interleaved
and repeated ``--rounds`` times (default 3).

Reference, in the same run: speech off. Printed: median, p90 and slowest of
each, and speech on beside speech off, what it adds to the median and the
ratio of the medians and of the p90s (1.00: speech costs the prompt nothing).
Target (issue 3): speech adds under 5 ms to the median. The machine's load
(``os.getloadavg``) is printed before and after.

Run: ``.venv/bin/python benchmarks/speech_latency.py [--rounds 3] [--gap 50]``
"""

from __future__ import annotations

import argparse
import io
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from _common import load_line, positive, ratio

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from tripeaks_a11y.deals import Game, GameCode  # noqa: E402
from tripeaks_a11y.program.terminal import Output  # noqa: E402
from tripeaks_a11y.session import Session  # noqa: E402
from tripeaks_a11y.speech import EspeakBackend, Plan, SpeechController  # noqa: E402
from tripeaks_a11y.values.rules import Rules  # noqa: E402

CODE = GameCode(Game.TRIPEAKS, 1, Rules.EASY)
GAP_MS = 50
ROUNDS = 3
LIMIT = 80


def scripted_commands(limit: int = LIMIT) -> list[str]:
    session = Session(lang="en", code=CODE)
    commands: list[str] = []
    while len(commands) < limit:
        game = session.game
        if len(commands) % 5 == 4:
            line = "board"
        else:
            playable = game.playable_positions()
            if playable:
                card = game.card_at(playable[0])
                assert card is not None
                line = card.code
            elif game.stock_count:
                line = "draw"
            else:
                break
        commands.append(line)
        answer = session.handle(line)
        if any(item.event in ("won", "blocked") for item in answer):
            break
    return commands


def run(commands: list[str], speech: SpeechController, gap: float) -> list[float]:
    """Milliseconds per command, ``gap`` seconds apart, answered through ``speech``."""
    session = Session(lang="en", code=CODE)
    out = Output(io.StringIO(), False, speech, session)
    out.emit(session.start())
    times = []
    for line in commands:
        time.sleep(gap)
        start = time.perf_counter()
        out.answer(line)
        times.append((time.perf_counter() - start) * 1000)
    speech.close()
    return times


def summary(name: str, times: list[float]) -> tuple[float, float]:
    """Print the median, p90 and slowest of ``times`` (ms); return the median and p90."""
    ordered = sorted(times)
    median = statistics.median(ordered)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    print(f"{name}: median {median:.3f} ms, p90 {p90:.3f} ms, max {ordered[-1]:.3f} ms "
          f"({len(ordered)} commands)")
    return median, p90


def main(argv: list[str] | None = None) -> int:
    """Measure and print one line per figure; 1 when espeak-ng is missing."""
    parser = argparse.ArgumentParser(
        description="Command-to-text latency over a scripted game with the own voice on "
                    "(espeak-ng to a null sink) beside speech off, the reference measured "
                    "in the same run, interleaved (module docstring).")
    parser.add_argument("--rounds", type=positive, default=ROUNDS,
                        help=f"runs of the game each way, interleaved (default {ROUNDS})")
    parser.add_argument("--gap", type=float, default=GAP_MS, metavar="MS",
                        help=f"milliseconds between two commands (default {GAP_MS})")
    args = parser.parse_args(argv)
    if shutil.which("espeak-ng") is None:
        print("espeak-ng is not installed: nothing to measure")
        return 1
    os.environ.setdefault("TRIPEAKS_A11Y_CONFIG_DIR", tempfile.mkdtemp())
    print(f"speech latency; {load_line()}")
    commands = scripted_commands()
    print(f"game {CODE}: {len(commands)} commands, {args.gap:.0f} ms apart, "
          f"{args.rounds} rounds each")
    off: list[float] = []
    on: list[float] = []
    said = 0
    for _ in range(args.rounds):
        off += run(commands, SpeechController(Plan("none", [])), args.gap / 1000)
        speech = SpeechController(Plan("tts", [lambda: EspeakBackend("null", realtime=False)]))
        on += run(commands, speech, args.gap / 1000)
        said += sum(1 for _, _, outcome, _ in speech.history if outcome == "said")
    median_off, p90_off = summary("speech off (reference)", off)
    median_on, p90_on = summary("speech on (espeak-ng to a null sink)", on)
    print(f"utterances synthesised with speech on: {said}")
    print(f"speech on beside speech off: median ratio {ratio(median_on, median_off)}, "
          f"p90 ratio {ratio(p90_on, p90_off)}")
    print(f"speech adds to the median: {median_on - median_off:.3f} ms (target: under 5 ms)")
    print(f"after: {load_line()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
