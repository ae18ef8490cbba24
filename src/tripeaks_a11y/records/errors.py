"""What can go wrong with the records store, as values: ``StoreProblem`` and ``StoreError``.

``store_error`` reads an error of sqlite3 or of the system as the problem the
player is told (``announcer.saving``, ``saving-off``): SQLite's error names
first, then errno, then the message's words; an I/O error on a disk nearly
full is a full disk.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from enum import Enum
from pathlib import Path

__all__ = ["FULL_BELOW", "StoreError", "StoreProblem", "store_error"]


class StoreProblem(Enum):
    """What is wrong with the store, as the player is told it."""

    CORRUPT = "corrupt"  # not a database, or a damaged one
    NEWER = "newer"  # written by a newer version of the game (a higher schema version)
    LOCKED = "locked"  # another running game holds it longer than BUSY_SECONDS
    READ_ONLY = "read-only"  # the file or its folder cannot be written
    FULL = "full"  # the disk (or the quota) is full
    FOREIGN = "foreign"  # another program's database: never written into
    OTHER = "other"


class StoreError(Exception):
    """The store could not be opened or written: ``problem``, the file's ``path``, ``detail``."""

    def __init__(self, problem: StoreProblem, path: Path, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {path}: {detail}")
        self.problem = problem
        self.path = path
        self.detail = detail


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


def _problem_of(error: sqlite3.Error | OSError | UnicodeDecodeError) -> StoreProblem:
    if isinstance(error, UnicodeDecodeError):  # damaged text where SQLite keeps names
        return StoreProblem.CORRUPT
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


def store_error(error: sqlite3.Error | OSError | UnicodeDecodeError,
                path: Path) -> StoreError:
    """``error``, met using the store at ``path``, as a ``StoreError`` with its problem."""
    problem = _problem_of(error)
    if problem is StoreProblem.OTHER and (
            str(getattr(error, "sqlite_errorname", "")).startswith("SQLITE_IOERR")
            or isinstance(error, OSError)) and _nearly_full(path.parent):
        # A shared-memory file that cannot grow is an I/O error, not SQLITE_FULL.
        problem = StoreProblem.FULL
    return StoreError(problem, path, str(error))
