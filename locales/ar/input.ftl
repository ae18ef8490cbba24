### Input that cannot be read, in Arabic (issue 11: no input crashes it or drives the terminal).
### The same message ids exist in en/ and hr/; a test checks it.

# A line that holds nothing printable: no empty quote is said back.
parse-unknown-empty = لم أفهم ذلك. قل مساعدة لسماع الأوامر.

# A line that is no command while a yes/no question is open ("quit", then "hmm"):
# no "did you mean" and no pointer to help; the question is said again after it.
parse-unanswered = لم أفهم: { $text }.
parse-unanswered-empty = لم أفهم ذلك.

# A line longer than any command (a pasted page): refused before it is read.
parse-too-long = هذا السطر أطول من أن يكون أمرًا: الأمر لا يزيد على { $count } حرف. قل مساعدة لسماع الأوامر.
