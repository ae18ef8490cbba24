"""``tripeaks-a11y stats``: win rates of numbered deals, solved on every core.

Usage (the command-line layer dispatches ``tripeaks-a11y stats ARGS`` here)::

    tripeaks-a11y stats --game tripeaks --rules easy --deals 0-9999 --jobs 4 --csv easy.csv
    tripeaks-a11y stats --rules classic --variant empty-waste --deals 0-9999 --csv w.csv

Each numbered deal (``deals.deal_cards``) is solved from its start with
the perfect-information solver (``solver``) in a pool of worker processes.
Progress goes to standard error as plain lines (never a redrawn bar); the
summary goes to standard output: the win rate with a 95% Wilson interval,
solve times per deal (median, 95th percentile, maximum), nodes per deal, and
the hardest deals. ``--csv FILE`` keeps one row per deal, in deal order, in a new file: one
that exists (or a symbolic link there) is refused before any deal is
solved unless ``--force``, which replaces it whole (``program.new_file``).
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

import contextlib
import sys
import time
from collections.abc import Sequence
from typing import TextIO

from ...sanitize import echo
from ...solver import Verdict
from ...solver.odds import wilson_interval  # its home since the fair odds use it too
from ...values.rules import VARIANTS
from .cluster import (
    CLUSTER_INSTALL,
    _address_error,
    _client_log_quiet,
    _cluster_results,
    _connect,
    _distributed,
    _worker_threads,
)
from .cluster import _ClusterError as _ClusterError
from .options import STRATEGIES, _build_parser, _UsageError
from .report import CSV_FIELDS, _can_write, _cannot_write, _exists, _report, _write_csv
from .solving import (
    MAX_DEALS,
    DealResult,
    FairPlay,
    Task,
    _has_fair_player,
    _kind,
    _results,
    _rule_set,
    cores,
    parse_deal_ranges,
    percentile,
    play_fair,
    solve_one,
)

__all__ = ["CLUSTER_INSTALL", "CONNECT_TIMEOUT", "CSV_FIELDS", "MAX_DEALS", "STRATEGIES",
           "DealResult", "FairPlay", "Task", "cores", "main", "parse_deal_ranges", "percentile",
           "play_fair", "solve_one", "wilson_interval"]

CONNECT_TIMEOUT = 5.0
"""Seconds to wait for the Dask scheduler at ``--scheduler`` to answer."""


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
    if args.csv and not _can_write(args.csv, err, force=args.force):
        return 1  # known now, not after every deal is solved
    samples = args.samples if fair else 0
    tasks: list[Task] = [(args.game, rules, n, args.node_limit, args.time_limit, variants,
                          samples, args.sample_nodes) for n in numbers]
    client = None
    if distributed is not None:
        try:
            client = _connect(distributed, args.scheduler, CONNECT_TIMEOUT)
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
        # Last out: the local pool ended (its workers terminated) before anything is said.
        cleanup.callback(getattr(solved, "close", lambda: None))
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
            _write_csv(args.csv, args.game, rules, results, variants, force=args.force)
        except FileExistsError:  # made by another program while the deals were solved
            _exists(args.csv, err)
            return 1
        except OSError as exc:
            _cannot_write(args.csv, exc, err)
            return 1
        out.write(f"per-deal results written to {echo(args.csv, 200)}\n")
    return 0


