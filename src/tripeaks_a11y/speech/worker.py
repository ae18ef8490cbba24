"""The speech child process: hosts pyttsx3 or accessible_output2 away from the game.

Run as ``python -m tripeaks_a11y.speech.worker ENGINE [--log FILE]`` with
ENGINE "pyttsx3" or "ao2", or ``… worker detect`` to print the screen readers
accessible_output2 finds active, as one JSON line, and exit.

Protocol: one JSON object a line. The child first answers
``{"id": "ready", "ok": true, "output": NAME}`` (or ``ok: false`` and
``error``), then reads requests from stdin and answers each with
``{"id": ID, "ok": true}`` or ``{"id": ID, "ok": false, "error": TEXT}``:

* ``{"op": "probe", "id": N, "lang": L}``: can the engine speak L (pyttsx3: has it a voice for L)?
* ``{"op": "say", "id": N, "text", "lang", "rate", "volume", "interrupt", "to"}``:
  say the text (rate and volume in percent), or with ``to`` render it to that
  WAV file (pyttsx3 only). pyttsx3 gets exactly one item per ``runAndWait``
  (given several it says only the last).
* ``{"op": "silence", "id": 0}``: hush the screen reader (no answer).

The libraries print (accessible_output2 at import, pyttsx3 "Audio saved…"):
before importing them the child moves its stdout to the log (or the null
device) and keeps a private copy of the real stdout for the protocol, so
nothing they print can reach the game's output. A screen-reader call that
prints instead of speaking counts as a failure. A screen reader gets each
text as speech and on its braille display (``show``: accessible_output2's
``output()``).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
from collections.abc import Callable
from typing import Any, TextIO

from ..languages import FALLBACK, LANGUAGES, language

__all__ = ["main", "pick_voice", "show"]

# accessible_output2 classes that are screen readers (the others are system voices).
SCREEN_READERS = ("NVDA", "Jaws", "SystemAccess", "WindowEyes", "Dolphin", "PCTalker",
                  "ZoomText", "VoiceOver")


def _language_tags(voice: Any) -> list[str]:
    tags = []
    for item in getattr(voice, "languages", None) or []:
        text = item.decode("utf-8", "replace") if isinstance(item, bytes) else str(item)
        tags.append(text.strip("\x00\x01\x02\x03\x04\x05 ").lower().replace("_", "-"))
    return tags


def pick_voice(voices: list[Any], lang: str) -> str | None:
    """The id of the first voice of ``voices`` (pyttsx3 Voice objects) speaking ``lang``.

    Looks at the voices' language tags ("ar", "hr-HR", "ar_001"), then at
    their names and ids ("Microsoft Matej - Croatian", "…compact.ar-001…").
    """
    for voice in voices:
        if str(voice.id).lower().rsplit("/", 1)[-1] == lang or lang in _language_tags(voice):
            return str(voice.id)
    for voice in voices:
        if any(tag.startswith(lang + "-") for tag in _language_tags(voice)):
            return str(voice.id)
    word = language(lang).voice_word if lang in LANGUAGES else lang
    for voice in voices:
        label = f"{getattr(voice, 'name', '')} {voice.id}".lower()
        if word in label or f".{lang}-" in label or f"/{lang}" in label:
            return str(voice.id)
    return None


class _Protocol:
    def __init__(self, stream: TextIO, log: TextIO) -> None:
        self.stream = stream
        self.log = log

    def reply(self, message: dict[str, object]) -> None:
        self.stream.write(json.dumps(message, ensure_ascii=False) + "\n")
        self.stream.flush()
        self.note(f"reply {json.dumps(message, ensure_ascii=False)}")

    def note(self, text: str) -> None:
        self.log.write(text + "\n")
        self.log.flush()


def _pyttsx3_engine(proto: _Protocol) -> tuple[str, Callable[[dict[str, Any]], None]]:
    import pyttsx3

    engine = pyttsx3.init()
    voices = list(engine.getProperty("voices") or [])
    base_rate = int(engine.getProperty("rate") or 200)

    def voice_for(lang: str) -> str:
        # Another language's voice reading Arabic says nothing a player understands.
        voice = pick_voice(voices, lang)
        if voice is None:
            raise RuntimeError(f"no voice for the language {lang!r}")
        return voice

    def say(request: dict[str, Any]) -> None:
        engine.setProperty("voice", voice_for(str(request["lang"])))
        engine.setProperty("rate", max(40, round(base_rate * int(request["rate"]) / 100)))
        engine.setProperty("volume", max(0.0, min(1.0, int(request["volume"]) / 100)))
        if request.get("to"):
            engine.save_to_file(request["text"], request["to"])
        else:
            engine.say(request["text"])
        engine.runAndWait()  # one item per run: pyttsx3 says only the last of several

    say.probe = voice_for  # type: ignore[attr-defined]
    return "pyttsx3", say


def show(output: Any, text: str, *, interrupt: bool) -> None:
    """Send ``text`` to an accessible_output2 ``output``: speech, and braille where it has it.

    ``output.output()`` calls ``speak`` and ``braille`` in turn; it raises
    RuntimeError when neither returns a true value, which NVDA's and
    others' do even when they worked, so that one is taken as done. An
    output without ``output()`` (older versions) is spoken to only.
    """
    send = getattr(output, "output", None)
    if send is None:
        output.speak(text, interrupt=interrupt)
        return
    try:
        send(text, interrupt=interrupt)
    except RuntimeError as error:
        if "does not have any method" not in str(error):
            raise


def _ao2_engine(proto: _Protocol) -> tuple[str, Callable[[dict[str, Any]], None]]:
    from accessible_output2.outputs.auto import Auto

    auto = Auto()
    output = auto.get_first_available_output()
    if output is None:
        raise RuntimeError("no screen reader or system voice found")
    name = type(output).__name__

    def say(request: dict[str, Any]) -> None:
        if request.get("to"):
            raise RuntimeError("a screen reader cannot render to a file")
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            show(output, request["text"], interrupt=bool(request.get("interrupt")))
        if printed.getvalue().strip():
            # accessible_output2 reports some failures by printing and returning.
            raise RuntimeError(printed.getvalue().strip().splitlines()[0])

    def silence() -> None:
        with contextlib.redirect_stdout(io.StringIO()):
            output.silence()

    say.silence = silence  # type: ignore[attr-defined]
    return name, say


def _detect() -> list[str]:
    from accessible_output2.outputs.auto import Auto

    found = []
    for output in Auto().outputs:
        name = type(output).__name__
        if name in SCREEN_READERS:
            try:
                if output.is_active():
                    found.append(name)
            except Exception:  # a broken output is not a screen reader
                continue
    return found


def main(argv: list[str] | None = None) -> int:
    """Run the worker (see the module docstring); returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    log_path = None
    if "--log" in args:
        at = args.index("--log")
        log_path = args[at + 1]
        del args[at:at + 2]
    engine_name = args[0] if args else ""
    # Keep the real stdout for the protocol; everything else printed goes to the log.
    proto_stream = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    log = open(log_path or os.devnull, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
    os.dup2(log.fileno(), 1)
    os.dup2(log.fileno(), 2)
    sys.stdout = log
    sys.stderr = log
    proto = _Protocol(proto_stream, log)
    if engine_name == "detect":
        try:
            proto.reply({"id": "detect", "ok": True, "readers": _detect()})
        except Exception as error:  # any failure means "none found"
            proto.reply({"id": "detect", "ok": False, "error": str(error)})
        return 0
    factories = {"pyttsx3": _pyttsx3_engine, "ao2": _ao2_engine}
    if engine_name not in factories:
        proto.reply({"id": "ready", "ok": False, "error": f"unknown engine {engine_name!r}"})
        return 2
    try:
        output_name, say = factories[engine_name](proto)
    except Exception as error:  # report whatever the library raised
        proto.reply({"id": "ready", "ok": False, "error": f"{type(error).__name__}: {error}"})
        return 1
    proto.reply({"id": "ready", "ok": True, "output": output_name})
    for line in sys.stdin:
        try:
            request = json.loads(line)
        except ValueError:
            continue
        op = request.get("op")
        proto.note(f"request {json.dumps(request, ensure_ascii=False)}")
        if op == "silence":
            silence = getattr(say, "silence", None)
            if silence is not None:
                with contextlib.suppress(Exception):
                    silence()
            continue
        if op == "probe":
            check = getattr(say, "probe", None)
            try:
                if check is not None:
                    check(str(request.get("lang") or FALLBACK))
            except Exception as error:  # report it; the parent tries the next engine
                proto.reply({"id": request.get("id"), "ok": False,
                             "error": f"{type(error).__name__}: {error}"})
            else:
                proto.reply({"id": request.get("id"), "ok": True})
            continue
        if op != "say":
            proto.reply({"id": request.get("id"), "ok": False, "error": f"unknown op {op!r}"})
            continue
        if not str(request.get("text", "")).strip():
            proto.reply({"id": request.get("id"), "ok": True})  # nothing to say, nothing sent
            continue
        try:
            say(request)
        except Exception as error:  # report it; the parent falls back
            proto.reply({"id": request.get("id"), "ok": False,
                         "error": f"{type(error).__name__}: {error}"})
        else:
            proto.reply({"id": request.get("id"), "ok": True})
    return 0


if __name__ == "__main__":
    sys.exit(main())
