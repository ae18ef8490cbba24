"""The command reference (docs/commands.md), made from the grammar and the catalogs.

One source for the parser, ``help`` and the written reference: every word
listed here is a word the parser takes, and every explanation is the one
``help COMMAND`` gives. ``python -m tripeaks_a11y.reference > docs/commands.md``
writes the page; a test checks that the page in the repository is current.
"""

from __future__ import annotations

import sys

from .commands import COMMANDS
from .i18n import t
from .languages import LANGUAGES, language

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
            lines.append(f"- {words}: {t(lang, f'help-{spec.name}')}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.buffer.write(command_reference().encode("utf-8"))
