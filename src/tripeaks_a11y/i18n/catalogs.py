"""The message catalogs compiled to a compact form, cached, and formatted without Fluent.

Importing ``fluent.runtime`` costs about 7x ``python -c pass`` and parsing
one language's ``*.ftl`` files about 40 ms, most of a start-up (issue 28
point 4). So ``i18n`` reads a language through ``load_catalog``: its files
are parsed once (``fluent.syntax``), each message compiled to plain lists
(``compile_sources``) and kept as JSON in the user's cache folder
(``cache_dir``: platformdirs' ``user_cache_dir``, or ``$TRIPEAKS_A11Y_CACHE_DIR``),
named by a key (``catalog_key``) made of the package version, this format
and the bytes of every file, so that a changed catalog or another version is
compiled again. A compiled catalog shipped beside the files
(``<locales>/<lang>/catalog.json``, written by ``write_compiled``, for
example when a wheel is built) is used first when its key matches. Nothing
is written anywhere else; a cache that cannot be written is simply not kept.

``format_message`` formats a compiled message as Fluent would with
``use_isolating=False``: text, ``$variables`` (strings, and non-negative
integers written in Western digits without grouping), string literals,
message references and select expressions on a variable (string keys, and
integer keys or CLDR plural categories for numbers: ``PLURAL_RULES``). For
anything else, or whenever Fluent would report an error (a missing argument,
no matching variant, a reference to nothing, a cycle, Fluent's size limits),
it returns None and ``i18n`` asks ``fluent.runtime`` itself, which then gives
the same text or the same error. tests/test_i18n_compiled.py compares every
message of every catalog, in every language, with sample arguments, against
``fluent.runtime``.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from .. import __version__, environment
from ..languages import LANGUAGE_TABLE

__all__ = [
    "CACHE_ENV",
    "FORMAT",
    "PLURAL_RULES",
    "Catalog",
    "MessageFormatError",
    "cache_dir",
    "user_cache_folder",
    "catalog_key",
    "compile_sources",
    "format_message",
    "load_catalog",
    "write_compiled",
]

CACHE_ENV: Final = "TRIPEAKS_A11Y_CACHE_DIR"
"""A folder for the compiled catalogs instead of the user's cache folder (tests)."""

FORMAT: Final = 1
"""The version of the compiled form; part of every key."""

COMPILED_NAME: Final = "catalog.json"
"""The name of a compiled catalog shipped in ``<locales>/<lang>/``."""

_MAX_PARTS: Final = 1000
"""Fluent's limit on the parts formatted for one message (``Pattern.MAX_PARTS``)."""
_MAX_PART_LENGTH: Final = 2500
"""Fluent's limit on the length of one part (``resolver.MAX_PART_LENGTH``)."""

Pattern = list[Any]
"""A compiled pattern: parts that are text (``str``) or expressions (lists):
``["v", name]`` a variable, ``["s", text]`` a string literal, ``["m", id]`` a
message reference, ``["x", name, [[key, pattern], …], default]`` a select on
variable ``name``, each key ``["i", identifier]`` or ``["k", integer]``,
``default`` the index of the default variant."""


class MessageFormatError(ValueError):
    """A catalog that does not parse, or a message that Fluent could not format.

    Raised instead of letting Fluent print ``{???}`` or a bare variable name
    into what the player hears.
    """


PLURAL_RULES: Final[dict[str, Callable[[int], str]]] = {
    row.code: row.plural for row in LANGUAGE_TABLE}
"""CLDR's plural category of a non-negative integer, per language: each row's
``plural`` (languages/<code>.py; the rules babel gives Fluent:
tests/test_i18n_compiled.py compares them for 0-10000). A language
without a row is formatted by Fluent itself."""


@dataclass(frozen=True)
class Catalog:
    """One language's messages, compiled: ``messages`` maps every message id (not
    terms) to its value's pattern, or None for a message without a value."""

    lang: str
    messages: dict[str, Pattern | None]


class _Unsure(Exception):
    """Fluent might answer otherwise (or report an error): let it format the message."""


def catalog_key(lang: str, sources: Sequence[tuple[str, bytes]]) -> str:
    """The key of a compiled catalog: a SHA-256 of the package version, ``FORMAT``,
    the language and every file's name and bytes (hex, 32 characters)."""
    digest = hashlib.sha256(f"{__version__}\0{FORMAT}\0{lang}\0".encode())
    for name, data in sources:
        digest.update(f"{name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()[:32]


def _sources(folder: Path) -> list[tuple[str, bytes]]:
    """The ``*.ftl`` files of one language's folder, by name, as bytes."""
    return [(path.name, path.read_bytes()) for path in sorted(folder.glob("*.ftl"))]


def cache_dir() -> Path:
    """Where compiled catalogs are kept: ``$TRIPEAKS_A11Y_CACHE_DIR``, else the user's
    cache folder (platformdirs ``user_cache_dir("tripeaks-a11y")``) / ``catalogs``."""
    own = environment.environ().get(CACHE_ENV)
    return Path(own) if own else user_cache_folder() / "catalogs"


def user_cache_folder() -> Path:
    """The game's folder in the user's cache folder (platformdirs
    ``user_cache_dir("tripeaks-a11y")``), whatever ``$TRIPEAKS_A11Y_CACHE_DIR`` says."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("tripeaks-a11y", appauthor=False))


def load_catalog(lang: str, locales: Path) -> Catalog:
    """``lang``'s compiled catalog from ``locales/<lang>/*.ftl``: the shipped compiled
    file or the cached one when its key matches, else compiled now (and cached).

    Raises MessageFormatError when the folder has no catalog or a file does not
    parse (nothing is cached then).
    """
    folder = locales / lang
    sources = _sources(folder)
    if not sources:
        raise MessageFormatError(f"no catalog for {lang!r} in {locales}")
    key = catalog_key(lang, sources)
    cached = _cached_path(lang, key)
    for path in (folder / COMPILED_NAME, cached):
        messages = _read(path, key) if path is not None else None
        if messages is not None:
            return Catalog(lang, messages)
    messages = compile_sources([(name, data.decode("utf-8")) for name, data in sources],
                               where=folder)
    if cached is not None:
        _write(cached, key, messages)
    return Catalog(lang, messages)


def write_compiled(locales: Path, dest: Path) -> list[Path]:
    """Compile every language folder of ``locales`` into ``dest/<lang>/catalog.json``
    (a build step: a wheel that carries them needs no compiling at run time).
    Returns the files written; raises MessageFormatError for a file that does not
    parse, OSError when ``dest`` cannot be written."""
    written = []
    for folder in sorted(path for path in locales.iterdir() if path.is_dir()):
        sources = _sources(folder)
        if not sources:
            continue
        messages = compile_sources([(name, data.decode("utf-8")) for name, data in sources],
                                   where=folder)
        target = dest / folder.name / COMPILED_NAME
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(_dump(catalog_key(folder.name, sources), messages), encoding="utf-8")
        written.append(target)
    return written


def _cached_path(lang: str, key: str) -> Path | None:
    try:
        return cache_dir() / f"{lang}-{key}.json"
    except Exception:  # no home folder to put a cache in: none is kept
        return None


def _dump(key: str, messages: dict[str, Pattern | None]) -> str:
    return json.dumps({"key": key, "format": FORMAT, "messages": messages},
                      ensure_ascii=False, separators=(",", ":"))


def _read(path: Path, key: str) -> dict[str, Pattern | None] | None:
    """The messages of a compiled file whose key is ``key``; None when it is missing,
    unreadable, stale or not of this form."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not (isinstance(data, dict) and data.get("key") == key and data.get("format") == FORMAT
            and isinstance(data.get("messages"), dict)):
        return None
    return data["messages"]  # type: ignore[no-any-return]


def _write(path: Path, key: str, messages: dict[str, Pattern | None]) -> None:
    """Keep the compiled catalog at ``path`` (written whole, then renamed), removing
    the language's older ones; a folder that cannot be written keeps nothing."""
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".catalog-", dir=path.parent)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(_dump(key, messages))
        os.replace(temporary, path)
        lang = path.name.split("-", 1)[0]
        for old in path.parent.glob(f"{lang}-*.json"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        return


# ------------------------------------------------------------------ compiling


def compile_sources(sources: Sequence[tuple[str, str]], where: Path | None = None
                    ) -> dict[str, Pattern | None]:
    """Every message of ``sources`` ((file name, FTL text), in order; the first of two
    messages with one id wins, as in a FluentBundle) compiled: its value's pattern,
    None for no value, or ``[["?"]]`` for a value ``format_message`` leaves to Fluent.

    Raises MessageFormatError for a file that does not parse (``where``: its folder,
    for the message).
    """
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as ftl

    parser = FluentParser(with_spans=False)
    messages: dict[str, Pattern | None] = {}
    fluents_own: Pattern = [["?"]]  # an expression format_message does not know
    for name, text in sources:
        resource = parser.parse(text)
        junk = [entry for entry in resource.body if isinstance(entry, ftl.Junk)]
        if junk:
            # A syntax error would otherwise silently drop the message.
            shown = (where / name) if where is not None else name
            raise MessageFormatError(f"{shown}: cannot parse: {(junk[0].content or '')[:80]!r}")
        for entry in resource.body:
            if isinstance(entry, ftl.Message) and entry.id.name not in messages:
                compiled = None if entry.value is None else _pattern(entry.value, ftl)
                messages[entry.id.name] = (fluents_own if entry.value is not None
                                           and compiled is None else compiled)
    return messages


def _pattern(pattern: Any, ftl: Any) -> Pattern | None:
    parts: Pattern = []
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            parts.append(element.value)
            continue
        compiled = _expression(element.expression, ftl)
        if compiled is None:
            return None
        parts.append(compiled)
    return parts


def _expression(node: Any, ftl: Any) -> list[Any] | None:
    if isinstance(node, ftl.VariableReference):
        return ["v", node.id.name]
    if isinstance(node, ftl.StringLiteral):
        return ["s", node.parse()["value"]]
    if isinstance(node, ftl.MessageReference) and node.attribute is None:
        return ["m", node.id.name]
    if isinstance(node, ftl.SelectExpression) and isinstance(node.selector,
                                                             ftl.VariableReference):
        variants: list[Any] = []
        default = None
        for index, variant in enumerate(node.variants):
            key: list[Any]
            if isinstance(variant.key, ftl.Identifier):
                key = ["i", variant.key.name]
            elif isinstance(variant.key, ftl.NumberLiteral) and variant.key.value.isdigit():
                key = ["k", int(variant.key.value)]
            else:
                return None
            value = _pattern(variant.value, ftl)
            if value is None:
                return None
            variants.append([key, value])
            if variant.default:
                default = index
        if default is None:
            return None
        return ["x", node.selector.id.name, variants, default]
    return None  # a term, a function, a number literal, a nested placeable: Fluent's


# ------------------------------------------------------------------ formatting


def format_message(catalog: Catalog, msg_id: str, args: Mapping[str, str | int]
                   ) -> str | None:
    """Message ``msg_id``'s value formatted with ``args`` (strings and integers), as
    Fluent formats it with ``use_isolating=False``; None when Fluent must do it (see
    the module docstring). Raises KeyError when the catalog has no such message."""
    pattern = catalog.messages[msg_id]
    if pattern is None:
        return None
    state = _State(catalog, args, PLURAL_RULES.get(catalog.lang))
    try:
        return state.pattern(pattern)
    except _Unsure:
        return None
    except (TypeError, ValueError, IndexError, AttributeError):
        return None  # a compiled file damaged with its key intact: Fluent reads the source


class _State:
    """One formatting: the parts counted and the messages under way (Fluent's limits)."""

    def __init__(self, catalog: Catalog, args: Mapping[str, str | int],
                 plural: Callable[[int], str] | None) -> None:
        self.catalog = catalog
        self.args = args
        self.plural = plural
        self.parts = 0
        self.active: set[int] = set()

    def pattern(self, pattern: Pattern) -> str:
        if len(pattern) > _MAX_PARTS - self.parts or id(pattern) in self.active:
            raise _Unsure
        self.active.add(id(pattern))
        out = []
        for part in pattern:
            text = part if isinstance(part, str) else self.expression(part)
            if len(text) > _MAX_PART_LENGTH:
                raise _Unsure
            out.append(text)
        self.parts += len(pattern)
        self.active.discard(id(pattern))
        return "".join(out)

    def value(self, name: str) -> str | int:
        value = self.args.get(name)
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise _Unsure
        if isinstance(value, int) and value < 0:
            raise _Unsure
        return value

    def expression(self, node: list[Any]) -> str:
        tag = node[0]
        if tag == "v":
            return str(self.value(node[1]))
        if tag == "s":
            return str(node[1])
        if tag == "m":
            referenced = self.catalog.messages.get(node[1])
            if referenced is None:
                raise _Unsure
            return self.pattern(referenced)
        if tag == "x":
            return self.pattern(self.variant(node))
        raise _Unsure

    def variant(self, node: list[Any]) -> Pattern:
        """The pattern of the variant a select chooses (Fluent's ``match``)."""
        selector = self.value(node[1])
        for (kind, key), pattern in node[2]:
            if kind == "i":
                if isinstance(selector, str):
                    matched = selector == key
                else:
                    matched = self.category(selector) == key
            elif isinstance(selector, int):
                matched = selector == key
            else:  # a string against a number key: Fluent compares the key's category
                matched = self.category(key) == selector
            if matched:
                return pattern  # type: ignore[no-any-return]
        return node[2][node[3]][1]  # type: ignore[no-any-return]

    def category(self, number: int) -> str:
        if self.plural is None:
            raise _Unsure
        return self.plural(number)
