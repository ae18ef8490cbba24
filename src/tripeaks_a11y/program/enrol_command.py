"""``tripeaks-a11y listen words|enrol|profile``: the player's own voice (issue 31, point 1).

``listen words --lang L`` prints the words to enrol, one ``id<TAB>word`` line
each (``listen.enrol_words``). ``listen enrol --lang L --from DIR [--word ID]``
reads ``DIR/<id>.wav`` and ``DIR/<id>.2.wav`` (two takes of each word), refuses
a take that is empty, clipped or too noisy with one sentence, and keeps only
their features in the profile of language L in the data folder
(``listen.profile``); ``listen profile list`` and ``listen profile remove
--lang L`` manage the profiles.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ..languages import FALLBACK, LANGUAGES
from ..listen.enrol_words import enrol_words
from ..sanitize import echo
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
    words.add_argument("--lang", choices=LANGUAGES, default=FALLBACK, type=str.lower)
    return parser


def _words(args: argparse.Namespace) -> int:
    for ident, word in enrol_words(args.lang):
        print(f"{ident}\t{echo(word, 80)}")
    return 0


def enrol_main(argv: Sequence[str]) -> int:
    """Run ``listen words|enrol|profile`` with ``argv`` (after ``listen``): 0 when
    done, 1 with one line on stderr when refused, 2 for bad options (argparse)."""
    utf8(sys.stdout)
    utf8(sys.stderr)
    args = build_parser().parse_args(list(argv))
    return _words(args)
