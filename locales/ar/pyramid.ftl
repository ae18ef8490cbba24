### سوليتير الهرم (البذرة 002): ما يسمعه اللاعب بالعربية.
### الكلمات المشتركة (ورقة، كومة السحب، كومة الرمي) من كتالوج TriPeaks؛
### وعبارات الهرم وحدها من البذرة 002 (زوج، التلميح، إعادة البدء).

## اللوحة

pyramid-row-label = الصف { $row }
pyramid-row-label-in = في الصف { $row }
pyramid-board-row = { pyramid-row-label }: { $cards }
pyramid-board = { board-stock }؛ كومة الرمي: { $waste }. { $rows }. المتاحة: { $free }.
pyramid-waste-empty = فارغة
pyramid-row = { pyramid-row-label }: { $cards }.
pyramid-waste = كومة الرمي: { $waste }. { board-stock }.

## ما يمكن فعله

pyramid-pair-item = { $first } مع { $second }
pyramid-moves-remove = يمكنك إزالة: { $moves }.
pyramid-moves-remove-or-draw = يمكنك إزالة: { $moves }؛ أو السحب.
pyramid-moves-draw = لا زوج ولا ملك؛ اسحب ورقة.

## بعد الحركة

pyramid-points = { $points ->
    [0] بلا نقاط
    [one] نقطة واحدة
    [two] نقطتان
   *[other] { $points } نقاط
  }
pyramid-paired = أُزيل الزوج { $first } و{ $second }: { pyramid-points }. النقاط: { $score }.
pyramid-king-removed = أُزيل { $card }: { pyramid-points }. النقاط: { $score }.
pyramid-waste-king-removed = أُزيل { $card } من كومة الرمي: { pyramid-points }. النقاط: { $score }.
# $gender: of the first of $cards, with which the verb agrees
pyramid-freed = { $gender ->
    [masculine] أصبح متاحًا
   *[other] أصبحت متاحة
  } الآن: { $cards }.
pyramid-waste-now = كومة الرمي الآن: { $card }.
pyramid-waste-now-empty = أصبحت كومة الرمي فارغة.
pyramid-won = أزلت الهرم كله! النقاط: { $score }. { $count ->
    [0] استُخدمت كومة السحب كلها.
    [one] بقيت ورقة واحدة في كومة السحب.
    [two] بقيت ورقتان في كومة السحب.
    [few] بقيت { $count } أوراق في كومة السحب.
   *[other] بقيت { $count } ورقة في كومة السحب.
  }
pyramid-blocked = { pyramid-lost }
pyramid-lost = لا توجد نقلة قانونية وكومة السحب فارغة: خسرت الجولة. النقاط: { $score }. قل تراجع أو أعد أو جديدة.
pyramid-undone-paired = تم التراجع: عادت الورقتان { $first } و{ $second }. النقاط: { $score }.
pyramid-undone-king = تم التراجع: عاد { $card }. النقاط: { $score }.

## الحركات المرفوضة

refused-covered = ما زالت ورقة أخرى تغطي { $card }.
refused-bad-sum = مجموع { $first } و{ $second } هو { $total }، لا 13.
refused-not-a-king = لا يُزال وحده إلا الملك؛ لإزالة { $card } تلزم ورقة تُكمل المجموع إلى 13.
refused-waste-empty = كومة الرمي فارغة.
refused-same-card = لا يمكن أن تكون الورقة زوجًا لنفسها.
pyramid-only = هذه حركة في سوليتير الهرم. قل لعبة الهرم للعب الهرم.
tripeaks-only = في الهرم، كوّن زوجًا من ورقتين مجموعهما 13، أو أزل ملكًا.
chain-pyramid-only = تُحسب السلسلة في الهرم ومع الحساب التقليدي فقط. قل لعبة الهرم أو جديدة حساب تقليدي للعبهما.

## الاستعلامات

pyramid-hint = التلميح: { $kind ->
    [king] أزل { $first }.
    [pair] اجمع { $first } مع { $second }.
   *[draw] اسحب ورقة.
  }
# hint peek in Pyramid: the next move of the solver's winning line.
pyramid-peek-hint = بالنظر إلى الأوراق المخفية: { $kind ->
    [king] أزل { $first }.
    [pair] اجمع { $first } مع { $second }.
   *[draw] اسحب ورقة.
  }
# hint peek on a game the solver proved lost: the move toward the fewest pyramid cards left.
# $kind: king, pair or draw; $first, $second: the cards; $count: the fewest cards left (proven)
pyramid-hint-lost = بالنظر إلى الأوراق المخفية: لا يمكن الفوز من هنا. { $kind ->
    [king] أزل { $first }
    [pair] اجمع { $first } مع { $second }
   *[draw] اسحب ورقة
  }، فهذه الحركة تؤدي إلى أقل عدد ممكن من الأوراق الباقية: { cards-count }.
# The same when the search stopped at its node limit before it proved the fewest.
pyramid-hint-lost-best-found = بالنظر إلى الأوراق المخفية: لا يمكن الفوز من هنا. { $kind ->
    [king] أزل { $first }
    [pair] اجمع { $first } مع { $second }
   *[draw] اسحب ورقة
  }، فهذه أفضل حركة وجدتها لتقليل الأوراق الباقية.
hint-none = لا تلميح: انتهت الجولة.
pyramid-chain = السلسلة: { $count ->
    [0] لا إزالة منذ آخر سحب.
    [one] إزالة واحدة منذ آخر سحب.
    [two] إزالتان منذ آخر سحب.
    [few] { $count } إزالات منذ آخر سحب.
   *[other] { $count } إزالة منذ آخر سحب.
  }
pyramid-score = النقاط: { $score } من 28. الحركات: { $moves }. المتبقي في الهرم: { cards-count }.

## الألعاب والرموز

pyramid-name = الهرم
tripeaks-name = TriPeaks
pyramid-welcome = سوليتير الهرم. رمز الجولة { $code }. قل مساعدة لسماع الأوامر.
pyramid-welcome-explicit = سوليتير الهرم، توزيعة محددة. قل مساعدة لسماع الأوامر.
pyramid-new-game = جولة جديدة من الهرم: { $code }.
pyramid-new-game-explicit = جولة جديدة من الهرم من توزيعة محددة.
pyramid-code = رمز الجولة { $code }: الهرم، التوزيعة رقم { $number }.
pyramid-code-explicit = هذه توزيعة هرم محددة؛ ليس لها رمز جولة.
game-now = اللعبة الحالية: { $game ->
    [pyramid] الهرم
   *[tripeaks] TriPeaks
  }. قل لعبة الهرم أو لعبة تري بيكس للتبديل.
confirm-game = هناك جولة جارية. هل تتركها لجولة جديدة من { $game ->
    [pyramid] الهرم
   *[tripeaks] TriPeaks
  }؟ قل نعم أو لا.
rules-tripeaks-only = القواعد السهلة والكلاسيكية خاصة بـ TriPeaks؛ وللهرم مجموعة قواعد واحدة.
# rules in Pyramid, before the goal: its one rule set (docs/pyramid.md "Playing")
pyramid-rules-now = للهرم مجموعة قواعد واحدة. تُزال ورقتان مكشوفتان مجموعهما 13 معًا، ويُزال الملك وحده؛ ويمكن استخدام الورقة العليا في كومة الرمي أيضًا، ولا تُستخدم كومة السحب إلا مرة واحدة. الآس 1، والشاب 11، والملكة 12.
# help rules in Pyramid (kinds: help_ids)
help-rules-pyramid = قل قواعد لسماع قواعد الهرم ومتى تفوز ومتى تخسر. وللهرم مجموعة قواعد واحدة لا خيار فيها.
# How a Pyramid game is won and lost, said by rules (docs/pyramid.md "Score and end of the game");
# $cards: the pyramid's cards, from the layout (28)
pyramid-goal = تفوز عندما تزيل جميع أوراق الهرم، وعددها { $cards }، ولو بقيت أوراق في كومة السحب. وتخسر عندما تفرغ كومة السحب ولا تبقى نقلة قانونية؛ وما زال الملك على كومة الرمي نقلة.
variants-tripeaks-only = النسخ خاصة بـ TriPeaks؛ وللهرم مجموعة قواعد واحدة.

## الأسئلة الشائعة (البذرة 002)

faq-1 = لماذا لا يمكن اختيار هذه الورقة؟ ما زالت ورقة أخرى تغطيها، لذا لم تُكشف بعد.
faq-2 = ما الذي يجعل ورقتين زوجًا؟ يجب أن يساوي مجموع الرتبتين 13: الآس 1، والشاب 11، والملكة 12. ويُزال الملك وحده.
faq-3 = هل يمكنني استخدام كومة الرمي؟ نعم. يمكن جمع الورقة العليا من كومة الرمي مع ورقة مكشوفة من الهرم إذا كان المجموع 13.
faq-4 = ماذا يحدث عند نفاد كومة السحب؟ لم تعد هناك أوراق جديدة للسحب؛ عليك إنهاء التوزيع بالأوراق الظاهرة.
faq-5 = هل يمكنني التراجع عن نقلة؟ نعم. يعيد التراجع الحالة كاملةً كما كانت قبل النقلة السابقة.
faq-6 = كيف تُحسب النقاط؟ تساوي عدد أوراق الهرم المزالة حتى 28. إزالة ورقتين من الهرم تمنح نقطتين، والزوج مع كومة الرمي أو ملك الهرم يمنح نقطة واحدة.
faq-7 = هل يشير التلميح إلى أفضل نقلة؟ لا. يحدد أول نقلة قانونية حسب ترتيب اللوحة، من الصف الأعلى إلى الأسفل ومن اليسار إلى اليمين ثم أعلى كومة الرمي، أو كومة السحب إذا لم تتوفر إزالة وبقيت فيها أوراق. عليك تنفيذ النقلة بنفسك.
faq-8 = متى ينتهي التوزيع؟ تفوز عند إزالة الهرم كله ولو بقيت أوراق في كومة السحب. وعند فراغ كومة السحب وعدم وجود نقلة قانونية تخسر؛ يمكنك التراجع أو إعادة البدء أو بدء جولة جديدة.

## النظر إلى موضع

pyramid-look-free = { $card }، الصف { $row } الورقة { $slot }: { $card-gender ->
    [masculine] متاح
   *[other] متاحة
  }.
# $gender: of the first of $cards (the verb); $card-gender: of $card (the pronoun)
pyramid-look-covered = { $card }، الصف { $row } الورقة { $slot }: { $gender ->
    [masculine] { $card-gender ->
        [masculine] يغطيه
       *[other] يغطيها
      }
   *[other] { $card-gender ->
        [masculine] تغطيه
       *[other] تغطيها
      }
  } { $cards }.
pyramid-look-played = الصف { $row } الورقة { $slot }: أُزيلت من قبل.
pyramid-slot-empty = { pyramid-look-played }
# $card: a card that has left the game (paired or removed, from the pyramid or the waste)
pyramid-look-played-card = { $card }: { $card-gender ->
    [masculine] أُزيل
   *[other] أُزيلت
  } من قبل.

## المساعدة

help-pair = قل زوج وورقتين مجموعهما 13، أو الورقتين فقط، مثل زوج 6 من القلوب 7 من البرسيم، أو 6 من القلوب رمي لاستخدام أعلى كومة الرمي.
help-remove = قل أزل وملكًا لإزالته وحده، مثل أزل ملك البستوني.
help-chain = قل سلسلة لسماع عدد الإزالات منذ آخر سحب.
help-faq = قل أسئلة لسماع الأسئلة الشائعة عن هذه اللعبة وأجوبتها.
help-game = قل لعبة الهرم أو لعبة تري بيكس للتبديل بين اللعبتين، مثل لعبة الهرم.
