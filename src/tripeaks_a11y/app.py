"""The game session: routes parsed commands into the engines and returns announcements.

This layer wires the pure pieces together (commands -> engine -> announcer);
it holds the session's state (the game being played, TriPeaks or Pyramid, its
code, the settings, the last answer for ``repeat``, a pending question) and
knows no terminal: the REPL and script mode in ``cli`` print what
``Session.handle`` returns.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol, cast

from .announcer import Announcement, Announcer
from .cards import Card, Rank
from .commands import (
    BOTTOM_ROW,
    COMMAND_NAMES,
    COMMANDS_BY_NAME,
    CardTarget,
    Command,
    ParseError,
    PositionTarget,
    RankTarget,
    Target,
    WasteTarget,
    parse,
    parse_card,
)
from .deals import (
    DEAL_COUNT,
    DealCodeError,
    Game,
    GameCode,
    parse_code_or_number,
)
from .events import WASTE, BlockedCardError, Event, MoveError
from .games.pyramid import PyramidGame
from .games.tripeaks import Status, TriPeaksGame
from .i18n import join_list, join_or
from .kinds import KINDS, ChainGame, GameKind, OneCardGame, SourceGame, kind_named, kind_of_code
from .rules import EASY, RuleSet, rule_set, rule_set_named
from .solver import Solution, Verdict

__all__ = ["Session"]

AnyGame = TriPeaksGame | PyramidGame
Answer = list[Announcement]


@dataclass(frozen=True)
class _Question:
    """A yes/no question or a choice waiting for the player's answer."""

    kind: str  # "new", "game", "restart", "quit" or "choose"
    code: GameCode | None = None
    game: GameKind | None = None
    choices: tuple[Card, ...] = ()


class _Refused(Exception):
    """A command that cannot be carried out; ``answer`` says why."""

    def __init__(self, answer: Announcement) -> None:
        super().__init__(answer.text)
        self.answer = answer


class SpeechSettings(Protocol):
    """What the speech layer offers the session: change one setting, get the answer.

    ``apply_setting(name, value)`` returns an object with ``msg_id`` (a
    catalog id), ``args`` and ``refused`` (speech.SettingAnswer).
    """

    def apply_setting(self, name: str, value: str | int | None = None) -> Any: ...

    def remember(self, name: str, value: str | bool) -> None:
        """Keep a game setting ("lang", "rules", "error_help") for the next session."""


_SPEECH_COMMANDS = frozenset({"speech", "rate", "volume", "verbosity", "earcons", "mode"})


class Session:
    """One player's session: a game in progress plus settings.

    ``deal`` (52 cards in deal order) starts an explicit deal of ``game``
    with no code; otherwise ``code`` (a TriPeaks or Pyramid GameCode) or a
    random numbered deal of ``game`` is dealt. ``rules`` overrides a TriPeaks
    code's rules letter (``--rules``). ``finished`` turns True once the player
    has quit.
    """

    def __init__(
        self,
        *,
        lang: str = "en",
        code: GameCode | None = None,
        deal: Sequence[Card] | None = None,
        rules: RuleSet | None = None,
        error_help: bool = True,
        game: Game = KINDS[0].game,
    ) -> None:
        self.announcer = Announcer(lang, error_help)
        self.finished = False
        self._question: _Question | None = None
        self._last: Answer = []
        self.kind: GameKind = kind_of_code(code.game if code else game)
        self.rules = rules or rule_set(code.rules if code else None)
        self.next_rules = self.rules
        if deal is not None:
            self.code: GameCode | None = None
            self._deal = list(deal)
        else:
            self.code = self._coded(code or self._random_code(self.kind))
            self._deal = self.kind.deal(self.code.number)
        self.game: AnyGame = self._fresh_game()
        self.speech_settings: SpeechSettings | None = None

    # ----- entry points --------------------------------------------------

    def start(self) -> Answer:
        """The opening: a welcome naming the game and its code, then the board."""
        return self._remember([self._welcome(), self.announcer.board(self.game)])

    def handle(self, line: str) -> Answer:
        """Answer one line of input (typed or dictated) with announcements.

        Never raises for bad input: a line that does not parse, a refused move
        or a broken game code gets a refusal and the game state is unchanged.
        Blank lines get no answer.
        """
        if not line.strip():
            return []
        chosen = self._choice(line)
        if chosen is not None:
            self._question = None
            return self._remember(self._move(lambda: self._play_card(chosen)))
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
        try:
            return self._remember(self._dispatch(command))
        except _Refused as refused:
            return self._remember([refused.answer])

    def end(self) -> Answer:
        """Leave at once (end of input): no question, just goodbye."""
        self.finished = True
        self._question = None
        return [self.announcer.say("goodbye")]

    def cancel(self) -> Answer:
        """Drop a pending question (the player pressed Ctrl-C); say so if there was one."""
        question, self._question = self._question, None
        if question is None:
            return []
        return self._remember([self.announcer.say("cancelled")])  # repeat must not re-ask

    @property
    def in_progress(self) -> bool:
        """True when a game has had moves and is not over: leaving it loses something."""
        return self.game.moves > 0 and self.game.status is Status.PLAYING

    @property
    def lang(self) -> str:
        """The interface language code: "en", "ar" or "hr"."""
        return self.announcer.lang

    @property
    def _own(self) -> str:
        """The catalog-id prefix of the game played's own wording (GameKind.messages)."""
        return self.kind.messages

    # ----- dispatch ------------------------------------------------------

    def _dispatch(self, command: Command) -> Answer:
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
        answer = handler(command)
        if question is not None and question.kind != "choose":
            # Another command drops a yes/no question; say so, or a later "yes" surprises.
            answer = [self.announcer.say("cancelled"), *answer]
        return answer

    def _choice(self, line: str) -> Card | None:
        """The card a pending "which one" question's answer names by its suit alone.

        "spades", "pik", «بستوني» answer "Which one: 5 of spades or 5 of
        diamonds?"; anything else is read as a command.
        """
        question = self._question
        if question is None or question.kind != "choose":
            return None
        for card in question.choices:
            if parse_card(f"{card.rank.letter} {line}") == card:
                return card
        return None

    def _play_card(self, card: Card) -> Sequence[Event]:
        return self.kind.play_one(self.game, card)

    def _handlers(self) -> dict[str, Callable[[Command], Answer]]:
        a, g = self.announcer, self.game
        return {
            "board": lambda _c: [a.board(g)],
            "row": self._row,
            "waste": lambda _c: [a.waste(g)],
            "moves": lambda _c: [a.moves(g)],
            "play": self._play,
            "remove": self._play,
            "pair": self._pair,
            "look": self._look,
            "draw": lambda _c: self._move(g.draw),
            "undo": lambda _c: self._move(g.undo),
            "score": lambda _c: [a.score(g)],
            "hint": self._hint,
            "solve": self._solve,
            "chain": self._chain,
            "faq": self._faq,
            "new": self._new,
            "game": self._game,
            "restart": self._restart,
            "code": lambda _c: [self._code()],
            "rules": self._rules,
            "errors": self._errors,
            "lang": self._lang,
            "help": self._help,
            "quit": self._quit,
            **dict.fromkeys(_SPEECH_COMMANDS, self._speech),
        }

    def _move(self, action: Callable[[], Sequence[Event]]) -> Answer:
        try:
            events = action()
        except MoveError as error:
            return [self.announcer.refusal(error)]
        return self.announcer.events(self.game, events)

    def _refuse(self, msg_id: str, **args: object) -> _Refused:
        return _Refused(self.announcer.say(msg_id, event="refused", **args))

    # ----- board queries -------------------------------------------------

    def _row_number(self, row: int) -> int:
        """A row as said (1-based, or BOTTOM_ROW) checked against the layout."""
        rows = len(self.game.layout.row_sizes)
        if row == BOTTOM_ROW:
            return rows
        if not 1 <= row <= rows:
            raise self._refuse("row-out-of-range", row=row, rows=rows)
        return row

    def _row(self, command: Command) -> Answer:
        return [self.announcer.row(self.game, self._row_number(command.number or 0))]

    def _position(self, target: PositionTarget) -> int:
        """The tableau position of a row and slot as said; _Refused when off the layout."""
        row = self._row_number(target.row)
        size = self.game.layout.row_sizes[row - 1]
        if not 1 <= target.slot <= size:
            raise self._refuse("slot-out-of-range", row=row, count=size)
        return self.game.layout.position_of(row, target.slot)

    def _look(self, command: Command) -> Answer:
        target, game = command.target, self.game
        if isinstance(target, PositionTarget):
            return [self.announcer.look(game, self._position(target))]
        if isinstance(target, CardTarget):
            card = target.card
            where = game.position_of(card)
            off = self._off_tableau(card)
            if off is not None:
                return [self.announcer.say(off, card=self.announcer.card(card))]
            # A card face down or in the stock gets the blocked answer, the
            # same for both, so that naming a card reveals nothing.
            if where is None or not game.is_face_up(where):
                return [self.announcer.refusal(BlockedCardError(card))]
            return [self.announcer.look(game, where)]
        if isinstance(target, RankTarget):
            matches = [p for p in game.available_positions()
                       if game.deal[p].rank == target.rank]
            if not matches:
                raise self._refuse("rank-none-available", rank=target.rank)
            return [self.announcer.look(game, p) for p in matches]
        return [self.announcer.say("help-look")]

    # ----- moves ---------------------------------------------------------

    def _slot_empty(self, pos: int) -> _Refused:
        layout = self.game.layout
        row, slot = layout.row_of(pos) + 1, layout.slot_of(pos) + 1
        return self._refuse(f"{self._own}slot-empty", row=row, slot=slot)

    def _off_tableau(self, card: Card) -> str | None:
        """The message for a card that has left the tableau, or None while it is on it.

        "look-waste-top" for the waste's top card, "look-played-card" for one
        played earlier. Played cards are no secret, so they get a plain answer
        rather than "blocked" (which stays for face-down and stock cards).
        """
        game = self.game
        if card == game.waste_top:
            return "look-waste-top"
        where = game.position_of(card)
        if card in game.waste or (where is not None and game.is_removed(where)):
            return "look-played-card"
        return None

    def _play(self, command: Command) -> Answer:
        if self.kind.pairs:
            return self._remove_one(cast(SourceGame, self.game), command.target)
        game = cast(OneCardGame, self.game)
        target = command.target
        if isinstance(target, WasteTarget):
            return [self.announcer.say("help-play", event="refused")]
        if isinstance(target, CardTarget):
            off = self._off_tableau(target.card)
            if off is not None:
                raise self._refuse(off, card=self.announcer.card(target.card))
            return self._move(lambda: game.play_card(target.card))
        if isinstance(target, PositionTarget):
            pos = self._position(target)
            if game.is_removed(pos):
                raise self._slot_empty(pos)
            return self._move(lambda: game.play_position(pos))
        if isinstance(target, RankTarget):
            playable = [card for p in game.playable_positions()
                        if (card := game.card_of(p)) is not None and card.rank == target.rank]
            if len(playable) == 1:
                return self._move(lambda: game.play_card(playable[0]))
            if not playable:
                raise self._refuse("rank-none-playable", rank=target.rank)
            self._question = _Question("choose", choices=tuple(playable))
            return [self._which_one(playable)]
        return [self.announcer.say("help-play")]

    def _which_one(self, cards: Sequence[Card]) -> Announcement:
        names = [self.announcer.card(card) for card in cards]
        return self.announcer.say("which-one", cards=join_or(self.lang, names))

    def _remove_one(self, game: SourceGame, target: Target | None) -> Answer:
        """Pyramid: one card alone, which only a king may be (RULES.md §3)."""
        if isinstance(target, RankTarget) and target.rank != Rank.KING:
            raise self._refuse("tripeaks-only")
        if target is None:
            return [self.announcer.say("help-remove")]
        return self._move(lambda: game.remove_source(self._source(game, target)))

    def _source(self, game: SourceGame, target: Target) -> int:
        """Where a Pyramid target's card is: a position or WASTE.

        Raises MoveError (via the engine) for a card that is not usable, and
        _Refused for a place off the layout, an empty place, or a rank that
        names no usable card or more than one.
        """
        if isinstance(target, WasteTarget):
            return WASTE
        if isinstance(target, CardTarget):
            # The waste's top card is usable in Pyramid; a card played earlier is not.
            if self._off_tableau(target.card) == "look-played-card":
                raise self._refuse("look-played-card", card=self.announcer.card(target.card))
            return game.locate(target.card)
        if isinstance(target, PositionTarget):
            pos = self._position(target)
            if game.is_removed(pos):
                raise self._slot_empty(pos)
            return pos
        usable = [s for s in game.usable_sources()
                  if (card := game.card_of(s)) is not None and card.rank == target.rank]
        if not usable:
            raise self._refuse("rank-none-available", rank=target.rank)
        if len(usable) > 1:
            raise _Refused(self._which_one([c for s in usable if (c := game.card_of(s))]))
        return usable[0]

    def _pair(self, command: Command) -> Answer:
        if not self.kind.pairs:
            raise self._refuse("pyramid-only")
        game = cast(SourceGame, self.game)
        first, second = command.target, command.second
        if first is None or second is None:
            return [self.announcer.say("help-pair")]

        def pair() -> Sequence[Event]:
            return game.pair_sources(self._source(game, first), self._source(game, second))

        return self._move(pair)

    def _hint(self, _command: Command) -> Answer:
        return [self.announcer.hint(self.game, self.kind.hint(self.game, SEARCH_SECONDS))]

    def _solve(self, _command: Command) -> Answer:
        """Can this position still be won? A true answer or "could not decide", never a guess."""
        game = self.game
        if game.is_over:
            return [self.announcer.say("hint-none")]
        verdict, moves = _verdict(self.kind.solve(game, SEARCH_SECONDS))
        if verdict is Verdict.WINNABLE:
            return [self.announcer.say("solve-winnable", count=moves)]
        if verdict is Verdict.NOT_WINNABLE:
            return [self.announcer.say("solve-not-winnable")]
        return [self.announcer.say("solve-unknown")]

    def _chain(self, _command: Command) -> Answer:
        if not self.kind.chain:
            raise self._refuse("chain-pyramid-only")
        return [self.announcer.chain(cast(ChainGame, self.game).chain)]

    def _faq(self, _command: Command) -> Answer:
        return self.announcer.faq(self.kind.faq)

    # ----- games, deals and settings -------------------------------------

    @staticmethod
    def _random_code(kind: GameKind, rules: RuleSet = EASY) -> GameCode:
        return kind.code(secrets.randbelow(DEAL_COUNT), rules)

    def _coded(self, code: GameCode) -> GameCode:
        """The code as played: a code of a game with rules carries the rules in force."""
        if self.kind.has_rules:
            return replace(code, rules=self.rules.name)
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
            self._question = _Question("new", code=code)
            return [self.announcer.say("confirm-new")]
        return self._deal_new(code)

    def _game(self, command: Command) -> Answer:
        wanted = kind_named(command.arg or "")
        if wanted is None:
            return [self.announcer.say("game-now", game=self.kind.name)]
        if self.in_progress:
            self._question = _Question("game", game=wanted)
            return [self.announcer.say("confirm-game", game=command.arg)]
        return self._deal_new(None, wanted)

    def _code_from_text(self, text: str) -> GameCode:
        return parse_code_or_number(text, self.kind.game, self.next_rules.name)

    def _deal_new(self, code: GameCode | None, kind: GameKind | None = None) -> Answer:
        if code is None:
            code = self._random_code(kind or self.kind, self.next_rules)
        self.kind = kind_of_code(code.game)
        if self.kind.has_rules:
            self.rules = rule_set(code.rules)
            self.next_rules = self.rules
        self.code = code
        self._deal = self.kind.deal(code.number)
        self.game = self._fresh_game()
        said = self.announcer.say(f"{self._own}new-game", code=str(code), rules=self.rules.name)
        return [said, self.announcer.board(self.game)]

    def _restart(self, _command: Command) -> Answer:
        if self.in_progress:
            self._question = _Question("restart")
            return [self.announcer.say("confirm-restart")]
        return self._deal_again()

    def _deal_again(self) -> Answer:
        self.game = self._fresh_game()
        said = (self.announcer.say("restart-explicit") if self.code is None
                else self.announcer.say("restart", code=str(self.code)))
        return [said, self.announcer.board(self.game)]

    def _quit(self, _command: Command) -> Answer:
        if self.in_progress:
            self._question = _Question("quit")
            return [self.announcer.say("confirm-quit")]
        self.finished = True
        return [self.announcer.say("goodbye")]

    def _confirmed(self, question: _Question) -> Answer:
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

    def _rules(self, command: Command) -> Answer:
        if command.arg not in ("easy", "classic"):
            if not self.kind.has_rules:
                return [self.announcer.say("rules-tripeaks-only")]
            said = [self.announcer.say("rules-now", rules=self.rules.name)]
            if self.next_rules != self.rules:
                said.append(self.announcer.say("rules-next", rules=self.next_rules.name))
            return said
        wanted = rule_set_named(command.arg) or EASY
        if self.kind.has_rules and wanted == self.rules and self.next_rules == self.rules:
            return [self.announcer.say("rules-same", rules=wanted.name)]
        self.next_rules = wanted
        self._keep("rules", command.arg)
        return [self.announcer.say("rules-next", rules=wanted.name)]

    def _keep(self, name: str, value: str | bool) -> None:
        if self.speech_settings is not None:
            self.speech_settings.remember(name, value)

    def _errors(self, command: Command) -> Answer:
        if command.arg in ("on", "off"):
            self.announcer.error_help = command.arg == "on"
            self._keep("error_help", self.announcer.error_help)
        return [self.announcer.say("errors-on" if self.announcer.error_help else "errors-off")]

    def _lang(self, command: Command) -> Answer:
        if command.arg in ("en", "ar", "hr"):
            self.announcer.lang = command.arg
            self._keep("lang", command.arg)
        return [self.announcer.say("lang-set")]

    def _speech(self, command: Command) -> Answer:
        """Speech settings go to the speech layer, which keeps and saves them."""
        if self.speech_settings is None:
            return [self.announcer.say("speech-test-none")]
        name = "test" if command.name == "speech" and command.arg == "test" else command.name
        value = command.number if command.number is not None else command.arg
        answer = self.speech_settings.apply_setting(name, value)
        return [self.announcer.say(answer.msg_id, event="refused" if answer.refused else "info",
                                   **answer.args)]

    def _help(self, command: Command) -> Answer:
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
        return [self.announcer.say("help-unknown", event="refused", topic=_echo(topic))]

    # ----- helpers -------------------------------------------------------

    def _welcome(self) -> Announcement:
        if self.code is None:
            return self.announcer.say(f"{self._own}welcome-explicit", rules=self.rules.name)
        return self.announcer.say(f"{self._own}welcome", code=str(self.code),
                                  rules=self.rules.name)

    def _parse_refusal(self, error: ParseError) -> Announcement:
        if error.kind == "bad_card":
            return self.announcer.say("unknown-card", event="refused",
                                      text=_echo(error.detail or error.text))
        if error.nearest and error.kind in ("missing_argument", "bad_argument"):
            # The command was recognised; how to use it is the useful answer.
            return self.announcer.say(f"help-{error.nearest}", event="refused")
        if error.nearest:
            word = COMMANDS_BY_NAME[error.nearest].words[self.lang][0]
            return self.announcer.say("parse-nearest", event="refused", text=_echo(error.text),
                                      command=word)
        return self.announcer.say("parse-unknown", event="refused", text=_echo(error.text))

    def _remember(self, answer: Answer) -> Answer:
        if answer:
            self._last = answer
        return answer


SEARCH_SECONDS = 2.0
"""How long ``solve`` and ``hint`` may search before answering "could not decide"."""


def _verdict(solution: Solution[Any]) -> tuple[Verdict, int]:
    return solution.verdict, len(solution.moves)


ECHO_LIMIT = 40
"""At most this many characters of the player's input are said back."""


def _echo(text: str) -> str:
    """The player's input made safe to say back: printable, one line, short.

    Control characters (a pasted escape sequence) become spaces, and a long
    paste is cut, so a refusal stays one short sentence.
    """
    clean = " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())
    if len(clean) <= ECHO_LIMIT:
        return clean
    return clean[:ECHO_LIMIT - 1].rstrip() + "…"
