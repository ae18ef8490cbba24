"""Signals that end the game: SIGTERM, SIGHUP, and SIGINT away from the prompt.

``end_on_signals`` makes them raise ``Ended`` (a SystemExit carrying the
status 128 + the signal's number) in the main thread, so the game leaves
quietly through its normal cleanup; ``leave`` closes speech, ends every
speech process the game started, and puts the old handlers back. A signal
the game was started with ignored (``nohup``) stays ignored.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from types import FrameType
from typing import Any

from .speech import SpeechController
from .speech.backend import end_children

__all__ = ["Ended", "end_game", "end_on_signals", "ignore_signals", "leave"]


class Ended(SystemExit):
    """A signal ended the game (SIGTERM, SIGHUP; SIGINT away from the prompt).

    A SystemExit, so that nothing is printed even where it is not caught;
    ``status`` is 128 + the signal's number.
    """

    def __init__(self, signum: int) -> None:
        super().__init__(128 + signum)
        self.status = 128 + signum


_ENDING = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT")
                if hasattr(signal, name))


def end_game(signum: int, _frame: FrameType | None) -> None:
    ignore_signals()  # leaving already: a second signal must not cut the cleanup short
    if signum == getattr(signal, "SIGHUP", None):
        # The terminal is gone: what the line editor writes as it closes goes nowhere.
        with contextlib.suppress(OSError, ValueError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            for stream in (sys.stdout, sys.stderr):
                os.dup2(devnull, stream.fileno())
    raise Ended(signum)


def end_on_signals() -> dict[int, Any]:
    """Make SIGTERM, SIGHUP and SIGINT raise ``Ended``; returns the handlers they had.

    A signal the game was started with ignored (``nohup``) stays ignored;
    outside the main thread nothing changes.
    """
    previous: dict[int, Any] = {}
    if threading.current_thread() is not threading.main_thread():
        return previous
    for number in _ENDING:
        if signal.getsignal(number) is not signal.SIG_IGN:
            previous[number] = signal.signal(number, end_game)
    return previous


def ignore_signals() -> None:
    if threading.current_thread() is threading.main_thread():
        for number in _ENDING:
            signal.signal(number, signal.SIG_IGN)


def leave(speech: SpeechController, status: int, previous: dict[int, Any]) -> int:
    """Close speech and end every speech process; returns the exit status.

    After a normal end a refusal or "won" still being said is finished first
    (30 s at most); after a signal or a failed output, nothing waits. Ctrl+C
    cuts that wait short; a signal meanwhile sets the status. The signal
    handlers the game had are put back.
    """
    try:
        speech.close(timeout=30.0 if status == 0 else 0.0)
    except (KeyboardInterrupt, Ended) as interrupted:
        ignore_signals()
        status = interrupted.status if isinstance(interrupted, Ended) else status
        speech.close()
    end_children()
    for number, handler in previous.items():
        signal.signal(number, handler)
    return status
