### الحفظ والمتابعة، بالعربية (issue 14, points 2 and 6).
### The same message ids exist in en/ and hr/.

## At the start, with an unfinished game saved. $code: its game code; $moves, $score: numbers

saving-offer = جولة غير منتهية: { $code }، الحركات: { $moves }، النقاط: { $score }. هل تكملها؟ قل نعم أو لا.
saving-offer-explicit = جولة غير منتهية بتوزيعة محددة، الحركات: { $moves }، النقاط: { $score }. هل تكملها؟ قل نعم أو لا.
# After yes; the board follows. $code
saving-resumed = تستمر الجولة { $code } من حيث توقفت.
saving-resumed-explicit = تستمر جولة التوزيعة المحددة من حيث توقفت.

## The records file cannot be used. $path: the file; $problem: what is wrong

saving-off = { $problem ->
    [corrupt] ملف النتائج { $path } تالف: لن تحفظ الجولات حتى تشغل اللعبة من جديد.
    [newer] ملف النتائج { $path } من إصدار أحدث من اللعبة: يبقى كما هو ولن تحفظ الجولات؛ حدث اللعبة أو شغلها مع --data-dir لحفظ النتائج في مجلد آخر.
    [locked] ملف النتائج { $path } مستخدم في لعبة أخرى: لن تحفظ الجولات حتى تشغل اللعبة من جديد.
    [read-only] لا يمكن الكتابة في ملف النتائج { $path }: لن تحفظ الجولات حتى تشغل اللعبة من جديد.
    [full] القرص ممتلئ: لن تحفظ الجولات حتى تشغل اللعبة من جديد.
    [foreign] الملف { $path } تابع لبرنامج آخر: يبقى كما هو، ولن تحفظ الجولات حتى تشغل اللعبة بمجلد بيانات آخر (--data-dir).
   *[other] لا يمكن استخدام ملف النتائج { $path }: لن تحفظ الجولات حتى تشغل اللعبة من جديد.
  }
# $path: where the damaged file was moved; a new, empty records file replaces it
saving-kept = كان ملف النتائج تالفًا: حُفظ باسم { $path } وبدأ ملف جديد.
# Another program holds the records file locked: the game's writes wait for it. $path
saving-waiting = برنامج آخر يستخدم ملف النتائج { $path }: جولاتك محفوظة وستُكتب فيه حين يفرغ.
# At the start: the unfinished game is being played in another running game (issue 32)
saving-elsewhere = جولتك غير المنتهية تُلعب في نافذة أخرى من اللعبة، فلا تُعرض هنا؛ وتبقى محفوظة هناك.
