"""The compiled catalogs say exactly what Fluent says (issue 28 point 4).

``catalogs.format_message`` formats the compiled messages without importing
Fluent. Every message of every catalog, in all three languages, is formatted
with sample arguments (each select's keys, numbers across the plural
categories, plain words) and compared with ``fluent.runtime``'s own output;
where Fluent reports an error, the compiled form must leave the message to it.
The cache is kept where ``$TRIPEAKS_A11Y_CACHE_DIR`` says (a temporary folder
here), renewed when a catalog changes, and a compiled catalog shipped beside
the files is used without compiling anything.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

from tripeaks_a11y.i18n import LANGUAGES, locales_dir, t
from tripeaks_a11y.i18n.catalogs import (
    CACHE_ENV,
    COMPILED_NAME,
    PLURAL_RULES,
    Catalog,
    format_message,
    load_catalog,
    write_compiled,
)

NUMBERS = (0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 19, 20, 21, 22, 23, 25, 28, 52,
           99, 100, 101, 102, 103, 111, 112, 200, 1000, 1001, 12345, 1000000)
WORDS = ("word", "none", "other", "one", "few", "many", "two", "zero", "5")


def fluent_bundle(lang: str, locales: Path) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    for path in sorted((locales / lang).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def fluent_says(bundle: FluentBundle, msg_id: str, args: dict[str, str | int]) -> str | None:
    """Fluent's text, or None when it reports an error."""
    fluent_args = {name: fluent_number(value, useGrouping=False) if isinstance(value, int)
                   else value for name, value in args.items()}
    text, errors = bundle.format_pattern(bundle.get_message(msg_id).value, fluent_args)
    return None if errors else str(text)


def variables(catalog: Catalog, pattern: Any, seen: set[str]) -> dict[str, set[str]]:
    """Every variable a pattern reads (through the messages it references), with the
    keys of the selects on it."""
    found: dict[str, set[str]] = {}
    for part in pattern or ():
        if isinstance(part, str):
            continue
        if part[0] == "v":
            found.setdefault(part[1], set())
        elif part[0] == "m" and part[1] not in seen:
            seen.add(part[1])
            for name, keys in variables(catalog, catalog.messages.get(part[1]), seen).items():
                found.setdefault(name, set()).update(keys)
        elif part[0] == "x":
            keys = found.setdefault(part[1], set())
            for (_kind, key), inner in part[2]:
                keys.add(str(key))
                for name, more in variables(catalog, inner, seen).items():
                    found.setdefault(name, set()).update(more)
    return found


def samples(names: dict[str, set[str]]) -> list[dict[str, str | int]]:
    """Argument sets: round i gives the j-th variable the (i + j)-th of its candidates."""
    candidates = {name: [*sorted(keys), *WORDS, *NUMBERS] for name, keys in names.items()}
    rounds = max((len(values) for values in candidates.values()), default=1)
    sets: list[dict[str, str | int]] = [
        {name: values[(i + j) % len(values)]
         for j, (name, values) in enumerate(sorted(candidates.items()))}
        for i in range(rounds)]
    for name in names:  # each variable missing once: Fluent reports an error
        sets.append({other: "word" for other in names if other != name})
    return sets


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_says_what_fluent_says(lang: str) -> None:
    catalog = load_catalog(lang, locales_dir())
    bundle = fluent_bundle(lang, locales_dir())
    assert set(catalog.messages) == set(bundle._messages)
    compared = formatted = 0
    for msg_id, pattern in sorted(catalog.messages.items()):
        if pattern is None:
            assert bundle.get_message(msg_id).value is None
            continue
        for args in samples(variables(catalog, pattern, {msg_id})):
            expected = fluent_says(bundle, msg_id, args)
            said = format_message(catalog, msg_id, args)
            compared += 1
            if said is not None:
                formatted += 1
                assert said == expected, (lang, msg_id, args)
            assert expected is not None or said is None, (lang, msg_id, args)
    assert compared > 10 * len(catalog.messages)
    assert formatted > compared // 2  # most are formatted without Fluent


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_categories_are_babels(lang: str) -> None:
    plural = Locale.parse(lang).plural_form
    assert [PLURAL_RULES[lang](n) for n in range(10001)] == [plural(n) for n in range(10001)]


def test_t_formats_negative_numbers_and_rare_forms_through_fluent() -> None:
    # A negative number is left to Fluent (babel writes its minus sign per language).
    catalog = load_catalog("en", locales_dir())
    msg_id = next(msg_id for msg_id, pattern in catalog.messages.items()
                  if pattern and ["v", "count"] in pattern and len(pattern) <= 3)
    assert format_message(catalog, msg_id, {"count": -3}) is None
    assert "-3" in t("en", msg_id, count=-3)


def copy_locales(tmp_path: Path) -> Path:
    locales = tmp_path / "locales"
    shutil.copytree(locales_dir(), locales, ignore=shutil.ignore_patterns(COMPILED_NAME))
    return locales


def test_the_cache_is_kept_in_its_folder_and_renewed_when_a_catalog_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv(CACHE_ENV, str(cache))
    locales = copy_locales(tmp_path)
    first = load_catalog("hr", locales)
    (kept,) = cache.glob("hr-*.json")
    # Read back without parsing: fluent.syntax cannot even be imported now.
    monkeypatch.setitem(sys.modules, "fluent.syntax", None)
    assert load_catalog("hr", locales) == first
    monkeypatch.delitem(sys.modules, "fluent.syntax")
    # A changed catalog is compiled again; the old file goes.
    catalog = locales / "hr" / "tripeaks.ftl"
    catalog.write_text(catalog.read_text(encoding="utf-8") + "new-message = Novo.\n",
                       encoding="utf-8")
    again = load_catalog("hr", locales)
    assert format_message(again, "new-message", {}) == "Novo."
    (renewed,) = cache.glob("hr-*.json")
    assert renewed != kept
    # A damaged cache is compiled again too.
    renewed.write_text("{not json", encoding="utf-8")
    assert load_catalog("hr", locales) == again
    assert set(tmp_path.rglob("*.json")) == {renewed}  # nothing beside the cache


def test_a_shipped_compiled_catalog_is_used_without_compiling(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled_here = {lang: load_catalog(lang, locales_dir()) for lang in LANGUAGES}
    cache = tmp_path / "cache"
    monkeypatch.setenv(CACHE_ENV, str(cache))
    locales = copy_locales(tmp_path)
    written = write_compiled(locales, locales)
    assert sorted(path.relative_to(locales).as_posix() for path in written) == [
        f"{lang}/{COMPILED_NAME}" for lang in sorted(LANGUAGES)]
    monkeypatch.setitem(sys.modules, "fluent.syntax", None)
    for lang in LANGUAGES:
        assert load_catalog(lang, locales) == compiled_here[lang]
    assert not cache.exists()


def test_a_deal_in_a_script_imports_no_fluent(tmp_path: Path) -> None:
    run = [sys.executable, "-X", "importtime", "-m", "tripeaks_a11y", "--game",
           "TP1-E-AAAAAAB", "--lang", "ar"]
    for _ in range(2):  # the first run compiles and caches the catalog
        done = subprocess.run(run, input="", capture_output=True, text=True,
                              encoding="utf-8", timeout=60, check=True)
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    assert "tripeaks_a11y.i18n" in imported
    assert "tripeaks_a11y.commands.parser" not in imported  # no line read, no parser built
    assert not {name for name in imported if name.startswith(("fluent", "babel"))}
    assert done.stdout.splitlines()[0] == t("ar", "welcome", code="TP1-E-AAAAAAB",
                                            rules="easy").replace("\u200e", "")
