"""Build the solver's compiled core: ``python -m tripeaks_a11y.solver_build [--force]``.

Compiles ``_core.c`` into ``_core.so`` next to it (``native.LIBRARY_PATH``)
with the first C compiler found (``$CC``, then ``cc``, ``gcc``, ``clang``)
and ``CFLAGS``, only when the library is missing, older than its source, or
stale (it does not load or reports a version other than
``native.CORE_VERSION``); ``--force`` builds in any case. The new library is
checked before it replaces the old one, so a failed build leaves the old
file as it was. Prints one plain line saying what it did. Exit status 0
also when no compiler is found (the Python search is then used), 1 when the
compiler failed (its messages go to stderr).
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from .solver.native import LIBRARY_PATH, load

__all__ = ["CFLAGS", "COMPILERS", "SOURCE", "build", "find_compiler", "main", "reason_to_build"]

CFLAGS: Final = ("-O2", "-shared", "-fPIC", "-std=c99")
"""The compiler flags of the core; benchmarks build the C reference with the same ones
(less ``-shared`` and ``-fPIC``)."""

COMPILERS: Final = ("cc", "gcc", "clang")
"""The compilers tried, in order, after ``$CC``."""

SOURCE: Final = LIBRARY_PATH.with_name("_core.c")
"""The core's C source."""


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


def reason_to_build(source: Path = SOURCE, library: Path = LIBRARY_PATH) -> str | None:
    """Why ``library`` must be built from ``source``, or None when it is up to date.

    "missing", "older than its source", or "stale" (it does not load or reports
    another version than ``native.CORE_VERSION``).
    """
    if not library.is_file():
        return "missing"
    if source.stat().st_mtime > library.stat().st_mtime:
        return "older than its source"
    if load(library) is None:
        return "stale"
    return None


def build(source: Path = SOURCE, library: Path = LIBRARY_PATH, *, force: bool = False) -> int:
    """Build ``library`` from ``source`` when needed (``force``: always); print one line.

    Returns the exit status: 0 when the library is up to date, was built, or
    no compiler exists; 1 when the compiler failed or its output does not
    load (the old library is then left as it was).
    """
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
    temporary = library.with_name(f".{library.name}.{os.getpid()}.tmp")
    try:
        done = subprocess.run([*compiler, *CFLAGS, "-o", str(temporary), str(source)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              check=False)
        if done.returncode != 0:
            sys.stderr.write(done.stderr)
            print(f"solver core: {name} could not compile {source.name}; "
                  "the Python search is used")
            return 1
        # A fresh path, so that the check loads the new file, not one loaded before.
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
    print(f"solver core: built {library.name} with {name} {' '.join(CFLAGS)} ({reason})")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: ``--force`` to build even when the library is up to date."""
    parser = argparse.ArgumentParser(
        prog="python -m tripeaks_a11y.solver_build",
        description="Build the solver's compiled core (_core.so) when it is missing or stale.")
    parser.add_argument("--force", action="store_true", help="build even when up to date")
    args = parser.parse_args(argv)
    return build(force=args.force)


if __name__ == "__main__":
    sys.exit(main())
