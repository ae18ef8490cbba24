"""Pyramid engine behaviour (docs/pyramid.md, seed 002), through its public moves and queries."""

from __future__ import annotations

import pytest

from tripeaks_a11y.deals import shuffled_deck
from tripeaks_a11y.games.pyramid import Hint, PyramidGame
from tripeaks_a11y.games.tripeaks import Status
from tripeaks_a11y.values.cards import Card, full_deck, parse_card_code, parse_card_list
from tripeaks_a11y.values.events import (
    WASTE,
    BadSumError,
    Blocked,
    BlockedCardError,
    CoveredCardError,
    Drawn,
    GameOverError,
    KingRemoved,
    NotAKingError,
    NothingToUndoError,
    Paired,
    SameCardError,
    StockEmptyError,
    Undone,
    WasteEmptyError,
    Won,
)
from tripeaks_a11y.values.layouts import PYRAMID


def c(code: str) -> Card:
    return parse_card_code(code)


def make_deal(bottom: str, stock_top: str = "", stock_bottom: str = "") -> list[Card]:
    """A Pyramid deal with a chosen bottom row (7 cards) and chosen stock ends.

    The 21 covered pyramid cards and the middle of the stock are the other
    cards in deck order.
    """
    low = parse_card_list(bottom, expected=7)
    top = parse_card_list(stock_top, expected=len(stock_top.split()))
    end = parse_card_list(stock_bottom, expected=len(stock_bottom.split()))
    chosen = {*low, *top, *end}
    rest = [card for card in full_deck() if card not in chosen]
    pyramid = rest[:21] + low
    stock = top + rest[21:] + end
    deal = pyramid + stock
    assert len(deal) == 52 and len(set(deal)) == 52
    return deal


def test_layout_rows_and_covering() -> None:
    assert PYRAMID.row_sizes == (1, 2, 3, 4, 5, 6, 7)
    assert PYRAMID.covered_by[0] == (1, 2)
    assert PYRAMID.covered_by[1] == (3, 4) and PYRAMID.covered_by[2] == (4, 5)
    assert PYRAMID.covered_by[15] == (21, 22) and PYRAMID.covered_by[20] == (26, 27)
    assert all(PYRAMID.covered_by[p] == () for p in range(21, 28))


def test_start_position() -> None:
    game = PyramidGame(shuffled_deck(5))
    assert game.stock_count == 24 and game.waste_top is None
    assert game.available_positions() == tuple(range(21, 28))
    assert game.score == 0 and game.chain == 0
    assert all(game.is_face_up(p) for p in range(28))


def test_sum_table_accepted_with_scores() -> None:
    game = PyramidGame(make_deal("AC QD 2H JS 6C 7D KH"))
    (paired, *_r) = game.pair(c("AC"), c("QD"))
    assert isinstance(paired, Paired) and paired.points == 2 and game.score == 2
    game.pair(c("JS"), c("2H"))
    game.pair(c("6C"), c("7D"))
    (king,) = game.remove_king(c("KH"))
    assert isinstance(king, KingRemoved) and king.points == 1
    assert game.score == 7 and game.chain == 4 and game.cards_left == 21


def test_sum_table_refused_with_reasons() -> None:
    game = PyramidGame(make_deal("QC QD AH KS 5C 9D 2S"))
    with pytest.raises(BadSumError) as queens:
        game.pair(c("QC"), c("QD"))
    assert queens.value.total == 24
    with pytest.raises(BadSumError) as king_ace:
        game.pair(c("KS"), c("AH"))
    assert king_ace.value.total == 14
    with pytest.raises(SameCardError):
        game.pair(c("QC"), c("QC"))
    covered = game.deal[20]  # row 6, still under the bottom row
    with pytest.raises(CoveredCardError):
        game.pair(covered, c("QC"))
    with pytest.raises(BlockedCardError):
        game.pair(game.stock[0], c("QC"))
    with pytest.raises(NotAKingError):
        game.remove_king(c("5C"))
    with pytest.raises(WasteEmptyError):
        game.pair_sources(21, WASTE)
    assert game.score == 0 and game.cards_left == 28 and game.moves == 0


def test_waste_pairs_score_one_and_uncover_the_card_beneath() -> None:
    game = PyramidGame(make_deal("5C 5D 5H 5S 6C 6D 6H", stock_top="9C 8S KD"))
    game.draw()
    game.draw()  # waste: 9C, 8S on top
    assert game.waste_top == c("8S")
    with pytest.raises(BlockedCardError):
        game.pair(c("9C"), c("5C"))  # beneath the top: not usable
    (paired, *_r) = game.pair(c("5C"), c("8S"))
    assert isinstance(paired, Paired) and paired.points == 1 and WASTE in paired.positions
    assert paired.waste_top == c("9C") and game.waste_top == c("9C")
    game.draw()
    (king,) = game.remove_king(c("KD"))
    assert isinstance(king, KingRemoved) and king.points == 0 and king.position == WASTE
    assert game.score == 1


def test_pair_frees_the_card_both_covered() -> None:
    deal = make_deal("AC QD 2H JS 6C 7D KH")
    game = PyramidGame(deal)
    (paired, *_r) = game.pair(c("AC"), c("QD"))
    assert isinstance(paired, Paired) and paired.freed == (15,)
    assert game.is_available(15)


def test_draw_breaks_the_chain_and_stock_is_never_recycled() -> None:
    game = PyramidGame(make_deal("AC QD 2H JS 6C 7D KH"))
    game.pair(c("AC"), c("QD"))
    game.pair(c("2H"), c("JS"))
    assert game.chain == 2
    game.draw()
    assert game.chain == 0
    for _ in range(23):
        game.draw()
    with pytest.raises(StockEmptyError):
        game.draw()


def test_one_undo_after_a_pair_restores_both_cards() -> None:
    game = PyramidGame(make_deal("AC QD 2H JS 6C 7D KH", stock_top="9C"))
    game.draw()
    game.pair(c("AC"), c("QD"))
    (undone,) = game.undo()
    assert isinstance(undone, Undone) and isinstance(undone.action, Paired)
    assert game.card_at(21) == c("AC") and game.card_at(22) == c("QD")
    assert game.score == 0 and game.chain == 0 and game.moves == 2
    game.undo()
    assert game.waste_top is None and game.stock_count == 24
    with pytest.raises(NothingToUndoError):
        game.undo()


def test_king_on_the_waste_with_empty_stock_is_still_a_move() -> None:
    game = PyramidGame(make_deal("5C 5D 5H 5S 6C 6D 6H", stock_bottom="QS KS"))
    events: list[object] = []
    for _ in range(24):
        events.extend(game.draw())
    assert game.waste_top == c("KS") and game.stock_count == 0
    assert not any(isinstance(e, Blocked) for e in events)
    assert game.status is Status.PLAYING and game.removals() == ((WASTE,),)
    (king, blocked) = game.remove_king(c("KS"))
    assert isinstance(king, KingRemoved) and king.points == 0
    assert isinstance(blocked, Blocked)  # the queen beneath pairs with nothing


def test_lost_when_stock_empty_and_no_move() -> None:
    game = PyramidGame(make_deal("5C 5D 5H 5S 6C 6D 6H", stock_bottom="4S"))
    events: list[object] = []
    for _ in range(24):
        events.extend(game.draw())
    assert game.removals() == ()
    assert isinstance(events[-1], Blocked) and game.status is Status.BLOCKED
    assert game.hint() is None


def test_hint_pair_before_a_later_king() -> None:
    game = PyramidGame(make_deal("5C 9D 3H KS 8C 4D 2S"))
    # 5C is first in board order and pairs with 8C later; the king comes after 5C.
    assert game.hint() == Hint("pair", (21, 25))
    game.pair(c("5C"), c("8C"))
    assert game.hint() == Hint("pair", (22, 26))  # 9D with 4D, still before KS


def test_hint_king_when_it_comes_first() -> None:
    game = PyramidGame(make_deal("KS 5C 9D 3H 8C 4D 2S"))
    assert game.hint() == Hint("king", (21,))


def test_hint_pair_with_the_waste_and_draw_when_nothing_pairs() -> None:
    game = PyramidGame(make_deal("5C 5D 5H 5S 6C 6D 6H", stock_top="8S"))
    assert game.removals() == ()
    assert game.hint() == Hint("draw")
    game.draw()
    assert game.hint() == Hint("pair", (21, WASTE))


def test_hint_never_moves_and_is_none_after_a_win() -> None:
    game = PyramidGame(make_deal("AC QD 2H JS 6C 7D KH"))
    before = (game.score, game.moves, game.cards_left)
    game.hint()
    assert (game.score, game.moves, game.cards_left) == before


def test_won_game_even_with_stock_left() -> None:
    """Follow the hint until the game ends; on a winnable-by-hint deal it wins."""
    for number in range(3000):
        game = PyramidGame(shuffled_deck(number))
        while (hint := game.hint()) is not None:
            if hint.kind == "draw":
                game.draw()
            elif hint.kind == "king":
                game.remove_source(hint.sources[0])
            else:
                game.pair_sources(*hint.sources)
        if game.status is Status.WON:
            break
    else:
        pytest.skip("no deal among the first 3000 is won by following the hint")
    assert game.cards_left == 0 and game.score <= 28
    with pytest.raises(GameOverError):
        game.draw()
    assert game.hint() is None


def test_drawn_event_reports_stock_left() -> None:
    game = PyramidGame(shuffled_deck(1))
    (drawn, *_r) = game.draw()
    assert isinstance(drawn, Drawn) and drawn.stock_left == 23
    assert not any(isinstance(e, Won) for e in _r)
