"""Golden playthroughs: exactly what players see and hear, pinned answer by answer.

Each ``tests/data/golden/<name>.commands.txt`` is a whole game as a player
types it (its first line says the deal: ``# game: TP1-E-AAAAAAB``; other
lines that start with ``#`` are comments, skipped as script mode skips them).
It is played in English, Arabic and Croatian, and
``tests/data/golden/<name>.<lang>.jsonl`` holds one JSON object for every
line printed, in order:

- ``line`` and ``input``: the command file's line number and text that the
  answer is for (0 and null for the opening: welcome and board);
- ``printed``: the JSON line the program prints for it in script mode with
  ``--jsonl`` (in plain script mode it prints ``printed["text"]``);
- ``spoken``: the string the speech layer hands to the voice for it, at the
  speech settings in force (the default verbosity, unless the game changes
  it); null when nothing is said;
- ``spoken_brief``, ``spoken_normal``, ``spoken_full``: the same at that
  verbosity, present only where it differs from ``spoken``;
- ``voice``: the language the voice is asked for, present only where it is
  not the file's language (after ``lang``).

What the goldens guard: every printed answer, byte for byte, through the real
program (one subprocess per file and language with ``--jsonl``, and one per
file in plain script mode, the languages taking turns), and every
spoken string, computed in-process through ``tripeaks_a11y.session.Session`` and
``tripeaks_a11y.speech`` (``utterances`` for each line, and a real
``SpeechController`` for the whole answer); the in-process printed answers
must equal the program's. A refactor that changes none of them passes.

The rule: a golden file changes only in a commit of its own that lists each
changed answer and the issue that asks for it.

Re-record (after such a decision, or after adding a command file) with
``.venv/bin/python scripts/record_golden.py`` (``--check`` compares only);
this test never writes the golden files. The deals are fixed codes, and no
command whose answer depends on time is used: ``hint`` and ``solve`` are
bounded by search nodes and samples (the same position, the same answer with
either solver core), and are asked only where the search ends in
milliseconds, far inside the runaway guard.

The solver core: the goldens are recorded with the compiled core (CI
compiles it), and the program is run with the core this process uses
(``native.active()``, passed on as ``TRIPEAKS_A11Y_SOLVER_CORE``). With the
Python search (no compiler, or ``TRIPEAKS_A11Y_SOLVER_CORE=python``) every
answer must be the same, but the program says "Working on it…" before a
TriPeaks ``hint`` (``solver.expected_long``: its budget is long for the
Python search); those working lines, and only they, are left out of the
program's output before the comparison (``answers_only``). The in-process
session has no ``notify`` and never says them.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.commands import ParseError, parse
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.sanitize import ltr_marked
from tripeaks_a11y.session import Session
from tripeaks_a11y.settings import CONFIG_ENV, VERBOSITY, SettingsStore
from tripeaks_a11y.settings.keeper import Preferences
from tripeaks_a11y.solver import native
from tripeaks_a11y.speech import SCREEN_READER_ENV, SINK_ENV, make_controller, utterances

GOLDEN_DIR = Path(__file__).parent / "data" / "golden"
LANGS = LANGUAGES
COMMANDS_SUFFIX = ".commands.txt"
DATA_ENV = "TRIPEAKS_A11Y_DATA_DIR"
_GAME_LINE = re.compile(r"#\s*game:\s*(\S+)")

Record = dict[str, object]


def command_files() -> list[Path]:
    """The golden games' command files, by name."""
    return sorted(GOLDEN_DIR.glob(f"*{COMMANDS_SUFFIX}"))


def game_name(commands: Path) -> str:
    """``tp-win`` for ``tp-win.commands.txt``."""
    return commands.name.removesuffix(COMMANDS_SUFFIX)


def golden_path(commands: Path, lang: str) -> Path:
    return commands.with_name(f"{game_name(commands)}.{lang}.jsonl")


def game_code(commands: Path) -> str:
    """The ``--game`` code from the first line, ``# game: CODE``."""
    first = commands.read_text(encoding="utf-8").splitlines()[0]
    match = _GAME_LINE.fullmatch(first.strip())
    if match is None:
        raise ValueError(f"{commands.name}: the first line must be '# game: CODE'")
    return match.group(1)


def _clean_env(folder: Path) -> dict[str, str]:
    """The environment for one playthrough: own config and data folders, no speech."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8",
           CONFIG_ENV: str(folder / "config"), DATA_ENV: str(folder / "data"),
           native.CHOICE_ENV: native.active()}
    for name in (SCREEN_READER_ENV, SINK_ENV):
        env.pop(name, None)
    return env


# ----- the program, as a subprocess --------------------------------------


def play_program(commands: Path, lang: str, *, jsonl: bool) -> list[str]:
    """The lines the program prints for the command file in script mode.

    Fails (AssertionError) when it exits non-zero or writes to stderr.
    """
    args = [sys.executable, "-m", "tripeaks_a11y", "--game", game_code(commands),
            "--lang", lang, "--speech", "none"]
    if jsonl:
        args.append("--jsonl")
    with tempfile.TemporaryDirectory(prefix="golden-") as folder:
        result = subprocess.run(args, input=commands.read_bytes(), capture_output=True,
                                env=_clean_env(Path(folder)), timeout=120)
    where = f"{commands.name} ({lang}{', --jsonl' if jsonl else ''})"
    stderr = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 0, f"{where}: exit status {result.returncode}\n{stderr}"
    assert not stderr, f"{where}: wrote to stderr:\n{stderr}"
    return answers_only(result.stdout.decode("utf-8").splitlines(), lang, jsonl=jsonl)


def answers_only(lines: list[str], lang: str, *, jsonl: bool) -> list[str]:
    """``lines`` less the working lines, with the Python search only (module docstring):
    with the compiled core every line stays, so that a working line is a difference."""
    if native.active() != "python":
        return lines
    working = json.dumps({"event": "working", "text": t(lang, "working")},
                         ensure_ascii=False) if jsonl else ltr_marked(t(lang, "working"))
    return [line for line in lines if line != working]


# ----- the session and the speech layer, in-process ----------------------


@dataclass(frozen=True)
class Answer:
    """One answer: the command line it is for (0: the opening), its
    announcements, the language it is spoken in and the controller's verbosity."""

    line: int
    input: str | None
    items: tuple[Announcement, ...]
    lang: str
    verbosity: str
    handed: tuple[str, ...]  # what the SpeechController handed its backend, in order


def input_lines(commands: Path) -> Iterator[tuple[int, str]]:
    """The lines script mode answers: (line number, text), comments left out."""
    with commands.open(encoding="utf-8") as stream:
        for number, line in enumerate(stream, 1):
            if line.lstrip().startswith("#"):
                continue
            yield number, line.rstrip("\n")


def play_session(commands: Path, lang: str) -> list[Answer]:
    """Play the command file through ``Session`` with a speech controller (output
    none), as script mode does; each answer with what the voice is handed."""
    code = parse_game_code(game_code(commands))
    with tempfile.TemporaryDirectory(prefix="golden-") as folder:
        store = SettingsStore(Path(folder) / "settings.toml")
        preferences = Preferences(store, store.load())
        speech = make_controller("none", preferences=preferences)
        session = Session(lang=lang, code=code, game=code.game, speech_settings=speech,
                          preferences=preferences)
        answers: list[Answer] = []

        def emit(number: int, text: str | None, items: Sequence[Announcement]) -> None:
            if not items:
                return
            said_in = session.lang
            notices = [Announcement("info", n) for n in speech.take_notices(said_in)]
            batch = (*items, *notices)
            speech.history.clear()
            speech.announce(batch, said_in)
            assert speech.wait_idle(timeout=30), "the speech controller did not finish"
            handed = tuple(entry[3] for entry in speech.history)
            answers.append(Answer(number, text, batch, said_in, speech.settings.verbosity,
                                  handed))

        try:
            emit(0, None, session.start())
            for number, line in input_lines(commands):
                if session.finished:
                    break
                if _is_stop(line):
                    speech.stop()
                emit(number, line, session.handle(line))
        finally:
            speech.close()
    return answers


def _is_stop(line: str) -> bool:
    """``stop`` in any language silences speech before the answer (as the program does)."""
    try:
        return parse(line).name == "stop"
    except ParseError:
        return False


def _said(item: Announcement, lang: str, verbosity: str) -> object:
    """What the speech layer says for one announcement: a string, null, or (if it
    ever makes several utterances of one) a list."""
    texts = [u.text for u in utterances([item], lang, verbosity)]
    if not texts:
        return None
    return texts[0] if len(texts) == 1 else texts


def _flat(values: Sequence[object]) -> list[object]:
    out: list[object] = []
    for value in values:
        if isinstance(value, list):
            out.extend(value)
        elif value is not None:
            out.append(value)
    return out


def records(commands: Path, lang: str) -> list[Record]:
    """The golden records for one command file in one language (see the module docstring).

    Raises AssertionError when the speech controller hands the voice
    something else than the announcements' utterances, in order.
    """
    out: list[Record] = []
    for answer in play_session(commands, lang):
        spoken_here: list[object] = []
        for item in answer.items:
            spoken = _said(item, answer.lang, answer.verbosity)
            spoken_here.append(spoken)
            # Printed in the form for the verbosity in force (``Output``, issue 13).
            printed = {**item.to_json(), "text": item.printed(answer.verbosity)}
            record: Record = {"line": answer.line, "input": answer.input,
                              "printed": printed, "spoken": spoken}
            for level in VERBOSITY:
                other = _said(item, answer.lang, level)
                if other != spoken:
                    record[f"spoken_{level}"] = other
            if answer.lang != lang:
                record["voice"] = answer.lang
            out.append(record)
        assert list(answer.handed) == _flat(spoken_here), (
            f"{commands.name} ({lang}) line {answer.line}: the controller handed "
            f"{list(answer.handed)!r}, the announcements' utterances are {_flat(spoken_here)!r}")
    return out


def dump(record: Record) -> str:
    """One golden line (and, for ``printed``, exactly the program's --jsonl line)."""
    return json.dumps(record, ensure_ascii=False)


def read_golden(path: Path) -> list[Record]:
    with path.open(encoding="utf-8") as stream:
        return [json.loads(line) for line in stream if line.strip()]


def printed_text(record: Record) -> str:
    """The line plain script mode prints for a record: its ``printed["text"]``, with the
    left-to-right marks ``Output`` puts before Latin tokens in Arabic lines."""
    printed = record["printed"]
    assert isinstance(printed, dict)
    return ltr_marked(str(printed["text"]))


def differences(name: str, expected: Sequence[str], got: Sequence[str],
                context: Sequence[Record] = (), limit: int = 5) -> list[str]:
    """Readable mismatches between expected and actual lines, the first ``limit``."""
    problems = []
    for index in range(max(len(expected), len(got))):
        want = expected[index] if index < len(expected) else "<no line>"
        have = got[index] if index < len(got) else "<no line>"
        if want == have:
            continue
        where = f"{name} line {index + 1}"
        if index < len(context):
            where += f" (command line {context[index]['line']}: {context[index]['input']!r})"
        problems.append(f"{where}\n  expected: {want}\n  got:      {have}")
        if len(problems) == limit:
            problems.append("…")
            break
    if len(expected) != len(got):
        problems.append(f"{name}: expected {len(expected)} lines, got {len(got)}")
    return problems


# ----- the tests -----------------------------------------------------------

CASES = [(commands, lang) for commands in command_files() for lang in LANGS]
_IDS = [f"{game_name(commands)}-{lang}" for commands, lang in CASES]


def plain_lang(commands: Path) -> str:
    """The one language a file is also played in plain script mode (no --jsonl): the
    languages take turns over the files, so each file and each language is covered."""
    return LANGS[command_files().index(commands) % len(LANGS)]


@pytest.fixture(scope="module")
def program_output() -> dict[tuple[str, str, bool], list[str]]:
    """The program's lines for every command file in every language with --jsonl, and
    in plain mode in ``plain_lang``; the subprocesses run side by side."""
    jobs = [(commands, lang, True) for commands, lang in CASES]
    jobs += [(commands, plain_lang(commands), False) for commands in command_files()]
    with ThreadPoolExecutor(max_workers=max(2, min(8, os.cpu_count() or 2))) as pool:
        results = pool.map(lambda job: play_program(job[0], job[1], jsonl=job[2]), jobs)
        return {(game_name(c), lang, jsonl): lines
                for (c, lang, jsonl), lines in zip(jobs, results, strict=True)}


def test_every_command_file_has_its_goldens() -> None:
    assert command_files(), f"no command files in {GOLDEN_DIR}"
    expected = {golden_path(c, lang).name for c in command_files() for lang in LANGS}
    present = {p.name for p in GOLDEN_DIR.glob("*.jsonl")}
    assert present == expected, (f"missing: {sorted(expected - present)}, "
                                 f"without a command file: {sorted(present - expected)}")
    for commands in command_files():
        parse_game_code(game_code(commands))  # a fixed deal, never a random one


@pytest.mark.parametrize(("commands", "lang"), CASES, ids=_IDS)
def test_program_prints_the_golden_answers(
    commands: Path, lang: str, program_output: dict[tuple[str, str, bool], list[str]]
) -> None:
    path = golden_path(commands, lang)
    golden = read_golden(path)
    printed = [json.dumps(r["printed"], ensure_ascii=False) for r in golden]
    texts = [printed_text(r) for r in golden]
    name = game_name(commands)
    problems = differences(f"{path.name} (--jsonl)", printed,
                           program_output[(name, lang, True)], golden)
    if lang == plain_lang(commands):
        problems += differences(f"{path.name} (plain text)", texts,
                                program_output[(name, lang, False)], golden)
    assert not problems, "the program's answers changed:\n" + "\n".join(problems)


@pytest.mark.parametrize(("commands", "lang"), CASES, ids=_IDS)
def test_session_and_speech_give_the_golden_answers(commands: Path, lang: str) -> None:
    path = golden_path(commands, lang)
    golden = read_golden(path)
    got = records(commands, lang)
    problems = differences(path.name, [dump(r) for r in golden], [dump(r) for r in got],
                           golden)
    assert not problems, "what is printed or spoken changed:\n" + "\n".join(problems)
