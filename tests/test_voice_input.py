"""Spoken commands end to end (issue 15, points 1, 4 and 5): audio in, answers out.

``tripeaks-a11y --voice-input FOLDER`` answers espeak-ng's commands as a
player's: at least 80% answered as the command said and no wrong command
(the issue's suite target), checked on the printed lines against the same
commands typed. Words that are no command change nothing. The microphone
of this machine (none) is one sentence and the game goes on, in every
language. In the REPL, heard commands wake the prompt and the half-typed
line comes back; F5 listens once; a plain terminal listens always. The
"microphone" there is a WAV folder played in real time
(``TRIPEAKS_A11Y_MICROPHONE``), so no sound card is needed.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen import audio, corpus
from tripeaks_a11y.listen.audio import AudioError, AudioSource, microphone_source, wav_source
from tripeaks_a11y.listen.corpus import missing_tools, synthesize, write_wav
from tripeaks_a11y.listen.listener import Heard, Listener, heard_in
from tripeaks_a11y.listen.problems import ListeningError
from tripeaks_a11y.listen.recognizer import pocketsphinx_recognizer
from tripeaks_a11y.program.terminal import MICROPHONE_ENV
from tripeaks_a11y.session import Session

pytestmark = pytest.mark.skipif(bool(missing_tools()),
                                reason="espeak-ng and sox make the speech (apt install "
                                       "espeak-ng sox)")

CODE = "TP1-E-AAAAAAB"

COMMANDS = (
    "board", "row four", "row two", "waste", "moves", "score", "code", "hint", "help",
    "help undo", "look stock", "look king of clubs", "look eight of hearts",
    "look bottom row card one", "rules", "solve",
)
"""Commands that only read, each answered in its own words on the rules pages' deal."""

NOT_COMMANDS = corpus.NON_COMMANDS["en"][:3]
"""Everyday sentences, the first of the corpus's."""


def run(args: list[str], stdin: str = "", env: dict[str, str] | None = None
        ) -> subprocess.CompletedProcess[str]:
    return run_main(["--game", CODE, "--speech", "none", *args], stdin,
                    {**os.environ, "PYTHONIOENCODING": "utf-8", **(env or {})})


def typed(commands: tuple[str, ...], lang: str = "en") -> tuple[list[str], list[list[str]]]:
    """The welcome, and each command's printed lines, typed on a fresh game."""
    code = parse_code(CODE)
    session = Session(lang=lang, code=code, game=code.game)
    welcome = [item.printed() for item in session.start()]
    return welcome, [[item.printed() for item in session.handle(text)] for text in commands]


def say(texts: tuple[str, ...], folder: Path, **voice: object) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for index, text in enumerate(texts):
        synthesize(text, folder, name=f"{index:02d}", seed=index, **voice)  # type: ignore[arg-type]
    return folder


@pytest.fixture(scope="module")
def commands_said(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return say(COMMANDS, tmp_path_factory.mktemp("commands"))


def scored(lines: list[str], answers: list[list[str]]) -> tuple[int, list[str]]:
    """How many commands were answered as typed, in order, and every line that is not
    a typed command's answer in its place (a wrong command, heard where it was not
    said or twice)."""
    right, last, wrong, at = 0, -1, [], 0
    while at < len(lines):
        found = next((index for index, answer in enumerate(answers)
                      if answer and lines[at:at + len(answer)] == answer), None)
        if found is None or found <= last:
            wrong.append(lines[at])
            at += 1
            continue
        right, last, at = right + 1, found, at + len(answers[found])
    return right, wrong


def test_the_typed_answers_tell_every_command_apart() -> None:
    _welcome, answers = typed(COMMANDS)
    assert all(answers)
    assert len({tuple(answer) for answer in answers}) == len(COMMANDS)


def test_voice_input_answers_most_commands_and_never_a_wrong_one(commands_said: Path) -> None:
    welcome, answers = typed(COMMANDS)
    _welcome, (last,) = typed(("last",))
    result = run(["--voice-input", str(commands_said)], "last\n")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    # The welcome first, then what was heard, in order, then the script's line.
    assert lines[:len(welcome)] == welcome
    assert lines[-len(last):] == last
    right, wrong = scored(lines[len(welcome):-len(last)], answers)
    assert wrong == []
    assert right >= 0.8 * len(COMMANDS), result.stdout


def test_words_that_are_no_command_change_nothing(tmp_path: Path) -> None:
    # Whatever the recogniser makes of everyday talk (nothing, "I heard: …; not a
    # command.", a question, a board query), no move is made and no setting changed:
    # the board as dealt, no move in the history, the volume as it was.
    checks = "board\nlast\nvolume\nrate\nverbosity\nmode\n"
    typed_only = run([], checks)
    assert typed_only.returncode == 0, typed_only.stderr
    welcome, (board,) = typed(("board",))
    after = typed_only.stdout.splitlines()[len(welcome):]
    assert after[:len(board)] == board
    result = run(["--voice-input", str(say(NOT_COMMANDS, tmp_path / "talk"))], checks)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:len(welcome)] == welcome
    assert lines[-len(after):] == after, result.stdout


def test_a_bad_voice_input_file_is_one_sentence_and_a_usage_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.wav"
    bad.write_text("no sound here", encoding="utf-8")
    result = run(["--voice-input", str(bad)], "board\n")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.strip() == t("en", "listening-problem-not-wav", name="bad.wav")
    assert len(result.stderr.strip().splitlines()) == 1


def _failed_prefix(lang: str) -> str:
    return t(lang, "listening-failed", problem="\x00").partition("\x00")[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_microphone_of_this_machine_is_one_sentence_and_the_game_goes_on(lang: str) -> None:
    try:
        microphone_source().close()
    except AudioError:
        pass
    else:
        pytest.skip("this machine has a microphone")
    welcome, (board,) = typed(("board",), lang)
    result = run(["--lang", lang, "--listen"], "board\n")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:len(welcome)] == welcome
    told = lines[len(welcome):-len(board)]
    assert len(told) == 1 and told[0].startswith(_failed_prefix(lang)), told
    assert lines[-len(board):] == board


# ----------------------------------------------------------------- heard_in and Listener


@pytest.fixture(scope="module")
def recognizer() -> object:
    return pocketsphinx_recognizer("en")


def test_heard_in_gives_each_utterance_with_the_time_its_speech_ended(
        commands_said: Path, recognizer: object, tmp_path: Path) -> None:
    folder = tmp_path / "two"
    folder.mkdir()
    for name in ("score", "moves"):
        (folder / f"{name}.wav").write_bytes(
            (commands_said / f"{COMMANDS.index(name):02d}.wav").read_bytes())
    before = time.monotonic()
    heard = list(heard_in(wav_source(folder), recognizer))  # type: ignore[arg-type]
    assert [item.recognition.text for item in heard] == ["moves", "score"]  # name order
    assert all(before <= item.ended <= time.monotonic() for item in heard)
    assert heard[0].ended <= heard[1].ended


def _listen(folder: Path, recognizer: object, *, speaking: bool, once: bool = False
            ) -> tuple[list[str], list[ListeningError]]:
    delivered: list[str] = []
    failed: list[ListeningError] = []
    done = threading.Event()

    def deliver(heard: Heard) -> None:
        delivered.append(heard.recognition.text)

    listener = Listener(lambda: wav_source(folder), recognizer,  # type: ignore[arg-type]
                        deliver, failed.append, lambda: speaking)
    (listener.once if once else listener.start)()
    deadline = time.monotonic() + 20
    while listener.running and time.monotonic() < deadline:
        done.wait(0.05)
    listener.stop()
    return delivered, failed


@pytest.fixture(scope="module")
def board_then_stop(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return say(("board", "stop"), tmp_path_factory.mktemp("stop"))


def test_the_listener_delivers_what_it_hears(board_then_stop: Path, recognizer: object) -> None:
    assert _listen(board_then_stop, recognizer, speaking=False) == (["board", "stop"], [])


def test_while_the_game_speaks_only_stop_is_heard(board_then_stop: Path,
                                                  recognizer: object) -> None:
    assert _listen(board_then_stop, recognizer, speaking=True) == (["stop"], [])


def test_once_listens_for_one_utterance(board_then_stop: Path, recognizer: object) -> None:
    assert _listen(board_then_stop, recognizer, speaking=False, once=True) == (["board"], [])


def test_a_listener_without_a_microphone_fails_in_one_sentence(recognizer: object) -> None:
    failed: list[ListeningError] = []

    def no_microphone() -> AudioSource:
        raise AudioError("no-microphone")

    listener = Listener(no_microphone, recognizer, lambda _heard: None,  # type: ignore[arg-type]
                        failed.append, lambda: False)
    listener.start()
    deadline = time.monotonic() + 5
    while listener.running and time.monotonic() < deadline:
        time.sleep(0.01)
    assert [error.kind for error in failed] == ["no-microphone"]
    assert not listener.running


# ----------------------------------------------------------------- the REPL


def _spawn(term: str, folder: Path | None, *args: str) -> tuple[pexpect.spawn, io.StringIO]:
    env = {**os.environ, "TERM": term, "PYTHONIOENCODING": "utf-8"}
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    env.pop(MICROPHONE_ENV, None)
    if folder is not None:
        env[MICROPHONE_ENV] = str(folder)
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--game", CODE,
                                           "--speech", "none", *args],
                          env=env, encoding="utf-8", timeout=30, dimensions=(40, 200))
    log = io.StringIO()
    child.logfile_read = log
    return child, log


@pytest.fixture(scope="module")
def score_later(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """"score" said after 1.5 s of a quiet room."""
    folder = tmp_path_factory.mktemp("later")
    synthesize("score", folder, name="score")
    write_wav(folder / "0-quiet.wav", audio.quiet(1.5))
    return folder


def _answer(command: str) -> str:
    return typed((command,))[1][0][0]


def test_the_prompt_is_woken_by_a_heard_command_and_keeps_the_typed_line(
        score_later: Path) -> None:
    child, log = _spawn("xterm-256color", score_later, "--listen")
    child.expect_exact(">")
    child.send("boa")  # half typed when "score" is heard
    child.expect_exact(_answer("score"))
    child.expect_exact("> boa")  # the prompt again, with what was typed
    child.send("rd\r")
    child.expect_exact(_answer("board")[:60])
    child.expect_exact(">")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, log.getvalue()
    assert log.getvalue().count(_answer("score")) == 1  # heard once, not played again


def test_f5_listens_for_one_utterance(score_later: Path) -> None:
    child, log = _spawn("xterm-256color", score_later)
    child.expect_exact(">")
    child.sendline("listen key")
    child.expect_exact(t("en", "listening-state", mode="key",
                         language=t("en", "listening-language", heard_in="en"),
                         engine="pocketsphinx"))
    child.expect_exact(">")
    time.sleep(2)  # nothing is heard without the key
    assert _answer("score") not in log.getvalue()
    child.send("\x1b[15~")  # F5
    child.expect_exact(_answer("score"))
    child.expect_exact(">")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, log.getvalue()


def test_f5_without_a_microphone_is_one_sentence_and_typing_goes_on() -> None:
    try:
        microphone_source().close()
    except AudioError:
        pass
    else:
        pytest.skip("this machine has a microphone")
    child, log = _spawn("xterm-256color", None)
    child.expect_exact(">")
    child.send("\x1b[15~")  # F5, listening off: the key still asks for one utterance
    child.expect_exact(_failed_prefix("en"))
    child.expect_exact(">")
    child.sendline("score")
    child.expect_exact(_answer("score"))
    child.expect_exact(">")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, log.getvalue()
    assert log.getvalue().count(_failed_prefix("en")) == 1


def test_a_plain_terminal_listens_always_and_reads_lines_meanwhile(score_later: Path) -> None:
    child, log = _spawn("dumb", score_later, "--listen")
    child.expect_exact("> ")
    child.expect_exact(_answer("score"))
    child.sendline("board")
    child.expect_exact(_answer("board")[:60])
    child.expect_exact("> ")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, log.getvalue()
