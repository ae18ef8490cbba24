"""A mistyped game code is told as the mistake it is, not as an unknown variant.

A digit or a sign after the seven deal letters (``TP1-E-AAAAAAB1``) is a
mistyped deal: a variant is a letter (rules.VARIANTS), so the answer names
the letter count or the character that is not a letter.
"""

from __future__ import annotations

import pytest

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.deals import CodeProblem, DealCodeError, parse_game_code


@pytest.mark.parametrize(("code", "problem", "detail"), [
    ("TP1-E-AAAAAAB1", CodeProblem.LETTER_COUNT, "8"),
    ("PY1-AAAAAAB7", CodeProblem.LETTER_COUNT, "8"),
    ("TP1EAAAAAAB1", CodeProblem.NOT_A_LETTER, "1"),
    ("TP1-E-AAAAAB", CodeProblem.LETTER_COUNT, "6"),
    ("TP1-E-AAAAAAB-X", CodeProblem.UNKNOWN_VARIANT, "X"),
])
def test_the_mistake_is_named(code: str, problem: CodeProblem, detail: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_game_code(code)
    assert (caught.value.problem, caught.value.detail) == (problem, detail)


def test_the_player_hears_the_letter_count() -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_game_code("TP1-E-AAAAAAB1")
    assert Announcer("en").refusals.code(caught.value).text == (
        "A game code needs 7 letters for the deal, not 8.")
