"""The sentences for what cannot be done or understood.

A refused move (``MoveError``), a said place, card or rank that names
nothing usable (``TargetError``), a game code that cannot be read
(``DealCodeError``), and the "which one" question for a rank naming several
cards. Refusing a face-down card or a stock card gives the same "blocked"
sentence, so a refusal never tells what a hidden card is.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..deals import DEAL_COUNT, CodeProblem, DealCodeError, Game
from ..i18n import join_and, join_or, sentence_case
from ..kinds import kind_of_code
from ..sanitize import echo
from ..values import rules
from ..values.cards import JOKER, Card, CardCodeError, Joker
from ..values.events import (
    Ambiguous,
    BadSumError,
    CardOffTableau,
    JokerOffTableau,
    MoveError,
    NoCardOfRank,
    Reason,
    RowOutOfRange,
    SlotEmpty,
    SlotOutOfRange,
    TargetError,
)
from .announcement import Announcement
from .board import BoardWords
from .words import AnyGame, Words, prefix, shown

__all__ = ["RefusalWords"]

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
    Reason.CARD_TO_PLAY: "refused-card-to-play",
}
# With error help off these say only the short "No." (docs/rules.md "Playing");
# Pyramid's covered, wrong-sum and lone-card refusals are the same kind of slip.
_SHORT_REASONS = frozenset({Reason.WRONG_RANK, Reason.BLOCKED, Reason.COVERED, Reason.BAD_SUM,
                            Reason.NOT_A_KING})


_VISIBLE_CARD_REASONS = frozenset({Reason.WRONG_RANK, Reason.COVERED, Reason.BAD_SUM,
                                   Reason.NOT_A_KING, Reason.SAME_CARD})
"""Refusals whose card is face up on the board (or the waste top), so it may be named."""


def _coverers(game: AnyGame | None, card: Card) -> tuple[int, ...]:
    """The positions still on ``card`` in ``game``; () off the tableau or without a game."""
    if game is None:
        return ()
    pos = game.position_of(card)
    if pos is None or game.is_removed(pos):
        return ()
    return game.coverers(pos)


def _game_name(game: Game | None) -> str:
    """The name of the kind whose code format is ``game`` ("" for None or none registered)."""
    if game is None:
        return ""
    try:
        return kind_of_code(game).name
    except StopIteration:
        return ""


class RefusalWords:
    """What cannot be done: refused moves, targets naming nothing usable, bad codes."""

    def __init__(self, words: Words, board: BoardWords) -> None:
        self.words = words
        self.board = board

    def which_one(self, cards: Sequence[Card]) -> Announcement:
        """The question when a rank names several cards: "Which one: 5 of spades or …?"
        (the names in the accusative: hr "Koju kartu: kralja u trefu ili …?")."""
        names = [self.words.card(card, "acc") for card in cards]
        return self.words.say("which-one", cards=join_or(self.words.lang, names))

    def target(self, problem: TargetError, game: AnyGame,
               event: str = "refused") -> Announcement:
        """A said place, card or rank that names nothing usable (``events`` target problems).

        A rank naming several cards is the "which one" question (event "info").
        """
        if isinstance(problem, Ambiguous):
            return self.which_one(problem.candidates)
        if isinstance(problem, RowOutOfRange):
            return self.words.say("row-out-of-range", event, row=problem.row, rows=problem.rows)
        if isinstance(problem, SlotOutOfRange):
            return self.words.counted(self.words.say("slot-out-of-range", event, row=problem.row,
                                                     count=problem.count))
        if isinstance(problem, SlotEmpty):
            return self.words.say(f"{prefix(game)}slot-empty", event, row=problem.row,
                                  slot=problem.slot)
        if isinstance(problem, CardOffTableau):
            return self._off_tableau(problem, game, event)
        if isinstance(problem, JokerOffTableau):  # on the waste, as any card there, or none
            if problem.under is None:
                return self.words.say("joker-none", event)
            return self._on_waste(JOKER, problem.under, event)
        if isinstance(problem, NoCardOfRank):
            msg_id = "rank-none-playable" if problem.playable else "rank-none-available"
            return self.words.say(msg_id, event, rank=problem.rank)
        raise TypeError(f"not a target problem: {problem!r}")

    def _off_tableau(self, problem: CardOffTableau, game: AnyGame,
                     event: str) -> Announcement:
        """A card named that is off the tableau: the waste's top, under other cards on
        the waste, or played earlier (out of play: a Pyramid pair or king, from the
        pyramid or the waste, which Pyramid calls removed: ``pyramid-look-played-card``).

        A TriPeaks card played from the peaks lies on the waste: it is "in the
        waste pile, under N cards", as a card dealt to the waste or drawn is.
        """
        words = self.words
        card = problem.card
        if problem.on_waste_top:
            return self._on_waste(card, 0, event)
        waste = game.waste
        if card in waste:
            return self._on_waste(card, len(waste) - 1 - waste.index(card), event)
        # A game's own word for a card gone ("removed" in Pyramid, from the pyramid or the waste).
        return words.say(f"{prefix(game)}look-played-card", event, card=words.card(card))

    def _on_waste(self, card: Card | Joker, under: int, event: str) -> Announcement:
        """A card (or the joker) on the waste: its top (``under`` 0), or under ``under`` cards."""
        words = self.words
        if not under:
            return words.say("look-waste-top", event, card=words.card(card))
        return words.counted(words.say("look-in-waste", event, card=words.card(card),
                                       count=under))

    def move(self, error: MoveError, game: AnyGame | None = None) -> Announcement:
        """A refused move; short with ``error_help`` off.

        With ``game``, a card refused as covered (Pyramid, seed 002) is told with
        the cards on it (issue 13, point 3).
        """
        words = self.words
        reason = error.reason
        args: dict[str, object] = {}
        if reason in _SHORT_REASONS and not words.error_help:
            msg_id = "refused-short"
        else:
            msg_id = _REFUSAL_IDS[reason]
            if isinstance(error, BadSumError) and error.card and error.other:
                args = {"first": words.card(error.card), "second": words.card(error.other),
                        "total": error.total}
            elif reason in (Reason.NOT_A_KING, Reason.COVERED) and error.card:
                args = {"card": words.card(error.card)}
                on_it = _coverers(game, error.card) if reason is Reason.COVERED else ()
                if game is not None and on_it:
                    msg_id = "refused-covered-by"
                    args |= {"cards": self.board.covers(game, on_it),
                             **words.genders(shown(game, on_it))}
        # Only a refusal about a card the player can see gives its code: a blocked
        # card may be face down or in the stock, and after a win any card may be named.
        named = error.card if error.card and reason in _VISIBLE_CARD_REASONS else None
        return Announcement("refused", sentence_case(words.t(msg_id, **args)),
                            reason=reason.value, card=named.code if named else None)

    def code(self, error: DealCodeError) -> Announcement:
        """A game code or deal number that cannot be read.

        Message ``code-<problem>`` with the offending part (``detail``, echoed
        safely: ``sanitize.echo``), ``$max`` the highest deal number,
        ``$letters`` every variant letter of ``rules.VARIANTS`` joined with the
        language's "and" (so a new row is named by itself), and ``$game`` the
        name of the kind whose code it was (``kinds.GameKind.name``; "" when the
        error names no game or no registered kind has its format). Event "refused".
        """
        problem = error.problem
        msg_id = "code-" + problem.value.replace("_", "-")
        if problem is CodeProblem.RULES_LETTER and not error.detail:
            msg_id = "code-rules-letter-missing"
        text = self.words.t(msg_id, detail=echo(error.detail), max=DEAL_COUNT - 1,
                            letters=join_and(self.words.lang, [v.letter for v in rules.VARIANTS]),
                            game=_game_name(error.game))
        return Announcement("refused", text, reason="bad_code")

    def deal(self, error: CardCodeError) -> Announcement:
        """A ``--deal`` list that is not 52 distinct cards, every problem in one line.

        E.g. "Unknown card codes: ZZ. Dealt twice: 7S. Missing: 8S. 52 codes
        read." The unknown codes are outside text, passed through ``echo``.
        Event "refused".
        """
        words = self.words
        parts = []
        if error.unknown:
            parts.append(words.t("deal-unknown", codes=echo(", ".join(error.unknown), 80)))
        if error.duplicates:
            parts.append(words.t("deal-duplicates",
                                 codes=", ".join(c.code for c in error.duplicates)))
        if error.missing:
            parts.append(words.t("deal-missing", codes=", ".join(c.code for c in error.missing)))
        parts.append(words.t("deal-count", count=error.count))
        return Announcement("refused", " ".join(parts))
