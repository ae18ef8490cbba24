"""Which catalog words need vowels spoken, and which are read well bare: every word has a row.

``CATALOG_VOCALISED`` gives the words of ``locales/ar`` that espeak-ng 1.51
read as bare consonants or as another word (تكون as "takawwana", العب as
"al-" and another word), written with the vowels a native speaker reads in
the game's sentences, in pausal form (no case ending). ``READS_WELL`` lists
the catalog words espeak-ng already reads as words without help. Every word
of every Arabic catalog message is in one of the two tables or in
``vocalised`` (``SENTENCE_WORDS``, ``GRAMMAR_WORDS``, ``SPOKEN``), with which
this table is joined into the one table of the voice and the recogniser:
``tests/test_speech_arabic.py`` checks it (a message with a new word fails
there until the word is added to one of them) and runs espeak-ng on every form.

The spellings follow the quirks described in ``vocalised``: a doubled letter
before a vowel is written out with a sukun («تَوَقْقَفَت», «مَحَلْلَهَا»).
"""

from __future__ import annotations

from typing import Final

from .guides import CURSOR, GOAL, KEYS, SHORT_BOARD, TUTORIAL
from .listening import LISTENING, SPEECH_OUTPUT
from .play import ADVICE, DEALS, FAIR, LOOK, PYRAMID_CODE, SCORING, TYPING, VARIANTS
from .records import RECORDS, SAVING

__all__ = ["CATALOG_VOCALISED", "PRINTED_ONLY", "READS_WELL"]

PRINTED_ONLY: Final = ("doctor-",)
"""Prefixes of the message ids that are printed and never handed to the game's voice
(``tripeaks-a11y doctor``: a bug report's lines, read by a screen reader if at all),
so their words need no row here."""

CATALOG_VOCALISED: Final[dict[str, str]] = {
    **VARIANTS,
    **SHORT_BOARD,
    **LISTENING,
    **SAVING,
    **LOOK,
    **ADVICE,
    **TYPING,
    **DEALS,
    **RECORDS,
    **KEYS,
    **PYRAMID_CODE,
    **CURSOR,
    **TUTORIAL,
    **GOAL,
    **SCORING,
    **FAIR,
    **SPEECH_OUTPUT,
}
"""Unvocalised catalog word -> the vocalised form spoken by espeak-ng: every row of the
topic tables (``play``, ``listening``, ``records``, ``guides``), in the catalogs' order."""

_READS_WELL_WORDS = """
    آخر آخره آخرها آس أخرى أدنى أطول أعرف أعلى أفضل أفهم أقل أكبر أكثر أما أمر أمرًا أو
    أول أولًا أي أيضًا أين إذا إذن إزالة إعادة إعداد إعدادًا إعلان إفراغ إلا إلى إن
    إنشاء إنهاء إيقاف اختبار اختيار ارتفاع استخدام استخدامها اسم الآس الآن الأخير الأسفل
    الأعلى الأمر الإذن الإعداد الإعلان الإلغاء الافتراضية الباقية البحث البدء البداية
    البستوني التأكيد التالية التراجع التلميح التوزيع التي الجديد الجهاز الجولة الحالة
    الحالية الحرف الحركة الخروج الذي الرابط الرفض الرمي الزوج السابق السابقة السبب السحب
    السطر السفلي السلامة السلسلة الشاشة الصف الصفوف الصوت الظاهرة العربية الفوز القديم
    القرص الكل الكلام اللعب اللعبة اللغة اللوحة الماس المتاح المجموع المساعدة الملك النص
    النطق النظام النقلة الهرم الوقت اليسار اليمين انتظار انتهاء ب باسم بالأوراق بالخيار
    بالرفض بالعربية بالفعل بالكتابة بالموافقة بالنسبة بدء بعد بلا بلغة بيكس بين تراجع
    ترتيب تري تساوي تشاركها تشغيل تغيير تكراره تلقائي تلميح تم تنفيذ توقف تُعدّ ثم جارية
    جارٍ جديد جمع جهاز جولة حال حتى حرف حركة حسب حفظ حل خاصة خروج خطأ دائمًا ذلك رابط
    رغم رفض رقم رمز رمزي رمي زائد زال زوج زوجًا سؤال ساريًا سبق سحب سلسلة سوليتير شاشة
    شيء صف صوت صوتٌ عادي عاديًا عدد على عن عند عنه عينة غير فراغ فقط فورًا في فيه فيها
    قارئ قانونية قبل قراءة قمة كامل كاملًا كان كتابة كرر كشف كل كلاسيكية كلمة
    كما كومة كيف كيلوبايت لا لاختيار لدى لعب لعبة لعبها لغة لم لما لماذا لها لوحة ليس ما
    ماذا مباشرة متوقف متى مثل مثلًا مجموع مجموعة مختصر مرة مرفوض مساحة مساعدة مستوى مع
    مقاطعة مكانها ملك ملكًا ممتلئ ممكنًا من منذ منك منه موجود نسخة نص نصًا نطق نظام نعم
    نفاد نقطة نقلة هذا هذه هرم هل هنا هناك هو هي و واحد واسم والآس والزوج والصف وجهة
    وجود وضع وفق وهل ويُزال يكون يُزال يُعثَر يُقال
"""

READS_WELL: Final[frozenset[str]] = frozenset(_READS_WELL_WORDS.split())
"""Catalog words espeak-ng reads as words without added vowels (tests check each)."""
