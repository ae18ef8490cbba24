"""Questions a player asks and places by ear (issue 13, points 3 and 4).

What covers a card, named (face-down ones as hidden cards); the stock and the
waste looked at; a waste card that was never played; TriPeaks' own questions
and answers; a row with each card's place, the place a revealed card is told
at, and a Pyramid refusal naming what covers the card. Every answer is the
session's, as the player reads it, in the three languages; the Arabic
agreement of a free card with its rank (issue 12).
"""

from __future__ import annotations

import json
import os

import pytest
from conftest import build_seed_deal, run_main

from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import LANGUAGES, card_name
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.cards import Card, Rank, Suit, parse_card_code


def c(code: str) -> Card:
    return parse_card_code(code)


def seed(lang: str = "en", *moves: str) -> Session:
    """The rules pages' deal (TP1-E-AAAAAAB), after ``moves``."""
    session = Session(lang=lang, deal=build_seed_deal())
    for move in moves:
        session.handle(move)
    return session


def texts(session: Session, line: str) -> list[str]:
    return [a.text for a in session.handle(line)]


def unseen_names(session: Session, lang: str) -> list[str]:
    """The names of every card the player cannot see: face down or in the stock."""
    game = session.game
    hidden = [game.deal[p] for p in range(28)
              if not game.is_removed(p) and not game.is_face_up(p)]
    return [card_name(lang, card) for card in (*hidden, *game.stock)]


# ----- what covers a card ----------------------------------------------------

COVERED_FACE_DOWN = {
    "en": "Hidden card, row 3 card 5: covered by 2 of diamonds and ace of spades.",
    "ar": "ورقة مخفية، الصف 3، الورقة 5: تغطيها 2 من الماس وآس البستوني.",
    "hr": "Skrivena karta, red 3, karta 5: prekrivaju je 2 u karonu i as u piku.",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_face_down_card_is_told_with_the_cards_on_it(lang: str) -> None:
    session = seed(lang)
    answer = session.handle("look row 3 card 5")
    assert [a.text for a in answer] == [COVERED_FACE_DOWN[lang]]
    assert answer[0].card is None  # the face-down card itself is never given
    assert card_name(lang, c("7S")) not in answer[0].text


COVERED_BY_A_HIDDEN_CARD = {
    "en": "Hidden card, row 2 card 3: covered by a hidden card and 7 of spades.",
    "ar": "ورقة مخفية، الصف 2، الورقة 3: تغطيها ورقة مخفية و7 من البستوني.",
    "hr": "Skrivena karta, red 2, karta 3: prekrivaju je skrivena karta i 7 u piku.",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_face_down_card_on_it_is_a_hidden_card(lang: str) -> None:
    session = seed(lang, "kc", "as", "2d")  # the 7 of spades turned up in row 3
    assert texts(session, "look row 2 card 3") == [COVERED_BY_A_HIDDEN_CARD[lang]]
    assert not [name for name in unseen_names(session, lang)
                if name in COVERED_BY_A_HIDDEN_CARD[lang]]


def test_two_face_down_cards_on_it_are_counted() -> None:
    session = seed("en")
    assert texts(session, "look row 2 card 1") == [
        "Hidden card, row 2 card 1: covered by 2 hidden cards."]
    assert texts(seed("hr"), "pogledaj red 2 karta 1") == [
        "Skrivena karta, red 2, karta 1: prekrivaju je 2 skrivene karte."]


# ----- the stock and the waste -----------------------------------------------

STOCK = {
    "en": ("look stock", "Draw pile: 23 cards, face down."),
    "ar": ("انظر كومة السحب", "كومة السحب: 23 ورقة، ووجوهها إلى الأسفل."),
    "hr": ("pogledaj kup", "Kup za izvlačenje: 23 karte, licem prema dolje."),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_looking_at_the_stock_says_how_many_face_down_never_which(lang: str) -> None:
    session = seed(lang)
    line, expected = STOCK[lang]
    answer = session.handle(line)
    assert [a.text for a in answer] == [expected]
    assert answer[0].to_json() == {"event": "info", "text": expected, "stock": 23}
    assert not [name for name in unseen_names(session, lang) if name in expected]


@pytest.mark.parametrize("line", ["look stock", "look draw pile", "look at the draw pile",
                                  "l deck", "look draw"])
def test_every_name_of_the_stock_is_looked_at(line: str) -> None:
    assert texts(seed(), line) == ["Draw pile: 23 cards, face down."]


def test_an_empty_stock_is_said_empty() -> None:
    session = seed("en", *["draw"] * 23)
    assert texts(session, "look stock") == ["The draw pile is empty."]
    assert texts(seed("ar", *["draw"] * 23), "انظر السحب") == ["كومة السحب فارغة."]


WASTE = {
    "en": ("look waste", "Waste pile: ace of clubs on top, nothing under it.",
           "Waste pile: 2 of clubs on top, 2 cards under it."),
    "ar": ("انظر كومة الرمي", "كومة الرمي: في أعلاها آس البرسيم، ولا شيء تحت هذه الورقة.",
           "كومة الرمي: في أعلاها 2 من البرسيم، وتحت هذه الورقة ورقتان."),
    "hr": ("pogledaj odlagalište", "Odlagalište: na vrhu je as u trefu; ispod nema drugih karata.",
           "Odlagalište: na vrhu je 2 u trefu; ispod su još 2 karte."),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_looking_at_the_waste_says_its_top_and_how_many_under_it(lang: str) -> None:
    line, fresh, later = WASTE[lang]
    session = seed(lang)
    answer = session.handle(line)
    assert [a.text for a in answer] == [fresh]
    assert answer[0].card == "AC"
    session.handle("2d")
    session.handle("draw")  # the 2 of clubs: the waste holds AC, 2D, 2C
    assert texts(session, line) == [later]


def test_an_empty_waste_is_said_empty() -> None:
    pyramid = Session(lang="en", code=parse_game_code("PY1-AAAAAIQ"))
    assert texts(pyramid, "look waste") == ["The waste pile is empty."]


WASTE_CARD = {
    "en": ("Ace of clubs is the top card of the waste pile.",
           "Ace of clubs is in the waste pile, under 2 cards."),
    "ar": ("الورقة العليا في كومة الرمي: آس البرسيم.",
           "آس البرسيم في كومة الرمي، وفوق هذه الورقة ورقتان."),
    "hr": ("As u trefu: gornja karta na odlagalištu.",
           "As u trefu: na odlagalištu, ispod 2 karte."),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dealt_waste_card_is_never_said_played(lang: str) -> None:
    session = seed(lang)
    top, under = WASTE_CARD[lang]
    assert texts(session, "look ac") == [top]
    session.handle("2d")
    session.handle("draw")
    assert texts(session, "look ac") == [under]


def test_a_card_played_from_the_peaks_lies_on_the_waste() -> None:
    session = seed("en", "2d", "draw")
    assert texts(session, "look 2d") == ["2 of diamonds is in the waste pile, under 1 card."]
    assert texts(session, "look 2c") == ["2 of clubs is the top card of the waste pile."]


def test_a_pyramid_card_out_of_play_is_said_removed() -> None:
    # A removed Pyramid king leaves the game (not the waste); masculine in Croatian.
    session = Session(lang="hr", code=parse_game_code("PY1-AAAAAAB"))  # K♦ in the bottom row
    session.handle("kd")
    assert texts(session, "look kd") == ["Kralj u karonu: već uklonjen."]


# ----- a row's places, and where a card turned up ------------------------------

BOTTOM_ROW_AFTER_2D = {
    "en": ("row 4", "Bottom row: card 1, 3 of spades; card 2, 5 of spades; card 3, king of "
           "clubs; card 4, 4 of spades; card 6, ace of spades; card 7, king of diamonds; "
           "card 8, 8 of hearts; card 9, 7 of clubs; card 10, 9 of spades."),
    "ar": ("صف 4", "الصف السفلي: الورقة 1، 3 من البستوني؛ الورقة 2، 5 من البستوني؛ الورقة 3، "
           "ملك البرسيم؛ الورقة 4، 4 من البستوني؛ الورقة 6، آس البستوني؛ الورقة 7، ملك الماس؛ "
           "الورقة 8، 8 من القلوب؛ الورقة 9، 7 من البرسيم؛ الورقة 10، 9 من البستوني."),
    "hr": ("red 4", "Donji red: karta 1, 3 u piku; karta 2, 5 u piku; karta 3, kralj u trefu; "
           "karta 4, 4 u piku; karta 6, as u piku; karta 7, kralj u karonu; karta 8, 8 u "
           "hercu; karta 9, 7 u trefu; karta 10, 9 u piku."),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_row_names_each_place_as_the_player_names_it(lang: str) -> None:
    session = seed(lang, "2d")  # place 5 of the bottom row is empty now
    line, expected = BOTTOM_ROW_AFTER_2D[lang]
    assert texts(session, line) == [expected]
    # The place heard is the place that plays: row 4 card 6 is the ace of spades.
    assert session.handle("row 4 card 6")[0].card == "AS"


def test_the_board_keeps_the_rules_pages_layout() -> None:
    # Seed 000 after K♣, A♠, 2♦: the board lists the cards left, without places.
    session = seed("ar", "kc", "as", "2d")
    assert session.handle("لوحة")[0].text == (
        "كومة السحب: 23 ورقة؛ كومة الرمي: 2 من الماس. رؤوس القمم: ورقة مخفية، ورقة مخفية، "
        "ورقة مخفية؛ الصف 2: ورقة مخفية، ورقة مخفية، ورقة مخفية، ورقة مخفية، ورقة مخفية، "
        "ورقة مخفية؛ الصف 3: ورقة مخفية، ورقة مخفية، ورقة مخفية، ورقة مخفية، 7 من البستوني، "
        "ورقة مخفية، ورقة مخفية، ورقة مخفية، ورقة مخفية؛ الصف السفلي: 3 من البستوني، 5 من "
        "البستوني، 4 من البستوني، ملك الماس، 8 من القلوب، 7 من البرسيم، 9 من البستوني.")


def test_a_row_is_said_with_each_run_of_hidden_places_once() -> None:
    session = seed("en", "kc", "as", "2d")
    row = session.handle("row 3")[0]
    assert row.spoken == ("Row 3: cards 1 to 4, 4 hidden cards; card 5, 7 of spades; "
                          "cards 6 to 9, 4 hidden cards.")
    assert row.text.startswith("Row 3: card 1, hidden card; card 2, hidden card;")
    hr = seed("hr", "kc", "as", "2d").handle("red 3")[0]
    assert hr.spoken == ("Red 3: karte od 1 do 4, četiri skrivene karte; karta 5, 7 u piku; "
                         "karte od 6 do 9, četiri skrivene karte.")


REVEALED = {
    "en": "Revealed: 7 of spades, row 3 card 5.",
    "ar": "ورقة مكشوفة جديدة: 7 من البستوني، الصف 3، الورقة 5.",
    "hr": "Otkrivena karta: 7 u piku, red 3, karta 5.",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_revealed_card_is_told_with_its_place(lang: str) -> None:
    session = seed(lang, "kc", "as")
    answer = session.handle("2d")
    assert [a.event for a in answer] == ["removed", "revealed"]
    assert answer[1].text == REVEALED[lang]
    # The place told is the place the player names it by.
    assert session.handle("look row 3 card 5")[0].card == "7S"


# ----- TriPeaks' questions and answers -----------------------------------------

@pytest.mark.parametrize(("lang", "pyramid_word", "words"), [
    ("en", "Pyramid", ("Why can't I play this card?", "any time", "Easy", "Classic", "772",
                       "TP1-E-AAAAAAB")),
    ("ar", "الهرم", ("لماذا لا يمكن لعب هذه الورقة؟", "في أي وقت", "السهلة", "الكلاسيكية", "772",
                     "TP1-E-AAAAAAB")),
    ("hr", "Piramid", ("Zašto ne mogu odigrati ovu kartu?", "u bilo kojem trenutku", "Lako",
                       "Klasično", "772", "TP1-E-AAAAAAB")),
])
def test_tripeaks_has_its_own_questions_and_answers(
        lang: str, pyramid_word: str, words: tuple[str, ...]) -> None:
    answers = texts(seed(lang), {"en": "faq", "ar": "أسئلة", "hr": "pitanja"}[lang])
    assert len(answers) == 6
    assert all(answer.count("?") + answer.count("؟") == 1 for answer in answers)
    joined = " ".join(answers)
    assert pyramid_word not in joined
    assert all(word in joined for word in words)


def test_pyramid_keeps_its_own_questions() -> None:
    pyramid = Session(lang="en", code=parse_game_code("PY1-AAAAAIQ"))
    answers = texts(pyramid, "faq")
    assert len(answers) == 8 and "13" in answers[1]


# ----- Pyramid: a covered card refused with what covers it -----------------------

COVERED_KING = {
    "en": ("kh", "King of hearts is still covered by king of diamonds and 10 of clubs."),
    "ar": ("kh", "لا يمكن ذلك بعد: فوق ملك القلوب ملك الماس و10 من البرسيم."),
    "hr": ("kh", "Kralj u hercu: još ga prekrivaju kralj u karonu i 10 u trefu."),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_covered_king_is_refused_with_the_cards_on_it(lang: str) -> None:
    pyramid = Session(lang=lang, code=parse_game_code("PY1-AAAAAIQ"))
    line, expected = COVERED_KING[lang]
    answer = pyramid.handle(line)
    assert [a.text for a in answer] == [expected]
    assert (answer[0].event, answer[0].reason, answer[0].card) == ("refused", "covered", "KH")


def test_a_covered_pair_card_is_refused_with_the_cards_on_it() -> None:
    pyramid = Session(lang="en", code=parse_game_code("PY1-AAAAAIQ"))
    assert texts(pyramid, "pair 7s 6d") == [
        "6 of diamonds is still covered by 8 of spades and ace of spades."]
    pyramid.handle("errors off")
    assert texts(pyramid, "kh") == ["No."]


# ----- Arabic: a free card agrees with its rank (issue 12) ---------------------------

def test_arabic_free_cards_agree_with_masculine_ranks() -> None:
    session = seed("ar")
    assert texts(session, "انظر ملك البرسيم") == ["ملك البرسيم، الصف السفلي، الورقة 3: متاح للعب."]
    assert texts(session, "انظر 3 من البستوني") == [
        "3 من البستوني، الصف السفلي، الورقة 1: متاحة للعب."]
    pyramid = Session(lang="ar", code=parse_game_code("PY1-AAAAAIQ"))
    free = {a.text.split("،")[0]: a.text for a in pyramid.handle("انظر الصف 7 الورقة 2")}
    assert free == {"شاب القلوب": "شاب القلوب، الصف 7 الورقة 2: متاح."}
    queen = pyramid.handle("انظر الصف 7 الورقة 7")[0].text
    assert queen == "ملكة البرسيم، الصف 7 الورقة 7: متاحة."


@pytest.mark.parametrize("rank", [Rank.ACE, Rank.KING])
def test_no_masculine_card_is_called_free_in_the_feminine(rank: Rank) -> None:
    session = seed("ar")  # the bottom row holds A♠, K♣ and K♦
    free = [session.handle(f"انظر {card_name('ar', Card(rank, suit))}")[0].text
            for suit in Suit if session.game.position_of(Card(rank, suit)) in range(18, 28)]
    assert free
    assert all("متاح للعب" in text and "متاحة" not in text for text in free)


# ----- through the program ------------------------------------------------------

def test_the_program_prints_the_piles_and_places() -> None:
    lines = "look stock\nlook waste\n2d\nrow 4\n"
    done = run_main(["play", "--game", "TP1-E-AAAAAAB", "--jsonl", "--speech", "none"],
                    lines, {**os.environ, "LANG": "C.UTF-8"})
    done.check_returncode()
    printed = [json.loads(line) for line in done.stdout.splitlines()][2:]
    assert printed[0] == {"event": "info", "text": "Draw pile: 23 cards, face down.",
                          "stock": 23}
    assert printed[1]["text"] == "Waste pile: ace of clubs on top, nothing under it."
    assert printed[1]["card"] == "AC"
    assert printed[-1]["text"].startswith("Bottom row: card 1, 3 of spades;")
    assert "card 6, ace of spades" in printed[-1]["text"]


# ----- wording a newcomer found wrong ---------------------------------------

PLAYED_IN_WASTE = {
    "en": "King of clubs is in the waste pile, under 1 card.",
    "ar": None,
    "hr": "Kralj u trefu: na odlagalištu, ispod 1 karte.",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_played_to_the_waste_is_told_where_it_lies(lang: str) -> None:
    # A TriPeaks card played from the peaks is on the waste, under what came after it.
    session = seed(lang, "kc", "as")
    [answer] = texts(session, "look kc")
    expected = PLAYED_IN_WASTE[lang]
    if expected is None:
        assert "كومة الرمي" in answer and "سبق" not in answer
    else:
        assert answer == expected


def test_croatian_masculine_cards_agree() -> None:
    # Kralj, as and dečko are masculine: "odigran", "ga"; dama and the numbers feminine.
    session = Session(lang="hr", code=parse_game_code("PY1-AAAAAAE"))
    assert texts(session, "ks") == ["Kralj u piku: još ga prekrivaju 9 u hercu i 10 u hercu."]


def test_arabic_pyramid_look_says_what_covers_the_card() -> None:
    # «تغطي هذه الورقة X» reads, unvocalised, as "this card covers X": the reverse.
    session = Session(lang="ar", code=parse_game_code("PY1-AAAAAAB"))
    assert texts(session, "look row 6 card 1") == [
        "آس البستوني، الصف 6 الورقة 1: يغطيه ملك الماس و10 من الماس."]


@pytest.mark.parametrize(("draws", "expected"), [
    (22, "كومة السحب: ورقة واحدة، ووجهها إلى الأسفل."),
    (21, "كومة السحب: ورقتان، ووجوههما إلى الأسفل."),
    (0, "كومة السحب: 23 ورقة، ووجوهها إلى الأسفل."),
])
def test_arabic_stock_look_agrees_with_the_count(draws: int, expected: str) -> None:
    session = seed("ar", *["d"] * draws)
    assert texts(session, "انظر كومة السحب") == [expected]
