"""The command line of ``stats``: its options, read by argparse through the given streams."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import NoReturn, TextIO

from ...kinds import KINDS
from ...sanitize import echo
from ...solver import DEFAULT_NODE_LIMIT, HINT_SAMPLES, SAMPLE_NODE_LIMIT
from ...values.rules import RULE_SETS, VARIANTS
from .cluster import CLUSTER_INSTALL
from .solving import cores

STRATEGIES = ("perfect", "fair")
"""``--strategy``: solve every deal with every card known; also play it by the fair hint."""


def _number(kind: type[int] | type[float], least: float, what: str, *,
            strict: bool = False, most: float = math.inf) -> Callable[[str], float]:
    """An argparse ``type``: a finite ``kind`` of at least ``least`` (above it if ``strict``)
    and at most ``most``.

    The function raises ArgumentTypeError quoting the text (made safe, cut).
    """

    def read(text: str) -> float:
        try:
            value = kind(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"not {what}: {echo(text)!r}") from None
        if not math.isfinite(value) or value < least or (strict and value == least) \
                or value > most:
            raise argparse.ArgumentTypeError(f"must be {what}, not {echo(text)!r}")
        return value

    return read


_POSITIVE = _number(int, 1, "a whole number of 1 or more")
_COUNT = _number(int, 0, "a whole number of 0 or more")
_SECONDS = _number(float, 0.0, "a number of seconds above 0", strict=True)

MAX_SAMPLES = 10_000
"""``--samples`` at most: a hundred times the game's own hint (``solver.HINT_SAMPLES``)."""
MAX_SAMPLE_NODES = DEFAULT_NODE_LIMIT
"""``--sample-nodes`` at most: a whole deal's default search (``solver.DEFAULT_NODE_LIMIT``)."""
_SAMPLES = _number(int, 1, f"a whole number from 1 to {MAX_SAMPLES:,}", most=MAX_SAMPLES)
_SAMPLE_NODES = _number(int, 1, f"a whole number from 1 to {MAX_SAMPLE_NODES:,}",
                        most=MAX_SAMPLE_NODES)


class _UsageError(Exception):
    """A command-line mistake; the message says what is wrong."""


class _Parser(argparse.ArgumentParser):
    """argparse that reports through the given streams instead of exiting on errors."""

    def __init__(self, out: TextIO, *, prog: str, description: str) -> None:
        super().__init__(prog=prog, description=description)
        self._out = out

    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)

    def _print_message(self, message: str, file: object = None) -> None:
        if message:
            self._out.write(message)


def _build_parser(out: TextIO) -> argparse.ArgumentParser:
    parser = _Parser(
        out,
        prog="tripeaks-a11y stats",
        description="Solve numbered deals with every card known and report the win rate.")
    parser.add_argument("--game", choices=tuple(kind.name for kind in KINDS),
                        default=KINDS[0].name)
    parser.add_argument("--rules", choices=tuple(name.word for name in RULE_SETS), default=None,
                        help="TriPeaks rule set (default easy); Pyramid has none")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME",
                        choices=tuple(v.word for v in VARIANTS),
                        help="a rule variant (repeatable; TriPeaks only): "
                             + ", ".join(v.word for v in VARIANTS))
    parser.add_argument("--deals", default="0-999",
                        help="deal numbers: 0-9999, 42 or 0-99,500-599 (default 0-999)")
    parser.add_argument("--jobs", type=_POSITIVE, default=cores(),
                        help="worker processes (default and most: one per core); "
                             "not used with --scheduler")
    parser.add_argument("--scheduler", metavar="ADDRESS", default=None,
                        help="solve the deals on the Dask scheduler at ADDRESS "
                             "(tcp://host:8786) instead of local processes; needs "
                             + CLUSTER_INSTALL)
    parser.add_argument("--strategy", choices=STRATEGIES, default=STRATEGIES[0],
                        help="perfect: solve each deal with every card known (default); "
                             "fair: also play it by the fair hint, which sees only what "
                             "the player sees (TriPeaks only)")
    parser.add_argument("--samples", type=_SAMPLES, default=HINT_SAMPLES,
                        help=f"samples of each fair hint (default {HINT_SAMPLES}, "
                             f"at most {MAX_SAMPLES:,})")
    parser.add_argument("--sample-nodes", type=_SAMPLE_NODES, default=SAMPLE_NODE_LIMIT,
                        help="search nodes of each sample's solve "
                             f"(default {SAMPLE_NODE_LIMIT}, at most {MAX_SAMPLE_NODES:,})")
    parser.add_argument("--csv", metavar="FILE",
                        help="write one row per deal to FILE, a new file (never through a "
                             "symbolic link)")
    parser.add_argument("--force", action="store_true",
                        help="replace the --csv FILE if it exists (a link there is replaced "
                             "itself, never its target)")
    parser.add_argument("--node-limit", type=_POSITIVE, default=DEFAULT_NODE_LIMIT,
                        help="search nodes per deal before 'unknown' "
                             f"(default {DEFAULT_NODE_LIMIT})")
    parser.add_argument("--time-limit", type=_SECONDS, default=None,
                        help="seconds of each deal's perfect search before 'unknown' "
                             "(default none); the fair player is bounded by counts "
                             "(--samples, --sample-nodes), never by the clock, so that "
                             "its games are the same on any machine")
    parser.add_argument("--hardest", type=_COUNT, default=10,
                        help="how many of the hardest deals to list (default 10)")
    parser.add_argument("--progress", type=_COUNT, default=0,
                        help="a progress line every N deals (default: about 20 lines)")
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    return parser

