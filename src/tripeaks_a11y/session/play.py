"""The board and move commands: look, row, play, remove, pair, hint, hint peek, odds, solve,
chain, faq.

``solve`` and ``hint peek`` look at the hidden cards and follow one line: the
winning line found is kept (``line.KeptLine``) while the player follows it,
so that ``hint peek`` gives its next move and ``solve`` the moves left of it.
``hint`` and ``odds`` use only what the player sees (issue 18, ``GameKind``).

Said targets are found on the game by ``commands.locate``; what the game is (one card
onto the waste, or cards from sources) is read from its row in ``kinds``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ..announcer import Announcement
from ..commands import (
    CardTarget,
    Command,
    JokerTarget,
    PositionTarget,
    RankTarget,
    Target,
    WasteTarget,
    locate,
)
from ..games.tripeaks import Status
from ..kinds import ChainGame, OneCardGame
from ..solver import Solution, Verdict
from ..values.cards import Rank
from ..values.events import BlockedCardError, Event, MoveError
from .base import Answer, Refused, verdict_of
from .bus import HintGiven
from .line import KeptLine
from .questions import Ask, Question

if TYPE_CHECKING:
    from .base import SessionBase

__all__ = ["Play"]


class Play:
    """Handlers of the board queries and the moves; its own state is the line kept."""

    def __init__(self, session: SessionBase) -> None:
        self.s = session
        self._kept_line: KeptLine | None = None

    # ----- board queries -------------------------------------------------

    def row(self, command: Command) -> Answer:
        return [self.s.announcer.board.row(self.s.game, locate.row_number(self.s.game.layout,
                                                                       command.number or 0))]

    def look(self, command: Command) -> Answer:
        target, game = command.target, self.s.game
        if command.arg == "stock":  # how many, face down: never which (issue 13, point 3)
            return [self.s.announcer.board.look_stock(game)]
        if command.arg == "waste":
            return [self.s.announcer.board.look_waste(game)]
        if isinstance(target, PositionTarget):
            return [self.s.announcer.board.look(game, locate.position(game, target))]
        if isinstance(target, JokerTarget):  # on the waste, none, or (drawn yet?) "blocked"
            joker = locate.joker(game)
            if joker is not None:
                return [self.s.announcer.refusals.target(joker, game, event="info")]
            return [self.s.announcer.refusals.move(BlockedCardError())]
        if isinstance(target, CardTarget):
            card = target.card
            where = game.position_of(card)
            off = locate.off_tableau(game, card)
            if off is not None:
                return [self.s.announcer.refusals.target(off, game, event="info")]
            # A card face down or in the stock gets the blocked answer, the
            # same for both, so that naming a card reveals nothing.
            if where is None or not game.is_face_up(where):
                return [self.s.announcer.refusals.move(BlockedCardError(card))]
            return [self.s.announcer.board.look(game, where)]
        if isinstance(target, RankTarget):
            matches = [p for p in game.available_positions()
                       if game.deal[p].rank == target.rank]
            if not matches:
                raise locate.NoCardOfRank(target.rank, playable=False)
            return [self.s.announcer.board.look(game, p) for p in matches]
        return [self.s.announcer.conversation.usage("look")]

    # ----- moves ---------------------------------------------------------

    def play(self, command: Command) -> Answer:
        if isinstance(command.target, JokerTarget):  # never on the tableau: as a waste card
            joker = locate.joker(self.s.game)
            if joker is not None:
                raise joker

            def blocked() -> Sequence[Event]:
                raise BlockedCardError()  # in the draw pile: refused as any card there

            return self.s.move(blocked)
        if self.s.kind.pairs:
            return self._remove_one(cast(locate.PlacedSources, self.s.game), command.target)
        game = cast(OneCardGame, self.s.game)
        target = command.target
        if isinstance(target, WasteTarget):
            return [self.s.announcer.conversation.usage("play", event="refused")]
        if isinstance(target, CardTarget):
            off = locate.off_tableau(self.s.game, target.card)
            if off is not None:
                raise off
            return self.s.move(lambda: game.play_card(target.card))
        if isinstance(target, PositionTarget):
            pos = locate.position(self.s.game, target, filled=True)
            return self.s.move(lambda: game.play_position(pos))
        if isinstance(target, RankTarget):
            playable = [card for p in game.playable_positions()
                        if (card := game.card_of(p)) is not None and card.rank == target.rank]
            if len(playable) == 1:
                return self.s.move(lambda: game.play_card(playable[0]))
            if not playable:
                raise locate.NoCardOfRank(target.rank, playable=True)
            return [self.s.ask(Question(Ask.CHOOSE, choices=tuple(playable)),
                               self.s.announcer.refusals.which_one(playable))]
        return [self.s.announcer.conversation.usage("play")]

    def _remove_one(self, game: locate.PlacedSources, target: Target | None) -> Answer:
        """A game of sources: one card alone, only ever a king (docs/pyramid.md "Playing")."""
        if isinstance(target, RankTarget) and target.rank != Rank.KING:
            raise Refused(self.s.announcer.answers.not_this_game("remove"))
        if target is None:
            return [self.s.announcer.conversation.usage("remove")]
        return self.s.move(lambda: game.remove_source(self._source(game, target)))

    def _source(self, game: locate.PlacedSources, target: Target) -> int:
        off = locate.off_tableau(self.s.game, target.card) \
            if isinstance(target, CardTarget) else None
        return locate.source(game, target, off=off)

    def pair(self, command: Command) -> Answer:
        if not self.s.kind.pairs:
            raise Refused(self.s.announcer.answers.not_this_game("pair"))
        game = cast(locate.PlacedSources, self.s.game)
        first, second = command.target, command.second
        if first is None or second is None:
            return [self.s.announcer.conversation.usage("pair")]

        def pair() -> Sequence[Event]:
            return game.pair_sources(self._source(game, first), self._source(game, second))

        return self.s.move(pair)

    def hint(self, _command: Command) -> Answer:
        """The kind's own hint (issue 18 point 2): TriPeaks' from what the player sees.

        It never follows the line ``solve`` keeps: that line looks at the
        hidden cards (``hint peek`` follows it). A game over: "No hint".
        """
        s = self.s
        said = [s.announcer.board.hint(s.game, s.searched(
            lambda: s.kind.hint(s.game, s.search_seconds), s.nodes("hint")))]
        return [*said, *s.bus.publish(HintGiven())]  # counted by the records

    def peek(self, _command: Command) -> Answer:
        """``hint peek`` (``_peek``), a hint too (issue 18): counted by the records."""
        return [*self._peek(), *self.s.bus.publish(HintGiven())]

    def _peek(self) -> Answer:
        """``hint peek``: the next move of a winning line, found looking at the hidden cards.

        While the player follows a line kept by ``solve`` or an earlier
        ``hint peek``, its next move; otherwise the first move of the line
        ``solve`` would find, kept (or of the best line a stopped search
        met). A game not known to be winnable gets the kind's ``peek``
        (TriPeaks and Pyramid: the lost game's move toward the fewest cards
        left), or, for a kind with none, what ``solve`` says. Every answer
        but "the game is over" says that it looks at the hidden cards.
        """
        game = self.s.game
        if game.is_over:
            return [self.s.announcer.board.hint(game, None)]
        line = self._line_now() if self.s.kind.hint_of is not None else None
        if line:  # the line kept: its next move, no search
            return [self._peek_answer(line)]
        return [self.s.searched(self._peek_searched, self.s.nodes("peek"))]

    def _peek_answer(self, line: tuple[Any, ...]) -> Announcement:
        hint_of = self.s.kind.hint_of
        assert hint_of is not None  # a line is kept only for a kind that follows it
        return self.s.announcer.board.peek_hint(self.s.game, hint_of(line[0]))

    def _peek_searched(self) -> Announcement:
        """``hint peek`` with no line kept: the searches, in one working answer."""
        game, hint_of, seconds = self.s.game, self.s.kind.hint_of, self.s.search_seconds
        if hint_of is not None:
            solution = self.s.kind.solve(game, seconds)
            self._keep_line(solution)
            line = self._line_now()
            if line:
                return self._peek_answer(line)
            if solution.verdict is Verdict.UNKNOWN and solution.best_moves:
                # The best line the stopped search met, as the kind's hint says then.
                return self.s.announcer.board.peek_hint(game, hint_of(solution.best_moves[0]))
            if self.s.kind.peek is None:
                return self.s.announcer.answers.solved(*verdict_of(solution))
        peek = self.s.kind.peek
        if peek is None:
            return self.s.announcer.answers.solved(*verdict_of(self.s.kind.solve(game, seconds)))
        return self.s.announcer.board.peek_hint(game, peek(game, seconds))

    def odds(self, _command: Command) -> Answer:
        """``odds``: the chance to win from here for a player who sees only what is visible.

        Sampled (``GameKind.odds``, issue 18 point 1): the same position
        always gets the same answer. A game already over is not estimated.
        """
        game, odds = self.s.game, self.s.kind.odds
        if game.is_over:
            return [self.s.announcer.odds.over(won=game.status is Status.WON)]
        if odds is None:
            return [self.s.announcer.odds.estimate(None)]
        s = self.s
        return [s.announcer.odds.estimate(s.searched(lambda: odds(game, s.search_seconds),
                                                     s.nodes("odds")))]

    def solve(self, _command: Command) -> Answer:
        """Can this position still be won? A true answer or "could not decide", never a guess.

        The search is bounded by nodes (the kind's row), so the same position
        always gets the same answer; a game already over is not searched.
        """
        game = self.s.game
        if game.is_over:
            return [self.s.announcer.answers.solve_over(won=game.status is Status.WON)]
        line = self._line_now()
        if line is not None:  # the player follows the line said before: what is left of it
            return [self.s.announcer.answers.solved(Verdict.WINNABLE, len(line))]
        solution = self.s.searched(lambda: self.s.kind.solve(game, self.s.search_seconds),
                                  self.s.nodes("solve"))
        self._keep_line(solution)
        return [self.s.announcer.answers.solved(*verdict_of(solution))]

    # ----- the line solve and hint follow ------------------------------------

    def _keep_line(self, solution: Solution[Any]) -> None:
        """Keep a winning line found from the position now, for the next hint and solve."""
        apply = self.s.kind.apply
        if apply is None or solution.verdict is not Verdict.WINNABLE or not solution.moves:
            return
        try:
            self._kept_line = KeptLine.found(self.s.game, solution.moves, apply)
        except MoveError:  # a line the engine refuses is not followed: search again next time
            self._kept_line = None

    def _line_now(self) -> tuple[Any, ...] | None:
        """The kept line's moves still to play from this position; None when off it."""
        kept = self._kept_line
        if kept is None:
            return None
        line = kept.remaining(self.s.game)
        if line is None or not line:
            self._kept_line = None  # off the line (or at its end): search again
            return None
        return line

    def chain(self, _command: Command) -> Answer:
        run = self.s.game.run  # a game whose score counts runs (traditional scoring)
        if run is not None:
            return [self.s.announcer.board.run(run)]
        if not self.s.kind.chain:
            raise Refused(self.s.announcer.answers.not_this_game("chain"))
        return [self.s.announcer.board.chain(cast(ChainGame, self.s.game).chain)]

    def faq(self, _command: Command) -> Answer:
        return self.s.announcer.board.faq(self.s.kind.faq, self.s.rules.variants,
                                          self.s.game.layout.size)
