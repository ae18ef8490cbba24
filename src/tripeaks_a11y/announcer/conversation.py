"""The wording of the conversation itself: questions, goodbye, repeat, help, misheard input.

``ConversationWords`` is a part of ``Announcer``: the session says what
happened in the conversation (a question is asked or dropped, the player
leaves, a line is not understood, help is asked for) and these methods pick
the catalog message and word it. Outside text said back (a garbled line, a
help topic) passes ``sanitize.echo`` here, so no control character is said.
The parse errors come from ``commands``, a higher layer: they are read
through the ``ParseProblem`` protocol, never imported.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from ..i18n import join_list
from ..kinds import GameKind
from ..sanitize import echo
from .announcement import Announcement
from .words import Words

__all__ = ["HELP_LINES", "QUESTIONS", "ConversationWords", "ParseProblem"]

HELP_LINES = ("help-board-line", "help-game-line", "help-settings-line", "help-voice-line",
              "help-more")
"""The catalog ids of ``help``'s shared lines after the playing line, which is the game's
own (``help-playing`` with the row's message prefix, ``GameKind.messages``); a game may
word one of them its own way (``GameKind.help_lines``)."""

QUESTIONS = ("new", "game", "restart", "quit")
"""The yes/no questions ``confirm`` asks, by the command that raised them."""


class ParseProblem(Protocol):
    """What ``parse_problem`` reads of a line that is no command (``commands.ParseError``).

    ``text``: the line as typed. ``kind``: "unknown", "bad_card",
    "missing_argument" or "bad_argument". ``nearest``: the canonical name of
    the closest command (for "unknown") or of the command being parsed, or
    None. ``detail``: the offending part as typed, or None.
    """

    @property
    def text(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def nearest(self) -> str | None: ...

    @property
    def detail(self) -> str | None: ...


class ConversationWords:
    """The conversation's answers, worded in ``lang`` (a part of ``Announcer``)."""

    def __init__(self, words: Words) -> None:
        self.words = words

    # ----- questions -----------------------------------------------------

    def confirm(self, question: str, game: GameKind | None = None) -> Announcement:
        """The yes/no question before leaving a game in progress (event "info").

        ``question`` is one of QUESTIONS: the command that would leave the
        game, e.g. "quit": "A game is in progress. Quit anyway? Say yes or
        no." "game" asks about switching to the kind ``game`` ("… Leave it for
        a new Pyramid game? …"). Raises ValueError for another question, or
        for "game" without ``game``.
        """
        if question not in QUESTIONS:
            raise ValueError(f"not a yes/no question: {question!r}")
        if question == "game":
            if game is None:
                raise ValueError("the question about switching games needs the game")
            return self.words.say("confirm-game", game=game.name)
        return self.words.say(f"confirm-{question}")

    def cancelled(self) -> Announcement:
        """A question answered no or dropped: "Cancelled. The game goes on." """
        return self.words.say("cancelled")

    def nothing_to_confirm(self) -> Announcement:
        """Yes or no with no question asked: "There is nothing to answer yes or no to." """
        return self.words.say("nothing-to-confirm")

    def nothing_to_repeat(self) -> Announcement:
        """``repeat`` before anything was said: "Nothing to repeat yet." """
        return self.words.say("nothing-to-repeat")

    def goodbye(self) -> Announcement:
        """The player leaves: "Goodbye." """
        return self.words.say("goodbye")

    # ----- input that is no command --------------------------------------

    def not_understood(self, text: str) -> Announcement:
        """A line that is no command, said back through ``echo`` (event "refused").

        E.g. "I did not understand: fly away. Say help for the commands."
        A line with nothing printable left after ``echo`` (a NUL, an escape
        sequence alone) is not quoted: "I did not understand that. …".
        """
        said = echo(text)
        if not said.strip():
            return self.words.say("parse-unknown-empty", event="refused")
        return self.words.say("parse-unknown", event="refused", text=said)

    def not_an_answer(self, text: str) -> Announcement:
        """A line that is no command while a yes/no question is open, said back through
        ``echo`` with no "did you mean" and no pointer to help: the question, put
        again after it, says what to answer (event "refused"). E.g. "I did not
        understand: hmm."; nothing printable left: "I did not understand that."
        """
        said = echo(text)
        if not said.strip():
            return self.words.say("parse-unanswered-empty", event="refused")
        return self.words.say("parse-unanswered", event="refused", text=said)

    def parse_problem(self, error: ParseProblem, nearest_word: str | None = None
                      ) -> Announcement:
        """Why a line did not parse, and what would help (event "refused").

        A card-like word that is no card: "zz is not a card I know." A
        command recognised but missing or given a bad argument: how to use it
        (its help line, "Say row and a number …"). A word close to a command:
        "I did not understand: bord. Did you mean board?", ``nearest_word``
        being that command's first word in the player's language (or a rank's
        word: "kign", "Did you mean king?"). Else as
        ``not_understood``. Raises ValueError when ``error.nearest`` is set
        for an unknown word but ``nearest_word`` is not given.
        """
        if error.kind == "too_long":  # nothing of it is read, so nothing is quoted
            return self.words.say("parse-too-long", event="refused", count=int(error.detail or 0))
        if error.kind == "bad_card":
            return self.words.say("unknown-card", event="refused",
                                  text=echo(error.detail or error.text))
        if error.nearest and error.kind in ("missing_argument", "bad_argument"):
            # The command was recognised; how to use it is the useful answer.
            return self.usage(error.nearest, event="refused")
        if error.nearest or (error.kind == "unknown" and nearest_word is not None):
            if nearest_word is None:
                raise ValueError("a nearest command needs its word in the player's language")
            return self.words.say("parse-nearest", event="refused", text=echo(error.text),
                                  command=nearest_word)
        return self.not_understood(error.text)

    # ----- help ----------------------------------------------------------

    def help_overview(self, game: GameKind, cards: int) -> list[Announcement]:
        """``help``: the commands in a few short lines, with their short forms.

        One line each (event "info"): playing (the row's own: TriPeaks plays
        a card, "7s"; Pyramid pairs two cards and removes a king, by
        ``GameKind.messages``), reading the board, the game, the settings,
        the voice (each of these the shared line unless the row words it its
        own way, ``GameKind.help_lines``: Pyramid's game line, whose ``rules``
        chooses nothing), the goal (the row's own, ``help-goal``: how the game is won
        and lost, ``cards`` the tableau cards to clear, the layout's size, 28;
        docs/rules.md "End of the game", docs/pyramid.md "Score and end of the
        game") and how to ask for more ("help all", "help play"). E.g.
        "Playing: a card, such as 7s or 7 of spades, or its place, such as
        row 4 card 3; draw (d); undo (u); hint; solve."
        """
        own = dict(game.help_lines)
        *lines, more = (self.words.say(own.get(line, line)) for line in HELP_LINES)
        return [self.words.say(f"{game.messages}help-playing"), *lines,
                self.words.say(f"{game.messages}help-goal", cards=cards), more]

    def help_all(self, topics: Sequence[tuple[str, Sequence[str]]],
                 kind: GameKind | None = None) -> list[Announcement]:
        """``help all``: the help of every command, one line each, in ``topics``' order.

        ``topics``: (canonical command name, its other words in the player's
        language) pairs, each line as ``help`` words it. Raises KeyError for a
        command the catalog has no help on. ``kind``: the game played, as for ``help``.
        """
        return [self.help(topic, others, kind) for topic, others in topics]

    def help(self, topic: str, others: Sequence[str] = (),
             kind: GameKind | None = None) -> Announcement:
        """The help on command ``topic``, its other words added.

        ``topic`` is a canonical command name ("play"); ``others`` are its other
        words in the player's language, added as "Also: …". E.g. "Say draw to
        turn the top card of the draw pile onto the waste pile. Also: …."
        ``kind``: the game played, whose row may word a command its own way
        (``GameKind.help_ids``: ``help hint`` in TriPeaks and in Pyramid).
        Raises KeyError for a topic the catalog has no help on.
        """
        said = self.usage(topic, kind=kind)
        if others:
            also = self.words.say("help-also", words=join_list(self.words.lang, others))
            said = replace(said, text=f"{said.text} {also.text}")
        return said

    def help_unknown(self, topic: str) -> Announcement:
        """Help asked on no command, said back through ``echo`` (event "refused").

        E.g. "There is no help on flying."
        """
        return self.words.say("help-unknown", event="refused", topic=echo(topic))

    def usage(self, command: str, event: str = "info",
              kind: GameKind | None = None) -> Announcement:
        """How to use ``command`` (a canonical command name), its help line alone.

        Said when a command lacks what it needs, e.g. for "play": "Say play
        and a card, just the card, or its place, …". ``event``: "info" or
        "refused". ``kind``: the game played; its row's ``help_ids`` name the
        help lines it words its own way, every other one is ``help-COMMAND``.
        Raises KeyError for a command the catalog has no help on.
        """
        own = dict(kind.help_ids).get(command) if kind is not None else None
        return self.words.say(own or f"help-{command}", event)

    def search_stopped(self) -> Announcement:
        """Ctrl+C or the runaway guard stopped a search (``solve``, ``hint``, ``hint peek``,
        ``odds``, ``new winnable``): "Search stopped. The game goes on." (info)."""
        return self.words.say("search-stopped")

    def working(self) -> Announcement:
        """Said at once before an answer expected to take long: "Working on it…".

        Event "working" (never an answer: its own JSON line, docs/scripting.md).
        """
        return self.words.say("working", event="working")

    def output_failed(self) -> Announcement:
        """The answers cannot be written (a full disk): the one line told on stderr."""
        return self.words.say("output-failed", event="refused")
