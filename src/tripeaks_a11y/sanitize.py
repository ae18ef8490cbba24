"""Text that came from outside (input, arguments, files, the environment), made safe to say.

Everything the game quotes back (a garbled command, a broken game code, an
unknown card code) passes ``echo`` before it reaches the terminal or a
voice: no control or escape character gets through (a pasted OSC title or
clear-screen sequence, a bell, C1 controls), and a long paste is cut.
``terminal_line`` and ``json_line`` are the last guard on every printed
line: no character that can drive a terminal or turn text around is printed
raw, whatever its source.
Layer 1 (DESIGN.md "Shape"): pure functions.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["ECHO_LIMIT", "TERMINAL_UNSAFE", "echo", "json_line", "terminal_line"]

ECHO_LIMIT = 40
"""At most this many characters of outside text are said back."""

TERMINAL_UNSAFE: Final = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
"""Characters never printed raw: C0 controls (ESC, BEL…), DEL, C1 controls
(CSI U+009B, OSC U+009D…), the line and paragraph separators, and the bidi
embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069)."""

_JSON_RAW: Final = re.compile("[\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
# The unsafe characters json.dumps leaves raw with ensure_ascii=False (it escapes C0 itself).


def echo(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` made safe to say back: printable, one line, at most ``limit`` characters.

    Characters that are not printable (C0 and C1 controls, ESC, DEL, format
    characters such as bidi overrides, line separators) become spaces, runs
    of spaces one space, and a text longer than ``limit`` is cut with "…".
    Time linear in ``len(text)``; may return "" (nothing printable).
    """
    clean = " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())
    if len(clean) <= limit:
        return clean
    return clean[:limit - 1].rstrip() + "…"


def terminal_line(text: str) -> str:
    """``text`` with every ``TERMINAL_UNSAFE`` character turned into a space.

    For a line the game prints: its catalog words are left as they are
    (Arabic included); only a character that could drive the terminal or
    break the line changes.
    """
    return TERMINAL_UNSAFE.sub(" ", text)


def json_line(dumped: str) -> str:
    """A JSON text (``json.dumps`` with ``ensure_ascii=False``) with every
    ``TERMINAL_UNSAFE`` character written as a ``\\uXXXX`` escape.

    ``json.dumps`` escapes C0 controls itself but leaves DEL, C1 controls,
    U+2028/U+2029 and the bidi controls raw; those can only occur inside the
    JSON's strings, where the escape is valid, so the JSON means the same.
    The rest stays UTF-8 (Arabic, Croatian letters, suit symbols).
    """
    return _JSON_RAW.sub(lambda found: f"\\u{ord(found.group()):04x}", dumped)
