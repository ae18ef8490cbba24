"""Game codes and rule variants as data: a new code format or variant is a row, not a branch.

A kind registered with a code format of its own (``deals.Game``) is dealt by
its codes in the session and on the command line path (``kinds.parse_code``)
without any edit to deals.py. A variant letter in a code (``rules.VARIANTS``)
reaches the engine as a rule set compared by value.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from tripeaks_a11y.deals import (
    CodeProblem,
    DealCodeError,
    Game,
    GameCode,
    parse_game_code,
    shuffled_deck,
)
from tripeaks_a11y.kinds import KINDS, GameKind, kind_of_code, parse_code, register, unregister
from tripeaks_a11y.session import Session
from tripeaks_a11y.values import rules as rules_module
from tripeaks_a11y.values.rules import CLASSIC, EASY, Rules, Variant, rule_set

# A TriPeaks with codes of its own: no rule letter, the plain shuffle as deal order.
OWN_CODES = Game("TY1", False, shuffled_deck)
OWN = replace(KINDS[0], name="own", game=OWN_CODES, title="Own")


@pytest.fixture
def own() -> Iterator[GameKind]:
    register(OWN)
    yield OWN
    unregister(OWN)


def test_a_registered_code_format_is_read_and_dealt(own: GameKind) -> None:
    code = parse_code("ty1 aaaaaac")
    assert code == GameCode(OWN_CODES, 2) and str(code) == "TY1-AAAAAAC"
    assert kind_of_code(code.game) is own
    assert own.deal(2) == shuffled_deck(2)
    # The built-in formats stay readable beside it; an unregistered one is not.
    assert parse_code("TP1-C-AAAAAAB").game is Game.TRIPEAKS
    unregister(own)
    with pytest.raises(DealCodeError) as caught:
        parse_code("TY1-AAAAAAC")
    assert caught.value.problem is CodeProblem.UNKNOWN_PREFIX


def test_the_session_deals_a_new_kind_by_its_code(own: GameKind) -> None:
    session = Session(lang="en")
    session.start()
    answers = [a.text for a in session.handle("new TY1-AAAAAAD")]
    assert answers and "TY1-AAAAAAD" in answers[0], answers
    assert session.kind is own and session.code == GameCode(OWN_CODES, 3)
    assert [session.game.card_at(p) for p in range(28)] == shuffled_deck(3)[:28]
    # A bare number now means a deal of the kind in play.
    session.handle("new 7")
    assert session.code == GameCode(OWN_CODES, 7)


@pytest.fixture
def empty_waste_letter(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A variant row for the test only: ``Z``, the waste starts empty."""
    row = Variant("Z", "emptywaste", lambda rules: replace(rules, dealt_waste=0))
    monkeypatch.setattr(rules_module, "VARIANTS", (row,))
    yield "Z"


def test_a_code_without_variants_keeps_the_default_rules() -> None:
    code = parse_game_code("TP1-C-AAAAAAB")
    assert code.variants == "" and code.rule_set is CLASSIC
    with pytest.raises(DealCodeError) as caught:
        parse_game_code("TP1-E-AAAAAAB-Q")
    assert (caught.value.problem, caught.value.detail) == (CodeProblem.UNKNOWN_VARIANT, "Q")


def test_a_variant_letter_reaches_the_engine(empty_waste_letter: str) -> None:
    code = parse_game_code(f"tp1 e aaaaaab {empty_waste_letter.lower()}")
    assert code.variants == "Z" and str(code) == "TP1-E-AAAAAAB-Z"
    assert code.rule_set == replace(EASY, dealt_waste=0, variants="Z")
    assert code.rule_set != EASY  # compared by value: the variant makes other rules
    session = Session(lang="en", code=code)
    welcome, board = session.start()
    assert session.game.waste_top is None and session.game.stock_count == 24
    assert session.code is not None and str(session.code) == "TP1-E-AAAAAAB-Z"
    # Any available card may go first on the empty waste.
    assert len(session.game.playable_positions()) == 10
    # The variant is kept for the next deal, like the rule set.
    session.handle("new 5")
    assert str(session.code) == "TP1-E-AAAAAAF-Z" and session.game.waste_top is None


def test_rule_sets_with_variants_compare_by_value(empty_waste_letter: str) -> None:
    assert rule_set(Rules.CLASSIC, "zz") == rule_set(Rules.CLASSIC, "Z")
    assert rule_set(Rules.CLASSIC, "Z").wrap is False
    with pytest.raises(ValueError, match="variant"):
        rule_set(Rules.EASY, "Y")
