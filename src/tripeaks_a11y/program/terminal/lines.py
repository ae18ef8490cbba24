"""Input lines read with a bound: a line that never ends never fills the memory (issue 32 item 8).

``BoundedLines`` reads lines of a text stream (a script, a pipe, a plain
terminal) as ``readline`` does, but never keeps more than ``LINE_LIMIT``
characters of one. A longer line is handed on cut at ``LINE_LIMIT``, as soon
as that much has arrived, so the session refuses it at once as too long
(``commands.MAX_LINE``); the rest of it, up to its newline, is then read and
dropped in pieces of ``LINE_LIMIT`` characters before the next line. So
``tripeaks-a11y < /dev/zero`` says once that the line is too long and reads
on in constant memory, where it used to end in a MemoryError.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TextIO

from ...commands import MAX_LINE

__all__ = ["LINE_LIMIT", "BoundedLines"]

LINE_LIMIT = MAX_LINE + 1
"""Characters of one input line kept at most (newline included): one more than the
session reads, so that a cut line is still refused as too long."""


class BoundedLines:
    """The lines of ``stream``, each at most ``LINE_LIMIT`` characters (module docstring).

    ``readline()`` answers as ``TextIO.readline()``: a line with its newline,
    a cut line without one, "" at the end of the input. Errors of the stream
    (OSError, ValueError, UnicodeDecodeError) pass through.
    """

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self._rest = False  # the rest of a cut line is still to be dropped

    def readline(self) -> str:
        """The next line, its newline kept; a longer one cut at ``LINE_LIMIT``; "" at the end."""
        while self._rest:
            piece = self.stream.readline(LINE_LIMIT)
            if not piece:
                return ""
            self._rest = not piece.endswith("\n")
        line = self.stream.readline(LINE_LIMIT)
        self._rest = len(line) >= LINE_LIMIT and not line.endswith("\n")
        return line

    def __iter__(self) -> Iterator[str]:
        """The lines to the end of the input (``readline`` until "")."""
        return iter(self.readline, "")
