"""The wheel's build hook: the solver's compiled core goes into the wheel.

Hatchling runs it for every wheel (pyproject.toml,
``[tool.hatch.build.targets.wheel.hooks.custom]``): ``pip wheel .``,
``python -m build``, ``pip install .`` and a wheel built from the sdist (which
carries this file). It compiles ``src/tripeaks_a11y/solver/_core.c`` with the
first C compiler found and the flags of ``solver_build`` (that file is loaded
by its path, not imported with the package: the build environment has only
the build tools), checks that the library loads and answers its version, and
puts it into the wheel as ``tripeaks_a11y/solver/_core.so`` (``_core.dll``
on Windows), listed in RECORD like every other file, so that ``pip uninstall``
removes it. The core does not link Python, so the wheel is tagged
``py3-none-<platform>`` (``linux_x86_64``, ``macosx_11_0_arm64``,
``win_amd64``...): one wheel for every Python 3 of that platform. The plain
``linux_*`` tag is for local use; a ``manylinux`` tag is left to
``auditwheel repair`` (cibuildwheel runs it: .github/workflows/wheels.yml).

Where no compiler is found, or the compiler fails, or its library does not
load, the build still succeeds: the wheel is the pure ``py3-none-any`` one
(the game then uses its Python search) and the build prints one line saying
why. An editable install (``pip install -e .``) gets no compiled copy: it
runs the checkout's ``src/``, where ``scripts/setup.sh`` builds the core.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

from hatchling.builders.config import BuilderConfig
from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PACKAGE_DIR = "tripeaks_a11y/solver"
"""Where the library goes inside the wheel (beside ``native.py``, which loads it)."""

_CHECK = ("import ctypes, sys\n"
          "version = ctypes.CDLL(sys.argv[1]).tripeaks_core_version\n"
          "version.restype = ctypes.c_int\n"
          "print(version())\n")
"""Run by this Python in a child process: the library loads here and answers its
version (a crash or a library for another machine fails only the child)."""


def load_solver_build(root: Path) -> ModuleType:
    """``src/tripeaks_a11y/program/solver_build.py`` loaded by its path (standard library only)."""
    path = root / "src" / "tripeaks_a11y" / "program" / "solver_build.py"
    spec = importlib.util.spec_from_file_location("_tripeaks_a11y_solver_build", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def platform_tag() -> str:
    """This machine's wheel platform tag as hatchling infers it for a binary wheel:
    the most specific tag that is not manylinux/musllinux (those are auditwheel's to
    give), on macOS with the deployment target and ``$ARCHFLAGS`` applied."""
    from packaging.tags import sys_tags

    tag = next(t for t in sys_tags()
               if "manylinux" not in t.platform and "musllinux" not in t.platform)
    platform = tag.platform
    if sys.platform == "darwin":
        from hatchling.builders.macos import process_macos_plat_tag

        platform = process_macos_plat_tag(platform, compat=False)
    return platform


def library_loads(library: Path) -> str | None:
    """None when ``library`` loads in this Python and reports a version, else why not."""
    try:
        done = subprocess.run([sys.executable, "-c", _CHECK, str(library)],
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              errors="replace", timeout=120, check=False)
    except (OSError, subprocess.SubprocessError) as error:
        return str(error)
    if done.returncode != 0 or not done.stdout.strip().isdigit():
        return (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
    return None


class CoreBuildHook(BuildHookInterface[BuilderConfig]):
    """Compiles the solver's core into a standard wheel and tags the wheel for its
    platform; leaves the wheel pure when that cannot be done."""

    PLUGIN_NAME = "custom"
    _work: str | None = None  # the temporary folder of the compiled library

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Add the compiled core to ``build_data`` (force_include, pure_python, tag)."""
        if self.target_name != "wheel" or version != "standard":
            return
        builder = load_solver_build(Path(self.root))
        compiler = builder.find_compiler()
        if compiler is None:
            self._pure(f"no C compiler found ({', '.join(builder.COMPILERS)}, or $CC)")
            return
        name = Path(compiler[0]).name
        self._work = tempfile.mkdtemp(prefix="tripeaks-core-wheel-")
        library = Path(self._work) / builder.library_name()
        try:
            error = builder.compile_library(compiler, builder.SOURCE, library)
        except OSError as failure:
            error = str(failure)
        if error is not None:
            sys.stderr.write(error + "\n")
            self._pure(f"{name} could not compile {builder.SOURCE.name}")
            return
        error = library_loads(library)
        if error is not None:
            self._pure(f"the library {name} made does not load ({error})")
            return
        tag = f"py3-none-{platform_tag()}"
        build_data["force_include"][str(library)] = f"{PACKAGE_DIR}/{library.name}"
        build_data["pure_python"] = False
        build_data["tag"] = tag
        self.app.display_info(f"solver core: built {library.name} with {name}; "
                              f"the wheel is tagged {tag}")

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """Remove the temporary folder of the compiled library."""
        if self._work is not None:
            shutil.rmtree(self._work, ignore_errors=True)

    def _pure(self, why: str) -> None:
        self.app.display_warning(f"solver core: {why}; building the pure py3-none-any "
                                 "wheel, which uses the slower Python search")
