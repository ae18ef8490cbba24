"""Announcements: the seeds' verbal layout, event sentences, refusals (announcer)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import build_seed_deal

from tripeaks_a11y.announcer import EVENT_NAMES, Announcement, Announcer
from tripeaks_a11y.commands.table import KEYS
from tripeaks_a11y.deals import CodeProblem, DealCodeError, parse_deal_number, parse_game_code
from tripeaks_a11y.games.tripeaks import TriPeaksGame
from tripeaks_a11y.i18n import LANGUAGES, card_name, join_and, t
from tripeaks_a11y.kinds import kind_named
from tripeaks_a11y.values.cards import Card, Rank, Suit, full_deck, parse_card_code
from tripeaks_a11y.values.events import (
    BlockedCardError,
    Drawn,
    Event,
    GameOverError,
    MoveError,
    NothingToUndoError,
    Reason,
    StockEmptyError,
    WrongRankError,
)
from tripeaks_a11y.values.rules import CLASSIC, EASY, VARIANTS, RuleSet

SEED_READOUTS = (Path(__file__).parent / "data" / "seed_readouts.txt").read_text(
    encoding="utf-8").splitlines()
AR_START, AR_AFTER, HR_START, HR_AFTER = SEED_READOUTS
SUIT_SYMBOLS = "♠♥♦♣"
HIDDEN_EN = ", ".join(["hidden card"] * 9)


def c(code: str) -> Card:
    return parse_card_code(code)


def seed_game(rules: RuleSet = EASY) -> TriPeaksGame:
    return TriPeaksGame(build_seed_deal(), rules)


def play_seed_example(game: TriPeaksGame) -> list[Event]:
    events: list[Event] = []
    for code in ("KC", "AS", "2D"):
        events.extend(game.play_card(c(code)))
    return events


def chain_deal() -> list[Card]:
    """A deal won by playing row by row, bottom first, each card one rank up.

    Waste: a king. Bottom row A…10, row 3 J Q K A…6, row 2 7…Q, peak tops K A 2.
    The stock starts and ends with a queen, which fits no bottom-row card, so
    drawing first leaves nothing playable and drawing all 23 blocks the game.
    """
    unused = full_deck()

    def take(rank: int) -> Card:
        card = next(x for x in unused if x.rank == rank)
        unused.remove(card)
        return card

    waste = take(13)
    order = [take((i % 13) + 1) for i in range(28)]  # removal order, ranks A, 2, …
    bottom, row3, row2, row1 = order[:10], order[10:19], order[19:25], order[25:]
    first_queen, last_queen = take(12), take(12)
    stock = [first_queen, *unused, last_queen]
    deal = [*row1, *row2, *row3, *bottom, waste, *stock]
    assert len(deal) == 52 and len(set(deal)) == 52
    return deal


def win_chain(game: TriPeaksGame) -> list[Event]:
    events: list[Event] = []
    for pos in [*range(18, 28), *range(9, 18), *range(3, 9), *range(0, 3)]:
        events.extend(game.play_position(pos))
    return events


# ----- the seeds' verbal layout -------------------------------------------

def test_seed_start_readout_in_croatian_and_arabic() -> None:
    game = seed_game()
    assert Announcer("hr").board.layout(game).text == HR_START
    assert Announcer("ar").board.layout(game).text == AR_START


def test_seed_readout_after_king_ace_two() -> None:
    game = seed_game()
    play_seed_example(game)
    hr = Announcer("hr").board.layout(game)
    assert hr.text == HR_AFTER
    assert hr.text == (
        "Kup za izvlačenje: 23 karte; odlagalište: 2 u karonu. Vrhovi: skrivena karta, "
        "skrivena karta, skrivena karta; red 2: skrivena karta, skrivena karta, skrivena karta, "
        "skrivena karta, skrivena karta, skrivena karta; red 3: skrivena karta, skrivena karta, "
        "skrivena karta, skrivena karta, 7 u piku, skrivena karta, skrivena karta, skrivena karta, "
        "skrivena karta; donji red: 3 u piku, 5 u piku, 4 u piku, kralj u karonu, 8 u hercu, "
        "7 u trefu, 9 u piku.")
    assert Announcer("ar").board.layout(game).text == AR_AFTER
    assert hr.event == "board" and hr.stock == 23


def test_english_readout() -> None:
    game = seed_game()
    assert Announcer("en").board.layout(game).text == (
        "Draw pile: 23 cards; waste pile: ace of clubs. Peak tops: hidden card, hidden card, "
        "hidden card; row 2: " + ", ".join(["hidden card"] * 6) + "; row 3: " + HIDDEN_EN
        + "; bottom row: 3 of spades, 5 of spades, king of clubs, 4 of spades, 2 of diamonds, "
        "ace of spades, king of diamonds, 8 of hearts, 7 of clubs, 9 of spades.")
    play_seed_example(game)
    text = Announcer("en").board.layout(game).text
    assert text.startswith("Draw pile: 23 cards; waste pile: 2 of diamonds. Peak tops: ")
    assert ("; row 3: hidden card, hidden card, hidden card, hidden card, 7 of spades, "
            "hidden card, hidden card, hidden card, hidden card; bottom row: 3 of spades, "
            "5 of spades, 4 of spades, king of diamonds, 8 of hearts, 7 of clubs, "
            "9 of spades.") in text


def test_language_can_change_between_announcements() -> None:
    game = seed_game()
    announcer = Announcer()
    assert announcer.board.layout(game).text.startswith("Draw pile")
    announcer.lang = "hr"
    assert announcer.board.layout(game).text == HR_START


def _one_line_each(a: Announcer, game: TriPeaksGame) -> list[str]:
    """One sentence from each of ``a``'s word-objects."""
    said = [a.board.layout(game), a.odds.over(won=True),
            *a.events.told(game, [Drawn(c("KD"), 22, 500)]),
            a.refusals.which_one([c("5S"), c("5H")]), a.conversation.goodbye(),
            a.answers.no_speech(), a.history.nothing_to_redo(),
            a.saving.resume_offer(None, 3, 100), a.records.player_refused(),
            a.listening.voice_extra_missing(), *a.keys.lines("", KEYS), a.cursor.no_card(),
            a.tutorial.start()]
    return [item.text for item in said]


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_a_language_change_reaches_every_word_object(lang: str) -> None:
    game = seed_game()
    announcer = Announcer(LANGUAGES[0])
    before = _one_line_each(announcer, game)
    announcer.lang = lang
    after = _one_line_each(announcer, game)
    assert after == _one_line_each(Announcer(lang), game)
    assert [b for b, a in zip(before, after, strict=True) if a == b] == []


def test_the_announcer_is_a_composition_not_a_chain_of_mixins() -> None:
    assert len(Announcer.__mro__) <= 4
    announcer = Announcer("en")
    announcer.error_help = False
    assert announcer.refusals.move(WrongRankError(c("KC"))).text == "No."


def test_empty_row_and_empty_stock() -> None:
    game = TriPeaksGame(chain_deal())
    for pos in range(18, 28):
        game.play_position(pos)
    expected = {"en": "; bottom row: empty.", "ar": "؛ الصف السفلي: لا أوراق.",
                "hr": "; donji red: nema karata."}
    for lang, tail in expected.items():
        assert Announcer(lang).board.layout(game).text.endswith(tail)
    game = TriPeaksGame(chain_deal())
    for _ in range(23):
        game.draw()
    starts = {"en": "Draw pile: empty; waste pile: queen of ",
              "ar": "كومة السحب: فارغة؛ كومة الرمي: ملكة ",
              "hr": "Kup za izvlačenje: prazan; odlagalište: dama u "}
    for lang, start in starts.items():
        assert Announcer(lang).board.layout(game).text.startswith(start)


def test_one_row() -> None:
    game = seed_game()
    play_seed_example(game)
    # Each card with its place, which counts the cards played (issue 13, point 4).
    assert Announcer("en").board.row(game, 3).text == (
        "Row 3: card 1, hidden card; card 2, hidden card; card 3, hidden card; card 4, hidden "
        "card; card 5, 7 of spades; card 6, hidden card; card 7, hidden card; card 8, hidden "
        "card; card 9, hidden card.")
    assert Announcer("en").board.row(game, 1).text == (
        "Peak tops: card 1, hidden card; card 2, hidden card; card 3, hidden card.")
    assert Announcer("hr").board.row(game, 4).text == (
        "Donji red: karta 1, 3 u piku; karta 2, 5 u piku; karta 4, 4 u piku; karta 7, kralj u "
        "karonu; karta 8, 8 u hercu; karta 9, 7 u trefu; karta 10, 9 u piku.")
    assert Announcer("ar").board.row(game, 2).text == "الصف 2: " + "؛ ".join(
        f"الورقة {n}، ورقة مخفية" for n in range(1, 7)) + "."
    with pytest.raises(ValueError):
        Announcer().board.row(game, 5)


def test_waste() -> None:
    game = seed_game()
    a = Announcer("en").board.waste(game)
    assert a.text == "Waste pile: ace of clubs. Draw pile: 23 cards."
    assert a.card == "AC" and a.stock == 23
    assert Announcer("hr").board.waste(game).text == (
        "Odlagalište: as u trefu. Kup za izvlačenje: 23 karte.")
    assert Announcer("ar").board.waste(game).text == "كومة الرمي: آس البرسيم. كومة السحب: 23 ورقة."


# ----- moves and score ------------------------------------------------------------

def test_moves_easy_and_classic_follow_the_seed_example() -> None:
    assert Announcer("en").board.moves(seed_game()).text == (
        "You can play: king of clubs, 2 of diamonds, king of diamonds; or draw.")
    assert Announcer("en").board.moves(seed_game(CLASSIC)).text == (
        "You can play: 2 of diamonds; or draw.")
    assert Announcer("hr").board.moves(seed_game()).text == (
        "Možete odigrati: kralja u trefu, 2 u karonu, kralja u karonu; ili izvući kartu.")
    assert Announcer("ar").board.moves(seed_game()).text == (
        "يمكنك لعب: ملك البرسيم، 2 من الماس، ملك الماس؛ أو السحب.")


def test_moves_draw_only_and_none() -> None:
    game = TriPeaksGame(chain_deal())
    game.draw()  # a queen: nothing in the bottom row fits
    assert Announcer("en").board.moves(game).text == "No card can be played; draw."
    for _ in range(22):
        game.draw()
    assert Announcer("en").board.moves(game).text == "No moves."
    assert Announcer("hr").board.moves(game).text == "Nema poteza."


def test_moves_without_stock_but_with_a_play() -> None:
    deal = chain_deal()
    # Put a jack last in the stock: the 10 in the bottom row fits it.
    jack = next(x for x in deal[29:-1] if x.rank == Rank.JACK)
    i = deal.index(jack)
    deal[i], deal[51] = deal[51], deal[i]
    game = TriPeaksGame(deal)
    for _ in range(23):
        game.draw()
    assert Announcer("en").board.moves(game).text == "You can play: 10 of clubs."


def test_score() -> None:
    game = seed_game()
    play_seed_example(game)
    a = Announcer("en").board.score(game)
    assert a.text == "Score 497. Moves 3. Cards left on the peaks: 25."
    assert a.score == 497
    assert Announcer("hr").board.score(game).text == (
        "Bodovi: 497. Potezi: 3. Na vrhovima: 25 karata.")
    assert Announcer("ar").board.score(game).text == (
        "النقاط: 497. الحركات: 3. المتبقي على القمم: 25 ورقة.")


# ----- look -------------------------------------------------------------------------

def test_look_at_an_available_card() -> None:
    game = seed_game()
    assert Announcer("en").board.look(game, 20).text == (
        "King of clubs, bottom row card 3: free to play.")
    # The Arabic adjective agrees with the card: the king is masculine (issue 12).
    assert Announcer("ar").board.look(game, 20).text == (
        "ملك البرسيم، الصف السفلي، الورقة 3: متاح للعب.")
    game.play_card(c("KC"))
    game.play_card(c("AS"))
    a = Announcer("en").board.look(game, 22)
    assert a.text == (
        "2 of diamonds, bottom row card 5: free to play. Playing it frees a hidden card in row 3.")
    assert a.card == "2D"
    assert Announcer("hr").board.look(game, 22).text == (
        "2 u karonu, donji red, karta 5: ništa je ne prekriva. "
        "Ako je odigrate, oslobađa se: skrivena karta u redu 3.")
    assert Announcer("ar").board.look(game, 22).text == (
        "2 من الماس، الصف السفلي، الورقة 5: متاحة للعب. لعبها يحرر: ورقة مخفية في الصف 3.")


def test_look_at_a_face_down_card_reveals_nothing() -> None:
    game = seed_game()
    hidden = game.deal[3]
    # The cards on it are named, face-down ones counted (issue 13, point 3).
    for lang, expected in (("en", "Hidden card, row 2 card 1: covered by 2 hidden cards."),
                           ("ar", "ورقة مخفية، الصف 2، الورقة 1: تغطيها ورقتان مخفيتان."),
                           ("hr", "Skrivena karta, red 2, karta 1: prekrivaju je "
                                  "2 skrivene karte.")):
        a = Announcer(lang).board.look(game, 3)
        assert a.text == expected
        assert a.card is None
        assert card_name(lang, hidden) not in a.text


def test_look_at_a_played_slot() -> None:
    game = seed_game()
    game.play_card(c("KC"))
    assert Announcer("en").board.look(game, 20).text == "Bottom row card 3: already played."
    assert Announcer("hr").board.look(game, 20).text == "Donji red, karta 3: već odigrana."


# ----- events --------------------------------------------------------------------------

def test_seed_example_events() -> None:
    game = seed_game()
    events = play_seed_example(game)
    got = Announcer("en").events.told(game, events)
    assert [a.event for a in got] == ["removed", "removed", "removed", "revealed"]
    assert [a.text for a in got] == [
        "Played king of clubs.", "Played ace of spades.", "Played 2 of diamonds.",
        "Revealed: 7 of spades, row 3 card 5."]
    assert got[0].card == "KC" and got[0].score == 499
    assert got[3].card == "7S"
    hr = [a.text for a in Announcer("hr").events.told(game, events)]
    assert hr[0] == "Odigrano: kralj u trefu."
    assert hr[3] == "Otkrivena karta: 7 u piku, red 3, karta 5."


def test_undo_announcements() -> None:
    game = seed_game()
    game.play_card(c("KC"))
    (undone,) = Announcer("en").events.told(game, game.undo())
    assert undone.event == "undone"
    assert undone.text == "Undone: king of clubs is back in the bottom row. Score 500."
    assert (undone.card, undone.score, undone.stock) == ("KC", 500, 23)
    game.draw()
    drawn_card = game.waste_top
    (hr,) = Announcer("hr").events.told(game, game.undo())
    assert hr.text == (f"Poništeno: {card_name('hr', drawn_card)}. "
                       "Karta je opet u kupu za izvlačenje. Bodovi: 500.")
    assert hr.stock == 23


def test_draw_announcements() -> None:
    game = TriPeaksGame(chain_deal())
    (first,) = Announcer("en").events.told(game, game.draw())
    assert first.event == "drawn" and first.stock == 22 and first.score == 499
    assert first.text == f"Drew {card_name('en', game.waste_top)}. 22 cards left in the draw pile."
    (hr,) = Announcer("hr").events.told(game, game.draw())
    assert hr.text == (f"Izvučeno: {card_name('hr', game.waste_top)}. "
                       "U kupu za izvlačenje ostala je 21 karta.")
    for _ in range(20):
        game.draw()
    last = Announcer("en").events.told(game, game.draw())
    assert [a.event for a in last] == ["drawn", "blocked"]
    assert last[0].text.endswith(". The draw pile is now empty.")
    assert last[1].text == "No more moves possible. Score 477. Say undo or new."
    assert last[1].score == 477


def test_blocked_in_every_language() -> None:
    game = TriPeaksGame(chain_deal())
    events: list[Event] = []
    for _ in range(23):
        events = list(game.draw())
    texts = {lang: Announcer(lang).events.told(game, events)[-1].text for lang in LANGUAGES}
    assert texts["ar"].startswith("لم تعد هناك أي حركة ممكنة.")
    assert texts["hr"].startswith("Nema više mogućih poteza.")


def test_win_with_peak_bonuses() -> None:
    game = TriPeaksGame(chain_deal())
    events = win_chain(game)
    got = Announcer("en").events.told(game, events)
    kinds = [a.event for a in got]
    assert kinds.count("removed") == 28
    assert kinds.count("revealed") == 18
    assert kinds.count("peak_cleared") == 3
    assert kinds[-1] == "won"
    peaks = [a.text for a in got if a.event == "peak_cleared"]
    assert peaks[0].startswith("Left peak cleared: plus 100 points. Score ")
    assert peaks[1].startswith("Middle peak cleared")
    assert peaks[2] == "Right peak cleared: plus 100 points. Score 772."
    assert got[-1].text == "You won! Score 772. 23 cards were left in the draw pile."
    assert (got[-1].score, got[-1].stock) == (772, 23)
    hr = Announcer("hr").events.told(game, events)
    assert hr[-1].text == "Pobjeda! Bodovi: 772. U kupu za izvlačenje ostale su 23 karte."
    assert hr[-2].text == "Uklonjen desni vrh: plus 100 bodova. Bodovi: 772."
    ar = Announcer("ar").events.told(game, events)
    assert ar[-1].text == "فزت! النقاط: 772. بقي في كومة السحب: 23 ورقة."
    assert Announcer("en").board.moves(game).text == "The game is over. Say new to deal again."


def all_announcements(lang: str) -> list[Announcement]:
    """Every kind of announcement the announcer makes, over a won and a blocked game."""
    a = Announcer(lang)
    out: list[Announcement] = []
    game = TriPeaksGame(chain_deal())
    out += [a.board.layout(game), a.board.waste(game), a.board.moves(game), a.board.score(game),
            a.conversation.working()]
    out += [a.board.row(game, r) for r in range(1, 5)]
    out += a.events.told(game, game.draw())
    out += a.events.told(game, game.undo())
    for pos in [*range(18, 28), *range(9, 18), *range(3, 9), *range(0, 3)]:
        out += [a.board.look(game, p) for p in range(28)]
        out += a.events.told(game, game.play_position(pos))
        out += a.events.told(game, game.undo())
        out += a.events.told(game, game.play_position(pos))
        out += [a.board.layout(game), a.board.moves(game)]
    out += [a.board.layout(game), a.board.score(game), a.board.moves(game)]
    game = TriPeaksGame(chain_deal())
    for _ in range(23):
        out += a.events.told(game, game.draw())
    out += [a.board.layout(game), a.board.moves(game), a.board.waste(game)]
    errors: list[MoveError] = [WrongRankError(c("3S")), BlockedCardError(c("7S")),
                               StockEmptyError(), NothingToUndoError()]
    for error_help in (True, False):
        a.error_help = error_help
        out += [a.refusals.move(e) for e in errors]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_announcement_is_plain_words(lang: str) -> None:
    announcements = all_announcements(lang)
    kinds = {a.event for a in announcements}
    assert kinds == set(EVENT_NAMES)
    for a in announcements:
        assert a.event in EVENT_NAMES
        assert a.text.strip()
        for said in (a.text, a.spoken, a.brief, a.full):
            if said is not None:
                assert not any(s in said for s in SUIT_SYMBOLS), said
                assert "\u2068" not in said and "\u2069" not in said


# ----- spoken forms ----------------------------------------------------------------------

SEED_SPOKEN = {  # the seed game after KC, AS, 2D: the rows as said, and row 3 alone
    "en": ("Peak tops: 3 hidden cards; row 2: 6 hidden cards; row 3: 4 hidden cards, "
           "7 of spades, 4 hidden cards; bottom row: 3 of spades",
           "Row 3: cards 1 to 4, 4 hidden cards; card 5, 7 of spades; "
           "cards 6 to 9, 4 hidden cards."),
    # Arabic and Croatian say the counts of cards as words, in the noun's gender (issue 12).
    "ar": ("رؤوس القمم: ثَلَاث أوراق مخفية؛ الصف 2: سِتّ أوراق مخفية؛ الصف 3: "
           "أَرْبَع أوراق مخفية، 7 من البستوني، أَرْبَع أوراق مخفية؛ الصف السفلي: 3 من البستوني",
           "الصف 3: الأوراق من 1 إلى 4، أَرْبَع أوراق مخفية؛ الورقة 5، 7 من البستوني؛ "
           "الأوراق من 6 إلى 9، أَرْبَع أوراق مخفية."),
    "hr": ("Vrhovi: tri skrivene karte; red 2: šest skrivenih karata; red 3: četiri skrivene "
           "karte, 7 u piku, četiri skrivene karte; donji red: 3 u piku",
           "Red 3: karte od 1 do 4, četiri skrivene karte; karta 5, 7 u piku; "
           "karte od 6 do 9, četiri skrivene karte."),
}
SPOKEN_STOCK = {"en": "23 cards", "ar": "ثَلَاث وَعِشْرُون وَرَقَةً", "hr": "dvadeset tri karte"}
"""The draw pile of that board as said."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_board_and_row_say_each_run_of_hidden_cards_as_one_count(lang: str) -> None:
    game = seed_game()
    play_seed_example(game)
    a = Announcer(lang)
    rows, row_3 = SEED_SPOKEN[lang]
    board = a.board.layout(game)
    assert board.spoken is not None and rows in board.spoken
    # Only the rows and the stock count are said otherwise; the last row is as printed.
    head, tail = board.spoken.split(rows)
    assert SPOKEN_STOCK[lang] in head and board.text.endswith(tail)
    assert a.board.row(game, 3).spoken == row_3
    assert a.board.row(game, 4).spoken is None  # no hidden card: the text is said
    assert board.full is None  # at brief the short board is said (tests/test_short_board.py)
    assert board.brief is not None and rows not in board.brief
    assert {key: board.to_json()[key] for key in ("event", "text", "stock", "waste")} == {
        "event": "board", "text": board.text, "stock": 23, "waste": "2D"}  # cards: test_jsonl


def test_one_hidden_card_is_not_a_run() -> None:
    game = TriPeaksGame(chain_deal())
    for pos in range(18, 27):
        game.play_position(pos)  # frees all of row 3 but its last card
    row = Announcer("en").board.row(game, 3)
    assert row.text.endswith(", hidden card.") and row.text.count("hidden") == 1
    assert row.spoken is None


def test_a_pyramid_board_is_said_as_printed() -> None:
    pyramid = kind_named("pyramid")
    assert pyramid is not None
    game = pyramid.new_game(pyramid.deal(1), EASY)
    assert Announcer("en").board.layout(game).spoken is None
    for lang in LANGUAGES:
        assert Announcer(lang).board.row(game, 7).spoken is None
    # Arabic and Croatian word the stock's count, the rest is said as printed.
    for lang, printed, said in (("ar", "24 ورقة", "أَرْبَع وَعِشْرُون وَرَقَةً"),
                                ("hr", "24 karte", "dvadeset četiri karte")):
        board = Announcer(lang).board.layout(game)
        assert printed in board.text and board.spoken == board.text.replace(printed, said)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_brief_says_nothing_after_a_removal_and_full_adds_the_score(lang: str) -> None:
    game = seed_game()
    removed, *_ = Announcer(lang).events.told(game, game.play_card(c("KC")))
    assert removed.event == "removed" and removed.brief == ""
    assert removed.spoken is None
    assert removed.full == f"{removed.text} {t(lang, 'speech-score', score=499)}"
    (drawn,) = Announcer(lang).events.told(game, game.draw())
    assert drawn.brief == card_name(lang, game.waste_top)
    assert drawn.full == f"{drawn.spoken or drawn.text} {t(lang, 'speech-score', score=498)}"
    assert (drawn.spoken is None) is (lang == "en")  # "22 cards" is worded in ar and hr
    assert set(drawn.to_json()) == {"event", "text", "card", "score", "stock"}


def test_a_pyramid_removal_has_the_same_forms() -> None:
    pyramid = kind_named("pyramid")
    assert pyramid is not None
    game = pyramid.new_game(pyramid.deal(1), EASY)
    king = next(card for card in map(game.card_of, game.usable_sources())
                if card is not None and card.rank is Rank.KING)
    (removed,) = Announcer("en").events.told(game, game.remove_king(king))
    assert removed.event == "removed" and removed.brief == ""
    assert removed.full == f"{removed.text} Score {removed.score}."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_only_the_board_rows_removals_and_draws_have_spoken_forms(lang: str) -> None:
    for a in all_announcements(lang):
        if a.event in ("refused", "peak_cleared", "won", "blocked", "revealed", "undone"):
            assert (a.brief, a.full) == (None, None), a  # said alike at every level
            if lang == "en":  # elsewhere a count of cards may be said in words
                assert a.spoken is None, a
        if a.event in ("removed", "drawn"):
            assert a.brief is not None and a.full is not None, a


# ----- refusals --------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "wrong", "blocked", "short"), [
    ("en", "It must be one rank higher or lower.", "This card is blocked.", "No."),
    ("ar", "يجب أن تكون أعلى أو أدنى برتبة واحدة.", "هذه الورقة محجوبة.", "لا."),
    ("hr", "Mora biti za jednu vrijednost viša ili niža.", "Ova je karta blokirana.", "Ne."),
])
def test_refusal_wording(lang: str, wrong: str, blocked: str, short: str) -> None:
    game = seed_game()
    announcer = Announcer(lang)
    with pytest.raises(WrongRankError) as wrong_rank:
        game.play_card(c("3S"))  # 3 of spades on the ace of clubs (the seeds' example)
    with pytest.raises(BlockedCardError) as covered:
        game.play_position(13)
    a = announcer.refusals.move(wrong_rank.value)
    assert (a.event, a.text, a.reason, a.card) == ("refused", wrong, "wrong_rank", "3S")
    assert announcer.refusals.move(covered.value).text == blocked
    announcer.error_help = False
    assert announcer.refusals.move(wrong_rank.value).text == short
    assert announcer.refusals.move(covered.value).text == short
    assert announcer.refusals.move(covered.value).reason == "blocked"


def test_face_down_and_stock_cards_are_refused_alike() -> None:
    deal = build_seed_deal()
    hidden = deal[0]
    in_stock = TriPeaksGame(deal).stock[5]
    # The same card face down in one deal and in the stock of another.
    swapped = list(deal)
    i, j = swapped.index(hidden), swapped.index(in_stock)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    face_down_game, stock_game = TriPeaksGame(deal), TriPeaksGame(swapped)
    assert hidden in stock_game.stock
    for lang in LANGUAGES:
        for error_help in (True, False):
            announcer = Announcer(lang, error_help=error_help)
            with pytest.raises(BlockedCardError) as e1:
                face_down_game.play_card(hidden)
            with pytest.raises(BlockedCardError) as e2:
                stock_game.play_card(hidden)
            with pytest.raises(BlockedCardError) as e3:
                face_down_game.play_card(in_stock)
            first = announcer.refusals.move(e1.value)
            assert first == announcer.refusals.move(e2.value)
            assert first.to_json() == announcer.refusals.move(e2.value).to_json()
            assert first.text == announcer.refusals.move(e3.value).text


def test_other_refusals() -> None:
    announcer = Announcer("en")
    assert announcer.refusals.move(StockEmptyError()).text == "The draw pile is empty."
    assert announcer.refusals.move(NothingToUndoError()).text == "Nothing to undo."
    game = TriPeaksGame(chain_deal())
    win_chain(game)
    with pytest.raises(MoveError) as over:
        game.draw()
    a = announcer.refusals.move(over.value)
    assert a.text == "The game is over. Say new to deal again."
    assert a.reason == Reason.GAME_OVER.value
    assert a.to_json() == {"event": "refused", "text": a.text, "reason": "game_over"}


# ----- game codes ------------------------------------------------------------------------

@pytest.mark.parametrize(("typed", "problem", "text"), [
    ("", CodeProblem.EMPTY, "Say a game code, for example TP1-E-AAAAAAB."),
    ("XX1-E-AAAAAAB", CodeProblem.UNKNOWN_PREFIX,
     "That game code must start with TP1 or PY1, not XX1."),
    ("TP1-X-AAAAAAB", CodeProblem.RULES_LETTER, "After TP1 comes the rules letter E or C, not X."),
    ("TP1", CodeProblem.RULES_LETTER, "After TP1 comes the rules letter E or C."),
    ("TP1-E-AAA", CodeProblem.LETTER_COUNT, "A game code needs 7 letters for the deal, not 3."),
    ("TP1-E-AAAAAA+", CodeProblem.NOT_A_LETTER, "Only letters A to Z make a deal, not +."),
    ("TP1-E-AAAAAAB-X", CodeProblem.UNKNOWN_VARIANT,  # the letters of rules.VARIANTS
     "No variant has this letter: X. The variants are "
     + join_and("en", [variant.letter for variant in VARIANTS]) + "."),
    ("PY1-AAAAAAB-W", CodeProblem.VARIANTS_NOT_FOR_GAME, "Pyramid has no variants: W."),
])
def test_code_problems(typed: str, problem: CodeProblem, text: str) -> None:
    with pytest.raises(DealCodeError) as error:
        parse_game_code(typed)
    assert error.value.problem is problem
    a = Announcer("en").refusals.code(error.value)
    assert (a.event, a.reason, a.text) == ("refused", "bad_code", text)
    for lang in ("ar", "hr"):
        other = Announcer(lang).refusals.code(error.value).text
        assert other and error.value.detail in other


def test_deal_number_out_of_range() -> None:
    with pytest.raises(DealCodeError) as error:
        parse_deal_number("9999999999")
    assert Announcer("en").refusals.code(error.value).text == (
        "Deal numbers go from 0 to 8031810175, not 9999999999.")


def test_every_code_problem_has_wording_in_every_language() -> None:
    for lang in LANGUAGES:
        announcer = Announcer(lang)
        texts = {announcer.refusals.code(DealCodeError(p, "Q")).text for p in CodeProblem}
        assert len(texts) == len(CodeProblem)


# ----- the rest of the API -----------------------------------------------------------------

def test_say_and_card() -> None:
    announcer = Announcer("en")
    a = announcer.words.say("welcome", code="TP1-E-AAAAAAB", rules="easy")
    assert a == Announcement("info", "TriPeaks solitaire. Game code TP1-E-AAAAAAB, Easy rules. "
                                     "Say help for the commands.")
    assert announcer.words.say("goodbye", event="info").to_json() == {"event": "info",
                                                                      "text": "Goodbye."}
    with pytest.raises(KeyError):
        announcer.words.say("no-such-message")
    assert announcer.words.card(Card(Rank.TEN, Suit.HEARTS)) == "10 of hearts"
    assert Announcer("ar").words.card(Card(Rank.ACE, Suit.CLUBS)) == "آس البرسيم"


def test_to_json_leaves_out_unset_keys() -> None:
    a = Announcement("drawn", "Drew 5 of hearts.", card="5H", score=499, stock=22)
    assert a.to_json() == {"event": "drawn", "text": "Drew 5 of hearts.", "card": "5H",
                           "score": 499, "stock": 22}
    assert Announcement("info", "x").to_json() == {"event": "info", "text": "x"}
    assert Announcement("won", "w", score=0, stock=0).to_json() == {
        "event": "won", "text": "w", "score": 0, "stock": 0}


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError):
        Announcer("fr")


def test_say_starts_with_a_capital_letter() -> None:
    assert Announcer("en").words.say("slot-empty", event="refused", row=4, slot=3).text == (
        "Bottom row card 3: already played.")
    assert Announcer("hr").words.say("slot-empty", row=2, slot=1).text == (
        "Red 2, karta 1: već odigrana.")
    assert Announcer("en").words.say("rank-none-available", rank=Rank.ACE).text == (
        "No ace is free now.")


def test_deal_list_problems() -> None:
    announcer = Announcer("en")
    assert announcer.words.say("deal-count", count=51).text == (
        "A deal needs 52 card codes; 51 were given.")
    assert announcer.words.say("deal-unknown", codes="XX, 1Z").text == (
        "These are not card codes: XX, 1Z.")


def test_a_refusal_names_only_a_card_the_player_can_see() -> None:
    # After a win any card may be named, a stock card too: "The game is over" gives no code.
    en = Announcer("en")
    queen = Card(Rank.QUEEN, Suit.DIAMONDS)
    over = en.refusals.move(GameOverError(queen))
    assert (over.reason, over.card) == ("game_over", None) and "queen" not in over.text.lower()
    assert en.refusals.move(BlockedCardError(queen)).card is None
    assert en.refusals.move(WrongRankError(queen)).card == "QD"  # available: on the board, face up
