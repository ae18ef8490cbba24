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

``--scheduler ADDRESS`` runs the same per-deal tasks (``solve_one``) on a
Dask cluster instead (``distributed.Client``; the optional extra
``tripeaks-a11y[cluster]``, imported only then), gathers them in deal order
and gives the same report and CSV; the report's first line names the
scheduler instead of the local processes. docs/winrates.md "On a cluster".

``--strategy fair`` (TriPeaks) also plays each deal on the engine from its
start by following the fair hint (``solver.fair_advice_tripeaks``: the move
that most samples of the unseen cards win after, ``--samples`` samples of
``--sample-nodes`` nodes each) until it is won or no move is left
(``play_fair``), and reports that player's win rate beside the
perfect-information rate of the same deals (issue 18 point 4); the CSV's
``fair`` column says won or lost.

Deals whose search hits ``--node-limit`` or ``--time-limit`` count as
unknown: they are reported and left out of the win rate, never guessed.
Long runs are for the documentation and benchmarks, not for CI.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import csv
import logging
import math
import multiprocessing
import os
import sys
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from importlib import import_module
from itertools import islice
from types import ModuleType
from typing import Any, NoReturn, TextIO

from .cards import Card
from .deals import DEAL_COUNT
from .games.tableau import Status
from .games.tripeaks import TriPeaksGame
from .kinds import KINDS, GameKind, kind_named
from .rules import EASY, RULE_SETS, VARIANTS, RuleSet, rules_chosen
from .sanitize import echo
from .solver import (
    DEFAULT_NODE_LIMIT,
    HINT_SAMPLES,
    PYRAMID_WASTE,
    SAMPLE_NODE_LIMIT,
    Move,
    PyramidMove,
    Verdict,
    apply_move,
    fair_advice_tripeaks,
)
from .solver.fair import wilson_interval  # its home since the fair odds use it too

__all__ = ["STRATEGIES", "DealResult", "FairPlay", "main", "parse_deal_ranges", "percentile",
           "play_fair", "solve_one", "wilson_interval"]

MAX_DEALS = 1_000_000
"""The most deals one run takes (about three hours of Easy on one core)."""
CSV_FIELDS = ("deal", "code", "game", "rules", "verdict", "moves", "fewest_left", "nodes",
              "seconds", "line", "variants", "fair")
"""The CSV's columns, in order; ``variants``: the variant code letters in force (``DW``), or "";
``fair``: ``won`` or ``lost`` by the fair player (``--strategy fair``), "" for ``perfect``."""
STRATEGIES = ("perfect", "fair")
"""``--strategy``: solve every deal with every card known; also play it by the fair hint."""

CLUSTER_INSTALL = "pip install 'tripeaks-a11y[cluster]'"
"""How to install the optional Dask packages that ``--scheduler`` needs."""
CONNECT_TIMEOUT = 5.0
"""Seconds to wait for the Dask scheduler at ``--scheduler`` to answer."""
_IN_FLIGHT = 4096  # deals handed to the scheduler ahead of the one awaited: memory stays bounded

Task = (tuple[str, str | None, int, int, float | None]
        | tuple[str, str | None, int, int, float | None, str]
        | tuple[str, str | None, int, int, float | None, str, int, int])
"""One deal: ``(game, rules, number, node_limit, time_limit[, variants[, samples, sample_nodes]])``.

``samples`` above 0: also play the deal by the fair hint with that many
samples of ``sample_nodes`` nodes each (``--strategy fair``); 0 or absent: not."""


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
    fair: bool | None = None
    """Won by the fair player (``play_fair``); None when it did not play (``perfect``)."""
    fair_seconds: float = 0.0
    """Wall-clock seconds of the fair player's game in the worker (0.0 when it did not play)."""


@dataclass(frozen=True)
class FairPlay:
    """A game played by following the fair hint (``play_fair``).

    ``won``: the tableau was cleared; ``moves``: every move played, in order
    (``solver.Move``: a tableau position 0-27, or the draw); ``seconds``:
    wall-clock time of the whole game.
    """

    won: bool
    moves: tuple[Move, ...]
    seconds: float


def play_fair(deal: Sequence[Card], rules: RuleSet, *, samples: int = HINT_SAMPLES,
              node_limit: int = SAMPLE_NODE_LIMIT) -> FairPlay:
    """Play a TriPeaks ``deal`` (52 cards) on the engine by the fair hint until it ends.

    Each move is ``solver.fair_advice_tripeaks`` with ``samples`` samples of
    at most ``node_limit`` nodes (issue 18 point 2): it uses only what the
    player sees, so this is a player who cannot peek. The game ends won or
    blocked (docs/rules.md "End of the game"); no wall clock, so the same deal and budget always
    play the same game. Raises ValueError for a deal that is not 52
    distinct cards and the engine's MoveError if advice were ever illegal.
    """
    start = time.perf_counter()
    game = TriPeaksGame(deal, rules)
    moves: list[Move] = []
    while not game.is_over:
        move = fair_advice_tripeaks(game, samples=samples, node_limit=node_limit).move
        if move is None:
            break
        apply_move(game, move)
        moves.append(move)
    return FairPlay(game.status is Status.WON, tuple(moves), time.perf_counter() - start)


def _move_token(move: Move | PyramidMove) -> str:
    if isinstance(move, Move):
        return "D" if move.position is None else str(move.position)
    if move.is_draw:
        return "D"
    return "+".join("W" if c == PYRAMID_WASTE else str(c) for c in move.cards)


def solve_one(task: Task) -> DealResult:
    """Solve one numbered deal: ``Task``, ``(game, rules, number, node_limit, time_limit, …)``.

    ``game`` is ``"tripeaks"`` or ``"pyramid"``; ``rules`` ``"easy"``/``"classic"``
    (TriPeaks only); ``variants``: variant code letters such as ``"DW"``
    (default none; ``rules.rule_set``, docs/rules.md "Variants"); ``samples``
    above 0: the fair player plays it too (``play_fair``; TriPeaks only).
    Raises ValueError for an unknown game or variant letter, or a fair
    player asked of Pyramid. Top level so that worker processes can run it.
    """
    game, rules, number, node_limit, time_limit = task[:5]
    variants = task[5] if len(task) > 5 else ""
    samples, sample_nodes = (task[6], task[7]) if len(task) > 7 else (0, 0)
    kind = _kind(game)
    deal, rule_set = kind.deal(number), _rule_set(rules, variants)
    solution = kind.solve_deal(deal, rule_set, node_limit, time_limit)
    line = " ".join(_move_token(m) for m in solution.moves)
    fair: FairPlay | None = None
    if samples > 0:
        if not _has_fair_player(kind):
            raise ValueError(f"no fair player for {game}")
        fair = play_fair(deal, rule_set, samples=samples, node_limit=sample_nodes)
    return DealResult(number, solution.verdict, len(solution.moves), solution.fewest_left,
                      solution.nodes, solution.seconds, line,
                      None if fair is None else fair.won,
                      0.0 if fair is None else fair.seconds)


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


def _has_fair_player(kind: GameKind) -> bool:
    """Whether ``play_fair`` can play this kind: the fair hint is TriPeaks' only.

    Pyramid's hint is seed 002's rule, not the sampled one (issue 18 point 2).
    """
    return kind.engine is TriPeaksGame


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


class _ClusterError(Exception):
    """The Dask scheduler cannot be reached or a deal failed there; the message says why."""


def _distributed() -> ModuleType | None:
    """dask.distributed, or None when the ``cluster`` extra is not installed."""
    try:
        return import_module("distributed")
    except ImportError:
        return None


def _address_error(distributed: ModuleType, address: str) -> str | None:
    """Why ``address`` is not a Dask scheduler address (``tcp://host:8786``), or None."""
    try:
        distributed.comm.get_address_host_port(address)
    except ValueError as exc:
        return str(exc)
    return None


def _connect(distributed: ModuleType, address: str) -> Any:
    """A ``distributed.Client`` of the scheduler at ``address``.

    A bare connection and handshake come first, so that a server that is
    absent, silent or not a Dask scheduler is told in one line rather than
    by a client half started. Raises _ClusterError after CONNECT_TIMEOUT
    seconds or on any failure to connect.
    """

    async def probe() -> None:
        comm = await distributed.comm.connect(address, timeout=CONNECT_TIMEOUT)
        comm.abort()

    def failed(exc: BaseException) -> _ClusterError:
        return _ClusterError(f"cannot reach the Dask scheduler at {echo(address, 200)}: "
                             f"{echo(str(exc), 200) or type(exc).__name__}")

    try:
        asyncio.run(probe())
    except Exception as exc:  # the transport's errors vary: OSError, a bad handshake, …
        raise failed(exc) from None
    try:
        return distributed.Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except Exception as exc:
        raise failed(exc) from None


@contextlib.contextmanager
def _client_log_quiet() -> Iterator[None]:
    """Silence dask's client log meanwhile: a failure is told once, by _ClusterError.

    Without this, a scheduler lost in mid-run also prints the client's
    reconnection tracebacks.
    """
    logger = logging.getLogger("distributed.client")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)


def _worker_threads(client: Any) -> int:
    """How many worker threads the client's scheduler has now (workers may join later)."""
    return sum(int(n) for n in client.nthreads().values())


def _cluster_results(client: Any, tasks: list[Task]) -> Iterator[DealResult]:
    """``solve_one`` of each task on the client's cluster, yielded in the tasks' order.

    At most about _IN_FLIGHT tasks wait on the scheduler at a time. Raises
    _ClusterError naming the deal when a task fails there (a worker without
    the game installed, a lost scheduler).
    """
    waiting = iter(tasks)
    pending: deque[tuple[Task, Any]] = deque()

    def submit(count: int) -> None:
        batch = list(islice(waiting, count))
        if batch:
            pending.extend(zip(batch, client.map(solve_one, batch, pure=False), strict=True))

    submit(_IN_FLIGHT)
    while pending:
        task, future = pending.popleft()
        try:
            result: DealResult = future.result()
        except (Exception, asyncio.CancelledError) as exc:
            raise _ClusterError(f"deal {task[2]} failed on the Dask cluster: "
                                f"{type(exc).__name__}: {echo(str(exc), 200)}") from None
        del future  # releases the result on the cluster
        if len(pending) <= _IN_FLIGHT // 2:
            submit(_IN_FLIGHT - len(pending))
        yield result


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
                        help="worker processes (default and most: one per core); "
                             "not used with --scheduler")
    parser.add_argument("--scheduler", metavar="ADDRESS", default=None,
                        help="solve the deals on the Dask scheduler at ADDRESS "
                             "(tcp://host:8786) instead of local processes; needs "
                             + CLUSTER_INSTALL)
    parser.add_argument("--strategy", choices=STRATEGIES, default=STRATEGIES[0],
                        help="perfect: solve each deal with every card known (default); "
                             "fair: also play it by the fair hint, which sees only what "
                             "the player sees (TriPeaks only)")
    parser.add_argument("--samples", type=_POSITIVE, default=HINT_SAMPLES,
                        help=f"samples of each fair hint (default {HINT_SAMPLES})")
    parser.add_argument("--sample-nodes", type=_POSITIVE, default=SAMPLE_NODE_LIMIT,
                        help="search nodes of each sample's solve "
                             f"(default {SAMPLE_NODE_LIMIT})")
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
            results: Sequence[DealResult], runner: str, wall: float, hardest: int,
            variants: str = "", budget: tuple[int, int] = (0, 0)) -> None:
    """The summary; ``runner`` says what solved the deals (``"2 processes"``).

    ``budget``: the fair hint's samples and nodes per sample, said when the
    results carry the fair player's games (``--strategy fair``).
    """
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
    out.write(f"{title}, {span}, {runner}\n")
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
    if any(r.fair is not None for r in results):
        _report_fair(out, results, budget)
    if hardest > 0:
        out.write("hardest deals (most nodes):\n")
        for r in sorted(results, key=lambda r: (-r.nodes, r.number))[:hardest]:
            out.write(f"  {r.number} {_code(game, rules, r.number, variants)}: "
                      f"{r.verdict.value.replace('_', ' ')}, {r.nodes:,} nodes, "
                      f"{_fmt_seconds(r.seconds)}\n")


def _report_fair(out: TextIO, results: Sequence[DealResult], budget: tuple[int, int]) -> None:
    """The fair player's lines: its win rate beside the perfect-information rate."""
    played = [r for r in results if r.fair is not None]
    won = sum(bool(r.fair) for r in played)
    low, high = wilson_interval(won, len(played))
    samples, nodes = budget
    out.write(f"fair player (sees only what the player sees; {samples:,} samples of at most "
              f"{nodes:,} nodes per hint): won {won:,} of {len(played):,} "
              f"({100 * won / len(played):.2f}%), 95% interval "
              f"{100 * low:.2f}%-{100 * high:.2f}% (Wilson)\n")
    winnable = [r for r in played if r.verdict is Verdict.WINNABLE]
    decided = sum(r.verdict is not Verdict.UNKNOWN for r in played)
    perfect = (f"{len(winnable):,} of {decided:,} ({100 * len(winnable) / decided:.2f}%)"
               if decided else "unknown")
    saved = sum(bool(r.fair) for r in winnable)
    share = (f"{saved:,} of the {len(winnable):,} winnable deals "
             f"({100 * saved / len(winnable):.2f}%)" if winnable else "no winnable deal")
    out.write(f"perfect information on the same deals: winnable {perfect}; "
              f"the fair player won {share}\n")
    times = sorted(r.fair_seconds for r in played)
    out.write(f"fair game time per deal: median {_fmt_seconds(percentile(times, 0.5))}, "
              f"p95 {_fmt_seconds(percentile(times, 0.95))}, max {_fmt_seconds(times[-1])}; "
              f"total {sum(times):.1f} s\n")


def _write_csv(path: str, game: str, rules: str | None, results: Sequence[DealResult],
               variants: str = "") -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(CSV_FIELDS)
        for r in sorted(results, key=lambda r: r.number):
            writer.writerow([r.number, _code(game, rules, r.number, variants), game,
                             rules or "",
                             r.verdict.value, r.moves, r.fewest_left, r.nodes,
                             f"{r.seconds:.6f}", r.line, variants,
                             "" if r.fair is None else ("won" if r.fair else "lost")])


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
    error; also ``--scheduler`` without the ``cluster`` extra), 1 when the
    CSV file cannot be written or the Dask scheduler cannot be reached or
    fails a deal, 130 when interrupted.
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
    fair = args.strategy == "fair"
    if fair and not _has_fair_player(_kind(args.game)):
        err.write("tripeaks-a11y stats: --strategy fair applies to TriPeaks only "
                  "(Pyramid's hint is its own rule, not the fair hint)\n")
        return 2
    variants = "".join(v.letter for v in VARIANTS if v.word in args.variant)
    rules = (args.rules or "easy") if _kind(args.game).has_rules else None
    if rules is not None:
        try:
            variants = _rule_set(rules, variants).variants  # sorted; a refused mix says why
        except ValueError as exc:
            err.write(f"tripeaks-a11y stats: --variant: {exc}\n")
            return 2
    distributed = None
    if args.scheduler is not None:
        distributed = _distributed()
        if distributed is None:
            err.write(f"tripeaks-a11y stats: --scheduler needs Dask: {CLUSTER_INSTALL}\n")
            return 2
        wrong = _address_error(distributed, args.scheduler)
        if wrong is not None:
            err.write(f"tripeaks-a11y stats: --scheduler: not a Dask scheduler address "
                      f"(tcp://host:8786): {echo(wrong, 200)}\n")
            return 2
    if args.csv and not _can_write(args.csv, err):
        return 1  # known now, not after every deal is solved
    samples = args.samples if fair else 0
    tasks: list[Task] = [(args.game, rules, n, args.node_limit, args.time_limit, variants,
                          samples, args.sample_nodes) for n in numbers]
    client = None
    if distributed is not None:
        try:
            client = _connect(distributed, args.scheduler)
        except _ClusterError as exc:
            err.write(f"tripeaks-a11y stats: {exc}\n")
            return 1
        threads = _worker_threads(client)
        if not threads:
            err.write("tripeaks-a11y stats: the Dask scheduler has no workers yet; "
                      "the deals wait for one\n")
        runner = (f"Dask scheduler {echo(args.scheduler, 200)} "
                  f"({threads} worker thread{'s' if threads != 1 else ''})")
        solved = _cluster_results(client, tasks)
    else:
        if args.jobs > cores():
            err.write(f"tripeaks-a11y stats: --jobs {args.jobs} is more than the {cores()} "
                      f"CPUs here; using {cores()}\n")
        jobs = min(args.jobs, cores(), len(numbers))
        runner = f"{jobs} process{'es' if jobs != 1 else ''}"
        solved = _results(tasks, jobs)
    every = args.progress if args.progress > 0 else max(1, len(numbers) // 20)
    results: list[DealResult] = []
    wins = fair_wins = 0
    start = time.perf_counter()
    with contextlib.ExitStack() as cleanup:
        if client is not None:  # closed first, then the log restored (last in, first out)
            cleanup.enter_context(_client_log_quiet())
            cleanup.callback(client.close)
        try:
            for result in solved:
                results.append(result)
                wins += result.verdict is Verdict.WINNABLE
                fair_wins += bool(result.fair)
                done = len(results)
                if not args.quiet and (done % every == 0 or done == len(tasks)):
                    played = f"{fair_wins:,} won by the fair player, " if fair else ""
                    err.write(f"solved {done:,} of {len(tasks):,} deals, {wins:,} winnable, "
                              f"{played}{time.perf_counter() - start:.1f} s\n")
                    err.flush()
        except KeyboardInterrupt:
            err.write(f"interrupted after {len(results):,} deals\n")
            return 130
        except _ClusterError as exc:
            err.write(f"tripeaks-a11y stats: {exc}\n")
            return 1
    wall = time.perf_counter() - start
    _report(out, args.game, rules, numbers, results, runner, wall, args.hardest, variants,
            (args.samples, args.sample_nodes))
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
