"""Solver speed: the compiled core beside the C reference, interleaved, same deals, same run.

What it measures, on numbered deals 0-999 (``--deals`` to change), each from
its start, in this one process:

1. TriPeaks, Easy and Classic: the product's search (``solver.native``, the
   compiled core; the search call alone, its inputs made before the clock
   starts, so that no per-deal set-up is timed) and the C reference solver
   (``ref_tripeaks_solver.c``, a plain depth-first search with a visited set,
   built here with the same compiler and the same flags as the core,
   ``solver_build.CFLAGS``; its own clock around its search) on the same
   deal, as a pair, alternating which goes first, for ``--rounds`` rounds.
   Neither keeps anything between two solves (the core makes its tables per
   call; the reference clears its table by a new stamp). Per rule set and
   solver: deals per second (the median round), nodes per deal (mean and
   max), the median time per deal; then the ratio of our throughput to the
   reference's (above 1: ours is faster), min and median over the rounds,
   and the verdicts compared on every deal (target: ratio at least 1 in
   both rule sets).
2. The pure-Python search (the fallback where no compiler is found) on the
   first ``--python-deals`` deals, interleaved with the core the same way:
   deals per second each and the ratio.
3. Pyramid (no C reference exists for it): the core and the Python search,
   interleaved, on the first ``--python-deals`` deals, plus the two deals
   that hit the node budget of play most often (63 and 3646), each timed
   with both.
4. What a player waits for on the hardest deals: ``solve`` and ``hint
   peek`` as a game runs them (the kind's row, at ``PLAY_NODE_LIMIT``),
   end to end (target: under 0.3 s each).

Nodes are not the same unit in both solvers: each counts the positions its
search entered, and ours prunes more (see the solver's package docstring).
Without a compiled core (no compiler when ``scripts/setup.sh`` ran) the
figures of part 1 are the Python search's.

With ``--play``: ``solve`` and ``hint`` in play (``solver.PLAY_NODE_LIMIT``;
the clock is only a guard against a runaway), for numbered deals (0-59
unless ``--deals`` says otherwise) of TriPeaks Easy, TriPeaks Classic and
Pyramid, at the start and after 8 and 16 moves of the solver's own line:
nodes per second, the time ``solve`` takes to decide (median, p95, max), its
nodes (median, p95, max), how many positions it left undecided at the
budget, and the time of ``hint`` (TriPeaks: the fair hint; Pyramid's is
seed 002's rule and takes no search). Then ``odds`` and the fair ``hint`` as a
game runs them (the kinds' rows, the product's budgets: ``ODDS_SAMPLES`` and
``HINT_SAMPLES`` samples of ``SAMPLE_NODE_LIMIT`` nodes), with the compiled
core and with the Python search side by side in this one run, on hard
positions (TP1-C-AAAAAAD at the start and after 3 draws, TP1-E-AAAAAAD,
Pyramid PY1-AAAAAAD at the start and after 3 draws): the seconds of each,
the ratio (Python / core), whether the two answers are the same (they must
be: issue 28 point 2), and whether the game says "Working on it…" first
(``solver.expected_long``, from the budget and the core). The machine's
load (``os.getloadavg``) is printed before and after.

Run from the repository root:  python benchmarks/solver.py [--deals 0-999] [--rounds 3] [--play]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from _common import load_line

from tripeaks_a11y.deals import shuffled_deck, tripeaks_deal
from tripeaks_a11y.games.moves import Move, PyramidMove, apply_move, apply_pyramid_move
from tripeaks_a11y.kinds import GameKind, kind_named, parse_code
from tripeaks_a11y.program.solver_build import CFLAGS
from tripeaks_a11y.program.stats import parse_deal_ranges, percentile
from tripeaks_a11y.solver import PLAY_NODE_LIMIT, RUNAWAY_SECONDS, Verdict, advise_tripeaks, native
from tripeaks_a11y.solver.common import DEFAULT_NODE_LIMIT, Outcome, tables_for
from tripeaks_a11y.solver.pyramid import _search_pyramid
from tripeaks_a11y.solver.tripeaks_search import search_tripeaks
from tripeaks_a11y.values.layouts import PYRAMID, TRIPEAKS
from tripeaks_a11y.values.rules import CLASSIC, EASY, RuleSet

HERE = Path(__file__).resolve().parent
SOURCES = (HERE / "ref_tripeaks_solver.c",
           HERE.parents[1] / "shared" / "bench" / "ref_tripeaks_solver.c")
HARDEST = (("Easy", EASY, (1404, 3959, 5845)), ("Classic", CLASSIC, (6720, 461, 5030)))
"""The hardest TriPeaks deals of docs/winrates.md (the most nodes; the last winnable)."""
PYRAMID_HARD = (63, 3646)
"""Pyramid deals that reach the node budget of play (docs/winrates.md)."""

Search = Callable[[], Outcome]
T = TypeVar("T")


def _clock(search: Callable[[], T]) -> tuple[T, float]:
    start = time.perf_counter()
    outcome = search()
    return outcome, time.perf_counter() - start


def tripeaks_search(number: int, rules: RuleSet, core: str) -> Search:
    """The search of TriPeaks deal ``number`` from its start, inputs made now, not yet run."""
    deal = tripeaks_deal(number)
    tables = tables_for(TRIPEAKS)
    ranks = [int(card.rank) for card in deal]
    tableau, stock = ranks[:TRIPEAKS.size], ranks[TRIPEAKS.size + 1:]
    waste = ranks[TRIPEAKS.size]
    run = native.search_tripeaks_native if core == "native" else search_tripeaks

    def search() -> Outcome:
        return run(tables, tableau, stock, rules.wrap, 0, 0, waste,
                   node_limit=DEFAULT_NODE_LIMIT, deadline=None, prune_dead=True)

    return search


def pyramid_search(number: int, core: str) -> Search:
    """The search of Pyramid deal ``number`` from its start, inputs made now, not yet run."""
    deal = shuffled_deck(number)
    tables = tables_for(PYRAMID)
    ranks = [int(card.rank) for card in deal]
    run = native.search_pyramid_native if core == "native" else _search_pyramid

    def search() -> Outcome:
        return run(tables, ranks[:PYRAMID.size], ranks[PYRAMID.size:], 0, 0, 0,
                   node_limit=DEFAULT_NODE_LIMIT, deadline=None)

    return search


def compiler() -> str | None:
    """The C compiler the core's build uses: ``$CC``, else cc, gcc or clang."""
    names = [os.environ["CC"]] if os.environ.get("CC") else []
    for name in (*names, "cc", "gcc", "clang"):
        found = shutil.which(name)
        if found:
            return found
    return None


def build_reference(source: Path | None, workdir: Path) -> Path | None:
    if source is None:
        source = next((p for p in SOURCES if p.is_file()), None)
    if source is None:
        print("C reference: source not found; skipped")
        return None
    if source.suffix != ".c":
        return source  # an already built executable
    cc = compiler()
    if cc is None:
        print("C reference: no C compiler; skipped")
        return None
    exe = workdir / "ref_tripeaks_solver"
    # The core's own flags less those that only a shared library needs.
    flags = [f for f in CFLAGS if f not in ("-shared", "-fPIC")]
    subprocess.run([cc, *flags, "-o", str(exe), str(source)], check=True)
    print(f"C reference: built with {Path(cc).name} {' '.join(flags)}")
    return exe


class Reference:
    """The C reference as a running process: one deal in, its answer out."""

    def __init__(self, exe: Path, rules_name: str) -> None:
        self._process = subprocess.Popen([str(exe), rules_name], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, text=True, bufsize=1)

    def solve(self, number: int) -> tuple[bool, int, float]:
        """(winnable, nodes, seconds of its own clock around the search) of deal ``number``."""
        assert self._process.stdin is not None and self._process.stdout is not None
        self._process.stdin.write(" ".join(c.code for c in tripeaks_deal(number)) + "\n")
        self._process.stdin.flush()
        won, nodes, seconds = self._process.stdout.readline().split()
        return won == "1", int(nodes), float(seconds)

    def close(self) -> None:
        assert self._process.stdin is not None
        self._process.stdin.close()
        self._process.wait()


@dataclass
class Side:
    """One solver's figures over the rounds: per round the total seconds; per deal the last."""

    name: str
    round_seconds: list[float] = field(default_factory=list)
    seconds: dict[int, float] = field(default_factory=dict)
    nodes: dict[int, int] = field(default_factory=dict)
    wins: dict[int, bool] = field(default_factory=dict)

    def line(self, deals: int) -> str:
        rate = deals / statistics.median(self.round_seconds)
        times = sorted(self.seconds.values())
        nodes = list(self.nodes.values())
        return (f"  {self.name:<8} {rate:9.1f} deals/s   nodes/deal mean "
                f"{statistics.fmean(nodes):>9,.0f}  max {max(nodes):>10,}   "
                f"time/deal median {percentile(times, 0.5) * 1000:7.3f} ms  max "
                f"{times[-1] * 1000:8.1f} ms   winnable {sum(self.wins.values())}/{deals}")


def ratio_line(ours: Side, theirs: Side, what: str) -> str:
    """Our throughput over theirs per round (above 1: ours faster), min and median."""
    ratios = [t / o for o, t in zip(ours.round_seconds, theirs.round_seconds, strict=True)]
    return (f"  ratio    {ours.name} / {theirs.name} throughput: min {min(ratios):.2f}, "
            f"median {statistics.median(ratios):.2f} over {len(ratios)} rounds ({what})")


def pairs(numbers: list[int], rounds: int) -> Iterator[tuple[int, int, bool]]:
    """(round, deal, ours first) for every deal of every round, alternating the order."""
    for r in range(rounds):
        for i, number in enumerate(numbers):
            yield r, number, (i + r) % 2 == 0


Runner = Callable[[int], tuple[bool, int, float]]
"""Solves one deal: (winnable, nodes, seconds of the search alone)."""


def interleaved(numbers: list[int], rounds: int, a: Side, run_a: Runner,
                b: Side, run_b: Runner) -> None:
    """Run ``run_a`` and ``run_b`` on each deal as a pair, ``rounds`` times; fill both sides."""
    for r, number, a_first in pairs(numbers, rounds):
        if len(a.round_seconds) <= r:
            a.round_seconds.append(0.0)
            b.round_seconds.append(0.0)
        order = ((a, run_a), (b, run_b)) if a_first else ((b, run_b), (a, run_a))
        for side, run in order:
            won, nodes, seconds = run(number)
            side.round_seconds[r] += seconds
            side.seconds[number], side.nodes[number], side.wins[number] = seconds, nodes, won


def timed(search_of: Callable[[int], Search]) -> Runner:
    """A runner that makes the search's inputs, then times the search call alone."""
    def run(number: int) -> tuple[bool, int, float]:
        search = search_of(number)
        outcome, seconds = _clock(search)
        if outcome.won is None:
            raise SystemExit(f"deal {number}: the node limit stopped the search")
        return bool(outcome.won), outcome.nodes, seconds
    return run


def agreement(a: Side, b: Side) -> str:
    same = sum(a.wins[n] == b.wins[n] for n in a.wins)
    return f"verdicts agree on {same}/{len(a.wins)} deals"


def main_throughput(args: argparse.Namespace) -> int:
    numbers = parse_deal_ranges(args.deals)
    small = numbers[:args.python_deals]
    core = "native" if native.available() else "python"
    print(f"solver benchmark: numbered deals {args.deals} ({len(numbers)} deals), "
          f"{args.rounds} rounds, one process, Python {sys.version.split()[0]}, "
          f"core: {core}")
    if core == "python":
        print("  (no compiled core: run scripts/setup.sh with a C compiler installed)")
    with tempfile.TemporaryDirectory() as tmp:
        exe = build_reference(args.ref, Path(tmp))
        for rules_name in args.rules.split(","):
            rules = EASY if rules_name.strip() == "easy" else CLASSIC
            print(f"TriPeaks {rules_name.strip().capitalize()}:")
            ours = Side("core" if core == "native" else "python")
            run_ours = timed(lambda n, rules=rules: tripeaks_search(n, rules, core))
            if exe is not None:
                ref = Side("C ref")
                reference = Reference(exe, rules_name.strip())
                try:
                    interleaved(numbers, args.rounds, ours, run_ours, ref, reference.solve)
                finally:
                    reference.close()
                print(ours.line(len(numbers)))
                print(ref.line(len(numbers)))
                print(ratio_line(ours, ref, agreement(ours, ref)))
            if core == "native" and small:
                fast, slow = Side("core"), Side("python")
                interleaved(small, 1, fast, run_ours, slow,
                            timed(lambda n, rules=rules: tripeaks_search(n, rules, "python")))
                print(f"  the Python fallback on the first {len(small)} deals:")
                print(slow.line(len(small)))
                print(ratio_line(fast, slow, agreement(fast, slow)))
    if core == "native" and small:
        print(f"Pyramid, deals {small[0]}-{small[-1]} ({len(small)} deals; no C reference):")
        fast, slow = Side("core"), Side("python")
        interleaved(small, 1, fast, timed(lambda n: pyramid_search(n, "native")),
                    slow, timed(lambda n: pyramid_search(n, "python")))
        print(fast.line(len(small)))
        print(slow.line(len(small)))
        print(ratio_line(fast, slow, agreement(fast, slow)))
        for number in PYRAMID_HARD:
            a, sa = _clock(pyramid_search(number, "native"))
            b, sb = _clock(pyramid_search(number, "python"))
            print(f"  Pyramid deal {number}: core {sa:.3f} s, python {sb:.3f} s, "
                  f"{a.nodes:,} nodes, winnable {a.won}, same answer {a == b}")
    main_hardest()
    return 0


def main_hardest(repeats: int = 5) -> None:
    """``solve`` and ``hint peek`` on the hardest deals, as a game in play runs them.

    Each is run ``repeats`` times on a fresh game; the median is printed, so
    that one slow run on a busy machine does not stand for the deal.
    """
    kind = kind_named("tripeaks")
    assert kind is not None
    print(f"solve and hint peek on the hardest deals (node budget {PLAY_NODE_LIMIT:,}; "
          f"median of {repeats} runs, end to end):")
    for label, rules, numbers in HARDEST:
        for number in numbers:
            solve_s, hint_s = [], []
            for _ in range(repeats):
                game = kind.new_game(kind.deal(number), rules)
                solution, seconds = _clock(lambda game=game: kind.solve(game, RUNAWAY_SECONDS))
                solve_s.append(seconds)
                _, seconds = _clock(lambda game=game: advise_tripeaks(
                    game, node_limit=PLAY_NODE_LIMIT, time_limit=RUNAWAY_SECONDS))
                hint_s.append(seconds)
            print(f"  {label} deal {number}: solve {statistics.median(solve_s):.3f} s "
                  f"({solution.verdict.value}, {solution.nodes:,} nodes), hint peek "
                  f"{statistics.median(hint_s):.3f} s")


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


ADVICE_POSITIONS = (("TP1-C-AAAAAAD", 0), ("TP1-C-AAAAAAD", 3), ("TP1-E-AAAAAAD", 0),
                    ("PY1-AAAAAAD", 0), ("PY1-AAAAAAD", 3))
"""Hard positions for ``odds`` and the fair hint, each core: (game code, draws made first)."""


def _advice_position(code: str, draws: int) -> tuple[GameKind, object]:
    game_code = parse_code(code)
    kind = kind_named("pyramid" if code.startswith("PY") else "tripeaks")
    assert kind is not None
    game = kind.new_game(kind.deal(game_code.number), game_code.rule_set)
    for _ in range(draws):
        game.draw()  # type: ignore[attr-defined]
    return kind, game


def main_advice_cores() -> None:
    """``odds`` and the fair hint, compiled core and Python search side by side."""
    cores = ("native", "python") if native.available() else ("python",)
    print(f"odds and hint as a game runs them, {' and '.join(cores)} "
          f"(runaway guard {RUNAWAY_SECONDS:.0f} s; {load_line()}):")
    if not native.available():
        print("  no compiled core (python -m tripeaks_a11y.program.solver_build): Python only")
    for code, draws in ADVICE_POSITIONS:
        for answer in ("odds", "hint"):
            kind, _ = _advice_position(code, draws)
            run = getattr(kind, answer)
            budget = kind.nodes.get(answer)
            if run is None or budget is None:
                continue  # Pyramid's hint is seed 002's rule: no search
            said, times, long = [], [], []
            for core in cores:
                _, game = _advice_position(code, draws)
                with native.using(core):
                    long.append(native.expected_long(budget(game)))
                    result, seconds = _clock(lambda run=run, game=game: run(game,
                                                                            RUNAWAY_SECONDS))
                said.append(result)
                times.append(seconds)
            where = f"{code}{f' +{draws} draws' if draws else ''} {answer}"
            timing = ", ".join(f"{core} {t:.2f} s" for core, t in zip(cores, times, strict=True))
            ratio = f"; ratio {times[1] / times[0]:.1f}x" if len(times) == 2 else ""
            same = "same answer" if all(r == said[0] for r in said) else "ANSWERS DIFFER"
            working = ", ".join(f"{core} {'working line' if w else 'no working line'}"
                                for core, w in zip(cores, long, strict=True))
            print(f"  {where}: {timing}{ratio}; {same}; {working}")
    print(f"  after: {load_line()}")


def main_play(numbers: list[int], deals: str) -> int:
    """The ``--play`` report."""
    print(f"solve and hint in play: node budget {PLAY_NODE_LIMIT:,} "
          f"(runaway guard {RUNAWAY_SECONDS:.0f} s), numbered deals {deals}, "
          f"Python {sys.version.split()[0]}; {load_line()}")
    run_play(numbers, "tripeaks", EASY, "TriPeaks Easy")
    run_play(numbers, "tripeaks", CLASSIC, "TriPeaks Classic")
    run_play(numbers, "pyramid", EASY, "Pyramid")
    main_advice_cores()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default=None, help="deal numbers (default 0-999; "
                        "0-59 with --play)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of interleaved pairs")
    parser.add_argument("--python-deals", type=int, default=100,
                        help="deals for the Python fallback and Pyramid (default 100)")
    parser.add_argument("--play", action="store_true",
                        help="solve and hint as in a game, at the node budget of play; "
                        "then odds and hint with the compiled core and the Python "
                        "search side by side (about 2 minutes)")
    parser.add_argument("--rules", default="easy,classic", help="easy, classic or both")
    parser.add_argument("--ref", type=Path, default=None,
                        help="C reference source (.c) or executable (default: found here)")
    args = parser.parse_args()
    if args.play:
        deals = args.deals or "0-59"
        return main_play(parse_deal_ranges(deals), deals)
    args.deals = args.deals or "0-999"
    return main_throughput(args)


if __name__ == "__main__":
    raise SystemExit(main())
