"""Which recogniser listens when the player has not named one (issue 31, point 5).

The order follows what was measured (docs/voice.md, "Which engine"): the
player's own voice where a profile is enrolled for the language (it hears
its speaker best, in every language); else the Whisper scorer where a model
that hears the language is installed and its libraries are there; else the
built-in pocketsphinx, for English only, with every move asked first (it
mishears about one command in five). Arabic and Croatian with neither a
profile nor a model have no engine to trust: the choice is "enrol-first",
and the game says how to enrol and stays off.

``choose_engine`` only looks at files and installed libraries; it opens no
model and no profile.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ..languages import LANGUAGE_TABLE
from .model_store import installed
from .model_table import Model

__all__ = ["CHOICE_REASONS", "EngineChoice", "choose_engine", "models_dir", "profile_file",
           "whisper_model_for"]

CHOICE_REASONS: Final = ("enrolled", "model", "built-in", "enrol-first")
"""Why an engine was chosen: a profile for the language; an installed model; neither,
English (pocketsphinx); neither, another language (nothing to trust: enrol first)."""

_WHISPER_LIBRARIES: Final = ("ctranslate2", "tokenizers", "numpy")
_ENROLLED_LIBRARIES: Final = ("numpy",)


@dataclass(frozen=True)
class EngineChoice:
    """The engine picked for a language: ``engine`` (a name of ``engines.ENGINES``),
    ``reason`` (one of ``CHOICE_REASONS``) and, for Whisper, ``model`` (the
    installed model's folder and its name)."""

    engine: str
    reason: str
    model: Path | None = None
    model_name: str = ""


def models_dir(data_dir: Path) -> Path:
    """The folder of downloaded models in the data folder ``data_dir``."""
    return data_dir / "models"


def profile_file(data_dir: Path, lang: str) -> Path:
    """Where the enrolled profile of ``lang`` is kept in ``data_dir`` (``enrolled.profile_path``,
    told here without importing numpy)."""
    return data_dir / "voice" / f"{lang}.npz"


def _have(modules: tuple[str, ...]) -> bool:
    try:
        return all(importlib.util.find_spec(name) is not None for name in modules)
    except (ImportError, ValueError):
        return False


def _hears(model: Model, lang: str) -> bool:
    """Whether ``model`` hears ``lang``: a model named ``NAME.L`` hears language L alone
    (Whisper's English-only ``tiny.en``); the others are multilingual."""
    _, dot, only = model.name.rpartition(".")
    return not dot or only == lang


def _built_in(lang: str) -> bool:
    """Whether the built-in recogniser hears ``lang`` well enough to be chosen: its own
    phones, not experimental (``languages``' listening rows: English)."""
    return any(row.code == lang and row.listening.phones and not row.listening.experimental
               for row in LANGUAGE_TABLE)


def whisper_model_for(lang: str, data_dir: Path) -> tuple[Model, Path] | None:
    """The installed model the Whisper engine listens with in ``lang``, with its folder, or
    None: the smallest that hears ``lang`` (tiny.en before base for English)."""
    return next(((model, folder) for model, folder in installed(models_dir(data_dir))
                 if _hears(model, lang)), None)


def choose_engine(lang: str, data_dir: Path) -> EngineChoice:
    """The engine for ``lang`` (module docstring) from what ``data_dir`` holds. Never raises:
    an unreadable folder counts as holding nothing."""
    try:
        enrolled = profile_file(data_dir, lang).is_file()
    except OSError:
        enrolled = False
    if enrolled and _have(_ENROLLED_LIBRARIES):
        return EngineChoice("enrolled", "enrolled")
    try:
        found = whisper_model_for(lang, data_dir)
    except OSError:
        found = None
    if found is not None and _have(_WHISPER_LIBRARIES):
        return EngineChoice("whisper", "model", found[1], found[0].name)
    if _built_in(lang):
        return EngineChoice("pocketsphinx", "built-in")
    return EngineChoice("enrolled", "enrol-first")
