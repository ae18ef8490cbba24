"""Read-only questions to the records store: best results, statistics, recent games, export.

Every function takes the store's ``sqlite3.Connection`` (``RecordStore.connection``)
and only reads the ``games`` table (schema v1, ``records/migrations.py``);
none writes, none opens a file. The values come back
as frozen dataclasses the announcer words.

The order of results is seed 003's: the result of a game is the number of
cards left in the tableau, and among wins fewer moves is better; the score
breaks a tie ("fewest cards left, then fewest moves, then best score",
issue 14 point 3). A game counts once it has a result (won, blocked or
abandoned); the game in progress (no result yet) is never compared. A deal
is its game kind, rule set, variant letters and number; the deal of the day
(``daily`` set) keeps its records apart from the same number dealt otherwise
(issue 14 point 5). Best scores compare only games of one scoring rule and
the same variant letters: a variant's results never count toward another
rule's records, nor the plain rules' (issue 17, "records keep results per
variant").
"""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from typing import IO, Final

__all__ = [
    "CSV_COLUMNS",
    "FEATS",
    "DealKey",
    "Feat",
    "GameRow",
    "Stats",
    "best_for_deal",
    "better",
    "feat_of",
    "game",
    "recent_games",
    "stats",
    "write_csv",
]

_COLUMNS: Final = ("id, player, kind, rules, variants, scoring, deal, code, daily, started, "
                   "ended, result, cards_left, moves, score, undos, hints, seconds")


@dataclass(frozen=True)
class GameRow:
    """One recorded game, as the ``games`` table holds it (without its actions).

    ``deal`` and ``code`` are None for a ``--deal`` card list; ``ended`` and
    ``result`` are None while the game is in progress; ``result`` is "won",
    "blocked" or "abandoned". Times are Unix seconds; ``seconds`` is the time played.
    """

    id: int
    player: str
    kind: str
    rules: str
    variants: str
    scoring: str
    deal: int | None
    code: str | None
    daily: str | None
    started: float
    ended: float | None
    result: str | None
    cards_left: int
    moves: int
    score: int
    undos: int
    hints: int
    seconds: float

    @property
    def won(self) -> bool:
        """True for a won game."""
        return self.result == "won"

    @property
    def deal_key(self) -> DealKey | None:
        """The deal this game was, for its records; None for a card list (no number)."""
        if self.deal is None:
            return None
        return DealKey(self.kind, self.rules, self.variants, self.deal, self.daily)


@dataclass(frozen=True)
class DealKey:
    """A numbered deal as records compare it: kind, rule set, variant letters, number,
    and the day when it was the deal of the day (None otherwise: kept apart)."""

    kind: str
    rules: str
    variants: str
    deal: int
    daily: str | None = None


@dataclass(frozen=True)
class Stats:
    """Statistics of one group of games (one kind and rule set; a player or everyone).

    ``played`` counts games with a result, ``won`` the wins; ``win_rate`` is
    a percentage (0 with none played). ``streak`` is the current run of wins
    (the newest games, in the order they were started; 0 for everyone, where
    it means nothing), ``best_streak``
    the longest (for everyone: the longest of any one player). ``best_score``,
    ``fewest_moves`` (among wins) and ``average_seconds`` (time played to
    win, averaged over wins) are None when no game gives them.
    """

    played: int
    won: int
    streak: int
    best_streak: int
    best_score: int | None
    fewest_moves: int | None
    average_seconds: float | None

    @property
    def win_rate(self) -> int:
        """Wins as a whole percentage of the games played, rounded; 0 with none played."""
        return round(100 * self.won / self.played) if self.played else 0


@dataclass(frozen=True)
class Feat:
    """What a finished game achieved, for the one sentence after it (seed 003).

    ``name`` is one of ``FEATS``: "first-win" (the first win of this deal in
    the store, anyone's), "record" (better than every earlier result of this
    deal, anyone's), "personal-best" (better than the player's own earlier
    results of this deal; for a game not won, fewer cards left), "best-score"
    (a higher score than any earlier game of its scoring rule in the store).
    ``game`` is the finished game; ``previous`` the result it beat, where there was one.
    """

    name: str
    game: GameRow
    previous: GameRow | None = None


FEATS: Final = ("first-win", "record", "personal-best", "best-score")
"""The feats, in the order one is chosen when several apply."""


def _row(values: Iterable[object]) -> GameRow:
    return GameRow(*values)  # type: ignore[arg-type]


def game(connection: sqlite3.Connection, game_id: int) -> GameRow | None:
    """The game ``game_id``, or None if the store has no such game."""
    found = connection.execute(f"SELECT {_COLUMNS} FROM games WHERE id = ?",
                               (game_id,)).fetchone()
    return None if found is None else _row(found)


def _deal_filter(key: DealKey) -> tuple[str, tuple[object, ...]]:
    return ("kind = ? AND rules = ? AND variants = ? AND deal = ? AND daily IS ?",
            (key.kind, key.rules, key.variants, key.deal, key.daily))


_BEST_ORDER: Final = "cards_left ASC, moves ASC, score DESC, id ASC"


def best_for_deal(connection: sqlite3.Connection, key: DealKey, *, player: str | None = None,
                  excluding: int | None = None) -> GameRow | None:
    """The best result of deal ``key`` (of ``player`` only, if given), or None.

    Fewest cards left, then fewest moves, then the best score; the earliest
    of equal results holds it. Games without a result are left out, and so is
    the game ``excluding`` (the one just finished, to compare it with the others).
    """
    where, args = _deal_filter(key)
    where += " AND result IS NOT NULL AND id IS NOT ?"
    args = (*args, excluding)
    if player is not None:
        where += " AND player = ?"
        args = (*args, player)
    found = connection.execute(
        f"SELECT {_COLUMNS} FROM games WHERE {where} ORDER BY {_BEST_ORDER} LIMIT 1",
        args).fetchone()
    return None if found is None else _row(found)


def better(one: GameRow, other: GameRow) -> bool:
    """True when ``one`` is a strictly better result than ``other`` (seed 003).

    Fewer cards left is better; between two wins (no cards left), fewer moves,
    then a higher score. Between two games not won only the cards left count,
    so a blocked game is a new best only with fewer cards left than ever before.
    """
    if one.cards_left != other.cards_left:
        return one.cards_left < other.cards_left
    if not (one.won and other.won):
        return False
    return (one.moves, -one.score) < (other.moves, -other.score)


def _wins_before(connection: sqlite3.Connection, key: DealKey, excluding: int) -> bool:
    where, args = _deal_filter(key)
    found = connection.execute(
        f"SELECT 1 FROM games WHERE {where} AND result = 'won' AND id != ? LIMIT 1",
        (*args, excluding)).fetchone()
    return found is not None


def _best_score_before(connection: sqlite3.Connection, finished: GameRow) -> int | None:
    found = connection.execute(
        "SELECT MAX(score) FROM games WHERE scoring = ? AND variants = ? "
        "AND result IS NOT NULL AND id != ?",
        (finished.scoring, finished.variants, finished.id)).fetchone()
    return None if found is None or found[0] is None else int(found[0])


def feat_of(connection: sqlite3.Connection, game_id: int) -> Feat | None:
    """The feat of the finished game ``game_id`` (``Feat``), or None when none applies.

    At most one, the first that applies of ``FEATS``: the first win of the
    deal; a record of the deal (there were earlier results, all worse); the
    player's own best of the deal (there were earlier ones of theirs, all
    worse); a best score of its scoring rule and variants (there were
    earlier games, all lower). A card list (no deal number) can only have
    the best score. A game not in the store, or without a result, has none.
    """
    finished = game(connection, game_id)
    if finished is None or finished.result is None:
        return None
    key = finished.deal_key
    if key is not None:
        if finished.won and not _wins_before(connection, key, finished.id):
            return Feat("first-win", finished)
        record = best_for_deal(connection, key, excluding=finished.id)
        if record is not None and better(finished, record):
            return Feat("record", finished, record)
        own = best_for_deal(connection, key, player=finished.player, excluding=finished.id)
        if own is not None and better(finished, own):
            return Feat("personal-best", finished, own)
    best_score = _best_score_before(connection, finished)
    if best_score is not None and finished.score > best_score:
        return Feat("best-score", finished)
    return None


def stats(connection: sqlite3.Connection, kind: str, rules: str, variants: str = "",
          player: str | None = None) -> Stats:
    """The statistics of the games of ``kind`` under ``rules`` and ``variants``.

    Of ``player``'s games, or of everyone's (None: ``streak`` is then 0 and
    ``best_streak`` the longest of any one player). Games in progress are
    not counted; an abandoned game counts as played, not won, and ends a
    streak. Streaks follow the order the games were started in.

    The table is read straight through (no index): the statistics cover a
    large share of it, and a scan of 100,000 games takes about 0.1 s.
    """
    where = "kind = ? AND rules = ? AND variants = ? AND result IS NOT NULL"
    args: tuple[object, ...] = (kind, rules, variants)
    if player is not None:
        where += " AND player = ?"
        args = (*args, player)
    played, won, best_score, fewest, average = connection.execute(
        "SELECT COUNT(*), COALESCE(SUM(result = 'won'), 0), MAX(score), "
        "MIN(CASE WHEN result = 'won' THEN moves END), "
        f"AVG(CASE WHEN result = 'won' THEN seconds END) FROM games NOT INDEXED WHERE {where}",
        args).fetchone()
    runs: dict[str, int] = {}
    best_streak = 0
    for name, result in connection.execute(
            f"SELECT player, result FROM games NOT INDEXED WHERE {where} ORDER BY id", args):
        run = runs[name] = runs.get(name, 0) + 1 if result == "won" else 0
        best_streak = max(best_streak, run)
    streak = runs.get(player, 0) if player is not None else 0
    return Stats(int(played), int(won), streak, best_streak,
                 None if best_score is None else int(best_score),
                 None if fewest is None else int(fewest),
                 None if average is None else float(average))


def recent_games(connection: sqlite3.Connection, player: str, count: int = 5) -> list[GameRow]:
    """``player``'s last ``count`` games with a result, newest first (any kind)."""
    return [_row(found) for found in connection.execute(
        f"SELECT {_COLUMNS} FROM games WHERE player = ? AND result IS NOT NULL "
        "ORDER BY ended DESC, id DESC LIMIT ?", (player, max(count, 0)))]


CSV_COLUMNS: Final = tuple(field.name for field in fields(GameRow))
"""The header of ``write_csv``: the columns of the games table, without the actions."""

_FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")


def _cell(name: str, value: object) -> str:
    if value is None:
        return ""
    if name in ("started", "ended") and isinstance(value, int | float):
        return datetime.fromtimestamp(value, UTC).isoformat(timespec="seconds")
    if name == "seconds" and isinstance(value, float):
        return f"{value:.1f}"
    text = str(value)
    if name == "player" and text.startswith(_FORMULA_STARTS):
        return "'" + text  # a name a spreadsheet would run as a formula
    return text


def _all_games(connection: sqlite3.Connection) -> Iterator[GameRow]:
    for found in connection.execute(f"SELECT {_COLUMNS} FROM games ORDER BY id"):
        yield _row(found)


def write_csv(connection: sqlite3.Connection, out: IO[str]) -> int:
    """Write every game to ``out`` as CSV, a header first, one row per game, oldest first.

    Columns ``CSV_COLUMNS``; times in ISO 8601 UTC ("2026-12-01T13:45:00+00:00"),
    the time played in seconds with one decimal, an empty cell for None (a
    game in progress has no end and no result). A player name that a
    spreadsheet would read as a formula is written after a "'". Returns the
    number of games written. Raises OSError when ``out`` cannot be written.
    """
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    count = 0
    for row in _all_games(connection):
        writer.writerow([_cell(name, getattr(row, name)) for name in CSV_COLUMNS])
        count += 1
    return count
