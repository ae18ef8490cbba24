"""What is spoken: symbols never, suits as words, the announcer's forms, Arabic with vowels."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import replace

import pytest
from conftest import build_seed_deal

from tripeaks_a11y.announcer import Announcement, Announcer
from tripeaks_a11y.games.tripeaks import TriPeaksGame
from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.speech.arabic import VOCALISED, vocalise
from tripeaks_a11y.speech.spoken import KEEP_EVENTS, pronounceable, utterances
from tripeaks_a11y.values.cards import parse_card_code

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed")


def phonemes(text: str, voice: str = "ar") -> str:
    """espeak-ng's phoneme mnemonics for ``text`` (``-q -x``: no sound)."""
    done = subprocess.run(["espeak-ng", "-q", "-x", "-v", voice, text], capture_output=True,
                          text=True, encoding="utf-8", timeout=30, check=True)
    return done.stdout.strip()


_PHONEME = re.compile(r"dZ|gH|dH|tS|[a-zA-Z?]")
_VOWELS = set("aiueo")


def vowel_trouble(word_phonemes: str) -> str | None:
    """Why a word's phonemes are not a pronounceable Arabic word, or None.

    A word needs a vowel, and Arabic never has three consonants in a row (a
    doubled consonant counts once); espeak-ng's mnemonics: a i u (with ``:``
    long, ``.`` emphatic) are the vowels; ``A`` is ayn, ``R`` r, ``?`` hamza.
    """
    cleaned = re.sub(r"[',:.\[\]_!#-]", "", word_phonemes)
    tokens: list[str] = []
    for token in _PHONEME.findall(cleaned):
        if tokens and tokens[-1] == token and token not in _VOWELS:
            continue
        tokens.append(token)
    if not any(token in _VOWELS for token in tokens):
        return "no vowel"
    run = 0
    for token in tokens:
        run = 0 if token in _VOWELS else run + 1
        if run >= 3:
            return "three consonants in a row"
    return None


# ----- symbols and suits ------------------------------------------------


@pytest.mark.parametrize(("lang", "text", "said"), [
    ("en", "I do not know 7♠.", "I do not know 7 of spades."),
    ("en", "K♣ and 10♥", "king of clubs and 10 of hearts"),
    ("en", "♦ → ♧", "diamonds clubs"),
    ("hr", "Ne znam 7♠", "Ne znam sedam u piku"),  # a rank: the number, as counted
    ("ar", "لا أعرف 7♠", "لا أعرف سَبْعَة من البستوني"),
])
def test_symbols_are_never_spoken(lang: str, text: str, said: str) -> None:
    assert pronounceable(text, lang) == said


def test_invisible_marks_and_blank_text_are_dropped() -> None:
    assert pronounceable("\u2068row 3\u2069\u200f", "en") == "row 3"
    assert pronounceable("  \t\n", "en") == ""
    assert pronounceable("♠", "en") == "spades"
    assert pronounceable("→ ★", "en") == ""


# ----- utterances: priority, the announcer's forms, verbosity ------------


def test_keep_events_are_the_ones_never_cut_off() -> None:
    assert {"refused", "peak_cleared", "won", "blocked"} == KEEP_EVENTS
    items = [Announcement(event, f"{event} text") for event in
             ("removed", "refused", "peak_cleared", "won", "blocked", "info", "board")]
    said = utterances(items, "en")
    assert [(u.event, u.keep) for u in said] == [
        ("removed", False), ("refused", True), ("peak_cleared", True), ("won", True),
        ("blocked", True), ("info", False), ("board", False)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_announcers_spoken_form_is_said(lang: str) -> None:
    game = TriPeaksGame(build_seed_deal())
    board = Announcer(lang).board.layout(game)
    assert board.spoken is not None and board.spoken != board.text
    for level in ("normal", "full"):
        assert [u.text for u in utterances([board], lang, level)] == [
            pronounceable(board.spoken, lang)]
    # At brief the short board is said (issue 30), as the announcer worded it.
    assert board.brief is not None and board.brief != board.spoken
    assert [u.text for u in utterances([board], lang, "brief")] == [
        pronounceable(board.brief, lang)]


def test_text_without_spoken_forms_is_said_as_it_is() -> None:
    # Speech re-words nothing: even a run of hidden cards is the announcer's to count.
    text = "Row 3: hidden card, hidden card, 7 of spades."
    for level in ("brief", "normal", "full"):
        assert utterances([Announcement("info", text)], "en", level)[0].text == text
        assert utterances([Announcement("removed", "Played 7 of spades.", card="7S",
                                        score=499)], "en", level)[0].text == (
            "Played 7 of spades.")


def seed_move_and_draw() -> list[Announcement]:
    """The announcements for the seed game's first move (king of clubs) and a draw."""
    game = TriPeaksGame(build_seed_deal())
    events = [*game.play_card(parse_card_code("KC")), *game.draw()]
    return Announcer("en").events.told(game, events)


def test_verbosity_levels() -> None:
    move_and_draw = seed_move_and_draw()
    assert [a.event for a in move_and_draw] == ["removed", "drawn"]
    refusal = [Announcement("refused", "It must be one rank higher or lower."),
               Announcement("peak_cleared", "Left peak cleared: plus 100 points. Score 599.",
                            score=599)]
    items = move_and_draw + refusal
    normal = [u.text for u in utterances(items, "en", "normal")]
    assert normal == [item.text for item in items]
    brief = [u.text for u in utterances(items, "en", "brief")]
    assert brief == ["2 of clubs", refusal[0].text, refusal[1].text]
    full = [u.text for u in utterances(items, "en", "full")]
    assert full[:2] == ["Played king of clubs. Score 499.",
                        "Drew 2 of clubs. 22 cards left in the draw pile. Score 498."]
    assert full[2:] == normal[2:]


def test_the_card_code_is_not_read() -> None:
    # The forms come worded: an announcement's card code is never parsed back.
    for item in seed_move_and_draw():
        for code in (None, "not a card"):
            other = replace(item, card=code)
            for level in ("brief", "normal", "full"):
                assert ([u.text for u in utterances([other], "en", level)]
                        == [u.text for u in utterances([item], "en", level)])


def test_refusals_and_peak_clears_are_spoken_at_every_level() -> None:
    items = [Announcement(event, "x") for event in KEEP_EVENTS]
    for level in ("brief", "normal", "full"):
        assert {u.event for u in utterances(items, "en", level)} == set(KEEP_EVENTS)


def test_the_screen_text_is_not_changed() -> None:
    text = t("ar", "card-hidden")
    item = Announcement("info", text)
    utterances([item], "ar")
    assert item.text == "ورقة مخفية"


# ----- Arabic with vowels -------------------------------------------------


def test_vocalise_replaces_whole_words_only() -> None:
    assert vocalise("ورقة مخفية") == "وَرَقَة مَخْفِيْيَة"
    assert vocalise("بيت") == "بيت"  # in no table: left as it is
    assert vocalise("وكومة") == "وَكَوْمَة"  # bare, espeak-ng says "wkuːmt"
    assert vocalise("والورقة") == "وَالوَرَقَة"
    assert vocalise("ورقـــة") == "وَرَقَة"  # tatweel is only for the eye
    assert vocalise("TP1-E-AAAAAAB 7") == "TP1-E-AAAAAAB 7"


@needs_espeak
def test_plain_arabic_is_read_as_consonants() -> None:
    # Why the table exists: without vowels espeak-ng says "wRqt".
    assert vowel_trouble(phonemes("ورقة")) == "no vowel"
    assert vowel_trouble(phonemes("القمم")) is not None


@needs_espeak
def test_every_vocalised_form_has_vowels() -> None:
    words = list(VOCALISED.values())
    # One espeak-ng run for all: one word a line gives one phoneme line each.
    done = subprocess.run(["espeak-ng", "-q", "-x", "-v", "ar", "--stdin"],
                          input="\n\n".join(words), capture_output=True, text=True,
                          encoding="utf-8", timeout=60, check=True)
    lines = [line.strip() for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == len(words)
    bad = {word: (said, vowel_trouble(said)) for word, said in zip(words, lines, strict=True)
           if vowel_trouble(said)}
    assert not bad


GAME_MESSAGES = [
    ("card-hidden", {}), ("cards-count", {"count": 1}), ("cards-count", {"count": 2}),
    ("refused-wrong-rank", {}), ("refused-blocked", {}), ("refused-stock-empty", {}),
    ("refused-nothing-to-undo", {}), ("blocked", {"score": 480}),
    ("moves-draw", {}), ("moves-none", {}), ("won", {"score": 750, "count": 0}),
    ("peak-cleared", {"peak": "left", "bonus": 100, "score": 599}),
    ("revealed", {"card": "7 من البستوني", "row": 3, "slot": 5}),
    ("row-label", {"row": 1}), ("speech-test", {}), ("speech-chose-tts", {}),
    ("speech-hidden-cards", {"count": 4}),
]


@needs_espeak
@pytest.mark.parametrize(("msg_id", "args"), GAME_MESSAGES)
def test_spoken_arabic_game_sentences_have_vowels_in_every_word(
        msg_id: str, args: dict[str, object]) -> None:
    spoken = pronounceable(t("ar", msg_id, **args), "ar")
    words = re.findall(r"[\u0621-\u0652\u0670]+", spoken)
    assert words
    done = subprocess.run(["espeak-ng", "-q", "-x", "-v", "ar", "--stdin"],
                          input="\n\n".join(words), capture_output=True, text=True,
                          encoding="utf-8", timeout=60, check=True)
    lines = [line.strip() for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == len(words)
    bad = {w: p for w, p in zip(words, lines, strict=True) if vowel_trouble(p)}
    assert not bad, f"{msg_id}: {bad}"


@needs_espeak
def test_the_seed_row_is_spoken_with_vowels() -> None:
    spoken = pronounceable("الصف 3: ورقة مخفية، 7 من البستوني", "ar")
    said = phonemes(spoken)
    assert "waR'aqat" in said  # ورقة, not wRqt
    assert "wRqt" not in said
