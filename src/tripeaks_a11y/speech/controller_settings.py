"""The settings half of the speech controller: change, save and answer for a setting.

``SettingsControl`` holds ``SpeechController.apply_setting`` (a speech
setting, told back as a ``SettingAnswer``), saved through the player's
``Preferences``, the one writer of the settings file. It works on the
controller's state, declared below; the controller switches the output.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace

from ..settings import OUTPUTS, Settings
from ..settings.keeper import Preferences, SettingAnswer
from .plan import Notice, Plan

__all__ = ["SettingAnswer", "SettingsControl"]  # SettingAnswer: from preferences


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
        """Choose the output or test it, and say what it is now.

        ``name``: "speech" (value auto, tts, screen-reader or none: the output
        switches at once and is saved) or "test" (no value: the sample
        sentence, or that speech is off). The other speech settings (rate,
        volume, mode, verbosity, earcons) are the player's preferences and go
        to ``Preferences.apply``. A bad value is refused with the current
        output. Raises ValueError for an unknown ``name``.
        """
        settings = self.settings
        if name == "test":
            return SettingAnswer("test", self.output)
        if name == "speech":
            if value not in OUTPUTS:
                return SettingAnswer("output", self.output, refused=True)
            # The player chose: the answer says what is in force, in one line, without
            # the notice an automatic choice gets at start-up (F9 included, issue 30).
            plan = replace(self._replan(str(value)), notice=None)
            self._switch(plan)
            self._save(replace(settings, output=str(value)))
            return SettingAnswer("output", plan.kind)
        raise ValueError(f"not an output setting: {name!r} (see Preferences.apply)")

    @property
    def settings(self) -> Settings:
        """The settings in force (the preferences')."""
        return self.preferences.settings

    def _save(self, settings: Settings) -> None:
        self.preferences.save(settings)
