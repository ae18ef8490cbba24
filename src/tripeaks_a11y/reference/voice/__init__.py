"""What to say (docs/voice.md), made from the spoken-command grammar and the catalogs (issue 15).

One source for the recogniser and the written page: every phrase listed is
a sentence of ``listen.grammar.spoken_grammar(lang)`` (the grammar the
recognisers listen with, itself made from the parser's tables), and every
explanation is the one ``help COMMAND`` gives. The grammar's rules are
read back into plain lists ("`board` or `table`"; "`play`, then a card, a
rank or a place") with examples chosen from them ("play seven spades"),
never raw JSGF. ``python -m tripeaks_a11y.reference.voice > docs/voice.md``
writes the page; a test checks that the page in the repository is current.

The patterns are read in ``patterns``, the examples chosen in ``examples``;
this module writes the page.
"""

from __future__ import annotations

from ...commands.table import find
from ...i18n import t
from ...languages import LANGUAGES, language
from ...listen.engines import ENGINES, engine_languages
from ...listen.grammar import SpokenGrammar, spoken_grammar
from .examples import Example, _command_rules, _examples, command_examples
from .patterns import LABELS, _factored, _or, _parse, _phrase, _render

__all__ = ["Example", "command_examples", "voice_reference"]

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
        notes = [engine.hears or ("with a model you supply that holds this language"
                                  if engine.needs_model else "built in")]
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
        "message catalogs by `python -m tripeaks_a11y.reference.voice`; do not edit by",
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
