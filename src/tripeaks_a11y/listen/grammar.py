"""The spoken command grammar, generated from the parser's own tables (issue 15).

``jsgf(lang)`` writes a JSGF grammar of every command a player may say in
``lang``: the command words of ``commands.grammar`` (``COMMANDS``), with what
adds nothing after them (``OBJECTS``: "undo last move", "last five moves"), the card
names (every rank word × every suit word, with or without the card glue:
"seven of spades", "seven spades"; in a language whose suit takes a case
after the glue, only that case after it: "sedmica u piku", "sedmica pik",
``GLUED_SUITS``), ranks alone, places ("row four card two",
"bottom row card three", "first row second card"), the piles of ``look``, the
values of the settings commands, the deal choices of ``new``, help topics and
Pyramid pairs ("six of hearts and seven of clubs"). No word is written here:
a new word in ``commands/grammar/en.py`` is in the grammar at once.

Only what can be said is kept: a phrase of lower-case words in any script
("ploča", «سبعة»; a letter, a digit or a symbol such as "b", "1st" or "?" is
for typing, except the one-letter words of ``ONE_LETTER_WORDS``: "u", «و»),
none of the synonyms a recogniser confuses with another command
(``UNSAID``, each with its reason: typed, they still work), no rank or suit
form a speaker would not use in a card's name (``UNSAID_CARD_WORDS``: the
Croatian genitive "sedmica pika", the ace as "jedan"), each known to
the recogniser's dictionary (``known``). The natural requests (``REQUESTS``:
"what can i play", "give me a hint") are not offered: every alternative a
restricted recogniser is given costs it some of the commands it heard right
(with them, tests/test_voice_input.py heard 12 of its 16 commands instead of
13 or more); typed, or heard by a recogniser that writes what it hears, they
work. A recogniser restricted to this
grammar can hear nothing that is not a command; what it hears still goes
through ``commands.parse`` like typed text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..commands.grammar import (
    CARD_GLUE,
    COMMANDS,
    DEAL_CHOICES,
    NUMBER_WORDS,
    OBJECTS,
    OPTION_VALUES,
    ORDINAL_WORDS,
    PAIR_GLUE,
    RANK_WORDS,
    ROW_NAMES,
    ROW_WORDS,
    SLOT_WORDS,
    STOCK_WORDS,
    SUIT_WORDS,
    VOICE_NEEDS_SUBJECT,
    VOICE_SUBJECTS,
)
from ..languages import FALLBACK, LANGUAGE_TABLE

__all__ = ["GLUED_SUITS", "UNSAID_CARD_WORDS", "SpokenGrammar", "card_names", "jsgf", "spoken",
           "spoken_grammar"]

_WORD = re.compile(r"[^\W\d_A-Z]{2,}(?:'[^\W\d_A-Z]+)?")
"""A word that can be said: two lower-case letters or more, of any script (an
apostrophe inside: "today's"); "ploča", «سبعة»."""

ONE_LETTER_WORDS: dict[str, frozenset[str]] = {
    row.code: row.listening.one_letter_words for row in LANGUAGE_TABLE}
"""The words of one letter that are said, per language ("as u trefu", «ستة و
سبعة»); every other single letter ("b" for board, "u" for undo) is typed only."""

UNSAID: dict[str, dict[str, str]] = {
    row.code: dict(row.listening.unsaid) for row in LANGUAGE_TABLE}
"""Phrases typed but not offered to a recogniser, per language, each with
the reason (a synonym it confuses with another command); the parser
still reads them when typed or dictated."""

UNSAID_CARD_WORDS: dict[str, dict[str, str]] = {
    row.code: dict(row.listening.unsaid_card_words) for row in LANGUAGE_TABLE}
"""Rank and suit words typed but not offered to a recogniser in a card's name or a
rank alone, per language, each with the reason (a form a speaker would not
use there). They stay in the parser's tables, so typed or dictated they still
work, and the number words stay numbers elsewhere ("red jedan")."""

GLUED_SUITS: dict[str, frozenset[str]] = {
    row.code: row.listening.glued_suits for row in LANGUAGE_TABLE if row.listening.glued_suits}
"""Languages whose suit word takes a case after the card glue, and the forms said
there: Croatian says "sedmica u piku" (the locative after "u", as the game
says it: "7 u piku") or "sedmica pik" (the nominative, no glue), never
"sedmica u pik" nor "sedmica piku". Every other suit word of such a language
is said without the glue; in the other languages any suit word may follow the
glue or stand without it ("seven of spades", "seven spades")."""

_TOKEN = re.compile(r"<[^>]+>|[()\[\]|]|[^\s()\[\]|<>]+")
"""A token of a JSGF alternative: a rule reference, a bracket, a bar or a word."""

def _always(_word: str) -> bool:
    return True


def spoken(phrases: Iterable[str], known: Callable[[str], bool] = _always,
           lang: str = FALLBACK) -> tuple[str, ...]:
    """The phrases that can be said in ``lang``, in their order, each once.

    A phrase is kept when every word is two lower-case letters or more
    (``_WORD``) or a said word of one letter (``ONE_LETTER_WORDS``), the
    phrase is not left out of speech (``UNSAID``: "day" goes, "deal of the
    day" stays), and ``known`` accepts every word (the recogniser's dictionary; by
    default every word).
    """
    letters = ONE_LETTER_WORDS.get(lang, frozenset())
    unsaid = UNSAID.get(lang, {})
    kept: dict[str, None] = {}
    for phrase in phrases:
        words = phrase.split()
        if not words or " ".join(words) in unsaid:
            continue
        if all((_WORD.fullmatch(word) or word in letters) and known(word) for word in words):
            kept[" ".join(words)] = None
    return tuple(kept)


@dataclass(frozen=True)
class SpokenGrammar:
    """The grammar as named rules: ``rules[name]`` is its alternatives, each a
    sequence of words and ``<rule>`` references; ``public`` is the top rule."""

    name: str
    rules: dict[str, tuple[str, ...]]
    public: str = "command"
    _pattern: re.Pattern[str] | None = field(default=None, init=False, repr=False,
                                             compare=False)

    def words(self) -> frozenset[str]:
        """Every word the grammar can produce (rule references left out)."""
        return frozenset(token for alternatives in self.rules.values()
                         for alternative in alternatives
                         for token in _TOKEN.findall(alternative)
                         if not token.startswith("<") and token not in "()[]|")

    def jsgf(self) -> str:
        """The grammar as JSGF 1.0 text (pocketsphinx ``set_jsgf_string`` reads it)."""
        lines = ["#JSGF V1.0;", f"grammar {self.name};"]
        for name, alternatives in self.rules.items():
            prefix = "public " if name == self.public else ""
            lines.append(f"{prefix}<{name}> = {' | '.join(alternatives)};")
        return "\n".join(lines) + "\n"

    def accepts(self, text: str) -> bool:
        """Whether ``text`` (words separated by spaces) is a whole sentence of the
        grammar: a recogniser's best guess that stopped inside a rule is not."""
        if self._pattern is None:
            object.__setattr__(self, "_pattern", re.compile(self._regex(self.public, ())))
        assert self._pattern is not None
        return self._pattern.fullmatch(" ".join(text.split()) + " ") is not None

    def _regex(self, name: str, seen: tuple[str, ...]) -> str:
        """The regular expression of rule ``name``: each word followed by a space."""
        if name in seen:
            raise ValueError(f"the grammar's rule <{name}> refers to itself")
        parts: list[str] = []
        for token in _TOKEN.findall(" | ".join(self.rules[name])):
            if token.startswith("<"):
                parts.append("(?:" + self._regex(token[1:-1], (*seen, name)) + ")")
            elif token in "([":
                parts.append("(?:")
            elif token == ")":
                parts.append(")")
            elif token == "]":
                parts.append(")?")
            elif token == "|":
                parts.append("|")
            else:
                parts.append(re.escape(token) + " ")
        return "".join(parts)


def _numbers(lang: str, known: Callable[[str], bool]) -> tuple[str, ...]:
    return spoken((w for words in NUMBER_WORDS[lang].values() for w in words), known, lang)


def _ranks(lang: str, known: Callable[[str], bool],
           words: Iterable[str] | None = None) -> tuple[str, ...]:
    """The rank words said in a card's name (``words``: default every rank word)."""
    unsaid = UNSAID_CARD_WORDS.get(lang, {})
    if words is None:
        words = (word for per_rank in RANK_WORDS[lang].values() for word in per_rank)
    return spoken((word for word in words if word not in unsaid), known, lang)


def _suits(lang: str, known: Callable[[str], bool], *, glued: bool,
           words: Iterable[str] | None = None) -> tuple[str, ...]:
    """The suit words said after the card glue (``glued``) or without it: in a
    language of ``GLUED_SUITS`` its forms after the glue, the others without;
    elsewhere every suit word either way (``words``: default every suit word)."""
    unsaid = UNSAID_CARD_WORDS.get(lang, {})
    cased = GLUED_SUITS.get(lang)
    if words is None:
        words = (word for per_suit in SUIT_WORDS[lang].values() for word in per_suit)
    return spoken((word for word in words if word not in unsaid
                   and (cased is None or (word in cased) == glued)), known, lang)


def card_names(lang: str, known: Callable[[str], bool] = _always) -> tuple[str, ...]:
    """Every card as said with the first rank word and suit word, with the glue:
    "seven of spades", "sedmica u piku" (the suit's form after the glue,
    ``GLUED_SUITS``); without the glue where the language has none said."""
    glue = spoken(CARD_GLUE[lang], known, lang)
    names: list[str] = []
    for per_rank in RANK_WORDS[lang].values():
        ranks = _ranks(lang, known, per_rank)
        for per_suit in SUIT_WORDS[lang].values():
            suits = _suits(lang, known, glued=bool(glue), words=per_suit)
            if ranks and suits:
                names.append(" ".join((ranks[0], *glue[:1], suits[0])))
    return spoken(names, known, lang)


def _choice(words: tuple[str, ...]) -> str | None:
    """``words`` as one JSGF choice, "(a | b)"; None when there is none to say."""
    return "(" + " | ".join(words) + ")" if words else None


def spoken_grammar(lang: str, known: Callable[[str], bool] = _always) -> SpokenGrammar:
    """The grammar of every command that can be said in ``lang`` (module docstring).

    ``known``: whether the recogniser can say a word (its dictionary); a
    phrase with any other word is left out. Raises KeyError for a language
    the tables lack.
    """
    def say(phrases: Iterable[str]) -> tuple[str, ...]:
        return spoken(phrases, known, lang)

    def words_of(name: str) -> tuple[str, ...]:
        return say(next(spec for spec in COMMANDS if spec.name == name).words[lang])

    rules: dict[str, tuple[str, ...]] = {}
    rules["rank"] = _ranks(lang, known)
    rules["suit"] = _suits(lang, known, glued=False)
    glue = say(CARD_GLUE[lang])
    if lang in GLUED_SUITS:
        # "sedmica pik" and "sedmica u piku", never "sedmica u pik" (GLUED_SUITS).
        glued = _suits(lang, known, glued=True) if glue else ()
        rules["card"] = ("<rank> <suit>",)
        if glued:  # a rule with no phrase is no JSGF: left out with its reference
            rules["glued_suit"] = glued
            rules["card"] += (f"<rank> {_choice(glue)} <glued_suit>",)
    else:
        rules["card"] = ((f"<rank> [{' | '.join(glue)}] <suit>",) if glue
                         else ("<rank> <suit>",))
    rules["number"] = _numbers(lang, known)
    rules["ordinal"] = say(w for words in ORDINAL_WORDS[lang].values() for w in words)
    row_word = _choice(say(ROW_WORDS[lang]))
    slot_word = _choice(say(SLOT_WORDS[lang]))
    row_names = _choice(say(ROW_NAMES[lang]))
    # A place needs its words: without "row" or "card" it would be "seven seven".
    rules["place"] = tuple(
        alternative for alternative, parts in (
            (f"{row_word} <number> {slot_word} <number>", (row_word, slot_word)),
            (f"{row_names} {slot_word} <number>", (row_names, slot_word)),
            (f"<ordinal> {row_word} <ordinal> {slot_word}", (row_word, slot_word)),
        ) if None not in parts)
    rules["target"] = ("<card>", "<rank>", "<place>")
    rules["pile"] = say((*STOCK_WORDS[lang], *words_of("waste")))

    commands: list[str] = []
    for spec in COMMANDS:
        said = words_of(spec.name)
        if not said:
            continue
        head = said[0] if len(said) == 1 else "(" + " | ".join(said) + ")"
        rule = f"{spec.name}_command"
        alternatives: list[str] = [] if spec.arg_required else [head]
        # A count of moves that change the game ("undo 2") is typed or dictated only:
        # offered "undo <number>", the recogniser heard "undo eight" for "undo".
        arg = "none" if spec.arg == "number" and spec.row.game_changing else spec.arg
        # What adds nothing after it: "undo last move", "last five moves".
        extra = _choice(say(OBJECTS[lang].get(spec.name, ())))
        if extra is not None and arg in ("none", "number"):
            alternatives.append(f"{head} <number> {extra}" if arg == "number"
                                else f"{head} {extra}")
        if spec.arg == "target":
            alternatives.append(f"{head} <target>")
            if spec.name == "look":
                alternatives.append(f"{head} <pile>")
        elif spec.arg == "row":
            alternatives += [f"{head} <number>", f"<ordinal> {head}"]
        elif arg == "number":
            alternatives.append(f"{head} <number>")
        elif spec.arg == "pair":
            pair_glue = _choice(say(PAIR_GLUE[lang]))
            if pair_glue is not None:
                alternatives.append(f"[{head}] <card> {pair_glue} <card>")
        elif spec.arg == "code" and spec.name == "new":
            choices = say(w for per_lang in DEAL_CHOICES.values() for w in per_lang[lang])
            alternatives.append(f"{head} ({' | '.join(choices)})")
        elif spec.arg == "topic":
            alternatives.append(f"{head} <topic>")
        elif spec.name in OPTION_VALUES:
            # "voice on" is no command: the values of VOICE_NEEDS_SUBJECT follow it.
            bound = {value for subject in VOICE_NEEDS_SUBJECT
                     for value in VOICE_SUBJECTS[subject]} if spec.name == "voice" else set()
            values = say(w for value, per_lang in OPTION_VALUES[spec.name].items()
                         if value not in bound for w in per_lang[lang])
            if values:
                alternatives.append(f"{head} ({' | '.join(values)})")
            if spec.name == "voice":
                # "voice confirm never" as well as "voice never" (VOICE_SUBJECTS).
                for subject, subject_values in VOICE_SUBJECTS.items():
                    named = _choice(say(OPTION_VALUES["voice"][subject][lang]))
                    said_values = _choice(say(w for value in subject_values
                                              for w in OPTION_VALUES["voice"][value][lang]))
                    if named is not None and said_values is not None:
                        alternatives.append(f"{head} {named} {said_values}")
        if alternatives:
            rules[rule] = tuple(alternatives)
            commands.append(f"<{rule}>")
    rules["topic"] = say((*(w for spec in COMMANDS for w in spec.words[lang]),
                          *(w for per_lang in OPTION_VALUES.get("help", {}).values()
                            for w in per_lang[lang])))
    rules["command"] = (*commands, "<card>")
    # The top rule first: pocketsphinx reads the first public rule.
    ordered = {"command": rules.pop("command"), **rules}
    return SpokenGrammar(f"tripeaks_{lang}", ordered)


def jsgf(lang: str, known: Callable[[str], bool] = _always) -> str:
    """The JSGF text of ``spoken_grammar(lang, known)``."""
    return spoken_grammar(lang, known).jsgf()
