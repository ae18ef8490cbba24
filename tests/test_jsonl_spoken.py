"""``--jsonl`` lines carry ``spoken``, the text handed to the voice, whenever a voice is on.

Issue 30, item 4 (docs/scripting.md "The lines"). The program is run as a
player runs it, with the own voice on (``--speech tts``) and its sound sent
nowhere (``TRIPEAKS_A11Y_SPEECH_SINK=null``, ``TRIPEAKS_A11Y_SOUND_DEVICE=yes``:
this is how a machine without a sound card plays with the voice on). Each
line's ``spoken`` is compared with what the voice engine was really handed,
as the program's own event log (``--log FILE``) writes it; no ``spoken`` is
given when no voice is on, none names a card the player has not seen, and
no line holds a character that could drive a terminal.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import run_main
from test_jsonl import named_cards, unseen

from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.sanitize import TERMINAL_UNSAFE
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.cards import Card

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed")

CODE = "TP1-E-AAAAAAB"
VOICE_NOWHERE = {"TRIPEAKS_A11Y_SOUND_DEVICE": "yes", "TRIPEAKS_A11Y_SPEECH_SINK": "null"}
"""The own voice on, its sound going nowhere (a machine without a sound card)."""

LINES = ["board", "moves", "kc", "look row 1 card 1", "row 3", "waste", "verbosity brief",
         "board", "draw", "verbosity full", "score", "undo", "row 4", "xyz \u202e\u2068"]
"""Queries, moves, every verbosity, an undo and a line with bidi controls (in English:
the game understands its English commands in every language)."""


def env_with(extra: dict[str, str]) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("TRIPEAKS_A11Y_SPEECH_SINK", "TRIPEAKS_A11Y_SCREEN_READER")}
    return {**env, **extra}


def records(stdout: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in stdout.splitlines()]


def never_seen(lang: str, lines: list[str]) -> frozenset[Card]:
    """The cards hidden at the start and after every one of ``lines`` (played in a Session
    as the program plays them): no answer may name one."""
    code = parse_code(CODE)
    session = Session(lang=lang, code=code, game=code.game)
    session.start()
    hidden = unseen(session.game)
    for line in lines:
        session.handle(line)
        hidden &= unseen(session.game)
    return hidden


@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_a_voice_on_every_line_says_what_it_hands_the_voice(lang: str) -> None:
    done = run_main(["--game", CODE, "--lang", lang, "--jsonl", "--speech", "tts"],
                    stdin="\n".join(LINES) + "\n", env=env_with(VOICE_NOWHERE))
    assert done.returncode == 0, done.stderr
    printed = records(done.stdout)
    assert len(printed) > len(LINES)
    hidden = never_seen(lang, LINES)
    for record in printed:
        spoken = record.get("spoken")
        assert isinstance(spoken, str), record
        leaked = named_cards(spoken) & hidden
        assert not leaked, f"{lang}: spoken names hidden {sorted(c.code for c in leaked)}"
    # What is heard is said for the ear: the game code spelled, no suit symbol, no mark.
    welcome = str(printed[0]["spoken"])
    assert CODE not in welcome and "T, P, 1" in welcome
    assert not any(re.search("[\u2660-\u2667\u200e\u200f\u202a-\u202e\u2066-\u2069]", str(
        record["spoken"])) for record in printed)
    assert not TERMINAL_UNSAFE.search(done.stdout.replace("\n", ""))


@needs_espeak
def test_the_arabic_voice_is_handed_the_vowels_the_printed_line_has_not() -> None:
    done = run_main(["--game", CODE, "--lang", "ar", "--jsonl", "--speech", "tts"],
                    stdin="score\n", env=env_with(VOICE_NOWHERE))
    score = records(done.stdout)[-1]
    harakat = re.compile("[\u064b-\u0652]")
    assert not harakat.search(str(score["text"]))
    assert harakat.search(str(score["spoken"]))


def test_no_spoken_field_without_a_voice() -> None:
    done = run_main(["--game", CODE, "--lang", "en", "--jsonl", "--speech", "none"],
                    stdin="\n".join(LINES) + "\n", env=env_with(VOICE_NOWHERE))
    assert done.returncode == 0, done.stderr
    assert all("spoken" not in record for record in records(done.stdout))


@needs_espeak
def test_spoken_comes_and_goes_with_the_voice() -> None:
    done = run_main(["--game", CODE, "--lang", "hr", "--jsonl", "--speech", "tts"],
                    stdin="speech none\nscore\nspeech tts\nscore\n",
                    env=env_with(VOICE_NOWHERE))
    printed = records(done.stdout)
    scores = [record for record in printed if "score" in record]
    assert "spoken" not in scores[0] and "spoken" in scores[1]


# ----- exactly what the engine is handed: the real program, its event log ----------


_SPEAK = re.compile(r" speak .* text=(\".*\")$")


def handed(log: Path) -> list[str]:
    """The texts the program's event log says it handed the voice, in order."""
    if not log.exists():
        return []
    return [json.loads(found.group(1)) for line in log.read_text("utf-8").splitlines()
            if (found := _SPEAK.search(line))]


@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_spoken_is_exactly_what_the_engine_was_handed(tmp_path: Path, lang: str) -> None:
    log = tmp_path / "events.log"
    # Queue mode: every answer is said to the end, none replaced, so every text is handed.
    lines = ["mode queue", *LINES, "score"]
    process = subprocess.Popen(
        [sys.executable, "-m", "tripeaks_a11y", "--game", CODE, "--lang", lang, "--jsonl",
         "--speech", "tts", "--log", str(log)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env={**env_with(VOICE_NOWHERE), "PYTHONIOENCODING": "utf-8"})
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write(("\n".join(lines) + "\n").encode("utf-8"))
        process.stdin.flush()
        printed: list[dict[str, object]] = []
        scores = 0
        while scores < 2:  # up to the answer to the last line: the second ``score``
            raw = process.stdout.readline()
            assert raw, "the program ended before its last answer"
            printed.append(json.loads(raw))
            scores += printed[-1]["event"] == "info" and "score" in printed[-1]
        said = [str(record["spoken"]) for record in printed if record["spoken"]]
        deadline = time.monotonic() + 120  # a cap only: the engine says each in milliseconds
        while len(handed(log)) < len(said) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert handed(log) == said
    finally:
        process.stdin.close()
        process.wait(timeout=60)
