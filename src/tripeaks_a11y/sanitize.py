"""Text that came from outside (input, arguments, files, the environment), made safe to say.

Everything the game quotes back (a garbled command, a broken game code, an
unknown card code) passes ``echo`` before it reaches the terminal or a
voice: no control or escape character gets through (a pasted OSC title or
clear-screen sequence, a bell, C1 controls), and a long paste is cut.
``terminal_line`` and ``json_line`` are the last guard on every printed
line: no character that can drive a terminal or turn text around is printed
raw, whatever its source. ``ltr_marked`` then puts the game's own
LEFT-TO-RIGHT MARKs into a right-to-left (Arabic) line, before each Latin
token that starts with punctuation ("--speech", a path), so that an RTL
terminal shows it in order, and a RIGHT-TO-LEFT MARK first when such a line
starts with a Latin word («TriPeaks، …», «--variant standard …»), so that it
is still read and shown as right-to-left; a mark that came with the text is
gone by then.
``without_escapes`` takes whole escape sequences out of a typed line (a
colour pasted with a word, a function key read by a plain terminal) before
it is read, so that no fragment of one ("31m", "OP") is taken for a word.
Layer 1 (docs/architecture.md "Layers"): pure functions.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

__all__ = ["ECHO_LIMIT", "ESCAPE_SEQUENCE", "LRM", "RLM", "TERMINAL_UNSAFE", "echo",
           "json_line", "ltr_marked", "terminal_line", "without_escapes"]

ECHO_LIMIT = 40
"""At most this many characters of outside text are said back."""

TERMINAL_UNSAFE: Final = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
"""Characters never printed raw: C0 controls (ESC, BEL…), DEL, C1 controls
(CSI U+009B, OSC U+009D…), the line and paragraph separators, the bidi
embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) and the
direction marks (ALM U+061C, LRM U+200E, RLM U+200F): the only marks printed
are those ``ltr_marked`` adds."""

ESCAPE_SEQUENCE: Final = re.compile(
    "(?:\x1b\\[|\x9b)[0-?]*[ -/]*[@-~]"  # CSI: ESC [ (or C1 CSI), parameters, final byte
    "|(?:\x1bO|\x8f)[ -~]"  # SS3: ESC O and one character (F1-F4, keypad keys)
    "|(?:\x1b[]PX^_]|[\x90\x98\x9d-\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\\\|\x9c)")
"""A whole escape sequence as a terminal sends or a paste brings it (ECMA-48):
CSI (``ESC [`` or U+009B, parameter and intermediate bytes, one final byte:
colours such as ``ESC [ 3 1 m``, F5 ``ESC [ 1 5 ~``, arrows); SS3
(``ESC O`` and one character: F1 ``ESC O P``); and the string sequences
OSC, DCS, SOS, PM and APC (``ESC ]``, ``ESC P``, ``ESC X``, ``ESC ^``,
``ESC _`` or their C1 forms) up to their end, BEL or ST (``ESC \\`` or
U+009C). An unfinished sequence does not match; its controls are left to
the reader (they part words as spaces do)."""

LRM: Final = "\u200e"
"""LEFT-TO-RIGHT MARK, a direction mark the game prints (``ltr_marked``)."""

RLM: Final = "\u200f"
"""RIGHT-TO-LEFT MARK, the other one: first on an Arabic line that starts with a Latin
word (``ltr_marked``)."""

_JSON_RAW: Final = re.compile(
    "[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
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


def without_escapes(text: str) -> str:
    """``text`` with every whole ``ESCAPE_SEQUENCE`` taken out, nothing put in its place.

    ``"\\x1b[31mdraw\\x1b[0m"`` is ``"draw"``; a line of function keys alone
    is ``""``. Any other character, control or not, stays. Time linear in
    ``len(text)``.
    """
    return ESCAPE_SEQUENCE.sub("", text)


def terminal_line(text: str) -> str:
    """``text`` with every ``TERMINAL_UNSAFE`` character turned into a space.

    For a line the game prints: its catalog words are left as they are
    (Arabic included); only a character that could drive the terminal or
    break the line changes.
    """
    return TERMINAL_UNSAFE.sub(" ", text)


_TOKEN: Final = re.compile(r"\S+")
_STRONG: Final = frozenset({"L", "R", "AL"})


def _marked_token(found: re.Match[str]) -> str:
    token = found.group(0)
    classes = [unicodedata.bidirectional(ch) for ch in token]
    first = next((at for at, kind in enumerate(classes) if kind in _STRONG), None)
    if first is None or classes[first] != "L":
        return token
    # Digits alone before the letters ("11x") already show in order; punctuation does not.
    return LRM + token if any(kind != "EN" for kind in classes[:first]) else token


def ltr_marked(line: str) -> str:
    """``line`` with an ``LRM`` before each Latin token that starts with punctuation,
    and an ``RLM`` first when its first strong letter is left-to-right (it starts with
    a Latin word: «TriPeaks، …»), when the line has right-to-left letters (Arabic);
    any other line as it is. The RLM makes the whole line a right-to-left paragraph
    (Unicode bidi rules P2-P3 take a line's direction from its first strong letter),
    as every other Arabic line is.

    A token is a run of non-spaces whose first strong letter is
    left-to-right and comes after punctuation: ``--speech``,
    ``/home/x/settings.toml``, ``~/.config``, ``(seed``, ``1-E``. Without
    the mark an RTL terminal shows "--speech none" as "speech none--".
    Tokens that start with a letter (``TP1-E-AAAAAAB``, ``WAV``) or with
    digits alone (``11x``) show in order and get none. For a
    line already through ``terminal_line`` (which removes every mark the
    text brought); never used for JSON lines or speech.
    """
    classes = [unicodedata.bidirectional(ch) for ch in line]
    if not any(kind in ("R", "AL") for kind in classes):
        return line
    first = next((kind for kind in classes if kind in _STRONG), None)
    marked = _TOKEN.sub(_marked_token, line)
    return RLM + marked if first == "L" else marked


def json_line(dumped: str) -> str:
    """A JSON text (``json.dumps`` with ``ensure_ascii=False``) with every
    ``TERMINAL_UNSAFE`` character written as a ``\\uXXXX`` escape.

    ``json.dumps`` escapes C0 controls itself but leaves DEL, C1 controls,
    U+2028/U+2029 and the bidi controls raw; those can only occur inside the
    JSON's strings, where the escape is valid, so the JSON means the same.
    The rest stays UTF-8 (Arabic, Croatian letters, suit symbols).
    """
    return _JSON_RAW.sub(lambda found: f"\\u{ord(found.group()):04x}", dumped)
