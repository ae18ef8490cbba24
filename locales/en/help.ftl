## help: the short answer, a few lines with the short forms (issue 13, point 6).
## Each line names commands by their words in the grammar; the short forms in
## brackets are words the parser takes in every language.

# The playing line is each game's own (the game's message prefix).
help-playing = Playing: a card, such as 7s or 7 of spades, or its place, such as row 4 card 3; draw (d); undo (u); redo; last; hint; hint peek; odds; solve.
pyramid-help-playing = Playing: two cards that add up to 13, such as 6h 7c, or 6h waste for the waste pile's top card; a king alone, such as ks; draw (d); undo (u); redo; last; hint; hint peek; odds; solve; chain.
help-board-line = Reading the board: board (b), or board short for the playable cards only; row and a number (r 4); waste (w); moves (m); look and a card (l 7s); score (s).
help-game-line = The game: new (n); restart; code; rules easy or classic; game pyramid or tripeaks; faq; quit (q).
# Pyramid's own game line (kinds: help_lines): rules there chooses nothing, it tells
# the one rule set and the goal (docs/pyramid.md "Playing")
pyramid-help-game-line = The game: new (n); restart; code; rules, for the rules and the goal; game pyramid or tripeaks; faq; quit (q).
help-settings-line = Settings: lang ar, hr or en; errors on or off; speech; verbosity brief, normal or full; rate; volume; earcons; mode; repeat; stop.
help-voice-line = Playing by voice: listen on, off or key; voice for its settings.
# The goal line of help, each game's own (docs/rules.md "End of the game",
# docs/pyramid.md "Score and end of the game"); $cards: the cards to clear, from the layout (28)
help-goal = The goal: clear all { $cards } peak cards, even with cards left in the draw pile; the game is lost when the draw pile is empty and no card can be played.
pyramid-help-goal = The goal: remove all { $cards } pyramid cards, even with cards left in the draw pile; the game is lost when the draw pile is empty and no move remains.
help-more = Say help all (h all) for every command, or help and a command, for example help play. New here? Say tutorial for a guided first game; keys for the keys.

## Verbosity in print: the lines that differ from normal (issue 13, point 5).

# brief: a draw without the cards left; $card
verbosity-drawn = Drew { $card }.
# brief: a revealed card without its place; $card
verbosity-revealed = Revealed: { $card }.
# full: the draw pile after a move; $count: cards left in it
verbosity-stock = { board-stock }.
# brief: a Pyramid removal without its points and the score; $first, $second, $card
verbosity-paired = Paired { $first } and { $second }.
verbosity-king-removed = Removed { $card }.
verbosity-waste-king-removed = Removed { $card } from the waste pile.
