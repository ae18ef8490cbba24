"""``tripeaks-a11y records --csv FILE``: every recorded game exported as CSV.

One row per game, a header first (``records.queries.CSV_COLUMNS``). The
store is read, never written or created: with no records file there is
nothing to export. FILE must be new unless ``--force`` is given (as
``speak --to``): a file that exists is left as it is; with ``--force`` it is
replaced whole (a new file written beside it, then renamed over it, so a
symbolic link is replaced itself, never its target). ``--csv -`` writes the
CSV to standard output, alone (for a pipe: ``records --csv - | less``).
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path

from ..announcer import Announcement, Announcer
from ..i18n import LANGUAGES
from ..records import queries, records_path
from ..sanitize import echo
from .new_file import write_new
from .parsers import folder, parse_line
from .terminal import system_language, utf8

__all__ = ["records_main"]

STDOUT = "-"
"""The FILE that means standard output."""

_PATH_CHARS = 400
"""A file name is said whole up to this many characters (``sanitize.echo``)."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tripeaks-a11y records",
        description="Export every recorded game (the records file the game keeps) as CSV. "
                    "Statistics in play: say stats; win rates of numbered deals: "
                    "tripeaks-a11y stats.")
    parser.add_argument("--csv", metavar="FILE", required=True,
                        help="write the games to this CSV file (a new file), or - for "
                             "standard output")
    parser.add_argument("--data-dir", metavar="DIR", type=folder,
                        help="the folder of the records file (default: your data folder, "
                             "or TRIPEAKS_A11Y_DATA_DIR)")
    parser.add_argument("--force", action="store_true",
                        help="replace FILE if it exists")
    parser.add_argument("--lang", choices=LANGUAGES, type=str.lower,
                        help="language of the messages (default: system)")
    return parser


def records_main(argv: Sequence[str]) -> int:
    """``tripeaks-a11y records --csv FILE [--data-dir DIR] [--force] [--lang L]``.

    Returns 0 once the file is written (one line on stdout: how many games,
    where; with ``--csv -`` the CSV alone on stdout); 1 when it is not: FILE
    exists (without ``--force``) or is a folder, it cannot be written, there
    is no records file, or the records file cannot be read (one line on
    stderr, in the language); 2 for bad options.
    """
    utf8(sys.stdout)
    utf8(sys.stderr)
    args = parse_line(_parser(), argv)
    words = Announcer(args.lang or system_language())
    to_stdout = args.csv == STDOUT
    target = Path(args.csv)
    shown = echo(str(target), _PATH_CHARS)
    if not to_stdout and target.is_dir():
        return _refused(words.records.csv_problem("folder", shown))
    if not to_stdout and (target.exists() or target.is_symlink()) and not args.force:
        return _refused(words.records.csv_problem("exists", shown))
    store = records_path(args.data_dir)  # a Path already (parsers.folder)
    store_shown = echo(str(store), _PATH_CHARS)
    if not store.is_file():
        return _refused(words.records.csv_problem("no-store", store_shown))
    try:
        connection = sqlite3.connect(f"{store.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        return _refused(words.records.csv_problem("store", store_shown, echo(str(error), 80)))
    try:
        if to_stdout:
            queries.write_csv(connection, sys.stdout)
            sys.stdout.flush()
            return 0
        count = _export(connection, target, force=args.force)
    except sqlite3.Error as error:
        return _refused(words.records.csv_problem("store", store_shown, echo(str(error), 80)))
    except FileExistsError:
        return _refused(words.records.csv_problem("exists", shown))
    except OSError as error:
        return _refused(words.records.csv_problem("failed", shown,
                                                  echo(error.strerror or str(error), 80)))
    finally:
        connection.close()
    print(words.records.csv_written(shown, count).text)
    return 0


def _export(connection: sqlite3.Connection, target: Path, *, force: bool) -> int:
    """Write the games to ``target``; returns how many. Raises OSError, sqlite3.Error
    (``new_file.write_new``: ``FileExistsError`` when something is there without ``force``)."""
    return write_new(target, lambda out: queries.write_csv(connection, out), force=force)


def _refused(answer: Announcement) -> int:
    print(answer.text, file=sys.stderr)
    return 1
