"""Arabic's vowels are one table for the voice and the recogniser (languages/ar/vocalised.py).

A word is spelled once; a use that needs another spelling has it beside the
table with its reason (``SPOKEN``, ``HEARD``), and each of the voice's own
spellings is one espeak-ng really reads otherwise.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tripeaks_a11y.languages import language
from tripeaks_a11y.languages.ar.vocalised import (
    GRAMMAR_WORDS,
    HEARD,
    SPOKEN,
    VOCALISED,
    _joined,
    heard,
    spoken,
)
from tripeaks_a11y.listen.pronunciation import pronunciations, speakable
from tripeaks_a11y.speech.spoken import pronounceable


def test_a_word_spelled_two_ways_is_refused() -> None:
    assert _joined({"ورقة": "وَرَقَة"}, {"ورقة": "وَرَقَة"}) == {"ورقة": "وَرَقَة"}
    with pytest.raises(ValueError, match="SPOKEN, HEARD"):
        _joined({"أجل": "أَجَل"}, {"أجل": "أَجْل"})


def test_the_voice_and_the_recogniser_read_the_same_table() -> None:
    shared = [word for word in GRAMMAR_WORDS if word not in SPOKEN and word not in HEARD
              and spoken(word) is not None]
    assert len(shared) > 20
    for word in shared:
        assert spoken(word) == heard(word) == VOCALISED[word]
    assert pronounceable("قل ورقة", "ar") == "قُل " + VOCALISED["ورقة"]
    assert speakable("ar", "ورقة") == VOCALISED["ورقة"]


def test_each_use_s_own_spelling_is_of_a_word_of_the_table() -> None:
    assert set(SPOKEN) <= set(VOCALISED) and set(HEARD) <= set(VOCALISED) | {
        word for word in HEARD if word.startswith("ال") and word[2:] in VOCALISED}
    for word, form in SPOKEN.items():
        assert spoken(word) == form != VOCALISED[word]
    for word, form in HEARD.items():
        assert heard(word) == form
    vocalised = language("ar").listening.vocalised
    assert vocalised is not None and all(vocalised(word) == heard(word) for word in VOCALISED)
    # the command «محرك التعرف» is heard as ta'arruf (with the article), not ta'rif
    assert pronunciations("ar")["التعرف"] == "AE T T AE AA R R UW F"


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_espeak_reads_each_of_the_voice_s_own_spellings_otherwise() -> None:
    words = [form for word in SPOKEN for form in (SPOKEN[word], VOCALISED[word])]
    done = subprocess.run(["espeak-ng", "-q", "-x", "-v", "ar", "--stdin"],
                          input="\n\n".join(words), capture_output=True, text=True,
                          encoding="utf-8", timeout=60, check=True)
    said = [line.strip() for line in done.stdout.splitlines() if line.strip()]
    assert len(said) == len(words)
    for index, word in enumerate(SPOKEN):
        own, table = said[2 * index], said[2 * index + 1]
        assert own != table, (word, own)
