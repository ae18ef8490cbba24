"""The interface languages, one row each: code, own name, and the voices that speak it.

Adding a language is a row here, its grammar words (``commands/grammar``)
and its catalogs (``locales/CODE/``); nothing else names the languages.
Layer 1 (docs/architecture.md "Layers"): values only.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LANGUAGES", "LANGUAGE_TABLE", "Language", "language"]


@dataclass(frozen=True)
class Language:
    """One interface language.

    ``code``: ISO 639-1, the ``--lang`` value and the catalogs' folder name.
    ``title``: the language's name in itself ("Hrvatski"), as the command
    reference heads it. ``espeak_voice``: the espeak-ng voice (``-v``).
    ``voice_word``: the word a system voice's name or language carries
    ("croatian"), for pyttsx3 voices that give no language tag.
    """

    code: str
    title: str
    espeak_voice: str
    voice_word: str


LANGUAGE_TABLE: tuple[Language, ...] = (
    Language("en", "English", "en", "english"),
    Language("ar", "العربية", "ar", "arabic"),
    Language("hr", "Hrvatski", "hr", "croatian"),
)
"""Every language, the fallback (English) first."""

LANGUAGES: tuple[str, ...] = tuple(row.code for row in LANGUAGE_TABLE)
"""The language codes: ``("en", "ar", "hr")``."""


def language(code: str) -> Language:
    """The row of ``code``; the fallback language (English) for an unknown code."""
    return next((row for row in LANGUAGE_TABLE if row.code == code), LANGUAGE_TABLE[0])
