## The keys of the full terminal (issue 16): help keys, and what each key does.
## The key table is commands.table.KEYS; each key has a name (key-name-*) and an action (key-does-*).

# One key and what it does. $key: a key-name-*; $does: a key-does-*
key-item = { $key }: { $does }
# The keys that act only while the typed line is empty (the card cursor). $keys: key-item list
keys-empty-line = On an empty line: { $keys }.
# The keys that act at any time. $keys: key-item list
keys-any-time = At any time: { $keys }. Ctrl+C also silences speech; Ctrl+P and Ctrl+N bring back earlier commands.
# help keys where the terminal cannot send single keys (--plain, TERM=dumb, a script)
keys-unavailable = This terminal cannot send single keys (plain input or a script), so type the commands instead, for example draw, undo, hint, board, repeat and stop.
help-keys = Say keys to hear the keys of the full terminal: a card cursor on the arrow keys, Tab and Space, and F2 to F9 for draw, undo, hint, listen, board, repeat, silence and speech on or off.

key-name-left = Left arrow
key-name-right = Right arrow
key-name-up = Up arrow
key-name-down = Down arrow
key-name-tab = Tab
key-name-s-tab = Shift+Tab
key-name-space = Space
key-name-f2 = F2
key-name-f3 = F3
key-name-f4 = F4
key-name-f5 = F5
key-name-f6 = F6
key-name-f7 = F7
key-name-f8 = F8
key-name-f9 = F9

key-does-cursor-left = the previous card in the row
key-does-cursor-right = the next card in the row
key-does-cursor-up = the row above
key-does-cursor-down = the row below, then the waste pile and the draw pile
key-does-cursor-next = the next free card
key-does-cursor-previous = the previous free card
key-does-cursor-play = play the card under the cursor, or draw on the draw pile
pyramid-key-does-cursor-play = choose a card, then the card that makes 13 with it, or a king alone; on the draw pile, draw
key-does-draw = draw
key-does-undo = undo
key-does-hint = hint
key-does-listen = listen for one spoken command
key-does-board = read the board
key-does-repeat = repeat the last answer
key-does-stop = silence speech
key-does-speech-toggle = speech on or off
