"""The command reference (docs/commands.md), made from the command table and the catalogs.

One source for the parser, ``help`` and the written reference: one line per
row of ``commands.table.ROWS``, in its order; every word listed here is a
word the parser takes, and every explanation is the one ``help COMMAND``
gives (the row's ``help_id``). ``python -m tripeaks_a11y.reference > docs/commands.md``
writes the page; a test checks that the page in the repository is current.
"""

from __future__ import annotations

import sys

from ..commands import COMMANDS
from ..commands.grammar import CODE_LETTERS
from ..i18n import card_name, t
from ..languages import LANGUAGES, language
from ..values.cards import Card, Rank

__all__ = ["command_reference"]



def command_reference() -> str:
    """The whole page as Markdown: per language, each command's words and its help."""
    lines = [
        "# Commands",
        "",
        "Made from the parser's grammar and the message catalogs by",
        "`python -m tripeaks_a11y.reference`; do not edit by hand. Every command is",
        "understood in every language, whatever language the game speaks.",
    ]
    for lang in LANGUAGES:
        lines += ["", f"## {language(lang).title}", ""]
        for spec in COMMANDS:
            words = ", ".join(f"`{word}`" for word in spec.words[lang])
            lines.append(f"- {words}: {t(lang, spec.row.help_id)}")
        lines += [f"- {t(lang, 'reference-codes', codes=codes)}"
                  for codes in _code_examples(lang)]
    return "\n".join(lines) + "\n"


def _code_examples(lang: str) -> list[str]:
    """Per language with short-code letters of its own (``grammar.CODE_LETTERS``),
    one example of each letter, named in ``lang``: "`5ب` 5 of spades, …"."""
    out = []
    for ranks, suits in CODE_LETTERS.values():
        first = next(iter(suits))
        examples = [(f"5{letter}", Card(Rank.FIVE, suit)) for letter, suit in suits.items()]
        examples[0] = (f"٥{first}", examples[0][1])  # Arabic-Indic digits as well
        examples += [(f"10{first}", Card(Rank.TEN, suits[first]))]
        examples += [(f"{letter}{first}", Card(rank, suits[first]))
                     for letter, rank in ranks.items()]
        out.append(t(lang, "list-separator").join(
            f"`{code}` {card_name(lang, card)}" for code, card in examples))
    return out


if __name__ == "__main__":
    sys.stdout.buffer.write(command_reference().encode("utf-8"))
