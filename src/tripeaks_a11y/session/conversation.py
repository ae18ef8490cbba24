"""The conversation: one player's session, from a line of input to the answers to say.

``Session.handle`` parses a line, answers a pending question or routes the
command through the registry (bound once) to its handler, and keeps the
answer for ``repeat``. It knows no terminal: the REPL and script mode in
``cli`` print what it returns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from .. import targets
from ..announcer import Announcement, Announcer
from ..cards import Card
from ..commands import (
    MAX_LINE,
    Command,
    ParseError,
    RankTarget,
    parse,
    parse_card,
    suggested_word,
)
from ..commands.registry import registered_handlers  # [command table]
from ..commands.table import bind  # [command table]
from ..deals import (
    Game,
    GameCode,
)
from ..events import Event
from ..kinds import KINDS, GameKind, kind_of_code
from ..languages import FALLBACK
from ..preferences import Preferences
from ..records import Records
from ..rules import RuleSet, rule_set
from .base import Answer, AnyGame, Question, Refused, SpeechSettings
from .dealing import DealingMixin
from .hearing import HearingMixin
from .history import HistoryMixin
from .keys import KeysMixin
from .play import PlayMixin
from .preferences import PreferencesMixin
from .records_play import RecordsPlayMixin
from .saving import SavingMixin, default_player
from .tutorial import TutorialMixin

__all__ = ["MAX_WORDS", "Session"]

MAX_WORDS = 64
"""A line of more words than this is not read as a command (the longest has about 12)."""


class Session(TutorialMixin, HearingMixin, RecordsPlayMixin, SavingMixin, PlayMixin,
              HistoryMixin, DealingMixin, PreferencesMixin, KeysMixin):
    """One player's session: a game in progress plus settings.

    ``deal`` (52 cards in deal order) starts an explicit deal of ``game``
    with no code; otherwise ``code`` (a TriPeaks or Pyramid GameCode) or a
    random numbered deal of ``game`` is dealt. ``rules`` overrides a TriPeaks
    code's rules letter (``--rules``). ``kind`` plays a game kind given as a
    row (a registered ``kinds.GameKind``, a test's toy game) instead of the
    kind of ``game`` or ``code``. ``speech_settings`` (the speech controller)
    applies the speech settings; ``preferences`` keeps the game settings the
    player changes (without it, for this session only). ``records`` is the
    records store of the run (None: no records), where ``player``'s games
    are saved after every action (session/saving.py); with ``resume_offer``
    the opening first offers to continue the player's latest unfinished
    game. ``finished`` turns True once the player has quit.
    """

    def __init__(
        self,
        *,
        lang: str = FALLBACK,
        code: GameCode | None = None,
        deal: Sequence[Card] | None = None,
        rules: RuleSet | None = None,
        error_help: bool = True,
        game: Game = KINDS[0].game,
        kind: GameKind | None = None,
        speech_settings: SpeechSettings | None = None,
        preferences: Preferences | None = None,
        records: Records | None = None,
        player: str | None = None,
        resume_offer: bool = False,
    ) -> None:
        self.announcer = Announcer(lang, error_help)
        self.finished = False
        self.records = records
        self.player = player or (records.player if records is not None else default_player())
        self.daily_date: str | None = None
        self._resume_offer = resume_offer
        self._question: Question | None = None
        self._last: Answer = []
        self.kind: GameKind = kind or kind_of_code(code.game if code else game)
        self.rules = rules or (code.rule_set if code else rule_set(None))
        self.next_rules = self.rules
        if deal is not None:
            self.code: GameCode | None = None
            self._deal = list(deal)
        else:
            self.code = self._coded(code or self._random_code(self.kind))
            self._deal = self.kind.deal(self.code.number)
        self.game: AnyGame = self._fresh_game()
        self.speech_settings = speech_settings
        self.preferences = preferences or Preferences()
        self._registry = self._handlers()
        self.heard: str | None = None
        """The name of the last command handled (None for a line that was not one)."""

    # ----- entry points --------------------------------------------------

    def start(self) -> Answer:
        """The opening: a welcome naming the game and its code, then the board."""
        return self._remember(self._opening())

    def handle(self, line: str) -> Answer:
        """Answer one line of input (typed or dictated) with announcements.

        Never raises for bad input: a line that does not parse, a refused move
        or a broken game code gets a refusal and the game state is unchanged.
        Blank lines get no answer. ``heard`` is set to the command's name.
        """
        self.heard = None
        if not line.strip():
            return []
        if len(line) <= MAX_LINE and len(line.split(maxsplit=MAX_WORDS)) > MAX_WORDS:
            # No command has that many words (the longest has about 12): not read.
            return self._remember([self.announcer.conversation.not_understood(line)])
        chosen = self._choice(line) if len(line) <= MAX_LINE else None  # parse refuses it
        if chosen is not None:
            self._question = None
            return self._remember(self._move(lambda: self._play_card(chosen)))
        try:
            command = parse(line, lang=self.lang)
        except ParseError as error:
            return self._remember([self._parse_refusal(error)])
        return self.command(command)

    def command(self, command: Command) -> Answer:
        """Answer one parsed command, as ``handle`` answers a line that parses to it.

        The entry point of what is not typed as text: the keys (session/keys.py)
        make their commands and hand them here, so that a key press and its typed
        command are one path (questions, records, the tutorial). Never raises for
        a refused move or target. ``heard`` is set to the command's name.
        """
        self.heard = command.name
        if command.name == "repeat":
            if not self._last:
                return [self.announcer.conversation.nothing_to_repeat()]
            return list(self._last)
        if command.name == "stop":
            return []  # silencing is the speech layer's job; nothing to say
        try:
            return self._remember(self._dispatch(command))
        except Refused as refused:
            return self._remember([refused.answer])
        except targets.TargetError as problem:
            return self._remember([self.announcer.refusals.target(problem, self.game)])

    def end(self) -> Answer:
        """Leave at once (end of input): no question, just goodbye."""
        self.finished = True
        self._question = None
        return [self.announcer.conversation.goodbye()]

    def leave(self) -> Answer:
        """Ctrl+D at the keyboard: as ``quit``, which asks first with a game in
        progress; a second Ctrl+D, the question still open, leaves."""
        if self._question is not None and self._question.kind == "quit":
            return self.end()
        self._question = None
        return self._remember(self._quit(Command("quit")))

    def cancel(self) -> Answer:
        """Drop a pending question (the player pressed Ctrl-C); say so if there was one."""
        question, self._question = self._question, None
        if question is None:
            return []
        return self._remember(self._dropped(question))  # repeat must not re-ask

    # ----- dispatch ------------------------------------------------------

    def _dispatch(self, command: Command) -> Answer:
        # The guided game (session/tutorial.py) sees every command: a wrong try is
        # explained and not played, and each step's answer gets the next step.
        guided = self._guide_before(command)
        if guided is not None:
            return guided
        return self._guide_after(command, self._answer_command(command))

    def _answer_command(self, command: Command) -> Answer:
        question, self._question = self._question, None
        if question is not None:
            if command.name in ("yes", "no") and question.kind != "choose":
                if command.name == "no":
                    return self._declined(question)
                return self._confirmed(question)
            if question.kind == "choose" and command.name == "play" and isinstance(
                command.target, RankTarget
            ):
                self._question = question  # a rank again does not answer "which one"
        if command.name in ("yes", "no"):
            return [self.announcer.conversation.nothing_to_confirm()]
        handler = self._registry.get(command.name)
        if handler is None:  # a grammar word the session does not serve
            return [self.announcer.conversation.not_understood(command.name)]
        answer = handler(command)
        if question is not None and question.kind != "choose":
            # Another command drops a yes/no question; say so, or a later "yes" surprises.
            answer = [*self._dropped(question), *answer]
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
        """The command registry, bound once: each command name to its handler.

        [command table] The handlers are named here; ``commands.table.bind`` binds
        each row to its ``handler_name`` (``remove`` to ``play``, ``rate`` to
        ``speech``) and raises ValueError when a row has no handler here
        (``table.CORE`` aside) or a handler serves no row.
        """
        handlers: dict[str, Callable[[Command], Answer]] = {
            "board": lambda _c: [self.announcer.board.layout(self.game)],
            "row": self._row,
            "waste": lambda _c: [self.announcer.board.waste(self.game)],
            "moves": lambda _c: [self.announcer.board.moves(self.game)],
            "play": self._play,
            "pair": self._pair,
            "look": self._look,
            "draw": lambda _c: self._move(self.game.draw),
            "undo": lambda _c: self._move(self.game.undo),
            "redo": self._redo,
            "last": self._recent,
            "score": lambda _c: [self.announcer.board.score(self.game)],
            "hint": self._hint,
            "peek": self._peek,
            "odds": self._odds,
            "solve": self._solve,
            "chain": self._chain,
            "faq": self._faq,
            "stats": self._stats,
            "records": self._records,
            "player": self._player,
            "new": self._new,
            "game": self._game,
            "restart": self._restart,
            "code": lambda _c: [self._code()],
            "rules": self._rules,
            "errors": self._errors,
            "lang": self._lang,
            # "help keys": its help line, then the key list itself, as "keys" says it.
            "help": lambda c: [*self._help(c), *self._keys(c)] if c.arg == "keys"
            else self._help(c),
            "keys": self._keys,
            "listen": self._listen,
            "voice": self._voice,
            "quit": self._quit,
            "tutorial": self._tutorial,
            "speech": self._speech,
        }
        # [command table] a command added by commands.registry, bound by its row's name.
        handlers.update({name: partial(handler, self)
                         for name, handler in registered_handlers().items()})
        return bind(handlers)

    def _parse_refusal(self, error: ParseError) -> Announcement:
        """Why the line did not parse; the nearest command is named by its first word."""
        word = suggested_word(error.nearest, error.nearest_rank, self.lang)
        return self.announcer.conversation.parse_problem(error, word)
