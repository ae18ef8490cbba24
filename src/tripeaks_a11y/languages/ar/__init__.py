"""Arabic (العربية): its row's parts.

Its vowels for the voice and the recogniser are in ``vocalised`` (one
table; ``catalog_words`` holds the catalogs' share of it). Its command
words are in ``commands/grammar/ar.py``, its messages in ``locales/ar/``.
"""

from __future__ import annotations

import re
from typing import Final

from ..parts import CardCounts, CardGenders, Listening, NumberWords, Numeral

__all__ = ["CARD_COUNTS", "GENDERS", "LISTENING", "NUMBER_WORDS", "counted_noun",
           "feminine_number", "heard", "plural", "pronounce", "say_number"]


def pronounce(text: str) -> str:
    """Text as the voice gets it: its Arabic words with their vowels
    (``vocalised.vocalise``; the table is loaded on first use, not at start-up).
    A one-letter word joined by a tatweel to a word the voice reads apart
    («بـ TP1») gets its vowel there (``vocalised.JOINED_ALONE``).
    """
    from .vocalised import vocalise

    return vocalise(text)


def heard(word: str) -> str:
    """The vocalised form the recogniser writes a command word's phones from
    (``vocalised.heard``); KeyError for a word not in the table."""
    from .vocalised import heard as vocalised_form

    return vocalised_form(word)


def plural(number: int) -> str:
    """CLDR's plural category of a non-negative integer in Arabic: zero, one, two,
    few, many, other."""
    if number <= 2:
        return ("zero", "one", "two")[number]
    if 3 <= number % 100 <= 10:
        return "few"
    if 11 <= number % 100 <= 99:
        return "many"
    return "other"


# Feminine counted noun: 3-10 without ta marbuta (ثلاث ورقات), 11-19 two words
# with fatha (ثلاث عشرة), 21-99 the unit, و, the tens (nominative).
_UNITS = (
    "صِفْر", "وَاحِدَة", "اِثْنَتَان", "ثَلَاث", "أَرْبَع", "خَمْس", "سِتّ", "سَبْع",
    "ثَمَانِي", "تِسْع", "عَشْر",
)
_TEENS = (
    "", "إِحْدَى عَشْرَةَ", "اِثْنَتَا عَشْرَةَ", "ثَلَاثَ عَشْرَةَ", "أَرْبَعَ عَشْرَةَ",
    "خَمْسَ عَشْرَةَ", "سِتَّ عَشْرَةَ", "سَبْعَ عَشْرَةَ", "ثَمَانِيَ عَشْرَةَ", "تِسْعَ عَشْرَةَ",
)
_TENS = ("", "", "عِشْرُون", "ثَلَاثُون", "أَرْبَعُون", "خَمْسُون", "سِتُّون", "سَبْعُون",
         "ثَمَانُون", "تِسْعُون")
# In a compound the units 1 and 2 take their construct forms: إحدى وعشرون, اثنتان وعشرون.
_COMPOUND_UNITS = ("", "إِحْدَى", *_UNITS[2:10])


def feminine_number(number: int) -> str:
    """``number`` (0 to 99) in vocalised words, nominative, agreeing with a feminine
    noun: 23 -> «ثَلَاث وَعِشْرُون»."""
    if number <= 10:
        return _UNITS[number]
    if number < 20:
        return _TEENS[number - 10]
    tens, unit = divmod(number, 10)
    if not unit:
        return _TENS[tens]
    return f"{_COMPOUND_UNITS[unit]} وَ{_TENS[tens]}"


def counted_noun(number: int, noun: str) -> str:
    """A card noun as said after ``number`` (``numbers.counted_noun``: the accusative
    «وَرَقَةً» after 11 to 99)."""
    from .numbers import counted_noun as said

    return said(number, noun)


CARD_COUNTS: Final = CardCounts(
    words=feminine_number,
    noun=counted_noun,
    # «23 ورقة», «4 أوراق», «5 أوراق مخفية»; not «الورقة 3» (a place)
    counted=re.compile(r"(?<![\d,.])(\d{1,2})(?=\s+(ورقة|ورقات|أوراق)(?![\w\u064B-\u0652]))"),
)
"""Counts of cards in words: card (ورقة) is feminine."""

GENDERS: Final = CardGenders(
    ranks={"ace": "masculine", "jack": "masculine", "king": "masculine",
           "joker": "masculine"},
    card="feminine",
)
"""The genders of the cards' names: آس وشاب وملك والجوكر مذكرة; the queen (ملكة) and
the number cards («7 من البستوني», a ورقة) feminine, as ورقة is: «يغطيها شاب
البستوني», «تغطيها ملكة القلوب»."""
def say_number(numeral: Numeral) -> tuple[str, int]:
    """The vocalised words for a number in its sentence (``numbers.say``; the tables
    are loaded on first use)."""
    from .numbers import say

    return say(numeral)


NUMBER_WORDS: Final = NumberWords(say=say_number)
"""Every number in vocalised words, in the gender, case and use of its sentence."""

LISTENING: Final = Listening(
    one_letter_words=frozenset({"و"}),
    phones="arabic",
    vocalised=heard,
    tuning=(("ar+m3", 150), ("ar+f2", 165)),
    scoring=(("ar", 140), ("ar+m1", 170), ("ar+f4", 150)),
    non_commands=(
        "كم الساعة الآن", "سأشرب كوبا من الشاي", "الجو جميل هذا المساء",
        "هل تناولني الملح من فضلك", "أختي قادمة لزيارتنا الليلة", "أين تركت مفاتيحي",
        "تأخرت الحافلة هذا الصباح", "أحتاج إلى شراء الخبز والحليب",
        "دعني أفكر في الأمر قليلا", "كان ذلك فيلما رائعا", "هل أطعمت القطة",
        "بدأ الظلام يحل في الخارج", "لنذهب في نزهة بعد العصر", "الماء يغلي في الإبريق",
        "مرحبا كيف حالك",
    ),
)
"""Arabic for the recogniser: its words vocalised, by rule."""
