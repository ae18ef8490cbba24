"""What is spoken: symbols never, suits as words, shorter runs, verbosity, Arabic with vowels."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.i18n import t
from tripeaks_a11y.speech.arabic import VOCALISED, vocalise
from tripeaks_a11y.speech.spoken import KEEP_EVENTS, pronounceable, utterances

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
    ("hr", "Ne znam 7♠", "Ne znam 7 u piku"),
    ("ar", "لا أعرف 7♠", "لا أعرف 7 من البستوني"),
])
def test_symbols_are_never_spoken(lang: str, text: str, said: str) -> None:
    assert pronounceable(text, lang) == said


def test_invisible_marks_and_blank_text_are_dropped() -> None:
    assert pronounceable("\u2068row 3\u2069\u200f", "en") == "row 3"
    assert pronounceable("  \t\n", "en") == ""
    assert pronounceable("♠", "en") == "spades"
    assert pronounceable("→ ★", "en") == ""


# ----- utterances: priority, runs, verbosity ------------------------------


def test_keep_events_are_the_ones_never_cut_off() -> None:
    assert {"refused", "peak_cleared", "won", "blocked"} == KEEP_EVENTS
    items = [Announcement(event, f"{event} text") for event in
             ("removed", "refused", "peak_cleared", "won", "blocked", "info", "board")]
    said = utterances(items, "en")
    assert [(u.event, u.keep) for u in said] == [
        ("removed", False), ("refused", True), ("peak_cleared", True), ("won", True),
        ("blocked", True), ("info", False), ("board", False)]


@pytest.mark.parametrize(("lang", "count"), [("en", 9), ("ar", 9), ("hr", 9), ("ar", 2),
                                             ("hr", 3), ("ar", 11)])
def test_a_run_of_hidden_cards_is_said_as_one_count(lang: str, count: int) -> None:
    hidden, sep = t(lang, "card-hidden"), t(lang, "list-separator")
    row = t(lang, "row", row=3, cards=sep.join([hidden] * count))
    said = utterances([Announcement("info", row)], lang)[0].text
    expected = pronounceable(t(lang, "row", row=3,
                               cards=t(lang, "speech-hidden-cards", count=count)), lang)
    assert said == expected
    assert str(count) in said or count == 2


def test_one_hidden_card_stays_as_it_is() -> None:
    text = "Row 3: hidden card, 7 of spades."
    assert utterances([Announcement("info", text)], "en")[0].text == text


def test_verbosity_levels() -> None:
    move = [Announcement("removed", "Played king of clubs.", card="KC", score=499),
            Announcement("revealed", "New face-up card in row 3: 7 of spades.", card="7S"),
            Announcement("peak_cleared", "Left peak cleared: plus 100 points. Score 599.",
                         score=599)]
    draw = [Announcement("drawn", "Drew 9 of hearts. 22 cards left.", card="9H", score=498)]
    refusal = [Announcement("refused", "It must be one rank higher or lower.")]
    normal = [u.text for u in utterances(move + draw + refusal, "en", "normal")]
    assert normal == [item.text for item in move + draw + refusal]
    brief = [u.text for u in utterances(move + draw + refusal, "en", "brief")]
    assert brief == [move[1].text, move[2].text, "9 of hearts", refusal[0].text]
    full = [u.text for u in utterances(move + draw + refusal, "en", "full")]
    assert full[0] == "Played king of clubs. Score 499."
    assert full[3] == "Drew 9 of hearts. 22 cards left. Score 498."
    assert full[2] == move[2].text and full[4] == refusal[0].text
    for lang in ("ar", "hr"):  # the score sentence exists in every language
        assert "498" in utterances(draw, lang, "full")[0].text


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
    assert vocalise("وكومة") == "وكومة"  # not in the table: left as it is
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
    ("revealed", {"card": "7 من البستوني", "row": 3}),
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
