"""Fair odds and the fair hint (solver.fair; issue 18 points 1-2): samples built from
what the player sees, seeded by it, solved with full knowledge of each sample.

Small sample counts and node budgets keep the module quick; the figures at
the product's budgets are benchmarks/odds.py's.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tripeaks_a11y.deals import shuffled_deck, tripeaks_deal
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.program import stats
from tripeaks_a11y.solver import (
    DRAW,
    HINT_SAMPLES,
    ODDS_SAMPLES,
    PYRAMID_DRAW,
    SAMPLE_NODE_LIMIT,
    Move,
    Odds,
    PyramidMove,
    PyramidPosition,
    Runaway,
    TriPeaksPosition,
    Verdict,
    apply_move,
    apply_pyramid_move,
    fair_advice_tripeaks,
    pyramid_odds,
    pyramid_samples,
    replay,
    replay_pyramid,
    solve_position,
    solve_pyramid,
    solve_tripeaks,
    tripeaks_odds,
    tripeaks_samples,
)
from tripeaks_a11y.solver.fair import wilson_interval
from tripeaks_a11y.values.cards import JOKER, Card, Joker, NumberedDeal, full_deck
from tripeaks_a11y.values.rules import CLASSIC, EASY, Rules, RuleSet, rule_set

EMPTY_WASTE = rule_set(Rules.EASY, "W")
JOKER_RULES = rule_set(Rules.EASY, "J")
OPEN_PEAKS = rule_set(Rules.EASY, "O")
TRADITIONAL_DRAW = rule_set(Rules.CLASSIC, "D")
ALL_VARIANTS = rule_set(Rules.CLASSIC, "DJOW")
RULE_SETS = (EASY, CLASSIC, EMPTY_WASTE, JOKER_RULES, OPEN_PEAKS, TRADITIONAL_DRAW,
             ALL_VARIANTS, rule_set(Rules.EASY, "JW"))
SMALL = 20_000  # nodes per sample solve in the quick tests

FAST = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


# ----- helpers: games in play, and what the player sees of them --------------------


def legal_moves(game: TriPeaksGame) -> list[Move]:
    """The legal moves now, as the rules say: plays in read-out order, then the draw."""
    moves = [Move(p) for p in game.playable_positions()]
    if game.stock_count and not (game.rules.traditional_draw and moves):
        moves.append(DRAW)
    return moves


def played(number: int, rules: RuleSet, seed: int, steps: int) -> tuple[TriPeaksGame, list[Move]]:
    """Deal ``number`` after up to ``steps`` random legal moves, and those moves."""
    game = TriPeaksGame(tripeaks_deal(number), rules)
    rng = random.Random(seed)
    history: list[Move] = []
    for _ in range(steps):
        if game.is_over:
            break
        move = rng.choice(legal_moves(game))
        apply_move(game, move)
        history.append(move)
    return game, history


def hidden_places(game: TriPeaksGame) -> list[int]:
    """Deal indices of the cards the player cannot see: face down, or in the stock."""
    cards = [game.card_at(p) for p in range(game.layout.size)
             if not game.is_removed(p) and not game.is_face_up(p)]
    cards += [card for card in game.stock if isinstance(card, Card)]
    return sorted(game.deal.index(card) for card in cards if card is not None)


def twin(game: TriPeaksGame, history: Sequence[Move], number: int) -> TriPeaksGame:
    """The same game with its hidden cards rotated one place: only unseen cards differ."""
    places = hidden_places(game)
    deal = list(game.deal)
    cards = [deal[i] for i in places]
    for i, card in zip(places, cards[1:] + cards[:1], strict=True):
        deal[i] = card
    other = TriPeaksGame(NumberedDeal(deal, number), game.rules)
    replay(other, history)
    return other


def unseen(game: TriPeaksGame) -> list[Card]:
    """Every card the player has not seen, by deck order."""
    seen = {game.card_at(p) for p in range(game.layout.size)
            if not game.is_removed(p) and game.is_face_up(p)}
    seen |= {card for card in game.waste if isinstance(card, Card)}
    return [card for card in full_deck() if card not in seen]


def stock_of(position: TriPeaksPosition) -> list[Card | Joker]:
    """The sample's stock still to come, top first, the joker in its place."""
    start = position.layout.size + position.rules.dealt_waste
    stock: list[Card | Joker] = list(position.deal[start:])
    if position.joker_at is not None:
        stock.insert(position.joker_at, JOKER)
    return stock[position.stock_pos:]


def sampled_world(sample: TriPeaksPosition, history: Sequence[Move]) -> TriPeaksGame:
    """The engine's game on the sample's cards, after the real game's moves."""
    number = sample.joker_at or 0  # joker_place(n, size) is n for n up to the stock's size
    world = TriPeaksGame(NumberedDeal(list(sample.deal), number), sample.rules)
    replay(world, history)
    return world


rule_sets = st.sampled_from(RULE_SETS)
numbers = st.integers(min_value=0, max_value=9999)
seeds = st.integers(min_value=0, max_value=2**32)
steps = st.integers(min_value=0, max_value=45)


# ----- the samples ------------------------------------------------------------------


@FAST
@given(numbers, rule_sets, seeds, steps)
@example(6, EMPTY_WASTE, 0, 0)  # an empty waste: no card on it yet
@example(5, JOKER_RULES, 0, 0)  # the joker still to come
@example(0, JOKER_RULES, 1, 30)  # deal 0 puts the joker on top: drawn by now
@example(4, OPEN_PEAKS, 2, 20)
def test_a_sample_is_the_same_game_with_the_unseen_cards_dealt_anew(
        number: int, rules: RuleSet, seed: int, count: int) -> None:
    game, history = played(number, rules, seed, count)
    hidden = unseen(game)
    face_down = [p for p in range(game.layout.size)
                 if not game.is_removed(p) and not game.is_face_up(p)]
    samples = tripeaks_samples(game, 4)
    assert len(samples) == 4
    for sample in samples:
        assert len(set(sample.deal)) == 52
        for p in range(game.layout.size):
            if not game.is_removed(p) and game.is_face_up(p):
                assert sample.deal[p] == game.card_at(p)
        stock = stock_of(sample)
        assert len(stock) == game.stock_count
        dealt = [sample.deal[p] for p in face_down] + [c for c in stock if isinstance(c, Card)]
        assert sorted(dealt) == hidden  # a permutation of the unseen cards
        if rules.joker:
            assert sample.joker_at is not None
            drawn = JOKER in game.waste
            assert (sample.joker_at < sample.stock_pos) is drawn
            assert (JOKER in stock) is not drawn
        else:
            assert sample.joker_at is None
        # The same moves on the sample's cards reach exactly the sample.
        world = sampled_world(sample, history)
        assert TriPeaksPosition.from_game(world) == sample
        assert world.waste == game.waste and world.stock_count == game.stock_count


def test_the_joker_still_to_come_may_lie_at_any_remaining_place() -> None:
    game = TriPeaksGame(tripeaks_deal(5), JOKER_RULES)
    for _ in range(3):
        game.draw()
    assert JOKER not in game.waste  # deal 5 puts the joker deeper
    places = {s.joker_at for s in tripeaks_samples(game, 600)}
    assert places == set(range(3, 3 + game.stock_count))  # 3 cards drawn


def test_samples_are_a_stream_seeded_by_the_position() -> None:
    game = TriPeaksGame(tripeaks_deal(7), EASY)
    assert tripeaks_samples(game, 8)[:3] == tripeaks_samples(game, 3)
    assert tripeaks_samples(game, 0) == []
    before = tripeaks_samples(game, 2)
    game.draw()
    assert tripeaks_samples(game, 2) != before
    game.undo()
    assert tripeaks_samples(game, 2) == before  # the same visible state again
    with pytest.raises(ValueError):
        tripeaks_samples(game, -1)


@settings(max_examples=8, deadline=None)
@given(numbers, rule_sets, seeds, steps)
def test_hidden_cards_change_nothing(number: int, rules: RuleSet, seed: int,
                                     count: int) -> None:
    game, history = played(number, rules, seed, count)
    other = twin(game, history, number)
    if len(hidden_places(game)) > 1:
        assert other.deal != game.deal
    assert tripeaks_samples(other, 6) == tripeaks_samples(game, 6)
    assert tripeaks_odds(other, samples=3, node_limit=SMALL) == tripeaks_odds(
        game, samples=3, node_limit=SMALL)
    assert fair_advice_tripeaks(other, samples=2, node_limit=SMALL) == fair_advice_tripeaks(
        game, samples=2, node_limit=SMALL)


SCRIPT = """
import json, sys
from tripeaks_a11y.deals import shuffled_deck, tripeaks_deal
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import TriPeaksGame
from tripeaks_a11y.values.rules import rule_set, Rules
from tripeaks_a11y.solver import pyramid_odds, tripeaks_odds, tripeaks_samples
game = TriPeaksGame(tripeaks_deal(11), rule_set(Rules.EASY, "J"))
game.draw()
odds = tripeaks_odds(game, samples=5, node_limit=20000)
deals = [[c.code for c in s.deal] + [s.joker_at] for s in tripeaks_samples(game, 5)]
pyr = pyramid_odds(PyramidGame(shuffled_deck(11)), samples=3, node_limit=20000)
print(json.dumps([deals, [odds.won, odds.decided, odds.samples],
                  [pyr.won, pyr.decided, pyr.samples]]))
"""


def test_the_same_answer_in_another_process() -> None:
    env = dict(os.environ, PYTHONHASHSEED="12345")  # hash() differs; the answer must not
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True,
                         text=True, check=True).stdout
    deals, odds, pyr = json.loads(out)
    game = TriPeaksGame(tripeaks_deal(11), JOKER_RULES)
    game.draw()
    here = tripeaks_odds(game, samples=5, node_limit=SMALL)
    assert deals == [[c.code for c in s.deal] + [s.joker_at]
                     for s in tripeaks_samples(game, 5)]
    assert odds == [here.won, here.decided, here.samples]
    there = pyramid_odds(PyramidGame(shuffled_deck(11)), samples=3, node_limit=SMALL)
    assert pyr == [there.won, there.decided, there.samples]


# ----- odds -----------------------------------------------------------------------


@pytest.mark.parametrize("rules", [EASY, EMPTY_WASTE, JOKER_RULES, TRADITIONAL_DRAW])
def test_odds_count_the_samples_won(rules: RuleSet) -> None:
    game = TriPeaksGame(tripeaks_deal(2), rules)
    odds = tripeaks_odds(game, samples=6, node_limit=SMALL)
    verdicts = [solve_position(s, node_limit=SMALL).verdict for s in tripeaks_samples(game, 6)]
    won = verdicts.count(Verdict.WINNABLE)
    decided = won + verdicts.count(Verdict.NOT_WINNABLE)
    assert (odds.won, odds.decided, odds.samples) == (won, decided, 6)
    assert (odds.low, odds.high) == wilson_interval(won, decided)
    assert odds.share == (won / decided if decided else None)


def nothing_hidden(number: int, *, follow_the_win: bool) -> TriPeaksGame:
    """Open peaks with at most one stock card left: the player sees every card's place."""
    game = TriPeaksGame(tripeaks_deal(number), OPEN_PEAKS)
    line = list(solve_tripeaks(game).moves) if follow_the_win else []
    while game.stock_count > 1 and not game.is_over:
        apply_move(game, line.pop(0) if line else DRAW)
    return game


@pytest.mark.parametrize(("number", "follow"), [(0, True), (0, False), (2, False)])
def test_with_nothing_hidden_the_odds_are_the_perfect_verdict(number: int,
                                                             follow: bool) -> None:
    game = nothing_hidden(number, follow_the_win=follow)
    assert game.status is Status.PLAYING
    assert all(s.deal == game.deal for s in tripeaks_samples(game, 4))
    verdict = solve_tripeaks(game).verdict
    odds = tripeaks_odds(game, samples=4)
    assert odds.decided == odds.samples == 4
    assert odds.won == (4 if verdict is Verdict.WINNABLE else 0)
    assert (verdict is Verdict.WINNABLE) is follow  # both kinds of answer are met


def test_a_game_over_has_no_odds_and_no_move() -> None:
    game = TriPeaksGame(tripeaks_deal(1), EASY)
    replay(game, solve_tripeaks(game).moves)
    assert game.status is Status.WON
    odds = tripeaks_odds(game)
    assert (odds.samples, odds.decided, odds.share) == (0, 0, None)
    advice = fair_advice_tripeaks(game)
    assert advice.move is None and advice.candidates == () and advice.odds.samples == 0
    pyramid = PyramidGame(shuffled_deck(3))
    while not pyramid.is_over:
        removals = pyramid.removals()
        apply_pyramid_move(pyramid, PyramidMove(removals[0]) if removals else PYRAMID_DRAW)
    assert pyramid_odds(pyramid).samples == 0


def test_budgets_and_the_guard() -> None:
    game = TriPeaksGame(tripeaks_deal(4), CLASSIC)
    for bad in ({"samples": 0}, {"node_limit": 0}, {"time_limit": 0.0}):
        with pytest.raises(ValueError):
            tripeaks_odds(game, **bad)
        with pytest.raises(ValueError):
            fair_advice_tripeaks(game, **bad)
        with pytest.raises(ValueError):
            pyramid_odds(PyramidGame(shuffled_deck(4)), **bad)
    # A guard spent stops the whole call (Runaway): no sample becomes undecided by the
    # clock, and no answer is given (issue 28 point 2).
    with pytest.raises(Runaway):
        tripeaks_odds(game, samples=5, time_limit=1e-9)
    with pytest.raises(Runaway):
        fair_advice_tripeaks(game, samples=3, time_limit=1e-9)
    with pytest.raises(Runaway):
        pyramid_odds(PyramidGame(shuffled_deck(4)), samples=3, time_limit=1e-9)
    # A node budget too small to decide counts as undecided.
    tiny = tripeaks_odds(game, samples=3, node_limit=1)
    assert (tiny.decided, tiny.samples) == (0, 3)
    assert (ODDS_SAMPLES, HINT_SAMPLES, SAMPLE_NODE_LIMIT) == (200, 100, 200_000)


def test_stats_keeps_its_interval() -> None:
    assert stats.wilson_interval is wilson_interval
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert Odds(3, 4, 5, *wilson_interval(3, 4)).share == 0.75


# ----- the fair hint ----------------------------------------------------------------


def turned_up(game: TriPeaksGame, move: Move) -> int:
    """Face-down cards the play turns face up: parents whose other coverers are gone."""
    if move.position is None:
        return 0
    layout = game.layout
    return sum(1 for q in layout.covers[move.position]
               if not game.is_face_up(q)
               and all(c == move.position or game.is_removed(c) for c in layout.covered_by[q]))


def check_advice(game: TriPeaksGame, samples: int, node_limit: int) -> None:
    advice = fair_advice_tripeaks(game, samples=samples, node_limit=node_limit)
    moves = [move for move, _ in advice.candidates]
    assert moves == legal_moves(game)
    assert advice.move in moves
    chosen = dict(advice.candidates)[advice.move]
    assert advice.odds == chosen
    assert all(o.samples == samples for _, o in advice.candidates)
    best = max(o.won for _, o in advice.candidates)
    assert chosen.won == best
    tied = [m for m, o in advice.candidates if o.won == best]
    plays = [m for m in tied if not m.is_draw]
    if plays:
        most = max(turned_up(game, m) for m in plays)
        assert advice.move == next(m for m in plays if turned_up(game, m) == most)
    else:
        assert advice.move == DRAW
    apply_move(game, advice.move)  # legal on the real game


@FAST
@given(numbers, rule_sets, seeds, steps)
def test_the_fair_hint_is_a_legal_move_with_the_most_wins(number: int, rules: RuleSet,
                                                          seed: int, count: int) -> None:
    game, _ = played(number, rules, seed, count)
    if not game.is_over:
        check_advice(game, 3, SMALL)


def test_a_game_lost_in_every_sample_still_gets_a_legal_move() -> None:
    game = TriPeaksGame(tripeaks_deal(0), CLASSIC)
    while game.stock_count > 3:
        game.draw()
    advice = fair_advice_tripeaks(game, samples=8)
    assert all(o.won == 0 and o.decided == 8 for _, o in advice.candidates)
    assert advice.move == Move(22)  # the only card to play, before the draw
    check_advice(game, 8, SAMPLE_NODE_LIMIT)


def reference_advice(game: TriPeaksGame, history: Sequence[Move], samples: int,
                     node_limit: int) -> list[tuple[Move, tuple[int, int, int]]]:
    """Every candidate solved in every sample, each move made by the engine itself."""
    counts: dict[Move, list[int]] = {move: [0, 0, samples] for move in legal_moves(game)}
    for sample in tripeaks_samples(game, samples):
        world = sampled_world(sample, history)
        for move, count in counts.items():
            apply_move(world, move)
            verdict = solve_tripeaks(world, node_limit=node_limit).verdict
            world.undo()
            count[0] += verdict is Verdict.WINNABLE
            count[1] += verdict is not Verdict.UNKNOWN
    return [(move, (c[0], c[1], c[2])) for move, c in counts.items()]


@pytest.mark.parametrize(("number", "rules", "seed", "count"), [
    (0, EASY, 0, 0),
    (3, CLASSIC, 1, 12),
    (8, JOKER_RULES, 2, 6),
    (6, EMPTY_WASTE, 3, 0),
    (9, TRADITIONAL_DRAW, 4, 10),
])
def test_the_shortcut_gives_the_counts_of_solving_every_candidate(
        number: int, rules: RuleSet, seed: int, count: int) -> None:
    game, history = played(number, rules, seed, count)
    assert not game.is_over
    expected = reference_advice(game, history, 6, SAMPLE_NODE_LIMIT)
    assert all(decided == 6 for _, (_, decided, _) in expected)  # the reference decided all
    advice = fair_advice_tripeaks(game, samples=6)
    assert [(m, (o.won, o.decided, o.samples)) for m, o in advice.candidates] == expected


def test_traditional_draw_offers_the_draw_only_when_nothing_plays() -> None:
    game = TriPeaksGame(tripeaks_deal(8), TRADITIONAL_DRAW)
    while game.playable_positions():
        apply_move(game, Move(game.playable_positions()[0]))
    moves = [m for m, _ in fair_advice_tripeaks(game, samples=2, node_limit=SMALL).candidates]
    assert moves == [DRAW]
    game.draw()
    if game.playable_positions():
        moves = [m for m, _ in fair_advice_tripeaks(game, samples=2,
                                                    node_limit=SMALL).candidates]
        assert DRAW not in moves and moves


# ----- Pyramid ----------------------------------------------------------------------


def pyramid_played(number: int, seed: int, count: int) -> tuple[PyramidGame, list[PyramidMove]]:
    game = PyramidGame(shuffled_deck(number))
    rng = random.Random(seed)
    history: list[PyramidMove] = []
    for _ in range(count):
        if game.is_over:
            break
        moves = [PyramidMove(r) for r in game.removals()]
        moves += [PYRAMID_DRAW] if game.stock_count else []
        move = rng.choice(moves)
        apply_pyramid_move(game, move)
        history.append(move)
    return game, history


@FAST
@given(numbers, seeds, st.integers(min_value=0, max_value=40))
def test_a_pyramid_sample_shuffles_only_the_stock_to_come(number: int, seed: int,
                                                          count: int) -> None:
    game, history = pyramid_played(number, seed, count)
    drawn = 52 - 28 - game.stock_count
    for sample in pyramid_samples(game, 3):
        assert sample.deal[:28 + drawn] == game.deal[:28 + drawn]
        assert sorted(sample.deal[28 + drawn:]) == sorted(game.stock)
        world = PyramidGame(sample.deal)
        replay_pyramid(world, history)
        assert PyramidPosition.from_game(world) == sample
    # Cards still to come, rotated: nothing the player sees changes, nor the samples.
    deal = list(game.deal)
    tail = deal[28 + drawn:]
    other = PyramidGame(deal[:28 + drawn] + tail[1:] + tail[:1])
    replay_pyramid(other, history)
    assert pyramid_samples(other, 3) == pyramid_samples(game, 3)


@pytest.mark.parametrize(("number", "count"), [(0, 0), (5, 0), (2, 15)])
def test_pyramid_odds_on_a_fresh_deal_and_mid_game(number: int, count: int) -> None:
    game, _ = pyramid_played(number, 7, count)
    assert not game.is_over
    odds = pyramid_odds(game, samples=4, node_limit=SMALL)
    verdicts = [solve_pyramid(PyramidGame(s.deal), node_limit=SMALL).verdict
                if count == 0 else None for s in pyramid_samples(game, 4)]
    assert odds.samples == 4 and 0 <= odds.won <= odds.decided <= 4
    if count == 0:  # from a fresh deal each sample is a fresh deal of its own cards
        assert odds.won == verdicts.count(Verdict.WINNABLE)
        assert odds.decided == odds.won + verdicts.count(Verdict.NOT_WINNABLE)
    assert pyramid_odds(game, samples=4, node_limit=SMALL) == odds


def test_pyramid_odds_with_the_stock_drawn_are_the_perfect_verdict() -> None:
    game = PyramidGame(shuffled_deck(1))
    while game.stock_count > 1:
        game.draw()
    assert not game.is_over
    verdict = solve_pyramid(game).verdict
    odds = pyramid_odds(game, samples=3)
    assert (odds.won, odds.decided) == ((3 if verdict is Verdict.WINNABLE else 0), 3)
    assert [s.deal for s in pyramid_samples(game, 2)] == [game.deal, game.deal]


def test_pyramid_samples_refuse_a_negative_count() -> None:
    with pytest.raises(ValueError):
        pyramid_samples(PyramidGame(shuffled_deck(0)), -1)
