"""Deals worth playing (issue 14, point 5): new daily, new winnable, new 1234, game 1234.

The deal of the day follows the rule of docs/deals.md §8 (its vectors are
read from that page); ``new winnable`` deals what the solver has won, and
``solve`` agrees; ``game 1234`` points to ``new 1234`` and is never a card;
the new words parse to their own commands in all three languages, and the
old ``winnable`` (``solve``) keeps its meaning alone.
"""

from __future__ import annotations

import hashlib
import os
import random
import re
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.commands import Command, parse
from tripeaks_a11y.commands.grammar import COMMANDS_BY_NAME, DEAL_CHOICES, LANGS
from tripeaks_a11y.deals import DEAL_COUNT, parse_game_code
from tripeaks_a11y.deals.daily import daily_code, daily_key, daily_number
from tripeaks_a11y.deals.winnable import find_winnable
from tripeaks_a11y.kinds import KINDS, GameKind, kind_named
from tripeaks_a11y.records import Records
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.rules import CLASSIC, EASY, RuleSet

DEALS_PAGE = Path(__file__).resolve().parents[1] / "docs" / "deals.md"
DAY = date(2026, 12, 1)
TRIPEAKS, PYRAMID = KINDS
_VECTOR = re.compile(r"daily (\d{4}-\d\d-\d\d) (\S+): ([0-9a-f]{16}) (\d+) (\S+)")


def session(lang: str = "en") -> Session:
    """A session on a fixed day, with seeded deal numbers for ``new winnable``."""
    played = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    played.utc_today = lambda: DAY
    played.deal_numbers = random.Random(4).randrange
    return played


def daily_of(played: Session) -> str | None:
    """The session's ``daily_date`` (the records keep it with the game)."""
    return played.daily_date


def said(played: Session, line: str) -> list[str]:
    return [answer.text for answer in played.handle(line)]


def _kind_rules(prefix: str) -> tuple[GameKind, RuleSet]:
    return {"TP1-E": (TRIPEAKS, EASY), "TP1-C": (TRIPEAKS, CLASSIC), "PY1": (PYRAMID, EASY)}[prefix]


# ----- the rule of the deal of the day ----------------------------------------


def test_the_vectors_of_docs_deals_md_hold() -> None:
    vectors = _VECTOR.findall(DEALS_PAGE.read_text(encoding="utf-8"))
    assert len(vectors) >= 6
    for day, prefix, digest, number, code in vectors:
        kind, rules = _kind_rules(prefix)
        when = date.fromisoformat(day)
        key = daily_key(when, kind, rules)
        assert key == f"{day} {prefix}"
        assert hashlib.sha256(key.encode()).hexdigest()[:16] == digest
        assert daily_number(when, kind, rules) == int(number)
        assert str(daily_code(when, kind, rules)) == code


def test_each_day_game_and_rule_set_has_its_own_deal() -> None:
    days = [date(2026, 12, 1) + (date(2026, 1, 2) - date(2026, 1, 1)) * n for n in range(60)]
    for kind, rules in ((TRIPEAKS, EASY), (TRIPEAKS, CLASSIC), (PYRAMID, EASY)):
        numbers = [daily_number(day, kind, rules) for day in days]
        assert len(set(numbers)) == len(numbers)
        assert all(0 <= n < DEAL_COUNT for n in numbers)
    assert daily_number(DAY, TRIPEAKS, EASY) != daily_number(DAY, TRIPEAKS, CLASSIC)
    assert daily_number(DAY, TRIPEAKS, EASY) == daily_number(DAY, TRIPEAKS, EASY)


# ----- new daily ----------------------------------------------------------------

DAILY = {
    "en": "Deal of the day, 1 December 2026: TP1-E-QZGKACY, Easy rules.",
    "ar": "توزيعة اليوم، 1 ديسمبر 2026: TP1-E-QZGKACY، القواعد السهلة.",
    "hr": "Partija dana, 1. prosinca 2026. godine: TP1-E-QZGKACY, pravilo Lako.",
}
DAILY_PYRAMID = {
    "en": "Pyramid deal of the day, 1 December 2026: PY1-XSJEYDP.",
    "ar": "توزيعة اليوم من الهرم، 1 ديسمبر 2026: PY1-XSJEYDP.",
    "hr": "Partija dana Piramide, 1. prosinca 2026. godine: PY1-XSJEYDP.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_new_daily_deals_the_deal_of_the_day_with_its_date(lang: str) -> None:
    played = session(lang)
    new = COMMANDS_BY_NAME["new"].words[lang][0]
    daily = DEAL_CHOICES["daily"][lang][0]
    answers = played.handle(f"{new} {daily}")
    assert answers[0].text == DAILY[lang]
    assert "Q, Z, G, K, A, C, Y" in (answers[0].spoken or "")  # the code spelled for the voice
    assert str(played.code) == "TP1-E-QZGKACY"
    assert daily_of(played) == "2026-12-01"
    played.handle(COMMANDS_BY_NAME["game"].words[lang][0] + " "
                  + {"en": "pyramid", "ar": "الهرم", "hr": "piramida"}[lang])
    assert daily_of(played) is None
    assert said(played, f"{new} {daily}")[0] == DAILY_PYRAMID[lang]
    assert daily_of(played) == "2026-12-01"


@pytest.mark.parametrize(("lang", "march", "december"), [
    ("en", "3 March 2027", "31 December 2027"),
    ("ar", "3 مارس 2027", "31 ديسمبر 2027"),
    ("hr", "3. ožujka 2027. godine", "31. prosinca 2027. godine"),
])
def test_every_month_is_named_in_every_language(lang: str, march: str, december: str) -> None:
    announcer = Announcer(lang)
    dates = [announcer.answers.daily_date(date(2027, month, 3)) for month in range(1, 13)]
    assert len(set(dates)) == 12
    assert dates[2] == march
    assert announcer.answers.daily_date(date(2027, 12, 31)) == december
    played = session(lang)
    played.utc_today = lambda: date(2027, 3, 3)
    assert march in said(played, "new daily")[0]


def test_the_deal_of_the_day_follows_the_rules_and_other_deals_reset_it() -> None:
    played = session()
    said(played, "rules classic")
    assert said(played, "new daily")[0] == (
        "Deal of the day, 1 December 2026: TP1-C-TRSUNRN, Classic rules.")
    said(played, "restart")  # the same deal again: still the deal of the day
    assert daily_of(played) == "2026-12-01"
    said(played, "new 1234")
    assert daily_of(played) is None
    said(played, "new daily")
    said(played, "new")
    assert daily_of(played) is None
    said(played, "new daily")
    said(played, "new TP1-E-AAAAAAB")
    assert daily_of(played) is None


def test_new_daily_asks_first_with_a_game_in_progress() -> None:
    played = session()
    said(played, "draw")
    assert said(played, "new daily") == [
        "A game is in progress. Start a new one? Say yes or no."]
    assert said(played, "no") == ["Cancelled. The game goes on."]
    assert str(played.code) == "TP1-E-AAAAAAB" and daily_of(played) is None
    said(played, "new daily")
    assert said(played, "yes")[0] == DAILY["en"]
    assert daily_of(played) == "2026-12-01"
    said(played, "draw")
    said(played, "new")  # a plain new after a daily question is a plain deal
    assert said(played, "yes")[0].startswith("New game: TP1-E-")
    assert daily_of(played) is None


def test_new_daily_in_the_program_uses_today_in_utc() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    before = datetime.now(UTC).date()
    done = run_main(["--speech", "none"], "new daily\ncode\nquit\n", env)
    after = datetime.now(UTC).date()
    assert done.returncode == 0, done.stderr
    expected = {str(daily_code(day, TRIPEAKS, EASY)) for day in (before, after)}
    lines = done.stdout.splitlines()
    dealt = next(line for line in lines if line.startswith("Deal of the day, "))
    assert any(f": {code}, Easy rules." in dealt for code in expected)
    assert any(line.startswith(f"Game code {code}:") for line in lines for code in expected)


# ----- new winnable -------------------------------------------------------------

WINNABLE = {
    "en": ("New game: ", ", Easy rules, winnable: the solver found a win."),
    "ar": ("جولة جديدة: ", "، القواعد السهلة، يمكن الفوز بها: وجدت طريقًا إلى الفوز."),
    "hr": ("Nova partija: ", ", pravilo Lako, rješiva: našao sam pobjednički niz."),
}
SOLVE_WINNABLE = {"en": "Looking at the hidden cards, this game can still be won in ",
                  "ar": "بالنظر إلى الأوراق المخفية، ما زال الفوز بهذه الجولة ممكنًا في ",
                  "hr": "Gledajući skrivene karte, ova se partija još može dobiti u "}


@pytest.mark.parametrize("lang", LANGS)
def test_new_winnable_deals_a_deal_the_solver_wins_and_solve_agrees(lang: str) -> None:
    played = session(lang)
    new = COMMANDS_BY_NAME["new"].words[lang][0]
    winnable = DEAL_CHOICES["winnable"][lang][0]
    start, end = WINNABLE[lang]
    text = said(played, f"{new} {winnable}")[0]
    assert text.startswith(start) and text.endswith(end), text
    assert str(played.code) in text
    assert daily_of(played) is None
    assert said(played, COMMANDS_BY_NAME["solve"].words[lang][0])[0].startswith(
        SOLVE_WINNABLE[lang])


def test_new_winnable_is_repeatable_with_the_same_random_source() -> None:
    first, second = session(), session()
    assert said(first, "new winnable") == said(second, "new winnable")
    assert first.code == second.code
    assert first.code != parse_game_code("TP1-E-AAAAAAB")


def test_new_winnable_in_pyramid() -> None:
    played = session()
    said(played, "game pyramid")
    played.deal_numbers = random.Random(5).randrange
    text = said(played, "new winnable")[0]
    assert text == f"New game of Pyramid: {played.code}, winnable: the solver found a win."
    assert said(played, "solve")[0].startswith(SOLVE_WINNABLE["en"])
    assert said(played, "game 12")[0] == "Say new 12 to deal numbered deal 12."


def test_new_winnable_under_classic_rules_skips_a_deal_classic_cannot_win() -> None:
    # Deal 3 is winnable under Easy and not under Classic (docs/rules.md "Game codes"); deal 1 is.
    drawn = iter([3, 1])
    found = find_winnable(TRIPEAKS, CLASSIC, lambda _n: next(drawn))
    assert found is not None
    assert (str(found.code), found.tried) == ("TP1-C-AAAAAAB", 2)
    easy = find_winnable(TRIPEAKS, EASY, lambda _n: 3)
    assert easy is not None and str(easy.code) == "TP1-E-AAAAAAD"


NONE_FOUND = {
    "en": "I found no winnable deal after 3 tries. Say new winnable to try again, "
          "or new for any deal.",
    "ar": "لم أجد توزيعة يمكن الفوز بها بعد 3 محاولات. قل جديدة قابلة للفوز لتحاول مرة "
          "أخرى، أو جديدة لأي توزيعة.",
    "hr": "Nisam našao rješivu partiju nakon 3 pokušaja. Recite nova rješiva za novi "
          "pokušaj ili nova za bilo koje dijeljenje.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_no_winnable_deal_found_says_so_and_the_game_goes_on(lang: str) -> None:
    played = session(lang)
    played.handle(COMMANDS_BY_NAME["rules"].words[lang][0] + " "
                  + {"en": "classic", "ar": "كلاسيكية", "hr": "klasično"}[lang])
    played.winnable_attempts = 3
    played.deal_numbers = lambda _n: 3  # not winnable under Classic
    answers = played.handle(COMMANDS_BY_NAME["new"].words[lang][0] + " "
                            + DEAL_CHOICES["winnable"][lang][0])
    assert [a.text for a in answers] == [NONE_FOUND[lang]]
    assert answers[0].event == "refused"
    assert str(played.code) == "TP1-E-AAAAAAB"


def test_find_winnable_refuses_no_attempts() -> None:
    with pytest.raises(ValueError, match="attempts"):
        find_winnable(TRIPEAKS, EASY, lambda _n: 1, attempts=0)


# ----- new 1234 and game 1234 ---------------------------------------------------

POINTER = {"en": "Say new 1234 to deal numbered deal 1234.",
           "ar": "قل جديدة 1234 لتوزيع التوزيعة رقم 1234.",
           "hr": "Recite nova 1234 za dijeljenje broj 1234."}


@pytest.mark.parametrize("lang", LANGS)
def test_game_and_a_number_points_to_new_and_is_never_a_card(lang: str) -> None:
    played = session(lang)
    game = COMMANDS_BY_NAME["game"].words[lang][0]
    before = (played.code, played.game.moves, played.game.waste)
    for line in (f"{game} 1234", f"{game} ١٢٣٤", f"{game} 1 234"):
        assert said(played, line) == [POINTER[lang]], line
    assert (played.code, played.game.moves, played.game.waste) == before
    five = {"en": "five", "ar": "خمسة", "hr": "pet"}[lang]
    assert parse(f"{game} 5") == Command("game", number=5)  # not "play 5"
    assert parse(f"{game} {five}") == Command("game", number=5)
    new = COMMANDS_BY_NAME["new"].words[lang][0]
    assert said(played, f"{new} 1234")[0].endswith(
        {"en": "New game: TP1-E-AAAABVM, Easy rules.",
         "ar": "جولة جديدة: TP1-E-AAAABVM، القواعد السهلة.",
         "hr": "Nova partija: TP1-E-AAAABVM, pravilo Lako."}[lang])
    assert played.code is not None and played.code.number == 1234


def test_game_and_names_still_switch_games_and_long_numbers_are_refused() -> None:
    assert parse("game pyramid") == Command("game", arg="pyramid")
    assert parse("game") == Command("game")
    assert parse("game number 99") == Command("game", number=99)
    assert parse("game 8031810175") == Command("game", number=8031810175)
    played = session()
    # More digits than any deal number: the usage of game, never a card.
    assert said(played, "game 99999999999") == [
        "Say game pyramid or game tripeaks to switch games, for example game pyramid."]
    assert said(played, "new 8031810176")[0] != POINTER["en"]


# ----- the words ----------------------------------------------------------------


def test_every_deal_word_after_new_in_every_language_picks_its_deal() -> None:
    for value, per_lang in DEAL_CHOICES.items():
        for words in per_lang.values():
            for word in words:
                for lang in LANGS:
                    for new in COMMANDS_BY_NAME["new"].words[lang]:
                        assert parse(f"{new} {word}") == Command("new", arg=value), (new, word)


def test_deal_words_alone_are_no_other_command_than_solve() -> None:
    for value, per_lang in DEAL_CHOICES.items():
        for words in per_lang.values():
            for word in words:
                try:
                    command = parse(word)
                except ValueError:
                    continue  # not a command on its own
                assert value == "winnable" and command == Command("solve"), word


@pytest.mark.parametrize("line", [
    "winnable", "is it winnable", "is this winnable", "can it be won", "solve",
    "rješivo", "je li rješivo", "može li se dobiti",
    "قابلة للفوز", "هل هي قابلة للفوز", "هل يمكن الفوز",
])
def test_winnable_alone_or_asked_is_still_solve(line: str) -> None:
    assert parse(line) == Command("solve")


@pytest.mark.parametrize(("line", "value"), [
    ("new winnable", "winnable"), ("new game winnable", "winnable"), ("n winnable", "winnable"),
    ("new daily", "daily"), ("new deal of the day", "daily"), ("new game daily", "daily"),
    ("nova rješiva", "winnable"), ("nova partija dana", "daily"), ("nova dnevna", "daily"),
    ("جديدة قابلة للفوز", "winnable"), ("جولة جديدة يومية", "daily"),
    ("جديدة جولة اليوم", "daily"),
])
def test_new_with_a_deal_word(line: str, value: str) -> None:
    assert parse(line) == Command("new", arg=value)


def test_codes_and_numbers_after_new_are_read_as_before() -> None:
    assert parse("new 1234") == Command("new", arg="1234")
    assert parse("new 1 234") == Command("new", arg="1234")
    assert parse("new game five") == Command("new", arg="5")
    assert parse("new TP1-E-AAAAAAB") == Command("new", arg="TP1-E-AAAAAAB")
    assert parse("new pyramid") == Command("game", arg="pyramid")
    assert kind_named("pyramid") is PYRAMID


# ----- the records keep the date ------------------------------------------------


def test_the_records_keep_the_date_of_the_deal_of_the_day(tmp_path: Path) -> None:
    records = Records.open(tmp_path / "records.sqlite3", "ana")
    try:
        played = Session(lang="en", code=parse_game_code("TP1-E-AAAAAAB"), records=records)
        played.utc_today = lambda: DAY
        said(played, "new daily")
        said(played, "draw")
        saved = records.unfinished()
        assert [(g.info.code, g.info.daily) for g in saved[:1]] == [("TP1-E-QZGKACY",
                                                                     "2026-12-01")]
        said(played, "new 1234")
        said(played, "yes")
        said(played, "draw")
        latest = records.unfinished()[0]
        assert (latest.info.code, latest.info.daily) == ("TP1-E-AAAABVM", None)
    finally:
        records.close()
