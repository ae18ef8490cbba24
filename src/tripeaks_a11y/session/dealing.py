"""Dealing: new deals, game codes, switching games, restart and quit, and their questions.

``new`` deals a random deal, a code or a numbered deal (``new 1234``), the
deal of the day (``new daily``: ``daily``, the UTC date's deal) or a deal the
solver has won (``new winnable``: ``winnable``); ``game 1234`` points to
``new 1234``. ``daily_date`` is the date while the deal of the day is played.
Over a game in progress ``new``, ``game``, ``restart`` and ``quit`` ask first:
the part registers their questions (``Ask.NEW``, ``GAME``, ``RESTART``,
``QUIT``) with what ``yes`` does.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING

from ..commands import Command
from ..commands.grammar import DEAL_CHOICE_NAMES
from ..deals import (
    DEAL_COUNT,
    DealCodeError,
    GameCode,
)
from ..deals.daily import daily_code
from ..deals.winnable import WINNABLE_ATTEMPTS, find_winnable, winnable_nodes
from ..kinds import GameKind, kind_named, kind_of_code, parse_code
from ..values.rules import EASY, RuleSet, rules_chosen
from .base import Answer
from .questions import Ask, Question, Replies

if TYPE_CHECKING:
    from .base import SessionBase

__all__ = ["Dealing", "coded", "random_code"]


def random_code(kind: GameKind, rules: RuleSet = EASY) -> GameCode:
    """A code of a random deal of ``kind`` under ``rules`` (``secrets.randbelow``)."""
    return kind.code(secrets.randbelow(DEAL_COUNT), rules)


def coded(kind: GameKind, rules: RuleSet, code: GameCode) -> GameCode:
    """The code as played: a code of a game with rules carries the rules in force."""
    if kind.has_rules:
        return replace(code, rules=rules.name, variants=rules.variants)
    return code


class Dealing:
    """Handlers of new, game, restart, quit and code, and their questions' answers."""

    def __init__(self, session: SessionBase) -> None:
        self.session = session
        self.deal_numbers: Callable[[int], int] | None = None
        """Where ``new winnable`` draws deal numbers: ``f(n)`` in 0 … n - 1; None is
        ``secrets.randbelow`` (a test gives ``random.Random(seed).randrange``)."""
        self.winnable_attempts = WINNABLE_ATTEMPTS
        """How many random deals ``new winnable`` tries before it says it found none."""
        self.utc_today: Callable[[], date] | None = None
        """Today's UTC date for ``new daily``; None reads the clock (a test gives a day)."""
        session.questions.register(Ask.QUIT, Replies(on_yes=lambda _q: self._goodbye()))
        session.questions.register(Ask.RESTART, Replies(on_yes=lambda _q: self._deal_again()))
        session.questions.register(Ask.NEW, Replies(
            on_yes=lambda q: self._deal_with(q.rules, q.choice, q.code)))
        session.questions.register(Ask.GAME, Replies(
            on_yes=lambda q: self.deal_new(q.code, q.game)))

    def new(self, command: Command) -> Answer:
        """``new`` with its code, number, deal word (daily, winnable) and rules, if any."""
        s = self.session
        named = command.rule_set is not None or command.variants is not None
        if named and not s.kind.has_rules:
            if command.variants is not None:
                return [s.announcer.answers.variants_tripeaks_only()]
            return [s.announcer.answers.rules_tripeaks_only()]
        code: GameCode | None = None
        choice = command.arg if command.arg in DEAL_CHOICE_NAMES else None
        if command.arg and choice is None:
            try:
                code = parse_code(command.arg, s.kind, s.next_rules)
            except DealCodeError as error:
                return [s.announcer.refusals.code(error)]
        rules: RuleSet | None = None
        if named:  # "new classic empty waste", "new TP1-E-AAAAAAB joker" (issue 17)
            if code is not None and not code.game.variants:
                return [s.announcer.answers.variants_tripeaks_only()]
            # The words change the rules of the deal named, else the next deal's.
            rules = rules_chosen(code.rule_set if code else s.next_rules,
                                 command.rule_set, command.variants)
            if code is not None:
                code = replace(code, rules=rules.name, variants=rules.variants)
        if s.in_progress:  # the rules named are chosen only with the deal: on yes
            return [s.ask(Question(Ask.NEW, code=code, rules=rules, choice=choice),
                          s.announcer.conversation.confirm(Ask.NEW.value))]
        return self._deal_with(rules, choice, code)

    def _deal_with(self, rules: RuleSet | None, choice: str | None,
                   code: GameCode | None) -> Answer:
        """Deal what ``new`` asked for: under ``rules`` (None: the next rules), ``choice``
        (daily, winnable) or ``code`` (None: a random deal)."""
        if rules is not None:
            self.session.choose_rules(rules)
        return self._deal_chosen(choice) if choice else self.deal_new(code)

    def _deal_chosen(self, choice: str) -> Answer:
        """``new daily`` or ``new winnable``, of the game played under the next rules."""
        s = self.session
        if choice == "daily":
            day = (self.utc_today or _utc_today)()
            return self.deal_new(daily_code(day, s.kind, s.next_rules), daily=day)
        # Only solver runs on copies: Ctrl+C may stop them, the runaway guard too.
        found = s.searched(lambda: find_winnable(
            s.kind, s.next_rules, self.deal_numbers or secrets.randbelow,
            attempts=self.winnable_attempts, seconds=s.search_seconds),
            winnable_nodes(self.winnable_attempts))
        if found is None:
            return [s.announcer.answers.winnable_none(self.winnable_attempts)]
        return self.deal_new(found.code, winnable=True)

    def game(self, command: Command) -> Answer:
        """``game``: the game played; ``game pyramid``: switch (asking over a game in
        progress); ``game 1234``: points to ``new 1234``."""
        s = self.session
        if command.number is not None:  # "game 1234": deals are numbered by new
            return [s.announcer.answers.deal_number_pointer(command.number)]
        wanted = kind_named(command.arg or "")
        if wanted is None:
            return [s.announcer.answers.playing(s.kind)]
        if s.in_progress:
            return [s.ask(Question(Ask.GAME, game=wanted),
                          s.announcer.conversation.confirm(Ask.GAME.value, wanted))]
        return self.deal_new(None, wanted)

    def deal_new(self, code: GameCode | None, kind: GameKind | None = None, *,
                 daily: date | None = None, winnable: bool = False) -> Answer:
        """Deal ``code`` (None: a random deal of ``kind``, default the game played).

        ``daily``: it is the deal of the day of that date (``daily_date`` is
        set, and reset by any other deal); ``winnable``: the solver has won it.
        """
        s = self.session
        if code is None:
            code = random_code(kind or s.kind, s.next_rules)
        s.kind = kind_of_code(code.game)
        if s.kind.has_rules:
            s.rules = code.rule_set
            s.next_rules = s.rules
        s.code = code
        s.cards = s.kind.deal(code.number)
        s.game = s.fresh_game()
        s.daily_date = None if daily is None else daily.isoformat()
        if daily is not None:
            said = s.announcer.answers.daily_game(s.kind, code, s.rules, daily)
        elif winnable:
            said = s.announcer.answers.winnable_game(s.kind, code, s.rules)
        else:
            said = s.announcer.answers.new_game(s.kind, code, s.rules)
        return [said, s.announcer.board.layout(s.game)]

    def restart(self, _command: Command) -> Answer:
        """``restart``: the same deal again (asking over a game in progress)."""
        s = self.session
        if s.in_progress:
            return [s.ask(Question(Ask.RESTART),
                          s.announcer.conversation.confirm(Ask.RESTART.value))]
        return self._deal_again()

    def _deal_again(self) -> Answer:
        s = self.session
        s.game = s.fresh_game()
        return [s.announcer.answers.restarted(s.code), s.announcer.board.layout(s.game)]

    def quit(self, _command: Command) -> Answer:
        """``quit``: goodbye (asking over a game in progress)."""
        s = self.session
        if s.in_progress:
            return [s.ask(Question(Ask.QUIT),
                          s.announcer.conversation.confirm(Ask.QUIT.value))]
        return self._goodbye()

    def _goodbye(self) -> Answer:
        self.session.finished = True
        return [self.session.announcer.conversation.goodbye()]

    def code(self, _command: Command) -> Answer:
        """``code``: the game code of the deal played."""
        s = self.session
        return [s.announcer.answers.game_code(s.kind, s.code, s.rules)]


def _utc_today() -> date:
    """Today's UTC date: the day of the deal of the day, the same for every player."""
    return datetime.now(UTC).date()
