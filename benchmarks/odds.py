"""Fair advice speed: ``odds`` and the fair ``hint`` as a player waits for them, one core.

What it measures: on numbered deals 0-19 (``--deals`` to change) at the start
of TriPeaks Easy and Classic, and after 8 moves of the fair hint's own line:

1. ``odds`` (``solver.tripeaks_odds``, ``ODDS_SAMPLES`` samples of
   ``SAMPLE_NODE_LIMIT`` nodes each): seconds per call (median, p90, max)
   and the answer's spread (the share and its interval on the median deal).
   Target: median under 1 s at the start of an Easy deal.
2. The fair hint (``solver.fair_advice_tripeaks``, ``HINT_SAMPLES`` samples,
   the same samples for every candidate move): seconds per call (median,
   p90, max). Target: under 1.5 s.
3. The reference in the same run: the same ``odds`` calls on the first
   ``--python-deals`` deals with the pure-Python search (the fallback where
   no compiled core is built), interleaved with the core deal by deal, and
   the ratio of the two (min and median over the deals); and one perfect-
   information ``solve`` of each position with the core, so that the cost
   of a sample is seen beside the cost of a solve.

Budgets are samples and nodes, so every figure but the seconds is the same
on any machine. The machine's load (``os.getloadavg``) is printed before and
after. Run from the repository root:  python benchmarks/odds.py
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from _common import load_line

from tripeaks_a11y.games.moves import apply_move
from tripeaks_a11y.kinds import kind_named
from tripeaks_a11y.program.stats import parse_deal_ranges, percentile
from tripeaks_a11y.solver import (
    HINT_SAMPLES,
    ODDS_SAMPLES,
    PLAY_NODE_LIMIT,
    SAMPLE_NODE_LIMIT,
    fair_advice_tripeaks,
    native,
    solve_tripeaks,
    tripeaks_odds,
)
from tripeaks_a11y.values.rules import CLASSIC, EASY, RuleSet


def _timed(call: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    answer = call()
    return answer, time.perf_counter() - start


def _spread(seconds: list[float]) -> str:
    ordered = sorted(seconds)
    return (f"median {percentile(ordered, 0.5):.3f} s, p90 {percentile(ordered, 0.9):.3f} s, "
            f"max {ordered[-1]:.3f} s")


def positions(numbers: list[int], rules: RuleSet, moves: int) -> list[tuple[int, Any]]:
    """(deal, game) at the start (``moves`` 0) or after ``moves`` fair-hint moves."""
    kind = kind_named("tripeaks")
    assert kind is not None
    out = []
    for number in numbers:
        game = kind.new_game(kind.deal(number), rules)
        for _ in range(moves):
            advice = fair_advice_tripeaks(game)
            if advice.move is None:
                break
            apply_move(game, advice.move)
        if not game.is_over:
            out.append((number, game))
    return out


def measure(label: str, games: list[tuple[int, Any]]) -> None:
    """Odds, the fair hint and one perfect solve on each position, with the core in use."""
    odds_s, hint_s, solve_s, shares = [], [], [], []
    for _number, game in games:
        odds, seconds = _timed(lambda game=game: tripeaks_odds(game))
        odds_s.append(seconds)
        shares.append(odds)
        _, seconds = _timed(lambda game=game: fair_advice_tripeaks(game))
        hint_s.append(seconds)
        _, seconds = _timed(lambda game=game: solve_tripeaks(game, node_limit=PLAY_NODE_LIMIT))
        solve_s.append(seconds)
    middle = sorted(shares, key=lambda o: o.share or 0.0)[len(shares) // 2]
    print(f"{label}: {len(games)} positions")
    print(f"  odds ({ODDS_SAMPLES} samples): {_spread(odds_s)}; median deal "
          f"{(middle.share or 0) * 100:.0f}% ({middle.low * 100:.0f}-{middle.high * 100:.0f}%)")
    print(f"  fair hint ({HINT_SAMPLES} samples, every candidate): {_spread(hint_s)}")
    print(f"  one perfect solve, for scale: {_spread(solve_s)}; odds / solve median "
          f"{statistics.median(odds_s) / max(statistics.median(solve_s), 1e-9):.0f}x")


def reference(games: list[tuple[int, Any]]) -> None:
    """The same odds with the core and with the Python search, deal by deal, and the ratio."""
    if not native.available():
        print("reference: no compiled core; the figures above are the Python search's")
        return
    if not games:
        print("reference: none asked for (--python-deals 0)")
        return
    ratios = []
    for _number, game in games:
        with native.using("native"):
            _, fast = _timed(lambda game=game: tripeaks_odds(game))
        with native.using("python"):
            _, slow = _timed(lambda game=game: tripeaks_odds(game))
        ratios.append(slow / fast)
    print(f"reference, the Python search on {len(games)} start positions (Easy): "
          f"the core is {min(ratios):.1f}x (min), {statistics.median(ratios):.1f}x (median) "
          "faster on the same odds")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="0-19", help="deal numbers (default 0-19)")
    parser.add_argument("--python-deals", type=int, default=3,
                        help="deals timed with the Python search as the reference (default 3)")
    args = parser.parse_args()
    numbers = parse_deal_ranges(args.deals)
    print(f"fair advice benchmark: numbered deals {args.deals}, {SAMPLE_NODE_LIMIT:,} nodes "
          f"per sample, core: {native.active()}, one process, Python {sys.version.split()[0]}; "
          f"{load_line()}")
    for name, rules in (("Easy", EASY), ("Classic", CLASSIC)):
        measure(f"{name}, deal starts", positions(numbers, rules, 0))
        measure(f"{name}, after 8 fair moves", positions(numbers, rules, 8))
    reference(positions(numbers[:args.python_deals], EASY, 0))
    print(f"after: {load_line()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
