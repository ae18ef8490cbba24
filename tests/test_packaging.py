"""The game as a packager and an installing player get it (issue 13, points 10-12; issue 28).

The wheel is built once from this checkout, installed with pip into a new
virtual environment in a temporary folder outside the checkout (with the
versions of constraints.txt), and the installed ``tripeaks-a11y`` plays the
rules pages' won game in Arabic and Croatian, from a folder that is not the
checkout. Its metadata carries the MIT licence and exactly the libraries the
code imports, and the README and guides it carries link to pages it carries
too.

Where a C compiler is found the wheel carries the solver's compiled core
(built by hatch_build.py) and is tagged for its platform, ``py3-none-<platform>``;
the installed game gives a hint with it, ``TRIPEAKS_A11Y_SOLVER_CORE=python``
still chooses the Python search there, nothing is written into the installed
package at run time and ``pip uninstall`` leaves nothing behind. Without a
compiler those checks fail in CI (which installs gcc) and skip elsewhere.

Building and installing use pip's ordinary client and the package index
(pip fetches the build backend for the wheel and the game's libraries for the
new environment); the whole module takes about 40 s.
"""

from __future__ import annotations

import ast
import base64
import csv
import hashlib
import importlib.metadata
import io
import json
import os
import re
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

import pytest
from outside import clean_env, run

from tripeaks_a11y import __version__
from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.program import solver_build
from tripeaks_a11y.solver import native

REPO = Path(__file__).resolve().parents[1]
SRC = REPO / "src" / "tripeaks_a11y"
EXAMPLE = REPO / "docs" / "examples" / "TP1-E-AAAAAAB.txt"
WHEEL_GLOB = f"tripeaks_a11y-{__version__}-py3-none-*.whl"
CORE_IN_WHEEL = f"tripeaks_a11y/solver/{native.LIBRARY_PATH.name}"
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def normalized(name: str) -> str:
    """A distribution name as the index compares it (PEP 503): ``fluent.runtime`` is
    ``fluent-runtime``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_name(requirement: str) -> str:
    """The distribution a requirement names: ``prompt_toolkit>=3.0`` → ``prompt-toolkit``."""
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement.strip())
    assert match, requirement
    return normalized(match.group())


def declared_dependencies() -> set[str]:
    """The distributions pyproject.toml says the game needs."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {requirement_name(item) for item in project["dependencies"]}


LAZY_SOURCES = frozenset({"listen/features.py", "listen/enrolled.py"})
"""Modules loaded only on the path that needs their extra (numpy: the enrolled voice,
through ``import_module`` in ``listen.engines`` and inside the functions of
``program.enrol_command``): their top-level imports are not made at start-up
(test_the_lazy_modules_are_imported_only_lazily checks it)."""


def imported_modules(top_level: bool = False) -> set[str]:
    """Every absolute import in the game's source, less the game's own and the standard
    library's; with ``top_level``, only those at a module's top level (not in a function),
    the ``LAZY_SOURCES`` left out."""
    found: set[str] = set()
    for path in SRC.rglob("*.py"):
        if top_level and path.relative_to(SRC).as_posix() in LAZY_SOURCES:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in (tree.body if top_level else ast.walk(tree)):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module)
    return {name for name in found
            if name.split(".")[0] not in sys.stdlib_module_names
            and name.split(".")[0] != "tripeaks_a11y"}


def distribution_of(module: str, providers: dict[str, list[str]]) -> str:
    """The installed distribution that provides ``module`` (a namespace package such as
    ``fluent`` is shared: the one whose name is the module's dotted prefix)."""
    candidates = {normalized(name) for name in providers.get(module.split(".")[0], [])}
    assert candidates, f"{module} is imported but no installed distribution provides it"
    if len(candidates) == 1:
        return candidates.pop()
    parts = module.split(".")
    prefixes = {normalized(".".join(parts[:n])) for n in range(1, len(parts) + 1)}
    matching = candidates & prefixes
    assert len(matching) == 1, (module, candidates)
    return matching.pop()


# Distributions the code imports only on the path that needs them (inside a function,
# never at a module's top level), with what installs them: an extra of pyproject.toml
# (the player is told in one sentence how to add it: listen.extra), or the environment
# marker of a dependency installed on some platforms only (the speech chain goes on
# without it). Issue 28 point 3.
EXTRA_MODULES: dict[str, str] = {"pocketsphinx": "voice", "sounddevice": "voice",
                                 "numpy": "voice"}
EXTRA_IMPORTS: dict[str, str] = {"numpy": "numpy"}
"""Import names of ``EXTRA_MODULES`` that may be absent where the tests run (the enrolled
voice's numpy), with their distribution: no installed distribution can be asked."""
PLATFORM_MODULES: dict[str, str] = {
    "pyttsx3": "sys_platform == 'win32'",
    "accessible-output2": "sys_platform == 'win32' or sys_platform == 'darwin'",
}

PLATFORM_IMPORTS: dict[str, str] = {"pyttsx3": "pyttsx3",
                                    "accessible_output2": "accessible-output2"}
"""The import names of ``PLATFORM_MODULES``: on this platform their markers may leave
them uninstalled (a clean Linux install has neither), so no installed
distribution can be asked which provides them."""


def distribution_here_or_marked(module: str, providers: dict[str, list[str]]) -> str:
    """``distribution_of``, or the platform-marked distribution a module belongs to."""
    top = module.split(".")[0]
    if top in PLATFORM_IMPORTS and top not in providers:
        return PLATFORM_IMPORTS[top]
    if top in EXTRA_IMPORTS and top not in providers:
        return EXTRA_IMPORTS[top]
    return distribution_of(module, providers)


def test_dependencies_are_exactly_what_the_code_imports() -> None:
    providers = importlib.metadata.packages_distributions()
    imported = {distribution_here_or_marked(module, providers) for module in imported_modules()}
    assert declared_dependencies() | set(EXTRA_MODULES) == imported
    assert "babel" not in declared_dependencies()  # fluent.runtime brings it
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    markers = {requirement_name(item): item.partition(";")[2].strip()
               for item in project["dependencies"]}
    assert {name: marker for name, marker in markers.items() if marker} == PLATFORM_MODULES
    for name, extra in EXTRA_MODULES.items():
        assert name not in markers
        assert name in {requirement_name(item) for item in project["optional-dependencies"][extra]}
    eager = {distribution_here_or_marked(module, providers)
             for module in imported_modules(top_level=True)}
    assert set(PLATFORM_IMPORTS.values()) == PLATFORM_MODULES.keys()
    assert eager.isdisjoint(EXTRA_MODULES.keys() | PLATFORM_MODULES.keys())


def test_the_lazy_modules_are_imported_only_lazily() -> None:
    lazy = {"tripeaks_a11y." + name.removesuffix(".py").replace("/", ".")
            for name in LAZY_SOURCES}
    for path in SRC.rglob("*.py"):
        if path.relative_to(SRC).as_posix() in LAZY_SOURCES:
            continue
        package = "tripeaks_a11y." + ".".join(path.relative_to(SRC).parent.parts)
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join(package.rstrip(".").split(".")[:len(
                        package.rstrip(".").split(".")) - node.level + 1] + [base])
                names = {base.rstrip(".")} | {f"{base.rstrip('.')}.{a.name}" for a in node.names}
                assert not names & lazy, (path, names & lazy)


def test_constraints_pin_the_test_tools() -> None:
    pins = {}
    for line in (REPO / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, version = line.partition("==")
            assert version, f"not pinned to one version: {line!r}"
            pins[normalized(name)] = version
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    test_tools = {requirement_name(item) for item in project["optional-dependencies"]["test"]}
    assert test_tools | declared_dependencies() <= set(pins)
    for tool in ("ruff", "mypy", "pytest"):
        assert pins[tool] == importlib.metadata.version(tool), tool


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from the checkout, once for the module, outside the checkout."""
    home = tmp_path_factory.mktemp("wheel")
    assert not home.is_relative_to(REPO)
    dist = home / "dist"
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(REPO)],
        cwd=home, env=clean_env(home / "config"))
    built = list(dist.iterdir())
    assert len(built) == 1 and built[0].match(WHEEL_GLOB), built
    return built[0]


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new virtual environment, outside the checkout, with the wheel built from it."""
    home = tmp_path_factory.mktemp("installed")
    assert not home.is_relative_to(REPO)
    env = clean_env(home / "config")
    venv = home / "venv"
    run([sys.executable, "-m", "venv", str(venv)], cwd=home, env=env)
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q",
         "-c", str(REPO / "constraints.txt"), str(wheel)], cwd=home, env=env)
    return venv


def needs_compiler() -> None:
    """Skip where no C compiler is found (the wheel is then the pure one); in CI,
    which installs gcc, fail instead."""
    if solver_build.find_compiler() is None:
        if os.environ.get("CI") == "true":
            pytest.fail("no C compiler: .ci/run installs gcc")
        pytest.skip("no C compiler: the wheel is the pure py3-none-any one")


def wheel_tag(wheel: Path) -> str:
    """The tag of a wheel's file name: ``py3-none-linux_x86_64``."""
    return wheel.name.removesuffix(".whl").split("-", 2)[2]


def test_the_wheel_carries_the_compiled_core_and_is_tagged_for_its_platform(
        wheel: Path) -> None:
    needs_compiler()
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    if sys.platform == "linux":  # the plain tag; manylinux is auditwheel's to give
        assert wheel_tag(wheel) == f"py3-none-{platform}"
    assert wheel_tag(wheel) != "py3-none-any"
    with zipfile.ZipFile(wheel) as archive:
        core = archive.read(CORE_IN_WHEEL)
        info = f"tripeaks_a11y-{__version__}.dist-info"
        wheel_file = archive.read(f"{info}/WHEEL").decode()
        record = archive.read(f"{info}/RECORD").decode()
    assert len(core) > 1000
    if sys.platform == "linux":
        assert core[:4] == b"\x7fELF"
    assert "Root-Is-Purelib: false" in wheel_file
    assert f"Tag: {wheel_tag(wheel)}" in wheel_file
    rows = {row[0]: row[1:] for row in csv.reader(io.StringIO(record))}
    digest = base64.urlsafe_b64encode(hashlib.sha256(core).digest()).rstrip(b"=").decode()
    assert rows[CORE_IN_WHEEL] == [f"sha256={digest}", str(len(core))]


@pytest.fixture(scope="module")
def build_tools(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A virtual environment with the build backend of pyproject.toml's [build-system]
    (for the builds below without pip's isolated environment: quicker)."""
    home = tmp_path_factory.mktemp("build-tools")
    env = clean_env(home / "config")
    venv = home / "venv"
    requires = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))[
        "build-system"]["requires"]
    run([sys.executable, "-m", "venv", str(venv)], cwd=home, env=env)
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", *requires], cwd=home,
        env=env)
    return venv


def build_wheel(tools: Path, source: Path, out: Path, env: dict[str, str]) -> tuple[Path, str]:
    """The wheel pip builds from ``source`` (a folder or an sdist) with ``tools``'
    backend, and the build's own output (where the hook's line is)."""
    done = run([str(tools / "bin" / "python"), "-m", "pip", "wheel", "-v", "--no-deps",
                "--no-build-isolation", "-w", str(out), str(source)], cwd=out.parent, env=env)
    built = list(out.glob("*.whl"))
    assert len(built) == 1, built
    return built[0], done.stdout + done.stderr


def test_the_sdist_builds_the_platform_wheel(build_tools: Path, tmp_path: Path) -> None:
    needs_compiler()
    env = clean_env(tmp_path / "config")
    sdists = tmp_path / "sdist"
    code = "import sys; from hatchling.build import build_sdist; print(build_sdist(sys.argv[1]))"
    name = run([str(build_tools / "bin" / "python"), "-c", code, str(sdists)], cwd=REPO,
               env=env).stdout.strip()
    with_core, said = build_wheel(build_tools, sdists / name, tmp_path / "dist", env)
    assert wheel_tag(with_core) != "py3-none-any"
    assert "solver core: built" in said
    with zipfile.ZipFile(with_core) as archive:
        assert CORE_IN_WHEEL in archive.namelist()


def test_without_a_working_compiler_the_wheel_is_pure_and_says_so(
        build_tools: Path, tmp_path: Path) -> None:
    # $CC is tried first: a "compiler" that fails (this Python, exiting 1).
    failing = f"{sys.executable} -c 'raise SystemExit(1)'"
    env = {**clean_env(tmp_path / "config"), "CC": failing}
    pure, said = build_wheel(build_tools, REPO, tmp_path / "dist", env)
    assert wheel_tag(pure) == "py3-none-any"
    with zipfile.ZipFile(pure) as archive:
        assert not [name for name in archive.namelist() if name.startswith(CORE_IN_WHEEL)]
    said_lines = [line for line in said.splitlines() if "solver core:" in line]
    assert len(said_lines) == 1 and "pure py3-none-any wheel" in said_lines[0]


def test_the_installed_game_hints_with_the_compiled_core(installed: Path) -> None:
    needs_compiler()
    home = installed.parent
    env = clean_env(home / "config")
    where = json.loads(installed_python(installed, (
        "import json; from tripeaks_a11y.solver import native;"
        "print(json.dumps([native.active(), str(native.LIBRARY_PATH)]))")))
    assert where[0] == "native"
    assert Path(where[1]).is_relative_to(installed) and Path(where[1]).is_file()
    args = ["--game", "TP1-C-AAAAAAD", "--lang", "en"]
    hinted = run([str(installed / "bin" / "tripeaks-a11y"), *args], cwd=home, env=env,
                 stdin="hint\n", timeout=120)
    assert hinted.stderr == ""
    last = hinted.stdout.splitlines()[-1]
    assert last.startswith("Hint: play ")
    # What a bug report from this player would say: the core the program itself loaded.
    doctor = run([str(installed / "bin" / "tripeaks-a11y"), "doctor", "--json"], cwd=home,
                 env=env, timeout=120)
    facts = json.loads(doctor.stdout)
    assert doctor.returncode == 0 and facts["solver_core"] == "compiled"
    if native.available():  # the checkout's own core: the same answer, word for word
        checkout = run([sys.executable, "-m", "tripeaks_a11y", *args], cwd=REPO, env=env,
                       stdin="hint\n", timeout=120)
        assert hinted.stdout == checkout.stdout


def test_the_environment_still_chooses_the_python_search_when_installed(
        installed: Path) -> None:
    home = installed.parent
    env = {**clean_env(home / "config"), native.CHOICE_ENV: "python"}
    code = "from tripeaks_a11y.solver import native; print(native.active())"
    done = run([str(installed / "bin" / "python"), "-c", code], cwd=home, env=env)
    assert done.stdout.split() == ["python"]


def package_files(root: Path) -> list[str]:
    return sorted(str(path.relative_to(root)) for path in root.rglob("*")
                  if "__pycache__" not in path.parts)


def test_the_installed_copy_is_not_written_to_and_uninstalls_completely(
        wheel: Path, tmp_path: Path) -> None:
    # A venv of its own (no dependencies: the solver and the build module need none),
    # since uninstalling must not take the module's installed game away.
    env = clean_env(tmp_path / "config")
    venv = tmp_path / "venv"
    python = str(venv / "bin" / "python")
    run([sys.executable, "-m", "venv", str(venv)], cwd=tmp_path, env=env)
    run([python, "-m", "pip", "install", "-q", "--no-deps", str(wheel)], cwd=tmp_path, env=env)
    root = Path(run([python, "-c", "import tripeaks_a11y; print(tripeaks_a11y.__file__)"],
                    cwd=tmp_path, env=env).stdout.strip()).parent
    assert root.is_relative_to(venv)
    before = package_files(root)
    # The build module refuses in an installed copy, in one line, and writes nothing.
    refused = subprocess.run([python, "-m", "tripeaks_a11y.program.solver_build", "--force"],
                             cwd=tmp_path, env=env, capture_output=True, text=True,
                             timeout=120, check=False)
    assert refused.returncode == 1
    assert refused.stdout.count("\n") == 1 and "installed copy" in refused.stdout
    solved = run([python, "-c", "from tripeaks_a11y.solver import native, solve_deal;"
                  "from tripeaks_a11y.deals import tripeaks_deal;"
                  "print(solve_deal(tripeaks_deal(3)).verdict.name, native.active())"],
                 cwd=tmp_path, env=env)
    assert solved.stdout.split()[0] == "WINNABLE"
    assert package_files(root) == before
    assert list(root.rglob("__pycache__"))  # the runs above left compiled modules
    run([python, "-m", "pip", "uninstall", "-y", "-q", "tripeaks-a11y"], cwd=tmp_path, env=env)
    assert not root.exists()
    site = root.parent
    assert [path.name for path in site.iterdir() if "tripeaks" in path.name.lower()] == []


def installed_python(venv: Path, code: str) -> str:
    home = venv.parent
    return run([str(venv / "bin" / "python"), "-c", code], cwd=home,
               env=clean_env(home / "config")).stdout


def test_the_installed_game_is_the_wheel_not_the_checkout(installed: Path) -> None:
    where = json.loads(installed_python(installed, (
        "import json, tripeaks_a11y, tripeaks_a11y.i18n as i18n;"
        "print(json.dumps([tripeaks_a11y.__file__, str(i18n.locales_dir())]))")))
    for path in map(Path, where):
        assert path.is_relative_to(installed) and not path.is_relative_to(REPO)
    assert sorted(p.name for p in Path(where[1]).iterdir()) == sorted(LANGUAGES)


@pytest.mark.parametrize("lang", ["ar", "hr"])
def test_the_installed_game_plays_the_example_game(installed: Path, lang: str) -> None:
    home = installed.parent
    env = clean_env(home / "config")
    args = ["--game", "TP1-E-AAAAAAB", "--lang", lang]
    script = EXAMPLE.read_text(encoding="utf-8")
    program = str(installed / "bin" / "tripeaks-a11y")
    played = run([program, *args, "--jsonl"], cwd=home, env=env, stdin=script, timeout=60)
    records = [json.loads(line) for line in played.stdout.splitlines()]
    assert records[0]["text"] == t(lang, "welcome", code="TP1-E-AAAAAAB", rules="easy")
    won = [record for record in records if record["event"] == "won"]
    assert len(won) == 1 and won[0]["score"] == 750  # docs/examples.md: 750 points
    assert won[0]["text"] == t(lang, "won", score=750, count=won[0]["stock"])
    # Every answer, word for word, is the checkout's.
    plain = run([program, *args], cwd=home, env=env, stdin=script, timeout=60)
    checkout = run([sys.executable, "-m", "tripeaks_a11y", *args], cwd=REPO, env=env,
                   stdin=script, timeout=60)
    assert plain.stdout == checkout.stdout
    assert plain.stderr == ""


def test_the_wheel_carries_the_licence_and_the_dependencies(installed: Path) -> None:
    meta = json.loads(installed_python(installed, (
        "import json, importlib.metadata as m; d = m.distribution('tripeaks-a11y');"
        "print(json.dumps({'license': d.metadata['License-Expression'],"
        " 'files': d.metadata.get_all('License-File'), 'requires': d.requires,"
        " 'licence': d.read_text('licenses/LICENSE'),"
        " 'description': d.metadata.get_payload()}))")))
    assert meta["license"] == "MIT"
    assert meta["files"] == ["LICENSE", "THIRD_PARTY_LICENSES"]
    assert meta["licence"] == (REPO / "LICENSE").read_text(encoding="utf-8")
    assert meta["licence"].startswith("MIT License\n\nCopyright (c) 2026 the tripeaks-a11y authors")
    needed = {requirement_name(item) for item in meta["requires"] if "extra ==" not in item}
    assert needed == declared_dependencies()
    # The long description (an index page) has no link relative to the checkout.
    description = meta["description"]
    assert description.startswith("# tripeaks-a11y")
    relative = [target for target in LINK.findall(description) if "://" not in target]
    assert relative == []
    assert "`docs/accessibility.ar.md`" in description


def package_dir(venv: Path) -> Path:
    return Path(installed_python(venv, "import tripeaks_a11y; print(tripeaks_a11y.__file__)")
                .strip()).parent


def broken_links(page: Path) -> list[str]:
    """The relative links of a Markdown page whose file is not there."""
    targets = (target.split("#", 1)[0] for target in LINK.findall(page.read_text("utf-8")))
    return [target for target in targets
            if target and "://" not in target and not (page.parent / target).exists()]


def test_the_readme_and_guides_link_to_pages_that_are_there(installed: Path) -> None:
    root = package_dir(installed)
    pages = [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    assert {page.name for page in pages} >= {
        "README.md", "accessibility.md", "accessibility.ar.md", "accessibility.hr.md",
        "commands.md", "rules.md", "pyramid.md", "examples.md"}
    assert (root / "docs" / "examples" / "TP1-E-AAAAAAB.txt").read_text("utf-8") == \
        EXAMPLE.read_text("utf-8")
    for page in pages:
        assert broken_links(page) == [], page
        checkout_page = REPO / page.relative_to(root)
        assert broken_links(checkout_page) == [], checkout_page


def test_the_wheel_installs_the_man_page_and_the_licence_notices(installed: Path) -> None:
    page = installed / "share" / "man" / "man6" / "tripeaks-a11y.6"
    assert page.read_text(encoding="utf-8") == (REPO / "docs" / "tripeaks-a11y.6").read_text(
        encoding="utf-8")
    notices = installed_python(installed, (
        "import importlib.metadata as m;"
        "print(m.distribution('tripeaks-a11y').read_text('licenses/THIRD_PARTY_LICENSES'))"))
    assert notices.rstrip("\n") == (REPO / "THIRD_PARTY_LICENSES").read_text(
        encoding="utf-8").rstrip("\n")
