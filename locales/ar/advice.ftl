## Advice: what hint and solve say (issue 13, point 1)
## The searches are bounded by nodes, so the same position always gets the same answer.

# help hint in each game (kinds.py help_ids); help-hint speaks of both (docs/commands.md).
help-hint = قل تلميح لسماع حركة تلعبها. في تري بيكس: الحركة التالية في طريق الفوز، أو، إذا لم يعد الفوز ممكنًا، الحركة التي تؤدي إلى أقل عدد من الأوراق الباقية. في الهرم: أول ملك أو زوج حسب ترتيب اللوحة، أو السحب إذا لم تتوفر إزالة.
help-hint-tripeaks = قل تلميح لسماع الحركة التالية في طريق الفوز. إذا لم يعد الفوز ممكنًا قال التلميح ذلك، وذكر الحركة التي تؤدي إلى أقل عدد من الأوراق الباقية. عليك تنفيذ الحركة بنفسك.
help-hint-pyramid = قل تلميح لسماع أول ملك أو زوج حسب ترتيب اللوحة، من الأعلى إلى الأسفل ومن اليسار إلى اليمين ثم أعلى كومة الرمي؛ أو السحب إذا لم تتوفر إزالة.
# A TriPeaks hint when the solver has proved the game lost.
# $kind: play or draw; $card: the card to play; $count: the fewest tableau cards left,
# at the end of the line the move starts (proven).
hint-lost = التلميح: لا يمكن الفوز من هنا. { $kind ->
    [play] العب { $card }
   *[draw] اسحب ورقة
  }، فهذه الحركة تؤدي إلى أقل عدد ممكن من الأوراق الباقية: { cards-count }.
# The same when the search stopped at its node limit before it proved the fewest.
hint-lost-best-found = التلميح: لا يمكن الفوز من هنا. { $kind ->
    [play] العب { $card }
   *[draw] اسحب ورقة
  }، فهذه أفضل حركة وجدتها لتقليل الأوراق الباقية.
# solve on a game already over: nothing is searched.
solve-over-won = لا شيء لحله: فزت بالجولة.
solve-over-lost = لا شيء لحله: انتهت الجولة.
# The search reached its node limit before it could tell.
solve-unknown = لم أستطع أن أحسم هل ما زال الفوز ممكنًا: البحث طويل جدًا.
