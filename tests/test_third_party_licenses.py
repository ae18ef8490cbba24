"""THIRD_PARTY_LICENSES names every library the game installs, with the texts it must carry.

The runtime closure is read from the installed distributions' metadata
(their requirements, with this machine's markers), starting from
pyproject's dependencies and extras: a dependency added without its
licence fails here.
"""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
NOTICES = ROOT / "THIRD_PARTY_LICENSES"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
RUNTIME_EXTRAS = ("voice", "vosk", "cluster")
"""The extras whose closure is installed in the test environment (whisper's is not:
the file names it from a resolver's report)."""


def closure(requirements: list[str], extra: str = "") -> dict[str, metadata.Distribution]:
    """Every installed distribution ``requirements`` bring in here, by canonical name.

    Raises PackageNotFoundError when one of them is not installed.
    """
    found: dict[str, metadata.Distribution] = {}
    todo = [(Requirement(text), extra) for text in requirements]
    while todo:
        requirement, asked = todo.pop()
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": asked}):
            continue
        name = canonicalize_name(requirement.name)
        if name in found:
            continue
        dist = metadata.distribution(requirement.name)
        found[name] = dist
        for text in dist.requires or []:
            todo += [(Requirement(text), wanted) for wanted in ("", *requirement.extras)]
    return found


def _named() -> set[str]:
    part_one = NOTICES.read_text(encoding="utf-8").split("Part 2.", 1)[0]
    return {canonicalize_name(name) for name in re.findall(r"^- ([A-Za-z0-9_.\-]+)[ :]",
                                                            part_one, re.MULTILINE)}


def test_every_distribution_of_the_base_install_is_named() -> None:
    base = closure(PROJECT["dependencies"])
    assert {"fluent-runtime", "prompt-toolkit", "babel"} <= set(base)
    missing = set(base) - _named()
    assert not missing, f"name these in THIRD_PARTY_LICENSES with their licence: {missing}"


@pytest.mark.parametrize("extra", RUNTIME_EXTRAS)
def test_every_distribution_of_the_extras_is_named(extra: str) -> None:
    requirements = PROJECT["optional-dependencies"].get(extra)
    if requirements is None:
        pytest.skip(f"no [{extra}] extra")
    try:
        found = closure(requirements)
    except metadata.PackageNotFoundError as error:
        pytest.skip(f"[{extra}] is not installed here: {error}")
    missing = set(found) - _named()
    assert not missing, f"[{extra}]: name these in THIRD_PARTY_LICENSES: {missing}"


def test_the_texts_that_ship_with_no_wheel_are_given() -> None:
    text = NOTICES.read_text(encoding="utf-8")
    assert "Apache License\n                           Version 2.0, January 2004" in text
    assert "GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 2.1" in text
    for dll in ("nvdaControllerClient32.dll", "SAAPI32.dll", "dolapi.dll", "PCTKUSR.dll",
                "ZDSRAPI.dll"):
        assert dll in text


def test_the_accessible_output2_dlls_are_each_described() -> None:
    try:
        folder = Path(metadata.distribution("accessible-output2").locate_file(
            "accessible_output2/lib"))
    except metadata.PackageNotFoundError:
        pytest.skip("accessible-output2 is not installed here")
    part_three = NOTICES.read_text(encoding="utf-8").split("Part 3.", 1)[1].split("Part 4.")[0]
    for dll in sorted(folder.glob("*.dll")):
        assert dll.name in part_three, dll.name


def test_the_file_ships_in_the_wheel_and_the_sdist() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "THIRD_PARTY_LICENSES" in PROJECT["license-files"]
    assert '"/THIRD_PARTY_LICENSES",' in pyproject
