"""speech-dispatcher as the game's own client: a real daemon, its SSIP, and the spd-say fallback.

The daemon tests start ``speech-dispatcher`` in a temporary folder with a
generic output module that writes what it is given (language and text) to a
file and takes three seconds over any text containing "long", audio to
libao's null driver. They show that the game names itself, sets its
language, and that its ``stop`` cancels only its own messages: another
client's message is said to the end. A second client at Orca's priority
(``message``) stands for the screen reader: its speech is not delayed behind
the game's routine answers (``text``), while a kept answer (``message``) is
said to the end first; the order is the daemon's own, read from its log of
the SSIP events it sent each client (issue 28 point 6). They are skipped
where the daemon is not installed (.ci/run installs it).
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.speech.backend import SpeechError, Voice
from tripeaks_a11y.speech.controller import SpeechController
from tripeaks_a11y.speech.plan import Plan
from tripeaks_a11y.speech.speech_dispatcher import CLIENT_NAME, SpeechDispatcherBackend
from tripeaks_a11y.speech.spoken import Utterance
from tripeaks_a11y.speech.ssip import SSIPClient, SSIPError, socket_path

DAEMON = shutil.which("speech-dispatcher")
needs_daemon = pytest.mark.skipif(DAEMON is None, reason="speech-dispatcher is not installed")


@dataclass
class Daemon:
    """A running speech-dispatcher: its socket and the file its module writes."""

    socket: Path
    said: Path
    log: Path
    env: dict[str, str]

    def said_lines(self) -> list[str]:
        """What the output module was given, one "LANG TEXT" line per message."""
        return self.said.read_text("utf-8").splitlines() if self.said.exists() else []

    def commands(self) -> list[str]:
        """Every line the daemon received (LogLevel 5 logs each as "fd:DATA:|line")."""
        text = (self.log / "speech-dispatcher.log").read_text("utf-8", "replace")
        return [line.split(":DATA:|", 1)[1].strip() for line in text.splitlines()
                if ":DATA:|" in line]

    def sent_by(self, client: str) -> list[str]:
        """The lines the daemon received from the connection named ``client``."""
        text = (self.log / "speech-dispatcher.log").read_text("utf-8", "replace")
        fds = set(re.findall(rf"(\d+):DATA:\|SET SELF CLIENT_NAME {re.escape(client)}\s*$",
                             text, re.MULTILINE))
        return [found.group(2).strip() for found in re.finditer(
            r"(\d+):DATA:\|(.*)$", text, re.MULTILINE) if found.group(1) in fds]

    def events(self) -> list[tuple[str, str]]:
        """The SSIP events the daemon sent, in the order it sent them: (client name,
        "begin" / "end" / "cancelled"), read from its log ("fd:REPLY:|701-ID" …)."""
        text = (self.log / "speech-dispatcher.log").read_text("utf-8", "replace")
        names = dict(re.findall(r"(\d+):DATA:\|SET SELF CLIENT_NAME (\S+)", text))
        kinds = {"701": "begin", "702": "end", "703": "cancelled"}
        return [(names.get(fd, fd), kinds[code]) for fd, code in
                re.findall(r"(\d+):REPLY:\|(70[123])-", text)]


def _until(condition: object, limit: float = 10.0) -> bool:
    """Poll ``condition()`` until true (a readiness wait, not a timing claim)."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.02)
    return False


@pytest.fixture
def daemon(tmp_path: Path) -> Iterator[Daemon]:
    """A speech-dispatcher of the test's own, with the recording module."""
    assert DAEMON is not None
    conf = tmp_path / "conf"
    (conf / "modules").mkdir(parents=True)
    run, log = tmp_path / "run", tmp_path / "log"
    run.mkdir()
    log.mkdir()
    said = tmp_path / "said.txt"
    (tmp_path / ".libao").write_text("default_driver=null\n")
    (conf / "speechd.conf").write_text(
        'AudioOutputMethod "libao"\nLogLevel 5\n'
        'AddModule "recorder" "sd_generic" "recorder.conf"\n'
        'DefaultModule recorder\nDefaultLanguage "en"\n')
    languages = "".join(f'GenericLanguage "{lang}" "{lang}" "utf-8"\n'
                        f'AddVoice "{lang}" "MALE1" "{lang}"\n' for lang in LANGUAGES)
    (conf / "modules" / "recorder.conf").write_text(
        # The module substitutes each $NAME once: one $DATA, written and tested.
        f"GenericExecuteSynth \"echo \\'$LANGUAGE $DATA\\' | tee -a {said} "
        "| grep -q long && sleep 3\"\n" + languages)
    sock = run / "speechd.sock"
    env = {**os.environ, "HOME": str(tmp_path), "XDG_RUNTIME_DIR": str(run),
           "SPEECHD_ADDRESS": f"unix_socket:{sock}"}
    child = subprocess.Popen(
        [DAEMON, "-s", "-C", str(conf), "-S", str(sock), "-L", str(log), "-t", "0",
         "-P", str(run / "pid")], env=env, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    try:
        if not _until(sock.exists):
            pytest.fail("speech-dispatcher did not start: "
                        + " ".join(p.read_text() for p in log.glob("*.log")))
        yield Daemon(sock, said, log, env)
    finally:
        child.terminate()
        try:
            child.wait(timeout=5)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


def _other_client(daemon: Daemon) -> SSIPClient:
    """Another program speaking through the same daemon (a screen reader)."""
    other = SSIPClient(daemon.socket, "user:orca:main", timeout=5)
    other.set_priority("message")
    return other


@needs_daemon
def test_the_games_stop_does_not_cancel_another_clients_message(daemon: Daemon) -> None:
    other = _other_client(daemon)
    backend = SpeechDispatcherBackend(socket=daemon.socket)
    assert backend.via_ssip
    controller = SpeechController(Plan("tts", [lambda: backend]))
    try:
        other_id = other.speak("a long line from the screen reader")
        controller.say("the game's answer", "en")
        assert _until(lambda: backend.speaking is not None)
        controller.stop()  # the player's stop
        assert controller.wait_idle(timeout=10)
        # The other client's message is said to its end; the game's was cancelled unsaid.
        assert other.wait_done(other_id, timeout=15) == "end"
        assert daemon.said_lines() == ["en a long line from the screen reader"]
        sent = daemon.commands()
        assert "CANCEL SELF" in sent
        assert not [line for line in sent if line.upper().endswith(" ALL")
                    and line.upper().startswith(("CANCEL", "STOP"))]
    finally:
        controller.close()
        other.close()


@needs_daemon
def test_the_games_message_waits_its_turn_behind_another_clients(daemon: Daemon) -> None:
    other = _other_client(daemon)
    backend = SpeechDispatcherBackend(socket=daemon.socket)
    try:
        other_id = other.speak("a long line from the screen reader")
        assert _until(lambda: bool(daemon.said_lines()))
        backend.speak(Utterance("the game's answer", "en"), Voice())  # returns once said
        assert other.wait_done(other_id, timeout=15) == "end"
        assert daemon.said_lines() == ["en a long line from the screen reader",
                                       "en the game's answer"]
    finally:
        backend.close()
        other.close()


@needs_daemon
def test_cancel_all_as_spd_say_c_did_cuts_off_the_other_client(daemon: Daemon) -> None:
    """The control: what the old ``spd-say -C`` did is seen by the same check."""
    spd_say = shutil.which("spd-say")
    if spd_say is None:
        pytest.skip("spd-say is not installed")
    other = _other_client(daemon)
    try:
        other_id = other.speak("a long line from the screen reader")
        assert _until(lambda: bool(daemon.said_lines()))
        subprocess.run([spd_say, "-C"], env=daemon.env, timeout=10, check=False)
        assert other.wait_done(other_id, timeout=15) == "cancelled"
    finally:
        other.close()


@needs_daemon
def test_the_game_names_itself_and_speaks_in_the_utterances_language(daemon: Daemon) -> None:
    backend = SpeechDispatcherBackend(socket=daemon.socket)
    try:
        backend.probe()
        backend.speak(Utterance("dobar dan", "hr"), Voice())
        backend.speak(Utterance("مرحبا", "ar"), Voice(rate=150))
        backend.speak(Utterance("hello", "en"), Voice())
        assert daemon.said_lines() == ["hr dobar dan", "ar مرحبا", "en hello"]
        sent = daemon.commands()
        assert f"SET SELF CLIENT_NAME {CLIENT_NAME}" in sent
        # Routine answers at "text", set once for the three (only a change is sent).
        assert [line for line in sent if "PRIORITY" in line] == ["SET SELF PRIORITY text"]
        assert "SET SELF RATE 50" in sent  # rate 150 %
    finally:
        backend.close()


@needs_daemon
def test_stop_cuts_off_the_games_own_long_message(daemon: Daemon) -> None:
    backend = SpeechDispatcherBackend(socket=daemon.socket)
    utterance = Utterance("a long answer of the game", "en")
    worker = threading.Thread(target=backend.speak, args=(utterance, Voice()))
    try:
        worker.start()
        assert _until(lambda: bool(daemon.said_lines()))
        utterance.cancelled.set()
        backend.stop(utterance)
        worker.join(timeout=10)
        assert not worker.is_alive()  # speak returned: the daemon reported it cancelled
    finally:
        backend.close()


@needs_daemon
def test_once_the_daemon_is_up_spd_say_gives_way_to_ssip(daemon: Daemon,
                                                         tmp_path: Path) -> None:
    script, record = _fake_spd_say(tmp_path)
    later = tmp_path / "later.sock"
    backend = SpeechDispatcherBackend(executable=str(script), socket=later)
    try:
        routes = [backend.via_ssip]
        backend.speak(Utterance("first", "en"), Voice())
        later.symlink_to(daemon.socket)  # as when spd-say has started the daemon
        backend.speak(Utterance("second", "hr"), Voice())
        routes.append(backend.via_ssip)
        assert routes == [False, True]
        assert len(record.read_text().splitlines()) == 1
        assert daemon.said_lines() == ["hr second"]
    finally:
        backend.close()


ORCA = "user:orca:main"


def _orca(daemon: Daemon) -> SSIPClient:
    """The screen reader: a client of its own at Orca's priority, ``message`` (Orca
    sets it for all its speech, key echo included: orca/speechdispatcherfactory.py)."""
    return _other_client(daemon)


def _answer_and_key_echo(daemon: Daemon, *, keep: bool) -> tuple[SpeechController, str]:
    """The game (``--speech screen-reader`` on Linux) starts a long answer (the
    recording module takes seconds over it), kept or routine; once the module is
    saying it, the screen reader echoes a key. Returns the game's controller, idle
    again, and the outcome of the screen reader's key echo."""
    orca = _orca(daemon)
    backend = SpeechDispatcherBackend("screen-reader", socket=daemon.socket)
    controller = SpeechController(Plan("screen-reader", [lambda: backend]))
    try:
        event = "refused" if keep else "board"
        controller.say("a long answer of the game", "en", event=event, keep=keep)
        assert _until(lambda: daemon.said_lines() == ["en a long answer of the game"])
        echo = orca.speak("h")
        assert orca.wait_begun(echo, 15)
        outcome = orca.wait_done(echo, 15)
        assert controller.wait_idle(15)
        assert outcome is not None
        return controller, outcome
    finally:
        controller.close()
        orca.close()


@needs_daemon
def test_the_screen_readers_key_echo_does_not_wait_behind_a_routine_answer(
        daemon: Daemon) -> None:
    controller, echoed = _answer_and_key_echo(daemon, keep=False)
    game = [kind for client, kind in daemon.events() if client == CLIENT_NAME]
    order = daemon.events()
    # The daemon cancelled the game's answer for the key echo, which began at once:
    # before the game's answer could end (it never ended: it was cancelled).
    assert game == ["begin", "cancelled"]
    assert order.index((CLIENT_NAME, "cancelled")) < order.index((ORCA, "begin"))
    assert (CLIENT_NAME, "end") not in order
    assert echoed == "end"
    assert daemon.said_lines() == ["en a long answer of the game", "en h"]
    assert "SET SELF PRIORITY text" in daemon.sent_by(CLIENT_NAME)
    # The controller knows the engine cut it off, not the player ("repeat" says it again).
    assert [outcome for _, _, outcome, _ in controller.history] == ["cancelled"]


@needs_daemon
def test_a_kept_answer_is_said_to_the_end_before_the_screen_readers_speech(
        daemon: Daemon) -> None:
    controller, echoed = _answer_and_key_echo(daemon, keep=True)
    order = daemon.events()
    # A refusal (kept) goes at "message": the key echo waits its turn, then is said.
    assert order.index((CLIENT_NAME, "end")) < order.index((ORCA, "begin"))
    assert (CLIENT_NAME, "cancelled") not in order
    assert echoed == "end"
    assert daemon.said_lines() == ["en a long answer of the game", "en h"]
    assert "SET SELF PRIORITY message" in daemon.sent_by(CLIENT_NAME)
    assert [outcome for _, _, outcome, _ in controller.history] == ["said"]


# ----- without a daemon: the fallback, and a daemon that hangs or dies -----


def test_socket_path_follows_the_environment() -> None:
    assert socket_path({"SPEECHD_ADDRESS": "unix_socket:/x/s.sock"}) == Path("/x/s.sock")
    assert socket_path({"SPEECHD_ADDRESS": "inet_socket:127.0.0.1:6560"}) is None
    assert socket_path({"XDG_RUNTIME_DIR": "/run/user/7"}) == Path(
        "/run/user/7/speech-dispatcher/speechd.sock")
    assert socket_path({"HOME": "/h"}) == Path("/h/.cache/speech-dispatcher/speechd.sock")
    assert socket_path({}) is None


def _fake_spd_say(tmp_path: Path) -> tuple[Path, Path]:
    record = tmp_path / "argv.txt"
    script = tmp_path / "spd-say"
    script.write_text(f"#!/bin/sh\necho \"$@\" >> {record}\ncat > /dev/null\n")
    script.chmod(0o755)
    return script, record


def test_without_a_daemon_spd_say_is_the_last_resort_and_never_cancels_all(
        tmp_path: Path) -> None:
    script, record = _fake_spd_say(tmp_path)
    backend = SpeechDispatcherBackend(executable=str(script), socket=tmp_path / "none.sock")
    assert not backend.via_ssip
    backend.speak(Utterance("hello", "hr"), Voice())
    backend.silence()
    backend.close()
    calls = record.read_text().splitlines()
    assert calls == ["-w -e -l hr -r 0 -i 100 -P text"]
    assert not any("-C" in call.split() for call in calls)


def test_no_daemon_and_no_spd_say_is_an_error(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tripeaks_a11y.speech.speech_dispatcher.shutil.which",
                        lambda name: None)
    with pytest.raises(SpeechError, match="spd-say is not installed"):
        SpeechDispatcherBackend(socket=tmp_path / "none.sock")


def _listening(tmp_path: Path) -> tuple[socket.socket, Path]:
    path = tmp_path / "s.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(1)
    return server, path


def test_a_daemon_that_never_answers_does_not_hang_the_game(tmp_path: Path) -> None:
    server, path = _listening(tmp_path)  # accepts (backlog) but never replies
    try:
        with pytest.raises(SSIPError, match="no answer"):
            SSIPClient(path, timeout=0.3)
        script, _ = _fake_spd_say(tmp_path)
        backend = SpeechDispatcherBackend(executable=str(script), socket=path, timeout=0.3)
        assert not backend.via_ssip  # it falls back to spd-say
    finally:
        server.close()


def test_a_daemon_that_dies_mid_message_is_a_speech_error(tmp_path: Path) -> None:
    server, path = _listening(tmp_path)

    def serve() -> None:
        conn, _ = server.accept()
        with conn, conn.makefile("rb") as lines:
            for raw in lines:
                line = raw.decode().strip()
                if line == "SPEAK":
                    conn.sendall(b"230 OK RECEIVING DATA\r\n")
                elif line == ".":
                    conn.sendall(b"225-9\r\n225 OK MESSAGE QUEUED\r\n")
                    return  # the daemon dies before the message ends
                elif line.upper().startswith(("SET", "LIST")):
                    conn.sendall(b"250-x\r\n200 OK\r\n" if line.startswith("LIST")
                                 else b"200 OK\r\n")

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        script, _ = _fake_spd_say(tmp_path)
        backend = SpeechDispatcherBackend(executable=str(script), socket=path, timeout=2)
        routes = [backend.via_ssip]
        with pytest.raises(SpeechError, match="closed"):
            backend.speak(Utterance("hello", "en"), Voice())
        routes.append(backend.via_ssip)  # the next utterance reconnects or uses spd-say
        assert routes == [True, False]
        backend.close()
    finally:
        server.close()
        thread.join(timeout=5)


def test_a_daemon_that_stops_answering_mid_game_is_a_speech_error(tmp_path: Path) -> None:
    server, path = _listening(tmp_path)

    def serve() -> None:
        conn, _ = server.accept()
        with conn, conn.makefile("rb") as lines:
            for raw in lines:
                if raw.startswith(b"SET SELF LANGUAGE"):
                    continue  # from here on it hangs: no answer ever
                conn.sendall(b"200 OK\r\n")

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        script, _ = _fake_spd_say(tmp_path)
        backend = SpeechDispatcherBackend(executable=str(script), socket=path, timeout=0.3)
        routes = [backend.via_ssip]
        with pytest.raises(SpeechError, match="no answer"):
            backend.speak(Utterance("hello", "en"), Voice())
        routes.append(backend.via_ssip)
        assert routes == [True, False]
        backend.close()
    finally:
        server.close()
        thread.join(timeout=5)


def test_a_daemon_with_only_the_dummy_module_fails_the_voice_check(tmp_path: Path) -> None:
    server, path = _listening(tmp_path)

    def serve() -> None:
        conn, _ = server.accept()
        with conn, conn.makefile("rb") as lines:
            for raw in lines:
                if raw.startswith(b"QUIT"):
                    return
                conn.sendall(b"250-dummy\r\n250 OK MODULE LIST SENT\r\n"
                             if raw.startswith(b"LIST") else b"200 OK\r\n")

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        script, _ = _fake_spd_say(tmp_path)
        backend = SpeechDispatcherBackend(executable=str(script), socket=path)
        assert backend.via_ssip
        with pytest.raises(SpeechError, match="no output module"):
            backend.probe()
        backend.close()
    finally:
        server.close()
        thread.join(timeout=5)
