"""The game session: routes parsed commands into the engine and returns announcements.

This layer wires the pure pieces together (commands -> engine -> announcer);
it holds the session's state (the game, its code, the settings, the last
answer for ``repeat``, a pending yes/no question) and knows no terminal: the
REPL and script mode in ``cli`` print what ``Session.handle`` returns.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from .announcer import Announcement, Announcer
from .cards import Card
from .commands import CardTarget, Command, ParseError, PositionTarget, RankTarget, parse
from .deals import (
    DEAL_COUNT,
    CodeProblem,
    DealCodeError,
    Game,
    GameCode,
    parse_deal_number,
    parse_game_code,
    shuffled_deck,
)
from .engine import Status, TriPeaksGame
from .events import BlockedCardError, MoveError
from .grammar import COMMAND_NAMES, COMMANDS_BY_NAME
from .i18n import join_list, join_or
from .rules import CLASSIC, EASY, Rules, RuleSet

__all__ = ["Session"]

_RULESETS = {Rules.EASY: EASY, Rules.CLASSIC: CLASSIC}


@dataclass(frozen=True)
class _Question:
    """A yes/no question or a choice waiting for the player's answer."""

    kind: str  # "new", "restart", "quit" or "choose"
    arg: str | None = None
    choices: tuple[Card, ...] = ()


class Session:
    """One player's session: a game in progress plus settings.

    ``deal`` (52 cards in deal order) starts an explicit deal with no code;
    otherwise ``code`` (a TriPeaks GameCode) or a random numbered deal is
    dealt. ``rules`` overrides the code's rules letter (``--rules``).
    ``finished`` turns True once the player has quit.
    """

    def __init__(
        self,
        *,
        lang: str = "en",
        code: GameCode | None = None,
        deal: Sequence[Card] | None = None,
        rules: RuleSet | None = None,
        error_help: bool = True,
    ) -> None:
        self.announcer = Announcer(lang, error_help)
        self.finished = False
        self._question: _Question | None = None
        self._last: list[Announcement] = []
        if deal is not None:
            self.code: GameCode | None = None
            self._deal = list(deal)
            self.rules = rules or EASY
        else:
            code = code or GameCode(Game.TRIPEAKS, secrets.randbelow(DEAL_COUNT), Rules.EASY)
            self.rules = rules or _RULESETS[code.rules or Rules.EASY]
            self.code = GameCode(Game.TRIPEAKS, code.number, self.rules.name, code.variants)
            self._deal = shuffled_deck(code.number)
        self.next_rules = self.rules
        self.game = TriPeaksGame(self._deal, self.rules)

    # ----- entry points --------------------------------------------------

    def start(self) -> list[Announcement]:
        """The opening: a welcome naming the game code and rules, then the board."""
        return self._remember([self._welcome(), self.announcer.board(self.game)])

    def handle(self, line: str) -> list[Announcement]:
        """Answer one line of input (typed or dictated) with announcements.

        Never raises for bad input: a line that does not parse, a refused move
        or a broken game code gets a refusal and the game state is unchanged.
        Blank lines get no answer.
        """
        if not line.strip():
            return []
        try:
            command = parse(line)
        except ParseError as error:
            return self._remember([self._parse_refusal(error)])
        if command.name == "repeat":
            if not self._last:
                return [self.announcer.say("nothing-to-repeat")]
            return list(self._last)
        if command.name == "stop":
            return []  # silencing is the speech layer's job; nothing to say
        return self._remember(self._dispatch(command))

    @property
    def in_progress(self) -> bool:
        """True when a game has had moves and is not over: leaving it loses something."""
        return self.game.moves > 0 and self.game.status is Status.PLAYING

    @property
    def lang(self) -> str:
        """The interface language code: "en", "ar" or "hr"."""
        return self.announcer.lang

    # ----- dispatch ------------------------------------------------------

    def _dispatch(self, command: Command) -> list[Announcement]:
        question, self._question = self._question, None
        if question is not None:
            if command.name in ("yes", "no") and question.kind != "choose":
                if command.name == "no":
                    return [self.announcer.say("cancelled")]
                return self._confirmed(question)
            if question.kind == "choose" and command.name == "play" and isinstance(
                command.target, RankTarget
            ):
                self._question = question  # a rank again does not answer "which one"
        if command.name in ("yes", "no"):
            return [self.announcer.say("nothing-to-confirm")]
        handler = self._handlers().get(command.name)
        if handler is None:  # a grammar word the session does not serve
            return [self.announcer.say("parse-unknown", event="refused", text=command.name)]
        return handler(command)

    def _handlers(self) -> dict[str, Callable[[Command], list[Announcement]]]:
        a, g = self.announcer, self.game
        return {
            "board": lambda _c: [a.board(g)],
            "row": self._row,
            "waste": lambda _c: [a.waste(g)],
            "moves": lambda _c: [a.moves(g)],
            "play": self._play,
            "look": self._look,
            "draw": lambda _c: self._move(g.draw),
            "undo": lambda _c: self._move(g.undo),
            "score": lambda _c: [a.score(g)],
            "new": self._new,
            "restart": self._restart,
            "code": lambda _c: [self._code()],
            "rules": self._rules,
            "errors": self._errors,
            "lang": self._lang,
            "help": self._help,
            "quit": self._quit,
        }

    def _move(self, action: Callable[[], Sequence[object]]) -> list[Announcement]:
        try:
            events = action()
        except MoveError as error:
            return [self.announcer.refusal(error)]
        return self.announcer.events(self.game, events)  # type: ignore[arg-type]

    # ----- board queries -------------------------------------------------

    def _row(self, command: Command) -> list[Announcement]:
        row = command.number or 0
        rows = len(self.game.layout.row_sizes)
        if not 1 <= row <= rows:
            return [self.announcer.say("row-out-of-range", event="refused", row=row, rows=rows)]
        return [self.announcer.row(self.game, row)]

    def _position(self, target: PositionTarget) -> int | Announcement:
        """The tableau position of a 1-based row and slot, or the refusal to say."""
        sizes = self.game.layout.row_sizes
        if not 1 <= target.row <= len(sizes):
            return self.announcer.say("row-out-of-range", event="refused", row=target.row,
                                      rows=len(sizes))
        if not 1 <= target.slot <= sizes[target.row - 1]:
            return self.announcer.say("slot-out-of-range", event="refused", row=target.row,
                                      count=sizes[target.row - 1])
        return self.game.layout.position_of(target.row, target.slot)

    def _look(self, command: Command) -> list[Announcement]:
        target = command.target
        if isinstance(target, PositionTarget):
            pos = self._position(target)
            return [pos] if isinstance(pos, Announcement) else [self.announcer.look(self.game, pos)]
        if isinstance(target, CardTarget):
            where = self.game.position_of(target.card)
            # Only face-up cards still on the peaks can be looked at by name:
            # anything else gets the same answer, so a name reveals nothing.
            if where is None or self.game.is_removed(where) or not self.game.is_face_up(where):
                return [self.announcer.refusal(BlockedCardError(target.card))]
            return [self.announcer.look(self.game, where)]
        if isinstance(target, RankTarget):
            matches = [p for p in self.game.available_positions()
                       if self.game.deal[p].rank == target.rank]
            if len(matches) == 1:
                return [self.announcer.look(self.game, matches[0])]
            return [self.announcer.say("rank-none-available", event="refused",
                                       rank=target.rank)] if not matches else [
                self.announcer.look(self.game, p) for p in matches]
        return [self.announcer.say("help-look")]

    # ----- moves ---------------------------------------------------------

    def _play(self, command: Command) -> list[Announcement]:
        target = command.target
        game = self.game
        if isinstance(target, CardTarget):
            return self._move(lambda: game.play_card(target.card))
        if isinstance(target, PositionTarget):
            pos = self._position(target)
            if isinstance(pos, Announcement):
                return [pos]
            if game.is_removed(pos):
                return [self.announcer.say("slot-empty", event="refused", row=target.row,
                                           slot=target.slot)]
            return self._move(lambda: game.play_position(pos))
        if isinstance(target, RankTarget):
            playable = [game.deal[p] for p in game.playable_positions()
                        if game.deal[p].rank == target.rank]
            if len(playable) == 1:
                return self._move(lambda: game.play_card(playable[0]))
            if not playable:
                return [self.announcer.say("rank-none-playable", event="refused",
                                           rank=target.rank)]
            self._question = _Question("choose", choices=tuple(playable))
            names = [self.announcer.card(card) for card in playable]
            return [self.announcer.say("which-one", cards=join_or(self.lang, names))]
        return [self.announcer.say("help-play")]

    # ----- game and settings --------------------------------------------

    def _new(self, command: Command) -> list[Announcement]:
        code: GameCode | None = None
        if command.arg:
            try:
                code = self._code_from_text(command.arg)
            except DealCodeError as error:
                return [self.announcer.code_problem(error)]
        if self.in_progress:
            self._question = _Question("new", arg=command.arg)
            return [self.announcer.say("confirm-new")]
        return self._deal_new(code)

    def _code_from_text(self, text: str) -> GameCode:
        if text.strip().isdecimal():
            number = parse_deal_number(text)
            return GameCode(Game.TRIPEAKS, number, self.next_rules.name)
        code = parse_game_code(text)
        if code.game is not Game.TRIPEAKS:
            raise DealCodeError(CodeProblem.UNSUPPORTED_GAME, code.game.value)
        return code

    def _deal_new(self, code: GameCode | None) -> list[Announcement]:
        if code is None:
            code = GameCode(Game.TRIPEAKS, secrets.randbelow(DEAL_COUNT), self.next_rules.name)
        self.rules = _RULESETS[code.rules or Rules.EASY]
        self.next_rules = self.rules
        self.code = code
        self._deal = shuffled_deck(code.number)
        self.game = TriPeaksGame(self._deal, self.rules)
        return [self.announcer.say("new-game", code=str(code), rules=self.rules.name),
                self.announcer.board(self.game)]

    def _restart(self, _command: Command) -> list[Announcement]:
        if self.in_progress:
            self._question = _Question("restart")
            return [self.announcer.say("confirm-restart")]
        return self._deal_again()

    def _deal_again(self) -> list[Announcement]:
        self.game = TriPeaksGame(self._deal, self.rules)
        said = (self.announcer.say("restart-explicit") if self.code is None
                else self.announcer.say("restart", code=str(self.code)))
        return [said, self.announcer.board(self.game)]

    def _quit(self, _command: Command) -> list[Announcement]:
        if self.in_progress:
            self._question = _Question("quit")
            return [self.announcer.say("confirm-quit")]
        self.finished = True
        return [self.announcer.say("goodbye")]

    def _confirmed(self, question: _Question) -> list[Announcement]:
        if question.kind == "quit":
            self.finished = True
            return [self.announcer.say("goodbye")]
        if question.kind == "restart":
            return self._deal_again()
        code = self._code_from_text(question.arg) if question.arg else None
        return self._deal_new(code)

    def _code(self) -> Announcement:
        if self.code is None:
            return self.announcer.say("code-explicit", rules=self.rules.name)
        return self.announcer.say("code", code=str(self.code), rules=self.rules.name,
                                  number=self.code.number)

    def _rules(self, command: Command) -> list[Announcement]:
        if command.arg not in ("easy", "classic"):
            return [self.announcer.say("rules-now", rules=self.rules.name)]
        wanted = CLASSIC if command.arg == "classic" else EASY
        if wanted is self.rules and self.next_rules is self.rules:
            return [self.announcer.say("rules-same", rules=wanted.name)]
        self.next_rules = wanted
        return [self.announcer.say("rules-next", rules=wanted.name)]

    def _errors(self, command: Command) -> list[Announcement]:
        if command.arg in ("on", "off"):
            self.announcer.error_help = command.arg == "on"
        return [self.announcer.say("errors-on" if self.announcer.error_help else "errors-off")]

    def _lang(self, command: Command) -> list[Announcement]:
        if command.arg in ("en", "ar", "hr"):
            self.announcer.lang = command.arg
        return [self.announcer.say("lang-set")]

    def _help(self, command: Command) -> list[Announcement]:
        topic = command.arg
        if topic is None:
            return [self.announcer.say("help")]
        if topic in COMMAND_NAMES:
            # The other words come from the parser's grammar, so help never
            # lists a word the parser does not take.
            others = COMMANDS_BY_NAME[topic].words[self.lang][1:]
            said = self.announcer.say(f"help-{topic}")
            if others:
                also = self.announcer.say("help-also", words=join_list(self.lang, others))
                said = replace(said, text=f"{said.text} {also.text}")
            return [said]
        return [self.announcer.say("help-unknown", event="refused", topic=topic)]

    # ----- helpers -------------------------------------------------------

    def _welcome(self) -> Announcement:
        if self.code is None:
            return self.announcer.say("welcome-explicit", rules=self.rules.name)
        return self.announcer.say("welcome", code=str(self.code), rules=self.rules.name)

    def _parse_refusal(self, error: ParseError) -> Announcement:
        if error.kind == "bad_card":
            return self.announcer.say("unknown-card", event="refused",
                                      text=error.detail or error.text)
        if error.nearest and error.kind in ("missing_argument", "bad_argument"):
            # The command was recognised; how to use it is the useful answer.
            return self.announcer.say(f"help-{error.nearest}", event="refused")
        if error.nearest:
            word = COMMANDS_BY_NAME[error.nearest].words[self.lang][0]
            return self.announcer.say("parse-nearest", event="refused", text=error.text,
                                      command=word)
        return self.announcer.say("parse-unknown", event="refused", text=error.text)

    def _remember(self, answer: list[Announcement]) -> list[Announcement]:
        if answer:
            self._last = answer
        return answer
