"""Dealing: new deals, game codes, switching games, restart and quit, and their questions.

``new`` deals a random deal, a code or a numbered deal (``new 1234``), the
deal of the day (``new daily``: ``daily``, the UTC date's deal) or a deal the
solver has won (``new winnable``: ``winnable``); ``game 1234`` points to
``new 1234``. ``daily_date`` is the date while the deal of the day is played.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, date, datetime

from ..announcer import Announcement
from ..commands import Command
from ..commands.grammar import DEAL_CHOICE_NAMES
from ..daily import daily_code
from ..deals import (
    DEAL_COUNT,
    DealCodeError,
    GameCode,
)
from ..kinds import GameKind, kind_named, kind_of_code, parse_code
from ..rules import EASY, RuleSet, rules_chosen
from ..winnable import WINNABLE_ATTEMPTS, find_winnable, winnable_nodes
from .base import Answer, AnyGame, Question, SessionBase

__all__ = ["DealingMixin"]


class DealingMixin(SessionBase):
    """Handlers of new, game, restart, quit and code, and the welcome."""

    deal_numbers: Callable[[int], int] | None = None
    """Where ``new winnable`` draws deal numbers: ``f(n)`` in 0 … n - 1; None is
    ``secrets.randbelow`` (a test gives ``random.Random(seed).randrange``)."""
    winnable_attempts: int = WINNABLE_ATTEMPTS
    """How many random deals ``new winnable`` tries before it says it found none."""
    utc_today: Callable[[], date] | None = None
    """Today's UTC date for ``new daily``; None reads the clock (a test gives a fixed day)."""
    _new_choice: str | None = None  # the deal word of the pending "new" question

    # ----- games, deals and settings -------------------------------------

    @staticmethod
    def _random_code(kind: GameKind, rules: RuleSet = EASY) -> GameCode:
        return kind.code(secrets.randbelow(DEAL_COUNT), rules)

    def _coded(self, code: GameCode) -> GameCode:
        """The code as played: a code of a game with rules carries the rules in force."""
        if self.kind.has_rules:
            return replace(code, rules=self.rules.name, variants=self.rules.variants)
        return code

    def _fresh_game(self) -> AnyGame:
        game: AnyGame = self.kind.new_game(self._deal, self.rules)
        return game

    def _new(self, command: Command) -> Answer:
        named = command.rule_set is not None or command.variants is not None
        if named and not self.kind.has_rules:
            if command.variants is not None:
                return [self.announcer.answers.variants_tripeaks_only()]
            return self.announcer.answers.rules_in_force(self.rules, self.next_rules, False)
        code: GameCode | None = None
        choice = command.arg if command.arg in DEAL_CHOICE_NAMES else None
        if command.arg and choice is None:
            try:
                code = parse_code(command.arg, self.kind, self.next_rules)
            except DealCodeError as error:
                return [self.announcer.refusals.code(error)]
        rules: RuleSet | None = None
        if named:  # "new classic empty waste", "new TP1-E-AAAAAAB joker" (issue 17)
            if code is not None and not code.game.variants:
                return [self.announcer.answers.variants_tripeaks_only()]
            # The words change the rules of the deal named, else the next deal's.
            rules = rules_chosen(code.rule_set if code else self.next_rules,
                                 command.rule_set, command.variants)
            if code is not None:
                code = replace(code, rules=rules.name, variants=rules.variants)
        if self.in_progress:  # the rules named are chosen only with the deal: on yes
            self._question = Question("new", code=code, rules=rules)
            self._new_choice = choice
            return [self.announcer.conversation.confirm(self._question.kind)]
        return self._deal_with(rules, choice, code)

    def _deal_with(self, rules: RuleSet | None, choice: str | None,
                   code: GameCode | None) -> Answer:
        """Deal what ``new`` asked for: under ``rules`` (None: the next rules), ``choice``
        (daily, winnable) or ``code`` (None: a random deal)."""
        if rules is not None:
            self._choose_rules(rules)
        return self._deal_chosen(choice) if choice else self._deal_new(code)

    def _deal_chosen(self, choice: str) -> Answer:
        """``new daily`` or ``new winnable``, of the game played under the next rules."""
        if choice == "daily":
            day = (self.utc_today or _utc_today)()
            return self._deal_new(daily_code(day, self.kind, self.next_rules), daily=day)
        # Only solver runs on copies: Ctrl+C may stop them, the runaway guard too.
        found = self._searched(lambda: find_winnable(
            self.kind, self.next_rules, self.deal_numbers or secrets.randbelow,
            attempts=self.winnable_attempts, seconds=self.search_seconds),
            winnable_nodes(self.winnable_attempts))
        if found is None:
            return [self.announcer.answers.winnable_none(self.winnable_attempts)]
        return self._deal_new(found.code, winnable=True)

    def _game(self, command: Command) -> Answer:
        if command.number is not None:  # "game 1234": deals are numbered by new
            return [self.announcer.answers.deal_number_pointer(command.number)]
        wanted = kind_named(command.arg or "")
        if wanted is None:
            return [self.announcer.answers.playing(self.kind)]
        if self.in_progress:
            self._question = Question("game", game=wanted)
            return [self.announcer.conversation.confirm(self._question.kind, wanted)]
        return self._deal_new(None, wanted)

    def _deal_new(self, code: GameCode | None, kind: GameKind | None = None, *,
                  daily: date | None = None, winnable: bool = False) -> Answer:
        """Deal ``code`` (None: a random deal of ``kind``, default the game played).

        ``daily``: it is the deal of the day of that date (``daily_date`` is
        set, and reset by any other deal); ``winnable``: the solver has won it.
        """
        if code is None:
            code = self._random_code(kind or self.kind, self.next_rules)
        self.kind = kind_of_code(code.game)
        if self.kind.has_rules:
            self.rules = code.rule_set
            self.next_rules = self.rules
        self.code = code
        self._deal = self.kind.deal(code.number)
        self.game = self._fresh_game()
        self.daily_date = None if daily is None else daily.isoformat()
        if daily is not None:
            said = self.announcer.answers.daily_game(self.kind, code, self.rules, daily)
        elif winnable:
            said = self.announcer.answers.winnable_game(self.kind, code, self.rules)
        else:
            said = self.announcer.answers.new_game(self.kind, code, self.rules)
        return [said, self.announcer.board.layout(self.game)]

    def _restart(self, _command: Command) -> Answer:
        if self.in_progress:
            self._question = Question("restart")
            return [self.announcer.conversation.confirm(self._question.kind)]
        return self._deal_again()

    def _deal_again(self) -> Answer:
        self.game = self._fresh_game()
        return [self.announcer.answers.restarted(self.code), self.announcer.board.layout(self.game)]

    def _quit(self, _command: Command) -> Answer:
        if self.in_progress:
            self._question = Question("quit")
            return [self.announcer.conversation.confirm(self._question.kind)]
        self.finished = True
        return [self.announcer.conversation.goodbye()]

    def _confirmed(self, question: Question) -> Answer:
        if question.kind == "quit":
            self.finished = True
            return [self.announcer.conversation.goodbye()]
        if question.kind == "restart":
            return self._deal_again()
        if question.kind == "new":
            return self._deal_with(question.rules, self._new_choice, question.code)
        return self._deal_new(question.code, question.game)

    def _code(self) -> Announcement:
        return self.announcer.answers.game_code(self.kind, self.code, self.rules)

    def _welcome(self) -> Announcement:
        return self.announcer.answers.welcome(self.kind, self.code, self.rules)


def _utc_today() -> date:
    """Today's date in UTC: the day of the deal of the day, the same for every player."""
    return datetime.now(UTC).date()
