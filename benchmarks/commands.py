"""Command parser speed: the test table's inputs, and long lines, beside references.

Run: ``python benchmarks/commands.py [--rounds 200] [--long-rounds 5]`` (from
the repository root, with the package installed or ``src`` on ``PYTHONPATH``).

The test table (tests/test_commands.py's ``TABLE``, every input ``--rounds``
times): the parser's median, p95 and slowest time per input. Reference,
measured in the same run on the same inputs, interleaved input by input: a
trivial reader, ``str.casefold().split()`` and one dict lookup of the first
word among every command word of the three languages (what no parser can
beat); printed beside the parser's median and p95 as a ratio.
Target (issue 4): median under 0.2 ms per input.

Long lines (issue 11): the issue's slow lines (10 kB of ``x x x``, 10 kB of
``7s7s7s``, a 97 kB line of words of every language) and a few more, each
read in full (``parse(text, max_length=None)``) at its size and at four
times its size. Reference, measured in the same run: the time per character of
the test table's inputs (ordinary commands); each line's time per character
is printed beside it with the ratio. Reading is linear when that ratio stays
flat as the line grows (growth per doubling, the square root of the growth
over four times the size: 2.0 when linear, 4.0 when quadratic). Then what the
player meets: the same lines through ``parse`` with its ``MAX_LINE`` limit
(refused before reading), and each pattern cut to ``MAX_LINE`` (read).
Targets: growth under 2.5, every line at the limit under 50 ms.

The machine's load (``os.getloadavg``) is printed before and after.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from _common import load_line, positive, ratio

from tripeaks_a11y.commands import MAX_LINE, ParseError, grammar, parse

ROUNDS = 200
LONG_ROUNDS = 5
COMMAND_WORDS = {word.casefold(): spec.name for spec in grammar.COMMANDS
                 for words in spec.words.values() for word in words}
"""Every command word of every language, for the trivial reader (the reference)."""


def load_table() -> list[str]:
    """The inputs of tests/test_commands.py's TABLE."""
    path = Path(__file__).resolve().parents[1] / "tests" / "test_commands.py"
    spec = importlib.util.spec_from_file_location("command_table", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [text for text, _expected in module.TABLE]


def trivial_reader(text: str) -> str | None:
    """The reference: split the line and look its first word up among the command words."""
    words = text.casefold().split()
    return COMMAND_WORDS.get(words[0]) if words else None


def time_one(function: Callable[[str], object], text: str, rounds: int) -> float:
    """Median seconds of ``function(text)`` over ``rounds`` runs (ParseError ignored)."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        with contextlib.suppress(ParseError):
            function(text)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def multi_word_line(size: int) -> str:
    """A fixed line of ``size`` characters: card, place and filler words of every language.

    No command word, so that the whole line is tried as a card, a place and
    a pair of them (the reading that was quadratic).
    """
    words = sorted({w for per in grammar.RANK_WORDS.values() for ws in per.values() for w in ws}
                   | {w for per in grammar.SUIT_WORDS.values() for ws in per.values() for w in ws}
                   | {w for ws in grammar.FILLER_WORDS.values() for w in ws}
                   | {w for ws in grammar.ROW_WORDS.values() for w in ws}
                   | {"7s", "4", "3", "of", "a", "u", "for", "karta"})
    words = [w for w in words if not any(w in spec_words for spec in grammar.COMMANDS
                                         for spec_words in spec.words.values())]
    out: list[str] = []
    length = i = 0
    while length < size:
        out.append(words[(i * 7919) % len(words)])
        length += len(out[-1]) + 1
        i += 1
    return " ".join(out)[:size]


def _repeat(pattern: str, size: int) -> str:
    return (pattern * (size // len(pattern) + 1))[:size]


LONG_CASES: list[tuple[str, int, Callable[[int], str]]] = [
    # (name, size in characters, the line of that size)
    ("x x x", 10_000, lambda n: _repeat("x ", n)),
    ("7s7s7s", 10_000, lambda n: _repeat("7s", n)),
    ("multi-word", 97_000, multi_word_line),
    ("of of (glue)", 10_000, lambda n: _repeat("of ", n)),
    ("a a (filler rank)", 10_000, lambda n: _repeat("a ", n)),
    ("row 4 card 3", 10_000, lambda n: _repeat("row 4 card 3 ", n)),
    ("7♠ (suit symbols)", 10_000, lambda n: _repeat("7♠", n)),
]


def best_of(function: Callable[[str], object], text: str, rounds: int) -> float:
    """Fastest of ``rounds`` runs of ``function(text)``, in seconds (ParseError ignored)."""
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        with contextlib.suppress(ParseError):
            function(text)
        best = min(best, time.perf_counter() - start)
    return best


def table_reference(inputs: list[str]) -> float:
    """Seconds per character to parse the table's inputs (the reference)."""
    total = sum(best_of(parse, text, rounds=20) for text in inputs)
    return total / sum(len(text) for text in inputs)


def long_lines(reference: float, rounds: int) -> None:
    """Print the long-line figures (module docstring) beside ``reference`` (s per character),
    each the best of ``rounds`` runs."""
    print(f"long lines, read in full (best of {rounds}); reference: "
          f"{reference * 1e6:.2f} us per character over the table's inputs, same run")
    growths = []
    for name, size, make in LONG_CASES:
        times = []
        for n in (size, 4 * size):
            full = best_of(lambda line: parse(line, max_length=None), make(n), rounds)
            times.append(full)
            per_char = full / n
            print(f"  {name:18} {n / 1000:4.0f} kB  {full * 1e3:7.1f} ms  "
                  f"{per_char * 1e6:5.2f} us/char  ratio to reference {per_char / reference:5.2f}")
        growths.append((times[1] / times[0]) ** 0.5)
        print(f"  {name:18} growth per doubling: {growths[-1]:.2f} (linear 2.0, quadratic 4.0)")
    print(f"target growth < 2.5: {'met' if max(growths) < 2.5 else 'NOT met'} "
          f"(worst {max(growths):.2f})")
    print(f"as the player meets them: refused over MAX_LINE ({MAX_LINE} characters), "
          "read at MAX_LINE")
    slowest = 0.0
    for name, size, make in LONG_CASES:
        refused = best_of(parse, make(size), rounds)
        at_limit = best_of(parse, make(MAX_LINE), rounds=20)
        slowest = max(slowest, at_limit)
        print(f"  {name:18} {size / 1000:4.0f} kB refused in {refused * 1e3:7.3f} ms; "
              f"{MAX_LINE} characters read in {at_limit * 1e3:6.2f} ms")
    print(f"target at the limit < 50 ms: {'met' if slowest < 0.05 else 'NOT met'} "
          f"(slowest {slowest * 1e3:.2f} ms)")


def _p95(ordered: list[float]) -> float:
    return ordered[int(0.95 * (len(ordered) - 1))]


def main(argv: list[str] | None = None) -> int:
    """Measure and print one line per figure (module docstring)."""
    parser = argparse.ArgumentParser(
        description="Command parser speed: the test table's inputs, beside a trivial reader "
                    "(split and one dict lookup) timed on the same inputs in the same run; "
                    "long lines, per character beside the table's time per character, and "
                    "their growth with size (module docstring).")
    parser.add_argument("--rounds", type=positive, default=ROUNDS,
                        help=f"runs of each table input, median taken (default {ROUNDS})")
    parser.add_argument("--long-rounds", type=positive, default=LONG_ROUNDS,
                        help=f"runs of each long line, best taken (default {LONG_ROUNDS})")
    args = parser.parse_args(argv)
    print(f"command parser; {load_line()}")
    inputs = load_table()
    parsed: list[float] = []
    trivial: list[float] = []
    for text in inputs:  # interleaved, so that the machine's load falls on both
        parsed.append(time_one(parse, text, args.rounds))
        trivial.append(time_one(trivial_reader, text, args.rounds))
    parsed.sort()
    trivial.sort()
    median, reference = statistics.median(parsed), statistics.median(trivial)
    print(f"inputs: {len(inputs)}, rounds each: {args.rounds}; reference: a trivial reader "
          "(split, one dict lookup of the first word), same inputs, same run")
    print(f"median per input: {median * 1e3:.4f} ms  reference {reference * 1e3:.4f} ms  "
          f"ratio {ratio(median, reference)}")
    print(f"p95 per input:    {_p95(parsed) * 1e3:.4f} ms  reference "
          f"{_p95(trivial) * 1e3:.4f} ms  ratio {ratio(_p95(parsed), _p95(trivial))}")
    print(f"slowest input:    {parsed[-1] * 1e3:.4f} ms")
    print(f"target median < 0.2 ms: {'met' if median < 0.0002 else 'NOT met'}")
    long_lines(table_reference(inputs), args.long_rounds)
    print(f"after: {load_line()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
