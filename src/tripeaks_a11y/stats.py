"""``tripeaks-a11y stats``: win rates of numbered deals, solved on every core.

Usage (the command-line layer dispatches ``tripeaks-a11y stats ARGS`` here)::

    tripeaks-a11y stats --game tripeaks --rules easy --deals 0-9999 --jobs 4 --csv easy.csv
    tripeaks-a11y stats --rules classic --variant empty-waste --deals 0-9999 --csv w.csv

Each numbered deal (``deals.deal_cards``) is solved from its start with
the perfect-information solver (``solver``) in a pool of worker processes.
Progress goes to standard error as plain lines (never a redrawn bar); the
summary goes to standard output: the win rate with a 95% Wilson interval,
solve times per deal (median, 95th percentile, maximum), nodes per deal, and
the hardest deals. ``--csv FILE`` keeps one row per deal, in deal order.
``--variant NAME`` (repeatable; the words of ``rules.VARIANTS``) solves
TriPeaks deals under the rule set with those variants (``rules.rule_set``;
docs/rules.md "Variants"); the report's title and the CSV's ``variants``
column name them.

Deals whose search hits ``--node-limit`` or ``--time-limit`` count as
unknown: they are reported and left out of the win rate, never guessed.
Long runs are for the documentation and benchmarks, not for CI.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import math
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import NoReturn, TextIO

from .deals import DEAL_COUNT
from .kinds import KINDS, GameKind, kind_named
from .rules import EASY, RULE_SETS, VARIANTS, RuleSet, rules_chosen
from .sanitize import echo
from .solver import (
    DEFAULT_NODE_LIMIT,
    PYRAMID_WASTE,
    Move,
    PyramidMove,
    Verdict,
)

__all__ = ["DealResult", "main", "parse_deal_ranges", "percentile", "solve_one", "wilson_interval"]

MAX_DEALS = 1_000_000
"""The most deals one run takes (about three hours of Easy on one core)."""
CSV_FIELDS = ("deal", "code", "game", "rules", "verdict", "moves", "fewest_left", "nodes",
              "seconds", "line", "variants")
"""The CSV's columns, in order; ``variants``: the variant code letters in force (``DW``), or ""."""

Task = tuple[str, str | None, int, int, float | None] | tuple[str, str | None, int, int,
                                                             float | None, str]
"""One deal to solve: ``(game, rules, number, node_limit, time_limit[, variants])``."""


@dataclass(frozen=True)
class DealResult:
    """The solver's answer for one numbered deal.

    ``moves``: length of the winning line (0 unless winnable); ``fewest_left``:
    tableau cards left at best (0 when winnable); ``seconds``: wall-clock
    search time in the worker; ``line``: the winning line as text (tokens:
    a tableau position 0-27, ``D`` for a draw; Pyramid ``p+q``, ``p+W`` with
    the waste card, ``p`` or ``W`` for a king).
    """

    number: int
    verdict: Verdict
    moves: int
    fewest_left: int
    nodes: int
    seconds: float
    line: str


def _move_token(move: Move | PyramidMove) -> str:
    if isinstance(move, Move):
        return "D" if move.position is None else str(move.position)
    if move.is_draw:
        return "D"
    return "+".join("W" if c == PYRAMID_WASTE else str(c) for c in move.cards)


def solve_one(task: Task) -> DealResult:
    """Solve one numbered deal: ``(game, rules, number, node_limit, time_limit[, variants])``.

    ``game`` is ``"tripeaks"`` or ``"pyramid"``; ``rules`` ``"easy"``/``"classic"``
    (TriPeaks only); ``variants``: variant code letters such as ``"DW"``
    (default none; ``rules.rule_set``, docs/rules.md "Variants"). Raises
    ValueError for an unknown game or variant letter. Top level so that
    worker processes can run it.
    """
    game, rules, number, node_limit, time_limit = task[:5]
    variants = task[5] if len(task) > 5 else ""
    kind = _kind(game)
    solution = kind.solve_deal(kind.deal(number), _rule_set(rules, variants), node_limit,
                               time_limit)
    line = " ".join(_move_token(m) for m in solution.moves)
    return DealResult(number, solution.verdict, len(solution.moves), solution.fewest_left,
                      solution.nodes, solution.seconds, line)


def parse_deal_ranges(text: str) -> list[int]:
    """Deal numbers from ``"0-9999"``, ``"42"`` or ``"0-99,500-599"`` (inclusive ranges).

    Returns them in the order given, without repeats. Raises ValueError for
    a malformed range, an empty one, a number outside 0 … DEAL_COUNT - 1, or
    more than MAX_DEALS deals.
    """
    numbers: list[int] = []
    seen: set[int] = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        first, sep, last = part.partition("-")
        try:
            lo = int(first)
            hi = int(last) if sep else lo
        except ValueError:
            raise ValueError(f"not a deal number or range: {echo(part)!r}") from None
        if hi < lo:
            raise ValueError(f"empty range: {echo(part)!r}")
        if lo < 0 or hi >= DEAL_COUNT:
            raise ValueError(f"deal numbers run from 0 to {DEAL_COUNT - 1}: {echo(part)!r}")
        if hi - lo + 1 + len(numbers) > MAX_DEALS:
            raise ValueError(f"at most {MAX_DEALS:,} deals in one run")
        for n in range(lo, hi + 1):
            if n not in seen:
                seen.add(n)
                numbers.append(n)
    if not numbers:
        raise ValueError("no deal numbers given")
    return numbers


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% for the default ``z``) of a proportion.

    Returns ``(low, high)`` as fractions in [0, 1]; ``(0.0, 1.0)`` for no trials.
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return (low, high)


def percentile(sorted_values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile of already sorted values (``fraction`` in (0, 1]).

    Raises ValueError for an empty sequence.
    """
    if not sorted_values:
        raise ValueError("no values")
    rank = max(1, math.ceil(fraction * len(sorted_values)))
    return sorted_values[rank - 1]


def _kind(game: str) -> GameKind:
    kind = kind_named(game)
    if kind is None:
        raise ValueError(f"unknown game: {game!r}")
    return kind


def _rule_set(rules: str | None, variants: str) -> RuleSet:
    """The rule set named ``rules`` (None: Easy) with the ``variants`` letters.

    Raises ValueError for an unknown rule set or variant letter (``rules.rules_chosen``).
    """
    return rules_chosen(EASY, rules, variants)


def _code(game: str, rules: str | None, number: int, variants: str = "") -> str:
    return str(_kind(game).code(number, _rule_set(rules, variants)))


def _results(tasks: list[Task], jobs: int) -> Iterator[DealResult]:
    if jobs <= 1 or len(tasks) == 1:
        for task in tasks:
            yield solve_one(task)
        return
    chunk = max(1, min(16, len(tasks) // (jobs * 8)))
    with multiprocessing.get_context().Pool(jobs) as pool:
        yield from pool.imap_unordered(solve_one, tasks, chunksize=chunk)


def cores() -> int:
    """The CPUs this process may run on (at least 1): the most worker processes worth starting."""
    counted = getattr(os, "process_cpu_count", None)  # Python 3.13: affinity-aware
    if counted is not None:
        return max(1, counted() or 1)
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def _number(kind: type[int] | type[float], least: float, what: str, *,
            strict: bool = False) -> Callable[[str], float]:
    """An argparse ``type``: a finite ``kind`` of at least ``least`` (above it if ``strict``).

    The function raises ArgumentTypeError quoting the text (made safe, cut).
    """

    def read(text: str) -> float:
        try:
            value = kind(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"not {what}: {echo(text)!r}") from None
        if not math.isfinite(value) or value < least or (strict and value == least):
            raise argparse.ArgumentTypeError(f"must be {what}, not {echo(text)!r}")
        return value

    return read


_POSITIVE = _number(int, 1, "a whole number of 1 or more")
_COUNT = _number(int, 0, "a whole number of 0 or more")
_SECONDS = _number(float, 0.0, "a number of seconds above 0", strict=True)


class _UsageError(Exception):
    """A command-line mistake; the message says what is wrong."""


class _Parser(argparse.ArgumentParser):
    """argparse that reports through the given streams instead of exiting on errors."""

    def __init__(self, out: TextIO, *, prog: str, description: str) -> None:
        super().__init__(prog=prog, description=description)
        self._out = out

    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)

    def _print_message(self, message: str, file: object = None) -> None:
        if message:
            self._out.write(message)


def _build_parser(out: TextIO) -> argparse.ArgumentParser:
    parser = _Parser(
        out,
        prog="tripeaks-a11y stats",
        description="Solve numbered deals with every card known and report the win rate.")
    parser.add_argument("--game", choices=tuple(kind.name for kind in KINDS),
                        default=KINDS[0].name)
    parser.add_argument("--rules", choices=tuple(name.word for name in RULE_SETS), default=None,
                        help="TriPeaks rule set (default easy); Pyramid has none")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME",
                        choices=tuple(v.word for v in VARIANTS),
                        help="a rule variant (repeatable; TriPeaks only): "
                             + ", ".join(v.word for v in VARIANTS))
    parser.add_argument("--deals", default="0-999",
                        help="deal numbers: 0-9999, 42 or 0-99,500-599 (default 0-999)")
    parser.add_argument("--jobs", type=_POSITIVE, default=cores(),
                        help="worker processes (default and most: one per core)")
    parser.add_argument("--csv", metavar="FILE", help="write one row per deal to FILE")
    parser.add_argument("--node-limit", type=_POSITIVE, default=DEFAULT_NODE_LIMIT,
                        help="search nodes per deal before 'unknown' "
                             f"(default {DEFAULT_NODE_LIMIT})")
    parser.add_argument("--time-limit", type=_SECONDS, default=None,
                        help="seconds per deal before 'unknown' (default none)")
    parser.add_argument("--hardest", type=_COUNT, default=10,
                        help="how many of the hardest deals to list (default 10)")
    parser.add_argument("--progress", type=_COUNT, default=0,
                        help="a progress line every N deals (default: about 20 lines)")
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    return parser


def _fmt_seconds(s: float) -> str:
    return f"{s:.3f} s"


def _variant_words(letters: str) -> str:
    """The words of the variant ``letters`` in ``VARIANTS`` order, joined by " + "."""
    return " + ".join(v.word for v in VARIANTS if v.letter in letters)


def _report(out: TextIO, game: str, rules: str | None, numbers: Sequence[int],
            results: Sequence[DealResult], jobs: int, wall: float, hardest: int,
            variants: str = "") -> None:
    total = len(results)
    wins = sum(r.verdict is Verdict.WINNABLE for r in results)
    losses = sum(r.verdict is Verdict.NOT_WINNABLE for r in results)
    unknown = total - wins - losses
    decided = wins + losses
    kind = _kind(game)
    title = f"{kind.title}, {(rules or 'easy').capitalize()} rules" if kind.has_rules \
        else kind.title
    if variants:
        title += f", variants {_variant_words(variants)} ({variants})"
    if total == 1:
        span = f"deal {numbers[0]}"
    elif list(numbers) == list(range(numbers[0], numbers[0] + len(numbers))):
        span = f"deals {numbers[0]}-{numbers[-1]} ({total:,} deals)"
    else:
        span = (f"deals {','.join(map(str, numbers[:5]))}{'…' if total > 5 else ''}"
                f" ({total:,} deals)")
    out.write(f"{title}, {span}, {jobs} process{'es' if jobs != 1 else ''}\n")
    if decided:
        low, high = wilson_interval(wins, decided)
        out.write(f"winnable: {wins:,} of {decided:,} ({100 * wins / decided:.2f}%), "
                  f"95% interval {100 * low:.2f}%-{100 * high:.2f}% (Wilson)\n")
    else:
        out.write("win rate: unknown, no deal was decided\n")
    out.write(f"not winnable: {losses:,}; unknown (limit reached): {unknown:,}\n")
    times = sorted(r.seconds for r in results)
    out.write(f"solve time per deal: median {_fmt_seconds(percentile(times, 0.5))}, "
              f"p95 {_fmt_seconds(percentile(times, 0.95))}, max {_fmt_seconds(times[-1])}; "
              f"total {sum(times):.1f} s of search, {wall:.1f} s wall\n")
    nodes = sorted(r.nodes for r in results)
    out.write(f"nodes per deal: mean {sum(nodes) / total:,.0f}, median "
              f"{percentile(nodes, 0.5):,.0f}, max {nodes[-1]:,}\n")
    if wins:
        lengths = sorted(r.moves for r in results if r.verdict is Verdict.WINNABLE)
        out.write(f"winning line length: median {percentile(lengths, 0.5):.0f} moves, "
                  f"max {lengths[-1]}\n")
    if hardest > 0:
        out.write("hardest deals (most nodes):\n")
        for r in sorted(results, key=lambda r: (-r.nodes, r.number))[:hardest]:
            out.write(f"  {r.number} {_code(game, rules, r.number, variants)}: "
                      f"{r.verdict.value.replace('_', ' ')}, {r.nodes:,} nodes, "
                      f"{_fmt_seconds(r.seconds)}\n")


def _write_csv(path: str, game: str, rules: str | None, results: Sequence[DealResult],
               variants: str = "") -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(CSV_FIELDS)
        for r in sorted(results, key=lambda r: r.number):
            writer.writerow([r.number, _code(game, rules, r.number, variants), game,
                             rules or "",
                             r.verdict.value, r.moves, r.fewest_left, r.nodes,
                             f"{r.seconds:.6f}", r.line, variants])


def _cannot_write(path: str, error: OSError, err: TextIO) -> None:
    err.write(f"tripeaks-a11y stats: cannot write {echo(path, 200)}: "
              f"{error.strerror or error}\n")


def _can_write(path: str, err: TextIO) -> bool:
    """Whether ``path`` opens for writing; says why not on ``err``. Leaves no new file."""
    existed = os.path.lexists(path)
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as exc:
        _cannot_write(path, exc, err)
        return False
    if not existed:
        with contextlib.suppress(OSError):
            os.unlink(path)
    return True


def main(argv: Sequence[str], *, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``stats`` with ``argv`` (the arguments after ``stats``); the exit status.

    0 on success, 2 for a usage error (argparse's message on standard
    error), 1 when the CSV file cannot be written, 130 when interrupted.
    """
    out = out or sys.stdout
    err = err or sys.stderr
    parser = _build_parser(out)
    try:
        args = parser.parse_args(list(argv))
    except _UsageError as exc:
        err.write(parser.format_usage())
        err.write(f"tripeaks-a11y stats: {echo(str(exc), 200)}\n")  # it may quote the input
        return 2
    except SystemExit as exc:  # --help
        return int(exc.code or 0)
    try:
        numbers = parse_deal_ranges(args.deals)
    except ValueError as exc:
        err.write(f"tripeaks-a11y stats: --deals: {exc}\n")
        return 2
    if not _kind(args.game).has_rules and args.rules is not None:
        err.write("tripeaks-a11y stats: --rules applies to TriPeaks only\n")
        return 2
    if not _kind(args.game).has_rules and args.variant:
        err.write("tripeaks-a11y stats: --variant applies to TriPeaks only\n")
        return 2
    variants = "".join(v.letter for v in VARIANTS if v.word in args.variant)
    rules = (args.rules or "easy") if _kind(args.game).has_rules else None
    if rules is not None:
        try:
            variants = _rule_set(rules, variants).variants  # sorted; a refused mix says why
        except ValueError as exc:
            err.write(f"tripeaks-a11y stats: --variant: {exc}\n")
            return 2
    if args.csv and not _can_write(args.csv, err):
        return 1  # known now, not after every deal is solved
    if args.jobs > cores():
        err.write(f"tripeaks-a11y stats: --jobs {args.jobs} is more than the {cores()} "
                  f"CPUs here; using {cores()}\n")
    jobs = min(args.jobs, cores(), len(numbers))
    tasks: list[Task] = [(args.game, rules, n, args.node_limit, args.time_limit, variants)
                         for n in numbers]
    every = args.progress if args.progress > 0 else max(1, len(numbers) // 20)
    results: list[DealResult] = []
    wins = 0
    start = time.perf_counter()
    try:
        for result in _results(tasks, jobs):
            results.append(result)
            wins += result.verdict is Verdict.WINNABLE
            done = len(results)
            if not args.quiet and (done % every == 0 or done == len(tasks)):
                err.write(f"solved {done:,} of {len(tasks):,} deals, {wins:,} winnable, "
                          f"{time.perf_counter() - start:.1f} s\n")
                err.flush()
    except KeyboardInterrupt:
        err.write(f"interrupted after {len(results):,} deals\n")
        return 130
    wall = time.perf_counter() - start
    _report(out, args.game, rules, numbers, results, jobs, wall, args.hardest, variants)
    if args.csv:
        try:
            _write_csv(args.csv, args.game, rules, results, variants)
        except OSError as exc:
            _cannot_write(args.csv, exc, err)
            return 1
        out.write(f"per-deal results written to {echo(args.csv, 200)}\n")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv[1:]))
