### الكتابة وإعادة الحركة وآخر الحركات، بالعربية (issue 13, points 7 and 9).
### The same message ids exist in en/ and hr/; a test checks it.

help-redo = قل إعادة لتلعب من جديد الحركة التي تراجعت عنها؛ وبعد حركة جديدة لا يبقى ما يمكن إعادته.
help-last = قل آخر الحركات لسماع آخر 5 حركات في هذه الجولة، الأحدث أولًا، أو آخر ورقمًا، مثل آخر 10.

# redo with nothing undone since the last move
redo-nothing = لا يوجد ما يمكن إعادته: الإعادة تلعب من جديد ما تراجعت عنه فقط.

# last: $count actions (1 or more), $moves their list, newest first
history = { $count ->
    [zero] لا حركات بعد في هذه الجولة.
    [one] حركتك الأخيرة: { $moves }.
    [two] آخر حركتين، الأحدث أولًا: { $moves }.
    [few] آخر { $count } حركات، الأحدث أولًا: { $moves }.
   *[other] آخر { $count } حركة، الأحدث أولًا: { $moves }.
  }
history-none = لا حركات بعد في هذه الجولة.
history-played = لعب { $card }
history-drew = سحب { $card }
history-paired = إزالة الزوج { $first } و{ $second }
history-king = إزالة { $card }

# docs/commands.md: the Arabic short codes, $codes one example per letter
reference-codes = رموز قصيرة للأوراق بالحروف العربية، الرتبة ثم حرف النوع بلا مسافة، بالأرقام العربية أو الغربية: { $codes }.
