"""The guided first game (issue 16, point 4): played to its end in en, ar and hr.

Through ``Session`` (typed commands and keys) and by script through the CLI.
Every line the guide says is looked up in the catalog, never written here.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.announcer.tutorial import TUTORIAL_STEPS
from tripeaks_a11y.deals import Game
from tripeaks_a11y.i18n import LANGUAGES, t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.session import Session
from tripeaks_a11y.session.base import Answer
from tripeaks_a11y.session.tutorial import TUTORIAL_CODE
from tripeaks_a11y.settings import SettingsStore
from tripeaks_a11y.settings.keeper import Preferences
from tripeaks_a11y.values.cards import parse_card_code
from tripeaks_a11y.values.layouts import TRIPEAKS

STEP_COMMANDS = {
    "en": ["moves", "Kc", "As", "2d", "9s", "draw", "undo", "hint", "score"],
    "ar": ["حركات", "Kc", "As", "2d", "9s", "اسحب", "تراجع", "تلميح", "نقاط"],
    "hr": ["potezi", "Kc", "As", "2d", "9s", "izvuci", "poništi", "savjet", "bodovi"],
}
"""The action each step asks for, typed in each language's words."""

SEVEN_OF_SPADES = parse_card_code("7S")
ROW_3_CARD_5 = 3 + 6 + 4
"""Tableau position of row 3, place 5 (rows of 3, 6, 9 and 10 cards)."""


def said(answer: Answer) -> str:
    return " ".join(item.text for item in answer)


def started(lang: str = "en", *, keys: bool = False) -> Session:
    """A session of a random deal with the guided game begun (step 1)."""
    session = Session(lang=lang)
    session.listen_key = keys
    session.start()
    answer = said(session.handle("tutorial" if lang == "en" else
                                 {"ar": "درس", "hr": "vodič"}[lang]))
    assert t(lang, "tutorial-start") in answer
    assert t(lang, "tutorial-step-1", cards=TRIPEAKS.size) in answer
    return session


def state(session: Session) -> tuple[object, ...]:
    game = session.game
    return (game.moves, game.score, game.stock_count, game.cards_left, game.waste_top)


def test_the_tutorial_deals_the_rules_pages_deal() -> None:
    session = started()
    assert session.code == parse_code(TUTORIAL_CODE)
    assert session.game.waste_top == parse_card_code("AC")
    assert session.tutorial_step == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tutorial_is_played_to_its_end(lang: str) -> None:
    session = started(lang)
    for number, line in enumerate(STEP_COMMANDS[lang], start=1):
        assert session.tutorial_step == number
        if number == 4:
            assert not session.game.is_face_up(ROW_3_CARD_5)
        answer = session.handle(line)
        text = said(answer)
        if number < TUTORIAL_STEPS:
            assert t(lang, f"tutorial-step-{number + 1}") in text, (number, text)
        if number == 4:  # the 7 of spades turns up in row 3, place 5
            assert session.game.position_of(SEVEN_OF_SPADES) == ROW_3_CARD_5
            assert session.game.is_face_up(ROW_3_CARD_5)
            assert any(item.event == "revealed" for item in answer)
        if number == 5:
            assert t(lang, "tutorial-refused-rank") in text
    assert t(lang, "tutorial-done") in text
    assert session.tutorial_step == 0
    assert session.game.score == 497  # 3 cards played, a draw undone
    # a normal game from here: any move is played, and no step is said
    answer = session.handle("3s")
    assert any(item.event == "removed" for item in answer)
    assert "tutorial" not in said(answer).lower()


def test_a_wrong_try_is_explained_and_not_played() -> None:
    session = started()
    session.handle("moves")
    before = state(session)
    for line in ("Kd", "2d", "draw", "undo", "new", "restart", "king", "row 4 card 1"):
        answer = session.handle(line)
        assert len(answer) == 1, line
        assert answer[0].event == "refused"
        assert t("en", "tutorial-ask-2") in answer[0].text
        assert t("en", "tutorial-leave") in answer[0].text
        assert state(session) == before, line
        assert session.tutorial_step == 2
    assert t("en", "tutorial-step-3") in said(session.handle("Kc"))
    assert session.tutorial_step == 3


def test_the_undo_step_takes_one_undo_not_a_count() -> None:
    """"undo 2" at the undo step would take back the step's play too: not played."""
    session = started()
    for line in STEP_COMMANDS["en"][:6]:
        session.handle(line)
    assert session.tutorial_step == 7
    before = state(session)
    answer = session.handle("undo 2")
    assert [item.event for item in answer] == ["refused"]
    assert t("en", "tutorial-ask-7") in answer[0].text
    assert state(session) == before
    assert t("en", "tutorial-step-8") in said(session.handle("undo"))


def test_the_refusal_step_wants_a_card_that_does_not_fit() -> None:
    session = started()
    for line in STEP_COMMANDS["en"][:4]:
        session.handle(line)
    before = state(session)
    answer = session.handle("3s")  # fits on the 2 of diamonds: not played
    assert state(session) == before
    assert t("en", "tutorial-fits") in said(answer)
    answer = session.handle("row 1 card 1")  # face down: refused as blocked
    assert state(session) == before
    text = said(answer)
    assert t("en", "refused-blocked") in text
    assert t("en", "tutorial-refused-blocked") in text
    assert t("en", "tutorial-step-6") in text


def test_reading_commands_are_answered_mid_step_and_do_not_advance() -> None:
    session = started()
    plain = Session(code=parse_code(TUTORIAL_CODE))
    for line in ("board", "row 4", "waste", "score", "look 7c", "code", "rules", "help",
                 "last", "help tutorial"):
        answer = session.handle(line)
        assert said(answer) == said(plain.handle(line)), line
        assert session.tutorial_step == 1
    helped = said(session.handle("help tutorial"))
    assert helped.startswith(t("en", "help-tutorial"))
    assert said(session.handle("repeat")) == helped
    assert t("en", "tutorial-step-2") in said(session.handle("moves"))
    # "tutorial" again says where the guide is
    assert said(session.handle("tutorial")) == t("en", "tutorial-step-2")


def test_a_language_switch_mid_tutorial_goes_on_in_the_new_language() -> None:
    session = started("en")
    session.handle("moves")
    session.handle("Kc")
    session.handle("lang hr")
    assert session.tutorial_step == 3
    assert t("hr", "tutorial-step-4") in said(session.handle("As"))
    session.handle("lang ar")
    answer = said(session.handle("Kd"))
    assert t("ar", "tutorial-ask-4") in answer


@pytest.mark.parametrize("line", ["quit tutorial", "tutorial quit", "exit tutorial"])
def test_quit_tutorial_keeps_the_game(line: str) -> None:
    session = started()
    session.handle("moves")
    session.handle("Kc")
    game, before = session.game, state(session)
    assert said(session.handle(line)) == t("en", "tutorial-quit")
    assert session.game is game and state(session) == before
    assert session.tutorial_step == 0
    answer = session.handle("draw")  # no longer the guide's to refuse
    assert any(item.event == "drawn" for item in answer)
    assert said(session.handle(line)) == t("en", "tutorial-none")


@pytest.mark.parametrize(("lang", "line"), [("ar", "خروج من الدرس"), ("hr", "izađi iz vodiča"),
                                            ("hr", "kraj vodiča")])
def test_quit_tutorial_in_every_language(lang: str, line: str) -> None:
    session = started(lang)
    assert said(session.handle(line)) == t(lang, "tutorial-quit")
    assert session.tutorial_step == 0


def test_a_game_in_progress_is_asked_about_first() -> None:
    session = Session(code=parse_code("TP1-E-AAAAAAD"))
    session.start()
    session.handle("draw")
    game = session.game
    assert said(session.handle("tutorial")) == t("en", "tutorial-confirm")
    session.handle("no")
    assert session.game is game and session.tutorial_step == 0
    session.handle("tutorial")
    answer = said(session.handle("yes"))
    assert t("en", "tutorial-step-1", cards=TRIPEAKS.size) in answer
    assert session.code == parse_code(TUTORIAL_CODE) and session.tutorial_step == 1


def test_the_keys_are_named_and_do_the_steps() -> None:
    session = started(keys=True)
    assert t("en", "tutorial-step-2") in said(session.handle("moves"))
    before = state(session)
    assert t("en", "tutorial-ask-2") in said(session.key("draw"))  # F2 at the wrong step
    assert state(session) == before
    answer = said(session.handle("Kc"))
    assert t("en", "tutorial-keys-play") in answer
    for line in ("As", "2d", "9s"):
        answer = said(session.handle(line))
    assert t("en", "tutorial-keys-draw") in answer
    assert t("en", "tutorial-step-7") in said(session.key("draw"))  # F2
    assert t("en", "tutorial-step-8") in said(session.key("undo"))  # F3
    assert t("en", "tutorial-step-9") in said(session.key("hint"))  # F4


def test_no_keys_are_named_where_the_terminal_sends_none() -> None:
    session = started(keys=False)
    text = said(session.handle("moves"))
    assert t("en", "tutorial-keys-play") not in text


# ----- offered once, at the keyboard with a settings file ---------------------------------

def _keyboard_session(path: Path, *, resume_offer: bool = True) -> Session:
    store = SettingsStore(path)
    return Session(preferences=Preferences(store, store.load()), resume_offer=resume_offer)


def test_offered_once_with_a_settings_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    first = _keyboard_session(path).start()
    assert first[-1].text == t("en", "tutorial-offer")
    assert tomllib.loads(path.read_text(encoding="utf-8"))["game"]["tutorial_offered"] is True
    again = _keyboard_session(path).start()
    assert t("en", "tutorial-offer") not in said(again)


def test_never_offered_in_script_mode_or_without_settings(tmp_path: Path) -> None:
    script = _keyboard_session(tmp_path / "settings.toml", resume_offer=False).start()
    assert t("en", "tutorial-offer") not in said(script)
    assert not (tmp_path / "settings.toml").exists()
    assert t("en", "tutorial-offer") not in said(Session(resume_offer=True).start())


def test_a_bad_tutorial_offered_value_is_a_settings_problem(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('[game]\ntutorial_offered = "yes"\n', encoding="utf-8")
    store = SettingsStore(path)
    settings = store.load()
    assert settings.tutorial_offered is False
    assert store.problem is not None and store.problem.keys == ("game.tutorial_offered",)


# ----- by script, through the program ------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tutorial_by_script(lang: str) -> None:
    opening = {"en": "tutorial", "ar": "الدرس", "hr": "vodič"}[lang]
    script = "\n".join([opening, "board", *STEP_COMMANDS[lang], "moves"]) + "\n"
    result = run_main(["--speech", "none", "--lang", lang], script,
                      {**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert result.returncode == 0, result.stderr
    out = result.stdout
    for number in range(1, TUTORIAL_STEPS + 1):
        assert t(lang, f"tutorial-step-{number}", cards=TRIPEAKS.size) in out, number
    assert t(lang, "tutorial-refused-rank") in out
    assert t(lang, "tutorial-done") in out
    assert t(lang, "tutorial-offer") not in out
    assert t(lang, "tutorial-keys-play") not in out  # a script sends no keys
    assert TUTORIAL_CODE in out


def test_the_card_cursor_plays_the_steps_card() -> None:
    session = started(keys=True)
    session.handle("moves")
    king = session.announcer.words.card(parse_card_code("KC"))
    for _ in range(10):  # Tab over the free cards to the king of clubs
        if king in said(session.key("cursor-next")):
            break
    answer = said(session.key("cursor-play"))  # Space
    assert t("en", "tutorial-step-3") in answer
    assert session.game.waste_top == parse_card_code("KC")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_hint_at_a_card_step_names_the_steps_card(lang: str) -> None:
    session = started(lang)
    session.handle(STEP_COMMANDS[lang][0])  # moves: on to step 2, the king of clubs
    hint = {"en": "hint", "ar": "تلميح", "hr": "savjet"}[lang]
    (answer,) = session.handle(hint)
    assert answer.text == f"{t(lang, 'tutorial-hint')} {t(lang, 'tutorial-ask-2')}"
    assert session.game.moves == 0  # a hint plays nothing
    session.handle("Kc")  # following it moves the guide on
    assert session.tutorial_step == 3


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_language_switch_says_the_step_again_in_the_new_language(lang: str) -> None:
    session = started("en")
    session.handle("moves")
    *_, step = session.handle(f"lang {lang}")
    assert step.text == t(lang, "tutorial-step-2")
    assert session.tutorial_step == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_from_pyramid_the_guide_says_why_its_deal_is_tripeaks(lang: str) -> None:
    session = Session(lang=lang, game=Game.PYRAMID)
    session.start()
    answer = session.handle({"en": "tutorial", "ar": "درس", "hr": "vodič"}[lang])
    lines = [item.text for item in answer]
    assert lines[0] == t(lang, "tutorial-tripeaks")
    assert lines[1] == t(lang, "tutorial-start")
    assert session.code == parse_code(TUTORIAL_CODE) and session.tutorial_step == 1
    session.handle({"en": "quit tutorial", "ar": "خروج من الدرس", "hr": "izađi iz vodiča"}[lang])
    back = said(session.handle({"en": "game pyramid", "ar": "لعبة الهرم",
                                "hr": "igra piramida"}[lang]))
    # the way back the line names works
    assert session.code is not None and session.code.game is Game.PYRAMID, back


def test_from_tripeaks_the_guide_does_not_name_the_game() -> None:
    answer = said(started().handle("tutorial"))
    assert t("en", "tutorial-tripeaks") not in answer


@pytest.mark.parametrize("lang", LANGUAGES)
def test_over_a_pyramid_game_in_progress_the_question_says_the_guide_is_tripeaks(
        lang: str) -> None:
    session = Session(lang=lang, game=Game.PYRAMID)
    session.start()
    session.handle("draw" if lang == "en" else {"ar": "اسحب", "hr": "izvuci"}[lang])
    assert session.in_progress
    asked = said(session.handle({"en": "tutorial", "ar": "درس", "hr": "vodič"}[lang]))
    assert asked == t(lang, "tutorial-confirm-other")
    answer = [item.text for item in session.handle(
        {"en": "yes", "ar": "نعم", "hr": "da"}[lang])]
    assert answer[0] == t(lang, "tutorial-tripeaks")
    assert session.code == parse_code(TUTORIAL_CODE)
