"""Records in play: the sentence after a game, and ``stats``, ``records`` and ``player``.

``RecordsPlay`` reads the records store of the run (``records.Records``,
kept by ``saving``) through ``records.queries`` and has the announcer word
what it finds (issue 14, points 3 and 4; seed 003):

* after a game won or blocked (the bus's ``GameEnded``, told by ``saving``): one
  sentence when the game was the first win of its deal in the store, a
  record of the deal (anyone's), the player's own best of the deal (for a
  game not won, fewer cards left than ever before), or a best score of its
  scoring rule and variants; nothing otherwise;
* ``stats``: the player's and everyone's statistics in the game, rule set
  and variants being played (a variant's games never count toward another's);
* ``records``: the player's last ``RECENT_GAMES`` games and the records of
  the deal being played;
* ``player NAME``: play as NAME from now on (``player`` alone says who plays).

With records off (script mode without ``--data-dir``, or a store that could
not be used) ``stats`` and ``records`` say so and why, in one sentence.
"""

from __future__ import annotations

import sqlite3
import unicodedata
from typing import TYPE_CHECKING

from ..commands import Command
from ..records import StoreProblem, queries
from .base import Answer
from .bus import GameEnded, Happening
from .saving import MAX_NAME, game_info_of

if TYPE_CHECKING:
    from .base import SessionBase

__all__ = ["MAX_NAME", "RECENT_GAMES", "RecordsPlay", "player_name"]

RECENT_GAMES = 5
"""How many of the player's last games ``records`` reads."""


_NAME_MARKS = frozenset(" -_.'")


def player_name(text: str) -> str | None:
    """``text`` as a player's name (spaces folded), or None when it cannot be one.

    A name is 1 to ``MAX_NAME`` characters: letters and digits of any script
    (with their vowel marks: «سَامِي»), spaces and ``-_.'``; nothing that
    could drive a terminal or a spreadsheet.
    """
    name = " ".join(unicodedata.normalize("NFC", text).split())
    if not 0 < len(name) <= MAX_NAME:
        return None
    if not all(ch.isalnum() or ch in _NAME_MARKS or unicodedata.category(ch) == "Mn"
               for ch in name):
        return None
    return name


class RecordsPlay:
    """The records commands and the sentence after a game (see the module docstring)."""

    def __init__(self, session: SessionBase) -> None:
        self.s = session
        self._told: frozenset[tuple[int, str]] = frozenset()
        """The feats already said, by game id: an undo after the end and the same end
        again (a redo) does not say it twice."""
        session.bus.subscribe(self._heard)

    def _heard(self, happening: Happening) -> Answer:
        if isinstance(happening, GameEnded):
            return self._game_ended(happening.saved_game_id)
        return []

    def _records_connection(self) -> sqlite3.Connection | None:
        """The store's connection for reading, or None when records are off."""
        records = self.s.records
        if records is None or records.store is None:
            return None
        return records.store.connection

    def _records_off(self) -> Answer:
        """Records are off: why, in one sentence."""
        if self.s.records is None:
            reason = "script"
        else:  # the last problem of the store, where Records keeps one
            problem = self.s.records.problem
            reason = problem.value if isinstance(problem, StoreProblem) else "other"
        return [self.s.announcer.records.records_off(reason)]

    def _game_ended(self, saved_game_id: int) -> Answer:
        answer: Answer = []
        connection = self._records_connection()
        if connection is None:
            return answer
        try:
            feat = queries.feat_of(connection, saved_game_id)
        except sqlite3.Error:  # a read that fails says nothing; the game is recorded
            return answer
        if feat is None or (saved_game_id, feat.name) in self._told:
            return answer
        self._told = self._told | {(saved_game_id, feat.name)}
        return [*answer, self.s.announcer.records.feat(feat.name, feat.game)]

    def stats(self, _command: Command) -> Answer:
        """The player's and everyone's statistics in this game and rule set."""
        connection = self._records_connection()
        if connection is None:
            return self._records_off()
        info = game_info_of(self.s, self.s.player, 0.0)
        try:
            mine = queries.stats(connection, info.kind, info.rules, info.variants, self.s.player)
            everyone = queries.stats(connection, info.kind, info.rules, info.variants)
        except sqlite3.Error:
            return [self.s.announcer.records.records_off("other")]
        return self.s.announcer.records.stats(info.kind, info.rules, mine, everyone, info.variants)

    def records(self, _command: Command) -> Answer:
        """The player's last games, then the records of the deal being played."""
        connection = self._records_connection()
        if connection is None:
            return self._records_off()
        info = game_info_of(self.s, self.s.player, 0.0)
        try:
            recent = queries.recent_games(connection, self.s.player, RECENT_GAMES)
            record = own = None
            if info.deal is not None:
                key = queries.DealKey(info.kind, info.rules, info.variants, info.deal,
                                      info.daily)
                record = queries.best_for_deal(connection, key)
                own = queries.best_for_deal(connection, key, player=self.s.player)
        except sqlite3.Error:
            return [self.s.announcer.records.records_off("other")]
        return [*self.s.announcer.records.recent_games(recent),
                *self.s.announcer.records.deal_records(info.deal, record, own, self.s.player,
                                                  daily=info.daily is not None)]

    def player(self, command: Command) -> Answer:
        """``player NAME``: play as NAME from now on; ``player``: who is playing."""
        if command.arg is None:
            return [self.s.announcer.records.player_is(self.s.player)]
        name = player_name(command.arg)
        if name is None:
            return [self.s.announcer.records.player_refused()]
        self.s.player = name
        if self.s.records is not None:
            self.s.records.player = name  # the games started from now on, and resume
        return [self.s.announcer.records.player_now(name)]
