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
from dataclasses import replace

from .i18n import t
from .settings import Settings, SettingsStore

__all__ = ["Preferences"]


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
