"""The records store (SQLite): every game played, for records, statistics and resume (issue 14).

``store`` is the file (``RecordStore``: open, migrate, write a game's
progress and end, read unfinished games), ``migrations`` its schema by
version, ``recorder`` the store of one run (``Records``: a problem turns
records off and is told once, never raised). ``queries`` reads records
and statistics from ``RecordStore.connection``.
"""

from __future__ import annotations

from .migrations import SCHEMA_VERSION
from .recorder import Records, RecordsNotice
from .store import (
    DATA_ENV,
    FILE_NAME,
    GameInfo,
    Progress,
    RecordStore,
    SavedGame,
    StoreError,
    StoreProblem,
    data_dir,
    records_path,
)

__all__ = [
    "DATA_ENV",
    "FILE_NAME",
    "SCHEMA_VERSION",
    "GameInfo",
    "Progress",
    "RecordStore",
    "Records",
    "RecordsNotice",
    "SavedGame",
    "StoreError",
    "StoreProblem",
    "data_dir",
    "records_path",
]
