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

from dataclasses import dataclass
from pathlib import Path
from typing import Final

from .enrol_words import profile_path
from .extra import missing_libraries
from .model_store import installed, models_in
from .recognizer import built_in_hears
from .whisper_engine import whisper_model_for

__all__ = ["CHOICE_REASONS", "EngineChoice", "choose_engine", "installed_models"]

CHOICE_REASONS: Final = ("enrolled", "model", "built-in", "enrol-first")
"""Why an engine was chosen: a profile for the language; an installed model; neither,
English (pocketsphinx); neither, another language (nothing to trust: enrol first)."""

_WHISPER_LIBRARIES: Final = ("ctranslate2", "tokenizers", "numpy")
_ENROLLED_LIBRARIES: Final = ("numpy",)


@dataclass(frozen=True)
class EngineChoice:
    """The engine picked for a language: ``engine`` (a name of ``engines.ENGINES``),
    ``reason`` (one of ``CHOICE_REASONS``) and, for Whisper, ``model`` (the
    installed model's folder, ``whisper_engine.whisper_model_for``) and its name."""

    engine: str
    reason: str
    model: Path | None = None
    model_name: str = ""


def installed_models(data_dir: Path) -> list[str]:
    """The names of the models installed in the data folder ``data_dir``, smallest first."""
    return [model.name for model, _ in installed(models_in(data_dir))]


def choose_engine(lang: str, data_dir: Path) -> EngineChoice:
    """The engine for ``lang`` (module docstring) from what ``data_dir`` holds. Never raises:
    an unreadable folder counts as holding nothing."""
    try:
        enrolled = profile_path(data_dir, lang).is_file()
    except OSError:
        enrolled = False
    if enrolled and not missing_libraries(_ENROLLED_LIBRARIES):
        return EngineChoice("enrolled", "enrolled")
    try:
        found = whisper_model_for(lang, data_dir)
    except OSError:
        found = None
    if found is not None and not missing_libraries(_WHISPER_LIBRARIES):
        return EngineChoice("whisper", "model", found, found.name)
    if built_in_hears(lang):
        return EngineChoice("pocketsphinx", "built-in")
    return EngineChoice("enrolled", "enrol-first")
