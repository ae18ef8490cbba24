"""Vocalised Arabic words in the English model's phones (``pronunciation``).

A word is read from its vocalised form (Arabic's one table, the short
vowels, sukun and shadda written out, pausal form) letter by letter
(``_AR_CONSONANTS``): long vowels and diphthongs from the letters after a
vowel, shadda doubles its consonant, tanwin adds N, the article «ال» takes
the following sun letter's sound (``_SUN_LETTERS``), ta marbuta is the
pausal -a (-at when ``joined``); ``alternative`` gives خ as K instead of HH.
"""

from __future__ import annotations

from typing import Final

_FATHA, _DAMMA, _KASRA, _SUKUN, _SHADDA = "\u064e", "\u064f", "\u0650", "\u0652", "\u0651"
_TANWIN: Final[dict[str, str]] = {"\u064b": _FATHA, "\u064c": _DAMMA, "\u064d": _KASRA}

_AR_CONSONANTS: Final[dict[str, str]] = {
    "ب": "B", "ت": "T", "ث": "TH", "ج": "JH", "د": "D", "ذ": "DH", "ر": "R", "ز": "Z",
    "س": "S", "ش": "SH", "ف": "F", "ك": "K", "ل": "L", "م": "M", "ن": "N",
    "و": "W", "ي": "Y",
    # No English pharyngeals or uvulars: the nearest English sounds.
    "ح": "HH", "ه": "HH",
    # The voiced pharyngeal has no English likeness: it colours the vowels
    # beside it. Left out it measured as well as HH (a voiceless sound).
    "ع": "",
    "خ": "HH",  # [x]: friction like HH (K as the alternative, _AR_ALTERNATIVE)
    "غ": "G",   # [ɣ]: the voiced velar, nearer G than R
    "ق": "K",
    # the emphatics lose their velarisation (it colours the vowels instead)
    "ص": "S", "ض": "D", "ط": "T", "ظ": "DH",
}
"""Arabic consonant letters -> the nearest English phones."""

_AR_ALTERNATIVE: Final[dict[str, str]] = {"خ": "K"}
"""A second phone for a consonant, used in a word's second pronunciation."""

_VOWELS: Final = frozenset({"AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY",
                            "OW", "OY", "UH", "UW"})

_EMPHATIC: Final = frozenset("صضطظقغخر")
"""Letters that back a neighbouring a to AA (elsewhere it is AE)."""

_HAMZA: Final = frozenset("ءأإؤئ")
"""Hamza, on its seat or alone: a glottal stop, which the English model lacks (left out)."""

_SUN_LETTERS: Final = frozenset("تثدذرزسشصضطظلن")
"""The letters that the article's l turns into («الصف» is as-saff)."""

_AR_MARKS: Final = frozenset("\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670")


def _ar_units(vocalised: str) -> list[tuple[str, str]]:
    """A vocalised word as (letter, its marks) pairs."""
    units: list[tuple[str, str]] = []
    for char in vocalised.replace("\u0640", ""):
        if char in _AR_MARKS and units:
            letter, marks = units[-1]
            units[-1] = (letter, marks + char)
        elif char not in _AR_MARKS:
            units.append((char, ""))
    return units


_LONG_A = "AA"
"""Long a (ا after a fatha, آ)."""


def _vowel(mark: str, letter: str = "", after: str = "") -> str:
    """The short vowel ``mark`` on ``letter`` (``after``: the next letter).

    a is backed to AA beside an emphatic or uvular letter, as speakers do
    (``_EMPHATIC``); i and u are IY and UW: the lax IH and UH were heard as
    other words twice as often (Arabic short vowels are tense, only short).
    """
    if mark == _FATHA:
        return "AA" if letter in _EMPHATIC or after in _EMPHATIC else "AE"
    return {_KASRA: "IY", _DAMMA: "UW"}.get(mark, "")


def _ar_phones(vocalised: str, alternative: bool = False, joined: bool = False) -> str:
    """The phones of one vocalised Arabic word.

    ``alternative``: with ``_AR_ALTERNATIVE``'s consonants; ``joined``: a final
    ta marbuta read -at, as in a word joined to the next.
    """
    units = _ar_units(vocalised)
    phones: list[str] = []
    before = ""  # the vowel mark of the previous letter ("" none, a tanwin as its vowel)
    start = 0
    if len(units) > 2 and units[0] == ("ا", "") and units[1][0] == "ل":
        # The article: a- then l, or the next (sun) letter doubled.
        phones.append("AE")
        start = 2
        letter, marks = units[2]
        if letter in _SUN_LETTERS and letter != "ل":
            units[2] = (letter, marks.replace(_SHADDA, "") + _SHADDA)
        else:
            phones.append("L")
        before = _SUKUN
    for index in range(start, len(units)):
        letter, marks = units[index]
        after = units[index + 1][0] if index + 1 < len(units) else ""
        last = index + 1 == len(units)
        short = next((m for m in marks if m in (_FATHA, _KASRA, _DAMMA)), "")
        tanwin = next((_TANWIN[m] for m in marks if m in _TANWIN), "")
        mark = short or tanwin
        doubled = _SHADDA in marks
        if letter in "اى":
            if before == "tanwin":
                pass                        # the seat of -an («تلقائيًّا»)
            elif before == _FATHA:
                phones[-1] = _LONG_A
            elif mark:
                phones.append(_vowel(mark, letter, after))  # initial i-, u- («اِسحب»)
            elif index == 0:
                phones.append("AE")
            elif before not in (_KASRA, _DAMMA):
                phones.append(_LONG_A)
            # else: hamzat al-wasl after a vowel, not said («بِالعربية»)
            before = ""
            continue
        if letter == "آ":
            phones.append(_LONG_A)          # hamza and long a
            before = ""
            continue
        if letter == "ة":
            if before == _FATHA:
                phones.pop()
            # The pausal -a is a full a (AE, AA: the vowel of the fatha before
            # it), not the English schwa AH, with which half again as many
            # answers were wrong; joined to the next word it is -at.
            phones.append(_vowel(_FATHA, units[index - 1][0]) + (" T" if joined else ""))
            before = ""
            continue
        glide = letter in "وي" and not (mark and not doubled) and before in (
            _FATHA, _KASRA, _DAMMA)
        if glide and before == _FATHA:
            phones[-1] = "AW" if letter == "و" else "AY"    # the diphthongs aw, ay
        elif glide and before == (_DAMMA if letter == "و" else _KASRA):
            phones[-1] = "UW" if letter == "و" else "IY"    # long u, long i
        elif glide:
            phones.append(_AR_CONSONANTS[letter])
        elif letter in _HAMZA:
            pass                            # the glottal stop: no English phone
        else:
            if letter not in _AR_CONSONANTS:
                raise ValueError(f"no phones for {letter!r} in {vocalised!r}")
            consonant = (_AR_ALTERNATIVE.get(letter, "") if alternative else "") or \
                _AR_CONSONANTS[letter]
            if consonant:
                phones.append(consonant)
                if doubled and not last:
                    phones.append(consonant)    # shadda: the consonant held twice as long
            doubled = False
        if glide and doubled:
            phones.append(_AR_CONSONANTS[letter])   # «عربيَّة»: -iyya, «غيِّر»: -ayyi-
        if mark:
            phones.append(_vowel(mark, letter, after))
            if tanwin:
                phones.append("N")
        before = "tanwin" if tanwin else short if short else ""
    return " ".join(_merged(" ".join(phones).split()))


def _merged(phones: list[str]) -> list[str]:
    """``phones`` with a vowel repeated at once said once (a hamza between two
    a's, «إحصاءات», leaves a long a: the English model has no glottal stop)."""
    out: list[str] = []
    for phone in phones:
        if not (out and phone == out[-1] and phone in _VOWELS):
            out.append(phone)
    return out

