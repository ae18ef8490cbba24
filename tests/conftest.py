"""Shared test data: the rules pages' example deal (seed 000 / 004), own folders, and the
program run in-process (``run_main``)."""

from __future__ import annotations

import atexit
import contextlib
import io
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from tripeaks_a11y.deals import tripeaks_deal
from tripeaks_a11y.i18n.catalogs import CACHE_ENV
from tripeaks_a11y.records import DATA_ENV
from tripeaks_a11y.settings import CONFIG_ENV
from tripeaks_a11y.values.cards import Card

# Nor the player's cache: the compiled catalogs of this run (and of the programs it
# starts) go to a temporary folder, set before any test module formats a message.
_CATALOG_CACHE = tempfile.mkdtemp(prefix="tripeaks-catalogs-")
os.environ[CACHE_ENV] = _CATALOG_CACHE
atexit.register(shutil.rmtree, _CATALOG_CACHE, True)


def build_seed_deal() -> list[Card]:
    """The rules pages' example deal, TP1-E-AAAAAAB (deal 1), as 52 cards in deal order.

    The pages name 12 of its places (the waste, the bottom row, row 3 place 5);
    ``test_deals`` checks that deal 1 puts exactly those cards there.
    """
    return tripeaks_deal(1)


@pytest.fixture
def seed_deal() -> list[Card]:
    """The seeds' example deal as 52 cards in deal order."""
    return build_seed_deal()


@pytest.fixture
def seed_deal_codes() -> str:
    """The seeds' example deal as the 52 codes ``--deal`` takes."""
    return " ".join(card.code for card in build_seed_deal())


@pytest.fixture(autouse=True, scope="session")
def _own_speech_dispatcher(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Tests and the programs they start never talk to the player's speech-dispatcher:
    a test that falls through to it talks to (or has ``spd-say`` start) a daemon in a
    temporary folder, never the real one."""
    speechd = tmp_path_factory.mktemp("speechd")
    os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{speechd / 'speechd.sock'}"


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory: pytest.TempPathFactory,
                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Nor the player's settings or records store: each test (and the programs it
    starts) has its own empty settings folder (``TRIPEAKS_A11Y_CONFIG_DIR``) and data
    folder (``TRIPEAKS_A11Y_DATA_DIR``), so that no setting one test saves ("listen
    on") and no game it leaves unfinished reaches another."""
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv(DATA_ENV, str(tmp_path_factory.mktemp("data")))


def run_main(args: Sequence[str], stdin: str | bytes = "",
                env: Mapping[str, str] | None = None, *, text: bool = True,
                cwd: Path | None = None) -> subprocess.CompletedProcess[Any]:
    """``tripeaks-a11y ARGS`` run in this process (``cli.main`` with streams and an
    environment of its own), answered as ``subprocess.run(..., capture_output=True)``
    would: the exit status and what was printed on stdout and stderr, as text (UTF-8,
    newlines as universal newlines make them) or, with ``text=False``, as bytes.

    ``stdin`` is the standard input (bytes as they are, text as UTF-8; not a terminal);
    ``env`` the environment the program reads (default: this process's, as it is now);
    ``cwd`` the folder relative paths are read from during the run.
    """
    from tripeaks_a11y.program.cli import main  # here: a test module imports only what it uses

    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    streams = [io.BytesIO(), io.BytesIO()]
    out, err = (io.TextIOWrapper(stream, encoding="utf-8", write_through=True)
                for stream in streams)
    with contextlib.chdir(cwd) if cwd is not None else contextlib.nullcontext():
        try:
            status = main(list(args),
                          stdin=io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"),
                          stdout=out, stderr=err,
                          env=dict(os.environ) if env is None else dict(env))
        except SystemExit as leaving:  # argparse's --help, --version and refusals
            code = leaving.code  # as the interpreter takes it: None 0, a text 1 and printed
            if code is not None and not isinstance(code, int):
                print(code, file=err)
            status = code if isinstance(code, int) else 0 if code is None else 1
    out.flush()
    err.flush()
    printed = [stream.getvalue() for stream in streams]
    if not text:
        return subprocess.CompletedProcess(list(args), status, printed[0], printed[1])
    shown = [data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
             for data in printed]
    return subprocess.CompletedProcess(list(args), status, shown[0], shown[1])


def run_process(args: Sequence[str], stdin: str | bytes = "",
                env: Mapping[str, str] | None = None, *, text: bool = True,
                cwd: Path | None = None) -> subprocess.CompletedProcess[Any]:
    """``python -m tripeaks_a11y ARGS`` in a process of its own, answered as ``run_main``
    answers: only for a test whose point is a fresh interpreter (what it imports, from
    a ``PYTHONPATH`` of the test's, or what it reads from the environment as it starts).
    """
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    done = subprocess.run([sys.executable, "-m", "tripeaks_a11y", *args], input=data,
                          capture_output=True, timeout=120, cwd=cwd,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8", **(env or {})})
    if not text:
        return done
    return subprocess.CompletedProcess(
        done.args, done.returncode,
        *(printed.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
          for printed in (done.stdout, done.stderr)))



MARK = "TRIPEAKS_A11Y_TEST_MARK"
"""The environment variable that marks a test's processes (``marked``, ``mark``)."""


def marked(value: str) -> list[int]:
    """The live processes whose environment holds ``MARK=value``: a test's game and what
    it started (speech, workers), found through /proc (Linux)."""
    wanted = f"{MARK}={value}".encode()
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            if wanted in (entry / "environ").read_bytes().split(b"\0"):
                found.append(int(entry.name))
        except OSError:
            continue
    return found


@pytest.fixture
def mark() -> Iterator[str]:
    """A mark for the environment of one test's processes (``MARK``); whatever is left of
    them is killed after."""
    import signal
    import uuid

    value = uuid.uuid4().hex
    yield value
    for pid in marked(value):
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            continue


def speaking(value: str) -> list[int]:
    """The stand-in speech engines (``sleep 600``) of the test's processes marked ``value``
    that are speaking (or hung)."""
    found = []
    for pid in marked(value):
        try:
            if Path(f"/proc/{pid}/cmdline").read_bytes() == b"sleep\x00600\x00":
                found.append(pid)
        except OSError:
            continue
    return found


def wait_for(condition: Callable[[], object], limit: float = 60.0) -> None:
    """Wait until ``condition()`` is true; fails after ``limit`` seconds (only to notice a
    hang: never a measure)."""
    import time

    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "gave up waiting"
        time.sleep(0.05)
