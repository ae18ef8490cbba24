"""What a move did and why a move was refused, as plain values.

Engines return tuples of events and raise MoveError subclasses; the announcer
turns both into sentences. Nothing here holds text meant for players: the
``str`` of an error is for developers' logs only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .cards import Card, Joker, Rank

__all__ = [
    "Ambiguous",
    "CardOffTableau",
    "JokerOffTableau",
    "NoCardOfRank",
    "RowOutOfRange",
    "SlotEmpty",
    "SlotOutOfRange",
    "TargetError",
    "Hint",
    "WasteEmptyError",
    "WASTE",
    "SameCardError",
    "Paired",
    "NotAKingError",
    "KingRemoved",
    "CoveredCardError",
    "BadSumError",
    "Blocked",
    "BlockedCardError",
    "CardToPlayError",
    "Drawn",
    "Event",
    "Freed",
    "GameOverError",
    "MoveError",
    "NothingToUndoError",
    "PeakCleared",
    "Reason",
    "Removed",
    "Revealed",
    "StockEmptyError",
    "Undone",
    "Won",
    "WrongRankError",
]


@dataclass(frozen=True)
class Removed:
    """A tableau card went onto the waste; ``score`` is the score after the move.

    Under a scoring that counts runs (``RuleSet.traditional_scoring``,
    docs/rules.md "Variants"): ``run`` is the card's place in its run (1 for
    the first card after a draw or the deal) and ``points`` what the card
    scored there (peak bonus apart). Both are 0 under any other scoring.
    """

    card: Card
    position: int
    score: int
    run: int = 0
    points: int = 0


@dataclass(frozen=True)
class Revealed:
    """A face-down card turned face up because both its coverers are gone."""

    card: Card
    position: int


@dataclass(frozen=True)
class Freed:
    """Open peaks only (``RuleSet.open_peaks``, docs/rules.md "Variants"): a
    removal left the face-up card at ``position`` (tableau position 0-27) with
    nothing covering it, so it can now be played. Under the default rules such
    a card is face down and turns up instead (``Revealed``).
    """

    card: Card
    position: int


@dataclass(frozen=True)
class PeakCleared:
    """A removal emptied a whole peak; ``bonus`` in points.

    ``peak``: its index in the layout's ``peaks`` (0 the leftmost; TriPeaks:
    0 left, 1 middle, 2 right).
    """

    peak: int
    bonus: int
    score: int


@dataclass(frozen=True)
class Drawn:
    """The stock's top card went onto the waste; ``stock_left`` cards remain.

    ``card``: the card drawn, or the joker (``cards.JOKER``, variant ``J``).
    ``run_ended``: under a scoring that counts runs (``RuleSet.traditional_scoring``),
    the length of the run of removals this draw ended (0: none, or another scoring).
    """

    card: Card | Joker
    stock_left: int
    score: int
    run_ended: int = 0


@dataclass(frozen=True)
class Won:
    """Every tableau card is gone; ``stock_left`` cards were never needed."""

    score: int
    stock_left: int


@dataclass(frozen=True)
class Blocked:
    """The stock is empty and no available card can move: no more moves."""

    score: int


@dataclass(frozen=True)
class Paired:
    """Pyramid: two usable cards adding to 13 were removed (docs/pyramid.md "Playing").

    ``positions`` are pyramid positions 0-27, or WASTE for the waste top;
    ``points`` is 2 for two pyramid cards, 1 with the waste card; ``freed``
    the pyramid positions this uncovered; ``waste_top`` the waste top after it
    (None when the waste is empty); ``chain`` the removals since the last draw.
    """

    cards: tuple[Card, Card]
    positions: tuple[int, int]
    points: int
    score: int
    chain: int
    freed: tuple[int, ...] = ()
    waste_top: Card | None = None


@dataclass(frozen=True)
class KingRemoved:
    """Pyramid: a usable king removed alone; 1 point from the pyramid, 0 from the waste."""

    card: Card
    position: int
    points: int
    score: int
    chain: int
    freed: tuple[int, ...] = ()
    waste_top: Card | None = None


WASTE = -1
"""The waste top as a move's source, beside pyramid positions 0-27."""


@dataclass(frozen=True)
class Hint:
    """A suggested move: ``kind`` and the sources of the cards it names, in board order.

    TriPeaks: "play" (one position) or "draw". Pyramid (seed 002's rule,
    docs/pyramid.md "The hint"): "king" (one source), "pair" (two) or "draw" (none).
    Sources are tableau positions 0-27 or WASTE.

    ``lost``: the solver proved the game cannot be won from here; the move
    then starts a line to the fewest tableau cards left, ``fewest_left``
    (None when a search limit left that count unproven). False for a hint
    with no verdict behind it (Pyramid's rule) or a winnable game.
    """

    kind: str
    sources: tuple[int, ...] = ()
    lost: bool = False
    fewest_left: int | None = None


@dataclass(frozen=True)
class Undone:
    """The last action was taken back.

    ``action`` is the event of the action undone (Removed, Drawn, Paired or
    KingRemoved); ``score`` and ``stock_left`` are the values after the undo.
    ``turned_down``: the tableau positions (0-27, in board order) whose cards the
    undone removal had revealed and the undo turned face down again (docs/rules.md
    "Undo"); their cards are hidden again, so only the positions are given.
    """

    action: Removed | Drawn | Paired | KingRemoved
    score: int
    stock_left: int
    turned_down: tuple[int, ...] = ()


Event = (Removed | Revealed | Freed | PeakCleared | Drawn | Won | Blocked | Undone | Paired
         | KingRemoved)


class Reason(Enum):
    """Why a move was refused; the announcer words each one."""

    WRONG_RANK = "wrong_rank"
    BLOCKED = "blocked"
    STOCK_EMPTY = "stock_empty"
    NOTHING_TO_UNDO = "nothing_to_undo"
    GAME_OVER = "game_over"
    COVERED = "covered"
    BAD_SUM = "bad_sum"
    NOT_A_KING = "not_a_king"
    WASTE_EMPTY = "waste_empty"
    SAME_CARD = "same_card"
    CARD_TO_PLAY = "card_to_play"


class MoveError(ValueError):
    """A refused move. The game state is unchanged.

    ``reason`` says why; ``card`` is the card the player named, if any.
    """

    reason: Reason = Reason.BLOCKED

    def __init__(self, card: Card | None = None) -> None:
        super().__init__(f"{self.reason.value}: {card.code if card else '-'}")
        self.card = card


class WrongRankError(MoveError):
    """An available card not one rank above or below the waste top (docs/rules.md "Playing")."""

    reason = Reason.WRONG_RANK


class BlockedCardError(MoveError):
    """The card is not available: covered, face down, in the stock or already played.

    The same error for every case, so naming a hidden card reveals nothing.
    """

    reason = Reason.BLOCKED


class StockEmptyError(MoveError):
    """A draw with no card left in the stock (the stock is never recycled)."""

    reason = Reason.STOCK_EMPTY


class CardToPlayError(MoveError):
    """A draw while a card can be played, under the traditional draw (``RuleSet.traditional_draw``).

    docs/rules.md "Variants": "traditionally one draws only when no removal is possible".
    """

    reason = Reason.CARD_TO_PLAY


class NothingToUndoError(MoveError):
    """Undo with no action left in the history (at most the last 100 actions)."""

    reason = Reason.NOTHING_TO_UNDO


class GameOverError(MoveError):
    """A move after the game was won."""

    reason = Reason.GAME_OVER


class CoveredCardError(MoveError):
    """Pyramid: the card is still covered by another card (seed 002 FAQ)."""

    reason = Reason.COVERED


class BadSumError(MoveError):
    """Pyramid: the two cards' ranks do not add up to 13; ``total`` is their sum."""

    reason = Reason.BAD_SUM

    def __init__(self, card: Card | None = None, other: Card | None = None,
                 total: int = 0) -> None:
        super().__init__(card)
        self.other = other
        self.total = total


class NotAKingError(MoveError):
    """Pyramid: a lone card that is not a king cannot be removed."""

    reason = Reason.NOT_A_KING


class WasteEmptyError(MoveError):
    """Pyramid: the waste was named but holds no card."""

    reason = Reason.WASTE_EMPTY


class SameCardError(MoveError):
    """Pyramid: a card cannot pair with itself."""

    reason = Reason.SAME_CARD


# ----- target problems: a said place, card or rank that names nothing usable


class TargetError(Exception):
    """A said target that names nothing usable on this game; subclasses say why."""


class RowOutOfRange(TargetError):
    """Row ``row`` (1-based) is not one of the layout's ``rows`` rows."""

    def __init__(self, row: int, rows: int) -> None:
        super().__init__(f"row {row} of {rows}")
        self.row, self.rows = row, rows


class SlotOutOfRange(TargetError):
    """Row ``row`` has ``count`` places; the slot said is not one of them."""

    def __init__(self, row: int, count: int) -> None:
        super().__init__(f"row {row} has {count} places")
        self.row, self.count = row, count


class SlotEmpty(TargetError):
    """Row ``row``, place ``slot`` (1-based): its card has already been played."""

    def __init__(self, row: int, slot: int) -> None:
        super().__init__(f"row {row} place {slot} is empty")
        self.row, self.slot = row, slot


class CardOffTableau(TargetError):
    """``card`` has left the tableau: it is the waste's top card, or was played earlier."""

    def __init__(self, card: Card, on_waste_top: bool) -> None:
        super().__init__(card.code)
        self.card, self.on_waste_top = card, on_waste_top


class JokerOffTableau(TargetError):
    """The joker named (variant J, docs/rules.md "Variants"): it never lies on the tableau.

    ``under``: how many cards lie on it in the waste (0: it is the waste's top),
    None in a game that has no joker. A joker still in the stock is no target
    problem: it is refused as any stock card is (``BlockedCardError``).
    """

    def __init__(self, under: int | None) -> None:
        super().__init__("joker" if under is None else f"joker under {under}")
        self.under = under


class NoCardOfRank(TargetError):
    """No card of ``rank`` can be used now (``playable``: played, else looked at or paired)."""

    def __init__(self, rank: Rank, playable: bool) -> None:
        super().__init__(rank.name)
        self.rank, self.playable = rank, playable


class Ambiguous(TargetError):
    """A rank that names more than one usable card: ``candidates``, in board order."""

    def __init__(self, candidates: Sequence[Card]) -> None:
        super().__init__(" ".join(card.code for card in candidates))
        self.candidates = tuple(candidates)
