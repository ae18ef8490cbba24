"""The written command reference is the one the grammar and catalogs make."""

from __future__ import annotations

from pathlib import Path

from tripeaks_a11y.commands import COMMANDS
from tripeaks_a11y.reference import command_reference

PAGE = Path(__file__).resolve().parents[1] / "docs" / "commands.md"


def test_docs_commands_page_is_current() -> None:
    assert PAGE.read_text(encoding="utf-8") == command_reference(), (
        "regenerate: python -m tripeaks_a11y.reference > docs/commands.md")


def test_every_command_is_listed_in_every_language() -> None:
    page = command_reference()
    for spec in COMMANDS:
        for words in spec.words.values():
            assert f"`{words[0]}`" in page
