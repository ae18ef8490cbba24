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
            return [self.announcer.say("confirm-new")]
        return self._deal_new(code)

    def _game(self, command: Command) -> Answer:
        wanted = kind_named(command.arg or "")
        if wanted is None:
            return [self.announcer.say("game-now", game=self.kind.name)]
        if self.in_progress:
            self._question = Question("game", game=wanted)
            return [self.announcer.say("confirm-game", game=command.arg)]
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
        said = self.announcer.say(f"{self._own}new-game", code=str(code), rules=self.rules.name)
        return [said, self.announcer.board(self.game)]

    def _restart(self, _command: Command) -> Answer:
        if self.in_progress:
            self._question = Question("restart")
            return [self.announcer.say("confirm-restart")]
        return self._deal_again()

    def _deal_again(self) -> Answer:
        self.game = self._fresh_game()
        said = (self.announcer.say("restart-explicit") if self.code is None
                else self.announcer.say("restart", code=str(self.code)))
        return [said, self.announcer.board(self.game)]

    def _quit(self, _command: Command) -> Answer:
        if self.in_progress:
            self._question = Question("quit")
            return [self.announcer.say("confirm-quit")]
        self.finished = True
        return [self.announcer.say("goodbye")]

    def _confirmed(self, question: Question) -> Answer:
        if question.kind == "quit":
            self.finished = True
            return [self.announcer.say("goodbye")]
        if question.kind == "restart":
            return self._deal_again()
        return self._deal_new(question.code, question.game)

    def _code(self) -> Announcement:
        if self.code is None:
            return self.announcer.say(f"{self._own}code-explicit", rules=self.rules.name)
        return self.announcer.say(f"{self._own}code", code=str(self.code),
                                  rules=self.rules.name, number=self.code.number)

    def _welcome(self) -> Announcement:
        if self.code is None:
            return self.announcer.say(f"{self._own}welcome-explicit", rules=self.rules.name)
        return self.announcer.say(f"{self._own}welcome", code=str(self.code),
                                  rules=self.rules.name)
