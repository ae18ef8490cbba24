"""The words of saving and resuming: the offer to continue a game, and the store's problems.

``SavingWords`` is a part of ``Announcer``. The session hands it the facts
(the saved game's code, moves and score; a ``records.RecordsNotice``, read
through the ``StoreNotice`` protocol since the store is a higher layer)
and these methods pick the catalog message (``locales/*/saving.ftl``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from ..deals import GameCode
from ..i18n import sentence_case
from ..kinds import GameKind
from ..sanitize import echo
from ..values.rules import RuleSet
from .announcement import Announcement
from .spelling import spell_code
from .words import Words

__all__ = ["SavingWords", "StoreNotice"]

PROBLEMS = ("corrupt", "newer", "locked", "read-only", "full", "foreign", "other")
"""The store problems ``records_notice`` words (``records.StoreProblem`` values)."""
PATH_LIMIT = 400
"""Characters of a file path said at most."""


class StoreNotice(Protocol):
    """What ``records_notice`` reads of a ``records.RecordsNotice``.

    ``problem``: a ``StoreProblem`` (its ``value`` is one of ``PROBLEMS``);
    ``path``: the store's file; ``kept``: where a damaged file was moved, or
    None; ``off``: records are off for the rest of the run.
    """

    @property
    def problem(self) -> object: ...

    @property
    def path(self) -> Path: ...

    @property
    def kept(self) -> Path | None: ...

    @property
    def off(self) -> bool: ...


class SavingWords:
    """``resume_offer``, ``resumed`` and ``records_notice``, worded in ``lang``."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def _coded(self, msg_id: str, code: str, event: str = "info",
               **args: object) -> Announcement:
        words = self.words
        return Announcement(event, sentence_case(words.t(msg_id, code=code, **args)),
                            spoken=sentence_case(words.t(msg_id, code=spell_code(code), **args)))

    def resume_offer(self, code: str | None, moves: int, score: int) -> Announcement:
        """The question at the start: "Continue game TP1-E-AAAAAAB, 14 moves, score 486?
        Say yes or no." ``code`` None: a game dealt from a card list (event "info")."""
        if code is None:
            return self.words.say("saving-offer-explicit", moves=moves, score=score)
        return self._coded("saving-offer", code, moves=moves, score=score)

    def resumed(self, kind: GameKind, code: GameCode | None, rules: RuleSet) -> Announcement:  # noqa: ARG002 - the same facts as ``welcome``
        """The saved game dealt again with its moves replayed: "Game TP1-E-AAAAAAB continues
        where you left off." (the board follows)."""
        if code is None:
            return self.words.say("saving-resumed-explicit")
        return self._coded("saving-resumed", str(code))

    def open_elsewhere(self) -> Announcement:
        """The saved game is being played in another running game, so it is not offered:
        "Your unfinished game is being played in another window of the game: …"."""
        return self.words.say("saving-elsewhere")

    def records_notice(self, notice: StoreNotice) -> Announcement:
        """One sentence on a problem of the records store (event "error").

        A damaged file moved aside: "The records file was damaged: it is kept
        as …/records.sqlite3.broken and a new one is started." A lock another
        program holds: "Another program is using the records file …: your
        games are kept and saved as soon as it is free." Otherwise the
        problem and that records are off until the game is started again,
        e.g. "The disk is full: games are not recorded until you start the
        game again." Paths pass ``sanitize.echo``.
        """
        if notice.kept is not None and not notice.off:
            kept = echo(str(notice.kept), limit=PATH_LIMIT)
            return self.words.say("saving-kept", event="error", path=kept)
        problem = getattr(notice.problem, "value", "other")
        path = echo(str(notice.path), limit=PATH_LIMIT)
        if problem == "locked" and not notice.off:  # the writes wait for the file (issue 32)
            return self.words.say("saving-waiting", event="error", path=path)
        return self.words.say("saving-off", event="error", path=path,
                              problem=problem if problem in PROBLEMS else "other")
