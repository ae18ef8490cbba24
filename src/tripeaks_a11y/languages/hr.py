"""Croatian (hrvatski): its row's parts.

Its command words are in ``commands/grammar/hr.py``, its messages in
``locales/hr/``.
"""

from __future__ import annotations

import re
from typing import Final

from . import hr_numbers
from .parts import CardCounts, CardGenders, Listening, NumberWords


def plural(number: int) -> str:
    """CLDR's plural category of a non-negative integer in Croatian: one, few, other."""
    if number % 10 == 1 and number % 100 != 11:
        return "one"
    if 2 <= number % 10 <= 4 and not 12 <= number % 100 <= 14:
        return "few"
    return "other"


_UNITS = (
    "nula", "jedna", "dvije", "tri", "četiri", "pet", "šest", "sedam", "osam", "devet",
    "deset", "jedanaest", "dvanaest", "trinaest", "četrnaest", "petnaest", "šesnaest",
    "sedamnaest", "osamnaest", "devetnaest",
)
_TENS = ("", "", "dvadeset", "trideset", "četrdeset", "pedeset", "šezdeset",
         "sedamdeset", "osamdeset", "devedeset")


def feminine_number(number: int) -> str:
    """``number`` (0 to 99) in words agreeing with a feminine noun: 22 -> "dvadeset dvije"."""
    if number < 20:
        return _UNITS[number]
    tens, unit = divmod(number, 10)
    return _TENS[tens] + (f" {_UNITS[unit]}" if unit else "")


def _accusative(words: str, noun: str) -> str:
    if noun == "kartu" and words.endswith("jedna"):
        return words[: -len("jedna")] + "jednu"  # the accusative: "ima jednu kartu"
    return words


CARD_COUNTS: Final = CardCounts(
    words=feminine_number,
    # "23 karte", "5 karata", "2 skrivene karte", the accusative "1 kartu"
    counted=re.compile(r"(?<![\d,.])\b(\d{1,2})(?=\s+(?:skriven\w*\s+)?(kart(?:a|e|u)|karata)\b)"),
    inflect=_accusative,
)
"""Counts of cards in words: card (karta) is feminine."""

GENDERS: Final = CardGenders(
    ranks={"ace": "masculine", "jack": "masculine", "king": "masculine",
           "joker": "masculine"},
    card="feminine",
)
"""The genders of the cards' names: as, dečko, kralj and džoker are masculine; dama
and the number cards (sedmica, "karta") feminine, as karta is: "kralj u hercu
(pokriven)", "Sada je slobodna: 7 u trefu"."""
NUMBER_WORDS: Final = NumberWords(say=hr_numbers.say)
"""Every number in words in the gender and case of its sentence (``hr_numbers``)."""

_GENITIVE = ("the genitive: a Croatian card is said with the locative after \"u\" "
             "(\"sedmica u piku\") or the nominative alone (\"sedmica pik\")")
_COUNT = "a count, not a card: the ace is said \"as\" (\"as u piku\")"

LISTENING: Final = Listening(
    one_letter_words=frozenset({"i", "s", "u"}),
    unsaid_card_words={
        "pika": _GENITIVE, "herca": _GENITIVE, "trefa": _GENITIVE, "karoa": _GENITIVE,
        "jedan": _COUNT, "jedna": _COUNT, "jedno": _COUNT, "jednu": _COUNT,
        "dvije": "the count of feminine nouns (\"dvije karte\"): the two is said \"dva\" "
                 "or \"dvojka\"",
    },
    glued_suits=frozenset({"piku", "hercu", "karonu", "karu", "trefu"}),
    phones="latin",
    tuning=(("hr+m3", 150), ("hr+f2", 165)),
    scoring=(("hr", 140), ("hr+m1", 170), ("hr+f4", 150)),
    non_commands=(
        "koliko je sati", "idem skuhati čaj", "vani pada kiša", "možeš li mi dodati sol",
        "sestra mi dolazi večeras", "gdje sam ostavio ključeve",
        "autobus je jutros kasnio", "moram kupiti kruh i mlijeko",
        "daj mi minutu da razmislim", "to je bio jako dobar film",
        "jesi li nahranio mačku", "vani se već smračilo", "idemo kasnije u šetnju",
        "voda za kavu je zakuhala", "dobar dan kako ste",
    ),
)
"""Croatian for the recogniser: its words by rule; a card is said "sedmica u piku"."""
