"""``tripeaks-a11y speak``: say a text with the game's own voice, or write it to a WAV file."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..announcer.numbers import spoken_counts
from ..announcer.spelling import spell_codes
from ..i18n import LANGUAGES, t
from ..sanitize import echo
from ..settings import SettingsStore
from .parsers import parse_line
from .terminal import system_language, utf8

if TYPE_CHECKING:
    from pathlib import Path

    from ..speech import Voice

__all__ = ["build_parser", "speak_main", "speak_to_end"]


def build_parser() -> argparse.ArgumentParser:
    """The ``tripeaks-a11y speak`` parser (also read by ``manpage`` and ``completion``)."""
    parser = argparse.ArgumentParser(
        prog="tripeaks-a11y speak",
        description="Say a text with the game's own voice, or write it to a WAV file.")
    parser.add_argument("--lang", choices=LANGUAGES, type=str.lower,
                        help="voice language (default: system)")
    parser.add_argument("--to", metavar="FILE.wav",
                        help="write the speech to this WAV file (new, or a WAV file to replace)")
    parser.add_argument("--force", action="store_true",
                        help="with --to: replace any file, or a symbolic link itself")
    parser.add_argument("--print", action="store_true", dest="print_only",
                        help="print the text as the voice would be handed it, and say nothing")
    parser.add_argument("text", nargs="+", help="the text to say")
    return parser


def speak_main(argv: Sequence[str]) -> int:
    """``tripeaks-a11y speak [--lang L] [--to FILE.wav [--force] | --print] TEXT…``: no game.

    Says TEXT, spoken as the game would say it (counts of cards in words,
    game codes spelled: ``announcer.spelling``), with the ``tts`` engine and
    the language's voice, or renders it to the WAV file FILE: a new file, a
    WAV file or an empty one; ``--force`` replaces any other file, or a
    symbolic link itself (never its target). ``--print`` says nothing and
    prints the text exactly as the voice would be handed it (vocalised
    Arabic, suit symbols as words, codes spelled: ``speech.pronounceable``),
    one line on stdout. Returns 0 once the text was said (or written); 1
    when it was not: no sound device (``speech.detect.sound_device``; a
    ``$TRIPEAKS_A11Y_SPEECH_SINK`` needs none), no engine installed, no voice
    for the language, an engine that failed, or a file refused or not
    written: one line on stderr, in the language, gives the reason. 2 for
    bad options or empty text.
    """
    from pathlib import Path

    from ..languages import language
    from ..speech import SpeechError, Voice, pronounceable
    from ..speech.plan import check_voice, sink_from_env
    from ..speech.render import WavFileError, render_to_file

    utf8(sys.stdout)
    utf8(sys.stderr)
    parser = build_parser()
    args = parse_line(parser, argv)
    lang: str = args.lang or system_language()
    # Spoken as the game would say it: counts of cards in words, game codes spelled.
    text = spell_codes(spoken_counts(lang, echo(" ".join(args.text), 10_000)))
    if not pronounceable(text, lang):
        parser.error("the text has nothing to say")
    if args.print_only:  # --print: what the voice is handed, for anyone to check
        if args.to:
            parser.error("--print and --to cannot go together")
        print(pronounceable(text, lang))
        return 0
    settings = SettingsStore().load()
    voice = Voice(settings.rate, settings.volume)
    try:
        if args.to:
            render_to_file(text, lang, Path(args.to), voice, force=args.force)
        else:
            sink = sink_from_env()
            problem = check_voice(lang, sink)
            if problem is not None:
                print(t(lang, f"voice-{problem.value}", language=language(lang).title,
                        detail=""), file=sys.stderr)
                return 1
            speak_to_end(text, lang, voice, sink)
    except WavFileError as error:
        print(t(lang, f"speak-file-{error.problem.value}", path=echo(str(error.path), 80),
                problem=echo(error.detail, 80)), file=sys.stderr)
        return 1
    except SpeechError as error:
        detail = echo(" ".join(str(error).split()), 200)
        print(t(lang, "voice-failed", detail=detail), file=sys.stderr)
        return 1
    return 0


def speak_to_end(text: str, lang: str, voice: Voice, sink: str | Path | None) -> None:
    """Say ``text`` with the first own voice that works, to the end.

    With ``sink`` (a folder or "null": ``$TRIPEAKS_A11Y_SPEECH_SINK``) the
    voice writes there instead of the sound device. Raises SpeechError with
    the first engine's words when no engine said it.
    """
    from ..speech import SpeechError, pronounceable
    from ..speech.plan import tts_factories
    from ..speech.spoken import Utterance

    errors: list[str] = []
    for factory in tts_factories(sink):
        try:
            backend = factory()
        except SpeechError as error:
            errors.append(str(error))
            continue
        try:
            backend.probe(lang)
            backend.speak(Utterance(pronounceable(text, lang), lang, "info", True), voice)
            return
        except SpeechError as error:
            errors.append(str(error))
        finally:
            backend.close()
    raise SpeechError(errors[0] if errors else "no voice works here")
