"""The commands a scoring recogniser chooses between, one table per language (issue 31).

Whisper, used as a scorer (``whisper_engine``), writes nothing of its own: it
weighs each sentence of this table against the audio and the best one wins.
The sentences come from the spoken grammar (``grammar.spoken_grammar``, made
from the parser's tables, so from the same words as typed commands): every
alternative of every command rule, every option of every choice in it, both
ways of an optional part, with the rules that would multiply the table
(every word of a card, a place, a topic, a pair) said one way only:

* a card by each word of its rank the grammar offers, its suit's first word
  and the glue ("two of spades", "deuce of spades"; ``_cards``); a rank,
  a number and an ordinal by their first word, and with those the places of
  ``<place>`` ("row four card two") and the topics of ``help <topic>``;
* the Pyramid pairs ("six of hearts and seven of clubs") are left out
  (``LEFT_OUT``): even said one way (5,408 sentences in English) they took
  English from 60% to 54% of commands heard right on the held-out voices
  and made the first hearings slower; typed, they work as before.

Each sentence is kept only when it parses (``commands.parse``, as typed text)
and is kept with the command it parses to, so that two sentences of one
command ("draw", "draw a card") count as one command (``Candidate.command``).
Built once per language (``candidates``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..commands import Command, ParseError, parse
from ..commands.grammar import (
    CARD_GLUE,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    RANK_WORDS,
    SUIT_WORDS,
)
from ..commands.table import find
from .grammar import GLUED_SUITS, spoken, spoken_grammar

__all__ = ["LEFT_OUT", "NOT_ASKED", "Candidate", "candidates"]

LEFT_OUT = frozenset({"pair_command"})
"""Rules of the spoken grammar not offered as candidates (module docstring)."""

_TOKEN = re.compile(r"<[^>]+>|[()\[\]|]|[^\s()\[\]|<>]+")


NOT_ASKED = frozenset({"yes", "no"})
"""Commands never heard uncertain: they answer a question, so asking about them
would not make them safe (an everyday "yeah" must not confirm a move)."""


@dataclass(frozen=True)
class Candidate:
    """One sentence a scorer may hear: ``text`` (lower-case words, single spaces),
    ``command``, what it parses to in its language, and ``forms``, the ways it
    may be written: ``text`` and, when it holds number words, the same with
    each as digits ("play 7 of spades")."""

    text: str
    command: Command
    forms: tuple[str, ...]

    @property
    def asked(self) -> bool:
        """Whether the session asks before acting on it when it is heard uncertain:
        a command that may change the game or a setting (not one that only reads,
        ``CommandRow.reads``, nor a setting said alone, ``reads_bare``; yes and no
        never, ``NOT_ASKED``); the same rule as ``session.hearing.changes_game``."""
        if self.command.name in NOT_ASKED:
            return False
        row = find(self.command.name)
        if row is None:
            return True
        bare = (self.command.arg is None and self.command.number is None
                and self.command.target is None)
        return not row.reads and not (row.reads_bare and bare)


def _first_words(table: Mapping[Any, tuple[str, ...]], lang: str) -> tuple[str, ...]:
    """The first word that can be said of each entry of ``table`` (rank, number…)."""
    return tuple(said[0] for words in table.values() if (said := spoken(words, lang=lang)))


def _cards(lang: str, rules: dict[str, tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    """Every card as said with each of its rank's words that the grammar offers
    ("two of spades", "deuce of spades") and its suit's first word, with the
    glue ("of"; Croatian "u" with the suit's form after it: "dvojka u piku")."""
    glue = spoken(CARD_GLUE[lang], lang=lang)[:1]
    suit_rule = rules["glued_suit"] if glue and lang in GLUED_SUITS else rules["suit"]
    out: list[tuple[str, ...]] = []
    for per_rank in RANK_WORDS[lang].values():
        for per_suit in SUIT_WORDS[lang].values():
            suit = next((word for word in spoken(per_suit, lang=lang) if word in suit_rule),
                        None)
            out += [(rank, *glue, suit) for rank in spoken(per_rank, lang=lang)
                    if suit is not None and rank in rules["rank"]]
    return tuple(out)


def _expand(text: str, rules: dict[str, tuple[tuple[str, ...], ...]],
            ) -> list[tuple[str, ...]]:
    """Every sentence of a JSGF alternative ``text`` (choices and optional parts
    expanded, ``<rule>`` from ``rules``; an unknown rule gives nothing)."""
    tokens = _TOKEN.findall(text)
    position = 0

    def sequence() -> list[tuple[str, ...]]:
        nonlocal position
        options: list[list[tuple[str, ...]]] = []
        current: list[tuple[str, ...]] = [()]
        while position < len(tokens):
            token = tokens[position]
            position += 1
            if token in "([":
                inner = sequence()
                if token == "[":
                    inner.append(())
                current = [head + tail for head in current for tail in inner]
            elif token in ")]":
                break
            elif token == "|":
                options.append(current)
                current = [()]
            elif token.startswith("<"):
                said = rules.get(token[1:-1], ())
                current = [head + tail for head in current for tail in said]
            else:
                current = [head + (token,) for head in current]
        options.append(current)
        return [sentence for option in options for sentence in option]

    return sequence()


def _forms(words: tuple[str, ...], digits: dict[str, str]) -> tuple[str, ...]:
    """``words`` joined, and joined with every number word of ``digits`` as digits."""
    forms = [" ".join(words)]
    if any(word in digits for word in words):
        forms.append(" ".join(digits.get(word, word) for word in words))
    return tuple(forms)


@cache
def candidates(lang: str) -> tuple[Candidate, ...]:
    """The candidate sentences of ``lang`` (module docstring), in grammar order,
    each once. Raises KeyError for a language the tables lack."""
    grammar = spoken_grammar(lang)
    said: dict[str, tuple[tuple[str, ...], ...]] = {
        "card": _cards(lang, grammar.rules),
        "rank": tuple((word,) for word in _first_words(RANK_WORDS[lang], lang)),
        "number": tuple((word,) for word in _first_words(NUMBER_WORDS[lang], lang)),
        "ordinal": tuple((word,) for word in _first_words(ORDINAL_WORDS[lang], lang)),
    }
    for name in ("place", "target", "pile", "topic"):
        said[name] = tuple(sentence for alternative in grammar.rules[name]
                           for sentence in _expand(alternative, said))
    digits = {first[0]: str(number) for number, words in NUMBER_WORDS[lang].items()
              if (first := spoken(words, lang=lang))}
    out: dict[str, Candidate] = {}
    for reference in grammar.rules[grammar.public]:
        name = reference[1:-1]
        if name in LEFT_OUT:
            continue
        # A card alone ("seven of spades") is said as the other cards are.
        for alternative in (reference,) if name in said else grammar.rules[name]:
            for sentence in _expand(alternative, said):
                text = " ".join(sentence)
                if text in out:
                    continue
                try:
                    out[text] = Candidate(text, parse(text, lang=lang),
                                          _forms(sentence, digits))
                except ParseError:
                    continue
    return tuple(out.values())

