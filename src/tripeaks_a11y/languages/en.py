"""English: its row and parts (the fallback language: listed first).

Its command words are in ``commands/grammar/en.py``, its messages in
``locales/en/``.
"""

from __future__ import annotations

from typing import Final

from .parts import Listening, NumberWords, Numeral


def plural(number: int) -> str:
    """CLDR's plural category of a non-negative integer in English: one, other."""
    return "one" if number == 1 else "other"


MONTHS: Final = frozenset({
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
})
"""The month names of the catalogs' dates (locales/en/dailydeals.ftl ``daily-date``)."""

_DAY_ORDINALS = (
    "", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
    "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second",
    "twenty-third", "twenty-fourth", "twenty-fifth", "twenty-sixth", "twenty-seventh",
    "twenty-eighth", "twenty-ninth", "thirtieth", "thirty-first",
)


def say_number(numeral: Numeral) -> tuple[str, int]:
    """A day before a month name as its ordinal ("4 December" is said "the fourth of
    December"); any other number as its digits, which an English voice reads well."""
    if numeral.after in MONTHS and 1 <= numeral.value < len(_DAY_ORDINALS):
        return f"the {_DAY_ORDINALS[numeral.value]} of", 0
    return str(numeral.value), 0


NUMBER_WORDS: Final = NumberWords(say=say_number)
"""Numbers for the English voice: digits, but a day as an ordinal."""

LISTENING: Final = Listening(
    one_letter_words=frozenset({"a", "i"}),
    unsaid={
        "clear": "heard for \"play\" and in everyday speech (remove is said \"remove\")",
        "clue": "heard for \"new\" (hint is said \"hint\" or \"suggest\")",
        "stat": "heard for \"stop\" (\"stats\", \"statistics\")",
        "shh": "no vowel: heard in any noise (stop is said \"stop\", \"silence\", \"hush\")",
        "quiet": "heard for \"quit\", and the two do opposite things",
        "speed": "heard for \"speech\" (rate is said \"rate\", \"speech rate\")",
        "knave": "heard in noise; the jack is said \"jack\"",
        "table": "heard for \"score\" (board is said \"board\")",
        "redeal": "heard for \"redo\" (restart is said \"restart\", \"start over\")",
        "points": "heard for \"voice\" (score is said \"score\")",
        "day": "\"new day\" heard for \"hint\" (the daily deal is said \"new daily\", "
               "\"new today\")",
    },
    phones="model",
    experimental=False,
    tuning=(("en-us+m3", 150), ("en-gb+f2", 170), ("en-us", 130)),
    scoring=(("en-gb-scotland+m1", 160), ("en-029+f4", 140), ("en-us-nyc+m7", 175)),
    non_commands=(
        "what time is it", "i am going to make a cup of tea", "the weather is lovely",
        "could you pass me the salt", "my sister is coming over tonight",
        "where did i leave my keys", "the bus was late this morning",
        "i need to buy some bread and milk", "let me think about it for a minute",
        "that was a very good film", "have you fed the cat yet",
        "it is getting dark outside", "we should go for a walk later",
        "the kettle has just boiled", "hello how are you doing",
    ),
)
"""English for the recogniser: the model's own dictionary."""
