"""Every benchmark is a command that honours ``--help`` (house rules; issue 28 point 4).

Each script in benchmarks/ (all but the helper modules, named with a leading
underscore) is started as a player or a packager starts it, a process of its
own from the repository root: ``--help`` answers with a usage line and a
description and exits 0 before measuring anything; an option it does not know
is refused with its usage and exit status 2, as argparse does, rather than
read as a figure. A new benchmark without a command line fails here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = sorted(path for path in (ROOT / "benchmarks").glob("*.py")
                    if not path.name.startswith("_"))


def _run(script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([sys.executable, str(script), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)


def test_the_benchmarks_are_found() -> None:
    names = {path.name for path in BENCHMARKS}
    assert {"commands.py", "records.py", "speech_latency.py", "startup.py"} <= names


@pytest.mark.parametrize("script", BENCHMARKS, ids=lambda path: path.name)
def test_help_gives_usage_and_exits_0(script: Path) -> None:
    done = _run(script, "--help")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines and lines[0].startswith(f"usage: {script.name}")
    # a description of what it measures, then its options
    assert "options:" in done.stdout
    description = done.stdout.split("\n\n")[1]
    assert len(description.split()) >= 5, done.stdout


@pytest.mark.parametrize("script", BENCHMARKS, ids=lambda path: path.name)
def test_an_unknown_option_is_refused(script: Path) -> None:
    done = _run(script, "--no-such-option")
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.startswith(f"usage: {script.name}")
