"""Card values and card codes (cards.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tripeaks_a11y.values.cards import (
    Card,
    CardCodeError,
    Rank,
    Suit,
    full_deck,
    parse_card_code,
    parse_card_list,
)

C = Card  # short alias for the tables below


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("7s", C(Rank.SEVEN, Suit.SPADES)),
        ("7S", C(Rank.SEVEN, Suit.SPADES)),
        ("10H", C(Rank.TEN, Suit.HEARTS)),
        ("10h", C(Rank.TEN, Suit.HEARTS)),
        ("Th", C(Rank.TEN, Suit.HEARTS)),
        ("TH", C(Rank.TEN, Suit.HEARTS)),
        ("KC", C(Rank.KING, Suit.CLUBS)),
        ("kc", C(Rank.KING, Suit.CLUBS)),
        ("RC", C(Rank.KING, Suit.CLUBS)),  # the seeds write the king as R
        ("rc", C(Rank.KING, Suit.CLUBS)),
        ("AS", C(Rank.ACE, Suit.SPADES)),
        ("aD", C(Rank.ACE, Suit.DIAMONDS)),
        ("2c", C(Rank.TWO, Suit.CLUBS)),
        ("9d", C(Rank.NINE, Suit.DIAMONDS)),
        ("JS", C(Rank.JACK, Suit.SPADES)),
        ("Qh", C(Rank.QUEEN, Suit.HEARTS)),
        ("  5d ", C(Rank.FIVE, Suit.DIAMONDS)),
        ("7♠", C(Rank.SEVEN, Suit.SPADES)),  # suit symbols, filled or outline
        ("K♣", C(Rank.KING, Suit.CLUBS)),
        ("10♡", C(Rank.TEN, Suit.HEARTS)),
        ("R♢", C(Rank.KING, Suit.DIAMONDS)),
    ],
)
def test_parse_card_code(text: str, card: Card) -> None:
    assert parse_card_code(text) == card


@pytest.mark.parametrize(
    "text",
    ["", " ", "S", "7", "10", "1S", "11H", "0D", "1OH", "KX", "ZZ", "7SS", "10HH", "S7",
     "seven of spades"],
)
def test_bad_card_codes(text: str) -> None:
    with pytest.raises(CardCodeError) as caught:
        parse_card_code(text)
    assert caught.value.unknown == (text,)
    assert isinstance(caught.value, ValueError)


def test_canonical_codes_and_str() -> None:
    assert C(Rank.TEN, Suit.SPADES).code == "TS"
    assert str(C(Rank.ACE, Suit.CLUBS)) == "AC"
    assert str(parse_card_code("10h")) == "TH"
    assert str(parse_card_code("RC")) == "KC"
    assert Rank.KING.letter == "K"
    assert [s.value for s in Suit] == ["C", "D", "H", "S"]


def test_deck_index_order() -> None:
    deck = full_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert deck[0] == C(Rank.ACE, Suit.CLUBS)
    assert deck[12] == C(Rank.KING, Suit.CLUBS)
    assert deck[13] == C(Rank.ACE, Suit.DIAMONDS)
    assert deck[26] == C(Rank.ACE, Suit.HEARTS)
    assert deck[39] == C(Rank.ACE, Suit.SPADES)
    assert deck[51] == C(Rank.KING, Suit.SPADES)
    for i, card in enumerate(deck):
        assert card.index == i == card.suit.order * 13 + card.rank.value - 1
        assert Card.from_index(i) == card


@pytest.mark.parametrize("index", [-1, 52, 100])
def test_from_index_out_of_range(index: int) -> None:
    with pytest.raises(ValueError):
        Card.from_index(index)


@given(st.sampled_from(full_deck()))
def test_every_code_round_trips(card: Card) -> None:
    assert parse_card_code(card.code) == card
    assert parse_card_code(card.code.lower()) == card


def test_cards_are_hashable_and_immutable() -> None:
    card = C(Rank.SEVEN, Suit.SPADES)
    assert {card, C(Rank.SEVEN, Suit.SPADES)} == {card}
    with pytest.raises(AttributeError):
        card.rank = Rank.EIGHT  # type: ignore[misc]


# --------------------------------------------------------------------------
# Lists of codes.


def _deck_text(cards: list[Card], sep: str = " ") -> str:
    return sep.join(c.code for c in cards)


def test_parse_full_list_keeps_order() -> None:
    deck = list(reversed(full_deck()))
    assert parse_card_list(_deck_text(deck)) == deck
    assert parse_card_list(_deck_text(deck, ", ")) == deck
    assert parse_card_list(_deck_text(deck, ",")) == deck
    assert parse_card_list(_deck_text(deck, "\n")) == deck


def test_parse_list_reads_every_code_form() -> None:
    assert parse_card_list("7s 10H Td kc RS", expected=5) == [
        C(Rank.SEVEN, Suit.SPADES),
        C(Rank.TEN, Suit.HEARTS),
        C(Rank.TEN, Suit.DIAMONDS),
        C(Rank.KING, Suit.CLUBS),
        C(Rank.KING, Suit.SPADES),
    ]


def test_parse_list_names_unknown_codes() -> None:
    deck = full_deck()
    text = _deck_text(deck[:50]) + " XX 1S"
    with pytest.raises(CardCodeError) as caught:
        parse_card_list(text)
    err = caught.value
    assert err.unknown == ("XX", "1S")
    assert err.duplicates == ()
    assert set(err.missing) == {deck[50], deck[51]}
    assert err.count == 52
    assert "XX" in str(err) and "1S" in str(err)


def test_parse_list_names_duplicates_and_the_missing_card() -> None:
    deck = full_deck()
    text = _deck_text(deck[:51]) + " 7s"  # 52 codes, 7 of spades twice, king of spades absent
    with pytest.raises(CardCodeError) as caught:
        parse_card_list(text)
    err = caught.value
    assert err.unknown == ()
    assert err.duplicates == (C(Rank.SEVEN, Suit.SPADES),)
    assert err.missing == (C(Rank.KING, Suit.SPADES),)
    assert err.count == 52
    assert "7S" in str(err) and "KS" in str(err)


def test_parse_list_names_missing_cards_when_short() -> None:
    deck = full_deck()
    with pytest.raises(CardCodeError) as caught:
        parse_card_list(_deck_text(deck[2:]))
    err = caught.value
    assert err.missing == (deck[0], deck[1])
    assert err.count == 50
    assert "50" in str(err) and "52" in str(err)


def test_parse_list_too_many_codes() -> None:
    deck = full_deck()
    with pytest.raises(CardCodeError) as caught:
        parse_card_list(_deck_text(deck) + " AC")
    err = caught.value
    assert err.duplicates == (C(Rank.ACE, Suit.CLUBS),)
    assert err.missing == ()
    assert err.count == 53


def test_parse_list_duplicate_named_once() -> None:
    with pytest.raises(CardCodeError) as caught:
        parse_card_list("7s 7S 7s", expected=3)
    assert caught.value.duplicates == (C(Rank.SEVEN, Suit.SPADES),)


def test_parse_empty_list() -> None:
    with pytest.raises(CardCodeError) as caught:
        parse_card_list("")
    assert caught.value.count == 0
    assert len(caught.value.missing) == 52


def test_parse_short_list_with_expected() -> None:
    assert parse_card_list("ac, 2d, rh", expected=3) == [
        C(Rank.ACE, Suit.CLUBS),
        C(Rank.TWO, Suit.DIAMONDS),
        C(Rank.KING, Suit.HEARTS),
    ]
