"""The ``stats`` tool: deal ranges, the interval, the report and the CSV (small runs only)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tripeaks_a11y.deals import DEAL_COUNT, tripeaks_deal
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.program.stats import (
    CSV_FIELDS,
    cores,
    main,
    parse_deal_ranges,
    percentile,
    solve_one,
    wilson_interval,
)
from tripeaks_a11y.solver import DRAW, Move, Verdict, replay, solve_deal
from tripeaks_a11y.values.rules import CLASSIC, EASY, Rules, rule_set


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def test_deal_ranges() -> None:
    assert parse_deal_ranges("0-4") == [0, 1, 2, 3, 4]
    assert parse_deal_ranges("7") == [7]
    assert parse_deal_ranges("3-4, 1, 4-5") == [3, 4, 1, 5]
    for bad in ("", "a-b", "5-2", "-3", f"0-{DEAL_COUNT}", ",", f"0-{DEAL_COUNT - 1}"):
        with pytest.raises(ValueError):
            parse_deal_ranges(bad)


def test_wilson_interval_and_percentile() -> None:
    low, high = wilson_interval(97, 100)
    assert round(low, 4) == 0.9155 and round(high, 4) == 0.9897
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(10, 10)
    assert high == 1.0 and 0.72 < low < 0.73
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) == 50.0
    assert percentile(values, 0.95) == 95.0
    assert percentile(values, 1.0) == 100.0
    assert percentile([3.0], 0.95) == 3.0
    with pytest.raises(ValueError):
        percentile([], 0.5)


def test_one_deal_result_matches_the_solver() -> None:
    result = solve_one(("tripeaks", "classic", 3, 10**7, None))
    solution = solve_deal(tripeaks_deal(3), CLASSIC)
    assert result.verdict is solution.verdict
    assert result.moves == len(solution.moves) and result.nodes == solution.nodes


def test_report_and_csv(tmp_path: Path) -> None:
    path = tmp_path / "easy.csv"
    status, out, err = run("--rules", "easy", "--deals", "0-11", "--jobs", "1",
                           "--csv", str(path), "--hardest", "3", "--progress", "4")
    assert status == 0
    expected = [solve_deal(tripeaks_deal(n), EASY).verdict for n in range(12)]
    wins = expected.count(Verdict.WINNABLE)
    assert f"winnable: {wins} of 12 (" in out
    assert "95% interval" in out and "median" in out and "p95" in out
    assert "hardest deals (most nodes):" in out and "TP1-E-AAAAAA" in out
    assert err.splitlines()[0].startswith("solved 4 of 12 deals, ")
    assert len(err.splitlines()) == 3  # plain lines, one every 4 deals
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    assert tuple(rows[0]) == CSV_FIELDS
    assert [int(r["deal"]) for r in rows] == list(range(12))
    for row, verdict in zip(rows, expected, strict=True):
        assert row["verdict"] == verdict.value and row["rules"] == "easy"
        if verdict is Verdict.WINNABLE:
            game = TriPeaksGame(tripeaks_deal(int(row["deal"])), EASY)
            replay(game, [DRAW if t == "D" else Move(int(t)) for t in row["line"].split()])
            assert game.status is Status.WON


def test_worker_processes_give_the_same_results(tmp_path: Path) -> None:
    one, two = tmp_path / "one.csv", tmp_path / "two.csv"
    assert run("--rules", "classic", "--deals", "20-27", "--jobs", "1", "--quiet",
               "--csv", str(one))[0] == 0
    jobs = min(2, cores())  # never more than the CPUs: one CPU runs one process
    status, out, err = run("--rules", "classic", "--deals", "20-27", "--jobs", str(jobs),
                           "--quiet", "--csv", str(two))
    assert status == 0 and err == "" and f"{jobs} process" in out

    def verdicts(path: Path) -> list[tuple[str, str, str]]:
        return [(r["deal"], r["verdict"], r["line"])
                for r in csv.DictReader(path.open(encoding="utf-8"))]

    assert verdicts(one) == verdicts(two)


def test_pyramid_run() -> None:
    status, out, _ = run("--game", "pyramid", "--deals", "50", "--jobs", "1", "--quiet")
    assert status == 0
    assert out.startswith("Pyramid, deal 50, 1 process")
    assert "winnable: 1 of 1" in out and "PY1-AAAAABY" in out


def test_limits_are_reported_as_unknown() -> None:
    status, out, _ = run("--deals", "115", "--node-limit", "500", "--jobs", "1", "--quiet")
    assert status == 0
    assert "unknown (limit reached): 1" in out and "no deal was decided" in out


def _csv_rows(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(path.open(encoding="utf-8")))


def test_a_variant_is_solved_under_its_rules(tmp_path: Path) -> None:
    plain, drawn = tmp_path / "plain.csv", tmp_path / "drawn.csv"
    assert run("--deals", "0-9", "--jobs", "1", "--quiet", "--csv", str(plain))[0] == 0
    status, out, _ = run("--deals", "0-9", "--jobs", "1", "--quiet", "--csv", str(drawn),
                         "--variant", "traditional-draw")
    assert status == 0
    assert out.startswith("TriPeaks, Easy rules, variants traditional-draw (D), deals 0-9")
    traditional = rule_set(Rules.EASY, "D")
    before, after = _csv_rows(plain), _csv_rows(drawn)
    assert tuple(after[0]) == CSV_FIELDS and "variants" in CSV_FIELDS
    for row in after:
        assert row["variants"] == "D" and row["code"].endswith("-D") and row["rules"] == "easy"
        assert row["verdict"] == solve_deal(tripeaks_deal(int(row["deal"])),
                                            traditional).verdict.value
        if row["verdict"] == Verdict.WINNABLE.value:  # the line obeys the rule in the engine
            game = TriPeaksGame(tripeaks_deal(int(row["deal"])), traditional)
            replay(game, [DRAW if t == "D" else Move(int(t)) for t in row["line"].split()])
            assert game.status is Status.WON
    assert all(row["variants"] == "" for row in before)
    changed = [b["deal"] for b, a in zip(before, after, strict=True)
               if b["verdict"] != a["verdict"]]
    assert changed  # drawing only when stuck loses a deal that the free draw wins
    assert all(b["verdict"] == Verdict.WINNABLE.value for b in before if b["deal"] in changed)


def test_variants_combine_and_are_named_in_letter_order(tmp_path: Path) -> None:
    path = tmp_path / "both.csv"
    status, out, _ = run("--rules", "classic", "--deals", "1", "--jobs", "1", "--quiet",
                         "--variant", "empty-waste", "--variant", "traditional-draw",
                         "--csv", str(path))
    assert status == 0
    assert "variants traditional-draw + empty-waste (DW)" in out and "TP1-C-AAAAAAB-DW" in out
    (row,) = _csv_rows(path)
    assert row["variants"] == "DW" and row["code"] == "TP1-C-AAAAAAB-DW"
    result = solve_one(("tripeaks", "classic", 1, 10**7, None, "DW"))
    solution = solve_deal(tripeaks_deal(1), rule_set(Rules.CLASSIC, "WD"))
    assert row["verdict"] == result.verdict.value == solution.verdict.value
    assert result.nodes == solution.nodes


@pytest.mark.parametrize("argv", [
    ("--deals", "9-3"),
    ("--variant", "no-such-variant"),
    ("--variant", "Empty waste"),
    ("--game", "pyramid", "--variant", "empty-waste"),
    ("--game", "pyramid", "--rules", "easy"),
    ("--jobs", "0"),
    ("--jobs", "-1"),
    ("--rules", "hard"),
    ("--time-limit", "nan"),
    ("--time-limit", "inf"),
    ("--time-limit", "-2.5"),
    ("--node-limit", "-1"),
    ("--hardest", "-3"),
    ("--progress", "x"),
])
def test_usage_errors(argv: tuple[str, ...]) -> None:
    status, out, err = run(*argv)
    assert status == 2 and out == "" and err


def test_unwritable_csv(tmp_path: Path) -> None:
    status, out, err = run("--deals", "0", "--jobs", "1", "--progress", "1",
                           "--csv", str(tmp_path / "missing" / "x.csv"))
    assert status == 1 and "cannot write" in err
    assert out == "" and "solved" not in err  # refused before solving


def test_jobs_are_capped_at_the_cpus() -> None:
    status, out, err = run("--deals", "0-3", "--jobs", str(cores() + 5), "--quiet")
    assert status == 0
    assert f"using {cores()}" in err
    assert f", {min(cores(), 4)} process" in out
