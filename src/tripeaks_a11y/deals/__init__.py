"""Deals: numbered deals from a documented shuffle, and game codes.

The shuffle (specified in docs/deals.md, with test vectors):

* generator: SplitMix64 seeded with the deal number (a 64-bit state; each
  output adds 0x9E3779B97F4A7C15 to the state and mixes it);
* start: the 52 cards in deck index order (``cards.full_deck``);
* Fisher-Yates from the end: for i = 51 down to 1, j = (next() * (i + 1)) >> 64,
  swap cards i and j;
* Pyramid (``PY1``): the shuffled deck is the deal order (28 pyramid cards,
  24 stock cards top first);
* TriPeaks (``TP1``): the deal order is the shuffled deck read through one
  fixed permutation of the 52 places, ``deal[k] = shuffled[TRIPEAKS_PLACES[k]]``
  (28 tableau cards, waste card, 23 stock cards top first). The permutation
  was chosen once, by ``scripts/find_deal_permutation.py``, so that the rules
  pages' codes deal the rules pages' cards (docs/rules.md "Game codes");
  a fixed permutation of a uniform shuffle is still uniform.
* The joker (variant ``J``): the 52 cards are dealt as above, then the joker
  goes into the stock, listed top first, at index ``number % (n + 1)``, n the
  stock's size before it (``joker_place``). A TriPeaks deal is a
  ``NumberedDeal``, so that the engine knows the number it places it by.

Game codes (docs/deals.md §5): ``TP1-<R>-<7 letters>[-<variants>]`` and
``PY1-<7 letters>[-<variants>]``; R is E (Easy), C (Classic) or legacy N
(Easy); the letters are the deal number in base 26, A = 0, most significant
first. The variant letters are those of ``rules.VARIANTS``; any other is
refused by name, and so is any variant segment of a game whose codes carry
none (``Game.variants``: Pyramid has one rule set, docs/rules.md "Variants").
A game kind with codes of its own brings its ``Game``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar, Final

from ..values.cards import Card, NumberedDeal, full_deck, joker_place
from ..values.rules import Rules, RuleSet, rule_set, variant_of

__all__ = [
    "CodeProblem",
    "DEAL_COUNT",
    "DealCodeError",
    "GAMES",
    "Game",
    "GameCode",
    "NumberedDeal",
    "TRIPEAKS_PLACES",
    "deal_cards",
    "is_deal_number",
    "joker_place",
    "parse_code_or_number",
    "parse_deal_number",
    "parse_game_code",
    "shuffled_deck",
    "splitmix64",
    "tripeaks_deal",
]

MASK64 = (1 << 64) - 1
DEAL_COUNT = 26**7
"""Numbered deals run from 0 to DEAL_COUNT - 1 (seven base-26 letters)."""

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def splitmix64(seed: int) -> SplitMix64:
    """A SplitMix64 generator seeded with ``seed`` (taken modulo 2**64)."""
    return SplitMix64(seed)


class SplitMix64:
    """SplitMix64 (Steele, Lea and Flood 2014): 64-bit outputs from a 64-bit counter."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        """The next 64-bit output, an int in [0, 2**64)."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def shuffled_deck(number: int) -> list[Card]:
    """The 52 cards of deal ``number`` in deal order (module docstring).

    Raises ValueError when ``number`` is outside 0 … DEAL_COUNT - 1.
    """
    if not 0 <= number < DEAL_COUNT:
        raise ValueError(f"deal number out of range: {number}")
    rng = SplitMix64(number)
    deck = full_deck()
    for i in range(51, 0, -1):
        j = (rng.next() * (i + 1)) >> 64
        deck[i], deck[j] = deck[j], deck[i]
    return deck


TRIPEAKS_PLACES: tuple[int, ...] = (
    51, 50, 6, 28, 31, 49, 19, 12, 35, 23, 24, 34, 14, 1, 13, 44, 38, 33, 37, 20,
    43, 3, 29, 15, 21, 5, 36, 0, 4, 26, 18, 30, 9, 47, 17, 41, 2, 16, 32, 10,
    22, 42, 46, 48, 45, 11, 39, 27, 8, 7, 25, 40,
)
"""TriPeaks place permutation P: deal place k gets shuffled card P[k] (docs/deals.md §4).

Found by ``scripts/find_deal_permutation.py`` (seed 6) and fixed for ever:
deal 1 is the rules pages' TP1-E-AAAAAAB, deal 3 is winnable in Easy and not
in Classic, and deal 1 has the pages' 50-action win (docs/examples.md).
"""


def tripeaks_deal(number: int) -> NumberedDeal:
    """The 52 cards of TriPeaks deal ``number`` in deal order (docs/deals.md §4).

    Places 0-27 are the tableau row by row, 28 the waste card, 29-51 the stock
    top first; the deal keeps its number for the joker (``NumberedDeal``).
    Raises ValueError when ``number`` is outside 0 … DEAL_COUNT - 1.
    """
    shuffled = shuffled_deck(number)
    return NumberedDeal([shuffled[source] for source in TRIPEAKS_PLACES], number)


@dataclass(frozen=True)
class Game:
    """How one game's codes look and deal: the part of a game code before the deal letters.

    ``prefix``: the code's first segment (``TP1``, ``PY1``), three characters,
    upper case; ``rule_letter``: its codes carry a rule letter after the prefix
    (``TP1-E-…``); ``dealer``: deal number -> the 52 cards in that game's deal
    order (raises ValueError out of 0 … DEAL_COUNT - 1); ``variants``: its
    codes may end in a variant segment (``rules.VARIANTS``, TriPeaks rules
    all: docs/rules.md "Variants"), else a code with one is refused
    (``CodeProblem.VARIANTS_NOT_FOR_GAME``). ``Game.TRIPEAKS`` and
    ``Game.PYRAMID`` are the built-in ones (``GAMES``); a new game brings its
    own (``kinds.GameKind.game``) and is read by ``parse_game_code(text, games)``.
    """

    prefix: str
    rule_letter: bool
    dealer: Callable[[int], list[Card]] = field(compare=False, repr=False)
    variants: bool = False

    TRIPEAKS: ClassVar[Game]
    PYRAMID: ClassVar[Game]


Game.TRIPEAKS = Game("TP1", True, tripeaks_deal, variants=True)
Game.PYRAMID = Game("PY1", False, shuffled_deck)

GAMES: tuple[Game, ...] = (Game.TRIPEAKS, Game.PYRAMID)
"""The built-in code formats, read by ``parse_game_code`` unless told others."""


def deal_cards(game: Game, number: int) -> list[Card]:
    """The 52 cards of ``game``'s deal ``number`` in that game's deal order.

    TriPeaks: ``tripeaks_deal``; Pyramid: ``shuffled_deck`` (docs/deals.md §4).
    Raises ValueError when ``number`` is outside 0 … DEAL_COUNT - 1.
    """
    return game.dealer(number)


class CodeProblem(Enum):
    """What is wrong with a game code or deal number (the announcer words it)."""

    EMPTY = "empty"
    UNKNOWN_PREFIX = "unknown_prefix"
    RULES_LETTER = "rules_letter"
    LETTER_COUNT = "letter_count"
    NOT_A_LETTER = "not_a_letter"
    UNKNOWN_VARIANT = "unknown_variant"
    VARIANTS_NOT_FOR_GAME = "variants_not_for_game"
    NUMBER_RANGE = "number_range"


class DealCodeError(ValueError):
    """A game code or deal number that cannot be read.

    ``problem`` says what is wrong; ``detail`` is the offending part as typed
    (a prefix, a letter, the letter count as text…); ``game``: the code
    format it was read as, where the problem is that game's
    (VARIANTS_NOT_FOR_GAME), else None.
    """

    def __init__(self, problem: CodeProblem, detail: str = "",
                 game: Game | None = None) -> None:
        super().__init__(f"{problem.value}: {detail}")
        self.problem = problem
        self.detail = detail
        self.game = game


@dataclass(frozen=True)
class GameCode:
    """A parsed game code: game, deal number, rule set name (TriPeaks only), variants.

    ``variants``: the variant letters of the code's last part, sorted
    (``rules.VARIANTS``); ``rule_set`` is the rule set they make together
    with ``rules``, the one the engine plays by.
    """

    game: Game
    number: int
    rules: Rules | None = None
    variants: str = ""

    @property
    def rule_set(self) -> RuleSet:
        """The rules this code deals under: ``rules`` (default Easy) with ``variants``."""
        return rule_set(self.rules, self.variants)

    def __str__(self) -> str:
        letters = encode_number(self.number)
        parts = [self.game.prefix]
        if self.game.rule_letter:
            parts.append((self.rules or Rules.EASY).value)
        parts.append(letters)
        if self.variants:
            parts.append(self.variants)
        return "-".join(parts)


def encode_number(number: int) -> str:
    """Seven base-26 letters for a deal number (0 -> ``AAAAAAA``).

    Raises ValueError outside 0 … DEAL_COUNT - 1.
    """
    if not 0 <= number < DEAL_COUNT:
        raise ValueError(f"deal number out of range: {number}")
    out = []
    for _ in range(7):
        number, digit = divmod(number, 26)
        out.append(_LETTERS[digit])
    return "".join(reversed(out))


def _decode_letters(letters: str) -> int:
    number = 0
    for ch in letters:
        number = number * 26 + _LETTERS.index(ch)
    return number


_MAX_DIGITS: Final = len(str(DEAL_COUNT - 1))
"""No deal number has more significant digits than this (10)."""
_SIGNED: Final = re.compile(r"[-+\u2212\u2013]\s*([0-9]+)")


def parse_deal_number(text: str) -> int:
    """A deal number typed as digits of any script (``1234``, ``١٢٣٤``), maybe signed.

    Any length is read in time linear in it: the digits are counted before
    they are converted, so a paste of thousands of digits is "out of range",
    never Python's integer-conversion limit. Raises DealCodeError(NUMBER_RANGE)
    outside 0 … DEAL_COUNT - 1 (a minus sign: ``-5``, ``−5``; detail: the text
    as typed, stripped) and ValueError when the text is not a number.
    """
    typed = text.strip()
    ascii_digits = "".join(str(int(ch)) if ch.isdecimal() else ch for ch in typed)
    signed = _SIGNED.fullmatch(ascii_digits)
    if signed is not None:
        if ascii_digits[0] != "+" and signed.group(1).strip("0"):
            raise DealCodeError(CodeProblem.NUMBER_RANGE, typed)
        ascii_digits = signed.group(1)
    if not ascii_digits.isascii() or not ascii_digits.isdecimal():
        raise ValueError(f"not a deal number: {typed[:40]!r}")
    significant = ascii_digits.lstrip("0")
    if len(significant) > _MAX_DIGITS:
        raise DealCodeError(CodeProblem.NUMBER_RANGE, typed)
    number = int(significant or "0")
    if number >= DEAL_COUNT:
        raise DealCodeError(CodeProblem.NUMBER_RANGE, typed)
    return number


def is_deal_number(text: str) -> bool:
    """True when ``text`` (stripped) is digits of any script, maybe after a sign (``-5``).

    Such a text is read by ``parse_deal_number``, never as a game code.
    """
    typed = text.strip()
    if typed[:1] in ("-", "+", "\u2212", "\u2013"):
        typed = typed[1:].lstrip()
    return typed.isdecimal()


def parse_code_or_number(text: str, game: Game = Game.TRIPEAKS,
                         rules: RuleSet | None = None,
                         games: Sequence[Game] = GAMES) -> GameCode:
    """A game code, or a deal number of ``game`` under ``rules`` (name and variants).

    ``1234`` and ``١٢٣٤`` are deal 1234 of ``game``, with the rule letter
    only when ``game`` has one and the variants only when its codes carry
    them (``Game.variants``; ``-5`` is a number too, out of range: see
    ``is_deal_number``); anything else is read by ``parse_game_code`` among
    ``games``. Raises DealCodeError naming the problem.
    """
    if is_deal_number(text):
        number = parse_deal_number(text)
        if rules is None:
            return GameCode(game, number)
        return GameCode(game, number, rules.name if game.rule_letter else None,
                        rules.variants if game.variants else "")
    return parse_game_code(text, games)


def parse_game_code(text: str, games: Sequence[Game] = GAMES) -> GameCode:
    """Read a game code of one of ``games`` leniently: any case, spaces, dashes or none.

    ``tp1-e-aaaaaab``, ``TP1 E AAAAAAB`` and ``TP1EAAAAAAB`` are the same
    code. Variant letters are sorted (``TP1-E-AAAAAAB-YX`` reads as ``-XY``).
    A character that is not printable (a control, an escape, a direction
    mark pasted with the code) separates parts as a space does, so that no
    problem's detail is invisible. A variant segment of a game whose codes
    carry none (``Game.variants`` false: ``PY1-AAAAAAB-W``) is refused as
    VARIANTS_NOT_FOR_GAME with the letters as detail, whatever they are.
    Raises DealCodeError naming the problem.
    """
    visible = "".join(ch if ch.isprintable() else " " for ch in text)
    segments = [s for s in re.split(r"[\s\-_.]+", visible.upper()) if s]
    compact = "".join(segments)
    compact = "".join(str(int(ch)) if ch.isdecimal() else ch for ch in compact)
    if not compact:
        raise DealCodeError(CodeProblem.EMPTY)
    game: Game | None = next((g for g in games if compact.startswith(g.prefix)), None)
    if game is None:
        raise DealCodeError(CodeProblem.UNKNOWN_PREFIX, compact[:3])
    rest = compact[3:]
    rules: Rules | None = None
    if game.rule_letter:
        try:
            rules = Rules.from_letter(rest[:1])
        except ValueError:
            raise DealCodeError(CodeProblem.RULES_LETTER, rest[:1]) from None
        rest = rest[1:]
    body, variants = rest[:7], rest[7:]
    # When the player separated the parts, the deal part is known exactly.
    letters_at = 2 if game.rule_letter else 1
    if len(segments) > letters_at and segments[:letters_at] != [compact]:
        typed = segments[letters_at]
        if len(typed) != 7 and typed.isalnum() and typed.isascii():
            raise DealCodeError(CodeProblem.LETTER_COUNT, str(len(typed)))
    for ch in body:
        if ch not in _LETTERS:
            raise DealCodeError(CodeProblem.NOT_A_LETTER, ch)
    if len(body) < 7:
        raise DealCodeError(CodeProblem.LETTER_COUNT, str(len(body)))
    for ch in variants:  # a digit or a sign after the deal is a mistyped deal, not a variant
        if not ("A" <= ch <= "Z"):
            raise DealCodeError(CodeProblem.NOT_A_LETTER, ch)
    if variants and not game.variants:
        raise DealCodeError(CodeProblem.VARIANTS_NOT_FOR_GAME, variants, game)
    unknown = "".join(dict.fromkeys(ch for ch in variants if variant_of(ch) is None))
    if unknown:
        raise DealCodeError(CodeProblem.UNKNOWN_VARIANT, unknown)
    return GameCode(game, _decode_letters(body), rules, "".join(sorted(set(variants))))
