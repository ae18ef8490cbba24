"""Game codes spelled in speech, Latin tokens in order in Arabic lines, ``speak --print``.

The spelled code is checked on real ``espeak-ng -q -x`` phonemes in en, ar
and hr: every character must come out as its letter (or digit) name, the
way a player spells the code back.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest
from conftest import run_main

from tripeaks_a11y.announcer import Announcement, Announcer
from tripeaks_a11y.announcer.spelling import spell_code, spell_codes
from tripeaks_a11y.kinds import KINDS, parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.sanitize import LRM
from tripeaks_a11y.speech import utterances

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed")

SPELLED = "T, P, 1; E; A, A, A, A, A, A, B"
TRIPEAKS, PYRAMID = KINDS[0], KINDS[1]
CODE = parse_code("TP1-E-AAAAAAB")
PY_CODE = parse_code("PY1-AAAAAAB")

# The names a native speaker gives the characters of TP1-E-AAAAAAB: English
# letter names (the Arabic voice says Latin letters with the English ones, and
# 1 as «واحد»), Croatian ones (te, pe, jedan, e, a…, be).
_EN = ["t'i:", "p'i:", "w'0n", "'i:", *["'eI"] * 6, "b'i:"]
EXPECTED = {
    "en": _EN,
    "ar": [f"(en){p}(ar)" if p != "w'0n" else "w'a:Hid" for p in _EN],
    "hr": ["t'@", "p'@", "j'ed&n", "'E", *["'a"] * 6, "b'@"],
}


def phonemes(text: str, lang: str) -> list[str]:
    """espeak-ng's phonemes of ``text``, one entry per clause (it breaks lines at pauses)."""
    out = subprocess.run(["espeak-ng", "-q", "-x", "-v", lang, text], capture_output=True,
                         text=True, encoding="utf-8", check=True, timeout=30).stdout
    return [line.strip() for line in out.splitlines() if line.strip()]


def spoken(item: Announcement, lang: str) -> str:
    """What the voice is handed for ``item`` at normal verbosity."""
    return " ".join(u.text for u in utterances([item], lang))


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return run_main(args, stdin, env)


# ----- spelling --------------------------------------------------------------


def test_a_code_is_spelled_a_character_at_a_time_with_its_groups_apart() -> None:
    assert spell_code("TP1-E-AAAAAAB") == SPELLED
    assert spell_code(" tp1 e aaaaaab ") == SPELLED
    assert spell_code("PY1-AAAAAAB-XY") == "P, Y, 1; A, A, A, A, A, A, B; X, Y"
    with pytest.raises(ValueError):
        spell_code(" - ")


def test_codes_in_a_free_text_are_spelled_and_nothing_else() -> None:
    assert spell_codes("Play TP1-E-AAAAAAB now.") == f"Play {SPELLED} now."
    assert spell_codes("رمز الجولة tp1-e-aaaaaab، جديدة") == f"رمز الجولة {SPELLED}، جديدة"
    # Not a code of any game, or not a whole token: left as written.
    for text in ("XY1-AAAAAAB", "TP1-Q-AAAAAAB", "TP1-E-AAAAAABX1", "see --TP1-E-AAAAAAB"):
        assert spell_codes(text) == text


# ----- the messages that carry a code ------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_with_a_code_prints_it_and_speaks_it_spelled(lang: str) -> None:
    say = Announcer(lang)
    items = [say.answers.welcome(TRIPEAKS, CODE, CODE.rule_set),
             say.answers.new_game(TRIPEAKS, CODE, CODE.rule_set),
             say.answers.restarted(CODE),
             say.answers.game_code(TRIPEAKS, CODE, CODE.rule_set),
             say.answers.welcome(PYRAMID, PY_CODE, PY_CODE.rule_set),
             say.answers.new_game(PYRAMID, PY_CODE, PY_CODE.rule_set),
             say.answers.game_code(PYRAMID, PY_CODE, PY_CODE.rule_set)]
    for item in items:
        printed = "TP1-E-AAAAAAB" if "TP1" in item.text else "PY1-AAAAAAB"
        assert printed in item.text, item.text
        heard = spoken(item, lang)
        assert printed not in heard and spell_code(printed) in heard, heard
        assert "spoken" not in item.to_json()  # programs get the code as printed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_deal_without_a_code_is_said_as_printed(lang: str) -> None:
    said = Announcer(lang).answers.welcome(TRIPEAKS, None, CODE.rule_set)
    assert said.spoken is None


def test_the_spoken_welcome_reads_exactly_as_expected() -> None:
    said = Announcer("en").answers.welcome(TRIPEAKS, CODE, CODE.rule_set)
    assert spoken(said, "en") == (f"TriPeaks solitaire. Game code {SPELLED}, Easy rules. "
                                  "Say help for the commands.")


# ----- heard by a real voice ---------------------------------------------------


@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_espeak_says_each_character_of_a_spelled_code_by_its_name(lang: str) -> None:
    assert phonemes(spell_code("TP1-E-AAAAAAB"), lang) == EXPECTED[lang]
    # As printed, it is not spelled: one or two words (the reason for spelling).
    assert phonemes("TP1-E-AAAAAAB", lang) != EXPECTED[lang]


@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_letter_of_a_spelled_code_is_said_as_when_said_alone(lang: str) -> None:
    # English "A" and Croatian A, I, O, S, U are words too; spelled, they are letters.
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    alone = [" ".join(phonemes(letter, lang)) for letter in letters]
    assert phonemes(spell_code(letters), lang) == alone


@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_welcome_as_handed_to_the_voice_spells_the_code(lang: str) -> None:
    said = spoken(Announcer(lang).answers.welcome(TRIPEAKS, CODE, CODE.rule_set), lang)
    heard = phonemes(said, lang)
    start = next(i for i, clause in enumerate(heard) if clause.endswith(EXPECTED[lang][0]))
    assert heard[start + 1:start + len(EXPECTED[lang]) - 1] == EXPECTED[lang][1:-1]


# ----- right-to-left display through the real program ---------------------------


def test_an_arabic_line_marks_a_latin_token_that_starts_with_punctuation() -> None:
    # The player's own marks (RLM, LRM) are stripped; the game puts its own.
    typed = "xyz --foo \u200f/tmp/a.toml \u200e~/b TP1-Q"
    result = run(["--lang", "ar", "--game", "1", "--speech", "none"], f"{typed}\nquit\n")
    assert result.returncode == 0, result.stderr
    line = next(x for x in result.stdout.splitlines() if "xyz" in x)
    assert f"xyz {LRM}--foo {LRM}/tmp/a.toml {LRM}~/b TP1-Q" in line
    assert "\u200f" not in result.stdout
    assert result.stdout.count(LRM) == 3  # only there: not before TP1-E-AAAAAAB in the welcome
    assert "TP1-E-AAAAAAB" in result.stdout


def test_english_lines_and_json_lines_get_no_marks() -> None:
    typed = "xyz --foo /tmp/a.toml\nquit\n"
    english = run(["--lang", "en", "--game", "1", "--speech", "none"], typed)
    assert "xyz --foo /tmp/a.toml" in english.stdout and LRM not in english.stdout
    arabic = run(["--lang", "ar", "--game", "1", "--speech", "none", "--jsonl"], typed)
    texts = [json.loads(line)["text"] for line in arabic.stdout.splitlines()]
    assert any("xyz --foo /tmp/a.toml" in text for text in texts)
    assert LRM not in arabic.stdout and "\\u200e" not in arabic.stdout


# ----- speak --print ------------------------------------------------------------


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("en", "Game code TP1-E-AAAAAAB: 7♠", f"Game code {SPELLED}: 7 of spades"),
    ("hr", "Kod partije TP1-E-AAAAAAB", f"Kod partije {SPELLED}"),
    ("ar", "رمز الجولة TP1-E-AAAAAAB، ورقة", f"رمز الجولة {SPELLED}، وَرَقَة"),
])
def test_speak_print_shows_what_the_voice_is_handed(lang: str, text: str,
                                                    expected: str) -> None:
    result = run(["speak", "--lang", lang, "--print", text])
    assert result.returncode == 0, result.stderr
    assert result.stdout == expected + "\n"


def test_speak_print_goes_without_a_file() -> None:
    result = run(["speak", "--lang", "en", "--print", "--to", "x.wav", "hello"])
    assert result.returncode == 2 and "--print" in result.stderr
