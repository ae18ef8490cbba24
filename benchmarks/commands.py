"""Command parser speed: parse every input of the test table many times, print figures.

Run: ``python benchmarks/commands.py`` (from the repo, with the package installed).
Target (issue 4): median under 0.2 ms per input.
"""

from __future__ import annotations

import contextlib
import importlib.util
import statistics
import sys
import time
from pathlib import Path

from tripeaks_a11y.commands import ParseError, parse

ROUNDS = 200


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
    return 0


if __name__ == "__main__":
    sys.exit(main())
