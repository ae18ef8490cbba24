"""Records in play: the sentence after a game, and ``stats``, ``records`` and ``player``.

``RecordsPlayMixin`` reads the records store of the run (``records.Records``,
kept by ``saving``) through ``records.queries`` and has the announcer word
what it finds (issue 14, points 3 and 4; seed 003):

* after a game won or blocked (``_game_ended``, the hook of ``saving``): one
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

from ..commands import Command
from ..records import StoreProblem, queries
from .base import Answer, SessionBase
from .saving import game_info_of

__all__ = ["MAX_NAME", "RECENT_GAMES", "RecordsPlayMixin", "player_name"]

RECENT_GAMES = 5
"""How many of the player's last games ``records`` reads."""

MAX_NAME = 40
"""The longest player's name, in characters."""

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


class RecordsPlayMixin(SessionBase):
    """The records commands and the sentence after a game (see the module docstring)."""

    _told: frozenset[tuple[int, str]] = frozenset()
    """The feats already said, by game id: an undo after the end and the same end again
    (a redo) does not say it twice."""

    def _records_connection(self) -> sqlite3.Connection | None:
        """The store's connection for reading, or None when records are off."""
        records = self.records
        if records is None or records.store is None:
            return None
        return records.store.connection

    def _records_off(self) -> Answer:
        """Records are off: why, in one sentence."""
        if self.records is None:
            reason = "script"
        else:  # the last problem of the store, where Records keeps one
            problem = getattr(self.records, "problem", None)
            reason = problem.value if isinstance(problem, StoreProblem) else "other"
        return [self.announcer.records.records_off(reason)]

    def _game_ended(self, saved_game_id: int) -> Answer:
        answer = super()._game_ended(saved_game_id)
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
        return [*answer, self.announcer.records.feat(feat.name, feat.game)]

    def _stats(self, _command: Command) -> Answer:
        """The player's and everyone's statistics in this game and rule set."""
        connection = self._records_connection()
        if connection is None:
            return self._records_off()
        info = game_info_of(self, self.player, 0.0)
        try:
            mine = queries.stats(connection, info.kind, info.rules, info.variants, self.player)
            everyone = queries.stats(connection, info.kind, info.rules, info.variants)
        except sqlite3.Error:
            return [self.announcer.records.records_off("other")]
        return self.announcer.records.stats(info.kind, info.rules, mine, everyone, info.variants)

    def _records(self, _command: Command) -> Answer:
        """The player's last games, then the records of the deal being played."""
        connection = self._records_connection()
        if connection is None:
            return self._records_off()
        info = game_info_of(self, self.player, 0.0)
        try:
            recent = queries.recent_games(connection, self.player, RECENT_GAMES)
            record = own = None
            if info.deal is not None:
                key = queries.DealKey(info.kind, info.rules, info.variants, info.deal,
                                      info.daily)
                record = queries.best_for_deal(connection, key)
                own = queries.best_for_deal(connection, key, player=self.player)
        except sqlite3.Error:
            return [self.announcer.records.records_off("other")]
        return [*self.announcer.records.recent_games(recent),
                *self.announcer.records.deal_records(info.deal, record, own, self.player,
                                                  daily=info.daily is not None)]

    def _player(self, command: Command) -> Answer:
        """``player NAME``: play as NAME from now on; ``player``: who is playing."""
        if command.arg is None:
            return [self.announcer.records.player_is(self.player)]
        name = player_name(command.arg)
        if name is None:
            return [self.announcer.records.player_refused()]
        self.player = name
        if self.records is not None:
            self.records.player = name  # the games started from now on, and resume
        return [self.announcer.records.player_now(name)]
