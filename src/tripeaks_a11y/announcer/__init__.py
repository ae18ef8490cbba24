"""Turn game states and events into sentences in the player's language.

The announcer holds no game rules: it reads the engine's queries
(``card_at``, ``is_face_up``, ``coverers``, ``playable_positions``…) and its
events, and words them through the catalogs (``i18n``). The board read-out is
the seeds' verbal layout (docs/rules.md "The board read-out"): the piles, then each
row with its label, face-down cards as "hidden card", removed cards left out.

Nothing it says reveals a face-down card: a face-down card is only ever a
"hidden card", and refusing a face-down card or a stock card gives the same
"blocked" sentence. The facts beside the text (``facts``: the board's cards
and the moves as values) name face-up cards only, and ``without_hidden`` is
the JSON lines' last guard (docs/scripting.md).

It also words what speech says where that is not the printed text, so the
speech layer re-words nothing (``Announcement.spoken``, ``brief``, ``full``):
the board and a row with each run of hidden cards as one count ("4 hidden
cards"); after a removal nothing at brief verbosity and the score added at
full; after a draw only the card at brief and the score added at full.
Other announcements (refusals, peak clears, won, blocked…) are said as printed.

Its modules: ``announcement`` (the value said, ``EVENT_NAMES``), ``words``
(the language, error help and catalog look-ups every word-object shares), ``board``
(the verbal layout: board, row, waste, moves, look, score, hint), ``events``
(what a move or an undo did), ``refusals`` (refused moves, target and code
problems, "which one"), ``conversation`` (questions, goodbye, repeat, help,
input not understood), ``answers`` (the deal, its code and rules, the
settings, solve), ``records`` (records and statistics: the sentence after
a game, ``stats``, ``records``, ``player``), ``listening`` (what was heard, the
question before a move heard, ``listen`` and ``voice``), ``facts`` (the board's cards and
the moves as values, and the guard against naming a hidden card) and ``announcer`` (``Announcer``,
which holds one word-object per domain over one shared ``Words``: ``announcer.board``,
``announcer.events``, ``announcer.refusals``, ``announcer.tutorial``…). The session picks no
message id: it calls the word-object's method named for what happened, with the facts.
"""

from __future__ import annotations

from .announcement import EVENT_NAMES, Announcement, Move, Seen
from .announcer import Announcer
from .facts import hidden_cards, without_hidden

__all__ = ["EVENT_NAMES", "Announcement", "Announcer", "Move", "Seen", "hidden_cards",
           "without_hidden"]
