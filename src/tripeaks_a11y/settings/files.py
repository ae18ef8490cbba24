"""The settings file on disk: read it without hanging, replace it without losing anything.

``read_capped`` opens only a regular file (a FIFO, a folder or a device in
its place is a ``SettingsProblem``, never opened, so the start cannot hang)
and reads at most ``READ_LIMIT`` bytes. ``write_replacing`` writes a unique
temporary file in the same folder (``tempfile.mkstemp``: two running games
never share one), fsyncs it, keeps the old file aside when asked, and only
then moves the new one in with ``os.replace``: at every moment
``settings.toml`` is either the old file or the new one, and a failed write
(a full disk) leaves the old one untouched. ``folder_lock`` serialises the
read-merge-write of two games where the system has ``flock``.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import shutil
import stat
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "LOCK_WAIT",
    "READ_LIMIT",
    "SettingsProblem",
    "clean_leftovers",
    "folder_lock",
    "read_capped",
    "reason_of",
    "write_replacing",
]

READ_LIMIT = 64 * 1024
"""Bytes: a settings file larger than this is not read (defaults are used)."""
LOCK_WAIT = 5.0
"""Seconds to wait for another game's save before saving without the lock."""
LEFTOVER_SUFFIXES = (".tmp", ".broken")
"""How the files a save makes beside ``settings.toml`` end (``.settings.toml.PID.XXXX.tmp``,
the new file; ``….broken``, the copy on its way to ``settings.toml.broken``)."""
LEFTOVER_AGE = 3600.0
"""Seconds: a leftover whose name carries no process id is removed once this old."""


@dataclass(frozen=True)
class SettingsProblem:
    """What is wrong with the settings file, for the player to be told once.

    ``kind``: "unreadable" or "unwritable" (with ``reason``: "denied",
    "full", "read-only", "folder" or "other"; ``code``, the errno name, for
    "other"), "not-file" (a FIFO, folder or device in its place),
    "too-big" (over ``READ_LIMIT``), "encoding" (not UTF-8), "syntax"
    (not TOML; ``line``, 1-based) or "values" (``keys`` that cannot be
    used, dotted: ``speech.rate``).
    """

    kind: str
    reason: str = ""
    code: str = ""
    line: int = 0
    keys: tuple[str, ...] = ()


_REASONS = {
    errno.EACCES: "denied", errno.EPERM: "denied", errno.ENOSPC: "full",
    errno.EROFS: "read-only", errno.ENOTDIR: "folder", errno.EEXIST: "folder",
    getattr(errno, "EDQUOT", errno.ENOSPC): "full",
}


def reason_of(error: OSError) -> SettingsProblem:
    """``error`` as the problem of a file that could not be written (kind "unwritable")."""
    number = error.errno or 0
    return SettingsProblem("unwritable", reason=_REASONS.get(number, "other"),
                           code=errno.errorcode.get(number, type(error).__name__))


def read_capped(path: Path) -> bytes | SettingsProblem | None:
    """The bytes of the file at ``path``; None when there is none; else what is wrong.

    Only a regular file (or a link to one) is opened, non-blocking, and at
    most ``READ_LIMIT`` bytes are read: never raises, never hangs.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return _unreadable(error)
    if not stat.S_ISREG(info.st_mode):
        return SettingsProblem("not-file")
    if info.st_size > READ_LIMIT:
        return SettingsProblem("too-big")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as error:
        return _unreadable(error)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the stat
            return SettingsProblem("not-file")
        chunks: list[bytes] = []
        size = 0
        while size <= READ_LIMIT:
            chunk = os.read(fd, READ_LIMIT + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        return _unreadable(error)
    finally:
        os.close(fd)
    if size > READ_LIMIT:
        return SettingsProblem("too-big")
    return b"".join(chunks)


def _unreadable(error: OSError) -> SettingsProblem:
    written = reason_of(error)
    return SettingsProblem("unreadable", reason=written.reason, code=written.code)


@contextlib.contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """Make ``folder`` (raises OSError when it cannot be made) and hold its lock.

    The lock (``flock`` on the folder itself, so no file is added) makes two
    games' saves take turns; where there is none, or after ``LOCK_WAIT``
    seconds, the save goes on without it rather than hang.
    """
    folder.mkdir(parents=True, exist_ok=True)
    try:
        import fcntl
    except ImportError:  # Windows: no flock
        yield
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        yield
        return
    try:
        deadline = time.monotonic() + LOCK_WAIT
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    break
                time.sleep(0.005)
            except OSError:
                break  # no locks on this file system
        yield
    finally:
        os.close(fd)  # releases the lock


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd``; raises OSError (ENOSPC on a full disk)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def write_replacing(path: Path, data: bytes, *, keep_aside: bool = False) -> None:
    """Replace the file at ``path`` with ``data``; raises OSError, the old file untouched.

    ``keep_aside``: the old file is first kept as ``<name>.broken`` (one
    copy: an older one is replaced), and the new file moves in only once
    the copy is made. A link at ``path`` is replaced, never written through.
    """
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=LEFTOVER_SUFFIXES[0],
                                dir=path.parent)
    temporary = Path(name)
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        with contextlib.suppress(OSError):
            os.chmod(temporary, stat.S_IMODE(os.stat(path).st_mode))
        if keep_aside and os.path.lexists(path):
            _keep_aside(path)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    _sync_folder(path.parent)


def _keep_aside(path: Path) -> None:
    """Make ``<name>.broken`` hold what ``path`` holds now; ``path`` stays as it is."""
    spare = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(6)}"
                           f"{LEFTOVER_SUFFIXES[1]}")
    try:
        try:
            os.link(path, spare)  # no copy, no space needed
        except OSError:
            shutil.copyfile(path, spare)
        os.replace(spare, path.with_name(path.name + ".broken"))
    except BaseException:
        with contextlib.suppress(OSError):
            spare.unlink()
        raise


def _alive(pid: int) -> bool:
    """Whether process ``pid`` is running (POSIX; elsewhere always True, so age decides)."""
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows
        return True
    if pid <= 0:  # no process's number (0 and below name process groups)
        return False
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):
        return False
    except OSError:  # another user's process (EPERM): alive
        return True
    return True


def _stale(owner: str, leftover: Path) -> bool:
    """Whether ``leftover``, made by process ``owner`` (a number, or part of an older name),
    is left by a save that will never finish. Raises OSError."""
    if owner == str(os.getpid()):
        return False
    if owner.isdecimal() and os.name == "posix":
        return not _alive(int(owner))
    return time.time() - os.lstat(leftover).st_mtime >= LEFTOVER_AGE


def clean_leftovers(path: Path) -> list[Path]:
    """Remove what interrupted saves of ``path`` left beside it; returns what was removed.

    A save killed between its temporary file and the rename (``kill -9``, a
    power cut) leaves ``.settings.toml.PID.XXXX.tmp`` (or a ``….broken``
    copy on its way): each is removed when process PID is no longer running
    (POSIX), or, for a name with no process id (older versions) and where
    processes cannot be asked, when older than ``LEFTOVER_AGE``. The live
    file, ``settings.toml.broken`` and any other file are never touched;
    never raises.
    """
    removed: list[Path] = []
    prefix = f".{path.name}."
    try:
        names = [entry.name for entry in os.scandir(path.parent)
                 if entry.name.startswith(prefix) and entry.name.endswith(LEFTOVER_SUFFIXES)]
    except OSError:
        return removed
    for name in names:
        leftover = path.with_name(name)
        try:
            if _stale(name[len(prefix):].split(".", 1)[0], leftover) \
                    and stat.S_ISREG(os.lstat(leftover).st_mode):
                leftover.unlink()
                removed.append(leftover)
        except OSError:
            continue
    return removed


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable, where the system allows a folder to be synced."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
