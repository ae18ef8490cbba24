"""A line that never ends never fills the memory (issue 32 item 8).

``tripeaks-a11y < /dev/zero`` ended in a MemoryError: a line with no newline
was kept whole. Through the real program in a process: 64 MB without a
newline are answered once, as too long, while the line still arrives, and
the game's peak memory stays far below the line's size; the game then
answers the next line as usual. The plain terminal's reader and the reader
that listening starts keep the same bound.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tripeaks_a11y.commands import MAX_LINE
from tripeaks_a11y.i18n import t
from tripeaks_a11y.program.terminal.inbox import Inbox
from tripeaks_a11y.program.terminal.lines import LINE_LIMIT, BoundedLines
from tripeaks_a11y.program.terminal.loops import _plain_reader

CODE = "TP1-E-AAAAAAB"
MEGABYTE = 1024 * 1024
FED = 64 * MEGABYTE


def _peak_kilobytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise AssertionError("no VmHWM")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc (Linux)")
def test_a_line_without_end_is_refused_at_once_in_constant_memory() -> None:
    game = subprocess.Popen([sys.executable, "-m", "tripeaks_a11y", "--game", CODE,
                             "--speech", "none"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert game.stdin is not None and game.stdout is not None
    too_long = t("en", "parse-too-long", count=MAX_LINE)
    answered = threading.Event()
    printed: list[bytes] = []

    def read() -> None:
        assert game.stdout is not None
        for line in game.stdout:
            printed.append(line)
            if line.decode("utf-8").strip() == too_long:
                answered.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        piece = b"x" * MEGABYTE
        for _ in range(FED // MEGABYTE):
            game.stdin.write(piece)
        game.stdin.flush()
        # Still no newline: the refusal is there already.
        assert answered.wait(60), b"".join(printed)[-300:]
        peak = _peak_kilobytes(game.pid)
        game.stdin.write(b"\nboard\n")
        game.stdin.close()
        assert game.wait(60) == 0
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    reader.join(10)
    assert peak * 1024 < FED // 2, f"peak {peak} kB for a line of {FED // MEGABYTE} MB"
    said = [line.decode("utf-8").strip() for line in printed]
    assert said.count(too_long) == 1
    assert said[-1].startswith("Draw pile")
    assert game.stderr is not None and game.stderr.read() == b""


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_dev_zero_is_one_refusal_and_no_traceback() -> None:
    with open("/dev/zero", "rb") as zeros:
        game = subprocess.Popen([sys.executable, "-m", "tripeaks_a11y", "--speech", "none"],
                                stdin=zeros, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert game.stdout is not None
    lines = [game.stdout.readline() for _ in range(3)]  # welcome, board, the refusal
    game.kill()
    _, err = game.communicate(timeout=60)
    assert lines[2].decode("utf-8").strip() == t("en", "parse-too-long", count=MAX_LINE)
    assert b"Traceback" not in err and b"MemoryError" not in err


def test_bounded_lines_cut_a_long_line_and_go_on() -> None:
    stream = io.StringIO("a" * 5 * LINE_LIMIT + "\nboard\n" + "b" * (LINE_LIMIT - 1) + "\nend")
    got = list(BoundedLines(stream))
    assert got == ["a" * LINE_LIMIT, "board\n", "b" * (LINE_LIMIT - 1) + "\n", "end"]


def test_the_plain_terminals_reader_keeps_the_bound() -> None:
    stream = io.StringIO("x" * 3 * MEGABYTE + "\nboard\n")
    read = _plain_reader(stream, None, io.StringIO())
    assert read() == "x" * LINE_LIMIT
    assert read() == "board"
    with pytest.raises(EOFError):
        read()


def test_the_listening_reader_keeps_the_bound() -> None:
    inbox = Inbox()
    inbox.read_lines(io.StringIO("y" * 3 * MEGABYTE + "\nboard\n"))
    assert inbox.next_line() == "y" * LINE_LIMIT
    assert inbox.next_line() == "board"
    with pytest.raises(EOFError):
        inbox.next_line()
