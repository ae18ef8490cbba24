"""The conversation: one player's session, from a line of input to the answers to say.

``Session`` is the core (``SessionBase``: the game, the questions, the bus,
the dispatch and ``repeat``) composed with its parts, each keeping its own
state (see the package docstring): it makes them, fills the command registry
(``handlers``) and the filters, and offers the parts' public surface the
terminal, the cli and the tests use (``start``, ``key``, ``hear``,
``listening``…). It knows no terminal: the REPL and script mode in ``cli``
print what it returns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path

from ..announcer import Announcer
from ..commands import (
    Command,
)
from ..deals import (
    Game,
    GameCode,
)
from ..kinds import KINDS, GameKind, kind_of_code
from ..languages import FALLBACK
from ..records import Records
from ..settings.keeper import Preferences
from ..values.cards import Card
from ..values.rules import RuleSet, rule_set
from .base import Answer, AnyGame, Ask, SessionBase, SpeechSettings
from .cursor import Cursor
from .dealing import Dealing, coded, random_code
from .handlers import command_handlers
from .hearing import Hearing
from .history import History
from .keys import Keys
from .play import Play
from .records_play import RecordsPlay
from .saving import Recorder, default_player
from .settings_commands import SettingsCommands
from .tutorial import Tutorial

__all__ = ["Session"]

class Session(SessionBase):
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
        super().__init__(Announcer(lang, error_help))
        self.finished = False
        self.records = records
        self.player = player or (records.player if records is not None else default_player())
        self.daily_date = None
        self.at_keyboard = resume_offer
        self.kind = kind or kind_of_code(code.game if code else game)
        self.rules = rules or (code.rule_set if code else rule_set(None))
        self.next_rules = self.rules
        if deal is not None:
            self.code = None
            self.cards = list(deal)
        else:
            self.code = coded(self.kind, self.rules, code or random_code(self.kind))
            self.cards = self.kind.deal(self.code.number)
        self.game: AnyGame = self.kind.new_game(self.cards, self.rules)
        self.speech_settings = speech_settings
        self.preferences = preferences or Preferences()
        self.heard = None
        # The parts, each with its own state; those that follow the game subscribe to
        # the bus in this order (history before the recorder), those that ask register
        # their questions.
        self.play = Play(self)
        self.dealing = Dealing(self)
        self.history = History(self)
        self.recorder = Recorder(self, self.history)
        self.records_play = RecordsPlay(self)
        self.settings = SettingsCommands(self)
        self.tutorial = Tutorial(self, self.dealing)
        self.hearing = Hearing(self)
        self.cursor = Cursor(self)
        self.keys = Keys(self, self.cursor)
        self.filters = (self.tutorial,)
        self.handlers = command_handlers(self)

    # ----- entry points --------------------------------------------------

    def start(self) -> Answer:
        """The opening: a welcome naming the game and its code, then the board (or first
        the offer to continue a saved game), then once the offer of the guided game."""
        return self.remember(self.tutorial.offered(self.recorder.opening()))

    def key(self, action: str) -> Answer:
        """Answer a key press (session/keys.py, ``Keys.key``)."""
        return self.keys.key(action)

    def end(self) -> Answer:
        """Leave at once (end of input): no question, just goodbye."""
        self.finished = True
        self.question = None
        return [self.announcer.conversation.goodbye()]

    def leave(self) -> Answer:
        """Ctrl+D at the keyboard: as ``quit``, which asks first with a game in
        progress; a second Ctrl+D, the question still open, leaves."""
        if self.question is not None and self.question.ask is Ask.QUIT:
            return self.end()
        self.question = None
        return self.remember(self.dealing.quit(Command("quit")))

    def cancel(self) -> Answer:
        """Drop a pending question (the player pressed Ctrl-C); say so if there was one."""
        question, self.question = self.question, None
        if question is None:
            return []
        return self.remember(self.questions.dropped(question))  # repeat must not re-ask

    # ----- the front-ends' and parts' public surface --------------------------

    def hear(self, text: str, *, certain: bool) -> Answer:
        """Answer what a recogniser heard (session/hearing.py, ``Hearing.hear``)."""
        return self.hearing.hear(text, certain=certain)

    @property
    def screen_reader(self) -> bool | Callable[[], bool] | None:
        """Whether a screen reader reads the answers, or a function that says it now
        (``Hearing.screen_reader``; the cli sets it)."""
        return self.hearing.screen_reader

    @screen_reader.setter
    def screen_reader(self, reader: bool | Callable[[], bool] | None) -> None:
        self.hearing.screen_reader = reader

    @property
    def microphone(self) -> bool:
        """Whether this run may open the microphone at all (``Hearing.microphone``)."""
        return self.hearing.microphone

    @microphone.setter
    def microphone(self, allowed: bool) -> None:
        self.hearing.microphone = allowed

    @property
    def deal_numbers(self) -> Callable[[int], int] | None:
        """Where ``new winnable`` draws deal numbers (``Dealing.deal_numbers``)."""
        return self.dealing.deal_numbers

    @deal_numbers.setter
    def deal_numbers(self, draw: Callable[[int], int] | None) -> None:
        self.dealing.deal_numbers = draw

    @property
    def winnable_attempts(self) -> int:
        """How many deals ``new winnable`` tries (``Dealing.winnable_attempts``)."""
        return self.dealing.winnable_attempts

    @winnable_attempts.setter
    def winnable_attempts(self, attempts: int) -> None:
        self.dealing.winnable_attempts = attempts

    @property
    def utc_today(self) -> Callable[[], date] | None:
        """Today's UTC date for ``new daily`` (``Dealing.utc_today``)."""
        return self.dealing.utc_today

    @utc_today.setter
    def utc_today(self, today: Callable[[], date] | None) -> None:
        self.dealing.utc_today = today

    @property
    def tutorial_step(self) -> int:
        """The guided game's current step, 1 to ``TUTORIAL_STEPS``; 0 when none runs."""
        return self.tutorial.tutorial_step

    @property
    def listen_mode(self) -> str:
        """The listening setting in force (``Hearing.listen_mode``); settable for this run."""
        return self.hearing.listen_mode

    @listen_mode.setter
    def listen_mode(self, mode: str) -> None:
        self.hearing.listen_mode = mode

    @property
    def listening(self) -> str:
        """How the terminal listens now: "off", "always" or "key" (``Hearing.listening``)."""
        return self.hearing.listening

    @property
    def voice_engine(self) -> str:
        """The recogniser to listen with (``Hearing.voice_engine``); settable for this run."""
        return self.hearing.voice_engine

    @voice_engine.setter
    def voice_engine(self, name: str) -> None:
        self.hearing.voice_engine = name

    @property
    def voice_model(self) -> Path | None:
        """The recogniser's model (``Hearing.voice_model``); settable for this run."""
        return self.hearing.voice_model

    @voice_model.setter
    def voice_model(self, path: Path | None) -> None:
        self.hearing.voice_model = path

    @property
    def voice_interrupt(self) -> bool:
        """Whether the player's speech cuts the game's voice off (``Hearing``)."""
        return self.hearing.voice_interrupt

    def listening_failed(self, problem: Exception) -> Answer:
        """The microphone or the recogniser failed (``Hearing.listening_failed``)."""
        return self.hearing.listening_failed(problem)

    def utterance_refused(self, kind: str) -> Answer:
        """One utterance too noisy to hear (``Hearing.utterance_refused``)."""
        return self.hearing.utterance_refused(kind)

    def listening_answer(self) -> Answer:
        """How the game listens now, as ``listen`` alone says it (``Hearing``)."""
        return self.hearing.listening_answer()

    def not_heard(self, *, silence: bool) -> Answer:
        """The one utterance asked for with F5 gave no command (``Hearing.not_heard``)."""
        return self.hearing.not_heard(silence=silence)
