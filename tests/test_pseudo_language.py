"""A language is one place: a machine-made language plays a whole game.

"qps" is made from English at test time, in the files a real language adds
(docs/architecture.md, "Add a language") and nowhere else: its row (given to
``languages.register``), its catalogs (every English message wrapped in
brackets, written to a folder of its own) and its command words (every
English word with an "x" before it: "xdraw", "xhelp"). No other file is
edited: the package is imported afresh with the row in the table, and the
rules pages' game (docs/examples/TP1-E-AAAAAAB.txt) is played through the
session, its parser and its announcer in the new language, then in English:
the answers are the English ones, bracketed, to the letter.
"""

from __future__ import annotations

import importlib
import re
import sys
import types
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl

from tripeaks_a11y.i18n import locales_dir

CODE = "qps"
WORDS_MODULE = "qps_command_words"
EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "examples" / "TP1-E-AAAAAAB.txt"
PACKAGE = "tripeaks_a11y"


def machine_phrase(phrase: str) -> str:
    """An English word or phrase in qps: each word of letters with "x" before it."""
    return " ".join(f"x{word}" if word.isalpha() else word for word in phrase.split())


def machine_words(english: Any) -> Any:
    """English's ``LanguageWords`` made into qps's: every word and phrase through
    ``machine_phrase``; the command, option and rank names it maps stay."""
    def words(values: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(machine_phrase(value) for value in values)

    return replace(
        english,
        commands={name: words(said) for name, said in english.commands.items()},
        mishearings={machine_phrase(word): name for word, name in english.mishearings.items()},
        numbers={n: words(said) for n, said in english.numbers.items()},
        ordinals={n: words(said) for n, said in english.ordinals.items()},
        number_mishearings={machine_phrase(word): n
                            for word, n in english.number_mishearings.items()},
        ranks={rank: words(said) for rank, said in english.ranks.items()},
        suits={suit: words(said) for suit, said in english.suits.items()},
        pair_glue=words(english.pair_glue), card_glue=words(english.card_glue),
        row_words=words(english.row_words), slot_words=words(english.slot_words),
        row_names={machine_phrase(phrase): row for phrase, row in english.row_names.items()},
        options={command: {value: words(said) for value, said in values.items()}
                 for command, values in english.options.items()},
        filler=words(english.filler), stock_words=words(english.stock_words),
        deal_choices={value: words(said) for value, said in english.deal_choices.items()},
    )


def bracketed(pattern: ftl.Pattern) -> ftl.Pattern:
    """``pattern`` between brackets: "[" before its first element, "]" after its last."""
    return ftl.Pattern([ftl.TextElement("["), *pattern.elements, ftl.TextElement("]")])


def write_catalogs(folder: Path) -> None:
    """qps's catalogs in ``folder``: English's files, every message (and attribute)
    between brackets; terms, which messages quote, as they are."""
    folder.mkdir(parents=True)
    for path in sorted((locales_dir() / "en").glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ftl.Message):
                if entry.value is not None:
                    entry.value = bracketed(entry.value)
                for attribute in entry.attributes:
                    attribute.value = bracketed(attribute.value)
        (folder / path.name).write_text(FluentSerializer().serialize(resource), encoding="utf-8")


@pytest.fixture
def package_with_qps(tmp_path: Path) -> Iterator[types.SimpleNamespace]:
    """The package imported afresh with qps in its languages table; the modules
    this process had are put back afterwards."""
    saved = {name: module for name, module in sys.modules.items()
             if name == PACKAGE or name.startswith(f"{PACKAGE}.")}
    for name in saved:
        del sys.modules[name]

    words = types.ModuleType(WORDS_MODULE)

    def words_attribute(name: str) -> object:
        # read when the grammar tables are built, once English's module is loaded
        if name != "WORDS":
            raise AttributeError(name)
        return machine_words(importlib.import_module(f"{PACKAGE}.commands.grammar.en").WORDS)

    words.__dict__["__getattr__"] = words_attribute
    sys.modules[WORDS_MODULE] = words
    write_catalogs(tmp_path / CODE)
    try:
        languages = importlib.import_module(f"{PACKAGE}.languages")
        english = languages.language("en")
        languages.register(languages.Language(
            CODE, "[English]", english.espeak_voice, english.voice_word,
            plural=english.plural, words=WORDS_MODULE, catalogs=tmp_path / CODE))
        yield types.SimpleNamespace(
            languages=languages,
            session=importlib.import_module(f"{PACKAGE}.session"),
            deals=importlib.import_module(f"{PACKAGE}.deals"),
            commands=importlib.import_module(f"{PACKAGE}.commands"),
            i18n=importlib.import_module(f"{PACKAGE}.i18n"),
        )
    finally:
        for name in [name for name in sys.modules
                     if name == PACKAGE or name.startswith(f"{PACKAGE}.")]:
            del sys.modules[name]
        sys.modules.pop(WORDS_MODULE, None)
        sys.modules.update(saved)


def script() -> tuple[str, list[str]]:
    """The example game's code (from its first comment) and its command lines."""
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    code = re.search(r"TP\d-\w-\w+", lines[0])
    assert code is not None
    return code.group(0), [line for line in lines if line.strip() and not line.startswith("#")]


def play(package: types.SimpleNamespace, lang: str, lines: list[str]) -> list[list[str]]:
    """Each answer's printed lines, the opening first, for ``lines`` played in ``lang``."""
    code = package.deals.parse_game_code(script()[0])
    session = package.session.Session(lang=lang, code=code, game=code.game)
    answers = [[item.text for item in session.start()]]
    for line in lines:
        answers.append([item.text for item in session.handle(line)])
    assert session.lang == lang
    return answers


def test_the_machine_language_is_in_the_table_and_its_words_parse(
        package_with_qps: types.SimpleNamespace) -> None:
    package = package_with_qps
    assert CODE in package.languages.LANGUAGES and CODE in package.i18n.LANGUAGES
    assert package.i18n.t(CODE, "card-suit", suit="spades").startswith("[")
    assert package.commands.parse("xdraw").name == "draw"
    assert package.commands.parse("xplay xseven xof xspades").name == "play"
    assert CODE in package.commands.COMMANDS_BY_NAME["draw"].words


def test_a_whole_game_is_played_in_the_machine_language(
        package_with_qps: types.SimpleNamespace) -> None:
    _code, lines = script()
    said = [machine_phrase(line) if line.isalpha() and len(line) > 2 else line
            for line in lines]
    assert "xdraw" in said  # the commands are given in qps's own words
    machine = play(package_with_qps, CODE, said)
    english = play(package_with_qps, "en", lines)
    assert len(machine) == len(english) == len(lines) + 1
    texts = [text for answer in machine for text in answer]
    assert texts and all(text.startswith("[") for text in texts)
    assert not any("[" in text for answer in english for text in answer)
    unbracketed = [[text.replace("[", "").replace("]", "") for text in answer]
                   for answer in machine]
    assert unbracketed == english
    assert any("750" in text for text in english[-1])  # the win: 500 - 50 + 300
