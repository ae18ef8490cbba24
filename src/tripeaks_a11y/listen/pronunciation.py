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

The letter rules live beside this table: ``latin_phones`` (Croatian) and
``arabic_phones`` (a vocalised Arabic word); this module builds the table.

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
from .arabic_phones import _ar_phones
from .grammar import spoken_grammar
from .latin_phones import LATIN_WORDS, _hr_phones, _hr_unmarked

__all__ = ["LATIN_WORDS", "MODEL_PHONES", "grammar_words", "pronunciations", "speakable"]

MODEL_PHONES: Final = frozenset({
    "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH",
    "IH", "IY", "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH",
    "UH", "UW", "V", "W", "Y", "Z", "ZH"})
"""The phones of the bundled US-English model (its ``cmudict-en-us.dict``), silence aside."""


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
