"""The player's settings file, ``settings.toml``: load, validate, merge and save it safely.

``values`` holds the values (``Settings``, the allowed choices and ranges,
which values read from the file are usable), ``store`` the ``SettingsStore``
that loads and merges them; ``files`` is the file
layer under it (no hang on a FIFO, a capped read, a unique temporary file,
one ``.broken`` copy, a lock between two running games).
"""

from __future__ import annotations

from .files import READ_LIMIT, SettingsProblem
from .store import CONFIG_ENV, FILE_NAME, MAX_DEPTH, SettingsStore, config_dir, settings_path
from .values import (
    CONFIRM_CHOICES,
    LISTEN_CHOICES,
    MODES,
    OUTPUTS,
    RATE_RANGE,
    VERBOSITY,
    VOLUME_RANGE,
    Settings,
)

__all__ = [
    "CONFIG_ENV",
    "CONFIRM_CHOICES",
    "FILE_NAME",
    "LISTEN_CHOICES",
    "MAX_DEPTH",
    "MODES",
    "OUTPUTS",
    "RATE_RANGE",
    "READ_LIMIT",
    "Settings",
    "SettingsProblem",
    "SettingsStore",
    "VERBOSITY",
    "VOLUME_RANGE",
    "config_dir",
    "settings_path",
]
