"""Every number handed to the voice, said as words in the form its sentence wants (issue 30).

A voice reads a digit as a masculine nominative count with no context:
espeak-ng says «آخر 5 حركات» with خمسة (خمس), «في 36 حركة» with ستة وثلاثون
(ستٍّ وثلاثين), "u 1 potezu" as "u jedan potezu", a date's day as a count,
«صف 4 ورقة 3» as "four cards", and loses the minus of «النقاط: -17.». So
the spoken form of every sentence has its numbers as words, chosen by each
language's row (``languages.Language.numbers``: a ``NumberWords`` whose
``say`` reads the ``Numeral``, the number with the words around it: the
counted noun after it and its gender, the preposition before it and the case
it governs, a place noun before it, a month beside it). A minus sign before
a number is the catalog's word for it (``score-below-zero``: "minus 17",
«سالب 17»). The printed text keeps its digits.

Why the spoken text is read after wording, and the catalogs keep their
digits (docs/architecture.md "Numbers for the voice"): the form of a number
depends on the words beside it, which are all in the sentence as worded, in
whichever message, select variant or nested term they came from; one reader
per language covers every message (and the catalogs' literal numbers, such
as "آخر 5 حركات" in a help line) without a second spoken variant of each,
which would drift from the printed one. ``tests/test_spoken_numbers_catalogs.py``
walks every catalog message with sample numbers against a table of number
words written from the grammars.

Numbers glued to Latin letters, to a letter after them (a card typed as «7ب»)
or to a "." and more digits (F5, TP1, UTF-8, 5.1), and the characters of a
spelled game code ("T, P, 1; E; …"), are names, not numbers, and are left to
the voice as they are. The announcer's own spoken forms keep their counts of
cards in words (``spoken_counts``, issue 12); the rest is worded here, on the
way to the voice.
"""

from __future__ import annotations

import re

from ..i18n import t
from ..languages import LANGUAGE_TABLE, Numeral, language
from .spelling import CHARACTER_SEPARATOR

__all__ = ["COUNTED", "feminine_number", "spoken_counts", "spoken_numbers"]


def feminine_number(lang: str, number: int) -> str:
    """``number`` (0 to 99) in words, agreeing with a feminine counted noun.

    ``lang`` is a language with card counts (Arabic: vocalised, nominative,
    23 -> «ثَلَاث وَعِشْرُون»; Croatian: 22 -> "dvadeset dvije"). Raises
    ValueError for another language or a number outside 0-99.
    """
    counts = language(lang).card_counts if lang in COUNTED else None
    if counts is None:
        raise ValueError(f"no number words for {lang!r} (known: {', '.join(COUNTED)})")
    if not 0 <= number <= 99:
        raise ValueError(f"number out of range 0-99: {number}")
    return counts.words(number)


COUNTED: dict[str, re.Pattern[str]] = {
    row.code: row.card_counts.counted for row in LANGUAGE_TABLE if row.card_counts is not None}
"""Per language with card counts: a count (one or two digits) followed by a card noun."""

_BELOW_ZERO = re.compile(r"(?<![\w\-])[-\u2212](\d{1,12})(?![\w])")
"""A number below zero ("Score -12."), not a hyphen inside a word, a range or a code."""

_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.\-/\\])(?<!\d[:,])(?<!\b[A-Za-z]" + re.escape(CHARACTER_SEPARATOR) + r")"
    r"(\d{1,12})(?!\w|[.,:]\d)")
"""Digits that are a number (up to 12: a longer run, as in a line the player typed, is left
to the voice's own reading, past every language's words): not glued to Latin letters,
other digits, a decimal point or a time's colon (12:30), nor followed by a letter (the
card «7ب»), nor a character of a spelled game code ("T, P, 1; E; …": ``spelling``)."""

_WORD = r"(?:[^\W\d_]|[\u064B-\u0652\u0670\u0640])+"
_WORD_BEFORE = re.compile(rf"({_WORD})\s+$")
_JOINED = re.compile(rf"({_WORD})$")
_SENTENCE_END = re.compile(r"[.!?؟;؛]")
_AFTER = re.compile(rf"(\.)?\s+({_WORD})(?:\s+({_WORD}))?")


def _numeral(text: str, match: re.Match[str], previous: Numeral | None) -> Numeral:
    head, tail = text[: match.start()], text[match.end():]
    joined_match = _JOINED.search(head)
    joined = joined_match.group(1) if joined_match else ""
    if joined:
        head = head[: -len(joined)]
    before_match = _WORD_BEFORE.search(head)
    after_match = _AFTER.match(tail)
    after = then = ""
    dotted = False
    if after_match:
        dotted = after_match.group(1) is not None
        after = after_match.group(2).lower()
        then = (after_match.group(3) or "").lower()
    return Numeral(
        value=int(match.group(1)),
        before=before_match.group(1).lower() if before_match else "",
        after=after, then=then, dotted=dotted, joined=joined.lower(),
        previous=previous,
        reach=after_match.end(2) if after_match and not dotted else 0)


def _worded(lang: str, text: str) -> str:
    say = language(lang).numbers.say
    out: list[str] = []
    last = 0
    previous: Numeral | None = None
    for match in _NUMBER.finditer(text):
        if match.start() < last:
            continue
        if _SENTENCE_END.search(text, last, match.start()):
            previous = None
        numeral = _numeral(text, match, previous)
        words, reach = say(numeral)
        out.append(text[last: match.start()])
        out.append(words)
        last = match.end() + reach
        previous = None if numeral.dotted else numeral
    out.append(text[last:])
    return "".join(out)


def spoken_numbers(lang: str, text: str) -> str:
    """``text`` with each number said as its language's row words it, the rest unchanged.

    A minus sign before a number becomes the catalog's ``score-below-zero``
    ("minus 17", «سالب 17»); each number then goes to ``Language.numbers``
    with the words around it (Arabic: vocalised words in gender and case; a
    place as an ordinal; Croatian: "u jednom potezu", a date's ordinals;
    English: the digits, a day as an ordinal). Raises nothing.
    """
    signed = _BELOW_ZERO.sub(lambda m: t(lang, "score-below-zero", number=int(m.group(1))), text)
    return _worded(lang, signed)


def spoken_counts(lang: str, text: str) -> str:
    """``text`` with each count of cards (COUNTED) as feminine words, the rest as it is.

    The announcer's spoken forms (``Words.counted``, issue 12); every other
    number is worded on the way to the voice (``spoken_numbers``, called by
    ``speech.spoken.pronounceable``). Text in a language without an entry in
    COUNTED (English) is returned unchanged. Raises nothing.
    """
    pattern = COUNTED.get(lang)
    counts = language(lang).card_counts
    if pattern is None or counts is None:
        return text
    out: list[str] = []
    last = 0
    for match in pattern.finditer(text):
        number, noun = int(match.group(1)), match.group(2)
        out.append(text[last: match.start()])
        out.append(counts.inflect(counts.words(number), noun))
        out.append(text[match.end(): match.start(2)])
        out.append(counts.noun(number, noun))
        last = match.end(2)
    out.append(text[last:])
    return "".join(out)
