## Advice: what hint and solve say (issue 13, point 1)
## The searches are bounded by nodes, so the same position always gets the same answer.

# help hint in each game (kinds.py help_ids); help-hint speaks of both (docs/commands.md).
help-hint = قل تلميح لسماع حركة تلعبها. في تري بيكس لا يستعمل التلميح إلا الأوراق التي تراها: يذكر الحركة التي يمكن بعدها الفوز في أكثر الجولات المشابهة، ونسبتها؛ وقل اختلس النظر لحركة يجدها البحث بالنظر إلى الأوراق المخفية. في الهرم: أول ملك أو زوج حسب ترتيب اللوحة، أو السحب إذا لم تتوفر إزالة.
help-hint-tripeaks = قل تلميح لسماع حركة مختارة من الأوراق التي تراها فقط: توزَّع الأوراق غير المرئية عشوائيًا مرات كثيرة، ويذكر التلميح الحركة التي يمكن بعدها الفوز في أكثر هذه الجولات، ونسبتها. قل اختلس النظر لسماع الحركة التالية في طريق الفوز بالنظر إلى الأوراق المخفية. عليك تنفيذ الحركة بنفسك.
help-hint-pyramid = قل تلميح لسماع أول ملك أو زوج حسب ترتيب اللوحة، من الأعلى إلى الأسفل ومن اليسار إلى اليمين ثم أعلى كومة الرمي؛ أو السحب إذا لم تتوفر إزالة. قل اختلس النظر لسماع الحركة التالية في طريق الفوز بالنظر إلى ترتيب كومة السحب.
# help peek (the hint that looks at the hidden cards): help-peek speaks of both games.
help-peek = قل اختلس النظر لسماع الحركة التالية في طريق الفوز بالنظر إلى الأوراق المخفية: الأوراق المقلوبة وترتيب كومة السحب. هذه نصيحة لا يقدمها إلا من يرى كل الأوراق؛ وإذا لم يعد الفوز ممكنًا قال ذلك.
help-peek-tripeaks = قل اختلس النظر لسماع الحركة التالية في طريق الفوز بالنظر إلى الأوراق المخفية: الأوراق المقلوبة وترتيب كومة السحب. إذا لم يعد الفوز ممكنًا قال ذلك، وذكر الحركة التي تؤدي إلى أقل عدد من الأوراق الباقية.
help-peek-pyramid = قل اختلس النظر لسماع الحركة التالية في طريق الفوز بالنظر إلى ترتيب كومة السحب. إذا لم يعد الفوز ممكنًا قال ذلك، وذكر الحركة التي تؤدي إلى أقل عدد من الأوراق الباقية.
# hint peek: $kind play or draw; $card the card to play (TriPeaks).
peek-hint = بالنظر إلى الأوراق المخفية: { $kind ->
    [play] العب { $card }.
   *[draw] اسحب ورقة.
  }
# A hint peek when the solver has proved the game lost.
# $kind: play or draw; $card: the card to play; $count: the fewest tableau cards left,
# at the end of the line the move starts (proven).
hint-lost = بالنظر إلى الأوراق المخفية: لا يمكن الفوز من هنا. { $kind ->
    [play] العب { $card }
   *[draw] اسحب ورقة
  }، فهذه الحركة تؤدي إلى أقل عدد ممكن من الأوراق الباقية: { cards-count }.
# The same when the search stopped at its node limit before it proved the fewest.
hint-lost-best-found = بالنظر إلى الأوراق المخفية: لا يمكن الفوز من هنا. { $kind ->
    [play] العب { $card }
   *[draw] اسحب ورقة
  }، فهذه أفضل حركة وجدتها لتقليل الأوراق الباقية.
# solve on a game already over: nothing is searched.
solve-over-won = لا شيء لحله: فزت بالجولة.
solve-over-lost = لا شيء لحله: انتهت الجولة.
# The search reached its node limit before it could tell.
solve-unknown = حتى بالنظر إلى الأوراق المخفية لم أستطع أن أحسم هل ما زال الفوز ممكنًا: البحث طويل جدًا.

## Fair advice: odds and hint from what the player can see (issue 18, points 1 and 2).
## $share, $low, $high: whole percents; $samples, $decided, $won, $undecided: sample
## counts. A sample is «توزيعة للأوراق غير المرئية» (issue 30: no jargon); the counts come
## after «وعددها» or a colon, so no noun agrees with them.
help-odds = قل الاحتمالات لسماع فرصة الفوز من هنا للاعب لا يرى إلا الأوراق المكشوفة: توزَّع الأوراق غير المرئية عشوائيًا مرات كثيرة، وتُحل كل جولة منها، فتسمع نسبة الجولات الفائزة مع مداها. تُحل كل جولة بمعرفة أوراقها كلها، لذلك فرصة اللاعب الحقيقية أقل قليلًا.
# The chance, without its full stop (odds and the fair hint say it).
# $extent: none, all, count (the share would round to 0 or 100 percent), share.
odds-chance = { $extent ->
    [won] يمكن الفوز بالتأكيد: لم تبق أوراق غير مرئية
    [lost] لا يمكن الفوز بالتأكيد: لم تبق أوراق غير مرئية
    [none] لا يمكن الفوز في أي من التوزيعات التي جربتها للأوراق غير المرئية، وعددها { $decided }، فالفوز ممكن في { $high } بالمئة على الأكثر من الجولات المشابهة
    [all] يمكن الفوز في كل التوزيعات التي جربتها للأوراق غير المرئية، وعددها { $decided }، فالفوز ممكن في { $low } بالمئة على الأقل من الجولات المشابهة
    [count] يمكن الفوز في { $won } من التوزيعات التي جربتها للأوراق غير المرئية، وعددها { $decided }، فالأرجح أن الفوز ممكن في ما بين { $low } و{ $high } بالمئة من الجولات المشابهة
   *[share] يمكن الفوز في نحو { $share } بالمئة من الجولات المشابهة، والأرجح ما بين { $low } و{ $high } بالمئة؛ وعدد التوزيعات التي جربتها للأوراق غير المرئية: { $decided }
  }{ $undecided ->
    [0] {""}
   *[other] ؛ وعدد التوزيعات التي طال حلها: { $undecided }
  }
odds = { odds-chance }.
odds-unknown = لم أستطع تقدير فرصة الفوز: عمليات البحث طويلة جدًا.
odds-over-won = لا شيء لتقديره: فزت بالجولة.
odds-over-lost = لا شيء لتقديره: انتهت الجولة.
# Said at once, before an answer expected to take long; then the answer (event "working").
working = جارٍ البحث…
# The fair hint: $kind play or draw, $card, and the odds after the move.
fair-hint = التلميح: { $kind ->
    [play] العب { $card }
   *[draw] اسحب ورقة
  }؛ بعدها { odds-chance }.
fair-hint-unknown = التلميح: { $kind ->
    [play] العب { $card }
   *[draw] اسحب ورقة
  }؛ لم أستطع تقدير فرصة الفوز بعدها: عمليات البحث طويلة جدًا.
# The fair hint whose move wins the game at once (the last peak card).
fair-hint-wins = التلميح: { $kind ->
    [play] العب { $card }
   *[draw] اسحب ورقة
  }، فتفوز بالجولة.
