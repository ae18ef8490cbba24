### The card cursor (issue 16): one line per key press, what is under the cursor.
### Row labels, cards and piles are the board's own words (tripeaks.ftl, pyramid.ftl).

# A place as the cursor says it: $row, $slot (1-based, played places counted)
cursor-place = { row-label }, card { $slot }
pyramid-cursor-place = { pyramid-row-label }, card { $slot }
# A card nothing covers. $place: a cursor-place; $card (ar, hr agree with its gender: $card-gender)
cursor-free = { $place }: { $card }, free.
# A face-up card still covered. $cards: the cards on it, face-down ones counted; $count: how many
cursor-covered = { $place }: { $card }, covered by { $cards }.
# A face-down card: never named. $place, $cards, $count as above
cursor-hidden-covered = { $place }: hidden card, covered by { $cards }.
# A face-down card that nothing covers (only in variants): $place
cursor-hidden = { $place }: hidden card, face down.
# A place whose card is gone: $place
cursor-played = { $place }: already played.
pyramid-cursor-played = { $place }: already removed.
# The waste pile: $card, its top card
cursor-waste = Waste pile: { $card }.
cursor-waste-empty = Waste pile: empty.
# The draw pile: $count, its cards
cursor-stock = { board-stock }.
# The cursor could not move that way and stays; where it is follows.
# $direction: left, right, up or down
cursor-edge = { $direction ->
    [up] Nothing above.
    [down] Nothing below.
   *[other] End of the row.
  }
# next or previous free card, and there is none. $count: the draw pile
cursor-no-free = No free card. { board-stock }.
# The play key on a place with no card
cursor-no-card = No card here.
# The play key on the TriPeaks waste pile
cursor-waste-refused = The waste card cannot be played: move to a card, or to the draw pile to draw.
# Pyramid: the first card of a pair chosen with the play key. $card
pyramid-cursor-chosen = Chosen: { $card }. Choose a card that makes 13 with it.
# Pyramid: the play key again on the chosen card
pyramid-cursor-dropped = Choice dropped.
