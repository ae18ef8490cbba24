"""Shared test data: the seeds' example deal (seed 000 / 004)."""

from __future__ import annotations

import os

import pytest

from tripeaks_a11y.cards import Card, parse_card_code, parse_card_list
from tripeaks_a11y.deals import shuffled_deck
from tripeaks_a11y.settings import CONFIG_ENV

SEED_BOTTOM = "3S 5S KC 4S 2D AS KD 8H 7C 9S"


def build_seed_deal() -> list[Card]:
    """The seeds' example: their bottom row and waste card, 7♠ fifth in row 3.

    The other 40 cards are not given by the seeds; they are taken in the order
    of numbered deal 0 so that the deal is fixed.
    """
    bottom = parse_card_list(SEED_BOTTOM, expected=10)
    waste = parse_card_code("AC")
    seven = parse_card_code("7S")
    fixed = {*bottom, waste, seven}
    rest = [c for c in shuffled_deck(0) if c not in fixed]
    row3 = rest[9:13] + [seven] + rest[13:17]
    deal = rest[:9] + row3 + bottom + [waste] + rest[17:]
    assert len(deal) == 52 and len(set(deal)) == 52
    return deal


@pytest.fixture
def seed_deal() -> list[Card]:
    """The seeds' example deal as 52 cards in deal order."""
    return build_seed_deal()


@pytest.fixture
def seed_deal_codes() -> str:
    """The seeds' example deal as the 52 codes ``--deal`` takes."""
    return " ".join(card.code for card in build_seed_deal())


@pytest.fixture(autouse=True, scope="session")
def _own_settings_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Tests and the programs they start never read or write the player's settings."""
    os.environ[CONFIG_ENV] = str(tmp_path_factory.mktemp("config"))
