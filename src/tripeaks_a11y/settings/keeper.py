"""The player's settings while the game runs: read once, changed one at a time, written whole.

``Preferences`` is the one writer of ``settings.toml`` (``settings.SettingsStore``):
the session keeps the game settings the player changes at the keyboard
(language, rules, error help) through ``keep``, and the speech controller
saves the speech settings through ``save``. A file that could not be read
at the start, or cannot be written, is told once, with the next answer
(``take_notices``), in the interface language, and the game goes on with
the settings in memory. Without a store (script mode) nothing is read or
written: changes last for the session.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..i18n import join_list, t
from ..sanitize import echo
from . import (
    MAX_DEPTH,
    MODES,
    RATE_RANGE,
    READ_LIMIT,
    VERBOSITY,
    VOLUME_RANGE,
    Settings,
    SettingsProblem,
    SettingsStore,
)

__all__ = ["PATH_LIMIT", "VOICE_SETTINGS", "Preferences", "SettingAnswer", "problem_notice"]

VOICE_SETTINGS = frozenset({"listen", "voice_confirm", "voice_engine", "voice_model",
                            "voice_interrupt"})
"""The voice-input settings ``keep`` takes (``[voice]`` in the file; session/hearing.py)."""

PATH_LIMIT = 160
"""At most this many characters of the settings file's path are said (it may come from
the environment)."""


@dataclass(frozen=True)
class SettingAnswer:
    """What a setting now is, for the announcer to word (``Announcer.answers.setting``).

    ``setting``: "rate", "volume", "mode", "verbosity", "earcons", "output"
    or "test"; ``value``: the value in force after the command (rate and
    volume in percent; "on"/"off" for earcons; for "test" the output that
    said the sample, "none" when speech is off). ``refused``: the value given
    was not accepted and the setting is unchanged; ``limits``: for a number
    out of range, the allowed (low, high).
    """

    setting: str
    value: str | int
    refused: bool = False
    limits: tuple[int, int] | None = None


class Preferences:
    """The settings in force and where they are kept.

    ``store``: the settings file (None: kept for this session only);
    ``settings``: what was read from it (defaults when None). A problem the
    store met at its ``load`` is told with the first notices.
    """

    def __init__(self, store: SettingsStore | None = None,
                 settings: Settings | None = None) -> None:
        self.store = store
        self.settings = settings or Settings()
        self._lock = threading.Lock()
        self._problems: list[SettingsProblem] = []  # not yet told
        self._told: set[SettingsProblem] = set()  # each problem is told once a session
        if store is not None and store.problem is not None:
            self._problems.append(store.problem)

    def keep(self, name: str, value: str | bool) -> None:
        """Keep a game setting: "lang" or "rules" (a word), "variants" (code letters, ""
        for none) or "error_help" (a bool), or
        a voice-input one (``VOICE_SETTINGS``: "listen", "voice_confirm",
        "voice_engine", "voice_model", a word or a path; "voice_interrupt", a bool),
        or "tutorial_offered" (a bool: the guided first game was offered).

        Raises ValueError for another name or a value of the wrong kind.
        """
        if name == "lang" and isinstance(value, str):
            self.save(replace(self.settings, lang=value), keys=(name,))
        elif name == "rules" and isinstance(value, str):
            self.save(replace(self.settings, rules=value), keys=(name,))
        elif name == "variants" and isinstance(value, str):
            self.save(replace(self.settings, variants=value), keys=(name,))
        elif name == "error_help" and isinstance(value, bool):
            self.save(replace(self.settings, error_help=value), keys=(name,))
        elif name == "tutorial_offered" and isinstance(value, bool):
            self.save(replace(self.settings, tutorial_offered=value), keys=(name,))
        elif name in VOICE_SETTINGS and isinstance(value, bool) == (name == "voice_interrupt"):
            changes: dict[str, Any] = {name: value}
            self.save(replace(self.settings, **changes), keys=(name,))
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
                return SettingAnswer(name, getattr(settings, name), refused=True,
                                     limits=(low, high))
            if name == "rate":
                self.save(replace(settings, rate=number), keys=(name,))
            else:
                self.save(replace(settings, volume=number), keys=(name,))
            return SettingAnswer(name, number)
        if name == "mode":
            if value not in MODES:
                return SettingAnswer(name, settings.mode, refused=True)
            self.save(replace(settings, mode=str(value)), keys=(name,))
            return SettingAnswer(name, str(value))
        if name == "verbosity":
            if value not in VERBOSITY:
                return SettingAnswer(name, settings.verbosity, refused=True)
            self.save(replace(settings, verbosity=str(value)), keys=(name,))
            return SettingAnswer(name, str(value))
        if name == "earcons":
            if value not in ("on", "off"):
                current = "on" if settings.earcons else "off"
                return SettingAnswer(name, current, refused=True)
            self.save(replace(settings, earcons=value == "on"), keys=(name,))
            return SettingAnswer(name, str(value))
        raise ValueError(f"unknown speech setting: {name!r}")

    def save(self, settings: Settings, keys: Iterable[str] = ()) -> None:
        """Make ``settings`` the settings in force and write them (when there is a file).

        ``keys``: the setting names the player just set (written even when
        unchanged); the others are written when they differ from what this
        game read, so what another game saved meanwhile is kept.
        """
        self.settings = settings
        if self.store is None:
            return
        problem = self.store.save(settings, keys)
        if problem is not None:
            with self._lock:
                self._problems.append(problem)

    def take_notices(self, lang: str) -> list[str]:
        """The file's problems not told yet, one sentence each in ``lang``; each told once."""
        with self._lock:
            problems, self._problems = self._problems, []
            fresh = [p for p in dict.fromkeys(problems) if p not in self._told]
            self._told.update(fresh)
        if self.store is None:
            return []
        return [problem_notice(lang, self.store.path, problem) for problem in fresh]


def problem_notice(lang: str, path: Path, problem: SettingsProblem) -> str:
    """The sentence that tells the player ``problem`` with the file at ``path``, in ``lang``.

    ``path`` is said through ``sanitize.echo`` (at most ``PATH_LIMIT``
    characters): it may come from the environment.
    """
    where = echo(str(path), PATH_LIMIT)
    if problem.kind == "unwritable":
        return t(lang, "settings-not-saved", path=where, problem=_reason(lang, problem))
    if problem.kind == "unreadable":
        return t(lang, "settings-unreadable", path=where, problem=_reason(lang, problem))
    if problem.kind == "too-big":
        return t(lang, "settings-too-big", path=where, count=READ_LIMIT // 1024)
    if problem.kind == "syntax":
        return t(lang, "settings-syntax", path=where, number=problem.line)
    if problem.kind == "nesting":
        return t(lang, "settings-nesting", path=where, count=MAX_DEPTH)
    if problem.kind == "values":
        keys = join_list(lang, [echo(key) for key in problem.keys])
        return t(lang, "settings-values", path=where, problem=keys)
    if problem.kind == "encoding":
        return t(lang, "settings-encoding", path=where)
    return t(lang, "settings-not-file", path=where)


def _reason(lang: str, problem: SettingsProblem) -> str:
    if problem.reason in ("denied", "full", "read-only", "folder", "changed", "too-big"):
        return t(lang, f"settings-reason-{problem.reason}", count=READ_LIMIT // 1024)
    return t(lang, "settings-reason-other", problem=echo(problem.code))


def _as_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdecimal():
        return int(value.strip())
    return None
