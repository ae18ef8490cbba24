"""A records file read as the game would open it, writing nothing (``doctor``).

``problem_of`` runs the store's own checks (``store._check_ours``,
``_check_columns``, ``_check_sound``) on a read-only connection, so that what
``tripeaks-a11y doctor`` says of the file is what the game then does with it:
another program's database and a newer version's are left untouched, a
damaged one is kept aside and a new one started (``recorder.Records.open``).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .errors import StoreError, StoreProblem, store_error
from .store import BUSY_SECONDS, _check_columns, _check_ours, _check_sound, _text

__all__ = ["problem_of"]


def problem_of(path: Path) -> StoreProblem | None:
    """What would keep the game from using the records file at ``path``, found by
    reading it only: FOREIGN, NEWER or CORRUPT as ``RecordStore.open`` finds them,
    or another problem met reading it; None when it can be used or is not there
    yet (a new one is made). Never raises; whether it can be written is another
    question (``doctor.writable``)."""
    try:
        if not path.is_file():
            return None
        # With no log beside it no game has it open and nothing waits to be
        # written in: read as it lies ("immutable"), SQLite makes no -wal or
        # -shm file beside it (a read-only connection to a log would).
        lying = "" if path.with_name(f"{path.name}-wal").exists() else "&immutable=1"
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro{lying}",
                                     uri=True, timeout=BUSY_SECONDS)
    except (OSError, sqlite3.Error) as error:
        return _unless_read_only(store_error(error, path).problem)
    connection.text_factory = _text
    try:
        if _check_ours(connection, path) > 0:
            _check_columns(connection, path)
            _check_sound(connection, path)
    except StoreError as error:
        return _unless_read_only(error.problem)
    except (sqlite3.Error, UnicodeDecodeError) as error:
        return _unless_read_only(store_error(error, path).problem)
    finally:
        connection.close()
    return None


def _unless_read_only(problem: StoreProblem) -> StoreProblem | None:
    """``problem`` met reading a records file with a read-only connection, or None when
    it is only that it was read-only (a log to roll back: the game, which writes,
    does; whether the file can be written is told apart, ``doctor.writable``)."""
    return None if problem is StoreProblem.READ_ONLY else problem
