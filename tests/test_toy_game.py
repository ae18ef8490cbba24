"""A third game, added as data: a toy GameKind played through the session and announcer.

The toy is a tiny TriPeaks (two peaks of two rows) with a brute-force solver
of its own. Nothing in the session, the announcer or the command parser is
told about it: it is one engine class (a layout) and one ``GameKind`` row,
registered for the test, which is the recipe of docs/architecture.md.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from tripeaks_a11y.cards import parse_card_list
from tripeaks_a11y.deals import Game
from tripeaks_a11y.events import Hint
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.kinds import KINDS, GameKind, register, unregister
from tripeaks_a11y.layouts import Layout
from tripeaks_a11y.session import Session
from tripeaks_a11y.solver import DRAW, Move, Solution, Verdict

# Two peak tops, each covered by two of three bottom cards (0 by 2 and 3, 1 by 3 and 4).
TOY_LAYOUT = Layout("toy", (2, 3), ((2, 3), (3, 4), (), (), ()), (0, 1, 0, 1, 1))


class ToyGame(TriPeaksGame):
    """TriPeaks rules on the toy layout: 5 tableau cards, a waste card, 46 in the stock."""

    layout = TOY_LAYOUT


def toy_solve(played: ToyGame, _seconds: float) -> Solution[Move]:
    """Exhaustive search through a copy of the engine (the toy is small enough)."""
    game = copy.deepcopy(played)  # the game in play, its move counter included, stays as it is
    line: list[Move] = []

    def search(draws_left: int) -> bool:
        if game.status is Status.WON:
            return True
        for pos in game.playable_positions():
            game.play_position(pos)
            line.append(Move(pos))
            if search(draws_left):
                return True
            line.pop()
            game.undo()
        if draws_left and game.stock_count:
            game.draw()
            line.append(DRAW)
            if search(draws_left - 1):
                return True
            line.pop()
            game.undo()
        return False

    won = search(6)
    verdict = Verdict.WINNABLE if won else Verdict.UNKNOWN
    return Solution(verdict, tuple(line), len(line), 0.0, fewest_left=0 if won else 5)


def toy_hint(game: ToyGame, seconds: float) -> Hint | None:
    if game.is_over:
        return None
    solution = toy_solve(game, seconds)
    if not solution.moves:
        return Hint("draw") if game.stock_count else None
    first = solution.moves[0]
    return Hint("draw") if first.position is None else Hint("play", (first.position,))


TOY = GameKind(
    name="toy", game=Game.TRIPEAKS, engine=ToyGame, pairs=False, messages="",
    play_one=ToyGame.play_card, faq=("faq-tripeaks",), solve=toy_solve, hint=toy_hint,
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
        "Hidden card, peak tops card 1: covered by 2 cards."]
    assert play(session, "5s") == ["Played 5 of spades."]
    assert play(session, "3c") == ["It must be one rank higher or lower."]
    assert play(session, "solve") == ["Winnable from here in 8 moves."]
    assert play(session, "score") == ["Score 499. Moves 1. Cards left on the peaks: 4."]
    # Follow the hints to the end: the session, announcer and the toy's solver agree.
    events: list[str] = []
    for _ in range(20):
        (said,) = play(session, "hint")
        move = said.removeprefix("Hint: play ").removesuffix(".")
        answers = session.handle("draw" if said == "Hint: draw a card." else move)
        assert answers[0].event in ("removed", "drawn"), answers
        events += [answer.event for answer in answers]
        if answers[-1].event == "won":
            break
    assert session.game.status is Status.WON
    assert events.count("peak_cleared") == 2 and events.count("removed") == 4
    assert play(session, "score") == ["Score 691. Moves 9. Cards left on the peaks: 0."]
    assert [a.event for a in session.handle("board")] == ["board"]
    assert session.kind is toy

