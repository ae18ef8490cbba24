"""The facts ``tripeaks-a11y doctor`` finds out here, one function per fact (``FACTS``).

Each fact is a JSON value found without speaking, recording, or making or
changing a file; ``gather`` finds them all and never raises (a fact that
cannot be had is ``{"error": text}``). Every text from outside passes
``sanitize.echo``.
"""

from __future__ import annotations

import importlib
import os
import platform
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ... import __version__, environment
from ...i18n import LANGUAGES, locales_dir, message_ids
from ...sanitize import echo

__all__ = ["FACTS", "VOICE_LIBRARIES", "Facts", "gather", "writable"]

_PATH_CHARS = 400
"""A path is said whole up to this many characters (``sanitize.echo``)."""
_TEXT_CHARS = 200
"""Other outside text (an error, a device's name) up to this many characters."""

VOICE_LIBRARIES = ("pocketsphinx", "sounddevice")
"""The libraries of the voice input (the ``[voice]`` extra), by import name."""

Facts = dict[str, Any]
"""The facts as JSON values, by name (the keys of ``FACTS``)."""


def _shown(value: object, limit: int = _PATH_CHARS) -> str:
    return echo(str(value), limit)


# ------------------------------------------------------------------ the facts

def _version(_: _Context) -> Any:
    return __version__


def _python(_: _Context) -> Any:
    return {"version": platform.python_version(),
            "implementation": platform.python_implementation(),
            "platform": _shown(platform.platform(), _TEXT_CHARS)}


def _solver_core(_: _Context) -> Any:
    from ...solver import native

    return "compiled" if native.active() == "native" else "python"


def _solver(_: _Context) -> Any:
    from ...solver import native

    choice = environment.environ().get(native.CHOICE_ENV, "").strip()
    return {"available": native.available(),
            "library": _shown(environment.environ().get(native.LIBRARY_ENV)
                              or native.LIBRARY_PATH),
            "choice": _shown(choice, _TEXT_CHARS) or None}


def _speech(context: _Context) -> Any:
    from ...speech.detect import detect_screen_reader
    from ...speech.plan import check_voice, plan_output, sink_from_env, voice_problem

    seen: dict[str, Any] = {"reader": None, "problem": None}

    def detector() -> str | None:
        found = detect_screen_reader()
        seen["reader"] = _shown(found, _TEXT_CHARS) if found is not None else None
        context.reader, context.detected = seen["reader"], True
        return context.reader

    def check() -> Any:
        seen["problem"] = voice_problem(sink_from_env())
        return seen["problem"]

    plan = plan_output("auto", detector=detector, check=check)
    reason = ("screen-reader" if seen["reader"] else
              seen["problem"].value if seen["problem"] is not None else "no-screen-reader")
    voice = check_voice(context.lang, sink_from_env())
    return {"setting": context.output,
            "auto": plan.kind,
            "reason": reason,
            "notice": plan.notice(context.lang) if plan.notice is not None else None,
            "voice_check": voice.value if voice is not None else "ok"}


def _screen_reader(context: _Context) -> Any:
    if context.detected:  # found once already, by the detector "auto" runs
        return context.reader
    from ...speech.detect import detect_screen_reader

    found = detect_screen_reader()
    return _shown(found, _TEXT_CHARS) if found is not None else None


def _sound_device(_: _Context) -> Any:
    from ...speech.detect import sound_device

    return sound_device()


def _voice_libraries(_: _Context) -> Any:
    found: dict[str, Any] = {}
    for name in VOICE_LIBRARIES:
        try:
            importlib.import_module(name)
        except ImportError:
            found[name] = "missing"
        except Exception as error:  # sounddevice: OSError when PortAudio is missing
            found[name] = "broken: " + _shown(error, _TEXT_CHARS)
        else:
            found[name] = "installed"
    return found


def _microphone(_: _Context) -> Any:
    from ..terminal import MICROPHONE_ENV

    stand_in = environment.environ().get(MICROPHONE_ENV, "")
    if stand_in:
        return {"found": True, "stand_in": _shown(stand_in), "name": None, "problem": None}
    try:
        import sounddevice
    except ImportError:
        return {"found": None, "stand_in": None, "name": None, "problem": "sounddevice missing",
                "library_missing": True}
    except Exception as error:  # OSError: no PortAudio
        return {"found": None, "stand_in": None, "name": None,
                "problem": _shown(error, _TEXT_CHARS)}
    try:  # the list of devices: nothing is opened, nothing recorded
        inputs = [device for device in sounddevice.query_devices()
                  if int(device.get("max_input_channels", 0)) >= 1]
    except Exception as error:  # PortAudioError
        return {"found": None, "stand_in": None, "name": None,
                "problem": _shown(error, _TEXT_CHARS)}
    if not inputs:
        return {"found": False, "stand_in": None, "name": None, "problem": None}
    try:
        default = sounddevice.query_devices(kind="input")  # the one the game would open
    except Exception:  # ValueError or PortAudioError: no default input, some input
        default = inputs[0]
    return {"found": True, "stand_in": None,
            "name": _shown(default.get("name", ""), _TEXT_CHARS), "problem": None}


def _voice_engines(context: _Context) -> Any:
    """The enrolled voices and installed models of the data folder, and the engine
    ``listen on`` would pick in the language (``listen.choice``)."""
    from ...languages import LANGUAGES
    from ...listen.choice import choose_engine, installed_models
    from ...listen.enrol_words import profile_path
    from ...records import data_dir

    folder = context.data_dir if context.data_dir is not None else data_dir()
    choice = choose_engine(context.lang, folder)
    return {"profiles": [lang for lang in LANGUAGES if profile_path(folder, lang).is_file()],
            "models": installed_models(folder),
            "engine": choice.engine, "reason": choice.reason}


def writable(path: Path) -> bool:
    """Whether the program could write the file ``path`` (made, with its folders, if missing).

    Nothing is made or changed: the file, when it exists, must be a regular
    file writable by this process; the nearest folder that exists on the way
    to it must be a folder this process can write in (``os.access``: a
    read-only file system says no even to root; a regular file in place of a
    folder says no). Never raises.
    """
    try:
        if path.exists() and not (path.is_file() and os.access(path, os.W_OK)):
            return False
        folder = path.parent
        while not folder.exists():
            if folder.parent == folder:
                return False
            folder = folder.parent
        return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)
    except OSError:
        return False


def _file(path: Path) -> Facts:
    try:
        exists = path.is_file()
    except OSError:
        exists = False
    return {"path": _shown(path), "exists": exists, "writable": writable(path)}


def _settings(_: _Context) -> Any:
    from ...settings import settings_path

    return _file(settings_path())


def _records(context: _Context) -> Any:
    from ...records import records_path
    from ...records.inspection import problem_of

    path = records_path(context.data_dir)
    problem = problem_of(path)
    return {**_file(path), "problem": problem.value if problem is not None else None}


def _catalogs(_: _Context) -> Any:
    found: dict[str, Any] = {}
    for lang in LANGUAGES:
        try:
            found[lang] = {"messages": len(message_ids(lang)), "error": None}
        except Exception as error:  # MessageFormatError, OSError, a decoding error
            found[lang] = {"messages": 0, "error": _shown(error, _TEXT_CHARS)}
    return {"folder": _shown(locales_dir()), "languages": found}


class _Context:
    """What the facts are found for: the language, the saved speech setting, the
    records folder chosen, and the facts found so far."""

    def __init__(self, lang: str, output: str, data_dir: Path | None) -> None:
        self.lang = lang
        self.output = output
        self.data_dir = data_dir
        self.facts: Facts = {}
        self.reader: str | None = None
        """The screen reader the speech fact's detector found (when ``detected``)."""
        self.detected = False


FACTS: tuple[tuple[str, Callable[[_Context], Any]], ...] = (
    ("version", _version),
    ("python", _python),
    ("solver_core", _solver_core),
    ("solver", _solver),
    ("speech", _speech),
    ("screen_reader", _screen_reader),
    ("sound_device", _sound_device),
    ("voice_libraries", _voice_libraries),
    ("microphone", _microphone),
    ("voice_engines", _voice_engines),
    ("settings", _settings),
    ("records", _records),
    ("catalogs", _catalogs),
)
"""Each fact's name (its key in the JSON) and the function that finds it out, in order."""


def gather(lang: str, *, output: str = "auto", data_dir: Path | None = None) -> Facts:
    """Every fact of ``FACTS``, as JSON values, in the interface language ``lang``.

    ``output`` is the saved ``--speech`` setting, ``data_dir`` the records
    folder chosen with ``--data-dir`` (None: the default). A fact that raised
    is ``{"error": text}``. Never raises.
    """
    context = _Context(lang, output, data_dir)
    for name, find in FACTS:
        try:
            context.facts[name] = find(context)
        except Exception as error:  # a fact that cannot be had is said as such
            context.facts[name] = {"error": _shown(error, _TEXT_CHARS) or type(error).__name__}
    return context.facts

