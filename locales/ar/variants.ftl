### Rule variants (issue 17; docs/rules.md "Variants"): what they make the game say, in Arabic.

## Traditional draw (RULES.md §1: one draws only when no removal is possible)

refused-card-to-play = لا يمكنك السحب إلا حين لا يمكن لعب أي ورقة.
