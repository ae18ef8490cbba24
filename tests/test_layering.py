"""Imports go one way only: the pure layers never reach up (docs/architecture.md "Layers").

Layers 1-3 (cards, layouts, rules, events, the engines, deals, solver)
must not import layers 4-7 (i18n, announcer, commands, speech, settings,
records, session, cli, terminal), nor the user-interface and speech
libraries. These pure modules must not import any I/O module or call
print/input/open either: a move returns events, it never writes. The
records store (SQLite) sits in layer 6 beside the settings file.

The check reads the source with ``ast``, so it sees imports inside functions
too, and covers whichever of these modules exist (a module may be a file
``name.py`` or a package ``name/``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = "tripeaks_a11y"
SRC = Path(__file__).resolve().parents[1] / "src" / PACKAGE

# Every top-level module or package of the source tree, by layer (docs/architecture.md
# "Layers"). A module may import the package's modules of its own layer or a
# lower one, never a higher one. A new module must be given a layer here:
# test_every_module_has_a_layer reads the tree and fails on one that is not.
LAYERS: dict[str, int] = {
    # 1. values and tables (values/: cards, layouts, rules, events, keymap)
    "values": 1, "languages": 1, "sanitize": 1, "environment": 1,
    # 2. the engines
    "games": 2,
    # 3. deals (with the deal of the day and winnable deals), the table of game kinds, solver
    "deals": 3, "kinds": 3, "solver": 3,
    # 4. words: catalogs and the announcer
    "i18n": 4, "announcer": 4,
    # 5. reading commands
    "commands": 5,
    # 6. speech output and the settings it is set with; the records store (SQLite)
    "settings": 6, "speech": 6, "records": 6,
    "listen": 6,
    # 7. the session, the program (entry points and terminal), the pages written from the code
    "session": 7, "program": 7, "reference": 7,
    "__main__": 7, "__init__": 7,
}
PURE = ("values", "games", "deals", "kinds", "solver")
LOW_LAYERS = tuple(name for name, layer in LAYERS.items() if layer <= 3)
HIGH_LAYERS = frozenset(name for name, layer in LAYERS.items() if layer >= 4)
# Libraries that belong to the upper layers only.
UI_LIBRARIES = frozenset(
    {"prompt_toolkit", "fluent", "babel", "pyttsx3", "accessible_output2", "argparse",
     "platformdirs", "pocketsphinx", "vosk", "sounddevice", "curses", "readline"}
)
# Modules that read or write files, terminals, processes or the network.
IO_MODULES = frozenset(
    {"os", "sys", "io", "pathlib", "shutil", "tempfile", "glob", "fileinput", "subprocess",
     "socket", "select", "selectors", "signal", "sqlite3", "asyncio", "urllib", "http", "ssl",
     "termios", "tty", "pty", "getpass", "webbrowser", "ctypes", "builtins", "importlib",
     "logging", "pickle", "shelve", "dbm", "json", "csv", "wave", "platform"}
)
IO_BUILTINS = frozenset({"print", "input", "open", "__import__", "exec", "eval", "breakpoint"})
# The one exception, named file by file: the solver's loader of its compiled core
# (solver/native.py) loads a shared library with ctypes, finds it by path and
# reads its environment variable once; it reads no game data and writes nothing.
LOADERS: dict[str, frozenset[str]] = {"native.py": frozenset({"ctypes", "os", "pathlib"})}


def module_files(name: str) -> list[Path]:
    """The source files of module ``name``: ``name.py`` or every file of package ``name/``."""
    single = SRC / f"{name}.py"
    package = SRC / name
    files = [single] if single.is_file() else []
    if package.is_dir():
        files.extend(sorted(package.rglob("*.py")))
    return files


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_in(source: str, module: str, *, is_package: bool = False) -> set[str]:
    """Absolute names of everything ``source`` (module ``module``) imports.

    Relative imports are resolved; ``from X import y`` yields both ``X`` and
    ``X.y``, since ``y`` may be a submodule (``from . import i18n``).
    """
    package_parts = module.split(".") if is_package else module.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package_parts[: len(package_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def imported_modules(path: Path) -> set[str]:
    """Absolute names of everything the file ``path`` imports."""
    return imports_in(
        path.read_text(encoding="utf-8"), _module_name(path), is_package=path.name == "__init__.py"
    )


def io_calls(source: str) -> list[str]:
    """Calls of print/input/open/... by bare name, as ``name:line``."""
    return [
        f"{node.func.id}:{node.lineno}"
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in IO_BUILTINS
    ]


def _top(name: str) -> str:
    return name.split(".")[0]


def _own_submodule(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if parts[0] == PACKAGE and len(parts) > 1 else None


EXISTING_LOW = [name for name in LOW_LAYERS if module_files(name)]


def test_the_core_modules_exist() -> None:
    # Guards against this test silently checking nothing (e.g. after a move).
    for name in ("values", "games", "deals", "kinds", "solver"):
        assert module_files(name), f"{name} not found under {SRC}"
    for name in ("cards", "layouts", "rules", "events"):
        assert (SRC / "values" / f"{name}.py").is_file(), f"values/{name}.py not found"


@pytest.mark.parametrize("name", EXISTING_LOW)
def test_low_layers_do_not_import_upper_layers(name: str) -> None:
    bad: list[str] = []
    for path in module_files(name):
        for imported in imported_modules(path):
            own = _own_submodule(imported)
            if own in HIGH_LAYERS or _top(imported) in UI_LIBRARIES:
                bad.append(f"{path.name}: {imported}")
    assert not bad, f"{name} imports from layers 4-7 or UI libraries: {bad}"


@pytest.mark.parametrize("name", [n for n in EXISTING_LOW if n in PURE])
def test_pure_layers_do_no_io(name: str) -> None:
    bad: list[str] = []
    for path in module_files(name):
        bad.extend(
            f"{path.name}: import {imported}"
            for imported in sorted(imported_modules(path))
            if _top(imported) in IO_MODULES
            and not (name == "solver" and _top(imported) in LOADERS.get(path.name, ()))
        )
        bad.extend(
            f"{path.name}: call {call}"
            for call in io_calls(path.read_text(encoding="utf-8"))
        )
    assert not bad, f"{name} does I/O: {bad}"


@pytest.mark.parametrize("name", EXISTING_LOW)
def test_low_layers_import_only_low_layers_of_the_package(name: str) -> None:
    bad: list[str] = []
    for path in module_files(name):
        for imported in imported_modules(path):
            own = _own_submodule(imported)
            if own is not None and own not in LOW_LAYERS:
                bad.append(f"{path.name}: {imported}")
    assert not bad, f"{name} imports package modules outside layers 1-3: {bad}"


PROBE = """\
from . import i18n
from .announcer import Announcer
from ..tripeaks_a11y.grammar import parse
import tripeaks_a11y.commands
from tripeaks_a11y import speech
from tripeaks_a11y.program.cli import main as _main
def f():
    import prompt_toolkit.shortcuts
    from os import path
    print("x")
    return open(path.devnull)
"""


def test_the_checker_sees_every_spelling_of_an_import() -> None:
    found = imports_in(PROBE, f"{PACKAGE}.probe")
    own = {_own_submodule(name) for name in found}
    assert {"i18n", "announcer", "commands", "speech", "program"} <= own
    assert {_top(name) for name in found} >= {"prompt_toolkit", "os", PACKAGE}
    assert sorted(io_calls(PROBE)) == ["open:11", "print:10"]


def test_relative_imports_resolve_inside_subpackages() -> None:
    found = imports_in("from ..i18n import t\nfrom . import core\n", f"{PACKAGE}.solver.search")
    assert f"{PACKAGE}.i18n" in found
    assert f"{PACKAGE}.solver.core" in found
    found = imports_in("from .core import x\n", f"{PACKAGE}.solver", is_package=True)
    assert f"{PACKAGE}.solver.core" in found


def top_level_modules() -> list[str]:
    """Every module and package directly under the package folder, read from the tree."""
    names = [path.stem for path in SRC.glob("*.py")]
    names += [path.name for path in SRC.iterdir()
              if path.is_dir() and (path / "__init__.py").is_file()]
    return sorted(names)


def test_every_module_has_a_layer() -> None:
    unplaced = [name for name in top_level_modules() if name not in LAYERS]
    assert unplaced == [], f"give these modules a layer in LAYERS: {unplaced}"
    assert len(top_level_modules()) >= 15  # the tree was read


@pytest.mark.parametrize("name", [n for n in top_level_modules() if n in LAYERS])
def test_imports_never_go_up_a_layer(name: str) -> None:
    layer = LAYERS[name]
    bad: list[str] = []
    for path in module_files(name) or [SRC / f"{name}.py"]:
        for imported in imported_modules(path):
            own = _own_submodule(imported)
            if own is not None and own in LAYERS and LAYERS[own] > layer:
                bad.append(f"{path.name}: {imported} (layer {LAYERS[own]})")
    assert not bad, f"{name} (layer {layer}) imports from higher layers: {bad}"


def test_speech_never_reaches_the_session() -> None:
    bad = [f"{path.name}: {imported}" for path in module_files("speech")
           for imported in imported_modules(path)
           if _own_submodule(imported) in ("session", "cli", "stats")]
    assert bad == []
