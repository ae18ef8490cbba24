"""Spoken commands per language and engine: right, wrong, non-commands accepted, latency (issue 15).

Input: the corpus of ``listen.corpus``, made now with espeak-ng and sox: per
language (en, hr, ar) every command form of the spoken grammar
(``corpus.command_sentences``, each sentence under one voice, rate and noise
level in turn) and the everyday sentences of ``corpus.NON_COMMANDS`` (each
under every one). Voices, rates and noise levels are split into a tuning set
(``corpus.TUNING``, what the recognisers' parameters were chosen on) and a
disjoint scoring set (``corpus.SCORING``); the figures are of the scoring
set, or of the tuning set with ``--tuning``.

Each utterance is a WAV file fed through the streaming path as the game hears
``--voice-input`` (``listen.audio.wav_source``, the segmenter,
``listen.listener.heard_in``); what is heard is parsed as typed text
(``commands.parse``) and compared with the parse of the sentence said.

Engines: every row of ``listen.engines.ENGINES``: pocketsphinx always (a
language it cannot hear says why); an engine that needs a model runs only
when ``TRIPEAKS_A11Y_<NAME>_MODEL`` names one (``TRIPEAKS_A11Y_VOSK_MODEL``),
and says so otherwise.

Prints, per language and engine: commands heard right (the same command),
wrong (a different command: the dangerous case; and how many of those were
``certain``, played without a question), none; non-commands accepted (heard
as any command); the latency from the last voiced sample to the answer,
median and p90, as computed here (the segmenter's wait for the end of
speech, 0.15-0.2 s of audio, comes on top in real time); then the misses.
"""

from __future__ import annotations

import argparse
import functools
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from tripeaks_a11y.commands import Command, ParseError, parse
from tripeaks_a11y.listen import corpus
from tripeaks_a11y.listen.audio import wav_source
from tripeaks_a11y.listen.engines import ENGINES
from tripeaks_a11y.listen.listener import heard_in
from tripeaks_a11y.listen.recognizer import Recognizer, RecognizerError
from tripeaks_a11y.listen.segmenter import RATIO, WINDOW_SECONDS

LANGUAGES = ("en", "hr", "ar")
SHOWN_MISSES = 25


def _parsed(text: str, lang: str) -> Command | None:
    try:
        return parse(text, lang=lang)
    except ParseError:
        return None


@dataclass
class Score:
    """The counts of one language and engine."""

    right: int = 0
    wrong: int = 0
    wrong_certain: int = 0
    none: int = 0
    others: int = 0
    accepted: int = 0
    latencies: list[float] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)

    def line(self) -> str:
        said = self.right + self.wrong + self.none
        ordered = sorted(self.latencies) or [0.0]
        p90 = ordered[int(0.9 * (len(ordered) - 1))]

        def share(count: int, total: int) -> str:
            return f"{count}/{total} ({100 * count / max(1, total):.1f}%)"

        return (f"right {share(self.right, said)}, wrong {share(self.wrong, said)} "
                f"(certain {self.wrong_certain}), none {self.none}; non-commands accepted "
                f"{share(self.accepted, self.others)}; latency after the last voiced sample "
                f"median {1000 * statistics.median(ordered):.0f} ms, p90 {1000 * p90:.0f} ms")


def _score(recognizer: Recognizer, lang: str, made: list[tuple[corpus.Planned, Path]]) -> Score:
    score = Score()
    for planned, path in made:
        heard: list[tuple[str, bool]] = []
        for answer in heard_in(wav_source(path), recognizer):
            score.latencies.append(time.monotonic() - answer.ended)
            heard.append((answer.recognition.text, answer.recognition.certain))
        got = [(_parsed(text, lang), certain) for text, certain in heard]
        shown = f"{planned.text!r} heard {[text for text, _ in heard]} [{planned.condition}]"
        if not planned.command:
            score.others += 1
            if any(command is not None for command, _ in got):
                score.accepted += 1
                score.misses.append(f"  accepted: {shown}")
            continue
        meant = _parsed(planned.text, lang)
        wrong = [certain for command, certain in got if command is not None and command != meant]
        if wrong:
            score.wrong += 1
            score.wrong_certain += any(wrong)
            score.misses.append(f"  wrong: {shown}")
        elif any(command == meant for command, _ in got):
            score.right += 1
        else:
            score.none += 1
            score.misses.append(f"  none: {shown}")
    return score


def _engines(lang: str) -> list[tuple[str, Callable[[], Recognizer] | str]]:
    """Each engine's name and a maker of its recogniser, or why it is skipped."""
    out: list[tuple[str, Callable[[], Recognizer] | str]] = []
    for name, engine in ENGINES.items():
        model: Path | None = None
        if engine.needs_model:
            variable = f"TRIPEAKS_A11Y_{name.upper()}_MODEL"
            if not os.environ.get(variable):
                out.append((name, f"skipped: no model ({variable} is not set)"))
                continue
            model = Path(os.environ[variable])
        if engine.languages is not None and lang not in engine.languages:
            out.append((name, f"not available: it does not hear {lang}"))
            continue
        out.append((name, functools.partial(engine.make, lang, model)))
    return out


def _language(lang: str, split: corpus.Split) -> list[str]:
    """The lines of one language: each engine's figures and misses."""
    lines: list[str] = []
    planned = corpus.plan(lang, split)
    commands = sum(item.command for item in planned)
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)

        def make(item: corpus.Planned) -> tuple[corpus.Planned, Path]:
            item.say(folder)
            return item, folder / f"{item.name}.wav"

        with ThreadPoolExecutor(2) as pool:
            made = list(pool.map(make, planned))
        for engine, maker in _engines(lang):
            title = (f"{lang} {engine} ({split}: {commands} commands, "
                     f"{len(planned) - commands} non-commands)")
            if isinstance(maker, str):
                lines.append(f"{title}: {maker}")
                continue
            try:
                recognizer = maker()
            except RecognizerError as error:
                lines.append(f"{title}: not available: {error}")
                continue
            score = _score(recognizer, lang, made)
            lines.append(f"{title}: {score.line()}")
            lines += score.misses[:SHOWN_MISSES]
            if len(score.misses) > SHOWN_MISSES:
                lines.append(f"  and {len(score.misses) - SHOWN_MISSES} more")
    return lines


def main(argv: list[str] | None = None) -> int:
    """Run the measurement and print it; 1 when espeak-ng or sox is missing."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--tuning", action="store_true",
                        help="score the tuning set instead of the scoring set")
    parser.add_argument("--lang", action="append", choices=LANGUAGES,
                        help="only this language (repeatable)")
    args = parser.parse_args(argv)
    if corpus.missing_tools():
        print(f"not installed: {', '.join(corpus.missing_tools())}")
        return 1
    split: corpus.Split = "tuning" if args.tuning else "scoring"
    for lang in LANGUAGES:
        print(f"{lang} tuning set: {'; '.join(map(str, corpus.TUNING[lang]))}")
        print(f"{lang} scoring set: {'; '.join(map(str, corpus.SCORING[lang]))}")
    print(f"figures of the {split} set; the segmenter waits {1000 * WINDOW_SECONDS * RATIO:.0f}-"
          f"{1000 * WINDOW_SECONDS:.0f} ms of quiet before the answer, on top of the latency")
    # One process per language (two at a time): the figures are the same.
    with ProcessPoolExecutor(2) as pool:
        for lines in pool.map(_language, args.lang or LANGUAGES, [split] * len(LANGUAGES)):
            print("\n".join(lines), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
