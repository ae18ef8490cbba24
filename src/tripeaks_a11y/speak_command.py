"""``tripeaks-a11y speak``: say a text with the game's own voice, or write it to a WAV file."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .i18n import LANGUAGES, t
from .sanitize import echo
from .settings import SettingsStore
from .terminal import system_language, utf8

__all__ = ["speak_main"]


def speak_main(argv: Sequence[str]) -> int:
    """``tripeaks-a11y speak [--lang L] [--to FILE.wav [--force]] TEXT…``: the own voice, no game.

    Says TEXT, spoken as given, with the ``tts`` engine and the language's
    voice, or renders it to the WAV file FILE: a new file, a WAV file or an
    empty one; ``--force`` replaces any other file, or a symbolic link itself
    (never its target). Returns 0; 1 when no engine could do it or the file
    was refused or could not be written (the reason on stderr, in the
    language); 2 for bad options or empty text.
    """
    from pathlib import Path

    from .speech import SpeechError, Voice, pronounceable, speak_aloud
    from .speech.render import WavFileError, render_to_file

    utf8(sys.stdout)
    utf8(sys.stderr)
    parser = argparse.ArgumentParser(
        prog="tripeaks-a11y speak",
        description="Say a text with the game's own voice, or write it to a WAV file.")
    parser.add_argument("--lang", choices=LANGUAGES, type=str.lower,
                        help="voice language (default: system)")
    parser.add_argument("--to", metavar="FILE.wav",
                        help="write the speech to this WAV file (new, or a WAV file to replace)")
    parser.add_argument("--force", action="store_true",
                        help="with --to: replace any file, or a symbolic link itself")
    parser.add_argument("text", nargs="+", help="the text to say")
    args, unknown = parser.parse_known_args(list(argv))
    if unknown:  # argparse would print them raw: escape sequences included
        parser.error(f"unrecognized arguments: {echo(' '.join(unknown), 80)}")
    lang: str = args.lang or system_language()
    text = echo(" ".join(args.text), 10_000)
    if not pronounceable(text, lang):
        parser.error("the text has nothing to say")
    settings = SettingsStore().load()
    voice = Voice(settings.rate, settings.volume)
    try:
        if args.to:
            render_to_file(text, lang, Path(args.to), voice, force=args.force)
        elif speak_aloud(text, lang, voice) == "none":
            raise SpeechError("no voice works here")
    except WavFileError as error:
        print(t(lang, f"speak-file-{error.problem.value}", path=echo(str(error.path), 80),
                problem=echo(error.detail, 80)), file=sys.stderr)
        return 1
    except SpeechError as error:
        failed = t(lang, "speech-fallback", failed=t(lang, "speech-output-name", output="tts"),
                   now=t(lang, "speech-output-name", output="none"))
        print(f"{failed} ({echo(str(error), 200)})", file=sys.stderr)
        return 1
    return 0
