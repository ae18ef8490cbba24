### Rule variants (issue 17; docs/rules.md "Variants"): what they make the game say, in Arabic.

## Traditional draw (docs/rules.md "Variants": one draws only when no removal is possible)

refused-card-to-play = لا يمكنك السحب إلا حين لا يمكن لعب أي ورقة.

## Variant names as the rules line, help and records say them (rules.VARIANTS letters)

variant-name-W = كومة رمي فارغة
variant-name-O = قمم مكشوفة
variant-name-D = سحب تقليدي
variant-name-S = حساب تقليدي
variant-name-J = الجوكر

## Traditional scoring (docs/rules.md "Variants": runs, draws and peaks score the tradition's way)

# After a removal that is card $count (2 or more) of its run; $points: what it scored
run-scored = طول السلسلة { $count }: { $points ->
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $points } نقاط
    [many] { $points } نقطة
   *[other] { $points } نقطة
  }.
# After a draw that ended a run of $count removals (2 or more)
run-ended = انتهت سلسلة طولها { $count }.
# chain: $count removals since the last draw; $points: what the next card would score
run-now = { $count ->
    [0] لا سلسلة بعد
   *[other] طول السلسلة { $count }
  }؛ الورقة التالية تكسب { $points ->
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $points } نقاط
    [many] { $points } نقطة
   *[other] { $points } نقطة
  }.
# Spoken only: a score below zero, $number without its sign
score-below-zero = سالب { $number }

## help rules: one sentence per variant (rules.VARIANTS letters), after help-rules

variant-help-W = كومة رمي فارغة: لا توزَّع أي ورقة على كومة الرمي، فتكون أول ورقة تلعبها أي ورقة متاحة.
variant-help-O = قمم مكشوفة: كل أوراق القمم مكشوفة منذ البداية، ولا تُلعب الورقة إلا حين لا يغطيها شيء.
variant-help-D = سحب تقليدي: لا يمكنك السحب إلا حين لا يمكن لعب أي ورقة.
variant-help-S = حساب تقليدي: كل ورقة في سلسلة إزالة تكسب نقطة أكثر من التي قبلها، 1 ثم 2 ثم 3 وهكذا؛ ويكلّف كل سحب 5 نقاط وينهي السلسلة؛ وأول قمتين تُزالان تعطيان 15 نقطة لكل منهما والأخيرة 30. وتبدأ النقاط من 0 ويمكن أن تنخفض عن الصفر.
variant-help-J = الجوكر: يضاف جوكر إلى كومة السحب؛ يكلّف سحبه ما يكلّفه أي سحب، ويمكن أن تلعب عليه أي ورقة متاحة.

## The joker (variant J; docs/rules.md "Variants")

# The joker (variant J) wherever a card's name goes: «تم سحب الجوكر»
card-joker = الجوكر
# look joker, play joker in a game without the joker (variant J)
joker-none = لا جوكر في هذه اللعبة.

## Open peaks (variant O; docs/rules.md "Variants"): which cards a removal makes free

# Where the default game says «ورقة مكشوفة جديدة: …»: a face-up card nothing covers any more; $card, $row, $slot
# $card-gender: the verb agrees with $card
now-free = { $card-gender ->
    [masculine] أصبح متاحًا
   *[other] أصبحت متاحة
  } الآن: { $card }، { place }.
# brief: the same without its place; $card
verbosity-now-free = { $card-gender ->
    [masculine] أصبح متاحًا
   *[other] أصبحت متاحة
  } الآن: { $card }.
# board and row N: a face-up card still covered by another; $card
card-covered = { $card } ({ $card-gender ->
    [masculine] مغطى
   *[other] مغطاة
  })
# The short board (verbosity brief, board short): a run of face-up cards still
# covered, side by side, as one count (Pyramid; TriPeaks under open peaks). $count: 1 or more
board-covered-cards = { $count ->
    [one] ورقة مغطاة
    [two] ورقتان مغطاتان
    [few] { $count } أوراق مغطاة
   *[other] { $count } ورقة مغطاة
  }
# The short board: the rows from the top that hold only hidden (or, in Pyramid, covered)
# cards, said together before the first row with a card to play: «أول 3 صفوف», rows 1 to
# $last ($last: 2 or more). $whole: hidden or covered when these rows still hold all their
# cards (no count needed), else part, with $cards their count («8 أوراق مخفية»).
board-top-rows = { $last ->
    [2] أول صفين
    [few] أول { $last } صفوف
   *[other] أول { $last } صفًا
  }{ $whole ->
    [hidden] { $last ->
        [2] {" "}مخفيان
       *[other] {" "}مخفية
      }
    [covered] { $last ->
        [2] {" "}مغطيان
       *[other] {" "}مغطاة
      }
   *[part] : { $cards }
  }
