"""The parts of a language, as records its row carries (``languages.Language``).

A language's own module (``languages/en.py``, ``ar.py``, ``hr.py``) fills
them in: how its numbers are counted (``plural``), how a count of cards is
said (``CardCounts``), and what a speech recogniser needs (``Listening``).
Layer 1 (docs/architecture.md "Layers"): values and pure functions only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

__all__ = ["CardCounts", "CardGenders", "Listening", "NumberWords", "Numeral", "plural_other"]


def plural_other(number: int) -> str:
    """The CLDR plural category of a language with one form: always "other"."""
    del number
    return "other"


def _as_written(words: str, noun: str) -> str:
    del noun
    return words


def _noun_as_written(number: int, noun: str) -> str:
    del number
    return noun


@dataclass(frozen=True)
class CardCounts:
    """How a count of cards is said where a voice would read the digit wrongly.

    ``words(n)``: ``n`` (0 to 99) in words agreeing with the counted noun
    (card is feminine in Arabic and Croatian). ``counted``: a count, its
    digits in group 1 and the counted noun in group 2 ("23 karte").
    ``inflect(words, noun)``: the words as the noun's case wants them (the
    Croatian accusative "jednu kartu"); unchanged by default. ``noun(n,
    noun)``: the noun as said after the count ``n`` (the Arabic accusative
    «وَرَقَةً» after 11 to 99); unchanged by default.
    """

    words: Callable[[int], str]
    counted: re.Pattern[str]
    inflect: Callable[[str, str], str] = _as_written
    noun: Callable[[int, str], str] = _noun_as_written


@dataclass(frozen=True)
class Numeral:
    """A number in a sentence, with the words around it that choose how it is said.

    ``value``: the number, 0 or more (a minus sign is said before it as a word).
    ``before``: the word just before it, lower-cased ("" at the start or after
    punctuation other than a space); ``joined``: a letter written joined to
    the digits ("و" of «و2»), "" if none. ``after``: the word just after it,
    across spaces only ("" before punctuation), lower-cased; ``then``: the word
    after ``after``. ``dotted``: the digits are followed by "." and a word
    ("4. prosinca"); ``after`` is then that word. ``previous``: the number
    before it in the same sentence (None: none), whose noun may be the one
    left out after this one («9 أوراق، وفي الوسطى 9», "1 bod, druga 2",
    «الخطوة 1 من 9»). ``reach``: how many characters
    after the digits end with ``after`` (0 when it is "" or ``dotted``), for
    a ``say`` that words the noun too.
    """

    value: int
    before: str = ""
    after: str = ""
    then: str = ""
    dotted: bool = False
    joined: str = ""
    previous: Numeral | None = None
    reach: int = 0

    @property
    def bare(self) -> bool:
        """No word follows it in its clause (punctuation, or a "." and a new sentence)."""
        return not self.after or self.dotted


def _digits(numeral: Numeral) -> tuple[str, int]:
    return str(numeral.value), 0


@dataclass(frozen=True)
class NumberWords:
    """How a language's voice is given a number: as the words a listener expects.

    ``say(numeral)``: the words for ``numeral`` (a ``Numeral``) in its place
    in the sentence (a count agreeing with the noun it counts, in the case
    the word before governs; a place; a date), and how many characters after
    the digits those words stand for too: 1 for a "." that belongs to the
    number (a Croatian ordinal: "4." is "četvrtoga"), ``numeral.reach`` when
    they give the counted noun in its case (the Arabic accusative «وَرَقَةً»
    after 11-99), else 0. By default the digits, as the voice reads them
    well (English). Raises nothing for any ``Numeral``.
    """

    say: Callable[[Numeral], tuple[str, int]] = _digits


@dataclass(frozen=True)
class CardGenders:
    """The grammatical gender of each card's name, for the words that agree with it.

    ``ranks``: a rank's catalog key ("ace", "jack", "king"; ``i18n.rank_key``)
    or "joker" -> its gender ("masculine", "feminine"); ``card``: the gender
    of the word for a card (ar ورقة, hr karta), which a hidden card and a
    rank not in ``ranks`` (a number card: «7 من البستوني», "7 u piku") take.
    A catalog selects on it (``$card-gender``, ``$gender``); a language
    without genders (English) has "other" for every card.
    """

    ranks: Mapping[str, str] = field(default_factory=dict)
    card: str = "other"

    def of(self, key: str | None) -> str:
        """The gender of the card whose rank key is ``key`` ("joker" for the joker,
        None for a hidden card)."""
        return self.card if key is None else self.ranks.get(key, self.card)


@dataclass(frozen=True)
class Listening:
    """What the speech recogniser and its test corpus need of a language.

    ``one_letter_words``: words of one letter that are said ("u", «و»);
    ``unsaid``: command phrases typed but not offered to a recogniser, each
    with its reason; ``unsaid_card_words``: rank and suit words likewise;
    ``glued_suits``: the suit forms said after the card glue, for a language
    whose suit word takes a case there (empty: any suit word follows it).
    ``phones``: how the built-in recogniser knows the words: "model" (the
    bundled model's own dictionary), "latin" (phonemic Latin spelling, by
    rule) or "arabic" (vocalised Arabic, by rule); "" when it cannot hear
    the language. ``experimental``: heard less well than issue 15's targets.
    ``tuning`` / ``scoring``: (espeak-ng voice, words a minute) the
    recognisers are tuned and scored on, and ``noise``: the two signal to
    noise ratios (dB) of each. ``non_commands``: everyday sentences that are
    no command. ``vocalised(word)``: the spelling the phones are written from,
    for a language spelt by rule without its vowels (Arabic); KeyError for a
    word it does not know.
    """

    one_letter_words: frozenset[str] = frozenset()
    unsaid: Mapping[str, str] = field(default_factory=dict)
    unsaid_card_words: Mapping[str, str] = field(default_factory=dict)
    glued_suits: frozenset[str] = frozenset()
    phones: str = ""
    experimental: bool = True
    tuning: tuple[tuple[str, int], ...] = ()
    scoring: tuple[tuple[str, int], ...] = ()
    noise: tuple[tuple[float, ...], tuple[float, ...]] = ((35.0, 25.0), (30.0, 20.0))
    non_commands: tuple[str, ...] = ()
    vocalised: Callable[[str], str] | None = None
