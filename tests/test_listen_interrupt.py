"""Interrupt mode (issue 15, point 1): the player's speech cuts the game's voice off.

While the game speaks, the microphone's utterances are dropped (the game
must not hear itself) unless they are ``stop``; with ``voice interrupt on``
(a player with headphones) the game's voice is silenced the moment speech
starts over it, and the utterance is heard and answered as if the game had
been quiet. The listener is fed espeak-ng speech from WAV files
(``listen.audio.wav_source``), as from a microphone; the game "speaks"
through a flag, or through a stand-in for the speech controller whose
``stop`` is what the ``stop`` command calls.
"""

from __future__ import annotations

import io
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.commands import Command, parse
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.listen.audio import wav_source
from tripeaks_a11y.listen.corpus import missing_tools, synthesize
from tripeaks_a11y.listen.listener import Heard, Listener
from tripeaks_a11y.listen.recognizer import Recognizer, pocketsphinx_recognizer
from tripeaks_a11y.program.terminal import Ears, Output
from tripeaks_a11y.session import Session

CODE = "TP1-E-AAAAAAB"

pytestmark = pytest.mark.skipif(bool(missing_tools()),
                                reason="espeak-ng and sox make the speech (apt install "
                                       "espeak-ng sox)")


@pytest.fixture(scope="module")
def recognizer() -> Recognizer:
    return pocketsphinx_recognizer("en")


@pytest.fixture(scope="module")
def score(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One command, said once: "score"."""
    folder = tmp_path_factory.mktemp("score")
    synthesize("score", folder, name="score", snr=35)
    return folder


class Voice:
    """The game's voice as the listener sees it: ``speaking()`` until ``stop()``,
    which counts the times it was called and when (the listener's thread)."""

    def __init__(self) -> None:
        self.on = True
        self.stops: list[str] = []

    def speaking(self) -> bool:
        return self.on

    def stop(self) -> None:
        self.stops.append(threading.current_thread().name)
        self.on = False


def listen(folder: Path, recognizer: Recognizer, speaking: Callable[[], bool], *,
           interrupt: Callable[[], bool] | None = None,
           silence: Callable[[], None] | None = None) -> tuple[list[Heard], list[str]]:
    """Listen always to ``folder`` until its audio ends: what was delivered and failed."""
    delivered: list[Heard] = []
    failed: list[str] = []
    listener = Listener(lambda: wav_source(folder), recognizer, delivered.append,
                        failed.append, speaking, interrupt=interrupt, silence=silence)
    listener.start()
    deadline = time.monotonic() + 20
    while listener.running and time.monotonic() < deadline:
        threading.Event().wait(0.05)
    listener.stop()
    return delivered, failed


def commands(delivered: list[Heard]) -> list[Command]:
    return [parse(heard.recognition.text, lang="en") for heard in delivered]


def test_interrupt_on_silences_the_game_once_and_hears_the_command(
        score: Path, recognizer: Recognizer) -> None:
    voice = Voice()
    delivered, failed = listen(score, recognizer, voice.speaking,
                               interrupt=lambda: True, silence=voice.stop)
    assert voice.stops == ["listener"]  # at the start of speech, from the listening thread
    assert commands(delivered) == [Command("score")]
    assert failed == []


def test_interrupt_on_hears_the_command_even_if_the_game_goes_on_speaking(
        score: Path, recognizer: Recognizer) -> None:
    """A voice that is slow to fall silent: the utterance is still the player's."""
    calls: list[int] = []
    delivered, _ = listen(score, recognizer, lambda: True,
                          interrupt=lambda: True, silence=lambda: calls.append(1))
    assert calls == [1]
    assert commands(delivered) == [Command("score")]


def test_interrupt_off_drops_what_is_said_over_the_game_as_before(
        score: Path, recognizer: Recognizer) -> None:
    voice = Voice()
    for interrupt in (None, lambda: False):
        delivered, failed = listen(score, recognizer, voice.speaking,
                                   interrupt=interrupt, silence=voice.stop)
        assert (delivered, failed) == ([], [])
        assert voice.stops == [] and voice.on


def test_interrupt_on_does_not_silence_a_quiet_game(score: Path,
                                                    recognizer: Recognizer) -> None:
    calls: list[int] = []
    delivered, _ = listen(score, recognizer, lambda: False,
                          interrupt=lambda: True, silence=lambda: calls.append(1))
    assert calls == []
    assert commands(delivered) == [Command("score")]


# ----- the terminal: Ears wires the session's setting and the speech's stop -------


class Speech:
    """A stand-in for the speech controller: speaking until stopped; what it was given."""

    def __init__(self) -> None:
        self.on = True
        self.stops = 0
        self.said: list[str] = []

    def speaking(self) -> bool:
        return self.on

    def stop(self) -> None:
        self.stops += 1
        self.on = False

    def take_notices(self, lang: str) -> list[str]:
        return []

    def announce(self, items: list[Announcement], lang: str) -> None:
        self.said += [item.text for item in items]


def ears_hear(folder: Path, typed: list[str]) -> tuple[Speech, list[str]]:
    """A session that has had ``typed`` and listens always to ``folder`` while its
    voice speaks: the speech stand-in and the answers to what was heard."""
    player = Session(lang="en", code=parse_code(CODE))
    player.start()
    for line in typed:
        player.handle(line)
    speech = Speech()
    fake: Any = speech
    out = Output(io.StringIO(), False, fake, player)
    ears = Ears(player, out, source_factory=lambda: wav_source(folder))
    ears.sync()
    listener = ears._listener
    assert listener is not None
    deadline = time.monotonic() + 20
    while listener.running and time.monotonic() < deadline:
        threading.Event().wait(0.05)
    ears.answer_heard()
    ears.close()
    return speech, speech.said


def test_the_terminal_cuts_its_voice_off_in_interrupt_mode(score: Path) -> None:
    expected = Session(lang="en", code=parse_code(CODE))
    expected.start()
    (answer,) = expected.handle("score")
    speech, said = ears_hear(score, ["listen always", "voice interrupt on"])
    assert speech.stops == 1
    assert said == [answer.text]


def test_the_terminal_keeps_its_voice_without_interrupt_mode(score: Path) -> None:
    speech, said = ears_hear(score, ["listen always"])
    assert (speech.stops, said) == (0, [])
