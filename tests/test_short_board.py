"""The short board for players who know the game (issue 30, point 1).

At ``verbosity brief`` the board printed at each deal and by ``board`` (and
said) is the short one, and ``board short`` asks for it at any verbosity:
the piles first as always, then only the cards that can be played by name,
each run of face-down cards (or Pyramid's covered cards) one count in the
catalog's plural forms, rows with no card left out, and the face-down rows
at the top said together. Read aloud by espeak-ng it takes at most half the
time of the normal board in every language, for both games. No face-down or
stock card is ever named.
"""

from __future__ import annotations

import random
import shutil
import wave
from pathlib import Path

import pytest
from conftest import build_seed_deal
from test_announcer import chain_deal

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.commands import parse
from tripeaks_a11y.games import AnyGame
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.i18n import card_name, join_list, sentence_case, t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.speech.render import render_to_file
from tripeaks_a11y.values.cards import Card, full_deck, parse_card_code
from tripeaks_a11y.values.rules import EASY

DEALS = {"tripeaks": "TP1-E-AAAAAAB", "pyramid": "PY1-AAAAAAB"}
SHORT_WORDS = {"en": ("board short", "b short", "board brief"),
               "ar": ("لوحة مختصرة", "اللوحة مختصرة"),
               "hr": ("ploča kratko", "ploču ukratko")}
FULL_WORDS = {"en": ("board full", "board long"), "ar": ("لوحة كاملة",), "hr": ("ploča puna",)}


def seconds(text: str, lang: str, folder: Path) -> float:
    path = folder / "board.wav"
    render_to_file(text, lang, path, force=True)
    with wave.open(str(path), "rb") as wav:
        return wav.getnframes() / wav.getframerate()


def opening(code: str, lang: str) -> Session:
    return Session(lang=lang, code=parse_code(code))


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng renders the boards")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", DEALS)
def test_the_printed_brief_board_takes_at_most_half_the_time(
        game: str, lang: str, tmp_path: Path) -> None:
    session = opening(DEALS[game], lang)
    board = session.announcer.board.layout(session.game)
    normal, brief = board.printed("normal"), board.printed("brief")
    assert normal == board.text and brief != normal
    assert len(brief) <= len(normal) / 2
    assert seconds(brief, lang, tmp_path) <= seconds(normal, lang, tmp_path) / 2


ROWS_NAMED = {"en": ("Rows 1 to 3", "Rows 1 and 2"), "ar": ("أول 3 صفوف", "أول صفين"),
              "hr": ("Redovi od 1 do 3", "Redovi 1 i 2")}
"""How each language names rows 1 to 3 and rows 1 and 2 (the row numbers the board uses)."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_face_down_rows_at_the_top_are_one_count_naming_its_rows(lang: str) -> None:
    game = TriPeaksGame(build_seed_deal(), EASY)
    words = Announcer(lang).board
    head = t(lang, "board", count=23, waste=card_name(lang, parse_card_code("AC")), rows="X")
    bottom = [card_name(lang, game.card_at(pos)) for pos in range(18, 28)]
    rows = t(lang, "group-separator").join([
        t(lang, "board-top-rows", last=3, whole="hidden", cards=""),
        t(lang, "board-row", row=4, cards=join_list(lang, bottom))])
    assert words.layout(game).brief_text == head.replace("X", rows)
    three, two = ROWS_NAMED[lang]
    assert f". {three} " in words.layout(game).brief_text
    for code in ("KC", "AS", "2D"):  # 2 of diamonds reveals 7 of spades in row 3
        game.play_card(parse_card_code(code))
    short = words.layout(game).brief_text
    assert short is not None
    hidden = t(lang, "speech-hidden-cards", count=4)
    row_3 = t(lang, "board-row", row=3, cards=join_list(
        lang, [hidden, card_name(lang, parse_card_code("7S")), hidden]))
    # rows 1 and 2, whole and face down, are named, not counted as if all hidden cards
    assert f". {two} " in short and t(lang, "group-separator") + row_3 in short
    assert t(lang, "speech-hidden-cards", count=9) not in short


@pytest.mark.parametrize("lang", LANGUAGES)
def test_top_rows_with_a_card_gone_are_named_and_counted(lang: str) -> None:
    """Rows 1 and 2 face down but for a row 2 card already played: their label and the
    count of what is left (the left peak top stays face down under its other row 2 card)."""
    game = TriPeaksGame(gap_deal(), EASY)
    for pos in [*range(18, 28), 9, 10, 3]:  # the bottom row A to 10, J, Q, then K in row 2
        game.play_position(pos)
    short = Announcer(lang).board.layout(game).brief_text
    assert short is not None
    label = t(lang, "board-top-rows", last=2, whole="part",
              cards=t(lang, "speech-hidden-cards", count=8))
    assert ROWS_NAMED[lang][1] in label and f". {label}; " in short.replace("؛", ";")


def gap_deal() -> list[Card]:
    """A deal whose bottom row A to 10, row 3's first two cards (J, Q) and row 2's first
    card (K) are played in that order on a king; the rest in deck order."""
    unused = full_deck()

    def take(rank: int) -> Card:
        card = next(x for x in unused if x.rank == rank)
        unused.remove(card)
        return card

    bottom = [take(rank) for rank in range(1, 11)]
    jack, queen, king, waste = take(11), take(12), take(13), take(13)
    rest = iter(unused)
    row1 = [next(rest) for _ in range(3)]
    row2 = [king, *(next(rest) for _ in range(5))]
    row3 = [jack, queen, *(next(rest) for _ in range(7))]
    return [*row1, *row2, *row3, *bottom, waste, *rest]


def chain_game() -> TriPeaksGame:
    return TriPeaksGame(chain_deal(), EASY)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_empty_rows_are_left_out(lang: str) -> None:
    game = chain_game()
    for pos in range(18, 28):  # the bottom row, A to 10
        game.play_position(pos)
    board = Announcer(lang).board.layout(game)
    bottom_empty = t(lang, "board-row", row=4, cards=t(lang, "row-empty"))
    assert bottom_empty in board.text  # the normal board keeps the rules pages' layout
    assert board.brief_text is not None and t(lang, "row-empty") not in board.brief_text
    assert t(lang, "row-label", row=4) not in board.brief_text
    row_3 = [card_name(lang, game.card_at(pos)) for pos in range(9, 18)]
    assert board.brief_text.endswith(t(lang, "board-row", row=3, cards=join_list(lang, row_3))
                                     + ".")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_hidden_card_is_counted_in_the_singular(lang: str) -> None:
    game = chain_game()
    for pos in [*range(18, 28), *range(9, 18), 3, 4, 5, 6]:  # peak tops 1 and 2 now face up
        game.play_position(pos)
    short = Announcer(lang).board.layout(game).brief_text
    assert short is not None
    one = t(lang, "speech-hidden-cards", count=1)
    tops = [card_name(lang, game.card_at(pos)) for pos in (0, 1)]
    assert sentence_case(t(lang, "board-row", row=1, cards=join_list(lang, [*tops, one]))) in short
    assert one != t(lang, "speech-hidden-cards", count=2)
    assert t(lang, "card-hidden") in one or lang == "hr"  # hr says "1 skrivena karta"


def unseen(game: AnyGame) -> list[str]:
    """The codes of the face-down tableau cards and the stock cards of ``game``."""
    tableau = [game.card_at(pos) for pos in range(len(game.layout.covered_by))
               if not game.is_removed(pos) and not game.is_face_up(pos)]
    return [card.code for card in (*tableau, *game.stock) if isinstance(card, Card)]


def random_move(game: AnyGame, chooser: random.Random) -> bool:
    """One legal move or draw of ``game``, chosen by ``chooser``; False when none is left."""
    if isinstance(game, TriPeaksGame):
        moves: list[tuple[int, ...]] = [(pos,) for pos in game.playable_positions()]
    else:
        moves = list(game.removals())
    choice = chooser.randrange(len(moves) + 1)
    if choice == len(moves):
        if not game.can_draw:
            return False
        game.draw()
    elif isinstance(game, TriPeaksGame):
        game.play_position(moves[choice][0])
    elif len(moves[choice]) == 1:
        game.remove_source(moves[choice][0])
    else:
        game.pair_sources(*moves[choice])
    return True


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_name", DEALS)
def test_no_face_down_or_stock_card_is_ever_named(lang: str, game_name: str) -> None:
    """A game of random moves (seeded): at each state the short board names no
    face-down card and no card of the draw pile."""
    session = opening(DEALS[game_name], lang)
    game = session.game
    chooser = random.Random(30)
    played = 0
    while game.status is Status.PLAYING and played < 80:
        short = session.announcer.board.layout(game, "short").text
        for code in unseen(game):
            assert card_name(lang, parse_card_code(code)) not in short, code
        if not random_move(game, chooser):
            break
        played += 1
    assert played > 10


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", DEALS)
def test_board_short_and_board_full_at_any_verbosity(lang: str, game: str) -> None:
    session = opening(DEALS[game], lang)
    board = session.announcer.board.layout(session.game)
    for line in SHORT_WORDS[lang]:
        assert parse(line, lang=lang).arg == "short"
        (answer,) = session.handle(line)
        assert answer.event == "board" and answer.printed("normal") == board.brief_text
        assert answer.printed("brief") == answer.printed("full") == board.brief_text
    for line in FULL_WORDS[lang]:
        assert parse(line, lang=lang).arg == "full"
        (answer,) = session.handle(line)
        assert answer.printed("brief") == answer.printed("normal") == board.text
