### Questions a player asks about one thing: a card's covers, the piles, a row's places,
### and TriPeaks' own questions and answers (issue 13, points 3 and 4).

## What covers a card

# The face-down cards among a card's covers, counted: $count
look-covers-hidden = { $count ->
    [one] a hidden card
   *[other] { $count } hidden cards
  }

## The piles: "look stock", "look draw pile", "look waste"

# $count: cards in the draw pile (never which)
look-stock = Draw pile: { cards-count }, face down.
look-stock-empty = The draw pile is empty.
# $card: the waste top; $count: cards under it
look-waste = Waste pile: { $card } on top, { $count ->
    [0] nothing under it
   *[other] { cards-count } under it
  }.
look-waste-empty = The waste pile is empty.
# A card named that is in the waste pile but not on top, and was never on the peaks
# (dealt to the waste or drawn): $card, $count: cards on it
look-in-waste = { $card } is in the waste pile, under { cards-count }.

## A row with each card's place, as the player names it ("row 3 card 2")

# One card of a row: $slot, its place in the row; $card, its name or "hidden card"
row-place = card { $slot }, { $card }
# Said, not printed: a run of hidden cards in places side by side: $first, $last: places; $count
row-places-hidden = cards { $first } to { $last }, { speech-hidden-cards }

## Refused: a Pyramid card still covered, with what covers it

# $card, $cards: the covering cards, joined with list-and; $count: how many
refused-covered-by = { $card } is still covered by { $cards }.

## TriPeaks questions and answers (the rules pages, seeds 000 and 004)

faq-tripeaks-1 = Why can't I play this card? Its rank must be exactly one above or one below the top card of the waste pile, whatever the suit, and it must be face up with nothing covering it. With error help on, the game says which.
faq-tripeaks-1-J = Why can't I play this card? Its rank must be exactly one above or one below the top card of the waste pile, whatever the suit, unless the joker is on top: any card may be played onto the joker. It must also be face up with nothing covering it. With error help on, the game says which.
faq-tripeaks-1-W = Why can't I play this card? The waste pile starts empty, so the first card may be any; after that its rank must be exactly one above or one below the top card of the waste pile, whatever the suit. It must also be face up with nothing covering it. With error help on, the game says which.
faq-tripeaks-1-JW = Why can't I play this card? The waste pile starts empty, so the first card may be any, and any card may be played onto the joker; otherwise its rank must be exactly one above or one below the top card of the waste pile, whatever the suit. It must also be face up with nothing covering it. With error help on, the game says which.
faq-tripeaks-2 = Can I draw while a card could still be played? Yes. In this game you may draw at any time. Each card of the draw pile is used only once: the draw pile is never turned over again.
faq-tripeaks-2-D = Can I draw while a card could still be played? Not in this game: with traditional draw you can draw only when no card can be played. Each card of the draw pile is used only once: the draw pile is never turned over again.
faq-tripeaks-3 = Do king and ace follow each other? With Easy rules, the default, they do: on an ace you may play a king or a 2, on a king a queen or an ace. With Classic rules they do not: on a king only a queen, on an ace only a 2.
faq-tripeaks-4 = How is the score counted? You start with 500 points, and the score never goes below 0. Every move and every draw costs 1 point; a move that empties a whole peak earns 100. A won game without a single draw scores at most 772. Traditional scoring counts otherwise: say help rules.
faq-tripeaks-4-S = How is the score counted? With traditional scoring you start at 0, and the score may go below 0. The cards moved to the waste since the last draw are a run: the first card of a run scores 1 point, the second 2, the third 3, and so on. Every draw costs 5 points and ends the run. The peaks give 15, 15 and 30 points, in the order you clear them. A won game scores at most 466.
faq-tripeaks-5 = What is a game code? The name of a deal, such as TP1-E-AAAAAAB: the middle letter is the rules, E for Easy and C for Classic, and the seven letters are the deal number. Say code to hear this game's code; say new and a code to play exactly the same cards again.
# $cards: the peaks' cards, from the layout (28)
faq-tripeaks-6 = How is a game won or lost? { goal } Then you can undo, restart or start a new game.
