"""What every part of the session shares: its state, questions, refusals and answers.

``SessionBase`` declares the session's state (the game and its kind, rules,
code, deal, a pending question, the last answer) and the few steps every
handler uses: run a move and word its events, keep an answer for ``repeat``.
The session picks no message id: every answer is a method of an ``Announcer`` word-object
named for what happened, given the facts. The handlers live in ``play``, ``dealing`` and
``preferences``; ``conversation`` joins them into ``Session``. A search that
changes nothing runs through ``_searched``: Ctrl+C may stop it, the runaway
guard (``search_seconds``) stops it only as a whole, and when its budget is
expected to take long with the core in use the working line goes to
``notify`` first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from ..announcer import Announcement, Announcer
from ..cards import Card
from ..commands import Command
from ..deals import GameCode
from ..events import Event, MoveError
from ..games import AnyGame
from ..games.tripeaks import Status
from ..kinds import GameKind
from ..preferences import Preferences
from ..records import Records, SavedGame
from ..rules import RuleSet
from ..solver import RUNAWAY_SECONDS, Runaway, Solution, Verdict, expected_long

T = TypeVar("T")

__all__ = ["SEARCH_SECONDS", "Answer", "AnyGame", "Notify", "Question",
           "Refused", "SessionBase", "SpeechSettings", "verdict_of"]

Answer = list[Announcement]


@dataclass(frozen=True)
class Question:
    """A yes/no question or a choice waiting for the player's answer."""

    kind: str  # "new", "game", "restart", "quit", "choose", "resume" or "heard"
    code: GameCode | None = None
    game: GameKind | None = None
    choices: tuple[Card, ...] = ()
    saved: SavedGame | None = None  # "resume": the unfinished game offered (session/saving.py)
    command: Command | None = None  # "heard": the command heard, asked first (hearing.py)
    rules: RuleSet | None = None  # "new": rules named with it ("new empty waste"), if any


class Refused(Exception):
    """A command that cannot be carried out; ``answer`` says why."""

    def __init__(self, answer: Announcement) -> None:
        super().__init__(answer.text)
        self.answer = answer


class SpeechSettings(Protocol):
    """What the speech layer offers the session: change one setting, get the answer.

    ``apply_setting(name, value)`` returns what the setting now is
    (``preferences.SettingAnswer``: the setting, its value, refused or not),
    which ``Announcer.answers.setting`` words.
    """

    def apply_setting(self, name: str, value: str | int | None = None) -> Any: ...


SEARCH_SECONDS = RUNAWAY_SECONDS
"""The wall-clock guard of ``solve``, ``hint``, ``hint peek``, ``odds`` and ``new winnable``,
against a runaway only (``SessionBase.search_seconds``).

Their searches are bounded by nodes and samples (``solver.PLAY_NODE_LIMIT``,
``solver.SAMPLE_NODE_LIMIT``, in the kinds' rows), so that the same position
always gets the same answer; the guard only stops a whole answer.
"""

Notify = Callable[[Announcement], None]
"""Where a line said before an answer goes, at once (``SessionBase.notify``)."""


class SessionBase:
    """The session's state and shared steps (see ``Session`` for the constructor)."""

    announcer: Announcer
    finished: bool
    kind: GameKind
    rules: RuleSet
    next_rules: RuleSet
    code: GameCode | None
    game: AnyGame
    speech_settings: SpeechSettings | None
    preferences: Preferences
    records: Records | None
    """The records store of this run (None: no records; session/saving.py)."""
    player: str
    """The player's name in the records store (``--player``)."""
    daily_date: str | None
    """'YYYY-MM-DD' (UTC) while the deal of the day is played, else None (kept in its row)."""
    listen_key: bool = True
    """Whether the terminal delivers single keys: F5, the one-utterance key, and the
    rest of ``keymap.KEYS`` (the cli sets False for a plain terminal and a script:
    there "key" cannot listen, "on" is "always", and ``keys`` says to type instead)."""
    searching: bool = False
    """True while a search that changes nothing runs (``new winnable``, ``solve``, ``hint``,
    ``hint peek``, ``odds``; ``_searched``): Ctrl+C may stop it."""
    notify: Notify | None = None
    """Where the working line goes before a search expected to take long (``_searched``):
    the terminal prints and speaks it at once (``terminal.Output``); None (a caller that
    only collects answers): it is not said. It is never part of an answer (``repeat``)."""
    search_seconds: float = SEARCH_SECONDS
    """The runaway guard of each searching answer, in seconds (``SEARCH_SECONDS``)."""
    _deal: list[Card]
    _question: Question | None
    _last: Answer

    @property
    def in_progress(self) -> bool:
        """True when a game has had moves and is not over: leaving it loses something."""
        return self.game.moves > 0 and self.game.status is Status.PLAYING

    @property
    def lang(self) -> str:
        """The interface language code, one of ``languages.LANGUAGES``."""
        return self.announcer.lang

    def _searched(self, search: Callable[[], T], nodes: int = 0) -> T:
        """Run a search that changes nothing, with Ctrl+C allowed to stop it (``searching``).

        ``nodes``: the most search nodes it may visit (its budget,
        ``GameKind.nodes``). When that is expected to take long with the core
        in use (``solver.expected_long``: decided before the search, never by
        the clock), the working line ("Working on it…") goes to ``notify``
        first. A runaway (``solver.Runaway``: the clock passed
        ``search_seconds``) stops the whole answer: raises Refused with
        "Search stopped. The game goes on.", the answer Ctrl+C gets.
        """
        before, self.searching = self.searching, True
        try:
            if self.notify is not None and expected_long(nodes):
                self.notify(self.announcer.conversation.working())
            return search()
        except Runaway:
            raise Refused(self.announcer.conversation.search_stopped()) from None
        finally:
            self.searching = before

    def _nodes(self, answer: str) -> int:
        """The budget in search nodes of the kind's ``answer`` ("solve", "hint", "peek",
        "odds") on the game now (``GameKind.nodes``); 0 when the kind gives none."""
        budget = self.kind.nodes.get(answer)
        return 0 if budget is None else budget(self.game)

    def _move(self, action: Callable[[], Sequence[Event]]) -> Answer:
        try:
            events = action()
        except MoveError as error:
            return [self.announcer.refusals.move(error, self.game)]
        self._moved(events)
        return self.announcer.events.told(self.game, events)

    def _choose_rules(self, wanted: RuleSet) -> None:
        """Play ``wanted`` from the next deal (``rules classic``, ``new empty waste``), and
        keep its rule set and variants for the next game at the keyboard."""
        self.next_rules = wanted
        self.preferences.keep("rules", wanted.name.word)
        self.preferences.keep("variants", wanted.variants)

    def _moved(self, events: Sequence[Event]) -> None:
        """What a move did, for the handlers that follow the game (``history``)."""

    def _guide_before(self, command: Command) -> Answer | None:
        """Before ``command`` is answered: the guided game's answer instead of it (a
        wrong try explained, nothing played), or None to answer it as always
        (session/tutorial.py; here, always None)."""
        return None

    def _guide_after(self, command: Command, answer: Answer) -> Answer:
        """``answer`` to ``command``, with what the guided game adds after it (the
        next step; session/tutorial.py); here, ``answer`` itself."""
        return answer

    def _game_ended(self, saved_game_id: int) -> Answer:
        """A game just ended won or blocked and its row ``saved_game_id`` was finished:
        what to say about it, after the move's answer (nothing here; session/saving.py
        calls it, records announcements add theirs to ``super()``'s)."""
        return []

    def _opening(self) -> Answer:
        """What ``start`` says: the welcome naming the game and its code, then the board."""
        return [self.announcer.answers.welcome(self.kind, self.code, self.rules),
                self.announcer.board.layout(self.game)]

    def _declined(self, question: Question) -> Answer:
        """The answer to ``no`` to ``question``."""
        return [self.announcer.conversation.cancelled()]

    def _dropped(self, question: Question) -> Answer:
        """What is said when another command (or Ctrl+C) drops ``question``."""
        return [self.announcer.conversation.cancelled()]

    def _remember(self, answer: Answer) -> Answer:
        if answer:
            self._last = answer
        return answer


def verdict_of(solution: Solution[Any]) -> tuple[Verdict, int]:
    """The verdict of a search and the length of its line (moves), for ``solve``."""
    return solution.verdict, len(solution.moves)
