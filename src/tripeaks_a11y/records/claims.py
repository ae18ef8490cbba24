"""Which saved games this run is playing, so that two running games never play the same one.

A claim on game ``id`` is an exclusive POSIX record lock (``fcntl.lockf``)
on byte ``id`` of ``records.sqlite3.claims`` beside the store: taken when a
game's row is added or offered to be continued, released when the game is
left, and released by the system itself when the process ends in any way,
``kill -9`` included, so no claim outlives its game. Where the system has
no such locks (Windows, a file system without them) every claim is granted,
as before issue 32.
"""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path

__all__ = ["CLAIMS_SUFFIX", "Claims"]

CLAIMS_SUFFIX = ".claims"
"""The claims file's name is the store's with this added (``records.sqlite3.claims``)."""

_HELD_ELSEWHERE = (errno.EACCES, errno.EAGAIN)


class Claims:
    """The claims of this process on the games of the store at ``store_path``.

    ``claim(id)`` is True when this run may play game ``id`` (no other
    running game plays it); ``release(id)`` gives it up; ``close`` gives up
    all. None of them raises.
    """

    def __init__(self, store_path: Path) -> None:
        self.path = store_path.with_name(store_path.name + CLAIMS_SUFFIX)
        self._fd: int | None = None
        self._opened = False
        self._held: set[int] = set()

    def _file(self) -> int | None:
        if not self._opened:
            self._opened = True
            with contextlib.suppress(OSError):
                self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT
                                   | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0),
                                   0o600)
        return self._fd

    def claim(self, game_id: int) -> bool:
        """Claim game ``game_id``: False when another running game holds it, else True."""
        if game_id in self._held:
            return True
        try:
            import fcntl
        except ImportError:  # no record locks here: every claim is granted
            return True
        fd = self._file()
        if fd is None or game_id < 0:
            return True
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, game_id, os.SEEK_SET)
        except OSError as error:  # held elsewhere; any other error: no locks on this disk
            return error.errno not in _HELD_ELSEWHERE
        self._held.add(game_id)
        return True

    def release(self, game_id: int) -> None:
        """Give up the claim on ``game_id`` (nothing when it is not held)."""
        if game_id not in self._held or self._fd is None:
            return
        self._held.discard(game_id)
        import fcntl

        with contextlib.suppress(OSError):
            fcntl.lockf(self._fd, fcntl.LOCK_UN, 1, game_id, os.SEEK_SET)

    def close(self) -> None:
        """Give up every claim (closing the file releases them)."""
        self._held.clear()
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None
