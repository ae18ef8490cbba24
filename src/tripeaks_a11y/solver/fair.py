"""Fair advice: win chances and the hint from what the player can see (issue 18, points 1-2).

The perfect-information solver sees every card; a player does not. Here the
unseen cards are dealt at random onto the unseen places, many times, and
each such *sample* (a position with the same visible state) is solved with
the perfect-information search (``solve_position``, ``solve_pyramid_position``).

What a sample may know of the game, and how the samples are seeded so that the
same position always gets the same answer: ``solver.sampling`` (docs/fair-advice.md
"What they know").

Budgets, the runaway guard, and why the share overestimates a player's chance: as
for the odds (``solver.odds``), whose samples and budgets the fair hint uses too.

Here the fair hint; the samples live in ``sampling`` and the odds in
``odds``, whose names this module offers too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Generic, TypeVar

from ..games.moves import DRAW, Move, PyramidMove
from ..games.tripeaks import Status, TriPeaksGame
from ..values.cards import JOKER, Card, Joker
from .common import RunawayGuard, Solution, Verdict
from .odds import (
    NO_ODDS,
    ODDS_SAMPLES,
    SAMPLE_NODE_LIMIT,
    Odds,
    _check_budget,
    _count,
    odds_nodes,
    pyramid_odds,
    tripeaks_odds,
    wilson_interval,
)
from .sampling import pyramid_samples, tripeaks_samples, tripeaks_unseen
from .tripeaks import TriPeaksPosition, solve_position

__all__ = [
    "HINT_SAMPLES",
    "ODDS_SAMPLES",
    "SAMPLE_NODE_LIMIT",
    "FairAdvice",
    "Odds",
    "fair_advice_tripeaks",
    "fair_hint_nodes",
    "odds_nodes",
    "pyramid_odds",
    "pyramid_samples",
    "tripeaks_odds",
    "tripeaks_samples",
    "wilson_interval",
]

HINT_SAMPLES: Final = 100
"""Samples the fair hint (``fair_advice_tripeaks``) solves for every candidate move."""

M = TypeVar("M", Move, PyramidMove)


@dataclass(frozen=True)
class FairAdvice(Generic[M]):
    """The fair hint: the move with the most sampled wins, and every candidate's odds.

    - ``move``: the move to suggest; None when the game is over.
    - ``odds``: the chance to win after ``move`` (the chosen candidate's
      ``Odds``; ``samples`` 0 when the game is over).
    - ``candidates``: every legal move now with its odds over the same
      samples, the plays in read-out order, then the draw (when allowed).
    - ``wins``: ``move`` wins the game at once (it clears the last peak
      card, docs/rules.md "End of the game"); its odds are then exact.
    """

    move: M | None
    odds: Odds
    candidates: tuple[tuple[M, Odds], ...]
    wins: bool = False


# ----- the fair hint --------------------------------------------------------------


def _candidates(game: TriPeaksGame) -> tuple[Move, ...]:
    # The legal moves now: the plays in read-out order, then the draw when allowed
    # (RuleSet.traditional_draw: only when nothing can be played).
    plays = tuple(Move(p) for p in game.playable_positions())
    return plays + ((DRAW,) if game.can_draw else ())


def fair_hint_nodes(game: TriPeaksGame, samples: int = HINT_SAMPLES,
                    node_limit: int = SAMPLE_NODE_LIMIT) -> int:
    """The most search nodes ``fair_advice_tripeaks`` may visit on ``game`` now.

    Per sample one solve from the present position and one after each
    candidate move, ``node_limit`` nodes each (the shortcut usually saves
    most of them); 0 for a game over. Known before the search, from the budget.
    """
    if game.status is not Status.PLAYING:
        return 0
    return samples * (1 + len(_candidates(game))) * node_limit


def _after_move(position: TriPeaksPosition, move: Move) -> TriPeaksPosition:
    """``position`` after ``move``, legal there: a play removes its card, a draw turns
    the sample's next stock card (or the joker) onto the waste."""
    size = position.layout.size
    if move.position is not None:
        return TriPeaksPosition(position.deal, position.rules,
                                position.removed | 1 << move.position, position.stock_pos,
                                position.deal[move.position], position.layout,
                                position.joker_at)
    index = position.stock_pos
    joker = position.joker_at
    top: Card | Joker
    if joker is not None and index == joker:
        top = JOKER
    else:
        # Stock indices count the joker; the deal's stock does not hold it.
        top = position.deal[size + position.rules.dealt_waste + index
                            - (joker is not None and index > joker)]
    return TriPeaksPosition(position.deal, position.rules, position.removed, index + 1, top,
                            position.layout, joker)


def _turned_up(game: TriPeaksGame, move: Move) -> int:
    # Face-down cards a play turns face up (none under open peaks; none for a draw).
    if move.position is None:
        return 0
    return sum(1 for q in game.would_free(move.position) if not game.is_face_up(q))


def fair_advice_tripeaks(game: TriPeaksGame, *, samples: int = HINT_SAMPLES,
                         node_limit: int = SAMPLE_NODE_LIMIT,
                         time_limit: float | None = None) -> FairAdvice[Move]:
    """The fair hint: the legal move with the most sampled wins (issue 18 point 2).

    Every candidate (the plays in read-out order, then the draw when the
    stock holds a card and the rules allow it now) is tried in the same
    ``samples`` positions of ``tripeaks_samples`` (common random numbers):
    in each, the move is made in the sampled world and the result solved
    with ``node_limit`` nodes. Shortcut, exact whenever the solves decide:
    each sample is first solved from the present position; when it cannot
    be won, no candidate can; when it can, the first move of its winning
    line wins there, and only the others are solved. The move: the most
    samples won; ties go to a play before the draw, then to the play that
    turns the most face-down cards face up, then to read-out order.

    Why so plain a rule: each sample is solved knowing its own stock order,
    so a draw looks nearly as good as a play (strategy fusion), and most
    choices are near-ties that sampling noise decides. Rules that guard
    against this were measured by the fair player's wins on deals 0-59 at
    40 samples (Easy / Classic, of 60; this rule: 33 / 18): a draw only when
    its paired lead over the best play (samples it wins and the play loses,
    minus the opposite) exceeds 2 standard errors 31 / 23, 1 standard error
    34 / 19, never while a play exists 31 / 20; with that, among plays within
    1 standard error of the best the one turning most cards up 33 / 21
    (within 2: 35 / 19), or leaving most cards playable 31 / 19. None won
    clearly more under both rule sets (all within the noise of 60 deals),
    so none was adopted. A game over: no move, ``Odds.samples`` 0, no
    candidates. With no card unseen (``tripeaks_unseen``) the game itself
    is the one sample and every candidate's odds are exact (``Odds.exact``).
    ``time_limit`` guards the whole call against a runaway
    (module docstring; raises ``Runaway`` once the clock passes it).
    Raises ValueError for a non-positive budget or limit.
    """
    _check_budget(samples, node_limit)
    if game.status is not Status.PLAYING:
        return FairAdvice(None, NO_ODDS, ())
    moves = _candidates(game)
    guard = RunawayGuard(time_limit)
    verdicts: dict[Move, list[Verdict]] = {move: [] for move in moves}
    exact = tripeaks_unseen(game) == 0
    positions = tripeaks_samples(game, 1 if exact else samples)
    for position in positions:

        def solve(target: TriPeaksPosition) -> Solution[Move]:
            # The whole node budget; the clock only stops the whole call (Runaway).
            solution = solve_position(target, node_limit=node_limit, time_limit=guard.left())
            guard.check()
            return solution

        present = solve(position)
        line_start = present.moves[0] if present.moves else None
        for move in moves:
            if present.verdict is Verdict.NOT_WINNABLE:
                verdict = Verdict.NOT_WINNABLE  # lost here, whatever the move
            elif move == line_start:
                verdict = Verdict.WINNABLE  # the winning line starts with it
            else:
                verdict = solve(_after_move(position, move)).verdict
            verdicts[move].append(verdict)
    scored = [(move, _count(verdicts[move], len(positions), exact)) for move in moves]
    if not scored:  # cannot happen while playing: a blocked game is over
        return FairAdvice(None, NO_ODDS, ())
    order = {move: i for i, move in enumerate(moves)}
    best = min(scored, key=lambda item: (-item[1].won, item[0].is_draw,
                                         -_turned_up(game, item[0]), order[item[0]]))
    wins = best[0].position is not None and game.cards_left == 1
    return FairAdvice(best[0], best[1], tuple(scored), wins)
