"""The keys of the full terminal, pressed like a person (issue 16, points 1-3 and 5).

A real pty (pexpect) runs the game with prompt_toolkit's input, in English,
Arabic and Croatian: the card cursor on the arrow keys, Tab and Space, the
single keys F2-F9, ``help keys``, and the line editor keeping its keys once
something is typed. What a key press says is compared with what the same
press says to a ``Session`` in this process (the expected line), and with the
catalog's own words; the answers a move gives are the typed command's.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
import time

import pexpect
import pytest

from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.commands.table import KEY_ACTIONS, KEYS
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.cards import parse_card_code

CODE = "TP1-E-AAAAAAB"

KEY_BYTES = {
    "left": "\x1b[D", "right": "\x1b[C", "up": "\x1b[A", "down": "\x1b[B",
    "tab": "\t", "s-tab": "\x1b[Z", "space": " ",
    "f2": "\x1bOQ", "f3": "\x1bOR", "f4": "\x1bOS", "f5": "\x1b[15~",
    "f6": "\x1b[17~", "f7": "\x1b[18~", "f8": "\x1b[19~", "f9": "\x1b[20~",
}
"""What xterm sends for each key of ``commands.table.KEYS``."""

LANGS = LANGUAGES


def _spawn(lang: str, *args: str, term: str = "xterm-256color", **more_env: str
           ) -> tuple[pexpect.spawn, io.StringIO]:
    env = {**os.environ, "TERM": term, "PYTHONIOENCODING": "utf-8", **more_env}
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--lang", lang, "--game", CODE,
                                           "--speech", "none", *args],
                          env=env, encoding="utf-8", timeout=30, dimensions=(40, 200))
    log = io.StringIO()
    child.logfile_read = log
    child.expect_exact(t(lang, "card-hidden"))
    child.expect_exact(">")
    return child, log


def _session(lang: str) -> Session:
    session = Session(lang=lang, code=parse_game_code(CODE))
    session.start()
    return session


def _line(answers: list[Announcement]) -> str:
    (only,) = answers  # one line per key press
    return only.text


def _press(child: pexpect.spawn, key: str) -> None:
    child.send(KEY_BYTES[key])


def _leave(child: pexpect.spawn, log: io.StringIO, lang: str = "en") -> None:
    # Ctrl+D typed before the prompt is up is the terminal's, not the game's: wait for
    # the prompt unless the test already has.
    with contextlib.suppress(pexpect.TIMEOUT):
        child.expect_exact(">", timeout=2)
    child.sendeof()
    asked = re.escape(t(lang, "confirm-quit"))
    if child.expect([pexpect.EOF, asked]) == 1:  # a game in progress: a second Ctrl+D leaves
        child.expect_exact(">")
        child.sendeof()
        child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, log.getvalue()


def test_every_key_is_bound_once_and_sends_a_known_action() -> None:
    names = [key.name for key in KEYS]
    assert len(names) == len(set(names))
    assert set(names) == set(KEY_BYTES)
    assert "listen" in KEY_ACTIONS and "speech-toggle" in KEY_ACTIONS


@pytest.mark.parametrize("lang", LANGS)
def test_the_cursor_and_the_single_keys_in_a_real_terminal(lang: str) -> None:
    mirror = _session(lang)
    child, log = _spawn(lang)
    # The cursor: along the bottom row, one line per press.
    for key, action in (("right", "cursor-right"), ("right", "cursor-right"),
                        ("left", "cursor-left")):
        expected = _line(mirror.key(action))
        _press(child, key)
        child.expect_exact(expected)
    # Space plays the card under the cursor: the typed command's own answer.
    assert "3" in expected or "٣" in expected or expected  # a place was said
    said = mirror.key("cursor-play")
    _press(child, "space")
    for item in said:
        child.expect_exact(item.text)
    # F2 draws, F3 undoes, F7 repeats the last answer, F6 reads the board.
    for key, action in (("f2", "draw"), ("f3", "undo"), ("f7", "repeat")):
        said = mirror.key(action)
        _press(child, key)
        for item in said:
            child.expect_exact(item.text)
    _press(child, "f6")
    child.expect_exact(t(lang, "row-label", row=4))
    # Tab: the next free card.
    expected = _line(mirror.key("cursor-next"))
    _press(child, "tab")
    child.expect_exact(expected)
    _leave(child, log, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_pages_opening_played_with_the_keys(lang: str) -> None:
    """K♣, A♠, 2♦ by the cursor and Space, as the pages play them: the 7♠ turns up."""
    child, log = _spawn(lang)
    mirror = _session(lang)
    for card in ("KC", "AS", "2D"):
        wanted = mirror.announcer.words.card(parse_card_code(card))
        for _ in range(12):  # Tab until the cursor is on the card
            line = _line(mirror.key("cursor-next"))
            _press(child, "tab")
            child.expect_exact(line)
            if wanted in line:
                break
        else:
            pytest.fail(f"Tab never reached {wanted}: {log.getvalue()}")
        said = mirror.key("cursor-play")
        _press(child, "space")
        for item in said:
            child.expect_exact(item.text)
    # The last press's answer (expected above, line by line) turned up the 7 of spades.
    assert any(mirror.announcer.words.card(parse_card_code("7S")) in item.text for item in said)
    assert mirror.game.moves == 3
    _leave(child, log, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_help_keys_lists_the_keys_and_a_plain_terminal_says_to_type(lang: str) -> None:
    child, log = _spawn(lang)
    child.sendline(parse_words(lang, "help") + " " + parse_words(lang, "keys"))
    child.expect_exact(t(lang, "key-name-f2"))
    child.expect_exact(t(lang, "key-does-speech-toggle"))
    _leave(child, log, lang)
    plain, plain_log = _spawn(lang, term="dumb")
    plain.sendline(parse_words(lang, "keys"))
    plain.expect_exact(t(lang, "keys-unavailable"))
    _leave(plain, plain_log, lang)


def parse_words(lang: str, name: str) -> str:
    """The first word of command ``name`` in ``lang``, as help shows it."""
    from tripeaks_a11y.commands import COMMANDS_BY_NAME

    return COMMANDS_BY_NAME[name].words[lang][0]


def test_arrows_edit_the_line_once_something_is_typed() -> None:
    """With "draw" typed, Left and Right move in the line: no cursor line is said,
    and Enter still draws."""
    child, log = _spawn("en")
    mirror = _session("en")
    child.send("draw")
    _press(child, "left")
    _press(child, "left")
    _press(child, "right")
    _press(child, "right")
    child.send("\r")
    (drawn,) = mirror.handle("draw")
    child.expect_exact(drawn.text)
    cursor_line = _line(_session("en").key("cursor-left"))
    assert cursor_line not in log.getvalue()
    _leave(child, log)


@pytest.mark.parametrize("lang", LANGS)
def test_f8_silences_and_f9_turns_speech_back_on_in_one_line(lang: str) -> None:
    child, log = _spawn(lang, TRIPEAKS_A11Y_SOUND_DEVICE="yes", TRIPEAKS_A11Y_SPEECH_SINK="null")
    _press(child, "f8")  # nothing to say: silence has no answer
    child.expect_exact(">")
    # With a sound device (the voice's sound goes nowhere), F9 turns speech back on to
    # the output chosen before (auto): the game's own voice, said in one line (issue 30).
    for _ in range(2):  # on, and after "off" on again: the same one line each time
        before = len(log.getvalue())
        _press(child, "f9")
        child.expect_exact(t(lang, "speech-set", output="tts"))
        child.expect_exact(">")
        said = _shown(log.getvalue()[before:])
        assert len(said) == 1, said
        assert t(lang, "speech-chose-tts") not in log.getvalue()[before:]
        before = len(log.getvalue())
        _press(child, "f9")  # and off again
        child.expect_exact(t(lang, "speech-set", output="none"))
        child.expect_exact(">")
        assert len(_shown(log.getvalue()[before:])) == 1
    _leave(child, log, lang)


def _shown(printed: str) -> list[str]:
    """The lines of text among the terminal's drawing (prompts and escapes left out)."""
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|[\x00-\x09\x0b-\x1f]", "", printed)
    return [line.strip("> \u200e\u200f") for line in text.split("\n")
            if line.strip("> \u200e\u200f")]


def test_nothing_is_printed_while_idle_after_a_key() -> None:
    child, log = _spawn("en")
    _press(child, "right")
    child.expect_exact(_line(_session("en").key("cursor-right")))
    child.expect_exact(">")
    before = len(log.getvalue())
    with pytest.raises(pexpect.TIMEOUT):
        child.expect(r"[^\x00-\x20\x7f]{40}", timeout=1.5)  # no text, only the prompt's drawing
    shown = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|[\x00-\x1f]", "",
                   log.getvalue()[before:])
    assert shown.strip() == "", shown
    _leave(child, log)


def test_a_held_arrow_key_prints_no_raw_key_codes() -> None:
    """Keys that arrive while an answer is said (a held key repeats) wait unechoed: the
    terminal never shows "^[[C" beside the lines."""
    child, log = _spawn("en")
    mirror = _session("en")
    lines = [_line(mirror.key("cursor-right")) for _ in range(8)]
    child.delaybeforesend = None
    for _ in range(8):  # as auto-repeat sends them: one by one, while answers are said
        child.send(KEY_BYTES["right"])
        time.sleep(0.03)
    for line in lines:
        child.expect_exact(line)
    child.expect_exact(">")
    assert "^[" not in log.getvalue()
    _leave(child, log)
