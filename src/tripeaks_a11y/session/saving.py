"""Saving: every game recorded in the records store, saved after every action, and resumed.

``Recorder`` follows the game being played (it subscribes to the session's
bus: ``Moved``, ``HintGiven``, ``Replacing``) and keeps its row in the store
(``records.Records``): the row is added at the game's first action and saved
after every one, so a killed program loses nothing; a win or a block
finishes it (it publishes ``GameEnded``, to which what is said then
answers), and a win once reached is kept: an undo after a win plays on but
leaves the row won, so leaving the game then records the win (only another
win changes it); a new deal, a restart or another game leaves it abandoned;
``quit``, Ctrl+D, the end of input or a signal leave it unfinished, and the
next start at the keyboard offers to continue it. A game being played is
claimed (``Records.claim``: its row added, or offered and continued) until
it is left, so another game started meanwhile on the same records neither
offers nor continues it: it says once that the game is open elsewhere
(issue 32), and no answered move of either is lost.

The row's ``actions`` replay the game exactly, each a string: ``play P``
(a TriPeaks tableau position), ``draw``, ``pair A B`` and ``remove A`` (Pyramid
sources; ``waste`` for the waste top), ``undo``, ``redo``, ``hint`` (``hint`` or
``hint peek``: counted, changes nothing), and first ``deal C1 … C52`` for a game dealt from a card
list (``--deal``), which has no code. Replaying them through the session's
own steps (``redo`` included) rebuilds the engine, the redo stack and the
counters as they were.
"""

from __future__ import annotations

import getpass
import time
import unicodedata
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from ..commands import Command
from ..deals import DealCodeError
from ..games.tripeaks import Status
from ..kinds import GameKind, OneCardGame, SourceGame, kind_named, parse_code
from ..records import GameInfo, Progress, SavedGame
from ..values.cards import CardCodeError, parse_card_list
from ..values.events import WASTE, Drawn, Event, KingRemoved, MoveError, Paired, Removed, Undone
from ..values.rules import RULE_SETS, Rules, RuleSet, rule_set
from .base import Answer
from .bus import GameEnded, Happening, HintGiven, Moved, Replacing
from .questions import Ask, Question, Replies

if TYPE_CHECKING:
    from .base import SessionBase
    from .history import History

__all__ = ["Recorder", "action_string", "default_player", "game_info_of"]

DEFAULT_PLAYER = "player"
"""The player's name when the system has none to give."""
MAX_NAME = 40
"""The longest player's name, in characters (``records_play.player_name`` reads it)."""


def default_player() -> str:
    """The OS user's login name (``getpass.getuser``: ``$LOGNAME``, ``$USER``… first), without
    control, format (zero-width, direction overrides) or separator characters and cut to
    ``MAX_NAME`` characters (issue 32); else ``DEFAULT_PLAYER``."""
    try:
        name = getpass.getuser()
    except (OSError, KeyError, ImportError):
        return DEFAULT_PLAYER
    kept = "".join(ch for ch in name if unicodedata.category(ch)[0] not in "CZ" or ch == " ")
    return " ".join(kept.split())[:MAX_NAME].strip() or DEFAULT_PLAYER


def _source(source: int) -> str:
    return "waste" if source == WASTE else str(source)


def action_string(event: Event) -> str | None:
    """The action string of the first event of a move (None for an event that is no action)."""
    if isinstance(event, Drawn):
        return "draw"
    if isinstance(event, Undone):
        return "undo"
    if isinstance(event, Removed):
        return f"play {event.position}"
    if isinstance(event, Paired):
        return f"pair {_source(event.positions[0])} {_source(event.positions[1])}"
    if isinstance(event, KingRemoved):
        return f"remove {_source(event.position)}"
    return None


def _scoring(kind: GameKind, rules: RuleSet) -> str:
    """The scoring rule's name: the kind's, and the score table when a variant changes it."""
    if not kind.has_rules:
        return kind.name
    if rules.traditional_scoring:  # runs, draws and peaks (docs/rules.md "Variants")
        return f"{kind.name}:traditional"
    base = RULE_SETS[Rules.EASY]
    table = (rules.start_score, rules.removal_points, rules.draw_points, rules.peak_bonus)
    if table == (base.start_score, base.removal_points, base.draw_points, base.peak_bonus):
        return kind.name
    return f"{kind.name}:" + "/".join(str(value) for value in table)


def game_info_of(session: SessionBase, player: str, started: float) -> GameInfo:
    """What the session's game is, as the store keeps it (``records.GameInfo``)."""
    code = session.code
    return GameInfo(
        player=player, kind=session.kind.name,
        rules=session.rules.name.word if session.kind.has_rules else session.kind.name,
        variants=session.rules.variants if session.kind.has_rules else "",
        scoring=_scoring(session.kind, session.rules),
        deal=None if code is None else code.number, code=None if code is None else str(code),
        daily=session.daily_date, started=started)


class Recorder:
    """The game's row in the records store: added, saved after each action, ended, resumed.

    ``history`` is the session's ``redo`` (a saved ``redo`` is replayed through it).
    """

    def __init__(self, session: SessionBase, history: History) -> None:
        self.session = session
        self._history = history
        self._offer = session.at_keyboard  # the opening's offer, made once
        self._record_id: int | None = None
        self._record_game: object | None = None
        self._record_actions: list[str] = []
        self._undos = 0
        self._hints = 0
        self._played = 0.0
        self._clock: float | None = None
        self._started = 0.0
        self._replaying = False
        self._ending: Answer = []
        session.bus.subscribe(self._heard)
        session.questions.register(Ask.RESUME, Replies(
            on_yes=self._resume_yes, on_no=self._resume_no,
            on_dropped=self._resume_dropped))

    # ----- what happened -------------------------------------------------

    def _heard(self, happening: Happening) -> Answer:
        if isinstance(happening, Moved):
            return self._moved(happening)
        if isinstance(happening, HintGiven):
            return self._hint_counted()
        if isinstance(happening, Replacing):  # the game left is abandoned
            self._leave_record(abandon=True)
        return []

    def _moved(self, moved: Moved) -> Answer:
        """Follow a move: its action kept and the row saved; then what is said after it
        (what follows the game's end, the store's notices)."""
        events = moved.events
        action = "redo" if moved.redo else (action_string(events[0]) if events else None)
        if self._replaying:
            if action is not None:
                self._follow()
                if action == "undo":
                    self._undos += 1
                self._record_actions.append(action)
            return []
        self._ending = []
        if action is not None:
            self._follow()
            if action == "undo":
                self._undos += 1
            self._record_actions.append(action)
            self._save(events)
        ending, self._ending = self._ending, []
        return [*ending, *self._notices()]

    def _hint_counted(self) -> Answer:
        """A hint given (``hint`` or ``hint peek``): counted, kept in the row's actions."""
        self._follow()
        self._hints += 1
        self._record_actions.append("hint")
        records = self.session.records
        if self._record_id is not None and records is not None:
            records.save(self._record_id, self._progress())
        return self._notices()

    # ----- the row ---------------------------------------------------------------

    def _follow(self) -> None:
        """Start following the game being played when it is not the one followed."""
        s = self.session
        if self._record_game is s.game:
            return
        self._record_game = s.game
        self._record_id = None
        self._record_actions = []
        if s.code is None:
            self._record_actions.append("deal " + " ".join(card.code for card in s.cards))
        self._undos = self._hints = 0
        self._played, self._clock = 0.0, None

    def _progress(self) -> Progress:
        game = self.session.game
        played = self._played + (time.monotonic() - self._clock if self._clock else 0.0)
        return Progress(cards_left=game.cards_left, moves=game.moves,
                        score=game.score, undos=self._undos, hints=self._hints,
                        seconds=round(played, 3), actions=tuple(self._record_actions))

    def _save(self, events: Sequence[Event]) -> None:
        s = self.session
        records = s.records
        if records is None:
            return
        if self._record_id is None:
            if self._clock is None:  # kept from the first move when the row could not be added
                self._started, self._clock = time.time(), time.monotonic()
            self._record_id = records.start(game_info_of(s, s.player, self._started),
                                            self._progress())
            if self._record_id is None or not s.game.is_over:
                return
        elif isinstance(events[0], Undone) and s.game.status is Status.PLAYING:
            records.reopen(self._record_id)  # an undo after a block: the game goes on
        if s.game.is_over:
            # The result is the status's name: "won" or "blocked" (records.store.RESULTS).
            records.finish(self._record_id, s.game.status.value, self._progress())
            if records.on:
                self._ending = [*self._ending, *s.bus.publish(GameEnded(self._record_id))]
        else:
            records.save(self._record_id, self._progress())

    def _leave_record(self, *, abandon: bool) -> None:
        """Stop following the game; ``abandon``: its row, if unfinished, becomes abandoned."""
        s = self.session
        if abandon and self._record_id is not None and s.records is not None \
                and self._record_game is s.game and not self._replaying:
            s.records.abandon(self._record_id, self._progress())
        if self._record_id is not None and s.records is not None and not self._replaying:
            s.records.release(self._record_id)  # no longer played here
        self._record_game = None
        self._record_id = None

    def _notices(self) -> Answer:
        records = self.session.records
        if records is None:
            return []
        return [self.session.announcer.saving.records_notice(notice)
                for notice in records.take_notices()]

    # ----- the opening and its question ----------------------------------------------

    def opening(self) -> Answer:
        """The welcome and the board, or first the offer to continue an unfinished game."""
        s = self.session
        elsewhere: Answer = []
        if self._offer and s.records is not None:
            self._offer = False
            for saved in s.records.unfinished(s.player):
                if self._resumable(saved) is None:
                    continue
                if not s.records.claim(saved.id):  # another running game plays it
                    elsewhere = [s.announcer.saving.open_elsewhere()]
                    continue
                offer = s.announcer.saving.resume_offer(
                    saved.info.code, saved.progress.moves, saved.progress.score)
                return [*self._notices(), s.ask(Question(Ask.RESUME, saved=saved), offer)]
        return [*s.welcome_board(), *elsewhere, *self._notices()]

    def _resumable(self, saved: SavedGame) -> tuple[GameKind, RuleSet] | None:
        """The saved game's kind and rules when this program can deal it again, else None."""
        kind = kind_named(saved.info.kind)
        if kind is None:
            return None
        try:
            if saved.info.code is not None:
                code = parse_code(saved.info.code)
                rules = code.rule_set if kind.has_rules else rule_set(None)
                return kind, rules
            if not saved.progress.actions or not saved.progress.actions[0].startswith("deal "):
                return None
            rules = rule_set(Rules[saved.info.rules.upper()], saved.info.variants) \
                if kind.has_rules else rule_set(None)
        except (DealCodeError, KeyError, ValueError):
            return None
        return kind, rules

    def _resume_yes(self, question: Question) -> Answer:
        if question.saved is None:
            return self.session.welcome_board()
        return self._resume(question.saved)

    def _resume_dropped(self, question: Question) -> Answer:
        """Another command: the saved game waits (for this or another running game)."""
        s = self.session
        if question.saved is not None and s.records is not None:
            s.records.release(question.saved.id)
        return [s.announcer.answers.welcome(s.kind, s.code, s.rules)]  # this deal goes on

    def _resume_no(self, question: Question) -> Answer:
        s = self.session
        if question.saved is not None and s.records is not None:
            s.records.abandon(question.saved.id)
            s.records.release(question.saved.id)
            return [*s.welcome_board(), *self._notices()]
        return [s.announcer.conversation.cancelled()]

    def _resume(self, saved: SavedGame) -> Answer:
        """Deal the saved game again and replay its actions; then say where it stands."""
        s = self.session
        found = self._resumable(saved)
        if found is None:
            if s.records is not None:
                s.records.release(saved.id)
            return s.welcome_board()
        kind, rules = found
        actions = list(saved.progress.actions)
        s.kind, s.rules, s.next_rules = kind, rules, rules
        if saved.info.code is not None:
            s.code = parse_code(saved.info.code)
            s.cards = kind.deal(s.code.number)
        else:
            try:
                s.code, s.cards = None, parse_card_list(actions.pop(0)[len("deal "):])
            except CardCodeError:
                return s.welcome_board()
        s.daily_date = saved.info.daily
        self._replaying = True
        try:
            self._record_game = None
            s.game = s.fresh_game()
            self._follow()
            for action in actions:
                if not self._replay(action):
                    break
        finally:
            self._replaying = False
        self._record_id = saved.id
        self._started = saved.info.started
        self._played, self._clock = saved.progress.seconds, time.monotonic()
        if s.records is not None:
            if s.game.is_over:  # ended in the moment the program was killed
                s.records.finish(saved.id, s.game.status.value, self._progress())
            else:
                s.records.save(saved.id, self._progress())
        return [s.announcer.saving.resumed(s.kind, s.code, s.rules),
                s.announcer.board.layout(s.game), *self._notices()]

    def _replay(self, action: str) -> bool:
        """Play one saved action again through the session's steps; False when it cannot be."""
        word, *rest = action.split()
        if word == "hint":
            self._hints += 1
            self._record_actions.append("hint")
            return True
        if word == "redo":
            before = len(self._record_actions)
            self._history.redo(Command("redo"))
            return len(self._record_actions) > before
        try:
            sources = [WASTE if item == "waste" else int(item) for item in rest]
            step = self._engine_step(word, sources)
            if step is None:
                return False
            events = step()
        except (MoveError, ValueError, IndexError):
            return False
        self.session.bus.publish(Moved(events))
        return True

    def _engine_step(self, word: str, sources: list[int]) -> Callable[[], Sequence[Event]] | None:
        game, kind = self.session.game, self.session.kind
        if word == "draw" and not sources:
            return game.draw
        if word == "undo" and not sources:
            return game.undo
        if word == "play" and len(sources) == 1 and not kind.pairs:
            return lambda: cast(OneCardGame, game).play_position(sources[0])
        if word == "pair" and len(sources) == 2 and kind.pairs:
            return lambda: cast(SourceGame, game).pair_sources(sources[0], sources[1])
        if word == "remove" and len(sources) == 1 and kind.pairs:
            return lambda: cast(SourceGame, game).remove_source(sources[0])
        return None
