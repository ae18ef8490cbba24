"""Pyramid played through the session and the program: commands, answers, JSON lines."""

from __future__ import annotations

import json
import os

import pytest
from conftest import run_main
from test_pyramid import make_deal

from tripeaks_a11y.deals import Game, GameCode, encode_number, shuffled_deck
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import Status
from tripeaks_a11y.i18n import card_name, sentence_case, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.cards import Card, parse_card_code
from tripeaks_a11y.values.events import WASTE

WON_BY_HINT = 224  # PY1 deal won by following seed 002's hint, 4 stock cards left


def session(bottom: str = "AC QD 2H JS 6C 7D KH", stock_top: str = "",
            lang: str = "en") -> Session:
    return Session(lang=lang, game=Game.PYRAMID, deal=make_deal(bottom, stock_top))


def texts(s: Session, line: str) -> list[str]:
    return [a.text for a in s.handle(line)]


def test_start_reads_the_pyramid() -> None:
    s = session()
    welcome, board = s.start()
    assert welcome.text == t("en", "pyramid-welcome-explicit")
    assert board.text.startswith("Draw pile: 24 cards; waste pile: empty. Row 1: ")
    assert "row 7: ace of clubs, queen of diamonds, 2 of hearts" in board.text
    assert board.text.endswith("Free: ace of clubs, queen of diamonds, 2 of hearts, jack of "
                               "spades, 6 of clubs, 7 of diamonds, king of hearts.")


def test_pairs_kings_and_scores() -> None:
    s = session()
    (paired,) = s.handle("pair ace of clubs queen of diamonds")
    assert paired.event == "removed" and paired.score == 2
    assert paired.text.startswith(t("en", "pyramid-paired", first="ace of clubs",
                                    second="queen of diamonds", points=2, score=2))
    assert "Now free: " in paired.text  # the row 6 card both covered
    assert s.handle("2h js")[0].score == 4  # two bare cards are a pair
    assert s.handle("row 7 card 5 row 7 card 6")[0].score == 6  # by places
    (king,) = s.handle("remove king of hearts")
    assert king.score == 7 and t("en", "pyramid-points", points=1) in king.text
    assert texts(s, "chain") == [t("en", "pyramid-chain", count=4)]


def test_refusals_name_their_reason() -> None:
    s = session("QC QD AH KS 5C 9D 2S")
    assert texts(s, "pair QC QD") == [sentence_case(t(
        "en", "refused-bad-sum", first="queen of clubs", second="queen of diamonds",
        total=24))]
    assert s.handle("pair KS AH")[0].reason == "bad_sum"
    assert s.handle("pair QC QC")[0].reason == "same_card"
    covered = s.game.deal[20]
    on_it = " and ".join(card_name("en", s.game.deal[p]) for p in s.game.coverers(20))
    assert texts(s, f"pair {covered.code} QC") == [  # the cards on it named (issue 13)
        sentence_case(t("en", "refused-covered-by", card=covered, cards=on_it, count=2))]
    assert s.handle("5c")[0].reason == "not_a_king"
    assert s.handle("pair waste 5c")[0].reason == "waste_empty"
    s.handle("errors off")
    assert texts(s, "pair QC QD") == [t("en", "refused-short")]
    assert s.game.score == 0 and s.game.moves == 0


def test_waste_stands_for_its_top_card() -> None:
    s = session("5C 5D 5H 5S 6C 6D 6H", stock_top="9C 8S")
    s.handle("draw")
    s.handle("draw")
    (paired,) = s.handle("pair 5c waste")
    assert paired.score == 1
    assert t("en", "pyramid-waste-now", card="9 of clubs") in paired.text
    assert texts(s, "waste") == [t("en", "pyramid-waste", waste="9 of clubs", count=22)]


def test_one_undo_after_a_pair_and_restart_deals_the_same_cards() -> None:
    s = session()
    s.handle("pair AC QD")
    (undone,) = s.handle("undo")
    assert undone.event == "undone" and s.game.cards_left == 28 and s.game.score == 0
    s.handle("draw")
    assert texts(s, "restart") == [t("en", "confirm-restart")]
    s.handle("yes")
    assert s.game.deal == tuple(make_deal("AC QD 2H JS 6C 7D KH"))
    assert s.game.stock_count == 24 and s.game.moves == 0


def test_hint_words_and_never_moves() -> None:
    s = session("5C 9D 3H KS 8C 4D 2S")
    before = (s.game.score, s.game.moves, s.game.stock_count)
    assert texts(s, "hint") == [t("en", "pyramid-hint", kind="pair", first="5 of clubs",
                                  second="8 of clubs")]
    assert (s.game.score, s.game.moves, s.game.stock_count) == before
    assert texts(s, "savjet") == [t("en", "pyramid-hint", kind="pair", first="5 of clubs",
                                    second="8 of clubs")]


def test_faq_and_game_specific_commands() -> None:
    s = session(lang="ar")
    assert texts(s, "faq") == [t("ar", f"faq-{n}") for n in range(1, 9)]
    tripeaks = Session(lang="en", code=GameCode(Game.TRIPEAKS, 1))
    assert tripeaks.handle("pair 6h 7c")[0].text == t("en", "pyramid-only")
    assert texts(tripeaks, "faq") == [t("en", f"faq-tripeaks-{n}", cards=tripeaks.game.layout.size)
                                   for n in range(1, 7)]
    assert texts(tripeaks, "chain") == [t("en", "chain-pyramid-only")]


def test_switching_games_and_codes() -> None:
    s = Session(lang="en", code=GameCode(Game.TRIPEAKS, 1))
    s.handle("draw")
    assert texts(s, "game pyramid") == [t("en", "confirm-game", game="pyramid")]
    s.handle("yes")
    assert isinstance(s.game, PyramidGame) and s.code and s.code.game is Game.PYRAMID
    s.handle("new PY1-AAAAAAD")
    assert s.game.deal == tuple(shuffled_deck(3))
    assert texts(s, "code") == [t("en", "pyramid-code", code="PY1-AAAAAAD", number=3)]
    s.handle("new 12")
    assert str(s.code) == "PY1-AAAAAAM"
    s.handle("tripeaks")
    assert not isinstance(s.game, PyramidGame)


def test_bottom_row_is_the_last_row_of_either_game() -> None:
    s = session()
    assert texts(s, "bottom row")[0].startswith("Row 7: card 1, ace of clubs")
    assert s.handle("bottom row 7")[0].event == "removed"  # the king of hearts


def _hint_script(number: int) -> list[str]:
    """The commands of a game that follows the hint to the end, as a player types them."""
    game = PyramidGame(shuffled_deck(number))
    lines: list[str] = []

    def name(source: int) -> str:
        card = game.card_of(source)
        assert isinstance(card, Card)
        return "waste" if source == WASTE else card.code

    while (hint := game.hint()) is not None:
        if hint.kind == "draw":
            lines.append("draw")
            game.draw()
        elif hint.kind == "king":
            lines.append(f"remove {name(hint.sources[0])}")
            game.remove_source(hint.sources[0])
        else:
            lines.append(f"pair {name(hint.sources[0])} {name(hint.sources[1])}")
            game.pair_sources(*hint.sources)
    assert game.status is Status.WON
    return lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_program_plays_a_pyramid_game_to_a_win(lang: str) -> None:
    script = "\n".join(["board", *_hint_script(WON_BY_HINT), "score", "hint"]) + "\n"
    code = f"PY1-{encode_number(WON_BY_HINT)}"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    text = run_main(["--lang", lang, "--game", code], script, env)
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    assert code in lines[0]
    won = [line for line in lines if line.startswith(t(lang, "pyramid-won", score=0,
                                                         count=0)[:12])]
    assert won, lines[-5:]
    assert lines[-1] == t(lang, "hint-none")
    jsonl = run_main(["--lang", lang, "--game", code, "--jsonl"], script, env)
    records = [json.loads(line) for line in jsonl.stdout.splitlines()]
    events = [r["event"] for r in records]
    assert "refused" not in events
    won_record = next(r for r in records if r["event"] == "won")
    assert won_record["stock"] == 4 and 0 < won_record["score"] <= 28
    assert all(r["text"] for r in records)
    removed = [r for r in records if r["event"] == "removed"]
    assert removed and all("card" in r and "score" in r for r in removed)


def test_played_places_and_cards_get_a_plain_answer() -> None:
    s = session()
    s.handle("pair AC QD")
    assert texts(s, "row 7 card 1") == [t("en", "pyramid-look-played", row=7, slot=1)]
    assert texts(s, "pair AC KH") == [sentence_case(t("en", "pyramid-look-played-card",
                                                      card="ace of clubs", rank="ace"))]


@pytest.mark.parametrize("lang", ["en", "ar", "hr"])
def test_a_card_removed_from_the_waste_is_said_removed_not_blocked(lang: str) -> None:
    s = session("5C 5D 5H 5S 6C 6D 6H", stock_top="8S 9C KD", lang=lang)
    s.handle("draw")
    assert s.handle("pair 5c 8s")[0].event == "removed"  # 8 of spades leaves the waste
    gone = sentence_case(t(lang, "pyramid-look-played-card",
                           card=card_name(lang, parse_card_code("8S")), rank="other"))
    blocked = texts(s, "look KD")  # a stock card: the same "blocked" as ever
    for line in ("look 8s", "pair 5d 8s", "pair 8s 5d"):
        assert texts(s, line) == [gone], line
        assert texts(s, line) != blocked
    assert {"en": "already been removed", "ar": "أُزيلت من قبل",
            "hr": "već uklonjena"}[lang] in gone
    s.handle("draw")
    s.handle("draw")  # the king of diamonds, a card the player saw, removed alone
    s.handle("remove waste")
    king = texts(s, "look kd")
    assert king == [sentence_case(t(lang, "pyramid-look-played-card",
                                    card=card_name(lang, parse_card_code("KD")), rank="king"))]
    assert {"en": "already been removed", "ar": "أُزيل من قبل", "hr": "već uklonjen."}[lang] \
        in king[0]


def test_a_king_on_the_waste_goes_by_the_word_waste() -> None:
    s = session("5C 5D 5H 5S 6C 6D 6H", stock_top="KS")
    s.handle("draw")
    (king,) = s.handle("remove waste")
    assert king.event == "removed" and king.card == "KS" and king.score == 0
