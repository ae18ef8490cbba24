"""Start-up: a script-mode deal and exit, and the time to the first prompt.

What it measures, each against ``python -c pass`` of the same interpreter in
the same run (the reference: machines differ), with the machine's load
(``os.getloadavg``) before and after:

* ``script deal``: ``python -m tripeaks_a11y --game TP1-E-AAAAAAB --lang en``
  with standard input at its end (an empty pipe): the welcome and the board
  printed, and exit. Target (issue 28): within 15x ``python -c pass`` from an
  installed wheel.
* the first ``>`` prompt in a pseudo-terminal (the game interactive, as for a
  player), with the rules pages' deal, a fresh settings folder and no screen
  reader (``TRIPEAKS_A11Y_SCREEN_READER=none``):
  ``--speech none`` with ``TERM=dumb`` (plain input) and with
  ``TERM=xterm-256color`` (the full line editor, "full terminal");
  ``--speech auto`` (the speech choice made before the prompt; on a machine
  with no sound device, text only); and ``--speech auto`` with
  ``TRIPEAKS_A11Y_SOUND_DEVICE=yes`` ("auto, device": the own voice chosen,
  its full check in the background). Target: the full terminal's first prompt
  under 0.4 s on a quiet machine.

Each is started ``--rounds`` times, interleaved; it prints the median and p90
in milliseconds and the median's ratio to ``python -c pass``.

The game measured is the checkout's (``src`` on ``PYTHONPATH``, with this
interpreter), or, with ``--python PATH``, the one installed in that
interpreter's environment (no ``PYTHONPATH``), for example a virtual
environment the wheel was installed into.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pexpect
from _common import load_line

ROOT = Path(__file__).resolve().parents[1]
DEAL = "TP1-E-AAAAAAB"
LAST_WORDS = "9 of spades."
SCRIPT_TARGET = 15.0
PROMPT_TARGET_MS = 400.0


def _env(config: str, python: str | None) -> dict[str, str]:
    # PYTHONDONTWRITEBYTECODE dropped: a player's game runs from compiled bytecode, which
    # the first, uncounted run writes (in a checkout; an installed wheel has it already).
    env = {key: value for key, value in os.environ.items()
           if key not in ("TRIPEAKS_A11Y_SPEECH_SINK", "PROMPT_TOOLKIT_NO_CPR", "PYTHONPATH",
                          "PYTHONDONTWRITEBYTECODE")}
    env.update({"PYTHONIOENCODING": "utf-8", "TRIPEAKS_A11Y_CONFIG_DIR": config,
                "TRIPEAKS_A11Y_DATA_DIR": config, "TRIPEAKS_A11Y_SCREEN_READER": "none",
                # the compiled catalogs, written by the first, uncounted run
                "TRIPEAKS_A11Y_CACHE_DIR": str(Path(config) / "cache")})
    if python is None:
        env["PYTHONPATH"] = str(ROOT / "src")
    return env


def to_prompt(python: str, speech: str, env: dict[str, str], term: str,
              **extra: str) -> float:
    """Seconds from starting the game to its first prompt."""
    started = time.perf_counter()
    child = pexpect.spawn(python, ["-m", "tripeaks_a11y", "--lang", "en",
                                   "--game", DEAL, "--speech", speech],
                          env={**env, "TERM": term, **extra}, encoding="utf-8", timeout=60,
                          dimensions=(40, 200))
    # The welcome's board ends with this card; then the prompt: "> " in a plain
    # terminal, ">" and cursor movements from the line editor in a full one.
    child.expect_exact(LAST_WORDS)
    child.expect_exact(">")
    elapsed = time.perf_counter() - started
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    return elapsed


def script_deal(python: str, env: dict[str, str]) -> float:
    """Seconds for a script-mode deal and exit (standard input at its end)."""
    started = time.perf_counter()
    # An empty pipe, not /dev/null: the end of input at once, whatever the machine.
    subprocess.run([python, "-m", "tripeaks_a11y", "--game", DEAL, "--lang", "en"],
                   env={**env, "TERM": "dumb"}, input=b"", stdout=subprocess.PIPE, check=True)
    return time.perf_counter() - started


def python_pass(python: str) -> float:
    """Seconds to start and end ``python -c pass``."""
    started = time.perf_counter()
    subprocess.run([python, "-c", "pass"], check=True)
    return time.perf_counter() - started


def _p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> None:
    """Run the rounds and print one line per figure."""
    parser = argparse.ArgumentParser(
        description="Start-up of the game: a script-mode deal and exit and the first prompt, "
                    "each beside python -c pass of the same interpreter (module docstring).")
    parser.add_argument("--rounds", type=int, default=15, help="runs of each (default 15)")
    parser.add_argument("--python", metavar="PATH", default=None,
                        help="measure the game installed for this interpreter (e.g. a venv's "
                             "bin/python) instead of the checkout's source")
    args = parser.parse_args(argv)
    python = args.python or sys.executable
    times: dict[str, list[float]] = {"python -c pass": [], "script deal": [],
                                     "--speech none": [], "full terminal": [],
                                     "--speech auto": [], "auto, device": []}
    load_before = load_line()
    with tempfile.TemporaryDirectory(prefix="tripeaks-startup-") as config:
        env = _env(config, args.python)
        script_deal(python, env)  # the first run writes the caches: not counted
        for _ in range(args.rounds):
            times["python -c pass"].append(python_pass(python))
            times["script deal"].append(script_deal(python, env))
            times["--speech none"].append(to_prompt(python, "none", env, "dumb"))
            times["full terminal"].append(to_prompt(python, "none", env, "xterm-256color"))
            times["--speech auto"].append(to_prompt(python, "auto", env, "dumb"))
            times["auto, device"].append(
                to_prompt(python, "auto", env, "dumb", TRIPEAKS_A11Y_SOUND_DEVICE="yes"))
    base = statistics.median(times["python -c pass"])
    where = f"installed for {python}" if args.python else f"checkout {ROOT / 'src'}"
    print(f"start-up, deal {DEAL}, {args.rounds} rounds each, no screen reader, game: {where}")
    print(f"before: {load_before}")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"{name:16} median {median * 1000:7.1f} ms  p90 {_p90(values) * 1000:7.1f} ms"
              f"  ratio to python -c pass {median / base:5.1f}")
    print(f"after:  {load_line()}")
    print(f"targets: script deal within {SCRIPT_TARGET:.0f}x python -c pass (installed wheel); "
          f"full terminal first prompt under {PROMPT_TARGET_MS:.0f} ms on a quiet machine")


if __name__ == "__main__":
    main()
