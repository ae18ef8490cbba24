"""Text that came from outside (input, arguments, files, the environment), made safe to say.

Everything the game quotes back (a garbled command, a broken game code, an
unknown card code) passes ``echo`` before it reaches the terminal or a
voice: no control or escape character gets through (a pasted OSC title or
clear-screen sequence, a bell, C1 controls), and a long paste is cut.
Layer 1 (DESIGN.md "Shape"): a pure function.
"""

from __future__ import annotations

__all__ = ["ECHO_LIMIT", "echo"]

ECHO_LIMIT = 40
"""At most this many characters of outside text are said back."""


def echo(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` made safe to say back: printable, one line, at most ``limit`` characters.

    Characters that are not printable (C0 and C1 controls, ESC, format
    characters) become spaces, runs of spaces one space, and a text longer
    than ``limit`` is cut with "…".
    """
    clean = " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())
    if len(clean) <= limit:
        return clean
    return clean[:limit - 1].rstrip() + "…"
