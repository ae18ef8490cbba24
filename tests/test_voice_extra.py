"""Listening without the voice extra (issue 28 point 3): one sentence on how to add it.

pocketsphinx and sounddevice are the ``[voice]`` extra, not dependencies. Here
they are made impossible to import the way a base install has them: an entry
``None`` in ``sys.modules`` makes ``import pocketsphinx`` raise ImportError
through the real import machinery. Then ``listen on``, ``--listen``,
``--voice-input`` and ``listen --wav`` each answer one sentence, in the
player's language, naming ``pipx inject tripeaks-a11y pocketsphinx
sounddevice`` and ``pip install 'tripeaks-a11y[voice]'``; the game goes on.
"""

from __future__ import annotations

import io
import sys
import wave
from pathlib import Path

import pytest

from tripeaks_a11y.commands import parse
from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen.audio import AudioError, microphone_source, wav_source
from tripeaks_a11y.listen.extra import VOICE_EXTRA, VoiceExtraMissing, missing_voice_libraries
from tripeaks_a11y.listen.recognizer import RecognizerError, pocketsphinx_recognizer
from tripeaks_a11y.listen.segmenter import utterances
from tripeaks_a11y.program.listen_command import listen_main
from tripeaks_a11y.program.terminal import Ears, Output, run_script, run_voice_input
from tripeaks_a11y.sanitize import ltr_marked
from tripeaks_a11y.session import Session
from tripeaks_a11y.speech import make_controller

CODE = "TP1-E-AAAAAAB"
LANGS = LANGUAGES
LISTEN_ON = {"en": "listen on", "ar": "الاستماع تشغيل", "hr": "slušanje uključi"}


@pytest.fixture
def no_voice_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    """pocketsphinx and sounddevice cannot be imported, as in a base install."""
    for name in VOICE_EXTRA:
        monkeypatch.setitem(sys.modules, name, None)


def silence(folder: Path) -> Path:
    """One second of silence, 16 kHz mono 16-bit."""
    path = folder / "silence.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes(bytes(32000))
    return path


def printed(lang: str) -> str:
    """The sentence as a plain line prints it (an Arabic line with its LRMs)."""
    return ltr_marked(t(lang, "voice-extra-missing"))


def game(lang: str, stream: io.StringIO) -> tuple[Session, Output]:
    speech = make_controller("none")
    code = parse_code(CODE)
    session = Session(lang=lang, code=code, game=code.game, speech_settings=speech)
    out = Output(stream, False, speech, session)
    out.emit(session.start())
    stream.seek(0)
    stream.truncate()
    return session, out


@pytest.mark.parametrize("lang", LANGS)
def test_the_sentence_says_how_to_add_the_extra_in_one_sentence(lang: str) -> None:
    said = t(lang, "voice-extra-missing")
    assert "pipx inject tripeaks-a11y 'pocketsphinx<5.1' sounddevice" in said
    assert "pip install 'tripeaks-a11y[voice]'" in said
    assert said.endswith(".") and ". " not in said and "\n" not in said


def test_the_libraries_are_found_missing_and_fail_as_the_extra(no_voice_extra: None) -> None:
    assert missing_voice_libraries() == VOICE_EXTRA
    with pytest.raises(VoiceExtraMissing) as recogniser:
        pocketsphinx_recognizer("en")
    assert isinstance(recogniser.value, RecognizerError)
    with pytest.raises(VoiceExtraMissing) as microphone:
        microphone_source()
    assert isinstance(microphone.value, AudioError) and microphone.value.module == "sounddevice"
    with pytest.raises(VoiceExtraMissing):
        list(utterances([bytes(320)]))


def test_the_libraries_are_found_when_installed() -> None:
    assert missing_voice_libraries() == ()  # the test tools bring the voice extra


@pytest.mark.parametrize("lang", LANGS)
def test_listen_on_answers_how_to_add_the_extra(lang: str, no_voice_extra: None) -> None:
    session, _ = game(lang, io.StringIO())
    assert parse(LISTEN_ON[lang], lang=lang).arg == "on"
    (said,) = session.handle(LISTEN_ON[lang])
    assert said.text == t(lang, "voice-extra-missing")
    assert said.event == "refused"
    assert session.listening == "off"
    assert session.handle("score")  # the game goes on


@pytest.mark.parametrize("lang", LANGS)
def test_listen_on_in_a_script_says_first_how_to_add_the_extra(
        lang: str, no_voice_extra: None) -> None:
    session, _ = game(lang, io.StringIO())
    session.microphone = False  # script mode: no microphone unless --listen
    (said,) = session.handle(LISTEN_ON[lang])
    assert said.text == t(lang, "voice-extra-missing")


@pytest.mark.parametrize("lang", LANGS)
def test_listen_flag_in_a_script_answers_in_one_sentence(lang: str, no_voice_extra: None) -> None:
    stream = io.StringIO()
    session, out = game(lang, stream)
    session.listen_mode = "on"  # --listen
    session.microphone = True
    run_script(session, out, io.StringIO("score\n"), Ears(session, out, keys=False))
    lines = stream.getvalue().splitlines()
    assert lines.count(printed(lang)) == 1
    assert not any(line.startswith(t(lang, "listening-failed", problem="").split(":")[0])
                   for line in lines)
    assert session.listening == "off"


@pytest.mark.parametrize("lang", LANGS)
def test_voice_input_answers_in_one_sentence(lang: str, no_voice_extra: None,
                                             tmp_path: Path) -> None:
    stream = io.StringIO()
    session, out = game(lang, stream)
    run_voice_input(session, out, wav_source(silence(tmp_path)))
    assert stream.getvalue().splitlines() == [printed(lang)]
    assert not session.finished


@pytest.mark.parametrize("lang", LANGS)
def test_listen_wav_answers_in_one_sentence(lang: str, no_voice_extra: None, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert listen_main(["--wav", str(silence(tmp_path)), "--lang", lang]) == 1
    captured = capsys.readouterr()
    assert captured.err == printed(lang) + "\n"
    assert captured.out == ""
