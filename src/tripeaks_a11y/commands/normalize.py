"""Text normalisation: the folded form under which words are looked up.

Case, compatibility forms, diacritics and other combining marks, format
characters, Arabic tatweel and alef/ta marbuta/alef maqsura variants, the
Persian keyboard's kaf and yeh (ک ی, as its digits), Croatian đ, Eastern
Arabic and Persian digits, runs of white space.
"""

from __future__ import annotations

import unicodedata
from typing import Final

__all__ = ["DIGITS", "normalize"]

DIGITS: Final = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "0123456789" * 2)
_FOLD: Final = str.maketrans({
    "ٱ": "ا",  # alef wasla (أ إ آ lose their hamza/madda as marks)
    "ة": "ه",  # ta marbuta
    "ى": "ي",  # alef maqsura
    "ک": "ك",  # keheh, the kaf of a Persian keyboard
    "ی": "ي",  # Farsi yeh, the yeh of a Persian keyboard (final: as alef maqsura)
    "ـ": None,  # tatweel
    "đ": "dj",
    "؟": "?",
    "’": "'",
    "‘": "'",
})


def _drop_marks(text: str) -> str:
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat[0] != "M" and cat != "Cf":
            out.append(ch)
    return "".join(out)


def normalize(text: str) -> str:
    """Fold ``text`` for matching: the key under which grammar words are looked up.

    Case folded, compatibility-decomposed, every combining mark dropped (Arabic
    harakat, madda and hamza marks, Latin diacritics), format characters
    (direction marks, joiners) and tatweel dropped, ٱ -> ا, ة -> ه, ى -> ي,
    the Persian keyboard's ک -> ك and ی -> ي, đ -> dj, Eastern Arabic and
    Persian digits -> ASCII, whitespace collapsed.
    Total: any str gives a str.
    """
    folded = unicodedata.normalize("NFKD", text.casefold()).translate(DIGITS)
    if not folded.isascii():
        folded = _drop_marks(folded).translate(_FOLD)
    return " ".join(folded.split())

