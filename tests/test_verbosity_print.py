"""Verbosity changes the printed answers, not only the voice (issue 13, point 5).

Screen-reader users read the text, so ``verbosity brief`` prints only what
changed (a draw without the cards left, a revealed card without its place)
and ``verbosity full`` prints the score and the draw pile after each move;
``normal`` prints exactly what the game always printed. The same line is the
``text`` of a ``--jsonl`` object, and the setting applies and is confirmed
with no voice at all (``--speech none``), in the player's language.
"""

from __future__ import annotations

import io
import json
import os

import pytest
from conftest import run_main

from tripeaks_a11y.announcer.words import Words
from tripeaks_a11y.i18n import card_name, join_and, t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.program.terminal import Output
from tripeaks_a11y.session import Session
from tripeaks_a11y.settings.keeper import Preferences
from tripeaks_a11y.speech import make_controller
from tripeaks_a11y.values.cards import parse_card_code

LANGS = LANGUAGES
SEED = "TP1-E-AAAAAAB"  # the rules pages' deal: Kc, As, 2d plays; 2d reveals 7 of spades
PYRAMID = "PY1-AAAAAIQ"  # JH with 2D is a pair at the start

Printed = list[dict[str, object]]


def play(lang: str, code: str, lines: list[str]) -> list[Printed]:
    """The JSON objects printed for each line, through a real session, output and
    (silent) speech controller sharing the player's preferences, as the program does."""
    preferences = Preferences()
    speech = make_controller("none", preferences=preferences)
    session = Session(lang=lang, code=parse_code(code), speech_settings=speech,
                      preferences=preferences)
    stream = io.StringIO()
    out = Output(stream, True, speech, session)
    out.emit(session.start())
    answers: list[Printed] = []
    for line in lines:
        stream.seek(0)
        stream.truncate()
        out.answer(line)
        answers.append([json.loads(row) for row in stream.getvalue().splitlines()])
    speech.close()
    return answers


def texts(answer: Printed) -> list[str]:
    return [str(item["text"]) for item in answer]


def at(lang: str, verbosity: str, code: str, moves: list[str]) -> list[Printed]:
    """The answers to ``moves`` after ``verbosity LEVEL`` (normal: no command)."""
    lines = [] if verbosity == "normal" else [f"verbosity {verbosity}"]
    return play(lang, code, lines + moves)[len(lines):]


MOVES = ["Kc", "As", "2d", "draw", "undo"]
"""Removals (2d reveals 7 of spades), a draw and its undo, on the seed deal."""


def card(lang: str, code: str) -> str:
    return card_name(lang, parse_card_code(code))


@pytest.mark.parametrize("lang", LANGS)
def test_brief_prints_only_what_changed(lang: str) -> None:
    normal = at(lang, "normal", SEED, MOVES)
    brief = at(lang, "brief", SEED, MOVES)
    kc, as_, two, draw, undo = brief
    assert texts(kc) == texts(normal[0]) and texts(as_) == texts(normal[1])  # "Played …"
    played, revealed = texts(two)
    assert played == texts(normal[2])[0]
    assert revealed == t(lang, "verbosity-revealed", card=card(lang, "7S"))
    assert revealed != texts(normal[2])[1]  # the place is left out
    drawn = str(normal[3][0]["card"])
    assert texts(draw) == [t(lang, "verbosity-drawn", card=card(lang, drawn))]
    assert texts(normal[3])[0].startswith(texts(draw)[0].rstrip("."))  # the cards left cut
    assert texts(undo) == texts(normal[4])
    # Only the text changes: the facts of each line are the same.
    for got, plain in zip(brief, normal, strict=True):
        assert [{**item, "text": ""} for item in got] == [{**item, "text": ""} for item in plain]


@pytest.mark.parametrize("lang", LANGS)
def test_full_prints_the_score_and_the_draw_pile_after_each_move(lang: str) -> None:
    normal = at(lang, "normal", SEED, MOVES)
    full = at(lang, "full", SEED, MOVES)
    for got, plain in zip(full[:2], normal[:2], strict=True):  # Kc and As
        (line,) = texts(got)
        score, stock = got[0]["score"], 23
        assert line == " ".join([texts(plain)[0], t(lang, "speech-score", score=score),
                                 t(lang, "verbosity-stock", count=stock)])
    (drawn,) = full[3]
    assert drawn["text"] == f"{texts(normal[3])[0]} {t(lang, 'speech-score', score=drawn['score'])}"
    (undone,) = full[4]
    assert undone["text"] == f"{texts(normal[4])[0]} {t(lang, 'verbosity-stock', count=23)}"
    assert texts(full[2])[1] == texts(normal[2])[1]  # the revealed card: as at normal


PYRAMID_MOVES = ["JH 2D", "4H 9C", "undo", "undo", "draw", "draw", "draw", "2D JD", "undo"]
"""Two pairs (the second frees 9 of diamonds and 8 of spades), both undone, three
draws (2C, 5H, JD), a pair with the waste top (5H is then on top), and its undo."""


@pytest.mark.parametrize("lang", LANGS)
def test_pyramid_brief_names_the_cards_without_points_and_score(lang: str) -> None:
    normal = at(lang, "normal", PYRAMID, PYRAMID_MOVES)
    brief = at(lang, "brief", PYRAMID, PYRAMID_MOVES)
    jh, h4, _u1, _u2, _d1, _d2, _d3, jd, undo = (texts(answer)[0] for answer in brief)
    assert jh == t(lang, "verbosity-paired", first=card(lang, "JH"), second=card(lang, "2D"))
    freed = t(lang, "pyramid-freed", cards=join_and(lang, [card(lang, "9D"), card(lang, "8S")]),
              **Words(lang).genders([parse_card_code("9D"), parse_card_code("8S")]))
    assert h4 == " ".join([t(lang, "verbosity-paired", first=card(lang, "4H"),
                             second=card(lang, "9C")), freed])
    assert jd == " ".join([t(lang, "verbosity-paired", first=card(lang, "2D"),
                             second=card(lang, "JD")),
                           t(lang, "pyramid-waste-now", card=card(lang, "5H"))])
    for line, plain in ((jh, normal[0]), (h4, normal[1]), (jd, normal[7])):
        assert line != texts(plain)[0]
        assert t(lang, "speech-score", score=plain[0]["score"]) not in line
    assert undo == texts(normal[8])[0]


@pytest.mark.parametrize("lang", LANGS)
def test_pyramid_full_adds_the_draw_pile(lang: str) -> None:
    moves = ["JH 2D", "undo"]
    normal = at(lang, "normal", PYRAMID, moves)
    full = at(lang, "full", PYRAMID, moves)
    stock = t(lang, "verbosity-stock", count=24)
    assert texts(full[0]) == [f"{texts(normal[0])[0]} {stock}"]
    assert texts(full[1]) == [f"{texts(normal[1])[0]} {stock}"]


@pytest.mark.parametrize("lang", LANGS)
def test_normal_prints_as_before_and_switching_back_restores_it(lang: str) -> None:
    lines = ["verbosity full", "draw", "verbosity normal", "draw"]
    answers = play(lang, SEED, lines)
    again = play(lang, SEED, ["draw", "draw"])
    assert texts(answers[3]) == texts(again[1])
    assert texts(answers[1]) != texts(again[0])


@pytest.mark.parametrize("lang", LANGS)
def test_refusals_and_the_board_print_alike_at_every_level(lang: str) -> None:
    lines = ["2c", "board", "moves", "score"]
    plain = at(lang, "normal", SEED, lines)
    assert at(lang, "full", SEED, lines) == plain
    # At brief the board is the short one (issue 30), what board short prints at normal;
    # board full prints the normal board there.
    brief = at(lang, "brief", SEED, [*lines, "board full"])
    short = at(lang, "normal", SEED, ["board short"])[0]
    assert brief == [plain[0], short, *plain[2:], plain[1]]
    assert texts(short) != texts(plain[1])


@pytest.mark.parametrize("lang", LANGS)
def test_verbosity_applies_without_a_speech_layer(lang: str) -> None:
    """A session with no speech at all keeps the setting and confirms it."""
    preferences = Preferences()
    session = Session(lang=lang, code=parse_code(SEED), preferences=preferences)
    (answer,) = session.handle("verbosity full")
    assert answer.event == "info"
    assert answer.text == t(lang, "speech-verbosity", level="full")
    assert preferences.settings.verbosity == "full"
    (refused,) = session.handle("rate 150")  # a voice setting still says there is none
    assert refused.text != t(lang, "speech-rate", rate=150)


def _program(lang: str, stdin: str, *flags: str) -> list[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    result = run_main(["--speech", "none", "--lang", lang, "--game", SEED, *flags], stdin, env)
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()[2:]  # after the welcome and the board


@pytest.mark.parametrize("lang", LANGS)
def test_the_program_prints_the_form_in_text_and_in_jsonl(lang: str) -> None:
    script = "verbosity brief\ndraw\nverbosity full\ndraw\n"
    plain = [line.replace("\u200e", "").replace("\u200f", "") for line in _program(lang, script)]
    jsonl = [json.loads(line) for line in _program(lang, script, "--jsonl")]
    assert plain == [str(item["text"]) for item in jsonl]
    confirm_brief, drew, confirm_full, drew_full = jsonl
    assert confirm_brief["text"] == t(lang, "speech-verbosity", level="brief")
    assert confirm_full["text"] == t(lang, "speech-verbosity", level="full")
    assert drew["text"] == t(lang, "verbosity-drawn", card=card(lang, str(drew["card"])))
    assert str(drew_full["text"]).endswith(t(lang, "speech-score", score=drew_full["score"]))
    assert drew_full["stock"] == 21
