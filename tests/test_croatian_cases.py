"""Croatian wording (issue 12): a card after a verb in the accusative, and the listed fixes.

"odigrajte damu u trefu", not "odigrajte dama u trefu"; the covered card's
verb agrees with its coverers; "nema koda partije"; the verbosity words the
game says are words it accepts; the guide's sentence has its verb.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import build_seed_deal

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.commands import parse
from tripeaks_a11y.games.tripeaks import TriPeaksGame
from tripeaks_a11y.i18n import CARD_CASES, card_name, t
from tripeaks_a11y.kinds import kind_named
from tripeaks_a11y.values.cards import Card, Rank, Suit, full_deck, parse_card_code
from tripeaks_a11y.values.events import Hint
from tripeaks_a11y.values.rules import EASY

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("code", "nominative", "accusative"), [
    ("AS", "as u piku", "asa u piku"),
    ("JC", "dečko u trefu", "dečka u trefu"),
    ("QC", "dama u trefu", "damu u trefu"),
    ("KD", "kralj u karonu", "kralja u karonu"),
    ("7H", "7 u hercu", "7 u hercu"),
    ("TS", "10 u piku", "10 u piku"),
])
def test_croatian_card_names_in_the_accusative(code: str, nominative: str,
                                              accusative: str) -> None:
    card = parse_card_code(code)
    assert card_name("hr", card) == nominative
    assert card_name("hr", card, "acc") == accusative
    assert "acc" in CARD_CASES


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_languages_without_cases_say_the_same_name(lang: str) -> None:
    for card in full_deck():
        assert card_name(lang, card, "acc") == card_name(lang, card)


def test_an_unknown_case_is_refused() -> None:
    with pytest.raises(ValueError, match="case"):
        card_name("hr", Card(Rank.KING, Suit.CLUBS), "dat")


def test_a_card_argument_brings_its_accusative_to_the_message() -> None:
    king = Card(Rank.KING, Suit.CLUBS)
    assert t("hr", "hint", kind="play", card=king) == "Savjet: odigrajte kralja u trefu."
    # A name from the announcer (a str that keeps its card) does the same.
    assert t("hr", "hint", kind="play", card=card_name("hr", king)) == (
        "Savjet: odigrajte kralja u trefu.")
    assert t("en", "hint", kind="play", card=king) == "Hint: play king of clubs."


def test_the_tripeaks_hint_says_the_card_in_the_accusative() -> None:
    game = TriPeaksGame(build_seed_deal())
    said = {}
    for pos in range(18, 28):  # the bottom row, face up
        card = game.card_at(pos)
        assert card is not None
        said[card.code] = Announcer("hr").board.hint(game, Hint("play", (pos,))).text
    assert said["KD"] == "Savjet: odigrajte kralja u karonu."
    assert said["3S"] == "Savjet: odigrajte 3 u piku."
    for code, text in said.items():
        assert text == f"Savjet: odigrajte {card_name('hr', parse_card_code(code), 'acc')}."


def test_the_pyramid_hint_says_the_removed_cards_in_the_accusative() -> None:
    pyramid = kind_named("pyramid")
    assert pyramid is not None
    game = pyramid.new_game(pyramid.deal(1), EASY)
    announcer = Announcer("hr")
    by_rank = {game.card_at(pos).rank: pos for pos in range(28)  # type: ignore[union-attr]
               if game.card_at(pos) is not None}
    king, queen, ace = by_rank[Rank.KING], by_rank[Rank.QUEEN], by_rank[Rank.ACE]
    king_name = card_name("hr", game.card_at(king), "acc")  # type: ignore[arg-type]
    assert king_name.startswith("kralja u ")
    assert announcer.board.hint(game, Hint("king", (king,))).text == (
        f"Savjet: uklonite {king_name}.")
    pair = announcer.board.hint(game, Hint("pair", (queen, ace))).text
    queen_name = card_name("hr", game.card_at(queen), "acc")  # type: ignore[arg-type]
    ace_name = card_name("hr", game.card_at(ace))  # type: ignore[arg-type]
    assert queen_name.startswith("damu u ")
    assert pair == f"Savjet: uparite {queen_name} s kartom {ace_name}."


def test_a_pyramid_card_covered_by_two_takes_the_plural_verb() -> None:
    pyramid = kind_named("pyramid")
    assert pyramid is not None
    game = pyramid.new_game(pyramid.deal(1), EASY)
    assert len(game.coverers(0)) == 2
    text = Announcer("hr").board.look(game, 0).text
    assert ": prekrivaju je " in text, text
    one = t("hr", "pyramid-look-covered", card="as u piku", row=6, slot=1,
            cards="dama u trefu", count=1)
    assert one == "as u piku, red 6, karta 1: prekriva je dama u trefu."


@pytest.mark.parametrize("msg_id", ["code-explicit", "pyramid-code-explicit"])
def test_no_code_is_said_in_the_genitive(msg_id: str) -> None:
    text = t("hr", msg_id, rules="easy")
    assert "nema koda partije" in text
    assert "nema kod " not in text


@pytest.mark.parametrize("level", ["brief", "normal", "full"])
def test_the_verbosity_word_said_is_a_word_the_game_takes(level: str) -> None:
    said = t("hr", "speech-verbosity", level=level)
    word = said.removeprefix("Opširnost: ").split(",")[0].rstrip(".")
    command = parse(f"opširnost {word}")
    assert (command.name, command.arg) == ("verbosity", level), said


def test_the_guide_sentence_on_unrecognised_readers_has_its_verb() -> None:
    guide = (ROOT / "docs" / "accessibility.hr.md").read_text(encoding="utf-8")
    assert "Ako vaš ne prepozna" not in guide
    assert "Ako igra vaš čitač ne prepozna" in guide
