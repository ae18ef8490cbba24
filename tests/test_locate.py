"""Said targets found on the game (commands/locate.py): positions, sources and typed problems."""

from __future__ import annotations

import pytest

from tripeaks_a11y.commands import BOTTOM_ROW, CardTarget, PositionTarget, RankTarget, WasteTarget
from tripeaks_a11y.commands.locate import (
    Ambiguous,
    CardOffTableau,
    NoCardOfRank,
    RowOutOfRange,
    SlotEmpty,
    SlotOutOfRange,
    off_tableau,
    position,
    row_number,
    source,
)
from tripeaks_a11y.deals import shuffled_deck, tripeaks_deal
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import TriPeaksGame
from tripeaks_a11y.values.cards import Rank, parse_card_code
from tripeaks_a11y.values.events import WASTE


def test_rows_and_places_on_both_layouts() -> None:
    tripeaks, pyramid = TriPeaksGame(tripeaks_deal(1)), PyramidGame(shuffled_deck(1))
    assert row_number(tripeaks.layout, BOTTOM_ROW) == 4
    assert row_number(pyramid.layout, BOTTOM_ROW) == 7
    assert position(tripeaks, PositionTarget(4, 3)) == 20
    with pytest.raises(RowOutOfRange) as row:
        row_number(tripeaks.layout, 5)
    assert (row.value.row, row.value.rows) == (5, 4)
    with pytest.raises(SlotOutOfRange) as slot:
        position(pyramid, PositionTarget(2, 3))
    assert (slot.value.row, slot.value.count) == (2, 2)


def test_played_places_and_cards_off_the_tableau() -> None:
    game = TriPeaksGame(tripeaks_deal(1))  # the rules pages' deal: K♣ plays on the A♣
    king = parse_card_code("KC")
    assert off_tableau(game, king) is None
    game.play_card(king)
    with pytest.raises(SlotEmpty) as empty:
        position(game, PositionTarget(4, 3), filled=True)
    assert (empty.value.row, empty.value.slot) == (4, 3)
    assert position(game, PositionTarget(4, 3)) == 20  # looking at an empty place is fine
    top = off_tableau(game, king)
    assert isinstance(top, CardOffTableau) and top.on_waste_top
    game.draw()
    played = off_tableau(game, king)
    assert played is not None and not played.on_waste_top
    assert off_tableau(game, parse_card_code("AC")) is not None  # the first waste card
    hidden = game.deal[0]
    assert off_tableau(game, hidden) is None  # face down: the engine says "blocked"


def test_sources_in_pyramid() -> None:
    game = PyramidGame(shuffled_deck(1))
    assert source(game, WasteTarget()) == WASTE
    bottom = [game.deal[p] for p in game.layout.positions_in_row(6)]
    assert source(game, CardTarget(bottom[0])) == 21
    assert source(game, PositionTarget(7, 2)) == 22
    ranks = [card.rank for card in bottom]  # KD TD AH 5D AD 2C 9C: two aces free
    with pytest.raises(Ambiguous) as which:
        source(game, RankTarget(Rank.ACE))
    assert [c.code for c in which.value.candidates] == ["AH", "AD"]
    absent = next(r for r in Rank if r not in ranks)
    with pytest.raises(NoCardOfRank) as none:
        source(game, RankTarget(absent))
    assert none.value.rank is absent and not none.value.playable
