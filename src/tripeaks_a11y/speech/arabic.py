"""Vocalised Arabic for the speech path only (the screen text stays as the catalog wrote it).

The table and its rules are Arabic's own (``languages/ar/vocalised.py``: one
table for the voice and the recogniser, with the voice's own spellings);
the voice reaches them through the languages table (``Language.pronounce``).
This module names them for the speech tests.
"""

from __future__ import annotations

from typing import Final

from ..languages.ar.vocalised import SPOKEN_VOCALISED, unchecked_words, vocalise

__all__ = ["VOCALISED", "unchecked_words", "vocalise"]

VOCALISED: Final[dict[str, str]] = SPOKEN_VOCALISED
"""Unvocalised word -> the vocalised form spoken by espeak-ng."""
