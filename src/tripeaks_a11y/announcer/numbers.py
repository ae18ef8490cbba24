"""Counts of cards said as words, in the gender of the counted noun, for the spoken form.

A voice reads a digit in the masculine: espeak-ng says "23 ورقة" as «ثلاثة
وعشرون» and "22 karte" as "dvadeset dva". Card (ورقة, karta) is feminine in
Arabic and Croatian, so the spoken form of a sentence gives each count of
cards as words: «ثلاث وعشرون ورقة», «أربع أوراق», "dvadeset dvije karte",
"dvadeset jedna karta". The printed text keeps its digits.

The words and which nouns after a number make it a count of cards are each
language's own (``languages.Language.card_counts``, in ``languages/<code>.py``);
a language without them (English) needs neither.
"""

from __future__ import annotations

import re

from ..languages import LANGUAGE_TABLE, language

__all__ = ["COUNTED", "feminine_number", "spoken_counts"]


def feminine_number(lang: str, number: int) -> str:
    """``number`` (0 to 99) in words, agreeing with a feminine counted noun.

    ``lang`` is a language with card counts (Arabic: vocalised, nominative,
    23 -> «ثَلَاث وَعِشْرُون»; Croatian: 22 -> "dvadeset dvije"). Raises
    ValueError for another language or a number outside 0-99.
    """
    counts = language(lang).card_counts if lang in COUNTED else None
    if counts is None:
        raise ValueError(f"no number words for {lang!r} (known: {', '.join(COUNTED)})")
    if not 0 <= number <= 99:
        raise ValueError(f"number out of range 0-99: {number}")
    return counts.words(number)


COUNTED: dict[str, re.Pattern[str]] = {
    row.code: row.card_counts.counted for row in LANGUAGE_TABLE if row.card_counts is not None}
"""Per language: a count (one or two digits) followed by a feminine counted noun."""


def spoken_counts(lang: str, text: str) -> str:
    """``text`` with each count of cards (COUNTED) as feminine words, the rest as it is.

    Text in a language without an entry in COUNTED (English) is returned
    unchanged. Raises nothing.
    """
    pattern = COUNTED.get(lang)
    if pattern is None:
        return text
    return pattern.sub(lambda m: _said(lang, int(m.group(1)), m.group(2)), text)


def _said(lang: str, number: int, noun: str) -> str:
    counts = language(lang).card_counts
    if counts is None:  # not met: spoken_counts reads only the languages of COUNTED
        return str(number)
    return counts.inflect(counts.words(number), noun)
