"""Time to the first prompt, with ``--speech none`` and ``--speech auto``.

What it measures: the wall time from starting ``python -m tripeaks_a11y``
in a pseudo-terminal (so that the game is interactive, as for a player) to
the first ``> `` prompt, with the rules pages' deal, ``TERM=dumb`` (plain
input), a fresh settings folder and no screen reader
(``TRIPEAKS_A11Y_SCREEN_READER=none``), for

* ``--speech none`` (text only);
* ``--speech auto`` (the speech choice made before the prompt): on a
  machine with no sound device, text only;
* ``--speech auto`` with ``TRIPEAKS_A11Y_SOUND_DEVICE=yes`` ("auto, device"):
  the own voice is chosen and its full check runs in the background;
* ``python -c pass`` in the same run: the interpreter's own start, the
  reference the ratios are given against (machines differ).

Each is started ``ROUNDS`` times, interleaved; it prints the median and p90
in milliseconds and the median's ratio to ``python -c pass``.
Target (issue 12): the first prompt in under 0.4 s median with ``--speech auto``.

Run: ``.venv/bin/python benchmarks/startup.py [ROUNDS]``
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parents[1]
ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 15
DEAL = "TP1-E-AAAAAAB"


def _env(config: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("TRIPEAKS_A11Y_SPEECH_SINK", "PROMPT_TOOLKIT_NO_CPR")}
    return {**env, "TERM": "dumb", "PYTHONIOENCODING": "utf-8",
            "PYTHONPATH": str(ROOT / "src"), "TRIPEAKS_A11Y_CONFIG_DIR": config,
            "TRIPEAKS_A11Y_SCREEN_READER": "none"}


def to_prompt(speech: str, env: dict[str, str], **extra: str) -> float:
    """Seconds from starting the game to its first prompt."""
    started = time.perf_counter()
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--lang", "en",
                                           "--game", DEAL, "--speech", speech],
                          env={**env, **extra}, encoding="utf-8", timeout=60, dimensions=(40, 200))
    child.expect_exact("> ")
    elapsed = time.perf_counter() - started
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    return elapsed


def python_pass() -> float:
    """Seconds to start and end ``python -c pass``."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return time.perf_counter() - started


def _p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]


def main() -> None:
    """Run the rounds and print one line per figure."""
    times: dict[str, list[float]] = {"python -c pass": [], "--speech none": [],
                                     "--speech auto": [], "auto, device": []}
    with tempfile.TemporaryDirectory(prefix="tripeaks-startup-") as config:
        env = _env(config)
        for _ in range(ROUNDS):
            times["python -c pass"].append(python_pass())
            times["--speech none"].append(to_prompt("none", env))
            times["--speech auto"].append(to_prompt("auto", env))
            times["auto, device"].append(
                to_prompt("auto", env, TRIPEAKS_A11Y_SOUND_DEVICE="yes"))
    base = statistics.median(times["python -c pass"])
    print(f"first prompt, deal {DEAL}, {ROUNDS} rounds each, TERM=dumb, no screen reader")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"{name:16} median {median * 1000:7.1f} ms  p90 {_p90(values) * 1000:7.1f} ms"
              f"  ratio to python -c pass {median / base:5.1f}")
    print("target: --speech auto median under 400 ms")


if __name__ == "__main__":
    main()
