"""The wording of fair advice: ``odds`` and the fair hint (issue 18, points 1 and 2).

Both say a sampled chance to win (``solver.Odds``): the share of the decided
samples that can be won and its 95% interval, as whole percents, with the
samples drawn and, when some searches stopped at their budget, how many were
left undecided. The numbers are words of the catalogs ("64 percent", hr
"64 posto", ar «64 بالمئة»), as the records' win rate is.
"""

from __future__ import annotations

import math

from ..i18n import sentence_case
from ..solver import Odds
from .announcement import Announcement
from .words import Words

__all__ = ["OddsWords", "odds_args", "percent"]


def percent(share: float) -> int:
    """``share`` (0.0-1.0) as a whole percent, halves rounded up (0.645 -> 65)."""
    return math.floor(share * 100 + 0.5)


def odds_args(odds: Odds) -> dict[str, int]:
    """The catalog arguments of ``odds``: share, low, high (whole percents), samples,
    decided and undecided (counts). The share is 0 when no sample was decided."""
    return {"share": percent(odds.share or 0.0), "low": percent(odds.low),
            "high": percent(odds.high), "samples": odds.samples, "decided": odds.decided,
            "undecided": odds.samples - odds.decided}


class OddsWords:
    """The chance to win in words: ``odds``, and the fair hint with its chance."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def estimate(self, estimate: Odds | None) -> Announcement:
        """The answer to ``odds``: "About 64 percent (58 to 70 percent) of games like this
        can be won; 200 samples." (", 3 undecided" added when some were); "I could not
        estimate the chance: …" when no sample was decided or ``estimate`` is None."""
        if estimate is None or not estimate.decided:
            return Announcement("info", self.words.t("odds-unknown"))
        return Announcement("info", sentence_case(self.words.t("odds", **odds_args(estimate))))

    def over(self, won: bool) -> Announcement:
        """``odds`` on a game over, which is not estimated: "Nothing to estimate: the game
        is already won." or "…: the game is over."."""
        return Announcement("info", self.words.t("odds-over-won" if won else "odds-over-lost"))

    def fair_hint(self, kind: str, card: str, estimate: Odds | None) -> Announcement:
        """The fair hint: the move (``kind`` "play" with ``card`` its face-up card's name,
        or "draw" with ``card`` "") and the chance to win after it.

        E.g. "Hint: play 7 of spades; about 64 percent (58 to 70 percent) of games like
        this can then be won."; when every decided sample is lost: "Hint: play 7 of
        spades; in none of 100 samples can the game then be won."; when none was
        decided: "…; I could not estimate the chance after it: …".
        """
        if estimate is None or not estimate.decided:
            return Announcement("info", sentence_case(self.words.t("fair-hint-unknown", kind=kind,
                                                                   card=card)))
        msg_id = "fair-hint-lost" if estimate.won == 0 else "fair-hint"
        return Announcement("info", sentence_case(self.words.t(msg_id, kind=kind, card=card,
                                                               **odds_args(estimate))))
