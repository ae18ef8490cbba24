"""The player's settings while the game runs: read once, changed one at a time, written whole.

``Preferences`` is the one writer of ``settings.toml`` (``settings.SettingsStore``):
the session keeps the game settings the player changes at the keyboard
(language, rules, error help) through ``keep``, and the speech controller
saves the speech settings through ``save``. A file that cannot be written
is told once, with the next answer (``take_notices``), and the game goes on
with the settings in memory.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace

from .i18n import t
from .settings import MODES, RATE_RANGE, VERBOSITY, VOLUME_RANGE, Settings, SettingsStore

__all__ = ["Preferences", "SettingAnswer"]


@dataclass(frozen=True)
class SettingAnswer:
    """What to tell the player after a setting: catalog ``msg_id`` with ``args``;
    ``refused`` when the value was not accepted (the setting is unchanged)."""

    msg_id: str
    args: dict[str, object]
    refused: bool = False


class Preferences:
    """The settings in force and where they are kept.

    ``store``: the settings file (None: kept for this session only);
    ``settings``: what was read from it (defaults when None).
    """

    def __init__(self, store: SettingsStore | None = None,
                 settings: Settings | None = None) -> None:
        self.store = store
        self.settings = settings or Settings()
        self._lock = threading.Lock()
        self._problems: list[tuple[str, str]] = []  # (path, problem) not yet told

    def keep(self, name: str, value: str | bool) -> None:
        """Keep a game setting: "lang" or "rules" (a word) or "error_help" (a bool).

        Raises ValueError for another name or a value of the wrong kind.
        """
        if name == "lang" and isinstance(value, str):
            self.save(replace(self.settings, lang=value))
        elif name == "rules" and isinstance(value, str):
            self.save(replace(self.settings, rules=value))
        elif name == "error_help" and isinstance(value, bool):
            self.save(replace(self.settings, error_help=value))
        else:
            raise ValueError(f"not a game setting: {name}={value!r}")

    def apply(self, name: str, value: str | int | None = None) -> SettingAnswer:
        """Change one speech preference, save it, and say what it is now.

        ``name``: "rate" (50-400, percent of normal speed), "volume" (0-100),
        "mode" (interrupt or queue), "verbosity" (brief, normal, full) or
        "earcons" (on or off). A bad value is refused with the allowed range
        or the current value, and changes nothing. Raises ValueError for an
        unknown ``name``.
        """
        settings = self.settings
        if name in ("rate", "volume"):
            low, high = RATE_RANGE if name == "rate" else VOLUME_RANGE
            number = _as_int(value)
            if number is None or not low <= number <= high:
                return SettingAnswer(f"speech-{name}-range", {"low": low, "high": high},
                                     refused=True)
            if name == "rate":
                self.save(replace(settings, rate=number))
            else:
                self.save(replace(settings, volume=number))
            return SettingAnswer(f"speech-{name}", {name: number})
        if name == "mode":
            if value not in MODES:
                return SettingAnswer("speech-mode", {"mode": settings.mode}, refused=True)
            self.save(replace(settings, mode=str(value)))
            return SettingAnswer("speech-mode", {"mode": str(value)})
        if name == "verbosity":
            if value not in VERBOSITY:
                return SettingAnswer("speech-verbosity", {"level": settings.verbosity},
                                     refused=True)
            self.save(replace(settings, verbosity=str(value)))
            return SettingAnswer("speech-verbosity", {"level": str(value)})
        if name == "earcons":
            if value not in ("on", "off"):
                current = "on" if settings.earcons else "off"
                return SettingAnswer(f"speech-earcons-{current}", {}, refused=True)
            self.save(replace(settings, earcons=value == "on"))
            return SettingAnswer(f"speech-earcons-{value}", {})
        raise ValueError(f"unknown speech setting: {name!r}")

    def save(self, settings: Settings) -> None:
        """Make ``settings`` the settings in force and write them (when there is a file)."""
        self.settings = settings
        if self.store is None:
            return
        problem = self.store.save(settings)
        if problem is not None:
            with self._lock:
                self._problems.append((str(self.store.path), problem))

    def take_notices(self, lang: str) -> list[str]:
        """The files that could not be written since the last call, worded in ``lang``."""
        with self._lock:
            problems, self._problems = self._problems, []
        return [t(lang, "settings-not-saved", path=path, problem=problem)
                for path, problem in problems]


def _as_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdecimal():
        return int(value.strip())
    return None

