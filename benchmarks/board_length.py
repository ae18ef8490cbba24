"""Seconds the opening board takes read aloud, per game, language and verbosity (issue 30).

Input: the opening board of two fixed deals, the rules pages' TriPeaks deal
(TP1-E-AAAAAAB, docs/rules.md) and a Pyramid deal (PY1-AAAAAAB), as ``board``
and each deal print and say it (``BoardWords.layout``), in each language (en,
ar, hr) at verbosity normal and brief. Two forms of each: the printed line
(what a screen reader reads; at brief the short board) and the spoken form
(what the game's own voice says, ``speech.spoken.utterances`` at that
verbosity). Each is rendered with espeak-ng to a WAV file at the game's
default rate (``speech.render.render_to_file``, the program's ``speak
--wav``), and its length in seconds is what is measured: the audio's length
is the same on any machine (rendering time is not measured).

Prints one line per game, language, form and verbosity: the seconds, the
characters, and the ratio to the reference, the printed board at normal
verbosity of the same game and language (target: the printed brief board at
most 0.50x). The machine's load is printed before and after, as in every
benchmark.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import wave
from pathlib import Path

from _common import load_line, ratio

from tripeaks_a11y import environment
from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.session import Session
from tripeaks_a11y.speech.render import render_to_file
from tripeaks_a11y.speech.spoken import utterances

DEALS = {"tripeaks": "TP1-E-AAAAAAB", "pyramid": "PY1-AAAAAAB"}
LANGUAGES = ("en", "ar", "hr")
VERBOSITIES = ("normal", "brief")
TARGET = 0.5
"""The printed brief board at most this share of the printed normal one (issue 30, point 1)."""


def seconds(text: str, lang: str, folder: Path) -> float:
    """How long espeak-ng takes to say ``text`` in ``lang`` at the default rate, in seconds."""
    path = folder / "board.wav"
    render_to_file(text, lang, path, force=True)
    with wave.open(str(path), "rb") as wav:
        return wav.getnframes() / float(wav.getframerate())


def forms(code: str, lang: str) -> dict[tuple[str, str], str]:
    """The opening board of ``code`` in ``lang``: (form, verbosity) -> the text read aloud."""
    board = Announcer(lang).board.layout(Session(lang=lang, code=parse_code(code)).game)
    out: dict[tuple[str, str], str] = {}
    for verbosity in VERBOSITIES:
        out["printed", verbosity] = board.printed(verbosity)
        out["spoken", verbosity] = " ".join(u.text for u in utterances([board], lang, verbosity))
    return out


def main(argv: list[str] | None = None) -> int:
    """Measure and print; 1 when espeak-ng is not installed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--lang", action="append", choices=LANGUAGES,
                        help="only this language (repeatable)")
    parser.add_argument("--game", action="append", choices=tuple(DEALS),
                        help="only this game (repeatable)")
    args = parser.parse_args(argv)
    if not environment.which("espeak-ng"):
        print("not installed: espeak-ng")
        return 1
    print(f"opening board read aloud by espeak-ng at the default rate; {load_line()}")
    print(f"reference: the printed board at normal verbosity; target: printed brief at most "
          f"{TARGET:.2f}x")
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="board-length-") as name:
        folder = Path(name)
        for game in dict.fromkeys(args.game or DEALS):
            for lang in dict.fromkeys(args.lang or LANGUAGES):
                texts = forms(DEALS[game], lang)
                reference = seconds(texts["printed", "normal"], lang, folder)
                for (form, verbosity), text in texts.items():
                    said = (reference if (form, verbosity) == ("printed", "normal")
                            else seconds(text, lang, folder))
                    if (form, verbosity) == ("printed", "brief"):
                        worst = max(worst, said / reference)
                    print(f"{game} {DEALS[game]} {lang} {form} {verbosity}: {said:.1f} s, "
                          f"{len(text)} characters, {ratio(said, reference)}", flush=True)
    print(f"printed brief board, largest share of the printed normal one: {worst:.2f}x "
          f"(target at most {TARGET:.2f}x)")
    print(f"after: {load_line()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
