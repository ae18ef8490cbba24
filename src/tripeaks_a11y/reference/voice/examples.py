"""Example sentences of the spoken commands ("play seven spades"), chosen from the grammar."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ...commands.grammar import NUMBER_WORDS, ORDINAL_WORDS, SUIT_WORDS
from ...listen.grammar import SpokenGrammar, spoken_grammar
from ...values.cards import Suit
from .patterns import _flat, _parse, _phrase, _Ref, _Seq, _Word

__all__ = ["ENUMERATED", "Example", "command_examples"]

ENUMERATED = frozenset({"target"})
"""Rules whose every alternative gets an example of its own ("play" a card,
a rank, a place); any other rule gives one chosen phrase."""

_Pick = Callable[[str], str]
_EXAMPLE_PICKS: dict[str, tuple[_Pick, ...]] = {
    # The n-th reference to a rule in one sentence takes the n-th value: a
    # Pyramid pair is 7 and 6 (13), a place "row four card two".
    "rank": (lambda lang: NUMBER_WORDS[lang][7][0], lambda lang: NUMBER_WORDS[lang][6][0]),
    "suit": (lambda lang: SUIT_WORDS[lang][Suit.SPADES][0],
             lambda lang: SUIT_WORDS[lang][Suit.HEARTS][0]),
    "number": (lambda lang: NUMBER_WORDS[lang][4][0], lambda lang: NUMBER_WORDS[lang][2][0]),
    "ordinal": (lambda lang: ORDINAL_WORDS[lang][2][0],),
}
"""The values examples prefer, as table lookups (no word is written here);
a value the grammar lacks falls back to the rule's first phrase. An ordinal
agrees with its noun ("drugi red", "treća karta"), which the tables do not
say: it has one value, and an example that needs two is left out."""

_COUNTED = "number"
"""The rule of a count: a command word before it is the shortest of its
group ("last four", "zadnji četiri", not "recent moves four")."""


@dataclass(frozen=True)
class _Examples:
    grammar: SpokenGrammar
    lang: str

    def of_rule(self, name: str, uses: dict[str, int]) -> Iterator[tuple[str, dict[str, int]]]:
        """Examples of rule ``name``: one (the preferred value, else the first
        phrase), or one per alternative for ``ENUMERATED`` rules; each with the
        reference counts after it."""
        alternatives = self.grammar.rules.get(name, ())
        if not alternatives:
            return
        tree = _parse(alternatives)
        count = uses.get(name, 0)
        after = {**uses, name: count + 1}
        picks = _EXAMPLE_PICKS.get(name, ())
        if picks:
            if count >= len(picks):
                return
            wanted = picks[count](self.lang)
            if any(_phrase(option) == wanted for option in tree.options):
                yield wanted, after
                return
        options = tree.options if name in ENUMERATED else tree.options[:1]
        for option in options:
            yield from self.of_seq(option, after)

    def of_seq(self, seq: _Seq, uses: dict[str, int]) -> Iterator[tuple[str, dict[str, int]]]:
        """Every example of ``seq``: optional parts left out, a group's first phrase."""
        if not seq:
            yield "", uses
            return
        head, rest = seq[0], seq[1:]
        firsts: Iterator[tuple[str, dict[str, int]]]
        if isinstance(head, _Word):
            firsts = iter([(head.text, uses)])
        elif isinstance(head, _Ref):
            firsts = self.of_rule(head.name, uses)
        elif head.optional or not head.options:
            firsts = iter([("", uses)])
        elif rest and rest[0] == _Ref(_COUNTED) and all(map(_phrase, head.options)):
            firsts = iter([(min((_phrase(option) or "" for option in head.options), key=len),
                            uses)])
        else:
            firsts = self.of_seq(head.options[0], uses)
        for first, used in firsts:
            for tail, after in self.of_seq(rest, used):
                yield " ".join(part for part in (first, tail) if part), after


@dataclass(frozen=True)
class Example:
    """One example sentence of a command rule: ``text`` as said, ``command`` the
    rule's command name (the grammar's ``NAME_command``, or the name the
    catalogs and the parser give a bare rule such as "card": see ``parse``)."""

    command: str
    text: str


def _examples(grammar: SpokenGrammar, lang: str, rule: str) -> list[str]:
    maker = _Examples(grammar, lang)
    out: dict[str, None] = {}
    for alternative in grammar.rules.get(rule, ()):
        for text, _used in maker.of_seq(_flat(_parse((alternative,)).options[0]), {}):
            out.setdefault(text, None)
    return list(out)


def _command_rules(grammar: SpokenGrammar) -> list[str]:
    """The rules the top rule lists, in its order: ``board_command``, …, ``card``."""
    top = _parse(grammar.rules.get(grammar.public, ()))
    return [node.name for option in top.options for node in option if isinstance(node, _Ref)]


def command_examples(lang: str, grammar: SpokenGrammar | None = None) -> list[Example]:
    """Every example the page gives for ``lang``, in page order.

    ``grammar``: by default ``spoken_grammar(lang)``. A bare rule of the top
    rule (a card alone) is given as ``Example("", text)``: its command is
    what the parser makes of it. Raises KeyError for a language the grammar
    tables lack.
    """
    grammar = grammar or spoken_grammar(lang)
    return [Example(rule.removesuffix("_command") if rule.endswith("_command") else "", text)
            for rule in _command_rules(grammar) for text in _examples(grammar, lang, rule)]


