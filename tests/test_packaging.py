"""The game as a packager and an installing player get it (issue 13, points 10-12).

The wheel is built from this checkout, installed with pip into a new virtual
environment in a temporary folder outside the checkout (with the versions of
constraints.txt), and the installed ``tripeaks-a11y`` plays the rules pages'
won game in Arabic and Croatian, from a folder that is not the checkout. Its
metadata carries the MIT licence and exactly the libraries the code imports,
and the README and guides it carries link to pages it carries too.

Building and installing use pip's ordinary client and the package index
(pip fetches the build backend for the wheel and the game's libraries for the
new environment); the whole module takes about 25 s.
"""

from __future__ import annotations

import ast
import importlib.metadata
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tripeaks_a11y import __version__
from tripeaks_a11y.i18n import t

REPO = Path(__file__).resolve().parents[1]
SRC = REPO / "src" / "tripeaks_a11y"
EXAMPLE = REPO / "docs" / "examples" / "TP1-E-AAAAAAB.txt"
WHEEL_NAME = f"tripeaks_a11y-{__version__}-py3-none-any.whl"
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


def imported_modules() -> set[str]:
    """Every absolute import in the game's source, less the game's own and the standard
    library's."""
    found: set[str] = set()
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
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
EXTRA_MODULES: dict[str, str] = {"pocketsphinx": "voice", "sounddevice": "voice"}
PLATFORM_MODULES: dict[str, str] = {
    "pyttsx3": "sys_platform == 'win32'",
    "accessible-output2": "sys_platform == 'win32' or sys_platform == 'darwin'",
}


def top_level_imports() -> set[str]:
    """The modules imported at the top level of a module of the game (not in a function),
    less the game's own and the standard library's."""
    found: set[str] = set()
    for path in SRC.rglob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module)
    return {name for name in found
            if name.split(".")[0] not in sys.stdlib_module_names
            and name.split(".")[0] != "tripeaks_a11y"}


def test_dependencies_are_exactly_what_the_code_imports() -> None:
    providers = importlib.metadata.packages_distributions()
    imported = {distribution_of(module, providers) for module in imported_modules()}
    assert declared_dependencies() | set(EXTRA_MODULES) == imported
    assert "babel" not in declared_dependencies()  # fluent.runtime brings it
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    markers = {requirement_name(item): item.partition(";")[2].strip()
               for item in project["dependencies"]}
    assert {name: marker for name, marker in markers.items() if marker} == PLATFORM_MODULES
    for name, extra in EXTRA_MODULES.items():
        assert name not in markers
        assert name in {requirement_name(item) for item in project["optional-dependencies"][extra]}
    eager = {distribution_of(module, providers) for module in top_level_imports()}
    assert eager.isdisjoint(EXTRA_MODULES.keys() | PLATFORM_MODULES.keys())


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


def clean_env(config: Path) -> dict[str, str]:
    """The environment for a program outside the checkout: no PYTHONPATH, no active venv."""
    env = {name: value for name, value in os.environ.items()
           if name not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update({"PYTHONIOENCODING": "utf-8", "TRIPEAKS_A11Y_CONFIG_DIR": str(config)})
    return env


def run(args: list[str], *, cwd: Path, env: dict[str, str], stdin: str = "",
        timeout: float = 300) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(args, cwd=cwd, env=env, input=stdin, capture_output=True,
                            text=True, encoding="utf-8", timeout=timeout)
    assert result.returncode == 0, f"{args}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return result


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new virtual environment, outside the checkout, with the wheel built from it."""
    home = tmp_path_factory.mktemp("installed")
    assert not home.is_relative_to(REPO)
    env = clean_env(home / "config")
    dist = home / "dist"
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(REPO)],
        cwd=home, env=env)
    assert [path.name for path in dist.iterdir()] == [WHEEL_NAME]
    venv = home / "venv"
    run([sys.executable, "-m", "venv", str(venv)], cwd=home, env=env)
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q",
         "-c", str(REPO / "constraints.txt"), str(dist / WHEEL_NAME)], cwd=home, env=env)
    return venv


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
    assert sorted(p.name for p in Path(where[1]).iterdir()) == ["ar", "en", "hr"]


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
    assert meta["files"] == ["LICENSE"]
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
