### Records and statistics, in English (issue 14, points 3 and 4).
### The same message ids exist in ar/ and hr/; a test checks it.

help-stats = Say stats to hear your statistics and everyone's in this game and rule set: games played and won, win rate, winning streaks, best score, fewest moves and average time to win.
help-records = Say records to hear your last 5 games and the records of this deal.
help-player = Say player and a name, for example player Sam, to play as that player: records and statistics are kept for each player.

## After a game: one sentence (seed 003). $number: the deal number; $result: records-won or records-left

records-first-win = You are the first to win deal { $number }!
records-record = A new record for deal { $number }: { $result }!
records-personal-best = Your best result yet in deal { $number }: { $result }.
# $score: higher than any earlier game's with the same scoring and variants
records-best-score = A new best score: { $score }!

## Results. $moves: the moves of a win; $count: the cards left

records-won = won in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }
records-left = { cards-count } left
records-abandoned = left with { cards-count } on the table

## stats. $title: records-title; $played, $won, $percent, $streak, $best: numbers

records-title = { $game ->
    [pyramid] Pyramid
   *[tripeaks] TriPeaks
  }
# $rules: easy, classic; $variants: the variants in force (rules-phrase), or none
records-title-rules = { records-title }, { rules-phrase }
records-stats-you = Your games of { $title }: { $played } played, { $won } won, { $percent } percent; winning streak { $streak }, best streak { $best }.
records-stats-none = { $title }: no games recorded for you yet.
records-stats-all = Everyone: { $played } played, { $won } won, { $percent } percent; best winning streak { $best }.
# $score: the best score; $moves: the fewest moves of a win; $time: records-time…
records-stats-bests = Best score { $score }; fewest moves to win { $moves }; average time to win { $time }.
records-stats-no-win = Best score { $score }; no game won yet.

## Time. $minutes, $seconds: numbers for the plural; $min, $sec: the same as said

records-time-seconds = { $seconds ->
    [one] { $sec } second
   *[other] { $sec } seconds
  }
records-time-minutes = { $minutes ->
    [one] { $min } minute
   *[other] { $min } minutes
  }
records-time = { records-time-minutes } { records-time-seconds }

## records: the last games and the records of this deal; $count: the plural, $n: it as said

records-recent = { $count ->
    [one] Your last game:
   *[other] Your last { $n } games, newest first:
  }
records-recent-none = No games recorded for you yet.
# one game: $title, $number, $result, $score
records-game = { $title }, deal { $number }: { $result }, score { $score }.
records-game-dealt = { $title }, a dealt card list: { $result }, score { $score }.
# $player: the record holder
records-deal = The record for deal { $number }: { $result }, score { $score }, by { $player }.
records-deal-yours = The record for deal { $number } is yours: { $result }, score { $score }.
records-deal-own = Your best in deal { $number }: { $result }, score { $score }.
records-deal-none = No results yet for deal { $number }.
records-deal-unnumbered = This deal has no number, so it keeps no records.

## The same for the deal of the day (its records are kept apart)

records-first-win-daily = You are the first to win the deal of the day!
records-record-daily = A new record for the deal of the day: { $result }!
records-personal-best-daily = Your best result yet in the deal of the day: { $result }.
records-deal-daily = The record for the deal of the day: { $result }, score { $score }, by { $player }.
records-deal-yours-daily = The record for the deal of the day is yours: { $result }, score { $score }.
records-deal-own-daily = Your best in the deal of the day: { $result }, score { $score }.
records-deal-none-daily = No results yet for the deal of the day.
records-game-daily = { $title }, deal of the day, deal { $number }: { $result }, score { $score }.

## player: $player, the name

player-now = Playing as { $player }: records and statistics from now on are { $player }'s.
player-is = Playing as { $player }. Say player and a name to change it.
player-bad = A player's name is 1 to 40 letters, digits or spaces.

## Records off: $reason
records-off = Records are off, so there is nothing to tell: { $reason ->
    [script] script mode keeps no records without --data-dir
    [corrupt] the records file is damaged
    [newer] the records file is from a newer version of the game
    [locked] another running game holds the records file
    [read-only] the records file cannot be written
    [full] the disk is full
    [foreign] the records file belongs to another program
   *[other] the records file could not be opened
  }.

## tripeaks-a11y records --csv FILE; $path, $count (the plural; $n: it as said), $problem

records-csv-written = { $count ->
    [one] Wrote 1 game to { $path }.
   *[other] Wrote { $n } games to { $path }.
  }
records-csv-exists = { $path } already exists, so it was left as it is. Add --force to replace it.
records-csv-folder = { $path } is a folder; give a file name.
records-csv-failed = { $path } could not be written: { $problem }.
records-csv-no-store = There are no records in { $path } yet: nothing to export.
records-csv-store = The records file { $path } could not be read: { $problem }.
