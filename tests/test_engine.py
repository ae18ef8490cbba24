"""TriPeaks engine behaviour (docs/rules.md), checked through its public moves and queries."""

from __future__ import annotations

import pytest
from conftest import build_seed_deal

from tripeaks_a11y.deals import tripeaks_deal
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.values.cards import Card, parse_card_code
from tripeaks_a11y.values.events import (
    Blocked,
    BlockedCardError,
    Drawn,
    GameOverError,
    NothingToUndoError,
    PeakCleared,
    Removed,
    Revealed,
    StockEmptyError,
    Undone,
    Won,
    WrongRankError,
)
from tripeaks_a11y.values.layouts import TRIPEAKS
from tripeaks_a11y.values.rules import CLASSIC, EASY


def c(code: str) -> Card:
    return parse_card_code(code)


def names(game: TriPeaksGame, positions: tuple[int, ...]) -> list[str]:
    return [game.deal[p].code for p in positions]


def test_layout_covering_matches_rules() -> None:
    cov = TRIPEAKS.covered_by
    assert cov[0] == (3, 4) and cov[2] == (7, 8)
    assert cov[3] == (9, 10) and cov[4] == (10, 11) and cov[5] == (12, 13) and cov[8] == (16, 17)
    assert cov[9] == (18, 19) and cov[17] == (26, 27)
    assert all(cov[p] == () for p in range(18, 28))
    assert [TRIPEAKS.peak_of[18 + b] for b in range(10)] == [0, 0, 0, 1, 1, 1, 2, 2, 2, 2]
    assert [sum(1 for p in range(28) if TRIPEAKS.peak_of[p] == k) for k in range(3)] == [9, 9, 10]


def test_start_position() -> None:
    game = TriPeaksGame(build_seed_deal())
    assert game.stock_count == 23
    assert game.waste_top == c("AC")
    assert game.score == 500
    assert [game.is_face_up(p) for p in range(28)] == [False] * 18 + [True] * 10
    assert game.available_positions() == tuple(range(18, 28))


def test_seed_example_easy_offers_three_cards() -> None:
    game = TriPeaksGame(build_seed_deal(), EASY)
    assert names(game, game.playable_positions()) == ["KC", "2D", "KD"]


def test_seed_example_classic_offers_only_two_of_diamonds() -> None:
    game = TriPeaksGame(build_seed_deal(), CLASSIC)
    assert names(game, game.playable_positions()) == ["2D"]
    with pytest.raises(WrongRankError):
        game.play_card(c("KC"))


def test_wrong_rank_and_blocked_refusals_change_nothing() -> None:
    game = TriPeaksGame(build_seed_deal())
    with pytest.raises(WrongRankError) as wrong:
        game.play_card(c("3S"))
    assert wrong.value.card == c("3S")
    face_down = game.deal[13]  # 7♠, still hidden in row 3
    in_stock = game.stock[5]
    with pytest.raises(BlockedCardError) as hidden:
        game.play_card(face_down)
    with pytest.raises(BlockedCardError) as stock:
        game.play_card(in_stock)
    assert type(hidden.value) is type(stock.value)
    assert hidden.value.reason == stock.value.reason
    assert game.score == 500 and game.moves == 0 and game.stock_count == 23
    assert game.waste_top == c("AC")


def test_seed_example_reveals_seven_of_spades() -> None:
    game = TriPeaksGame(build_seed_deal())
    game.play_card(c("KC"))
    game.play_card(c("AS"))
    events = game.play_card(c("2D"))
    assert events[0] == Removed(c("2D"), 22, 497)
    assert Revealed(c("7S"), 13) in events
    assert game.is_face_up(13) and game.is_available(13)
    assert game.waste_top == c("2D")
    assert game.score == 497 and game.moves == 3


def test_covered_card_is_blocked_until_both_coverers_go() -> None:
    game = TriPeaksGame(build_seed_deal())
    game.play_card(c("KC"))  # bottom 2 gone; row 3 card 2 (pos 11) still covered by bottom 1
    assert not game.is_face_up(11)
    with pytest.raises(BlockedCardError):
        game.play_position(11)


def test_easy_wraps_king_and_ace_classic_does_not() -> None:
    assert EASY.adjacent(c("KC").rank, c("AS").rank)
    assert not CLASSIC.adjacent(c("KC").rank, c("AS").rank)
    assert CLASSIC.adjacent(c("QC").rank, c("KS").rank)
    assert not EASY.adjacent(c("7C").rank, c("7S").rank)


def test_draw_any_time_and_stock_never_recycled() -> None:
    game = TriPeaksGame(build_seed_deal())
    stock = game.stock
    for i, card in enumerate(stock):
        (drawn, *_rest) = game.draw()
        assert drawn == Drawn(card, 22 - i, 499 - i)
        assert game.waste_top == card
    with pytest.raises(StockEmptyError):
        game.draw()
    assert game.stock_count == 0 and game.score == 477


def test_three_draws_then_three_undos_restore_stock_order() -> None:
    game = TriPeaksGame(build_seed_deal())
    stock_before = game.stock
    drawn = [game.draw()[0] for _ in range(3)]
    for expected in reversed(drawn):
        (undone,) = game.undo()
        assert isinstance(undone, Undone) and undone.action == expected
    assert game.stock == stock_before
    assert game.waste_top == c("AC") and game.score == 500
    assert game.moves == 6 - 3  # three draws counted; undos do not lower it
    with pytest.raises(BlockedCardError):
        game.play_card(drawn[0].card)  # back on the stock: not playable


def test_undo_restores_face_down_state_and_score() -> None:
    game = TriPeaksGame(build_seed_deal())
    game.play_card(c("KC"))
    game.play_card(c("AS"))
    game.play_card(c("2D"))
    assert game.is_face_up(13)
    (undone,) = game.undo()
    assert undone.action.card == c("2D")
    assert not game.is_face_up(13) and game.card_at(22) == c("2D")
    assert game.score == 498 and game.waste_top == c("AS")
    assert game.moves == 3
    game.undo()
    game.undo()
    assert game.score == 500 and game.waste_top == c("AC")
    with pytest.raises(NothingToUndoError):
        game.undo()


def test_undo_history_keeps_only_the_limit() -> None:
    game = TriPeaksGame(build_seed_deal(), undo_limit=10)
    for _ in range(11):
        game.draw()
    for _ in range(10):
        game.undo()
    with pytest.raises(NothingToUndoError):
        game.undo()
    assert game.stock_count == 22  # the first draw is beyond the limit and stays
    assert game.score == 499 and game.moves == 11


def test_default_history_covers_a_whole_game() -> None:
    """A TriPeaks game has at most 51 actions, all within the 100-action limit."""
    game = TriPeaksGame(build_seed_deal())
    for _ in range(23):
        game.draw()
    assert game.undo_depth == 23
    for _ in range(23):
        game.undo()
    assert game.stock_count == 23 and game.score == 500


def _solve(game: TriPeaksGame, limit: int = 200_000) -> list[str] | None:
    """A small depth-first search through the public API, for finding test lines."""
    seen: set[tuple[tuple[bool, ...], int, Card]] = set()
    line: list[str] = []
    nodes = 0

    def dfs() -> bool:
        nonlocal nodes
        nodes += 1
        if game.status is Status.WON:
            return True
        key = (tuple(game.is_removed(p) for p in range(28)), game.stock_count, game.waste_top)
        if key in seen or nodes > limit:
            return False
        seen.add(key)
        for pos in game.playable_positions():
            game.play_position(pos)
            line.append(game.deal[pos].code)
            if dfs():
                return True
            line.pop()
            game.undo()
        if game.stock_count:
            game.draw()
            line.append("draw")
            if dfs():
                return True
            line.pop()
            game.undo()
        return False

    return line if dfs() else None


def _replay(game: TriPeaksGame, line: list[str]) -> list[object]:
    events: list[object] = []
    for step in line:
        events.extend(game.draw() if step == "draw" else game.play_card(c(step)))
    return events


def test_won_game_scores_500_minus_moves_plus_300_with_stock_left() -> None:
    for number in range(50):
        probe = TriPeaksGame(tripeaks_deal(number))
        line = _solve(probe)
        if line is not None and line.count("draw") < 23:
            break
    else:
        pytest.fail("no quickly winnable deal among the first 50")
    game = TriPeaksGame(tripeaks_deal(number))
    events = _replay(game, line)
    won = events[-1]
    assert isinstance(won, Won)
    assert game.status is Status.WON
    assert won.score == 500 - len(line) + 300 == game.score
    assert won.stock_left == 23 - line.count("draw") > 0
    cleared = [e for e in events if isinstance(e, PeakCleared)]
    assert sorted(e.peak for e in cleared) == [0, 1, 2]
    with pytest.raises(GameOverError):
        game.draw()


def test_peak_bonus_comes_with_the_top_card_and_undo_takes_it_back() -> None:
    for number in range(50):
        line = _solve(TriPeaksGame(tripeaks_deal(number)))
        if line is not None:
            break
    assert line is not None
    game = TriPeaksGame(tripeaks_deal(number))
    for step in line:
        before = game.score
        events = game.draw() if step == "draw" else game.play_card(c(step))
        bonus = [e for e in events if isinstance(e, PeakCleared)]
        removed = events[0]
        is_top = isinstance(removed, Removed) and removed.position in TRIPEAKS.tops()
        assert bool(bonus) == is_top
        if is_top:
            assert game.score == before - 1 + 100
            if isinstance(events[-1], Won):
                break
            game.undo()
            assert game.score == before and game.card_at(removed.position) == removed.card
            game.play_card(removed.card)


def test_blocked_when_stock_empty_and_nothing_playable() -> None:
    for number in range(200):
        game = TriPeaksGame(tripeaks_deal(number))
        events: list[object] = []
        for _ in range(23):
            events.extend(game.draw())
        if isinstance(events[-1], Blocked):
            break
    else:
        pytest.fail("no deal blocked by drawing everything among the first 200")
    assert game.status is Status.BLOCKED and not game.playable_positions()
    assert sum(isinstance(e, Blocked) for e in events) == 1
    game.undo()
    assert game.status is Status.PLAYING and game.stock_count == 1


def test_invalid_deal_rejected() -> None:
    deal = build_seed_deal()
    with pytest.raises(ValueError):
        TriPeaksGame(deal[:51])
    with pytest.raises(ValueError):
        TriPeaksGame(deal[:51] + deal[:1])
