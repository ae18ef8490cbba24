"""``stats --strategy fair``: a player who follows the fair hint, beside perfect play.

Small budgets only (a few samples of a few thousand nodes per hint), so
that a handful of deals plays in seconds; the figures of docs/winrates.md
come from long runs, not from here.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from tripeaks_a11y.deals import tripeaks_deal
from tripeaks_a11y.games.tableau import Status
from tripeaks_a11y.games.tripeaks import TriPeaksGame
from tripeaks_a11y.program.stats import CSV_FIELDS, main, play_fair, solve_one
from tripeaks_a11y.solver import DRAW, Verdict, apply_move, solve_deal
from tripeaks_a11y.values.rules import CLASSIC, EASY, Rules, RuleSet, rule_set

BUDGET = ("--samples", "6", "--sample-nodes", "20000")


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def rows(path: Path) -> list[dict[str, str]]:
    found = list(csv.DictReader(path.open(encoding="utf-8")))
    assert found and tuple(found[0]) == CSV_FIELDS
    return found


def fair_run(tmp_path: Path, name: str, *argv: str) -> tuple[str, list[dict[str, str]]]:
    path = tmp_path / f"{name}.csv"
    status, out, err = run(*argv, "--strategy", "fair", *BUDGET, "--jobs", "1",
                           "--csv", str(path), "--progress", "2")
    assert status == 0, err
    assert all(line.startswith("solved ") and "won by the fair player" in line
               for line in err.splitlines())
    return out, rows(path)


def test_the_fair_player_wins_only_winnable_deals(tmp_path: Path) -> None:
    # Classic deals 3 and 6 cannot be won with every card known (docs/winrates.md).
    out, found = fair_run(tmp_path, "classic", "--rules", "classic", "--deals", "0-7")
    assert [r["verdict"] for r in found].count(Verdict.NOT_WINNABLE.value) >= 2
    for row in found:
        assert row["fair"] in ("won", "lost")
        if row["fair"] == "won":  # a deal won in play is a deal that can be won
            assert row["verdict"] == Verdict.WINNABLE.value
    won = sum(r["fair"] == "won" for r in found)
    winnable = sum(r["verdict"] == Verdict.WINNABLE.value for r in found)
    assert won <= winnable
    assert f": won {won} of 8 (" in out
    assert f"perfect information on the same deals: winnable {winnable} of 8 (" in out
    assert f"the fair player won {won} of the {winnable} winnable deals" in out


@pytest.mark.parametrize(("number", "rules"), [(0, EASY), (1, CLASSIC), (2, EASY)])
def test_the_fair_game_is_legal_and_ends(number: int, rules: RuleSet) -> None:
    played = play_fair(tripeaks_deal(number), rules, samples=6, node_limit=20_000)
    game = TriPeaksGame(tripeaks_deal(number), rules)
    for move in played.moves:  # replayed on a new engine: each move was legal when made
        assert not game.is_over
        if move == DRAW:
            assert game.can_draw
        else:
            assert move.position in game.playable_positions()
        apply_move(game, move)
    assert game.is_over and (game.status is Status.WON) == played.won
    if played.won:
        assert solve_deal(tripeaks_deal(number), rules).verdict is Verdict.WINNABLE


def test_the_fair_player_is_deterministic(tmp_path: Path) -> None:
    first, one = fair_run(tmp_path, "one", "--deals", "0-3")
    second, two = fair_run(tmp_path, "two", "--deals", "0-3")

    def without_times(report: str) -> list[str]:
        return [re.sub(r"\d+\.\d+ s\b", "T", line) for line in report.splitlines()
                if "results written to" not in line]

    assert without_times(first) == without_times(second)
    for row in (*one, *two):
        row.pop("seconds")
    assert one == two
    task = ("tripeaks", "easy", 2, 10**7, None, "", 6, 20_000)
    assert solve_one(task).fair == solve_one(task).fair == (one[2]["fair"] == "won")


def test_the_csv_column(tmp_path: Path) -> None:
    assert CSV_FIELDS[-2:] == ("variants", "fair")
    path = tmp_path / "perfect.csv"
    status, out, _ = run("--deals", "0-3", "--jobs", "1", "--quiet", "--csv", str(path))
    assert status == 0 and "fair player" not in out
    assert all(row["fair"] == "" for row in rows(path))
    _, fair = fair_run(tmp_path, "fair", "--deals", "0-3")
    assert [r["verdict"] for r in fair] == [r["verdict"] for r in rows(path)]
    assert {r["fair"] for r in fair} <= {"won", "lost"}


def test_pyramid_has_no_fair_player() -> None:
    status, out, err = run("--game", "pyramid", "--deals", "0", "--strategy", "fair")
    assert status == 2 and out == "" and "TriPeaks only" in err
    with pytest.raises(ValueError):
        solve_one(("pyramid", None, 0, 10**6, None, "", 6, 20_000))


@pytest.mark.parametrize("argv", [
    ("--strategy", "peek"),
    ("--strategy", "fair", "--samples", "0"),
    ("--strategy", "fair", "--sample-nodes", "-5"),
])
def test_usage_errors(argv: tuple[str, ...]) -> None:
    status, out, err = run("--deals", "0", *argv)
    assert status == 2 and out == "" and err


def test_open_peaks(tmp_path: Path) -> None:
    out, found = fair_run(tmp_path, "open", "--deals", "0-5", "--variant", "open-peaks")
    assert out.startswith("TriPeaks, Easy rules, variants open-peaks (O), deals 0-5")
    opened = rule_set(Rules.EASY, "O")
    for row in found:
        assert row["variants"] == "O" and row["fair"] in ("won", "lost")
        if row["fair"] == "won":
            assert solve_deal(tripeaks_deal(int(row["deal"])), opened).verdict \
                is Verdict.WINNABLE
