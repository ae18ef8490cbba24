"""Variant codes per game, the unknown-variant message from the table, records per variant.

Issue 17 (steps 7, 8 and 4): a Pyramid code refuses a variant segment
(Pyramid has one rule set; docs/rules.md "Variants" are TriPeaks rules), and
which code formats take variants is data (``deals.Game.variants``); the
``code-unknown-variant`` message lists the letters of ``rules.VARIANTS``, so
a new row is named by itself; and the records keep each variant's results
apart from the plain rules' (best results, first wins, best scores, streaks),
naming the variants in the ``stats`` and ``records`` titles. The session
tests play real games through ``Session`` on a real SQLite store in a
temporary folder.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import run_main
from test_records_play import winning_line

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.deals import (
    GAMES,
    CodeProblem,
    DealCodeError,
    Game,
    GameCode,
    parse_code_or_number,
    parse_game_code,
)
from tripeaks_a11y.games.tripeaks import Status
from tripeaks_a11y.i18n import join_and, t
from tripeaks_a11y.kinds import kind_named, parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.records import GameInfo, Progress, Records, RecordStore, queries, records_path
from tripeaks_a11y.session import Session
from tripeaks_a11y.values import rules as rules_module
from tripeaks_a11y.values.rules import Variant, rule_set

LANGS = LANGUAGES
PLAIN = "TP1-E-AAAAAAC"  # deal 2: the hints win it, plain and with each variant below
EMPTY_WASTE = "TP1-E-AAAAAAC-W"


def texts(session: Session, line: str) -> list[str]:
    return [a.text for a in session.handle(line)]


# ----- Pyramid codes refuse variant letters -------------------------------------------------


@pytest.mark.parametrize(("typed", "letters"), [
    ("PY1-AAAAAAB-W", "W"), ("py1 aaaaaab o", "O"), ("PY1AAAAAABDW", "DW"),
    ("PY1-AAAAAAB-X", "X"),  # no variant at all: still "Pyramid has none", not "no such letter"
    ("PY1-AAAAAAB-WW", "WW"),
])
def test_a_pyramid_code_with_variants_is_refused(typed: str, letters: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_game_code(typed)
    assert caught.value.problem is CodeProblem.VARIANTS_NOT_FOR_GAME
    assert caught.value.detail == letters and caught.value.game is Game.PYRAMID
    # The same deal without the segment is the one Pyramid deal it always was.
    assert parse_game_code(typed.removesuffix(letters.lower()).removesuffix(letters)) == \
        GameCode(Game.PYRAMID, 1)


def test_tripeaks_codes_keep_their_variants() -> None:
    assert str(parse_game_code("tp1 c aaaaaab wo")) == "TP1-C-AAAAAAB-OW"


def test_which_games_take_variants_is_a_field_of_the_code_format() -> None:
    # The same reading code, told otherwise by the row alone.
    lenient = replace(Game.PYRAMID, variants=True)
    assert parse_game_code("PY1-AAAAAAB-W", (lenient,)).variants == "W"
    strict = replace(Game.TRIPEAKS, variants=False)
    with pytest.raises(DealCodeError) as caught:
        parse_game_code("TP1-E-AAAAAAB-W", (strict, *GAMES[1:]))
    assert caught.value.problem is CodeProblem.VARIANTS_NOT_FOR_GAME
    assert [game.prefix for game in GAMES if game.variants] == ["TP1"]


def test_a_pyramid_deal_number_never_takes_the_rules_variants() -> None:
    rules = rule_set(None, "W")
    assert parse_code_or_number("5", Game.PYRAMID, rules) == GameCode(Game.PYRAMID, 5)
    assert str(parse_code_or_number("5", Game.TRIPEAKS, rules)) == "TP1-E-AAAAAAF-W"
    pyramid = kind_named("pyramid")
    assert pyramid is not None and str(pyramid.code(5, rules)) == "PY1-AAAAAAF"


@pytest.mark.parametrize("lang", LANGS)
def test_the_refusal_is_worded_in_every_language(lang: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_game_code("PY1-AAAAAAB-DW")
    said = Announcer(lang).refusals.code(caught.value)
    assert (said.event, said.reason) == ("refused", "bad_code")
    assert "DW" in said.text
    assert said.text == t(lang, "code-variants-not-for-game", game="pyramid", detail="DW")
    # It is not the unknown-letter message: those letters are variants, of TriPeaks.
    unknown = t(lang, "code-unknown-variant", detail="DW", letters="D")
    assert said.text != unknown
    assert Announcer("en").refusals.code(caught.value).text == "Pyramid has no variants: DW."


@pytest.mark.parametrize("lang", LANGS)
def test_the_letters_are_echoed_safely(lang: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_game_code("PY1-AAAAAAB-" + "Q" * 3_000)
    said = Announcer(lang).refusals.code(caught.value).text
    assert len(said) < 200 and "QQQQ" in said
    assert all(ch.isprintable() for ch in said)


@pytest.mark.parametrize("lang", LANGS)
def test_new_with_a_pyramid_variant_code_is_refused_and_the_game_goes_on(lang: str) -> None:
    session = Session(lang=lang, code=parse_code("PY1-AAAAAAD"))
    session.start()
    board = texts(session, "board")
    answer = session.handle("new PY1-AAAAAAB-W")
    assert [(a.event, a.reason) for a in answer] == [("refused", "bad_code")]
    assert answer[0].text == t(lang, "code-variants-not-for-game", game="pyramid",
                               detail="W")
    assert session.code == GameCode(Game.PYRAMID, 3) and texts(session, "board") == board
    # The code without the segment deals as always.
    session.handle("new PY1-AAAAAAB")
    assert session.code == GameCode(Game.PYRAMID, 1)


def test_pyramid_from_a_variant_game_deals_codes_without_variants() -> None:
    session = Session(lang="en", code=parse_code(EMPTY_WASTE))
    session.start()
    session.handle("game pyramid")
    assert session.kind.name == "pyramid" and session.code is not None
    assert session.code.variants == ""
    session.handle("new 5")
    assert str(session.code) == "PY1-AAAAAAF"
    assert "PY1-AAAAAAF" in texts(session, "code")[0]
    # Back to TriPeaks: a bare number is a deal under the rules kept for it.
    session.handle("new TP1-E-AAAAAAB-W")
    session.handle("new 7")
    assert str(session.code) == "TP1-E-AAAAAAH-W"


def test_the_program_refuses_such_a_code_on_the_command_line() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    done = run_main(["--lang", "en", "--game", "PY1-AAAAAAB-W"], "", env)
    assert done.returncode == 2
    assert "Pyramid has no variants: W." in done.stderr


def _store_game(path: Path, code: str, result: str | None, kind: str = "pyramid") -> None:
    """A game of ``code`` written to the store as an older version could have."""
    store = RecordStore.open(path)
    try:
        info = GameInfo(player="sam", kind=kind, rules=kind, variants="", scoring=kind,
                        deal=1, code=code, daily=None, started=1.0)
        progress = Progress(cards_left=27, moves=1, score=1, actions=("draw",))
        game_id = store.start_game(info, progress)
        if result is not None:
            store.finish(game_id, result, progress)
    finally:
        store.close()


def test_a_saved_pyramid_code_with_variants_is_not_offered_and_breaks_nothing(
        tmp_path: Path) -> None:
    path = records_path(tmp_path)
    _store_game(path, "PY1-AAAAAAB-W", None)
    records = Records.open(path, "sam")
    session = Session(lang="en", records=records, resume_offer=True)
    opening = session.start()
    assert not any("PY1-AAAAAAB-W" in a.text for a in opening)
    assert opening[0].text.startswith("TriPeaks solitaire.")  # the welcome, no question
    assert texts(session, "yes")[0] == t("en", "nothing-to-confirm")
    records.close()
    # The same game under a code that reads is offered, as any saved game is.
    _store_game(path, "PY1-AAAAAAB", None)
    reopened = Records.open(path, "sam")
    again = Session(lang="en", records=reopened, resume_offer=True)
    assert again.start()[0].text == t("en", "saving-offer", code="PY1-AAAAAAB", moves=1,
                                      score=1)
    reopened.close()


def test_a_finished_pyramid_game_with_variants_is_still_listed(tmp_path: Path) -> None:
    path = records_path(tmp_path)
    _store_game(path, "PY1-AAAAAAB-W", "blocked")
    records = Records.open(path, "sam")
    session = Session(lang="en", code=parse_code("PY1-AAAAAAB"), records=records)
    said = texts(session, "records")
    assert said[1] == t("en", "records-game", title="Pyramid", number=1,
                        result=t("en", "records-left", count=27), score=1)
    records.close()


# ----- code-unknown-variant lists the table's letters --------------------------------------


@pytest.fixture
def extra_row(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """rules.VARIANTS with one more row for the test only: ``Z``."""
    row = Variant("Z", "zed", lambda rules: replace(rules, dealt_waste=0))
    monkeypatch.setattr(rules_module, "VARIANTS", (*rules_module.VARIANTS, row))
    yield "Z"


@pytest.mark.parametrize("lang", LANGS)
def test_the_unknown_variant_message_names_every_row(lang: str, extra_row: str) -> None:
    letters = [variant.letter for variant in rules_module.VARIANTS]
    assert extra_row in letters and len(letters) >= 4
    with pytest.raises(DealCodeError) as caught:
        parse_game_code("TP1-E-AAAAAAB-X")
    assert caught.value.problem is CodeProblem.UNKNOWN_VARIANT
    said = Announcer(lang).refusals.code(caught.value).text
    assert said.endswith(join_and(lang, letters) + ".")
    assert said.startswith(t(lang, "code-unknown-variant", detail="X", letters="")[:12])
    # The new row's letter now reads as a variant.
    assert parse_game_code("TP1-E-AAAAAAB-Z").variants == "Z"


def test_the_english_message_without_a_new_row() -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_game_code("TP1-E-AAAAAAB-OQ")
    said = Announcer("en").refusals.code(caught.value).text
    letters = [variant.letter for variant in rules_module.VARIANTS]
    assert {"D", "O", "W"} <= set(letters)
    assert said == "No variant has this letter: Q. The variants are " + ", ".join(
        letters[:-1]) + " and " + letters[-1] + "."


# ----- records per variant ------------------------------------------------------------------


def play(session: Session, code: str) -> list[str]:
    """Deal ``code`` and win it by the hints' line; the texts of the last answer."""
    session.handle(f"new {code}")
    assert str(session.code) == code
    answer: list[str] = []
    for line in winning_line(code):
        answer = texts(session, line)
    assert session.game.status is Status.WON
    return answer


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    opened = Records.open(records_path(tmp_path), "ana")
    yield opened
    opened.close()


def title(lang: str, variants: str = "") -> str:
    names = join_and(lang, [t(lang, f"variant-name-{letter}") for letter in variants])
    return t(lang, "records-title-rules", game="tripeaks", rules="easy",
             variants=names or "none")


def test_the_titles_name_the_variants_in_english() -> None:
    assert title("en") == "TriPeaks, Easy rules"
    assert title("en", "W") == "TriPeaks, Easy rules with empty waste"
    assert title("en", "OW") == "TriPeaks, Easy rules with open peaks and empty waste"


@pytest.mark.parametrize("lang", LANGS)
def test_a_variant_win_and_a_plain_win_are_kept_apart(lang: str, records: Records) -> None:
    session = Session(lang=lang, records=records)
    session.player = "ana"
    won_w = play(session, EMPTY_WASTE)
    w_moves, w_score = len(winning_line(EMPTY_WASTE)), session.game.score
    assert won_w[-1] == t(lang, "records-first-win", number=2)
    won_plain = play(session, PLAIN)
    plain_moves, plain_score = len(winning_line(PLAIN)), session.game.score
    # The variant's win does not make the plain rules' win a second one.
    assert won_plain[-1] == t(lang, "records-first-win", number=2)
    assert (w_moves, w_score) != (plain_moves, plain_score)
    # records: the last games name the variants in force; the deal's record is the plain one's.
    said = texts(session, "records")
    won = {moves: t(lang, "records-won", moves=moves) for moves in (w_moves, plain_moves)}
    assert said[1:3] == [
        t(lang, "records-game", title=title(lang), number=2, result=won[plain_moves],
          score=plain_score),
        t(lang, "records-game", title=title(lang, "W"), number=2, result=won[w_moves],
          score=w_score),
    ]
    assert said[3:] == [t(lang, "records-deal-yours", number=2, result=won[plain_moves],
                          score=plain_score)]
    # stats: one game each, titled with its variants.
    stats_plain = texts(session, "stats")
    assert stats_plain[0] == t(lang, "records-stats-you", title=title(lang), played=1, won=1,
                               percent=100, streak=1, best=1)
    session.handle(f"new {EMPTY_WASTE}")
    stats_w = texts(session, "stats")
    assert stats_w[0] == t(lang, "records-stats-you", title=title(lang, "W"), played=1,
                           won=1, percent=100, streak=1, best=1)
    assert t(lang, "variant-name-W") in stats_w[0]
    assert texts(session, "records")[-1] == t(lang, "records-deal-yours", number=2,
                                              result=won[w_moves], score=w_score)


def test_the_store_keeps_the_variant_letters(tmp_path: Path, records: Records) -> None:
    session = Session(lang="en", records=records)
    play(session, EMPTY_WASTE)
    play(session, PLAIN)
    with sqlite3.connect(records_path(tmp_path)) as connection:
        rows = connection.execute(
            "SELECT code, variants, result FROM games ORDER BY id").fetchall()
    assert rows == [(EMPTY_WASTE, "W", "won"), (PLAIN, "", "won")]


def _seed(records: Records, variants: str, result: str, score: int, deal: int,
          player: str = "ana", cards_left: int = 0, moves: int = 40) -> int:
    """A finished TriPeaks Easy game of ``deal`` under ``variants``; its id."""
    assert records.store is not None
    info = GameInfo(player=player, kind="tripeaks", rules="easy", variants=variants,
                    scoring="tripeaks", deal=deal, code=None, daily=None, started=1.0)
    progress = Progress(cards_left=cards_left, moves=moves, score=score, seconds=60.0)
    game_id = records.store.start_game(info, progress)
    records.store.finish(game_id, result, progress)
    return game_id


def _feat(records: Records, game_id: int) -> str | None:
    assert records.store is not None
    found = queries.feat_of(records.store.connection, game_id)
    return None if found is None else found.name


def test_a_variant_s_score_never_blocks_the_plain_best_score(records: Records) -> None:
    _seed(records, "", "blocked", 500, deal=3, cards_left=4)
    _seed(records, "W", "blocked", 900, deal=4, cards_left=2)
    assert _feat(records, _seed(records, "", "blocked", 600, deal=5, cards_left=6)) == \
        "best-score"
    assert _feat(records, _seed(records, "W", "blocked", 800, deal=6, cards_left=6)) is None
    assert _feat(records, _seed(records, "W", "blocked", 950, deal=7, cards_left=6)) == \
        "best-score"
    assert _feat(records, _seed(records, "", "blocked", 550, deal=8, cards_left=6)) is None


def test_a_variant_s_results_never_count_toward_the_plain_deal_record(
        records: Records) -> None:
    _seed(records, "OW", "won", 900, deal=9, player="bob", moves=20)
    plain = _seed(records, "", "won", 700, deal=9, moves=45)
    assert _feat(records, plain) == "first-win"
    assert records.store is not None
    key = queries.DealKey("tripeaks", "easy", "", 9)
    best = queries.best_for_deal(records.store.connection, key)
    assert best is not None and best.id == plain


def test_streaks_and_counts_are_per_variant(records: Records) -> None:
    for variants, result in [("", "won"), ("D", "blocked"), ("", "won"), ("D", "won"),
                             ("DW", "won"), ("", "won")]:
        _seed(records, variants, result, 500, deal=11, cards_left=0 if result == "won" else 3)
    assert records.store is not None
    connection = records.store.connection
    plain = queries.stats(connection, "tripeaks", "easy", "", "ana")
    draw = queries.stats(connection, "tripeaks", "easy", "D", "ana")
    both = queries.stats(connection, "tripeaks", "easy", "DW", "ana")
    assert (plain.played, plain.won, plain.streak) == (3, 3, 3)
    assert (draw.played, draw.won, draw.streak, draw.best_streak) == (2, 1, 1, 1)
    assert (both.played, both.won) == (1, 1)


def test_pyramid_titles_never_name_variants(records: Records) -> None:
    session = Session(lang="en", code=parse_code("PY1-AAAAAAB"), records=records)
    assert texts(session, "stats") == [
        t("en", "records-stats-none", title=t("en", "records-title", game="pyramid"))]
