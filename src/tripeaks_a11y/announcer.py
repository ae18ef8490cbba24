"""Turn game states and events into sentences in the player's language.

The announcer holds no game rules: it reads the engine's queries
(``card_at``, ``is_face_up``, ``coverers``, ``playable_positions``…) and its
events, and words them through the catalogs (``i18n``). The board read-out is
the seeds' verbal layout (RULES.md "The verbal layout"): the piles, then each
row with its label, face-down cards as "hidden card", removed cards left out.

Nothing it says reveals a face-down card: a face-down card is only ever a
"hidden card", and refusing a face-down card or a stock card gives the same
"blocked" sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from .cards import Card
from .deals import DEAL_COUNT, CodeProblem, DealCodeError
from .events import (
    WASTE,
    Ambiguous,
    BadSumError,
    Blocked,
    CardOffTableau,
    Drawn,
    Event,
    Hint,
    KingRemoved,
    MoveError,
    NoCardOfRank,
    Paired,
    PeakCleared,
    Reason,
    Removed,
    Revealed,
    RowOutOfRange,
    SlotEmpty,
    SlotOutOfRange,
    TargetError,
    Undone,
    Won,
)
from .games.pyramid import PyramidGame
from .games.tripeaks import Status, TriPeaksGame
from .i18n import LANGUAGES, card_name, join_and, join_list, join_or, sentence_case, t
from .kinds import OneCardGame, SourceGame, kind_of

Game = TriPeaksGame | PyramidGame
"""Either game; the announcer words both, reading the queries they share."""

__all__ = ["Announcement", "Announcer", "EVENT_NAMES"]

EVENT_NAMES = (
    "board", "removed", "revealed", "drawn", "peak_cleared", "won", "blocked",
    "undone", "refused", "info",
)
"""The values ``Announcement.event`` takes (the JSON lines' ``event`` key)."""

_PEAKS = ("left", "middle", "right")

_REFUSAL_IDS = {
    Reason.WRONG_RANK: "refused-wrong-rank",
    Reason.BLOCKED: "refused-blocked",
    Reason.STOCK_EMPTY: "refused-stock-empty",
    Reason.NOTHING_TO_UNDO: "refused-nothing-to-undo",
    Reason.GAME_OVER: "game-over",
    Reason.COVERED: "refused-covered",
    Reason.NOT_A_KING: "refused-not-a-king",
    Reason.WASTE_EMPTY: "refused-waste-empty",
    Reason.SAME_CARD: "refused-same-card",
    Reason.BAD_SUM: "refused-bad-sum",
}
# With error help off these say only the short "No." (RULES.md §1 Moves);
# Pyramid's covered, wrong-sum and lone-card refusals are the same kind of slip.
_SHORT_REASONS = frozenset({Reason.WRONG_RANK, Reason.BLOCKED, Reason.COVERED, Reason.BAD_SUM,
                            Reason.NOT_A_KING})


@dataclass(frozen=True)
class Announcement:
    """One thing to say: its kind, its text, and the facts behind it.

    ``event`` is one of EVENT_NAMES; ``card`` a card code such as ``"TS"``;
    ``reason`` an ``events.Reason`` value (or ``"bad_code"``) for refusals;
    ``score`` and ``stock`` the values after the event, where they apply.
    """

    event: str
    text: str
    card: str | None = None
    reason: str | None = None
    score: int | None = None
    stock: int | None = None

    def to_json(self) -> dict[str, object]:
        """A dict for a JSON line: ``event`` and ``text`` always, other keys only when set."""
        out: dict[str, object] = {"event": self.event, "text": self.text}
        for key in ("card", "reason", "score", "stock"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        return out


class Announcer:
    """Words states and events in ``lang`` (one of ``i18n.LANGUAGES``).

    ``lang`` and ``error_help`` are public and may be changed at any time;
    with ``error_help`` off a wrong-rank or blocked refusal is a short "No."
    Raises ValueError for an unknown language.
    """

    def __init__(self, lang: str = "en", error_help: bool = True) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language: {lang!r}")
        self.lang = lang
        self.error_help = error_help

    # ----- words ---------------------------------------------------------

    def card(self, card: Card) -> str:
        """The card's name in the current language, e.g. "7 of spades"."""
        return card_name(self.lang, card)

    def _t(self, msg_id: str, **args: object) -> str:
        return t(self.lang, msg_id, **args)

    def say(self, msg_id: str, event: str = "info", **args: object) -> Announcement:
        """Any catalog message as an announcement, its first letter upper-cased.

        ``args`` as for ``i18n.t`` (str, int, Card, Rank, Rules…). Raises
        KeyError for an unknown id, MessageFormatError for a missing argument.
        """
        return Announcement(event, sentence_case(self._t(msg_id, **args)))

    def _face(self, game: Game, pos: int) -> str:
        # Only face-up cards are named: a face-down card reveals nothing.
        card = game.card_at(pos)
        if card is None or not game.is_face_up(pos):
            return self._t("card-hidden")
        return self.card(card)

    @staticmethod
    def _prefix(game: Game) -> str:
        """Message-id prefix of the game's own wording (``GameKind.messages``)."""
        return kind_of(game).messages

    def _row_cards(self, game: Game, row: int) -> str:
        names = [self._face(game, pos)
                 for pos in game.layout.positions_in_row(row - 1)
                 if not game.is_removed(pos)]
        return join_list(self.lang, names) if names else self._t("row-empty")

    @staticmethod
    def _row_of(game: Game, pos: int) -> int:
        return game.layout.row_of(pos) + 1

    def _waste_name(self, game: Game) -> str:
        top = game.waste_top
        return self.card(top) if top is not None else self._t("pyramid-waste-empty")

    # ----- states --------------------------------------------------------

    def board(self, game: Game) -> Announcement:
        """The whole board as the seeds' verbal layout; event "board", stock set.

        TriPeaks, e.g. "Draw pile: 23 cards; waste pile: ace of clubs. Peak
        tops: hidden card, …; row 2: …; row 3: …; bottom row: 3 of spades, …."
        Pyramid: the same piles (the waste may be empty), rows 1 to 7, then
        the free cards, so the usable ones are identifiable.
        """
        prefix = self._prefix(game)
        rows = [self._t(f"{prefix}board-row", row=row, cards=self._row_cards(game, row))
                for row in range(1, len(game.layout.row_sizes) + 1)]
        rows[0] = sentence_case(rows[0])  # it follows a full stop
        joined = self._t("group-separator").join(rows)
        free = ""
        if kind_of(game).pairs:  # the usable cards, so that each can be named
            names = [self.card(c) for c in map(game.card_of, _sources(game).usable_sources())
                     if c]
            free = join_list(self.lang, names) if names else self._t("row-empty")
        text = self._t(f"{prefix}board", count=game.stock_count, waste=self._waste_name(game),
                       rows=joined, free=free)
        return Announcement("board", text, stock=game.stock_count)

    def row(self, game: Game, row: int) -> Announcement:
        """One row (1-based) with the board's label and list: "Row 3: hidden card, …."

        Raises ValueError when ``row`` is not a row of the layout.
        """
        if not 1 <= row <= len(game.layout.row_sizes):
            raise ValueError(f"row out of range: {row}")
        text = self._t(f"{self._prefix(game)}row", row=row, cards=self._row_cards(game, row))
        return Announcement("info", sentence_case(text))

    def waste(self, game: Game) -> Announcement:
        """The waste top and the stock count: "Waste pile: ace of clubs. Draw pile: 23 cards." """
        top = game.waste_top
        text = self._t(f"{self._prefix(game)}waste", waste=self._waste_name(game),
                       count=game.stock_count)
        return Announcement("info", text, card=top.code if top else None,
                            stock=game.stock_count)

    def moves(self, game: Game) -> Announcement:
        """The legal moves in read-out order, and whether a draw is possible.

        TriPeaks: the playable cards. Pyramid: kings and pairs (board order).
        """
        if game.status is Status.WON:
            return Announcement("info", self._t("game-over"))
        stock = game.stock_count
        if kind_of(game).pairs:
            items = [self._removal(game, sources) for sources in _sources(game).removals()]
            if items:
                msg_id = "pyramid-moves-remove-or-draw" if stock else "pyramid-moves-remove"
                text = self._t(msg_id, moves=join_list(self.lang, items))
            else:
                text = self._t("pyramid-moves-draw" if stock else "moves-none")
            return Announcement("info", text, stock=stock)
        names = [self._face(game, pos) for pos in cast(OneCardGame, game).playable_positions()]
        if names:
            msg_id = "moves-play-or-draw" if stock else "moves-play"
            text = self._t(msg_id, cards=join_list(self.lang, names))
        else:
            text = self._t("moves-draw" if stock else "moves-none")
        return Announcement("info", text, stock=stock)

    def _removal(self, game: Game, sources: tuple[int, ...]) -> str:
        names = [self.card(c) for c in map(game.card_of, sources) if c is not None]
        if len(names) == 1:
            return names[0]
        return self._t("pyramid-pair-item", first=names[0], second=names[1])

    def score(self, game: Game) -> Announcement:
        """Score, moves made and cards left on the tableau."""
        text = self._t(f"{self._prefix(game)}score", score=game.score, moves=game.moves,
                       count=game.cards_left)
        return Announcement("info", text, score=game.score)

    def hint(self, game: Game, hint: Hint | None) -> Announcement:
        """A suggested move in words (the card, the king, the pair, or draw), or "game over"."""
        if hint is None:
            return Announcement("info", self._t("hint-none"))
        names = [self.card(c) for c in map(game.card_of, hint.sources) if c is not None]
        first, second = (names + ["", ""])[:2]
        text = self._t(f"{self._prefix(game)}hint", kind=hint.kind, card=first, first=first,
                       second=second)
        return Announcement("info", sentence_case(text))

    def chain(self, count: int) -> Announcement:
        """Removals since the last draw (``count``)."""
        return Announcement("info", self._t("pyramid-chain", count=count))

    def faq(self, msg_ids: Sequence[str]) -> list[Announcement]:
        """A game's questions and answers (``GameKind.faq``), one line each."""
        return [Announcement("info", sentence_case(self._t(msg_id))) for msg_id in msg_ids]

    def look(self, game: Game, pos: int) -> Announcement:
        """What is at tableau position ``pos`` (0-27) and what holds it or what it frees.

        Available: the card, its place, and what playing it would uncover.
        Face down: "hidden card" and how many cards cover it (never which card
        it is). Face up but covered: the covering cards. Removed: "already played".
        """
        row = self._row_of(game, pos)
        slot = game.layout.slot_of(pos) + 1
        card = game.card_at(pos)
        if kind_of(game).pairs:  # every card face up: what covers it, by name
            return self._pyramid_look(game, pos, row, slot)
        if card is None:
            return Announcement("info", sentence_case(self._t("look-played", row=row, slot=slot)))
        coverers = game.coverers(pos)
        if not game.is_face_up(pos):
            if coverers:
                text = self._t("look-covered-count", row=row, slot=slot, count=len(coverers))
            else:
                text = self._t("look-hidden", row=row, slot=slot)
            return Announcement("info", sentence_case(text))
        if coverers:
            names = join_and(self.lang, [self._face(game, c) for c in coverers])
            text = self._t("look-covered-cards", card=self.card(card), row=row, slot=slot,
                           count=len(coverers), cards=names)
            return Announcement("info", sentence_case(text), card=card.code)
        text = self._t("look-free", card=self.card(card), row=row, slot=slot)
        freed = [self._freed(game, p) for p in game.would_free(pos)]
        if freed:
            text += " " + self._t("look-frees", cards=join_and(self.lang, freed))
        return Announcement("info", sentence_case(text), card=card.code)

    def _pyramid_look(self, game: Game, pos: int, row: int, slot: int) -> Announcement:
        card = game.card_at(pos)
        if card is None:
            return Announcement("info", self._t("pyramid-look-played", row=row, slot=slot))
        coverers = game.coverers(pos)
        if coverers:
            names = join_and(self.lang, [self._face(game, c) for c in coverers])
            text = self._t("pyramid-look-covered", card=self.card(card), row=row, slot=slot,
                           cards=names)
        else:
            text = self._t("pyramid-look-free", card=self.card(card), row=row, slot=slot)
            freed = [self.card(c) for c in map(game.card_at, game.would_free(pos)) if c]
            if freed:
                text += " " + self._t("look-frees", cards=join_and(self.lang, freed))
        return Announcement("info", sentence_case(text), card=card.code)

    def _freed(self, game: Game, pos: int) -> str:
        row = self._row_of(game, pos)
        card = game.card_at(pos)
        if card is not None and game.is_face_up(pos):
            return self._t("freed-card", card=self.card(card), row=row)
        return self._t("freed-hidden", row=row)

    # ----- events --------------------------------------------------------

    def events(self, game: Game, events: Sequence[Event]) -> list[Announcement]:
        """One announcement per event, in order (``game`` is the state after them)."""
        return [self._event(game, event) for event in events]

    def _event(self, game: Game, event: Event) -> Announcement:
        prefix = self._prefix(game)
        if isinstance(event, Removed):
            return Announcement("removed", self._t("removed", card=self.card(event.card)),
                                card=event.card.code, score=event.score)
        if isinstance(event, (Paired, KingRemoved)):
            return self._pyramid_removal(game, event)
        if isinstance(event, Revealed):
            text = self._t("revealed", card=self.card(event.card),
                           row=self._row_of(game, event.position))
            return Announcement("revealed", text, card=event.card.code)
        if isinstance(event, PeakCleared):
            text = self._t("peak-cleared", peak=_PEAKS[event.peak], bonus=event.bonus,
                           score=event.score)
            return Announcement("peak_cleared", text, score=event.score)
        if isinstance(event, Drawn):
            text = self._t("drawn", card=self.card(event.card), count=event.stock_left)
            return Announcement("drawn", text, card=event.card.code, score=event.score,
                                stock=event.stock_left)
        if isinstance(event, Won):
            text = self._t(f"{prefix}won", score=event.score, count=event.stock_left)
            return Announcement("won", text, score=event.score, stock=event.stock_left)
        if isinstance(event, Blocked):
            return Announcement("blocked", self._t(f"{prefix}blocked", score=event.score),
                                score=event.score)
        if isinstance(event, Undone):
            return self._undone(game, event)
        raise TypeError(f"not a game event: {event!r}")

    def _pyramid_removal(self, game: Game, event: Paired | KingRemoved) -> Announcement:
        if isinstance(event, Paired):
            first, second = (self.card(c) for c in event.cards)
            text = self._t("pyramid-paired", first=first, second=second, points=event.points,
                           score=event.score)
            code = event.cards[0].code
        else:
            msg_id = ("pyramid-waste-king-removed" if event.position == WASTE
                      else "pyramid-king-removed")
            text = self._t(msg_id, card=self.card(event.card), points=event.points,
                           score=event.score)
            code = event.card.code
        if event.freed:
            freed = [self.card(c) for c in map(game.card_at, event.freed) if c is not None]
            text += " " + self._t("pyramid-freed", cards=join_and(self.lang, freed))
        positions = event.positions if isinstance(event, Paired) else (event.position,)
        if WASTE in positions:
            top = event.waste_top
            text += " " + (self._t("pyramid-waste-now", card=self.card(top)) if top
                           else self._t("pyramid-waste-now-empty"))
        return Announcement("removed", text, card=code, score=event.score)

    def _undone(self, game: Game, event: Undone) -> Announcement:
        action = event.action
        if isinstance(action, Paired):
            first, second = (self.card(c) for c in action.cards)
            text = self._t("pyramid-undone-paired", first=first, second=second,
                           score=event.score)
            code = action.cards[0].code
        elif isinstance(action, KingRemoved):
            text = self._t("pyramid-undone-king", card=self.card(action.card), score=event.score)
            code = action.card.code
        elif isinstance(action, Removed):
            text = self._t("undone-removed", card=self.card(action.card),
                           row=self._row_of(game, action.position), score=event.score)
            code = action.card.code
        else:
            text = self._t("undone-drawn", card=self.card(action.card), score=event.score)
            code = action.card.code
        return Announcement("undone", text, card=code, score=event.score, stock=event.stock_left)

    # ----- refusals ------------------------------------------------------

    def which_one(self, cards: Sequence[Card]) -> Announcement:
        """The question when a rank names several cards: "Which one: 5 of spades or …?"."""
        names = [self.card(card) for card in cards]
        return self.say("which-one", cards=join_or(self.lang, names))

    def target_problem(self, problem: TargetError, game: Game,
                       event: str = "refused") -> Announcement:
        """A said place, card or rank that names nothing usable (``events`` target problems).

        A rank naming several cards is the "which one" question (event "info").
        """
        if isinstance(problem, Ambiguous):
            return self.which_one(problem.candidates)
        if isinstance(problem, RowOutOfRange):
            return self.say("row-out-of-range", event, row=problem.row, rows=problem.rows)
        if isinstance(problem, SlotOutOfRange):
            return self.say("slot-out-of-range", event, row=problem.row, count=problem.count)
        if isinstance(problem, SlotEmpty):
            return self.say(f"{self._prefix(game)}slot-empty", event, row=problem.row,
                            slot=problem.slot)
        if isinstance(problem, CardOffTableau):
            msg_id = "look-waste-top" if problem.on_waste_top else "look-played-card"
            return self.say(msg_id, event, card=self.card(problem.card))
        if isinstance(problem, NoCardOfRank):
            msg_id = "rank-none-playable" if problem.playable else "rank-none-available"
            return self.say(msg_id, event, rank=problem.rank)
        raise TypeError(f"not a target problem: {problem!r}")

    def refusal(self, error: MoveError) -> Announcement:
        """A refused move: event "refused", ``reason`` the Reason value, ``card`` the card named.

        Wording from the seeds; with ``error_help`` off, a wrong rank or a
        blocked card is only "No.". A face-down card, a covered card and a
        stock card all give the same blocked sentence.
        """
        reason = error.reason
        args: dict[str, object] = {}
        if reason in _SHORT_REASONS and not self.error_help:
            msg_id = "refused-short"
        else:
            msg_id = _REFUSAL_IDS[reason]
            if isinstance(error, BadSumError) and error.card and error.other:
                args = {"first": self.card(error.card), "second": self.card(error.other),
                        "total": error.total}
            elif reason in (Reason.NOT_A_KING, Reason.COVERED) and error.card:
                args = {"card": self.card(error.card)}
        return Announcement("refused", sentence_case(self._t(msg_id, **args)),
                            reason=reason.value, card=error.card.code if error.card else None)

    def code_problem(self, error: DealCodeError) -> Announcement:
        """A game code or deal number that cannot be read: event "refused", reason "bad_code"."""
        problem = error.problem
        msg_id = "code-" + problem.value.replace("_", "-")
        if problem is CodeProblem.RULES_LETTER and not error.detail:
            msg_id = "code-rules-letter-missing"
        text = self._t(msg_id, detail=error.detail, max=DEAL_COUNT - 1)
        return Announcement("refused", text, reason="bad_code")


def _sources(game: Game) -> SourceGame:
    """``game`` as a game of sources; only for a kind with ``pairs``."""
    return cast(SourceGame, game)
