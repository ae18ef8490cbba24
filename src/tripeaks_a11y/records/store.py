"""The records store: one SQLite file of every game played, finished, abandoned or in progress.

The file is ``records.sqlite3`` in the player's data folder (``data_dir``:
``$TRIPEAKS_A11Y_DATA_DIR``, else platformdirs' ``user_data_dir``). It is
opened in WAL mode with ``synchronous=NORMAL``: a commit is in the file's
log once the call returns, so a killed process (``kill -9``, a closed
terminal) loses nothing; a power cut may lose the last moves. Two games may
use one file at once: each write is one short statement, and a game waits
up to ``BUSY_SECONDS`` for the other's. The schema and its versions are in
``migrations``. Every problem, opening or writing, is a ``StoreError`` whose
``problem`` (a ``StoreProblem``) says what the player is told.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from .. import environment
from .errors import StoreError, StoreProblem, store_error
from .migrations import SCHEMA_VERSION, migrate

__all__ = [
    "BUSY_SECONDS",
    "DATA_ENV",
    "FILE_NAME",
    "GameInfo",
    "Progress",
    "RecordStore",
    "SavedGame",
    "StoreError",
    "StoreProblem",
    "data_dir",
    "records_path",
]

DATA_ENV = "TRIPEAKS_A11Y_DATA_DIR"
"""The environment variable that moves the data folder (tests always set it)."""
FILE_NAME = "records.sqlite3"
BUSY_SECONDS = 0.5
"""How long a write waits for another game's write to the same file before giving up."""
RESULTS = ("won", "blocked", "abandoned")
"""What a finished row's ``result`` may be; NULL while the game is in progress."""


def data_dir() -> Path:
    """The data folder: ``$TRIPEAKS_A11Y_DATA_DIR`` if set, else the player's data folder."""
    override = environment.environ().get(DATA_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("tripeaks-a11y", appauthor=False))


def records_path(folder: Path | None = None) -> Path:
    """The store's file: ``records.sqlite3`` in ``folder`` (default: ``data_dir()``)."""
    return (folder if folder is not None else data_dir()) / FILE_NAME


@dataclass(frozen=True)
class GameInfo:
    """What a game is, fixed when it starts (the columns of the same names).

    ``kind``: the kinds row's name ("tripeaks", "pyramid"); ``rules``: the
    rule set's name; ``variants``: the code's variant letters, sorted;
    ``scoring``: the scoring rule's name (best scores compare within one);
    ``deal`` and ``code``: the numbered deal and its game code, None for a
    ``--deal`` card list; ``daily``: "YYYY-MM-DD" (UTC) for the deal of the
    day; ``started``: Unix seconds.
    """

    player: str
    kind: str
    rules: str
    variants: str
    scoring: str
    deal: int | None
    code: str | None
    daily: str | None
    started: float


@dataclass(frozen=True)
class Progress:
    """Where a game stands: the counters, the time played and the actions that replay it.

    ``cards_left``: tableau cards not removed (seed 003's result of a game);
    ``seconds``: time played; ``actions``: the session's action strings,
    oldest first (session/saving.py), which replay the game exactly.
    """

    cards_left: int
    moves: int
    score: int
    undos: int = 0
    hints: int = 0
    seconds: float = 0.0
    actions: tuple[str, ...] = ()


@dataclass(frozen=True)
class SavedGame:
    """One row of the store: ``id``, what the game is, where it stands, and how it ended.

    ``ended`` and ``result`` ("won", "blocked" or "abandoned") are None while
    the game is in progress.
    """

    id: int
    info: GameInfo
    progress: Progress
    ended: float | None
    result: str | None


_COLUMNS = ("id", "player", "kind", "rules", "variants", "scoring", "deal", "code", "daily",
            "started", "ended", "result", "cards_left", "moves", "score", "undos", "hints",
            "seconds", "actions")
_SELECT = f"SELECT {', '.join(_COLUMNS)} FROM games"
_PROGRESS = "cards_left = ?, moves = ?, score = ?, undos = ?, hints = ?, seconds = ?, actions = ?"


def _progress_values(progress: Progress) -> tuple[object, ...]:
    return (progress.cards_left, progress.moves, progress.score, progress.undos, progress.hints,
            progress.seconds, json.dumps(list(progress.actions), separators=(",", ":")))


def _actions(text: str) -> tuple[str, ...]:
    try:
        value = json.loads(text)
    except ValueError:
        return ()
    if not isinstance(value, list):
        return ()
    return tuple(item for item in value if isinstance(item, str))


def _saved(row: sqlite3.Row | tuple[object, ...]) -> SavedGame:
    (game_id, player, kind, rules, variants, scoring, deal, code, daily, started, ended,
     result, cards_left, moves, score, undos, hints, seconds, actions) = tuple(row)
    info = GameInfo(str(player), str(kind), str(rules), str(variants or ""), str(scoring),
                    None if deal is None else int(str(deal)),
                    None if code is None else str(code), None if daily is None else str(daily),
                    float(str(started)))
    progress = Progress(int(str(cards_left)), int(str(moves)), int(str(score)),
                        int(str(undos)), int(str(hints)), float(str(seconds)),
                        _actions(str(actions)))
    return SavedGame(int(str(game_id)), info, progress,
                     None if ended is None else float(str(ended)),
                     None if result is None else str(result))


APPLICATION_ID = 0x54506131
"""``PRAGMA application_id`` of a records store ("TPa1"): what tells this game's file from
another program's SQLite database at the same path (set by every version from issue 32 on)."""


def _text(value: bytes) -> str:
    """A TEXT value as read: damaged bytes become U+FFFD rather than an exception."""
    return value.decode("utf-8", "replace")


def _check_ours(connection: sqlite3.Connection, path: Path) -> int:
    """The schema version of the store at ``path``, once it is known to be this game's.

    Raises ``StoreError``: FOREIGN for another program's database (another
    application id; or no id and tables but no version, or a version without
    a ``games`` table), NEWER for a version above ``SCHEMA_VERSION``. Reads only.
    """
    application = int(connection.execute("PRAGMA application_id").fetchone()[0])
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if application not in (0, APPLICATION_ID):
        raise StoreError(StoreProblem.FOREIGN, path, f"application id {application:#x}")
    if application == 0:  # a new file, or one of a version from before the id
        tables = {str(row[0]) for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        if (version == 0 and tables) or (version > 0 and "games" not in tables):
            raise StoreError(StoreProblem.FOREIGN, path, f"tables {sorted(tables)[:5]}")
    if version > SCHEMA_VERSION:
        raise StoreError(StoreProblem.NEWER, path, f"schema version {version}")
    return version


_SOUND_ROWS = (
    "SELECT id FROM games WHERE typeof(id) != 'integer' "
    "OR typeof(player) != 'text' OR typeof(kind) != 'text' OR typeof(rules) != 'text' "
    "OR typeof(variants) != 'text' OR typeof(scoring) != 'text' "
    "OR typeof(deal) NOT IN ('integer', 'null') OR typeof(code) NOT IN ('text', 'null') "
    "OR typeof(daily) NOT IN ('text', 'null') OR typeof(started) NOT IN ('real', 'integer') "
    "OR typeof(ended) NOT IN ('real', 'integer', 'null') "
    "OR (result IS NOT NULL AND result NOT IN ('won', 'blocked', 'abandoned')) "
    + "".join(f"OR typeof({name}) != 'integer' "
              for name in ("cards_left", "moves", "score", "undos", "hints"))
    + "OR typeof(seconds) NOT IN ('real', 'integer') OR typeof(actions) != 'text' LIMIT 1")
"""A row this game could not read back (a hand edit, another program's write): its id."""


def _check_columns(connection: sqlite3.Connection, path: Path) -> None:
    """Raise ``StoreError`` CORRUPT when the ``games`` table or one of its columns is
    missing (a hand edit: the file is kept aside and a new one started)."""
    columns = {row[1] for row in connection.execute("PRAGMA table_info(games)")}
    if not set(_COLUMNS) <= columns:
        raise StoreError(StoreProblem.CORRUPT, path, "no games table")


def _check_sound(connection: sqlite3.Connection, path: Path) -> None:
    """Raise ``StoreError`` CORRUPT when the file is damaged inside (``PRAGMA integrity_check``:
    every page, index and constraint, each index against its table) or a row holds a value of a
    type this game never writes (``_SOUND_ROWS``). Reads only; sqlite3.Error passes through.
    """
    found = connection.execute("PRAGMA integrity_check(1)").fetchone()
    if found is None or found[0] != "ok":
        raise StoreError(StoreProblem.CORRUPT, path, str(found[0] if found else "no answer"))
    row = connection.execute(_SOUND_ROWS).fetchone()
    if row is not None:
        raise StoreError(StoreProblem.CORRUPT, path, f"row {row[0]} of the wrong type")


class RecordStore:
    """An open records file. ``open`` makes one; ``connection`` serves read queries.

    Writes: ``start_game``, ``save_progress``, ``finish``, ``abandon``,
    ``reopen``; reads: ``unfinished``, ``game``. Every method raises
    ``StoreError`` when the database fails (a full disk, a lock held too
    long, a file damaged since it was opened), never sqlite3's own errors.
    """

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self.connection = connection
        self.path = path

    @classmethod
    def open(cls, path: Path, wait: float = BUSY_SECONDS) -> RecordStore:
        """Open (creating the folder and the file when missing) and migrate the store at ``path``,
        waiting up to ``wait`` seconds for another program's lock.

        Raises ``StoreError``: CORRUPT (not a database; damaged pages, found
        by ``PRAGMA integrity_check``; a row of a type this game never writes; no
        ``games`` table at a version that has one), FOREIGN (another program's
        database: ``_check_ours``; the file is not touched), NEWER (a schema
        version above ``SCHEMA_VERSION``; the file is not touched), LOCKED,
        READ_ONLY, FULL or OTHER.
        """
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise store_error(error, path) from None
        try:
            connection = sqlite3.connect(path, timeout=wait, isolation_level=None)
        except sqlite3.Error as error:
            raise store_error(error, path) from None
        connection.text_factory = _text
        try:
            cls._prepare(connection, path)
        except StoreError:
            connection.close()
            raise
        except (sqlite3.Error, UnicodeDecodeError) as error:  # a damaged name, a message
            connection.close()
            raise store_error(error, path) from None
        return cls(connection, path)

    @staticmethod
    def _prepare(connection: sqlite3.Connection, path: Path) -> None:
        version = _check_ours(connection, path)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=NORMAL")
        application = int(connection.execute("PRAGMA application_id").fetchone()[0])
        if version < SCHEMA_VERSION or application != APPLICATION_ID:
            connection.execute("BEGIN IMMEDIATE")
            try:
                # Another game may have migrated it while this one waited for the lock.
                version = int(connection.execute("PRAGMA user_version").fetchone()[0])
                if version < SCHEMA_VERSION:
                    migrate(connection, version)
                connection.execute(f"PRAGMA application_id = {APPLICATION_ID:d}")
                connection.execute("COMMIT")
            except BaseException:
                connection.execute("ROLLBACK")
                raise
        _check_columns(connection, path)
        _check_sound(connection, path)

    def wait(self, seconds: float) -> None:
        """From now on a statement waits up to ``seconds`` for another program's lock
        (``BUSY_SECONDS`` at the start) before it fails LOCKED. Never raises."""
        with contextlib.suppress(sqlite3.Error):
            self.connection.execute(f"PRAGMA busy_timeout = {round(seconds * 1000):d}")

    def close(self) -> None:
        """Close the file (its log is folded in when it is the last game using it)."""
        try:
            self.connection.close()
        except sqlite3.Error as error:
            raise store_error(error, self.path) from None

    def _write(self, sql: str, values: tuple[object, ...]) -> int:
        try:
            cursor = self.connection.execute(sql, values)
        except (sqlite3.Error, UnicodeDecodeError) as error:
            raise store_error(error, self.path) from None
        return int(cursor.lastrowid or 0)

    # ----- writes ----------------------------------------------------------

    def start_game(self, info: GameInfo, progress: Progress | None = None) -> int:
        """Add a game in progress (``result`` NULL); returns its id. ``progress``: zeros."""
        progress = progress or Progress(cards_left=0, moves=0, score=0)
        return self._write(
            "INSERT INTO games (player, kind, rules, variants, scoring, deal, code, daily, "
            "started, cards_left, moves, score, undos, hints, seconds, actions) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (info.player, info.kind, info.rules, info.variants, info.scoring, info.deal,
             info.code, info.daily, info.started, *_progress_values(progress)))

    def save_progress(self, game_id: int, progress: Progress) -> None:
        """Where game ``game_id`` stands now (a game already finished is left as it is)."""
        self._write(f"UPDATE games SET {_PROGRESS} WHERE id = ? AND result IS NULL",
                    (*_progress_values(progress), game_id))

    def finish(self, game_id: int, result: str, progress: Progress,
               ended: float | None = None) -> None:
        """Game ``game_id`` ended: ``result`` "won", "blocked" or "abandoned", at ``ended``
        (default: now). A game once won stays won: only another win (after undos) changes
        its row, to the game as it ended then. Raises ValueError for another result."""
        if result not in RESULTS:
            raise ValueError(f"not a result: {result!r}")
        self._write(f"UPDATE games SET result = ?, ended = ?, {_PROGRESS} "
                    "WHERE id = ? AND (result IS NOT 'won' OR ? = 'won')",
                    (result, time.time() if ended is None else ended,
                     *_progress_values(progress), game_id, result))

    def abandon(self, game_id: int, progress: Progress | None = None) -> None:
        """Game ``game_id`` was left unfinished for good: "abandoned", now, with ``progress``
        if given (else as last saved). A game already finished is left as it is."""
        if progress is not None:
            self.save_progress(game_id, progress)
        self._write("UPDATE games SET result = 'abandoned', ended = ? "
                    "WHERE id = ? AND result IS NULL", (time.time(), game_id))

    def reopen(self, game_id: int) -> None:
        """Game ``game_id``, ended blocked, goes on (an undo after the end): in progress.

        A game ended won stays won (a win once reached is kept): its row keeps
        the win, which leaving the game later (a new deal, quit) does not turn
        into "abandoned", and it is not offered to be continued."""
        self._write("UPDATE games SET result = NULL, ended = NULL "
                    "WHERE id = ? AND result = 'blocked'", (game_id,))

    # ----- reads -----------------------------------------------------------

    def unfinished(self, player: str) -> list[SavedGame]:
        """``player``'s games in progress, newest first (by start)."""
        return self._select(f"{_SELECT} WHERE player = ? AND result IS NULL "
                            "ORDER BY started DESC, id DESC", (player,))

    def game(self, game_id: int) -> SavedGame | None:
        """The row of game ``game_id``, or None."""
        found = self._select(f"{_SELECT} WHERE id = ?", (game_id,))
        return found[0] if found else None

    def _select(self, sql: str, values: tuple[object, ...]) -> list[SavedGame]:
        try:
            rows = self.connection.execute(sql, values).fetchall()
        except (sqlite3.Error, UnicodeDecodeError) as error:
            raise store_error(error, self.path) from None
        try:
            return [_saved(row) for row in rows]
        except (TypeError, ValueError) as error:  # a hand-edited row
            raise StoreError(StoreProblem.CORRUPT, self.path, str(error)) from None
