"""A Ctrl+C that Python drops is raised again (program.signals.ctrl_c_kept).

Python raises KeyboardInterrupt where the main thread is; when that is code
whose exceptions cannot propagate (an after-fork hook while a speech process
starts, a ``__del__``), it is printed as "Exception ignored" and lost: listen
enrol went on to its end after the player's Ctrl+C. Real signals, in process
(``signal.raise_signal``): the handler runs on this thread, inside ``__del__``.
"""

from __future__ import annotations

import signal
import sys

import pytest

from tripeaks_a11y.program.signals import ctrl_c_kept


class _Dropping:
    """Whose ``__del__`` gets Ctrl+C: the KeyboardInterrupt raised there is unraisable."""

    def __del__(self) -> None:
        signal.raise_signal(signal.SIGINT)


def test_a_ctrl_c_python_drops_is_raised_at_the_next_check_without_a_traceback(
        capsys: pytest.CaptureFixture[str]) -> None:
    before = (signal.getsignal(signal.SIGINT), sys.unraisablehook)
    with ctrl_c_kept() as check:
        check()  # nothing pressed: nothing raised
        _Dropping()
        with pytest.raises(KeyboardInterrupt):
            check()
    assert "Exception ignored" not in capsys.readouterr().err
    assert (signal.getsignal(signal.SIGINT), sys.unraisablehook) == before


def test_without_it_the_same_ctrl_c_is_lost() -> None:
    """The case above, as Python leaves it: the interrupt never reaches the caller."""
    seen: list[BaseException | None] = []
    hook = sys.unraisablehook
    sys.unraisablehook = lambda unraisable: seen.append(unraisable.exc_value)
    try:
        _Dropping()
    finally:
        sys.unraisablehook = hook
    assert len(seen) == 1 and isinstance(seen[0], KeyboardInterrupt)


def test_a_ctrl_c_where_it_can_be_raised_is_raised_at_once() -> None:
    before = signal.getsignal(signal.SIGINT)
    with ctrl_c_kept() as check, pytest.raises(KeyboardInterrupt):
        signal.raise_signal(signal.SIGINT)
        check()  # not reached: raised by the signal itself
    assert signal.getsignal(signal.SIGINT) is before


def test_a_ctrl_c_ignored_from_the_start_stays_ignored() -> None:
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with ctrl_c_kept() as check:
            signal.raise_signal(signal.SIGINT)
            check()
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, previous)
