"""The words of records and statistics (issue 14, points 3 and 4; seed 003).

``RecordsWords`` is a part of ``Announcer``: the one sentence after a game
(the first win of a deal, a record, a personal best, a best score), the
answers to ``stats``, ``records`` and ``player``, records being off, and the
lines of ``tripeaks-a11y records --csv``. It reads the values the records
queries return (``records.queries``: a game's row, statistics) through the
small protocols below, so the announcer knows no store.

Counts said with a feminine noun (games: جولة, partija; minutes and seconds)
are given as words in the spoken form in Arabic and Croatian
(``numbers.feminine_number``), as the counts of cards are; the text keeps
its digits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..i18n import join_and, variant_names
from ..kinds import kind_named
from .announcement import Announcement
from .numbers import feminine_number
from .words import Words

__all__ = ["OFF_REASONS", "GameResult", "RecordsWords", "StatsFigures"]

OFF_REASONS = ("script", "corrupt", "newer", "locked", "read-only", "full", "foreign", "other")
"""Why records are off: script mode without a data folder, or a ``StoreProblem`` value."""


class GameResult(Protocol):
    """What the words read of one recorded game (``records.queries.GameRow``)."""

    @property
    def kind(self) -> str: ...
    @property
    def rules(self) -> str: ...
    @property
    def variants(self) -> str: ...
    @property
    def deal(self) -> int | None: ...
    @property
    def daily(self) -> str | None: ...
    @property
    def player(self) -> str: ...
    @property
    def result(self) -> str | None: ...
    @property
    def cards_left(self) -> int: ...
    @property
    def moves(self) -> int: ...
    @property
    def score(self) -> int: ...


class StatsFigures(Protocol):
    """What the words read of a group's statistics (``records.queries.Stats``)."""

    @property
    def played(self) -> int: ...
    @property
    def won(self) -> int: ...
    @property
    def win_rate(self) -> int: ...
    @property
    def streak(self) -> int: ...
    @property
    def best_streak(self) -> int: ...
    @property
    def best_score(self) -> int | None: ...
    @property
    def fewest_moves(self) -> int | None: ...
    @property
    def average_seconds(self) -> float | None: ...


_FEAT_IDS = {"first-win": "records-first-win", "record": "records-record",
             "personal-best": "records-personal-best", "best-score": "records-best-score"}


class RecordsWords:
    """Records, statistics and the player's name, worded (see the module docstring)."""

    def __init__(self, words: Words) -> None:
        self.words = words

    # ----- shared pieces ---------------------------------------------------

    def _said_number(self, number: int) -> str:
        """``number`` as the voice says it with a feminine noun (digits in English)."""
        try:
            return feminine_number(self.words.lang, number)
        except ValueError:  # English, or beyond 99
            return str(number)

    def _both(self, msg_id: str, count: int, event: str = "info",
              **args: object) -> Announcement:
        """Message ``msg_id`` with ``count`` printed in digits and spoken as words.

        The catalog selects the plural on ``$count`` and shows it as ``$n``
        (a count of games, said feminine in ar and hr: «ثَلَاث جولات», "dvije partije").
        """
        text = self.words.say(msg_id, event, **args, count=count, n=str(count))
        spoken = self.words.say(msg_id, event, **args, count=count, n=self._said_number(count)).text
        return Announcement(text.event, text.text,
                            spoken=None if spoken == text.text else spoken)

    def _title(self, kind: str, rules: str, variants: str = "") -> str:
        """The game, its rule set and its variants: "TriPeaks, Easy rules", "TriPeaks,
        Easy rules with empty waste and open peaks", or "Pyramid" (no rule sets).

        ``variants``: the variant letters as the store keeps them (``DW``),
        named as ``rules-phrase`` names the variants in force
        (``i18n.variant_names``); a letter the catalog does not name (a row
        no longer in ``rules.VARIANTS``) is said as itself.
        """
        row = kind_named(kind)
        if row is None or not row.has_rules:
            return self.words.t("records-title", game=kind)
        try:
            names = variant_names(self.words.lang, variants)
        except KeyError:
            names = join_and(self.words.lang, list(variants))
        return self.words.t("records-title-rules", game=kind, rules=rules, variants=names or "none")

    def _result(self, game: GameResult) -> str:
        """The result: "won in 38 moves", "3 cards left", "left with 12 cards on the table"."""
        if game.result == "won":
            return self.words.t("records-won", moves=game.moves)
        if game.result == "abandoned":
            return self.words.t("records-abandoned", count=game.cards_left)
        return self.words.t("records-left", count=game.cards_left)

    def _time(self, seconds: float) -> tuple[str, str]:
        """A time as printed and as said: "4 minutes 12 seconds" (hr "četiri minute i …")."""
        minutes, rest = divmod(round(seconds), 60)
        if minutes and rest:
            msg_id = "records-time"
        elif minutes:
            msg_id = "records-time-minutes"
        else:
            msg_id = "records-time-seconds"
        plural = {"minutes": minutes, "seconds": rest}
        shown = self.words.t(msg_id, **plural, min=minutes, sec=rest)
        said = self.words.t(msg_id, **plural, min=self._said_number(minutes),
                            sec=self._said_number(rest))
        return shown, said

    # ----- after a game --------------------------------------------------------

    def feat(self, name: str, game: GameResult) -> Announcement:
        """The one sentence after a game (seed 003), by feat name (``queries.FEATS``).

        "first-win": "You are the first to win deal 1234!"; "record": "A new
        record for deal 1234: won in 38 moves!"; "personal-best": "Your best
        result yet in deal 1234: 3 cards left."; "best-score": "A new best
        score: 1200!" Event "info". Raises KeyError for another name. A deal
        of the day (``game.daily`` set), whose records are kept apart, is
        named as that: "You are the first to win the deal of the day!"
        """
        words = self.words
        msg_id = _FEAT_IDS[name] + ("-daily" if game.daily and name != "best-score" else "")
        return words.counted(words.say(msg_id, number=game.deal or 0, result=self._result(game),
                                       score=game.score))

    # ----- stats ------------------------------------------------------------------

    def stats(self, kind: str, rules: str, mine: StatsFigures,
              everyone: StatsFigures, variants: str = "") -> list[Announcement]:
        """The answer to ``stats``: this player's figures, then everyone's, short lines.

        ``kind``, ``rules`` and ``variants`` name the game, rule set and
        variant letters (as the store keeps them; the title names the
        variants: ``_title``). Each group is a line of counts (played, won, win rate, streaks)
        and a line of bests (best score, fewest moves and average time to
        win); a player with no games hears one line saying so; everyone's
        lines are left out when everyone's games are the player's alone.
        """
        title = self._title(kind, rules, variants)
        answer: list[Announcement] = []
        if mine.played:
            answer.append(self.words.say("records-stats-you", title=title, played=mine.played,
                                         won=mine.won, percent=mine.win_rate, streak=mine.streak,
                                         best=mine.best_streak))
            answer.append(self._bests(mine))
        else:
            answer.append(self.words.say("records-stats-none", title=title))
        if everyone.played and everyone.played != mine.played:
            answer.append(self.words.say("records-stats-all", played=everyone.played,
                                         won=everyone.won, percent=everyone.win_rate,
                                         best=everyone.best_streak))
            answer.append(self._bests(everyone))
        return answer

    def _bests(self, figures: StatsFigures) -> Announcement:
        score = figures.best_score or 0
        if figures.fewest_moves is None or figures.average_seconds is None:
            return self.words.say("records-stats-no-win", score=score)
        shown, said = self._time(figures.average_seconds)
        text = self.words.say("records-stats-bests", score=score, moves=figures.fewest_moves,
                              time=shown)
        spoken = self.words.say("records-stats-bests", score=score, moves=figures.fewest_moves,
                                time=said).text
        return Announcement("info", text.text, spoken=None if spoken == text.text else spoken)

    # ----- records -----------------------------------------------------------------

    def recent_games(self, games: Sequence[GameResult]) -> list[Announcement]:
        """The player's last games, newest first: a heading line, then one line each.

        "Your last 2 games, newest first:" "TriPeaks, Easy rules, deal 1234:
        won in 38 moves, score 1200." A game played with variants names them
        ("TriPeaks, Easy rules, empty waste, deal 1234: …"). With none: "No
        games recorded for you yet."
        """
        if not games:
            return [self.words.say("records-recent-none")]
        answer = [self._both("records-recent", len(games))]
        for game in games:
            title = self._title(game.kind, game.rules, game.variants)
            if game.deal is None:
                line = self.words.say("records-game-dealt", title=title, result=self._result(game),
                                      score=game.score)
            else:
                line = self.words.say("records-game-daily" if game.daily else "records-game",
                                      title=title, number=game.deal, result=self._result(game),
                                      score=game.score)
            answer.append(self.words.counted(line))
        return answer

    def deal_records(self, number: int | None, record: GameResult | None,
                     own: GameResult | None, player: str,
                     daily: bool = False) -> list[Announcement]:
        """The records of the deal played: the best of everyone's, and ``player``'s own best.

        ``number`` None: "This deal has no number, so it keeps no records."
        No result yet: "No results yet for deal 1234." The record held by
        ``player`` is said once, as theirs. ``daily``: the deal of the day,
        its records kept apart and named so ("The record for the deal of the day: …").
        """
        words = self.words
        if number is None:
            return [words.say("records-deal-unnumbered")]
        suffix = "-daily" if daily else ""
        if record is None:
            return [words.say(f"records-deal-none{suffix}", number=number)]
        if record.player == player:
            return [words.counted(words.say(f"records-deal-yours{suffix}", number=number,
                                            result=self._result(record), score=record.score))]
        answer = [words.counted(words.say(f"records-deal{suffix}", number=number,
                                          result=self._result(record), score=record.score,
                                          player=record.player))]
        if own is not None:
            answer.append(words.counted(words.say(f"records-deal-own{suffix}", number=number,
                                                  result=self._result(own), score=own.score)))
        return answer

    def records_off(self, reason: str) -> Announcement:
        """``stats`` or ``records`` with records off, and why (``OFF_REASONS``); event "refused"."""
        return self.words.say("records-off", event="refused",
                              reason=reason if reason in OFF_REASONS else "other")

    # ----- the player -------------------------------------------------------------

    def player_now(self, player: str) -> Announcement:
        """The player switched: "Playing as Ana: records and statistics from now on are Ana's." """
        return self.words.say("player-now", player=player)

    def player_is(self, player: str) -> Announcement:
        """``player`` alone: who is playing, and how to change it."""
        return self.words.say("player-is", player=player)

    def player_refused(self) -> Announcement:
        """A name that cannot be a player's (too long, odd characters); event "refused"."""
        return self.words.say("player-bad", event="refused")

    # ----- tripeaks-a11y records --csv ----------------------------------------------

    def csv_written(self, path: str, count: int) -> Announcement:
        """The export is written: "Wrote 12 games to games.csv." """
        return self._both("records-csv-written", count, path=path)

    def csv_problem(self, problem: str, path: str, detail: str = "") -> Announcement:
        """Why the export was not written: ``problem`` "exists", "folder", "failed",
        "no-store" or "store" (``detail``: the system's reason); event "refused"."""
        # Not sentence-cased: the line may start with the file's name, as given.
        return Announcement("refused", self.words.t(f"records-csv-{problem}", path=path,
                                                    problem=detail))
