### Rule variants (issue 17; docs/rules.md "Variants"): what they make the game say, in English.

## Traditional draw (RULES.md §1: one draws only when no removal is possible)

refused-card-to-play = You can draw only when no card can be played.
