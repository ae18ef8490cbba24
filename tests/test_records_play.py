"""Records in play: the sentence after a game, ``stats``, ``records`` and ``player``.

Issue 14, points 3 and 4, in English, Arabic and Croatian. Games are played
through ``Session`` with a real records store on a temporary file (and once
through the program in script mode with ``--data-dir``); earlier games of
other players are written through the store itself.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.announcer.records import OFF_REASONS
from tripeaks_a11y.commands import COMMANDS_BY_NAME, Command, parse
from tripeaks_a11y.commands.grammar import COMMANDS
from tripeaks_a11y.games.tripeaks import Status
from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.records import GameInfo, Progress, Records, queries
from tripeaks_a11y.session import Session

LANGS = LANGUAGES
WON_CODE = "TP1-E-AAAAAAC"  # deal 2: the peeking hints lead to a win in 50 moves
BLOCKED_CODE = "TP1-E-AAAAAAF"  # deal 5: 23 draws block it with 28 cards left; 8h first, 27


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    opened = Records.open(tmp_path / "records.sqlite3", "ana")
    yield opened
    opened.close()


@cache
def winning_line(code: str) -> tuple[str, ...]:
    """The lines that win ``code`` by following ``hint peek`` (a session without records)."""
    session = Session(lang="en", code=parse_code(code))
    lines: list[str] = []
    while session.game.status is Status.PLAYING:
        (hint,) = session.handle("hint peek")
        line = "draw" if hint.text == t("en", "peek-hint", kind="draw", card="") else \
            hint.text.removeprefix("Looking at the hidden cards: play ").removesuffix(".")
        lines.append(line)
        session.handle(line)
    assert session.game.status is Status.WON
    return tuple(lines)


def play(session: Session, lines: tuple[str, ...] | list[str]) -> list[str]:
    """Every line handled; the texts of the last answer."""
    answer = []
    for line in lines:
        answer = session.handle(line)
    return [a.text for a in answer]


def texts(session: Session, line: str) -> list[str]:
    return [a.text for a in session.handle(line)]


def seed(records: Records, player: str, result: str, cards_left: int, moves: int,
         score: int, deal: int = 2) -> None:
    """An earlier finished game of ``deal`` (TriPeaks, Easy rules) in the store."""
    assert records.store is not None
    info = GameInfo(player=player, kind="tripeaks", rules="easy", variants="",
                    scoring="tripeaks", deal=deal, code=None, daily=None, started=1.0)
    progress = Progress(cards_left=cards_left, moves=moves, score=score, seconds=90.0)
    records.store.finish(records.store.start_game(info, progress), result, progress)


def won_in(lang: str, moves: int) -> str:
    return t(lang, "records-won", moves=moves)


# ----- the new words parse to their own command only ---------------------------

NEW_COMMANDS = ("stats", "records", "player")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NEW_COMMANDS)
def test_every_new_word_parses_to_its_own_command_only(lang: str, name: str) -> None:
    words = COMMANDS_BY_NAME[name].words[lang]
    assert words
    others = {word for spec in COMMANDS if spec.name != name
              for per_lang in spec.words.values() for word in per_lang}
    for word in words:
        assert parse(word).name == name, word
        assert word not in others, word


@pytest.mark.parametrize(("line", "name"), [
    ("history", "last"), ("السجل", "last"), ("povijest", "last"), ("last 3", "last"),
    ("records", "records"), ("results", "records"), ("game history", "records"),
    ("النتائج", "records"), ("الأرقام القياسية", "records"), ("سجل الجولات", "records"),
    ("rezultati partija", "records"), ("rekordi", "records"), ("povijest partija", "records"),
    ("rezultat", "score"), ("stats", "stats"), ("الإحصاءات", "stats"), ("statistika", "stats"),
    ("streak", "chain"), ("player", "player"), ("اللاعب", "player"), ("igrač", "player"),
])
def test_moves_history_and_game_records_are_told_apart(line: str, name: str) -> None:
    assert parse(line).name == name


@pytest.mark.parametrize(("line", "arg"), [
    ("player Ana Marija", "Ana Marija"), ("لاعب سامي", "سامي"), ("igrač Ivo", "Ivo"),
    ("igrac", None), ("player", None),
])
def test_player_takes_a_name_as_typed(line: str, arg: str | None) -> None:
    assert parse(line) == Command("player", arg=arg)


# ----- after a game (seed 003) ---------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_win_of_a_deal_is_said_once(lang: str, records: Records) -> None:
    session = Session(lang=lang, code=parse_code(WON_CODE), records=records)
    answer = play(session, winning_line(WON_CODE))
    assert answer[-2].startswith(t(lang, "won", score=0, count=0)[:6])  # the win, then:
    assert answer[-1] == t(lang, "records-first-win", number=2)
    assert texts(session, "undo")[0].startswith(t(lang, "undone-removed", card="x", row=1,
                                                  score=0)[:4])
    assert answer[-1] not in texts(session, "redo")  # the same end again: said once
    session.handle(f"new {WON_CODE}")
    again = play(session, winning_line(WON_CODE))
    assert not any(text == answer[-1] for text in again)  # the same result: nothing new


@pytest.mark.parametrize("lang", LANGS)
def test_a_record_beats_everyone_and_a_personal_best_only_the_player(
        lang: str, records: Records) -> None:
    moves = len(winning_line(WON_CODE))  # every hint a move
    seed(records, "bob", "won", 0, moves + 10, 600)
    session = Session(lang=lang, code=parse_code(WON_CODE), records=records)
    answer = play(session, winning_line(WON_CODE))
    assert answer[-1] == t(lang, "records-record", number=2, result=won_in(lang, moves))
    seed(records, "ana", "won", 0, moves + 5, 600)
    seed(records, "cy", "won", 0, moves - 10, 900)  # everyone's record now
    session.handle(f"new {WON_CODE}")
    records.player = session.player = "bob"  # as "player bob" does
    answer = play(session, winning_line(WON_CODE))
    assert answer[-1] == t(lang, "records-personal-best", number=2,
                           result=won_in(lang, moves))


@pytest.mark.parametrize("lang", LANGS)
def test_an_unfinished_game_with_fewer_cards_left_is_a_personal_best(
        lang: str, records: Records) -> None:
    seed(records, "bob", "blocked", 20, 40, 480, deal=5)  # everyone's record
    session = Session(lang=lang, code=parse_code(BLOCKED_CODE), records=records)
    first = play(session, ["d"] * 23)
    assert session.game.status is Status.BLOCKED and len(first) == 2  # drawn, blocked
    session.handle(f"new {BLOCKED_CODE}")
    answer = play(session, ["8h", *["d"] * 23])
    assert session.game.status is Status.BLOCKED
    assert answer[-1] == t(lang, "records-personal-best", number=5,
                           result=t(lang, "records-left", count=27))


def test_the_sentence_is_spoken_with_the_cards_counted_in_words(records: Records) -> None:
    seed(records, "bob", "blocked", 20, 40, 480, deal=5)
    session = Session(lang="hr", code=parse_code(BLOCKED_CODE), records=records)
    play(session, ["d"] * 23)
    session.handle(f"new {BLOCKED_CODE}")
    *_, said = session.handle("8h") + [a for _ in range(23) for a in session.handle("d")]
    assert said.text.endswith("ostalo je 27 karata.")
    assert said.spoken is not None and said.spoken.endswith("dvadeset sedam karata.")


@pytest.mark.parametrize("lang", LANGS)
def test_the_deal_of_the_day_keeps_its_records_apart_and_is_named_so(
        lang: str, records: Records) -> None:
    seed(records, "bob", "won", 0, 20, 900)  # deal 2 dealt as itself: another record
    session = Session(lang=lang, code=parse_code(WON_CODE), records=records)
    session.daily_date = "2026-12-01"  # as "new daily" deals it (session/dealing.py)
    answer = play(session, winning_line(WON_CODE))
    assert answer[-1] == t(lang, "records-first-win-daily")
    moves = len(winning_line(WON_CODE))
    assert texts(session, "records")[-1] == t(lang, "records-deal-yours-daily",
                                              result=won_in(lang, moves),
                                              score=session.game.score)


# ----- stats and records -----------------------------------------------------------


def _title(lang: str) -> str:
    return t(lang, "records-title-rules", game="tripeaks", rules="easy")


@pytest.mark.parametrize("lang", LANGS)
def test_stats_tells_the_player_s_figures_and_everyone_s(lang: str, records: Records) -> None:
    session = Session(lang=lang, code=parse_code(WON_CODE), records=records)
    assert texts(session, "stats") == [t(lang, "records-stats-none", title=_title(lang))]
    seed(records, "ana", "won", 0, 50, 700)
    seed(records, "ana", "blocked", 4, 30, 400)
    seed(records, "ana", "won", 0, 44, 760)
    seed(records, "bob", "won", 0, 40, 800)
    seed(records, "ana", "won", 0, 50, 100, deal=9)
    time = t(lang, "records-time", minutes=1, seconds=30, min=1, sec=30)
    assert texts(session, "stats") == [
        t(lang, "records-stats-you", title=_title(lang), played=4, won=3, percent=75,
          streak=2, best=2),
        t(lang, "records-stats-bests", score=760, moves=44, time=time),
        t(lang, "records-stats-all", played=5, won=4, percent=80, best=2),
        t(lang, "records-stats-bests", score=800, moves=40, time=time),
    ]


def test_stats_are_of_the_game_and_rule_set_played(records: Records) -> None:
    seed(records, "ana", "won", 0, 50, 700)
    session = Session(lang="en", code=parse_code("PY1-AAAAAAB"), records=records)
    assert texts(session, "stats") == [
        t("en", "records-stats-none", title=t("en", "records-title", game="pyramid"))]
    classic = Session(lang="en", code=parse_code("TP1-C-AAAAAAC"), records=records)
    assert texts(classic, "stats") == [t("en", "records-stats-none", title=t(
        "en", "records-title-rules", game="tripeaks", rules="classic"))]


@pytest.mark.parametrize("lang", LANGS)
def test_records_reads_the_last_games_and_the_deal_s_records(lang: str,
                                                             records: Records) -> None:
    session = Session(lang=lang, code=parse_code(WON_CODE), records=records)
    assert texts(session, "records") == [t(lang, "records-recent-none"),
                                         t(lang, "records-deal-none", number=2)]
    seed(records, "ana", "blocked", 3, 30, 400)
    seed(records, "bob", "won", 0, 40, 800)
    for deal in range(10, 16):
        seed(records, "ana", "won", 0, 50, 700, deal=deal)
    answer = session.handle("records")
    said = [a.text for a in answer]
    assert said[0] == t(lang, "records-recent", count=5, n="5")
    assert said[1] == t(lang, "records-game", title=_title(lang), number=15,
                        result=won_in(lang, 50), score=700)
    assert len(said) == 1 + 5 + 2
    assert said[-2:] == [
        t(lang, "records-deal", number=2, result=won_in(lang, 40), score=800, player="bob"),
        t(lang, "records-deal-own", number=2, result=t(lang, "records-left", count=3),
          score=400)]
    if lang != "en":  # five games, said in the feminine: «خَمْس», "pet"
        assert answer[0].spoken is None or "5" not in answer[0].spoken


def test_the_record_of_the_player_is_said_once_as_theirs(records: Records) -> None:
    seed(records, "ana", "won", 0, 40, 800)
    session = Session(lang="en", code=parse_code(WON_CODE), records=records)
    assert texts(session, "records")[-1] == t("en", "records-deal-yours", number=2,
                                              result=won_in("en", 40), score=800)


@pytest.mark.parametrize("lang", LANGS)
def test_with_records_off_stats_and_records_say_so_and_why(lang: str) -> None:
    session = Session(lang=lang, code=parse_code(WON_CODE))
    for line in ("stats", "records"):
        (answer,) = session.handle(line)
        assert answer.event == "refused"
        assert answer.text == t(lang, "records-off", reason="script")


def test_records_off_after_a_store_problem_says_so_not_script_mode(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    newer = sqlite3.connect(path)
    newer.execute("PRAGMA user_version = 99")  # written by a newer version of the game
    newer.close()
    off = Records.open(path, "ana")
    assert not off.on
    session = Session(lang="en", code=parse_code(WON_CODE), records=off)
    (answer,) = session.handle("stats")
    assert answer.event == "refused"
    assert answer.text in {t("en", "records-off", reason=reason) for reason in OFF_REASONS
                           if reason != "script"}


# ----- the player ----------------------------------------------------------------


@pytest.mark.parametrize(("lang", "line", "name"), [
    ("en", "player Ana Marija", "Ana Marija"), ("ar", "لاعب سامي", "سامي"),
    ("ar", "اللاعب سَامِي", "سَامِي"), ("hr", "igrač Ivo-Ivić", "Ivo-Ivić"),
])
def test_player_switches_whose_games_are_recorded(lang: str, line: str, name: str,
                                                  records: Records) -> None:
    session = Session(lang=lang, code=parse_code(BLOCKED_CODE), records=records)
    assert texts(session, "player") == [t(lang, "player-is", player="ana")]
    assert texts(session, line) == [t(lang, "player-now", player=name)]
    assert texts(session, "player") == [t(lang, "player-is", player=name)]
    play(session, ["d"] * 23)
    assert records.store is not None
    (game,) = queries.recent_games(records.store.connection, name)
    assert game.result == "blocked"
    assert queries.recent_games(records.store.connection, "ana") == []


@pytest.mark.parametrize("line", ["player " + "x" * 41, "player <b>", "player a\tb=c;",
                                  "player =1+1"])
def test_a_name_that_cannot_be_a_player_s_is_refused(line: str, records: Records) -> None:
    session = Session(lang="en", code=parse_code(WON_CODE), records=records)
    (answer,) = session.handle(line)
    assert answer.event == "refused" and answer.text == t("en", "player-bad")
    assert session.player == records.player == "ana"


# ----- the program ----------------------------------------------------------------


def test_the_program_tells_the_first_win_once_with_a_data_folder(tmp_path: Path) -> None:
    script = "\n".join(winning_line(WON_CODE)) + "\nstats\n"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    command = [sys.executable, "-m", "tripeaks_a11y", "--game", WON_CODE, "--lang", "en",
               "--data-dir", str(tmp_path), "--player", "ana"]
    outputs: list[str] = []
    for _ in range(2):
        done = run_main(command[3:], script, env)
        done.check_returncode()
        outputs.append(done.stdout)
    first_win = t("en", "records-first-win", number=2)
    assert first_win in outputs[0].splitlines()
    assert first_win not in outputs[1]
    moves = len(winning_line(WON_CODE))
    assert (t("en", "records-stats-you", title=_title("en"), played=2, won=2, percent=100,
              streak=2, best=2)) in outputs[1].splitlines()
    assert f"fewest moves to win {moves}" in outputs[1]


@pytest.mark.parametrize("lang", ["ar", "hr"])
@pytest.mark.parametrize("leave", ["new", "restart"])
def test_a_win_undone_and_left_stays_a_win(lang: str, leave: str, records: Records) -> None:
    """Issue 30, item 5: a win once reached is kept in the record of the game, though the
    player undid moves after it and then left the game for another deal."""
    session = Session(lang=lang, code=parse_code(WON_CODE), records=records)
    line = winning_line(WON_CODE)
    play(session, line)
    won_score = session.game.score
    play(session, ["undo", "undo"])
    assert session.game.status is Status.PLAYING
    session.handle(leave)
    session.handle("نعم" if lang == "ar" else "da")  # yes: leave the game in progress
    assert texts(session, "records")[:2] == [
        t(lang, "records-recent", count=1, n="1"),
        t(lang, "records-game", title=_title(lang), number=2, result=won_in(lang, len(line)),
          score=won_score)]
    assert records.unfinished() == []  # not offered to be continued: it was won
