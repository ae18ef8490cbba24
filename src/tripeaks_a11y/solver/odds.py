"""Fair odds: the chance to win from here, each sample of the unseen cards solved (issue 18).

The samples come from ``sampling``; each is solved with the
perfect-information search (``solve_position``, ``solve_pyramid_position``).

Budgets are samples and search nodes (``node_limit`` per solve): they
alone decide the answer, so the Python search and the compiled core give the
same one, on any machine and under any load (issue 28 point 2). A sample is
undecided only when its node budget runs out. The optional ``time_limit``
is a runaway guard over the whole call (``common.RunawayGuard``): every
sample gets its whole node budget, and should the clock pass the guard the
call raises ``Runaway`` instead of answering; it never turns a sample into
an undecided one.

Each sample is solved with full knowledge of its own cards, so the share
overestimates what a player who cannot see them wins: it is the chance that
a game looking like this one can be won at all.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, TypeVar

from ..games.pyramid import PyramidGame
from ..games.tripeaks import Status, TriPeaksGame
from .common import RunawayGuard, Verdict
from .pyramid import PyramidPosition, solve_pyramid_position
from .sampling import pyramid_samples, pyramid_unseen, tripeaks_samples, tripeaks_unseen
from .tripeaks import TriPeaksPosition, solve_position

__all__ = ["NO_ODDS", "ODDS_SAMPLES", "SAMPLE_NODE_LIMIT", "Odds", "odds_nodes", "pyramid_odds",
           "tripeaks_odds", "wilson_interval"]

ODDS_SAMPLES: Final = 200
"""Samples ``tripeaks_odds`` and ``pyramid_odds`` solve by default (issue 18 point 1)."""

SAMPLE_NODE_LIMIT: Final = 200_000
"""Search nodes of each sample's solve before it counts as undecided."""


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% for the default ``z``) of a proportion.

    Returns ``(low, high)`` as fractions in [0, 1]; ``(0.0, 1.0)`` for no trials.
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return (low, high)


@dataclass(frozen=True)
class Odds:
    """The sampled chance to win: how many samples were drawn, decided and won.

    - ``won``: samples that can be won; ``decided``: samples whose search
      finished (won + lost); ``samples``: samples drawn (decided + those
      their node budget left undecided).
    - ``low``, ``high``: the 95% Wilson interval of ``won / decided``, as
      fractions 0.0-1.0 (0.0 and 1.0 when nothing was decided).
    - ``exact``: no card was unseen, so the one sample is the game itself
      and its verdict (``won`` 1 or 0 of ``decided`` 1) is exact, not a
      chance (``samples`` 1).

    A game already over has no odds: ``samples`` 0 (the caller says the game
    is over).
    """

    won: int
    decided: int
    samples: int
    low: float
    high: float
    exact: bool = False

    @property
    def share(self) -> float | None:
        """``won / decided`` as a fraction 0.0-1.0, None when no sample was decided."""
        return self.won / self.decided if self.decided else None


def _odds(won: int, decided: int, samples: int) -> Odds:
    low, high = wilson_interval(won, decided)
    return Odds(won, decided, samples, low, high)


NO_ODDS: Final = _odds(0, 0, 0)
"""The odds of a game already over: nothing sampled."""


def _count(verdicts: Sequence[Verdict], samples: int, exact: bool = False) -> Odds:
    won = sum(v is Verdict.WINNABLE for v in verdicts)
    lost = sum(v is Verdict.NOT_WINNABLE for v in verdicts)
    low, high = wilson_interval(won, won + lost)
    return Odds(won, won + lost, samples, low, high, exact)


P = TypeVar("P", TriPeaksPosition, PyramidPosition)


def _sampled_odds(positions: Sequence[P], solve: Callable[[P, float | None], Verdict],
                  time_limit: float | None, exact: bool = False) -> Odds:
    # Every sample its whole node budget; the clock only stops the whole call (Runaway).
    guard = RunawayGuard(time_limit)
    verdicts: list[Verdict] = []
    for position in positions:
        verdicts.append(solve(position, guard.left()))
        guard.check()
    return _count(verdicts, len(positions), exact)


def _check_budget(samples: int, node_limit: int) -> None:
    if samples <= 0 or node_limit <= 0:
        raise ValueError("samples and node_limit must be positive")


def odds_nodes(samples: int = ODDS_SAMPLES, node_limit: int = SAMPLE_NODE_LIMIT) -> int:
    """The most search nodes ``tripeaks_odds`` or ``pyramid_odds`` may visit: one solve
    of ``node_limit`` nodes per sample (known before the search, from the budget)."""
    return samples * node_limit


def tripeaks_odds(game: TriPeaksGame, *, samples: int = ODDS_SAMPLES,
                  node_limit: int = SAMPLE_NODE_LIMIT,
                  time_limit: float | None = None) -> Odds:
    """The chance to win ``game`` from here for a player who sees only what is shown.

    ``samples`` positions of ``tripeaks_samples``, each solved with
    ``solve_position`` and ``node_limit`` nodes; ``time_limit`` (seconds)
    guards the whole call against a runaway (module docstring; raises
    ``Runaway`` once the clock passes it). A game over has no odds:
    ``Odds.samples`` 0. With no card unseen (``tripeaks_unseen``) the game
    itself is solved once: ``Odds.exact``. Raises ValueError for a
    non-positive budget or limit.
    """
    _check_budget(samples, node_limit)
    if game.status is not Status.PLAYING:
        return NO_ODDS

    def solve(position: TriPeaksPosition, seconds: float | None) -> Verdict:
        return solve_position(position, node_limit=node_limit, time_limit=seconds).verdict

    exact = tripeaks_unseen(game) == 0
    return _sampled_odds(tripeaks_samples(game, 1 if exact else samples), solve, time_limit,
                         exact)


def pyramid_odds(game: PyramidGame, *, samples: int = ODDS_SAMPLES,
                 node_limit: int = SAMPLE_NODE_LIMIT,
                 time_limit: float | None = None) -> Odds:
    """The chance to win a Pyramid ``game`` from here, its stock order unseen (docs/fair-advice.md).

    ``samples`` positions of ``pyramid_samples`` solved with
    ``solve_pyramid_position``; budgets, the guard, a game over, a game with
    nothing unseen (``pyramid_unseen``: the draw pile empty) and errors as
    ``tripeaks_odds``.
    """
    _check_budget(samples, node_limit)
    if game.is_over:
        return NO_ODDS

    def solve(position: PyramidPosition, seconds: float | None) -> Verdict:
        return solve_pyramid_position(position, node_limit=node_limit,
                                      time_limit=seconds).verdict

    exact = pyramid_unseen(game) == 0
    return _sampled_odds(pyramid_samples(game, 1 if exact else samples), solve, time_limit,
                         exact)

