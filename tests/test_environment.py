"""Every TRIPEAKS_A11Y_* variable the program reads is in one table, --help and the docs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tripeaks_a11y.environment import ENVIRONMENT
from tripeaks_a11y.program.cli import main

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "tripeaks_a11y"
NAME = re.compile(r"TRIPEAKS_A11Y_[A-Z0-9_]*[A-Z0-9]")


def _read_in_source() -> set[str]:
    return {name for path in SRC.rglob("*.py") if path.name != "environment.py"
            for name in NAME.findall(path.read_text(encoding="utf-8"))}


def test_the_table_is_every_variable_the_source_names() -> None:
    listed = [row.name for row in ENVIRONMENT]
    assert len(listed) == len(set(listed))
    found = _read_in_source()
    assert found, "the search finds the variables"
    assert found == set(listed), {"not listed": found - set(listed),
                                  "not read": set(listed) - found}


def test_help_lists_every_variable_and_the_subcommands_help(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    assert "\nenvironment:\n" in text
    for row in ENVIRONMENT:
        assert f"\n  {row.name}\n" in text, row.name
    epilog = text[text.index("play is the default"):]
    for name in ("play", "speak", "stats", "records", "listen", "doctor", "completion"):
        assert f"{name} --help'" in epilog, name


@pytest.mark.parametrize("page", ["README.md", "docs/accessibility.md"])
def test_the_docs_list_every_variable(page: str) -> None:
    text = (ROOT / page).read_text(encoding="utf-8")
    for row in ENVIRONMENT:
        assert f"`{row.name}`" in text, (page, row.name)
