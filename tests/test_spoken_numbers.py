"""Counts of cards are said in the feminine (issue 12): «ثلاث وعشرون ورقة», "dvadeset dvije karte".

A voice reads digits in the masculine, so the announcer's spoken forms give
counts of cards as words (``announcer.numbers``); the printed text keeps its
digits. The phonemes are checked on real espeak-ng output (``-q -x``), on
exactly what the voice is handed (``speech.spoken.utterances``).
"""

from __future__ import annotations

import shutil
import subprocess

import pytest
from conftest import build_seed_deal

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.announcer.numbers import feminine_number, spoken_counts
from tripeaks_a11y.games.tripeaks import TriPeaksGame
from tripeaks_a11y.speech.spoken import utterances
from tripeaks_a11y.values.cards import parse_card_code
from tripeaks_a11y.values.events import Drawn

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed")


@pytest.mark.parametrize(("number", "words"), [
    (0, "nula"), (1, "jedna"), (2, "dvije"), (3, "tri"), (4, "četiri"), (11, "jedanaest"),
    (12, "dvanaest"), (14, "četrnaest"), (20, "dvadeset"), (21, "dvadeset jedna"),
    (22, "dvadeset dvije"), (23, "dvadeset tri"), (51, "pedeset jedna"),
    (99, "devedeset devet"),
])
def test_croatian_feminine_number_words(number: int, words: str) -> None:
    assert feminine_number("hr", number) == words


@pytest.mark.parametrize(("number", "words"), [
    (1, "وَاحِدَة"), (2, "اِثْنَتَان"), (3, "ثَلَاث"), (4, "أَرْبَع"), (8, "ثَمَانِي"),
    (10, "عَشْر"), (11, "إِحْدَى عَشْرَةَ"), (12, "اِثْنَتَا عَشْرَةَ"), (13, "ثَلَاثَ عَشْرَةَ"),
    (20, "عِشْرُون"), (21, "إِحْدَى وَعِشْرُون"), (22, "اِثْنَتَان وَعِشْرُون"),
    (23, "ثَلَاث وَعِشْرُون"), (24, "أَرْبَع وَعِشْرُون"), (51, "إِحْدَى وَخَمْسُون"),
])
def test_arabic_feminine_number_words(number: int, words: str) -> None:
    assert feminine_number("ar", number) == words


def test_number_words_refuse_what_they_do_not_cover() -> None:
    with pytest.raises(ValueError):
        feminine_number("hr", 100)
    with pytest.raises(ValueError):
        feminine_number("ar", -1)
    with pytest.raises(ValueError):
        feminine_number("en", 3)


def test_only_counts_of_cards_become_words() -> None:
    assert spoken_counts("hr", "Red 2, karta 3: 2 skrivene karte, 5 karata.") == (
        "Red 2, karta 3: dvije skrivene karte, pet karata.")
    assert spoken_counts("hr", "Bodovi: 22. Red 4 ima 21 kartu.") == (
        "Bodovi: 22. Red 4 ima dvadeset jednu kartu.")  # points stay; the accusative
    assert spoken_counts("ar", "الصف 2 الورقة 3: 23 ورقة، 4 أوراق مخفية. النقاط: 22.") == (
        "الصف 2 الورقة 3: ثَلَاث وَعِشْرُون وَرَقَةً، أَرْبَع أوراق مخفية. النقاط: 22.")
    # after 11 to 99 the noun is an accusative singular (the tamyiz), with its tanwin
    assert spoken_counts("en", "23 cards") == "23 cards"


def _drawn(lang: str, stock_left: int) -> tuple[str, str]:
    """The printed text and what the voice is handed for a draw leaving ``stock_left``."""
    game = TriPeaksGame(build_seed_deal())
    said = Announcer(lang).events.told(game, [Drawn(parse_card_code("KD"), stock_left, 500)])
    return said[0].text, utterances(said, lang)[0].text


def _phonemes(lang: str, text: str) -> list[str]:
    out = subprocess.run(["espeak-ng", "-q", "-x", "-v", lang, text], capture_output=True,
                         text=True, check=True, timeout=60).stdout
    return out.split()


@needs_espeak
@pytest.mark.parametrize(("count", "digits", "heard", "not_heard"), [
    (23, "23 karte", ["dv'adEsEt", "tr**'i", "k'ARtE"], []),
    (22, "22 karte", ["dv'adEsEd", "dv'ije", "k'ARtE"], ["dv'a"]),
    (21, "21 karta", ["dv'adEsEt", "j'edn&", "k'ARt&"], ["j'edan"]),
    (4, "4 karte", ["tS'EtIRI", "k'ARtE"], []),
    (3, "3 karte", ["tr**'i", "k'ARtE"], []),
    (1, "1 karta", ["j'edn&", "k'ARt&"], ["j'edan"]),
])
def test_croatian_draw_says_the_count_in_the_feminine(
        count: int, digits: str, heard: list[str], not_heard: list[str]) -> None:
    text, spoken = _drawn("hr", count)
    assert digits in text  # printed with digits
    phonemes = _phonemes("hr", spoken)
    for token in heard:
        assert token in phonemes, (spoken, phonemes)
    for token in not_heard:
        assert not any(p.endswith(token) for p in phonemes), (spoken, phonemes)


@needs_espeak
@pytest.mark.parametrize(("count", "digits", "heard", "not_heard"), [
    # ثَلَاث (Tala:T), not ثلاثة (Tala:Ta); اِثْنَتَان, إِحْدَى, أَرْبَع, not اثنان/واحد/أربعة
    (23, "23 ورقة", ["T'ala:T", "w'aAiSR,u:n"], ["Tal'a:Ta"]),
    (22, "22 ورقة", ["?'iTnat,a:n", "w'aAiSR,u:n"], ["?itn'a:n"]),
    (21, "21 ورقة", ["?'iHda:", "w'aAiSR,u:n"], ["wa:Hid"]),
    (4, "4 أوراق", ["?'aRbaA"], ["?'aRba,A-a"]),
    (3, "3 أوراق", ["T'ala:T"], ["Tal'a:Ta"]),
])
def test_arabic_draw_says_the_count_in_the_feminine(
        count: int, digits: str, heard: list[str], not_heard: list[str]) -> None:
    text, spoken = _drawn("ar", count)
    assert digits in text
    phonemes = _phonemes("ar", spoken)
    for token in heard:
        assert token in phonemes, (spoken, phonemes)
    joined = " ".join(phonemes)
    for token in not_heard:
        assert token not in joined, (spoken, phonemes)


@needs_espeak
def test_one_card_left_is_said_with_its_feminine_word() -> None:
    text, spoken = _drawn("ar", 1)
    assert "ورقة واحدة" in text  # the catalog words one card, no digit
    assert "wa:H'idat" in _phonemes("ar", spoken)


@pytest.mark.parametrize("lang", ["ar", "hr"])
def test_the_board_says_its_counts_in_words_and_prints_digits(lang: str) -> None:
    board = Announcer(lang).board.layout(TriPeaksGame(build_seed_deal()))
    assert board.spoken is not None
    if lang == "hr":
        assert board.text.startswith("Kup za izvlačenje: 23 karte;")
        assert board.spoken.startswith("Kup za izvlačenje: dvadeset tri karte;")
        assert "Vrhovi: tri skrivene karte;" in board.spoken
    else:
        assert board.text.startswith("كومة السحب: 23 ورقة؛")
        assert board.spoken.startswith("كومة السحب: ثَلَاث وَعِشْرُون وَرَقَةً؛")
        assert "رؤوس القمم: ثَلَاث أوراق مخفية؛" in board.spoken


def test_english_is_said_as_printed() -> None:
    game = TriPeaksGame(build_seed_deal())
    said = Announcer("en").events.told(game, [Drawn(parse_card_code("KD"), 22, 500)])
    assert said[0].spoken is None
    assert "22 cards" in said[0].text


def test_a_row_too_short_says_its_cards_in_the_accusative() -> None:
    from tripeaks_a11y.values.events import SlotOutOfRange

    game = TriPeaksGame(build_seed_deal())
    said = Announcer("hr").refusals.target(SlotOutOfRange(row=1, count=1), game)
    assert said.text == "Red 1 ima 1 kartu."
    assert said.spoken == "Red 1 ima jednu kartu."
