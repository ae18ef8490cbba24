"""``--log FILE``: speech and listening events for a bug report (issue 28 point 5).

The game runs in process (``cli.main``, script mode) with its own voice
writing to the null sink (``TRIPEAKS_A11Y_SPEECH_SINK=null``: espeak-ng
synthesises and keeps nothing), and the file's lines are read back: one
plain line per event, a time from the start that never goes back, each text
handed to the voice with its output and priority, nothing of a hidden card.
The file is opened safely: a planted link, a FIFO, a device or a folder is
refused in one sentence in the player's language and the game plays on; a
write that fails later is told once and logging stops (a child process with
a file-size limit, as the point is the real failing write).
"""

from __future__ import annotations

import io
import os
import re
import shutil
import stat
import subprocess
import sys
import time
import wave
from pathlib import Path

import pytest

from tripeaks_a11y.deals import tripeaks_deal
from tripeaks_a11y.i18n import card_name, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen.corpus import missing_tools, synthesize
from tripeaks_a11y.listen.recognizer import Recognition
from tripeaks_a11y.program import cli
from tripeaks_a11y.sanitize import ltr_marked
from tripeaks_a11y.speech.event_log import TEXT_LIMIT, EventLog
from tripeaks_a11y.values.cards import Card

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed")

CODE = "TP1-E-AAAAAAB"
LINE = re.compile(r"^(\d+\.\d{3}) ([a-z-]+)((?: [a-z_]+=(?:\"(?:[^\"\\]|\\.)*\"|\S+))*)$")


def play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
         args: list[str], commands: str) -> tuple[int, list[str]]:
    """``cli.main`` on ``commands`` as a script: its status and printed lines."""
    monkeypatch.setenv("TRIPEAKS_A11Y_SPEECH_SINK", "null")
    monkeypatch.delenv("TRIPEAKS_A11Y_SCREEN_READER", raising=False)
    monkeypatch.setattr(sys, "stdin", io.StringIO(commands))
    status = cli.main(["--game", CODE, *args])
    return status, capsys.readouterr().out.splitlines()


def events(path: Path) -> list[tuple[float, str, str]]:
    """The log's lines as (seconds, event, fields); every line must have the form."""
    out = []
    for line in path.read_text("utf-8").splitlines():
        found = LINE.match(line)
        assert found, f"not a log line: {line!r}"
        out.append((float(found.group(1)), found.group(2), found.group(3)))
    return out


def hidden_names(lang: str) -> set[str]:
    """The names of the cards face down or in the stock on the fresh deal (the peaks'
    first three rows and the 23 stock cards), in ``lang``."""
    deal: list[Card] = tripeaks_deal(1)
    return {card_name(lang, card) for card in deal[:18] + deal[29:]}


@needs_espeak
def test_the_log_has_each_text_handed_to_the_voice_and_never_a_hidden_card(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "speech.log"
    log.write_text("an earlier run\n", encoding="utf-8")
    status, printed = play(monkeypatch, capsys,
                           ["--lang", "en", "--speech", "tts", "--log", str(log)],
                           "3s\nboard\n")
    assert status == 0
    assert log.read_text("utf-8").startswith("an earlier run\n")  # appended to
    log.write_text(log.read_text("utf-8").split("\n", 1)[1], encoding="utf-8")
    lines = events(log)
    times = [seconds for seconds, _, _ in lines]
    assert times == sorted(times)  # monotonic, from the start
    names = [name for _, name, _ in lines]
    assert names[0] == "start" and names[-1] == "end"
    assert ("output", "output=tts engine=espeak-ng") in {(n, f.strip()) for _, n, f in lines}
    spoken = [fields for _, name, fields in lines if name == "speak"]
    # The refusal is kept (said to the end), the board routine; each with its text.
    refusal = t("en", "refused-wrong-rank")
    assert any(f"priority=kept lang=en event=refused text=\"{refusal}\"" in f for f in spoken)
    assert any("priority=routine lang=en event=board text=\"Draw pile" in f for f in spoken)
    assert "said" in names  # the refusal was said to its end
    text = log.read_text("utf-8")
    assert not [name for name in hidden_names("en") if name in text]
    assert not [line for line in printed if line.startswith(("Nothing is logged", "Logging"))]


@needs_espeak
def test_heard_words_are_logged_sanitised(tmp_path: Path) -> None:
    from tripeaks_a11y.kinds import parse_code
    from tripeaks_a11y.listen.listener import Heard
    from tripeaks_a11y.program.terminal import Output
    from tripeaks_a11y.session import Session
    from tripeaks_a11y.speech import make_controller

    path = tmp_path / "heard.log"
    log = EventLog.open(path)
    code = parse_code(CODE)
    session = Session(lang="en", code=code, game=code.game)
    speech = make_controller("none", log=log)
    out = Output(io.StringIO(), False, speech, session, log)
    out.emit(session.start())
    out.hear(Heard(Recognition("score\x1b]0;owned\x07 \u202edrow" + "x" * 900, 0.625,
                               False), 0.0))
    speech.close()
    log.close()
    heard = [fields for _, name, fields in events(path) if name == "heard"]
    assert len(heard) == 1
    assert "confidence=0.625 certain=no" in heard[0]
    assert "\x1b" not in heard[0] and "\u202e" not in heard[0] and "\x07" not in heard[0]
    assert len(heard[0]) < TEXT_LIMIT + 80  # cut


@pytest.mark.skipif(bool(missing_tools()), reason="espeak-ng and sox make the speech")
def test_listening_and_what_it_drops_are_logged(tmp_path: Path) -> None:
    from tripeaks_a11y.listen.audio import wav_source
    from tripeaks_a11y.listen.listener import Listener
    from tripeaks_a11y.listen.recognizer import pocketsphinx_recognizer

    folder = tmp_path / "said"
    folder.mkdir()
    synthesize("score", folder, name="score", snr=35)
    path = tmp_path / "listen.log"
    log = EventLog.open(path)
    delivered: list[object] = []
    failed: list[str] = []
    # The game speaks all the while: what is heard (not "stop") is dropped, and logged.
    listener = Listener(lambda: wav_source(folder), pocketsphinx_recognizer("en"),
                        delivered.append, failed.append, lambda: True, log=log)
    listener.start()
    deadline = time.monotonic() + 30
    while listener.running and time.monotonic() < deadline:
        time.sleep(0.05)
    listener.stop()
    log.close()
    assert delivered == [] and failed == []
    lines = [(name, fields) for _, name, fields in events(path)]
    assert lines[0] == ("listening", " mode=always lang=en")
    assert lines[-1] == ("listening-stopped", "")
    dropped = [fields for name, fields in lines if name == "heard-dropped"]
    assert dropped and all("reason=game-speaking" in fields and "confidence=" in fields
                           and "text=" in fields for fields in dropped)


def _silence_wav(folder: Path) -> Path:
    folder.mkdir()
    with wave.open(str(folder / "quiet.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes(b"\0\0" * 8000)
    return folder


def test_a_recogniser_error_is_logged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "voice.log"
    status, printed = play(monkeypatch, capsys, [
        "--lang", "en", "--speech", "none", "--log", str(log),
        "--voice-input", str(_silence_wav(tmp_path / "wav")),
        "--voice-engine", "vosk", "--voice-model", str(tmp_path / "no-model")], "")
    assert status == 0
    failed = [fields for _, name, fields in events(log) if name == "listening-failed"]
    assert len(failed) == 1 and "error=" in failed[0]


# ----- opened safely, never needed for play ---------------------------------


def _refused(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
             path: Path, lang: str) -> list[str]:
    status, printed = play(monkeypatch, capsys,
                           ["--lang", lang, "--speech", "none", "--log", str(path)],
                           "board\n")
    assert status == 0  # the game played on
    return printed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_planted_link_is_refused_and_its_target_untouched(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        lang: str) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("keep me\n", encoding="utf-8")
    link = tmp_path / "game.log"
    link.symlink_to(target)
    printed = _refused(monkeypatch, capsys, link, lang)
    notice = ltr_marked(t(lang, "log-not-file", path=str(link)))  # as printed
    assert sum(notice in line for line in printed) == 1  # one sentence, once
    assert target.read_text(encoding="utf-8") == "keep me\n"
    assert len(printed) > 3  # the welcome, the board: the game went on


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_a_device_and_a_folder_are_refused_without_hanging(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    devices = [path for path in (Path("/dev/full"), Path("/dev/zero"))
               if path.exists() and stat.S_ISCHR(path.stat().st_mode)]
    for path in (fifo, *devices[:1], tmp_path):
        printed = _refused(monkeypatch, capsys, path, "en")
        assert t("en", "log-not-file", path=str(path)) in printed


def test_a_log_that_cannot_be_opened_is_told_in_the_players_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "no such folder" / "game.log"
    printed = _refused(monkeypatch, capsys, path, "hr")
    assert t("hr", "log-not-opened", path=str(path),
             problem=t("hr", "settings-reason-no-folder")) in printed


def test_an_engine_that_cannot_be_made_and_the_output_taking_over_are_logged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tripeaks_a11y.announcer import Announcement
    from tripeaks_a11y.speech import NullBackend, SpeechController, SpeechDispatcherBackend
    from tripeaks_a11y.speech.plan import Plan

    # No daemon at this socket and no spd-say on the PATH: the screen reader's
    # engine cannot be made, and text only takes over.
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    path = tmp_path / "chain.log"
    log = EventLog.open(path)
    speech = SpeechController(Plan("screen-reader", [
        lambda: SpeechDispatcherBackend("screen-reader", socket=tmp_path / "none.sock"),
        NullBackend]), log=log)
    speech.announce([Announcement("info", "Hello.")], "en")
    assert speech.wait_idle(10)
    speech.close()
    log.close()
    lines = [(name, fields) for _, name, fields in events(path)]
    assert lines[0] == ("unavailable", ' error="speech-dispatcher is not running and spd-say'
                                       ' is not installed"')
    assert lines[1] == ("output", " output=none engine=none planned=screen-reader")
    assert "speak" not in [name for name, _ in lines]  # text only: nothing handed to a voice


@pytest.mark.skipif(sys.platform.startswith("win"), reason="RLIMIT_FSIZE is POSIX")
def test_a_write_that_fails_is_told_once_and_logging_stops(tmp_path: Path) -> None:
    log = tmp_path / "small.log"
    limit = 600  # bytes: the file may grow no further (EFBIG), as on a full disk
    starter = ("import resource, signal, sys\n"
               "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
               f"resource.setrlimit(resource.RLIMIT_FSIZE, ({limit}, {limit}))\n"
               "from tripeaks_a11y.program.cli import main\n"
               "sys.exit(main(sys.argv[1:]))\n")
    # Text only (an engine's own files would meet the limit too): each stop is a line.
    commands = "stop\n" * 60 + "board\nscore\nwaste\n"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    env.pop("TRIPEAKS_A11Y_SCREEN_READER", None)
    done = subprocess.run(
        [sys.executable, "-c", starter, "--game", CODE, "--lang", "en", "--speech", "none",
         "--log", str(log)], input=commands, capture_output=True, text=True,
        encoding="utf-8", timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    notice = t("en", "log-stopped", path=str(log),
               problem=t("en", "settings-reason-other", problem="EFBIG"))
    printed = done.stdout.splitlines()
    assert printed.count(notice) == 1
    assert printed[-1] != notice  # the game went on after it
    assert 0 < log.stat().st_size <= limit
    assert log.read_text("utf-8").endswith("\n")
    events(log)  # what was written is whole lines: a part-written one is taken back
