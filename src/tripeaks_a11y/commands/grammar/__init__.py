"""The command grammar as data: every word a player may type or say, per language.

This package holds tables only (no parsing): one module per language
(``en``, ``ar``, ``hr``: a ``LanguageWords`` of that language's words, found
through the languages table: ``languages.Language.words_module``),
``base`` for what is the same in every language, and here the tables that
join them, which the parser builds its lookup tables from at import and
which generate the help text and could make a voice-recognition grammar.
Adding a language is adding its module and its row in ``languages`` (and
naming it in the other languages' ``options["lang"]``).

Words are written in their dictionary form (with Croatian diacritics and
Arabic hamza); matching folds case, diacritics, tatweel, alef/ta
marbuta/alef maqsura variants and digits on both sides
(``commands.normalize``), so ``ploca``, ``PLOČA`` and ``ploča`` are one word.

Shapes:

* ``COMMANDS``: one ``CommandSpec`` per row of ``commands.table.ROWS`` (the
  command's name, argument, help, whether it reads or searches, its keys), in
  help order; ``words[lang]`` lists that language's words and phrases, the
  first being the form to show in help. Checked at import: every row has
  words in every language, and no language has words for a command without
  a row.
* ``RANK_WORDS[lang][rank]`` and ``SUIT_WORDS[lang][suit]``: card vocabulary
  (number words for 2-10 are rank words too; "one" is the ace).
* ``NUMBER_WORDS`` / ``ORDINAL_WORDS`` ``[lang][n]``: cardinals and ordinals
  1-10, for ranks, rows and slots.
* ``ROW_WORDS`` / ``SLOT_WORDS`` ``[lang]``: "row 4 card 3";
  ``ROW_NAMES[lang][phrase]``: named rows ("bottom row" = 4).
* ``OPTION_VALUES[command][value][lang]``: values of rules, errors, lang and game.
* ``REQUESTS[lang][name]``: natural phrasings of a command ("give me a hint",
  "what can I play"), read as its words but never shown in help;
  ``OBJECTS[lang][name]``: what may follow its word and adds nothing ("undo
  the last move", "last 5 moves"); ``CLITICS`` / ``ENDINGS``: letters
  written on a word («و», «ال») and endings (the accusative «ا») taken off a
  word the tables lack.
* ``FILLER_WORDS[lang]``: words ignored where nothing else fits ("please",
  "the", the card glue "of" / «من» / "u").
* ``MISHEARINGS[lang]``: what dictation writes for a command word
  ("undue" for undo); ``NUMBER_MISHEARINGS[lang]``: homophones read as a
  number only where a rank or number is expected ("for" = 4).

Pyramid's moves ("pair", "remove") and queries ("hint", "chain", "faq") are
commands of their own; ``game`` switches between TriPeaks and Pyramid.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Final

from ...languages import LANGUAGE_TABLE, Language
from ...values.cards import Rank, Suit
from ..normalize import normalize
from ..table import ROWS, CommandRow
from .base import (
    BOTTOM_ROW,
    DEAL_CHOICE_NAMES,
    ENGINE_WORDS,
    LISTEN_MODES,
    OPTION_NAMES,
    RANK_LETTERS,
    RULE_SET_WORDS,
    STANDARD_RULES,
    SUIT_SYMBOLS,
    VOICE_NEEDS_SUBJECT,
    VOICE_SUBJECTS,
    ArgKind,
    LanguageWords,
)

__all__ = [
    "PAIR_GLUE",
    "BOTTOM_ROW",
    "ArgKind",
    "CARD_GLUE",
    "CLITICS",
    "CODE_LETTERS",
    "COUNT_WORDS",
    "ENDINGS",
    "OBJECTS",
    "REQUESTS",
    "COMMANDS",
    "COMMANDS_BY_NAME",
    "COMMAND_NAMES",
    "CommandSpec",
    "DEAL_CHOICES",
    "DEAL_CHOICE_NAMES",
    "ENGINE_WORDS",
    "FILLER_WORDS",
    "LANGS",
    "LANGUAGE_NAMES",
    "LISTEN_MODES",
    "LanguageWords",
    "MISHEARINGS",
    "NUMBER_MISHEARINGS",
    "NUMBER_WORDS",
    "OPTION_VALUES",
    "ORDINAL_WORDS",
    "RANK_LETTERS",
    "RANK_WORDS",
    "add_command",
    "check_words",
    "remove_command",
    "ROW_NAMES",
    "ROW_WORDS",
    "RULE_SET_WORDS",
    "STANDARD_RULES",
    "SLOT_WORDS",
    "STOCK_WORDS",
    "SUIT_SYMBOLS",
    "SUIT_WORDS",
    "VOICE_NEEDS_SUBJECT",
    "VOICE_SUBJECTS",
]



def _words_of(row: Language) -> LanguageWords:
    """The command words of ``row``'s language: the ``WORDS`` of its module."""
    words = import_module(row.words_module).WORDS
    if not isinstance(words, LanguageWords):
        raise TypeError(f"{row.words_module}.WORDS is not a LanguageWords")
    return words


_LANGUAGES: Final[dict[str, LanguageWords]] = {row.code: _words_of(row) for row in LANGUAGE_TABLE}

LANGS: Final[tuple[str, ...]] = tuple(_LANGUAGES)
"""Language codes, in the order help lists them."""

_OPTION_NAMES: Final[dict[str, tuple[str, ...]]] = {**OPTION_NAMES, "lang": LANGS}


def check_words(lang: str, words: LanguageWords) -> None:
    """Fail at import when a language module lacks (or adds) a command or option value.

    Its commands must be the rows of ``table.ROWS``, each with at least one word:
    a row without words in ``lang``, or words in ``lang`` for a command no row has,
    raise ValueError naming them.
    """
    names = [row.name for row in ROWS]
    missing = [name for name in names if not words.commands.get(name)]
    if missing:
        raise ValueError(f"{lang}: no words for the commands {missing} "
                         f"(add them to commands/grammar/{lang}.py)")
    unknown = sorted((set(words.commands) | set(words.requests) | set(words.objects))
                     - set(names))
    if unknown:
        raise ValueError(f"{lang}: words for {unknown}, which no row of "
                         f"commands/table.py has")
    for command, values in _OPTION_NAMES.items():
        said = set(words.options.get(command, {}))
        # A language may name a rules variant before rules.VARIANTS has its row,
        # and leave out a language added after it (then called by its code).
        if said != set(values) and not (command == "rules" and said > set(values)) \
                and not (command == "lang" and said < set(values)):
            raise ValueError(f"{lang}: the values of {command} differ from {values}")
    if set(words.deal_choices) != set(DEAL_CHOICE_NAMES):
        raise ValueError(f"{lang}: the deal choices differ from {DEAL_CHOICE_NAMES}")


for _lang, _words in _LANGUAGES.items():
    check_words(_lang, _words)


@dataclass(frozen=True, eq=False)
class CommandSpec:
    """One command as the parser and help read it: its ``row`` (``table.CommandRow``:
    ``name``, ``arg``, ``arg_required`` repeated here) and its words per language
    (``words[lang]``, first = the form help shows; multi-word phrases allowed)."""

    row: CommandRow
    words: dict[str, tuple[str, ...]]

    @property
    def name(self) -> str:
        """The canonical name (``CommandRow.name``)."""
        return self.row.name

    @property
    def arg(self) -> ArgKind:
        """What follows the command word (``CommandRow.arg``)."""
        return self.row.arg

    @property
    def arg_required(self) -> bool:
        """Whether the command is refused without its argument (``CommandRow.arg_required``)."""
        return self.row.arg_required


def _spec(row: CommandRow) -> CommandSpec:
    return CommandSpec(row, {lang: words.commands[row.name] for lang, words in _LANGUAGES.items()})


COMMANDS: Final[list[CommandSpec]] = [_spec(row) for row in ROWS]
"""Every command, in help order: one per row of ``table.ROWS`` (``add_command``
appends one)."""

COMMAND_NAMES: Final[tuple[str, ...]] = tuple(spec.name for spec in COMMANDS)
"""The canonical names of the built-in commands, in help order (a command added
later by ``add_command`` is in ``COMMANDS`` and ``COMMANDS_BY_NAME`` only)."""

COMMANDS_BY_NAME: Final[dict[str, CommandSpec]] = {spec.name: spec for spec in COMMANDS}


def add_command(row: CommandRow, words_by_lang: dict[str, tuple[str, ...]]) -> CommandSpec:
    """Add one command: its row to ``table.ROWS``, its words to each language's module
    (``words_by_lang[lang]``, first = the form help shows), checked as at import.

    Raises ValueError, changing nothing, when ``row.name`` is taken, a word is
    another command's, or ``words_by_lang`` lacks a language or has one the
    grammar does not know. The
    parser's tables are built again by ``registry.register_command``, which calls this.
    """
    if row.name in COMMANDS_BY_NAME:
        raise ValueError(f"the command {row.name!r} exists already")
    if set(words_by_lang) != set(LANGS) or not all(words_by_lang.values()):
        raise ValueError(f"{row.name}: words needed in {list(LANGS)}, "
                         f"given in {sorted(lang for lang, w in words_by_lang.items() if w)}")
    taken = {normalize(word): spec.name for spec in COMMANDS
             for words in spec.words.values() for word in words}
    clash = sorted(f"{word} ({taken[normalize(word)]})" for words in words_by_lang.values()
                   for word in words if normalize(word) in taken)
    if clash:
        raise ValueError(f"{row.name}: words of other commands: {clash}")
    ROWS.append(row)
    for lang, words in _LANGUAGES.items():
        words.commands[row.name] = tuple(words_by_lang[lang])
    spec = _spec(row)
    COMMANDS.append(spec)
    COMMANDS_BY_NAME[row.name] = spec
    return spec


def remove_command(name: str) -> None:
    """Take away a command ``add_command`` added (a test's, when it ends); KeyError
    for a name it did not add."""
    if name in COMMAND_NAMES or name not in COMMANDS_BY_NAME:
        raise KeyError(name)
    spec = COMMANDS_BY_NAME.pop(name)
    COMMANDS.remove(spec)
    ROWS.remove(spec.row)
    for words in _LANGUAGES.values():
        del words.commands[name]


REQUESTS: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    lang: words.requests for lang, words in _LANGUAGES.items()}
"""Natural phrasings of each command, per language (``LanguageWords.requests``):
understood as its words are, never listed in help (issue 30, point 3)."""

OBJECTS: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    lang: words.objects for lang, words in _LANGUAGES.items()}
"""What may follow each command's word and adds nothing to it, per language
(``LanguageWords.objects``): "undo the last move", "zadnja 2 poteza"."""

CLITICS: Final[tuple[str, ...]] = tuple(sorted(
    {normalize(c) for words in _LANGUAGES.values() for c in words.clitics}, key=len,
    reverse=True))
"""Letters written on the next word, normalised, longest first («وال», «و», «ال»)."""

ENDINGS: Final[tuple[str, ...]] = tuple(sorted(
    {normalize(e) for words in _LANGUAGES.values() for e in words.endings}, key=len,
    reverse=True))
"""Endings taken off a word the tables lack, normalised (the accusative «ا»)."""

MISHEARINGS: Final[dict[str, dict[str, str]]] = {
    lang: words.mishearings for lang, words in _LANGUAGES.items()}
"""Words dictation writes for a command word: accepted, never shown in help."""

# ----------------------------------------------------------------- numbers

NUMBER_WORDS: Final[dict[str, dict[int, tuple[str, ...]]]] = {
    lang: words.numbers for lang, words in _LANGUAGES.items()}
"""Cardinal number words 1-10 (both genders where they differ)."""

ORDINAL_WORDS: Final[dict[str, dict[int, tuple[str, ...]]]] = {
    lang: words.ordinals for lang, words in _LANGUAGES.items()}
"""Ordinals 1-10 (genders and the cases used with "red"/"karta"), for rows and slots."""

COUNT_WORDS: Final[dict[str, dict[str, int]]] = {
    lang: words.counts for lang, words in _LANGUAGES.items()}
"""Words that are a number of moves or times ("twice", «حركتين»): ``LanguageWords.counts``."""

NUMBER_MISHEARINGS: Final[dict[str, dict[str, int]]] = {
    lang: words.number_mishearings for lang, words in _LANGUAGES.items()}
"""Dictation homophones, read as a number only where a rank or number is expected."""

# ----------------------------------------------------------------- cards


def _rank_words(words: LanguageWords) -> dict[Rank, tuple[str, ...]]:
    """Face and ace words plus the number words (1 = ace, 2-10), with their article."""
    per_rank: dict[Rank, tuple[str, ...]] = {}
    for rank in Rank:
        found = words.ranks.get(rank, ())
        if rank <= Rank.TEN:
            found = found + words.numbers[int(rank)]
            if words.rank_article:
                found = found + tuple(words.rank_article + w for w in words.numbers[int(rank)])
        per_rank[rank] = found
    return per_rank


RANK_WORDS: Final[dict[str, dict[Rank, tuple[str, ...]]]] = {
    lang: _rank_words(words) for lang, words in _LANGUAGES.items()}
"""Every word naming a rank, per language; digits and letters are handled apart."""

SUIT_WORDS: Final[dict[str, dict[Suit, tuple[str, ...]]]] = {
    lang: words.suits for lang, words in _LANGUAGES.items()}
"""Every word naming a suit, per language."""

PAIR_GLUE: Final[dict[str, tuple[str, ...]]] = {
    lang: words.pair_glue for lang, words in _LANGUAGES.items()}
"""Words between the two cards of a Pyramid pair: "6 of hearts and 7 of clubs"."""

CARD_GLUE: Final[dict[str, tuple[str, ...]]] = {
    lang: words.card_glue for lang, words in _LANGUAGES.items()}
"""The word between rank and suit: "7 of spades", «7 من البستوني», "7 u piku"."""

CODE_LETTERS: Final[dict[str, tuple[dict[str, Rank], dict[str, Suit]]]] = {
    lang: (words.code_ranks, words.code_suits)
    for lang, words in _LANGUAGES.items() if words.code_suits}
"""Each language's own short-code letters: ``CODE_LETTERS[lang] = (ranks, suits)``,
rank symbols (digits 2-10 are always ranks too) and suit letters, for codes
such as «٥ب»; languages with none (en, hr) are not listed."""

# ----------------------------------------------------------------- positions

ROW_WORDS: Final[dict[str, tuple[str, ...]]] = {
    lang: words.row_words for lang, words in _LANGUAGES.items()}
"""The word before (or after) a row number: "row 4", «الصف 4», "red 4"."""

SLOT_WORDS: Final[dict[str, tuple[str, ...]]] = {
    lang: words.slot_words for lang, words in _LANGUAGES.items()}
"""The word before (or after) a card's place in its row: "card 3", «الورقة 3», "karta 3"."""

STOCK_WORDS: Final[dict[str, tuple[str, ...]]] = {
    lang: words.stock_words for lang, words in _LANGUAGES.items()}
"""The names of the stock that ``look`` takes: "look stock", «انظر كومة السحب», "pogledaj kup"."""

ROW_NAMES: Final[dict[str, dict[str, int]]] = {
    lang: words.row_names for lang, words in _LANGUAGES.items()}
"""Named rows: the top row is row 1; the bottom row is BOTTOM_ROW, the last row
of whatever layout is played (row 4 in TriPeaks, row 7 in Pyramid)."""

# ----------------------------------------------------------------- options

OPTION_VALUES: Final[dict[str, dict[str, dict[str, tuple[str, ...]]]]] = {
    command: {
        value: {lang: words.options[command].get(value, (value,))
                for lang, words in _LANGUAGES.items()}
        for value in values
    }
    for command, values in _OPTION_NAMES.items()
}
OPTION_VALUES["earcons"] = OPTION_VALUES["errors"]  # on / off, the same words

"""Values of the settings commands: ``OPTION_VALUES[command][value][lang]``.
A game's name said alone switches to it, like a language name."""

DEAL_CHOICES: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    value: {lang: words.deal_choices[value] for lang, words in _LANGUAGES.items()}
    for value in DEAL_CHOICE_NAMES
}
"""The words after ``new`` that pick a deal: ``DEAL_CHOICES[value][lang]``, value
one of ``DEAL_CHOICE_NAMES`` ("new daily", «جديدة يومية», "nova dnevna")."""

LANGUAGE_NAMES: Final[dict[str, str]] = {
    word: value
    for value, per_lang in OPTION_VALUES["lang"].items()
    for words in per_lang.values()
    for word in words
    if len(word) > 2
}
"""Language names that switch the language when said alone ("hrvatski", «العربية»)."""

# ----------------------------------------------------------------- filler

FILLER_WORDS: Final[dict[str, tuple[str, ...]]] = {
    lang: words.filler for lang, words in _LANGUAGES.items()}
"""Words dropped where no other reading fits ("a" stays the ace in "play a",
"card" stays a slot word in "row 4 card 3", "for" stays 4 in "play for")."""
