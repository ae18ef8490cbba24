"""The rules pages in Arabic and Croatian (issue 30, point 2).

``docs/rules.md`` and ``docs/pyramid.md`` have translations, ``rules.ar.md``,
``rules.hr.md``, ``pyramid.ar.md`` and ``pyramid.hr.md``, each with the
English page's sections in the same order and at the same levels. Each
translated heading carries the English heading's anchor (``<a id="…">`` just
before it), so that a link such as ``rules.ar.md#hint-and-solve`` finds the
same section in every language. Each page is linked from its language's guide
and from the README, links back to its English page, and names what the game
says with the catalogs' own words.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_citations import _slug, headings

from tripeaks_a11y.i18n import LANGUAGES, t
from tripeaks_a11y.values.rules import VARIANTS

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PAGES = ("rules", "pyramid")
LANGS = tuple(lang for lang in LANGUAGES if lang != "en")  # a new language needs its pages
TRANSLATIONS = [(page, lang) for page in PAGES for lang in LANGS]

_HEADING = re.compile(r"(#{1,6}) ")
_ANCHOR = re.compile(r'<a id="([\w-]+)"></a>')
_LINK = re.compile(r"\]\(([^)\s]+)\)")
_CODE = re.compile(r"\b(?:TP1|PY1)-[A-Z0-9-]+\b")
_URL = re.compile(r"<(https?://[^>]+)>")


def page(name: str, lang: str | None = None) -> Path:
    return DOCS / (f"{name}.md" if lang is None else f"{name}.{lang}.md")


def sections(path: Path) -> list[tuple[int, str | None]]:
    """Each heading of ``path`` as (level, the anchor on the line two above it or None)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    found: list[tuple[int, str | None]] = []
    in_code = False
    for number, line in enumerate(lines):
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and (heading := _HEADING.match(line)):
            tag = (_ANCHOR.fullmatch(lines[number - 2])
                   if number >= 2 and lines[number - 1] == "" else None)
            found.append((len(heading[1]), tag[1] if tag else None))
    return found


def prose(path: Path) -> str:
    """The text of ``path`` with its line breaks and runs of spaces as single spaces."""
    return " ".join(path.read_text(encoding="utf-8").split())


def anchors(path: Path) -> set[str]:
    """The anchors a link may name in ``path``: explicit ids and the headings' slugs."""
    text = path.read_text(encoding="utf-8")
    return set(_ANCHOR.findall(text)) | {_slug(title) for title in headings(path)}


@pytest.mark.parametrize(("name", "lang"), TRANSLATIONS)
def test_a_translation_has_the_english_page_s_sections_and_anchors(name: str, lang: str) -> None:
    english, translated = page(name), page(name, lang)
    levels = [level for level, _ in sections(english)]
    english_sections = list(zip(levels, map(_slug, headings(english)), strict=True))
    assert sections(translated) == english_sections
    # The headings are the language's own words, not the English ones.
    assert not set(headings(translated)) & set(headings(english))


@pytest.mark.parametrize(("name", "lang"), TRANSLATIONS)
def test_every_link_of_a_translation_finds_its_page_and_section(name: str, lang: str) -> None:
    translated = page(name, lang)
    links = _LINK.findall(translated.read_text(encoding="utf-8"))
    assert f"{name}.md" in links  # back to the English page
    for link in links:
        if "://" in link:
            continue
        target, _, anchor = link.partition("#")
        path = (translated.parent / target).resolve()
        assert path.is_file(), link
        if anchor:
            assert anchor in anchors(path), link


@pytest.mark.parametrize(("name", "lang"), TRANSLATIONS)
def test_a_translation_keeps_the_codes_and_sources_of_the_english_page(
        name: str, lang: str) -> None:
    english = page(name).read_text(encoding="utf-8")
    translated = page(name, lang).read_text(encoding="utf-8")
    assert set(_CODE.findall(translated)) == set(_CODE.findall(english))
    assert set(_URL.findall(translated)) == set(_URL.findall(english))


@pytest.mark.parametrize("lang", LANGS)
def test_each_translation_is_linked_from_its_guide_and_the_readme(lang: str) -> None:
    guide = page("accessibility", lang).read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in PAGES:
        assert f"]({name}.{lang}.md" in guide, name
        assert f"](docs/{name}.{lang}.md)" in readme, name
    for other in LANGS:  # each guide its own language's pages
        assert other == lang or f"]({PAGES[0]}.{other}.md" not in guide


@pytest.mark.parametrize("lang", LANGS)
def test_the_tripeaks_page_uses_the_game_s_own_words(lang: str) -> None:
    text = prose(page("rules", lang)).casefold()
    words = [t(lang, "row-label", row=1), t(lang, "row-label", row=4),
             t(lang, "refused-card-to-play"), t(lang, "search-stopped"), t(lang, "working"),
             *(t(lang, f"variant-name-{variant.letter}") for variant in VARIANTS)]
    missing = [word for word in words if word.casefold() not in text]
    assert missing == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_pyramid_page_quotes_the_refusal_of_a_rule_set(lang: str) -> None:
    assert t(lang, "rules-tripeaks-only") in prose(page("pyramid", lang))
