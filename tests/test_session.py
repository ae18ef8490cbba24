"""The session: commands routed to the game, questions, settings, unchanging refusals."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import build_seed_deal
from hypothesis import given, settings
from hypothesis import strategies as st

from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.commands import COMMANDS_BY_NAME
from tripeaks_a11y.deals import Game, GameCode, parse_game_code, tripeaks_deal
from tripeaks_a11y.games.tripeaks import Status
from tripeaks_a11y.i18n import sentence_case, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.settings import SettingsStore
from tripeaks_a11y.settings.keeper import Preferences
from tripeaks_a11y.solver import solve_tripeaks
from tripeaks_a11y.speech import make_controller
from tripeaks_a11y.values.cards import Card, parse_card_code
from tripeaks_a11y.values.rules import CLASSIC, Rules


def seed_session(lang: str = "en") -> Session:
    return Session(lang=lang, deal=build_seed_deal())


def texts(session: Session, line: str) -> list[str]:
    return [a.text for a in session.handle(line)]


def state(session: Session) -> tuple[object, ...]:
    g = session.game
    return (g.deal, tuple(g.is_removed(p) for p in range(28)),
            tuple(g.is_face_up(p) for p in range(28)), g.stock, g.waste, g.score, g.moves,
            g.status, session.code, session.rules, session.next_rules)


def c(code: str) -> Card:
    return parse_card_code(code)


def test_start_names_code_and_reads_board() -> None:
    session = Session(lang="en", code=parse_game_code("TP1-C-AAAAAAB"))
    welcome, board = session.start()
    assert "TP1-C-AAAAAAB" in welcome.text and "Classic" in welcome.text
    assert board.event == "board" and board.text.startswith("Draw pile: 23 cards;")
    assert session.game.deal == tuple(tripeaks_deal(1))
    assert session.rules is CLASSIC


def test_new_in_progress_asks_and_no_keeps_the_game() -> None:
    session = seed_session()
    session.handle("KC")
    before = state(session)
    assert texts(session, "new") == [t("en", "confirm-new")]
    assert texts(session, "no") == [t("en", "cancelled")]
    assert state(session) == before


def test_new_confirmed_deals_the_number_asked() -> None:
    session = seed_session()
    session.handle("KC")
    session.handle("new 1234")
    answer = session.handle("yes")
    assert answer[0].text == t("en", "new-game", code="TP1-E-AAAABVM", rules=Rules.EASY)
    assert answer[1].event == "board"
    assert session.game.deal == tuple(tripeaks_deal(1234))
    assert session.code == GameCode(Game.TRIPEAKS, 1234, Rules.EASY)


def test_another_command_cancels_a_question() -> None:
    session = seed_session()
    session.handle("KC")
    session.handle("quit")
    cancelled, board = session.handle("board")
    assert cancelled.text == t("en", "cancelled") and board.event == "board"
    assert texts(session, "yes") == [t("en", "nothing-to-confirm")]
    assert not session.finished


def test_quit_without_moves_leaves_at_once_and_with_moves_asks() -> None:
    session = seed_session()
    assert texts(session, "quit") == [t("en", "goodbye")]
    assert session.finished
    session = seed_session()
    session.handle("draw")
    assert texts(session, "q") == [t("en", "confirm-quit")]
    assert not session.finished
    session.handle("y")
    assert session.finished


def test_restart_deals_the_same_cards_after_confirming() -> None:
    session = seed_session()
    session.handle("KC")
    session.handle("draw")
    session.handle("restart")
    session.handle("yes")
    assert session.game.moves == 0 and session.game.stock_count == 23
    assert session.game.deal == tuple(build_seed_deal())


def test_rules_apply_from_the_next_deal() -> None:
    session = Session(lang="en", code=parse_game_code("TP1-E-AAAAAAB"))
    assert texts(session, "rules classic") == [t("en", "rules-next", rules=Rules.CLASSIC)]
    assert session.game.rules.wrap  # this deal keeps Easy
    assert "TP1-E-AAAAAAB" in texts(session, "code")[0]
    session.handle("new 7")
    assert str(session.code) == "TP1-C-AAAAAAH"
    assert not session.game.rules.wrap


def test_new_with_a_code_takes_the_codes_rules() -> None:
    session = seed_session()
    session.handle("new tp1 c aaaaaad")
    assert str(session.code) == "TP1-C-AAAAAAD" and session.rules is CLASSIC


def test_bad_code_is_refused_and_changes_nothing() -> None:
    session = seed_session()
    before = state(session)
    for line in ("new TP1-X-AAAAAAB", "new TP1-E-AAA", "new 99999999999", "new PY1-AAAAAAAAA"):
        answer = session.handle(line)
        assert [a.event for a in answer] == ["refused"], line
    assert state(session) == before


def test_explicit_deal_code_answer() -> None:
    session = seed_session()
    assert texts(session, "code") == [t("en", "code-explicit", rules=Rules.EASY)]


def test_repeat_says_the_last_answer_again() -> None:
    session = seed_session()
    first = session.handle("moves")
    assert session.handle("repeat") == first
    assert session.handle("again") == first
    fresh = Session(lang="en", deal=build_seed_deal())
    assert texts(fresh, "repeat") == [t("en", "nothing-to-repeat")]


def test_rank_alone_plays_the_only_playable_card() -> None:
    session = seed_session()
    answer = session.handle("2")
    assert answer[0].event == "removed" and answer[0].card == "2D"


def test_rank_with_two_playable_cards_asks_which() -> None:
    session = seed_session()  # waste ace of clubs: both kings fit in Easy
    before = state(session)
    (question,) = texts(session, "king")
    assert question == t("en", "which-one", cards="king of clubs or king of diamonds")
    assert state(session) == before
    answer = session.handle("king of diamonds")
    assert answer[0].card == "KD"


def test_rank_question_cancelled_by_another_command() -> None:
    session = seed_session()
    session.handle("play king")
    assert session.handle("draw")[0].event == "drawn"


def test_positions_play_and_refuse() -> None:
    session = seed_session()
    assert session.handle("row 4 card 3")[0].card == "KC"
    assert texts(session, "row 4 card 3") == [sentence_case(t("en", "slot-empty", row=4, slot=3))]
    assert texts(session, "row 5 card 1") == [t("en", "row-out-of-range", row=5, rows=4)]
    assert texts(session, "row 1 card 4") == [t("en", "slot-out-of-range", row=1, count=3)]
    assert session.handle("row 2 card 1")[0].reason == "blocked"


def test_naming_a_hidden_card_reveals_nothing() -> None:
    session = seed_session()
    hidden = session.game.deal[13]  # 7♠, face down
    stock = session.game.stock[0]
    for verb in ("look ", "play ", ""):
        (a,) = session.handle(verb + hidden.code)
        (b,) = session.handle(verb + stock.code)
        assert (a.event, a.text, a.reason) == (b.event, b.text, b.reason) == (
            "refused", t("en", "refused-blocked"), "blocked")


def test_error_help_off_answers_no() -> None:
    session = seed_session()
    session.handle("errors off")
    assert texts(session, "3S") == [t("en", "refused-short")]
    session.handle("errors on")
    assert texts(session, "3S") == [t("en", "refused-wrong-rank")]


def test_language_switch_mid_game() -> None:
    session = seed_session()
    session.handle("KC")
    assert texts(session, "lang hr") == [t("hr", "lang-set")]
    assert texts(session, "3S") == [t("hr", "refused-wrong-rank")]
    assert texts(session, "jezik ar") == [t("ar", "lang-set")]
    assert texts(session, "draw") [0].startswith("تم سحب")
    assert texts(session, "english") == [t("en", "lang-set")]


def test_help_lists_and_explains() -> None:
    session = seed_session("hr")
    assert texts(session, "pomoć")[0] == t("hr", "help-playing")  # tests/test_help.py: the rest
    (draw_help,) = texts(session, "help izvuci")
    assert draw_help.startswith(t("hr", "help-draw"))
    for word in COMMANDS_BY_NAME["draw"].words["hr"][1:]:
        assert word in draw_help  # the parser's other words for draw
    assert texts(session, "help yes") == [t("hr", "help-yes")]
    assert session.handle("help xyzzy")[0].event == "refused"


def test_garbled_input_gets_a_short_answer() -> None:
    session = seed_session()
    (answer,) = session.handle("drwa")
    assert answer.event == "refused" and "draw" in answer.text
    (answer,) = session.handle("play 14 of spades")
    assert answer.event == "refused"
    assert session.handle("   ") == []


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(max_size=1000), max_size=5))
def test_refusals_never_change_the_game(lines: list[str]) -> None:
    session = seed_session()
    for line in lines:
        before = state(session)
        answer = session.handle(line)
        if answer and all(a.event == "refused" for a in answer):
            assert state(session) == before, line


def test_long_or_garbled_input_is_said_back_short_and_clean() -> None:
    session = seed_session()
    for line in ("x" * 5000, "help " + "y" * 3000, "look " + "z" * 3000, "play 7 " * 2000,
                 "\x1b[2Jhello\x07"):
        (answer,) = session.handle(line)
        assert answer.event == "refused"
        assert len(answer.text) < 200 and "\x1b" not in answer.text and "\x07" not in answer.text


def test_mixed_case_code_names_the_card_not_any_ace() -> None:
    session = seed_session()
    session.handle("KC")  # waste king of clubs; ace of spades is free in the bottom row
    (answer,) = session.handle("As")
    assert answer.event == "removed" and answer.card == "AS"


def test_which_one_answered_by_suit_alone() -> None:
    for answer, card in (("diamonds", "KD"), ("tref", "KC"), ("البرسيم", "KC")):
        session = seed_session()
        session.handle("king")
        (played,) = session.handle(answer)
        assert played.event == "removed" and played.card == card, answer


def test_look_at_the_waste_top_and_a_played_card() -> None:
    session = seed_session()
    assert texts(session, "look AC") == [sentence_case(t("en", "look-waste-top",
                                                         card="ace of clubs"))]
    session.handle("KC")
    session.handle("AS")
    # Played from the peaks, it lies on the waste, under the ace of spades.
    assert texts(session, "look KC") == [sentence_case(t("en", "look-in-waste",
                                                         card="king of clubs", count=1))]
    assert session.handle("look " + session.game.stock[0].code)[0].reason == "blocked"


def test_rules_alone_mentions_the_next_deals_rules() -> None:
    session = seed_session()
    session.handle("rules classic")
    assert texts(session, "rules") == [t("en", "rules-now", rules=Rules.EASY),
                                       t("en", "rules-next", rules=Rules.CLASSIC),
                                       t("en", "goal", cards=session.game.layout.size)]


def test_cancel_and_end() -> None:
    session = seed_session()
    session.handle("draw")
    session.handle("new")
    assert texts_of(session.cancel()) == [t("en", "cancelled")]
    assert texts(session, "repeat") == [t("en", "cancelled")]  # not the dropped question
    assert texts(session, "yes") == [t("en", "nothing-to-confirm")]
    assert session.cancel() == []
    assert texts_of(session.end()) == [t("en", "goodbye")] and session.finished


def texts_of(answer: list[Announcement]) -> list[str]:
    return [a.text for a in answer]


def test_speech_settings_are_said_and_saved(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.toml")
    preferences = Preferences(store, store.load())
    speech = make_controller("none", preferences=preferences)
    try:
        session = Session(lang="hr", deal=build_seed_deal(), speech_settings=speech,
                          preferences=preferences)
        assert texts(session, "govor proba") == [t("hr", "speech-test-none")]
        assert texts(session, "rate 150") == [t("hr", "speech-rate", rate=150)]
        (refused,) = session.handle("volume 900")
        assert refused.event == "refused"
        assert refused.text == t("hr", "speech-volume-range", low=0, high=100)
        session.handle("verbosity brief")
        reloaded = SettingsStore(tmp_path / "settings.toml").load()
        assert reloaded.rate == 150 and reloaded.verbosity == "brief"
    finally:
        speech.close(timeout=5.0)


def test_speech_commands_without_a_speech_layer_say_text_only() -> None:
    assert texts(seed_session(), "speech test") == [t("en", "speech-test-none")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_solve_tells_the_truth_for_both_rule_sets(lang: str) -> None:
    # The rules pages: TP1-…AAAAAAD is winnable in Easy and not in Classic.
    easy = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAD"))
    (answer,) = easy.handle("solve")
    shortest = solve_tripeaks(easy.game, shortest=True)
    assert answer.text == t(lang, "solve-winnable", count=len(shortest.moves))
    classic = Session(lang=lang, code=parse_game_code("TP1-C-AAAAAAD"))
    assert texts(classic, "solve") == [t(lang, "solve-not-winnable")]


def test_tripeaks_hints_lead_to_a_win() -> None:
    session = Session(lang="en", code=parse_game_code("TP1-E-AAAAAAC"))
    for _ in range(60):
        (hint,) = session.handle("hint peek")  # the hint that looks at the hidden cards
        if hint.text == t("en", "peek-hint", kind="draw", card=""):
            line = "draw"
        else:
            line = hint.text.removeprefix("Looking at the hidden cards: play ").removesuffix(".")
        answer = session.handle(line)
        assert answer[0].event in ("removed", "drawn"), (hint.text, answer)
        if answer[-1].event == "won":
            break
    assert session.game.status is Status.WON
    assert texts(session, "hint") == [t("en", "hint-none")]


def test_pyramid_solve_and_its_own_hint() -> None:
    session = Session(lang="en", code=GameCode(Game.PYRAMID, 224))
    (answer,) = session.handle("solve")
    assert answer.text.startswith("Looking at the hidden cards, this game can still be won in ")
    assert session.handle("hint")[0].text.startswith("Hint: ")


def test_the_session_says_which_command_it_heard() -> None:
    session = seed_session()
    assert session.handle("tiho") == [] and session.heard == "stop"
    session.handle("xyzzy")
    assert session.heard is None
    session.handle("board")
    assert session.heard == "board"
    assert session.handle("   ") == [] and session.heard is None


def test_a_pasted_line_of_thousands_of_words_is_refused_at_once() -> None:
    session = seed_session()
    before = state(session)
    (answer,) = session.handle("7s " * 100_000)
    assert answer.event == "refused" and answer.text == (
        "That line is too long for a command: a command has at most 1000 characters. "
        "Say help for the commands.")
    assert state(session) == before
    (answer,) = session.handle("7s " * 100)  # short enough to read, too many words
    assert answer.event == "refused" and answer.text.startswith("I did not understand: 7s 7s")
    assert len(answer.text) < 120 and state(session) == before
    long_but_fine = "please " * 50 + "draw"  # dictation filler within the limit still works
    assert session.handle(long_but_fine)[0].event == "drawn"
