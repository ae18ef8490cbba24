"""Sources are cited from the repository itself, and every cited section exists.

Docstrings, comments and catalogs cite a rule or a design choice by file and
section: ``docs/rules.md "Score"`` (a heading's text), ``docs/deals.md §4``
(a numbered section), ``docs/rules.md#hint-and-solve`` (an anchor), or
``README.md "Playing"``. These tests read the cited file's headings and fail
on a file or section that is not there, and fail when a file of the
repository names a document kept outside it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Where citations are written; the docs cite each other by relative links.
SCANNED_DIRS = ("src", "tests", "benchmarks", "scripts", "locales", "docs")
SCANNED_FILES = ("README.md", "hatch_build.py", "pyproject.toml")
TEXT_SUFFIXES = frozenset({".py", ".md", ".ftl", ".txt", ".c", ".sh", ".toml", ".6"})

# Documents that are not in the repository, spelled so that this file does not
# name them itself.
OUTSIDE = tuple(name.encode() for name in (
    "RULES" + ".md", "DESIGN" + ".md", "GLOSSARY" + ".md", "../" + "shared/"))

_SECTION = r'\\?"[A-Za-z0-9`][^"\n\\]*\\?"'
CITATION = re.compile(
    r"(?<![\w/.-])(?P<file>docs/[\w.-]+\.md|README\.md)"
    r"(?:#(?P<anchor>[\w-]+)"
    rf"|(?P<sections>[\s#]*{_SECTION}(?:[\s#]*(?:,|\band\b)[\s#]*{_SECTION})*)"
    r"|[\s#]*(?P<numbers>§\s*\d+(?:\s*(?:,|and)\s*§?\s*\d+)*))?")


@dataclass(frozen=True)
class Citation:
    """One cited section: the file (from the repository's top) and how it is named."""

    where: str
    file: str
    section: str | None = None
    number: int | None = None
    anchor: str | None = None


def citations(where: str, text: str) -> list[Citation]:
    """Every citation of a repository file in ``text``, one per section named."""
    found: list[Citation] = []
    for match in CITATION.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        at = f"{where}:{line}"
        file = match["file"]
        if file != "README.md" and any(part.isupper() for part in re.split(r"[/.]", file)):
            continue  # a pattern such as docs/accessibility.LANG.md, not a file
        if match["sections"]:
            found += [Citation(at, file, section=name)
                      for name in re.findall(r'"([^"\n\\]+)\\?"', match["sections"])]
        elif match["numbers"]:
            found += [Citation(at, file, number=int(n))
                      for n in re.findall(r"\d+", match["numbers"])]
        elif match["anchor"]:
            found.append(Citation(at, file, anchor=match["anchor"]))
        else:
            found.append(Citation(at, file))
    return found


def headings(path: Path) -> list[str]:
    """The text of every Markdown heading of ``path``, code blocks left out."""
    found: list[str] = []
    in_code = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and re.match(r"#{1,6} ", line):
            found.append(line.lstrip("#").strip())
    return found


def _slug(heading: str) -> str:
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def problem(citation: Citation, root: Path = ROOT) -> str | None:
    """Why ``citation`` names nothing in the repository, or None when it is sound."""
    path = root / citation.file
    if not path.is_file():
        return f"{citation.where}: {citation.file} is not in the repository"
    titles = headings(path)
    if citation.section is not None and citation.section not in titles:
        return f'{citation.where}: {citation.file} has no heading "{citation.section}"'
    if citation.number is not None and not any(
            title.startswith(f"{citation.number}. ") for title in titles):
        return f"{citation.where}: {citation.file} has no section §{citation.number}"
    if citation.anchor is not None and citation.anchor not in {_slug(t) for t in titles}:
        return f"{citation.where}: {citation.file} has no heading #{citation.anchor}"
    return None


def _scanned_files() -> list[Path]:
    files = [ROOT / name for name in SCANNED_FILES if (ROOT / name).is_file()]
    for folder in SCANNED_DIRS:
        files += sorted(path for path in (ROOT / folder).rglob("*")
                        if path.is_file() and path.suffix in TEXT_SUFFIXES
                        and "__pycache__" not in path.parts)
    return files


def _all_citations() -> list[Citation]:
    found: list[Citation] = []
    for path in _scanned_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        found += citations(path.relative_to(ROOT).as_posix(), text)
    return found


def test_every_cited_section_exists() -> None:
    found = _all_citations()
    with_section = [c for c in found if c.section or c.number or c.anchor]
    # The rules, the deals and the layers are cited by section in many places.
    assert len(with_section) > 100
    assert {c.file for c in with_section} >= {
        "docs/rules.md", "docs/pyramid.md", "docs/deals.md", "docs/architecture.md"}
    problems = [p for c in found if (p := problem(c)) is not None]
    assert problems == []


def test_a_missing_section_or_file_is_found() -> None:
    rules, nowhere = "docs/" + "rules.md", "docs/" + "nowhere.md"
    text = (f'# ({rules} "Score", "No such section")\n'
            f"x = 1  # {'docs/' + 'deals.md'} §5 and §42\n"
            f"({nowhere}) ({rules}#no-such-anchor) ({rules}#hint-and-solve)\n"
            f'"""({rules}\n    "Undo")."""\n')
    found = citations("sample.py", text)
    assert [(c.file, c.section, c.number, c.anchor) for c in found] == [
        (rules, "Score", None, None), (rules, "No such section", None, None),
        ("docs/deals.md", None, 5, None), ("docs/deals.md", None, 42, None),
        (nowhere, None, None, None), (rules, None, None, "no-such-anchor"),
        (rules, None, None, "hint-and-solve"), (rules, "Undo", None, None)]
    assert [problem(c) for c in found] == [
        None, 'sample.py:1: docs/rules.md has no heading "No such section"',
        None, "sample.py:2: docs/deals.md has no section §42",
        f"sample.py:3: {nowhere} is not in the repository",
        "sample.py:3: docs/rules.md has no heading #no-such-anchor", None, None]


def test_no_file_names_a_document_outside_the_repository() -> None:
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    listed = subprocess.run([git, "ls-files", "-z"], cwd=ROOT, capture_output=True,
                            check=True).stdout.decode("utf-8").split("\0")
    files = [ROOT / name for name in listed if name and (ROOT / name).is_file()]
    assert len(files) > 300
    naming = sorted(f"{path.relative_to(ROOT).as_posix()}: {name.decode()}"
                    for path in files for name in OUTSIDE if name in path.read_bytes())
    assert naming == []
