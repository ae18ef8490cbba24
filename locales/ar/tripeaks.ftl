### سوليتير TriPeaks: ما يسمعه اللاعب، بالعربية.
###
### Every message is heard alone by a screen reader: whole words, no suit
### symbols, no layout. Labels, card names and separators follow seed 000
### (Arabic comma "، ", semicolon "؛ "); digits are written as digits.
### Counts agree with ورقة by the CLDR plural rules (zero/one/two/few/many/other).

## Words and lists

# $rank: ace, 2 … 10, jack, queen, king
rank-name = { $rank ->
    [ace] آس
    [jack] شاب
    [queen] ملكة
    [king] ملك
   *[other] { $rank }
  }

# $suit: clubs, diamonds, hearts, spades
card-suit = { $suit ->
    [clubs] البرسيم
    [diamonds] الماس
    [hearts] القلوب
    [spades] البستوني
   *[other] { $suit }
  }

# Seed pattern: number cards «7 من البستوني», ace and faces as a construct «آس البرسيم».
card = { $rank ->
    [ace] { rank-name } { card-suit }
    [jack] { rank-name } { card-suit }
    [queen] { rank-name } { card-suit }
    [king] { rank-name } { card-suit }
   *[other] { $rank } من { card-suit }
  }

card-hidden = ورقة مخفية

# $count
cards-count = { $count ->
    [zero] لا أوراق
    [one] ورقة واحدة
    [two] ورقتان
    [few] { $count } أوراق
    [many] { $count } ورقة
   *[other] { $count } ورقة
  }

list-separator = {"، "}
group-separator = {"؛ "}
# The conjunction و is written joined to the next word. list-or joins the
# alternatives of a question («أي ورقة: … أم …؟»), so its "or" is أم.
list-or = { $items } أم { $last }
list-and = { $items } و{ $last }

## Board read-out (seed 000)

# $row: 1 to 4
row-label = { $row ->
    [1] رؤوس القمم
    [4] الصف السفلي
   *[other] الصف { $row }
  }
row-label-in = { $row ->
    [1] في رؤوس القمم
    [4] في الصف السفلي
   *[other] في الصف { $row }
  }
# A row whose cards have all been played (agrees with الصف).
row-empty = لا أوراق
# $count; «فارغة» agrees with كومة.
board-stock = كومة السحب: { $count ->
    [0] فارغة
   *[other] { cards-count }
  }
board-row = { row-label }: { $cards }
board = { board-stock }؛ كومة الرمي: { $waste }. { $rows }.
row = { row-label }: { $cards }.
waste = كومة الرمي: { $waste }. { board-stock }.

## What can be done now

moves-play = يمكنك لعب: { $cards }.
moves-play-or-draw = يمكنك لعب: { $cards }؛ أو السحب.
moves-draw = لا يمكن لعب أي ورقة؛ اسحب.
moves-none = لا توجد حركات.
hint = التلميح: { $kind ->
    [play] العب { $card }.
   *[draw] اسحب ورقة.
  }

## After a move

removed = تم لعب { $card }.
revealed = ورقة مكشوفة جديدة: { $card }، { place }.
# $peak: left, middle, right; $bonus; $score
peak-cleared = أُفرغت { $peak ->
    [left] القمة اليسرى
    [middle] القمة الوسطى
    [right] القمة اليمنى
   *[other] { $peak }
  }: زائد { $bonus ->
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $bonus } نقاط
    [many] { $bonus } نقطة
   *[other] { $bonus } نقطة
  }. النقاط: { $score }.
# A layout whose peaks have no names (not two or three): $number counts from the left,
# $count is how many peaks the layout has; $bonus; $score
peak-cleared-nth = أُفرغت القمة رقم { $number } من { $count }: زائد { $bonus ->
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $bonus } نقاط
    [many] { $bonus } نقطة
   *[other] { $bonus } نقطة
  }. النقاط: { $score }.
stock-left = { $count ->
    [0] كومة السحب فارغة الآن.
   *[other] المتبقي في كومة السحب: { cards-count }.
  }
drawn = تم سحب { $card }. { stock-left }
won = فزت! النقاط: { $score }. { $count ->
    [0] استُخدمت كومة السحب كلها.
   *[other] بقي في كومة السحب: { cards-count }.
  }
# Seed phrase «لم تعد هناك أي حركة ممكنة».
blocked = لم تعد هناك أي حركة ممكنة. النقاط: { $score }. قل تراجع أو جديدة.
undone-removed = تم التراجع: { $card }. عادت الورقة إلى { row-label }. النقاط: { $score }.
undone-drawn = تم التراجع: { $card }. عادت الورقة إلى كومة السحب. النقاط: { $score }.
# After an undone removal: the cards it had revealed, face down again, by place only.
# $places: place items joined with list-and; $count: how many
undone-face-down = { $count ->
    [one] ورقة مخفية من جديد: { $places }.
    [two] ورقتان مخفيتان من جديد: { $places }.
   *[other] أوراق مخفية من جديد: { $places }.
  }

## Refused moves (seed phrases)

refused-wrong-rank = يجب أن تكون أعلى أو أدنى برتبة واحدة.
refused-blocked = هذه الورقة محجوبة.
refused-short = لا.
refused-stock-empty = كومة السحب فارغة.
refused-nothing-to-undo = لا يوجد ما يمكن التراجع عنه.
game-over = انتهت الجولة. قل جديدة لتوزيع أوراق جديدة.

## Look at one place

place = { row-label }، الورقة { $slot }
# $card-gender: آس وشاب وملك والجوكر مذكرة (languages/ar: GENDERS)
look-free = { $card }، { place }: { $card-gender ->
    [masculine] متاح
   *[other] متاحة
  } للعب.
# $card: the card looked at (لعبه، لعبها); $cards: what playing it frees
look-frees = { $card-gender ->
    [masculine] لعبه
   *[other] لعبها
  } يحرر: { $cards }.
freed-hidden = ورقة مخفية { row-label-in }
freed-card = { $card } { row-label-in }
# The verb agrees with the first of $cards ($gender: ورقة مخفية feminine), its
# pronoun with the card covered ($card-gender): «يغطيه شاب البستوني».
look-covered-count = ورقة مخفية، { place }: { $gender ->
    [masculine] يغطيها
   *[other] تغطيها
  } { $cards }.
look-covered-cards = { $card }، { place }: { $gender ->
    [masculine] { $card-gender ->
        [masculine] يغطيه
       *[other] يغطيها
      }
   *[other] { $card-gender ->
        [masculine] تغطيه
       *[other] تغطيها
      }
  } { $cards }.
look-hidden = ورقة مخفية، { place }: وجهها إلى الأسفل.
look-played = { place }: لُعبت من قبل.
look-waste-top = الورقة العليا في كومة الرمي: { $card }.
look-played-card = سبق لعب { $card }.

## Score, code, settings

score = النقاط: { $score }. الحركات: { $moves }. المتبقي على القمم: { cards-count }.
rules-phrase = { $rules ->
    [easy] القواعد السهلة
    [classic] القواعد الكلاسيكية
   *[other] { $rules }
  }{ $variants ->
    [none] {""}
   *[other] {" "}مع { $variants }
  }
code = رمز الجولة { $code }: { rules-phrase }، التوزيعة رقم { $number }.
code-explicit = هذه توزيعة محددة ورقةً ورقة؛ ليس لها رمز جولة. { rules-phrase }.
rules-next = { rules-phrase } ابتداءً من التوزيعة التالية.
rules-same = اللعب جارٍ بالفعل وفق { rules-phrase }.
errors-on = المساعدة في الأخطاء مفعّلة.
errors-off = المساعدة في الأخطاء معطّلة.
lang-set = اللغة: العربية.

## Starting, confirming, leaving

new-game = جولة جديدة: { $code }، { rules-phrase }.
new-game-explicit = جولة جديدة من توزيعة محددة، { rules-phrase }.
restart = التوزيعة نفسها من جديد: { $code }.
restart-explicit = التوزيعة نفسها من جديد.
welcome = سوليتير TriPeaks. رمز الجولة { $code }، { rules-phrase }. قل مساعدة لسماع الأوامر.
welcome-explicit = سوليتير TriPeaks، توزيعة محددة، { rules-phrase }. قل مساعدة لسماع الأوامر.
confirm-new = هناك جولة جارية. هل تبدأ جولة جديدة؟ قل نعم أو لا.
confirm-quit = هناك جولة جارية. هل تخرج على أي حال؟ قل نعم أو لا.
cancelled = تم الإلغاء. الجولة مستمرة.
goodbye = مع السلامة.
nothing-to-repeat = لا يوجد ما يمكن تكراره بعد.

## Input that cannot be used

parse-nearest = لم أفهم: { $text }. هل تقصد { $command }؟
parse-unknown = لم أفهم: { $text }. قل مساعدة لسماع الأوامر.
unknown-card = لا أعرف هذه الورقة: { $text }.
row-out-of-range = لا يوجد صف { $row }. الصفوف من 1 إلى { $rows }.
slot-out-of-range = الصف { $row } يضم { cards-count }.
# $cards: the candidates joined with list-or (أم: the "or" of a question)
which-one = أي ورقة: { $cards }؟
rank-none-playable = لا توجد ورقة { rank-name } يمكن لعبها الآن.
rank-none-available = لا توجد ورقة { rank-name } متاحة الآن.
slot-empty = { place }: لُعبت من قبل.
nothing-to-confirm = لا يوجد سؤال للإجابة عنه بنعم أو لا.
confirm-restart = هناك جولة جارية. هل تعيد التوزيعة نفسها من البداية؟ قل نعم أو لا.
rules-now = اللعب وفق { rules-phrase }. قل قواعد سهلة أو قواعد كلاسيكية أو قواعد واسم نسخة لتغييرها ابتداءً من التوزيعة التالية؛ ومساعدة قواعد تذكر النسخ.
# How a game is won and lost (docs/rules.md "End of the game"): said by rules and the faq;
# $cards: how many cards the peaks hold, from the layout (28)
goal = تفوز عندما تزيل جميع أوراق القمم، وعددها { $cards }، ولو بقيت أوراق في كومة السحب. وتخسر عندما تفرغ كومة السحب ولا تبقى ورقة يمكن لعبها على كومة الرمي.
deal-unknown = هذه ليست رموز أوراق: { $codes }.
deal-duplicates = مذكورة أكثر من مرة: { $codes }.
deal-missing = ناقصة من التوزيعة: { $codes }.
deal-count = تحتاج التوزيعة إلى 52 رمز ورقة؛ عدد الرموز المعطاة: { $count }.

## Game codes that cannot be read ($detail: the part as typed)

code-empty = قل رمز جولة، مثل TP1-E-AAAAAAB.
code-unknown-prefix = يجب أن يبدأ رمز الجولة بـ TP1 أو PY1، لا بـ { $detail }.
code-rules-letter = بعد TP1 يأتي حرف القواعد E أو C، لا { $detail }.
code-rules-letter-missing = بعد TP1 يأتي حرف القواعد E أو C.
code-letter-count = يحتاج رمز الجولة إلى 7 أحرف للتوزيعة، لا { $detail }.
code-not-a-letter = لا تتكون التوزيعة إلا من الأحرف من A إلى Z، لا { $detail }.
code-unknown-variant = لا توجد نسخة بهذا الحرف: { $detail }. والنسخ الموجودة: { $letters }.
# --variant standard given with a variant on the command line
variants-standard-alone = --variant standard تعني بلا نسخ: اذكرها وحدها، أو اذكر النسخ.
code-variants-not-for-game = { $game ->
    [pyramid] ليس للهرم نسخ: { $detail }.
   *[other] ليس لهذه اللعبة نسخ: { $detail }.
  }
code-number-range = أرقام التوزيعات من 0 إلى { $max }، لا { $detail }.

## Help (command words: لوحة، صف، رمي، حركات، العب، انظر، اسحب، تراجع، نقاط، جديدة، أعد، رمز، قواعد، أخطاء، لغة، كرر، مساعدة، خروج، توقف)

help-board = قل لوحة لسماع كومة السحب وكومة الرمي وكل الصفوف. قل لوحة مختصرة للوحة المختصرة التي يطبعها التفصيل مختصر: تُسمّى الأوراق القابلة للعب فقط، وتُعدّ الأوراق المخفية والمغطاة المتجاورة عدًّا، وتُترك الصفوف الفارغة؛ وقل لوحة كاملة لسماع كل الأوراق أيًّا كان التفصيل.
help-row = قل صف ورقمًا لسماع صف واحد ومكان كل ورقة فيه، مثل صف 3: الصفوف من 1 إلى 4 في TriPeaks ومن 1 إلى 7 في الهرم؛ والصف السفلي هو الأخير.
help-waste = قل رمي لسماع الورقة العليا في كومة الرمي وعدد الأوراق الباقية للسحب.
help-moves = قل حركات لسماع الأوراق التي يمكنك لعبها الآن، وهل يمكنك السحب.
help-play = قل العب واسم ورقة، أو اسم الورقة وحده، أو مكانها، مثل العب 7 من البستوني، أو صف 4 ورقة 3؛ تُعدّ الأماكن من اليسار، ومنها الأماكن التي لُعبت أوراقها.
help-look = قل انظر واسم ورقة أو مكانها لتعرف أين هي وما الذي يغطيها، مثل انظر صف 2 ورقة 1؛ وقل انظر السحب أو انظر الرمي لسماع كومة السحب أو كومة الرمي.
help-draw = قل اسحب لقلب الورقة العليا من كومة السحب على كومة الرمي.
help-undo = قل تراجع لإلغاء الحركة الأخيرة واسترداد نقاطها، أو تراجع ورقمًا، مثل تراجع 3، لإلغاء هذا العدد من الحركات؛ يمكن التراجع عن آخر 100 حركة.
help-score = قل نقاط لسماع النقاط وعدد الحركات والأوراق الباقية على القمم.
help-new = قل جديدة لتوزيعة أخرى، أو جديدة ورمز جولة أو رقم توزيعة للعب تلك التوزيعة، مثل جديدة TP1-E-AAAAAAB أو جديدة 1234. قل جديدة يومية لتوزيعة اليوم، وهي نفسها لكل اللاعبين طوال اليوم (UTC)، أو جديدة قابلة للفوز لتوزيعة وجدت طريقًا إلى الفوز بها.
help-restart = قل أعد للعب التوزيعة نفسها من البداية.
help-code = قل رمز لسماع رمز جولة هذه التوزيعة، لتلعبها مرة أخرى أو تشاركها.
help-rules = قل قواعد سهلة أو قواعد كلاسيكية لتختار هل يتجاور الملك والآس، أو قواعد واسم نسخة لتلعبها، مثل قواعد كومة رمي فارغة، أو قواعد قياسية للعب بلا نسخ؛ وكل ذلك ابتداءً من التوزيعة التالية، أو الآن مع جديدة، مثل جديدة قمم مكشوفة.
help-errors = قل أخطاء إيقاف لتسمع كلمة لا وحدها عند رفض ورقة، وأخطاء تشغيل لتسمع السبب من جديد.
help-lang = قل لغة ثم ar أو hr أو en لتغيير اللغة، مثل لغة hr.
help-repeat = قل كرر لسماع آخر إعلان مرة أخرى.
help-help = قل مساعدة لقائمة الأوامر، أو مساعدة الكل لسماع كل أمر، أو مساعدة واسم أمر، مثل مساعدة العب.
help-quit = قل خروج لمغادرة اللعبة؛ وإن كانت هناك جولة جارية فسيُطلب منك التأكيد أولًا.
help-stop = قل توقف لإسكات الكلام فورًا.
help-yes = قل نعم للإجابة بالموافقة على سؤال، مثلًا بعد جديدة أو خروج.
help-no = قل لا للإجابة بالرفض على سؤال؛ وتستمر الجولة كما كانت.
# $words: the other words the parser takes for a command, joined
help-also = ويمكن أيضًا: { $words }.
help-unknown = لا توجد مساعدة عن { $topic }.

## Speech

# $output: tts, screen-reader, none
speech-output-name = { $output ->
    [tts] صوت اللعبة
    [screen-reader] قارئ الشاشة
   *[none] النص فقط
  }
# $reader: NVDA, JAWS, VoiceOver, Orca, Narrator
speech-chose-screen-reader = الكلام: النص فقط، لأن { $reader } يعمل ويقرأ هذه الأسطر. إن أوقفت قراءته للطرفية، فابدأ اللعبة بالخيار --speech screen-reader ليصل الكلام إلى { $reader } مباشرة.
speech-chose-narrator = الكلام: النص فقط، لأن { $reader } يعمل ويقرأ هذه الأسطر.
# Linux: --speech screen-reader goes to speech-dispatcher
speech-chose-screen-reader-linux = الكلام: النص فقط، لأن { $reader } يعمل ويقرأ هذه الأسطر. إن أوقفت قراءته للطرفية، فابدأ اللعبة بالخيار --speech screen-reader ليصل الكلام إلى speech-dispatcher، خدمة الكلام التي يستخدمها { $reader }: كلام فقط، بلا برايل.
speech-chose-speech-dispatcher = الكلام: إلى speech-dispatcher، خدمة الكلام التي يستخدمها Orca. لا ترسل اللعبة شيئًا إلى برايل: لبرايل، دع قارئ الشاشة يقرأ هذه الأسطر بالخيار --speech auto.
speech-chose-tts = الكلام: صوت اللعبة، لأنه لا يعمل أي قارئ شاشة. للنص فقط، ابدأ اللعبة بالخيار --speech none.
speech-chose-none = الكلام: النص فقط، لأنه لا يعمل أي قارئ شاشة ولا يعمل أي صوت هنا. لتجربة صوت اللعبة، ابدأ اللعبة بالخيار --speech tts.
# $failed and $now: speech-output-name values
speech-fallback = الكلام: { $failed } لا يعمل؛ الآن { $now }.
speech-set = الكلام: { speech-output-name }.
speech-rate = سرعة الكلام: { $rate } بالمئة.
speech-rate-range = سرعة الكلام من { $low } إلى { $high } بالمئة.
speech-volume = مستوى الصوت: { $volume } بالمئة.
speech-volume-range = مستوى الصوت من { $low } إلى { $high } بالمئة.
# $level: brief, normal, full
speech-verbosity = التفصيل: { $level ->
    [brief] مختصر، الجديد فقط
    [full] كامل، مع النقاط بعد كل حركة
   *[normal] عادي
  }.
# $mode: interrupt, queue
speech-mode = { $mode ->
    [queue] يُقال كل إعلان إلى آخره.
   *[interrupt] يقطع الإعلان الجديد الإعلان السابق؛ أما أسباب الرفض فتُقال دائمًا إلى آخرها.
  }
speech-earcons-on = الأصوات القصيرة مفعّلة.
speech-earcons-off = الأصوات القصيرة معطّلة.
speech-test = هذا صوت اللعبة بالعربية. الصف 3: ورقة مخفية، 7 من البستوني.
speech-test-none = الكلام متوقف: النص فقط.
# $count: 2 or more; agrees with ورقة مخفية
speech-hidden-cards = { $count ->
    [one] ورقة مخفية
    [two] ورقتان مخفيتان
    [few] { $count } أوراق مخفية
   *[other] { $count } ورقة مخفية
  }
speech-score = النقاط: { $score }.
# $path, $problem
settings-broken = تعذّرت قراءة ملف الإعدادات { $path } كاملًا ({ $problem })؛ تُستخدم القيم الافتراضية لما تعذّرت قراءته. يبقى الملف كما هو حتى تغيّر إعدادًا؛ عندها يُحفظ بجانب الملف الجديد باسم settings.toml.broken.
settings-not-saved = تعذّر حفظ الإعداد في { $path }: { $problem }. يبقى ساريًا حتى الخروج.
help-speech = قل الكلام وتلقائي أو صوت اللعبة أو قارئ الشاشة أو نص لاختيار وجهة الكلام، أو الكلام اختبار لسماع عينة، مثل الكلام صوت اللعبة.
help-rate = قل سرعة ورقمًا من 50 إلى 400 لضبط سرعة صوت اللعبة بالنسبة المئوية، مثل سرعة 150.
help-volume = قل مستوى الصوت ورقمًا من 0 إلى 100 لضبط ارتفاع صوت اللعبة، مثل مستوى الصوت 80.
help-verbosity = قل التفصيل ومختصر أو عادي أو كامل لسماع أو قراءة أقل أو أكثر بعد كل حركة، مثل التفصيل مختصر؛ وفي المختصر تكون اللوحة هي المختصرة، كما تقولها لوحة مختصرة.
help-earcons = قل نغمات تشغيل أو إيقاف لأصوات قصيرة عند رفض حركة أو كشف ورقة أو إفراغ قمة أو انتهاء الجولة.
help-mode = قل وضع الكلام مقاطعة ليقطع الإعلان الجديد القديم، أو وضع الكلام انتظار لسماع كل إعلان حتى نهايته.

## الحل

solve-winnable = بالنظر إلى الأوراق المخفية، ما زال الفوز بهذه الجولة ممكنًا في { $count ->
    [one] حركة واحدة
    [two] حركتين
    [few] { $count } حركات
   *[other] { $count } حركة
  }.
solve-not-winnable = بالنظر إلى الأوراق المخفية، لا يمكن الفوز بهذه الجولة من هنا.
help-solve = قل حل لتعرف هل ما زال الفوز ممكنًا من هنا، وفي كم حركة: ينظر الحل إلى الأوراق المخفية، الأوراق المقلوبة وترتيب كومة السحب.

## --log FILE: $path: the file; $problem: a settings-reason-* phrase
log-not-file = لا يُسجَّل شيء: { $path } ليس ملفًا عاديًا (رابط أو أنبوب أو جهاز أو مجلد). الجولة مستمرة.
log-not-opened = لا يُسجَّل شيء: تعذّر فتح { $path } ({ $problem }). الجولة مستمرة.
log-stopped = توقّف التسجيل: تعذّرت الكتابة في { $path } ({ $problem }). الجولة مستمرة.
