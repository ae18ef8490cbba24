"""The player's settings, kept in a small TOML file (DESIGN.md "Records and settings").

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
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import tomlkit
from .. import environment
from ..rules import rule_set_named, variant_of
from . import files
from .files import SettingsProblem

# The package (``settings``) lists what is public; this module is its part that holds values.

CONFIG_ENV = "TRIPEAKS_A11Y_CONFIG_DIR"
FILE_NAME = "settings.toml"

OUTPUTS: tuple[str, ...] = ("auto", "tts", "screen-reader", "none")
"""Speech output choices, as ``--speech`` and the file spell them."""
MODES: tuple[str, ...] = ("interrupt", "queue")
VERBOSITY: tuple[str, ...] = ("brief", "normal", "full")
RATE_RANGE = (50, 400)
VOLUME_RANGE = (0, 100)
LISTEN_CHOICES: tuple[str, ...] = ("off", "on", "always", "key")
"""``[voice] listen``: off, on (key with a screen reader, else always), always, key."""
CONFIRM_CHOICES: tuple[str, ...] = ("always", "uncertain", "never")
"""``[voice] confirm``: when a move heard is asked first (uncertain: when the recogniser
is not sure)."""
ENGINE_NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}")
"""The shape of ``[voice] engine`` (the session checks the name against the engines)."""
MODEL_PATH_LIMIT = 4096
"""``[voice] model`` is a path of at most this many characters, with no NUL."""


@dataclass(frozen=True)
class Settings:
    """Speech settings (units: ``rate`` and ``volume`` in percent) plus room for others.

    ``lang``, ``rules``, ``variants`` and ``error_help`` are read and kept for the modules
    that own them; ``None`` means "not set". ``extra`` is the whole file as
    read (plain values), for modules that keep keys of their own.
    """

    output: str = "auto"
    mode: str = "interrupt"
    rate: int = 100
    volume: int = 100
    verbosity: str = "normal"
    earcons: bool = False
    lang: str | None = None
    rules: str | None = None
    variants: str | None = None
    error_help: bool | None = None
    listen: str = "off"
    voice_confirm: str = "uncertain"
    voice_engine: str | None = None
    voice_model: str | None = None
    voice_interrupt: bool = False
    tutorial_offered: bool = False
    extra: dict[str, Any] = field(default_factory=dict, compare=False)


_SPEECH_KEYS: dict[str, tuple[type, object]] = {
    "output": (str, OUTPUTS),
    "mode": (str, MODES),
    "rate": (int, RATE_RANGE),
    "volume": (int, VOLUME_RANGE),
    "verbosity": (str, VERBOSITY),
    "earcons": (bool, None),
}
def _rules_word(value: str) -> bool:
    """Whether ``value`` is a rule set's word (``rules.RULE_SETS``: easy, classic; any case)."""
    return rule_set_named(value) is not None


def _variant_letters(value: str) -> bool:
    """Whether ``value`` is made of variant code letters (``rules.VARIANTS``, any case; "" none)."""
    return all(variant_of(letter) is not None for letter in value)


_TOP_KEYS: dict[str, tuple[type, Callable[[Any], bool] | None]] = {
    "lang": (str, None),
    "rules": (str, _rules_word),
    "variants": (str, _variant_letters),
    "error_help": (bool, None),
}
"""The top keys: each one's type and, where not every value of it can be used,
the test of a usable value (a word or letters that name nothing is a value
that cannot be used, as a wrong type is: docs/rules.md "Variants")."""
_VOICE_KEYS: dict[str, str] = {"listen": "listen", "voice_confirm": "confirm",
                               "voice_engine": "engine", "voice_model": "model",
                               "voice_interrupt": "interrupt"}
"""The ``[voice]`` table's keys, by field name."""
_GAME_KEYS: dict[str, str] = {"tutorial_offered": "tutorial_offered"}
"""The ``[game]`` table's keys (booleans), by field name."""
_NAMES = tuple(f.name for f in fields(Settings) if f.name != "extra")
_DEFAULTS = Settings()


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


def _valid(value: object, kind: type, allowed: object) -> bool:
    if kind is int:
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        assert isinstance(allowed, tuple)
        return bool(allowed[0] <= value <= allowed[1])
    if not isinstance(value, kind):
        return False
    return allowed is None or value in allowed  # type: ignore[operator]


def _voice_value(key: str, value: object) -> bool:
    """Whether ``value`` can be ``[voice] key`` (a key of ``_VOICE_KEYS``' values)."""
    if key == "interrupt":  # whether the player's speech cuts the game's voice off
        return isinstance(value, bool)
    if not isinstance(value, str):
        return False
    if key == "listen":
        return value in LISTEN_CHOICES
    if key == "confirm":
        return value in CONFIRM_CHOICES
    if key == "engine":
        return ENGINE_NAME.fullmatch(value) is not None
    return 0 < len(value) <= MODEL_PATH_LIMIT and "\0" not in value


def _file_path(name: str) -> list[str]:
    """Where field ``name`` lives in the file: ``speech.rate``, ``voice.confirm``, ``lang``."""
    if name in _SPEECH_KEYS:
        return ["speech", name]
    if name in _VOICE_KEYS:
        return ["voice", _VOICE_KEYS[name]]
    if name in _GAME_KEYS:
        return ["game", _GAME_KEYS[name]]
    return [name]


def _read_values(data: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The usable settings in ``data`` by field name, and the dotted keys that are not."""
    bad: list[str] = []
    values: dict[str, Any] = {}
    speech = data.get("speech", {})
    if not isinstance(speech, dict):
        bad.append("speech")
        speech = {}
    for key, (kind, allowed) in _SPEECH_KEYS.items():
        if key in speech:
            if _valid(speech[key], kind, allowed):
                values[key] = speech[key]
            else:
                bad.append(f"speech.{key}")
    for key, (top_kind, usable) in _TOP_KEYS.items():
        if key in data:
            if isinstance(data[key], top_kind) and (usable is None or usable(data[key])):
                values[key] = data[key]
            else:
                bad.append(key)
    voice = data.get("voice", {})
    if not isinstance(voice, dict):
        bad.append("voice")
        voice = {}
    for name, key in _VOICE_KEYS.items():
        if key in voice:
            if _voice_value(key, voice[key]):
                values[name] = voice[key]
            else:
                bad.append(f"voice.{key}")
    game = data.get("game", {})
    if not isinstance(game, dict):
        bad.append("game")
        game = {}
    for name, key in _GAME_KEYS.items():
        if key in game:
            if isinstance(game[key], bool):
                values[name] = game[key]
            else:
                bad.append(f"game.{key}")
    return values, bad


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
    if not editable:
        return _Parsed(data, None)
    import tomlkit

    try:
        document = tomlkit.parse(text)
    except Exception:  # tomlkit refused a file tomllib read: keep its values, lose its looks
        document = _document_of(data)
    return _Parsed(data, document)


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
        self._base = Settings(**values, extra=data)
        return self._base

    def save(self, settings: Settings, keys: Iterable[str] = ()) -> SettingsProblem | None:
        """Write what changed since this game's last load or save, merged into the file.

        ``keys``: setting names (``"rate"``, ``"lang"``…) to write even when
        equal to what was read (the player set them again). Values another
        game saved meanwhile, and everything the file holds besides, are kept;
        a file that did not parse or held unusable values is kept once as
        ``settings.toml.broken`` (an older copy replaced). Returns None, or
        the problem: kind "unwritable" with a ``reason``, or "not-file"
        (nothing is ever written in place of a FIFO, a folder or a device).
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
        files.write_replacing(self.path, text.encode("utf-8"), keep_aside=keep_aside)
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
