"""The records store's schema, version by version: ``MIGRATIONS[n]`` takes version n to n + 1.

The version lives in ``PRAGMA user_version`` (0 for a new, empty file). A
store is brought up to ``SCHEMA_VERSION`` by running, in one transaction,
every migration from its version on; a store of a higher version (written by
a newer program) is never touched (``StoreProblem.NEWER``). A new version
appends one function here and never edits an older one: a file written by
any earlier version migrates the same way.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "migrate"]


def _v1(connection: sqlite3.Connection) -> None:
    """Version 1: the ``games`` table and its three indexes (docs/architecture.md, records)."""
    connection.execute("""
        CREATE TABLE games (
          id INTEGER PRIMARY KEY,
          player TEXT NOT NULL,
          kind TEXT NOT NULL,
          rules TEXT NOT NULL,
          variants TEXT NOT NULL DEFAULT '',
          scoring TEXT NOT NULL,
          deal INTEGER,
          code TEXT,
          daily TEXT,
          started REAL NOT NULL,
          ended REAL,
          result TEXT,
          cards_left INTEGER NOT NULL,
          moves INTEGER NOT NULL,
          score INTEGER NOT NULL,
          undos INTEGER NOT NULL DEFAULT 0,
          hints INTEGER NOT NULL DEFAULT 0,
          seconds REAL NOT NULL DEFAULT 0,
          actions TEXT NOT NULL DEFAULT '[]'
        )""")
    connection.execute("CREATE INDEX games_unfinished ON games(player, result, started)")
    connection.execute("CREATE INDEX games_deal ON games(kind, rules, variants, deal, result)")
    connection.execute("CREATE INDEX games_ended ON games(player, ended)")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1,)
"""One function per version step, oldest first: index n migrates version n to n + 1."""

SCHEMA_VERSION = len(MIGRATIONS)
"""The version this program writes (``PRAGMA user_version``)."""


def migrate(connection: sqlite3.Connection, version: int) -> None:
    """Run every migration from ``version`` up to ``SCHEMA_VERSION`` and set the new version.

    The caller holds the write transaction (``BEGIN IMMEDIATE``), so another
    game opening the same file meanwhile waits and then finds it migrated.
    Raises sqlite3.Error as the database does.
    """
    for step in MIGRATIONS[version:]:
        step(connection)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")
