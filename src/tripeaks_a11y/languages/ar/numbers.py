"""Arabic numbers as the voice is given them: vocalised words in the right form.

A voice reads a digit as a masculine nominative count with no context: «في
36 حركة» comes out ستة وثلاثون where Arabic says «في سِتٍّ وَثَلَاثِينَ حركة».
``say`` chooses the form from the words around the number (``parts.Numeral``),
by these tables and rules of Arabic grammar (W. Wright, *A Grammar of the
Arabic Language*, vol. 1 §§ 321-337 and vol. 2 § 99):

* the counted noun after it (``COUNTED``) gives the gender, and the numbers
  3 to 10 take the opposite one (polarity): ثَلَاث ورقات, ثَلَاثَة أحرف; 1
  and 2 agree (وَاحِدَة, اِثْنَتَان); 11 to 19 are two words, both with the
  polarity in 13-19 (ثَلَاثَ عَشْرَةَ ورقة, ثَلَاثَةَ عَشَرَ حرفًا); after 11 to
  99 the noun is a singular in the accusative (``ACCUSATIVE``: the tamyiz,
  إِحْدَى وَعِشْرُون وَرَقَةً), said with its tanwin;
* a preposition or a noun in construct before it (``GENITIVE``: في، من،
  إلى، على، بعد، آخر…) puts it in the genitive: the dual and the tens take
  -ayn and -īn (اِثْنَتَيْن, ثَلَاثِين), a unit before its noun takes the
  construct's kasra (خَمْسِ حركات) and a unit before the tens its tanwīn
  (سِتٍّ وَثَلَاثِين); otherwise the nominative, said in pause (no ending);
* a place noun with the article before it (``PLACES``: الصف، الورقة،
  الخطوة…) makes it a place: the ordinal, agreeing with the noun (الصف
  الثالث, الورقة الخامسة); the same noun without the article, as the
  commands are said (صف 4 ورقة 3), or رقم, makes it a label: the cardinal,
  masculine, nominative (صف أربعة ورقة ثلاثة);
* a month name after it makes it a day: the masculine ordinal and من (الرابع
  من ديسمبر); after a month name, a year, in the genitive of «عام» (أَلْفَيْن
  وَسِتَّة وَعِشْرِين);
* a number with no word after it before punctuation counts the noun of a
  number before it in the sentence, left out (9 أوراق، وفي الوسطى تِسْع), or
  the place noun before one (الخطوة الأولى من تِسْع);
* any other number: the masculine nominative, as in counting.

Numbers of 100 and more are built from hundreds, thousands, millions and
billions joined by وَ, the last two digits agreeing with the noun.
"""

from __future__ import annotations

from typing import Final

from ..parts import Numeral

__all__ = ["ACCUSATIVE", "COUNTED", "GENITIVE", "MONTHS", "PLACES", "cardinal", "counted_noun",
           "ordinal", "say"]

COUNTED: Final[dict[str, str]] = {
    **dict.fromkeys((
        "ورقة", "أوراق", "ورقات", "حركة", "حركات", "نقطة", "نقاط", "جولة", "جولات",
        "محاولة", "محاولات", "إزالة", "إزالات", "ثانية", "ثوان", "ثوانٍ", "دقيقة", "دقائق",
        "عينة", "عينات", "مرة", "مرات", "خطوة", "خطوات", "قمة", "قمم", "توزيعة", "توزيعات",
        "رسالة", "رسائل", "ساعة", "ساعات"), "f"),
    **dict.fromkeys((
        "حرف", "أحرف", "حروف", "حرفا", "حرفًا", "رمز", "رموز", "رمزا", "رمزًا", "كيلوبايت",
        "صف", "صفوف", "صفا", "صفًا", "سطر", "أسطر", "رقم", "أرقام", "يوم", "أيام"), "m"),
}
"""A counted noun (as it is written after a number) and its gender: f or m."""

ACCUSATIVE: Final[dict[str, str]] = {
    "ورقة": "وَرَقَةً", "حركة": "حَرَكَةً", "نقطة": "نُقْطَةً", "جولة": "جَوْلَةً",
    "محاولة": "مُحَاوَلَةً", "إزالة": "إِزَالَةً", "ثانية": "ثَانِيَةً", "دقيقة": "دَقِيقَةً",
    "عينة": "عَيِّنَةً", "مرة": "مَرَّةً", "خطوة": "خُطْوَةً", "قمة": "قِمَّةً",
    "توزيعة": "تَوْزِيعَةً", "رسالة": "رِسَالَةً", "ساعة": "سَاعَةً",
    "حرف": "حَرْفًا", "حرفا": "حَرْفًا", "حرفًا": "حَرْفًا", "رمز": "رَمْزًا", "رمزا": "رَمْزًا",
    "رمزًا": "رَمْزًا", "صف": "صَفًّا", "صفا": "صَفًّا", "صفًا": "صَفًّا", "سطر": "سَطْرًا",
    "رقم": "رَقْمًا", "يوم": "يَوْمًا",
}
"""A counted noun in the singular and its vocalised accusative, which it takes after 11 to
99 (the tamyiz: إِحْدَى عَشْرَةَ وَرَقَةً, أَرْبَعِين حَرْفًا)."""

GENITIVE: Final = frozenset({
    "في", "من", "إلى", "على", "عن", "حتى", "منذ", "بعد", "قبل", "آخر", "أول", "نحو", "بين",
    "لكل", "كل", "سوى", "غير", "بـ", "ب", "ل", "لـ",
})
"""Words after which a number is in the genitive: prepositions, and nouns in construct
with it (آخر خمس حركات, نحو ستين)."""

PLACES: Final[dict[str, str]] = {
    "الصف": "m", "السطر": "m", "الورقة": "f", "الخطوة": "f", "القمة": "f", "الجولة": "f",
    "المحاولة": "f",
}
"""A place noun with its article: the number after it is an ordinal of this gender."""

LABELS: Final = frozenset({"صف", "ورقة", "رقم", "الرقم", "سطر", "خطوة", "قمة"})
"""Words after which a number is a label, said as the masculine nominative cardinal."""

MONTHS: Final = frozenset({
    "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر",
    "أكتوبر", "نوفمبر", "ديسمبر",
})
"""The month names of the catalogs' dates (locales/ar/dailydeals.ftl ``daily-date``)."""

_KASRA, _KASRATAN = "\u0650", "\u064d"

# Units 0-10 by gender (the form a masculine noun takes: with ta marbuta in 3-10).
_UNITS = {
    "m": ("صِفْر", "وَاحِد", "اِثْنَان", "ثَلَاثَة", "أَرْبَعَة", "خَمْسَة", "سِتَّة", "سَبْعَة",
          "ثَمَانِيَة", "تِسْعَة", "عَشَرَة"),
    "f": ("صِفْر", "وَاحِدَة", "اِثْنَتَان", "ثَلَاث", "أَرْبَع", "خَمْس", "سِتّ", "سَبْع",
          "ثَمَانِي", "تِسْع", "عَشْر"),
}
_TWO_GENITIVE = {"m": "اِثْنَيْن", "f": "اِثْنَتَيْن"}
# 11-19: the unit (built on fatha) and the ten.
_TEENS = {
    "m": ("أَحَدَ", "اِثْنَا", "ثَلَاثَةَ", "أَرْبَعَةَ", "خَمْسَةَ", "سِتَّةَ", "سَبْعَةَ",
          "ثَمَانِيَةَ", "تِسْعَةَ"),
    "f": ("إِحْدَى", "اِثْنَتَا", "ثَلَاثَ", "أَرْبَعَ", "خَمْسَ", "سِتَّ", "سَبْعَ", "ثَمَانِيَ",
          "تِسْعَ"),
}
_TEEN_TWO_GENITIVE = {"m": "اِثْنَيْ", "f": "اِثْنَتَيْ"}
_TEEN_TEN = {"m": "عَشَرَ", "f": "عَشْرَةَ"}
_TENS_NOMINATIVE = ("", "", "عِشْرُون", "ثَلَاثُون", "أَرْبَعُون", "خَمْسُون", "سِتُّون",
                    "سَبْعُون", "ثَمَانُون", "تِسْعُون")
_TENS_GENITIVE = ("", "", "عِشْرِين", "ثَلَاثِين", "أَرْبَعِين", "خَمْسِين", "سِتِّين",
                  "سَبْعِين", "ثَمَانِين", "تِسْعِين")
# In a compound the feminine one is إِحْدَى; in the genitive 3-9 take tanwin.
_COMPOUND_ONE = {"m": "وَاحِد", "f": "إِحْدَى"}
_EIGHT_GENITIVE = "ثَمَانٍ"
_HUNDREDS = ("", "مِئَة", "مِئَتَان", "ثَلَاثُمِئَة", "أَرْبَعُمِئَة", "خَمْسُمِئَة", "سِتُّمِئَة",
             "سَبْعُمِئَة", "ثَمَانِيمِئَة", "تِسْعُمِئَة")
_HUNDREDS_GENITIVE = ("", "مِئَة", "مِئَتَيْن", "ثَلَاثِمِئَة", "أَرْبَعِمِئَة", "خَمْسِمِئَة",
                      "سِتِّمِئَة", "سَبْعِمِئَة", "ثَمَانِيمِئَة", "تِسْعِمِئَة")
# A power of a thousand: (one, two nominative, two genitive, its plural after 3-10,
# its accusative singular after 11-99).
_POWERS = (
    (10**9, ("مِلْيَار", "مِلْيَارَان", "مِلْيَارَيْن", "مِلْيَارَات", "مِلْيَارًا")),
    (10**6, ("مِلْيُون", "مِلْيُونَان", "مِلْيُونَيْن", "مَلَايِين", "مِلْيُونًا")),
    (10**3, ("أَلْف", "أَلْفَان", "أَلْفَيْن", "آلَاف", "أَلْفًا")),
)


def _below_hundred(number: int, gender: str, genitive: bool, before_noun: bool) -> str:
    units = _UNITS[gender]
    if number == 2 and genitive:
        return _TWO_GENITIVE[gender]
    if number <= 10:
        word = units[number]
        return word + _KASRA if genitive and before_noun and number >= 3 else word  # خَمْسِ
    if number < 20:
        teen = _TEENS[gender][number - 11]
        if number == 12 and genitive:
            teen = _TEEN_TWO_GENITIVE[gender]
        return f"{teen} {_TEEN_TEN[gender]}"
    tens, unit = divmod(number, 10)
    ten = (_TENS_GENITIVE if genitive else _TENS_NOMINATIVE)[tens]
    if not unit:
        return ten
    if unit == 1:
        first = _COMPOUND_ONE[gender] + (_KASRATAN if genitive and gender == "m" else "")
    elif unit == 2:
        first = _TWO_GENITIVE[gender] if genitive else units[2]
    elif genitive:
        first = _EIGHT_GENITIVE if (unit, gender) == (8, "f") else units[unit] + _KASRATAN
    else:
        first = units[unit]
    return f"{first} وَ{ten}"


def _below_thousand(number: int, gender: str, genitive: bool, before_noun: bool) -> list[str]:
    hundreds, rest = divmod(number, 100)
    parts = []
    if hundreds:
        parts.append((_HUNDREDS_GENITIVE if genitive else _HUNDREDS)[hundreds])
    if rest:
        parts.append(_below_hundred(rest, gender, genitive, before_noun))
    return parts


def _power(count: int, forms: tuple[str, str, str, str, str], genitive: bool) -> str:
    one, two, two_genitive, plural, singular = forms
    if count == 1:
        return one
    if count == 2:
        return two_genitive if genitive else two
    rest = count % 100
    said = " وَ".join(_below_thousand(count, "m", genitive, before_noun=True))
    if 3 <= rest <= 10:
        return f"{said} {plural}"
    if 11 <= rest <= 99:
        return f"{said} {singular}"
    return f"{said} {one}"


def cardinal(number: int, gender: str = "m", genitive: bool = False,
             before_noun: bool = False) -> str:
    """``number`` (0 or more) in vocalised words.

    ``gender``: of the counted noun, "m" or "f" (3-10 take the other one);
    ``genitive``: after a preposition or a noun in construct, else the
    nominative said in pause; ``before_noun``: a counted noun follows (a unit
    3-10 then takes the construct's kasra in the genitive). 23 f ->
    «ثَلَاث وَعِشْرُون»; 36 f genitive -> «سِتٍّ وَثَلَاثِين»; 1234 -> «أَلْف
    وَمِئَتَان وَأَرْبَعَة وَثَلَاثُون». Raises ValueError below zero.
    """
    if number < 0:
        raise ValueError(f"no words for a number below zero: {number}")
    if number == 0:
        return _UNITS[gender][0]
    parts: list[str] = []
    rest = number
    for size, forms in _POWERS:
        count, rest = divmod(rest, size)
        if count:
            parts.append(_power(count, forms, genitive))
    parts.extend(_below_thousand(rest, gender, genitive, before_noun))
    return " وَ".join(parts)


_ORDINALS = {
    "m": ("", "الأَوَّل", "الثَانِي", "الثَالِث", "الرَابِع", "الخَامِس", "السَادِس",
          "السَابِع", "الثَامِن", "التَاسِع", "العَاشِر"),
    "f": ("", "الأُولَى", "الثَانِيَة", "الثَالِثَة", "الرَابِعَة", "الخَامِسَة", "السَادِسَة",
          "السَابِعَة", "الثَامِنَة", "التَاسِعَة", "العَاشِرَة"),
}
_ORDINAL_ONE_COMPOUND = {"m": "الحَادِي", "f": "الحَادِيَة"}
_ORDINAL_TEEN_TEN = {"m": "عَشَرَ", "f": "عَشْرَةَ"}


def ordinal(number: int, gender: str = "m") -> str:
    """``number`` as a definite ordinal agreeing with a noun of ``gender`` ("m", "f"):
    3 f -> «الثَالِثَة» (no shadda on the sun letter: espeak-ng doubles it itself),
    11 m -> «الحَادِي عَشَرَ», 21 f -> «الحَادِيَة وَالعِشْرُون».
    From 100 on, and for 0, the masculine cardinal (a label). Raises ValueError below zero."""
    if number < 1 or number > 99:
        return cardinal(number)
    if number <= 10:
        return _ORDINALS[gender][number]
    tens, unit = divmod(number, 10)
    first = _ORDINAL_ONE_COMPOUND[gender] if unit == 1 else _ORDINALS[gender][unit]
    if number < 20:
        ending = "" if unit in (1, 2) and gender == "m" else "َ"
        return f"{first}{ending} {_ORDINAL_TEEN_TEN[gender]}"
    ten = "ال" + _TENS_NOMINATIVE[tens]
    return ten if not unit else f"{first} وَ{ten}"


def counted_noun(number: int, noun: str) -> str:
    """``noun`` as said after ``number``: its vocalised accusative after 11 to 99 (the
    tamyiz, ``ACCUSATIVE``: 23 «ورقة» -> «وَرَقَةً»), else as written."""
    return ACCUSATIVE.get(noun, noun) if 11 <= number % 100 <= 99 else noun


def _left_out(previous: Numeral | None) -> str | None:
    """The gender of the noun counted by the numbers before, or of the place noun before
    them; None if there is none."""
    while previous is not None:
        if previous.after in COUNTED and not previous.dotted:
            return COUNTED[previous.after]
        if _bare(previous.before) in PLACES:
            return PLACES[_bare(previous.before)]
        previous = previous.previous
    return None


def _bare(word: str) -> str:
    return word[1:] if word.startswith("و") and word[1:] in GENITIVE | PLACES.keys() else word


def say(numeral: Numeral) -> tuple[str, int]:
    """The words for ``numeral`` by the rules above; never the dot after it."""
    number, before, after = numeral.value, _bare(numeral.before), numeral.after
    if after in MONTHS:
        return f"{ordinal(number)} مِن", 0
    if before in MONTHS:
        return cardinal(number, genitive=True), 0
    if before in PLACES and not numeral.joined:
        return ordinal(number, PLACES[before]), 0
    if before in LABELS and not numeral.joined:
        return cardinal(number), 0
    genitive = before in GENITIVE or numeral.joined in ("ب", "ل")
    gender = None if numeral.dotted else COUNTED.get(after)  # "28. إزالة": a new sentence
    if gender is None and numeral.bare:  # a noun left out: «وفي الوسطى 9», «الخطوة 1 من 9»
        gender = _left_out(numeral.previous)
        if gender is not None:
            return cardinal(number, gender, genitive), 0
    if gender is None:
        return cardinal(number, genitive=genitive), 0
    words = cardinal(number, gender, genitive, before_noun=True)
    if after in ACCUSATIVE and counted_noun(number, after) != after:
        return f"{words} {counted_noun(number, after)}", numeral.reach  # the tamyiz
    return words, 0
