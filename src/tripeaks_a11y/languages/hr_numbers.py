"""Croatian numbers as the voice is given them: words in the gender and case of the sentence.

A voice reads a digit as a masculine nominative count: "u 1 potezu" comes out
"u jedan potezu", "ispod 1 karte" "ispod jedna karte", "4. prosinca 2026."
"četiri prosinca dvije tisuće dvadeset šest". ``say`` chooses the form from
the words around the number (``parts.Numeral``), by these tables and the
rules of Croatian grammar (S. Barić et al., *Hrvatska gramatika*, Školska
knjiga 1997, §§ 1364-1391: brojevi):

* the counted noun after it (``NOUNS``, an adjective such as "skrivene" in
  between is skipped) gives gender and case: "jedan" declines like an
  adjective in both (jednom potezu, jedne karte, jednu kartu, jedno
  uklanjanje), "dva" agrees in gender (dvije karte, dva poteza); 3 and more
  take no ending in speech, so they are said as written; a compound takes
  the form in its last word (dvadeset jednom potezu);
* a number after a preposition (``PREPOSITIONS``) with no noun after it is
  in the case the preposition governs, which shows on "nula" and "jedan"
  ("od nule", "od jednoga do četiri");
* a number with no word after it before punctuation counts the noun of the
  number before it in the sentence, left out ("1 bod, druga 2": dva);
* a number followed by "." and a month's genitive (``MONTHS``) is a day,
  the masculine ordinal in the genitive (četvrtoga prosinca); followed by
  "." and "godine", a year, its last word the feminine ordinal in the
  genitive (dvije tisuće dvadeset šeste godine);
* a number after a place word (``PLACES``: "red 4 karta 3") is a label;
  it and any other number (labels as "red 4", "korak 1 od 9", scores): the
  masculine nominative, as in counting.
"""

from __future__ import annotations

from typing import Final

from .parts import Numeral

__all__ = ["MONTHS", "NOUNS", "PLACES", "cardinal", "ordinal_genitive", "say"]

NOUNS: Final[dict[str, tuple[str, str]]] = {
    # form: (gender m/f/n, case of the singular form: nom, gen, dat, acc, loc, ins)
    "karta": ("f", "nom"), "karte": ("f", "gen"), "karti": ("f", "loc"), "kartu": ("f", "acc"),
    "kartom": ("f", "ins"), "karata": ("f", "gen"),
    "partija": ("f", "nom"), "partije": ("f", "gen"), "partiji": ("f", "loc"),
    "partiju": ("f", "acc"), "partijom": ("f", "ins"),
    "sekunda": ("f", "nom"), "sekunde": ("f", "gen"), "sekundi": ("f", "gen"),
    "minuta": ("f", "nom"), "minute": ("f", "gen"), "minutu": ("f", "acc"),
    "igra": ("f", "nom"), "igre": ("f", "gen"),
    "potez": ("m", "nom"), "poteza": ("m", "gen"), "potezu": ("m", "loc"),
    "potezom": ("m", "ins"),
    "bod": ("m", "nom"), "boda": ("m", "gen"), "bodu": ("m", "loc"), "bodom": ("m", "ins"),
    "bodova": ("m", "gen"),
    "uzorak": ("m", "nom"), "uzorka": ("m", "gen"), "uzorku": ("m", "loc"),
    "uzoraka": ("m", "gen"),
    "pokušaj": ("m", "nom"), "pokušaja": ("m", "gen"), "pokušaju": ("m", "loc"),
    "znak": ("m", "nom"), "znaka": ("m", "gen"), "znakova": ("m", "gen"),
    "kod": ("m", "nom"), "koda": ("m", "gen"), "kodova": ("m", "gen"),
    "red": ("m", "nom"), "reda": ("m", "gen"), "redu": ("m", "loc"), "redova": ("m", "gen"),
    "redak": ("m", "nom"), "retka": ("m", "gen"), "retku": ("m", "loc"),
    "vrh": ("m", "nom"), "vrha": ("m", "gen"), "vrhu": ("m", "loc"), "vrhova": ("m", "gen"),
    "dan": ("m", "nom"), "dana": ("m", "gen"),
    "uklanjanje": ("n", "nom"), "uklanjanja": ("n", "gen"), "uklanjanju": ("n", "loc"),
    "slovo": ("n", "nom"), "slova": ("n", "gen"), "dijeljenje": ("n", "nom"),
    "dijeljenja": ("n", "gen"), "izvlačenje": ("n", "nom"), "izvlačenja": ("n", "gen"),
}
"""A counted noun as written after a number: its gender and the case of that form
when it is singular (after a number ending in 1)."""

ADJECTIVE_ENDINGS: Final = ("skriven", "odigran", "preostal", "otkriven", "slobodn", "pokriven")
"""Adjectives between a number and its noun ("2 skrivene karte"): the noun after them counts."""

PREPOSITIONS: Final[dict[str, str]] = {
    **dict.fromkeys(("od", "do", "iz", "ispod", "iznad", "bez", "nakon", "poslije", "prije",
                     "oko", "preko", "umjesto"), "gen"),
    **dict.fromkeys(("u", "na", "o", "po", "pri", "prema"), "loc"),
    **dict.fromkeys(("s", "sa"), "ins"),
}
"""Prepositions and the case they govern: a number with no noun after them is in it
("od nule", "od jednoga do četiri")."""

_NOT_A_NOUN = frozenset({"", "do", "i", "ili", "a", "pa", "ni"})
"""Words after a number that show it counts no noun ("od 1 do 4"); "posto" is a noun
that does not decline, so "do 71 posto" keeps "jedan"."""

_ZERO = {"nom": "nula", "gen": "nule", "dat": "nuli", "acc": "nulu", "loc": "nuli",
         "ins": "nulom"}

PLACES: Final = frozenset({"red", "redu", "reda", "karta", "korak", "koraku", "vrh", "broj",
                            "retku", "r", "mjesto", "mjestu"})
"""Words after which a number is a label ("red 4 karta 3"), said in the masculine nominative."""

MONTHS: Final = frozenset({
    "siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza",
    "rujna", "listopada", "studenoga", "studenog", "prosinca",
})
"""The months in the genitive, as a date says them (locales/hr/dailydeals.ftl)."""

_UNITS = ("nula", "jedan", "dva", "tri", "četiri", "pet", "šest", "sedam", "osam", "devet",
          "deset", "jedanaest", "dvanaest", "trinaest", "četrnaest", "petnaest", "šesnaest",
          "sedamnaest", "osamnaest", "devetnaest")
_TENS = ("", "", "dvadeset", "trideset", "četrdeset", "pedeset", "šezdeset", "sedamdeset",
         "osamdeset", "devedeset")
_HUNDREDS = ("", "sto", "dvjesto", "tristo", "četiristo", "petsto", "šesto", "sedamsto",
             "osamsto", "devetsto")
_ONE: Final[dict[tuple[str, str], str]] = {
    ("m", "nom"): "jedan", ("m", "gen"): "jednoga", ("m", "dat"): "jednom",
    ("m", "acc"): "jedan", ("m", "loc"): "jednom", ("m", "ins"): "jednim",
    ("f", "nom"): "jedna", ("f", "gen"): "jedne", ("f", "dat"): "jednoj",
    ("f", "acc"): "jednu", ("f", "loc"): "jednoj", ("f", "ins"): "jednom",
    ("n", "nom"): "jedno", ("n", "gen"): "jednoga", ("n", "dat"): "jednom",
    ("n", "acc"): "jedno", ("n", "loc"): "jednom", ("n", "ins"): "jednim",
}
""""jedan" in each gender and case (Barić § 1369)."""
_TWO = {"m": "dva", "f": "dvije", "n": "dva"}
# A power of a thousand: its noun's gender and its forms after 1, after 2-4, after 5 and more.
_POWERS = (
    (10**9, "f", ("milijarda", "milijarde", "milijardi")),
    (10**6, "m", ("milijun", "milijuna", "milijuna")),
    (10**3, "f", ("tisuća", "tisuće", "tisuća")),
)


def _below_thousand(number: int, gender: str, case: str) -> list[str]:
    hundreds, rest = divmod(number, 100)
    words = [_HUNDREDS[hundreds]] if hundreds else []
    if rest >= 20:
        words.append(_TENS[rest // 10])
        rest %= 10
    if rest == 1:
        words.append(_ONE[gender, case])
    elif rest == 2:
        words.append(_TWO[gender])
    elif rest:
        words.append(_UNITS[rest])
    return words


def _plural_form(number: int, forms: tuple[str, str, str]) -> str:
    if number % 10 == 1 and number % 100 != 11:
        return forms[0]
    if 2 <= number % 10 <= 4 and not 12 <= number % 100 <= 14:
        return forms[1]
    return forms[2]


def cardinal(number: int, gender: str = "m", case: str = "nom") -> str:
    """``number`` (0 or more) in words agreeing with a noun of ``gender`` (m, f, n) in
    ``case`` (nom, gen, dat, acc, loc, ins; it shows on a last "jedan" only):
    1 m loc -> "jednom", 22 f -> "dvadeset dvije", 2026 -> "dvije tisuće dvadeset šest".
    Raises ValueError below zero, KeyError for an unknown gender or case."""
    if number < 0:
        raise ValueError(f"no words for a number below zero: {number}")
    if number == 0:
        return _UNITS[0]
    words: list[str] = []
    rest = number
    for size, power_gender, forms in _POWERS:
        count, rest = divmod(rest, size)
        if count == 1 and size == 10**3:
            words.append("tisuću")
        elif count:
            words.extend(_below_thousand(count, power_gender, "nom"))
            words.append(_plural_form(count, forms))
    words.extend(_below_thousand(rest, gender, case))
    return " ".join(words)


_ORDINAL_UNITS = ("", "prv", "drug", "treć", "četvrt", "pet", "šest", "sedm", "osm", "devet",
                  "deset", "jedanaest", "dvanaest", "trinaest", "četrnaest", "petnaest",
                  "šesnaest", "sedamnaest", "osamnaest", "devetnaest")
_ORDINAL_HUNDREDS = ("", "stot", "dvjestot", "tristot", "četiristot", "petstot", "šestot",
                     "sedamstot", "osamstot", "devetstot")
_GENITIVE_ENDINGS = {"m": ("oga", "ega"), "f": ("e", "e"), "n": ("oga", "ega")}


def ordinal_genitive(number: int, gender: str = "m") -> str:
    """``number`` (1 or more) as an ordinal in the genitive, its last word the ordinal:
    4 m -> "četvrtoga", 3 m -> "trećega", 2026 f -> "dvije tisuće dvadeset šeste".
    Raises ValueError below 1."""
    if number < 1:
        raise ValueError(f"no ordinal for {number}")
    soft, hard = _GENITIVE_ENDINGS[gender][1], _GENITIVE_ENDINGS[gender][0]
    rest = number % 100
    head = cardinal(number - rest) if number - rest else ""
    if rest == 0:
        hundreds = (number // 100) % 10
        if hundreds:
            stem = _ORDINAL_HUNDREDS[hundreds]
            head = cardinal(number - number % 1000) if number >= 1000 else ""
        else:
            stem = "tisućit"
            head = cardinal(number // 1000, "f") if number // 1000 > 1 else ""
        return f"{head} {stem}{hard}".strip()
    if rest < 20:
        stem = _ORDINAL_UNITS[rest]
    elif rest % 10 == 0:
        stem = _TENS[rest // 10]
    else:
        head = f"{head} {_TENS[rest // 10]}".strip()
        stem = _ORDINAL_UNITS[rest % 10]
    ending = soft if stem.endswith("ć") else hard
    return f"{head} {stem}{ending}".strip()


def _noun(numeral: Numeral) -> tuple[str, str] | None:
    if numeral.after.startswith(ADJECTIVE_ENDINGS):
        return NOUNS.get(numeral.then)
    previous = numeral.previous
    if numeral.bare and previous is not None and previous.after in NOUNS:  # "1 bod, druga 2"
        return NOUNS[previous.after][0], "nom"
    return NOUNS.get(numeral.after)


def say(numeral: Numeral) -> tuple[str, int]:
    """The words for ``numeral`` by the rules above, and whether its "." is part of it."""
    number = numeral.value
    if numeral.dotted and number > 0 and numeral.after in MONTHS:
        return ordinal_genitive(number), 1
    if numeral.dotted and number > 0 and numeral.after == "godine":
        return ordinal_genitive(number, "f"), 1
    noun = None if numeral.dotted or numeral.before in PLACES else _noun(numeral)
    if noun is None:
        bare = numeral.after in _NOT_A_NOUN
        case = PREPOSITIONS.get(numeral.before, "nom") if bare else "nom"
        return (_ZERO[case] if number == 0 else cardinal(number, "m", case)), 0
    return cardinal(number, *noun), 0
