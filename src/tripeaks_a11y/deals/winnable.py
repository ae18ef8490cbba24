"""A winnable deal: random numbered deals tried until the solver wins one (issue 14, point 5).

``find_winnable(kind, rules, below)`` draws deal numbers from ``below`` (a
source of random numbers such as ``secrets.randbelow``; a seeded
``random.Random(n).randrange`` makes it repeatable) and solves each fresh
deal with ``kind.solve_deal`` bounded by ``solver.PLAY_NODE_LIMIT`` nodes, the
bound of ``solve`` in play: the first deal whose verdict is WINNABLE is the
answer, so ``solve`` said on it at once agrees. A deal the search could not
decide within the bound counts as not shown winnable. At most ``attempts``
deals are tried (``WINNABLE_ATTEMPTS``: a Pyramid deal is won about one time
in 25, so 200 tries miss about once in 3,000 asks), and None says none was
found. The clock never decides which deal: ``seconds`` guards the whole
search against a runaway (``solver.RunawayGuard``), raising
``solver.Runaway`` instead of answering. Layer 3: no text, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from ..kinds import GameKind
from ..solver import PLAY_NODE_LIMIT, RUNAWAY_SECONDS, RunawayGuard, Verdict
from ..values.rules import RuleSet
from . import DEAL_COUNT, GameCode

__all__ = ["WINNABLE_ATTEMPTS", "WinnableDeal", "find_winnable", "winnable_nodes"]

WINNABLE_ATTEMPTS: Final = 200
"""How many random deals ``find_winnable`` tries at most before it gives up."""


@dataclass(frozen=True)
class WinnableDeal:
    """A deal the solver has won: its ``code``, how many deals were ``tried`` (1 or more),
    and the ``moves`` of the winning line the search found."""

    code: GameCode
    tried: int
    moves: int


def find_winnable(kind: GameKind, rules: RuleSet, below: Callable[[int], int], *,
                  attempts: int = WINNABLE_ATTEMPTS,
                  seconds: float | None = RUNAWAY_SECONDS) -> WinnableDeal | None:
    """The first of up to ``attempts`` random deals of ``kind`` under ``rules`` the solver wins.

    ``below(n)`` gives a number in 0 … n - 1 (called with ``deals.DEAL_COUNT``
    once per deal tried); ``seconds`` guards the whole call against a runaway
    only (the node bound decides each verdict): raises ``solver.Runaway``
    once the clock passes it. None when no deal tried was shown winnable.
    Raises ValueError for ``attempts`` below 1 or a number out of range.
    """
    if attempts < 1:
        raise ValueError(f"attempts must be 1 or more: {attempts}")
    guard = RunawayGuard(seconds)
    for tried in range(1, attempts + 1):
        code = kind.code(below(DEAL_COUNT), rules)
        solution = kind.solve_deal(kind.deal(code.number), rules, PLAY_NODE_LIMIT,
                                   guard.left())
        guard.check()
        if solution.verdict is Verdict.WINNABLE:
            return WinnableDeal(code, tried, len(solution.moves))
    return None


def winnable_nodes(attempts: int = WINNABLE_ATTEMPTS) -> int:
    """The most search nodes ``find_winnable`` may visit: ``PLAY_NODE_LIMIT`` per deal tried."""
    return attempts * PLAY_NODE_LIMIT
