"""What ``stats`` reports: the summary on standard output and the CSV, one row per deal."""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ...sanitize import echo
from ...solver import Verdict
from ...solver.odds import wilson_interval  # its home since the fair odds use it too
from ...values.rules import VARIANTS
from .. import new_file
from ..new_file import write_new
from .solving import DealResult, _code, _kind, percentile

CSV_FIELDS = ("deal", "code", "game", "rules", "verdict", "moves", "fewest_left", "nodes",
              "seconds", "line", "variants", "fair")
"""The CSV's columns, in order; ``variants``: the variant code letters in force (``DW``), or "";
``fair``: ``won`` or ``lost`` by the fair player (``--strategy fair``), "" for ``perfect``."""


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
               variants: str = "", *, force: bool = False) -> None:
    """One row per deal into the new file ``path`` (``new_file.write_new``: FileExistsError
    when something is there and ``force`` is false; OSError when it cannot be written)."""

    def rows(f: TextIO) -> None:
        writer = csv.writer(f)
        writer.writerow(CSV_FIELDS)
        for r in sorted(results, key=lambda r: r.number):
            writer.writerow([r.number, _code(game, rules, r.number, variants), game,
                             rules or "",
                             r.verdict.value, r.moves, r.fewest_left, r.nodes,
                             f"{r.seconds:.6f}", r.line, variants,
                             "" if r.fair is None else ("won" if r.fair else "lost")])

    write_new(Path(path), rows, force=force)


def _cannot_write(path: str, error: OSError, err: TextIO) -> None:
    err.write(f"tripeaks-a11y stats: cannot write {echo(path, 200)}: "
              f"{error.strerror or error}\n")


def _exists(path: str, err: TextIO) -> None:
    err.write(f"tripeaks-a11y stats: {echo(path, 200)} exists; give --force to replace it\n")


def _can_write(path: str, err: TextIO, *, force: bool = False) -> bool:
    """Whether ``path`` can be written as a new file (``force``: also over what is there);
    says why not on ``err``: something there already (a file, a link), a folder, a
    folder that takes no new file. Leaves nothing behind, follows no link."""
    target = Path(path)
    try:
        new_file.writable_folder(target)
    except OSError as exc:
        _cannot_write(path, exc, err)
        return False
    if new_file.occupied(target) and not force:
        _exists(path, err)
        return False
    return True
