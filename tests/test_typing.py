"""Typing (issue 13, point 7): suggestions only for near words, the Arabic short card
codes, Ctrl-D that asks as quit does, and a line typed ahead shown once."""

from __future__ import annotations

import io
import os
import re
import sys
from pathlib import Path

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.commands import CardTarget, Command, parse, parse_card
from tripeaks_a11y.commands.grammar import CODE_LETTERS, COMMANDS_BY_NAME, RANK_WORDS
from tripeaks_a11y.commands.lexicon import PHRASE_STARTS, PHRASE_WORDS, SINGLE
from tripeaks_a11y.commands.normalize import normalize
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import card_name, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.reference import command_reference
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.cards import Card, Rank, Suit, parse_card_code

ROOT = Path(__file__).resolve().parent.parent
LANGS = LANGUAGES

# ----------------------------------------------------------------- did you mean

NEAR: list[tuple[str, str]] = [
    # English
    ("kign", "king"), ("hnit", "hint"), ("bord", "board"), ("drwa", "draw"),
    ("undoo", "undo"), ("qeen", "queen"), ("scroe", "score"),
    # "nwe" is near new, which is never offered (tests/test_natural_requests.py)
    # Croatian
    ("pmoć", "help"), ("savjt", "hint"), ("kraljj", "king"), ("izvcui", "draw"),
    ("poništ", "undo"), ("povjest", "last"),
    # Arabic
    ("تلمح", "hint"), ("ساعدة", "help"), ("مكل", "king"), ("اسحت", "draw"),
    ("تراجغ", "undo"),
]
UNRELATED = ["maybe", "xyzzy", "save", "hello", "foo", "banana", "weather",
             "hvala", "vrijeme", "kuća", "mačka",
             "عصفور", "كتاب", "شمس", "مرحبا", "ملق"]


def _suggested(lang: str, name: str) -> str:
    """The word a suggestion says: a command's first word, else a rank word."""
    if name in COMMANDS_BY_NAME:
        return COMMANDS_BY_NAME[name].words[lang][0]
    rank = {"king": Rank.KING, "queen": Rank.QUEEN}[name]
    return RANK_WORDS[lang][rank][0]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("typed", "meant"), NEAR)
def test_a_near_word_gets_did_you_mean(lang: str, typed: str, meant: str) -> None:
    answer = Session(lang=lang).handle(typed)
    assert [a.text for a in answer] == [
        t(lang, "parse-nearest", text=typed, command=_suggested(lang, meant))]
    assert answer[0].event == "refused"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("typed", UNRELATED)
def test_an_unrelated_word_gets_no_suggestion(lang: str, typed: str) -> None:
    assert [a.text for a in Session(lang=lang).handle(typed)] == [
        t(lang, "parse-unknown", text=typed)]


# ----------------------------------------------------------------- Arabic short codes

AR_RANKS = {"1": Rank.ACE, "ج": Rank.JACK, "ة": Rank.QUEEN, "ك": Rank.KING}
AR_SUITS = {"ب": Suit.SPADES, "ق": Suit.HEARTS, "م": Suit.DIAMONDS, "س": Suit.CLUBS}
WESTERN_TO_ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _ar_codes() -> list[tuple[str, Card]]:
    codes = []
    for suit_letter, suit in AR_SUITS.items():
        for rank in Rank:
            letter = next((k for k, v in AR_RANKS.items() if v is rank), str(int(rank)))
            codes.append((letter + suit_letter, Card(rank, suit)))
    return codes


def test_the_arabic_letters_are_the_documented_ones() -> None:
    assert CODE_LETTERS == {"ar": (AR_RANKS, AR_SUITS)}


@pytest.mark.parametrize(("code", "card"), _ar_codes())
def test_every_arabic_code_names_its_card_in_both_digit_forms(code: str, card: Card) -> None:
    for written in {code, code.translate(WESTERN_TO_ARABIC)}:
        assert parse(written).target == CardTarget(card)
        assert parse(f"العب {written}").target == CardTarget(card)
        assert parse(f"play {written}").target == CardTarget(card)
        assert parse_card(written) == card


def test_no_arabic_code_is_also_a_word() -> None:
    """A code may begin a phrase («كم ورقة بقيت», how many cards are left: the score);
    alone, after a command or before anything but that phrase, it is the card."""
    keys = [normalize(code) for code, _card in _ar_codes()]
    assert len(set(keys)) == 52
    assert not [k for k in keys if k in SINGLE or (k in PHRASE_WORDS and k not in PHRASE_STARTS)]
    assert not set(AR_RANKS) & set(AR_SUITS)
    king = CardTarget(parse_card_code("KD"))
    assert parse("كم ورقة بقيت") == Command("score")
    assert [parse(line).target for line in ("كم", "العب كم", "كم ورقة")] == [king] * 3


def test_the_ace_and_jack_words_stay_words() -> None:
    """«أس» and «شب» are the ace and the jack, which is why the codes use 1 and ج."""
    assert parse("أس").target is not None and parse("أس").name == "play"
    assert not isinstance(parse("أس").target, CardTarget)
    assert not isinstance(parse("شب").target, CardTarget)


@pytest.mark.parametrize("lang", LANGS)
def test_an_arabic_code_plays_and_looks(lang: str) -> None:
    # TP1-E-AAAAAAB: waste ace of clubs; king of clubs and 5 of spades in the bottom row.
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    session.start()
    look = session.handle("انظر ٥ب")
    assert card_name(lang, parse_card_code("5S")) in look[0].text
    assert [a.text for a in session.handle("كس")][0] == t(
        lang, "removed", card=card_name(lang, parse_card_code("KC")))


def test_the_codes_are_documented() -> None:
    guide = (ROOT / "docs" / "accessibility.ar.md").read_text(encoding="utf-8")
    assert "«٥ب»" in guide and "ب للبستوني" in guide
    page = command_reference()
    for lang in LANGS:
        assert t(lang, "reference-codes", codes="")[:12] in page
    assert "`٥ب` 5 of spades" in page and "`كب` ملك البستوني" in page
    assert (ROOT / "docs" / "commands.md").read_text(encoding="utf-8") == page


# ----------------------------------------------------------------- Ctrl-D

def _spawn(lang: str, term: str,
           argv: list[str] | None = None) -> tuple[pexpect.spawn, io.StringIO]:
    env = {**os.environ, "TERM": term, "PYTHONIOENCODING": "utf-8"}
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    child = pexpect.spawn(sys.executable, (argv or ["-m", "tripeaks_a11y"]) + [
        "--lang", lang, "--game", "TP1-E-AAAAAAB", "--speech", "none"],
        env=env, encoding="utf-8", timeout=30, dimensions=(40, 200))
    log = io.StringIO()
    child.logfile_read = log
    return child, log


def _prompt(term: str) -> str:
    return "> " if term == "dumb" else ">"


@pytest.mark.parametrize(("lang", "term"), [("en", "xterm-256color"), ("ar", "dumb"),
                                            ("hr", "xterm-256color")])
def test_ctrl_d_in_a_game_asks_and_a_second_one_leaves(lang: str, term: str) -> None:
    child, log = _spawn(lang, term)
    child.expect_exact(t(lang, "card-hidden"))
    child.expect_exact(_prompt(term))
    child.sendline("KC")
    child.expect_exact(t(lang, "removed", card=card_name(lang, parse_card_code("KC"))))
    child.expect_exact(_prompt(term))
    child.sendeof()
    child.expect_exact(t(lang, "confirm-quit"))
    child.sendline(COMMANDS_BY_NAME["no"].words[lang][0])
    child.expect_exact(t(lang, "cancelled"))
    child.expect_exact(_prompt(term))
    child.sendeof()
    child.expect_exact(t(lang, "confirm-quit"))
    child.expect_exact(_prompt(term))
    child.sendeof()
    child.expect_exact(t(lang, "goodbye"))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert log.getvalue().count(t(lang, "confirm-quit")) == 2


def test_ctrl_d_before_any_move_leaves_at_once() -> None:
    child, log = _spawn("en", "xterm-256color")
    child.expect_exact(">")
    child.sendeof()
    child.expect_exact(t("en", "goodbye"))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and t("en", "confirm-quit") not in log.getvalue()


def test_the_end_of_a_script_or_pipe_still_ends_without_a_question() -> None:
    result = run_main(["--lang", "en", "--game", "TP1-E-AAAAAAB"], "KC\n",
                      {**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[-1] == t("en", "removed", card=card_name("en", parse_card_code("KC")))
    assert t("en", "confirm-quit") not in result.stdout


# ----------------------------------------------------------------- typing ahead

SLOW_HINT = """
import sys, time
from tripeaks_a11y.session import conversation
handle = conversation.Session.handle
def slow(self, line):
    if line.strip() == "hint":
        time.sleep(1.5)  # a search that takes a while
    return handle(self, line)
conversation.Session.handle = slow
from tripeaks_a11y.program.cli import main
sys.exit(main(sys.argv[1:]))
"""

_ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|[\x08\r]")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_line_typed_while_an_answer_is_worked_out_shows_once(lang: str,
                                                               tmp_path: Path) -> None:
    script = tmp_path / "slow_hint.py"
    script.write_text(SLOW_HINT, encoding="utf-8")
    child, log = _spawn(lang, "xterm-256color", [str(script)])
    child.expect_exact(">")
    child.sendline("hint")
    child.expect_exact("hint")  # the line editor shows it, then the answer is worked out
    child.sendline("score")  # typed ahead, during the search
    score = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB")).handle("score")[0].text
    child.expect_exact(score)
    child.expect_exact(">")
    child.sendline("quit")
    child.expect_exact(t(lang, "goodbye"))
    child.expect(pexpect.EOF)
    child.close()
    lines = _ESCAPES.sub("", log.getvalue()).split("\n")
    # The typed-ahead line is shown at the prompt after the hint's answer (the line
    # editor draws it as it accepts it), never echoed bare before that answer.
    typed = [i for i, line in enumerate(lines) if "score" in line]
    assert typed and all(lines[i].startswith(">") for i in typed), lines
    answered = [i for i, line in enumerate(lines) if score in line]
    assert len(answered) == 1 and typed[0] < answered[0]
    hint = [i for i, line in enumerate(lines) if line.startswith(">") and "hint" in line]
    assert hint and hint[0] + 1 < typed[0]  # the hint's answer came in between
