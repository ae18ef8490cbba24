"""The grammar's rules read back as plain patterns ("`look` or `inspect`, then a pile").

A JSGF alternative of ``listen.grammar`` is parsed into words, rule
references and groups (``_parse``), its shared words factored out, and
rendered as the page says it: words in `code`, "or", "(or nothing)" for an
optional part, "then" between the parts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["LABELS"]

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

