"""The player's own voice (issue 31, point 1): ``listen words``, enrolment and recognition.

Real audio made here: espeak-ng says each word (``listen.corpus.synthesize``),
two takes at slightly different speeds enrol, other renderings of the same
voice (quiet and with noise 20 dB below the speech) are recognised.
"""

from __future__ import annotations

import subprocess

import pytest
from conftest import run_main

from tripeaks_a11y.commands import CardTarget, parse
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen.enrol_words import ENROL_ROWS, said_text


def _listen(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return run_main(["listen", *args], "", env)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_words_are_the_same_ids_in_every_language_and_each_is_a_command_word(lang: str) -> None:
    done = _listen("words", "--lang", lang)
    assert done.returncode == 0, done.stderr
    rows = [line.split("\t") for line in done.stdout.splitlines()]
    assert [ident for ident, _word in rows] == [row.id for row in ENROL_ROWS]
    words = dict(rows)
    assert all(words.values()) and len(set(words.values())) == len(words)
    # every command id typed as its word is that command; rank then suit is that card
    for row in ENROL_ROWS:
        if row.kind == "command":
            assert parse(words[row.id], lang=lang).name == row.id
    for ids, code in ((("7", "spades"), "7S"), (("queen", "hearts"), "QH"),
                      (("10", "clubs"), "TC"), (("ace", "diamonds"), "AD")):
        card = parse(said_text(ids, lang), lang=lang)
        assert card.name == "play" and isinstance(card.target, CardTarget)
        assert card.target.card.code == code


def test_words_refuses_a_language_it_lacks() -> None:
    assert _listen("words", "--lang", "xx").returncode == 2
