"""The settings' values: ``Settings``, the choices and ranges, and which values are usable.

Where each value lives in ``settings.toml`` (``speech.rate``, ``voice.confirm``,
``lang``; the file's shape is in ``store``) and whether a value read there can
be used: ``_read_values`` keeps the usable ones and names the rest, which the
store reports as a ``SettingsProblem`` and leaves at the default. Nothing here
reads or writes a file.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

from ..values.rules import rule_set_named, variant_of

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
