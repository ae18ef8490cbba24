## Advice: what hint and solve say (issue 13, point 1)
## The searches are bounded by nodes, so the same position always gets the same answer.

# help hint in each game (kinds.py help_ids); help-hint speaks of both (docs/commands.md).
help-hint = Say hint to hear a move to make. In TriPeaks: the next move of a winning line, or, when the game cannot be won, the move towards the fewest cards left. In Pyramid: the first king or pair in board order, or draw when nothing can be removed.
help-hint-tripeaks = Say hint to hear the next move of a winning line. When the game can no longer be won, the hint says so and names the move towards the fewest cards left. You make the move yourself.
help-hint-pyramid = Say hint to hear the first king or pair in board order, rows top to bottom, left to right, then the waste top; or draw when nothing can be removed.
# A TriPeaks hint when the solver has proved the game lost.
# $kind: play or draw; $card: the card to play; $count: the fewest tableau cards left,
# at the end of the line the move starts (proven).
hint-lost = Hint: the game cannot be won from here. { $kind ->
    [play] Play { $card }
   *[draw] Draw a card
  }: it leads to the fewest cards left, { cards-count }.
# The same when the search stopped at its node limit before it proved the fewest:
# the move is the best found.
hint-lost-best-found = Hint: the game cannot be won from here. { $kind ->
    [play] Play { $card }
   *[draw] Draw a card
  }: it leads to the fewest cards left that I found.
# solve on a game already over: nothing is searched.
solve-over-won = Nothing to solve: the game is already won.
solve-over-lost = Nothing to solve: the game is over.
# The search reached its node limit before it could tell.
solve-unknown = I could not decide whether this can still be won: the search is too long.
