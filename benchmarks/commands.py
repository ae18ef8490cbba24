"""Command parser speed: the test table's inputs, and long lines; print figures.

Run: ``python benchmarks/commands.py`` (from the repo, with the package installed).
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
"""

from __future__ import annotations

import contextlib
import importlib.util
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from tripeaks_a11y.commands import MAX_LINE, ParseError, grammar, parse

ROUNDS = 200
LONG_ROUNDS = 5


def load_table() -> list[str]:
    """The inputs of tests/test_commands.py's TABLE."""
    path = Path(__file__).resolve().parents[1] / "tests" / "test_commands.py"
    spec = importlib.util.spec_from_file_location("command_table", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [text for text, _expected in module.TABLE]


def time_one(text: str) -> float:
    """Median seconds to parse ``text`` over ROUNDS runs."""
    times = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        with contextlib.suppress(ParseError):
            parse(text)
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


def best_of(function: Callable[[str], object], text: str, rounds: int = LONG_ROUNDS) -> float:
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


def long_lines(reference: float) -> None:
    """Print the long-line figures (module docstring) beside ``reference`` (s per character)."""
    print(f"long lines, read in full (best of {LONG_ROUNDS}); reference: "
          f"{reference * 1e6:.2f} us per character over the table's inputs, same run")
    growths = []
    for name, size, make in LONG_CASES:
        times = []
        for n in (size, 4 * size):
            full = best_of(lambda line: parse(line, max_length=None), make(n))
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
        refused = best_of(parse, make(size))
        at_limit = best_of(parse, make(MAX_LINE), rounds=20)
        slowest = max(slowest, at_limit)
        print(f"  {name:18} {size / 1000:4.0f} kB refused in {refused * 1e3:7.3f} ms; "
              f"{MAX_LINE} characters read in {at_limit * 1e3:6.2f} ms")
    print(f"target at the limit < 50 ms: {'met' if slowest < 0.05 else 'NOT met'} "
          f"(slowest {slowest * 1e3:.2f} ms)")


def main() -> int:
    inputs = load_table()
    per_input = sorted(time_one(text) for text in inputs)
    median = statistics.median(per_input)
    p95 = per_input[int(0.95 * (len(per_input) - 1))]
    print(f"inputs: {len(inputs)}, rounds each: {ROUNDS}")
    print(f"median per input: {median * 1e3:.4f} ms")
    print(f"p95 per input:    {p95 * 1e3:.4f} ms")
    print(f"slowest input:    {per_input[-1] * 1e3:.4f} ms")
    print(f"target median < 0.2 ms: {'met' if median < 0.0002 else 'NOT met'}")
    long_lines(table_reference(inputs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
