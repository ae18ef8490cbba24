"""Resume: the game in progress is saved after every action and offered again (issue 14, point 2).

The session tests play real games through ``Session`` on a real store in a
temporary folder; the program tests start ``python -m tripeaks_a11y`` in a
pseudo-terminal (pexpect, TERM=dumb), end it with ``kill -9``, SIGHUP or
Ctrl+D at random points of random games of both kinds, start it again,
answer yes, and compare the board with the one before.
"""

from __future__ import annotations

import io
import json
import os
import random
import signal
import sqlite3
import sys
from pathlib import Path

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import KINDS, parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.records import Records, records_path
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.events import WASTE
from tripeaks_a11y.values.rules import CLASSIC, EASY

HANG = 60.0  # seconds: only to notice a hang
YES = {"en": "yes", "ar": "نعم", "hr": "da"}
NO = {"en": "no", "ar": "لا", "hr": "ne"}


def _records(folder: Path, player: str = "sam") -> Records:
    return Records.open(records_path(folder), player)


def _rows(folder: Path) -> list[dict[str, object]]:
    with sqlite3.connect(records_path(folder)) as connection:
        connection.row_factory = sqlite3.Row
        return [dict(row) for row in connection.execute("SELECT * FROM games ORDER BY id")]


def _texts(answer: list) -> list[str]:  # type: ignore[type-arg]
    return [item.text for item in answer]


def _legal(session: Session, rng: random.Random, *, hints: bool = True) -> str:
    """A random command of the session's game: a legal move, or undo, redo, a hint."""
    game = session.game
    options: list[str] = ["draw"] if game.stock_count else []
    if session.kind.pairs:
        for sources in game.removals():  # type: ignore[union-attr]
            cards = " ".join(game.card_of(source).code for source in sources)  # type: ignore[union-attr]
            options.append(("pair " if len(sources) == 2 else "remove ") + cards)
    else:
        options += [game.card_of(p).code for p in game.playable_positions()]  # type: ignore[union-attr]
    weights = [4.0] * len(options)
    options += ["undo", "redo"] + (["hint"] if hints else [])
    weights += [1.0, 1.0] + ([0.3] if hints else [])
    return rng.choices(options, weights)[0]


def _play(session: Session, rng: random.Random, count: int, *, hints: bool = True) -> list[str]:
    said = []
    for _ in range(count):
        if session.game.is_over:
            break
        command = _legal(session, rng, hints=hints)
        session.handle(command)
        said.append(command)
    return said


# ----- in the session ----------------------------------------------------------------

@pytest.mark.parametrize("code", ["TP1-E-AAAAAAB", "TP1-C-AAAABCD", "PY1-AAAAAAB"])
def test_a_saved_game_replays_exactly(tmp_path: Path, code: str) -> None:
    rng = random.Random(code)
    first = Session(code=parse_code(code), records=_records(tmp_path))
    first.start()
    _play(first, rng, 30)
    if first.game.is_over or not first.in_progress:
        pytest.skip("the random game ended early")
    board = first.handle("board")[0].text
    again = Session(records=_records(tmp_path), resume_offer=True)
    again.start()
    answer = again.handle("yes")
    assert str(again.code) == code
    assert answer[-1].text == board
    assert (again.game.moves, again.game.score) == (first.game.moves, first.game.score)
    # The redo stack came back too: the next redo does what it would have done.
    assert _texts(again.handle("redo")) == _texts(first.handle("redo"))
    assert _texts(again.handle("undo")) == _texts(first.handle("undo"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_offer_names_the_game_its_moves_and_score(tmp_path: Path, lang: str) -> None:
    first = Session(lang=lang, code=parse_code("TP1-E-AAAAAAB"), records=_records(tmp_path))
    for _ in range(3):
        first.handle("draw")
    again = Session(lang=lang, records=_records(tmp_path), resume_offer=True)
    (offer,) = again.start()
    assert offer.text == t(lang, "saving-offer", code="TP1-E-AAAAAAB", moves=3, score=497)
    assert "3" in offer.text and "497" in offer.text and "TP1-E-AAAAAAB" in offer.text
    answer = again.handle(YES[lang])
    assert answer[0].text == t(lang, "saving-resumed", code="TP1-E-AAAAAAB")
    assert again.game.moves == 3


def test_the_english_offer_reads_as_the_issue_asks(tmp_path: Path) -> None:
    first = Session(code=parse_code("TP1-E-AAAAAAB"), records=_records(tmp_path))
    first.handle("draw")
    (offer,) = Session(records=_records(tmp_path), resume_offer=True).start()
    assert offer.text == "Continue game TP1-E-AAAAAAB, 1 move, score 499? Say yes or no."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_leaves_the_old_game_abandoned_and_deals_on(tmp_path: Path, lang: str) -> None:
    first = Session(lang=lang, code=parse_code("PY1-AAAAAAB"), records=_records(tmp_path))
    first.handle("draw")
    again = Session(lang=lang, code=parse_code("TP1-E-AAAAAAC"), records=_records(tmp_path),
                    resume_offer=True)
    again.start()
    answer = again.handle(NO[lang])
    assert answer[0].text.startswith(t(lang, "welcome", code="TP1-E-AAAAAAC", rules="EASY")[:6])
    assert str(again.code) == "TP1-E-AAAAAAC" and again.game.moves == 0
    (row,) = _rows(tmp_path)
    assert row["result"] == "abandoned" and row["ended"] is not None and row["moves"] == 1
    later = Session(lang=lang, records=_records(tmp_path), resume_offer=True)
    later.start()
    assert later.handle(YES[lang])[0].text == t(lang, "nothing-to-confirm")  # nothing offered


def test_another_command_drops_the_offer_and_keeps_the_game(tmp_path: Path) -> None:
    first = Session(code=parse_code("TP1-E-AAAAAAB"), records=_records(tmp_path))
    first.handle("draw")
    again = Session(code=parse_code("TP1-E-AAAAAAC"), records=_records(tmp_path),
                    resume_offer=True)
    again.start()
    answer = again.handle("score")
    assert "TP1-E-AAAAAAC" in answer[0].text  # the welcome of the deal that goes on
    assert answer[-1].text.startswith("Score 500")
    assert [row["result"] for row in _rows(tmp_path)] == [None]
    assert again.cancel() == []


def test_the_most_recent_unfinished_game_is_offered(tmp_path: Path) -> None:
    for code in ("TP1-E-AAAAAAB", "PY1-AAAAAAC"):
        session = Session(code=parse_code(code), records=_records(tmp_path))
        session.handle("draw")
    (offer,) = Session(records=_records(tmp_path), resume_offer=True).start()
    assert "PY1-AAAAAAC" in offer.text
    # Another player's game is not offered to this one.
    other = Session(records=_records(tmp_path, "kim"), resume_offer=True)
    assert other.start()[0].text.startswith("TriPeaks solitaire")


def test_leaving_by_a_new_deal_or_restart_abandons_quit_keeps(tmp_path: Path) -> None:
    session = Session(code=parse_code("TP1-E-AAAAAAB"), records=_records(tmp_path))
    session.handle("draw")
    session.handle("new")
    session.handle("yes")  # game 1 abandoned
    session.handle("draw")
    session.handle("restart")
    session.handle("yes")  # game 2 abandoned
    session.handle("draw")
    session.handle("game pyramid")
    session.handle("yes")  # game 3 abandoned
    session.handle("draw")
    session.handle("quit")
    session.handle("yes")  # game 4 stays unfinished: offered next time
    assert session.finished
    rows = _rows(tmp_path)
    assert [row["result"] for row in rows] == ["abandoned"] * 3 + [None]
    assert rows[1]["code"] == rows[2]["code"]  # the restart is a new game of the same deal
    assert rows[3]["kind"] == "pyramid" and rows[3]["rules"] == "pyramid"


def test_a_game_without_a_move_is_not_recorded(tmp_path: Path) -> None:
    session = Session(code=parse_code("TP1-E-AAAAAAB"), records=_records(tmp_path))
    session.handle("board")
    session.handle("new")
    session.handle("quit")
    assert _rows(tmp_path) == []


def test_every_field_of_a_won_game(tmp_path: Path) -> None:
    kind = KINDS[0]
    session = Session(code=parse_code("TP1-E-AAAAAAB"), records=_records(tmp_path, "ana"))
    session.handle("hint")
    session.handle("draw")
    session.handle("undo")
    solution = kind.solve(session.game, 30.0)
    for move in solution.moves:
        command = "draw" if move.is_draw else session.game.card_of(move.position).code  # type: ignore[union-attr]
        session.handle(command)
    assert session.game.is_over
    (row,) = _rows(tmp_path)
    assert row["result"] == "won" and row["cards_left"] == 0
    assert (row["player"], row["kind"], row["rules"], row["variants"], row["scoring"]) == \
        ("ana", "tripeaks", "easy", "", "tripeaks")
    assert (row["deal"], row["code"], row["daily"]) == (1, "TP1-E-AAAAAAB", None)
    assert row["moves"] == session.game.moves and row["score"] == session.game.score
    assert (row["undos"], row["hints"]) == (1, 1)
    assert row["ended"] >= row["started"] and row["seconds"] >= 0  # type: ignore[operator]
    actions = json.loads(str(row["actions"]))
    assert actions[:3] == ["hint", "draw", "undo"] and len(actions) == 3 + len(solution.moves)


def test_a_blocked_game_then_undone_goes_on(tmp_path: Path) -> None:
    session = Session(code=parse_code("TP1-C-AAAAAAB"), rules=CLASSIC,
                      records=_records(tmp_path))
    game = session.game
    last = ""
    while not game.is_over:  # draws first, then the cards left to play: it ends
        last = "draw" if game.stock_count else \
            game.card_of(game.playable_positions()[0]).code  # type: ignore[union-attr]
        session.handle(last)
    status = game.status.value
    assert [row["result"] for row in _rows(tmp_path)] == [status]
    session.handle("undo")
    assert [row["result"] for row in _rows(tmp_path)] == [None]
    session.handle(last)
    assert [row["result"] for row in _rows(tmp_path)] == [status]


def test_an_explicit_deal_is_saved_and_resumed(tmp_path: Path, seed_deal_codes: str) -> None:
    from tripeaks_a11y.values.cards import parse_card_list

    first = Session(deal=parse_card_list(seed_deal_codes), records=_records(tmp_path))
    first.handle("draw")
    first.handle("draw")
    board = first.handle("board")[0].text
    (row,) = _rows(tmp_path)
    assert row["code"] is None and row["deal"] is None
    again = Session(records=_records(tmp_path), resume_offer=True)
    (offer,) = again.start()
    assert offer.text == t("en", "saving-offer-explicit", moves=2, score=498)
    assert again.handle("yes")[-1].text == board


def test_a_pyramid_pair_with_the_waste_replays(tmp_path: Path) -> None:
    session = Session(code=parse_code("PY1-AAAAAAB"), records=_records(tmp_path))
    rng = random.Random(7)
    for _ in range(200):
        game = session.game
        with_waste = [r for r in game.removals() if WASTE in r]  # type: ignore[union-attr]
        if with_waste or game.is_over:
            break
        session.handle(_legal(session, rng, hints=False))
    if not with_waste:
        pytest.skip("no pair with the waste in this line")
    cards = " ".join(game.card_of(s).code for s in with_waste[0])  # type: ignore[union-attr]
    session.handle(("pair " if len(with_waste[0]) == 2 else "remove ") + cards)
    board = session.handle("board")[0].text
    again = Session(records=_records(tmp_path), resume_offer=True)
    again.start()
    assert again.handle("yes")[-1].text == board


def test_without_records_nothing_changes(tmp_path: Path) -> None:
    session = Session(code=parse_code("TP1-E-AAAAAAB"), resume_offer=True)
    assert session.start()[0].text.startswith("TriPeaks solitaire")
    session.handle("draw")
    assert not any(tmp_path.iterdir())


# ----- the program ---------------------------------------------------------------------

def _env(folder: Path) -> dict[str, str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "TRIPEAKS_A11Y_DATA_DIR": str(folder),
           "TERM": "dumb"}
    env.pop("TRIPEAKS_A11Y_SPEECH_SINK", None)
    return env


def _spawn(folder: Path, *args: str) -> pexpect.spawn:
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--speech", "none", "--jsonl",
                                           *args], env=_env(folder), encoding="utf-8",
                          codec_errors="replace", timeout=HANG, dimensions=(40, 300))
    child.logfile_read = io.StringIO()
    child.expect_exact("\n> ")
    return child


def _lines(child: pexpect.spawn) -> list[dict[str, object]]:
    return [json.loads(line) for line in str(child.before).splitlines()
            if line.strip().startswith("{")]


def _say(child: pexpect.spawn, line: str) -> list[dict[str, object]]:
    child.sendline(line)
    child.expect_exact("\n> ")
    return _lines(child)


def _board(child: pexpect.spawn) -> str:
    (board,) = [line["text"] for line in _say(child, "board") if line["event"] == "board"]
    return str(board)


def _resumed(folder: Path, lang: str = "en") -> tuple[pexpect.spawn, list[dict[str, object]]]:
    child = _spawn(folder, "--lang", lang)
    offer = _lines(child)
    assert any(str(line["text"]).startswith(t(lang, "saving-offer", code="X", moves=0,
                                               score=0)[:8]) for line in offer), offer
    return child, _say(child, YES[lang])


@pytest.mark.parametrize("game", ["tripeaks", "pyramid"])
def test_kill_9_at_random_points_loses_nothing(tmp_path: Path, game: str) -> None:
    rng = random.Random(f"kill-{game}")
    resumed = 0
    for run in range(4):
        folder = tmp_path / str(run)
        kind = KINDS[0] if game == "tripeaks" else KINDS[1]
        rules = CLASSIC if game == "tripeaks" and rng.random() < 0.5 else EASY
        code = str(kind.code(rng.randrange(1, 10_000), rules))
        mirror = Session(code=parse_code(code))
        child = _spawn(folder, "--game", code)
        for _ in range(rng.randrange(1, 25)):
            if mirror.game.is_over:
                break
            command = _legal(mirror, rng, hints=rng.random() < 0.2)
            mirror.handle(command)
            _say(child, command)
        before = _board(child)
        assert before == mirror.handle("board")[0].text
        child.kill(signal.SIGKILL)
        child.expect(pexpect.EOF)
        child.close()
        if mirror.game.is_over or not mirror.in_progress:
            continue  # a finished game (or one with no move in effect) is not offered
        child, answer = _resumed(folder)
        assert answer[0]["text"] == t("en", "saving-resumed", code=code)
        assert _board(child) == before
        child.kill(signal.SIGKILL)
        child.close()
        resumed += 1
    assert resumed >= 3  # the random games did not all end before the kill


def test_a_closed_terminal_sighup_loses_nothing(tmp_path: Path) -> None:
    child = _spawn(tmp_path, "--game", "TP1-E-AAAAAAB")
    for command in ("draw", "draw", "undo"):
        _say(child, command)
    before = _board(child)
    child.kill(signal.SIGHUP)
    child.expect(pexpect.EOF)
    child.close()
    assert child.signalstatus == signal.SIGHUP or child.exitstatus == 128 + signal.SIGHUP
    child, answer = _resumed(tmp_path, "hr")
    assert answer[0]["text"] == t("hr", "saving-resumed", code="TP1-E-AAAAAAB")
    mirror = Session(lang="hr", code=parse_code("TP1-E-AAAAAAB"))
    for command in ("draw", "draw", "undo"):
        mirror.handle(command)
    assert _board(child) == mirror.handle("board")[0].text
    assert before == Session(code=parse_code("TP1-E-AAAAAAB")).handle("board")[0].text \
        .replace("ace of clubs", "2 of clubs").replace("23 cards", "22 cards")
    child.kill(signal.SIGKILL)
    child.close()


def test_ctrl_d_and_yes_leaves_and_the_game_is_offered_again(tmp_path: Path) -> None:
    child = _spawn(tmp_path, "--game", "PY1-AAAAAAB")
    _say(child, "draw")
    before = _board(child)
    child.sendeof()
    child.expect_exact(t("en", "confirm-quit"))
    child.expect_exact("\n> ")
    child.sendline("yes")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    child, _answer = _resumed(tmp_path)
    assert _board(child) == before


def test_game_option_skips_the_offer_and_keeps_the_other_game(tmp_path: Path) -> None:
    child = _spawn(tmp_path, "--game", "TP1-E-AAAAAAB")
    _say(child, "draw")
    child.kill(signal.SIGKILL)
    child.close()
    child = _spawn(tmp_path, "--game", "PY1-AAAAAAB", "--lang", "ar")
    opening = _lines(child)
    assert opening[0]["event"] == "info" and "PY1-AAAAAAB" in str(opening[0]["text"])
    child.kill(signal.SIGKILL)
    child.close()
    child, _answer = _resumed(tmp_path, "ar")
    assert "TP1-E-AAAAAAB" in _say(child, "رمز")[0]["text"]  # type: ignore[operator]
    child.kill(signal.SIGKILL)
    child.close()


def test_script_mode_keeps_no_records_without_data_dir(tmp_path: Path) -> None:
    done = run_main(["--game", "TP1-E-AAAAAAB"], "draw\ndraw\nquit\nyes\n",
                    _env(tmp_path / "data"))
    done.check_returncode()
    assert "Continue" not in done.stdout and done.stderr == ""
    assert not (tmp_path / "data").exists()
    own = tmp_path / "own"
    for _ in range(2):  # with --data-dir: recorded, never offered
        done = run_main(["--data-dir", str(own), "--player", "kim"], "draw\n",
                        _env(tmp_path / "data"))
        done.check_returncode()
        assert "Continue" not in done.stdout and done.stderr == ""
    rows = _rows(own)
    assert [(row["player"], row["result"], row["moves"]) for row in rows] == [("kim", None, 1)] * 2
