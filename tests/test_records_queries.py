"""The records queries: best results per deal, the feat of a game, statistics, export.

Issue 14, points 3 and 4 (seed 003: "the game keeps the best result for
each numbered game, and tells you if you are the first to win a game, if
you broke a record, or if you achieved your best result in a game, even if
you did not finish it"). The games are written through the real store
(``RecordStore`` on a temporary file) and read back through
``records.queries``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from tripeaks_a11y.records import GameInfo, Progress, RecordStore, queries
from tripeaks_a11y.records.queries import DealKey

DEAL = DealKey("tripeaks", "easy", "", 1234)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[RecordStore]:
    opened = RecordStore.open(tmp_path / "records.sqlite3")
    yield opened
    opened.close()


_CLOCK = [1_700_000_000.0]


def add(store: RecordStore, result: str | None, cards_left: int = 0, moves: int = 40,
        score: int = 700, *, player: str = "ana", deal: int | None = 1234,
        kind: str = "tripeaks", rules: str = "easy", variants: str = "",
        scoring: str = "tripeaks", daily: str | None = None, seconds: float = 120.0) -> int:
    """One game in the store, started and ended a minute after the one before."""
    _CLOCK[0] += 60
    info = GameInfo(player=player, kind=kind, rules=rules, variants=variants, scoring=scoring,
                    deal=deal, code=None if deal is None else f"TP1-E-{deal}", daily=daily,
                    started=_CLOCK[0])
    progress = Progress(cards_left=cards_left, moves=moves, score=score, seconds=seconds)
    game_id = store.start_game(info, progress)
    if result == "abandoned":
        store.abandon(game_id, progress)
    elif result is not None:
        store.finish(game_id, result, progress)
    return game_id


def feat(store: RecordStore, game_id: int) -> str | None:
    found = queries.feat_of(store.connection, game_id)
    return None if found is None else found.name


# ----- the best result of a deal ---------------------------------------------


def test_the_best_result_has_the_fewest_cards_then_moves_then_the_best_score(
        store: RecordStore) -> None:
    add(store, "blocked", cards_left=3, moves=20, score=900)
    add(store, "won", moves=45, score=600)
    best_moves = add(store, "won", moves=40, score=500)
    add(store, "won", moves=40, score=400, player="bob")
    best = queries.best_for_deal(store.connection, DEAL)
    assert best is not None and best.id == best_moves
    top = add(store, "won", moves=40, score=650, player="bob")
    best = queries.best_for_deal(store.connection, DEAL)
    assert best is not None and (best.id, best.player) == (top, "bob")
    mine = queries.best_for_deal(store.connection, DEAL, player="ana")
    assert mine is not None and mine.id == best_moves


def test_a_game_in_progress_other_deals_and_the_deal_of_the_day_are_kept_apart(
        store: RecordStore) -> None:
    add(store, None, cards_left=0, moves=10)  # in progress: never a result
    add(store, "won", moves=30, rules="classic")
    add(store, "won", moves=30, variants="W")
    add(store, "won", moves=30, deal=1235)
    add(store, "won", moves=30, daily="2026-12-01")
    add(store, "won", moves=30, kind="pyramid", rules="pyramid", scoring="pyramid")
    assert queries.best_for_deal(store.connection, DEAL) is None
    daily = queries.best_for_deal(store.connection, DealKey("tripeaks", "easy", "", 1234,
                                                            "2026-12-01"))
    assert daily is not None and daily.daily == "2026-12-01"
    blocked = add(store, "blocked", cards_left=5)
    best = queries.best_for_deal(store.connection, DEAL)
    assert best is not None and best.id == blocked


def test_better_compares_cards_left_and_among_wins_moves_then_score(
        store: RecordStore) -> None:
    rows = {name: queries.game(store.connection, add(store, result, cards, moves, score))
            for name, result, cards, moves, score in (
                ("win40", "won", 0, 40, 700), ("win45", "won", 0, 45, 900),
                ("win40low", "won", 0, 40, 600), ("left3", "blocked", 3, 20, 900),
                ("left3long", "blocked", 3, 60, 100), ("left2", "blocked", 2, 80, 100))}
    better = queries.better
    r = {name: row for name, row in rows.items() if row is not None}
    assert better(r["win40"], r["win45"]) and not better(r["win45"], r["win40"])
    assert better(r["win40"], r["win40low"])  # the same moves: the higher score
    assert better(r["win45"], r["left2"]) and better(r["left2"], r["left3"])
    # Games not won: only fewer cards left is better, not fewer moves.
    assert not better(r["left3"], r["left3long"]) and not better(r["left3long"], r["left3"])
    assert not better(r["win40"], r["win40"])


# ----- the feat of a finished game (seed 003) --------------------------------


def test_the_first_win_of_a_deal_is_anyone_s_first(store: RecordStore) -> None:
    assert feat(store, add(store, "blocked", cards_left=4, player="cy")) is None  # the first
    assert feat(store, add(store, "won", moves=50, player="bob")) == "first-win"
    assert feat(store, add(store, "won", moves=50)) is None  # not the first, not better
    assert feat(store, add(store, "won", moves=50, deal=99)) == "first-win"  # another deal


def test_a_record_beats_everyone_and_a_personal_best_only_oneself(store: RecordStore) -> None:
    add(store, "won", moves=60, player="ana")
    add(store, "won", moves=40, player="bob")
    assert feat(store, add(store, "won", moves=50, player="ana")) == "personal-best"
    found = queries.feat_of(store.connection, add(store, "won", moves=38, player="ana"))
    assert found is not None and found.name == "record"
    assert found.previous is not None and found.previous.player == "bob"
    assert feat(store, add(store, "won", moves=38, score=700, player="ana")) is None  # a tie
    assert feat(store, add(store, "won", moves=39, player="bob")) == "personal-best"


def test_an_unfinished_game_is_a_personal_best_with_fewer_cards_left(
        store: RecordStore) -> None:
    add(store, "won", moves=40, player="bob")
    add(store, "blocked", cards_left=9)
    assert feat(store, add(store, "blocked", cards_left=9, moves=10)) is None
    assert feat(store, add(store, "blocked", cards_left=6)) == "personal-best"
    assert feat(store, add(store, "abandoned", cards_left=2)) == "personal-best"


def test_a_best_score_compares_only_one_scoring_rule(store: RecordStore) -> None:
    add(store, "won", moves=40, score=800, deal=1)
    add(store, "won", moves=40, score=20, deal=2, kind="pyramid", rules="pyramid",
        scoring="pyramid")
    assert feat(store, add(store, "blocked", cards_left=5, score=810, deal=3)) == "best-score"
    assert feat(store, add(store, "blocked", cards_left=5, score=805, deal=4)) is None
    assert feat(store, add(store, "blocked", cards_left=5, score=25, deal=5, kind="pyramid",
                           rules="pyramid", scoring="pyramid")) == "best-score"
    # A card list has no deal number: only the best score can apply.
    assert feat(store, add(store, "won", score=900, deal=None)) == "best-score"
    assert feat(store, add(store, "won", score=100, deal=None)) is None


def test_a_game_in_progress_or_unknown_has_no_feat(store: RecordStore) -> None:
    assert feat(store, add(store, None)) is None
    assert queries.feat_of(store.connection, 999) is None


# ----- statistics ------------------------------------------------------------------


def test_the_statistics_of_a_player_and_of_everyone(store: RecordStore) -> None:
    for result, moves, seconds in (("won", 50, 100.0), ("won", 45, 200.0), ("blocked", 30, 50),
                                   ("won", 40, 300.0), ("won", 60, 100.0), ("won", 55, 80.0),
                                   ("abandoned", 5, 10.0), ("won", 48, 120.0)):
        add(store, result, cards_left=0 if result == "won" else 9, moves=moves,
            score=moves * 10, seconds=seconds)
    for result in ("won", "won", "won", "won", "blocked"):
        add(store, result, cards_left=0 if result == "won" else 3, moves=70, score=990,
            player="bob")
    add(store, "won", moves=10, rules="classic")  # another rule set
    add(store, None, moves=10)  # in progress
    mine = queries.stats(store.connection, "tripeaks", "easy", "", "ana")
    assert (mine.played, mine.won, mine.win_rate) == (8, 6, 75)
    assert (mine.streak, mine.best_streak) == (1, 3)  # the abandoned game ended a run of 3
    assert (mine.best_score, mine.fewest_moves) == (600, 40)
    assert mine.average_seconds == pytest.approx((100 + 200 + 300 + 100 + 80 + 120) / 6)
    everyone = queries.stats(store.connection, "tripeaks", "easy", "")
    assert (everyone.played, everyone.won, everyone.win_rate) == (13, 10, 77)
    assert (everyone.streak, everyone.best_streak) == (0, 4)  # bob's four wins
    assert (everyone.best_score, everyone.fewest_moves) == (990, 40)
    none = queries.stats(store.connection, "pyramid", "pyramid", "", "ana")
    assert (none.played, none.win_rate, none.best_score, none.average_seconds) == (0, 0, None,
                                                                                  None)


def test_the_recent_games_are_the_player_s_newest_with_a_result(store: RecordStore) -> None:
    ids = [add(store, "won", deal=n) for n in range(7)]
    add(store, "won", player="bob")
    add(store, None)
    recent = queries.recent_games(store.connection, "ana", 5)
    assert [game.id for game in recent] == ids[::-1][:5]
    assert queries.recent_games(store.connection, "cy") == []


# ----- export -----------------------------------------------------------------------


def test_the_csv_export_has_a_header_and_one_row_per_game(store: RecordStore) -> None:
    add(store, "won", moves=40, seconds=95.25)
    add(store, None, cards_left=20, moves=3, score=497, deal=None)
    add(store, "blocked", cards_left=4, player="=HYPERLINK(1)")
    out = io.StringIO()
    assert queries.write_csv(store.connection, out) == 3
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert list(rows[0]) == list(queries.CSV_COLUMNS)
    assert "actions" not in rows[0]
    assert [row["result"] for row in rows] == ["won", "", "blocked"]
    assert rows[0]["seconds"] == "95.2" and rows[0]["moves"] == "40"
    assert rows[0]["started"].endswith("+00:00") and rows[0]["started"][:4].isdigit()
    assert rows[1]["deal"] == "" and rows[1]["ended"] == "" and rows[1]["code"] == ""
    assert rows[2]["player"] == "'=HYPERLINK(1)"  # never run as a formula
