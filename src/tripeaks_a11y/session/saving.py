"""Saving: every game recorded in the records store, saved after every action, and resumed.

``SavingMixin`` follows the game being played (``SessionBase._moved``) and
keeps its row in the store (``records.Records``): the row is added at the
game's first action and saved after every one, so a killed program loses
nothing; a win or a block finishes it (``_game_ended`` is the hook for
what is said then); a new deal, a restart or another game leaves it
abandoned; ``quit``, Ctrl+D, the end of input or a signal leave it
unfinished, and the next start at the keyboard offers to continue it.

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
from collections.abc import Callable, Sequence
from typing import cast

from ..cards import CardCodeError, parse_card_list
from ..commands import Command
from ..deals import DealCodeError
from ..events import WASTE, Drawn, Event, KingRemoved, MoveError, Paired, Removed, Undone
from ..games.tripeaks import Status
from ..kinds import GameKind, OneCardGame, SourceGame, kind_named, parse_code
from ..records import GameInfo, Progress, Records, SavedGame
from ..rules import RULE_SETS, Rules, RuleSet, rule_set
from .base import Answer, AnyGame, Question, SessionBase

__all__ = ["SavingMixin", "action_string", "default_player", "game_info_of"]

DEFAULT_PLAYER = "player"
"""The player's name when the system has none to give."""


def default_player() -> str:
    """The OS user's login name (``getpass.getuser``), else ``DEFAULT_PLAYER``."""
    try:
        name = getpass.getuser()
    except (OSError, KeyError, ImportError):
        return DEFAULT_PLAYER
    return name.strip() or DEFAULT_PLAYER


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


class SavingMixin(SessionBase):
    """The game's row in the records store: added, saved after each action, ended, resumed."""

    records: Records | None = None
    player: str = DEFAULT_PLAYER
    daily_date: str | None = None
    _resume_offer: bool = False
    _record_id: int | None = None
    _record_game: AnyGame | None = None
    _record_actions: list[str]
    _undos: int = 0
    _hints: int = 0
    _played: float = 0.0
    _clock: float | None = None
    _started: float = 0.0
    _replaying: bool = False
    _ending: Answer

    # ----- the hooks of the other steps -------------------------------------

    def _fresh_game(self) -> AnyGame:
        """A new engine: the game left (a new deal, a restart, another game) is abandoned."""
        self._leave_record(abandon=True)
        game: AnyGame = super()._fresh_game()  # type: ignore[misc]
        return game

    def _moved(self, events: Sequence[Event]) -> None:
        super()._moved(events)
        action = "redo" if getattr(self, "_redoing", False) else (
            action_string(events[0]) if events else None)
        if action is None:
            return
        self._follow()
        if action == "undo":
            self._undos += 1
        self._record_actions.append(action)
        if self._replaying:
            return
        self._save(events)

    def _move(self, action: Callable[[], Sequence[Event]]) -> Answer:
        self._ending = []
        answer = super()._move(action)
        ending, self._ending = self._ending, []
        return [*answer, *ending, *self._notices()]

    def _hint(self, command: Command) -> Answer:
        answer: Answer = super()._hint(command)  # type: ignore[misc]
        return self._hint_counted(answer)

    def _peek(self, command: Command) -> Answer:
        # ``hint peek`` is a hint too (issue 18): counted and saved as ``hint``.
        answer: Answer = super()._peek(command)  # type: ignore[misc]
        return self._hint_counted(answer)

    def _hint_counted(self, answer: Answer) -> Answer:
        """A hint given (``hint`` or ``hint peek``): counted, kept in the row's actions."""
        self._follow()
        self._hints += 1
        self._record_actions.append("hint")
        if self._record_id is not None and self.records is not None:
            self.records.save(self._record_id, self._progress())
        return [*answer, *self._notices()]

    # ----- the row ---------------------------------------------------------------

    def _follow(self) -> None:
        """Start following the game being played when it is not the one followed."""
        if self._record_game is self.game:
            return
        self._record_game = self.game
        self._record_id = None
        self._record_actions = []
        if self.code is None:
            self._record_actions.append("deal " + " ".join(card.code for card in self._deal))
        self._undos = self._hints = 0
        self._played, self._clock = 0.0, None

    def _progress(self) -> Progress:
        played = self._played + (time.monotonic() - self._clock if self._clock else 0.0)
        return Progress(cards_left=self.game.cards_left, moves=self.game.moves,
                        score=self.game.score, undos=self._undos, hints=self._hints,
                        seconds=round(played, 3), actions=tuple(self._record_actions))

    def _save(self, events: Sequence[Event]) -> None:
        records = self.records
        if records is None:
            return
        if self._record_id is None:
            self._started, self._clock = time.time(), time.monotonic()
            self._record_id = records.start(game_info_of(self, self.player, self._started),
                                            self._progress())
            if self._record_id is None or not self.game.is_over:
                return
        elif isinstance(events[0], Undone) and self.game.status is Status.PLAYING:
            records.reopen(self._record_id)  # an undo after the end: the game goes on
        if self.game.is_over:
            # The result is the status's name: "won" or "blocked" (records.store.RESULTS).
            records.finish(self._record_id, self.game.status.value, self._progress())
            if records.on:
                self._ending = [*getattr(self, "_ending", []), *self._game_ended(self._record_id)]
        else:
            records.save(self._record_id, self._progress())

    def _leave_record(self, *, abandon: bool) -> None:
        """Stop following the game; ``abandon``: its row, if unfinished, becomes abandoned."""
        if abandon and self._record_id is not None and self.records is not None \
                and self._record_game is self.game and not self._replaying:
            self.records.abandon(self._record_id, self._progress())
        self._record_game = None
        self._record_id = None

    def _notices(self) -> Answer:
        if self.records is None:
            return []
        return [self.announcer.saving.records_notice(notice)
                for notice in self.records.take_notices()]

    # ----- the opening and its question ----------------------------------------------

    def _opening(self) -> Answer:
        """The welcome and the board, or first the offer to continue an unfinished game."""
        if self._resume_offer and self.records is not None:
            self._resume_offer = False
            for saved in self.records.unfinished(self.player):
                if self._resumable(saved) is not None:
                    self._question = Question("resume", saved=saved)
                    return [*self._notices(),
                            self.announcer.saving.resume_offer(
                                saved.info.code, saved.progress.moves, saved.progress.score)]
        return [*super()._opening(), *self._notices()]

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

    def _confirmed(self, question: Question) -> Answer:
        if question.kind != "resume" or question.saved is None:
            return cast(Answer, super()._confirmed(question))  # type: ignore[misc]
        return self._resume(question.saved)

    def _declined(self, question: Question) -> Answer:
        if question.kind == "resume" and question.saved is not None and self.records is not None:
            self.records.abandon(question.saved.id)
            return [*super()._opening(), *self._notices()]
        return super()._declined(question)

    def _dropped(self, question: Question) -> Answer:
        if question.kind == "resume":  # the old game stays saved; this deal goes on
            return [self.announcer.answers.welcome(self.kind, self.code, self.rules)]
        return super()._dropped(question)

    def _resume(self, saved: SavedGame) -> Answer:
        """Deal the saved game again and replay its actions; then say where it stands."""
        found = self._resumable(saved)
        if found is None:
            return super()._opening()
        kind, rules = found
        actions = list(saved.progress.actions)
        self.kind, self.rules, self.next_rules = kind, rules, rules
        if saved.info.code is not None:
            self.code = parse_code(saved.info.code)
            self._deal = kind.deal(self.code.number)
        else:
            try:
                self.code, self._deal = None, parse_card_list(actions.pop(0)[len("deal "):])
            except CardCodeError:
                return super()._opening()
        self.daily_date = saved.info.daily
        self._replaying = True
        try:
            self._record_game = None
            self.game = self._fresh_game()
            self._follow()
            for action in actions:
                if not self._replay(action):
                    break
        finally:
            self._replaying = False
        self._record_id = saved.id
        self._started = saved.info.started
        self._played, self._clock = saved.progress.seconds, time.monotonic()
        if self.records is not None:
            if self.game.is_over:  # ended in the moment the program was killed
                self.records.finish(saved.id, self.game.status.value, self._progress())
            else:
                self.records.save(saved.id, self._progress())
        return [self.announcer.saving.resumed(self.kind, self.code, self.rules),
                self.announcer.board.layout(self.game), *self._notices()]

    def _replay(self, action: str) -> bool:
        """Play one saved action again through the session's steps; False when it cannot be."""
        word, *rest = action.split()
        if word == "hint":
            self._hints += 1
            self._record_actions.append("hint")
            return True
        if word == "redo":
            before = len(self._record_actions)
            self._redo(Command("redo"))  # type: ignore[attr-defined]
            return len(self._record_actions) > before
        try:
            sources = [WASTE if item == "waste" else int(item) for item in rest]
            step = self._engine_step(word, sources)
            if step is None:
                return False
            events = step()
        except (MoveError, ValueError, IndexError):
            return False
        self._moved(events)
        return True

    def _engine_step(self, word: str, sources: list[int]) -> Callable[[], Sequence[Event]] | None:
        game = self.game
        if word == "draw" and not sources:
            return game.draw
        if word == "undo" and not sources:
            return game.undo
        if word == "play" and len(sources) == 1 and not self.kind.pairs:
            return lambda: cast(OneCardGame, game).play_position(sources[0])
        if word == "pair" and len(sources) == 2 and self.kind.pairs:
            return lambda: cast(SourceGame, game).pair_sources(sources[0], sources[1])
        if word == "remove" and len(sources) == 1 and self.kind.pairs:
            return lambda: cast(SourceGame, game).remove_source(sources[0])
        return None
