"""Shared test data: the rules pages' example deal (seed 000 / 004), and own folders."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import pytest

from tripeaks_a11y.cards import Card
from tripeaks_a11y.catalogs import CACHE_ENV
from tripeaks_a11y.deals import tripeaks_deal
from tripeaks_a11y.records import DATA_ENV
from tripeaks_a11y.settings import CONFIG_ENV

# Nor the player's cache: the compiled catalogs of this run (and of the programs it
# starts) go to a temporary folder, set before any test module formats a message.
_CATALOG_CACHE = tempfile.mkdtemp(prefix="tripeaks-catalogs-")
os.environ[CACHE_ENV] = _CATALOG_CACHE
atexit.register(shutil.rmtree, _CATALOG_CACHE, True)


def build_seed_deal() -> list[Card]:
    """The rules pages' example deal, TP1-E-AAAAAAB (deal 1), as 52 cards in deal order.

    The pages name 12 of its places (the waste, the bottom row, row 3 place 5);
    ``test_deals`` checks that deal 1 puts exactly those cards there.
    """
    return tripeaks_deal(1)


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
    """Tests and the programs they start never read or write the player's settings.

    Nor the player's speech-dispatcher: a test that falls through to it talks to
    (or has ``spd-say`` start) a daemon in a temporary folder, never the real one.
    """
    os.environ[CONFIG_ENV] = str(tmp_path_factory.mktemp("config"))
    speechd = tmp_path_factory.mktemp("speechd")
    os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{speechd / 'speechd.sock'}"


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory: pytest.TempPathFactory,
                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Nor the player's records store: each test (and the programs it starts) has its
    own empty data folder (``TRIPEAKS_A11Y_DATA_DIR``), so that no game one test leaves
    unfinished is offered to another."""
    monkeypatch.setenv(DATA_ENV, str(tmp_path_factory.mktemp("data")))
