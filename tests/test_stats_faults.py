"""``stats`` under faults (issue 32, item 7, item 10 and its bounds), through the real program.

Ctrl+C (SIGINT to the whole process group, as a terminal sends it) while two
workers solve prints one line and ends every worker, never a worker's
traceback; a closed standard output is no traceback either. ``--csv FILE``
never writes through a planted symbolic link and never replaces a file
without ``--force``. ``--samples`` and ``--sample-nodes`` have upper limits,
refused by argparse in one line.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from conftest import MARK, marked, run_main

from tripeaks_a11y.program.stats.options import MAX_SAMPLE_NODES, MAX_SAMPLES

ONE_LINE = re.compile(r"(interrupted after [\d,]+ deals"
                      r"|tripeaks-a11y stats: interrupted before any deal was solved)\n")


def _default_signals() -> None:
    """In the child before it runs the program: SIGINT, SIGQUIT and SIGHUP as the system
    gives them (a test run as a background job would otherwise hand them on ignored,
    and the game keeps a signal it was started ignoring, as nohup asks)."""
    for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGHUP):
        signal.signal(number, signal.SIG_DFL)


_TWO_WORKERS = ("--deals", "0-99999", "--jobs", "2", "--quiet")
"""``stats`` options that keep two workers busy far longer than any test waits."""


def _with_two_workers(args: list[str], mark: str) -> subprocess.Popen[bytes]:
    """``python ARGS`` (a ``stats`` run) in a session of its own, its processes marked
    with ``mark``, once the parent and its two workers are all running."""
    stats = subprocess.Popen([sys.executable, *args],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             start_new_session=True, preexec_fn=_default_signals,
                             env={**os.environ, MARK: mark, "PYTHONIOENCODING": "utf-8"})
    deadline = time.monotonic() + 60
    while len(marked(mark)) < 3:  # the parent and its two workers
        assert time.monotonic() < deadline and stats.poll() is None
        time.sleep(0.02)
    return stats


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs /proc (Linux)")
@pytest.mark.parametrize("after", [0.0, 0.1, 0.3, 0.7, 1.2, 2.0])
def test_ctrl_c_with_two_workers_is_one_line(after: float) -> None:
    mark = uuid.uuid4().hex
    stats = _with_two_workers(["-m", "tripeaks_a11y", "stats", *_TWO_WORKERS], mark)
    time.sleep(after)
    os.killpg(stats.pid, signal.SIGINT)  # the terminal's Ctrl+C: the whole group
    out, err = stats.communicate(timeout=120)
    assert stats.returncode == 128 + signal.SIGINT, err
    assert ONE_LINE.fullmatch(err.decode("utf-8")), err
    assert out == b""
    deadline = time.monotonic() + 10
    while marked(mark) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not marked(mark)  # no worker outlives it


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs /proc (Linux)")
def test_ctrl_c_ends_the_workers_whatever_the_caller_made_of_sigterm() -> None:
    """The pool ends its workers with SIGTERM; a worker is a fork and would keep a
    handler its parent had for it (here one that does nothing: a program that runs
    ``stats`` inside itself, as the tests do) and wait forever, and the parent with
    it. Each worker now takes SIGTERM as the system gives it."""
    mark = uuid.uuid4().hex
    code = ("import signal, sys; signal.signal(signal.SIGTERM, lambda *_: None); "
            "from tripeaks_a11y.program.cli import main; "
            f"sys.exit(main(['stats', *{list(_TWO_WORKERS)!r}]))")
    stats = _with_two_workers(["-c", code], mark)
    time.sleep(0.5)
    os.killpg(stats.pid, signal.SIGINT)
    try:
        _out, err = stats.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(stats.pid, signal.SIGKILL)
        stats.communicate()
        pytest.fail("stats waited forever for a worker that kept SIGTERM's handler")
    assert stats.returncode == 128 + signal.SIGINT, err
    assert ONE_LINE.fullmatch(err.decode("utf-8")), err


def test_a_closed_stdout_is_no_traceback() -> None:
    done = subprocess.run(["/bin/sh", "-c", f'exec "{sys.executable}" -m tripeaks_a11y stats '
                                            "--deals 0-19 --jobs 2 --quiet >&-"],
                          capture_output=True, timeout=120,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0
    assert done.stderr == b""


def _stats(tmp_path: Path, *extra: str) -> tuple[int, str, str]:
    result = run_main(["stats", "--deals", "0-2", "--jobs", "1", "--quiet", *extra],
                      cwd=tmp_path)
    return result.returncode, result.stdout, result.stderr


def test_an_existing_csv_is_refused_before_solving_and_kept(tmp_path: Path) -> None:
    old = tmp_path / "old.csv"
    old.write_text("the player's own\n", encoding="utf-8")
    status, out, err = _stats(tmp_path, "--csv", "old.csv")
    assert (status, out) == (1, "")
    assert err == "tripeaks-a11y stats: old.csv exists; give --force to replace it\n"
    assert old.read_text(encoding="utf-8") == "the player's own\n"
    status, out, err = _stats(tmp_path, "--csv", "old.csv", "--force")
    assert status == 0, err
    assert old.read_text(encoding="utf-8").startswith("deal,code,")
    assert len(old.read_text(encoding="utf-8").splitlines()) == 4


@pytest.mark.parametrize("dangling", [False, True])
def test_a_planted_link_is_never_written_through(tmp_path: Path, dangling: bool) -> None:
    target = tmp_path / "victim.txt"
    if not dangling:
        target.write_text("precious\n", encoding="utf-8")
    (tmp_path / "out.csv").symlink_to(target)
    status, _out, err = _stats(tmp_path, "--csv", "out.csv")
    assert status == 1
    assert err == "tripeaks-a11y stats: out.csv exists; give --force to replace it\n"
    if dangling:
        assert not target.exists()  # nothing created through the link
    else:
        assert target.read_text(encoding="utf-8") == "precious\n"
    status, _out, err = _stats(tmp_path, "--csv", "out.csv", "--force")
    assert status == 0, err
    assert not (tmp_path / "out.csv").is_symlink()  # the link replaced itself
    assert (tmp_path / "out.csv").read_text(encoding="utf-8").startswith("deal,code,")
    if dangling:
        assert not target.exists()
    else:
        assert target.read_text(encoding="utf-8") == "precious\n"


def test_a_new_csv_is_written_and_no_temporary_file_is_left(tmp_path: Path) -> None:
    status, out, err = _stats(tmp_path, "--csv", "new.csv")
    assert status == 0, err
    assert "per-deal results written to new.csv" in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.csv"]


@pytest.mark.parametrize(("option", "most"), [("--samples", MAX_SAMPLES),
                                              ("--sample-nodes", MAX_SAMPLE_NODES)])
def test_the_fair_players_budget_has_an_upper_limit(tmp_path: Path, option: str,
                                                    most: int) -> None:
    status, out, err = _stats(tmp_path, "--strategy", "fair", option, str(most + 1))
    assert (status, out) == (2, "")
    last = err.strip().splitlines()[-1]
    assert last == (f"tripeaks-a11y stats: argument {option}: must be a whole number from 1 "
                    f"to {most:,}, not '{most + 1}'")
    assert err.startswith("usage: ")
    help_text = run_main(["stats", "--help"]).stdout
    assert f"at most {most:,}" in " ".join(help_text.split())
