"""The honest voice check (issue 12): no sound device, no voice, a failing engine; braille.

``tripeaks-a11y speak`` runs as a real program: this machine has no sound
device, so it must fail with the reason; with ``TRIPEAKS_A11Y_SPEECH_SINK``
(real espeak-ng writing WAV files) it must succeed. A missing voice is a real
espeak-ng with a data folder lacking the Croatian dictionary; a failing
engine is a stand-in espeak-ng on the PATH. ``--speech auto`` chooses from
cheap checks only, and the full check runs on the speech thread. The screen
reader's braille is checked with stand-ins built on accessible_output2's own
``Output`` class, the only kind of reader this machine can run.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES, language
from tripeaks_a11y.speech import SpeechController, SpeechError, worker
from tripeaks_a11y.speech.backend import Voice
from tripeaks_a11y.speech.detect import SOUND_DEVICE_ENV, sound_device
from tripeaks_a11y.speech.plan import VoiceProblem, plan_output, voice_problem
from tripeaks_a11y.speech.spoken import Utterance

ESPEAK = shutil.which("espeak-ng")
needs_espeak = pytest.mark.skipif(ESPEAK is None, reason="espeak-ng is not installed")
HANG = 30.0


def environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    drop = ("TRIPEAKS_A11Y_SPEECH_SINK", "TRIPEAKS_A11Y_SCREEN_READER", SOUND_DEVICE_ENV)
    env = {key: value for key, value in os.environ.items() if key not in drop}
    return {**env, "PYTHONIOENCODING": "utf-8",
            "TRIPEAKS_A11Y_CONFIG_DIR": str(tmp_path / "config"), **extra}


def speak(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return run_main(["speak", *args], "", env)


# ----- the sound device ------------------------------------------------


def test_sound_device_reads_alsa_and_the_sound_servers(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    for name in (SOUND_DEVICE_ENV, "PULSE_SERVER", "XDG_RUNTIME_DIR"):
        monkeypatch.delenv(name, raising=False)
    proc, dev, etc, home = (tmp_path / name for name in ("proc", "dev", "etc", "home"))
    for folder in (proc / "asound", dev / "snd", etc, home):
        folder.mkdir(parents=True)

    def found() -> bool:
        return sound_device("linux", proc=proc, dev=dev, etc=etc, home=home)

    assert not found()
    (proc / "asound" / "cards").write_text("--- no soundcards ---\n", encoding="utf-8")
    (dev / "snd" / "controlC0").touch()
    (dev / "snd" / "pcmC0D0c").touch()  # a capture device plays nothing
    assert not found()
    (dev / "snd" / "pcmC0D0p").touch()
    assert found()
    (dev / "snd" / "pcmC0D0p").unlink()
    (proc / "asound" / "cards").write_text(" 0 [PCH ]: HDA-Intel - HDA Intel PCH\n",
                                           encoding="utf-8")
    assert found()
    (proc / "asound" / "cards").unlink()
    (home / ".asoundrc").write_text("pcm.!default pulse\n", encoding="utf-8")
    assert found()
    (home / ".asoundrc").unlink()
    runtime = tmp_path / "run"
    (runtime / "pulse").mkdir(parents=True)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    assert not found()
    (runtime / "pulse" / "native").touch()
    assert found()
    monkeypatch.setenv(SOUND_DEVICE_ENV, "none")
    assert not found()
    monkeypatch.setenv(SOUND_DEVICE_ENV, "yes")
    assert sound_device("linux", proc=proc, dev=dev, etc=etc, home=home)
    assert sound_device("win32", proc=proc, dev=dev, etc=etc, home=home)


def test_the_cheap_check_needs_a_device_unless_a_sink_takes_the_sound() -> None:
    assert voice_problem(None, device=lambda: False) is VoiceProblem.NO_DEVICE
    if ESPEAK is not None:
        assert voice_problem(None, device=lambda: True) is None
        assert voice_problem("null", device=lambda: False) is None


# ----- tripeaks-a11y speak ----------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_speak_with_no_sound_device_fails_with_the_reason(tmp_path: Path, lang: str) -> None:
    forced = speak(["--lang", lang, "hello"],
                   environment(tmp_path, **{SOUND_DEVICE_ENV: "none"}))
    assert forced.returncode == 1
    assert forced.stderr.splitlines() == [t(lang, "voice-no-device")]
    if sound_device():
        pytest.skip("this machine has a sound device")
    here = speak(["--lang", lang, "hello"], environment(tmp_path))
    assert (here.returncode, here.stderr) == (1, forced.stderr)


@needs_espeak
def test_speak_into_a_sink_succeeds_and_is_said(tmp_path: Path) -> None:
    sink = tmp_path / "sink"
    done = speak(["--lang", "hr", "dobar", "dan"],
                 environment(tmp_path, TRIPEAKS_A11Y_SPEECH_SINK=str(sink)))
    assert (done.returncode, done.stderr) == (0, "")
    entries = [line.split("\t") for line in
               (sink / "speech.log").read_text(encoding="utf-8").splitlines()]
    assert [entry[2:] for entry in entries] == [["said", "dobar dan"]]
    wav = next(sink.glob("*.wav"))
    seconds = float(subprocess.run(["soxi", "-D", str(wav)], capture_output=True, text=True,
                                   check=True).stdout) if shutil.which("soxi") else 1.0
    assert seconds > 0.3  # real audio, not an empty file


@needs_espeak
def test_speak_with_a_missing_voice_fails_with_the_reason(tmp_path: Path) -> None:
    env = environment(tmp_path, TRIPEAKS_A11Y_SPEECH_SINK="null",
                      ESPEAK_DATA_PATH=str(without_dictionary(tmp_path, "hr")))
    done = speak(["--lang", "hr", "dobar", "dan"], env)
    assert done.returncode == 1
    assert done.stderr.splitlines() == [
        t("hr", "voice-no-voice", language=language("hr").title)]
    assert speak(["--lang", "en", "good", "day"], env).returncode == 0  # en is all there


def failing_espeak(tmp_path: Path) -> Path:
    """A folder with an espeak-ng that loads voices but fails to make any sound."""
    folder = tmp_path / "bin"
    folder.mkdir()
    script = folder / "espeak-ng"
    script.write_text('#!/bin/sh\ncase " $* " in *" -w "*|*" --stdout "*)\n'
                      '  echo "error: synthesis failed" >&2; exit 1;;\nesac\nexit 0\n',
                      encoding="utf-8")
    script.chmod(0o755)
    return folder


def test_speak_with_an_engine_that_fails_says_its_words(tmp_path: Path) -> None:
    env = environment(tmp_path, TRIPEAKS_A11Y_SPEECH_SINK="null")
    env["PATH"] = f"{failing_espeak(tmp_path)}{os.pathsep}{env['PATH']}"
    done = speak(["--lang", "ar", "hello"], env)
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0] == t("ar", "voice-failed", detail="espeak-ng: error: synthesis failed")


# ----- --speech auto -----------------------------------------------------


def test_auto_tells_the_reason_when_the_cheap_check_fails(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TRIPEAKS_A11Y_SPEECH_SINK", raising=False)
    monkeypatch.setenv(SOUND_DEVICE_ENV, "none")
    plan = plan_output("auto", detector=lambda: None)
    assert plan.kind == "none" and plan.notice is not None
    assert plan.notice("en") == t("en", "voice-auto-none", reason=t("en", "voice-no-device"))
    monkeypatch.setenv("TRIPEAKS_A11Y_SPEECH_SINK", "null")
    if ESPEAK is not None:
        assert plan_output("auto", detector=lambda: None).kind == "tts"


class Slow:
    """A backend whose probe waits until the test lets it go."""

    kind = "tts"
    name = "slow"

    def __init__(self, works: bool) -> None:
        self.works = works
        self.release = threading.Event()
        self.probed = threading.Event()
        self.said: list[str] = []

    def probe(self, lang: str = "en") -> None:
        self.probed.set()
        assert self.release.wait(HANG)
        if not self.works:
            raise SpeechError("no sound")

    def speak(self, utterance: Utterance, voice: Voice) -> None:
        self.said.append(utterance.text)

    def stop(self, utterance: Utterance) -> None:
        """Nothing to cut off."""

    def silence(self) -> None:
        """Nothing to silence."""

    def close(self) -> None:
        """Nothing to release."""


@pytest.mark.parametrize("works", [True, False])
def test_the_full_check_runs_in_the_background_and_a_failure_is_told_once(
        works: bool) -> None:
    slow = Slow(works)
    plan = plan_output("auto", detector=lambda: None, tts=[lambda: slow])
    speech = SpeechController(plan)  # returns while the probe still waits
    try:
        assert slow.probed.wait(HANG)  # started before anything was said
        first = speech.take_notices("en")
        assert first == [t("en", "speech-chose-tts")]
        slow.release.set()
        assert speech.wait_idle(HANG)
        later = speech.take_notices("en")
        if works:
            assert later == [] and speech.output == "tts"
        else:
            assert later == [t("en", "speech-fallback",
                               failed=t("en", "speech-output-name", output="tts"),
                               now=t("en", "speech-output-name", output="none"))]
        assert speech.take_notices("en") == []
    finally:
        speech.close()


def test_the_game_with_auto_and_a_failing_voice_says_so_once(tmp_path: Path,
                                                               seed_deal_codes: str) -> None:
    env = environment(tmp_path, TRIPEAKS_A11Y_SCREEN_READER="none",
                      TRIPEAKS_A11Y_SPEECH_SINK=str(tmp_path / "sink"), TERM="dumb")
    env["PATH"] = f"{failing_espeak(tmp_path)}{os.pathsep}{env['PATH']}"
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--lang", "hr", "--deal",
                                           seed_deal_codes, "--speech", "auto"],
                          env=env, encoding="utf-8", timeout=60, dimensions=(40, 200))
    log = io.StringIO()
    child.logfile_read = log
    child.expect_exact(t("hr", "speech-chose-tts"))
    for line in ("ploča", "ploča", "ploča", "kraj"):
        child.expect_exact("> ")
        child.sendline(line)
    child.expect(pexpect.EOF)
    child.close()
    failed = t("hr", "speech-fallback", failed=t("hr", "speech-output-name", output="tts"),
               now=t("hr", "speech-output-name", output="none"))
    assert log.getvalue().count(failed) == 1


# ----- braille -----------------------------------------------------------


def fake_reader(speak_returns: object, braille_returns: object) -> Any:
    """A screen reader built on accessible_output2's Output, recording speech and braille."""
    base = pytest.importorskip("accessible_output2.outputs.base")

    class Reader(base.Output):  # type: ignore[misc, name-defined]
        name = "Fake reader"

        def __init__(self) -> None:
            super().__init__()
            self.calls: list[tuple[str, str, dict[str, object]]] = []

        def speak(self, text: str, **options: object) -> object:
            self.calls.append(("speak", text, options))
            return speak_returns

        def braille(self, text: str, **options: object) -> object:
            self.calls.append(("braille", text, options))
            return braille_returns

    return Reader()


@pytest.mark.parametrize("returns", [(True, True), (None, None), (True, False)])
def test_the_screen_reader_gets_speech_and_braille(monkeypatch: pytest.MonkeyPatch,
                                                   returns: tuple[object, object]) -> None:
    reader = fake_reader(*returns)
    auto = pytest.importorskip("accessible_output2.outputs.auto")

    class Auto:
        def get_first_available_output(self) -> Any:
            return reader

    monkeypatch.setattr(auto, "Auto", Auto)
    name, say = worker._ao2_engine(worker._Protocol(io.StringIO(), io.StringIO()))
    assert name == "Reader"
    say({"op": "say", "text": "Kralj pika.", "lang": "hr", "interrupt": True})
    assert reader.calls == [("speak", "Kralj pika.", {"interrupt": True}),
                            ("braille", "Kralj pika.", {"interrupt": True})]


def test_a_reader_error_is_still_an_error() -> None:
    class Broken:
        def output(self, text: str, **options: object) -> None:
            raise RuntimeError("NVDA is not running")

    with pytest.raises(RuntimeError):
        worker.show(Broken(), "x", interrupt=False)


# ----- the voice of the player's language ------------------------------


def without_dictionary(tmp_path: Path, lang: str) -> Path:
    """A copy (symbolic links) of espeak-ng's data folder lacking ``lang``'s dictionary."""
    probe = subprocess.run([ESPEAK or "espeak-ng", "--version"], capture_output=True,
                           text=True, timeout=30)
    data = Path(probe.stdout.split("Data at:")[-1].strip())
    broken = tmp_path / "data" / "espeak-ng-data"
    broken.mkdir(parents=True)
    for entry in data.iterdir():
        if entry.name != f"{lang}_dict":
            (broken / entry.name).symlink_to(entry)
    return broken.parent


@needs_espeak
def test_speak_to_a_file_without_the_dictionary_fails_and_writes_nothing(tmp_path: Path) -> None:
    # espeak-ng exits 0 with a WAV when the dictionary is missing: the text read by other rules.
    env = environment(tmp_path, ESPEAK_DATA_PATH=str(without_dictionary(tmp_path, "ar")))
    wav = tmp_path / "said.wav"
    done = speak(["--lang", "ar", "--to", str(wav), "مرحبا"], env)
    assert done.returncode == 1
    assert len(done.stderr.splitlines()) == 1
    assert "ar_dict" in done.stderr
    assert not wav.exists()
    assert speak(["--lang", "en", "--to", str(wav), "hello"], env).returncode == 0
    assert wav.stat().st_size > 1000


@needs_espeak
def test_the_engine_check_tries_the_language_asked(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from tripeaks_a11y.speech.espeak import EspeakBackend

    monkeypatch.setenv("ESPEAK_DATA_PATH", str(without_dictionary(tmp_path, "hr")))
    backend = EspeakBackend("null")
    backend.probe("en")
    backend.probe("ar")
    with pytest.raises(SpeechError, match="hr_dict"):
        backend.probe("hr")


@needs_espeak
@pytest.mark.parametrize(("lang", "kept"), [("en", "tts"), ("hr", "none")])
def test_the_background_check_speaks_the_interface_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, kept: str) -> None:
    from tripeaks_a11y.speech.espeak import EspeakBackend
    from tripeaks_a11y.speech.plan import Plan

    monkeypatch.setenv("ESPEAK_DATA_PATH", str(without_dictionary(tmp_path, "hr")))
    speech = SpeechController(Plan("tts", [lambda: EspeakBackend(tmp_path / "sink")]), lang=lang)
    try:
        assert speech.wait_idle(HANG)
        assert speech.output == kept
        notices = speech.take_notices(lang)
        # A Croatian player is told once that the own voice did not work, in Croatian.
        assert notices == ([] if kept == "tts" else [t(
            "hr", "speech-fallback", failed=t("hr", "speech-output-name", output="tts"),
            now=t("hr", "speech-output-name", output="none"))])
    finally:
        speech.close()


def test_pyttsx3_is_not_taken_for_a_language_it_has_no_voice_for() -> None:
    pytest.importorskip("pyttsx3")
    from tripeaks_a11y.speech.worker_backend import WorkerBackend

    backend = WorkerBackend("pyttsx3")
    try:
        backend.probe("en")
        with pytest.raises(SpeechError, match="no voice for the language 'xx'"):
            backend.probe("xx")
    finally:
        backend.close()
