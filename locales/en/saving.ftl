### Saving and resuming, in English (issue 14, points 2 and 6).
### The same message ids exist in ar/ and hr/.

## At the start, with an unfinished game saved. $code: its game code; $moves, $score: numbers

saving-offer = Continue game { $code }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }, score { $score }? Say yes or no.
saving-offer-explicit = Continue the game of an explicit deal, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }, score { $score }? Say yes or no.
# After yes; the board follows. $code
saving-resumed = Game { $code } continues where you left off.
saving-resumed-explicit = The game of an explicit deal continues where you left off.

## The records file cannot be used. $path: the file; $problem: what is wrong

saving-off = { $problem ->
    [corrupt] The records file { $path } is damaged: games are not recorded until you start the game again.
    [newer] The records file { $path } comes from a newer version of the game: it is left untouched, and games are not recorded; update the game, or start it with --data-dir to keep records in another folder.
    [locked] The records file { $path } is in use by another game: games are not recorded until you start the game again.
    [read-only] The records file { $path } cannot be written: games are not recorded until you start the game again.
    [full] The disk is full: games are not recorded until you start the game again.
    [foreign] The file { $path } belongs to another program: it is left untouched, and games are not recorded until you start the game again with another data folder (--data-dir).
   *[other] The records file { $path } cannot be used: games are not recorded until you start the game again.
  }
# $path: where the damaged file was moved; a new, empty records file replaces it
saving-kept = The records file was damaged: it is kept as { $path } and a new one is started.
# Another program holds the records file locked: the game's writes wait for it. $path
saving-waiting = Another program is using the records file { $path }: your games are kept and saved as soon as it is free.
# At the start: the unfinished game is being played in another running game (issue 32)
saving-elsewhere = Your unfinished game is being played in another window of the game, so it is not offered here; it stays saved there.
