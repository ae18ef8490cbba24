"""The ``Announcer``: the word-objects callers word things with, and their one language.

Each word-object words one domain and is called directly, e.g.
``announcer.board.row(game, 3)`` or ``announcer.tutorial.step(2, 28)``. They
share one ``Words`` (the language, the error-help setting and the catalog
look-ups), so a change of ``Announcer.lang`` or ``error_help`` reaches every
one at the next sentence. Where one needs another it is handed it: the
board names hidden cards for the refusals and the cursor, and the odds word
the board's fair hint.
"""

from __future__ import annotations

from ..languages import FALLBACK
from .answers import AnswerWords
from .board import BoardWords
from .conversation import ConversationWords
from .cursor import CursorWords
from .events import EventWords
from .history import HistoryWords
from .keys import KeysWords
from .listening import ListeningWords
from .odds import OddsWords
from .records import RecordsWords
from .refusals import RefusalWords
from .saving import SavingWords
from .tutorial import TutorialWords
from .words import Words

__all__ = ["Announcer"]


class Announcer:
    """Words states, events and the session's answers in ``lang`` (``i18n.LANGUAGES``).

    ``lang`` and ``error_help`` are public and may be changed at any time;
    with ``error_help`` off a wrong-rank or blocked refusal is a short "No."
    Raises ValueError for an unknown language. The word-objects, each
    called directly:

    - ``words``: the shared look-ups (``card``, ``t``, ``say``, ``counted``);
    - ``board``: the verbal layout and the questions about it (``layout``,
      ``row``, ``waste``, ``moves``, ``score``, ``hint``, ``peek_hint``,
      ``look``, ``look_stock``, ``look_waste``, ``chain``, ``run``, ``faq``);
    - ``odds``: the chance to win (``estimate``, ``over``);
    - ``events``: what a move or an undo did (``told``);
    - ``refusals``: what cannot be done (``move``, ``target``, ``which_one``,
      ``code``, ``deal``);
    - ``conversation``: questions, goodbye, help, input not understood,
      ``working`` and ``search_stopped``;
    - ``answers``: the deal, its code and rules, the settings, ``solve``;
    - ``history``: this game's recent actions; ``saving``: the offer to
      continue a saved game and the records store's problems;
    - ``records``: records and statistics; ``listening``: what was heard and
      how the game listens; ``keys``: the keys of the full terminal;
    - ``cursor``: what the card cursor says; ``tutorial``: the guided first game.
    """

    def __init__(self, lang: str = FALLBACK, error_help: bool = True) -> None:
        words = Words(lang, error_help)
        self.words = words
        self.odds = OddsWords(words)
        self.board = BoardWords(words, self.odds)
        self.events = EventWords(words)
        self.refusals = RefusalWords(words, self.board)
        self.conversation = ConversationWords(words)
        self.answers = AnswerWords(words)
        self.history = HistoryWords(words)
        self.saving = SavingWords(words)
        self.records = RecordsWords(words)
        self.listening = ListeningWords(words)
        self.keys = KeysWords(words)
        self.cursor = CursorWords(words, self.board)
        self.tutorial = TutorialWords(words)

    @property
    def lang(self) -> str:
        """The language every word-object speaks (one of ``i18n.LANGUAGES``)."""
        return self.words.lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.words.lang = lang

    @property
    def error_help(self) -> bool:
        """Whether a wrong-rank or blocked refusal explains itself (off: "No.")."""
        return self.words.error_help

    @error_help.setter
    def error_help(self, on: bool) -> None:
        self.words.error_help = on
