"""Choosing the rule variants by name (issue 17, "Choosing").

``rules`` and ``new`` take the variants by their names in English, Arabic
and Croatian, ``--variant`` takes them on the command line, the welcome and
``rules`` say which rules are in force, ``help rules`` explains each
variant, and the choice is kept in the settings file for the next game like
the rule set.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.commands import COMMANDS_BY_NAME, Command, ParseError, parse
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import t, variant_names
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.program.cli import _saved_rules
from tripeaks_a11y.session import Session
from tripeaks_a11y.session.saving import game_info_of
from tripeaks_a11y.settings import SettingsStore
from tripeaks_a11y.settings.keeper import Preferences
from tripeaks_a11y.values.rules import EASY, VARIANTS, Rules, rule_set, rules_chosen

LANGS = LANGUAGES


def texts(session: Session, line: str) -> list[str]:
    return [said.text for said in session.handle(line)]


def started(lang: str = "en", code: str = "TP1-E-AAAAAAB",
            preferences: Preferences | None = None) -> Session:
    session = Session(lang=lang, code=parse_game_code(code), preferences=preferences)
    session.start()
    return session


# ----- the words ---------------------------------------------------------------


@pytest.mark.parametrize(("line", "command"), [
    ("rules empty waste", Command("rules", variants="W")),
    ("rules classic open peaks", Command("rules", arg="classic", variants="O")),
    ("open peaks rules", Command("rules", variants="O")),
    ("rules empty waste and traditional draw", Command("rules", variants="DW")),
    ("rules standard", Command("rules", variants="")),
    ("pravila otvoreni vrhovi", Command("rules", variants="O")),
    ("pravila klasično prazno odlagalište", Command("rules", arg="classic", variants="W")),
    ("pravila bez varijanti", Command("rules", variants="")),
    ("قواعد كومة رمي فارغة", Command("rules", variants="W")),
    ("القواعد القمم المكشوفة", Command("rules", variants="O")),
    ("قواعد السحب التقليدي", Command("rules", variants="D")),
    ("new empty waste", Command("new", variants="W")),
    ("new classic", Command("new", rule_set="classic")),
    ("new 1234 open peaks", Command("new", arg="1234", variants="O")),
    ("new daily traditional draw", Command("new", arg="daily", variants="D")),
    ("nova otvoreni vrhovi", Command("new", variants="O")),
    ("جديدة كومة رمي فارغة", Command("new", variants="W")),
    ("new TP1-E-AAAAAAB-W", Command("new", arg="TP1-E-AAAAAAB-W")),
])
def test_rules_and_new_take_the_variants_by_name(line: str, command: Command) -> None:
    assert parse(line) == command


@pytest.mark.parametrize("line", ["rules easy classic", "rules standard open peaks",
                                  "rules open peaks hard"])
def test_contradictions_and_strangers_are_refused(line: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse(line)
    assert caught.value.kind == "bad_argument"
    assert caught.value.nearest == "rules"


def test_every_variant_has_words_in_every_language() -> None:
    for variant in VARIANTS:
        for lang in LANGS:
            said = t(lang, f"variant-name-{variant.letter}")
            word = COMMANDS_BY_NAME["rules"].words[lang][0]
            assert parse(f"{word} {said}").variants == variant.letter, (lang, said)


# ----- the rules of the next deal ----------------------------------------------


def test_naming_a_variant_names_them_all_and_keeps_the_rule_set() -> None:
    base = rule_set(Rules.CLASSIC, "W")
    assert rules_chosen(base, None, "O") == rule_set(Rules.CLASSIC, "O")
    assert rules_chosen(base, "easy", None) == rule_set(Rules.EASY, "W")
    assert rules_chosen(base, None, "") == rule_set(Rules.CLASSIC)
    with pytest.raises(ValueError):
        rules_chosen(base, "hard", None)


@pytest.mark.parametrize("lang", LANGS)
def test_rules_choose_the_next_deal_and_say_it(lang: str) -> None:
    player = started(lang)
    rules_word = {"en": "rules", "ar": "قواعد", "hr": "pravila"}[lang]
    name_o = t(lang, "variant-name-O")
    said = texts(player, f"{rules_word} {name_o}")
    assert said == [t(lang, "rules-next", rules=rule_set(Rules.EASY, "O"))]
    assert name_o in said[0]
    assert player.next_rules == rule_set(Rules.EASY, "O") and player.rules == EASY
    assert str(player.code) == "TP1-E-AAAAAAB"  # the game played keeps its rules
    now, coming, goal = texts(player, rules_word)
    assert name_o not in now and name_o in coming and name_o not in goal
    texts(player, f"{rules_word} {t(lang, 'variant-name-W')}")
    assert player.next_rules == rule_set(Rules.EASY, "W")
    assert texts(player, {"en": "new", "ar": "جديدة", "hr": "nova"}[lang])
    assert player.code is not None and player.code.variants == "W"
    assert player.game.waste_top is None  # an empty waste indeed
    assert t(lang, "variant-name-W") in texts(player, rules_word)[0]


def test_rules_standard_plays_none_from_the_next_deal() -> None:
    player = started(code="TP1-C-AAAAAAB-OW")
    assert texts(player, "rules standard") == ["Classic rules from the next deal."]
    texts(player, "new")
    assert player.rules == rule_set(Rules.CLASSIC)


def test_new_with_a_variant_asks_first_and_no_changes_nothing() -> None:
    player = started()
    texts(player, "kc")  # a move: leaving the game now asks
    assert texts(player, "new open peaks") == [t("en", "confirm-new")]
    texts(player, "no")
    assert player.next_rules == EASY and str(player.code) == "TP1-E-AAAAAAB"
    texts(player, "new open peaks")
    said = texts(player, "yes")
    assert player.rules == rule_set(Rules.EASY, "O")
    assert player.code is not None and player.code.variants == "O"
    assert said[0].endswith("Easy rules with open peaks.")
    assert "hidden card" not in said[1]  # open peaks: every card named


def test_new_with_a_number_or_daily_and_a_variant_deals_it() -> None:
    player = started()
    said = texts(player, "new 1234 empty waste")
    assert said[0] == "New game: TP1-E-AAAABVM-W, Easy rules with empty waste."
    texts(player, "new daily classic traditional draw")
    assert player.code is not None and player.code.variants == "D"
    assert player.rules == rule_set(Rules.CLASSIC, "D")


@pytest.mark.parametrize("lang", LANGS)
def test_pyramid_takes_no_variant(lang: str) -> None:
    player = started(lang, code="PY1-AAAAAAB")
    rules_word = COMMANDS_BY_NAME["rules"].words[lang][0]
    new_word = COMMANDS_BY_NAME["new"].words[lang][0]
    name = t(lang, "variant-name-W")
    refused = [t(lang, "variants-tripeaks-only")]
    assert texts(player, f"{new_word} {name}") == refused
    assert texts(player, f"{rules_word} {name}") == refused
    assert str(player.code) == "PY1-AAAAAAB" and player.next_rules == EASY


def test_words_after_a_code_change_its_rules() -> None:
    player = started()
    assert texts(player, "new TP1-E-AAAAAAB empty waste")[0] == \
        "New game: TP1-E-AAAAAAB-W, Easy rules with empty waste."
    texts(player, "new TP1-C-AAAAAAB-W standard")
    assert str(player.code) == "TP1-C-AAAAAAB" and player.next_rules == rule_set(Rules.CLASSIC)
    assert texts(player, "new PY1-AAAAAAB joker") == [t("en", "variants-tripeaks-only")]
    assert str(player.code) == "TP1-C-AAAAAAB"


def test_traditional_scoring_is_recorded_as_its_own_scoring() -> None:
    plain = Session(code=parse_game_code("TP1-E-AAAAAAB-W"))
    traditional = Session(code=parse_game_code("TP1-E-AAAAAAB-S"))
    assert game_info_of(plain, "ana", 0.0).scoring == "tripeaks"
    assert game_info_of(traditional, "ana", 0.0).scoring == "tripeaks:traditional"


@pytest.mark.parametrize("lang", LANGS)
def test_welcome_code_and_rules_name_the_variants(lang: str) -> None:
    player = Session(lang=lang, code=parse_game_code("TP1-C-AAAAAAB-OW"))
    welcome = player.start()[0].text
    names = variant_names(lang, "OW")
    assert t(lang, "variant-name-O") in names and t(lang, "variant-name-W") in names
    for line in (welcome, texts(player, {"en": "code", "ar": "رمز", "hr": "kod"}[lang])[0],
                 texts(player, {"en": "rules", "ar": "قواعد", "hr": "pravila"}[lang])[0]):
        assert names in line, line
    plain = Session(lang=lang, code=parse_game_code("TP1-C-AAAAAAB")).start()[0].text
    assert not any(t(lang, f"variant-name-{v.letter}") in plain for v in VARIANTS)


@pytest.mark.parametrize("lang", LANGS)
def test_help_rules_explains_each_variant(lang: str) -> None:
    player = started(lang)
    word = {"en": "help rules", "ar": "مساعدة قواعد", "hr": "pomoć pravila"}[lang]
    first, *each = texts(player, word)
    assert first.startswith(t(lang, "help-rules"))
    assert each == [t(lang, f"variant-help-{v.letter}") for v in VARIANTS]
    for variant, line in zip(VARIANTS, each, strict=True):
        named = t(lang, f"variant-name-{variant.letter}").casefold().split()[-1]
        assert named in line.casefold().split(":")[0], line  # "Joker: …" for "a joker"


# ----- kept for the next game ---------------------------------------------------


def test_the_choice_is_kept_in_the_settings_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("# my settings\nlang = \"en\"\n", encoding="utf-8")
    store = SettingsStore(path)
    player = started(preferences=Preferences(store, store.load()))
    texts(player, "rules classic open peaks")
    saved = SettingsStore(path).load()
    assert (saved.rules, saved.variants) == ("classic", "O")
    assert _saved_rules(saved) == rule_set(Rules.CLASSIC, "O")
    assert "# my settings" in path.read_text(encoding="utf-8")  # the player's comment stays
    texts(player, "new standard")
    assert SettingsStore(path).load().variants == ""


def test_a_hand_edited_variant_is_left_out(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('rules = "classic"\nvariants = "Z?"\n', encoding="utf-8")
    assert _saved_rules(SettingsStore(path).load()) == rule_set(Rules.CLASSIC)


def _script(*args: str, lines: str = "code\n") -> subprocess.CompletedProcess[str]:
    return run_main(["--speech", "none", *args], lines)


def test_variant_on_the_command_line() -> None:
    run = _script("--game", "1234", "--variant", "empty-waste", "--variant", "open-peaks")
    assert run.returncode == 0, run.stderr
    assert "TP1-E-AAAABVM-OW" in run.stdout
    assert "Easy rules with open peaks and empty waste" in run.stdout
    plain = _script("--game", "TP1-E-AAAAAAB-W", "--variant", "standard", "--rules", "classic")
    assert "Game code TP1-C-AAAAAAB: Classic rules, deal number 1." in plain.stdout
    kept = _script("--game", "TP1-E-AAAAAAB-W", "--rules", "classic")
    assert "TP1-C-AAAAAAB-W" in kept.stdout  # --rules alone keeps the code's variants
    bad = _script("--variant", "upside-down")
    assert bad.returncode == 2 and "--variant" in bad.stderr
    pyramid = _script("--game", "pyramid", "--variant", "joker")
    assert pyramid.returncode == 2 and pyramid.stderr.strip() == t("en", "variants-tripeaks-only")
    both = _script("--variant", "standard", "--variant", "joker", "--lang", "hr")
    assert both.returncode == 2 and both.stderr.strip() == t("hr", "variants-standard-alone")


def test_the_saved_variants_deal_the_next_game_at_the_keyboard(tmp_path: Path) -> None:
    (tmp_path / "settings.toml").write_text(
        '# kept by hand\nrules = "classic"\nvariants = "W"\n[game]\ntutorial_offered = true\n',
        encoding="utf-8")
    env = {**os.environ, "TRIPEAKS_A11Y_CONFIG_DIR": str(tmp_path),
           "TRIPEAKS_A11Y_DATA_DIR": str(tmp_path / "data"), "PYTHONIOENCODING": "utf-8"}
    child = pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--lang", "en", "--speech",
                                           "none", "--plain"],
                          env=env, encoding="utf-8", timeout=30, dimensions=(40, 200))
    child.expect_exact("Classic rules with empty waste")
    child.expect_exact("waste pile: empty")
    child.sendline("rules open peaks")
    child.expect_exact("Classic rules with open peaks from the next deal.")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    saved = SettingsStore(tmp_path / "settings.toml").load()
    assert (saved.rules, saved.variants) == ("classic", "O")
    assert "# kept by hand" in (tmp_path / "settings.toml").read_text(encoding="utf-8")
