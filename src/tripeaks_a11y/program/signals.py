"""Signals that end the game: SIGTERM, SIGHUP, SIGQUIT (Ctrl+\\), and SIGINT away from the prompt.

``end_on_signals`` makes them raise ``Ended`` (a SystemExit carrying the
status 128 + the signal's number) in the main thread, so the game leaves
quietly through its normal cleanup; ``leave`` closes speech, ends every
speech process the game started, and puts the old handlers back. A signal
the game was started with ignored (``nohup``) stays ignored. SIGQUIT is
one of them (issue 32 item 9): its default, a core dump, left the speech
process running; for ``kill -9``, which no handler sees, each speech process
has a parent-death signal of its own (``speech.backend.start_child``).

While an asyncio event loop runs in the main thread (the prompt's, from
prompt_toolkit) the handler does not raise: raised there, at whatever line
the loop was on, Ended can leave the loop halfway through one of its own
steps (a timer's future marked done, the task waiting on it never woken), and
``asyncio.run``'s shutdown then waits for that task forever (issue 11: the game
did not end after SIGHUP at the prompt). The loop raises it instead, from a
callback of its own (``raise_pending``), where nothing is half done; the prompt
raises it too if its loop ended before it could (``Inbox.prompt``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from types import FrameType
from typing import TYPE_CHECKING, Any

from ..speech import SpeechController
from ..speech.backend import end_children

if TYPE_CHECKING:
    from asyncio import AbstractEventLoop

__all__ = ["Ended", "ctrl_c_kept", "end_game", "end_on_signals", "ignore_signals", "leave",
           "put_back", "raise_pending"]


class Ended(SystemExit):
    """A signal ended the game (SIGTERM, SIGHUP, SIGQUIT; SIGINT away from the prompt).

    A SystemExit, so that nothing is printed even where it is not caught;
    ``status`` is 128 + the signal's number.
    """

    def __init__(self, signum: int) -> None:
        super().__init__(128 + signum)
        self.status = 128 + signum


_ENDING = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGQUIT", "SIGINT")
                if hasattr(signal, name))


def end_game(signum: int, _frame: FrameType | None) -> None:
    ignore_signals()  # leaving already: a second signal must not cut the cleanup short
    if signum == getattr(signal, "SIGHUP", None):
        # The terminal is gone: what the line editor writes as it closes goes nowhere.
        with contextlib.suppress(OSError, ValueError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            for stream in (sys.stdout, sys.stderr):
                os.dup2(devnull, stream.fileno())
    loop = _running_loop()
    if loop is not None:
        # Not here, mid-step of the loop (module docstring): first thing in a callback.
        _pending.append(signum)
        try:
            loop.call_soon_threadsafe(raise_pending)
            return
        except RuntimeError:  # the loop closed meanwhile: nothing of it is left to spoil
            _pending.clear()
    raise Ended(signum)


_pending: list[int] = []  # the signal whose Ended an event loop is to raise (end_game)


def raise_pending() -> None:
    """Raise the ``Ended`` of a signal that came while an event loop ran, if it has
    not been raised yet (``end_game``); otherwise return at once.

    The loop's own callback for it, and the prompt's check once its loop has
    ended (a loop that was already stopping may end before the callback runs).
    """
    if _pending:
        signum = _pending.pop()
        _pending.clear()
        raise Ended(signum)


def _running_loop() -> AbstractEventLoop | None:
    """The asyncio event loop running in this thread, if any.

    Nothing is imported: the game starts without asyncio, and the signal may
    come while asyncio itself is being imported (then no loop runs yet).
    """
    events = sys.modules.get("asyncio.events")
    running = getattr(events, "_get_running_loop", None)  # None rather than an error
    loop: AbstractEventLoop | None = running() if running is not None else None
    return loop


def end_on_signals() -> dict[int, Any]:
    """Make SIGTERM, SIGHUP, SIGQUIT and SIGINT raise ``Ended``; returns the handlers they had.

    A signal the game was started with ignored (``nohup``) stays ignored;
    outside the main thread nothing changes. An ``Ended`` that Python drops
    is sent again (``_sent_again``) until ``put_back``.
    """
    previous: dict[int, Any] = {}
    if threading.current_thread() is not threading.main_thread():
        return previous
    for number in _ENDING:
        if signal.getsignal(number) is not signal.SIG_IGN:
            previous[number] = signal.signal(number, end_game)
    if sys.unraisablehook is not _sent_again:
        _hooks.append(sys.unraisablehook)
        sys.unraisablehook = _sent_again
    return previous


_hooks: list[Callable[[Any], object]] = []  # the unraisable hook there was (end_on_signals)

_AGAIN_SECONDS = 0.05
"""How long after a dropped ``Ended`` its signal is sent again (``_sent_again``)."""


def _sent_again(unraisable: Any) -> None:
    """``sys.unraisablehook`` while the game runs. A signal that lands while a speech
    process starts has its ``Ended`` raised inside an after-fork hook, where Python
    drops it ("Exception ignored"), with every signal ignored from then on
    (``end_game``): the game went on, deaf to all but ``kill -9``. The signal is
    sent again, to be raised once out of there; anything else goes to the hook
    there was."""
    ended = unraisable.exc_value
    if isinstance(ended, Ended) and threading.current_thread() is threading.main_thread():
        signum = ended.status - 128
        signal.signal(signum, end_game)
        # From another thread, a little later: sent from here (or at once from there,
        # while this thread waits for that one to start) its handler would run here.
        again = threading.Timer(_AGAIN_SECONDS, os.kill, (os.getpid(), signum))
        again.daemon = True
        again.start()
        return
    (_hooks[-1] if _hooks else sys.__unraisablehook__)(unraisable)


def put_back(previous: dict[int, Any]) -> None:
    """The signal handlers ``end_on_signals`` replaced (``previous``) and the
    unraisable hook there was, back in place."""
    for number, handler in previous.items():
        signal.signal(number, handler)
    if sys.unraisablehook is _sent_again and _hooks:
        sys.unraisablehook = _hooks.pop()


@contextlib.contextmanager
def ctrl_c_kept() -> Iterator[Callable[[], None]]:
    """While inside, Ctrl+C (SIGINT) raises KeyboardInterrupt as before and is also
    remembered: one that lands while a subprocess starts is raised by Python inside
    an after-fork hook, which drops it with an "Exception ignored" traceback
    (enrolment went on to its end). The check given raises it again at the
    caller's next safe point, and that traceback is not printed (the other
    unraisable exceptions are, by the hook there was). The old handler and hook
    are put back after; a SIGINT the program was started with ignored stays
    ignored, and outside the main thread nothing changes."""
    pressed = threading.Event()

    def handler(_signum: int, _frame: FrameType | None) -> None:
        pressed.set()
        raise KeyboardInterrupt

    def check() -> None:
        if pressed.is_set():
            raise KeyboardInterrupt

    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is signal.SIG_IGN):
        yield check
        return
    hook = sys.unraisablehook

    def dropped(unraisable: Any) -> None:
        if not (pressed.is_set() and isinstance(unraisable.exc_value, KeyboardInterrupt)):
            hook(unraisable)

    previous = signal.signal(signal.SIGINT, handler)
    sys.unraisablehook = dropped
    try:
        yield check
    finally:
        signal.signal(signal.SIGINT, previous)
        sys.unraisablehook = hook


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
    put_back(previous)
    return status
