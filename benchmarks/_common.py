"""What the benchmarks share (a helper, not a benchmark): the load line, ratios, counts.

Every benchmark prints the machine's load before and after its measurements,
so that a slow figure taken beside other busy processes is seen as such; its
ratios to a reference measured in the same run are what compares across
machines.
"""

from __future__ import annotations

import argparse
import os


def load_line() -> str:
    """The load averages (1, 5, 15 minutes, ``os.getloadavg``) and the CPU count, as one line.

    Where the system keeps no load average (Windows), the line says so.
    """
    try:
        one, five, fifteen = os.getloadavg()
    except (AttributeError, OSError):
        return f"machine load: not known here; {os.cpu_count()} CPUs"
    return (f"machine load (1, 5, 15 min): {one:.2f}, {five:.2f}, {fifteen:.2f}; "
            f"{os.cpu_count()} CPUs")


def ratio(value: float, reference: float) -> str:
    """``value / reference`` as ``"12.3x"`` (``"-"`` when the reference is 0)."""
    return f"{value / reference:.2f}x" if reference > 0 else "-"


def positive(text: str) -> int:
    """An argparse ``type``: ``text`` as an int of 1 or more (rounds, games, processes).

    Raises ``argparse.ArgumentTypeError`` (argparse answers with the usage and exit 2).
    """
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value
