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

import errno
import json
import os
import sqlite3
import time
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from .. import environment
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


class StoreProblem(Enum):
    """What is wrong with the store, as the player is told it."""

    CORRUPT = "corrupt"  # not a database, or a damaged one
    NEWER = "newer"  # written by a newer version of the game (a higher schema version)
    LOCKED = "locked"  # another running game holds it longer than BUSY_SECONDS
    READ_ONLY = "read-only"  # the file or its folder cannot be written
    FULL = "full"  # the disk (or the quota) is full
    OTHER = "other"


class StoreError(Exception):
    """The store could not be opened or written: ``problem``, the file's ``path``, ``detail``."""

    def __init__(self, problem: StoreProblem, path: Path, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {path}: {detail}")
        self.problem = problem
        self.path = path
        self.detail = detail


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


_ERROR_NAMES = {
    "SQLITE_NOTADB": StoreProblem.CORRUPT, "SQLITE_CORRUPT": StoreProblem.CORRUPT,
    "SQLITE_BUSY": StoreProblem.LOCKED, "SQLITE_LOCKED": StoreProblem.LOCKED,
    "SQLITE_READONLY": StoreProblem.READ_ONLY, "SQLITE_CANTOPEN": StoreProblem.READ_ONLY,
    "SQLITE_PERM": StoreProblem.READ_ONLY, "SQLITE_AUTH": StoreProblem.READ_ONLY,
    "SQLITE_FULL": StoreProblem.FULL,
}
_ERRNOS = {
    errno.ENOSPC: StoreProblem.FULL, errno.EFBIG: StoreProblem.FULL,
    getattr(errno, "EDQUOT", errno.ENOSPC): StoreProblem.FULL,
    errno.EACCES: StoreProblem.READ_ONLY, errno.EPERM: StoreProblem.READ_ONLY,
    errno.EROFS: StoreProblem.READ_ONLY, errno.ENOTDIR: StoreProblem.READ_ONLY,
    errno.EEXIST: StoreProblem.READ_ONLY,
}


def _problem_of(error: sqlite3.Error | OSError) -> StoreProblem:
    if isinstance(error, OSError):
        return _ERRNOS.get(error.errno or 0, StoreProblem.OTHER)
    name = getattr(error, "sqlite_errorname", "") or ""
    for prefix, problem in _ERROR_NAMES.items():
        if name == prefix or name.startswith(prefix + "_"):
            return problem
    text = str(error).lower()
    if "not a database" in text or "malformed" in text:
        return StoreProblem.CORRUPT
    if "locked" in text or "busy" in text:
        return StoreProblem.LOCKED
    if "readonly" in text or "read-only" in text or "unable to open" in text:
        return StoreProblem.READ_ONLY
    if "full" in text:
        return StoreProblem.FULL
    return StoreProblem.OTHER


FULL_BELOW = 1 << 20
"""Bytes: an I/O error with less free space than this on the file's disk is a full disk."""


def _nearly_full(folder: Path) -> bool:
    try:
        info = os.statvfs(folder)
    except (OSError, AttributeError):  # no statvfs on Windows: SQLITE_FULL says it there
        return False
    return info.f_bavail * info.f_frsize < FULL_BELOW


def _store_error(error: sqlite3.Error | OSError, path: Path) -> StoreError:
    problem = _problem_of(error)
    if problem is StoreProblem.OTHER and (
            str(getattr(error, "sqlite_errorname", "")).startswith("SQLITE_IOERR")
            or isinstance(error, OSError)) and _nearly_full(path.parent):
        # A shared-memory file that cannot grow is an I/O error, not SQLITE_FULL.
        problem = StoreProblem.FULL
    return StoreError(problem, path, str(error))


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
    def open(cls, path: Path) -> RecordStore:
        """Open (creating the folder and the file when missing) and migrate the store at ``path``.

        Raises ``StoreError``: CORRUPT (not a database, or no ``games`` table
        at a version that has one), NEWER (a schema version above
        ``SCHEMA_VERSION``; the file is not touched), LOCKED, READ_ONLY, FULL
        or OTHER.
        """
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise _store_error(error, path) from None
        try:
            connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
        except sqlite3.Error as error:
            raise _store_error(error, path) from None
        try:
            cls._prepare(connection, path)
        except StoreError:
            connection.close()
            raise
        except sqlite3.Error as error:
            connection.close()
            raise _store_error(error, path) from None
        return cls(connection, path)

    @staticmethod
    def _prepare(connection: sqlite3.Connection, path: Path) -> None:
        version = int(connection.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise StoreError(StoreProblem.NEWER, path, f"schema version {version}")
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=NORMAL")
        if version < SCHEMA_VERSION:
            connection.execute("BEGIN IMMEDIATE")
            try:
                # Another game may have migrated it while this one waited for the lock.
                version = int(connection.execute("PRAGMA user_version").fetchone()[0])
                if version < SCHEMA_VERSION:
                    migrate(connection, version)
                connection.execute("COMMIT")
            except BaseException:
                connection.execute("ROLLBACK")
                raise
        columns = {row[1] for row in connection.execute("PRAGMA table_info(games)")}
        if not set(_COLUMNS) <= columns:
            raise StoreError(StoreProblem.CORRUPT, path, "no games table")

    def close(self) -> None:
        """Close the file (its log is folded in when it is the last game using it)."""
        try:
            self.connection.close()
        except sqlite3.Error as error:
            raise _store_error(error, self.path) from None

    def _write(self, sql: str, values: tuple[object, ...]) -> int:
        try:
            cursor = self.connection.execute(sql, values)
        except sqlite3.Error as error:
            raise _store_error(error, self.path) from None
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
        except sqlite3.Error as error:
            raise _store_error(error, self.path) from None
        try:
            return [_saved(row) for row in rows]
        except (TypeError, ValueError) as error:  # a hand-edited row
            raise StoreError(StoreProblem.CORRUPT, self.path, str(error)) from None
