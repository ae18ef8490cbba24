"""No speech process outlives the game, whatever the signal (issue 32 item 9).

SIGQUIT (Ctrl+\\ in a plain terminal or a script) used to end the game with
its default, a core dump, and ``kill -9`` with no cleanup at all: the speech
process went on. Now SIGQUIT ends the game as SIGTERM does (status 131, its
voice killed), and on Linux every speech process has a parent-death signal,
so that even ``kill -9`` of the game kills it. Real processes and real
signals: the game runs as ``python -m tripeaks_a11y`` with a stand-in
``espeak-ng`` that takes ten minutes over any text (it *is* the speaking
process: ``exec sleep``), found by a mark in its environment.
"""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pexpect
import pytest
from conftest import MARK, marked, speaking, wait_for

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(),
                                reason="processes are found through /proc (Linux)")

HANG = 60.0  # seconds: only to notice a hang
# espeak-ng as on a sound card: the silent probe ends at once; any text is said for
# ten minutes by the process the game started itself.
SPEAKS_LONG = """\
    case "$*" in *"-a 0"*) cat > /dev/null; exit 0;; esac
    cat > /dev/null
    exec sleep 600
    """


def _default_signals() -> None:
    """In the child before it runs the program: SIGINT, SIGQUIT and SIGHUP as the system
    gives them (a test run as a background job would otherwise hand them on ignored,
    and the game keeps a signal it was started ignoring, as nohup asks)."""
    for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGHUP):
        signal.signal(number, signal.SIG_DFL)


def _env(tmp_path: Path, value: str) -> dict[str, str]:
    folder = tmp_path / "bin"
    folder.mkdir()
    exe = folder / "espeak-ng"
    exe.write_text("#!/bin/sh\n" + textwrap.dedent(SPEAKS_LONG), encoding="utf-8")
    exe.chmod(0o755)
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", MARK: value,
           "PATH": f"{folder}{os.pathsep}{os.environ.get('PATH', '')}",
           "TRIPEAKS_A11Y_SCREEN_READER": "none"}
    env.pop("TRIPEAKS_A11Y_SPEECH_SINK", None)
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    return env


def _gone(pids: list[int]) -> bool:
    """Whether none of ``pids`` runs (a zombie, dead but not yet reaped, counts as gone)."""
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            return False
    return True


def _script_game(env: dict[str, str]) -> subprocess.Popen[bytes]:
    game = subprocess.Popen([sys.executable, "-m", "tripeaks_a11y", "--lang", "en",
                             "--speech", "tts"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, preexec_fn=_default_signals)
    assert game.stdin is not None
    game.stdin.write(b"board\n")
    game.stdin.flush()
    return game


def test_sigquit_in_script_mode_ends_the_game_and_its_voice(tmp_path: Path, mark: str) -> None:
    game = _script_game(_env(tmp_path, mark))
    wait_for(lambda: speaking(mark))
    game.send_signal(signal.SIGQUIT)
    out, err = game.communicate(timeout=HANG)
    assert game.returncode == 128 + signal.SIGQUIT
    assert err == b""
    assert b"Draw pile" in out
    wait_for(lambda: not marked(mark), limit=10.0)


def test_ctrl_backslash_in_a_plain_terminal_ends_the_game_and_its_voice(
        tmp_path: Path, mark: str) -> None:
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--lang", "en", "--game", "1",
                                           "--speech", "tts"],
                          env={**_env(tmp_path, mark), "TERM": "dumb"}, encoding="utf-8",
                          codec_errors="replace", timeout=HANG, dimensions=(40, 300),
                          preexec_fn=_default_signals)
    child.logfile_read = io.StringIO()
    child.expect_exact("> ")
    wait_for(lambda: speaking(mark))
    child.sendcontrol("\\")  # the terminal sends SIGQUIT to the game
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 128 + signal.SIGQUIT, child.signalstatus
    assert "Traceback" not in child.logfile_read.getvalue()
    wait_for(lambda: not marked(mark), limit=10.0)


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="a parent-death signal is Linux's")
def test_kill_9_of_the_game_kills_its_voice(tmp_path: Path, mark: str) -> None:
    game = _script_game(_env(tmp_path, mark))
    wait_for(lambda: speaking(mark))
    voices = speaking(mark)
    game.kill()  # SIGKILL: no handler of the game runs
    game.communicate(timeout=HANG)
    assert game.returncode == -signal.SIGKILL
    wait_for(lambda: _gone(voices), limit=10.0)
