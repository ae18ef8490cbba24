"""The words of ``last`` and ``redo``: this game's recent actions, and nothing to redo.

``HistoryWords`` is a part of ``Announcer``. An action is the event the
engine returned for it (Removed, Drawn, Paired, KingRemoved); the session
passes only actions still in effect, whose cards are all face up on the
waste or out of play.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..values.events import Drawn, KingRemoved, Paired, Removed
from .announcement import Announcement
from .words import Words

__all__ = ["HistoryWords"]

Action = Removed | Drawn | Paired | KingRemoved


class HistoryWords:
    """``recent_actions`` (the answer to ``last``) and ``nothing_to_redo``."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def recent_actions(self, actions: Sequence[Action]) -> Announcement:
        """The actions, newest first, in one line; event "info".

        E.g. "Your last 2 moves, newest first: drew 5 of clubs; played 6 of
        hearts." With none: "No moves yet in this game."
        """
        if not actions:
            return self.words.say("history-none")
        said = self.words.t("group-separator").join(self._action(a) for a in actions)
        return self.words.say("history", count=len(actions), moves=said)

    def _action(self, action: Action) -> str:
        if isinstance(action, Removed):
            return self.words.t("history-played", card=self.words.card(action.card))
        if isinstance(action, Drawn):
            return self.words.t("history-drew", card=self.words.card(action.card))
        if isinstance(action, Paired):
            first, second = (self.words.card(c) for c in action.cards)
            return self.words.t("history-paired", first=first, second=second)
        return self.words.t("history-king", card=self.words.card(action.card))

    def nothing_to_redo(self) -> Announcement:
        """Redo with nothing undone since the last action (event "refused").

        E.g. "Nothing to redo: redo plays again only what undo took back."
        """
        return self.words.say("redo-nothing", event="refused")
