"""Counts of cards said as words, in the gender of the counted noun, for the spoken form.

A voice reads a digit in the masculine: espeak-ng says "23 ورقة" as «ثلاثة
وعشرون» and "22 karte" as "dvadeset dva". Card (ورقة, karta) is feminine in
Arabic and Croatian, so the spoken form of a sentence gives each count of
cards as words: «ثلاث وعشرون ورقة», «أربع أوراق», "dvadeset dvije karte",
"dvadeset jedna karta". The printed text keeps its digits.

The words are data (0 to 99, Arabic vocalised as a native speaker reads them,
in the nominative); ``COUNTED`` says, per language, which nouns after a
number make it a count of cards. English needs neither.
"""

from __future__ import annotations

import re

__all__ = ["COUNTED", "feminine_number", "spoken_counts"]

_HR_UNITS = (
    "nula", "jedna", "dvije", "tri", "četiri", "pet", "šest", "sedam", "osam", "devet",
    "deset", "jedanaest", "dvanaest", "trinaest", "četrnaest", "petnaest", "šesnaest",
    "sedamnaest", "osamnaest", "devetnaest",
)
_HR_TENS = ("", "", "dvadeset", "trideset", "četrdeset", "pedeset", "šezdeset",
            "sedamdeset", "osamdeset", "devedeset")

# Feminine counted noun: 3-10 without ta marbuta (ثلاث ورقات), 11-19 two words
# with fatha (ثلاث عشرة), 21-99 the unit, و, the tens (nominative).
_AR_UNITS = (
    "صِفْر", "وَاحِدَة", "اِثْنَتَان", "ثَلَاث", "أَرْبَع", "خَمْس", "سِتّ", "سَبْع",
    "ثَمَانِي", "تِسْع", "عَشْر",
)
_AR_TEENS = (
    "", "إِحْدَى عَشْرَةَ", "اِثْنَتَا عَشْرَةَ", "ثَلَاثَ عَشْرَةَ", "أَرْبَعَ عَشْرَةَ",
    "خَمْسَ عَشْرَةَ", "سِتَّ عَشْرَةَ", "سَبْعَ عَشْرَةَ", "ثَمَانِيَ عَشْرَةَ", "تِسْعَ عَشْرَةَ",
)
_AR_TENS = ("", "", "عِشْرُون", "ثَلَاثُون", "أَرْبَعُون", "خَمْسُون", "سِتُّون", "سَبْعُون",
            "ثَمَانُون", "تِسْعُون")
# In a compound the units 1 and 2 take their construct forms: إحدى وعشرون, اثنتان وعشرون.
_AR_COMPOUND_UNITS = ("", "إِحْدَى", *_AR_UNITS[2:10])


def _hr(number: int) -> str:
    if number < 20:
        return _HR_UNITS[number]
    tens, unit = divmod(number, 10)
    return _HR_TENS[tens] + (f" {_HR_UNITS[unit]}" if unit else "")


def _ar(number: int) -> str:
    if number <= 10:
        return _AR_UNITS[number]
    if number < 20:
        return _AR_TEENS[number - 10]
    tens, unit = divmod(number, 10)
    if not unit:
        return _AR_TENS[tens]
    return f"{_AR_COMPOUND_UNITS[unit]} وَ{_AR_TENS[tens]}"


_WORDERS = {"ar": _ar, "hr": _hr}


def feminine_number(lang: str, number: int) -> str:
    """``number`` (0 to 99) in words, agreeing with a feminine counted noun.

    ``lang`` is "ar" (vocalised, nominative: 23 -> «ثَلَاث وَعِشْرُون») or "hr"
    (22 -> "dvadeset dvije"). Raises ValueError for another language or a
    number outside 0-99.
    """
    worder = _WORDERS.get(lang)
    if worder is None:
        raise ValueError(f"no number words for {lang!r} (known: {', '.join(_WORDERS)})")
    if not 0 <= number <= 99:
        raise ValueError(f"number out of range 0-99: {number}")
    return worder(number)


COUNTED: dict[str, re.Pattern[str]] = {
    # "23 karte", "5 karata", "2 skrivene karte", the accusative "1 kartu"
    "hr": re.compile(r"(?<![\d,.])\b(\d{1,2})(?=\s+(?:skriven\w*\s+)?(kart(?:a|e|u)|karata)\b)"),
    # «23 ورقة», «4 أوراق», «5 أوراق مخفية»; not «الورقة 3» (a place)
    "ar": re.compile(r"(?<![\d,.])(\d{1,2})(?=\s+(ورقة|ورقات|أوراق)(?![\w\u064B-\u0652]))"),
}
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
    words = feminine_number(lang, number)
    if lang == "hr" and noun == "kartu" and words.endswith("jedna"):
        return words[: -len("jedna")] + "jednu"  # the accusative: "ima jednu kartu"
    return words
