## Advice: what hint, hint peek, odds and solve say (issues 13 and 18)
## The searches are bounded by nodes, so the same position always gets the same answer.

# help hint in each game (kinds.py help_ids); help-hint speaks of both (docs/commands.md).
help-hint = Say hint to hear a move to make. In TriPeaks it uses only the cards you can see: the move after which the most games like this one can be won, with their share; say hint peek for a move found by looking at the hidden cards. In Pyramid: the first king or pair in board order, or draw when nothing can be removed.
help-hint-tripeaks = Say hint to hear a move chosen from the cards you can see only: the unseen cards are dealt at random many times, and the hint names the move after which the most of those games can be won, with their share. Say hint peek for the next move of a winning line found by looking at the hidden cards. You make the move yourself.
help-hint-pyramid = Say hint to hear the first king or pair in board order, rows top to bottom, left to right, then the waste top; or draw when nothing can be removed. Say hint peek for the next move of a winning line found by looking at the order of the draw pile.
# help peek (the hint that looks at the hidden cards): help-peek speaks of both games.
help-peek = Say hint peek to hear the next move of a winning line found by looking at the hidden cards: the face-down cards and the order of the draw pile. It is advice only someone who sees every card could give; when the game can no longer be won, it says so.
help-peek-tripeaks = Say hint peek to hear the next move of a winning line found by looking at the hidden cards: the face-down cards and the order of the draw pile. When the game can no longer be won, it says so and names the move towards the fewest cards left.
help-peek-pyramid = Say hint peek to hear the next move of a winning line found by looking at the order of the draw pile. When the game can no longer be won, it says so and names the move towards the fewest cards left.
# hint peek: $kind play or draw; $card the card to play (TriPeaks).
peek-hint = Looking at the hidden cards: { $kind ->
    [play] play { $card }.
   *[draw] draw a card.
  }
# A hint peek when the solver has proved the game lost.
# $kind: play or draw; $card: the card to play; $count: the fewest tableau cards left,
# at the end of the line the move starts (proven).
hint-lost = Looking at the hidden cards: the game cannot be won from here. { $kind ->
    [play] Play { $card }
   *[draw] Draw a card
  }: it leads to the fewest cards left, { cards-count }.
# The same when the search stopped at its node limit before it proved the fewest:
# the move is the best found.
hint-lost-best-found = Looking at the hidden cards: the game cannot be won from here. { $kind ->
    [play] Play { $card }
   *[draw] Draw a card
  }: it leads to the fewest cards left that I found.
# solve on a game already over: nothing is searched.
solve-over-won = Nothing to solve: the game is already won.
solve-over-lost = Nothing to solve: the game is over.
# The search reached its node limit before it could tell.
solve-unknown = Even looking at the hidden cards, I could not decide whether this game can still be won: the search is too long.

## Fair advice: odds and hint from what the player can see (issue 18, points 1 and 2).
## Samples deal the unseen cards at random; each is solved. $share, $low, $high: whole
## percents (the share won and its 95% range); $samples: samples drawn; $decided:
## samples whose search finished; $won: decided samples that can be won; $undecided:
## samples the search could not decide. Said in the player's words (issue 30): a sample
## is a deal of the unseen cards tried, an undecided one "too long to work out".
help-odds = Say odds to hear the chance to win from here for a player who sees only the visible cards: the unseen cards are dealt at random many times, each deal is solved, and you hear the share won with its range. Each deal is solved knowing its own cards, so a real player's chance is somewhat lower.
# The chance, without its capital or full stop (odds and the fair hint say it).
# $extent: won or lost (no card unseen: the game itself was solved, so the verdict is
# certain), none (no decided sample won), all (every one), count (the share would round
# to 0 or 100 percent: said as a count), share (otherwise).
odds-chance = { $extent ->
    [won] the game can certainly be won: no card is left unseen
    [lost] the game certainly cannot be won: no card is left unseen
    [none] { $decided ->
        [one] the only deal of the unseen cards I tried cannot be won
       *[other] none of the { $decided } deals of the unseen cards I tried can be won
      }, so at most { $high } percent of games like this can
    [all] { $decided ->
        [one] the only deal of the unseen cards I tried can be won
       *[other] all { $decided } deals of the unseen cards I tried can be won
      }, so at least { $low } percent of games like this can
    [count] { $won } of the { $decided } deals of the unseen cards I tried can be won, so most likely { $low } to { $high } percent of games like this can
   *[share] about { $share } percent of games like this can be won, most likely { $low } to { $high } percent; I tried { $decided } { $decided ->
        [one] deal
       *[other] deals
      } of the unseen cards
  }{ $undecided ->
    [0] {""}
    [one] ; { $undecided } more was too long to work out
   *[other] ; { $undecided } more were too long to work out
  }
odds = { odds-chance }.
odds-unknown = I could not estimate the chance: the searches are too long.
odds-over-won = Nothing to estimate: the game is already won.
odds-over-lost = Nothing to estimate: the game is over.
# Said at once, before an answer expected to take long (odds, hint and hint peek with the
# Python search; decided from the search budget, never the clock), then the answer.
working = Working on it…
# The fair hint: $kind play or draw, $card, and the odds after the move.
fair-hint = Hint: { $kind ->
    [play] play { $card }
   *[draw] draw a card
  }; after it, { odds-chance }.
fair-hint-unknown = Hint: { $kind ->
    [play] play { $card }
   *[draw] draw a card
  }; I could not estimate the chance after it: the searches are too long.
# The fair hint whose move wins the game at once (the last peak card).
fair-hint-wins = Hint: { $kind ->
    [play] play { $card }
   *[draw] draw a card
  }; it wins the game.
