### The card cursor (issue 16): one line per key press, what is under the cursor.
### Row labels, cards and piles are the board's own words (tripeaks.ftl, pyramid.ftl).

# $row, $slot
cursor-place = { place }
pyramid-cursor-place = الصف { $row }، الورقة { $slot }
# $place, $card; $card-gender: آس وشاب وملك والجوكر مذكرة
cursor-free = { $place }: { $card }، { $card-gender ->
    [masculine] متاح
   *[other] متاحة
  }.
# $place, $card, $cards, $count; $gender: of the first of $cards (the verb),
# $card-gender: of $card (the pronoun)
cursor-covered = { $place }: { $card }، { $gender ->
    [masculine] { $card-gender ->
        [masculine] يغطيه
       *[other] يغطيها
      }
   *[other] { $card-gender ->
        [masculine] تغطيه
       *[other] تغطيها
      }
  } { $cards }.
cursor-hidden-covered = { $place }: ورقة مخفية، { $gender ->
    [masculine] يغطيها
   *[other] تغطيها
  } { $cards }.
cursor-hidden = { $place }: ورقة مخفية، وجهها إلى الأسفل.
cursor-played = { $place }: لُعبت من قبل.
pyramid-cursor-played = { $place }: أُزيلت من قبل.
# $card
cursor-waste = كومة الرمي: { $card }.
cursor-waste-empty = كومة الرمي: فارغة.
# $count
cursor-stock = { board-stock }.
# $direction: left, right, up or down
cursor-edge = { $direction ->
    [up] لا شيء في الأعلى.
    [down] لا شيء في الأسفل.
   *[other] نهاية الصف.
  }
# $count
cursor-no-free = لا توجد ورقة متاحة. { board-stock }.
cursor-no-card = لا توجد ورقة هنا.
cursor-waste-refused = لا تُلعب ورقة كومة الرمي: انتقل إلى ورقة، أو إلى كومة السحب لتسحب منها.
# $card
# $card-gender: معه or معها, the card chosen
pyramid-cursor-chosen = تم اختيار { $card }. اختر ورقة تُكمل { $card-gender ->
    [masculine] معه
   *[other] معها
  } المجموع إلى 13.
pyramid-cursor-dropped = تم إلغاء الاختيار.
