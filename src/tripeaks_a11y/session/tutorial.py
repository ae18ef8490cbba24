"""The guided first game: ``tutorial`` walks a new player through the rules pages' deal.

``tutorial`` deals TP1-E-AAAAAAB (Easy; docs/rules.md "Game codes" names its cards: waste
A♣, bottom row 3♠ 5♠ K♣ 4♠ 2♦ A♠ K♦ 8♥ 7♣ 9♠, 7♠ in row 3, place 5), asking
first when it would leave a game in progress, and leads the player through
nine steps, each waiting for one action:

1. the board read-out, then ``moves``;
2. why K♣, 2♦ and K♦ fit on A♣ under Easy (only 2♦ under Classic), then K♣;
3. A♠; 4. 2♦, which turns up 7♠ (both cards covering it are gone);
5. a card that does not fit (9♠ on 2♦), then why it was refused;
6. ``draw``; 7. ``undo``; 8. ``hint``; 9. ``score``, then the score's rule
   (500 at the start, -1 a card played or drawn, +100 a cleared peak,
   peaks of 9/9/10 cards) and the end of the guide.

The guide is a filter of the core's dispatch (``before`` and ``after``, called
by ``SessionBase.dispatch`` around every command: typed, heard or sent by a
key alike). Reading commands and settings are answered as always and do not
advance a step unless they are its own; a command that changes the game and
is not the step's is not played, and one line says what the step asks and how
to leave (``quit tutorial``). ``quit tutorial`` stops the guide and the game
goes on as a normal one; a game replaced any other way (a new deal, restart,
resume) ends it too. The opening offers the guided game once, the first
time the game starts with a settings file (``[game] tutorial_offered``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..announcer import Announcement
from ..announcer.tutorial import TUTORIAL_STEPS
from ..commands import CardTarget, Command, PositionTarget, RankTarget, locate
from ..commands.table import find
from ..games import AnyGame
from ..kinds import OneCardGame, kind_of_code, parse_code
from ..values.cards import Card, parse_card_code
from .base import Answer
from .questions import Ask, Question, Replies

if TYPE_CHECKING:
    from .base import SessionBase
    from .dealing import Dealing

__all__ = ["TUTORIAL_CODE", "Tutorial"]

TUTORIAL_CODE = "TP1-E-AAAAAAB"
"""The rules pages' own example deal (docs/rules.md "Game codes"), the guided game's deal."""

_STEP_CARDS: dict[int, Card] = {2: parse_card_code("KC"), 3: parse_card_code("AS"),
                              4: parse_card_code("2D")}
"""The card each playing step asks for: the pages' opening, K♣, A♠, 2♦ (docs/examples.md)."""

_STEP_COMMANDS: dict[int, str] = {1: "moves", 5: "play", 6: "draw", 7: "undo", 8: "hint",
                                  9: "score", **dict.fromkeys(_STEP_CARDS, "play")}
"""The command each step waits for."""

_STOCK_STEPS: dict[int, int] = {6: -1, 7: 1}
"""The steps whose action moves a card between the draw pile and the waste: by how
many cards the draw pile changes when it was carried out (a refused one does not advance)."""


def _is_tutorial_quit(command: Command) -> bool:
    """``quit tutorial``, ``tutorial quit`` and their words in every language."""
    return (command.name == "quit" and command.arg == "tutorial") or (
        command.name == "tutorial" and command.arg == "quit")


class Tutorial:
    """The ``tutorial`` command, the guide as a filter of every command (``before``,
    ``after``), and the opening's one-time offer (``offered``). ``dealing`` deals
    the guided game."""

    def __init__(self, session: SessionBase, dealing: Dealing) -> None:
        self.session = session
        self._dealing = dealing
        self._tutorial_step = 0
        """The step the guide waits on (1 … ``TUTORIAL_STEPS``); 0: no guided game."""
        self._tutorial_game: AnyGame | None = None
        """The game the guide deals; when ``game`` is another one, the guide is over."""
        self._tutorial_stock = 0
        """The draw pile's count before the command being answered (draw and undo steps)."""
        session.questions.register(Ask.TUTORIAL, Replies(on_yes=lambda _q: self._begin()))

    @property
    def tutorial_step(self) -> int:
        """The guided game's current step, 1 to ``TUTORIAL_STEPS``; 0 when none runs."""
        return self._tutorial_step

    # ----- the command ------------------------------------------------------

    def tutorial(self, command: Command) -> Answer:
        """``tutorial``: deal the guided game (asking first over a game in progress);
        while it runs, say its step again. ``tutorial quit``: leave the guide."""
        if command.arg == "quit":
            return [self._tutorial_leave()]
        if self._tutorial_step:
            return [self._step_line(self._tutorial_step)]
        if self.session.in_progress:
            return [self.session.ask(Question(Ask.TUTORIAL),
                                     self.session.announcer.tutorial.confirm(self._other_kind()))]
        return self._begin()

    def _other_kind(self) -> bool:
        """Whether the game played now is of another kind than the guide's (Pyramid):
        the player is told why the guide's deal is TriPeaks, and the way back."""
        return kind_of_code(parse_code(TUTORIAL_CODE).game) != self.session.kind

    def _begin(self) -> Answer:
        guide = self.session.announcer.tutorial
        other = [guide.other_kind()] if self._other_kind() else []
        dealt = self._dealing.deal_new(parse_code(TUTORIAL_CODE))
        self._tutorial_game = self.session.game
        self._tutorial_step = 1
        return [*other, guide.start(), *dealt, self._step_line(1)]

    def _tutorial_leave(self) -> Announcement:
        if not self._tutorial_step:
            return self.session.announcer.tutorial.none()
        self._tutorial_stop()
        return self.session.announcer.tutorial.quit()

    def _tutorial_stop(self) -> None:
        self._tutorial_step = 0
        self._tutorial_game = None

    # ----- the hooks -----------------------------------------------------------

    def before(self, command: Command) -> Answer | None:
        """The step's line instead of a game-changing command that is not the step's."""
        if _is_tutorial_quit(command):
            return self.session.answer_command(Command("tutorial", arg="quit"))
        step = self._tutorial_step
        self._tutorial_stock = self.session.game.stock_count
        if not step or self.session.game is not self._tutorial_game:
            return None  # none, or replaced outside the guide: ``after`` ends it
        if command.name in ("hint", "peek") and step in _STEP_CARDS:
            # The search would name any card that wins (K♦ as well as K♣); the guide's
            # hint is the step's own card, so that following it moves the guide on
            # (``hint peek`` too: it is a hint).
            return [self.session.announcer.tutorial.hint(step, keys=self.session.listen_key)]
        row = find(command.name)  # only the step's own game-changing row is played
        if row is None or not row.game_changing:
            return None
        if command.name != _STEP_COMMANDS[step] or (command.number or 1) > 1:
            return [self._wait_line(step)]  # "undo 2" is not the step's one undo
        if command.name != "play":
            return None
        return self._play_check(step, command)

    def _play_check(self, step: int, command: Command) -> Answer | None:
        """At a playing step: None to play ``command``, else the step's line.

        A step that wants a card takes that card only; the refusal step takes
        any card that does not fit (the game refuses it), not one that fits.
        """
        game = cast(OneCardGame, self.session.game)
        playable = {card for p in game.playable_positions()
                    if (card := game.card_of(p)) is not None}
        target = command.target
        wanted = _STEP_CARDS.get(step)
        if isinstance(target, RankTarget):
            same_rank = {card for card in playable if card.rank == target.rank}
            if wanted is None:
                return [self._wait_line(step, fits=True)] if same_rank else None
            return None if same_rank == {wanted} else [self._wait_line(step)]
        card = self._named_card(command)
        if card is None:
            return None  # nothing named that the game can find: its own answer
        if wanted is None:
            return [self._wait_line(step, fits=True)] if card in playable else None
        return None if card == wanted else [self._wait_line(step)]

    def _named_card(self, command: Command) -> Card | None:
        """The card a play command names, when there is one to name; None when the
        game answers it itself (no target, a place that names nothing)."""
        target = command.target
        if isinstance(target, CardTarget):
            return target.card
        if isinstance(target, PositionTarget):
            try:
                pos = locate.position(self.session.game, target, filled=True)
            except locate.TargetError:
                return None
            return self.session.game.card_at(pos) if self.session.game.is_face_up(pos) else None
        return None

    def after(self, command: Command, answer: Answer) -> Answer:
        """``answer`` with the next step's line when it carried out the step's action."""
        step = self._tutorial_step
        if not step or command.name == "tutorial":
            return answer
        if self.session.game is not self._tutorial_game:
            self._tutorial_stop()
            return [*answer, self.session.announcer.tutorial.ended()]
        if command.name == "lang" and command.arg is not None:
            return [*answer, self._step_line(step)]  # the step again, in the new language
        if command.name != _STEP_COMMANDS[step]:
            return answer
        if step == 5:
            refused = next((said for said in answer
                            if said.event == "refused" and said.reason is not None), None)
            if refused is None:
                return answer
            return [*answer, self.session.announcer.tutorial.refused(refused.reason),
                    *self._advance()]
        change = _STOCK_STEPS.get(step)
        if change is not None and self.session.game.stock_count - self._tutorial_stock != change:
            return answer
        wanted = _STEP_CARDS.get(step)
        if wanted is not None:
            where = self.session.game.position_of(wanted)
            if where is None or not self.session.game.is_removed(where):
                return answer
        return [*answer, *self._advance()]

    def _advance(self) -> Answer:
        """Go to the next step and say it; after the last, the end of the guide."""
        self._tutorial_step += 1
        if self._tutorial_step > TUTORIAL_STEPS:
            self._tutorial_stop()
            return [self.session.announcer.tutorial.done()]
        return [self._step_line(self._tutorial_step)]

    def _step_line(self, step: int) -> Announcement:
        return self.session.announcer.tutorial.step(step, self.session.game.layout.size,
                                                    keys=self.session.listen_key)

    def _wait_line(self, step: int, *, fits: bool = False) -> Announcement:
        return self.session.announcer.tutorial.wait(step, keys=self.session.listen_key, fits=fits)

    # ----- the opening's offer ---------------------------------------------------

    def offered(self, opening: Answer) -> Answer:
        """The opening, and once ever (a settings file remembers it) the offer of the
        guided game: at the keyboard only (the cli's ``resume_offer``: a terminal,
        no --game nor --deal), never without a settings file (script mode, settings
        off), nor while the opening asks to continue a saved game."""
        s = self.session
        preferences = s.preferences
        if not s.at_keyboard or preferences.store is None \
                or preferences.settings.tutorial_offered or s.question is not None:
            return opening
        preferences.keep("tutorial_offered", True)
        return [*opening, s.announcer.tutorial.offer()]
