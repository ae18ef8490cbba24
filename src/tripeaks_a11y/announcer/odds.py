"""The wording of fair advice: ``odds`` and the fair hint (issue 18, points 1 and 2).

Both say a sampled chance to win (``solver.Odds``) in a player's words
(issue 30, no jargon): a sample is a deal of the unseen cards tried. The
share of the decided samples that can be won and its 95% interval, as whole
percents, with how many deals were tried ("about 64 percent of games like
this can be won, most likely 58 to 70 percent; I tried 200 deals of the
unseen cards"); when none or all of them can be won, or the share would
round to 0 or 100 percent, the count itself ("none of the 200 deals … can be
won, so at most 2 percent of games like this can"); when no card is unseen,
no chance but the verdict ("the game can certainly be won: no card is left
unseen"); and, when some searches stopped at their budget, how many more
were "too long to work out". A fair hint whose move wins the game at once
says so ("it wins the game"). The
numbers are words of the catalogs ("64 percent", hr "64 posto", ar «64
بالمئة»), as the records' win rate is.
"""

from __future__ import annotations

import math

from ..i18n import sentence_case
from ..solver import Odds
from .announcement import Announcement
from .words import Words

__all__ = ["OddsWords", "extent", "odds_args", "percent"]


def percent(share: float) -> int:
    """``share`` (0.0-1.0) as a whole percent, halves rounded up (0.645 -> 65)."""
    return math.floor(share * 100 + 0.5)


def extent(odds: Odds) -> str:
    """How ``odds`` is said (the catalogs' ``$extent``): "won" or "lost" when no card
    was unseen (``Odds.exact``: the game can or cannot be won, for certain), "none"
    when no decided sample can be won, "all" when every one can, "count" when the
    share would round to 0 or 100 percent though some are won and some lost ("199 of
    the 200 deals"), else "share" (a percent)."""
    if odds.exact:
        return "won" if odds.won else "lost"
    if odds.won == 0:
        return "none"
    if odds.won == odds.decided:
        return "all"
    return "count" if percent(odds.share or 0.0) in (0, 100) else "share"


def odds_args(odds: Odds) -> dict[str, int | str]:
    """The catalog arguments of ``odds``: share, low, high (whole percents), samples,
    decided, won and undecided (counts), and ``extent`` (``extent``). The share is 0
    when no sample was decided."""
    return {"share": percent(odds.share or 0.0), "low": percent(odds.low),
            "high": percent(odds.high), "samples": odds.samples, "decided": odds.decided,
            "won": odds.won, "undecided": odds.samples - odds.decided, "extent": extent(odds)}


class OddsWords:
    """The chance to win in words: ``odds``, and the fair hint with its chance."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def estimate(self, estimate: Odds | None) -> Announcement:
        """The answer to ``odds``: "About 64 percent of games like this can be won, most
        likely 58 to 70 percent; I tried 200 deals of the unseen cards." ("; 3 more were
        too long to work out" added when some were undecided), "None of the 200 deals …";
        "I could not estimate the chance: …" when no sample was decided or ``estimate``
        is None."""
        if estimate is None or not estimate.decided:
            return Announcement("info", self.words.t("odds-unknown"))
        return Announcement("info", sentence_case(self.words.t("odds", **odds_args(estimate))))

    def over(self, won: bool) -> Announcement:
        """``odds`` on a game over, which is not estimated: "Nothing to estimate: the game
        is already won." or "…: the game is over."."""
        return Announcement("info", self.words.t("odds-over-won" if won else "odds-over-lost"))

    def fair_hint(self, kind: str, card: str, estimate: Odds | None, *,
                  wins: bool = False) -> Announcement:
        """The fair hint: the move (``kind`` "play" with ``card`` its face-up card's name,
        or "draw" with ``card`` "") and the chance to win after it, or, when ``wins``
        (the move wins the game at once), that it does: "Hint: play queen of spades; it
        wins the game.".

        E.g. "Hint: play 7 of spades; after it, about 64 percent of games like this can
        be won, most likely 58 to 70 percent; I tried 100 deals of the unseen cards.";
        when every decided sample is lost: "…; after it, none of the 100 deals of the
        unseen cards I tried can be won, so at most 4 percent of games like this can.";
        when none was decided: "…; I could not estimate the chance after it: …".
        """
        if wins:
            return Announcement("info", sentence_case(self.words.t("fair-hint-wins", kind=kind,
                                                                   card=card)))
        if estimate is None or not estimate.decided:
            return Announcement("info", sentence_case(self.words.t("fair-hint-unknown", kind=kind,
                                                                   card=card)))
        return Announcement("info", sentence_case(self.words.t("fair-hint", kind=kind, card=card,
                                                               **odds_args(estimate))))
