"""No module of the source tree is over 400 lines, and few sit at the top of the package
(issue 29 point 6; docs/architecture.md).

A module that grows past the limit is split into modules with one job each,
named for what they hold, inside the package where it lives.
"""

from __future__ import annotations

from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "tripeaks_a11y"
LIMIT = 400
"""The most lines a module may have."""
TOP_LEVEL_LIMIT = 8
"""The most modules at the top of the package besides ``__init__.py`` and ``__main__.py``: the
rest live in packages named for what they hold (docs/architecture.md "The packages and
modules")."""

ALLOWED: frozenset[str] = frozenset()
"""Modules allowed over the limit, by path under the package: none."""


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_is_over_the_limit() -> None:
    modules = sorted(SRC.rglob("*.py"))
    assert len(modules) > 50, f"no source found under {SRC}"
    over = [f"{path.relative_to(SRC)}: {_lines(path)} lines" for path in modules
            if _lines(path) > LIMIT and path.relative_to(SRC).as_posix() not in ALLOWED]
    assert over == [], f"modules over {LIMIT} lines: {over}"


def test_every_allowed_module_is_still_over_the_limit() -> None:
    # An entry for a module that was split, moved or shrunk is stale: take it out.
    stale = [name for name in sorted(ALLOWED)
             if not (SRC / name).is_file() or _lines(SRC / name) <= LIMIT]
    assert stale == [], f"no longer over {LIMIT} lines, take them out of ALLOWED: {stale}"


def test_few_modules_at_the_top_of_the_package() -> None:
    top = sorted(path.name for path in SRC.glob("*.py")
                 if path.name not in ("__init__.py", "__main__.py"))
    packages = [path for path in SRC.iterdir() if (path / "__init__.py").is_file()]
    assert len(packages) >= 10, f"no packages found under {SRC}"
    assert len(top) <= TOP_LEVEL_LIMIT, (
        f"{len(top)} modules at the top of the package, at most {TOP_LEVEL_LIMIT}: {top}")
