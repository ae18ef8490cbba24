### Rule variants (issue 17; docs/rules.md "Variants"): what they make the game say, in Croatian.

## Traditional draw (RULES.md §1: one draws only when no removal is possible)

refused-card-to-play = Kartu možete izvući samo kad se nijedna karta ne može odigrati.
