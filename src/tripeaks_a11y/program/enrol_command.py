"""``tripeaks-a11y listen words|enrol|profile``: the player's own voice (issue 31, point 1).

``listen words --lang L`` prints the words to enrol, one ``id<TAB>word`` line
each (``listen.enrol_words``). ``listen enrol --lang L --from DIR [--word ID]``
reads ``DIR/<id>.wav`` and ``DIR/<id>.2.wav`` (two takes of each word), refuses
a take that is missing, empty, clipped or too noisy with one sentence (nothing
is saved then), and keeps only their features in the profile of language L in
the data folder (``listen.enrolled.profile_path``); with ``--word ID`` only
that word is redone. Without ``--from`` each word is recorded twice from the
microphone (``$TRIPEAKS_A11Y_MICROPHONE``: a WAV file or folder heard as it),
each take prompted by a line printed and said by the game's voice ("Say:
draw", "Again: draw"); a take refused (no speech within 8 s, clipped, too
noisy) is said in one sentence and asked again, ``TRIES`` times at most, then
the enrolment stops. Nothing is saved until every word asked for is recorded:
stopped (a take refused too often, Ctrl+C) it keeps nothing and says so.
``--keep DIR`` also writes the raw takes there as ``DIR/<id>.wav`` and
``DIR/<id>.2.wav`` (what ``--from`` reads); otherwise no sound is kept.
``listen profile list`` and ``listen profile remove --lang L`` manage the
profiles.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..announcer import Announcer
from ..i18n import t
from ..languages import FALLBACK, LANGUAGES
from ..listen.audio import unreadable
from ..listen.enrol_words import ENROL_ROWS, enrol_words, word_of
from ..listen.problems import ListeningError
from ..records.store import data_dir
from ..sanitize import echo, ltr_marked, terminal_line
from .parsers import parse_line
from .terminal import utf8

if TYPE_CHECKING:
    from ..listen.audio import AudioSource
    from ..listen.enrolled import Profile

__all__ = ["ENROL_SUBCOMMANDS", "TRIES", "build_parser", "enrol_main"]

TRIES = 3
"""How many times a take from the microphone is asked for before enrolment stops."""

ENROL_SUBCOMMANDS = ("words", "enrol", "profile")
"""The ``listen`` subcommands of this module (``listen --wav`` is ``listen_command``'s)."""


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``tripeaks-a11y listen words|enrol|profile``."""
    parser = argparse.ArgumentParser(prog="tripeaks-a11y listen",
                                     description="Enrol the player's own voice.")
    sub = parser.add_subparsers(dest="action", required=True)
    words = sub.add_parser("words", help="print the words to enrol: id, tab, word")
    enrol = sub.add_parser("enrol", help="record each word twice from the microphone, or "
                                          "enrol DIR/<id>.wav and DIR/<id>.2.wav (--from)")
    profile = sub.add_parser("profile", help="list or remove the enrolled voices")
    for each in (words, enrol, profile):
        each.add_argument("--lang", choices=LANGUAGES, default=FALLBACK, type=str.lower,
                          help="the language spoken")
    enrol.add_argument("--from", dest="folder", metavar="DIR", type=Path, default=None,
                       help="the folder of the takes: ID.wav and ID.2.wav for each word")
    enrol.add_argument("--word", metavar="ID", default=None,
                       help="redo this word only (an id of listen words)")
    enrol.add_argument("--keep", metavar="DIR", type=Path, default=None,
                       help="keep the takes recorded from the microphone as DIR/<id>.wav")
    profile.add_argument("what", choices=("list", "remove"))
    return parser


def _say(lang: str, message: str, **values: str | int) -> str:
    return ltr_marked(terminal_line(t(lang, message, **values)))


def _refuse(lang: str, error: ListeningError) -> int:
    print(ltr_marked(terminal_line(Announcer(lang).listening.problem(error.kind, error.values))),
          file=sys.stderr)
    return 1


def _words(args: argparse.Namespace) -> int:
    for ident, word in enrol_words(args.lang):
        print(f"{ident}\t{echo(word, 80)}")
    return 0


def _enrol(args: argparse.Namespace) -> int:
    from ..listen.enrolled import load_profile, profile_path, save_profile, take_features
    from .listen_command import read_wav  # here: listen_command imports this module

    ids = [row.id for row in ENROL_ROWS]
    if args.word is not None and args.word not in ids:
        raise ListeningError("no-word", word=echo(args.word, 40))
    path = profile_path(data_dir(), args.lang)
    profile = load_profile(path) if args.word is not None else {}
    wanted = ids if args.word is None else [args.word]
    if args.folder is None:
        profile.update(_from_microphone(args, wanted))
    for ident in wanted if args.folder is not None else ():
        takes = []
        for name in (f"{ident}.wav", f"{ident}.2.wav"):
            take = args.folder / name
            if not take.is_file():
                raise ListeningError("take-missing", name=echo(str(take), 80))
            takes.append(take_features(read_wav(str(take)), echo(str(take), 80)))
        profile[ident] = takes
    save_profile(path, profile)
    print(_say(args.lang, "enrol-saved", count=len(ids) if args.word is None else 1,
               language=args.lang))
    return 0


def _from_microphone(args: argparse.Namespace, wanted: list[str]) -> Profile:
    """Two takes of each id of ``wanted`` from the microphone (module docstring): their
    features by id. AudioError (no microphone, ...) or ``_Stopped`` (a take refused
    ``TRIES`` times, each said: ``enrol-take-KIND``) stops it; nothing is kept then
    (the caller saves nothing)."""
    from ..listen.corpus import write_wav
    from ..listen.enrolled import take_features
    from ..listen.takes import record_take
    from .signals import ctrl_c_kept

    rows = {row.id: row for row in ENROL_ROWS}
    say = _prompter(args.lang)
    source, reopen = _source()
    frames = iter(source.frames())  # one stream: a stand-in's takes follow each other
    out: Profile = {}
    with ctrl_c_kept() as stopped_yet:
        try:
            for ident in wanted:
                word = word_of(rows[ident], args.lang)
                takes = []
                for take, prompt in enumerate(("enrol-say", "enrol-again")):
                    for attempt in range(TRIES):
                        say(t(args.lang, prompt, word=echo(word, 40)))
                        stopped_yet()  # a Ctrl+C lost while the voice's process started
                        if reopen:
                            source.close()
                            source = _source()[0]
                            frames = iter(source.frames())
                        audio = record_take(frames, source.rate) or b""
                        stopped_yet()
                        try:
                            takes.append(take_features(audio, echo(word, 40)))
                        except ListeningError as refused:
                            print(_say(args.lang, f"enrol-take-{refused.kind}"), flush=True)
                            if attempt == TRIES - 1:
                                raise _Stopped from None
                            continue
                        if args.keep is not None:
                            args.keep.mkdir(parents=True, exist_ok=True)
                            write_wav(args.keep / f"{ident}{'.2' if take else ''}.wav", audio)
                        break
                out[ident] = takes
        finally:
            source.close()
    return out


class _Stopped(Exception):
    """Enrolment from the microphone stopped (a take refused ``TRIES`` times)."""


def _source() -> tuple[AudioSource, bool]:
    """The microphone, or the WAV file or folder ``$TRIPEAKS_A11Y_MICROPHONE`` names
    (played in real time, as the game's listening plays it); and whether it is opened
    again for each take (the microphone: what it heard while the prompt was said is
    dropped)."""
    from .. import environment
    from ..listen.audio import microphone_source, wav_source
    from .terminal.ears import MICROPHONE_ENV

    stand_in = environment.environ().get(MICROPHONE_ENV)
    if stand_in:
        return wav_source(Path(stand_in), paced=True), False
    return microphone_source(), True


def _prompter(lang: str) -> Callable[[str], None]:
    """Print a prompt, then say it with the game's own voice to its end when one works
    here (``speak_command``; not said otherwise: the line is printed)."""
    from ..settings import SettingsStore
    from ..speech import SpeechError, Voice
    from ..speech.plan import check_voice, sink_from_env
    from .speak_command import speak_to_end

    sink = sink_from_env()
    speaks = check_voice(lang, sink) is None
    settings = SettingsStore().load()
    voice = Voice(settings.rate, settings.volume) if speaks else None

    def say(text: str) -> None:
        print(ltr_marked(terminal_line(text)), flush=True)
        if voice is not None:
            with contextlib.suppress(SpeechError):
                speak_to_end(text, lang, voice, sink)

    return say


def _profile(args: argparse.Namespace) -> int:
    from ..listen.enrolled import load_profile, profile_path

    if args.what == "remove":
        path = profile_path(data_dir(), args.lang)
        if not path.is_file():
            raise ListeningError("no-profile", language=args.lang)
        path.unlink()
        print(_say(args.lang, "enrol-removed", language=args.lang))
        return 0
    found = [(lang, len(load_profile(profile_path(data_dir(), lang)))) for lang in LANGUAGES]
    lines = [_say(args.lang, "enrol-profile", language=lang, count=count)
             for lang, count in found if count]
    print("\n".join(lines) or _say(args.lang, "enrol-no-profiles"))
    return 0


_ACTIONS = {"words": _words, "enrol": _enrol, "profile": _profile}


def enrol_main(argv: Sequence[str]) -> int:
    """Run ``listen words|enrol|profile`` with ``argv`` (after ``listen``): 0 when
    done, 1 with one sentence on stderr when refused (a take missing, empty, clipped
    or too noisy; no profile to remove; the profile not writable), 2 for bad options."""
    utf8(sys.stdout)
    utf8(sys.stderr)
    args = parse_line(build_parser(), argv)
    try:
        return _ACTIONS[args.action](args)
    except ListeningError as error:
        return _refuse(args.lang, error)
    except (KeyboardInterrupt, _Stopped) as stopped:  # nothing half-done is kept
        print(_say(args.lang, "enrol-stopped"), file=sys.stderr)
        return 130 if isinstance(stopped, KeyboardInterrupt) else 1
    except ModuleNotFoundError as missing:  # numpy: the voice extra
        del missing
        print(_say(args.lang, "voice-extra-missing"), file=sys.stderr)
        return 1
    except BrokenPipeError:  # the reader went away, not the data folder: cli.main ends quietly
        raise
    except OSError as error:
        return _refuse(args.lang, unreadable(echo(str(data_dir()), 80), error))
