"""docs/voice.md, what to say, is the spoken grammar read back (issue 15, point 6).

The page in the repository is the one ``voice_reference`` makes now; every
example it gives is a sentence the recognisers listen for and parses to the
command it stands under, in every language; every command of the grammar
has its entry with its help; no raw JSGF reaches the page.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tripeaks_a11y.commands import parse
from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES, language
from tripeaks_a11y.listen.engines import ENGINES, engine_languages
from tripeaks_a11y.listen.grammar import spoken, spoken_grammar
from tripeaks_a11y.reference.voice import command_examples, voice_reference

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "voice.md"


def _section(page: str, lang: str) -> str:
    """The part of the page under the language's heading."""
    start = page.index(f"\n## {language(lang).title}\n")
    end = page.find("\n## ", start + 1)
    return page[start:] if end < 0 else page[start:end]


def test_docs_voice_page_is_current() -> None:
    assert PAGE.read_text(encoding="utf-8") == voice_reference(), (
        "regenerate: python -m tripeaks_a11y.reference.voice > docs/voice.md")


def test_the_module_writes_the_page() -> None:
    done = subprocess.run([sys.executable, "-m", "tripeaks_a11y.reference.voice"],
                          capture_output=True, check=True, timeout=60)
    assert done.stdout.decode("utf-8") == voice_reference()


def test_no_raw_grammar_on_the_page() -> None:
    page = voice_reference()
    assert "<" not in page and ">" not in page and "|" not in page
    assert "JSGF" not in page and "_command" not in page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_example_is_heard_and_is_its_command(lang: str) -> None:
    grammar = spoken_grammar(lang)
    examples = command_examples(lang)
    assert len(examples) > 40, lang
    for example in examples:
        assert grammar.accepts(example.text), (lang, example.text)
        command = parse(example.text, lang=lang)
        assert command.name == (example.command or "play"), (lang, example)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_spoken_command_has_its_entry_help_and_example(lang: str) -> None:
    grammar = spoken_grammar(lang)
    section = _section(voice_reference(), lang)
    examples = {example.command for example in command_examples(lang)}
    for rule in grammar.rules:
        if not rule.endswith("_command"):
            continue
        name = rule.removesuffix("_command")
        line = next(line for line in section.splitlines() if line.startswith(f"- **{name}**:"))
        assert t(lang, f"help-{name}") in line, (lang, name)
        assert name in examples, (lang, name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_spoken_word_is_listed(lang: str) -> None:
    """A word the recognisers can hear is on the page, in its language's section."""
    section = _section(voice_reference(), lang)
    listed = set(re.findall(r"`([^`]+)`", section))
    said = {word for phrase in listed for word in phrase.split()}
    grammar = spoken_grammar(lang)
    words = {word for alternatives in grammar.rules.values() for alternative in alternatives
             for word in re.sub(r"<[^>]+>|[()\[\]|]", " ", alternative).split()}
    assert words and words <= said, (lang, words - said)


def test_examples_read_as_players_say_them() -> None:
    # Table lookups, not the first word of each list: a card is the seven of
    # spades, a count follows the shortest word, a Pyramid pair adds up to 13.
    en = {example.text for example in command_examples("en")}
    assert {"play seven spades", "play row four card two", "look stock", "last four",
            "seven spades and six hearts", "new daily"} <= en
    hr = {example.text for example in command_examples("hr")}
    assert {"igraj sedam pik", "zadnji četiri", "sedam pik i šest herc", "drugi red"} <= hr
    ar = {example.text for example in command_examples("ar")}
    assert {"العب سبعة بستوني", "آخر أربعة"} <= ar


def test_an_ordinal_is_never_made_to_agree_with_the_wrong_noun() -> None:
    # "drugi red treći karta" would be wrong Croatian: an example needing two
    # ordinals is left out; the pattern still lists the form.
    section = _section(voice_reference(), "hr")
    assert "treći karta" not in section
    assert "an ordinal, then `red`" in section


@pytest.mark.parametrize("lang", LANGUAGES)
def test_typed_only_words_are_not_offered(lang: str) -> None:
    # "b" for board and "?" for help are typed; the page lists what is said.
    section = _section(voice_reference(), lang)
    listed = set(re.findall(r"`([^`]+)`", section))
    for typed in ("b", "?", "h", "q", "d", "u"):
        if typed not in spoken((typed,), lang=lang):
            assert typed not in listed, (lang, typed)



ENGLISH = ("listen on", "listen off", "listen key", "listen always", "voice confirm uncertain",
           "voice confirm always", "voice confirm never", "voice interrupt on",
           "voice interrupt off")
GUIDES = {
    "en": ("accessibility.md", "## Spoken commands", ENGLISH),
    "hr": ("accessibility.hr.md", "## Glasovne naredbe",
           ("slušanje uključi", "slušanje isključi", "slušanje tipka", "slušanje uvijek",
            "glasovne naredbe potvrda u nedoumici", "glasovne naredbe potvrda uvijek",
            "glasovne naredbe potvrda nikad", "glasovne naredbe prekidanje uključi",
            "glasovne naredbe prekidanje isključi")),
    "ar": ("accessibility.ar.md", "## الأوامر المنطوقة",
           ("الاستماع تشغيل", "الاستماع إيقاف", "الاستماع بالمفتاح", "الاستماع دائما",
            "الأوامر الصوتية تأكيد عند الشك", "الأوامر الصوتية تأكيد دائما",
            "الأوامر الصوتية تأكيد أبدا", "الأوامر الصوتية المقاطعة تشغيل",
            "الأوامر الصوتية المقاطعة إيقاف")),
}
"""Each guide's section on spoken commands, and the listen and voice commands
it quotes, in the order of ``ENGLISH``."""


@pytest.mark.parametrize("lang", sorted(GUIDES))
def test_each_guide_tells_how_to_listen_with_commands_that_work(lang: str) -> None:
    name, heading, commands = GUIDES[lang]
    guide = (ROOT / "docs" / name).read_text(encoding="utf-8")
    start = guide.index(f"\n{heading}\n")
    section = " ".join(guide[start:guide.index("\n## ", start + 1)].split())
    assert "(voice.md)" in section and "--listen" in section and "F5" in section
    for option in ("--voice-engine", "--voice-model", "--voice-input", "listen --wav",
                   "alphacephei.com/vosk/models", "[vosk]", "[whisper]",
                   "Voice Access", "Voice Control", "nerd-dictation", "Numen", "Talon"):
        assert option in section, (lang, option)
    for said, english in zip(commands, ENGLISH, strict=True):
        assert said in section, (lang, said)
        command = parse(said, lang=lang)
        assert command.name in {"listen", "voice"} and command.arg is not None, (lang, said)
        assert command == parse(english, lang="en"), (lang, said)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_says_which_recognisers_hear_it(lang: str) -> None:
    heard_by = next(line for line in _section(voice_reference(), lang).splitlines()
                    if line.startswith("Heard by "))
    for engine in ENGINES.values():
        if lang in engine_languages(engine):
            assert engine.name in heard_by, (lang, engine.name)
            assert ("experimental" in heard_by.split(engine.name, 1)[1].split(")")[0]) == \
                (lang in engine.experimental), (lang, engine.name)
