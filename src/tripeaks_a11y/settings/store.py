"""The player's settings, kept in a small TOML file (README.md "Playing").

The file is ``settings.toml`` in the user's config folder (platformdirs), or
in ``$TRIPEAKS_A11Y_CONFIG_DIR`` when that is set (tests set it so that they
never touch the real one). A file that cannot be read, or a value that makes
no sense, is a ``SettingsProblem`` and the default is used: loading never
raises, never blocks (a FIFO or a device there is not opened, a file over
``READ_LIMIT`` is not read) and never changes anything.

Saving is a merge, never a rewrite (tomlkit): the file is read again just
before writing, and only the keys this game changed are changed, so the
player's comments, every key another module or another running game wrote,
dates, arrays of tables and inline tables all stay as they were. A value
that cannot be used is dropped and a file that did not parse is started
anew, the old file kept once as ``settings.toml.broken``. The file layer
(``settings.files``) writes through a unique temporary file, fsync and
``os.replace``, under a lock on the folder where the system has one.

Shape of the file::

    lang = "ar"            # room for the interface language, rules, error help
    rules = "classic"      # the rule set of the next game: easy | classic
    variants = "OW"        # its variants' code letters (rules.VARIANTS), "" for none
    [speech]
    output = "tts"         # auto | tts | screen-reader | none
    mode = "interrupt"     # interrupt | queue
    rate = 100             # percent of the engine's normal speed, 50-400
    volume = 100           # percent, 0-100
    verbosity = "normal"   # brief | normal | full
    earcons = false
    [voice]                # hearing spoken commands (issue 15)
    listen = "off"         # off | on | always | key ("on": key with a screen reader)
    confirm = "uncertain"  # always | uncertain | never: a move heard is asked first
    engine = "pocketsphinx"  # the recogniser (a name of listen.engines)
    model = "/path/to/model" # the recogniser's model, for engines that need one
    interrupt = false      # true: the player's speech cuts the game's voice off
    [game]
    tutorial_offered = true  # the guided first game was offered once (session/tutorial.py)
"""


from __future__ import annotations

import math
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import tomlkit
from .. import environment
from . import files
from .files import SettingsProblem
from .values import _DEFAULTS, _NAMES, Settings, _file_path, _read_values

# The package (``settings``) lists what is public; this module is its part that reads and
# merges the file; ``values`` holds the values and says which are usable.

CONFIG_ENV = "TRIPEAKS_A11Y_CONFIG_DIR"
FILE_NAME = "settings.toml"
MAX_DEPTH = 32
"""Levels: a file whose tables and arrays nest deeper is not used (kind "nesting"). The
settings themselves nest two deep; tomlkit refuses past 100 and tomllib's stack ends near 500."""
PUT_ASIDE = frozenset({"too-big", "encoding", "syntax", "nesting", "values"})
"""The problems of a file that a save starts anew, keeping the old one as ``.broken``: only
when this game's ``load`` met (and so told) one of them."""


def config_dir() -> Path:
    """``$TRIPEAKS_A11Y_CONFIG_DIR`` when set, else the platform's user config folder."""
    override = environment.environ().get(CONFIG_ENV)
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("tripeaks-a11y", appauthor=False))


def settings_path() -> Path:
    """Where the settings file lives: ``config_dir()/settings.toml``."""
    return config_dir() / FILE_NAME



@dataclass
class _Parsed:
    """A file's text read two ways: plain values (tomllib) and an editable document."""

    data: dict[str, Any]
    document: tomlkit.TOMLDocument | None


def _parse(raw: bytes, *, editable: bool = True) -> _Parsed | SettingsProblem:
    """``raw`` as TOML, or what is wrong with it ("encoding" or "syntax" with a line).

    ``editable``: also build the tomlkit document (slow: about 10 ms a KiB
    on a slow machine, and tomlkit imported only then); without it ``document``
    is None.
    """
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return SettingsProblem("encoding")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"line (\d+)", str(error))
        line = int(found.group(1)) if found else max(1, text.count("\n") + 1)
        return SettingsProblem("syntax", line=line)
    except RecursionError:  # valid TOML, nested deeper than the parser's stack (~500)
        return SettingsProblem("nesting")
    if _depth(data) > MAX_DEPTH:  # no reader or writer below recurses past this
        return SettingsProblem("nesting")
    if not editable:
        return _Parsed(data, None)
    import tomlkit

    try:
        document = tomlkit.parse(text)
    except Exception:  # tomlkit refused a file tomllib read: keep its values, lose its looks
        document = _document_of(data)
    return _Parsed(data, document)


def _depth(data: object) -> int:
    """How deeply ``data``'s tables and arrays nest (a bare value is 0), without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            deepest = max(deepest, level + 1)
            if level + 1 <= MAX_DEPTH:  # deeper is too deep already: no need to look on
                stack.extend((item, level + 1) for item in value)
    return deepest


def _document_of(data: dict[str, Any]) -> tomlkit.TOMLDocument:
    import tomlkit

    document = tomlkit.document()
    document.update(data)
    return document


class SettingsStore:
    """Loads and saves ``Settings``; ``path`` defaults to ``config_dir()/settings.toml``.

    ``problem`` says what could not be read at the last ``load`` (None when
    all was well); the caller tells the player once.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else config_dir() / FILE_NAME
        self.problem: SettingsProblem | None = None
        self._base = Settings()  # what this game last read or wrote: the merge's ancestor
        self._may_put_aside = False  # the last load told a problem a save may start anew

    def load(self) -> Settings:
        """The settings in the file; defaults for a missing file, key or bad value.

        Never raises and never changes the file; sets ``problem``.
        """
        self.problem = None
        raw = files.read_capped(self.path)
        if isinstance(raw, SettingsProblem):
            self.problem = raw
            raw = None
        parsed = _parse(raw, editable=False) if raw is not None else None
        if isinstance(parsed, SettingsProblem):
            self.problem, parsed = parsed, None
        data = parsed.data if parsed is not None else {}
        values, bad = _read_values(data)
        if bad:
            self.problem = SettingsProblem("values", keys=tuple(bad))
        self._may_put_aside = self.problem is not None and self.problem.kind in PUT_ASIDE
        self._base = Settings(**values, extra=data)
        return self._base

    def clean_leftovers(self) -> list[Path]:
        """Remove what saves killed mid-way left beside the file (``files.clean_leftovers``:
        temporary files of processes no longer running); returns what was removed. The
        game calls it at its start; never raises."""
        return files.clean_leftovers(self.path)

    def save(self, settings: Settings, keys: Iterable[str] = ()) -> SettingsProblem | None:
        """Write what changed since this game's last load or save, merged into the file.

        ``keys``: setting names (``"rate"``, ``"lang"``…) to write even when
        equal to what was read (the player set them again). Values another
        game saved meanwhile, and everything the file holds besides, are kept;
        a file that did not parse or held unusable values is kept once as
        ``settings.toml.broken`` (an older copy replaced), only when this
        game's ``load`` found (and the player was told) such a problem
        (``PUT_ASIDE``). Returns None, or the problem: kind "unwritable" with
        a ``reason`` ("changed": the file broke since the load and is left as
        it is; "too-big": the file would grow past ``READ_LIMIT``), or
        "not-file" (nothing is ever written in place of a FIFO, a folder or a
        device).
        The file on disk is unchanged whenever a problem is returned.
        """
        changed = {name for name in _NAMES
                   if getattr(settings, name) != getattr(self._base, name)} | set(keys)
        try:
            with files.folder_lock(self.path.parent):
                problem = self._merge_and_write(settings, changed)
        except OSError as error:
            return files.reason_of(error)
        if problem is None:
            self._base = settings
        return problem

    def _merge_and_write(self, settings: Settings, changed: set[str]) -> SettingsProblem | None:
        import tomlkit  # only when saving: a game that saves nothing never imports it

        raw = files.read_capped(self.path)
        parsed: _Parsed | SettingsProblem | None
        if isinstance(raw, SettingsProblem):
            if raw.kind == "not-file":
                return raw
            if raw.kind == "unreadable":  # never replace what could not be read
                return SettingsProblem("unwritable", reason=raw.reason, code=raw.code)
            parsed = raw  # too big: started anew, the old one kept aside
        else:
            parsed = _parse(raw) if raw is not None else None
        keep_aside = isinstance(parsed, SettingsProblem)
        if not isinstance(parsed, _Parsed):
            # Nothing to merge with: write all that this game holds besides the defaults.
            parsed = _Parsed({}, tomlkit.document())
            changed |= {name for name in _NAMES
                        if getattr(settings, name) != getattr(_DEFAULTS, name)}
        _, bad = _read_values(parsed.data)
        for key in bad:
            _remove(parsed, key.split("."))
        keep_aside = keep_aside or bool(bad)
        if keep_aside and not self._may_put_aside:
            # Broken since this game read it, and the player was not told: never replaced
            # without a word (issue 32); the next start tells what is wrong with it.
            return SettingsProblem("unwritable", reason="changed")
        for name in sorted(changed):
            path = _file_path(name)
            value = getattr(settings, name)
            if value is None:
                _remove(parsed, path)
            else:
                _put(parsed, path, value)
        assert parsed.document is not None  # read editable (``_parse``) or made just now
        text = tomlkit.dumps(parsed.document)
        if not _same(_loads(text), parsed.data):
            text = tomlkit.dumps(_document_of(parsed.data))  # correct, if not as pretty
            if not _same(_loads(text), parsed.data):
                return SettingsProblem("unwritable", reason="other", code="TOML")
        data = text.encode("utf-8")
        if len(data) > files.READ_LIMIT:  # the next start would not read it (issue 32)
            return SettingsProblem("unwritable", reason="too-big")
        files.write_replacing(self.path, data, keep_aside=keep_aside)
        self._may_put_aside = False
        return None


def _remove(parsed: _Parsed, path: list[str]) -> None:
    """Drop ``path`` (a key, or ``speech`` and a key) from both views, when there."""
    data: Any = parsed.data
    document: Any = parsed.document
    for part in path[:-1]:
        if not isinstance(data.get(part), dict):
            return
        data, document = data[part], document[part]
    if path[-1] in data:
        del data[path[-1]]
        del document[path[-1]]


def _put(parsed: _Parsed, path: list[str], value: object) -> None:
    """Set ``path`` to ``value`` in both views, making the ``speech`` table if needed."""
    import tomlkit

    data: Any = parsed.data
    document: Any = parsed.document
    for part in path[:-1]:
        if part not in data:
            data[part] = {}
            document[part] = tomlkit.table()
        data, document = data[part], document[part]
    data[path[-1]] = value
    document[path[-1]] = value


def _loads(text: str) -> dict[str, Any] | None:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None


def _same(first: object, second: object) -> bool:
    """Equal as TOML values, NaN equal to NaN (``nan = nan`` is a valid file)."""
    if isinstance(first, float) and isinstance(second, float):
        return first == second or (math.isnan(first) and math.isnan(second))
    if isinstance(first, dict) and isinstance(second, dict):
        return first.keys() == second.keys() and all(_same(first[k], second[k]) for k in first)
    if isinstance(first, list) and isinstance(second, list):
        return len(first) == len(second) and all(map(_same, first, second))
    return type(first) is type(second) and first == second
