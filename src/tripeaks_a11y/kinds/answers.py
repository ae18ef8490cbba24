"""What the built-in rows hand the solver: their hints, odds and node budgets.

Each function takes the row's engine and the seconds of the runaway guard
(``solver.guarded``); the budgets are counts of nodes known before a search
(docs/fair-advice.md). No text, no I/O (layer 3).
"""

from __future__ import annotations

from dataclasses import replace

from ..games.pyramid import PyramidGame
from ..games.tripeaks import TriPeaksGame
from ..solver import (
    HINT_SAMPLES,
    ODDS_SAMPLES,
    PLAY_NODE_LIMIT,
    SAMPLE_NODE_LIMIT,
    FairAdvice,
    Move,
    Odds,
    PyramidMove,
    Verdict,
    advise_pyramid,
    advise_tripeaks,
    fair_advice_tripeaks,
    fair_hint_nodes,
    guarded,
    odds_nodes,
    pyramid_odds,
    tripeaks_odds,
)
from ..values.events import Hint
from .row import FairHint


def _tripeaks_peek(game: TriPeaksGame, seconds: float) -> Hint | None:
    # The next move of a winning line, else toward the fewest cards left (solver):
    # every card known, the hidden ones too (``hint peek``).
    advice = guarded(seconds, lambda limit: advise_tripeaks(
        game, node_limit=PLAY_NODE_LIMIT, time_limit=limit))
    move = advice.move
    if move is None:
        return None
    lost = advice.verdict is Verdict.NOT_WINNABLE
    fewest = advice.fewest_left if lost and advice.exact else None
    if move.position is None:
        return Hint("draw", lost=lost, fewest_left=fewest)
    return Hint("play", (move.position,), lost=lost, fewest_left=fewest)


def _tripeaks_hint_of(move: Move) -> Hint:
    # A move of a winning line (solve's, kept by the session) as the hint.
    return Hint("draw") if move.position is None else Hint("play", (move.position,))


def _pyramid_hint_of(move: PyramidMove) -> Hint:
    # A move of solve's winning line as a hint: a draw, a king alone or a pair.
    kinds = ("draw", "king", "pair")
    return Hint(kinds[len(move.cards)], tuple(move.cards))


def _pyramid_peek(game: PyramidGame, seconds: float) -> Hint | None:
    # hint peek with no winning line: on a lost game the move toward the fewest pyramid
    # cards left, as TriPeaks' (every card known, the draw pile's order too).
    advice = guarded(seconds, lambda limit: advise_pyramid(
        game, node_limit=PLAY_NODE_LIMIT, time_limit=limit))
    if advice.move is None:
        return None
    lost = advice.verdict is Verdict.NOT_WINNABLE
    return replace(_pyramid_hint_of(advice.move), lost=lost,
                   fewest_left=advice.fewest_left if lost and advice.exact else None)


def fair_hint_of(advice: FairAdvice[Move]) -> FairHint | None:
    """The fair hint ``advice`` gives, as the row says it: a draw or a play with the
    odds after it; None when it names no move (a game over)."""
    move = advice.move
    if move is None:
        return None
    if move.position is None:
        return FairHint("draw", odds=advice.odds)
    return FairHint("play", (move.position,), odds=advice.odds, wins=advice.wins)


def _fair_hint(game: TriPeaksGame, seconds: float) -> FairHint | None:
    # The move most samples of the unseen cards win after (issue 18 point 2).
    if game.is_over:
        return None
    return fair_hint_of(fair_advice_tripeaks(game, samples=HINT_SAMPLES,
                                             node_limit=SAMPLE_NODE_LIMIT, time_limit=seconds))


def _tripeaks_odds(game: TriPeaksGame, seconds: float) -> Odds:
    # The face-down cards and the stock order sampled; the clock only a runaway guard.
    return tripeaks_odds(game, samples=ODDS_SAMPLES, node_limit=SAMPLE_NODE_LIMIT,
                         time_limit=seconds)


def _pyramid_odds(game: PyramidGame, seconds: float) -> Odds:
    # The order of the stock cards not yet drawn sampled (seed 002 deals them face down).
    return pyramid_odds(game, samples=ODDS_SAMPLES, node_limit=SAMPLE_NODE_LIMIT,
                        time_limit=seconds)


def _solve_nodes(_game: object) -> int:
    # One search of the play budget (solve's shorter lines share it).
    return PLAY_NODE_LIMIT


def _tripeaks_peek_nodes(_game: object) -> int:
    # hint peek: solve's search, then the lost game's two (the verdict, the exact best).
    return 3 * PLAY_NODE_LIMIT


def _pyramid_peek_nodes(_game: object) -> int:
    # hint peek: solve's search, then the lost game's (the exact fewest cards left).
    return 2 * PLAY_NODE_LIMIT


def _odds_nodes(_game: object) -> int:
    return odds_nodes(ODDS_SAMPLES, SAMPLE_NODE_LIMIT)


def _fair_hint_nodes(game: TriPeaksGame) -> int:
    return fair_hint_nodes(game, HINT_SAMPLES, SAMPLE_NODE_LIMIT)

