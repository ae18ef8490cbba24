"""A third game, added as data: a toy GameKind played through the session and announcer.

The toy is a tiny TriPeaks (two peaks of two rows) solved and hinted by the
same solver as TriPeaks itself (the TriPeaks row's ``solve`` and ``hint``:
the solver reads the engine's layout). Nothing in the session, the
announcer, the command parser or the solver is told about it: it is one
engine class (a layout) and one ``GameKind`` row, registered for the test,
which is the recipe of docs/architecture.md. An exhaustive search through
the engine (its moves and undo) is the oracle the shared solver is checked
against on the toy, with the dealt waste card and without (``dealt_waste``).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tripeaks_a11y.deals import Game, shuffled_deck
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.kinds import KINDS, GameKind, game_kind, register, unregister
from tripeaks_a11y.session import Session
from tripeaks_a11y.solver import (
    DRAW,
    Move,
    TriPeaksPosition,
    Verdict,
    apply_move,
    hint_tripeaks,
    replay,
    solve_tripeaks,
)
from tripeaks_a11y.values.cards import parse_card_list
from tripeaks_a11y.values.layouts import Layout, peaks_of
from tripeaks_a11y.values.rules import CLASSIC, EASY, RuleSet

# Two peak tops, each covered by two of three bottom cards (0 by 2 and 3, 1 by 3 and 4).
TOY_LAYOUT = Layout("toy", (2, 3), ((2, 3), (3, 4), (), (), ()),
                    peaks_of((0, 1, 0, 1, 1), (100, 100)))


class ToyGame(TriPeaksGame):
    """TriPeaks rules on the toy layout: 5 tableau cards, a waste card, 46 in the stock."""

    layout = TOY_LAYOUT


def oracle(game: TriPeaksGame) -> tuple[int | None, int]:
    """Exhaustive search through the engine's own moves and undo (the game is left as it was).

    Returns (the fewest moves to a win, None when there is none; the fewest
    tableau cards left over every line). Every move removes a card or draws
    one, so the positions form a DAG and a table of exact states (removed
    mask, stock count, waste rank or 0 for an empty waste) makes it exact.
    """
    table: dict[tuple[int, int, int], tuple[int | None, int]] = {}

    def walk() -> tuple[int | None, int]:
        if game.status is Status.WON:
            return 0, 0
        top = game.waste_top
        key = (sum(1 << p for p in range(game.layout.size) if game.is_removed(p)),
               game.stock_count, 0 if top is None else int(top.rank))
        if key in table:
            return table[key]
        shortest: int | None = None
        fewest = game.cards_left
        moves = [Move(p) for p in game.playable_positions()] + [DRAW] * (game.stock_count > 0)
        for move in moves:
            apply_move(game, move)
            to_win, left = walk()
            game.undo()
            fewest = min(fewest, left)
            if to_win is not None and (shortest is None or to_win + 1 < shortest):
                shortest = to_win + 1
        table[key] = shortest, fewest
        return shortest, fewest

    return walk()


TOY = game_kind(
    ToyGame, name="toy", game=Game.TRIPEAKS, make=ToyGame, pairs=False, messages="",
    play_one=ToyGame.play_card, faq=KINDS[0].faq, solve=KINDS[0].solve, hint=KINDS[0].hint,
    chain=False, solve_deal=KINDS[0].solve_deal, title="Toy",
)
# Peak tops 9♠ 4♥, bottom 5♠ 8♦ 3♣, the waste 4♣; then the stock.
TOY_DEAL = parse_card_list(
    "9S 4H 5S 8D 3C 4C 7H KD AC 2D 6C JH QS TD 3H 7C 8S 2H 5D 9H AS 6H TS JC KH 3D 4S 7S "
    "2S QH 8C 9C TH JS 6S QC KC AD 5H 6D 7D 8H 9D TC JD QD KS AH 2C 3S 4D 5C")


@pytest.fixture
def toy() -> Iterator[GameKind]:
    register(TOY)
    yield TOY
    unregister(TOY)


def play(session: Session, line: str) -> list[str]:
    return [answer.text for answer in session.handle(line)]


def follow_hints(session: Session) -> list[str]:
    """Ask for a hint and make the move it names, until the game is won; the events heard."""
    events: list[str] = []
    for _ in range(60):
        (said,) = play(session, "hint")
        # "Hint: play 5 of spades; about 64 percent … can then be won." (the fair hint)
        move = said.removeprefix("Hint: play ").split(";")[0].removesuffix(".")
        answers = session.handle("draw" if said.startswith("Hint: draw a card") else move)
        assert answers[0].event in ("removed", "drawn"), answers
        events += [answer.event for answer in answers]
        if answers[-1].event == "won":
            break
    return events


def test_a_registered_toy_game_plays_to_a_win(toy: GameKind) -> None:
    session = Session(lang="en", deal=TOY_DEAL, kind=toy)
    welcome, board = session.start()
    assert isinstance(session.game, ToyGame)
    assert board.text == ("Draw pile: 46 cards; waste pile: 4 of clubs. Peak tops: hidden card, "
                          "hidden card; row 2: 5 of spades, 8 of diamonds, 3 of clubs.")
    assert play(session, "moves") == [
        "You can play: 5 of spades, 3 of clubs; or draw."]
    assert play(session, "row 3") == ["There is no row 3. Rows go from 1 to 2."]
    assert play(session, "look row 1 card 1") == [
        "Hidden card, peak tops card 1: covered by 5 of spades and 8 of diamonds."]
    assert play(session, "5s") == ["Played 5 of spades."]
    assert play(session, "3c") == ["It must be one rank higher or lower."]
    assert play(session, "solve") == [
        "Looking at the hidden cards, this game can still be won in 8 moves."]
    assert oracle(copy.deepcopy(session.game)) == (8, 0)  # the shortest line is 8 moves
    assert play(session, "score") == ["Score 499. Moves 1. Cards left on the peaks: 4."]
    # Follow the hints to the end: the session, announcer and the shared solver agree.
    events = follow_hints(session)
    assert session.game.status is Status.WON
    assert events.count("peak_cleared") == 2 and events.count("removed") == 4
    assert play(session, "score") == ["Score 691. Moves 9. Cards left on the peaks: 0."]
    assert [a.event for a in session.handle("board")] == ["board"]
    assert session.kind is toy


def test_the_toy_with_an_empty_waste_plays_to_a_win_by_the_hints(toy: GameKind) -> None:
    # A rule set that deals no waste card: any available card may be played first.
    rules = replace(EASY, dealt_waste=0)
    session = Session(lang="en", deal=TOY_DEAL, kind=toy, rules=rules)
    _welcome, board = session.start()
    assert isinstance(session.game, ToyGame) and session.game.waste_top is None
    assert board.text == ("Draw pile: 47 cards; waste pile: empty. Peak tops: hidden card, "
                          "hidden card; row 2: 5 of spades, 8 of diamonds, 3 of clubs.")
    assert play(session, "moves") == [
        "You can play: 5 of spades, 8 of diamonds, 3 of clubs; or draw."]
    assert play(session, "solve") == [
        "Looking at the hidden cards, this game can still be won in 10 moves."]
    assert oracle(copy.deepcopy(session.game)) == (10, 0)
    events = follow_hints(session)
    assert session.game.status is Status.WON
    assert events.count("peak_cleared") == 2 and events.count("removed") == 5
    assert session.game.cards_left == 0


# ---------------------------------------------------------------- the shared solver, checked


def toy_positions(rules: RuleSet, seed: int, count: int) -> Iterator[ToyGame]:
    """Toy games: a few fresh deals, then games played at random to a short stock."""
    rng = random.Random(seed)
    for number in range(3):
        yield ToyGame(shuffled_deck(number), rules)
    for number in range(3, 3 + count):
        game = ToyGame(shuffled_deck(number), rules)
        stop = rng.randint(0, 6)
        while game.status is Status.PLAYING and game.stock_count > stop:
            playable = game.playable_positions()
            if playable and rng.random() < 0.3:
                game.play_position(rng.choice(playable))
            else:
                game.draw()
            if rng.random() < 0.05 and game.undo_depth:
                game.undo()
        yield game


@pytest.mark.parametrize("dealt_waste", [1, 0], ids=["dealt-waste", "empty-waste"])
@pytest.mark.parametrize("base", [EASY, CLASSIC], ids=["easy", "classic"])
def test_the_shared_solver_agrees_with_an_exhaustive_search_on_the_toy(
        base: RuleSet, dealt_waste: int) -> None:
    rules = replace(base, dealt_waste=dealt_waste)
    verdicts: list[bool] = []
    for game in toy_positions(rules, seed=dealt_waste * 2 + base.wrap, count=60):
        shortest, fewest = oracle(copy.deepcopy(game))
        position = TriPeaksPosition.from_game(game)
        assert position.layout is TOY_LAYOUT
        assert position.stock_pos == 52 - 5 - dealt_waste - game.stock_count
        solution = solve_tripeaks(game, shortest=True)
        verdicts.append(shortest is not None)
        if shortest is None:
            assert solution.verdict is Verdict.NOT_WINNABLE and solution.moves == ()
            exact = solve_tripeaks(game, exact_best=True)
            assert exact.fewest_left == fewest
            lost = copy.deepcopy(game)
            replay(lost, exact.best_moves)
            assert lost.cards_left == fewest
        else:
            assert solution.verdict is Verdict.WINNABLE and solution.shortest
            assert len(solution.moves) == shortest
            won = copy.deepcopy(game)
            replay(won, solution.moves)
            assert won.status is Status.WON
        hint = hint_tripeaks(game)
        if game.status is not Status.PLAYING:
            assert hint is None
            continue
        assert hint is not None
        assert hint.is_draw and game.stock_count or hint.position in game.playable_positions()
        if shortest is not None:  # a hint never leaves a winning line
            after = copy.deepcopy(game)
            apply_move(after, hint)
            assert oracle(after)[0] is not None
    assert True in verdicts and False in verdicts, verdicts
    if dealt_waste == 0:  # the fresh deals start with an empty waste
        assert ToyGame(shuffled_deck(0), rules).waste_top is None
