"""The written errors of issue 30 (item 5), as the player reads them in Arabic and Croatian.

A word that agrees with a card takes the card's gender, which is data of the
language's row (``languages.CardGenders``: ar شاب, ملك, آس masculine; hr
kralj, as, dečko masculine), not a branch per message: the Arabic verb before
the cards that cover a card agrees with the first of them («يغطيها ملك
البرسيم»), its pronoun with the card covered («يغطيه»); the alternatives of
a question are joined with أم; hr cards after a verb in the accusative
("Koju kartu: kralja u trefu ili …", "Možete odigrati: kralja …"), after
"zbroj karata" in the genitive ("dame u trefu"), and "pokriven", "slobodan",
"Sada su slobodne" agreeing with the cards. Every answer is the session's.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from conftest import build_seed_deal, run_main

from tripeaks_a11y.i18n import card_gender
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import language
from tripeaks_a11y.records import records_path
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.cards import Card, Joker, Rank, Suit, parse_card_code


def answers(session: Session, *lines: str) -> list[str]:
    """The texts of the answer to the last of ``lines``."""
    texts: list[str] = []
    for line in lines:
        texts = [a.text for a in session.handle(line)]
    return texts


def seed(lang: str) -> Session:
    """The rules pages' deal: bottom row 3s 5s Kc 4s 2d As Kd 8h 7c 9s, ace of clubs up."""
    return Session(lang=lang, deal=build_seed_deal())


def game(lang: str, code: str) -> Session:
    session = Session(lang=lang, code=parse_code(code))
    session.start()
    return session


# ----- the genders are data of the language's row ------------------------------


@pytest.mark.parametrize("lang", ["ar", "hr"])
def test_ace_jack_king_and_joker_are_masculine_the_rest_take_the_word_card(lang: str) -> None:
    genders = {rank: card_gender(lang, Card(rank, Suit.CLUBS)) for rank in Rank}
    masculine = {Rank.ACE, Rank.JACK, Rank.KING}
    assert {rank for rank, gender in genders.items() if gender == "masculine"} == masculine
    assert {genders[rank] for rank in Rank if rank not in masculine} == {"feminine"}
    assert card_gender(lang, Joker()) == "masculine"
    assert card_gender(lang, None) == language(lang).genders.card == "feminine"  # hidden


def test_english_has_no_genders() -> None:
    assert {card_gender("en", Card(rank, Suit.HEARTS)) for rank in Rank} == {"other"}


# ----- Arabic ----------------------------------------------------------------------


def test_arabic_verb_agrees_with_the_first_card_that_covers() -> None:
    session = seed("ar")
    # row 3 card 3 lies under the king of clubs (masculine) and the 4 of spades
    assert answers(session, "look row 3 card 3") == [
        "ورقة مخفية، الصف 3، الورقة 3: يغطيها ملك البرسيم و4 من البستوني."]
    # row 3 card 5 lies under the 2 of diamonds (a number card: feminine)
    assert answers(session, "look row 3 card 5") == [
        "ورقة مخفية، الصف 3، الورقة 5: تغطيها 2 من الماس وآس البستوني."]


def test_arabic_pronoun_agrees_with_the_covered_card() -> None:
    session = game("ar", "PY1-AAAAAAB")
    assert answers(session, "look row 6 card 1") == [
        "آس البستوني، الصف 6 الورقة 1: يغطيه ملك الماس و10 من الماس."]
    # the cursor says the same words
    assert answers(session, "look row 5 card 1")[0].split(": ")[1].startswith(("يغطي", "تغطي"))


def test_arabic_which_one_is_a_question_with_am() -> None:
    assert answers(seed("ar"), "play king") == ["أي ورقة: ملك البرسيم أم ملك الماس؟"]


def test_arabic_covered_and_now_free_agree_with_the_card() -> None:
    session = game("ar", "TP1-E-AAAAAAB-O")
    board = answers(session, "board")[0]
    assert "ملك القلوب (مغطى)" in board and "ملكة البستوني (مغطاة)" in board
    assert "شاب الماس (مغطى)" in board and "4 من القلوب (مغطاة)" in board
    assert "(مغطاة)" not in board.split("ملك القلوب ")[1][:8]
    assert answers(session, "kd", "as")[-1] == "أصبحت متاحة الآن: 7 من القلوب، الصف 3، الورقة 6."


def test_arabic_damaged_records_file_is_kept_not_ordered_kept(tmp_path: Path) -> None:
    path = records_path(tmp_path)
    path.write_bytes(b"SQLite format 3\x00" + os.urandom(4000))
    done = run_main(["--game", "TP1-E-AAAAAAB", "--lang", "ar", "--jsonl", "--data-dir",
                     str(tmp_path)], "score\n")
    texts = [json.loads(line)["text"] for line in done.stdout.splitlines()]
    kept = [text for text in texts if "تالفًا" in text]
    assert kept == [f"كان ملف النتائج تالفًا: حُفظ باسم {path}.broken وبدأ ملف جديد."]


# ----- Croatian --------------------------------------------------------------------


def test_croatian_which_one_and_moves_name_the_cards_in_the_accusative() -> None:
    session = seed("hr")
    assert answers(session, "play king") == ["Koju kartu: kralja u trefu ili kralja u karonu?"]
    assert answers(session, "moves") == [
        "Možete odigrati: kralja u trefu, 2 u karonu, kralja u karonu; ili izvući kartu."]


def test_croatian_sum_names_the_cards_in_the_genitive() -> None:
    session = game("hr", "PY1-AAAAAIQ")
    assert answers(session, "7s qc") == ["Zbroj karata 7 u piku i dame u trefu je 19, a ne 13."]


def test_croatian_freed_cards_agree_in_number_and_gender() -> None:
    session = game("hr", "PY1-AAAAAIQ")
    line = answers(session, "jh 2d", "4h 9c")[0]
    assert line.endswith("Sada su slobodne: 9 u karonu i 8 u piku.")
    session = game("hr", "TP1-E-AAAAAAB-O")
    assert answers(session, "kd", "as")[-1] == "Sada je slobodna: 7 u hercu, red 3, karta 6."


def test_croatian_covered_agrees_with_the_card() -> None:
    board = answers(game("hr", "TP1-E-AAAAAAB-O"), "board")[0]
    assert "kralj u hercu (pokriven)" in board and "dečko u karonu (pokriven)" in board
    assert "as u hercu (pokriven)" in board and "dama u piku (pokrivena)" in board
    assert "4 u hercu (pokrivena)" in board


def test_croatian_free_card_pronoun_agrees_with_the_card() -> None:
    session = seed("hr")
    assert answers(session, "look king of clubs") == [
        "Kralj u trefu, donji red, karta 3: ništa ga ne prekriva."]
    assert answers(session, "look 2 of diamonds") == [
        "2 u karonu, donji red, karta 5: ništa je ne prekriva."]
    assert answers(session, "kd", "look ace of spades") == [
        "As u piku, donji red, karta 6: ništa ga ne prekriva. Ako ga odigrate, oslobađa se: "
        "skrivena karta u redu 3."]


def test_arabic_playing_a_masculine_card_is_said_with_its_pronoun() -> None:
    assert answers(seed("ar"), "kd", "look ace of spades") == [
        "آس البستوني، الصف السفلي، الورقة 6: متاح للعب. لعبه يحرر: ورقة مخفية في الصف 3."]


# ----- the same faults found elsewhere ----------------------------------------------


def test_croatian_pyramid_removals_are_in_the_accusative() -> None:
    session = game("hr", "PY1-AAAAAIQ")
    assert answers(session, "moves") == [
        "Možete ukloniti: dečka u hercu s kartom 2 u karonu, 4 u hercu s kartom 9 u trefu; "
        "ili izvući kartu."]


@pytest.mark.parametrize(("bottom", "chosen"), [
    ("JC QD 2H JS 6C 7D KH", "تم اختيار شاب البرسيم. اختر ورقة تُكمل معه المجموع إلى 13."),
    ("QC QD 2H JS 6C 7D KH", "تم اختيار ملكة البرسيم. اختر ورقة تُكمل معها المجموع إلى 13."),
])
def test_arabic_pyramid_choice_agrees_with_the_card_chosen(bottom: str, chosen: str) -> None:
    from test_cursor import pyramid  # the cursor tests' Pyramid deal with its bottom row

    session = pyramid(bottom, lang="ar")
    assert [a.text for a in session.cursor.play()] == [chosen]


def test_as_typed_in_english_never_plays_another_ace() -> None:
    """Lower-case "as" was read as the Croatian word for any ace: an English player
    typing the code of the ace of spades, as "kc" for the king of clubs, had the
    ace of hearts played when that was the one ace free."""
    from tripeaks_a11y.deals import Game, GameCode

    spades = parse_card_code("AS")
    for number in range(1, 2000):
        session = Session(code=GameCode(Game.TRIPEAKS, number))
        game = session.game
        free = [game.card_of(p) for p in game.playable_positions()]
        if any(c is not None and c.rank == spades.rank for c in free) and spades not in free:
            break
    else:
        pytest.fail("no deal with an ace other than the ace of spades free")
    session.start()
    before = (game.moves, game.waste_top)
    session.handle("as")
    assert (game.moves, game.waste_top) == before  # nothing played
    session.handle("AS")
    assert (game.moves, game.waste_top) == before


def test_a_spaced_code_never_draws_or_plays_another_card() -> None:
    """"a d" drew a card and "play 2 c" played any 2 ("c" dropped): typed with a
    space, a code is that card or nothing."""
    session = Session(code=parse_code("TP1-E-AAAAAAB"))
    session.start()
    game = session.game
    before = (game.moves, game.stock_count, game.waste_top)
    session.handle("a d")  # the ace of diamonds is not free: refused, nothing drawn
    assert (game.moves, game.stock_count, game.waste_top) == before
    session.handle("play 2 c")  # the 2 of diamonds fits, the 2 of clubs is not free
    assert (game.moves, game.stock_count, game.waste_top) == before
    session.handle("play 2 d")
    assert game.moves == 1 and game.waste_top == parse_card_code("2D")


THREE_ACES_FREE = ("2C 4C 5C 6C 8C TC JC QC KC AD 3D 4D 5D 6D 7D 8D 9D TD AH 5S 9C 4S AS 3C "
                   "JD 8H 7C AC 2D QD KD 2H 3H 4H 5H 6H 7H 9H TH JH QH KH 2S 3S 6S 7S 8S 9S "
                   "TS JS QS KS")
"""A deal whose bottom row has the aces of hearts, spades and clubs free on the 2 of diamonds."""


@pytest.mark.parametrize(("reply", "ace"), [
    ("u piku", "AS"), ("piku", "AS"), ("pik", "AS"), ("u hercu", "AH"), ("trefu", "AC")])
def test_croatian_which_ace_is_answered_as_the_question_says_the_suit(
        reply: str, ace: str) -> None:
    """"Koju kartu: asa u hercu, asa u piku ili asa u trefu?" answered "u piku" gave
    the help of "poništi" ("u" is undo's key): the ace's letter A before it was read
    as the English article."""
    session = Session(lang="hr", deal=[parse_card_code(code) for code in THREE_ACES_FREE.split()])
    session.start()
    asked = answers(session, "as")
    assert asked == ["Koju kartu: asa u hercu, asa u piku ili asa u trefu?"]
    session.handle(reply)
    assert session.game.moves == 1 and session.game.waste_top == parse_card_code(ace)


@pytest.mark.parametrize("line", ["s2", "card 2"])
def test_the_suit_first_or_a_place_without_its_row_plays_nothing(line: str) -> None:
    """"s2" (the 2 of spades, suit first) played the 2 of diamonds, the one 2 free;
    "card 2" (a place, no row) did too."""
    session = Session(code=parse_code("TP1-E-AAAAAAB"))
    session.start()
    game = session.game
    before = (game.moves, game.stock_count, game.waste_top)
    session.handle(line)
    assert (game.moves, game.stock_count, game.waste_top) == before
