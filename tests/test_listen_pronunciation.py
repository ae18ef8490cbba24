"""Croatian and Arabic words in the phones of pocketsphinx's English model (issue 15).

``listen.pronunciation.pronunciations(lang)`` gives every word the spoken
grammar of "hr" and "ar" can produce; these tests check that each has phones
of the bundled model's phone set (read from the model's own dictionary), that
pocketsphinx takes every entry, the letter rules on words a player says, and
that a few commands said by espeak-ng come back as the same command.

Measured on espeak-ng speech (``corpus.command_sentences``, each sentence
under one of the corpus conditions in turn; Arabic said from the vocalised
forms, ``speakable``); right = the same command as said, wrong = another
command, none = nothing heard; December 2026:

* tuned on ``corpus.TUNING``'s voices (hr+m3 150 wpm, hr+f2 165 wpm, ar+m3,
  ar+f2; noise 15 to 35 dB under the speech, as the corpus changed; every
  fourth sentence; the grammar decoder alone): Croatian
  85% right, 13% wrong, 2% none; Arabic 70% right, 19% wrong, 11% none;
* scored on ``corpus.SCORING`` (hr, hr+m1, hr+f4 and ar, ar+m1, ar+f4 at
  140-170 wpm, 30 and 20 dB: voices and rates not tuned on; every second
  sentence, 213 Croatian and 251 Arabic, and the 15 non-commands under all
  six conditions), through ``pocketsphinx_recognizer`` with its confidence
  floor: Croatian 78% right, 16% wrong, 6% none, 40 of 90 non-commands
  taken for a command; Arabic 57% right, 29% wrong, 14% none, 59 of 90
  non-commands; taken as certain (played without asking): Croatian 16 right
  and 2 wrong, Arabic 5 right and 1 wrong, no non-command. The grammar
  decoder alone: Croatian 78% right, 19% wrong, 72 of 90 non-commands;
  Arabic 59% right, 32% wrong, 60 of 90.

Both stay far from the issue's targets (90% right, 1% wrong, no non-command):
an experimental choice, not a default. The commands recognised here were
heard right under the three conditions tried (two voices, 140-165 wpm, 24-30 dB).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tripeaks_a11y.commands import parse
from tripeaks_a11y.languages import LANGUAGE_TABLE
from tripeaks_a11y.listen.grammar import spoken_grammar
from tripeaks_a11y.listen.pronunciation import (
    MODEL_PHONES,
    grammar_words,
    pronunciations,
    speakable,
)

LANGS = tuple(row.code for row in LANGUAGE_TABLE if row.listening.phones in ("latin", "arabic"))
"""The languages whose words the built-in recogniser spells by rule."""


def _model_phones() -> frozenset[str]:
    """The phones the bundled model's dictionary uses (its phone set)."""
    pocketsphinx = pytest.importorskip("pocketsphinx")
    dictionary = Path(pocketsphinx.get_model_path("en-us/cmudict-en-us.dict"))
    phones: set[str] = set()
    with dictionary.open(encoding="utf-8") as lines:
        for line in lines:
            phones.update(line.split()[1:])
    return frozenset(phones)


@pytest.mark.parametrize("lang", LANGS)
def test_every_grammar_word_has_phones_of_the_model(lang: str) -> None:
    table = pronunciations(lang)
    words = grammar_words(lang)
    assert words, lang
    assert sorted(words - set(table)) == []
    assert _model_phones() == MODEL_PHONES
    bad = {word: phones for word, phones in table.items()
           if not phones or set(phones.split()) - MODEL_PHONES}
    assert bad == {}


@pytest.mark.parametrize("lang", LANGS)
def test_pocketsphinx_takes_every_entry_and_the_grammar_keeps_every_rule(lang: str) -> None:
    pocketsphinx = pytest.importorskip("pocketsphinx")
    table = pronunciations(lang)
    decoder = pocketsphinx.Decoder(lm=None, dict=os.devnull, samprate=16000,
                                   loglevel="FATAL")
    for word, phones in table.items():
        decoder.add_word(word, phones, False)
    for word, phones in list(table.items())[:20]:
        assert decoder.lookup_word(word) == phones
    restricted = spoken_grammar(lang, lambda word: word in table)
    assert restricted.rules == spoken_grammar(lang).rules
    decoder.add_jsgf_string("commands", restricted.jsgf())


@pytest.mark.parametrize(("word", "phones"), [
    ("sedam", "S EH D AA M"),
    ("prvi", "P ER V IY"),                 # syllabic r
    ("četvrti", "CH EH T V ER T IY"),
    ("rješivo", "R Y EH SH IY V OW"),      # r before j is a consonant
    ("igraj", "IY G R AY"),                # a + j: a diphthong
    ("kralja", "K R AA L Y AA"),           # lj is one sound
    ("šestica", "SH EH S T IY T S AA"),
    ("ploča", "P L OW CH AA"),
    ("ploca", "P L OW CH AA"),             # typed without diacritics, said the same
    ("izađi", "IY Z AA JH IY"),
    ("izadji", "IY Z AA JH IY"),
])
def test_croatian_letter_rules(word: str, phones: str) -> None:
    assert pronunciations("hr")[word] == phones


@pytest.mark.parametrize(("word", "phones"), [
    ("الصف", "AE S S AA F"),                # sun letter: as-saff
    ("القلوب", "AE L K UW L UW B"),         # moon letter: al-quluub
    ("سبعة", "S AE B AE"),                  # pausal -a; ʿayn not said
    ("سبعة(2)", "S AE B AE T"),             # joined -at
    ("ستة", "S IY T T AE"),                 # shadda doubles
    ("لوحة", "L AW HH AE"),                 # the diphthong aw
    ("بالعربية", "B IY L AA R AA B IY Y AE"),  # no article alef after bi-; r backs a
    ("اسحب", "IY S HH AE B"),
    ("خروج", "HH UW R UW JH"),
    ("خروج(2)", "K UW R UW JH"),           # kh as K, the second pronunciation
    ("لوحه", "L AW HH AE"),                 # folded as the parser folds it
])
def test_arabic_rules(word: str, phones: str) -> None:
    assert pronunciations("ar")[word] == phones


def test_a_language_without_a_table_is_a_key_error() -> None:
    for lang in ("en", "xx"):
        with pytest.raises(KeyError):
            pronunciations(lang)


def test_speakable_gives_arabic_its_vowels_and_leaves_croatian() -> None:
    assert speakable("ar", "العب سبعة") == "اِلْعَبْ سَبْعَة"
    assert speakable("hr", "sedam u piku") == "sedam u piku"


@pytest.mark.parametrize(("lang", "voice", "commands"), [
    ("hr", "hr+m3", ("sedam u piku", "dama u trefu", "izvuci", "pomoć")),
    ("ar", "ar+m3", ("ملكة القلوب", "اسحب", "تلميح", "نقاط")),
])
def test_commands_said_by_espeak_are_heard_as_said(lang: str, voice: str,
                                                   commands: tuple[str, ...],
                                                   tmp_path: Path) -> None:
    pytest.importorskip("pocketsphinx")
    from tripeaks_a11y.listen.corpus import missing_tools, synthesize
    from tripeaks_a11y.listen.recognizer import SAMPLE_RATE, pocketsphinx_recognizer
    if missing_tools():
        pytest.skip(f"not installed: {', '.join(missing_tools())}")
    recognizer = pocketsphinx_recognizer(lang)
    heard: dict[str, str | None] = {}
    for index, text in enumerate(commands):
        samples = synthesize(speakable(lang, text), tmp_path, voice=voice, rate=150,
                             snr=30.0, seed=index)
        recognition = recognizer.recognize(samples, SAMPLE_RATE)
        heard[text] = recognition.text if recognition is not None else None
    assert {text: words is not None and parse(words) == parse(text)
            for text, words in heard.items()} == dict.fromkeys(commands, True), heard
