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

The facts are found in ``facts``, said in ``wording``; this module holds the
command line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from ...i18n import LANGUAGES
from ...sanitize import json_line, ltr_marked, terminal_line
from ..parsers import folder, parse_line
from .facts import FACTS, VOICE_LIBRARIES, Facts, gather, writable
from .wording import lines

__all__ = ["FACTS", "VOICE_LIBRARIES", "Facts", "build_parser", "doctor_main", "gather", "lines",
           "writable"]


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
    parser.add_argument("--data-dir", metavar="DIR", type=folder,
                        help="the folder of the records file to check (default: your data "
                             "folder, or TRIPEAKS_A11Y_DATA_DIR)")
    return parser



def doctor_main(argv: Sequence[str]) -> int:
    """``tripeaks-a11y doctor [--lang L] [--json] [--data-dir DIR]``: the facts; returns 0.

    The language: ``--lang``, else the saved setting, else the system
    locale. 2 for bad options (argparse).
    """
    from ...settings import SettingsStore
    from ..terminal import system_language, utf8

    utf8(sys.stdout)
    parser = build_parser()
    args = parse_line(parser, argv)
    saved = SettingsStore().load()
    lang: str = args.lang or (saved.lang if saved.lang in LANGUAGES else None) \
        or system_language()
    data_dir: Path | None = args.data_dir  # a Path already (parsers.folder)
    facts = gather(lang, output=saved.output, data_dir=data_dir)
    if args.json:
        print(json_line(json.dumps(facts, ensure_ascii=False, sort_keys=False)))
    else:
        for line in lines(facts, lang):
            print(ltr_marked(terminal_line(line)))
    sys.stdout.flush()
    return 0
