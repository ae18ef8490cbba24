"""Numbered deals and game codes (deals.py) against docs/deals.md.

The test vectors are recomputed by a second, deliberately plain implementation
written here from the words of docs/deals.md (it does not use deals.py's
generator or cards.py's deck), and both are compared with the values printed
in the document. If any of the three disagree, either the code or the
document is wrong, and deals already given to players would change.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tripeaks_a11y.deals import (
    DEAL_COUNT,
    TRIPEAKS_PLACES,
    CodeProblem,
    DealCodeError,
    Game,
    GameCode,
    deal_cards,
    encode_number,
    is_deal_number,
    parse_code_or_number,
    parse_deal_number,
    parse_game_code,
    shuffled_deck,
    splitmix64,
    tripeaks_deal,
)
from tripeaks_a11y.values.cards import Card, full_deck
from tripeaks_a11y.values.rules import Rules

DOC = Path(__file__).resolve().parents[1] / "docs" / "deals.md"

# --------------------------------------------------------------------------
# An independent implementation, written from docs/deals.md alone.

_M64 = 2**64


def doc_splitmix64(seed: int, count: int) -> list[int]:
    """Section 2: SplitMix64 outputs, unsigned 64-bit arithmetic modulo 2**64."""
    state = seed % _M64
    out = []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) % _M64
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) % _M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % _M64
        out.append(z ^ (z >> 31))
    return out


def doc_deck_order() -> list[str]:
    """Section 1: suit-major clubs, diamonds, hearts, spades; each ace to king."""
    return [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"]


def doc_deal(number: int) -> list[str]:
    """Section 3: Fisher-Yates from i = 51 down to 1, j = (next() * (i + 1)) >> 64."""
    deck = doc_deck_order()
    outputs = iter(doc_splitmix64(number, 51))
    for i in range(51, 0, -1):
        j = (next(outputs) * (i + 1)) >> 64
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def doc_tripeaks_deal(number: int) -> list[str]:
    """Section 4: TriPeaks place k holds shuffled card P[k], P as printed on the page."""
    shuffled = doc_deal(number)
    return [shuffled[source] for source in doc_places()]


def doc_letters(number: int) -> str:
    """Section 5: seven base-26 letters, A = 0, most significant first."""
    letters = ""
    for _ in range(7):
        number, digit = divmod(number, 26)
        letters = chr(ord("A") + digit) + letters
    return letters


# --------------------------------------------------------------------------
# The vectors as printed in docs/deals.md.


def _doc_text() -> str:
    return DOC.read_text(encoding="utf-8")


def doc_rng_vectors() -> dict[int, list[int]]:
    found = re.findall(r"^splitmix64 seed (\d+): ((?:[0-9a-f]{16} ?)+)$", _doc_text(), re.M)
    return {int(seed): [int(h, 16) for h in hexes.split()] for seed, hexes in found}


def _vectors(kind: str) -> dict[int, tuple[str, list[str]]]:
    pattern = rf"^{kind} (\d+) ([A-Z]{{7}}): ((?:[2-9TJQKA][CDHS] ?)+)$"
    found = re.findall(pattern, _doc_text(), re.M)
    return {int(n): (letters, codes.split()) for n, letters, codes in found}


def doc_deal_vectors() -> dict[int, tuple[str, list[str]]]:
    """Section 6: shuffle orders (also the Pyramid deal orders)."""
    return _vectors("shuffle")


def doc_tripeaks_vectors() -> dict[int, tuple[str, list[str]]]:
    """Section 6: TriPeaks deal orders."""
    return _vectors("tripeaks")


def doc_places() -> list[int]:
    """Section 4: the TriPeaks place permutation P as printed."""
    (line,) = re.findall(r"^TP1 places: ((?:\d+ ?)+)$", _doc_text(), re.M)
    return [int(n) for n in line.split()]


def doc_table(title: str) -> dict[str, list[str]]:
    """A deal-1 layout table of the page: the rows after the paragraph ``title``."""
    text = _doc_text()
    body = text[text.index(title):]
    end = body.find("\n\n", body.index("| stock"))
    body = body if end < 0 else body[:end]
    rows = re.findall(r"^\| (row \d[^|]*|waste|stock, top first) \| ([^|]+) \|$", body, re.M)
    return {label.strip(): cards.split() for label, cards in rows}


def test_doc_lists_the_promised_vectors() -> None:
    rng = doc_rng_vectors()
    deals = doc_deal_vectors()
    assert sorted(rng) == [0, 1, 1234567]
    assert all(len(outputs) == 5 for outputs in rng.values())
    assert sorted(deals) == [0, 1, 26**7 - 1]
    assert all(len(codes) == 52 for _, codes in deals.values())
    tripeaks = doc_tripeaks_vectors()
    assert sorted(tripeaks) == [0, 1, 3, 26**7 - 1]
    assert all(len(codes) == 52 for _, codes in tripeaks.values())


def test_doc_constants_are_the_ones_used() -> None:
    text = _doc_text()
    for constant in ("0x9E3779B97F4A7C15", "0xBF58476D1CE4E5B9", "0x94D049BB133111EB"):
        assert constant in text
    for shift in (">> 30", ">> 27", ">> 31"):
        assert shift in text


@pytest.mark.parametrize("seed", [0, 1, 1234567])
def test_splitmix64_vectors(seed: int) -> None:
    expected = doc_rng_vectors()[seed]
    assert doc_splitmix64(seed, 5) == expected
    rng = splitmix64(seed)
    assert [rng.next() for _ in range(5)] == expected


def test_splitmix64_known_reference_value() -> None:
    # Published first output for seed 1234567 (6457827717110365317).
    assert doc_splitmix64(1234567, 1) == [6457827717110365317]


@pytest.mark.parametrize("number", [0, 1, 26**7 - 1])
def test_deal_vectors(number: int) -> None:
    letters, expected = doc_deal_vectors()[number]
    assert doc_letters(number) == letters
    assert encode_number(number) == letters
    assert doc_deal(number) == expected
    assert [card.code for card in shuffled_deck(number)] == expected


@pytest.mark.parametrize("number", [0, 1, 3, 26**7 - 1])
def test_tripeaks_deal_vectors(number: int) -> None:
    letters, expected = doc_tripeaks_vectors()[number]
    assert encode_number(number) == letters
    assert doc_tripeaks_deal(number) == expected
    assert [card.code for card in tripeaks_deal(number)] == expected
    assert [card.code for card in deal_cards(Game.TRIPEAKS, number)] == expected


def test_pyramid_deals_are_the_shuffle_order() -> None:
    for number in (0, 1, 26**7 - 1):
        assert [c.code for c in deal_cards(Game.PYRAMID, number)] == doc_deal_vectors()[number][1]


def test_places_are_a_permutation_printed_on_the_page() -> None:
    assert tuple(doc_places()) == TRIPEAKS_PLACES
    assert sorted(TRIPEAKS_PLACES) == list(range(52))


def _layout(codes: list[str]) -> dict[str, list[str]]:
    return {"row 1 (peak tops)": codes[0:3], "row 2": codes[3:9], "row 3": codes[9:18],
            "row 4 (bottom row)": codes[18:28], "waste": codes[28:29],
            "stock, top first": codes[29:52]}


def test_doc_deal_1_layout_tables_match_the_vectors() -> None:
    assert doc_table("laid out as TriPeaks, the rules pages' deal") == _layout(
        doc_tripeaks_vectors()[1][1])
    assert doc_table("was\nlaid out as") == _layout(doc_deal_vectors()[1][1])


# The rules pages' deal (seeds 000 and 004; docs/rules.md "Game codes"):
# the 12 places they name, as (row, place) counted from 1, and the card there.
PAGE_PLACES = {
    **{(4, place): code for place, code in
       enumerate(["3S", "5S", "KC", "4S", "2D", "AS", "KD", "8H", "7C", "9S"], start=1)},
    (3, 5): "7S",
}


def test_deal_1_is_the_rules_pages_deal() -> None:
    deal = tripeaks_deal(1)
    assert deal[28].code == "AC"  # the waste
    starts = {1: 0, 2: 3, 3: 9, 4: 18}
    for (row, place), code in PAGE_PLACES.items():
        assert deal[starts[row] + place - 1].code == code


@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1))
def test_tripeaks_deals_are_permutations_and_follow_the_page(number: int) -> None:
    deal = tripeaks_deal(number)
    assert sorted(card.index for card in deal) == list(range(52))
    assert [c.code for c in deal] == doc_tripeaks_deal(number)


def _finder() -> ModuleType:
    path = DOC.parents[1] / "scripts" / "find_deal_permutation.py"
    spec = importlib.util.spec_from_file_location("find_deal_permutation", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_search_script_gives_the_permutation_with_its_seed() -> None:
    # docs/deals.md §4: seed 6 of the search script; its checks hold for it.
    finder = _finder()
    places = finder.random_permutation(6)
    assert tuple(places) == TRIPEAKS_PLACES
    line = finder.shaped_line(finder.apply(places, shuffled_deck(1)))
    assert line is not None and len(line) == 50 and line[:3] == ["KC", "AS", "2D"]
    assert finder.deal3_fits(places)
    # A permutation that does not fit is refused (seed 1 was tried first).
    first = finder.random_permutation(1)
    fits = finder.shaped_line(finder.apply(first, shuffled_deck(1))) is not None
    assert not (fits and finder.deal3_fits(first))


def test_deck_start_order_is_the_documented_index_order() -> None:
    deck = full_deck()
    assert [c.code for c in deck] == doc_deck_order()
    assert all(card.index == i for i, card in enumerate(deck))


@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1))
def test_independent_implementation_agrees_everywhere(number: int) -> None:
    assert [card.code for card in shuffled_deck(number)] == doc_deal(number)


@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1))
def test_every_deal_is_a_permutation_of_the_deck(number: int) -> None:
    deal = shuffled_deck(number)
    assert len(deal) == 52
    assert all(isinstance(card, Card) for card in deal)
    assert sorted(card.index for card in deal) == list(range(52))


def test_first_thousand_deals_are_permutations_and_distinct() -> None:
    seen = set()
    deck = set(full_deck())
    for number in range(1000):
        deal = tuple(shuffled_deck(number))
        assert len(deal) == 52 and set(deal) == deck
        seen.add(deal)
    assert len(seen) == 1000


@pytest.mark.parametrize("number", [-1, DEAL_COUNT, DEAL_COUNT + 5])
def test_shuffled_deck_refuses_numbers_out_of_range(number: int) -> None:
    with pytest.raises(ValueError):
        shuffled_deck(number)
    with pytest.raises(ValueError):
        encode_number(number)


# --------------------------------------------------------------------------
# Game codes.


@pytest.mark.parametrize(
    ("number", "letters"),
    [(0, "AAAAAAA"), (1, "AAAAAAB"), (3, "AAAAAAD"), (26, "AAAAABA"), (1234, "AAAABVM"),
     (26**7 - 1, "ZZZZZZZ")],
)
def test_documented_code_examples(number: int, letters: str) -> None:
    assert encode_number(number) == letters
    assert parse_game_code(f"TP1-E-{letters}").number == number
    assert parse_game_code(f"PY1-{letters}").number == number


def test_doc_mentions_game_1234_code() -> None:
    assert "`TP1-E-" + doc_letters(1234) + "`" in _doc_text()


@given(
    st.integers(min_value=0, max_value=DEAL_COUNT - 1),
    st.sampled_from(list(Rules)),
)
def test_tripeaks_code_round_trip(number: int, rules: Rules) -> None:
    code = GameCode(Game.TRIPEAKS, number, rules)
    text = str(code)
    assert text == f"TP1-{rules.value}-{doc_letters(number)}"
    assert parse_game_code(text) == code


@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1))
def test_pyramid_code_round_trip(number: int) -> None:
    code = GameCode(Game.PYRAMID, number)
    text = str(code)
    assert text == f"PY1-{doc_letters(number)}"
    parsed = parse_game_code(text)
    assert parsed == code
    assert parsed.rules is None


@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1), st.sampled_from(list(Rules)))
def test_round_trip_survives_lenient_spelling(number: int, rules: Rules) -> None:
    text = f"tp1 {rules.value.lower()} {doc_letters(number).lower()}"
    assert parse_game_code(text) == GameCode(Game.TRIPEAKS, number, rules)


@pytest.mark.parametrize(
    "text",
    [
        "TP1-E-AAAAAAB",
        "tp1-e-aaaaaab",
        "Tp1-E-aAaAaAb",
        "  TP1 - E - AAAAAAB  ",
        "TP1 E AAAAAAB",
        "TP1EAAAAAAB",
        "TP1-EAAAAAAB",
        "TP1E-AAAAAAB",
        "TP1_E_AAAAAAB",
        "TP1.E.AAAAAAB",
        "\tTP1-E-AAAAAAB\t",
        "TP١-E-AAAAAAB",
    ],
)
def test_lenient_tripeaks_codes(text: str) -> None:
    assert parse_game_code(text) == GameCode(Game.TRIPEAKS, 1, Rules.EASY)


def test_classic_letter() -> None:
    code = parse_game_code("tp1 c zzzzzzz")
    assert code == GameCode(Game.TRIPEAKS, DEAL_COUNT - 1, Rules.CLASSIC)
    assert str(code) == "TP1-C-ZZZZZZZ"


@pytest.mark.parametrize("text", ["TP1-N-AAAAAAB", "tp1nAAAAAAB", "TP1 n aaaaaab"])
def test_legacy_n_reads_as_easy(text: str) -> None:
    code = parse_game_code(text)
    assert code.rules is Rules.EASY
    assert str(code) == "TP1-E-AAAAAAB"


def test_rules_letter_never_changes_the_number() -> None:
    numbers = {parse_game_code(f"TP1-{r}-QWERTYU").number for r in "ECN"}
    assert numbers == {parse_game_code("PY1-QWERTYU").number}


@pytest.mark.parametrize("text", ["PY1-AAAAAAB", "py1aaaaaab", " py1 - aaaaaab "])
def test_lenient_pyramid_codes(text: str) -> None:
    assert parse_game_code(text) == GameCode(Game.PYRAMID, 1)


@pytest.mark.parametrize(
    ("text", "problem", "detail"),
    [
        ("", CodeProblem.EMPTY, ""),
        ("   ", CodeProblem.EMPTY, ""),
        (" - - ", CodeProblem.EMPTY, ""),
        ("XX1-E-AAAAAAB", CodeProblem.UNKNOWN_PREFIX, "XX1"),
        ("TP2-E-AAAAAAB", CodeProblem.UNKNOWN_PREFIX, "TP2"),
        ("PY2-AAAAAAB", CodeProblem.UNKNOWN_PREFIX, "PY2"),
        ("AAAAAAB", CodeProblem.UNKNOWN_PREFIX, "AAA"),
        ("TP1-X-AAAAAAB", CodeProblem.RULES_LETTER, "X"),
        ("TP1-1-AAAAAAB", CodeProblem.RULES_LETTER, "1"),
        ("TP1", CodeProblem.RULES_LETTER, ""),
        ("TP1-E-AAAAAB", CodeProblem.LETTER_COUNT, "6"),
        ("TP1-E", CodeProblem.LETTER_COUNT, "0"),
        ("PY1-AAA", CodeProblem.LETTER_COUNT, "3"),
        ("PY1", CodeProblem.LETTER_COUNT, "0"),
        ("TP1-E-AAAA1AB", CodeProblem.NOT_A_LETTER, "1"),
        ("TP1-E-AAAAAA!", CodeProblem.NOT_A_LETTER, "!"),
        ("PY1-AAAÉAAB", CodeProblem.NOT_A_LETTER, "É"),
        ("TP1-E-AAAAAAB-X", CodeProblem.UNKNOWN_VARIANT, "X"),
        ("TP1-E-AAAAAAB-OQ", CodeProblem.UNKNOWN_VARIANT, "Q"),  # O is open peaks
        ("PY1-AAAAAAB-X", CodeProblem.VARIANTS_NOT_FOR_GAME, "X"),  # Pyramid takes none
    ],
)
def test_code_refusals_name_the_problem(text: str, problem: CodeProblem, detail: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_game_code(text)
    assert caught.value.problem is problem
    assert caught.value.detail == detail
    assert isinstance(caught.value, ValueError)


# --------------------------------------------------------------------------
# Deal numbers ("game 1234").


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("0", 0),
        ("1234", 1234),
        (" 1234 ", 1234),
        ("١٢٣٤", 1234),  # Eastern Arabic (Arabic-Indic) digits
        ("۱۲۳۴", 1234),  # Extended Arabic-Indic (Persian/Urdu) digits
        ("١2٣4", 1234),
        ("8031810175", DEAL_COUNT - 1),
        ("٨٠٣١٨١٠١٧٥", DEAL_COUNT - 1),
    ],
)
def test_parse_deal_number(text: str, number: int) -> None:
    assert parse_deal_number(text) == number


@pytest.mark.parametrize("text", ["8031810176", "٨٠٣١٨١٠١٧٦", "-1", "99999999999999"])
def test_deal_number_out_of_range(text: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_deal_number(text)
    assert caught.value.problem is CodeProblem.NUMBER_RANGE


@pytest.mark.parametrize("text", ["", "abc", "12a", "1.5"])
def test_deal_number_not_a_number(text: str) -> None:
    with pytest.raises(ValueError):
        parse_deal_number(text)


@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1))
def test_deal_number_round_trip_in_arabic_digits(number: int) -> None:
    arabic = str(number).translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    assert parse_deal_number(arabic) == number


# int() refuses a string of more than 4,300 digits (sys.get_int_max_str_digits()); a
# paste of thousands of digits must still be "out of range", never that ValueError.
@pytest.mark.parametrize("digits", [11, 2_600, 4_300, 4_301, 5_000, 100_000])
def test_a_deal_number_of_any_length_is_out_of_range(digits: int) -> None:
    for text in ("1" * digits, "٣" * digits, "9" + "0" * (digits - 1)):
        with pytest.raises(DealCodeError) as caught:
            parse_code_or_number(text)
        assert caught.value.problem is CodeProblem.NUMBER_RANGE
        assert caught.value.detail == text


def test_leading_zeros_do_not_count() -> None:
    assert parse_deal_number("0" * 5_000 + "7") == 7
    assert parse_deal_number("٠" * 5_000) == 0


@pytest.mark.parametrize("text", ["-5", "−5", "–5", "-٥", " - 5 ", "-" + "1" * 5_000])
def test_a_negative_deal_number_is_out_of_range_with_its_sign(text: str) -> None:
    assert is_deal_number(text)
    with pytest.raises(DealCodeError) as caught:
        parse_code_or_number(text)
    assert caught.value.problem is CodeProblem.NUMBER_RANGE
    assert caught.value.detail == text.strip()  # "-5", not "5"


def test_a_plus_sign_or_minus_zero_is_the_number() -> None:
    assert parse_deal_number("+5") == 5 and parse_deal_number("-0") == 0


@pytest.mark.parametrize("text", ["1_000", "²", "-", "--5", "5-"])
def test_other_number_like_text_is_not_a_deal_number(text: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse_deal_number(text)
    assert not isinstance(caught.value, DealCodeError)


def test_a_long_code_is_refused_by_its_first_problem() -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_game_code("TP1-E-" + "A" * 3_000)
    assert (caught.value.problem, caught.value.detail) == (CodeProblem.LETTER_COUNT, "3000")
    with pytest.raises(DealCodeError) as caught:
        parse_game_code("TP1-E-AAAAAAB-" + "Q" * 3_000)
    assert caught.value.problem is CodeProblem.UNKNOWN_VARIANT


@given(st.text(alphabet=st.sampled_from("-+−–0123456789٠٣ \u00a0\t\u2003x"), max_size=12))
def test_what_is_a_deal_number_reads_as_one(text: str) -> None:
    if not is_deal_number(text):
        return
    try:
        number = parse_deal_number(text)
    except DealCodeError as error:
        assert error.problem is CodeProblem.NUMBER_RANGE
    else:
        assert 0 <= number < DEAL_COUNT
