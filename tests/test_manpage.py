"""The man page tripeaks-a11y(6): current, made from the parsers, formatted without a warning."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tripeaks_a11y.environment import ENVIRONMENT
from tripeaks_a11y.program.parsers import nested_subcommands, options, subcommands
from tripeaks_a11y.reference.manpage import manual_page, roff

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "tripeaks-a11y.6"


def test_the_committed_page_is_current() -> None:
    assert PAGE.read_text(encoding="utf-8") == manual_page(), (
        "regenerate: python -m tripeaks_a11y.reference.manpage > docs/tripeaks-a11y.6")


def test_the_page_names_every_subcommand_option_and_variable() -> None:
    page = manual_page()
    for command in [*subcommands(), *nested_subcommands()]:
        assert f".SS {roff(command.name)}\n" in page, command.name
        for row in options(command.parser):
            for flag in row.flags:
                assert f"\\fB{roff(flag)}\\fR" in page, (command.name, flag)
    for row in ENVIRONMENT:
        assert f"\\fB{roff(row.name)}\\fR" in page
    assert '.TH TRIPEAKS\\-A11Y 6 ' in page


def test_the_page_is_plain_ascii_and_names_no_folder_of_this_machine() -> None:
    page = manual_page()
    assert page.isascii()
    assert str(Path.home()) not in page.replace("\\-", "-")
    assert not re.search(r"^[.'](?!\\\"|TH|SH|SS|TP|PP|br|nh|ad)", page, re.MULTILINE)


def test_the_wheel_installs_the_page_where_pipx_links_it() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^"docs/tripeaks-a11y\.6" = "share/man/man6/tripeaks-a11y\.6"$',
                     pyproject, re.MULTILINE)


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff is not installed (groff-base)")
def test_groff_formats_the_page_without_a_warning() -> None:
    done = subprocess.run(["groff", "-ww", "-man", "-z", str(PAGE)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    text = subprocess.run(["groff", "-man", "-Tutf8", "-P-cbou", str(PAGE)], capture_output=True,
                          text=True, timeout=60, check=True).stdout
    assert "tripeaks-a11y doctor" in text and "TRIPEAKS_A11Y_SOLVER_CORE" in text
