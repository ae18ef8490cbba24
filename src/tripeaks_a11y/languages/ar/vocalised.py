"""Arabic with its vowels: one table of the game's words for the voice and the recogniser.

espeak-ng reads unvocalised Arabic it has no dictionary entry for as bare
consonants («ورقة» comes out as ``wRqt``), and the built-in recogniser
writes a word's phones from its vowels (``listen.pronunciation``). Both read
``VOCALISED``: unvocalised word -> the word with its short vowels (harakat),
pausal (no case ending). It is joined from three lists, by where the words
come from, which may not spell one word two ways (``_joined`` fails at
import): ``GRAMMAR_WORDS`` (every command word, without its article: the
recogniser adds «ال» by rule), ``SENTENCE_WORDS`` (the frequent words of
the catalogs' sentences) and ``catalog_words.CATALOG_VOCALISED`` (the rest
of the catalogs' words); ``catalog_words.READS_WELL`` lists the catalog
words espeak-ng already reads well bare, which the voice leaves bare.

One use may need another spelling, given beside the table with its reason:
``SPOKEN`` for the voice (espeak-ng 1.51 quirks, a homograph the catalogs
mean otherwise), ``HEARD`` for the recogniser (a homograph the command
words mean otherwise). The quirks: a shadda before a final ة swallows the
syllable («قِيَاسِيَّة» is read ``q'i:a:s,i:t``), and a shadda in the
middle of a word can triple the letter or drop its vowel («مُحَرِّك»:
``m'uHaRRk,a``), so those doubled letters are written out with a sukun for
the voice («قِيَاسِيْيَة», «مُحَرْرِك»); and «مَلِك» gains a final vowel,
so ملك stays bare. Final ة is read as "-at", the reading of a word joined
to the next one, which listeners understand.

Where the voice's and the recogniser's lists once spelled a word two ways,
the table keeps the form both read alike: without a final sukun (انظر،
اسحب، أعد، اختلس، استمع) or the lam's sukun (للفوز), which give the
recogniser no phone, while espeak-ng stresses اِخْتَلِسْ and اِسْتَمِعْ
on the wrong syllable; with the shadda where the voice needs it written out
(``SPOKEN``); and for the homographs أجل and تعرف the word each use means.

``tests/test_speech_arabic.py`` runs espeak-ng on every spoken form;
``tests/test_listen_pronunciation.py`` checks every command word has phones.
Layer 1: values and pure functions only.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final

from .catalog_words import CATALOG_VOCALISED, READS_WELL

__all__ = ["GRAMMAR_WORDS", "HEARD", "JOINED_ALONE", "SENTENCE_WORDS", "SPOKEN",
           "SPOKEN_VOCALISED", "VOCALISED", "heard", "spoken", "unchecked_words", "vocalise"]

GRAMMAR_WORDS: Final[dict[str, str]] = {
    # Every grammar word without its article, with the vowels a native speaker
    # says when the word is said alone (pausal: no case ending). The forms
    # with «ال» are made by the article rule; a word that starts with «ال»
    # not being the article (العب) is written here whole.
    # commands
    "لوحة": "لَوْحَة", "طاولة": "طَاوِلَة", "صف": "صَفّ", "رمي": "رَمْي",
    "كومة": "كَوْمَة", "حركات": "حَرَكَات", "حركة": "حَرَكَة", "ممكنة": "مُمْكِنَة",
    "العب": "اِلْعَبْ", "إلعب": "اِلْعَبْ",
    "أنظر": "اُنْظُرْ", "شوف": "شُوف",
    "إسحب": "اِسْحَبْ", "سحب": "سَحْب",
    "تراجع": "تَرَاجُع", "إعادة": "إِعَادَة", "إلغاء": "إِلْغَاء",
    "آخر": "آخِر", "أخير": "أَخِير", "أخيرة": "أَخِيرَة", "سجل": "سِجِلّ",
    "نقاط": "نِقَاط", "جديدة": "جَدِيدَة", "جديد": "جَدِيد", "جولة": "جَوْلَة",
    "جولات": "جَوْلَات", "لعبة": "لُعْبَة", "بدء": "بَدْء", "ابدأ": "اِبْدَأْ",
    "من": "مِن", "رمز": "رَمْز", "قواعد": "قَوَاعِد", "أخطاء": "أَخْطَاء",
    "مساعدة": "مُسَاعَدَة", "في": "فِي", "لغة": "لُغَة", "كرر": "كَرِّرْ",
    "زوج": "زَوْج", "اجمع": "اِجْمَعْ", "زاوج": "زَاوِجْ",
    "أزل": "أَزِلْ", "إزالة": "إِزَالَة", "شيل": "شِيل",
    "تلميح": "تَلْمِيح", "لمح": "لَمِّحْ", "حل": "حَلّ", "هل": "هَل",
    "يمكن": "يُمْكِن", "فوز": "فَوْز", "قابلة": "قَابِلَة",
    "هي": "هِيَ", "سلسلة": "سِلْسِلَة", "أسئلة": "أَسْئِلَة", "شائعة": "شَائِعَة",
    "إحصاءات": "إِحْصَاءَات", "إحصائيات": "إِحْصَائِيَّات", "نتائج": "نَتَائِج",
    "أرقام": "أَرْقَام", "قياسية": "قِيَاسِيَّة", "لاعب": "لَاعِب", "اسم": "اِسْم",
    "غير": "غَيِّرْ", "كلام": "كَلَام", "نطق": "نُطْق", "سرعة": "سُرْعَة",
    "مستوى": "مُسْتَوَى", "صوت": "صَوْت", "ارتفاع": "اِرْتِفَاع", "تفصيل": "تَفْصِيل",
    "نغمات": "نَغَمَات", "أصوات": "أَصْوَات", "قصيرة": "قَصِيرَة",
    "وضع": "وَضْع", "خروج": "خُرُوج", "اخرج": "اُخْرُجْ", "نعم": "نَعَم",
    "مفاتيح": "مَفَاتِيح", "درس": "دَرْس", "تعليمي": "تَعْلِيمِيّ", "إنهاء": "إِنْهَاء",
    "أجل": "أَجَل", "لا": "لَا", "توقف": "تَوَقَّفْ", "اسكت": "اُسْكُتْ", "قف": "قِفْ",
    "احتمال": "اِحْتِمَال", "احتمالات": "اِحْتِمَالَات", "فرص": "فُرَص", "فرصة": "فُرْصَة",
    "نظر": "نَظَر", "كاشف": "كَاشِف", "بكشف": "بِكَشْف",
    "أوراق": "أَوْرَاق",
    # numbers (the colloquial تلاتة, تمانية, اتنين as the parser reads them)
    "واحد": "وَاحِد", "واحدة": "وَاحِدَة",
    "اثنان": "اِثْنَان", "اثنين": "اِثْنَيْن", "اثنتان": "اِثْنَتَان",
    "اثنتين": "اِثْنَتَيْن", "اتنين": "اِتْنِين",
    "ثلاثة": "ثَلَاثَة", "ثلاث": "ثَلَاث", "تلاتة": "تَلَاتَة", "تلات": "تَلَات",
    "أربعة": "أَرْبَعَة", "أربع": "أَرْبَع", "خمسة": "خَمْسَة", "خمس": "خَمْس",
    "ستة": "سِتَّة", "ست": "سِتّ", "سبعة": "سَبْعَة", "سبع": "سَبْع",
    "ثمانية": "ثَمَانِيَة", "ثمان": "ثَمَان", "ثماني": "ثَمَانِي", "تمانية": "تَمَانْيَة",
    "تسعة": "تِسْعَة", "تسع": "تِسْع", "عشرة": "عَشَرَة", "عشر": "عَشْر",
    # ordinals
    "أول": "أَوَّل", "أولى": "أُولَى", "ثاني": "ثَانِي", "ثانية": "ثَانِيَة",
    "ثالث": "ثَالِث", "ثالثة": "ثَالِثَة", "رابع": "رَابِع", "رابعة": "رَابِعَة",
    "خامس": "خَامِس", "خامسة": "خَامِسَة", "سادس": "سَادِس", "سادسة": "سَادِسَة",
    "سابع": "سَابِع", "سابعة": "سَابِعَة", "ثامن": "ثَامِن", "ثامنة": "ثَامِنَة",
    "تاسع": "تَاسِع", "تاسعة": "تَاسِعَة", "عاشر": "عَاشِر", "عاشرة": "عَاشِرَة",
    # ranks and suits (the card-table words of the Levant and the Gulf too)
    "آس": "آس", "أس": "أَس", "اص": "آص", "إكة": "إِكَّة",
    "شاب": "شَابّ", "ولد": "وَلَد", "شب": "شَبّ", "جاك": "جَاك",
    "ملكة": "مَلِكَة", "بنت": "بِنْت",
    "ملك": "مَلِك", "شايب": "شَايِب", "شيخ": "شَيْخ", "ختيار": "خِتْيَار",
    "بستوني": "بَسْتُونِي", "سبيد": "سْبِيد",
    "قلوب": "قُلُوب", "قلب": "قَلْب", "كبة": "كُبَّة",
    "ماس": "مَاس", "ديناري": "دِينَارِي",
    "برسيم": "بِرْسِيم", "سباتي": "سَبَاتِي", "سبيتي": "سْبِيتِي",
    # glue, places, piles
    "و": "وَ", "مع": "مَعَ", "ورقة": "وَرَقَة", "سفلي": "سُفْلِي", "علوي": "عُلْوِي",
    "رؤوس": "رُؤُوس", "قمم": "قِمَم", "مخزون": "مَخْزُون",
    # settings values
    "سهلة": "سَهْلَة", "سهل": "سَهْل", "كلاسيكية": "كِلَاسِيكِيَّة",
    "كلاسيكي": "كِلَاسِيكِي", "تشغيل": "تَشْغِيل", "شغل": "شَغِّلْ",
    "إيقاف": "إِيقَاف", "أوقف": "أَوْقِفْ",
    "تلقائي": "تِلْقَائِي", "تلقائيا": "تِلْقَائِيًّا", "قارئ": "قَارِئ",
    "شاشة": "شَاشَة", "نص": "نَصّ", "بلا": "بِلَا", "اختبار": "اِخْتِبَار",
    "تجربة": "تَجْرِبَة", "مختصر": "مُخْتَصَر", "مختصرة": "مُخْتَصَرَة",
    "باختصار": "بِاخْتِصَار", "بالكامل": "بِالكَامِل",
    "عادي": "عَادِي", "كامل": "كَامِل", "مفصل": "مُفَصَّل",
    "مقاطعة": "مُقَاطَعَة", "قطع": "قَطْع", "انتظار": "اِنْتِظَار", "طابور": "طَابُور",
    # the rule variants (rules open peaks, rules standard; issue 17)
    "فارغ": "فَارِغ", "فارغة": "فَارِغَة", "مكشوفة": "مَكْشُوفَة", "مفتوحة": "مَفْتُوحَة",
    "تقليدي": "تَقْلِيدِيّ", "تقليدية": "تَقْلِيدِيَّة", "حساب": "حِسَاب",
    "عادية": "عَادِيَّة", "بدون": "بِدُون", "نسخ": "نُسَخ",
    "جوكر": "جُوكَر",  # the joker (rules joker, with the joker)
    # «تري بيكس», «ترايبيكس»: the English name in Arabic letters (no p: b)
    "تري": "تْرِي", "بيكس": "بِيكْس", "ترايبيكس": "تْرَايْبِيكْس",
    "قمة": "قِمَّة", "هرم": "هَرَم", "سوليتير": "سُولِيتِير",
    "كل": "كُلّ", "أوامر": "أَوَامِر", "شيء": "شَيْء",
    "إنجليزية": "إِنْجْلِيزِيَّة", "إنكليزية": "إِنْكْلِيزِيَّة", "إنجليزي": "إِنْجْلِيزِي",
    "بالإنجليزية": "بِالإِنْجْلِيزِيَّة", "بالإنكليزية": "بِالإِنْكْلِيزِيَّة",
    "عربية": "عَرَبِيَّة", "عربي": "عَرَبِي", "بالعربية": "بِالعَرَبِيَّة",
    "بالعربي": "بِالعَرَبِي", "كرواتية": "كُرْوَاتِيَّة", "كرواتي": "كُرْوَاتِي",
    "بالكرواتية": "بِالكُرْوَاتِيَّة",
    # deal choices
    "يومية": "يَوْمِيَّة", "يوم": "يَوْم", "توزيعة": "تَوْزِيعَة", "بها": "بِهَا",
    "للحل": "لِلْحَلّ",
    # listening and the voice settings
    "استماع": "اِسْتِمَاع", "ميكروفون": "مِيكْرُوفُون",
    "ميكرفون": "مِيكْرُفُون", "صوتية": "صَوْتِيَّة", "صوتي": "صَوْتِي",
    "إدخال": "إِدْخَال", "بالصوت": "بِالصَوْت", "دائما": "دَائِمًا",
    "باستمرار": "بِاسْتِمْرَار", "بالمفتاح": "بِالمِفْتَاح", "مفتاح": "مِفْتَاح",
    "بالزر": "بِالزِرّ", "تأكيد": "تَأْكِيد", "محرك": "مُحَرِّك",
    "عند": "عِنْد", "شك": "شَكّ", "عدم": "عَدَم", "تأكد": "تَأَكُّد",
    "أبدا": "أَبَدًا", "مطلقا": "مُطْلَقًا",
}
"""Unvocalised command word (without its article) -> its vocalised form: the
vowels a native speaker says when the word is said alone (pausal). The
forms with «ال» are made by the article rule; a word that starts with «ال»
not being the article (العب) is written here whole."""

SENTENCE_WORDS: Final[dict[str, str]] = {
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
    "للعب": "لِلْلَعِب",
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
    "لأنه": "لِأَنْنَه",
    "يعمل": "يَعْمَل",
    "يقرأ": "يَقْرَأ",
    "الأسطر": "الأَسْطُر",
    "أوقفت": "أَوْقَفْت",
    "قراءته": "قِرَاءَتَه",
    "للطرفية": "لِلطَرَفِيْيَة",
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
}
"""Unvocalised word of the catalogs' frequent sentences -> its vocalised form."""


def _joined(*tables: Mapping[str, str]) -> dict[str, str]:
    """The tables as one; ValueError when two spell one word differently."""
    joined: dict[str, str] = {}
    for table in tables:
        for word, form in table.items():
            if joined.setdefault(word, form) != form:
                raise ValueError(f"{word!r} is spelled {joined[word]!r} and {form!r}: "
                                 "keep one form and give another use its own (SPOKEN, HEARD)")
    return joined


VOCALISED: Final[dict[str, str]] = _joined(GRAMMAR_WORDS, SENTENCE_WORDS, CATALOG_VOCALISED)
"""Unvocalised word -> its vocalised form: the one table of the voice and the recogniser."""

SPOKEN: Final[dict[str, str]] = {
    # a shadda before the final ة swallows the syllable (q'i:a:s,i:t, A'a:di:t, j'aum,i:t)
    "قياسية": "قِيَاسِيْيَة", "عادية": "عَادِيْيَة", "يومية": "يَوْمِيْيَة",
    # a shadda inside the word drops the vowel after it (m'uHaRRk,a)
    "محرك": "مُحَرْرِك",
    # a final doubled letter is held (S'a:b:), which a speaker does not do in pause
    "شاب": "شَاب",
    # in a sentence the first vowel of ابدأ is not said; marked, espeak-ng adds a
    # glottal stop (?'ibda?)
    "ابدأ": "ابْدَأ",
    # a homograph: the catalogs write أجل only in «من أجل» (for the sake of, ajl);
    # the command word is the yes, ajal
    "أجل": "أَجْل",
}
"""The voice's own spelling of a word of ``VOCALISED``, each with its reason."""

HEARD: Final[dict[str, str]] = {
    # a homograph: the command «محرك تعرف» is the recognition engine (ta'arruf);
    # the catalogs' تعرف is the verb, you know (ta'rif)
    "تعرف": "تَعَرُّف",
    # the catalogs' forms of these two are the voice's: a sukun-doubled ي for
    # espeak-ng's shadda quirk, and the clover as Standard Arabic says it
    # (barsīm); the recogniser is tuned on the command words' forms with the
    # article (-iyya; the card table's birsīm, as برسيم alone)
    "الإنجليزية": "الإِنْجْلِيزِيَّة", "البرسيم": "البِرْسِيم",
}
"""The recogniser's own spelling of a word of ``VOCALISED``, each with its reason."""


def spoken(word: str) -> str | None:
    """The vocalised form of ``word`` (unvocalised, no tatweel) for the voice: its
    own spelling (``SPOKEN``) or the table's; None for a word said as written
    (``READS_WELL``) or not in the table."""
    if word in READS_WELL:
        return None
    return SPOKEN.get(word) or VOCALISED.get(word)


def heard(word: str) -> str:
    """The vocalised form the recogniser's phones are written from: the word's own,
    else the article «ال» and the rest's. Raises KeyError for a word not in the table."""
    found = HEARD.get(word) or VOCALISED.get(word)
    if found is not None:
        return found
    if word.startswith("ال") and word[2:] in VOCALISED:
        return "ال" + (HEARD.get(word[2:]) or VOCALISED[word[2:]])
    raise KeyError(word)


SPOKEN_VOCALISED: Final[dict[str, str]] = {
    word: form for word in {**SENTENCE_WORDS, **CATALOG_VOCALISED, **SPOKEN}
    if (form := spoken(word)) is not None}
"""What the voice vocalises: the catalogs' words (unvocalised -> the form it is given).
A command word no catalog sentence has (a synonym that help lists) is given as
written, as espeak-ng reads it."""

# A word: Arabic letters with any harakat already on them; tatweel is dropped first.
_WORD = re.compile(r"[\u0621-\u064A\u064B-\u0652\u0670\u0671-\u06D3]+")


def _lookup(word: str) -> str | None:
    found = SPOKEN_VOCALISED.get(word)
    if found is not None:
        return found
    # The conjunction و is written joined to the next word («والورقة»).
    if word.startswith("و") and len(word) > 2:
        rest = SPOKEN_VOCALISED.get(word[1:])
        if rest is not None:
            return "وَ" + rest
    return None


JOINED_ALONE: Final[dict[str, str]] = {"ب": "بِ", "ل": "لِ", "ك": "كَ", "و": "وَ"}
"""A one-letter word written with a tatweel before a word in Latin letters («بـ TP1»,
«لـ Orca»): the joining mark shows it belongs to the next word; for the voice it
gets its vowel (bi, li, ka, wa), else espeak-ng says a bare consonant."""

_JOINED = re.compile("(?<![\u0621-\u064A])([" + "".join(JOINED_ALONE) + "])\u0640+"
                     "(?=\\s*[A-Za-z0-9])")


def vocalise(text: str) -> str:
    """``text`` as the voice gets it: every word of ``SPOKEN_VOCALISED`` replaced by its
    vocalised form, a joined one-letter word (``JOINED_ALONE``) given its vowel. Other
    words, digits, punctuation and Latin text are left as they are.
    """
    text = _JOINED.sub(lambda found: JOINED_ALONE[found.group(1)], text)
    text = text.replace("\u0640", "")  # tatweel only stretches letters on screen
    return _WORD.sub(lambda m: _lookup(m.group(0)) or m.group(0), text)


def unchecked_words(text: str) -> list[str]:
    """The Arabic words of ``text`` that no table vouches for, in order, each once.

    A word is vouched for when the voice vocalises it (also after a joined و)
    or ``READS_WELL`` lists it as read well bare. Tatweel is ignored. An empty
    list means every word is spoken as checked.
    """
    found: list[str] = []
    for word in _WORD.findall(text.replace("\u0640", "")):
        if _lookup(word) is None and word not in READS_WELL and word not in found:
            found.append(word)
    return found
