"""Croatian and Arabic command words in the phones of pocketsphinx's English model (issue 15).

No Croatian or Arabic acoustic model ships with any package, so the built-in
recogniser hears those languages through the bundled US-English model
(``pocketsphinx.get_model_path()``: its dictionary uses the 39 CMU phones of
``MODEL_PHONES``). ``pronunciations(lang)`` gives every word the spoken
grammar of ``lang`` can produce (``listen.grammar.spoken_grammar``, itself
generated from ``commands.grammar``) with its phones, written by rules:

* Croatian spelling is phonemic, so a word is read letter by letter
  (``_HR_LETTERS``, digraphs first: "lj", "nj", "dž"), with two contextual
  rules: an "r" with no vowel beside it is syllabic (``ER``: "prvi",
  "četvrti") and a vowel before a "j" that no vowel follows is a diphthong
  ("igraj", "dvojka"). Every form without diacritics that the parser also
  reads ("ploca" for "ploča") is given the phones of the word it stands for.
* Arabic is read from the vocalised form of each word (Arabic's one table
  for the voice and the recogniser, ``languages/ar/vocalised.py``: the
  short vowels, sukun and shadda written out, pausal form as a word is said
  alone), letter by letter (``_AR_CONSONANTS``): long vowels and
  diphthongs from the letters after a vowel, shadda doubles its consonant,
  tanwin adds N, the article «ال» takes the following sun letter's sound
  (``_SUN_LETTERS``), ta marbuta is the pausal -a (with the -at of a word
  joined to the next as a second pronunciation).

Where a sound has two fair English renderings (Arabic خ as HH or K, a final
-at or -a), the second is an alternative pronunciation, ``word(2)``, which
pocketsphinx's ``Decoder.add_word`` takes and the grammar search tries as
well as the first (the recogniser reports the word without its number).

Many of these words are English words too ("as", "red", "pet", "da"), and
``Decoder.add_word`` refuses a word its dictionary already has: a decoder
for a language spelt by rule starts from an empty dictionary (``dict=os.devnull``) and
holds only these words. A grammar word with no entry (an Arabic word not yet
vocalised in ``languages/ar/vocalised.py``) is left out of the table, so the grammar
leaves it out too; ``grammar_words(lang)`` lists what the grammar can say,
and the tests fail on any word the table lacks.

``speakable(lang, text)``: a command as a synthetic voice should say it
(Arabic with its vowels, from the same table), for corpora of test speech.
The phones were tuned on espeak-ng voices (``listen.corpus``); the numbers
are in ``tests/test_listen_pronunciation.py``.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import Final

from ..languages import LANGUAGES, language
from .grammar import spoken_grammar

__all__ = ["LATIN_WORDS", "MODEL_PHONES", "grammar_words", "pronunciations", "speakable"]

MODEL_PHONES: Final = frozenset({
    "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH",
    "IH", "IY", "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH",
    "UH", "UW", "V", "W", "Y", "Z", "ZH"})
"""The phones of the bundled US-English model (its ``cmudict-en-us.dict``), silence aside."""

# ------------------------------------------------------------------ Croatian

_HR_LETTERS: Final[dict[str, str]] = {
    # digraphs first (longest match): each is one Croatian sound
    "dž": "JH", "lj": "L Y", "nj": "N Y",
    "a": "AA", "b": "B", "c": "T S", "č": "CH", "ć": "CH", "d": "D", "đ": "JH",
    "e": "EH", "f": "F", "g": "G", "h": "HH", "i": "IY", "j": "Y", "k": "K", "l": "L",
    "m": "M", "n": "N",
    # Croatian o is a pure mid vowel, between US English OW and AO; the two
    # measured alike, OW is kept. a as AH or u as UH lost right answers.
    "o": "OW",
    "p": "P", "r": "R", "s": "S", "š": "SH", "t": "T", "u": "UW", "v": "V", "z": "Z",
    "ž": "ZH",
    # letters of loan words
    "q": "K", "w": "V", "x": "K S", "y": "IY",
}
"""Croatian letters (and digraphs) to phones: the spelling is phonemic."""

_HR_VOWELS: Final = frozenset("aeiou")
_HR_SONANT: Final = _HR_VOWELS | {"j"}
"""What makes a following r a consonant: a vowel, or the j of "rje" ("rješivo")."""

_HR_DIPHTHONGS: Final[dict[str, str]] = {"a": "AY", "e": "EY", "o": "OY"}
"""A vowel and a j with no vowel after it: "igraj" ends in AY, "dvojka" has OY."""

LATIN_WORDS: Final[dict[str, str]] = {
    # Names said alike in every language, as their owners say them (English).
    "tripeaks": "T R AY P IY K S",
    "pocketsphinx": "P AA K AH T S F IH NG K S", "pocket": "P AA K AH T",
    "sphinx": "S F IH NG K S", "vosk": "V AO S K", "whisper": "W IH S P ER",
}
"""Names in Latin letters that any language's grammar may hold (the game's,
the recognisers'): English phones."""

_HR_WORDS: Final[dict[str, str]] = {
    # Loan words and letters said by their Croatian names.
    **LATIN_WORDS,
    "tts": "T EH T EH EH S",         # the letters' names: te-te-es
    "auto": "AW T OW",               # au is one syllable
    "automatski": "AW T OW M AA T S K IY",
}
"""Words not read by the letter rules."""

_HR_UNMARKED: Final = str.maketrans({"č": "c", "ć": "c", "š": "s", "ž": "z"})
"""The letters of a word typed without diacritics (đ is typed as "dj")."""


def _hr_phones(word: str) -> str:
    """The phones of one Croatian word (letters by ``_HR_LETTERS``)."""
    if word in _HR_WORDS:
        return _HR_WORDS[word]
    letters: list[str] = []
    i = 0
    while i < len(word):
        pair = word[i:i + 2]
        if pair in _HR_LETTERS and len(pair) == 2:
            letters.append(pair)
            i += 2
        else:
            letters.append(word[i])
            i += 1
    phones: list[str] = []
    for index, letter in enumerate(letters):
        before = letters[index - 1] if index else ""
        after = letters[index + 1] if index + 1 < len(letters) else ""
        if letter not in _HR_LETTERS:
            raise ValueError(f"no Croatian phones for {letter!r} in {word!r}")
        if letter == "r" and before not in _HR_VOWELS and after not in _HR_SONANT:
            phones.append("ER")  # syllabic r: "prvi", "četvrti", "vrh"
        elif letter in _HR_DIPHTHONGS and after == "j" and (
                index + 2 >= len(letters) or letters[index + 2] not in _HR_VOWELS):
            phones.append(_HR_DIPHTHONGS[letter])
        elif letter == "j" and before in _HR_DIPHTHONGS and after not in _HR_VOWELS:
            continue  # the j is in the diphthong
        else:
            phones.append(_HR_LETTERS[letter])
    return " ".join(phones)


def _hr_unmarked(word: str) -> str:
    return word.translate(_HR_UNMARKED).replace("đ", "dj")


# ------------------------------------------------------------------ Arabic


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


def _ar_vocalised(lang: str, word: str) -> str:
    """The vocalised form of a grammar word of ``lang`` (its row's
    ``Listening.vocalised``: Arabic's one table, the article added by rule)."""
    vocalised = language(lang).listening.vocalised
    if vocalised is None:
        raise KeyError(word)
    return vocalised(word)


# ------------------------------------------------------------------ the table


def _entries(word: str, variants: list[str]) -> dict[str, str]:
    """``word`` and its alternative pronunciations as ``word(2)``… (each once)."""
    out: dict[str, str] = {}
    seen: list[str] = []
    for phones in variants:
        if phones and phones not in seen:
            seen.append(phones)
            out[word if len(seen) == 1 else f"{word}({len(seen)})"] = phones
    return out


_SYNTAX: Final = re.compile(r"[\s()\[\]|*+]+")
"""What separates the words of a JSGF alternative: space, brackets, bars, repeats."""


def grammar_words(lang: str) -> frozenset[str]:
    """Every word the spoken grammar of ``lang`` can produce (with no dictionary
    restricting it); KeyError for a language the tables lack."""
    grammar = spoken_grammar(lang)
    return frozenset(token for alternatives in grammar.rules.values()
                     for alternative in alternatives
                     for token in _SYNTAX.split(alternative)
                     if token and not token.startswith("<"))


@cache
def _table(lang: str) -> dict[str, str]:
    phones = language(lang).listening.phones if lang in LANGUAGES else ""
    if phones not in ("latin", "arabic"):
        raise KeyError(lang)
    words = sorted(grammar_words(lang))
    table: dict[str, str] = {}
    if phones == "latin":
        for word in words:
            try:
                table.update(_entries(word, [_hr_phones(word)]))
            except ValueError:
                continue  # a letter with no rule: left out of the grammar (the tests name it)
        for word in words:
            plain = _hr_unmarked(word)
            if plain not in table:
                table[plain] = table[word]
    else:
        for word in words:
            if word in LATIN_WORDS:
                table[word] = LATIN_WORDS[word]
                continue
            try:
                vocalised = _ar_vocalised(lang, word)
            except KeyError:
                continue  # not yet vocalised: left out of the grammar (the tests name it)
            table.update(_entries(word, [
                _ar_phones(vocalised), _ar_phones(vocalised, joined=True),
                _ar_phones(vocalised, alternative=True)]))
            folded = _ar_folded(word)
            if folded not in table:
                for key, said in _entries(folded, [
                        _ar_phones(vocalised), _ar_phones(vocalised, joined=True),
                        _ar_phones(vocalised, alternative=True)]).items():
                    table[key] = said
    return table


_AR_FOLD: Final = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ة": "ه", "ى": "ي"})


def _ar_folded(word: str) -> str:
    """The word as the parser folds it (hamza seats, ta marbuta, alef maqsura)."""
    return unicodedata.normalize("NFC", word).translate(_AR_FOLD)


def pronunciations(lang: str) -> dict[str, str]:
    """Every word the spoken grammar of ``lang`` can produce -> its phones, for a
    language whose row spells its words by rule (``Listening.phones`` "latin":
    Croatian, "arabic": Arabic).

    Phones are of ``MODEL_PHONES``, space separated ("sedam" -> "S EH D AA M").
    A word with more than one pronunciation has the others under ``word(2)``,
    ``word(3)`` (pocketsphinx's alternatives, for ``Decoder.add_word``).
    Croatian words also come without diacritics, Arabic words as the parser
    folds them, with the same phones. A new copy each call. Raises KeyError
    for a language without rules (English has the model's own dictionary).
    """
    return dict(_table(lang))


_AR_WORD: Final = re.compile(r"[\u0621-\u064A]+")


def speakable(lang: str, text: str) -> str:
    """``text`` (a command) as a voice should say it: Arabic words with their
    vowels (its row's ``Listening.vocalised``; a word it lacks is left as written); other
    languages unchanged (a language whose row spells its words as Arabic)."""
    if lang not in LANGUAGES or language(lang).listening.phones != "arabic":
        return text

    def vocalised(match: re.Match[str]) -> str:
        try:
            return _ar_vocalised(lang, match.group(0))
        except KeyError:
            return match.group(0)

    return _AR_WORD.sub(vocalised, text)
