"""Help a new player can take in (issue 13, point 6).

``help`` is a few short lines (playing, reading the board, the game,
settings, where to find more) that name the short forms (``7s``, ``d``,
``u``, ``m``, ``h``…); the playing line is each game's own (Pyramid pairs
cards). ``help all`` explains every command, one line each; ``help CMD``
one command. All of it in English, Arabic and Croatian, and every short form
it names is one the parser takes.
"""

from __future__ import annotations

import os
import re

import pytest
from conftest import run_main

from tripeaks_a11y.commands import COMMAND_NAMES, COMMANDS_BY_NAME, Command, parse
from tripeaks_a11y.i18n import sentence_case, t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.rules import VARIANTS

LANGS = LANGUAGES
GAMES = {"tripeaks": "TP1-E-AAAAAAB", "pyramid": "PY1-AAAAAIQ"}
HELP_WORDS = {"en": "help", "ar": "مساعدة", "hr": "pomoć"}
PLAYING_LINE, GAME_LINE, GOAL_LINE = 0, 2, 5
"""Where in ``help`` the lines each game words its own way are: playing, the game, the goal."""
RULE_SETS = ("easy", "classic")
"""TriPeaks' rule sets, as ``rules NAME`` names them (docs/rules.md "Easy and Classic")."""
ALL_WORDS = {"en": ("help all", "h all", "help everything"),
             "ar": ("مساعدة الكل", "مساعدة كل الأوامر"),
             "hr": ("pomoć sve", "pomoć sve naredbe")}

SHORT_FORMS = {
    "d": "draw", "u": "undo", "m": "moves", "b": "board", "w": "waste", "s": "score",
    "n": "new", "q": "quit", "h": "help", "r 4": "row", "l 7s": "look", "7s": "play",
    "ks": "play", "6h 7c": "pair", "6h waste": "pair",
}
"""Each short form the help names, and the command the parser makes of it."""


def session(lang: str, game: str = "tripeaks") -> Session:
    return Session(lang=lang, code=parse_code(GAMES[game]))


def texts(lang: str, line: str, game: str = "tripeaks") -> list[str]:
    return [answer.text for answer in session(lang, game).handle(line)]


def rule_set(lang: str, name: str) -> str:
    """The word the parser takes for rule set ``name`` after ``rules`` in ``lang``."""
    word = {"en": {"easy": "easy", "classic": "classic"},
            "ar": {"easy": "سهلة", "classic": "كلاسيكية"},
            "hr": {"easy": "lako", "classic": "klasično"}}[lang][name]
    assert parse(f"{COMMANDS_BY_NAME['rules'].words[lang][0]} {word}") == Command(
        "rules", arg=name)
    return word


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_help_is_a_few_short_grouped_lines(lang: str, game: str) -> None:
    lines = texts(lang, HELP_WORDS[lang], game)
    assert len(lines) == 7
    assert all(len(line) <= 240 for line in lines), [len(line) for line in lines]
    labels = [line.split(":")[0] for line in lines[:6]]
    assert len(set(labels)) == 6  # playing, the board, the game, settings, voice, goal
    assert lines == texts(lang, "help", game) == texts(lang, "?", game)  # any language's word


@pytest.mark.parametrize("lang", LANGS)
def test_each_game_has_its_own_playing_game_and_goal_lines(lang: str) -> None:
    tripeaks, pyramid = (texts(lang, "help", game) for game in GAMES)
    own = {PLAYING_LINE, GAME_LINE, GOAL_LINE}
    assert all(tripeaks[line] != pyramid[line] for line in own)
    assert ([text for line, text in enumerate(tripeaks) if line not in own]
            == [text for line, text in enumerate(pyramid) if line not in own])
    playing = (tripeaks[PLAYING_LINE], pyramid[PLAYING_LINE])
    assert "13" in playing[1] and "13" not in playing[0]  # Pyramid's pairs add up to 13


@pytest.mark.parametrize("lang", LANGS)
def test_only_tripeaks_help_offers_a_rule_set(lang: str) -> None:
    tripeaks, pyramid = (texts(lang, "help", game)[GAME_LINE] for game in GAMES)
    rules = COMMANDS_BY_NAME["rules"].words[lang][0]
    assert rules in tripeaks and rules in pyramid
    assert all(rule_set(lang, name) in tripeaks for name in RULE_SETS)
    # Pyramid has one rule set and refuses one named: its help names none
    assert not any(rule_set(lang, name) in pyramid for name in RULE_SETS), pyramid


@pytest.mark.parametrize("lang", LANGS)
def test_help_rules_in_pyramid_says_what_rules_does_there(lang: str) -> None:
    rules = COMMANDS_BY_NAME["rules"].words[lang][0]
    (line,) = texts(lang, f"{HELP_WORDS[lang]} {rules}", "pyramid")  # no variant after it
    assert line.startswith(t(lang, "help-rules-pyramid")) and rules in line
    assert not any(rule_set(lang, name) in line for name in RULE_SETS), line
    # TriPeaks' help rules still offers its rule sets, then each variant
    tripeaks = texts(lang, f"{HELP_WORDS[lang]} {rules}")
    assert all(rule_set(lang, name) in tripeaks[0] for name in RULE_SETS)
    assert len(tripeaks) == 1 + len(VARIANTS)
    # and rules does what the help says: the one rule set and the goal, nothing refused
    player = session(lang, "pyramid")
    answers = player.handle(rules)
    assert [answer.event for answer in answers] == ["info", "info"]
    assert answers[0].text == t(lang, "pyramid-rules-now")
    assert answers[1].text == sentence_case(t(lang, "pyramid-goal",
                                              cards=player.game.layout.size))
    assert not any(rule_set(lang, name) in answer.text for answer in answers
                   for name in RULE_SETS)


@pytest.mark.parametrize("lang", LANGS)
def test_help_names_the_short_forms(lang: str) -> None:
    said = " ".join(texts(lang, "help") + texts(lang, "help", "pyramid"))
    for short in ("7s", "(d)", "(u)", "(m)", "(b)", "(h ", "ks", "6h 7c"):
        assert short in said, short


@pytest.mark.parametrize(("short", "name"), SHORT_FORMS.items())
def test_every_short_form_in_help_is_one_the_parser_takes(short: str, name: str) -> None:
    assert parse(short).name == name
    said = {lang: " ".join(texts(lang, "help") + texts(lang, "help", "pyramid"))
            for lang in LANGS}
    assert short in said["en"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_examples_of_help_are_cards_the_parser_reads(lang: str) -> None:
    examples = {"en": ("7 of spades", "row 4 card 3"),
                "ar": ("7 من البستوني", "7ب", "صف 4 ورقة 3"),
                "hr": ("7 pik", "red 4 karta 3")}
    first = texts(lang, "help")[0]
    for example in examples[lang]:
        assert example in first
        assert parse(example).name == "play"


@pytest.mark.parametrize("lang", LANGS)
def test_help_all_explains_every_command_once(lang: str) -> None:
    for words in ALL_WORDS[lang]:
        assert parse(words) == Command("help", arg="all")
    player = session(lang)
    lines = [answer.text for answer in player.handle(ALL_WORDS[lang][0])]
    assert len(lines) == len(COMMAND_NAMES)
    for name, line in zip(COMMAND_NAMES, lines, strict=True):
        usage = player.announcer.conversation.usage(name, kind=player.kind).text
        assert line.startswith(usage), name
        assert line == texts(lang, f"help {COMMANDS_BY_NAME[name].words[lang][0]}")[0]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", COMMAND_NAMES)
def test_every_command_has_its_help(lang: str, name: str) -> None:
    for game in GAMES:  # the game's own help where its row has one (hint)
        player = session(lang, game)
        answer, *more = player.handle(f"help {COMMANDS_BY_NAME[name].words[lang][0]}")
        # One line each; "help keys" goes on with the key list (tests/test_keys.py),
        # "help rules" with a sentence on each variant.
        # (Pyramid, of one rule set, has no variant to explain).
        extra = {"keys": 2, "rules": len(VARIANTS) if player.kind.game.variants else 0}
        assert len(more) == extra.get(name, 0)
        assert answer.event == "info"
        usage = player.announcer.conversation.usage(name, kind=player.kind).text
        assert answer.text.startswith(usage)
    assert t(lang, f"help-{name}")  # every command has a help line of its own
    for word in COMMANDS_BY_NAME[name].words[lang][1:]:
        assert word in answer.text  # "Also: …", the parser's other words


def test_croatian_help_names_stani_once() -> None:
    said = " ".join(texts("hr", "pomoć"))
    assert len(re.findall(r"\bstani\b", said)) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_help_on_help_tells_of_help_all(lang: str) -> None:
    (line,) = texts(lang, f"help {HELP_WORDS[lang]}")
    assert ALL_WORDS[lang][0] in line


@pytest.mark.parametrize("lang", LANGS)
def test_help_on_no_command_is_refused(lang: str) -> None:
    (answer,) = session(lang).handle("help xyzzy")
    assert answer.event == "refused"
    assert answer.text == t(lang, "help-unknown", topic="xyzzy")


@pytest.mark.parametrize("lang", LANGS)
def test_the_program_prints_help_as_separate_lines(lang: str) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    result = run_main(["--speech", "none", "--lang", lang, "--jsonl", "--game", GAMES["tripeaks"]],
                      "h\n", env)
    assert result.returncode == 0, result.stderr
    printed = result.stdout.splitlines()[2:]
    assert len(printed) == 7
    assert [line for line in printed if '"event": "info"' in line] == printed
