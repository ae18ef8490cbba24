"""``tripeaks-a11y listen --wav FILE``: what the speech recogniser hears in a WAV file (issue 15).

Lets anyone check recognition without a microphone: the file's words as the
chosen recogniser (``listen.engines.recognizer_for``: pocketsphinx built in, or
Vosk or Whisper with the player's model) hears them, and the command they
parse to (``commands.parse``, as typed text), written back as a command one
could type ("play 7S", "play row 4 card 2").
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ..announcer import Announcer
from ..commands import (
    BOTTOM_ROW,
    CardTarget,
    Command,
    JokerTarget,
    ParseError,
    PositionTarget,
    RankTarget,
    Target,
    WasteTarget,
    parse,
)
from ..commands.grammar import RANK_WORDS
from ..i18n import t
from ..languages import FALLBACK
from ..listen import SAMPLE_RATE, AudioError, RecognizerError
from ..listen.engines import DEFAULT_ENGINE, ENGINES, engine_languages, recognizer_for
from ..listen.extra import VoiceExtraMissing
from ..listen.wav_file import read_wav_file
from ..sanitize import echo, ltr_marked, terminal_line
from .enrol_command import ENROL_SUBCOMMANDS, enrol_main
from .parsers import parse_line
from .terminal import utf8

__all__ = ["build_parser", "listen_main", "typed_form"]

LISTEN_LANGUAGES = tuple(dict.fromkeys(
    lang for engine in ENGINES.values() for lang in engine_languages(engine)))
"""The languages some recogniser hears (``listen.engines.ENGINES``)."""


def build_parser() -> argparse.ArgumentParser:
    """The ``tripeaks-a11y listen`` parser (also read by ``manpage`` and ``completion``)."""
    parser = argparse.ArgumentParser(
        prog="tripeaks-a11y listen",
        description="Print what the speech recogniser hears in a WAV file (16 kHz, mono, "
                    "16-bit) and the command it is. The player's own voice: listen words, "
                    "listen enrol and listen profile; the Whisper models: listen model get NAME, "
                    "list and remove NAME (each with --help).")
    parser.add_argument("--wav", metavar="FILE", required=True,
                        help="the WAV file to recognise")
    parser.add_argument("--lang", choices=LISTEN_LANGUAGES, default=FALLBACK, type=str.lower,
                        help="the language spoken")
    parser.add_argument("--voice-engine", choices=(DEFAULT_ENGINE, *ENGINES),
                        default=DEFAULT_ENGINE, type=str.lower, metavar="ENGINE",
                        help=f"the speech recogniser: {', '.join(ENGINES)}, or {DEFAULT_ENGINE} "
                             "(the default): your own voice where it is enrolled, else an "
                             "installed Whisper model, else pocketsphinx for English")
    parser.add_argument("--voice-model", metavar="PATH", type=Path, default=None,
                        help="the model folder of the recogniser (vosk, whisper): any "
                             "folder; 'listen model get NAME' downloads one when asked")
    return parser


def listen_main(argv: Sequence[str]) -> int:
    """``tripeaks-a11y listen --wav FILE [--lang L] [--voice-engine E] [--voice-model PATH]``:
    recognise one utterance in FILE (``listen words|enrol|profile``: ``enrol_command``).

    FILE must be a WAV file of 16-bit mono PCM at 16 kHz (``sox in.wav -r 16000
    -c 1 -b 16 out.wav`` makes one). The recogniser is row E of
    ``listen.engines.ENGINES`` (by default the one the game chooses:
    ``listen.choice``), for language L, with
    the model folder PATH where it needs one. Prints ``heard: WORDS`` and
    ``command: TYPED`` and returns 0; prints one line on stderr and returns 1
    when the file cannot be read or is in another format, the recogniser
    cannot start (its library missing; its model not given, not there or
    broken; a language it does not hear), nothing was heard, or what was
    heard is not a command. 2 for bad options (argparse).
    """
    if list(argv[:1]) == ["model"]:  # listen model get|list|remove: its own parser
        from .model_command import model_main

        return model_main(argv[1:])
    if argv and argv[0] in ENROL_SUBCOMMANDS:
        return enrol_main(argv)
    utf8(sys.stdout)
    utf8(sys.stderr)
    parser = build_parser()
    args = parse_line(parser, argv)
    try:
        samples = read_wav(args.wav)
        recognizer = recognizer_for(args.voice_engine, args.lang, args.voice_model)
        heard = recognizer.recognize(samples, SAMPLE_RATE)
    except (AudioError, RecognizerError) as error:
        print(_problem(error, args.lang), file=sys.stderr)
        return 1
    words = Announcer(args.lang).listening
    if heard is None:  # "Nothing heard.", in the language
        print(ltr_marked(terminal_line(t(args.lang, "heard-none", reason="silence"))),
              file=sys.stderr)
        return 1
    print(f"heard: {echo(heard.text, 300)}")
    try:
        command = parse(heard.text, lang=args.lang)
    except ParseError:  # "I heard: …; not a command.", in the language
        print(ltr_marked(terminal_line(words.heard_not_command(heard.text).text)),
              file=sys.stderr)
        return 1
    print(f"command: {typed_form(command)}")
    return 0


def _problem(error: AudioError | RecognizerError, lang: str) -> str:
    """The sentence for a file or recogniser that failed, in ``lang``: the voice extra
    missing as how to add it (``voice-extra-missing``), anything else from its kind
    (``announcer.listening.problem``: the catalogs' ``listening-problem-KIND``)."""
    if isinstance(error, VoiceExtraMissing):
        return ltr_marked(t(lang, "voice-extra-missing"))
    return ltr_marked(terminal_line(Announcer(lang).listening.problem(error.kind,
                                                                      error.values)))


def read_wav(path: str) -> bytes:
    """The samples of the WAV file at ``path``: 16-bit mono PCM at ``SAMPLE_RATE``.

    Raises AudioError (``listen.problems``) for a file that cannot be opened
    ("no-such-file", "unreadable"), is a FIFO or a device ("not-a-file"), is
    too big, damaged or no WAV file ("wav-too-big", "wav-damaged", "not-wav",
    ``listen.wav_file.read_wav_file``), or has another sample width, channel
    count or rate ("wav-needs").
    """
    sound = read_wav_file(Path(path), echo(path, 80))
    if (sound.channels, sound.width, sound.rate) != (1, 2, SAMPLE_RATE):
        raise AudioError("wav-needs", name=echo(path, 80), channels=sound.channels,
                         bits=8 * sound.width, rate=sound.rate)
    return sound.data


def _target(target: Target) -> str:
    """A target as typed: a card code, an English rank word, a place, ``joker`` or ``waste``."""
    if isinstance(target, CardTarget):
        return target.card.code
    if isinstance(target, RankTarget):
        return RANK_WORDS[FALLBACK][target.rank][0]
    if isinstance(target, PositionTarget):
        row = "bottom row" if target.row == BOTTOM_ROW else f"row {target.row}"
        return f"{row} card {target.slot}"
    if isinstance(target, JokerTarget):
        return "joker"
    assert isinstance(target, WasteTarget)
    return "waste"


def typed_form(command: Command) -> str:
    """``command`` as English text that parses back to it: "play 7S", "row 4",
    "pair 6H 7C", "look stock", "help hint", "rules easy", "last 3"."""
    parts = [command.name]
    if command.target is not None:
        parts.append(_target(command.target))
    if command.second is not None:
        parts.append(_target(command.second))
    if command.number is not None:
        parts.append(str(command.number))
    if command.arg is not None:
        parts.append(command.arg)
    return " ".join(parts)
