"""Rule sets as data: names, code letters, words, and comparison by value (rules.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tripeaks_a11y.values.cards import Rank
from tripeaks_a11y.values.rules import CLASSIC, EASY, RULE_SETS, Rules, rule_set, rule_set_named


@pytest.mark.parametrize(("letter", "name"), [("E", Rules.EASY), ("e", Rules.EASY),
                                              ("N", Rules.EASY), (" c ", Rules.CLASSIC)])
def test_code_letters(letter: str, name: Rules) -> None:
    assert Rules.from_letter(letter) is name


@pytest.mark.parametrize("letter", ["", "X", "1", "EC"])
def test_unknown_letters_are_refused(letter: str) -> None:
    with pytest.raises(ValueError):
        Rules.from_letter(letter)


def test_one_table_of_rule_sets() -> None:
    assert RULE_SETS == {Rules.EASY: EASY, Rules.CLASSIC: CLASSIC}
    assert rule_set(None) is EASY and rule_set(Rules.CLASSIC) is CLASSIC
    assert [name.word for name in RULE_SETS] == ["easy", "classic"]
    assert rule_set_named("Classic") is CLASSIC and rule_set_named("easy") is EASY
    assert rule_set_named("hard") is None and rule_set_named(None) is None


def test_rule_sets_compare_by_value() -> None:
    copy = replace(CLASSIC)
    assert copy == CLASSIC and copy is not CLASSIC
    assert replace(EASY, peak_bonus=50) != EASY


def test_king_and_ace_are_neighbours_only_in_easy() -> None:
    assert EASY.adjacent(Rank.KING, Rank.ACE) and not CLASSIC.adjacent(Rank.KING, Rank.ACE)
    assert EASY.adjacent(Rank.TWO, Rank.ACE) and CLASSIC.adjacent(Rank.TWO, Rank.ACE)
    assert not EASY.adjacent(Rank.THREE, Rank.ACE)
