### Typing, redo and the recent moves, in English (issue 13, points 7 and 9).
### The same message ids exist in ar/ and hr/; a test checks it.

help-redo = Say redo to play again the move you took back with undo; after a new move there is nothing to redo.
help-last = Say last to hear the last 5 moves of this game, newest first, or last and a number, for example last 10.

# redo with nothing undone since the last move
redo-nothing = Nothing to redo: redo plays again only what undo took back.

# last: $count actions (1 or more), $moves their list, newest first
history = { $count ->
    [one] Your last move: { $moves }.
   *[other] Your last { $count } moves, newest first: { $moves }.
  }
history-none = No moves yet in this game.
history-played = played { $card }
history-drew = drew { $card }
history-paired = paired { $first } and { $second }
history-king = removed { $card }

# docs/commands.md: the Arabic short codes, $codes one example per letter
reference-codes = Arabic short card codes, the rank then the suit's letter with no space, in Arabic-Indic or Western digits: { $codes }.
