# Ctrl+C and the end of the game (cli): a search cut short, an output that cannot be written.
search-stopped = Search stopped. The game goes on.
output-failed = The game stops: its output cannot be written.
