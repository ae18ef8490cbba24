"""The table of languages (languages/) is the one list every layer follows."""

from __future__ import annotations

from pathlib import Path

from tripeaks_a11y import i18n
from tripeaks_a11y.commands.grammar import LANGS
from tripeaks_a11y.languages import LANGUAGE_TABLE, LANGUAGES, language

LOCALES = Path(__file__).resolve().parents[1] / "locales"


def test_every_language_has_catalogs_grammar_and_voices() -> None:
    assert LANGUAGES == ("en", "ar", "hr") == i18n.LANGUAGES
    assert LANGS == LANGUAGES  # one grammar module per row
    assert sorted(p.name for p in LOCALES.iterdir() if p.is_dir()) == sorted(LANGUAGES)
    for row in LANGUAGE_TABLE:
        assert language(row.code) is row and row.title and row.espeak_voice and row.voice_word
    assert language("xx") is LANGUAGE_TABLE[0]
    assert language("hr").title == "Hrvatski" and language("ar").espeak_voice == "ar"
