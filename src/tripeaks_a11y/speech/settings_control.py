"""The settings half of the speech controller: change, save and answer for a setting.

``SettingsControl`` holds ``SpeechController.apply_setting`` (a speech
setting, told back as a ``SettingAnswer``), saved through the player's
``Preferences``, the one writer of the settings file. It works on the
controller's state, declared below; the controller switches the output.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..preferences import Preferences
from ..settings import MODES, OUTPUTS, RATE_RANGE, VERBOSITY, VOLUME_RANGE, Settings
from .plan import Notice, Plan

__all__ = ["SettingAnswer", "SettingsControl"]


@dataclass(frozen=True)
class SettingAnswer:
    """What to tell the player after a setting: catalog ``msg_id`` with ``args``;
    ``refused`` when the value was not accepted (the setting is unchanged)."""

    msg_id: str
    args: dict[str, object]
    refused: bool = False


class SettingsControl:
    """``apply_setting`` and ``remember`` for ``SpeechController``, which sets these."""

    preferences: Preferences
    output: str
    _replan: Callable[[str], Plan]
    _cond: threading.Condition
    _notices: list[Notice]

    def _switch(self, plan: Plan) -> None:
        """Use ``plan``'s output from now on (``SpeechController`` does)."""
        raise NotImplementedError

    def apply_setting(self, name: str, value: str | int | None = None) -> SettingAnswer:
        """Change one speech setting, save it, and say what it is now.

        ``name``: "speech" (value auto, tts, screen-reader or none), "test" (no
        value: the sample sentence, or that speech is off), "mode"
        (interrupt or queue), "rate" (50-400), "volume" (0-100), "verbosity"
        (brief, normal, full) or "earcons" (on or off). A bad value is
        refused with the allowed range or the current value. Raises
        ValueError for an unknown ``name``.
        """
        settings = self.settings
        if name == "test":
            return SettingAnswer("speech-test" if self.output != "none" else "speech-test-none",
                                 {})
        if name == "speech":
            if value not in OUTPUTS:
                return SettingAnswer("speech-set", {"output": self.output}, refused=True)
            plan = self._replan(str(value))
            self._switch(plan)
            self._save(replace(settings, output=str(value)))
            return SettingAnswer("speech-set", {"output": plan.kind})
        if name in ("rate", "volume"):
            low, high = RATE_RANGE if name == "rate" else VOLUME_RANGE
            number = _as_int(value)
            if number is None or not low <= number <= high:
                return SettingAnswer(f"speech-{name}-range", {"low": low, "high": high},
                                     refused=True)
            if name == "rate":
                self._save(replace(settings, rate=number))
            else:
                self._save(replace(settings, volume=number))
            return SettingAnswer(f"speech-{name}", {name: number})
        if name == "mode":
            if value not in MODES:
                return SettingAnswer("speech-mode", {"mode": settings.mode}, refused=True)
            self._save(replace(settings, mode=str(value)))
            return SettingAnswer("speech-mode", {"mode": str(value)})
        if name == "verbosity":
            if value not in VERBOSITY:
                return SettingAnswer("speech-verbosity", {"level": settings.verbosity},
                                     refused=True)
            self._save(replace(settings, verbosity=str(value)))
            return SettingAnswer("speech-verbosity", {"level": str(value)})
        if name == "earcons":
            if value not in ("on", "off"):
                current = "on" if settings.earcons else "off"
                return SettingAnswer(f"speech-earcons-{current}", {}, refused=True)
            self._save(replace(settings, earcons=value == "on"))
            return SettingAnswer(f"speech-earcons-{value}", {})
        raise ValueError(f"unknown speech setting: {name!r}")

    @property
    def settings(self) -> Settings:
        """The settings in force (the preferences')."""
        return self.preferences.settings

    def _save(self, settings: Settings) -> None:
        self.preferences.save(settings)


def _as_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdecimal():
        return int(value.strip())
    return None

