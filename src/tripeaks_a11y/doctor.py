"""``tripeaks-a11y doctor``: what a bug report needs, found out here and said plainly.

``doctor_main`` gathers the facts (``gather``: one function per fact, in
``FACTS``) and prints them as plain lines in the interface language
(``lines``: one catalog message per line, locales/*/doctor.ftl), or with
``--json`` as one JSON object for tools. The facts: the game's version;
Python (version, implementation, platform); the solver core actually loaded
(``solver.native.active``: "compiled" or "python", and how to get the
compiled one); what ``--speech auto`` would choose here and why
(``speech.plan.plan_output`` with the detectors it would run, nothing
spoken), the screen reader detected, the sound device (the speech layer's
cheap check) and the own voice's check for the language (``espeak-ng -q``:
no sound); the voice input libraries (pocketsphinx, sounddevice) and the
microphone (sounddevice's list of devices: nothing is recorded); the
settings and records files and whether each can be written (no file is
made or changed); the catalogs that load, with their message counts.

Nothing raises out of a fact: one that cannot be found out is said as such,
and the exit status is always 0. Every text from outside (paths, the
environment's values, device and platform names, error messages) passes
``sanitize.echo`` before it is printed or put in the JSON.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from . import __version__, environment
from .i18n import LANGUAGES, join_list, locales_dir, message_ids, t
from .languages import language
from .sanitize import echo, json_line, ltr_marked, terminal_line

__all__ = ["FACTS", "build_parser", "doctor_main", "gather", "lines"]

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


def build_parser() -> argparse.ArgumentParser:
    """The ``tripeaks-a11y doctor`` parser: ``--lang``, ``--json``, ``--data-dir``."""
    parser = argparse.ArgumentParser(
        prog="tripeaks-a11y doctor",
        description="Say what a bug report needs: the version, Python, the solver core, "
                    "the speech output and why, the screen reader, the sound device, the "
                    "voice input libraries and microphone, the settings and records files "
                    "and whether they can be written, and the catalogs. Nothing is spoken "
                    "or recorded; the exit status is 0.")
    parser.add_argument("--lang", choices=LANGUAGES, type=str.lower,
                        help="language of the answer (default: the saved setting, else the "
                             "system locale, else en)")
    parser.add_argument("--json", action="store_true",
                        help="print the same facts as one JSON object, for tools")
    parser.add_argument("--data-dir", metavar="DIR",
                        help="the folder of the records file to check (default: your data "
                             "folder, or TRIPEAKS_A11Y_DATA_DIR)")
    return parser


# ------------------------------------------------------------------ the facts

def _version(_: _Context) -> Any:
    return __version__


def _python(_: _Context) -> Any:
    return {"version": platform.python_version(),
            "implementation": platform.python_implementation(),
            "platform": _shown(platform.platform(), _TEXT_CHARS)}


def _solver_core(_: _Context) -> Any:
    from .solver import native

    return "compiled" if native.active() == "native" else "python"


def _solver(_: _Context) -> Any:
    from .solver import native

    choice = environment.environ().get(native.CHOICE_ENV, "").strip()
    return {"available": native.available(),
            "library": _shown(environment.environ().get(native.LIBRARY_ENV) or native.LIBRARY_PATH),
            "choice": _shown(choice, _TEXT_CHARS) or None}


def _speech(context: _Context) -> Any:
    from .speech.detect import detect_screen_reader
    from .speech.plan import check_voice, plan_output, sink_from_env, voice_problem

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
    from .speech.detect import detect_screen_reader

    found = detect_screen_reader()
    return _shown(found, _TEXT_CHARS) if found is not None else None


def _sound_device(_: _Context) -> Any:
    from .speech.detect import sound_device

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
    from .terminal import MICROPHONE_ENV

    stand_in = environment.environ().get(MICROPHONE_ENV, "")
    if stand_in:
        return {"found": True, "stand_in": _shown(stand_in), "name": None, "problem": None}
    try:
        import sounddevice
    except ImportError:
        return {"found": None, "stand_in": None, "name": None, "problem": "sounddevice missing"}
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
    from .settings import settings_path

    return _file(settings_path())


def _records(context: _Context) -> Any:
    from .records import records_path

    return _file(records_path(context.data_dir))


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


# ------------------------------------------------------------------ the lines

def _line_version(lang: str, value: Any) -> list[str]:
    return [t(lang, "doctor-heading", version=str(value))]


def _line_python(lang: str, value: Any) -> list[str]:
    return [t(lang, "doctor-python", version=value["version"],
              implementation=value["implementation"], platform=value["platform"])]


def _line_core(lang: str, value: Any, solver: Any) -> list[str]:
    if value == "compiled":
        return [t(lang, "doctor-core-compiled", path=solver["library"])]
    if solver.get("available"):
        return [t(lang, "doctor-core-python-chosen", path=solver["library"])]
    return [t(lang, "doctor-core-python-missing", path=solver["library"]),
            t(lang, "doctor-core-how")]


def _line_speech(lang: str, value: Any) -> list[str]:
    said = [t(lang, "doctor-speech-setting", output=value["setting"]),
            t(lang, "doctor-speech-auto", notice=value["notice"] or "")]
    voice = value["voice_check"]
    title = language(lang).title
    if voice == "ok":
        said.append(t(lang, "doctor-voice-ok", language=title))
    else:
        reason = t(lang, f"voice-{voice}", detail="", language=title)
        said.append(t(lang, "doctor-voice-problem", language=title, reason=reason))
    return said


def _line_screen_reader(lang: str, value: Any) -> list[str]:
    if value:
        return [t(lang, "doctor-screen-reader", reader=value)]
    return [t(lang, "doctor-screen-reader-none")]


def _line_sound(lang: str, value: Any) -> list[str]:
    return [t(lang, "doctor-sound-device" if value else "doctor-sound-device-none")]


def _line_libraries(lang: str, value: Any) -> list[str]:
    said = []
    for name, state in value.items():
        if state == "installed":
            said.append(t(lang, "doctor-library-installed", text=name))
        elif state == "missing":
            said.append(t(lang, "doctor-library-missing", text=name))
        else:
            said.append(t(lang, "doctor-library-broken", text=name,
                          detail=state.removeprefix("broken: ")))
    lines = [t(lang, "doctor-voice-libraries", items=join_list(lang, said))]
    if any(state != "installed" for state in value.values()):
        lines.append(t(lang, "doctor-voice-how"))
    return lines


def _line_microphone(lang: str, value: Any) -> list[str]:
    if value["stand_in"]:
        return [t(lang, "doctor-microphone-stand-in", path=value["stand_in"])]
    if value["found"] is None:
        return [t(lang, "doctor-microphone-unknown", detail=value["problem"])]
    if value["found"]:
        return [t(lang, "doctor-microphone", device=value["name"])]
    return [t(lang, "doctor-microphone-none")]


def _line_file(kind: str) -> Callable[[str, Any], list[str]]:
    def said(lang: str, value: Any) -> list[str]:
        state = "writable" if value["writable"] else "unwritable"
        return [t(lang, f"doctor-{kind}-{state}", path=value["path"])]
    return said


def _line_catalogs(lang: str, value: Any) -> list[str]:
    said = [t(lang, "doctor-catalogs", path=value["folder"])]
    for code, found in value["languages"].items():
        title = language(code).title
        if found["error"] is None:
            said.append(t(lang, "doctor-catalog", language=title, count=found["messages"]))
        else:
            said.append(t(lang, "doctor-catalog-error", language=title, detail=found["error"]))
    return said


_LINES: dict[str, Callable[[str, Any], list[str]]] = {
    "version": _line_version,
    "python": _line_python,
    "speech": _line_speech,
    "screen_reader": _line_screen_reader,
    "sound_device": _line_sound,
    "voice_libraries": _line_libraries,
    "microphone": _line_microphone,
    "settings": _line_file("settings"),
    "records": _line_file("records"),
    "catalogs": _line_catalogs,
}
"""How each fact is said (``solver_core`` with ``solver``: ``_line_core``)."""


def lines(facts: Facts, lang: str) -> list[str]:
    """The facts as plain lines in ``lang``, in ``FACTS`` order; a fact that could
    not be found out is one line saying so."""
    said: list[str] = []
    for name, _find in FACTS:
        value = facts.get(name)
        if isinstance(value, dict) and "error" in value:
            said.append(t(lang, "doctor-unknown", text=name, detail=value["error"]))
        elif name == "solver_core":
            solver = facts.get("solver")
            if isinstance(solver, dict) and "error" not in solver:
                said += _line_core(lang, value, solver)
        elif name in _LINES:
            said += _LINES[name](lang, value)
    return said


def doctor_main(argv: Sequence[str]) -> int:
    """``tripeaks-a11y doctor [--lang L] [--json] [--data-dir DIR]``: the facts; returns 0.

    The language: ``--lang``, else the saved setting, else the system
    locale. 2 for bad options (argparse).
    """
    from .settings import SettingsStore
    from .terminal import system_language, utf8

    utf8(sys.stdout)
    parser = build_parser()
    args, unknown = parser.parse_known_args(list(argv))
    if unknown:  # argparse would print them raw: escape sequences included
        parser.error(f"unrecognized arguments: {echo(' '.join(unknown), 80)}")
    saved = SettingsStore().load()
    lang: str = args.lang or (saved.lang if saved.lang in LANGUAGES else None) \
        or system_language()
    data_dir = Path(args.data_dir) if args.data_dir is not None else None
    facts = gather(lang, output=saved.output, data_dir=data_dir)
    if args.json:
        print(json_line(json.dumps(facts, ensure_ascii=False, sort_keys=False)))
    else:
        for line in lines(facts, lang):
            print(ltr_marked(terminal_line(line)))
    sys.stdout.flush()
    return 0
