"""What a newcomer found after issue 13: each defect reproduced, then fixed.

1. ``hint peek`` and ``solve`` follow one line: following every hint wins in the
   number of moves ``solve`` first said, the count drops by one with each
   move on the line, and a move off it searches again (TriPeaks; Pyramid's
   ``solve`` likewise, its hint being seed 002's rule).
2. A malformed mouse report typed at the full terminal (``ESC [ 0 m``) is
   ignored, with nothing typed lost.
3. A paste of several lines at the full terminal runs each line as its own
   command, in order.
4. Whole escape sequences are taken out of a line before it is read, in
   script and plain mode: no "31m" fragment, and function keys leave nothing.
5. The Persian keyboard's ک and ی read as the Arabic ك and ي.
6. "Did you mean": the player's language first on a tie ("redp" is redo in
   English, row in Croatian); "faw" is faq; "verbose full" is verbosity.
7. ``help`` with a command and its arguments, or a card, gives that command's help.
"""

from __future__ import annotations

import io
import os
import sys

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.commands import COMMANDS_BY_NAME, parse
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import card_name, t
from tripeaks_a11y.kinds import KINDS
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.sanitize import without_escapes
from tripeaks_a11y.session import Session
from tripeaks_a11y.session.base import verdict_of
from tripeaks_a11y.solver import Verdict, solve_pyramid
from tripeaks_a11y.values.cards import parse_card_code
from tripeaks_a11y.values.events import WASTE, Hint

LANGS = LANGUAGES
TRIPEAKS = KINDS[0]


def _word(name: str, lang: str) -> str:
    return COMMANDS_BY_NAME[name].words[lang][0]


def _texts(session: Session, line: str) -> list[str]:
    return [answer.text for answer in session.handle(line)]


# ----------------------------------------------------------------- 1. one line

def _winnable(lang: str, count: int) -> str:
    return Announcer(lang).answers.solved(Verdict.WINNABLE, count).text


def _hinted_command(session: Session, hint_text: str) -> str:
    """The command that plays the move a TriPeaks ``hint peek`` names (its card's code, or
    draw): the hint that follows ``solve``'s line."""
    announcer, game = Announcer(session.lang), session.game
    if hint_text == announcer.board.peek_hint(game, Hint("draw")).text:
        return _word("draw", session.lang)
    for pos in game.playable_positions():
        if hint_text == announcer.board.peek_hint(game, Hint("play", (pos,))).text:
            return game.deal[pos].code
    raise AssertionError(f"no move is hinted by {hint_text!r}")


def _count_of(session: Session, said: str) -> int:
    counts = [n for n in range(200) if said == _winnable(session.lang, n)]
    assert counts, f"not a winnable count: {said!r}"
    return counts[0]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", ["TP1-E-AAAAAHP", "TP1-E-AAAAAAF"])  # deals 197 and 5
def test_following_every_hint_wins_in_the_moves_solve_said(lang: str, code: str) -> None:
    session = Session(lang=lang, code=parse_game_code(code))
    session.start()
    promised = _count_of(session, _texts(session, _word("solve", lang))[0])
    played = 0
    while session.game.status.name == "PLAYING":
        hint = _texts(session, _word("peek", lang))
        assert len(hint) == 1
        session.handle(_hinted_command(session, hint[0]))
        played += 1
        if session.game.status.name == "PLAYING":
            # The count drops by one with each hinted move.
            assert _texts(session, _word("solve", lang)) == [
                _winnable(lang, promised - played)]
    assert session.game.status.name == "WON"
    assert played == promised


@pytest.mark.parametrize("lang", LANGS)
def test_the_newcomers_game_counts_down_and_a_move_off_the_line_searches_again(
        lang: str) -> None:
    # The report: solve, 9 moves, solve ("27 moves"), hint, then 4 of hearts: "31 moves".
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAHP"))
    session.start()
    solve, hint = _word("solve", lang), _word("peek", lang)
    for line in [solve, "AC", "KD", _word("draw", lang), "TD", "9H", "8D", "7H", "6D", "5C"]:
        session.handle(line)
    count = _count_of(session, _texts(session, solve)[0])
    hinted = _hinted_command(session, _texts(session, hint)[0])
    session.handle(hinted)
    assert _texts(session, solve) == [_winnable(lang, count - 1)]
    undo = _word("undo", lang)
    session.handle(undo)  # back along the line: the count it said there
    assert _texts(session, solve) == [_winnable(lang, count)]
    assert _hinted_command(session, _texts(session, hint)[0]) == hinted  # the same move
    # Off the line: another playable card; solve searches the new position again.
    other = next(session.game.deal[p].code for p in session.game.playable_positions()
                 if session.game.deal[p].code != hinted)
    session.handle(other)
    fresh = Announcer(lang).answers.solved(*verdict_of(TRIPEAKS.solve(session.game, 30.0))).text
    assert _texts(session, solve) == [fresh]


def _place(game: object, source: int) -> str:
    if source == WASTE:
        return "waste"
    layout = game.layout  # type: ignore[attr-defined]
    return f"row {layout.row_of(source) + 1} card {layout.slot_of(source) + 1}"


def test_pyramid_solve_counts_down_along_its_line() -> None:
    session = Session(lang="en", code=parse_game_code("PY1-AAAAAAJ"))  # deal 9, winnable
    session.start()
    game = session.game
    line = solve_pyramid(game, node_limit=1_000_000).moves  # the line solve finds
    assert _texts(session, "solve") == [_winnable("en", len(line))]
    for done, move in enumerate(line, start=1):
        if not move.cards:
            command = "draw"
        elif len(move.cards) == 1:
            command = f"remove {_place(game, move.cards[0])}"
        else:
            command = "pair " + " ".join(_place(game, c) for c in move.cards)
        answer = session.handle(command)
        assert answer[0].event != "refused", (command, answer)
        if done < len(line):
            assert _texts(session, "solve") == [_winnable("en", len(line) - done)]
    assert game.status.name == "WON"


# ----------------------------------------------------------------- 2, 3. the full terminal

def _spawn(lang: str) -> tuple[pexpect.spawn, io.StringIO]:
    env = {**os.environ, "TERM": "xterm", "PYTHONIOENCODING": "utf-8"}
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    child = pexpect.spawn(sys.executable, [
        "-m", "tripeaks_a11y", "--lang", lang, "--game", "TP1-E-AAAAAAB", "--speech", "none"],
        env=env, encoding="utf-8", timeout=30, dimensions=(40, 200))
    log = io.StringIO()
    child.logfile_read = log
    child.expect_exact(t(lang, "card-hidden"))
    child.expect_exact(">")
    return child, log


def _leave(child: pexpect.spawn, lang: str) -> None:
    child.sendline(_word("quit", lang))
    child.expect_exact(t(lang, "confirm-quit"))
    child.sendline(_word("yes", lang))
    child.expect_exact(t(lang, "goodbye"))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def _played(lang: str, code: str) -> str:
    return t(lang, "removed", card=card_name(lang, parse_card_code(code)))


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_malformed_mouse_report_is_ignored_and_nothing_typed_is_lost(lang: str) -> None:
    child, log = _spawn(lang)
    child.send("\x1b[0m\r")
    child.send("K\x1b[31mC\r")  # one in the middle of a word: the word is whole
    child.expect_exact(_played(lang, "KC"))
    child.expect_exact(">")
    _leave(child, lang)
    said = log.getvalue()
    assert "Unhandled exception" not in said and "Press ENTER" not in said
    assert "Traceback" not in said


@pytest.mark.parametrize("lang", ["en", "hr"])
def test_each_pasted_line_runs_as_its_own_command_in_order(lang: str) -> None:
    child, log = _spawn(lang)
    child.send("\x1b[200~Kc\nAs\n2d\x1b[201~\r")  # bracketed paste, then Enter
    for code in ("KC", "AS", "2D"):
        child.expect_exact(_played(lang, code))
    child.expect_exact(">")
    _leave(child, lang)
    assert "Kc As 2d" not in log.getvalue()


# ----------------------------------------------------------------- 4. escapes in a line

def _run(lang: str, stdin: bytes, *extra: str) -> list[str]:
    result = run_main(["--lang", lang, "--game", "TP1-E-AAAAAAB", "--speech", "none", *extra],
                         stdin, {**os.environ, "PYTHONIOENCODING": "utf-8"}, text=False)
    assert result.returncode == 0, result.stderr
    assert b"Traceback" not in result.stderr
    return result.stdout.decode("utf-8").splitlines()


def _drew(lang: str, session: Session | None = None) -> str:
    session = session or Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    return _texts(session, _word("draw", lang))[0]


@pytest.mark.parametrize("lang", LANGS)
def test_a_coloured_word_in_a_script_is_the_word(lang: str) -> None:
    draw = _word("draw", lang).encode()
    got = _run(lang, b"\x1b[31m" + draw + b"\x1b[0m\n")
    assert got[-1] == _drew(lang)
    assert not any("31m" in line or "0m" in line for line in got)


@pytest.mark.parametrize("lang", LANGS)
def test_function_keys_leave_no_fragment(lang: str) -> None:
    # F1 (SS3), F5 (CSI) and an OSC title after a word: the word alone is read.
    draw = _word("draw", lang).encode()
    got = _run(lang, draw + b"\x1bOP\x1b[15~\x1b]0;title\x07\n\x1bOP\n\x1b[15~\n")
    assert got[-3:] == [_drew(lang), t(lang, "parse-unknown-empty"),
                        t(lang, "parse-unknown-empty")]


def test_plain_mode_takes_escapes_out_too() -> None:
    env = {**os.environ, "TERM": "dumb", "PYTHONIOENCODING": "utf-8"}
    child = pexpect.spawn(sys.executable, [
        "-m", "tripeaks_a11y", "--lang", "en", "--game", "TP1-E-AAAAAAB", "--speech", "none",
        "--plain"], env=env, encoding="utf-8", timeout=30)
    log = io.StringIO()
    child.logfile_read = log
    child.expect_exact("> ")
    child.sendline("\x1b[31mdraw\x1b[0m")
    child.expect_exact(_drew("en"))
    child.expect_exact("> ")
    child.sendline("quit")
    child.expect_exact(t("en", "confirm-quit"))
    child.sendline("yes")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and "Traceback" not in log.getvalue()


@pytest.mark.parametrize(("typed", "clean"), [
    ("\x1b[31mdraw\x1b[0m", "draw"), ("\x1bOP", ""), ("\x1b[15~", ""), ("\x9b2Jx", "x"),
    ("a\x1b]0;x\x1b\\b", "ab"), ("\x1bPq#0\x1b\\", ""), ("7s\x1b[", "7s\x1b["),
    ("\x1b\x07", "\x1b\x07"), ("row 4", "row 4")])
def test_whole_escape_sequences_are_taken_out(typed: str, clean: str) -> None:
    assert without_escapes(typed) == clean


def test_parse_reads_the_word_inside_the_colours() -> None:
    assert parse("\x1b[31mdraw\x1b[0m").name == "draw"
    assert parse("\x1b[1mkc\x1b[0m") == parse("kc")


# ----------------------------------------------------------------- 5. Persian keyboard

@pytest.mark.parametrize(("persian", "arabic"), [
    ("ملک", "ملك"), ("کس", "كس"), ("تلمیح", "تلميح"), ("مستوی الصوت", "مستوى الصوت"),
    ("کب", "كب")])
def test_the_persian_kaf_and_yeh_read_as_the_arabic_letters(persian: str, arabic: str) -> None:
    assert parse(persian) == parse(arabic)
    fresh = [Session(lang="ar", code=parse_game_code("TP1-E-AAAAAAB")) for _ in range(2)]
    assert _texts(fresh[0], persian) == _texts(fresh[1], arabic)


def test_the_persian_letters_through_the_program() -> None:
    got = _run("ar", "ملک\nکس\n".encode())
    session = Session(lang="ar", code=parse_game_code("TP1-E-AAAAAAB"))
    assert got[-2:] == [*_texts(session, "ملك"), *_texts(session, "كس")]
    assert not any(t("ar", "parse-unknown", text="ملک") == line for line in got)


# ----------------------------------------------------------------- 6. did you mean

def _suggestion(lang: str, typed: str, command: str) -> str:
    return t(lang, "parse-nearest", text=typed, command=_word(command, lang))


@pytest.mark.parametrize(("lang", "typed", "meant"), [
    ("en", "redp", "redo"), ("en", "reod", "redo"), ("hr", "redp", "row"),
    ("hr", "reod", "row"),
    *((lang, "faw", "faq") for lang in LANGS),
    *((lang, "verbose full", "verbosity") for lang in LANGS),
    *((lang, "verbose", "verbosity") for lang in LANGS)])
def test_the_suggestion_prefers_the_players_language(lang: str, typed: str, meant: str) -> None:
    assert _texts(Session(lang=lang), typed) == [_suggestion(lang, typed, meant)]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("typed", ["xyzzy", "save", "maybe", "fax", "now", "ملق", "kuća",
                                   "weather", "verb"])
def test_unrelated_words_still_get_no_suggestion(lang: str, typed: str) -> None:
    assert _texts(Session(lang=lang), typed) == [t(lang, "parse-unknown", text=typed)]


# ----------------------------------------------------------------- 7. help with arguments

def _help_on(lang: str, command: str) -> list[str]:
    return _texts(Session(lang=lang), f"{_word('help', lang)} {_word(command, lang)}")


HELP_CASES: dict[str, list[tuple[str, str]]] = {
    "en": [("help row 4", "row"), ("help look stock", "look"), ("help 7s", "play"),
           ("help ٥ب", "play"), ("help seven of spades", "play"), ("help bottom row", "row"),
           ("help new 7", "new")],
    "hr": [("pomoć red 4", "row"), ("pomoć 7s", "play"), ("pomoć sedam pik", "play")],
    "ar": [("مساعدة صف 4", "row"), ("مساعدة ٥ب", "play"), ("مساعدة 7s", "play")],
}


@pytest.mark.parametrize(("lang", "typed", "command"), [
    (lang, typed, command) for lang, cases in HELP_CASES.items() for typed, command in cases])
def test_help_with_arguments_or_a_card_gives_that_commands_help(
        lang: str, typed: str, command: str) -> None:
    said = _texts(Session(lang=lang), typed)
    assert said == _help_on(lang, command)
    assert not any(line.startswith(t(lang, "help-unknown", topic="")[:8]) for line in said)


@pytest.mark.parametrize("lang", LANGS)
def test_help_on_nothing_known_still_says_so(lang: str) -> None:
    typed = f"{_word('help', lang)} xyzzy"
    assert _texts(Session(lang=lang), typed) == [t(lang, "help-unknown", topic="xyzzy")]

