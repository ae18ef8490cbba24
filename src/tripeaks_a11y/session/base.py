"""The session's core: its state and the few steps every part uses.

``SessionBase`` holds the session's state (the game and its kind, rules,
code, deal, a pending question, the last answer for ``repeat``, the run's
settings the cli sets), the registry of questions (``questions``), the bus
of what happened (``bus``), the dispatch (``handle`` and ``command``: a line
or a command in, answers out; a pending question answered through its row,
else the command's handler in ``handlers``, through the ``filters``) and the
shared steps: run a move and word its events (``move``, which tells the
bus), keep an answer for ``repeat`` (``remember``), deal a fresh engine
(``fresh_game``). The parts (play, dealing, saving, …) hold a reference to
this core, never to each other unless handed one, and call these; the
session picks no message id: every answer is a method of an ``Announcer``
word-object named for what happened, given the facts. A search that changes
nothing runs through ``searched``: Ctrl+C may stop it, the runaway guard
(``search_seconds``) stops it only as a whole, and when its budget is
expected to take long with the core in use the working line goes to
``notify`` first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Protocol, TypeVar

from ..announcer import Announcement, Announcer
from ..commands import (
    MAX_LINE,
    Command,
    ParseError,
    RankTarget,
    locate,
    parse,
    parse_card,
    suggested_word,
)
from ..commands.grammar import RANK_WORDS
from ..deals import GameCode
from ..games import AnyGame
from ..games.tripeaks import Status
from ..kinds import GameKind
from ..records import Records
from ..settings.keeper import Preferences
from ..solver import RUNAWAY_SECONDS, Runaway, Solution, Verdict, expected_long
from ..values.cards import Card
from ..values.events import Event, MoveError
from ..values.rules import RuleSet
from .bus import Bus, Moved, Replacing
from .questions import Ask, Question, Questions

T = TypeVar("T")

__all__ = ["SEARCH_SECONDS", "Answer", "AnyGame", "Ask", "CommandFilter",
           "Handler", "Notify", "Question", "Refused", "SessionBase", "SpeechSettings",
           "verdict_of"]

Answer = list[Announcement]

Handler = Callable[[Command], Answer]
"""A command's handler: the command parsed in, the answer out (the session's registry)."""


MAX_WORDS = 64
"""A line of more words than this is not read as a command (the longest has about 12)."""


class CommandFilter(Protocol):
    """A part that sees every command the dispatch answers (the guided game,
    session/tutorial.py): ``before`` may answer instead of it (None: answer it as
    always), ``after`` may add to its answer."""

    def before(self, command: Command) -> Answer | None:
        """The answer instead of ``command``, or None to answer it as always."""
        ...

    def after(self, command: Command, answer: Answer) -> Answer:
        """``answer`` to ``command``, with what the filter adds after it."""
        ...


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
    """The session's core: state, questions, the bus and shared steps (see ``Session``)."""

    announcer: Announcer
    finished: bool
    kind: GameKind
    rules: RuleSet
    next_rules: RuleSet
    code: GameCode | None
    game: AnyGame
    cards: list[Card]
    """The deal being played: 52 cards in deal order."""
    question: Question | None
    """The question waiting for the player's answer, if any."""
    speech_settings: SpeechSettings | None
    preferences: Preferences
    records: Records | None
    """The records store of this run (None: no records; session/saving.py)."""
    player: str
    """The player's name in the records store (``--player``)."""
    daily_date: str | None
    """'YYYY-MM-DD' (UTC) while the deal of the day is played, else None (kept in its row)."""
    at_keyboard: bool = False
    """The cli's ``resume_offer``: the opening is at the keyboard (a terminal, no --game
    nor --deal), where it offers to continue a saved game and the guided game."""
    heard: str | None = None
    """The name of the last command handled (None for a line that was not one)."""
    listen_key: bool = True
    """Whether the terminal delivers single keys: F5, the one-utterance key, and the
    rest of ``commands.table.keys_now()`` (the cli sets False for a plain terminal and a script:
    there "key" cannot listen, "on" is "always", and ``keys`` says to type instead)."""
    searching: bool = False
    """True while a search that changes nothing runs (``new winnable``, ``solve``, ``hint``,
    ``hint peek``, ``odds``; ``searched``): Ctrl+C may stop it."""
    notify: Notify | None = None
    """Where the working line goes before a search expected to take long (``searched``):
    the terminal prints and speaks it at once (``terminal.Output``); None (a caller that
    only collects answers): it is not said. It is never part of an answer (``repeat``)."""
    search_seconds: float = SEARCH_SECONDS
    """The runaway guard of each searching answer, in seconds (``SEARCH_SECONDS``)."""
    handlers: dict[str, Handler]
    """The command registry: each command name to its handler (session/handlers.py)."""
    filters: tuple[CommandFilter, ...] = ()
    """The filters every dispatched command goes through, first to last (after: last
    to first): the guided game's (session/tutorial.py)."""

    def __init__(self, announcer: Announcer) -> None:
        self.announcer = announcer
        self.questions = Questions(announcer.conversation.cancelled)
        """The yes/no questions, each registered by the part that asks it."""
        self.bus = Bus()
        """What happened, told to the parts that follow the game."""
        self.question = None
        self._last: Answer = []

    @property
    def in_progress(self) -> bool:
        """True when a game has had moves and is not over: leaving it loses something."""
        return self.game.moves > 0 and self.game.status is Status.PLAYING

    @property
    def lang(self) -> str:
        """The interface language code, one of ``languages.LANGUAGES``."""
        return self.announcer.lang

    def searched(self, search: Callable[[], T], nodes: int = 0) -> T:
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

    def nodes(self, answer: str) -> int:
        """The budget in search nodes of the kind's ``answer`` ("solve", "hint", "peek",
        "odds") on the game now (``GameKind.nodes``); 0 when the kind gives none."""
        budget = self.kind.nodes.get(answer)
        return 0 if budget is None else budget(self.game)

    def move(self, action: Callable[[], Sequence[Event]], *, redo: bool = False) -> Answer:
        """Play ``action`` on the engine and say what it did, then what the parts following
        the game add (``bus.Moved``: a refused move is told with no events). ``redo``:
        the move is ``redo``'s."""
        try:
            events = action()
        except MoveError as error:
            return [self.announcer.refusals.move(error, self.game),
                    *self.bus.publish(Moved(()))]
        after = self.bus.publish(Moved(events, redo))
        return [*self.announcer.events.told(self.game, events), *after]

    def fresh_game(self) -> AnyGame:
        """A new engine of the deal and rules in force; the game left is told to the bus
        first (``bus.Replacing``: the recorder abandons its row)."""
        self.bus.publish(Replacing())
        game: AnyGame = self.kind.new_game(self.cards, self.rules)
        return game

    def choose_rules(self, wanted: RuleSet) -> None:
        """Play ``wanted`` from the next deal (``rules classic``, ``new empty waste``), and
        keep its rule set and variants for the next game at the keyboard."""
        self.next_rules = wanted
        self.preferences.keep("rules", wanted.name.word)
        self.preferences.keep("variants", wanted.variants)

    def welcome_board(self) -> Answer:
        """The welcome naming the game and its code, then the board."""
        return [self.announcer.answers.welcome(self.kind, self.code, self.rules),
                self.announcer.board.layout(self.game)]

    def ask(self, question: Question, said: Announcement) -> Announcement:
        """Leave ``question`` waiting for the player's answer; ``said`` is the question as
        put to the player, kept with it (``Question.said``: said again after a line that
        is no answer, ``handle``) and returned."""
        self.question = replace(question, said=said)
        return said

    def remember(self, answer: Answer) -> Answer:
        """Keep ``answer`` for ``repeat`` (an empty one is not kept); returns it."""
        if answer:
            self._last = answer
        return answer

    def repeated(self) -> Answer:
        """What ``repeat`` says: the last answer kept, or that there is none."""
        if not self._last:
            return [self.announcer.conversation.nothing_to_repeat()]
        return list(self._last)

    # ----- the dispatch ---------------------------------------------------

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
            return self.remember(self._not_understood(line, None))
        chosen = self.choice(line) if len(line) <= MAX_LINE else None  # parse refuses it
        if chosen is not None:
            self.question = None
            return self.remember(self.move(lambda: self._play_card(chosen)))
        try:
            command = parse(line, lang=self.lang)
        except ParseError as error:
            return self.remember(self._not_understood(line, error))
        return self.command(command)

    def command(self, command: Command) -> Answer:
        """Answer one parsed command, as ``handle`` answers a line that parses to it.

        The entry point of the front-ends that produce commands: the keys and
        the card cursor (session/keys.py, cursor.py) and hearing make their
        commands and hand them here, so that a key press and its typed command
        are one path (questions, records, the tutorial). Never raises for a
        refused move or target. ``heard`` is set to the command's name.
        """
        self.heard = command.name
        if command.name == "repeat":
            return self.repeated()
        if command.name == "stop":
            return []  # silencing is the speech layer's job; nothing to say
        try:
            return self.remember(self.dispatch(command))
        except Refused as refused:
            return self.remember([refused.answer])
        except locate.TargetError as problem:
            return self.remember([self.announcer.refusals.target(problem, self.game)])

    def dispatch(self, command: Command) -> Answer:
        """Answer ``command`` through the filters (``filters``, the guided game's: before
        it a wrong try is explained and not played, after it each step's answer gets
        the next step): the first ``before`` that answers stops it."""
        for filtering in self.filters:
            instead = filtering.before(command)
            if instead is not None:
                return instead
        answer = self.answer_command(command)
        for filtering in reversed(self.filters):
            answer = filtering.after(command, answer)
        return answer

    def answer_command(self, command: Command) -> Answer:
        """Answer ``command``: a pending question's yes or no through its row in
        ``questions``, else its handler in ``handlers`` (a yes/no question pending is
        dropped first, and said so)."""
        question, self.question = self.question, None
        if question is not None:
            if command.name in ("yes", "no") and question.ask is not Ask.CHOOSE:
                if command.name == "no":
                    return self.questions.no(question)
                return self.questions.yes(question)
            if question.ask is Ask.CHOOSE and command.name == "play" and isinstance(
                command.target, RankTarget
            ):
                self.question = question  # a rank again does not answer "which one"
        if command.name in ("yes", "no"):
            return [self.announcer.conversation.nothing_to_confirm()]
        handler = self.handlers.get(command.name)
        if handler is None:  # a grammar word the session does not serve
            return [self.announcer.conversation.not_understood(command.name)]
        answer = handler(command)
        if question is not None and question.ask is not Ask.CHOOSE:
            # Another command drops a yes/no question; say so, or a later "yes" surprises.
            answer = [*self.questions.dropped(question), *answer]
        return answer

    def question_again(self) -> Answer:
        """The open yes/no question as it was put (``Question.said``), to say again after
        a line that answers nothing; [] when none is open (or "which one")."""
        question = self.question
        if question is None or question.ask is Ask.CHOOSE or question.said is None:
            return []
        return [question.said]

    def _not_understood(self, line: str, error: ParseError | None) -> Answer:
        """Why ``line`` is no command (``error``: what the parser found; None: not read).

        With a yes/no question open (issue 30), no "did you mean": not its yes, which
        may end or replace the game, nor a card or a command for a yes/no question;
        the question stays open and is put again after it (``question_again``).
        """
        conversation = self.announcer.conversation
        again = self.question_again()
        if not again:
            return [conversation.not_understood(line) if error is None
                    else self._parse_refusal(error)]
        if error is None or error.kind == "unknown":
            return [conversation.not_an_answer(line if error is None else error.text), *again]
        return [conversation.parse_problem(error), *again]  # a card, a command's use

    def choice(self, line: str) -> Card | None:
        """The card a pending "which one" question's answer names by its suit alone.

        "spades", "pik", «بستوني» answer "Which one: 5 of spades or 5 of
        diamonds?"; anything else is read as a command.
        """
        question = self.question
        if question is None or question.ask is not Ask.CHOOSE:
            return None
        for card in question.choices:
            # The rank's code letter, and its first word in the player's language: "A"
            # alone is the English article, so "u piku" (as the question says the
            # card: "asa u piku") needs "as" before it.
            said = RANK_WORDS.get(self.lang, {}).get(card.rank, ())[:1]
            if any(parse_card(f"{rank} {line}") == card for rank in (card.rank.letter, *said)):
                return card
        return None

    def _play_card(self, card: Card) -> Sequence[Event]:
        return self.kind.play_one(self.game, card)

    def _parse_refusal(self, error: ParseError) -> Announcement:
        """Why the line did not parse; the nearest command is named by its first word."""
        word = suggested_word(error.nearest, error.nearest_rank, self.lang)
        return self.announcer.conversation.parse_problem(error, word)


def verdict_of(solution: Solution[Any]) -> tuple[Verdict, int]:
    """The verdict of a search and the length of its line (moves), for ``solve``."""
    return solution.verdict, len(solution.moves)
