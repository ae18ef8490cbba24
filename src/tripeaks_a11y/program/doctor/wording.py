"""How ``tripeaks-a11y doctor`` says each fact: plain lines from the catalogs (doctor.ftl)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...i18n import join_list, t
from ...languages import language
from .facts import FACTS, Facts

__all__ = ["lines"]

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
    if value.get("library_missing"):  # said in the player's words, not the library's
        return [t(lang, "doctor-microphone-no-library")]
    if value["found"] is None:
        return [t(lang, "doctor-microphone-unknown", detail=value["problem"])]
    if value["found"]:
        return [t(lang, "doctor-microphone", device=value["name"])]
    return [t(lang, "doctor-microphone-none")]


def _line_engines(lang: str, value: Any) -> list[str]:
    profiles = [language(code).title for code in value["profiles"]]
    said = [t(lang, "doctor-voice-profiles", count=len(profiles), items=join_list(lang, profiles)),
            t(lang, "doctor-voice-models", count=len(value["models"]),
              items=join_list(lang, value["models"]))]
    title = language(lang).title
    if value["reason"] == "enrol-first":
        said.append(t(lang, "doctor-voice-choice-none", language=title, code=lang))
    else:
        said.append(t(lang, "doctor-voice-choice", language=title, engine=value["engine"]))
    return said


def _line_file(kind: str) -> Callable[[str, Any], list[str]]:
    def said(lang: str, value: Any) -> list[str]:
        if value.get("problem"):  # the records file, found unusable when read
            return [t(lang, f"doctor-{kind}-problem", path=value["path"],
                      problem=value["problem"])]
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
    "voice_engines": _line_engines,
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

