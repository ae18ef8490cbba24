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
both runs, 50 ms apart (a fast typist), each run repeated 3 times.
Target (issue 3): speech adds under 5 ms to the median.

Run: ``.venv/bin/python benchmarks/speech_latency.py``
"""

from __future__ import annotations

import io
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from tripeaks_a11y.deals import Game, GameCode  # noqa: E402
from tripeaks_a11y.rules import Rules  # noqa: E402
from tripeaks_a11y.session import Session  # noqa: E402
from tripeaks_a11y.speech import EspeakBackend, Plan, SpeechController  # noqa: E402
from tripeaks_a11y.terminal import Output  # noqa: E402

CODE = GameCode(Game.TRIPEAKS, 1, Rules.EASY)
GAP = 0.05
ROUNDS = 3


def scripted_commands(limit: int = 80) -> list[str]:
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


def run(commands: list[str], speech: SpeechController) -> list[float]:
    session = Session(lang="en", code=CODE)
    out = Output(io.StringIO(), False, speech, session)
    out.emit(session.start())
    times = []
    for line in commands:
        time.sleep(GAP)
        start = time.perf_counter()
        out.answer(line)
        times.append((time.perf_counter() - start) * 1000)
    speech.close()
    return times


def summary(name: str, times: list[float]) -> float:
    ordered = sorted(times)
    median = statistics.median(ordered)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    print(f"{name}: median {median:.3f} ms, p90 {p90:.3f} ms, max {ordered[-1]:.3f} ms "
          f"({len(ordered)} commands)")
    return median


def main() -> int:
    if shutil.which("espeak-ng") is None:
        print("espeak-ng is not installed: nothing to measure")
        return 1
    os.environ.setdefault("TRIPEAKS_A11Y_CONFIG_DIR", tempfile.mkdtemp())
    commands = scripted_commands()
    print(f"game {CODE}: {len(commands)} commands, {GAP * 1000:.0f} ms apart, "
          f"{ROUNDS} rounds each")
    off: list[float] = []
    on: list[float] = []
    said = 0
    for _ in range(ROUNDS):
        off += run(commands, SpeechController(Plan("none", [])))
        speech = SpeechController(Plan("tts", [lambda: EspeakBackend("null", realtime=False)]))
        on += run(commands, speech)
        said += sum(1 for _, _, outcome, _ in speech.history if outcome == "said")
    median_off = summary("speech off", off)
    median_on = summary("speech on (espeak-ng to a null sink)", on)
    print(f"utterances synthesised with speech on: {said}")
    print(f"speech adds to the median: {median_on - median_off:.3f} ms (target: under 5 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
