"""What to say (docs/voice.md), made from the spoken-command grammar and the catalogs (issue 15).

One source for the recogniser and the written page: every phrase listed is
a sentence of ``listen.grammar.spoken_grammar(lang)`` (the grammar the
recognisers listen with, itself made from the parser's tables), and every
explanation is the one ``help COMMAND`` gives. The grammar's rules are
read back into plain lists ("`board` or `table`"; "`play`, then a card, a
rank or a place") with examples chosen from them ("play seven spades"),
never raw JSGF. ``python -m tripeaks_a11y.voice_reference > docs/voice.md``
writes the page; a test checks that the page in the repository is current.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .cards import Suit
from .commands.grammar import NUMBER_WORDS, ORDINAL_WORDS, SUIT_WORDS
from .commands.table import find
from .i18n import t
from .languages import LANGUAGES, language
from .listen.engines import ENGINES, engine_languages
from .listen.grammar import SpokenGrammar, spoken_grammar

__all__ = ["Example", "command_examples", "voice_reference"]

LABELS: dict[str, str] = {
    "card": "a card",
    "rank": "a rank",
    "suit": "a suit",
    "glued_suit": "a suit as said after it",
    "number": "a number",
    "ordinal": "an ordinal",
    "place": "a place",
    "target": "a card, a rank or a place",
    "pile": "a pile",
    "topic": "a command",
}
"""How a rule reference is read in a pattern; another rule is "a NAME"."""

VOCABULARY: tuple[tuple[str, str], ...] = (
    ("rank", "Ranks"),
    ("suit", "Suits"),
    ("glued_suit", "Suits after the word between rank and suit"),
    ("card", "A card"),
    ("number", "Numbers"),
    ("ordinal", "Ordinals"),
    ("place", "A place"),
    ("pile", "Piles (after look)"),
    ("topic", "Help topics (after help)"),
)
"""The shared rules listed before the commands, with their headings, in this order."""

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

_TOKEN = re.compile(r"<[^>]+>|[()\[\]|]|[^\s()\[\]|<>]+")
"""A token of a JSGF alternative: a rule reference, a bracket, a bar or a word
(as ``listen.grammar`` writes them)."""


@dataclass(frozen=True)
class _Word:
    """A word said as it stands."""

    text: str


@dataclass(frozen=True)
class _Ref:
    """A reference to another rule: ``<card>``."""

    name: str


@dataclass(frozen=True)
class _Choice:
    """A group: one of ``options``, or none when ``optional`` (``[of]``)."""

    options: tuple[tuple[_Node, ...], ...]
    optional: bool = False


_Node = _Word | _Ref | _Choice
_Seq = tuple[_Node, ...]


def _parse(alternatives: tuple[str, ...]) -> _Choice:
    """A rule's alternatives (``SpokenGrammar.rules[name]``) as a tree.

    Raises ValueError for unbalanced brackets (the grammar module writes none).
    """
    tokens = _TOKEN.findall(" | ".join(alternatives))
    choice, end = _parse_choice(tokens, 0, "")
    if end != len(tokens):
        raise ValueError(f"unbalanced grammar text: {' '.join(tokens)!r}")
    return choice


def _parse_choice(tokens: list[str], at: int, closer: str) -> tuple[_Choice, int]:
    options: list[_Seq] = []
    current: list[_Node] = []
    while at < len(tokens) and tokens[at] != closer:
        token = tokens[at]
        if token == "|":
            options.append(tuple(current))
            current = []
            at += 1
        elif token in "([":
            inner, at = _parse_choice(tokens, at + 1, ")" if token == "(" else "]")
            if at >= len(tokens):
                raise ValueError(f"unclosed {token!r} in the grammar")
            current.append(_Choice(inner.options, optional=token == "["))
            at += 1
        elif token in ")]":
            raise ValueError(f"unexpected {token!r} in the grammar")
        elif token.startswith("<"):
            current.append(_Ref(token[1:-1]))
            at += 1
        else:
            current.append(_Word(token))
            at += 1
    options.append(tuple(current))
    return _Choice(tuple(option for option in options if option)), at


def _factored(choice: _Choice) -> _Choice:
    """``choice`` with the words its options begin with taken out once:
    "`last`, then a number (or nothing)" for ``last | last <number>``."""
    options = [_flat(option) for option in choice.options]
    if len(options) < 2 or not all(options):
        return choice
    prefix: list[_Node] = []
    while all(len(option) > len(prefix) for option in options) \
            and len({option[len(prefix)] for option in options}) == 1:
        prefix.append(options[0][len(prefix)])
    if not prefix:
        return choice
    tails = tuple(option[len(prefix):] for option in options)
    if all(tails) and any(len(tail) > 1 for tail in tails):
        # "a rank, then a suit or `u`, then …" would read as one sequence: each
        # alternative is said whole ("a rank, then a suit; a rank, then `u`, …").
        return choice
    rest = _Choice(tuple(tail for tail in tails if tail),
                   optional=any(not tail for tail in tails))
    return _Choice(((*prefix, rest),))


def _flat(seq: _Seq) -> _Seq:
    """``seq`` with one-option, non-optional groups opened: "(row) <number>"."""
    out: list[_Node] = []
    for node in seq:
        if isinstance(node, _Choice) and not node.optional and len(node.options) == 1:
            out.extend(_flat(node.options[0]))
        else:
            out.append(node)
    return tuple(out)


def _phrase(seq: _Seq) -> str | None:
    """The words of ``seq`` when it is words only, else None."""
    seq = _flat(seq)
    if seq and all(isinstance(node, _Word) for node in seq):
        return " ".join(node.text for node in seq if isinstance(node, _Word))
    return None


def _or(items: list[str]) -> str:
    """"a, b or c"; "a, b or c, or d" when an item has an "or" of its own."""
    if len(items) == 1:
        return items[0]
    last = ", or " if any(" or " in item for item in items) else " or "
    return ", ".join(items[:-1]) + last + items[-1]


def _render(seq: _Seq) -> str:
    """``seq`` read as a pattern: "`look` or `inspect`, then a pile"."""
    parts: list[str] = []
    words: list[str] = []
    for node in (*_flat(seq), None):
        if isinstance(node, _Word):
            words.append(node.text)
            continue
        if words:
            parts.append(f"`{' '.join(words)}`")
            words = []
        if node is None:
            break
        if isinstance(node, _Ref):
            parts.append(LABELS.get(node.name, f"a {node.name.replace('_', ' ')}"))
            continue
        phrases = [_phrase(option) for option in node.options]
        if all(phrase is not None for phrase in phrases):
            said = _or([f"`{phrase}`" for phrase in phrases if phrase is not None])
        else:
            said = _or([_render(option) for option in node.options])
        parts.append(f"{said} (or nothing)" if node.optional else said)
    return ", then ".join(parts)


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


def _help(lang: str, name: str) -> str:
    """The help line of command ``name`` (its row's ``help_id``), or "" for none."""
    row = find(name)
    try:
        return t(lang, row.help_id) if row is not None else ""
    except KeyError:
        return ""


def _vocabulary_line(grammar: SpokenGrammar, lang: str, rule: str, title: str) -> str | None:
    alternatives = grammar.rules.get(rule, ())
    if not alternatives:
        return None
    tree = _parse(alternatives)
    phrases = [_phrase(option) for option in tree.options]
    if all(phrase is not None for phrase in phrases):
        return f"- {title}: " + ", ".join(f"`{phrase}`" for phrase in phrases) + "."
    patterns = "; ".join(_render(option) for option in _factored(tree).options)
    examples = ", ".join(f"“{text}”" for text in _examples(grammar, lang, rule))
    return f"- {title}: {patterns}. For example {examples}."


def _engines_line(lang: str) -> str:
    """Which recognisers of ``listen.engines.ENGINES`` hear ``lang``, and how."""
    said = []
    for engine in ENGINES.values():
        if lang not in engine_languages(engine):
            continue
        notes = ["with a model you supply that holds this language" if engine.needs_model
                 else "built in"]
        if lang in engine.experimental:
            notes.append("experimental")
        said.append(f"{engine.name} ({', '.join(notes)})")
    if not said:
        return "No recogniser hears this language yet."
    return "Heard by " + _or(said) + "."


def _language_section(lang: str) -> list[str]:
    grammar = spoken_grammar(lang)
    lines = ["", f"## {language(lang).title}", "", _engines_line(lang), ""]
    rules = _command_rules(grammar)
    if not any(rule.endswith("_command") for rule in rules):
        return [*lines, "Nothing can be said in this language yet: its words are not in the "
                        "spoken grammar."]
    lines += ["### Words used in many commands", ""]
    lines += [line for rule, title in VOCABULARY
              if (line := _vocabulary_line(grammar, lang, rule, title)) is not None]
    lines += ["", "### Commands", ""]
    for rule in rules:
        tree = _parse(grammar.rules[rule])
        patterns = "; ".join(_render(option) for option in _factored(tree).options)
        examples = ", ".join(f"“{text}”" for text in _examples(grammar, lang, rule))
        if rule.endswith("_command"):
            name = rule.removesuffix("_command")
            explained = _help(lang, name)
            lines.append(f"- **{name}**: say {patterns}. For example {examples}."
                         + (f" {explained}" if explained else ""))
        else:
            lines.append(f"- **{LABELS.get(rule, rule)} alone**: say {patterns}, with no "
                         f"command word. For example {examples}.")
    return lines


def voice_reference() -> str:
    """The whole page as Markdown: per language, the shared words (ranks,
    suits, numbers, places…), then each command: how to say it, examples and
    its help."""
    lines = [
        "# What to say",
        "",
        "Made from the spoken-command grammar (`listen.grammar.spoken_grammar`) and the",
        "message catalogs by `python -m tripeaks_a11y.voice_reference`; do not edit by",
        "hand. The recognisers listen for these sentences, in the language the game",
        "listens in; what they hear goes through the same parser as typed text. How to turn",
        "listening on and which recogniser serves which language: the",
        "[accessibility guide](accessibility.md#spoken-commands). Typed commands,",
        "with their short forms: [commands.md](commands.md).",
        "",
        "Each command lists its ways to say it: words in `code` are said as they",
        "stand, \"or nothing\" marks a part that may be left out, and \"then\" joins",
        "the parts in order. Numbers are said as words (one to ten). A few words",
        "that typing takes are not offered to the recognisers, because they mistake",
        "them for other commands (`listen.grammar.UNSAID`); typed or dictated, they",
        "still work.",
    ]
    for lang in LANGUAGES:
        lines += _language_section(lang)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.buffer.write(voice_reference().encode("utf-8"))
