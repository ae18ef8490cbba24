"""The one-utterance key F5 and the listening mode per terminal (issue 15, point 1).

With a screen reader reading the answers (the speech plan's output, found
by the "auto" plan too, and followed when ``speech`` switches it at run
time; text only chosen outright asks once whether a screen reader runs),
``listen on`` is the F5 key. A plain terminal or a script has no F5:
there ``listen on`` is "always", and ``listen key`` says that the key cannot
be used and nothing listens; a script run without ``--listen`` opens no
microphone, and ``listen on`` says so. F5 always gets an answer: "Nothing heard."
when nobody spoke, "Not understood; …" when the speech was no command, and
the listening state while listening always, where speech that is no
command is dropped without a word. The
``voice`` line and ``help listen`` name F5. Checked as the player gets it,
in English, Arabic and Croatian.
"""

from __future__ import annotations

import io
import os
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.commands.grammar import OPTION_VALUES
from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen import audio
from tripeaks_a11y.listen.audio import wav_source
from tripeaks_a11y.listen.corpus import missing_tools, synthesize, write_wav
from tripeaks_a11y.listen.listener import Heard, Listener, Missed
from tripeaks_a11y.listen.recognizer import pocketsphinx_recognizer
from tripeaks_a11y.program.cli import ScreenReaderSeen
from tripeaks_a11y.program.terminal import MICROPHONE_ENV
from tripeaks_a11y.session import Session
from tripeaks_a11y.speech import make_controller

LANGS = LANGUAGES
CODE = "TP1-E-AAAAAAB"
LISTEN = {"en": "listen", "ar": "الاستماع", "hr": "slušanje"}
VOICE = {"en": "voice", "ar": "الأوامر الصوتية", "hr": "glasovne naredbe"}
HELP = {"en": "help", "ar": "مساعدة", "hr": "pomoć"}
NO_KEY = {
    "en": "Listening: off; the F5 key cannot be used in this terminal. Say listen always to "
          "hear every command.",
    "ar": "الاستماع: متوقف؛ لا يمكن استخدام المفتاح F5 في هذه الطرفية. قل الاستماع دائما "
          "لسماع كل أمر.",
    "hr": "Slušanje: isključeno; tipka F5 ne može se koristiti u ovom terminalu. Recite "
          "slušanje uvijek da igra čuje svaku naredbu.",
}
NOTHING_HEARD = {"en": "Nothing heard.", "ar": "لم أسمع شيئًا.", "hr": "Nisam ništa čuo."}
NOT_UNDERSTOOD = {
    "en": "Not understood; press F5 and say it again.",
    "ar": "لم أفهم ما قلت؛ اضغط F5 وأعد الأمر.",
    "hr": "Nisam razumio; pritisnite F5 i ponovite naredbu.",
}

needs_speech = pytest.mark.skipif(bool(missing_tools()),
                                  reason="espeak-ng and sox make the speech (apt install "
                                         "espeak-ng sox)")


def session(lang: str, *, key: bool = True) -> Session:
    player = Session(lang=lang, code=parse_code(CODE))
    player.voice_engine = "pocketsphinx"  # named (the choice: tests/test_engine_choice.py)
    player.listen_key = key
    player.start()
    return player


def texts(answer: Sequence[Announcement]) -> list[str]:
    return [item.text for item in answer]


def listen(player: Session, value: str | None = None) -> list[str]:
    lang = player.lang
    word = "" if value is None else " " + OPTION_VALUES["listen"][value][lang][0]
    return texts(player.handle(f"{LISTEN[lang]}{word}"))


def state(lang: str, mode: str) -> str:
    engine = "pocketsphinx" if lang == "en" else t(lang, "listening-experimental",
                                                   engine="pocketsphinx")
    return t(lang, "listening-state", mode=mode, engine=engine,
             language=t(lang, "listening-language", heard_in=lang))


# ----- a terminal without F5 ----------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_listen_key_without_f5_says_so_and_nothing_listens(lang: str) -> None:
    player = session(lang, key=False)
    assert listen(player, "key") == [NO_KEY[lang]]
    assert player.listening == "off"
    assert listen(player) == [NO_KEY[lang]]
    (said,) = texts(player.handle(VOICE[lang]))
    assert t(lang, "voice-settings", listen="no-key", confirm="uncertain",
             engine="pocketsphinx", interrupt="off") == said
    assert "F5" in said


@pytest.mark.parametrize("lang", LANGS)
def test_listen_on_without_f5_is_always_even_with_a_screen_reader(lang: str) -> None:
    player = session(lang, key=False)
    player.screen_reader = True
    assert listen(player, "on") == [state(lang, "always")]
    assert player.listening == "always"
    assert "F5" not in texts(player.handle(VOICE[lang]))[0]


# ----- the voice line and help name F5 -------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_voice_line_names_f5_where_it_listens(lang: str) -> None:
    player = session(lang)
    (off,) = texts(player.handle(VOICE[lang]))  # listening off: F5 still listens once
    assert "F5" in off
    assert off == t(lang, "voice-settings", listen="off-key", confirm="uncertain",
                    engine="pocketsphinx", interrupt="off")
    listen(player, "key")
    assert "F5" in texts(player.handle(VOICE[lang]))[0]
    listen(player, "always")
    assert "F5" not in texts(player.handle(VOICE[lang]))[0]  # F5 does nothing then
    assert "F5" not in texts(session(lang, key=False).handle(VOICE[lang]))[0]


@pytest.mark.parametrize("lang", LANGS)
def test_help_listen_names_f5(lang: str) -> None:
    assert "F5" in texts(session(lang).handle(f"{HELP[lang]} {LISTEN[lang]}"))[0]


# ----- nothing heard after F5 ------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_heard_is_one_line_and_changes_nothing(lang: str) -> None:
    player = session(lang)
    board = texts(player.handle("board"))
    assert texts(player.not_heard(silence=True)) == [NOTHING_HEARD[lang]]
    assert texts(player.not_heard(silence=False)) == [NOT_UNDERSTOOD[lang]]
    assert texts(player.handle("repeat")) == board  # repeat keeps the answer before
    assert texts(player.handle("board")) == board


# ----- the screen reader from the speech plan ----------------------------------------


def test_the_screen_reader_follows_the_speech_plan(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRIPEAKS_A11Y_SPEECH_SINK", "null")  # the own voice says nothing
    running: list[str | None] = ["NVDA"]
    reader = ScreenReaderSeen(lambda: running[0])
    speech = make_controller("auto", detector=reader.detect)
    reader.speech = speech
    try:
        player = Session(lang="en", code=parse_code(CODE), speech_settings=speech)
        player.voice_engine = "pocketsphinx"
        player.screen_reader = reader
        player.start()
        assert listen(player, "on") == [state("en", "key")]  # auto found NVDA: text only
        player.handle("speech tts")
        assert player.listening == "always"  # the game's own voice: it knows when it speaks
        player.handle("speech auto")
        assert player.listening == "key"
        running[0] = None
        player.handle("speech auto")  # no screen reader now
        assert player.listening == "always"
    finally:
        speech.close()


@pytest.mark.parametrize(("running", "mode"), [("Orca", "key"), (None, "always")])
def test_text_only_from_the_start_asks_whether_a_screen_reader_reads_it(
        running: str | None, mode: str) -> None:
    asked: list[str | None] = []

    def detector() -> str | None:
        asked.append(running)
        return running

    reader = ScreenReaderSeen(detector)
    speech = make_controller("none", detector=reader.detect)  # --speech none: no plan detects
    reader.speech = speech
    try:
        player = Session(lang="en", code=parse_code(CODE), speech_settings=speech)
        player.voice_engine = "pocketsphinx"
        player.screen_reader = reader
        player.start()
        assert listen(player, "on") == [state("en", mode)]  # a reader may read the text
        assert player.listening == mode
        assert len(asked) == 1  # asked once, not after every answer
    finally:
        speech.close()


def test_a_script_without_listen_says_listen_on_opens_no_microphone() -> None:
    done = run_main(["--game", CODE, "--speech", "none"], "listen on\nlisten\n",
                    {**os.environ, "PYTHONIOENCODING": "utf-8"})
    script = t("en", "listening-state", mode="script", engine="", language="")
    assert done.stdout.splitlines().count(script) == 2, done.stdout
    assert state("en", "always") not in done.stdout


def _spawn(term: str, folder: Path | None, *args: str,
           env: dict[str, str] | None = None) -> tuple[pexpect.spawn, io.StringIO]:
    environ = {**os.environ, "TERM": term, "PYTHONIOENCODING": "utf-8", **(env or {})}
    environ.pop("PROMPT_TOOLKIT_NO_CPR", None)
    environ.pop(MICROPHONE_ENV, None)
    if folder is not None:
        environ[MICROPHONE_ENV] = str(folder)
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--game", CODE, *args],
                          env=environ, encoding="utf-8", timeout=30, dimensions=(40, 200))
    log = io.StringIO()
    child.logfile_read = log
    return child, log


def _leave(child: pexpect.spawn, log: io.StringIO) -> None:
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, log.getvalue()


def test_a_detected_screen_reader_makes_listen_on_the_key() -> None:
    child, log = _spawn("xterm-256color", None, "--speech", "auto",
                        env={"TRIPEAKS_A11Y_SCREEN_READER": "NVDA",
                             "TRIPEAKS_A11Y_SPEECH_SINK": "null"})
    child.expect_exact(">")
    child.sendline("listen on")
    child.expect_exact(state("en", "key"))
    child.expect_exact(">")
    _leave(child, log)


def test_a_plain_terminal_says_the_key_cannot_be_used() -> None:
    child, log = _spawn("dumb", None, "--speech", "none")
    child.expect_exact("> ")
    child.sendline("listen key")
    child.expect_exact(NO_KEY["en"])
    child.expect_exact("> ")
    _leave(child, log)


# ----- the listener: once answers, always stays quiet --------------------------------


@pytest.fixture(scope="module")
def recognizer() -> object:
    return pocketsphinx_recognizer("en")


@pytest.fixture(scope="module")
def quiet(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A quiet room for 1.5 s."""
    folder = tmp_path_factory.mktemp("quiet")
    write_wav(folder / "quiet.wav", audio.quiet(1.5))
    return folder


@pytest.fixture(scope="module")
def talk(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An everyday sentence that the recogniser takes for no command at all."""
    if missing_tools():
        pytest.skip("espeak-ng and sox make the speech")
    folder = tmp_path_factory.mktemp("talk")
    synthesize("what time is it", folder, name="talk")
    return folder


def _listen(folder: Path, recognizer: object, *, once: bool
            ) -> tuple[list[Heard], list[Missed], list[str]]:
    delivered: list[Heard] = []
    missed: list[Missed] = []
    failed: list[str] = []
    listener = Listener(lambda: wav_source(folder), recognizer,  # type: ignore[arg-type]
                        delivered.append, failed.append, lambda: False, missed.append)
    (listener.once if once else listener.start)()
    deadline = time.monotonic() + 20
    while listener.running and time.monotonic() < deadline:
        threading.Event().wait(0.05)
    listener.stop()
    return delivered, missed, failed


def test_once_in_silence_is_missed_as_silence(quiet: Path, recognizer: object) -> None:
    assert _listen(quiet, recognizer, once=True) == ([], [Missed(silence=True)], [])


@needs_speech
def test_once_on_speech_that_is_no_command_is_missed_as_unclear(
        talk: Path, recognizer: object) -> None:
    assert _listen(talk, recognizer, once=True) == ([], [Missed(silence=False)], [])


@needs_speech
def test_always_stays_quiet_on_speech_that_is_no_command(talk: Path,
                                                         recognizer: object) -> None:
    assert _listen(talk, recognizer, once=False) == ([], [], [])


def test_f5_in_a_quiet_room_says_nothing_heard(quiet: Path) -> None:
    child, log = _spawn("xterm-256color", quiet, "--speech", "none")
    child.expect_exact(">")
    child.send("\x1b[15~")  # F5, listening off: the key asks for one utterance
    child.expect_exact(NOTHING_HEARD["en"])
    child.expect_exact(">")
    child.sendline("score")
    child.expect_exact(texts(session("en").handle("score"))[0])  # typing goes on
    child.expect_exact(">")
    _leave(child, log)
    assert log.getvalue().count(NOTHING_HEARD["en"]) == 1


def test_f5_while_listening_always_says_how_the_game_listens(quiet: Path) -> None:
    child, log = _spawn("xterm-256color", quiet, "--speech", "none")
    child.expect_exact(">")
    child.sendline("listen always")
    child.expect_exact(state("en", "always"))
    child.expect_exact(">")
    child.send("\x1b[15~")  # F5: the game already listens, and says so
    child.expect_exact(state("en", "always"))
    child.expect_exact(">")
    child.sendline("score")
    child.expect_exact(texts(session("en").handle("score"))[0])
    child.expect_exact(">")
    _leave(child, log)
    assert log.getvalue().count(state("en", "always")) == 2
    assert NOTHING_HEARD["en"] not in log.getvalue()
