"""The card cursor (issue 16, point 1): what each cursor key says and does, with no terminal.

Played through ``Session`` on the rules page's deal TP1-E-AAAAAAB (docs/examples.md:
bottom row 3S 5S KC 4S 2D AS KD 8H 7C 9S, ace of clubs on the waste, 23 cards to
draw) and on Pyramid deals with a chosen bottom row. A play by the cursor is checked
against the typed command on a twin session: the same answers and the same game.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcement, hidden_cards
from tripeaks_a11y.commands import COMMANDS_BY_NAME
from tripeaks_a11y.deals import Game, parse_game_code
from tripeaks_a11y.i18n import card_name
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.cards import parse_card_code

sys.path.insert(0, str(Path(__file__).parent))
from test_pyramid import make_deal  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "examples" / "TP1-E-AAAAAAB.txt"


def tripeaks(lang: str = "en") -> Session:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    session.start()
    return session


def pyramid(bottom: str = "AC QD 2H JS 6C 7D KH", stock_top: str = "",
            lang: str = "en") -> Session:
    session = Session(lang=lang, game=Game.PYRAMID, deal=make_deal(bottom, stock_top))
    session.start()
    return session


def word(lang: str, name: str) -> str:
    """The first word of command ``name`` in ``lang`` (the parser's grammar)."""
    return COMMANDS_BY_NAME[name].words[lang][0]


def said(answer: list[Announcement]) -> list[str]:
    return [a.text for a in answer]


def step(session: Session, direction: str) -> str:
    (line,) = session.cursor.step(direction)
    assert_nothing_hidden(session, line)
    return line.text


def here(session: Session) -> str:
    (line,) = session.cursor.here()
    return line.text


def assert_nothing_hidden(session: Session, line: Announcement) -> None:
    """No face-down or stock card is named, printed or spoken, nor given as a fact."""
    hidden = hidden_cards(session.game)
    for text in (line.text, line.spoken or ""):
        for card in hidden:
            assert card_name(session.lang, card) not in text, (card, text)
    assert line.card is None or parse_card_code(line.card) not in hidden


def state(session: Session) -> tuple[object, ...]:
    g = session.game
    return (tuple(g.is_removed(p) for p in range(28)), tuple(g.is_face_up(p) for p in range(28)),
            g.stock, g.waste, g.score, g.moves, g.status)


def example_lines() -> list[str]:
    return [line.strip() for line in EXAMPLE.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


# ----- where it starts and how it moves ------------------------------------------

def test_it_starts_on_the_first_free_card_of_the_bottom_row() -> None:
    assert here(tripeaks()) == "Bottom row, card 1: 3 of spades, free."


def test_left_and_right_go_along_the_row_and_stop_at_its_ends() -> None:
    s = tripeaks()
    assert step(s, "left") == "End of the row. Bottom row, card 1: 3 of spades, free."
    assert step(s, "right") == "Bottom row, card 2: 5 of spades, free."
    for _ in range(7):
        step(s, "right")
    assert here(s) == "Bottom row, card 9: 7 of clubs, free."
    assert step(s, "right") == "Bottom row, card 10: 9 of spades, free."
    assert step(s, "right") == "End of the row. Bottom row, card 10: 9 of spades, free."


def test_up_and_down_follow_the_covers_and_never_name_a_hidden_card() -> None:
    s = tripeaks()
    step(s, "right")
    step(s, "right")  # bottom row card 3, king of clubs
    assert step(s, "up") == "Row 3, card 2: hidden card, covered by 5 of spades and king of clubs."
    assert step(s, "up") == "Row 2, card 1: hidden card, covered by 2 hidden cards."
    assert step(s, "up") == "Peak tops, card 1: hidden card, covered by 2 hidden cards."
    assert step(s, "up") == ("Nothing above. Peak tops, card 1: hidden card, covered by 2 "
                             "hidden cards.")
    assert step(s, "down").startswith("Row 2, card 1: hidden card")
    assert step(s, "down").startswith("Row 3, card 1: hidden card")
    assert step(s, "down") == "Bottom row, card 1: 3 of spades, free."


def test_down_goes_to_the_waste_then_the_draw_pile_and_up_comes_back() -> None:
    s = tripeaks()
    step(s, "right")  # bottom row card 2
    assert step(s, "down") == "Waste pile: ace of clubs."
    assert step(s, "down") == "Draw pile: 23 cards."
    assert step(s, "down") == "Nothing below. Draw pile: 23 cards."
    assert step(s, "right") == "End of the row. Draw pile: 23 cards."
    assert step(s, "left") == "Waste pile: ace of clubs."
    assert step(s, "left") == "End of the row. Waste pile: ace of clubs."
    assert step(s, "right") == "Draw pile: 23 cards."
    assert step(s, "up") == "Waste pile: ace of clubs."
    assert step(s, "up") == "Bottom row, card 2: 5 of spades, free."  # back where it left


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_first_tab_after_a_deal_says_card_1(lang: str) -> None:
    """The start place is never said, so the first Tab (or Shift+Tab) after a deal, a
    restart or a new game goes to the first (last) free card: card 1 is not skipped."""
    s = tripeaks(lang)
    first = s.announcer.cursor.place(s.game, s.game.available_positions()[0]).text
    assert parse_card_code("3S") == s.game.card_at(s.game.available_positions()[0])
    assert card_name(lang, parse_card_code("3S")) in first
    assert said(s.key("cursor-next")) == [first]
    second = said(s.key("cursor-next"))
    assert second != [first] and card_name(lang, parse_card_code("5S")) in second[0]
    s.handle(word(lang, "restart"))
    s.handle(word(lang, "yes"))
    assert s.game.moves == 0
    assert said(s.key("cursor-next")) == [first]
    s.handle(f"{word(lang, 'new')} TP1-E-AAAAAAB")
    assert s.game.moves == 0
    (last,) = s.key("cursor-previous")
    assert card_name(lang, parse_card_code("9S")) in last.text
    assert said(s.key("cursor-next")) == [first]  # wrapping from the last: card 1 again
    p = pyramid(lang=lang)
    assert card_name(lang, parse_card_code("AC")) in said(p.key("cursor-next"))[0]
    assert card_name(lang, parse_card_code("QD")) in said(p.key("cursor-next"))[0]


def test_next_and_previous_go_over_the_free_cards_and_wrap() -> None:
    s = tripeaks()
    assert step(s, "previous") == "Bottom row, card 10: 9 of spades, free."
    assert step(s, "next") == "Bottom row, card 1: 3 of spades, free."
    assert step(s, "next") == "Bottom row, card 2: 5 of spades, free."
    step(s, "down")
    assert step(s, "next") == "Bottom row, card 1: 3 of spades, free."  # from a pile: the first


def test_every_place_said_names_no_hidden_card() -> None:
    for lang in LANGUAGES:
        s = tripeaks(lang)
        for direction in ("up", "right", "right", "down", "left", "up", "up", "right", "up",
                          "next", "down", "down", "down", "up", "up", "up", "up", "right"):
            step(s, direction)  # step() checks each line against hidden_cards


def test_an_unknown_direction_is_an_error() -> None:
    with pytest.raises(ValueError):
        tripeaks().cursor.step("sideways")


# ----- playing by the cursor is the typed command -----------------------------------

def test_a_play_by_the_cursor_is_the_typed_play_and_the_cursor_stays() -> None:
    by_key, typed = tripeaks(), tripeaks()
    step(by_key, "right")
    step(by_key, "right")
    answer = by_key.cursor.play()
    assert said(answer) == said(typed.handle("play row 4 card 3")) == ["Played king of clubs."]
    assert state(by_key) == state(typed)
    assert here(by_key) == "Bottom row, card 3: already played."
    assert by_key.cursor.play()[0].text == "No card here."
    assert state(by_key) == state(typed)  # nothing changed
    assert step(by_key, "right") == "Bottom row, card 4: 4 of spades, free."
    assert step(by_key, "left") == "Bottom row, card 2: 5 of spades, free."  # played one skipped


def test_a_refused_play_is_the_typed_refusal() -> None:
    by_key, typed = tripeaks(), tripeaks()
    assert said(by_key.cursor.play()) == said(typed.handle("play row 4 card 1"))
    assert by_key.cursor.play()[0].event == "refused"
    assert state(by_key) == state(typed)
    step(by_key, "up")  # a face-down card: refused, never named
    answer = by_key.cursor.play()
    assert said(answer) == said(typed.handle("play row 3 card 1"))
    assert_nothing_hidden(by_key, answer[0])


def test_the_draw_pile_draws_and_the_waste_refuses() -> None:
    by_key, typed = tripeaks(), tripeaks()
    step(by_key, "down")
    refused = by_key.cursor.play()
    assert refused[0].event == "refused"
    assert said(refused) == ["The waste card cannot be played: move to a card, or to the "
                             "draw pile to draw."]
    step(by_key, "down")
    assert said(by_key.cursor.play()) == said(typed.handle("draw"))
    assert state(by_key) == state(typed)
    assert here(by_key) == "Draw pile: 22 cards."
    assert by_key.handle("repeat")[0].text == said(typed.handle("repeat"))[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_example_game_played_by_the_cursor_is_the_typed_game(lang: str) -> None:
    """The rules page's 50 actions: a card found with next and played with the play key,
    a draw on the draw pile; every answer is the typed command's, to the win."""
    by_key, typed = tripeaks(lang), tripeaks(lang)
    for line in example_lines():
        if line == "draw":
            for _ in range(8):  # down to the draw pile (its line has the count as a fact)
                if by_key.cursor.step("down")[0].stock is not None:
                    break
        else:
            code = parse_card_code(line).code
            for _ in range(28):
                if by_key.cursor.step("next")[0].card == code:
                    break
            else:
                pytest.fail(f"{line} is not a free card")
        assert said(by_key.cursor.play()) == said(typed.handle(line)), line
        assert state(by_key) == state(typed), line
    assert typed.game.is_over and by_key.game.score == 750
    (none_free,) = by_key.cursor.step("next")
    assert none_free.text == typed.announcer.cursor.no_free(typed.game).text
    if lang == "en":
        assert none_free.text == "No free card. Draw pile: 1 card."


def test_a_new_deal_puts_the_cursor_back_at_the_start() -> None:
    s = tripeaks()
    step(s, "right")
    step(s, "right")
    s.cursor.play()  # king of clubs
    step(s, "down")
    assert here(s) == "Waste pile: king of clubs."
    s.handle("restart")
    s.handle("yes")
    assert here(s) == "Bottom row, card 1: 3 of spades, free."
    step(s, "right")
    s.handle("new TP1-E-AAAAAAC")
    assert here(s).startswith("Bottom row, card 1: ")


# ----- the three languages --------------------------------------------------------

def test_arabic_says_the_places_in_the_boards_words() -> None:
    s = tripeaks("ar")
    assert here(s) == "الصف السفلي، الورقة 1: 3 من البستوني، متاحة."
    step(s, "right")
    step(s, "right")
    assert step(s, "up") == "الصف 3، الورقة 2: ورقة مخفية، تغطيها 5 من البستوني وملك البرسيم."
    assert step(s, "up") == "الصف 2، الورقة 1: ورقة مخفية، تغطيها ورقتان مخفيتان."
    assert step(s, "up").startswith("رؤوس القمم، الورقة 1: ")
    assert step(s, "up").startswith("لا شيء في الأعلى. رؤوس القمم، الورقة 1: ")
    s.handle("draw")
    for _ in range(5):
        step(s, "down")
    assert here(s) == "كومة السحب: 22 ورقة."
    (line,) = s.cursor.here()
    assert line.spoken is not None and "22" not in line.spoken  # the count said as words


def test_croatian_says_the_places_in_the_boards_words() -> None:
    s = tripeaks("hr")
    assert here(s) == "Donji red, karta 1: 3 u piku, slobodna."
    step(s, "right")
    assert step(s, "right") == "Donji red, karta 3: kralj u trefu, slobodan."
    assert step(s, "up") == ("Red 3, karta 2: skrivena karta, prekrivaju je 5 u piku i "
                             "kralj u trefu.")
    first = "Red 3, karta 1: skrivena karta, prekrivaju je 3 u piku i 5 u piku."
    assert step(s, "left") == first
    assert step(s, "left") == f"Kraj reda. {first}"
    for _ in range(2):
        step(s, "down")
    assert here(s) == "Odlagalište: as u trefu."
    assert said(s.cursor.play())[0].startswith("Karta s odlagališta ne može se odigrati")


# ----- Pyramid: kings, a chosen card, pairs -------------------------------------------

def test_pyramid_starts_on_the_bottom_row_and_says_covered_cards_by_name() -> None:
    s = pyramid()
    assert here(s) == "Row 7, card 1: ace of clubs, free."
    assert step(s, "up").startswith("Row 6, card 1: ")
    assert " covered by ace of clubs and queen of diamonds." in here(s)


def test_pyramid_a_king_is_removed_as_typed() -> None:
    by_key, typed = pyramid(), pyramid()
    assert step(by_key, "previous") == "Row 7, card 7: king of hearts, free."
    assert said(by_key.cursor.play()) == said(typed.handle("remove row 7 card 7"))
    assert state(by_key) == state(typed) and by_key.game.score == 1


def test_pyramid_a_pair_is_chosen_then_played_as_typed() -> None:
    by_key, typed = pyramid(), pyramid()
    (chosen,) = by_key.cursor.play()
    assert chosen.text == "Chosen: ace of clubs. Choose a card that makes 13 with it."
    assert state(by_key) == state(typed)  # nothing played yet
    assert by_key.cursor.play()[0].text == "Choice dropped."
    by_key.cursor.play()
    step(by_key, "right")
    assert said(by_key.cursor.play()) == said(typed.handle("pair row 7 card 1 row 7 card 2"))
    assert state(by_key) == state(typed) and by_key.game.score == 2
    assert here(by_key) == "Row 7, card 2: already removed."


def test_pyramid_a_refused_pair_is_the_engines_refusal() -> None:
    by_key, typed = pyramid(), pyramid()
    by_key.cursor.play()  # ace of clubs
    step(by_key, "right")
    step(by_key, "right")  # 2 of hearts
    answer = by_key.cursor.play()
    assert said(answer) == said(typed.handle("pair row 7 card 1 row 7 card 3"))
    assert answer[0].event == "refused"
    assert state(by_key) == state(typed)
    assert by_key.cursor.play()[0].text.startswith("Chosen: 2 of hearts.")  # choice was spent


def test_pyramid_the_waste_top_is_a_card_of_a_pair() -> None:
    by_key, typed = pyramid(stock_top="6S"), pyramid(stock_top="6S")
    step(by_key, "down")
    assert here(by_key) == "Waste pile: empty."
    assert by_key.cursor.play()[0].text == "No card here."
    step(by_key, "down")
    assert said(by_key.cursor.play()) == said(typed.handle("draw"))
    step(by_key, "up")
    assert here(by_key) == "Waste pile: 6 of spades."
    by_key.cursor.play()  # 6 of spades chosen
    step(by_key, "up")  # back to row 7, card 1
    for _ in range(5):
        step(by_key, "right")
    assert here(by_key) == "Row 7, card 6: 7 of diamonds, free."
    assert said(by_key.cursor.play()) == said(typed.handle("pair waste row 7 card 6"))
    assert state(by_key) == state(typed)


def test_pyramid_in_arabic_and_croatian() -> None:
    ar, hr = pyramid(lang="ar"), pyramid(lang="hr")
    assert here(ar) == "الصف 7، الورقة 1: آس البرسيم، متاح."
    assert said(ar.cursor.play()) == ["تم اختيار آس البرسيم. اختر ورقة تُكمل معه المجموع إلى 13."]
    assert said(ar.cursor.play()) == ["تم إلغاء الاختيار."]
    assert here(hr) == "Red 7, karta 1: as u trefu, slobodan."
    assert said(hr.cursor.play()) == ["Odabrana je karta as u trefu. Odaberite kartu koja s "
                                       "njom daje 13."]
    step(hr, "right")
    typed = pyramid(lang="hr")
    assert said(hr.cursor.play()) == said(typed.handle("par red 7 karta 1 red 7 karta 2"))
    assert hr.game.score == typed.game.score == 2
