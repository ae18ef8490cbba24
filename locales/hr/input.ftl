### Input that cannot be read, in Croatian (issue 11: no input crashes it or drives the terminal).
### The same message ids exist in en/ and ar/; a test checks it.

# A line that holds nothing printable: no empty quote is said back.
parse-unknown-empty = Ne razumijem to. Za popis naredbi recite pomoć.

# A line that is no command while a yes/no question is open ("quit", then "hmm"):
# no "did you mean" and no pointer to help; the question is said again after it.
parse-unanswered = Ne razumijem: { $text }.
parse-unanswered-empty = Ne razumijem to.

# A line longer than any command (a pasted page): refused before it is read.
parse-too-long = Taj je redak predug za naredbu: naredba ima najviše { $count } znakova. Za popis naredbi recite pomoć.
