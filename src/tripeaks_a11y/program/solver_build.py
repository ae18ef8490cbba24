"""Build the solver's compiled core: ``python -m tripeaks_a11y.program.solver_build [--force]``.

Two users. The wheel's build hook (``hatch_build.py`` at the top of the
checkout) compiles ``_core.c`` into every wheel built where a C compiler is
found, with ``find_compiler``, ``compile_library`` and ``CFLAGS`` from this
file, which it loads by its path: so this module imports only the standard
library at its top, and the package (``solver.native``) only inside the
functions that load a library.

And a checkout (``scripts/setup.sh``, an editable install): ``main``
compiles ``_core.c`` into ``native.LIBRARY_PATH`` next to it (``_core.so``;
``_core.dll`` on Windows) only when the library is missing, older than its
source, or stale (it does not load or reports a version other than
``native.CORE_VERSION``); ``--force`` builds in any case. The new library is
checked before it replaces the old one, so a failed build leaves the old file
as it was. Prints one plain line saying what it did. Exit status 0 also when
no compiler is found (the Python search is then used), 1 when the compiler
failed. An installed copy (no checkout around it) is never written to at run
time: there ``main`` refuses in one line, exit status 1, and says to install a
wheel built where a compiler is found, which carries the core.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Final

__all__ = [
    "CFLAGS",
    "COMPILERS",
    "MSVC_FLAGS",
    "SOURCE",
    "build",
    "compile_command",
    "compile_library",
    "find_compiler",
    "in_checkout",
    "library_name",
    "main",
    "reason_to_build",
]

CFLAGS: Final = ("-O2", "-shared", "-fPIC", "-std=c99", "-fvisibility=hidden")
"""The compiler flags of the core (gcc, clang and compilers that take their flags);
benchmarks build the C reference with the same ones (less ``-shared`` and ``-fPIC``).
``-fvisibility=hidden``: only the functions ``_core.c`` marks ``TRIPEAKS_API`` are
exported."""

MSVC_FLAGS: Final = ("/nologo", "/O2", "/LD")
"""The same for MSVC's ``cl`` (``/LD``: a DLL; its exports are marked in the source)."""

COMPILERS: Final = ("cc", "gcc", "clang", "cl")
"""The compilers tried, in order, after ``$CC``."""

_MSVC_NAMES: Final = frozenset({"cl", "clang-cl"})

SOURCE: Final = Path(__file__).resolve().parents[1] / "solver" / "_core.c"
"""The core's C source."""

_CHECKOUT: Final = Path(__file__).resolve().parents[3]
"""Where the checkout's pyproject.toml is, when this file is in a checkout's src/."""

_INSTALLED: Final = ("solver core: this is an installed copy of the game, which is not "
                     "changed at run time; the compiled core comes in the wheel: reinstall "
                     "from a wheel built where a C compiler is found "
                     "(python3 -m pip wheel . in a checkout)")


def library_name(os_name: str = os.name) -> str:
    """The file name of the compiled core on the system ``os_name`` (``os.name``):
    ``_core.dll`` on Windows ("nt"), else ``_core.so`` (also on macOS, where dlopen
    does not mind the suffix). ``native.LIBRARY_PATH`` has the same name."""
    return "_core.dll" if os_name == "nt" else "_core.so"


def in_checkout() -> bool:
    """True when this module is a checkout's (``src/tripeaks_a11y`` beside a
    ``pyproject.toml``, an editable install included), False for an installed copy."""
    return (_CHECKOUT / "pyproject.toml").is_file() and \
        Path(__file__).resolve().parents[1] == _CHECKOUT / "src" / "tripeaks_a11y"


def find_compiler() -> list[str] | None:
    """The command of the first C compiler found: ``$CC`` (split as a shell would), then
    ``COMPILERS`` on PATH; None when there is none."""
    names: list[list[str]] = []
    if os.environ.get("CC", "").strip():
        names.append(shlex.split(os.environ["CC"]))
    names.extend([name] for name in COMPILERS)
    for command in names:
        found = shutil.which(command[0])
        if found:
            return [found, *command[1:]]
    return None


def compile_command(compiler: Sequence[str], source: Path, output: Path,
                    extra: Sequence[str] = ()) -> list[str]:
    """The command that compiles ``source`` into the shared library ``output``.

    ``compiler`` as ``find_compiler`` gives it; MSVC (``cl``, ``clang-cl``) gets
    ``MSVC_FLAGS``, any other compiler ``CFLAGS``, and on macOS the ``-arch``
    flags of ``$ARCHFLAGS`` (which the wheel's tag follows too). ``extra``
    (such as ``-DTRIPEAKS_PORTABLE_BITS``) comes before the source.
    """
    if Path(compiler[0]).stem.lower() in _MSVC_NAMES:
        return [*compiler, *MSVC_FLAGS, *extra, str(source), f"/Fe{output}"]
    arch = shlex.split(os.environ.get("ARCHFLAGS", "")) if sys.platform == "darwin" else []
    return [*compiler, *CFLAGS, *arch, *extra, "-o", str(output), str(source)]


def compile_library(compiler: Sequence[str], source: Path, output: Path,
                    extra: Sequence[str] = ()) -> str | None:
    """Compile ``source`` into ``output`` (see ``compile_command``); None when it
    worked, else what went wrong (the compiler's messages).

    The compiler runs in a temporary folder (MSVC leaves object and import files
    beside its output); only the library is copied to ``output``. Raises OSError
    when ``output`` cannot be written.
    """
    with tempfile.TemporaryDirectory(prefix="tripeaks-core-") as work:
        built = Path(work) / output.name
        try:
            done = subprocess.run(compile_command(compiler, source, built, extra), cwd=work,
                                  stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                  errors="replace", check=False)
        except OSError as error:
            return f"{compiler[0]}: {error.strerror or error}"
        if done.returncode != 0 or not built.is_file():
            return (done.stderr + done.stdout).strip() or f"exit status {done.returncode}"
        shutil.copyfile(built, output)
    return None


def reason_to_build(source: Path = SOURCE, library: Path | None = None) -> str | None:
    """Why ``library`` (default ``native.LIBRARY_PATH``) must be built from ``source``,
    or None when it is up to date.

    "missing", "older than its source", or "stale" (it does not load or reports
    another version than ``native.CORE_VERSION``).
    """
    from ..solver.native import LIBRARY_PATH, load

    library = LIBRARY_PATH if library is None else library
    if not library.is_file():
        return "missing"
    if source.stat().st_mtime > library.stat().st_mtime:
        return "older than its source"
    if load(library) is None:
        return "stale"
    return None


def build(source: Path = SOURCE, library: Path | None = None, *, force: bool = False) -> int:
    """Build ``library`` (default ``native.LIBRARY_PATH``) from ``source`` when needed
    (``force``: always); print one line.

    Returns the exit status: 0 when the library is up to date, was built, or
    no compiler exists; 1 when the compiler failed or its output does not
    load (the old library is then left as it was), or when the default library
    is asked for in an installed copy (``in_checkout`` False), which is refused.
    """
    from ..solver.native import LIBRARY_PATH, load

    if library is None:
        if not in_checkout():
            print(_INSTALLED)
            return 1
        library = LIBRARY_PATH
    reason = "asked for" if force else reason_to_build(source, library)
    if reason is None:
        print(f"solver core: {library.name} is up to date")
        return 0
    compiler = find_compiler()
    if compiler is None:
        print(f"solver core: no C compiler found ({', '.join(COMPILERS)}, or $CC); "
              "the Python search is used")
        return 0
    name = Path(compiler[0]).name
    # A fresh path, so that the check loads the new file, not one loaded before.
    temporary = library.with_name(f".{library.name}.{os.getpid()}.tmp")
    try:
        error = compile_library(compiler, source, temporary)
        if error is not None:
            sys.stderr.write(error + "\n")
            print(f"solver core: {name} could not compile {source.name}; "
                  "the Python search is used")
            return 1
        if load(temporary) is None:
            print(f"solver core: the library {name} made does not load; "
                  "the Python search is used")
            return 1
        os.replace(temporary, library)
    except OSError as error:
        print(f"solver core: could not build {library.name} ({error.strerror or error}); "
              "the Python search is used")
        return 1
    finally:
        temporary.unlink(missing_ok=True)
    flags = MSVC_FLAGS if Path(compiler[0]).stem.lower() in _MSVC_NAMES else CFLAGS
    print(f"solver core: built {library.name} with {name} {' '.join(flags)} ({reason})")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: ``--force`` to build even when the library is up to date."""
    parser = argparse.ArgumentParser(
        prog="python -m tripeaks_a11y.program.solver_build",
        description=f"Build the solver's compiled core ({library_name()}) in a checkout "
                    "when it is missing or stale. An installed copy carries it in its wheel.")
    parser.add_argument("--force", action="store_true", help="build even when up to date")
    args = parser.parse_args(argv)
    return build(force=args.force)


if __name__ == "__main__":
    sys.exit(main())
