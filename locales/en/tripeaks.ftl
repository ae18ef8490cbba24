### TriPeaks solitaire: what the player hears, in English.
###
### Every message is heard alone by a screen reader: whole words, no suit
### symbols, no layout. The code upper-cases the first letter of a message
### that starts with a card name, a row label or a place, so write those in
### lower case. Numbers arrive without digit grouping.
### The same message ids exist in ar/ and hr/; a test checks it.

## Words and lists

# $rank: ace, 2 … 10, jack, queen, king
rank-name = { $rank ->
    [ace] ace
    [jack] jack
    [queen] queen
    [king] king
   *[other] { $rank }
  }

# $suit: clubs, diamonds, hearts, spades (the suit as it appears in a card name)
card-suit = { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
    [spades] spades
   *[other] { $suit }
  }

# A card's name: "7 of spades", "king of diamonds". $rank, $suit as above.
card = { rank-name } of { card-suit }

card-hidden = hidden card

# $count: a number of cards, with its noun.
cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }

list-separator = {", "}
# Between the rows of the board read-out.
group-separator = {"; "}
# $items: the first items already joined; $last: the last one.
list-or = { $items } or { $last }
list-and = { $items } and { $last }

## Board read-out (seed verbal layout)

# $row: 1 to 4
row-label = { $row ->
    [1] peak tops
    [4] bottom row
   *[other] row { $row }
  }
row-label-in = { $row ->
    [1] in the peak tops
    [4] in the bottom row
   *[other] in row { $row }
  }
# A row whose cards have all been played still gets its label, so the
# listener keeps count of the rows: "bottom row: empty".
row-empty = empty
# $count: cards in the draw pile
board-stock = Draw pile: { $count ->
    [0] empty
   *[other] { cards-count }
  }
# One row of the board: $row, $cards (already joined).
board-row = { row-label }: { $cards }
# $count: draw pile; $waste: waste top card; $rows: the rows joined with group-separator.
board = { board-stock }; waste pile: { $waste }. { $rows }.
# One row alone: $row, $cards.
row = { row-label }: { $cards }.
# $waste, $count
waste = Waste pile: { $waste }. { board-stock }.

## What can be done now

# $cards: playable cards, joined
moves-play = You can play: { $cards }.
moves-play-or-draw = You can play: { $cards }; or draw.
moves-draw = No card can be played; draw.
moves-none = No moves.
# A simple hint (first playable card in read-out order): $kind play or draw; $card
hint = Hint: { $kind ->
    [play] play { $card }.
   *[draw] draw a card.
  }

## After a move

# $card
removed = Played { $card }.
# $card, $row, $slot: the card turned face up and its place, as the player names it
revealed = Revealed: { $card }, { place }.
# $peak: left, middle, right; $bonus: points; $score
peak-cleared = { $peak ->
    [left] Left
    [middle] Middle
    [right] Right
   *[other] { $peak }
  } peak cleared: plus { $bonus } points. Score { $score }.
# A layout whose peaks have no names (not two or three): $number counts from the left,
# $count is how many peaks the layout has; $bonus: points; $score
peak-cleared-nth = Peak { $number } of { $count } cleared: plus { $bonus } points. Score { $score }.
# $count: cards left in the draw pile
stock-left = { $count ->
    [0] The draw pile is now empty.
    [one] 1 card left in the draw pile.
   *[other] { $count } cards left in the draw pile.
  }
# $card, $count
drawn = Drew { $card }. { stock-left }
# $score, $count: cards left in the draw pile
won = You won! Score { $score }. { $count ->
    [0] The whole draw pile was used.
    [one] 1 card was left in the draw pile.
   *[other] { $count } cards were left in the draw pile.
  }
# $score
blocked = No more moves possible. Score { $score }. Say undo or new.
# $card, $row: where it went back, $score
undone-removed = Undone: { $card } is back { row-label-in }. Score { $score }.
# $card, $score
undone-drawn = Undone: { $card } is back on the draw pile. Score { $score }.
# After an undone removal: the cards it had revealed, face down again, by place only.
# $places: place items joined with list-and; $count: how many
undone-face-down = Face down again: { $places }.

## Refused moves

refused-wrong-rank = It must be one rank higher or lower.
refused-blocked = This card is blocked.
# With error help off, for a wrong rank or a blocked card.
refused-short = No.
refused-stock-empty = The draw pile is empty.
refused-nothing-to-undo = Nothing to undo.
game-over = The game is over. Say new to deal again.

## Look at one place

# $row, $slot
place = { row-label } card { $slot }
# $card, $row, $slot
look-free = { $card }, { place }: free to play.
# $cards: what playing it uncovers (freed-hidden / freed-card items, joined with list-and)
look-frees = Playing it frees { $cards }.
# $row
freed-hidden = a hidden card { row-label-in }
# $card, $row
freed-card = { $card } { row-label-in }
# A face-down card: $row, $slot, $cards: the cards on it (joined with list-and), $count: how many
look-covered-count = Hidden card, { place }: covered by { $cards }.
# A face-up card still covered: $card, $row, $slot, $cards (joined with list-and)
look-covered-cards = { $card }, { place }: covered by { $cards }.
# A face-down card that nothing covers (only in variants): $row, $slot
look-hidden = Hidden card, { place }: face down.
# $row, $slot
look-played = { place }: already played.
# $card: a card named that is on top of the waste pile, or already played
look-waste-top = { $card } is the top card of the waste pile.
look-played-card = { $card } has already been played.

## Score, code, settings

# $score, $moves, $count: cards left on the peaks
score = Score { $score }. Moves { $moves }. Cards left on the peaks: { $count }.
# $rules: easy, classic; $variants: the variants named (list-and), or none
rules-phrase = { $rules ->
    [easy] Easy rules
    [classic] Classic rules
   *[other] { $rules } rules
  }{ $variants ->
    [none] {""}
   *[other] {" "}with { $variants }
  }
# $code, $rules, $number: deal number
code = Game code { $code }: { rules-phrase }, deal number { $number }.
# $rules
code-explicit = This is an explicit deal; it has no game code. { rules-phrase }.
# $rules
rules-next = { rules-phrase } from the next deal.
rules-same = Already playing with { rules-phrase }.
errors-on = Error help on.
errors-off = Error help off.
# Said in the language just chosen.
lang-set = Language: English.

## Starting, confirming, leaving

# $code, $rules
new-game = New game: { $code }, { rules-phrase }.
# $rules
new-game-explicit = New game from an explicit deal, { rules-phrase }.
# $code
restart = Same deal again: { $code }.
restart-explicit = Same deal again.
# $code, $rules
welcome = TriPeaks solitaire. Game code { $code }, { rules-phrase }. Say help for the commands.
# $rules
welcome-explicit = TriPeaks solitaire, an explicit deal, { rules-phrase }. Say help for the commands.
confirm-new = A game is in progress. Start a new one? Say yes or no.
confirm-quit = A game is in progress. Quit anyway? Say yes or no.
cancelled = Cancelled. The game goes on.
goodbye = Goodbye.
nothing-to-repeat = Nothing to repeat yet.

## Input that cannot be used

# $text: what was typed; $command: the nearest command
parse-nearest = I did not understand: { $text }. Did you mean { $command }?
parse-unknown = I did not understand: { $text }. Say help for the commands.
unknown-card = { $text } is not a card I know.
# $row: as typed; $rows: how many rows there are
row-out-of-range = There is no row { $row }. Rows go from 1 to { $rows }.
# $row, $count: cards in that row
slot-out-of-range = Row { $row } has { cards-count }.
# $cards: the candidates, joined with list-or
which-one = Which one: { $cards }?
# $rank: ace, 2 … 10, jack, queen, king
rank-none-playable = No { rank-name } can be played now.
# $rank: ace, 2 … 10, jack, queen, king (look at a rank with no free card)
rank-none-available = No { rank-name } is free now.
# Playing a place whose card is gone: $row, $slot
slot-empty = { place }: already played.
# "yes" or "no" when nothing was asked
nothing-to-confirm = There is nothing to answer yes or no to.
confirm-restart = A game is in progress. Start this deal again from the beginning? Say yes or no.
# "rules" alone: $rules
rules-now = Playing with { rules-phrase }. Say rules easy or rules classic, or rules and a variant, to change them from the next deal; help rules names the variants.
# How a game is won and lost (docs/rules.md "End of the game"): said by rules and the faq;
# $cards: how many cards the peaks hold, from the layout (28)
goal = You win when all { $cards } peak cards are cleared, even with cards left in the draw pile. You lose when the draw pile is empty and no card can be played onto the waste pile.
# A --deal list that cannot be read: $codes (joined), $count (codes given)
deal-unknown = These are not card codes: { $codes }.
deal-duplicates = Named more than once: { $codes }.
deal-missing = Missing from the deal: { $codes }.
deal-count = A deal needs 52 card codes; { $count ->
    [one] 1 was given.
   *[other] { $count } were given.
  }

## Game codes that cannot be read ($detail: the part as typed)

code-empty = Say a game code, for example TP1-E-AAAAAAB.
code-unknown-prefix = That game code must start with TP1 or PY1, not { $detail }.
code-rules-letter = After TP1 comes the rules letter E or C, not { $detail }.
code-rules-letter-missing = After TP1 comes the rules letter E or C.
code-letter-count = A game code needs 7 letters for the deal, not { $detail }.
code-not-a-letter = Only letters A to Z make a deal, not { $detail }.
# $letters: every variant letter of rules.VARIANTS, joined with list-and
code-unknown-variant = No variant has this letter: { $detail }. The variants are { $letters }.
# --variant standard given with a variant on the command line
variants-standard-alone = --variant standard means no variant: give it alone, or name the variants.
# $game: the game of the code (tripeaks, pyramid, …); $detail: the variant letters typed
code-variants-not-for-game = { $game ->
    [pyramid] Pyramid has no variants: { $detail }.
   *[other] This game has no variants: { $detail }.
  }
# $max: the highest deal number
code-number-range = Deal numbers go from 0 to { $max }, not { $detail }.

## Help

help-board = Say board to hear the draw pile, the waste pile and every row. Say board short for the short board that verbosity brief prints: only the cards you can play are named, hidden and covered cards side by side are counted, and empty rows are left out; board full for every card, whatever the verbosity.
help-row = Say row and a number to hear one row, each card with its place, for example row 3: rows go from 1 to 4 in TriPeaks and from 1 to 7 in Pyramid; bottom row is the last.
help-waste = Say waste to hear the top card of the waste pile and how many cards are left to draw.
help-moves = Say moves to hear which cards you can play now, and whether you can draw.
help-play = Say play and a card, just the card, or its place, for example play 7 of spades, 7s, or row 4 card 3; places count from the left, played places included.
help-look = Say look and a card or a place to hear where it is and what covers it, for example look row 2 card 1; look stock and look waste tell the two piles.
help-draw = Say draw to turn the top card of the draw pile onto the waste pile.
help-undo = Say undo to take back the last move and its points, or undo and a number, for example undo 3, to take back that many moves; the last 100 moves can be taken back.
help-score = Say score to hear the score, the moves made and the cards left on the peaks.
help-new = Say new for another deal, or new and a game code or a deal number to play that deal, for example new TP1-E-AAAAAAB or new 1234. Say new daily for the deal of the day, the same for every player all day (UTC), or new winnable for a deal the solver has won.
help-restart = Say restart to play the same deal again from the start.
help-code = Say code to hear the game code of this deal, to play it again or share it.
help-rules = Say rules easy or rules classic to choose whether king and ace are neighbours, rules and a variant to play it, such as rules empty waste, or rules standard to play none; each from the next deal, or now with new, such as new open peaks.
help-errors = Say errors off to hear only a short no for a refused card, and errors on to hear the reason again.
help-lang = Say lang and ar, hr or en to change the language, for example lang hr.
help-repeat = Say repeat to hear the last announcement again.
help-help = Say help for the commands in short, help all for every command, or help and a command, for example help play.
help-quit = Say quit to leave the game; with a game in progress you are asked first.
help-stop = Say stop to silence the speech at once.
help-yes = Say yes to answer a question, for example after new or quit asks whether to leave the game.
help-no = Say no to answer a question with no; the game goes on as it was.
# $words: the other words the parser takes for a command, joined
help-also = Also: { $words }.
# $topic: as typed
help-unknown = There is no help on { $topic }.

## Speech

# $output: tts, screen-reader, none
speech-output-name = { $output ->
    [tts] the game's own voice
    [screen-reader] your screen reader
   *[none] text only
  }
# Said once at the start when --speech auto chose. $reader: NVDA, JAWS, VoiceOver, Orca, Narrator
speech-chose-screen-reader = Speech: text only, because { $reader } is running and reads these lines. If you turn off its console reading, start the game with --speech screen-reader to send speech to { $reader } directly.
speech-chose-narrator = Speech: text only, because { $reader } is running and reads these lines.
# Linux: --speech screen-reader goes to speech-dispatcher. $reader as above
speech-chose-screen-reader-linux = Speech: text only, because { $reader } is running and reads these lines. If you turn off its console reading, start the game with --speech screen-reader to send speech to speech-dispatcher, the speech service { $reader } uses: speech only, no braille.
# Said once at the start of --speech screen-reader on Linux
speech-chose-speech-dispatcher = Speech: to speech-dispatcher, the speech service Orca uses. The game sends nothing to braille: for braille, let your screen reader read these lines with --speech auto.
speech-chose-tts = Speech: the game's own voice, because no screen reader is running. For text only, start the game with --speech none.
speech-chose-none = Speech: text only, because no screen reader is running and no voice works here. To try the game's own voice, start the game with --speech tts.
# Said once, with the next answer, when speech failed. $failed and $now: speech-output-name values
speech-fallback = Speech: { $failed } is not working; now { $now }.
speech-set = Speech: { speech-output-name }.
speech-rate = Speech rate: { $rate } percent.
speech-rate-range = The speech rate goes from { $low } to { $high } percent.
speech-volume = Speech volume: { $volume } percent.
speech-volume-range = The speech volume goes from { $low } to { $high } percent.
# $level: brief, normal, full
speech-verbosity = Verbosity: { $level ->
    [brief] brief, only what is new
    [full] full, with the score after each move
   *[normal] normal
  }.
# $mode: interrupt, queue
speech-mode = { $mode ->
    [queue] Every announcement is spoken to the end.
   *[interrupt] A new announcement cuts off the old one; refusals are always spoken to the end.
  }
speech-earcons-on = Short sounds on.
speech-earcons-off = Short sounds off.
speech-test = This is the game's voice in English. Row 3: hidden card, 7 of spades.
speech-test-none = Speech is off: text only.
# The spoken board says a run of hidden cards as one count. $count: 2 or more
speech-hidden-cards = { $count ->
    [one] hidden card
   *[other] { $count } hidden cards
  }
# Full verbosity: the score after a move whose sentence does not say it.
speech-score = Score { $score }.
# $path: the file; $problem: what was wrong, as the reader reported it
settings-broken = The settings file { $path } could not be read in full ({ $problem }); defaults stand in for what could not be read. The file is left as it is until you change a setting; then it is kept beside the new one as settings.toml.broken.
settings-not-saved = The setting could not be saved in { $path }: { $problem }. It holds until you quit.
help-speech = Say speech and auto, tts, screen-reader or none to choose where speech goes, or speech test to hear a sample, for example speech tts.
help-rate = Say rate and a number from 50 to 400 to set the speed of the game's voice in percent, for example rate 150.
help-volume = Say volume and a number from 0 to 100 to set the loudness of the game's voice, for example volume 80.
help-verbosity = Say verbosity and brief, normal or full to hear and read less or more after each move, for example verbosity brief; at brief the board is the short one, as board short says it.
help-earcons = Say earcons on or off for short sounds when a move is refused, a card is revealed, a peak is cleared, or the game ends.
help-mode = Say mode interrupt to let a new announcement cut off the old one, or mode queue to hear every one to the end.

## Solver

# $count: moves in the line found
solve-winnable = Looking at the hidden cards, this game can still be won in { $count ->
    [one] 1 move
   *[other] { $count } moves
  }.
solve-not-winnable = Looking at the hidden cards, this game cannot be won from here.
help-solve = Say solve to hear whether the game can still be won from here, and in how many moves: it looks at the hidden cards, the face-down cards and the order of the draw pile.

## --log FILE (issue 28): said once, with the next answer. $path: the file; $problem: a settings-reason-* phrase
log-not-file = Nothing is logged: { $path } is not a regular file (a link, a pipe, a device or a folder). The game goes on.
log-not-opened = Nothing is logged: { $path } cannot be opened ({ $problem }). The game goes on.
log-stopped = Logging has stopped: { $path } cannot be written ({ $problem }). The game goes on.
