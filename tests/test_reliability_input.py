"""Hostile input through the real program: long numbers and codes, long lines, terminal escapes.

Issue 11, points 4 and 5 and the ``--jsonl`` part of point 1: every case
runs ``python -m tripeaks_a11y`` in a subprocess (script mode, plain text and
``--jsonl``, in en, ar and hr), and each must end with a short answer in
the interface language, no traceback, and the game going on (a ``board``
after it is answered as in a clean run). Nothing here is timed.
"""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess

import pytest
from conftest import run_main

from tripeaks_a11y.commands import MAX_LINE, grammar
from tripeaks_a11y.deals import DEAL_COUNT
from tripeaks_a11y.i18n import join_and, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.sanitize import echo
from tripeaks_a11y.values.rules import VARIANTS

LANGS = LANGUAGES
GAME = ["--game", "TP1-E-AAAAAAB"]

# Bytes that drive a terminal: ESC, BEL, C1 controls in UTF-8 (C2 80-C2 9F), the line
# and paragraph separators, bidi embeddings, overrides and isolates.
_DRIVING = re.compile(
    rb"[\x1b\x07]|\xc2[\x80-\x9f]|\xe2\x80[\xa8\xa9\xaa-\xae]|\xe2\x81[\xa6-\xa9]")


def run(args: list[str], stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    """The program in script mode, with the test's own settings folder (conftest)."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "LANG": "C.UTF-8"}
    env.pop("LC_ALL", None)
    return run_main(args, stdin, env, text=False)


def lines(result: subprocess.CompletedProcess[bytes]) -> list[str]:
    return result.stdout.decode("utf-8").splitlines()


def assert_clean(result: subprocess.CompletedProcess[bytes]) -> None:
    """No traceback, and no byte that drives a terminal, on stdout or stderr."""
    for name, stream in (("stdout", result.stdout), ("stderr", result.stderr)):
        assert b"Traceback" not in stream, stream.decode("utf-8", "replace")[-2000:]
        found = _DRIVING.search(stream)
        assert found is None, (name, found and stream[max(0, found.start() - 40):found.end()])


@functools.cache
def board_line(lang: str) -> str:
    """What ``board`` answers on the test deal, in a clean run."""
    clean = run(["--lang", lang, *GAME], b"board\n")
    assert clean.returncode == 0
    return lines(clean)[-1]


def too_long(lang: str) -> str:
    """The refusal of a line longer than any command: it quotes nothing of it."""
    return t(lang, "parse-too-long", count=MAX_LINE)


def not_understood(lang: str, line: str) -> str:
    return t(lang, "parse-unknown", text=echo(line))


def number_range(lang: str, text: str) -> str:
    return t(lang, "code-number-range", max=DEAL_COUNT - 1, detail=echo(text))


# ------------------------------------------------------------ point 4: long numbers, codes


@pytest.mark.parametrize("lang", LANGS)
def test_new_with_a_long_number_says_the_range_or_refuses_the_line(lang: str) -> None:
    under = "1" * (MAX_LINE - 10)  # a line the parser reads: the number is out of range
    overs = ["1" * 2_600, "9" * 4_400, "1" * 5_000]  # longer than any command
    said = [f"new {under}", *(f"new {digits}" for digits in overs), "new -5", "board"]
    result = run(["--lang", lang, *GAME], "\n".join(said).encode() + b"\n")
    assert result.returncode == 0
    assert_clean(result)
    got = lines(result)
    assert got[-6:] == [
        number_range(lang, under),
        *(too_long(lang) for _digits in overs),
        number_range(lang, "-5"),
        board_line(lang),
    ]
    assert all(len(line) < 200 for line in got[-6:-1])


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "1" * 3_000), ("ar", "1" * 3_000), ("hr", "1" * 3_000),
    ("en", "7" * 5_000), ("ar", "٣" * 5_000), ("hr", "0" * 5_000 + "8031810176"),
    ("en", "-5"), ("ar", "−٥"), ("hr", "-5"),
])
def test_game_with_a_long_or_negative_number_says_the_range(lang: str, text: str) -> None:
    result = run(["--lang", lang, "--game", text])
    assert result.returncode == 2
    assert_clean(result)
    assert result.stderr.decode("utf-8") == number_range(lang, text) + "\n"
    assert result.stdout == b""


@pytest.mark.parametrize("lang", LANGS)
def test_game_with_a_long_code_names_its_first_problem(lang: str) -> None:
    for text, msg_id, detail in (("TP1-E-" + "A" * 3_000, "code-letter-count", "3000"),
                                 # each letter that is no variant is named once
                                 ("TP1-E-AAAAAAB-" + "Q" * 3_000, "code-unknown-variant", "Q"),
                                 ("TP1-E-AAAAAAB-" + "QZ" * 1_500, "code-unknown-variant",
                                  "QZ")):
        result = run(["--lang", lang, "--game", text])
        assert result.returncode == 2
        assert_clean(result)
        letters = join_and(lang, [variant.letter for variant in VARIANTS])
        assert result.stderr.decode("utf-8") == t(lang, msg_id, detail=detail,
                                                  letters=letters) + "\n"


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "x" * 3_000), ("ar", "7" * 3_000), ("hr", "AS " * 1_000), ("en", "é" * 3_000),
])
def test_deal_with_3000_characters_is_one_short_refusal(lang: str, text: str) -> None:
    result = run(["--lang", lang, "--deal", text])
    assert result.returncode == 2
    assert_clean(result)
    said = result.stderr.decode("utf-8").splitlines()
    assert len(said) == 1 and len(said[0]) < 600, said
    assert t(lang, "deal-count", count=len(text.split())) in said[0]


# ------------------------------------------------------------ point 5: long lines


def _multi_word_line(size: int) -> str:
    """A deterministic line of grammar words of every language, ``size`` characters."""
    words = sorted({w for spec in grammar.COMMANDS for ws in spec.words.values() for w in ws}
                   | {w for ws in grammar.FILLER_WORDS.values() for w in ws}
                   | {"7s", "row", "4", "card", "3", "of", "spades", "a", "u"})
    out: list[str] = []
    length = 0
    i = 0
    while length < size:
        word = words[(i * 7919) % len(words)]
        out.append(word)
        length += len(word) + 1
        i += 1
    return " ".join(out)[:size]


@pytest.mark.parametrize("lang", LANGS)
def test_long_lines_are_refused_at_once_and_the_game_goes_on(lang: str) -> None:
    long_lines = [
        ("x " * 5_000).strip(),  # 10 kB of one-letter words
        "7s" * 5_000,  # 10 kB, one word
        _multi_word_line(97_000),  # 97 kB of words of every language
        "play " + "the " * 240 + "7s",  # under MAX_LINE, within the words limit or not
    ]
    said = [*long_lines, "board"]
    result = run(["--lang", lang, *GAME], "\n".join(said).encode() + b"\n")
    assert result.returncode == 0
    assert_clean(result)
    got = lines(result)
    assert got[-5:] == [*(too_long(lang) for _line in long_lines[:3]),
                        not_understood(lang, long_lines[3]), board_line(lang)]


# ------------------------------------------------------------ point 1: escapes, C1, bidi

_HOSTILE = [
    "new TP1-E-AAAAAAB-\x1b]0;pwned\x07",
    "new TP1-E-\x07\x07\x07",
    "play 7s\x1b[2J\x9b31m",
    "\x9d0;title\x9c board",
    "help \u202ezz\u2028\u2066x\u2069",
    "7s\x9b",
    "\x1b]0;x\x07\x9b",
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("jsonl", [False, True])
def test_escapes_c1_and_bidi_controls_in_input_never_reach_the_terminal(
        lang: str, jsonl: bool) -> None:
    args = ["--lang", lang, *GAME, *(["--jsonl"] if jsonl else [])]
    result = run(args, "\n".join([*_HOSTILE, "board"]).encode() + b"\n")
    assert result.returncode == 0
    assert_clean(result)
    got = lines(result)
    if jsonl:
        records = [json.loads(line) for line in got]
        assert all(record["event"] for record in records)
        assert records[-1]["text"] == board_line(lang)
    else:
        assert got[-1] == board_line(lang)


def test_bells_after_new_ring_nothing_and_part_words_as_spaces() -> None:
    result = run(GAME, b"new \x07\x07\x07\nnew\x07TP1-E-AAAAAAC\x07\n")
    assert result.returncode == 0
    assert_clean(result)
    assert "TP1-E-AAAAAAC" in lines(result)[-2]  # "new", then the code, each dealt


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_code_argument_with_escapes_writes_none_to_stderr(lang: str) -> None:
    for text in ("TP1-E-AAAAAAB-\x1b]0;x\x07\x1b[2J", "\x9b2J" + "1" * 20, "TP1-E-AAAA\x07"):
        result = run(["--lang", lang, "--game", text])
        assert result.returncode == 2
        assert_clean(result)
        assert len(result.stderr.decode("utf-8").splitlines()) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_deal_argument_with_escapes_writes_none_to_stderr(lang: str) -> None:
    result = run(["--lang", lang, "--deal", "7s \x1b]0;x\x07 \x9b31m \u202eKC"])
    assert result.returncode == 2
    assert_clean(result)


@pytest.mark.parametrize("lang", LANGS)
def test_a_line_of_nothing_printable_gets_no_empty_quote(lang: str) -> None:
    result = run(["--lang", lang, *GAME], b"\x00\n\x1b\x07\n")
    assert_clean(result)
    assert lines(result)[-2:] == [t(lang, "parse-unknown-empty")] * 2
