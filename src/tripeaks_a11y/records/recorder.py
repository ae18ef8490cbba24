"""``Records``: the records store for one run of the game, which never lets a problem stop play.

``Records.open`` opens the store (``RecordStore.open``) with the policy of
issues 14 and 32: a damaged file (not a database, damaged pages, a row of a
wrong type) is kept beside the new one as ``records.sqlite3.broken``
(``.broken-2``… when that exists: no readable history is ever overwritten)
and a fresh store is made; a lock held by another program is waited out:
the writes it holds up are kept, in order, and made at the next action once
the file is free (``close`` waits ``CLOSE_WAIT`` for the last ones); any
other problem (another program's database, a newer version, a read-only
folder, a full disk) turns records off for this run, and a write that fails
later so turns them off too. Each problem is kept once as a
``RecordsNotice`` for the session to tell the player in one sentence
(``take_notices``); no method here raises ``StoreError``. ``claim`` and
``release`` keep two running games from playing one saved game
(``claims``).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .claims import Claims
from .store import (
    BUSY_SECONDS,
    GameInfo,
    Progress,
    RecordStore,
    SavedGame,
    StoreError,
    StoreProblem,
)

__all__ = ["BROKEN_SUFFIX", "CLOSE_WAIT", "MAX_PENDING", "RETRY_WAIT", "Records",
           "RecordsNotice", "kept_name"]

BROKEN_SUFFIX = ".broken"
RETRY_WAIT = 0.1
"""Seconds a write waits for a lock while earlier writes already wait (at most this per
action, so that a long lock does not slow every answer by ``BUSY_SECONDS``)."""
CLOSE_WAIT = 5.0
"""Seconds the end of the run waits for a lock to make the writes still held up."""
MAX_PENDING = 10_000
"""Writes held up by a lock, at most; one more turns records off (told once)."""


@dataclass(frozen=True)
class RecordsNotice:
    """A problem of the store to tell the player once.

    ``problem`` and ``path`` (the store's file); ``kept``: where a damaged
    file was moved (a fresh store replaced it), else None; ``off``: records
    are off for the rest of this run (False with LOCKED: the writes wait for
    the file to be free).
    """

    problem: StoreProblem
    path: Path
    kept: Path | None = None
    off: bool = True


def kept_name(path: Path) -> Path:
    """A name beside ``path`` for its damaged copy that no file has yet (``.broken``, ``-2``…)."""
    candidate = path.with_name(path.name + BROKEN_SUFFIX)
    number = 2
    while candidate.exists() or candidate.with_name(candidate.name + "-wal").exists():
        candidate = path.with_name(f"{path.name}{BROKEN_SUFFIX}-{number}")
        number += 1
    return candidate


class Records:
    """The store of this run for ``player`` (``store`` None: records are off).

    Writes and reads forward to ``RecordStore``; a ``StoreError`` turns
    records off and is kept as a notice, except LOCKED, whose writes wait
    (module docstring). ``take_notices`` hands the notices over once.
    ``problem`` is the last problem of the store (None: none), so that
    "records are off" can say why.
    """

    def __init__(self, store: RecordStore | None, player: str,
                 notices: tuple[RecordsNotice, ...] = (), path: Path | None = None) -> None:
        self.store = store
        self.player = player
        self._notices = list(notices)
        self.problem: StoreProblem | None = notices[-1].problem if notices else None
        self._path = store.path if store is not None else path
        """Where the store is, to open it once free (``path`` given and ``store`` None: it
        was locked at the start)."""
        self._pending: list[tuple[tuple[str, int], Callable[[RecordStore], object]]] = []
        self._blocked = path is not None and store is None  # a lock met, not yet over
        self._ids: dict[int, int | None] = {}
        """Provisional ids (below 0, ``start`` while locked) to their rows' ids once added."""
        self._waiting_told = bool(notices) and not notices[-1].off
        self.claims = Claims(self._path) if self._path is not None else None

    @classmethod
    def open(cls, path: Path, player: str) -> Records:
        """The store at ``path`` for ``player``, with the policy above; never raises."""
        try:
            return cls(RecordStore.open(path), player)
        except StoreError as error:
            if error.problem is StoreProblem.LOCKED:  # opened at the next action, once free
                return cls(None, player, (RecordsNotice(error.problem, path, off=False),), path)
            if error.problem is not StoreProblem.CORRUPT:
                return cls(None, player, (RecordsNotice(error.problem, path),))
        try:
            kept = kept_name(path)
            os.replace(path, kept)
            for suffix in ("-wal", "-shm"):
                side = path.with_name(path.name + suffix)
                if side.exists():
                    if suffix == "-wal":
                        os.replace(side, kept.with_name(kept.name + suffix))
                    else:
                        side.unlink()
        except OSError:
            return cls(None, player, (RecordsNotice(StoreProblem.CORRUPT, path),))
        try:
            store = RecordStore.open(path)
        except StoreError:
            return cls(None, player, (RecordsNotice(StoreProblem.CORRUPT, path, kept),))
        return cls(store, player, (RecordsNotice(StoreProblem.CORRUPT, path, kept, off=False),))

    @property
    def on(self) -> bool:
        """True while games are being recorded (their writes may wait for a lock)."""
        return self.store is not None or self._path is not None

    def take_notices(self) -> list[RecordsNotice]:
        """The problems not yet told, oldest first; each is handed over once."""
        notices, self._notices = self._notices, []
        return notices

    def _failed(self, error: StoreError) -> None:
        if self.store is not None:
            with contextlib.suppress(StoreError):
                self.store.close()
        self.store = None
        self._path = None
        self._pending = []
        self.problem = error.problem
        self._notices.append(RecordsNotice(error.problem, error.path))

    def _held_up(self, path: Path) -> None:
        """A write waits for a lock: told once a run; too many waiting turn records off."""
        self._blocked = True
        if len(self._pending) > MAX_PENDING:
            self._failed(StoreError(StoreProblem.LOCKED, path))
        elif not self._waiting_told:
            self._waiting_told = True
            self._notices.append(RecordsNotice(StoreProblem.LOCKED, path, off=False))

    def _ready(self) -> RecordStore | None:
        """The store with every held-up write made, or None (off, or still locked). While
        a lock holds writes up, each try waits ``RETRY_WAIT``, not ``BUSY_SECONDS``."""
        wait = RETRY_WAIT if self._blocked else BUSY_SECONDS
        if self.store is None:
            if self._path is None:
                return None
            try:
                self.store = RecordStore.open(self._path, wait=wait)
            except StoreError as error:
                if error.problem is not StoreProblem.LOCKED:
                    self._failed(error)
                return None
        store = self.store
        if self._blocked:
            store.wait(RETRY_WAIT)
        while self._pending:
            try:
                self._pending[0][1](store)
            except StoreError as error:
                if error.problem is not StoreProblem.LOCKED:
                    self._failed(error)
                return None
            self._pending.pop(0)
        return store

    def _written(self, store: RecordStore) -> None:
        """A write went through: the lock, if there was one, is over."""
        if self._blocked:
            self._blocked = False
            store.wait(BUSY_SECONDS)

    def _write(self, key: tuple[str, int], write: Callable[[RecordStore], object]) -> None:
        """Make ``write`` now, or keep it (after those held up) until the file is free."""
        if self._path is None:
            return
        store = self._ready()
        if store is not None:
            try:
                write(store)
                self._written(store)
                return
            except StoreError as error:
                if error.problem is not StoreProblem.LOCKED:
                    self._failed(error)
                    return
        if self._pending and self._pending[-1][0] == key:  # the newer write says it all
            self._pending[-1] = (key, write)
        else:
            self._pending.append((key, write))
        self._held_up(self._path)

    # ----- forwarded -------------------------------------------------------

    def start(self, info: GameInfo, progress: Progress) -> int | None:
        """A game in progress added; its id, or None when records are off. While a lock
        holds writes up, the row waits with them and a provisional id (below 0) stands
        for it: every write and read here takes it for the row's id once it exists."""
        if self._path is None:
            return None
        provisional = -1 - len(self._ids)
        self._ids[provisional] = None
        self._write(("start", provisional), lambda store: self._started(
            provisional, store.start_game(info, progress)))
        return self._ids[provisional] or provisional

    def _started(self, provisional: int, game_id: int) -> None:
        """The row of game ``provisional`` was added as ``game_id``: claimed (a new row:
        nobody else plays it)."""
        self._ids[provisional] = game_id
        if self.claims is not None:
            self.claims.claim(game_id)

    def _id(self, game_id: int) -> int:
        """The row's id for ``game_id`` (a provisional id once its row exists), else itself."""
        return self._ids.get(game_id) or game_id

    def save(self, game_id: int, progress: Progress) -> None:
        """Where game ``game_id`` stands now."""
        self._write(("save", game_id),
                    lambda store: store.save_progress(self._id(game_id), progress))

    def finish(self, game_id: int, result: str, progress: Progress) -> None:
        """Game ``game_id`` ended "won" or "blocked" (or "abandoned")."""
        self._write(("finish", game_id),
                    lambda store: store.finish(self._id(game_id), result, progress))

    def abandon(self, game_id: int, progress: Progress | None = None) -> None:
        """Game ``game_id`` left for good."""
        self._write(("abandon", game_id),
                    lambda store: store.abandon(self._id(game_id), progress))

    def reopen(self, game_id: int) -> None:
        """Game ``game_id`` goes on after its end (an undo); a won game's row stays won."""
        self._write(("reopen", game_id), lambda store: store.reopen(self._id(game_id)))

    def claim(self, game_id: int) -> bool:
        """Claim saved game ``game_id`` for this run: False when another running game plays
        it (``claims``); True when records are off."""
        return self.claims is None or self.claims.claim(self._id(game_id))

    def release(self, game_id: int) -> None:
        """This run no longer plays game ``game_id``: another game may continue it."""
        if self.claims is not None:
            self.claims.release(self._id(game_id))

    def unfinished(self, player: str | None = None) -> list[SavedGame]:
        """``player``'s (default: this run's player's) games in progress, newest first
        ([] when records are off or the file is locked)."""
        store = self._ready()
        if store is None:
            return []
        try:
            return store.unfinished(self.player if player is None else player)
        except StoreError as error:
            if error.problem is not StoreProblem.LOCKED:
                self._failed(error)
            return []

    def game(self, game_id: int) -> SavedGame | None:
        """The row of game ``game_id`` (None when records are off, locked or there is none)."""
        store = self._ready()
        if store is None:
            return None
        try:
            return store.game(self._id(game_id))
        except StoreError as error:
            if error.problem is not StoreProblem.LOCKED:
                self._failed(error)
            return None

    def close(self) -> None:
        """Close the store at the end of the run, first waiting up to ``CLOSE_WAIT`` for a
        lock to make the writes still held up (lost only if it is held longer)."""
        if self._pending and self.store is None and self._path is not None:
            with contextlib.suppress(StoreError):
                self.store = RecordStore.open(self._path)
        if self._pending and self.store is not None:
            self.store.wait(CLOSE_WAIT)
            with contextlib.suppress(StoreError):
                while self._pending:
                    self._pending[0][1](self.store)
                    self._pending.pop(0)
        if self.store is not None:
            with contextlib.suppress(StoreError):
                self.store.close()
            self.store = None
        if self.claims is not None:
            self.claims.close()
