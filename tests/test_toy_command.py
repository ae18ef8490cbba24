"""A new command, added as data: a toy ``tally`` played through the whole game.

The toy says how many cards the draw pile holds. Nothing in the parser, the
session, the help, the reference page, the spoken grammar or the keys is told
about it: it is one ``CommandRow``, its words in each language, a handler and
its catalog messages (help, answer, key), registered for the test with
``commands.registry.register_command``, which is the recipe of
docs/architecture.md "Add a command" done at run time (the way
tests/test_toy_game.py adds a game with ``kinds.register``). The catalogs are a
copy of the real ones with the toy's file added, so the real ones stay untouched.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tripeaks_a11y import i18n
from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.commands import COMMANDS_BY_NAME, Command, ParseError, grammar, parse
from tripeaks_a11y.commands.grammar import LANGS, en
from tripeaks_a11y.commands.registry import register_command, unregister_command
from tripeaks_a11y.commands.table import CommandRow, keys_now
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import t
from tripeaks_a11y.listen.grammar import spoken_grammar
from tripeaks_a11y.reference import command_reference
from tripeaks_a11y.session import Session

CODE = "TP1-E-AAAAAAB"

ROW = CommandRow("tally", reads=True, keys=("f12",))
WORDS = {"en": ("tally", "count pile"), "ar": ("إحصاء",), "hr": ("prebroji",)}
MESSAGES = {
    "en": ("Say tally to hear how many cards the draw pile holds.",
           "Draw pile: { $count }.", "count the draw pile"),
    "ar": ("قل إحصاء لتسمع عدد الأوراق في كومة السحب.",
           "كومة السحب: { $count }.", "عد أوراق كومة السحب"),
    "hr": ("Recite prebroji da čujete koliko karata ima kup.",
           "Kup: { $count }.", "prebroji kup"),
}
"""The toy's catalog messages per language: its help line, its answer, its key."""


def tally(session: Any, _command: Command) -> list[Announcement]:
    """The toy's handler: the draw pile's count, in the player's language."""
    words = session.announcer.words
    return [words.say("tally-said", count=session.game.stock_count)]


@pytest.fixture
def toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The real catalogs plus the toy's messages, and the toy command registered."""
    locales = tmp_path / "locales"
    shutil.copytree(i18n.locales_dir(), locales, ignore=shutil.ignore_patterns("*.json"))
    for lang, (help_line, said, key_does) in MESSAGES.items():
        (locales / lang / "toy.ftl").write_text(
            f"help-tally = {help_line}\ntally-said = {said}\nkey-name-f12 = F12\n"
            f"key-does-tally = {key_does}\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: locales)
    i18n._catalog.cache_clear()
    i18n._bundle.cache_clear()
    register_command(ROW, WORDS, tally)
    try:
        yield
    finally:
        unregister_command(ROW.name)
        monkeypatch.undo()
        i18n._catalog.cache_clear()
        i18n._bundle.cache_clear()


def texts(answers: list[Announcement]) -> list[str]:
    return [answer.text for answer in answers]


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("lang", LANGS)
def test_the_toy_is_played_in_every_language_by_its_words_in_every_language(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code(CODE))
    expected = [t(lang, "tally-said", count=session.game.stock_count)]
    for words in WORDS.values():
        for word in words:
            assert texts(session.handle(word)) == expected, word
            assert session.heard == "tally"
    session.handle(COMMANDS_BY_NAME["draw"].words[lang][0])
    assert texts(session.handle(WORDS[lang][0])) == [
        t(lang, "tally-said", count=session.game.stock_count)]
    assert texts(session.handle(COMMANDS_BY_NAME["repeat"].words[lang][0])) == texts(
        session.handle(WORDS[lang][0]))


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("lang", LANGS)
def test_the_toy_is_in_help_all_and_has_its_own_help(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code(CODE))
    help_word = COMMANDS_BY_NAME["help"].words[lang][0]
    every = texts(session.handle(f"{help_word} all"))
    assert len(every) == len(grammar.COMMANDS)
    assert every[-1].startswith(t(lang, "help-tally"))
    assert texts(session.handle(f"{help_word} {WORDS[lang][0]}")) == [every[-1]]


@pytest.mark.usefixtures("toy")
def test_the_toy_is_in_the_command_reference_in_every_language() -> None:
    page = command_reference()
    for lang in LANGS:
        words = ", ".join(f"`{word}`" for word in WORDS[lang])
        assert f"- {words}: {t(lang, 'help-tally')}" in page.splitlines()


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("lang", LANGS)
def test_the_spoken_grammar_accepts_the_toy_and_hearing_answers_it_at_once(lang: str) -> None:
    assert spoken_grammar(lang).accepts(WORDS[lang][0])
    session = Session(lang=lang, code=parse_game_code(CODE))
    session.command(Command("voice", arg="always"))  # every move heard is asked first
    stock = session.game.stock_count
    session.hear(COMMANDS_BY_NAME["draw"].words[lang][0], certain=True)
    assert session.game.stock_count == stock  # draw changes the game: asked, not drawn
    session.cancel()
    # The toy's row reads: heard, it is answered at once, never asked first.
    assert texts(session.hear(WORDS[lang][0], certain=False)) == [
        t(lang, "tally-said", count=session.game.stock_count)]


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("lang", LANGS)
def test_the_toy_key_sends_it_and_help_keys_names_it(lang: str) -> None:
    assert ("f12", "tally") in [(key.name, key.action) for key in keys_now()]
    assert keys_now()[-1].name == "f12"  # after F9: function keys in number order
    session = Session(lang=lang, code=parse_game_code(CODE))
    assert texts(session.key("tally")) == [t(lang, "tally-said",
                                             count=session.game.stock_count)]
    said = texts(session.handle(COMMANDS_BY_NAME["keys"].words[lang][0]))
    assert t(lang, "key-item", key="F12", does=MESSAGES[lang][2]) in said[-1]


def test_once_taken_away_the_toy_is_no_command() -> None:
    register_command(ROW, WORDS, tally)
    try:
        assert parse("tally").name == "tally"
    finally:
        unregister_command(ROW.name)
    with pytest.raises(ParseError):
        parse("tally")
    assert "tally" not in COMMANDS_BY_NAME
    assert "f12" not in [key.name for key in keys_now()]


def test_a_command_is_refused_without_words_in_every_language_or_with_anothers_word() -> None:
    with pytest.raises(ValueError, match="words needed in"):
        register_command(ROW, {"en": ("tally",), "hr": ("prebroji",)}, tally)
    with pytest.raises(ValueError, match="words of other commands"):
        register_command(ROW, {**WORDS, "hr": ("vuci",)}, tally)
    with pytest.raises(ValueError, match="exists already"):
        register_command(replace(ROW, name="draw"), WORDS, tally)
    assert "tally" not in COMMANDS_BY_NAME


def test_a_language_without_a_rows_words_or_with_words_for_no_row_fails() -> None:
    without = {name: words for name, words in en.WORDS.commands.items() if name != "draw"}
    with pytest.raises(ValueError, match=r"en: no words for the commands \['draw'\]"):
        grammar.check_words("en", replace(en.WORDS, commands=without))
    extra = {**en.WORDS.commands, "fly": ("fly",)}
    with pytest.raises(ValueError, match=r"en: words for \['fly'\], which no row"):
        grammar.check_words("en", replace(en.WORDS, commands=extra))


def test_a_row_without_a_handler_stops_the_session_from_starting() -> None:
    grammar.add_command(ROW, WORDS)  # words and row, but no handler
    try:
        with pytest.raises(ValueError, match=r"commands without a handler: \['tally'\]"):
            Session()
    finally:
        grammar.remove_command(ROW.name)
