"""The speech recognisers the player can choose, one row each (issue 15, point 2).

``ENGINES`` is the table ``--voice-engine`` and the ``[voice] engine`` setting
read: pocketsphinx (built in, its bundled US-English model; Croatian and
Arabic through pronunciation dictionaries in its phone set, experimental),
the player's own voice (``enrolled``: the profile ``listen enrol`` made, in
any language; numpy, of the voice extra),
Vosk (with a model the player supplies, ``--voice-model``) and Whisper, which
scores the command list (``whisper_engine``; a model named with
``--voice-model``, else the one ``listen model get`` installed:
``whisper_engine.whisper_model_for``; downloaded only when the player asks:
``listen.model_store``).
``recognizer_for`` makes the recogniser of a row, or
raises RecognizerError with one sentence that names the fix.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path

from ..languages import LANGUAGE_TABLE, LANGUAGES
from .extra import VoiceExtraMissing, missing_voice_libraries
from .recognizer import Recognizer, RecognizerError, pocketsphinx_recognizer
from .vosk_engine import VOSK_INSTALL, VOSK_MODELS, vosk_recognizer
from .whisper_engine import WHISPER_INSTALL, WHISPER_MODELS, whisper_recognizer

__all__ = [
    "DEFAULT_ENGINE",
    "ENGINES",
    "Engine",
    "engine_languages",
    "recognizer_for",
]


@dataclass(frozen=True)
class Engine:
    """One recogniser.

    ``name``: its ``--voice-engine`` value. ``languages``: the languages it
    hears, or None for whatever its model holds (the player says which with
    ``--lang``; only languages with spoken commands, ``languages.LANGUAGES``,
    can be asked for). ``needs_model``: whether ``--voice-model`` must name a
    model. ``make``: (language, model path) to a Recognizer, RecognizerError
    when it cannot. ``experimental``: languages it hears less well than the
    targets of issue 15 ask. ``install``: how its library is installed
    (empty when it comes with the game). ``models``: where a model is had.
    ``hears``: what it needs to hear a language, for the guides (empty: its
    model, or nothing when it is built in). ``asks_when_chosen``: when the game
    chose it (the player named no engine), every command heard that changes the
    game is asked first under ``voice confirm uncertain``, whatever the engine
    says of its certainty (it mishears about one command in five:
    docs/accessibility.md, "Spoken commands"); named, its own certainty counts.
    """

    name: str
    languages: frozenset[str] | None
    needs_model: bool
    make: Callable[[str, Path | None], Recognizer]
    experimental: frozenset[str] = frozenset()
    install: str = ""
    models: str = ""
    hears: str = ""
    asks_when_chosen: bool = False


def _pocketsphinx(lang: str, _model: Path | None) -> Recognizer:
    return pocketsphinx_recognizer(lang)


def _enrolled(lang: str, _model: Path | None) -> Recognizer:
    """The player's own voice: the profile of ``lang`` in the data folder (numpy, of
    the voice extra, imported only here). It listens through the voice extra's
    voice-activity detector, so that extra missing is said first."""
    absent = missing_voice_libraries()
    if absent:
        raise VoiceExtraMissing(absent[0])
    try:
        enrolled = import_module(".enrolled", __package__)
        store = import_module("..records.store", __package__)
    except ModuleNotFoundError as missing:
        raise VoiceExtraMissing(missing.name or "numpy") from None
    recognizer: Recognizer = enrolled.enrolled_recognizer(lang, store.data_dir())
    return recognizer


ENGINES: dict[str, Engine] = {
    engine.name: engine for engine in (
        Engine("pocketsphinx",
               frozenset(row.code for row in LANGUAGE_TABLE if row.listening.phones),
               needs_model=False, make=_pocketsphinx,
               experimental=frozenset(row.code for row in LANGUAGE_TABLE
                                      if row.listening.phones and row.listening.experimental),
               asks_when_chosen=True),
        Engine("vosk", None, needs_model=True, make=vosk_recognizer,
               install=VOSK_INSTALL, models=VOSK_MODELS),
        Engine("whisper", None, needs_model=True, make=whisper_recognizer,
               install=WHISPER_INSTALL, models=WHISPER_MODELS,
               hears=("a Whisper model holding this language: listen model get tiny.en "
                      "(English) or base, or one you supply; it weighs every command "
                      "against what you said")),
        Engine("enrolled", frozenset(LANGUAGES), needs_model=False, make=_enrolled,
               hears="your own voice, once enrolled in this language"),
    )
}
"""Every recogniser by name, the built-in one first."""

DEFAULT_ENGINE = "auto"
"""No engine named: the game chooses (``listen.choice.choose_engine``)."""


def engine_languages(engine: Engine) -> tuple[str, ...]:
    """The languages ``engine`` can be asked for, in ``LANGUAGES`` order."""
    return tuple(lang for lang in LANGUAGES
                 if engine.languages is None or lang in engine.languages)


def recognizer_for(engine: str, lang: str, model: Path | None,
                   data_dir: Path | None = None) -> Recognizer:
    """The recogniser of row ``engine`` for ``lang``, with the model at ``model``.

    ``engine`` "auto" (``DEFAULT_ENGINE``) is the one ``listen.choice.choose_engine``
    picks from the enrolled voices and installed models of ``data_dir`` (default:
    the data folder), with the model it found when none is given; where it finds
    nothing to trust (Arabic or Croatian with no voice enrolled and no model) it
    raises RecognizerError "no-profile", which says how to enrol.
    ``model`` is not read by an engine that needs none (pocketsphinx). Raises
    RecognizerError with one sentence for: an engine not in ``ENGINES``, a
    language it does not hear, and whatever its ``make`` refuses (no model
    given, nothing or no model at the path, a broken model, its library not
    installed).
    """
    if engine == DEFAULT_ENGINE:
        from ..records.store import data_dir as default_data_dir
        from .choice import choose_engine

        choice = choose_engine(lang, data_dir if data_dir is not None else default_data_dir())
        if choice.reason == "enrol-first":
            missing = missing_voice_libraries()  # said first: no engine listens without it
            if missing:
                raise VoiceExtraMissing(missing[0])
            raise RecognizerError("no-profile", language=lang)
        engine, model = choice.engine, model if model is not None else choice.model
    row = ENGINES.get(engine)
    if row is None:
        raise RecognizerError("no-engine", engine=engine, choices=", ".join(ENGINES))
    if lang not in engine_languages(row):
        raise RecognizerError("engine-language", engine=row.name, language=lang,
                              choices=", ".join(engine_languages(row)))
    return row.make(lang, model if row.needs_model else None)
