"""Game codes as speech spells them: one character at a time, in every language.

A code such as ``TP1-E-AAAAAAB`` read as it is printed comes out as one
word in the Croatian and Arabic voices, and English reads a lone "A" as the
article. Spoken, it is spelled instead: its characters one by one, separated
by commas, its groups by semicolons ("T, P, 1; E; A, A, A, A, A, A, B").
That form is chosen from ``espeak-ng -q -x`` in en, ar and hr (the tests
check it): with commas every Latin letter is said by its name (en ``'eI``,
hr ``'a``, and in the Arabic voice by the English name), while with spaces
alone en says "A" as ``a#`` and hr says A, I, O, S and U as the little words
they also are. A semicolon between groups is a pause no voice reads as an
ordinal, as a Croatian voice may read "1.".

``spell_code`` spells one code, and the announcer puts it in the spoken form
of every message that carries a code (``AnswerWords``); ``spell_codes`` spells
every game code found in a free text (``tripeaks-a11y speak``).
"""

from __future__ import annotations

import re
from typing import Final

from ..deals import DealCodeError
from ..kinds import parse_code

__all__ = ["CHARACTER_SEPARATOR", "GROUP_SEPARATOR", "spell_code", "spell_codes"]

CHARACTER_SEPARATOR: Final = ", "
"""Between two characters of one group of a spelled code."""

GROUP_SEPARATOR: Final = "; "
"""Between two groups (the parts a dash separates in the printed code)."""

_GROUP_BREAK: Final = re.compile(r"[\s\-_.]+")

_CODE_SHAPE: Final = re.compile(
    r"(?<![\w-])[A-Z0-9]{3}(?:-[A-Z])?-[A-Z]{7}(?:-[A-Z]+)?(?![\w-])", re.IGNORECASE)
"""A game code as printed: a prefix, maybe a rule letter, 7 letters, maybe variants."""


def spell_code(code: str) -> str:
    """``code`` (a game code as printed, e.g. ``str(GameCode)``) spelled for a voice.

    ``"TP1-E-AAAAAAB"`` -> ``"T, P, 1; E; A, A, A, A, A, A, B"``: upper case,
    one character at a time (``CHARACTER_SEPARATOR``), groups split at dashes,
    spaces, dots or underscores (``GROUP_SEPARATOR``). The same in every
    language. Raises ValueError for a code with no character to spell.
    """
    groups = [group for group in _GROUP_BREAK.split(code.strip().upper()) if group]
    if not groups:
        raise ValueError(f"no code to spell: {code!r}")
    return GROUP_SEPARATOR.join(CHARACTER_SEPARATOR.join(group) for group in groups)


def spell_codes(text: str) -> str:
    """``text`` with every game code in it spelled (``spell_code``), the rest unchanged.

    A code is a whole token of the printed shape (``TP1-E-AAAAAAB``,
    ``PY1-AAAAAAB``, variants after a last dash; any case) that
    ``kinds.parse_code`` reads; a token of that shape that is no code of a
    registered game stays as written. Never raises.
    """

    def spelled(found: re.Match[str]) -> str:
        try:
            parse_code(found.group(0))
        except DealCodeError:
            return found.group(0)
        return spell_code(found.group(0))

    return _CODE_SHAPE.sub(spelled, text)
