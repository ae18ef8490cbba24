"""No source module names a language by its code outside the languages' own places (issue 29).

A language is one place (docs/architecture.md "Add a language"): its row in
``languages/`` and its command words in ``commands/grammar/CODE.py``. Any
other module that writes "en", "ar" or "hr" as a value branches on a
language, and a new language would pass it by untested. Docstrings and
comments may give examples; only string values that are exactly a code count.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tripeaks_a11y.languages import LANGUAGES

SRC = Path(__file__).resolve().parents[1] / "src" / "tripeaks_a11y"
OWN_PLACES = ("languages/", *(f"commands/grammar/{code}.py" for code in LANGUAGES))


def literals(source: str) -> list[tuple[int, str]]:
    """(line, code) of each string value in ``source`` that is exactly a language code."""
    return [(node.lineno, node.value) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and node.value in LANGUAGES]


def test_no_module_outside_a_languages_place_writes_a_language_code() -> None:
    found = {}
    for path in sorted(SRC.rglob("*.py")):
        where = path.relative_to(SRC).as_posix()
        if where.startswith(OWN_PLACES):
            continue
        if hits := literals(path.read_text(encoding="utf-8")):
            found[where] = hits
    assert not found, f"use the languages table (languages.LANGUAGES, FALLBACK, a row): {found}"


def test_the_check_sees_a_branch_on_a_language_but_not_a_docstring() -> None:
    branch = 'def f(lang):\n    """Says it in "hr" too."""\n    return lang == "hr"\n'
    assert literals(branch) == [(3, "hr")]
