## The guided first game (issue 16, point 4): tutorial, on the rules pages' deal TP1-E-AAAAAAB.
## Each step explains, then asks for one action; the cards named are that deal's.

help-tutorial = Say tutorial for a guided first game on the rules pages' deal: each step explains a rule and waits for you. Say quit tutorial to leave it; the game goes on.
# The opening's offer, said once at the first start
tutorial-offer = New here? Say tutorial for a guided first game on the rules pages' deal.
# Asked before the guided game replaces a game in progress
tutorial-confirm = There is a game in progress. Leave it for the guided game? Say yes or no.
# The same, over a game of another kind (Pyramid): the guide's deal is TriPeaks
tutorial-confirm-other = There is a Pyramid game in progress, and the guided game teaches TriPeaks. Leave it for the guided game? Say yes or no.
tutorial-start = Guided game: the rules pages' deal, Easy rules. Each step waits for you; say quit tutorial to leave at any time.
# Before tutorial-start when the guided game replaces another game kind (Pyramid)
tutorial-tripeaks = The guided game teaches TriPeaks, so this is a TriPeaks deal. To play Pyramid again, say quit tutorial, then game pyramid.

# $cards (step 1): the peak cards to clear, from the layout (28)
tutorial-step-1 = Step 1 of 9, the board. The goal: clear all { $cards } peak cards, even with cards left in the draw pile; when the draw pile is empty and no card can be played, the game is lost. The draw pile is face down; the waste pile's top card, here the ace of clubs, is the card you play on. Then come the rows, from the peak tops down to the bottom row; a hidden card is face down, and only face-up cards that nothing covers can be played. Say moves to hear which cards you can play.
tutorial-step-2 = Step 2 of 9. A card can be played when it is one rank above or below the waste top, whatever its suit. Under Easy rules king and ace are neighbours, so the king of clubs, the 2 of diamonds and the king of diamonds all fit on the ace of clubs; under Classic rules only the 2 of diamonds would. Play the king of clubs: type Kc.
tutorial-step-3 = Step 3 of 9. The king of clubs is now the waste top, and under Easy rules an ace fits on a king. Play the ace of spades: type As.
tutorial-step-4 = Step 4 of 9. On the ace of spades, play the 2 of diamonds: type 2d, and listen for the card that turns up.
tutorial-step-5 = The 7 of spades in row 3, card 5, turned face up: both cards that covered it, the 2 of diamonds and the ace of spades, are gone. Step 5 of 9: try a card that does not fit, such as the 9 of spades on the 2 of diamonds: type 9s. The game will refuse it.
tutorial-step-6 = Step 6 of 9. When no card fits, draw: the top card of the draw pile becomes the waste top. Say draw.
tutorial-step-7 = Step 7 of 9. Each draw costs a point, like each card played. Take the draw back: say undo.
tutorial-step-8 = Undo put the card back on the draw pile and gave the point back. Step 8 of 9: when you do not know what to play, ask for a hint: say hint.
tutorial-step-9 = Step 9 of 9, the score. Say score.
tutorial-done = The score starts at 500; each card played or drawn costs 1 point, and clearing a whole peak gives 100 more. For that bonus the left peak has 9 cards, the middle 9 and the right 10. The guided game is over: this game goes on as a normal game. Good luck.

# The keys of a step, said after it when the terminal sends keys
tutorial-keys-play = With the keys: the arrow keys or Tab move the cursor to the card, and Space plays it.
tutorial-keys-draw = Or press F2.
tutorial-keys-undo = Or press F3.
tutorial-keys-hint = Or press F4.

# What a step asks, in short, for a try that is not this step's
tutorial-ask-1 = Say moves.
tutorial-ask-2 = Play the king of clubs: type Kc.
tutorial-ask-3 = Play the ace of spades: type As.
tutorial-ask-4 = Play the 2 of diamonds: type 2d.
tutorial-ask-5 = Try a card that does not fit, such as the 9 of spades: type 9s.
tutorial-ask-6 = Say draw.
tutorial-ask-7 = Say undo.
tutorial-ask-8 = Say hint.
tutorial-ask-9 = Say score.
tutorial-not-now = Not played: the guided game waits for its step.
tutorial-leave = Say quit tutorial to leave the guided game.
# hint at a step that asks for a card (2-4): then that step's tutorial-ask line
tutorial-hint = Hint for this step:
tutorial-fits = That card fits, so it would be played; this step asks for one that does not.

# Why the refusal of step 5 happened
tutorial-refused-rank = That is a refusal: the card is not one rank above or below the waste top, so nothing changed.
tutorial-refused-blocked = That is a refusal: the card is covered or face down, so nothing changed.
tutorial-refused-other = That is a refusal: nothing changed.

tutorial-quit = The guided game is over; this game goes on as a normal game.
tutorial-none = No guided game is running. Say tutorial to start one.
tutorial-ended = The guided game is over, since its game was left.
