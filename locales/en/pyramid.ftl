### Pyramid solitaire (seed 002): what the player hears, in English.
### Shared words (card, draw pile, waste pile) are the TriPeaks catalog's.

## Board

# $row: 1 to 7
pyramid-row-label = row { $row }
pyramid-row-label-in = in row { $row }
# One row of the read-out: $row, $cards (joined)
pyramid-board-row = { pyramid-row-label }: { $cards }
# $count: draw pile; $waste: the waste top, or empty; $rows: rows joined; $free: usable cards
pyramid-board = { board-stock }; waste pile: { $waste }. { $rows }. Free: { $free }.
pyramid-waste-empty = empty
pyramid-row = { pyramid-row-label }: { $cards }.
# $waste, $count
pyramid-waste = Waste pile: { $waste }. { board-stock }.

## What can be done

# $first, $second: two card names
pyramid-pair-item = { $first } with { $second }
# $moves: kings and pairs, joined
pyramid-moves-remove = You can remove: { $moves }.
pyramid-moves-remove-or-draw = You can remove: { $moves }; or draw.
pyramid-moves-draw = No pair and no king; draw.

## After a move

# $points: 0, 1 or 2
pyramid-points = { $points ->
    [0] no points
    [one] plus 1 point
   *[other] plus { $points } points
  }
# $first, $second, $points, $score
pyramid-paired = Paired { $first } and { $second }: { pyramid-points }. Score { $score }.
# $card, $points, $score
pyramid-king-removed = Removed { $card }: { pyramid-points }. Score { $score }.
pyramid-waste-king-removed = Removed { $card } from the waste pile: { pyramid-points }. Score { $score }.
# $cards: pyramid cards a removal uncovered, joined
pyramid-freed = Now free: { $cards }.
# $card: the waste top after a waste card was used
pyramid-waste-now = Waste pile now: { $card }.
pyramid-waste-now-empty = The waste pile is now empty.
# $score, $count: cards left in the draw pile
pyramid-won = You cleared the pyramid! Score { $score }. { $count ->
    [0] The whole draw pile was used.
    [one] 1 card was left in the draw pile.
   *[other] { $count } cards were left in the draw pile.
  }
# $score
pyramid-blocked = { pyramid-lost }
pyramid-lost = No legal move remains and the draw pile is empty: the game is lost. Score { $score }. Say undo, restart or new.
# $first, $second, $score
pyramid-undone-paired = Undone: { $first } and { $second } are back. Score { $score }.
# $card, $score
pyramid-undone-king = Undone: { $card } is back. Score { $score }.

## Refused moves

# $card: the card named
refused-covered = Another card still covers { $card }.
# $first, $second, $total
refused-bad-sum = { $first } and { $second } make { $total }, not 13.
# $card
refused-not-a-king = Only a king goes alone; { $card } needs a partner adding to 13.
refused-waste-empty = The waste pile is empty.
refused-same-card = A card cannot pair with itself.
# A TriPeaks move asked for in Pyramid, and the other way round.
pyramid-only = That is a Pyramid move. Say game pyramid to play Pyramid.
tripeaks-only = In Pyramid, pair two cards that add up to 13, or remove a king.
chain-pyramid-only = The chain is counted in Pyramid and under traditional scoring only. Say game pyramid, or new traditional scoring, to play them.

## Queries

# $kind: king, pair, draw; $first, $second: card names
pyramid-hint = Hint: { $kind ->
    [king] remove { $first }.
    [pair] pair { $first } with { $second }.
   *[draw] draw a card.
  }
# hint peek in Pyramid: the next move of the solver's winning line.
pyramid-peek-hint = Looking at the hidden cards: { $kind ->
    [king] remove { $first }.
    [pair] pair { $first } with { $second }.
   *[draw] draw a card.
  }
# hint peek on a game the solver proved lost: the move toward the fewest pyramid cards left.
# $kind: king, pair or draw; $first, $second: the cards; $count: the fewest cards left (proven)
pyramid-hint-lost = Looking at the hidden cards: the game cannot be won from here. { $kind ->
    [king] Remove { $first }
    [pair] Pair { $first } with { $second }
   *[draw] Draw a card
  }: it leads to the fewest cards left, { cards-count }.
# The same when the search stopped at its node limit before it proved the fewest.
pyramid-hint-lost-best-found = Looking at the hidden cards: the game cannot be won from here. { $kind ->
    [king] Remove { $first }
    [pair] Pair { $first } with { $second }
   *[draw] Draw a card
  }: it leads to the fewest cards left that I found.
hint-none = No hint: the game is over.
# $count: removals since the last draw
pyramid-chain = Chain: { $count ->
    [0] no removal since the last draw.
    [one] 1 removal since the last draw.
   *[other] { $count } removals since the last draw.
  }
# $score, $moves, $count: cards left in the pyramid
pyramid-score = Score { $score } of 28. Moves { $moves }. Cards left in the pyramid: { $count }.

## Games and codes

pyramid-name = Pyramid
tripeaks-name = TriPeaks
# $code
pyramid-welcome = Pyramid solitaire. Game code { $code }. Say help for the commands.
pyramid-welcome-explicit = Pyramid solitaire, an explicit deal. Say help for the commands.
pyramid-new-game = New game of Pyramid: { $code }.
pyramid-new-game-explicit = New game of Pyramid from an explicit deal.
# $code, $number
pyramid-code = Game code { $code }: Pyramid, deal number { $number }.
pyramid-code-explicit = This is an explicit Pyramid deal; it has no game code.
# $game: tripeaks or pyramid
game-now = Playing { $game ->
    [pyramid] Pyramid
   *[tripeaks] TriPeaks
  }. Say game pyramid or game tripeaks to switch.
confirm-game = A game is in progress. Leave it for a new { $game ->
    [pyramid] Pyramid
   *[tripeaks] TriPeaks
  } game? Say yes or no.
rules-tripeaks-only = Rules easy and classic are for TriPeaks; Pyramid has one rule set.
# rules in Pyramid, before the goal: its one rule set (docs/pyramid.md "Playing")
pyramid-rules-now = Pyramid has one rule set. Two free cards whose ranks add up to 13 are removed together, and a king alone; the waste pile's top card can be used too, and the draw pile is used only once. An ace counts 1, a jack 11, a queen 12.
# help rules in Pyramid (kinds: help_ids)
help-rules-pyramid = Say rules to hear Pyramid's rules and how a game is won and lost. Pyramid has one rule set, so there is nothing to choose.
# How a Pyramid game is won and lost, said by rules (docs/pyramid.md "Score and end of the game");
# $cards: the pyramid's cards, from the layout (28)
pyramid-goal = You win when all { $cards } pyramid cards are removed, even with cards left in the draw pile. You lose when the draw pile is empty and no move remains; a king on the waste pile is still a move.
variants-tripeaks-only = The variants are for TriPeaks; Pyramid has one rule set.

## Questions and answers (seed 002)

faq-1 = Why can't I choose this card? Another card still covers it, so it is not free yet.
faq-2 = What makes two cards a pair? Their ranks must add up to 13: ace 1, jack 11, queen 12. A king is removed alone.
faq-3 = Can I use the waste pile? Yes. Its top card can pair with a free pyramid card when the two add up to 13.
faq-4 = What happens when the draw pile runs out? No new cards come; finish the deal with the cards you can see.
faq-5 = Can I undo a move? Yes. Undo restores the whole state as it was before the previous move.
faq-6 = How is the score counted? It is the number of pyramid cards removed, up to 28. Two pyramid cards give 2 points; a pair with the waste card, or a pyramid king, gives 1.
faq-7 = Does the hint give the best move? No. It names the first legal move in board order, rows top to bottom, left to right, then the waste top; or the draw pile when no removal exists and cards are left. You make the move yourself.
faq-8 = When does a deal end? You win when the whole pyramid is removed, even with cards left in the draw pile. When the draw pile is empty and no legal move remains, you lose; you can undo, restart or start a new game.

## Look at one place

# $card, $row, $slot
pyramid-look-free = { $card }, row { $row } card { $slot }: free.
# $card, $row, $slot, $cards: the cards on it, joined
pyramid-look-covered = { $card }, row { $row } card { $slot }: covered by { $cards }.
# $row, $slot
pyramid-look-played = Row { $row } card { $slot }: already removed.
pyramid-slot-empty = { pyramid-look-played }
# $card: a card that has left the game (paired or removed, from the pyramid or the waste)
pyramid-look-played-card = { $card } has already been removed.

## Help

help-pair = Say pair and two cards that add up to 13, or just the two cards, for example pair 6 of hearts 7 of clubs, or 6h waste to use the waste pile's top card.
help-remove = Say remove and a king to take it away alone, for example remove king of spades.
help-chain = Say chain to hear how many removals you have made since the last draw.
help-faq = Say faq to hear the questions and answers about the game you are playing.
help-game = Say game pyramid or game tripeaks to switch games, for example game pyramid.
