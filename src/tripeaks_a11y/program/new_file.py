"""Files the program writes on request (``records --csv``, ``stats --csv``): never through a
planted link, never over a file without ``--force`` (issue 32 item 7).

``write_new(target, write, force=…)``: without ``force`` the file is created
only if nothing is at ``target`` (``O_EXCL``, which also refuses a symbolic
link, dangling or not, so nothing is ever written through one), and removed
again when writing fails; with ``force`` a temporary file is written beside
it and renamed over it, so that a link there is replaced itself, never its
target, and the old file stays whole until the new one is complete.
``writable_folder(target)`` checks beforehand, by making and removing a
temporary file there, that the folder takes a new file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TextIO, TypeVar

__all__ = ["occupied", "writable_folder", "write_new"]

T = TypeVar("T")


def occupied(target: Path) -> bool:
    """Whether something (a file, a folder, a link, even a dangling one) is at ``target``."""
    return os.path.lexists(target)


def writable_folder(target: Path) -> None:
    """Raise OSError (as opening ``target`` would) unless its folder takes a new file;
    ``IsADirectoryError`` when ``target`` is a folder. Leaves nothing behind."""
    if target.is_dir():
        raise IsADirectoryError(21, os.strerror(21), str(target))
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    os.close(handle)
    os.unlink(temporary)


def write_new(target: Path, write: Callable[[TextIO], T], *, force: bool) -> T:
    """``write(stream)`` into ``target`` as UTF-8 text (newlines as given); its result.

    Raises FileExistsError when something is at ``target`` and ``force`` is
    false (a link included), OSError when it cannot be written; whatever
    ``write`` raises passes through. No half-written file is left behind.
    """
    if not force:
        out = target.open("x", encoding="utf-8", newline="")
        try:
            with out:
                return write(out)
        except BaseException:  # no half-written file left behind
            with contextlib.suppress(OSError):
                target.unlink()
            raise
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
            result = write(out)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return result

