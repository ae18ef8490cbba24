### Input that cannot be read, in English (issue 11: no input crashes it or drives the terminal).
### The same message ids exist in ar/ and hr/; a test checks it.

# A line that holds nothing printable (a NUL, an escape sequence alone): no
# empty quote is said back.
parse-unknown-empty = I did not understand that. Say help for the commands.

# A line that is no command while a yes/no question is open ("quit", then "hmm"):
# no "did you mean" and no pointer to help; the question is said again after it.
parse-unanswered = I did not understand: { $text }.
parse-unanswered-empty = I did not understand that.

# A line longer than any command (a pasted page): refused before it is read.
parse-too-long = That line is too long for a command: a command has at most { $count } characters. Say help for the commands.
