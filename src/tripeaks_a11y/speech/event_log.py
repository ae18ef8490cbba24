"""The event log for a bug report (``--log FILE``): speech and listening, one plain line each.

``EventLog.open(path)`` appends to ``path`` (created when missing, mode 0600)
and never fails the game: it opens a regular file only, never through a
symbolic link at its last step (``O_NOFOLLOW``: a link planted in its place
could aim the appending at another file) and never blocking (``O_NONBLOCK``:
a FIFO with no reader, a device); anything else (a link, a FIFO, a device, a
folder, a file it may not write) leaves the log off with one sentence for the
player (``take_notices``, in the player's language, said with the next
answer). A write that fails later (a full disk) is told once the same way,
and logging stops; the game goes on.

Each line is ``SECONDS EVENT key=value …``: ``SECONDS`` on the monotonic
clock since the log was opened (three decimals), ``EVENT`` one word, then
the event's fields in the order given; a text field is a JSON string, so
that quotes, controls and bidi marks are escaped and a line stays one line.
The parts that log are given the ``EventLog`` (composition): the speech
controller (``controller``: each text handed to the voice, with its output,
engine and priority; its end: said, cut, cancelled by the engine; a failing
engine and the output taking over; the player's stop) and the listening
front-end (``listen.Listener``, ``terminal``: listening started and
stopped, what was heard and its confidence, what was dropped, recogniser
and microphone errors). Nothing logged names a card the player cannot see:
the texts handed to the voice are the announcer's spoken forms, which never
do, and heard text and error messages come from outside, so they pass
``sanitize.echo`` (printable, cut to ``TEXT_LIMIT`` characters) first.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import threading
import time
from pathlib import Path

from ..i18n import t
from ..sanitize import echo, json_line
from ..settings.files import reason_of

__all__ = ["TEXT_LIMIT", "EventLog", "outside"]

TEXT_LIMIT = 400
"""At most this many characters of outside text (heard words, errors) go into a line."""

_PATH_LIMIT = 160
"""At most this many characters of the log's path are said back to the player."""

_FLAGS = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
          | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
          | getattr(os, "O_BINARY", 0))


def _quoted(value: object) -> str:
    """A field's value: numbers and single words as they are, other text as a JSON string."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.3f}"
    text = str(value)
    if text and all(ch.isalnum() or ch in "-_.:/+" for ch in text):
        return text
    return json_line(json.dumps(text, ensure_ascii=False))


class EventLog:
    """Appends one plain line per event to a file (see the module docstring); thread-safe.

    Made by ``open`` (``fd``: the open file, None when off; ``problem``: the
    message id and reason to tell the player). ``write(event, **fields)``
    never raises, and does nothing once the log is off (refused at the
    start, failed, closed).
    """

    def __init__(self, path: Path, fd: int | None,
                 problem: tuple[str, str] | None = None) -> None:
        self.path = path
        self._fd = fd
        self._problem = problem  # (message id, settings-reason word, errno name or ""): once
        self._lock = threading.Lock()
        self._start = time.monotonic()

    @classmethod
    def open(cls, path: Path) -> EventLog:
        """The log appending to ``path``; off, with the reason kept for the player, when
        ``path`` is not a regular file (or a link to anything) or cannot be opened.
        Never raises."""
        try:
            if os.path.islink(path):  # also where O_NOFOLLOW does not exist (Windows)
                return cls(path, None, ("log-not-file", ""))
            fd = os.open(path, _FLAGS, 0o600)
        except OSError as error:
            return cls(path, None, _open_problem(error))
        try:
            regular = stat.S_ISREG(os.fstat(fd).st_mode)
        except OSError as error:
            os.close(fd)
            return cls(path, None, _open_problem(error))
        if not regular:
            os.close(fd)
            return cls(path, None, ("log-not-file", ""))
        with contextlib.suppress(OSError, AttributeError):
            os.set_blocking(fd, True)  # a regular file: writes wait for the disk
        return cls(path, fd)

    @property
    def on(self) -> bool:
        """Whether lines are being written."""
        with self._lock:
            return self._fd is not None

    def write(self, event: str, /, **fields: object) -> None:
        """Append ``SECONDS EVENT key=value …`` (fields in order; None values left out).

        Text fields are written as JSON strings; the caller passes outside
        text through ``outside`` first. A write that fails turns the log off
        and keeps its reason for the player.
        """
        with self._lock:
            if self._fd is None:
                return
            seconds = time.monotonic() - self._start
            parts = [f"{seconds:.3f}", event]
            parts += [f"{key}={_quoted(value)}" for key, value in fields.items()
                      if value is not None]
            data = (" ".join(parts) + "\n").encode("utf-8", "replace")
            done = 0
            try:
                while done < len(data):
                    done += os.write(self._fd, data[done:])
            except OSError as error:
                self._problem = ("log-stopped", _reason(error))
                fd, self._fd = self._fd, None
                with contextlib.suppress(OSError):
                    if done:  # take back the part of a line written: lines stay whole
                        os.ftruncate(fd, max(0, os.fstat(fd).st_size - done))
                with contextlib.suppress(OSError):
                    os.close(fd)

    def take_notices(self, lang: str) -> list[str]:
        """The sentence about the log's problem not told yet, in ``lang`` (at most one)."""
        with self._lock:
            problem, self._problem = self._problem, None
        if problem is None:
            return []
        msg_id, reason = problem
        where = echo(str(self.path), _PATH_LIMIT)
        if not reason:
            return [t(lang, msg_id, path=where)]
        if reason in ("denied", "full", "read-only", "folder", "no-folder"):
            why = t(lang, f"settings-reason-{reason}")
        else:
            why = t(lang, "settings-reason-other", problem=echo(reason))
        return [t(lang, msg_id, path=where, problem=why)]

    @staticmethod
    def outside(text: str) -> str:
        """``outside(text)``, for the parts given a log: text from outside made safe."""
        return outside(text)

    def close(self) -> None:
        """Stop logging and close the file; never raises."""
        with self._lock:
            fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)


def outside(text: str) -> str:
    """Text from outside (heard words, an engine's or a device's error) made safe for a
    line: printable, one line, at most ``TEXT_LIMIT`` characters (``sanitize.echo``)."""
    return echo(text, TEXT_LIMIT)


def _open_problem(error: OSError) -> tuple[str, str]:
    """The message and reason for a log that could not be opened."""
    if error.errno in (errno.ELOOP, errno.ENXIO, errno.EISDIR, getattr(errno, "EMLINK", -1)):
        return ("log-not-file", "")  # a link (O_NOFOLLOW), a FIFO with no reader, a folder
    return ("log-not-opened", _reason(error))


def _reason(error: OSError) -> str:
    """A ``settings-reason-*`` word for ``error``, else its errno name."""
    if error.errno == errno.ENOENT:  # the only way O_CREAT fails so: no such folder
        return "no-folder"
    problem = reason_of(error)
    return problem.reason if problem.reason != "other" else problem.code
