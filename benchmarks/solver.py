"""Solver speed: numbered deals per second, beside the C reference, same deals, same run.

What it measures: the TriPeaks solver (``tripeaks_a11y.solver.solve_deal``)
on numbered deals 0-999 (``--deals`` to change), each from its start, in
this one process, for Easy and Classic; then the C reference solver
(``ref_tripeaks_solver.c``, a plain depth-first search with a visited set,
built here with ``cc -O2``) on the same deals. Prints, per rule set and
solver: deals per second, nodes per deal (mean and max), time per deal
(median, p95, max), the winnable count, and the ratio of the C throughput
to ours; and checks that both give the same verdict on every deal.

Nodes are not the same unit in both: each counts the positions its search
entered, and ours prunes more (see the solver's module docstring).

With ``--play``: what a player waits for. ``solve`` and ``hint`` in a game
are bounded by search nodes (``solver.PLAY_NODE_LIMIT``; the clock is only a
guard against a runaway), so the time they take is the budget's nodes over
the machine's nodes per second. For numbered deals (0-59 unless ``--deals``
says otherwise) of TriPeaks Easy, TriPeaks Classic and Pyramid, at the
start and after 8 and 16 moves of the solver's own line, it runs the game's
row (``kinds``) as a player's ``solve`` and ``hint`` do, and prints per game:
nodes per second, the time ``solve`` takes to decide (median, p95, max), its
nodes (median, p95, max), how many positions it left undecided at the
budget, and the time of ``hint`` (TriPeaks: the solver's hint; Pyramid's is
seed 002's rule and takes no search).

Run from the repository root:  python benchmarks/solver.py [--deals 0-999] [--play]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from tripeaks_a11y.deals import tripeaks_deal
from tripeaks_a11y.games.moves import Move, PyramidMove, apply_move, apply_pyramid_move
from tripeaks_a11y.kinds import GameKind, kind_named
from tripeaks_a11y.rules import CLASSIC, EASY, RuleSet
from tripeaks_a11y.solver import PLAY_NODE_LIMIT, RUNAWAY_SECONDS, Verdict, solve_deal
from tripeaks_a11y.stats import parse_deal_ranges, percentile

HERE = Path(__file__).resolve().parent
SOURCES = (HERE / "ref_tripeaks_solver.c",
           HERE.parents[1] / "shared" / "bench" / "ref_tripeaks_solver.c")


@dataclass
class Run:
    name: str
    wins: list[bool]
    nodes: list[int]
    seconds: list[float]
    total: float  # seconds for the whole batch

    def line(self) -> str:
        n = len(self.wins)
        times = sorted(self.seconds)
        return (f"  {self.name:<7} {n / self.total:8.1f} deals/s   nodes/deal mean "
                f"{statistics.fmean(self.nodes):>9,.0f}  max {max(self.nodes):>10,}   "
                f"time/deal median {percentile(times, 0.5) * 1000:6.2f} ms  p95 "
                f"{percentile(times, 0.95) * 1000:7.2f} ms  max {times[-1] * 1000:8.1f} ms   "
                f"winnable {sum(self.wins)}/{n}")


def run_python(numbers: list[int], rules_name: str) -> Run:
    rules = EASY if rules_name == "easy" else CLASSIC
    deals = [tripeaks_deal(n) for n in numbers]
    wins, nodes, seconds = [], [], []
    start = time.perf_counter()
    for deal in deals:
        t = time.perf_counter()
        solution = solve_deal(deal, rules)
        seconds.append(time.perf_counter() - t)
        if solution.verdict is Verdict.UNKNOWN:
            raise SystemExit(f"unknown verdict on a deal of {rules_name}: raise the node limit")
        wins.append(solution.verdict is Verdict.WINNABLE)
        nodes.append(solution.nodes)
    return Run("python", wins, nodes, seconds, time.perf_counter() - start)


def build_reference(source: Path | None, workdir: Path) -> Path | None:
    if source is None:
        source = next((p for p in SOURCES if p.is_file()), None)
    if source is None:
        print("C reference: source not found; skipped")
        return None
    if source.suffix != ".c":
        return source  # an already built executable
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        print("C reference: no C compiler; skipped")
        return None
    exe = workdir / "ref_tripeaks_solver"
    subprocess.run([compiler, "-O2", "-o", str(exe), str(source)], check=True)
    return exe


def run_reference(exe: Path, numbers: list[int], rules_name: str) -> Run:
    text = "".join(" ".join(c.code for c in tripeaks_deal(n)) + "\n" for n in numbers)
    start = time.perf_counter()
    done = subprocess.run([str(exe), rules_name], input=text, capture_output=True, text=True,
                          check=True)
    elapsed = time.perf_counter() - start
    rows = [line.split() for line in done.stdout.splitlines() if not line.startswith("summary")]
    seconds = [float(r[2]) for r in rows]
    # Throughput from the solver's own clock, as its summary does (no process start-up).
    return Run("C ref", [r[0] == "1" for r in rows], [int(r[1]) for r in rows], seconds,
               sum(seconds) or elapsed)


PLAY_DEPTHS = (0, 8, 16)
"""Moves of the solver's own line played before a position is measured (``--play``)."""


def _advance(kind: GameKind, game: object, moves: int) -> bool:
    """Play ``moves`` moves of the solver's line on ``game``; False when it ends first."""
    line = kind.solve(game, RUNAWAY_SECONDS)
    steps = line.moves or line.best_moves
    if len(steps) <= moves:
        return False
    for step in steps[:moves]:
        if isinstance(step, Move):
            apply_move(game, step)  # type: ignore[arg-type]
        elif isinstance(step, PyramidMove):
            apply_pyramid_move(game, step)  # type: ignore[arg-type]
    return not game.is_over  # type: ignore[attr-defined]


def _spread(values: list[float], unit: str, scale: float = 1.0, fmt: str = ".2f") -> str:
    ordered = sorted(values)
    median, p95 = percentile(ordered, 0.5) * scale, percentile(ordered, 0.95) * scale
    return (f"median {median:{fmt}}{unit}, p95 {p95:{fmt}}{unit}, "
            f"max {ordered[-1] * scale:{fmt}}{unit}")


def run_play(numbers: list[int], name: str, rules: RuleSet, label: str) -> None:
    """``solve`` and ``hint`` as a game in play runs them, at the node budget."""
    kind = kind_named(name)
    assert kind is not None
    nodes: list[float] = []
    seconds: list[float] = []
    hints: list[float] = []
    undecided = 0
    for number in numbers:
        for depth in PLAY_DEPTHS:
            game = kind.new_game(kind.deal(number), rules)
            if depth and not _advance(kind, game, depth):
                continue
            start = time.perf_counter()
            solution = kind.solve(game, RUNAWAY_SECONDS)
            seconds.append(time.perf_counter() - start)
            nodes.append(solution.nodes)
            undecided += solution.verdict is Verdict.UNKNOWN
            start = time.perf_counter()
            kind.hint(game, RUNAWAY_SECONDS)
            hints.append(time.perf_counter() - start)
    print(f"{label}: {len(seconds)} positions (deal starts and after "
          f"{', '.join(map(str, PLAY_DEPTHS[1:]))} moves)")
    print(f"  nodes/s {sum(nodes) / sum(seconds):>10,.0f}   solve nodes "
          f"{_spread(nodes, '', fmt=',.0f')}")
    print(f"  solve, time to decide: {_spread(seconds, ' s')}; undecided at the budget: "
          f"{undecided}/{len(seconds)}")
    print(f"  hint: {_spread(hints, ' s')}")


def main_play(numbers: list[int], deals: str) -> int:
    """The ``--play`` report."""
    print(f"solve and hint in play: node budget {PLAY_NODE_LIMIT:,} "
          f"(runaway guard {RUNAWAY_SECONDS:.0f} s), numbered deals {deals}, "
          f"Python {sys.version.split()[0]}")
    run_play(numbers, "tripeaks", EASY, "TriPeaks Easy")
    run_play(numbers, "tripeaks", CLASSIC, "TriPeaks Classic")
    run_play(numbers, "pyramid", EASY, "Pyramid")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default=None, help="deal numbers (default 0-999; "
                        "0-59 with --play)")
    parser.add_argument("--play", action="store_true",
                        help="solve and hint as in a game, at the node budget of play")
    parser.add_argument("--rules", default="easy,classic", help="easy, classic or both")
    parser.add_argument("--ref", type=Path, default=None,
                        help="C reference source (.c) or executable (default: found here)")
    args = parser.parse_args()
    if args.play:
        deals = args.deals or "0-59"
        return main_play(parse_deal_ranges(deals), deals)
    args.deals = args.deals or "0-999"
    numbers = parse_deal_ranges(args.deals)
    print(f"solver benchmark: numbered deals {args.deals} ({len(numbers)} deals), "
          f"one process, Python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as tmp:
        exe = build_reference(args.ref, Path(tmp))
        for rules_name in args.rules.split(","):
            rules_name = rules_name.strip()
            print(f"{rules_name.capitalize()}:")
            ours = run_python(numbers, rules_name)
            print(ours.line())
            if exe is None:
                continue
            ref = run_reference(exe, numbers, rules_name)
            print(ref.line())
            ratio = (len(numbers) / ref.total) / (len(numbers) / ours.total)
            agree = sum(a == b for a, b in zip(ours.wins, ref.wins, strict=True))
            print(f"  ratio   C is {ratio:.2f}x faster (deals/s); verdicts agree on "
                  f"{agree}/{len(numbers)} deals")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
