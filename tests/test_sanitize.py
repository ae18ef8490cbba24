"""The one sanitiser for outside text (sanitize.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tripeaks_a11y.sanitize import ECHO_LIMIT, echo


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
