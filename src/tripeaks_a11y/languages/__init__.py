"""The interface languages, one row each, and everything a language is.

A row (``Language``) holds a language's code, own name and voices, and
points at its parts: its plural rule (``plural``), how its voice says a count
of cards (``card_counts``), what a speech recogniser needs (``listening``),
where its command words are (``words``: a module with ``WORDS``, by default
``commands/grammar/<code>.py``) and its catalogs (``catalogs``: a folder of
``.ftl`` files, by default ``locales/<code>/``). The parts of a language
live in its own module here (``en.py``, ``ar.py``, ``hr.py``). Nothing
outside this package and a language's own files writes a language code:
code elsewhere asks the row (``language(code).plural``).

``register`` adds a row while the program runs (a test's machine-made
language); modules that build tables from ``LANGUAGE_TABLE`` at import see
it when imported after it.

Layer 1 (docs/architecture.md "Layers"): values and pure functions only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from . import ar, en, hr
from .parts import CardCounts, CardGenders, Listening, NumberWords, Numeral, plural_other

__all__ = ["FALLBACK", "LANGUAGES", "LANGUAGE_TABLE", "CardCounts", "CardGenders", "Language",
           "Listening", "NumberWords", "Numeral", "language", "register", "unregister"]


@dataclass(frozen=True)
class Language:
    """One interface language.

    ``code``: ISO 639-1, the ``--lang`` value and the catalogs' folder name.
    ``title``: the language's name in itself ("Hrvatski"), as the command
    reference heads it. ``espeak_voice``: the espeak-ng voice (``-v``).
    ``voice_word``: the word a system voice's name or language carries
    ("croatian"), for pyttsx3 voices that give no language tag.
    ``plural``: CLDR's plural category of a non-negative integer (the rule
    babel gives Fluent; tests/test_i18n_compiled.py compares them).
    ``card_counts``: how the voice says a count of cards, None where the
    voice reads the digits right (English). ``genders``: the grammatical
    gender of each card's name (``CardGenders``: by rank, the words that
    agree with a card select on it). ``numbers``: how the voice is
    given every number (``NumberWords``: words in the form the sentence
    wants; by default the digits). ``listening``: what a speech
    recogniser needs. ``words``: the module holding the command words
    (its ``WORDS``, a ``commands.grammar.base.LanguageWords``); "" for
    ``tripeaks_a11y.commands.grammar.<code>``. ``catalogs``: the folder of
    its ``.ftl`` files, None for ``locales/<code>/``. ``pronounce``: text
    as the voice should get it (Arabic: its words with their vowels), applied
    to whatever the voice says, since text of one language may quote another's
    words; None: as written.
    """

    code: str
    title: str
    espeak_voice: str
    voice_word: str
    plural: Callable[[int], str] = plural_other
    card_counts: CardCounts | None = None
    genders: CardGenders = field(default_factory=CardGenders)
    numbers: NumberWords = field(default_factory=NumberWords)
    listening: Listening = field(default_factory=Listening)
    words: str = ""
    catalogs: Path | None = None
    pronounce: Callable[[str], str] | None = None

    @property
    def words_module(self) -> str:
        """The absolute name of the module holding the command words."""
        return self.words or f"{__name__.rsplit('.', 1)[0]}.commands.grammar.{self.code}"


_BUILT_IN: tuple[Language, ...] = (
    Language("en", "English", "en", "english", plural=en.plural, listening=en.LISTENING,
             numbers=en.NUMBER_WORDS),
    Language("ar", "العربية", "ar", "arabic", plural=ar.plural, card_counts=ar.CARD_COUNTS,
             genders=ar.GENDERS, numbers=ar.NUMBER_WORDS, listening=ar.LISTENING,
             pronounce=ar.pronounce),
    Language("hr", "Hrvatski", "hr", "croatian", plural=hr.plural, card_counts=hr.CARD_COUNTS,
             genders=hr.GENDERS, numbers=hr.NUMBER_WORDS, listening=hr.LISTENING),
)

LANGUAGE_TABLE: tuple[Language, ...] = _BUILT_IN
"""Every language, the fallback (English) first."""

LANGUAGES: tuple[str, ...] = tuple(row.code for row in LANGUAGE_TABLE)
"""The language codes, in the table's order."""

FALLBACK: str = LANGUAGE_TABLE[0].code
"""The language used when none is known or asked for (English)."""


def language(code: str) -> Language:
    """The row of ``code``; the fallback language (English) for an unknown code."""
    return next((row for row in LANGUAGE_TABLE if row.code == code), LANGUAGE_TABLE[0])


def _set(table: tuple[Language, ...]) -> None:
    global LANGUAGE_TABLE, LANGUAGES
    LANGUAGE_TABLE = table
    LANGUAGES = tuple(row.code for row in table)


def register(row: Language) -> None:
    """Add ``row`` at the end of the table (a machine-made language, in a test).

    Modules imported after this build their tables with it. Raises
    ValueError when its code is taken.
    """
    if row.code in LANGUAGES:
        raise ValueError(f"the language {row.code!r} is already in the table")
    _set((*LANGUAGE_TABLE, row))


def unregister(code: str) -> None:
    """Take ``code``'s row out of the table again; a built-in language stays."""
    _set(tuple(row for row in LANGUAGE_TABLE if row.code != code or row in _BUILT_IN))
