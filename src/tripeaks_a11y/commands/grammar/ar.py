"""Arabic: every word a player may type or say in Arabic.

Written with hamza and ta marbuta; matching folds their variants and the
diacritics (``commands.normalize``). Nouns come with and without the article
(``_al``); the number words name ranks with it too («السبعة»).
"""

from __future__ import annotations

from typing import Final

from ...cards import Rank, Suit
from .base import BOTTOM_ROW, ENGINE_WORDS, LanguageWords


def _al(*words: str) -> tuple[str, ...]:
    """Arabic nouns with and without the article: ``_al("صف")`` is ("صف", "الصف")."""
    out: list[str] = []
    for word in words:
        bare = word[2:] if word.startswith("ال") else word
        for form in (bare, "ال" + bare):
            if form not in out:
                out.append(form)
    return tuple(out)


WORDS: Final = LanguageWords(
    commands={
        "board": _al("لوحة", "طاولة"),
        "row": _al("صف"),
        "waste": ("رمي", "كومة الرمي", "الرمي"),
        "moves": _al("حركات") + ("الحركات الممكنة",),
        "play": ("العب", "إلعب"),
        "look": ("انظر", "أنظر", "شوف"),
        "draw": ("اسحب", "إسحب", "سحب"),
        "undo": _al("تراجع"),
        "redo": ("إعادة", "أعد الحركة", "إلغاء التراجع"),
        "last": ("آخر الحركات", "الحركات الأخيرة", "السجل", "سجل الحركات", "آخر"),
        "score": _al("نقاط"),
        "new": ("جديدة", "جولة جديدة", "جديد", "لعبة جديدة"),
        "restart": ("أعد", "إعادة البدء", "ابدأ من جديد"),
        "code": _al("رمز") + ("رمز الجولة",),
        "rules": _al("قواعد"),
        "errors": _al("أخطاء") + ("المساعدة في الأخطاء",),
        "lang": _al("لغة"),
        "repeat": ("كرر",),
        "pair": _al("زوج") + ("اجمع", "زاوج"),
        "remove": ("أزل", "إزالة", "شيل"),
        "hint": _al("تلميح") + ("لمح",),
        "solve": ("حل", "هل يمكن الفوز", "قابلة للفوز", "هل هي قابلة للفوز"),
        "chain": _al("سلسلة"),
        "faq": ("أسئلة", "الأسئلة الشائعة", "الأسئلة"),
        "stats": ("إحصاءات", "الإحصاءات", "إحصائيات", "الإحصائيات"),
        "records": ("النتائج", "نتائج", "الأرقام القياسية", "سجل الجولات"),
        "player": _al("لاعب") + ("اسم اللاعب",),
        "game": ("لعبة", "اللعبة", "غير اللعبة"),
        "speech": ("الكلام", "كلام", "النطق"),
        "rate": ("سرعة", "السرعة", "سرعة الكلام"),
        "volume": ("مستوى الصوت", "ارتفاع الصوت"),
        "verbosity": ("التفصيل", "تفصيل"),
        "earcons": ("نغمات", "النغمات", "الأصوات القصيرة"),
        "mode": ("وضع الكلام", "الوضع"),
        "listen": ("الاستماع", "استمع", "استماع", "الميكروفون", "الميكرفون"),
        "voice": ("الأوامر الصوتية", "الإدخال الصوتي", "الأوامر بالصوت"),
        "keys": _al("مفاتيح"),
        "tutorial": _al("درس") + ("الدرس التعليمي", "درس تعليمي"),
        "help": _al("مساعدة"),
        "quit": _al("خروج") + ("اخرج",),
        "yes": ("نعم", "أجل"),
        "no": ("لا",),
        "stop": ("توقف", "اسكت", "قف"),
    },
    mishearings={},
    numbers={
        1: ("واحد", "واحدة"),
        2: ("اثنان", "اثنين", "اثنتان", "اثنتين", "اتنين"),
        3: ("ثلاثة", "ثلاث", "تلاتة", "تلات"),
        4: ("أربعة", "أربع"),
        5: ("خمسة", "خمس"),
        6: ("ستة", "ست"),
        7: ("سبعة", "سبع"),
        8: ("ثمانية", "ثمان", "ثماني", "تمانية"),
        9: ("تسعة", "تسع"),
        10: ("عشرة", "عشر"),
    },
    ordinals={
        1: _al("أول", "أولى"),
        2: _al("ثاني", "ثانية"),
        3: _al("ثالث", "ثالثة"),
        4: _al("رابع", "رابعة"),
        5: _al("خامس", "خامسة"),
        6: _al("سادس", "سادسة"),
        7: _al("سابع", "سابعة"),
        8: _al("ثامن", "ثامنة"),
        9: _al("تاسع", "تاسعة"),
        10: _al("عاشر", "عاشرة"),
    },
    number_mishearings={},
    ranks={
        Rank.ACE: _al("آس", "أس", "اص", "إكة"),
        Rank.JACK: _al("شاب", "ولد", "شب", "جاك"),
        Rank.QUEEN: _al("ملكة", "بنت"),
        Rank.KING: _al("ملك", "شايب", "شيخ", "ختيار"),
    },
    rank_article="ال",
    suits={
        Suit.SPADES: _al("بستوني", "سبيد"),
        Suit.HEARTS: _al("قلوب", "قلب", "كبة"),
        Suit.DIAMONDS: _al("ماس", "ديناري"),
        Suit.CLUBS: _al("برسيم", "سباتي", "سبيتي"),
    },
    pair_glue=("و", "مع"),
    card_glue=("من",),
    row_words=_al("صف"),
    slot_words=_al("ورقة"),
    row_names={"الصف السفلي": BOTTOM_ROW, "السفلي": BOTTOM_ROW, "الصف الأخير": BOTTOM_ROW,
               "رؤوس القمم": 1, "القمم": 1, "الصف العلوي": 1},
    options={
        "rules": {"easy": _al("سهلة", "سهل"), "classic": _al("كلاسيكية", "كلاسيكي")},
        "errors": {"on": ("تشغيل", "شغل", "نعم"), "off": ("إيقاف", "أوقف", "لا")},
        "speech": {
            "auto": ("تلقائي", "تلقائيا"),
            "tts": ("صوت اللعبة", "صوت"),
            "screen-reader": _al("قارئ الشاشة"),
            "none": ("نص", "بلا كلام"),
            "test": ("اختبار", "تجربة"),
        },
        "verbosity": {"brief": ("مختصر", "مختصرة"), "normal": ("عادي",),
                      "full": ("كامل", "مفصل")},
        "mode": {"interrupt": ("مقاطعة", "قطع"), "queue": ("انتظار", "طابور")},
        "game": {"tripeaks": ("تري بيكس", "ترايبيكس", "القمم الثلاث", "ثلاث قمم"),
                 "pyramid": _al("هرم") + ("سوليتير الهرم",)},
        "help": {"all": ("الكل", "كل الأوامر", "كل شيء")},
        "quit": {"tutorial": _al("درس") + ("الدرس التعليمي",)},
        "tutorial": {"quit": ("خروج", "إنهاء", "إيقاف")},
        "listen": {"on": ("تشغيل", "شغل", "نعم"), "off": ("إيقاف", "أوقف", "لا"),
                   "always": ("دائما", "باستمرار"),
                   "key": ("بالمفتاح", "مفتاح", "المفتاح", "بالزر")},
        "voice": {"confirm": _al("تأكيد"),
                  "engine": _al("محرك") + ("محرك التعرف",),
                  "always": ("دائما",),
                  "uncertain": ("عند الشك", "عند عدم التأكد", "الشك"),
                  "never": ("أبدا", "مطلقا"), **ENGINE_WORDS,
                  # «الأوامر الصوتية المقاطعة تشغيل»: the player's speech cuts the game off
                  "interrupt": _al("مقاطعة"),
                  "on": ("تشغيل", "شغل", "نعم"), "off": ("إيقاف", "أوقف", "لا")},
        "lang": {
            "en": _al("إنجليزية", "إنكليزية") + ("إنجليزي", "بالإنجليزية", "بالإنكليزية"),
            "ar": _al("عربية") + ("عربي", "بالعربية", "بالعربي"),
            "hr": _al("كرواتية") + ("كرواتي", "بالكرواتية"),
        },
    },
    # Short codes: rank then suit, no space («٥ب» is 5 من البستوني, «كق» ملك القلوب).
    # The ace is 1 (its value); ج as J (جاك), ك as K (ملك), ة the queen's letter (ملكة).
    # أ and ش are not used: «أس» and «شب» are words for the ace and the jack.
    code_ranks={"1": Rank.ACE, "ج": Rank.JACK, "ة": Rank.QUEEN, "ك": Rank.KING},
    code_suits={"ب": Suit.SPADES, "ق": Suit.HEARTS, "م": Suit.DIAMONDS, "س": Suit.CLUBS},
    # «جولة جديدة يومية», «جديدة جولة اليوم»; «قابلة للفوز» alone stays solve.
    deal_choices={
        "daily": ("يومية", "اليومية", "جولة اليوم", "توزيعة اليوم", "اليوم"),
        "winnable": ("قابلة للفوز", "يمكن الفوز بها", "قابلة للحل"),
    },
    stock_words=("كومة السحب", "السحب", "المخزون"),
    filler=("من", "في", "على", "إلى", "لو سمحت", "من فضلك", "رجاء", "الرجاء", "رقم",
            "جولة", "الجولة", "لعبة", "اللعبة", "ورقة", "الورقة", "أرني", "اعرض", "يا"),
)
"""The Arabic words (``LanguageWords`` for the fields)."""
