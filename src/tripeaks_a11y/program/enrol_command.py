"""``tripeaks-a11y listen words|enrol|profile``: the player's own voice (issue 31, point 1).

``listen words --lang L`` prints the words to enrol, one ``id<TAB>word`` line
each (``listen.enrol_words``). ``listen enrol --lang L --from DIR [--word ID]``
reads ``DIR/<id>.wav`` and ``DIR/<id>.2.wav`` (two takes of each word), refuses
a take that is missing, empty, clipped or too noisy with one sentence (nothing
is saved then), and keeps only their features in the profile of language L in
the data folder (``listen.enrolled.profile_path``); with ``--word ID`` only
that word is redone. ``listen profile list`` and ``listen profile remove
--lang L`` manage the profiles. Recording from the microphone (no ``--from``)
is not made yet: it answers that it needs one, and how to enrol from files.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ..announcer import Announcer
from ..i18n import t
from ..languages import FALLBACK, LANGUAGES
from ..listen.audio import unreadable
from ..listen.enrol_words import ENROL_ROWS, enrol_words
from ..listen.problems import ListeningError
from ..records.store import data_dir
from ..sanitize import echo, ltr_marked, terminal_line
from .parsers import parse_line
from .terminal import utf8

__all__ = ["ENROL_SUBCOMMANDS", "build_parser", "enrol_main"]

ENROL_SUBCOMMANDS = ("words", "enrol", "profile")
"""The ``listen`` subcommands of this module (``listen --wav`` is ``listen_command``'s)."""


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``tripeaks-a11y listen words|enrol|profile``."""
    parser = argparse.ArgumentParser(prog="tripeaks-a11y listen",
                                     description="Enrol the player's own voice.")
    sub = parser.add_subparsers(dest="action", required=True)
    words = sub.add_parser("words", help="print the words to enrol: id, tab, word")
    enrol = sub.add_parser("enrol", help="enrol the words of DIR/<id>.wav and DIR/<id>.2.wav")
    profile = sub.add_parser("profile", help="list or remove the enrolled voices")
    for each in (words, enrol, profile):
        each.add_argument("--lang", choices=LANGUAGES, default=FALLBACK, type=str.lower,
                          help="the language spoken")
    enrol.add_argument("--from", dest="folder", metavar="DIR", type=Path, default=None,
                       help="the folder of the takes: ID.wav and ID.2.wav for each word")
    enrol.add_argument("--word", metavar="ID", default=None,
                       help="redo this word only (an id of listen words)")
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
    if args.folder is None:
        raise ListeningError("needs-microphone")
    from ..listen.enrolled import load_profile, profile_path, save_profile, take_features
    from .listen_command import read_wav  # here: listen_command imports this module

    ids = [row.id for row in ENROL_ROWS]
    if args.word is not None and args.word not in ids:
        raise ListeningError("no-word", word=echo(args.word, 40))
    path = profile_path(data_dir(), args.lang)
    profile = load_profile(path) if args.word is not None else {}
    for ident in ids if args.word is None else [args.word]:
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
    except ModuleNotFoundError as missing:  # numpy: the voice extra
        del missing
        print(_say(args.lang, "voice-extra-missing"), file=sys.stderr)
        return 1
    except BrokenPipeError:  # the reader went away, not the data folder: cli.main ends quietly
        raise
    except OSError as error:
        return _refuse(args.lang, unreadable(echo(str(data_dir()), 80), error))
