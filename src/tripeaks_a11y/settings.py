"""The player's settings, kept in a small TOML file (DESIGN.md "Records and settings").

The file is ``settings.toml`` in the user's config folder (platformdirs), or
in ``$TRIPEAKS_A11Y_CONFIG_DIR`` when that is set (tests set it so that they
never touch the real one). A file that cannot be read, or a value that makes
no sense, is reported once and the default is used: loading never raises and
never deletes anything. Saving keeps every key it does not know (other
modules may add theirs) and, when the file on disk did not parse, first
copies it aside as ``settings.toml.broken`` (or ``.broken-2``…).

Shape of the file::

    lang = "ar"            # room for the interface language, rules, error help
    [speech]
    output = "tts"         # auto | tts | screen-reader | none
    mode = "interrupt"     # interrupt | queue
    rate = 100             # percent of the engine's normal speed, 50-400
    volume = 100           # percent, 0-100
    verbosity = "normal"   # brief | normal | full
    earcons = false
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = [
    "CONFIG_ENV",
    "MODES",
    "OUTPUTS",
    "RATE_RANGE",
    "Settings",
    "SettingsStore",
    "VERBOSITY",
    "VOLUME_RANGE",
    "config_dir",
    "dump_toml",
    "settings_path",
]

CONFIG_ENV = "TRIPEAKS_A11Y_CONFIG_DIR"
FILE_NAME = "settings.toml"

OUTPUTS: tuple[str, ...] = ("auto", "tts", "screen-reader", "none")
"""Speech output choices, as ``--speech`` and the file spell them."""
MODES: tuple[str, ...] = ("interrupt", "queue")
VERBOSITY: tuple[str, ...] = ("brief", "normal", "full")
RATE_RANGE = (50, 400)
VOLUME_RANGE = (0, 100)


@dataclass(frozen=True)
class Settings:
    """Speech settings (units: ``rate`` and ``volume`` in percent) plus room for others.

    ``lang``, ``rules`` and ``error_help`` are read and kept for the modules
    that own them; ``None`` means "not set".
    """

    output: str = "auto"
    mode: str = "interrupt"
    rate: int = 100
    volume: int = 100
    verbosity: str = "normal"
    earcons: bool = False
    lang: str | None = None
    rules: str | None = None
    error_help: bool | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)


_SPEECH_KEYS: dict[str, tuple[type, object]] = {
    "output": (str, OUTPUTS),
    "mode": (str, MODES),
    "rate": (int, RATE_RANGE),
    "volume": (int, VOLUME_RANGE),
    "verbosity": (str, VERBOSITY),
    "earcons": (bool, None),
}
_TOP_KEYS: dict[str, type] = {"lang": str, "rules": str, "error_help": bool}


def config_dir() -> Path:
    """``$TRIPEAKS_A11Y_CONFIG_DIR`` when set, else the platform's user config folder."""
    override = os.environ.get(CONFIG_ENV)
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


class SettingsStore:
    """Loads and saves ``Settings``; ``path`` defaults to ``config_dir()/settings.toml``.

    ``problem`` is a short description of what could not be read (None when
    all was well); the caller reports it once.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else config_dir() / FILE_NAME
        self.problem: str | None = None
        self._broken = False

    def load(self) -> Settings:
        """The settings in the file; defaults for a missing file, key or bad value."""
        self.problem = None
        self._broken = False
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return Settings()
        except OSError as error:
            self.problem = error.strerror or type(error).__name__
            return Settings()
        try:
            data = tomllib.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
            self.problem = str(error)
            self._broken = True
            return Settings()
        return self._from_dict(data)

    def _from_dict(self, data: dict[str, Any]) -> Settings:
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
        for key, kind in _TOP_KEYS.items():
            if key in data:
                if isinstance(data[key], kind):
                    values[key] = data[key]
                else:
                    bad.append(key)
        if bad:
            self.problem = "bad value: " + ", ".join(bad)
            self._broken = True  # the player's file is kept aside before it is rewritten
        return Settings(**values, extra=data)

    def save(self, settings: Settings) -> str | None:
        """Write ``settings``, keeping unknown keys; returns None, or why it could not.

        A file that did not parse at ``load`` is first copied aside, never lost.
        """
        data: dict[str, Any] = dict(settings.extra)
        speech = dict(data.get("speech", {})) if isinstance(data.get("speech"), dict) else {}
        for key in _SPEECH_KEYS:
            speech[key] = getattr(settings, key)
        data["speech"] = speech
        for key in _TOP_KEYS:
            value = getattr(settings, key)
            if value is not None:
                data[key] = value
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self._broken and self.path.exists():
                self._keep_aside()
            tmp = self.path.with_name(self.path.name + ".tmp")
            tmp.write_text(dump_toml(data), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError as error:
            return error.strerror or type(error).__name__
        self._broken = False
        return None

    def _keep_aside(self) -> None:
        target = self.path.with_name(self.path.name + ".broken")
        number = 2
        while target.exists():
            target = self.path.with_name(f"{self.path.name}.broken-{number}")
            number += 1
        os.replace(self.path, target)


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"')
        escaped = "".join(c if c >= " " or c == "\t" else f"\\u{ord(c):04x}" for c in escaped)
        return f'"{escaped}"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write a {type(value).__name__} to TOML")


def _toml_key(key: str) -> str:
    bare = key and all(c.isascii() and (c.isalnum() or c in "-_") for c in key)
    return key if bare else _toml_value(key)


def dump_toml(data: dict[str, Any]) -> str:
    """A TOML document for ``data``: scalars and lists at the top, then one table per dict.

    Supports str, int, float, bool, lists of those, and nested dicts.
    Raises TypeError for anything else.
    """
    lines: list[str] = []
    _dump_table(data, [], lines)
    return "\n".join(lines).lstrip("\n") + "\n"


def _dump_table(data: dict[str, Any], prefix: list[str], lines: list[str]) -> None:
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    if prefix:
        lines.append("")
        lines.append("[" + ".".join(_toml_key(p) for p in prefix) + "]")
    for key, value in data.items():
        if key not in tables:
            lines.append(f"{_toml_key(key)} = {_toml_value(value)}")
    for key, value in tables.items():
        _dump_table(value, [*prefix, key], lines)
