"""The speech controller with real engines: queueing, cutting off, stop, fallback, notices.

espeak-ng writes each utterance to a WAV file and a log (``EspeakBackend``
with a folder, in real time), so what was said is checked in the rendered
audio and the log, not in a fake's call count. Engines made to fail, hang
and print are small scripts run as real child processes; screen readers are
a fake accessible_output2 package loaded by the real worker process.
Timeouts here only detect hangs; nothing is timed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcement, Announcer
from tripeaks_a11y.session import Session
from tripeaks_a11y.settings import Settings, SettingsStore
from tripeaks_a11y.settings.keeper import Preferences, SettingAnswer
from tripeaks_a11y.speech import (
    EspeakBackend,
    Plan,
    SpeechController,
    SpeechError,
    WorkerBackend,
    plan_output,
)
from tripeaks_a11y.speech.backend import Voice
from tripeaks_a11y.speech.plan import VoiceProblem
from tripeaks_a11y.speech.spoken import Utterance

needs_espeak = pytest.mark.skipif(
    shutil.which("espeak-ng") is None or shutil.which("sox") is None,
    reason="espeak-ng and sox are needed to render and measure speech")

HANG = 60.0  # generous: only to notice a hang


@pytest.fixture(autouse=True)
def _private_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRIPEAKS_A11Y_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.delenv("TRIPEAKS_A11Y_SPEECH_SINK", raising=False)


def sox_length(path: Path) -> float:
    done = subprocess.run(["sox", str(path), "-n", "stat"], capture_output=True, text=True,
                          timeout=60)
    match = re.search(r"Length \(seconds\):\s+([\d.]+)", done.stderr)
    return float(match.group(1)) if match else 0.0


def read_log(folder: Path) -> list[tuple[str, str, str, str]]:
    """(sequence, event, "said"/"cut", text) per utterance espeak-ng was asked for."""
    log = folder / "speech.log"
    if not log.exists():
        return []
    return [tuple(line.split("\t", 3)) for line in  # type: ignore[misc]
            log.read_text(encoding="utf-8").splitlines()]


def espeak_sink(folder: Path) -> Plan:
    return Plan("tts", [lambda: EspeakBackend(folder)])


def script(tmp_path: Path, name: str, body: str) -> str:
    """An executable stand-in for an engine (a real child process)."""
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + textwrap.dedent(body), encoding="utf-8")
    path.chmod(0o755)
    return str(path)


def running(cmdline: str) -> bool:
    """Whether a process whose NUL-separated command line contains ``cmdline`` is alive."""
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            if cmdline in (entry / "cmdline").read_bytes().decode("utf-8", "replace"):
                return True
        except OSError:
            continue
    return False


def refusal(text: str = "It must be one rank higher or lower.") -> Announcement:
    return Announcement("refused", text, reason="wrong_rank")


# ----- real audio: many announcements, quick commands ---------------------


@needs_espeak
def test_fifty_announcements_in_a_row_lose_no_refusal(tmp_path: Path) -> None:
    sink = tmp_path / "sink"
    speech = SpeechController(espeak_sink(sink))
    items = []
    for n in range(50):
        if n % 10 == 3:
            items.append(refusal(f"Refusal number {n}: this card is blocked."))
        else:
            items.append(Announcement("info", f"Routine read-out number {n}, row 3."))
    for item in items:
        speech.announce([item], "en")  # each as its own answer: routine ones cut off
    assert speech.wait_idle(HANG), "speech did not finish"
    log = read_log(sink)
    said = {text for _, event, status, text in log if status == "said"}
    for item in items:
        if item.event == "refused":
            assert item.text in said, f"lost: {item.text}"
    assert items[-1].text in said  # the newest routine one is said
    assert not any(status == "cut" and event == "refused" for _, event, status, _ in log)
    # Routine ones were replaced: far fewer than 50 utterances reached the engine.
    assert len(log) < 50
    for seq, event, _status, text in log:
        if event == "refused":
            wav = sink / f"{seq}-{event}.wav"
            reference = EspeakBackend(tmp_path / "ref", realtime=False)
            reference.speak(Utterance(text, "en"), Voice())
            ref_wav = next((tmp_path / "ref").glob("*.wav"))
            assert abs(sox_length(wav) - sox_length(ref_wav)) <= 0.05 * sox_length(ref_wav)
            shutil.rmtree(tmp_path / "ref")
    speech.close()


@needs_espeak
def test_two_commands_fifty_ms_apart(tmp_path: Path, seed_deal: list) -> None:  # type: ignore[type-arg]
    sink = tmp_path / "sink"
    speech = SpeechController(espeak_sink(sink))
    session = Session(lang="ar", deal=seed_deal)
    speech.announce(session.start(), "ar")
    first = session.handle("3S")  # refused: wrong rank
    assert first[0].event == "refused"
    speech.announce(first, "ar")
    time.sleep(0.05)
    second = session.handle("KC")  # played
    speech.announce(second, "ar")
    assert speech.wait_idle(HANG)
    log = read_log(sink)
    events = [(event, status) for _, event, status, _ in log]
    assert ("refused", "said") in events
    assert events[-1] == ("removed", "said")
    assert ("board", "said") not in events  # the opening read-out was cut or replaced
    seq = next(s for s, event, _, _ in log if event == "refused")
    assert sox_length(sink / f"{seq}-refused.wav") > 1.0  # the whole reason, in Arabic
    speech.close()


@needs_espeak
def test_queue_mode_says_everything(tmp_path: Path) -> None:
    sink = tmp_path / "sink"
    speech = SpeechController(espeak_sink(sink), Settings(mode="queue"))
    texts = [f"Announcement {n}." for n in range(5)]
    for text in texts:
        speech.announce([Announcement("info", text)], "en")
    assert speech.wait_idle(HANG)
    assert [(text, status) for _, _, status, text in read_log(sink)] == [
        (text, "said") for text in texts]
    speech.close()


@needs_espeak
def test_stop_silences_at_once_even_a_refusal(tmp_path: Path) -> None:
    sink = tmp_path / "sink"
    speech = SpeechController(espeak_sink(sink))
    speech.announce([refusal("This card is blocked. " * 6), refusal("A second reason.")], "en")
    deadline = time.monotonic() + HANG
    while not (sink / "0001-refused.wav").exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    speech.stop()
    assert speech.wait_idle(HANG)
    log = read_log(sink)
    assert [(event, status) for _, event, status, _ in log] == [("refused", "cut")]
    speech.close()


@needs_espeak
def test_the_voice_follows_the_language(tmp_path: Path) -> None:
    sink = tmp_path / "sink"
    plan = Plan("tts", [lambda: EspeakBackend(sink, realtime=False)])
    speech = SpeechController(plan, Settings(mode="queue"))
    text = "الصف 3: ورقة مخفية، 7 من البستوني"
    speech.announce([Announcement("info", text)], "ar")
    speech.announce([Announcement("info", text)], "en")  # a wrong voice spells the letters
    assert speech.wait_idle(HANG)
    arabic, english = sorted(sink.glob("*.wav"))
    assert sox_length(english) > 1.5 * sox_length(arabic)
    speech.close()


@needs_espeak
def test_earcons_are_distinct_and_off_by_default(tmp_path: Path) -> None:
    from tripeaks_a11y.speech.earcons import EARCON_EVENTS, EarconPlayer, earcon_wav

    assert len({earcon_wav(event) for event in EARCON_EVENTS}) == len(EARCON_EVENTS)
    assert Settings().earcons is False
    sink = tmp_path / "sink"
    speech = SpeechController(espeak_sink(sink), Settings(mode="queue"),
                              earcons=EarconPlayer(sink))
    speech.announce([refusal()], "en")
    assert speech.wait_idle(HANG)
    assert not list(sink.glob("earcon-*"))
    speech.preferences.apply("earcons", "on")
    speech.announce([refusal(), Announcement("won", "You won!")], "en")
    assert speech.wait_idle(HANG)
    made = sorted(p.name for p in sink.glob("earcon-*"))
    assert made == ["earcon-0001-refused.wav", "earcon-0002-won.wav"]
    assert 0.1 < sox_length(sink / made[0]) < 1.0
    speech.close()


# ----- engines that fail, hang and print ---------------------------------


def test_empty_text_never_reaches_an_engine(tmp_path: Path) -> None:
    calls = tmp_path / "calls"
    exe = script(tmp_path, "espeak-ng", f'cat >> "{calls}"; echo >> "{calls}"\n')
    speech = SpeechController(Plan("tts", [lambda: EspeakBackend(executable=exe)]))
    speech.announce([Announcement("info", "   "), Announcement("info", "\u2068\u2069")], "en")
    speech.say(" \n", "en")
    speech.announce([Announcement("info", "Hello.")], "en")
    assert speech.wait_idle(HANG)
    speech.close()
    # The probe's silent "a", then the one real text.
    assert calls.read_text(encoding="utf-8").split() == ["a", "Hello."]


def test_a_silent_failure_falls_back_and_is_told_once(tmp_path: Path,
                                                     capfd: pytest.CaptureFixture[str]) -> None:
    # espeak-ng without a sound card: exit 0, ALSA errors on stderr, junk on stdout.
    broken = script(tmp_path, "espeak-ng", """\
        cat > /dev/null
        echo "junk from the engine"
        echo "ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default" >&2
        exit 0
        """)
    plan = Plan("tts", [lambda: EspeakBackend(executable=broken)])
    speech = SpeechController(plan)
    speech.announce([refusal()], "en")
    assert speech.wait_idle(HANG)
    speech.announce([Announcement("info", "Still playing.")], "en")
    assert speech.wait_idle(HANG)
    notices = speech.take_notices("en")
    assert notices == ["Speech: the game's own voice is not working; now text only."]
    assert speech.take_notices("en") == []  # once
    assert speech.output == "none"
    outcomes = [(name, event, outcome.split(":")[0]) for name, event, outcome, _ in
                speech.history]
    # The failed utterance went on to the next backend: not lost.
    assert outcomes == [("none", "refused", "said"), ("none", "info", "said")]
    speech.close()
    assert "junk" not in capfd.readouterr().out


@needs_espeak
def test_a_hanging_engine_is_killed_and_the_next_one_says_it(tmp_path: Path) -> None:
    hang = script(tmp_path, "espeak-ng", """\
        case "$*" in *"-a 0"*) cat > /dev/null; exit 0;; esac
        exec sleep 613
        """)
    sink = tmp_path / "sink"
    plan = Plan("tts", [lambda: EspeakBackend(executable=hang, slack=0.5),
                        lambda: EspeakBackend(sink)])
    speech = SpeechController(plan)
    speech.announce([refusal("This card is blocked.")], "en")
    assert speech.wait_idle(HANG)
    assert [(e, s) for _, e, s, _ in read_log(sink)] == [("refused", "said")]
    failed = [outcome for _, _, outcome, _ in speech.history if outcome.startswith("failed")]
    assert len(failed) == 1 and "no end after" in failed[0]
    assert speech.take_notices("en") == []  # still the own voice: nothing to tell
    assert not running("sleep\x00613")  # the hung child was killed
    speech.close()


# ----- a fake screen reader in the real worker process --------------------

FAKE_AO2 = {
    "accessible_output2/__init__.py": "",
    "accessible_output2/outputs/__init__.py": "",
    "accessible_output2/outputs/auto.py": '''
import os, sys, time
print("Cannot find Speech Dispatcher. Please install python-speechd.")  # as the real one
MODE = os.environ.get("FAKE_AO2_MODE", "ok")
LOG = os.environ["FAKE_AO2_LOG"]

def note(line):
    with open(LOG, "a", encoding="utf-8") as log:
        log.write(line + "\\n")

class NVDA:
    def is_active(self):
        return MODE != "inactive"
    def speak(self, text, interrupt=False):
        if MODE == "print":
            print("NVDA is not running")  # fails by printing, then returns
            return
        if MODE == "hang":
            time.sleep(600)
        note(f"speak {int(bool(interrupt))} {text}")
    def silence(self):
        note("silence")

class Auto:
    def __init__(self):
        self.outputs = [NVDA()]
    def get_first_available_output(self):
        return next((o for o in self.outputs if o.is_active()), None)
''',
}


def fake_reader(tmp_path: Path, mode: str) -> tuple[WorkerBackend, Path]:
    root = tmp_path / "fake"
    for name, text in FAKE_AO2.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text), encoding="utf-8")
    log = tmp_path / "reader.log"
    src = str(Path(__file__).resolve().parents[1] / "src")
    env = {"PYTHONPATH": f"{root}:{src}", "FAKE_AO2_MODE": mode, "FAKE_AO2_LOG": str(log)}
    return WorkerBackend("ao2", env=env, log=tmp_path / "worker.log", slack=1.0), log


def test_screen_reader_gets_the_text_and_is_silenced(tmp_path: Path,
                                                    capfd: pytest.CaptureFixture[str]) -> None:
    backend, log = fake_reader(tmp_path, "ok")
    speech = SpeechController(Plan("screen-reader", [lambda: backend]))
    speech.announce([Announcement("info", "Row 3: hidden card, 7 of spades. " * 4)], "en")
    deadline = time.monotonic() + HANG
    while not log.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    speech.announce([refusal()], "en")  # cuts off the routine read-out
    assert speech.wait_idle(HANG)
    speech.stop()
    speech.close()
    lines = log.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("speak 1 Row 3: hidden card")  # routine: may interrupt
    assert "silence" in lines
    assert "speak 0 It must be one rank higher or lower." in lines  # kept: no interrupt
    assert speech.output == "screen-reader"
    out = capfd.readouterr().out
    assert "Cannot find Speech Dispatcher" not in out and "NVDA" not in out


@needs_espeak
@pytest.mark.parametrize("mode", ["print", "hang", "inactive"])
def test_a_failing_screen_reader_falls_back_to_the_own_voice(
        tmp_path: Path, mode: str, capfd: pytest.CaptureFixture[str]) -> None:
    backend, _ = fake_reader(tmp_path, mode)
    sink = tmp_path / "sink"
    speech = SpeechController(Plan("screen-reader", [lambda: backend,
                                                     lambda: EspeakBackend(sink)]))
    for text in ("First answer.", "Second answer."):
        speech.announce([refusal(text)], "en")
    assert speech.wait_idle(HANG)
    assert [(e, s, t) for _, e, s, t in read_log(sink)] == [
        ("refused", "said", "First answer."), ("refused", "said", "Second answer.")]
    assert speech.take_notices("en") == [
        "Speech: your screen reader is not working; now the game's own voice."]
    assert speech.take_notices("en") == []
    speech.close()
    out = capfd.readouterr().out
    assert "NVDA is not running" not in out and "Cannot find" not in out


# ----- auto: exactly one output, said once -------------------------------


class Recorder:
    """A backend that records what it was given (for counting outputs only)."""

    kind = "tts"

    def __init__(self, name: str, works: bool = True) -> None:
        self.name = name
        self.works = works
        self.said: list[str] = []
        self.closed = False

    def probe(self, lang: str = "en") -> None:
        if not self.works:
            raise SpeechError("no sound device")

    def speak(self, utterance: Utterance, voice: Voice) -> None:
        self.said.append(utterance.text)

    def stop(self, utterance: Utterance) -> None:
        pass

    def silence(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def test_auto_with_a_screen_reader_is_text_only_and_says_so() -> None:
    own = Recorder("own")
    reader = Recorder("reader")
    plan = plan_output("auto", detector=lambda: "NVDA", tts=[lambda: own],
                       screen_reader=[lambda: reader])
    speech = SpeechController(plan)
    speech.announce([Announcement("info", "Hello.")], "en")
    assert speech.wait_idle(HANG)
    assert own.said == [] and reader.said == []  # never doubled with the reader
    notices = speech.take_notices("en")
    assert len(notices) == 1
    assert "NVDA is running" in notices[0] and "--speech screen-reader" in notices[0]
    assert speech.take_notices("en") == []
    for lang in ("ar", "hr"):
        assert "--speech screen-reader" in plan.notice(lang)  # type: ignore[misc]
    speech.close()


def test_auto_without_a_screen_reader_takes_the_first_voice_that_works() -> None:
    broken, working, spare = Recorder("broken", works=False), Recorder("working"), Recorder("spare")
    plan = plan_output("auto", detector=lambda: None,
                       tts=[lambda: broken, lambda: working, lambda: spare])
    assert plan.kind == "tts"
    speech = SpeechController(plan)
    for n in range(3):
        speech.announce([refusal(f"Reason {n}.")], "en")
    assert speech.wait_idle(HANG)
    assert working.said == ["Reason 0.", "Reason 1.", "Reason 2."]
    assert broken.said == [] and spare.said == [] and broken.closed
    assert {name for name, _, _, _ in speech.history} == {"working"}
    assert speech.take_notices("en") == [
        "Speech: the game's own voice, because no screen reader is running. "
        "For text only, start the game with --speech none."]
    speech.close()


def test_auto_with_no_working_voice_is_text_only_and_says_so_once() -> None:
    # Chosen from the cheap checks only; the probe that fails runs in the background.
    broken = Recorder("a", works=False)
    plan = plan_output("auto", detector=lambda: None, tts=[lambda: broken])
    assert plan.kind == "tts" and not broken.closed
    speech = SpeechController(plan)
    assert speech.wait_idle(HANG) and broken.closed and speech.output == "none"
    notices = speech.take_notices("hr")
    assert notices[0].startswith("Govor: vlastiti glas")
    assert notices[1] == "Govor: vlastiti glas igre ne radi; sada: samo tekst."
    assert speech.take_notices("hr") == []
    speech.close()


def test_auto_with_a_cheap_problem_is_text_only_with_the_reason() -> None:
    own = Recorder("own")
    plan = plan_output("auto", detector=lambda: None, tts=[lambda: own],
                       check=lambda: VoiceProblem.NO_DEVICE)
    assert plan.kind == "none" and plan.chain == []
    assert plan.notice is not None
    assert "No sound device was found." in plan.notice("en")
    assert "Nije pronađen nijedan zvučni uređaj." in plan.notice("hr")
    assert "لم يُعثَر على جهاز صوت." in plan.notice("ar")


def test_explicit_choices() -> None:
    own, reader = Recorder("own"), Recorder("reader")
    assert plan_output("none", detector=lambda: "NVDA").chain == []
    tts = plan_output("tts", detector=lambda: "NVDA", tts=[lambda: own])
    assert tts.kind == "tts" and tts.notice is None and len(tts.chain) == 1
    sr = plan_output("screen-reader", detector=lambda: None, tts=[lambda: own],
                     screen_reader=[lambda: reader])
    assert sr.kind == "screen-reader" and [f().name for f in sr.chain] == ["reader", "own"]
    with pytest.raises(ValueError):
        plan_output("loud")


def test_a_bug_in_a_backend_never_ends_the_game() -> None:
    class Buggy(Recorder):
        def speak(self, utterance: Utterance, voice: Voice) -> None:
            raise RuntimeError("bug")

    speech = SpeechController(Plan("tts", [lambda: Buggy("buggy")]))
    speech.announce([refusal()], "en")
    assert speech.wait_idle(HANG)
    assert speech.output == "none"
    speech.close()


# ----- settings through the controller ------------------------------------


def test_apply_setting_saves_and_answers(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.toml")
    speech = SpeechController(Plan("none", []), preferences=Preferences(store),
                              replan=lambda choice: Plan("none", []))
    preferences = speech.preferences  # rate, volume, … are the player's; the output is speech's
    assert preferences.apply("rate", "180") == SettingAnswer("rate", 180)
    assert preferences.apply("volume", 70) == SettingAnswer("volume", 70)
    assert preferences.apply("rate", "9000") == SettingAnswer("rate", 180, refused=True,
                                                              limits=(50, 400))
    assert preferences.apply("verbosity", "brief") == SettingAnswer("verbosity", "brief")
    assert preferences.apply("mode", "loud") == SettingAnswer("mode", "interrupt", refused=True)
    assert preferences.apply("mode", "queue") == SettingAnswer("mode", "queue")
    assert preferences.apply("earcons", "on") == SettingAnswer("earcons", "on")
    assert speech.apply_setting("speech", "none") == SettingAnswer("output", "none")
    assert speech.apply_setting("test") == SettingAnswer("test", "none")
    # The announcer words them; speech and preferences name no message.
    words = Announcer("en")
    assert words.answers.setting(SettingAnswer("rate", 180)).text == "Speech rate: 180 percent."
    refused = words.answers.setting(SettingAnswer("rate", 180, refused=True, limits=(50, 400)))
    assert refused.event == "refused" and "50" in refused.text and "400" in refused.text
    assert speech.settings.rate == 180 and speech.settings.mode == "queue"  # speech sees them
    with pytest.raises(ValueError):
        preferences.apply("pitch", 3)
    with pytest.raises(ValueError):
        speech.apply_setting("rate", 120)  # not the speech layer's to change
    speech.close()
    saved = store.load()
    assert (saved.rate, saved.volume, saved.verbosity, saved.mode, saved.earcons,
            saved.output) == (180, 70, "brief", "queue", True, "none")


def test_the_speech_thread_never_blocks_the_caller(tmp_path: Path) -> None:
    hang = script(tmp_path, "espeak-ng", """\
        case "$*" in *"-a 0"*) cat > /dev/null; exit 0;; esac
        exec sleep 613
        """)
    speech = SpeechController(Plan("tts", [lambda: EspeakBackend(executable=hang)]))
    start = time.monotonic()
    for _ in range(20):
        speech.announce([refusal()], "en")
    # Handing over 20 answers to a hung engine returns without waiting for it.
    assert time.monotonic() - start < HANG / 4
    speech.close()


def test_narrator_is_not_offered_direct_speech() -> None:
    """Narrator takes no speech from programs, so the notice does not suggest it."""
    plan = plan_output("auto", detector=lambda: "Narrator")
    assert plan.kind == "none"
    assert plan.notice is not None
    notice = plan.notice("en")
    assert "Narrator" in notice and "--speech screen-reader" not in notice
    nvda = plan_output("auto", detector=lambda: "NVDA").notice
    assert nvda is not None and "--speech screen-reader" in nvda("en")


def test_console_screen_readers_are_detected(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Fenrir, Emacspeak and Speakup read the console too: auto must not talk over them."""
    from tripeaks_a11y.speech import detect

    proc, sys_dir = tmp_path / "proc", tmp_path / "sys"
    (proc / "42").mkdir(parents=True)
    (proc / "42" / "comm").write_text("bash\n", encoding="utf-8")
    monkeypatch.delenv("EMACSPEAK_DIR", raising=False)
    monkeypatch.setattr(detect, "_run", lambda *_a, **_k: None)  # no pgrep, no gsettings
    assert detect._unix(proc, sys_dir) is None
    (proc / "43").mkdir()
    (proc / "43" / "comm").write_text("fenrir\n", encoding="utf-8")
    assert detect._unix(proc, sys_dir) == "Fenrir"
    (proc / "43" / "comm").write_text("vim\n", encoding="utf-8")
    (sys_dir / "module" / "speakup").mkdir(parents=True)
    assert detect._unix(proc, sys_dir) == "Speakup"
    monkeypatch.setenv("EMACSPEAK_DIR", "/usr/share/emacs/site-lisp/emacspeak")
    assert detect._unix(proc, sys_dir) == "Emacspeak"


# ----- no engine process outlives the speech (issue 11) --------------------

def _session_of(cmdline: str) -> int | None:
    """The session id of the live process whose command line contains ``cmdline``."""
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            if cmdline in (entry / "cmdline").read_bytes().decode("utf-8", "replace"):
                # After "(comm)": state, parent, process group, session.
                return int((entry / "stat").read_text().rsplit(")", 1)[1].split()[3])
        except (OSError, ValueError, IndexError):
            continue
    return None


def _wait(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + HANG
    while not condition():
        assert time.monotonic() < deadline, "gave up waiting"
        time.sleep(0.05)


def test_stop_kills_an_engine_with_the_children_it_started(tmp_path: Path) -> None:
    # An engine that says its text through a child of its own (sleep), in its own session.
    forks = script(tmp_path, "espeak-ng", """\
        case "$*" in *"-a 0"*) cat > /dev/null; exit 0;; esac
        cat > /dev/null
        sleep 615
        """)
    speech = SpeechController(Plan("tts", [lambda: EspeakBackend(executable=forks)]))
    speech.announce([Announcement("info", "A long text.")], "en")
    _wait(lambda: running("sleep\x00615"))
    assert _session_of("sleep\x00615") not in (None, os.getsid(0))  # Ctrl+C does not reach it
    speech.stop()
    _wait(lambda: not running("sleep\x00615"))
    speech.close()


def test_close_ends_a_voice_check_that_hangs(tmp_path: Path) -> None:
    hangs = script(tmp_path, "espeak-ng", """\
        cat > /dev/null
        exec sleep 616
        """)
    speech = SpeechController(Plan("tts", [lambda: EspeakBackend(executable=hangs)]))
    speech.announce([Announcement("info", "Hello.")], "en")
    _wait(lambda: running("sleep\x00616"))  # the probe (10 s allowed) is stuck
    speech.close()
    assert not running("sleep\x00616")
