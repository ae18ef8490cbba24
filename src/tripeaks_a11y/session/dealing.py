"""Dealing: new deals, game codes, switching games, restart and quit, and their questions."""

from __future__ import annotations

import secrets
from dataclasses import replace

from ..announcer import Announcement
from ..commands import Command
from ..deals import (
    DEAL_COUNT,
    DealCodeError,
    GameCode,
)
from ..kinds import GameKind, kind_named, kind_of_code, parse_code
from ..rules import EASY, RuleSet
from .base import Answer, AnyGame, Question, SessionBase

__all__ = ["DealingMixin"]


class DealingMixin(SessionBase):
    """Handlers of new, game, restart, quit and code, and the welcome."""

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
        code: GameCode | None = None
        if command.arg:
            try:
                code = self._code_from_text(command.arg)
            except DealCodeError as error:
                return [self.announcer.code_problem(error)]
        if self.in_progress:
            self._question = Question("new", code=code)
            return [self.announcer.confirm(self._question.kind)]
        return self._deal_new(code)

    def _game(self, command: Command) -> Answer:
        wanted = kind_named(command.arg or "")
        if wanted is None:
            return [self.announcer.playing(self.kind)]
        if self.in_progress:
            self._question = Question("game", game=wanted)
            return [self.announcer.confirm(self._question.kind, wanted)]
        return self._deal_new(None, wanted)

    def _code_from_text(self, text: str) -> GameCode:
        return parse_code(text, self.kind, self.next_rules)

    def _deal_new(self, code: GameCode | None, kind: GameKind | None = None) -> Answer:
        if code is None:
            code = self._random_code(kind or self.kind, self.next_rules)
        self.kind = kind_of_code(code.game)
        if self.kind.has_rules:
            self.rules = code.rule_set
            self.next_rules = self.rules
        self.code = code
        self._deal = self.kind.deal(code.number)
        self.game = self._fresh_game()
        return [self.announcer.new_game(self.kind, code, self.rules),
                self.announcer.board(self.game)]

    def _restart(self, _command: Command) -> Answer:
        if self.in_progress:
            self._question = Question("restart")
            return [self.announcer.confirm(self._question.kind)]
        return self._deal_again()

    def _deal_again(self) -> Answer:
        self.game = self._fresh_game()
        return [self.announcer.restarted(self.code), self.announcer.board(self.game)]

    def _quit(self, _command: Command) -> Answer:
        if self.in_progress:
            self._question = Question("quit")
            return [self.announcer.confirm(self._question.kind)]
        self.finished = True
        return [self.announcer.goodbye()]

    def _confirmed(self, question: Question) -> Answer:
        if question.kind == "quit":
            self.finished = True
            return [self.announcer.goodbye()]
        if question.kind == "restart":
            return self._deal_again()
        return self._deal_new(question.code, question.game)

    def _code(self) -> Announcement:
        return self.announcer.game_code(self.kind, self.code, self.rules)

    def _welcome(self) -> Announcement:
        return self.announcer.welcome(self.kind, self.code, self.rules)
