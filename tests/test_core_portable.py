"""The compiled core builds beyond gcc on Linux (issue 28 point 1).

``_core.c`` has plain-C versions of the bit builtins (what MSVC and other
compilers use); ``-DTRIPEAKS_PORTABLE_BITS`` forces them, and a library built
so must give the Python search's answers like the usual build
(a representative part of tests/test_native_core.py, run against it). The
library exports exactly the functions ``solver/native.py`` calls, on Linux
and in a Windows DLL cross-compiled with mingw-w64, which needs nothing but
the system's own DLLs. And ``solver_build.py`` loads by its path with the
standard library alone, as the wheel's build hook (hatch_build.py) loads it.

The tools (a C compiler, nm, mingw-w64) are installed in CI (.ci/run); there a
missing tool fails these tests, elsewhere it skips them with the reason.
"""

from __future__ import annotations

import ast
import os
import random
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_native_core import assert_same, middle_games, outcome

from tripeaks_a11y.deals import shuffled_deck, tripeaks_deal
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.program import solver_build
from tripeaks_a11y.solver import (
    PLAY_NODE_LIMIT,
    apply_pyramid_move,
    native,
    solve_deal,
    solve_pyramid,
    solve_pyramid_deal,
    solve_tripeaks,
)
from tripeaks_a11y.solver.common import Tables, tables_for
from tripeaks_a11y.solver.tripeaks_search import search_tripeaks
from tripeaks_a11y.values.layouts import TRIPEAKS
from tripeaks_a11y.values.rules import CLASSIC, EASY, RuleSet

NATIVE_SOURCE = Path(native.__file__)
MINGW = "x86_64-w64-mingw32-gcc"
MINGW_OBJDUMP = "x86_64-w64-mingw32-objdump"
WARNINGS = ("-Wall", "-Wextra", "-pedantic", "-Werror")
"""Extra flags of the test builds: the core compiles without a warning."""


def tool(name: str, package: str) -> str:
    """The path of the program ``name``; a failure in CI (which installs ``package``),
    else a skip, when it is missing."""
    found = shutil.which(name)
    if found is None:
        message = f"{name} not found (Debian package {package})"
        if os.environ.get("CI") == "true":
            pytest.fail(f"{message}: .ci/run installs it")
        pytest.skip(message)
    return found


def compiler() -> list[str]:
    found = solver_build.find_compiler()
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("no C compiler: .ci/run installs gcc")
        pytest.skip("no C compiler (cc, gcc, clang or $CC)")
    return found


def build(command: list[str], output: Path, *extra: str) -> Path:
    error = solver_build.compile_library(command, solver_build.SOURCE, output, extra)
    assert error is None, error
    return output


def api_of_native() -> set[str]:
    """The library functions solver/native.py calls: every ``lib.NAME`` in its source."""
    tree = ast.parse(NATIVE_SOURCE.read_text(encoding="utf-8"))
    return {node.attr for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "lib"}


def test_native_calls_the_three_functions_of_the_core() -> None:
    # The reference for the export checks below, read from native.py, not written here.
    assert api_of_native() == {"tripeaks_core_version", "tripeaks_search", "pyramid_search"}


def test_the_library_names_agree() -> None:
    assert solver_build.library_name() == native.LIBRARY_PATH.name
    assert solver_build.library_name("nt") == "_core.dll"
    assert solver_build.library_name("posix") == "_core.so"


def test_the_build_module_loads_by_path_with_the_standard_library_only(tmp_path: Path) -> None:
    # As hatch_build.py loads it in the build environment, where the game's package and
    # its libraries are not installed: -S -I leaves only the standard library.
    code = ("import importlib.util, sys\n"
            "spec = importlib.util.spec_from_file_location('loaded', sys.argv[1])\n"
            "module = importlib.util.module_from_spec(spec)\n"
            "spec.loader.exec_module(module)\n"
            "print(module.library_name(), module.SOURCE.is_file(), ' '.join(module.CFLAGS))\n"
            "print(sorted(name for name in sys.modules if name.startswith('tripeaks')))\n")
    done = subprocess.run([sys.executable, "-S", "-I", "-c", code, solver_build.__file__],
                          cwd=tmp_path, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        f"{solver_build.library_name()} True {' '.join(solver_build.CFLAGS)}", "[]"]


def test_the_compile_commands_of_gcc_style_compilers_and_msvc(tmp_path: Path) -> None:
    # MSVC cannot run here: its command is checked as the build would run it.
    source, output = solver_build.SOURCE, tmp_path / "_core.dll"
    gcc = solver_build.compile_command(["/usr/bin/gcc"], source, output, ["-DX"])
    assert gcc == ["/usr/bin/gcc", *solver_build.CFLAGS, "-DX", "-o", str(output), str(source)]
    for cl in ("cl", "/opt/msvc/bin/cl.exe", "clang-cl"):
        msvc = solver_build.compile_command([cl], source, output, ["/DX"])
        assert msvc == [cl, *solver_build.MSVC_FLAGS, "/DX", str(source), f"/Fe{output}"]
    assert "/LD" in solver_build.MSVC_FLAGS  # a DLL


# ---------------------------------------------------------------- forced plain-C bits


@pytest.fixture(scope="module")
def portable_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The core built with ``-DTRIPEAKS_PORTABLE_BITS`` (and no warning)."""
    folder = tmp_path_factory.mktemp("portable")
    command = compiler()
    usual = build(command, folder / "usual.so", *WARNINGS)
    portable = build(command, folder / "portable.so", "-DTRIPEAKS_PORTABLE_BITS", *WARNINGS)
    # The macro changed the code: otherwise the checks below would test the builtins again.
    assert portable.read_bytes() != usual.read_bytes()
    return portable


@pytest.fixture
def portable(portable_library: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The solve functions use the portable build (loaded as native.load loads any)."""
    library = native.load(portable_library)
    assert library is not None
    monkeypatch.setattr(native, "_library", library)
    with native.using("native"):
        yield


@pytest.mark.usefixtures("portable")
@pytest.mark.parametrize("rules", [pytest.param(EASY, id="easy"),
                                   pytest.param(CLASSIC, id="classic")])
def test_portable_bits_numbered_deals_and_middle_positions(rules: RuleSet) -> None:
    for number in range(25):
        deal = tripeaks_deal(number)
        assert_same(lambda deal=deal: solve_deal(deal, rules))
    assert_same(lambda: solve_deal(tripeaks_deal(4), rules, exact_best=True))
    assert_same(lambda: solve_deal(tripeaks_deal(2), rules, shortest=True))
    for game in middle_games(rules, range(8), seed=11):
        assert_same(lambda game=game: solve_tripeaks(game))


@pytest.mark.usefixtures("portable")
@pytest.mark.parametrize("limit", [1, 4096, 4097, 20_000])
def test_portable_bits_node_limits(limit: int) -> None:
    solution = assert_same(lambda: solve_deal(tripeaks_deal(6720), CLASSIC, node_limit=limit))
    assert limit <= solution.nodes < limit + 64


@pytest.mark.usefixtures("portable")
def test_portable_bits_pyramid() -> None:
    for number in range(12):
        deal = shuffled_deck(number)
        start = assert_same(lambda deal=deal: solve_pyramid_deal(
            deal, node_limit=PLAY_NODE_LIMIT))
        line = start.moves or start.best_moves
        if len(line) > 8:
            game = PyramidGame(deal)
            for move in line[:8]:
                apply_pyramid_move(game, move)
            assert_same(lambda game=game: solve_pyramid(game, node_limit=PLAY_NODE_LIMIT))
    assert_same(lambda: solve_pyramid_deal(shuffled_deck(63), node_limit=30_000))


@pytest.mark.usefixtures("portable")
def test_portable_bits_draw_caps() -> None:
    tables = tables_for(TRIPEAKS)
    for number in range(4):
        ranks = [int(card.rank) for card in tripeaks_deal(number)]
        args = (tables, ranks[:28], ranks[29:], bool(number % 2), 0, 0, ranks[28])
        for max_draws, stuck in ((None, False), (3, True), (12, False)):
            kwargs: dict[str, Any] = {"node_limit": 100_000, "deadline": None,
                                      "prune_dead": True, "max_draws": max_draws,
                                      "draw_when_stuck": stuck}
            assert (outcome(native.search_tripeaks_native(*args, **kwargs))
                    == outcome(search_tripeaks(*args, **kwargs)))


def widest_layout(seed: int) -> tuple[Tables, list[int]]:
    """A flat layout of free positions, as wide as the core's TriPeaks search takes (its
    visited keys are the position mask and 4 bits in 63 bits: 59 positions; bits past
    the 32-bit half the plain-C bit search splits on), and ranks that chain."""
    size = 59
    tables = Tables(size, (1 << size) - 1, (0,) * size, ((),) * size, (0,) * size, (0,) * size)
    rng = random.Random(seed)
    return tables, [rng.choice((1, 2, 3)) for _ in range(size)]


def declined(*args: object, **kwargs: object) -> None:
    raise AssertionError("the core declined the layout and the Python search ran")


@pytest.mark.parametrize("build_name", ["usual", "portable"])
def test_the_widest_layout_the_core_takes(build_name: str, portable_library: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    library = native.load(portable_library if build_name == "portable"
                          else portable_library.with_name("usual.so"))
    assert library is not None
    monkeypatch.setattr(native, "_library", library)
    for seed in range(6):
        tables, tableau = widest_layout(seed)
        kwargs: dict[str, Any] = {"node_limit": 20_000, "deadline": None, "prune_dead": True}
        python = search_tripeaks(tables, tableau, [2, 1], False, 0, 0, 2, **kwargs)
        with monkeypatch.context() as only_core:
            only_core.setattr(native, "search_tripeaks", declined)
            core = native.search_tripeaks_native(tables, tableau, [2, 1], False, 0, 0, 2,
                                                 **kwargs)
        assert max(python.line + python.best_line) >= 32  # the high half was searched
        assert outcome(core) == outcome(python)


# ---------------------------------------------------------------- what the library exports


def test_the_linux_library_exports_exactly_the_api(tmp_path: Path) -> None:
    nm = tool("nm", "binutils")
    library = build(compiler(), tmp_path / solver_build.library_name(), *WARNINGS)
    listed = subprocess.run([nm, "-D", "--defined-only", str(library)], capture_output=True,
                            text=True, check=True).stdout
    exported = {line.split()[-1] for line in listed.splitlines()
                if len(line.split()) == 3 and line.split()[1] in "TDBRVW"}
    assert exported == api_of_native()


def windows_dll_facts(objdump: str, dll: Path) -> tuple[set[str], set[str]]:
    """(exported names, imported DLL names) of a PE file, as objdump -p lists them."""
    listed = subprocess.run([objdump, "-p", str(dll)], capture_output=True, text=True,
                            check=True).stdout
    table = listed.split("[Ordinal/Name Pointer] Table", 1)
    assert len(table) == 2, "the DLL has no export table"
    exports = set(re.findall(r"^\s*\[\s*\d+\]\s+(\S+)\s*$", table[1].split("\n\n", 1)[0],
                             flags=re.MULTILINE))
    imports = set(re.findall(r"DLL Name:\s*(\S+)", listed))
    return exports, imports


def test_the_windows_dll_cross_compiled_with_mingw(tmp_path: Path) -> None:
    gcc = tool(MINGW, "gcc-mingw-w64-x86-64")
    objdump = tool(MINGW_OBJDUMP, "binutils-mingw-w64-x86-64")
    dll = build([gcc], tmp_path / solver_build.library_name("nt"), *WARNINGS)
    assert dll.read_bytes()[:2] == b"MZ"
    exports, imports = windows_dll_facts(objdump, dll)
    assert exports == api_of_native()
    # Only Windows' own DLLs: no libgcc or winpthread DLL from mingw to carry along.
    assert imports and all(name.lower() in ("kernel32.dll", "msvcrt.dll")
                           or name.lower().startswith("api-ms-win-") for name in imports)
    portable = build([gcc], tmp_path / "portable.dll", "-DTRIPEAKS_PORTABLE_BITS", *WARNINGS)
    assert windows_dll_facts(objdump, portable)[0] == api_of_native()
