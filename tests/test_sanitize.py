"""The one sanitiser for outside text (sanitize.py)."""

from __future__ import annotations

import json

from hypothesis import example, given
from hypothesis import strategies as st

from tripeaks_a11y.sanitize import (
    ECHO_LIMIT,
    LRM,
    RLM,
    TERMINAL_UNSAFE,
    echo,
    json_line,
    ltr_marked,
    terminal_line,
)


def test_controls_escapes_and_format_characters_become_spaces() -> None:
    assert echo("TP1\x1b]0;pwned\x07x") == "TP1 ]0;pwned x"
    assert echo("a\x9b31mb\u200fc\u2068d") == "a 31mb c d"  # C1 CSI, RLM, bidi isolate
    assert echo("\x00\x01\n\t") == ""
    assert echo("ورقة\u0640") == "ورقة\u0640"  # Arabic tatweel is printable


def test_a_long_paste_is_cut() -> None:
    said = echo("7s " * 1000)
    assert len(said) <= ECHO_LIMIT and said.endswith("…") and said.startswith("7s 7s")
    assert echo("x" * 100, limit=10) == "x" * 9 + "…"


@given(st.text())
def test_nothing_unprintable_ever_comes_out(text: str) -> None:
    said = echo(text)
    assert all(ch.isprintable() for ch in said) and len(said) <= ECHO_LIMIT


_UNSAFE = [chr(c) for c in [*range(0x00, 0x20), *range(0x7F, 0xA0), 0x2028, 0x2029,
                            *range(0x202A, 0x202F), *range(0x2066, 0x206A),
                            0x061C, 0x200E, 0x200F]]


def test_echo_removes_every_c1_control_and_bidi_override() -> None:
    for ch in _UNSAFE:
        assert echo(f"a{ch}b") == "a b", hex(ord(ch))


def test_a_printed_line_keeps_its_words_and_loses_what_drives_a_terminal() -> None:
    assert terminal_line("Deal 5: ٥ من البستوني, 7♠, peć") == "Deal 5: ٥ من البستوني, 7♠, peć"
    assert terminal_line("a\x1b]0;x\x07b\x9b2Jc\u202ed\u2028e") == "a ]0;x b 2Jc d e"


def test_a_json_line_escapes_what_json_dumps_leaves_raw() -> None:
    value = {"text": "a\x1b]0;x\x07\x9b2J\u202e\u2028\u2066\x7f ٥♠ č"}
    dumped = json.dumps(value, ensure_ascii=False)
    assert "\x9b" in dumped and "\u202e" in dumped  # what the issue found
    line = json_line(dumped)
    assert json.loads(line) == value
    assert not TERMINAL_UNSAFE.search(line)
    assert "٥♠ č" in line  # the rest stays UTF-8


@given(st.dictionaries(st.text(max_size=5), st.text(), max_size=4))
def test_any_json_line_means_the_same_and_prints_nothing_unsafe(value: dict[str, str]) -> None:
    line = json_line(json.dumps(value, ensure_ascii=False))
    assert json.loads(line) == value and not TERMINAL_UNSAFE.search(line)


@given(st.text())
def test_any_printed_line_is_safe_and_as_long(text: str) -> None:
    line = terminal_line(text)
    assert not TERMINAL_UNSAFE.search(line) and len(line) == len(text)


def test_a_printed_line_loses_every_direction_mark_it_brought() -> None:
    for mark in ("\u200e", "\u200f", "\u061c"):
        assert terminal_line(f"a{mark}b") == "a b"
        assert "\\u" in json_line(json.dumps({"t": mark}, ensure_ascii=False))


def test_an_arabic_line_gets_a_mark_before_each_latin_token_starting_with_punctuation() -> None:
    line = "ابدأ اللعبة بالخيار --speech none. الملف /tmp/x.toml أو ~/.config (seed 5)"
    assert ltr_marked(line) == (f"ابدأ اللعبة بالخيار {LRM}--speech none. الملف {LRM}/tmp/x.toml"
                                f" أو {LRM}~/.config {LRM}(seed 5)")
    # Tokens that start with a letter, numbers and Arabic words need none.
    assert ltr_marked("العب 1-E") == f"العب {LRM}1-E"
    for plain in ("رمز الجولة TP1-E-AAAAAAB، ملف WAV.", "الصف 2: 7 من البستوني، -5",
                  "لا أعرف 11x."):
        assert ltr_marked(plain) == plain


def test_a_line_without_right_to_left_letters_is_left_as_it_is() -> None:
    for line in ("Start the game with --speech none.", "Kod /tmp/x, --force.", ""):
        assert ltr_marked(line) == line


@given(st.text())
@example(":A\u05d0")  # the line's RLM, then the first token's LRM (found by hypothesis)
def test_marks_are_only_added_and_only_before_a_token(text: str) -> None:
    line = terminal_line(text)
    marked = ltr_marked(line)
    assert marked.replace(LRM, "").removeprefix(RLM) == line
    assert RLM not in marked[1:]  # a right-to-left mark only first (test_rtl_lines.py)
    for at, ch in enumerate(marked):
        if ch == LRM:
            starts = at == 0 or (at == 1 and marked[0] == RLM)  # the line's first token
            assert (starts or marked[at - 1].isspace()) and not marked[at + 1].isspace()
