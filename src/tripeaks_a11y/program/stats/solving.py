"""The deals ``stats`` solves: one task per numbered deal, solved here or in worker processes.

``solve_one`` solves one deal (and plays it by the fair hint when asked,
``play_fair``); ``_results`` runs the tasks in a pool of processes;
``parse_deal_ranges`` reads ``--deals``; ``percentile`` and ``cores`` serve
the report and ``--jobs``.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ...deals import DEAL_COUNT
from ...games.tableau import Status
from ...games.tripeaks import TriPeaksGame
from ...kinds import GameKind, kind_named
from ...sanitize import echo
from ...solver import (
    HINT_SAMPLES,
    PYRAMID_WASTE,
    SAMPLE_NODE_LIMIT,
    Move,
    PyramidMove,
    Verdict,
    apply_move,
    fair_advice_tripeaks,
)
from ...values.cards import Card
from ...values.rules import EASY, RuleSet, rules_chosen

MAX_DEALS = 1_000_000
"""The most deals one run takes (about three hours of Easy on one core)."""

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
    # Ctrl+C must not raise inside the pool's own code (a lock of its left held, and
    # terminate() then waited forever): it is noted, and raised here between answers.
    asked = threading.Event()
    main = threading.current_thread() is threading.main_thread() \
        and signal.getsignal(signal.SIGINT) is not signal.SIG_IGN  # started ignoring it: kept
    previous = signal.signal(signal.SIGINT, lambda _n, _f: asked.set()) if main else None
    try:
        with multiprocessing.get_context().Pool(jobs, initializer=_worker_started) as pool:
            # One task a chunk of deals: only then is the pool's iterator one with a time-out.
            answers = pool.imap_unordered(solve_many, [tasks[start:start + chunk] for start
                                                       in range(0, len(tasks), chunk)])
            while not asked.is_set():
                try:
                    answered = answers.next(timeout=_POLL_SECONDS)
                except multiprocessing.TimeoutError:
                    continue
                except StopIteration:
                    return
                yield from answered
            raise KeyboardInterrupt
    finally:
        if main:
            signal.signal(signal.SIGINT, previous if previous is not None else signal.SIG_DFL)


_POLL_SECONDS = 0.1
"""How often the local pool's reader looks for Ctrl+C while no deal is answered."""


def solve_many(tasks: list[Task]) -> list[DealResult]:
    """``solve_one`` of each task, in order (one chunk of a worker's deals)."""
    return [solve_one(task) for task in tasks]


def _worker_started() -> None:
    """A worker process ignores Ctrl+C (SIGINT, which the terminal sends to the whole
    process group): the parent alone answers it, in one line, and ends the workers
    (the pool's ``terminate``), so that no worker prints a traceback (issue 32 item 10).
    And SIGTERM, which ``terminate`` sends, ends it whatever the parent made of it
    (a worker is a fork: a handler the parent had, or its ignoring SIGTERM, would
    keep a worker waiting on the pool's queue forever, and the parent with it)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def cores() -> int:
    """The CPUs this process may run on (at least 1): the most worker processes worth starting."""
    counted = getattr(os, "process_cpu_count", None)  # Python 3.13: affinity-aware
    if counted is not None:
        return max(1, counted() or 1)
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)
