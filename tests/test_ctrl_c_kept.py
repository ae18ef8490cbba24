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
import time
from collections.abc import Iterator

import pytest

from tripeaks_a11y.program.signals import ctrl_c_kept


@pytest.fixture(autouse=True)
def _handlers_as_a_new_program_has_them() -> Iterator[None]:
    """SIGINT and SIGTERM as Python starts a program (a game run in process by an
    earlier test may have left its own), put back after."""
    kept = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    yield
    for number, handler in kept.items():
        signal.signal(number, handler)


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


class _Ending:
    """Whose ``__del__`` gets SIGTERM: where Python cannot raise ``Ended`` either."""

    def __del__(self) -> None:
        signal.raise_signal(signal.SIGTERM)


def test_an_ending_signal_python_drops_is_sent_again_and_ends_the_game() -> None:
    """The game's own handlers (``end_on_signals``): a SIGTERM whose ``Ended`` was
    dropped left every signal ignored and the game running; it is sent again and
    ends the game where it can be raised."""
    from tripeaks_a11y.program.signals import Ended, end_on_signals, put_back

    before = (signal.getsignal(signal.SIGTERM), sys.unraisablehook)
    previous = end_on_signals()
    try:
        with pytest.raises(Ended) as ended:
            _Ending()
            for _ in range(500):  # the signal sent again is raised during one of these
                time.sleep(0.01)
        assert ended.value.status == 128 + signal.SIGTERM
    finally:
        put_back(previous)
    assert (signal.getsignal(signal.SIGTERM), sys.unraisablehook) == before
