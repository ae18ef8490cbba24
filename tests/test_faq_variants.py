"""``faq`` answers for the rules in force: an answer a variant makes untrue is replaced.

docs/rules.md "Variants": empty waste (W) and the joker (J) change the rank
answer, traditional draw (D) the draw answer, traditional scoring (S) the
score answer; open peaks (O) changes none, and the default rules keep every
answer as it was (the golden tp-settings game hears them).
"""

from __future__ import annotations

from itertools import combinations

import pytest

from tripeaks_a11y.announcer.faq import FAQ_VARIANTS, faq_in_force
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import message_ids, sentence_case, t
from tripeaks_a11y.kinds import KINDS
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.layouts import TRIPEAKS
from tripeaks_a11y.values.rules import VARIANTS

LANGS = LANGUAGES
FAQ_WORD = {"en": "faq", "ar": "أسئلة", "hr": "pitanja"}
DEFAULT = tuple(f"faq-tripeaks-{n}" for n in range(1, 7))
LETTERS = "".join(v.letter for v in VARIANTS)


def faq(lang: str, code: str) -> list[str]:
    """What ``faq`` says in a fresh game of ``code`` in ``lang``."""
    session = Session(lang=lang, code=parse_game_code(code))
    return [a.text for a in session.handle(FAQ_WORD[lang])]


def default(lang: str) -> list[str]:
    return [sentence_case(t(lang, msg_id, cards=TRIPEAKS.size)) for msg_id in DEFAULT]


@pytest.mark.parametrize("lang", LANGS)
def test_the_default_rules_keep_every_answer(lang: str) -> None:
    assert faq(lang, "TP1-E-AAAAAAB") == default(lang)
    assert faq(lang, "TP1-C-AAAAAAB") == default(lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("letters", "changed"), [
    ("D", {2}), ("S", {4}), ("W", {1}), ("J", {1}), ("JW", {1}), ("O", set()),
    ("DJOSW", {1, 2, 4}),
])
def test_a_variant_replaces_only_the_answers_it_makes_untrue(
        lang: str, letters: str, changed: set[int]) -> None:
    said = faq(lang, f"TP1-E-AAAAAAB-{letters}")
    plain = default(lang)
    assert len(said) == len(plain)
    for number, (answer, usual) in enumerate(zip(said, plain, strict=True), start=1):
        if number in changed:
            assert answer != usual
            # the same question, a different answer
            question_end = max(usual.find("?"), usual.find("؟")) + 1
            assert answer[:question_end] == usual[:question_end]
        else:
            assert answer == usual


@pytest.mark.parametrize("lang", LANGS)
def test_the_joker_and_the_empty_waste_each_have_their_own_rank_answer(lang: str) -> None:
    answers = {letters: faq(lang, f"TP1-E-AAAAAAB-{letters}")[0] for letters in ("J", "W", "JW")}
    assert len(set(answers.values())) == 3
    assert default(lang)[0] not in answers.values()


@pytest.mark.parametrize("lang", LANGS)
def test_the_draw_answer_under_traditional_draw_says_why_a_draw_is_refused(lang: str) -> None:
    reason = t(lang, "refused-card-to-play").rstrip(".").casefold()
    answer = faq(lang, "TP1-E-AAAAAAB-D")[1]
    assert reason in answer.casefold()
    assert reason not in faq(lang, "TP1-E-AAAAAAB")[1].casefold()


def test_the_draw_answer_matches_what_a_draw_does() -> None:
    # TP1-E-AAAAAAB: the ace of clubs on the waste, king of clubs and 2 of diamonds free.
    free = Session(lang="en", code=parse_game_code("TP1-E-AAAAAAB"))
    assert [a.text for a in free.handle("draw")][0].startswith("Drew ")
    traditional = Session(lang="en", code=parse_game_code("TP1-E-AAAAAAB-D"))
    refused = [a.text for a in traditional.handle("draw")]
    assert any(t("en", "refused-card-to-play") in text for text in refused)
    assert "Not in this game" in faq("en", "TP1-E-AAAAAAB-D")[1]


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_answer_under_traditional_scoring_is_the_traditional_score(lang: str) -> None:
    answer = faq(lang, "TP1-E-AAAAAAB-S")[3]
    assert "466" in answer and "772" not in answer and "500" not in answer
    assert "772" in default(lang)[3]


def test_a_new_game_with_other_variants_changes_the_answers() -> None:
    session = Session(lang="en", code=parse_game_code("TP1-E-AAAAAAB"))
    assert [a.text for a in session.handle("faq")] == default("en")
    session.handle("new TP1-E-AAAAAAB-S")
    assert [a.text for a in session.handle("faq")][3] != default("en")[3]


@pytest.mark.parametrize("lang", LANGS)
def test_every_answer_a_rule_set_can_ask_for_is_in_every_catalog(lang: str) -> None:
    known = message_ids(lang)
    for kind in KINDS:
        for size in range(len(LETTERS) + 1):
            for letters in combinations(LETTERS, size):
                ids = faq_in_force(kind.faq, "".join(letters))
                assert len(ids) == len(kind.faq)
                assert set(ids) <= known, (lang, letters)


def test_the_table_names_only_tripeaks_answers_and_variant_letters() -> None:
    assert set(FAQ_VARIANTS) <= set(DEFAULT)
    assert all(set(letters) <= set(LETTERS) for letters in FAQ_VARIANTS.values())
    assert faq_in_force(DEFAULT, "") == DEFAULT
    assert faq_in_force(DEFAULT, "o") == DEFAULT
    assert faq_in_force(DEFAULT, "wj")[0] == "faq-tripeaks-1-JW"
