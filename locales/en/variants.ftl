### Rule variants (issue 17; docs/rules.md "Variants"): what they make the game say, in English.

## Traditional draw (docs/rules.md "Variants": one draws only when no removal is possible)

refused-card-to-play = You can draw only when no card can be played.

## Variant names as the rules line, help and records say them (rules.VARIANTS letters)

variant-name-W = empty waste
variant-name-O = open peaks
variant-name-D = traditional draw
variant-name-S = traditional scoring
variant-name-J = a joker

## Traditional scoring (docs/rules.md "Variants": runs, draws and peaks score the tradition's way)

# After a removal that is card $count (2 or more) of its run; $points: what it scored
run-scored = Run of { $count }: { $points ->
    [one] 1 point
   *[other] { $points } points
  }.
# After a draw that ended a run of $count removals (2 or more)
run-ended = That ends a run of { $count }.
# chain: $count removals since the last draw; $points: what the next card would score
run-now = { $count ->
    [0] No run yet
   *[other] Run of { $count }
  }; the next card scores { $points ->
    [one] 1 point
   *[other] { $points } points
  }.
# Spoken only: a score below zero, $number without its sign ("Score minus 12.")
score-below-zero = minus { $number }

## help rules: one sentence per variant (rules.VARIANTS letters), after help-rules

variant-help-W = Empty waste: no card is dealt to the waste, so the first card you play can be any available card.
variant-help-O = Open peaks: every tableau card is face up from the start; a card is still played only once nothing covers it.
variant-help-D = Traditional draw: you can draw only when no card can be played.
variant-help-S = Traditional scoring: each card of a run of removals scores one point more than the one before, 1, 2, 3 and so on; a draw costs 5 points and ends the run; the first two peaks cleared give 15 points each and the last 30. The score starts at 0 and may go below zero.
variant-help-J = Joker: a joker joins the draw pile; drawing it costs what any draw costs, and any available card can be played onto it.

## The joker (variant J; docs/rules.md "Variants")

# The joker (variant J) wherever a card's name goes: "Drew the joker.", "Waste pile: the joker."
card-joker = the joker
# look joker, play joker in a game without the joker (variant J)
joker-none = There is no joker in this game.

## Open peaks (variant O; docs/rules.md "Variants"): which cards a removal makes free

# Where the default game says "Revealed: …": a face-up card nothing covers any more; $card, $row, $slot
now-free = Now free: { $card }, { place }.
# brief: the same without its place; $card
verbosity-now-free = Now free: { $card }.
# board and row N: a face-up card still covered by another; $card
card-covered = { $card } (covered)
# The short board (verbosity brief, board short): a run of face-up cards still
# covered, side by side, as one count (Pyramid; TriPeaks under open peaks). $count: 1 or more
board-covered-cards = { $count ->
    [one] covered card
   *[other] { $count } covered cards
  }
# The short board: the rows from the top that hold only hidden (or, in Pyramid, covered)
# cards, said together before the first row with a card to play. They are rows 1 to $last
# ($last: 2 or more). $whole: hidden or covered when these rows still hold all their cards
# (no count needed), else part, with $cards their count ("8 hidden cards").
board-top-rows = { $last ->
    [2] Rows 1 and 2
   *[other] Rows 1 to { $last }
  }{ $whole ->
    [hidden] {" "}hidden
    [covered] {" "}covered
   *[part] : { $cards }
  }
