"""Setup and CI install the same system packages, and the README names them (issue 28).

``scripts/setup.sh`` (what a player or developer runs) and ``.ci/run`` (what CI
runs before the README's test command) install the same Debian packages, so
that a local run of the tests skips nothing that CI runs.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def setup_packages() -> list[str]:
    """The packages of ``APT_PACKAGES=(...)`` in scripts/setup.sh."""
    text = (REPO / "scripts" / "setup.sh").read_text(encoding="utf-8")
    found = re.findall(r"^APT_PACKAGES=\(([^)]*)\)", text, flags=re.MULTILINE)
    assert len(found) == 1, "setup.sh names its packages once, in APT_PACKAGES=(...)"
    return shlex.split(found[0], comments=True)


def ci_packages() -> list[str]:
    """The packages of the ``apt-get install`` command in .ci/run (options left out)."""
    text = (REPO / ".ci" / "run").read_text(encoding="utf-8").replace("\\\n", " ")
    commands = [shlex.split(line, comments=True) for line in text.splitlines()]
    installs = [words for words in commands if words[:2] == ["apt-get", "install"]]
    assert len(installs) == 1, "CI installs its packages with one apt-get install"
    return [word for word in installs[0][2:] if not word.startswith("-")]


def test_setup_and_ci_install_the_same_packages() -> None:
    setup, ci = setup_packages(), ci_packages()
    assert len(set(setup)) == len(setup) and len(set(ci)) == len(ci)
    assert sorted(setup) == sorted(ci)
    # The tools the tests need: speech-dispatcher's daemon, a C compiler, mingw-w64.
    assert {"speech-dispatcher", "gcc", "gcc-mingw-w64-x86-64"} <= set(setup)


def test_the_readme_names_every_package_setup_installs() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    start = readme.index("Setup creates `.venv`")
    paragraph = readme[start:readme.index("\n\n", start)]
    named = set(re.findall(r"`([a-z0-9][a-z0-9.+-]*)`", paragraph))
    assert set(setup_packages()) <= named
