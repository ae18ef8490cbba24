"""Signals, Ctrl+C, bad input bytes and a full output, through the real program (issue 11).

Every case runs ``python -m tripeaks_a11y`` as a real process: in a
pseudo-terminal (pexpect; TERM=dumb reads plain lines, TERM=xterm runs
prompt_toolkit) or with pipes, FIFOs and ``/dev/full``, and ends it with
real signals. A long search is a stand-in solver that never ends (started
through a small wrapper around the real ``cli.main``), so that Ctrl+C always
lands in it; a voice that is still speaking is a stand-in ``espeak-ng`` that
takes ten minutes over any text. Processes are found by a mark in their
environment, which every child inherits. Timeouts only detect hangs.
"""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pexpect
import pytest
from conftest import MARK, marked, run_main, speaking, wait_for

from tripeaks_a11y.i18n import t

HANG = 60.0  # seconds: only to notice a hang

# The real program, with every game's solve and hint replaced by an endless
# search (which says on stderr that it has started), and TriPeaks' draw made
# to wait for a file (FLAG) before it draws, so that a signal lands mid-move.
WRAPPER = textwrap.dedent("""\
    import os, sys
    from tripeaks_a11y import kinds
    from tripeaks_a11y.games.tripeaks import TriPeaksGame

    def endless(*_args):
        os.write(2, b"searching\\n")
        n = 0
        while True:
            n += 1

    for kind in kinds.KINDS:
        object.__setattr__(kind, "solve", endless)
        object.__setattr__(kind, "hint", endless)
        object.__setattr__(kind, "solve_deal", endless)  # new winnable's search
    draw = TriPeaksGame.draw

    def slow_draw(self):
        os.write(2, b"drawing\\n")
        while not os.path.exists(os.environ["FLAG"]):
            pass
        return draw(self)

    TriPeaksGame.draw = slow_draw
    from tripeaks_a11y.program.cli import main
    sys.exit(main(sys.argv[1:]))
    """)


# The real program, traced once its prompt idles: at the moment prompt_toolkit's
# asyncio loop is inside a timer's step (a sleep's future set, the task that
# waits on it not yet woken), it sends itself SIGHUP and writes FIRED. A signal
# that ended the game right there once left asyncio.run's shutdown waiting
# forever for that task.
MID_STEP = textwrap.dedent("""\
    import os, signal, sys
    from tripeaks_a11y.program import cli, terminal
    seen = {"selects": 0, "fired": False}

    def tracer(frame, event, _arg):
        if seen["fired"] or event != "call":
            return None if seen["fired"] else tracer
        code = frame.f_code
        if code.co_name == "select" and code.co_filename.endswith("selectors.py"):
            seen["selects"] += 1
        caller = frame.f_back.f_back if frame.f_back is not None else None
        if (seen["selects"] >= 3 and code.co_name == "_call_soon" and caller is not None
                and caller.f_code.co_name == "_set_result_unless_cancelled"):
            seen["fired"] = True
            open(os.environ["FIRED"], "w").close()
            os.kill(os.getpid(), signal.SIGHUP)
            return None
        return tracer

    repl = terminal.run_repl

    def traced(*args, **kwargs):
        sys.settrace(tracer)
        return repl(*args, **kwargs)

    cli.run_repl = traced
    sys.exit(cli.main(sys.argv[1:]))
    """)


def _env(**extra: str) -> dict[str, str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", **extra}
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    env.pop("TRIPEAKS_A11Y_SPEECH_SINK", None)
    return env


def _spawn(args: list[str], term: str, env: dict[str, str], *,
           wrapped: bool = False) -> pexpect.spawn:
    argv = ["-c", WRAPPER] if wrapped else ["-m", "tripeaks_a11y"]
    child = pexpect.spawn(sys.executable, [*argv, *args], env={**env, "TERM": term},
                          encoding="utf-8", codec_errors="replace", timeout=HANG,
                          dimensions=(40, 300))  # the terminal echoes bad bytes too
    child.logfile_read = io.StringIO()
    return child


def _transcript(child: pexpect.spawn) -> str:
    log = child.logfile_read
    assert isinstance(log, io.StringIO)
    return log.getvalue()


QUIT = {"en": ("quit", "yes"), "hr": ("kraj", "da")}


def _end(child: pexpect.spawn, lang: str = "en") -> int:
    """Leave with quit (and yes, when asked); the exit status.

    (Ctrl+D can reach the terminal before prompt_toolkit reads it, and be lost.)
    """
    quit_word, yes = QUIT[lang]
    child.sendline(quit_word)
    if child.expect_exact([t(lang, "confirm-quit"), t(lang, "goodbye")]) == 0:
        child.sendline(yes)
        child.expect_exact(t(lang, "goodbye"))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus is not None
    return child.exitstatus


def _board(child: pexpect.spawn) -> str:
    child.sendline("board")
    child.expect(r"Draw pile: [^\r\n]*bottom row: [^\r\n]*\.")
    return str(child.after)


# ----- Ctrl+C while the game is busy (point 2) ------------------------------

@pytest.mark.parametrize("term", ["dumb", "xterm"])
def test_ctrl_c_stops_the_search_for_a_winnable_deal(term: str, tmp_path: Path) -> None:
    child = _spawn(["--lang", "en", "--game", "TP1-E-AAAAAAB", "--speech", "none"], term,
                   _env(FLAG=str(tmp_path / "flag")), wrapped=True)
    child.sendline("KC")
    child.expect_exact(t("en", "removed", card="king of clubs"))
    before = _board(child)
    child.sendline("new winnable")
    child.expect_exact(t("en", "confirm-new"))
    child.sendline("yes")
    child.expect_exact("searching")
    child.sendintr()
    child.expect_exact(t("en", "search-stopped"))
    assert _board(child) == before  # the game in progress goes on, as it was
    assert _end(child) == 0
    assert "Traceback" not in _transcript(child)


@pytest.mark.parametrize(("term", "command"), [
    ("dumb", "solve"), ("dumb", "hint"), ("xterm", "solve"), ("xterm", "hint"),
])
def test_ctrl_c_stops_a_search_and_the_game_goes_on(term: str, command: str,
                                                    tmp_path: Path) -> None:
    child = _spawn(["--lang", "en", "--game", "TP1-E-AAAAAAB", "--speech", "none"], term,
                   _env(FLAG=str(tmp_path / "flag")), wrapped=True)
    child.sendline("KC")
    child.expect_exact(t("en", "removed", card="king of clubs"))
    before = _board(child)
    child.sendline(command)
    child.expect_exact("searching")
    child.sendintr()
    child.expect_exact(t("en", "search-stopped"))
    assert _board(child) == before  # nothing changed: a search works on copies
    child.sendline("score")
    child.expect_exact("Score 499. Moves 1.")
    assert _end(child) == 0
    assert "Traceback" not in _transcript(child)
    assert "KeyboardInterrupt" not in _transcript(child)


@pytest.mark.parametrize("term", ["dumb", "xterm"])
def test_the_working_line_comes_first_and_ctrl_c_still_stops_the_search(term: str) -> None:
    """The real Python search (issue 28 point 2): ``odds`` on the issue's deal takes
    seconds there, so "Working on it…" is printed before it, and Ctrl+C, sent once
    that line is seen, stops the search; the game goes on."""
    env = _env()
    env["TRIPEAKS_A11Y_SOLVER_CORE"] = "python"
    child = _spawn(["--lang", "en", "--game", "TP1-C-AAAAAAD", "--speech", "none"], term, env)
    before = _board(child)
    child.sendline("odds")
    child.expect_exact(t("en", "working"))
    child.sendintr()
    child.expect_exact(t("en", "search-stopped"))
    assert _board(child) == before
    assert _end(child) == 0
    assert "percent" not in _transcript(child)  # no answer came: the search was stopped
    assert "Traceback" not in _transcript(child)


@pytest.mark.parametrize("term", ["dumb", "xterm"])
def test_ctrl_c_during_a_move_lets_it_finish_then_silences(term: str, tmp_path: Path) -> None:
    flag = tmp_path / "flag"
    child = _spawn(["--lang", "en", "--game", "TP1-E-AAAAAAB", "--speech", "none"], term,
                   _env(FLAG=str(flag)), wrapped=True)
    child.expect_exact("Draw pile: 23 cards")
    child.sendline("draw")
    child.expect_exact("drawing")  # the engine's move has begun
    child.sendintr()
    time.sleep(0.5)  # let the signal arrive while the move waits (not a timed assertion)
    flag.touch()
    child.expect_exact("22 cards")  # the draw was made in full and answered
    assert "Draw pile: 22 cards" in _board(child)
    assert t("en", "search-stopped") not in _transcript(child)
    assert _end(child) == 0
    assert "Traceback" not in _transcript(child)


def test_ctrl_c_at_the_prompt_drops_a_question_and_keeps_the_game() -> None:
    child = _spawn(["--lang", "hr", "--game", "TP1-E-AAAAAAB", "--speech", "none"], "dumb",
                   _env())
    child.sendline("KC")
    child.sendline("kraj")  # quit, with a game in progress: a question
    child.expect_exact(t("hr", "confirm-quit"))
    child.sendintr()
    child.expect_exact(t("hr", "cancelled"))
    child.sendline("da")  # "yes" now answers nothing
    child.expect_exact(t("hr", "nothing-to-confirm"))
    assert _end(child, "hr") == 0


# ----- bytes that are not UTF-8 (point 3) -----------------------------------

def test_invalid_utf8_in_script_mode_is_answered_and_nothing_is_lost() -> None:
    # PYTHONIOENCODING=utf-8 reads stdin strictly, as a UTF-8 locale does.
    done = run_main(["--game", "TP1-E-AAAAAAB"], b"board\n\xff\xfex\nscore\n",
                    _env(LANG="hr_HR.UTF-8", LC_ALL="hr_HR.UTF-8", PYTHONIOENCODING="utf-8"),
                    text=False)
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    lines = done.stdout.decode("utf-8").splitlines()
    assert len(lines) == 5  # welcome, board, board, the unknown line, score
    assert lines[2] == lines[1]
    assert lines[3] == t("hr", "parse-unknown", text="\ufffd\ufffdx")
    assert lines[4].startswith("Bodovi: 500.")


@pytest.mark.parametrize("term", ["dumb", "xterm"])
def test_invalid_utf8_at_the_keyboard_is_answered(term: str) -> None:
    child = _spawn(["--lang", "en", "--game", "TP1-E-AAAAAAB", "--speech", "none"], term,
                   _env(LANG="C.UTF-8", LC_ALL="C.UTF-8", PYTHONIOENCODING="utf-8"))
    child.expect_exact("Draw pile: 23 cards")
    os.write(child.child_fd, b"zz\xffq\r")  # a byte that is not UTF-8
    child.expect_exact(t("en", "parse-unknown", text="zz\ufffdq"))
    assert "Draw pile: 23 cards" in _board(child)
    assert _end(child) == 0
    assert "Traceback" not in _transcript(child)


# ----- SIGINT in script mode, a full stdout (point 9) -----------------------

def test_sigint_in_script_mode_ends_quietly_with_130(tmp_path: Path) -> None:
    fifo, out = tmp_path / "input", tmp_path / "out"
    os.mkfifo(fifo)
    # The shell opens the FIFO (waiting for its writer), then becomes the game.
    command = f'exec "{sys.executable}" -m tripeaks_a11y --lang en --game 1 < "{fifo}" > "{out}"'
    game = subprocess.Popen(command, shell=True, stderr=subprocess.PIPE, env=_env())
    with open(fifo, "w", encoding="utf-8") as writer:
        writer.write("board\n")
        writer.flush()
        wait_for(lambda: out.exists() and out.read_text(encoding="utf-8").count("Draw") >= 2)
        game.send_signal(signal.SIGINT)  # while it waits for the next line
        _, err = game.communicate(timeout=HANG)
    assert game.returncode == 130
    assert err == b""


def test_a_full_stdout_ends_quietly_with_74() -> None:
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = subprocess.run(
            [sys.executable, "-m", "tripeaks_a11y", "--lang", "hr", "--game", "1"],
            input="board\nscore\n", stdout=full, stderr=subprocess.PIPE, text=True,
            encoding="utf-8", timeout=HANG, env=_env())
    assert done.returncode == 74
    assert done.stderr == t("hr", "output-failed") + "\n"


def test_the_exit_statuses_are_documented() -> None:
    done = run_main(["--help"], "", _env())
    assert "exit status" in done.stdout
    for status in ("74", "129", "130", "143"):
        assert status in done.stdout


# ----- no speech process outlives the game (point 7) ------------------------

# espeak-ng as on a sound card: the silent probe ends at once; any text is said
# for ten minutes (by a child of its own, as engines that fork do).
SPEAKS_LONG = """\
    case "$*" in *"-a 0"*) cat > /dev/null; exit 0;; esac
    cat > /dev/null
    sleep 600
    """
# espeak-ng whose start-up check hangs.
PROBE_HANGS = """\
    cat > /dev/null
    sleep 600
    """


def _voice(tmp_path: Path, body: str, value: str) -> dict[str, str]:
    folder = tmp_path / "bin"
    folder.mkdir()
    exe = folder / "espeak-ng"
    exe.write_text("#!/bin/sh\n" + textwrap.dedent(body), encoding="utf-8")
    exe.chmod(0o755)
    return _env(PATH=f"{folder}{os.pathsep}{os.environ.get('PATH', '')}", **{MARK: value},
                TRIPEAKS_A11Y_SCREEN_READER="none")


def _none_left(value: str) -> None:
    wait_for(lambda: not marked(value), limit=10.0)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
@pytest.mark.parametrize("term", ["dumb", "xterm"])
def test_a_signal_while_speaking_ends_the_game_and_its_voice(
        signum: int, term: str, tmp_path: Path, mark: str) -> None:
    child = _spawn(["--lang", "en", "--game", "1", "--speech", "tts"], term,
                   _voice(tmp_path, SPEAKS_LONG, mark))
    child.expect_exact("Draw pile")
    wait_for(lambda: speaking(mark))  # the welcome is being said
    os.kill(child.pid, signum)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 128 + signum
    assert "Traceback" not in _transcript(child)
    _none_left(mark)


@pytest.mark.parametrize("term", ["dumb", "xterm"])
def test_a_terminal_that_hangs_up_ends_the_game_quietly(term: str, tmp_path: Path,
                                                        mark: str) -> None:
    err = tmp_path / "stderr"
    env = {**_voice(tmp_path, SPEAKS_LONG, mark), "TERM": term}
    child = pexpect.spawn("/bin/sh", ["-c", f'exec "{sys.executable}" -m tripeaks_a11y '
                                            f'--lang en --game 1 --speech tts 2> "{err}"'],
                          env=env, encoding="utf-8", timeout=HANG)
    child.expect_exact("Draw pile")
    wait_for(lambda: speaking(mark))
    child.ptyproc.fileobj.close()  # the terminal window is closed: the kernel sends SIGHUP
    child.ptyproc.closed = child.closed = True  # pexpect must not close it again
    _, status = os.waitpid(child.pid, 0)
    assert os.waitstatus_to_exitcode(status) == 128 + signal.SIGHUP
    assert err.read_text(encoding="utf-8") == ""  # nothing, not even from the line editor
    _none_left(mark)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_signal_in_script_mode_ends_the_game_and_its_voice(
        signum: int, tmp_path: Path, mark: str) -> None:
    game = subprocess.Popen(
        [sys.executable, "-m", "tripeaks_a11y", "--lang", "ar", "--speech", "tts"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=_voice(tmp_path, SPEAKS_LONG, mark))
    assert game.stdin is not None
    game.stdin.write("لوحة\n".encode())
    game.stdin.flush()
    wait_for(lambda: speaking(mark))
    game.send_signal(signum)
    out, err = game.communicate(timeout=HANG)
    assert game.returncode == 128 + signum
    assert err == b""
    assert out.decode("utf-8").count("\n") >= 2
    _none_left(mark)


def test_a_hung_voice_check_is_not_left_behind_at_the_end(tmp_path: Path, mark: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tripeaks_a11y", "--lang", "en", "--speech", "tts"],
        input="board\n", capture_output=True, text=True, timeout=HANG,
        env=_voice(tmp_path, PROBE_HANGS, mark))
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    _none_left(mark)


def test_a_signal_during_the_start_up_voice_check_leaves_nothing(tmp_path: Path,
                                                                 mark: str) -> None:
    # --speech auto with no screen reader (and a sound device) checks the own voice on
    # the speech thread while the game starts; a signal then ends both, nothing left.
    game = subprocess.Popen(
        [sys.executable, "-m", "tripeaks_a11y", "--lang", "en", "--speech", "auto"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env={**_voice(tmp_path, PROBE_HANGS, mark), "TRIPEAKS_A11Y_SOUND_DEVICE": "yes"})
    wait_for(lambda: speaking(mark))
    game.send_signal(signal.SIGTERM)
    out, err = game.communicate(timeout=HANG)
    assert game.returncode == 128 + signal.SIGTERM
    assert err == b"" and b"Traceback" not in out
    _none_left(mark)


def test_end_of_input_while_speaking_leaves_no_voice(tmp_path: Path, mark: str) -> None:
    child = _spawn(["--lang", "hr", "--game", "1", "--speech", "tts"], "dumb",
                   _voice(tmp_path, SPEAKS_LONG, mark))
    child.expect_exact("> ")
    wait_for(lambda: speaking(mark))
    child.sendintr()  # Ctrl+C silences the voice at once (it never reaches the engine)
    wait_for(lambda: not speaking(mark))
    child.sendline("pomoć")
    wait_for(lambda: speaking(mark))  # speaking again
    child.sendeof()  # Ctrl+D: leave now (a plain terminal reads it as the end of input)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    _none_left(mark)


def test_a_signal_in_the_middle_of_the_prompts_loop_step_ends_the_game(
        tmp_path: Path, mark: str) -> None:
    fired = tmp_path / "fired"
    child = pexpect.spawn(sys.executable, ["-c", MID_STEP, "--lang", "en", "--game", "1",
                                           "--speech", "none"],
                          env={**_env(FIRED=str(fired), TERM="xterm"), MARK: mark},
                          encoding="utf-8", codec_errors="replace", timeout=HANG,
                          dimensions=(40, 300))
    child.logfile_read = io.StringIO()
    child.expect_exact("Draw pile")
    deadline = time.monotonic() + 20
    while not fired.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    if not fired.exists():
        child.kill(signal.SIGKILL)
        child.close()
        pytest.skip("this Python's asyncio never set a sleep's future from call_soon here")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 128 + signal.SIGHUP
    assert "Traceback" not in _transcript(child)
