"""The goal and the end of a game, told in every language (issue 30, point 2).

The first step of the guided game, a faq answer, ``rules`` and ``help`` say
how a TriPeaks game is won (all the peak cards cleared, even with cards left
in the draw pile) and lost (the draw pile empty and no card on the peaks
fitting the waste), and ``rules`` and ``help`` how a Pyramid game is
(docs/rules.md "End of the game", docs/pyramid.md "Score and end of the
game"). The count of cards is the layout's: a four-peak toy layout says its
own. And ``rules classic`` in Pyramid, which has one rule set, is refused in
the player's language and keeps nothing (issue 30, point 7).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from test_four_peaks import FOUR, FOUR_KIND

from tripeaks_a11y.commands import COMMANDS_BY_NAME
from tripeaks_a11y.deals import shuffled_deck
from tripeaks_a11y.i18n import LANGUAGES, sentence_case, t
from tripeaks_a11y.kinds import GameKind, parse_code, register, unregister
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.layouts import PYRAMID, TRIPEAKS
from tripeaks_a11y.values.rules import EASY

TUTORIAL_WORD = {"en": "tutorial", "ar": "درس", "hr": "vodič"}

GOAL_WORDS = {
    "en": ("win", "draw pile", "lose"),
    "ar": ("تفوز", "كومة السحب", "تخسر"),
    "hr": ("Pobjeđujete", "kup", "Gubite"),  # kup, kupu: the draw pile in any case
}
"""What a player must hear in each language's goal: winning, the draw pile, losing
(the words of the rules pages' glossary)."""


def word(lang: str, name: str) -> str:
    """The command word ``name`` in ``lang``, as the parser takes it."""
    return COMMANDS_BY_NAME[name].words[lang][0]


def said(session: Session, line: str) -> list[str]:
    return [answer.text for answer in session.handle(line)]


def tripeaks(lang: str) -> Session:
    return Session(lang=lang, code=parse_code("TP1-E-AAAAAAB"))


def pyramid(lang: str) -> Session:
    return Session(lang=lang, code=parse_code("PY1-AAAAAIQ"))


def goal(lang: str, cards: int, msg_id: str = "goal") -> str:
    return sentence_case(t(lang, msg_id, cards=cards))


@pytest.fixture
def four() -> Iterator[GameKind]:
    register(FOUR_KIND)
    yield FOUR_KIND
    unregister(FOUR_KIND)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_goal_names_the_peak_cards_the_draw_pile_and_the_end(lang: str) -> None:
    text = goal(lang, TRIPEAKS.size)
    assert str(TRIPEAKS.size) in text
    assert all(words in text for words in GOAL_WORDS[lang]), text
    assert str(PYRAMID.size) in goal(lang, PYRAMID.size, "pyramid-goal")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_say_the_rules_then_how_the_game_is_won_and_lost(lang: str) -> None:
    answers = said(tripeaks(lang), word(lang, "rules"))
    assert answers == [t(lang, "rules-now", rules=EASY), goal(lang, TRIPEAKS.size)]
    in_pyramid = said(pyramid(lang), word(lang, "rules"))
    assert in_pyramid[-1] == goal(lang, PYRAMID.size, "pyramid-goal")
    assert in_pyramid[-1] != answers[-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_has_a_goal_line_of_each_game(lang: str) -> None:
    lines = said(tripeaks(lang), word(lang, "help"))
    assert goal(lang, TRIPEAKS.size, "help-goal") in lines
    assert GOAL_WORDS[lang][1] in lines[-2]  # the draw pile
    assert str(TRIPEAKS.size) in lines[-2]
    in_pyramid = said(pyramid(lang), word(lang, "help"))
    assert goal(lang, PYRAMID.size, "pyramid-help-goal") in in_pyramid
    assert goal(lang, TRIPEAKS.size, "help-goal") not in in_pyramid


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_faq_answer_says_how_the_game_is_won_and_lost(lang: str) -> None:
    answers = said(tripeaks(lang), word(lang, "faq"))
    ends = [answer for answer in answers if t(lang, "goal", cards=TRIPEAKS.size) in answer]
    assert len(ends) == 1
    # A question, then the goal: the answer is a question and answer like the others.
    assert ends[0].index("?" if lang != "ar" else "؟") < ends[0].index(goal(lang, TRIPEAKS.size))
    # Every variant keeps it: none makes the end untrue.
    for code in ("TP1-C-AAAAAAB-DJOSW", "TP1-E-AAAAAAB-W"):
        varied = Session(lang=lang, code=parse_code(code))
        assert ends[0] in said(varied, word(lang, "faq"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_first_tutorial_step_tells_the_goal(lang: str) -> None:
    session = Session(lang=lang)
    session.start()
    answers = session.handle(TUTORIAL_WORD[lang])
    (step,) = [answer.text for answer in answers
               if answer.text == t(lang, "tutorial-step-1", cards=TRIPEAKS.size)]
    assert str(TRIPEAKS.size) in step
    assert GOAL_WORDS[lang][1] in step  # the draw pile, left with cards or empty
    # The goal comes before the step's own tour of the board, which asks for moves.
    assert step.index(str(TRIPEAKS.size)) < step.index(word(lang, "moves"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_four_peaks_count_their_own_cards(four: GameKind, lang: str) -> None:
    session = Session(lang=lang, deal=shuffled_deck(1), kind=four)
    session.start()
    told = (said(session, word(lang, "rules"))[-1:] + said(session, word(lang, "help"))[-2:-1]
            + [a for a in said(session, word(lang, "faq"))
               if t(lang, "goal", cards=FOUR.size) in a])
    assert len(told) == 3
    for text in told:
        assert str(FOUR.size) in text and str(TRIPEAKS.size) not in text, text


# ----- rules classic in Pyramid ----------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", ["easy", "classic"])
def test_pyramid_refuses_a_rule_set_and_keeps_none(lang: str, rules: str) -> None:
    session = pyramid(lang)
    rule_word = {"en": {"easy": "easy", "classic": "classic"},
                 "ar": {"easy": "سهلة", "classic": "كلاسيكية"},
                 "hr": {"easy": "lako", "classic": "klasično"}}[lang][rules]
    before = session.next_rules
    for line in (f"{word(lang, 'rules')} {rule_word}", f"{word(lang, 'new')} {rule_word}"):
        answers = session.handle(line)
        assert [(a.event, a.text) for a in answers] == [
            ("refused", t(lang, "rules-tripeaks-only"))]
    assert session.next_rules == before and str(session.code) == "PY1-AAAAAIQ"
    # What rules then says agrees: its one rule set, nothing chosen for a next deal.
    assert said(session, word(lang, "rules")) == [t(lang, "pyramid-rules-now"),
                                                 goal(lang, PYRAMID.size, "pyramid-goal")]


def test_tripeaks_still_takes_a_rule_set() -> None:
    session = tripeaks("en")
    assert said(session, "rules classic") == [t("en", "rules-next", rules="classic")]
