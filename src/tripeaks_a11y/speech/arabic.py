"""Vocalised Arabic for the speech path only (the screen text stays as the catalog wrote it).

espeak-ng reads unvocalised Arabic it has no dictionary entry for as bare
consonants: «ورقة» comes out as ``wRqt``, «القمم» as ``?'alqmm``. This table
gives the game's words with their short vowels (harakat), so that
``espeak-ng -q -x -v ar`` produces phonemes with vowels; tests check every
entry that way. The rest of the catalogs' words are in ``arabic_words``
(``CATALOG_VOCALISED``, merged in here, and ``READS_WELL``: the words
espeak-ng already reads well, such as كومة، السحب، الماس، ملك، آس، من);
``unchecked_words`` names a word in none of them, and
``tests/test_speech_arabic.py`` fails on any such word of any catalog.

Two espeak-ng 1.51 quirks shape the spellings: a shadda before a final ة
swallows the syllable («مَخْفِيَّة» is read ``m'aXfi:t``) and a shadda
in the middle of a word can triple the letter («يُحَرِّر»: ``j'uHaRRR``), so
those doubled letters are written out with a sukun («مَخْفِيْيَة»,
«يُحَرْرِر»); and «مَلِك» gains a final vowel, so ملك stays bare. Final ة is
read as "-at", the reading of a word joined to the next one, which listeners
understand.
"""

from __future__ import annotations

import re
from typing import Final

from .arabic_words import CATALOG_VOCALISED, READS_WELL

__all__ = ["VOCALISED", "unchecked_words", "vocalise"]

VOCALISED: Final[dict[str, str]] = {
    # cards and the board
    "ورقة": "وَرَقَة",
    "الورقة": "الوَرَقَة",
    "ورقتان": "وَرَقَتَان",
    "أوراق": "أَوْرَاق",
    "الأوراق": "الأَوْرَاق",
    "مخفية": "مَخْفِيْيَة",
    "مكشوفة": "مَكْشُوفَة",
    "واحدة": "وَاحِدَة",
    "رؤوس": "رُؤُوس",
    "القمم": "القِمَم",
    "القمة": "القِمْمَة",
    "القلوب": "القُلُوب",
    "فارغة": "فَارِغَة",
    "جديدة": "جَدِيدَة",
    "اليسرى": "اليُسْرَى",
    "الوسطى": "الوُسْطَى",
    "اليمنى": "اليُمْنَى",
    "أُفرغت": "أُفْرِغَت",
    "أفرغت": "أُفْرِغَت",
    # points and moves
    "نقطتان": "نُقْطَتَان",
    "نقاط": "نِقَاط",
    "النقاط": "النِقَاط",
    "حركات": "حَرَكَات",
    "الحركات": "الحَرَكَات",
    "ممكنة": "مُمْكِنَة",
    "يمكن": "يُمْكِن",
    "يمكنك": "يُمْكِنُك",
    "اسحب": "اِسْحَب",
    "للعب": "لِلَّعِب",
    "لُعبت": "لُعِبَت",
    "لعبت": "لُعِبَت",
    "يحرر": "يُحَرْرِر",
    "تغطيها": "تُغَطِّيهَا",
    "فزت": "فُزْت",
    "استُخدمت": "اسْتُخْدِمَت",
    "استخدمت": "اسْتُخْدِمَت",
    "تعد": "تَعُد",
    "قل": "قُل",
    # refusals and answers
    "يجب": "يَجِب",
    "أن": "أَن",
    "برتبة": "بِرُتْبَة",
    "محجوبة": "مَحْجُوبَة",
    "يوجد": "يُوجَد",
    "توجد": "تُوجَد",
    "انتهت": "انْتَهَت",
    "نفسها": "نَفْسُهَا",
    "محددة": "مُحَدْدَدَة",
    "تبدأ": "تَبْدَأ",
    "مستمرة": "مُسْتَمِرْرَة",
    "للإجابة": "لِلإِجَابَة",
    "بنعم": "بِنَعَم",
    "لسماع": "لِسَمَاع",
    "يضم": "يَضُم",
    # rules and settings
    "القواعد": "القَوَاعِد",
    "السهلة": "السَهْلَة",
    "سهلة": "سَهْلَة",
    "الكلاسيكية": "الكِلَاسِيكِيْيَة",
    "ابتداءً": "ابْتِدَاءً",
    "لتغييرها": "لِتَغْيِيرِهَا",
    "الأخطاء": "الأَخْطَاء",
    "مفعّلة": "مُفَعْعَلَة",
    "معطّلة": "مُعَطْطَلَة",
    # speech settings ("## Speech" messages)
    "سرعة": "سُرْعَة",
    "الأصوات": "الأَصْوَات",
    "القصيرة": "القَصِيرَة",
    "مخفيتان": "مَخْفِيْيَتَان",
    "لأن": "لِأَنَّ",
    "لأنه": "لِأَنَّه",
    "يعمل": "يَعْمَل",
    "يقرأ": "يَقْرَأ",
    "الأسطر": "الأَسْطُر",
    "أوقفت": "أَوْقَفْت",
    "قراءته": "قِرَاءَتَه",
    "للطرفية": "لِلطَرَفِيْيَة",
    "ابدأ": "ابْدَأ",
    "فابدأ": "فَابْدَأ",
    "للنص": "لِلنَص",
    "لتجربة": "لِتَجْرِبَة",
    "بالمئة": "بِالمِئَة",
    "يقطع": "يَقْطَع",
    "أسباب": "أَسْبَاب",
    "تعذّرت": "تَعَذْذَرَت",
    "تعذّر": "تَعَذْذَر",
    "الإعدادات": "الإِعْدَادَات",
    "تُستخدم": "تُسْتَخْدَم",
    "يبقى": "يَبْقَى",
    # Pyramid and the solver
    "ملكة": "مَلِكَة",
    "ورقتين": "وَرَقَتَيْن",
    "الورقتين": "الوَرَقَتَيْن",
    "اجمع": "اِجْمَعْ",
    "أزل": "أَزِلْ",
    "تغطي": "تُغَطْطِي",
    "مجموعهما": "مَجْمُوعُهُمَا",
    "زالت": "زَالَتْ",
    "أُزيل": "أُزِيلَ",
    "أُزيلت": "أُزِيلَتْ",
    "متاحة": "مُتَاحَة",
    "المتاحة": "المُتَاحَة",
    **CATALOG_VOCALISED,
}
"""Unvocalised word -> the vocalised form spoken by espeak-ng."""

# A word: Arabic letters with any harakat already on them; tatweel is dropped first.
_WORD = re.compile(r"[\u0621-\u064A\u064B-\u0652\u0670\u0671-\u06D3]+")


def _lookup(word: str) -> str | None:
    found = VOCALISED.get(word)
    if found is not None:
        return found
    # The conjunction و is written joined to the next word («والورقة»).
    if word.startswith("و") and len(word) > 2:
        rest = VOCALISED.get(word[1:])
        if rest is not None:
            return "وَ" + rest
    return None


def vocalise(text: str) -> str:
    """``text`` with every word of VOCALISED replaced by its vocalised form.

    Other words, digits, punctuation and Latin text are left as they are.
    """
    text = text.replace("\u0640", "")  # tatweel only stretches letters on screen
    return _WORD.sub(lambda m: _lookup(m.group(0)) or m.group(0), text)


def unchecked_words(text: str) -> list[str]:
    """The Arabic words of ``text`` that no table vouches for, in order, each once.

    A word is vouched for when ``VOCALISED`` gives its vowels (also after a
    joined و) or ``arabic_words.READS_WELL`` lists it as read well bare.
    Tatweel is ignored. An empty list means every word is spoken as checked.
    """
    found: list[str] = []
    for word in _WORD.findall(text.replace("\u0640", "")):
        if _lookup(word) is None and word not in READS_WELL and word not in found:
            found.append(word)
    return found
