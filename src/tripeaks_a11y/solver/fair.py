"""Fair advice: win chances and the hint from what the player can see (issue 18, points 1-2).

The perfect-information solver sees every card; a player does not. Here the
unseen cards are dealt at random onto the unseen places, many times, and
each such *sample* (a position with the same visible state) is solved with
the perfect-information search (``solve_position``, ``solve_pyramid_position``).

What the player knows (docs/fair-advice.md "What they know"): the face-up tableau cards
(every one under ``RuleSet.open_peaks``), the waste card by card in order
(so the cards played and drawn), how many cards are in the stock and face
down, and the rules. Unseen: the face-down cards, the stock's order, and
under ``RuleSet.joker`` the joker's place while it is still to be drawn
(uniformly any of the stock's remaining places). Pyramid (docs/pyramid.md "The table")
shows every pyramid card; only the stock cards not yet drawn are unseen.
A sample is built from the visible state alone (the engine's queries
``is_removed``, ``is_face_up``, ``card_at``, ``waste``, ``stock_count``,
``position_of`` of a card already on the waste), never from the hidden
cards, so two games that differ only there get the same answer.

Seeding: the samples come from a ``random.Random`` seeded with the SHA-256
of a canonical text of the visible state (``_visible_text``), never
Python's ``hash()``, and they are drawn with ``Random.random`` alone, whose
sequence for an integer seed Python keeps from version to version: the same
position and budget give the same answer on any machine and in any
process. The k-th sample does not depend on how many are drawn.

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

import hashlib
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from enum import Enum
from typing import Final, Generic, TypeVar

from ..cards import JOKER, Card, Joker, full_deck
from ..games.moves import DRAW, Move, PyramidMove
from ..games.pyramid import PyramidGame
from ..games.tripeaks import Status, TriPeaksGame
from ..rules import RuleSet
from .common import RunawayGuard, Solution, Verdict
from .pyramid import PyramidPosition, solve_pyramid_position
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

ODDS_SAMPLES: Final = 200
"""Samples ``tripeaks_odds`` and ``pyramid_odds`` solve by default (issue 18 point 1)."""

HINT_SAMPLES: Final = 100
"""Samples the fair hint (``fair_advice_tripeaks``) solves for every candidate move."""

SAMPLE_NODE_LIMIT: Final = 200_000
"""Search nodes of each sample's solve before it counts as undecided."""

M = TypeVar("M", Move, PyramidMove)


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

    A game already over has no odds: ``samples`` 0 (the caller says the game
    is over).
    """

    won: int
    decided: int
    samples: int
    low: float
    high: float

    @property
    def share(self) -> float | None:
        """``won / decided`` as a fraction 0.0-1.0, None when no sample was decided."""
        return self.won / self.decided if self.decided else None


def _odds(won: int, decided: int, samples: int) -> Odds:
    low, high = wilson_interval(won, decided)
    return Odds(won, decided, samples, low, high)


NO_ODDS: Final = _odds(0, 0, 0)
"""The odds of a game already over: nothing sampled."""


@dataclass(frozen=True)
class FairAdvice(Generic[M]):
    """The fair hint: the move with the most sampled wins, and every candidate's odds.

    - ``move``: the move to suggest; None when the game is over.
    - ``odds``: the chance to win after ``move`` (the chosen candidate's
      ``Odds``; ``samples`` 0 when the game is over).
    - ``candidates``: every legal move now with its odds over the same
      samples, the plays in read-out order, then the draw (when allowed).
    """

    move: M | None
    odds: Odds
    candidates: tuple[tuple[M, Odds], ...]


# ----- the visible state ------------------------------------------------------


def _field_text(value: object) -> str:
    return str(value.value) if isinstance(value, Enum) else str(value)


def _rules_text(rules: RuleSet) -> str:
    return ",".join(f"{f.name}={_field_text(getattr(rules, f.name))}" for f in fields(rules))


def _code(card: Card | Joker) -> str:
    return card.code


@dataclass(frozen=True)
class _TriPeaksView:
    """What a TriPeaks player sees, and where the unseen cards go.

    ``text``: the canonical text of the visible state, hashed for the seed;
    ``removed``, ``stock_pos``, ``waste_top``: the position's fields as
    ``TriPeaksPosition`` takes them; ``deal``: deal order with None on the unseen places (face-down
    positions, stock cards not yet drawn); ``face_down``: those positions,
    ascending; ``stock_places``: the deal indices of the stock cards still
    to come, top first; ``unseen``: the cards not seen, by deck index;
    ``joker_at``: the joker's stock index once drawn; ``joker_places``: how
    many places the joker may take while still to be drawn (0: no joker in
    the stock).
    """

    text: str
    deal: tuple[Card | None, ...]
    face_down: tuple[int, ...]
    stock_places: tuple[int, ...]
    unseen: tuple[Card, ...]
    removed: int
    stock_pos: int
    waste_top: Card | Joker | None
    joker_at: int | None
    joker_places: int


def _tripeaks_view(game: TriPeaksGame) -> _TriPeaksView:
    """The visible state of ``game``; ValueError when its cards do not add up to 52."""
    layout, rules = game.layout, game.rules
    size, dealt = layout.size, rules.dealt_waste
    deal: list[Card | None] = [None] * 52
    removed = 0
    face_down: list[int] = []
    face_up: list[str] = []
    for p in range(size):
        if game.is_removed(p):
            removed |= 1 << p
            continue
        card = game.card_at(p) if game.is_face_up(p) else None  # a face-down card is never read
        if card is None:
            face_down.append(p)
            continue
        deal[p] = card
        face_up.append(f"{p}:{card.code}")
    waste = game.waste
    drawn = 0  # stock cards drawn so far, the joker among them
    joker_at: int | None = None
    for index, shown in enumerate(waste):
        if isinstance(shown, Joker):
            joker_at = drawn
            drawn += 1
            continue
        if index < dealt:  # the dealt waste card lies at the bottom
            deal[size + index] = shown
            continue
        place = game.position_of(shown)  # a card on the waste: where it came from was seen
        if place is None:
            place = size + dealt + drawn - (joker_at is not None)
            drawn += 1
        deal[place] = shown
    joker_places = game.stock_count if rules.joker and joker_at is None else 0
    stock_cards = game.stock_count - (joker_places > 0)
    first = size + dealt + drawn - (joker_at is not None)
    stock_places = tuple(range(first, first + stock_cards))
    seen = {card for card in deal if card is not None}
    unseen = tuple(card for card in full_deck() if card not in seen)
    if len(unseen) != len(face_down) + stock_cards or removed.bit_count() + dealt + drawn != (
            len(waste)):
        raise ValueError("the game's visible state does not add up to 52 cards")
    if rules.joker and joker_at is None:
        joker_state = "in stock"
    else:
        joker_state = "drawn" if rules.joker else "none"
    text = "\n".join((
        "game=tripeaks",
        f"layout={layout.name}:{','.join(map(str, layout.row_sizes))}",
        f"rules={_rules_text(rules)}",
        f"removed={removed:x}",
        f"face_up={' '.join(face_up)}",
        f"face_down={len(face_down)}",
        f"waste={' '.join(map(_code, waste))}",
        f"stock={game.stock_count}",
        f"joker={joker_state}",
    ))
    return _TriPeaksView(text, tuple(deal), tuple(face_down), stock_places, unseen, removed,
                         drawn, game.waste_top, joker_at, joker_places)


def _rng(text: str) -> random.Random:
    # SHA-256, not hash(): the same seed in every process and on every machine.
    return random.Random(int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest(), "big"))


def _shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    # Fisher-Yates on Random.random() alone: its sequence is the one Python keeps
    # stable across versions (shuffle and randrange are not promised to be).
    out = list(cards)
    for i in range(len(out) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        out[i], out[j] = out[j], out[i]
    return out


def tripeaks_samples(game: TriPeaksGame, count: int) -> list[TriPeaksPosition]:
    """``count`` positions that look to the player exactly as ``game`` does now.

    Each keeps every visible card where it is (face-up tableau cards, the
    waste, the cards played and drawn) and deals the unseen cards, shuffled,
    onto the face-down positions and the stock still to come; under the
    joker rule, a joker still to be drawn lies at a random one of the
    stock's remaining places (0 to ``stock_count - 1`` from the top).
    Seeded by the visible state (module docstring): the same game state
    gives the same list, and a longer list starts with the shorter one.
    Raises ValueError for a negative ``count``.
    """
    if count < 0:
        raise ValueError("count must not be negative")
    view = _tripeaks_view(game)
    rng = _rng(view.text)
    places = view.face_down + view.stock_places
    out: list[TriPeaksPosition] = []
    for _ in range(count):
        deal = list(view.deal)
        for place, card in zip(places, _shuffled(view.unseen, rng), strict=True):
            deal[place] = card
        joker_at = view.joker_at
        if view.joker_places:
            joker_at = view.stock_pos + int(rng.random() * view.joker_places)
        cards = tuple(card for card in deal if card is not None)
        out.append(TriPeaksPosition(cards, game.rules, view.removed, view.stock_pos,
                                    view.waste_top, game.layout, joker_at))
    return out


def _pyramid_view(game: PyramidGame) -> tuple[str, tuple[Card, ...], tuple[Card, ...], int, int]:
    # Every pyramid card is face up from the start (docs/pyramid.md "The table"), and every drawn
    # card was seen: the deal up to the stock's top is visible, the rest is not.
    size = game.layout.size
    stock_pos = 52 - size - game.stock_count
    shown = tuple(game.deal[:size + stock_pos])
    removed = sum(1 << p for p in range(size) if game.is_removed(p))
    on_waste = set(game.waste)
    gone = sum(1 << j for j in range(stock_pos) if shown[size + j] not in on_waste)
    seen = set(shown)
    unseen = tuple(card for card in full_deck() if card not in seen)
    text = "\n".join((
        "game=pyramid",
        f"layout={game.layout.name}:{','.join(map(str, game.layout.row_sizes))}",
        f"removed={removed:x}",
        f"pyramid={' '.join(map(_code, shown[:size]))}",
        f"drawn={' '.join(map(_code, shown[size:]))}",
        f"waste={' '.join(map(_code, game.waste))}",
        f"stock={game.stock_count}",
    ))
    return text, shown, unseen, removed, gone


def pyramid_samples(game: PyramidGame, count: int) -> list[PyramidPosition]:
    """``count`` Pyramid positions that look to the player exactly as ``game`` does now.

    The pyramid, the cards drawn and the waste stay; the stock cards not yet
    drawn are shuffled (docs/fair-advice.md "What they know": the stock's order is the only unseen
    thing). Seeded by the visible state as ``tripeaks_samples``. Raises
    ValueError for a negative ``count``.
    """
    if count < 0:
        raise ValueError("count must not be negative")
    text, shown, unseen, removed, gone = _pyramid_view(game)
    rng = _rng(text)
    stock_pos = len(shown) - game.layout.size
    return [PyramidPosition(shown + tuple(_shuffled(unseen, rng)), removed, stock_pos, gone,
                            game.layout) for _ in range(count)]


# ----- odds ---------------------------------------------------------------------


def _count(verdicts: Sequence[Verdict], samples: int) -> Odds:
    won = sum(v is Verdict.WINNABLE for v in verdicts)
    lost = sum(v is Verdict.NOT_WINNABLE for v in verdicts)
    return _odds(won, won + lost, samples)


P = TypeVar("P", TriPeaksPosition, PyramidPosition)


def _sampled_odds(positions: Sequence[P], solve: Callable[[P, float | None], Verdict],
                  time_limit: float | None) -> Odds:
    # Every sample its whole node budget; the clock only stops the whole call (Runaway).
    guard = RunawayGuard(time_limit)
    verdicts: list[Verdict] = []
    for position in positions:
        verdicts.append(solve(position, guard.left()))
        guard.check()
    return _count(verdicts, len(positions))


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
    ``Odds.samples`` 0. Raises ValueError for a non-positive budget or limit.
    """
    _check_budget(samples, node_limit)
    if game.status is not Status.PLAYING:
        return NO_ODDS

    def solve(position: TriPeaksPosition, seconds: float | None) -> Verdict:
        return solve_position(position, node_limit=node_limit, time_limit=seconds).verdict

    return _sampled_odds(tripeaks_samples(game, samples), solve, time_limit)


def pyramid_odds(game: PyramidGame, *, samples: int = ODDS_SAMPLES,
                 node_limit: int = SAMPLE_NODE_LIMIT,
                 time_limit: float | None = None) -> Odds:
    """The chance to win a Pyramid ``game`` from here, its stock order unseen (docs/fair-advice.md).

    ``samples`` positions of ``pyramid_samples`` solved with
    ``solve_pyramid_position``; budgets, the guard, a game over and errors
    as ``tripeaks_odds``.
    """
    _check_budget(samples, node_limit)
    if game.is_over:
        return NO_ODDS

    def solve(position: PyramidPosition, seconds: float | None) -> Verdict:
        return solve_pyramid_position(position, node_limit=node_limit,
                                      time_limit=seconds).verdict

    return _sampled_odds(pyramid_samples(game, samples), solve, time_limit)


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
    candidates. ``time_limit`` guards the whole call against a runaway
    (module docstring; raises ``Runaway`` once the clock passes it).
    Raises ValueError for a non-positive budget or limit.
    """
    _check_budget(samples, node_limit)
    if game.status is not Status.PLAYING:
        return FairAdvice(None, NO_ODDS, ())
    moves = _candidates(game)
    guard = RunawayGuard(time_limit)
    verdicts: dict[Move, list[Verdict]] = {move: [] for move in moves}
    positions = tripeaks_samples(game, samples)
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
    scored = [(move, _count(verdicts[move], samples)) for move in moves]
    if not scored:  # cannot happen while playing: a blocked game is over
        return FairAdvice(None, NO_ODDS, ())
    order = {move: i for i, move in enumerate(moves)}
    best = min(scored, key=lambda item: (-item[1].won, item[0].is_draw,
                                         -_turned_up(game, item[0]), order[item[0]]))
    return FairAdvice(best[0], best[1], tuple(scored))
