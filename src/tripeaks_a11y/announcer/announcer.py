"""The ``Announcer``: the one object callers word things with.

Each method hands its work to the wording functions of ``board`` (states),
``events`` (what a move did) and ``refusals`` (what cannot be done), passing
the announcer itself as their ``Words``, so a change of ``lang`` or
``error_help`` applies to the next sentence. The answers of the conversation
(``conversation.ConversationWords``) and about the deal and the settings
(``answers.AnswerWords``) are its parts: it picks every message id said.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, CardCodeError
from ..deals import DealCodeError
from ..events import Event, Hint, MoveError, TargetError
from ..games.scoring import Run
from ..sanitize import echo
from ..solver import Odds
from . import board as _board
from . import events as _events
from . import odds as _odds
from . import refusals as _refusals
from .announcement import Announcement
from .answers import AnswerWords
from .conversation import ConversationWords
from .cursor import CursorWords
from .faq import faq_in_force
from .history import HistoryWords
from .keys import KeysWords
from .listening import ListeningWords
from .records import RecordsWords
from .saving import SavingWords
from .tutorial import TutorialWords
from .words import AnyGame

__all__ = ["Announcer"]


class Announcer(ConversationWords, AnswerWords, HistoryWords, SavingWords,
                RecordsWords, ListeningWords, KeysWords, CursorWords, TutorialWords):
    """Words states, events and the session's answers in ``lang`` (``i18n.LANGUAGES``).

    ``lang`` and ``error_help`` are public and may be changed at any time;
    with ``error_help`` off a wrong-rank or blocked refusal is a short "No."
    Raises ValueError for an unknown language. ``card`` and ``say`` come
    from ``Words`` (``say`` is for the announcer's own modules and tests: the
    session calls the methods named for what happened). The conversation's
    answers (``confirm``, ``cancelled``, ``goodbye``, ``not_understood``,
    ``parse_problem``, ``help``, ``usage``…) come from ``ConversationWords``,
    those about the deal and settings (``welcome``, ``new_game``,
    ``game_code``, ``rules_in_force``, ``setting``, ``solved``…) from
    ``AnswerWords``; this game's recent actions (``recent_actions``) and
    ``nothing_to_redo`` from ``HistoryWords``; the offer to continue a saved
    game (``resume_offer``, ``resumed``) and the records store's problems
    (``records_notice``) from ``SavingWords``; records and statistics
    (``feat``, ``stats``, ``recent_games``, ``deal_records``, ``player_now``…)
    from ``RecordsWords``; what was heard and how the game listens (``heard_not_command``,
    ``heard_question``, ``listening_state``, ``voice_settings``…) from ``ListeningWords``;
    the keys of the full terminal (``keys``, ``keys_unavailable``) from ``KeysWords``;
    what the card cursor says (``cursor_place``, ``cursor_waste``, ``cursor_stock``,
    ``cursor_chosen``…) from ``CursorWords``; the guided first game
    (``tutorial_step``, ``tutorial_wait``…) from ``TutorialWords``.
    """

    # ----- states --------------------------------------------------------

    def board(self, game: AnyGame) -> Announcement:
        """The whole board as the seeds' verbal layout; event "board", stock set.

        TriPeaks, e.g. "Draw pile: 23 cards; waste pile: ace of clubs. Peak
        tops: hidden card, …; row 2: …; row 3: …; bottom row: 3 of spades, …."
        Pyramid: the same piles (the waste may be empty), rows 1 to 7, then
        the free cards, so the usable ones are identifiable. ``spoken``: the
        same with each run of hidden cards as one count ("… Peak tops: 3
        hidden cards; …"), None where there is no run.
        """
        return _board.board(self, game)

    def row(self, game: AnyGame, row: int) -> Announcement:
        """One row (1-based) with the board's label, each card with its place.

        "Row 3: card 1, hidden card; card 5, 7 of spades; …." Places count
        the cards played, as the player names them ("row 3 card 5"). Raises
        ValueError when ``row`` is not a row of the layout.
        """
        return _board.row(self, game, row)

    def waste(self, game: AnyGame) -> Announcement:
        """The waste top and the stock count: "Waste pile: ace of clubs. Draw pile: 23 cards." """
        return _board.waste(self, game)

    def moves(self, game: AnyGame) -> Announcement:
        """The legal moves in read-out order, and whether a draw is possible.

        TriPeaks: the playable cards. Pyramid: kings and pairs (board order).
        """
        return _board.moves(self, game)

    def score(self, game: AnyGame) -> Announcement:
        """Score, moves made and cards left on the tableau."""
        return _board.score(self, game)

    def hint(self, game: AnyGame, hint: Hint | None) -> Announcement:
        """A suggested move in words (the card, the king, the pair, or draw), or "game over";
        a fair hint (``kinds.FairHint``) with the chance to win after it."""
        return _board.hint(self, game, hint)

    def peek_hint(self, game: AnyGame, hint: Hint | None) -> Announcement:
        """``hint peek``: the move, said to be found looking at the hidden cards, or
        "game over"; a lost game says so first (``board.peek_hint``)."""
        return _board.peek_hint(self, game, hint)

    def odds(self, estimate: Odds | None) -> Announcement:
        """``odds``: the sampled chance to win from here with its range and the samples
        (``odds.odds``); None or no sample decided: "I could not estimate the chance"."""
        return _odds.odds(self, estimate)

    def odds_over(self, won: bool) -> Announcement:
        """``odds`` on a game over: "Nothing to estimate: the game is already won."."""
        return _odds.odds_over(self, won)

    def chain(self, count: int) -> Announcement:
        """Removals since the last draw (``count``)."""
        return _board.chain(self, count)

    def run(self, run: Run) -> Announcement:
        """The run in progress and what the next card would score (traditional scoring)."""
        return _board.run(self, run)

    def faq(self, msg_ids: Sequence[str], variants: str = "") -> list[Announcement]:
        """A game's questions and answers (``GameKind.faq``), one line each, as the
        rules in force answer them: ``variants``, the rule set's variant letters
        ("" the default rules), replace the answers they change (``faq.faq_in_force``)."""
        return _board.faq(self, faq_in_force(msg_ids, variants))

    def look(self, game: AnyGame, pos: int) -> Announcement:
        """What is at tableau position ``pos`` (0-27) and what holds it or what it frees.

        Available: the card, its place, and what playing it would uncover.
        Face down: "hidden card" and the cards on it (never which card it
        is). Face up but covered: the covering cards. Covering cards that are
        face down are counted as hidden cards. Removed: "already played".
        """
        return _board.look(self, game, pos)

    def look_stock(self, game: AnyGame) -> Announcement:
        """The stock: "Draw pile: 23 cards, face down." (never which); ``stock`` set."""
        return _board.look_stock(self, game)

    def look_waste(self, game: AnyGame) -> Announcement:
        """The waste: "Waste pile: ace of clubs on top, 2 cards under it."; ``card`` the top."""
        return _board.look_waste(self, game)

    # ----- events --------------------------------------------------------

    def events(self, game: AnyGame, events: Sequence[Event]) -> list[Announcement]:
        """One announcement per event, in order (``game`` is the state after them).

        A removal's and a draw's ``brief`` and ``full`` are set (``events``).
        """
        return _events.events(self, game, events)

    # ----- refusals ------------------------------------------------------

    def which_one(self, cards: Sequence[Card]) -> Announcement:
        """The question when a rank names several cards: "Which one: 5 of spades or …?"."""
        return _refusals.which_one(self, cards)

    def target_problem(self, problem: TargetError, game: AnyGame,
                       event: str = "refused") -> Announcement:
        """A said place, card or rank that names nothing usable (``events`` target problems).

        A rank naming several cards is the "which one" question (event "info").
        """
        return _refusals.target_problem(self, problem, game, event)

    def refusal(self, error: MoveError, game: AnyGame | None = None) -> Announcement:
        """A refused move: event "refused", ``reason`` the Reason value, ``card`` the card named.

        Wording from the seeds; with ``error_help`` off, a wrong rank or a
        blocked card is only "No.". A face-down card, a covered card and a
        stock card all give the same blocked sentence in TriPeaks; with
        ``game``, a Pyramid card refused as covered is told with the cards on it.
        """
        return _refusals.refusal(self, error, game)

    def code_problem(self, error: DealCodeError) -> Announcement:
        """A game code or deal number that cannot be read: event "refused", reason "bad_code"."""
        return _refusals.code_problem(self, error)

    def deal_problem(self, error: CardCodeError) -> Announcement:
        """A ``--deal`` list that is not 52 distinct cards, every problem in one line.

        E.g. "Unknown card codes: ZZ. Dealt twice: 7S. Missing: 8S. 52 codes
        read." The unknown codes are outside text, passed through ``echo``.
        Event "refused".
        """
        parts = []
        if error.unknown:
            parts.append(self.t("deal-unknown", codes=echo(", ".join(error.unknown), 80)))
        if error.duplicates:
            parts.append(self.t("deal-duplicates",
                                codes=", ".join(c.code for c in error.duplicates)))
        if error.missing:
            parts.append(self.t("deal-missing", codes=", ".join(c.code for c in error.missing)))
        parts.append(self.t("deal-count", count=error.count))
        return Announcement("refused", " ".join(parts))

    def search_stopped(self) -> Announcement:
        """Ctrl+C or the runaway guard stopped a search (``solve``, ``hint``, ``hint peek``,
        ``odds``, ``new winnable``): "Search stopped. The game goes on." (info)."""
        return self.say("search-stopped")

    def working(self) -> Announcement:
        """Said at once before an answer expected to take long: "Working on it…".

        Event "working" (never an answer: its own JSON line, docs/scripting.md).
        """
        return self.say("working", event="working")

    def output_failed(self) -> Announcement:
        """The answers cannot be written (a full disk): the one line told on stderr."""
        return self.say("output-failed", event="refused")
