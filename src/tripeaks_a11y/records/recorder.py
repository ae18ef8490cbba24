"""``Records``: the records store for one run of the game, which never lets a problem stop play.

``Records.open`` opens the store (``RecordStore.open``) with the policy of
issue 14: a damaged file is kept beside the new one as
``records.sqlite3.broken`` (``.broken-2``… when that exists: no readable
history is ever overwritten) and a fresh store is made; any other problem
(a newer version, a lock, a read-only folder, a full disk) turns records
off for this run. A write that fails later turns them off too. Each problem
is kept once as a ``RecordsNotice`` for the session to tell the player in
one sentence (``take_notices``); no method here raises ``StoreError``.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from .store import GameInfo, Progress, RecordStore, SavedGame, StoreError, StoreProblem

__all__ = ["BROKEN_SUFFIX", "Records", "RecordsNotice", "kept_name"]

BROKEN_SUFFIX = ".broken"


@dataclass(frozen=True)
class RecordsNotice:
    """A problem of the store to tell the player once.

    ``problem`` and ``path`` (the store's file); ``kept``: where a damaged
    file was moved (a fresh store replaced it), else None; ``off``: records
    are off for the rest of this run.
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
    records off and is kept as a notice. ``take_notices`` hands the notices
    over once. ``problem`` is the last problem of the store (None: none), so
    that "records are off" can say why.
    """

    def __init__(self, store: RecordStore | None, player: str,
                 notices: tuple[RecordsNotice, ...] = ()) -> None:
        self.store = store
        self.player = player
        self._notices = list(notices)
        self.problem: StoreProblem | None = notices[-1].problem if notices else None

    @classmethod
    def open(cls, path: Path, player: str) -> Records:
        """The store at ``path`` for ``player``, with the policy above; never raises."""
        try:
            return cls(RecordStore.open(path), player)
        except StoreError as error:
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
        """True while games are being recorded."""
        return self.store is not None

    def take_notices(self) -> list[RecordsNotice]:
        """The problems not yet told, oldest first; each is handed over once."""
        notices, self._notices = self._notices, []
        return notices

    def _failed(self, error: StoreError) -> None:
        if self.store is not None:
            with contextlib.suppress(StoreError):
                self.store.close()
        self.store = None
        self.problem = error.problem
        self._notices.append(RecordsNotice(error.problem, error.path))

    # ----- forwarded -------------------------------------------------------

    def start(self, info: GameInfo, progress: Progress) -> int | None:
        """A game in progress added; its id, or None when records are off."""
        if self.store is None:
            return None
        try:
            return self.store.start_game(info, progress)
        except StoreError as error:
            self._failed(error)
            return None

    def save(self, game_id: int, progress: Progress) -> None:
        """Where game ``game_id`` stands now."""
        if self.store is not None:
            try:
                self.store.save_progress(game_id, progress)
            except StoreError as error:
                self._failed(error)

    def finish(self, game_id: int, result: str, progress: Progress) -> None:
        """Game ``game_id`` ended "won" or "blocked" (or "abandoned")."""
        if self.store is not None:
            try:
                self.store.finish(game_id, result, progress)
            except StoreError as error:
                self._failed(error)

    def abandon(self, game_id: int, progress: Progress | None = None) -> None:
        """Game ``game_id`` left for good."""
        if self.store is not None:
            try:
                self.store.abandon(game_id, progress)
            except StoreError as error:
                self._failed(error)

    def reopen(self, game_id: int) -> None:
        """Game ``game_id`` goes on after its end (an undo); a won game's row stays won."""
        if self.store is not None:
            try:
                self.store.reopen(game_id)
            except StoreError as error:
                self._failed(error)

    def unfinished(self, player: str | None = None) -> list[SavedGame]:
        """``player``'s (default: this run's player's) games in progress, newest first
        ([] when records are off)."""
        if self.store is None:
            return []
        try:
            return self.store.unfinished(self.player if player is None else player)
        except StoreError as error:
            self._failed(error)
            return []

    def game(self, game_id: int) -> SavedGame | None:
        """The row of game ``game_id`` (None when records are off or there is none)."""
        if self.store is None:
            return None
        try:
            return self.store.game(game_id)
        except StoreError as error:
            self._failed(error)
            return None

    def close(self) -> None:
        """Close the store at the end of the run."""
        if self.store is not None:
            with contextlib.suppress(StoreError):
                self.store.close()
            self.store = None
