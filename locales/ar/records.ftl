### النتائج والإحصاءات، بالعربية (issue 14, points 3 and 4).
### The same message ids exist in en/ and hr/; a test checks it.

help-stats = قل إحصاءات لسماع إحصاءاتك وإحصاءات الجميع في هذه اللعبة بهذه القواعد: الجولات الملعوبة والفائزة، ونسبة الفوز، وسلاسل الفوز، وأفضل النقاط، وأقل عدد من الحركات ومتوسط وقت الفوز.
help-records = قل النتائج لسماع آخر 5 جولات لك والأرقام القياسية لهذه التوزيعة.
help-player = قل لاعب واسمًا، مثل لاعب سامي، لتلعب باسم هذا اللاعب: تُحفظ النتائج والإحصاءات لكل لاعب.

## After a game: one sentence (seed 003). $number: the deal number; $result: records-won or records-left

records-first-win = أنت أول من يفوز بالتوزيعة رقم { $number }!
records-record = رقم قياسي جديد للتوزيعة رقم { $number }: { $result }!
records-personal-best = أفضل نتيجة لك حتى الآن في التوزيعة رقم { $number }: { $result }.
# $score: higher than any earlier game's with the same scoring
records-best-score = رقم قياسي جديد في النقاط: { $score }!

## Results. $moves: the moves of a win; $count: the cards left

records-won = فوز في { $moves ->
    [one] حركة واحدة
    [two] حركتين
    [few] { $moves } حركات
   *[other] { $moves } حركة
  }
records-left = بقيت { cards-count }
records-abandoned = تركتها وبقيت { cards-count }

## stats. $title: records-title; $played, $won, $percent, $streak, $best: numbers

records-title = { $game ->
    [pyramid] الهرم
   *[tripeaks] TriPeaks
  }
records-title-rules = { records-title }، { rules-phrase }
records-stats-you = جولاتك في { $title }: الملعوبة: { $played }، الفائزة: { $won }، نسبة الفوز: { $percent } بالمئة؛ سلسلة الفوز الحالية: { $streak }، أطول سلسلة: { $best }.
records-stats-none = لا جولات مسجلة لك بعد في { $title }.
records-stats-all = جولات الجميع: الملعوبة: { $played }، الفائزة: { $won }، نسبة الفوز: { $percent } بالمئة؛ أطول سلسلة فوز: { $best }.
# $score: the best score; $moves: the fewest moves of a win; $time: records-time…
records-stats-bests = أفضل النقاط: { $score }؛ أقل عدد من الحركات للفوز: { $moves }؛ متوسط وقت الفوز: { $time }.
records-stats-no-win = أفضل النقاط: { $score }؛ لا فوز بعد.

## Time. $minutes, $seconds: numbers for the plural; $min, $sec: the same as said

records-time-seconds = { $seconds ->
    [one] ثانية واحدة
    [two] ثانيتان
    [few] { $sec } ثوان
   *[other] { $sec } ثانية
  }
records-time-minutes = { $minutes ->
    [one] دقيقة واحدة
    [two] دقيقتان
    [few] { $min } دقائق
   *[other] { $min } دقيقة
  }
records-time = { records-time-minutes } و{ records-time-seconds }

## records: the last games and the records of this deal; $count: the plural, $n: it as said

records-recent = { $count ->
    [one] آخر جولة لك:
    [two] آخر جولتين لك، الأحدث أولًا:
    [few] آخر { $n } جولات لك، الأحدث أولًا:
   *[other] آخر { $n } جولة لك، الأحدث أولًا:
  }
records-recent-none = لا جولات مسجلة لك بعد.
# one game: $title, $number, $result, $score
records-game = { $title }، التوزيعة رقم { $number }: { $result }، النقاط { $score }.
records-game-dealt = { $title }، توزيعة محددة: { $result }، النقاط { $score }.
# $player: the record holder
records-deal = الرقم القياسي للتوزيعة رقم { $number }: { $result }، النقاط { $score }، باسم { $player }.
records-deal-yours = الرقم القياسي للتوزيعة رقم { $number } باسمك: { $result }، النقاط { $score }.
records-deal-own = أفضل نتيجة لك في التوزيعة رقم { $number }: { $result }، النقاط { $score }.
records-deal-none = لا نتائج بعد للتوزيعة رقم { $number }.
records-deal-unnumbered = هذه التوزيعة بلا رقم، فلا تُحفظ لها أرقام قياسية.

## The same for the deal of the day (its records are kept apart)

records-first-win-daily = أنت أول من يفوز بتوزيعة اليوم!
records-record-daily = رقم قياسي جديد لتوزيعة اليوم: { $result }!
records-personal-best-daily = أفضل نتيجة لك حتى الآن في توزيعة اليوم: { $result }.
records-deal-daily = الرقم القياسي لتوزيعة اليوم: { $result }، النقاط { $score }، باسم { $player }.
records-deal-yours-daily = الرقم القياسي لتوزيعة اليوم باسمك: { $result }، النقاط { $score }.
records-deal-own-daily = أفضل نتيجة لك في توزيعة اليوم: { $result }، النقاط { $score }.
records-deal-none-daily = لا نتائج بعد لتوزيعة اليوم.
records-game-daily = { $title }، توزيعة اليوم، التوزيعة رقم { $number }: { $result }، النقاط { $score }.

## player: $player, the name

player-now = اللاعب الآن { $player }: تُحفظ النتائج والإحصاءات من الآن باسم { $player }.
player-is = اللاعب الحالي { $player }. قل لاعب واسمًا لتغييره.
player-bad = اسم اللاعب من حرف واحد إلى 40 حرفًا أو رقمًا أو مسافة.

## Records off: $reason
records-off = النتائج غير محفوظة، فلا شيء يُقال: { $reason ->
    [script] وضع البرامج النصية لا يحفظ النتائج بدون --data-dir
    [corrupt] ملف النتائج تالف
    [newer] ملف النتائج من إصدار أحدث من اللعبة
    [locked] لعبة أخرى تستخدم ملف النتائج الآن
    [read-only] لا يمكن الكتابة في ملف النتائج
    [full] القرص ممتلئ
    [foreign] ملف النتائج تابع لبرنامج آخر
   *[other] تعذّر فتح ملف النتائج
  }.

## tripeaks-a11y records --csv FILE; $path, $count (the plural; $n: it as said), $problem

records-csv-written = { $count ->
    [one] كُتبت جولة واحدة في { $path }.
    [two] كُتبت جولتان في { $path }.
    [few] كُتبت { $n } جولات في { $path }.
   *[other] كُتبت { $n } جولة في { $path }.
  }
records-csv-exists = { $path } موجود، فتُرك كما هو. أضف --force لاستبداله.
records-csv-folder = { $path } مجلد؛ اكتب اسم ملف.
records-csv-failed = تعذّرت كتابة { $path }: { $problem }.
records-csv-no-store = لا نتائج في { $path } بعد: لا شيء للتصدير.
records-csv-store = تعذّرت قراءة ملف النتائج { $path }: { $problem }.
