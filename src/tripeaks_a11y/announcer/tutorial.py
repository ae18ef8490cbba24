"""The guided first game in words: its steps, its wrong tries, its refusal, its end (issue 16).

The guided game (session/tutorial.py) plays the rules pages' deal,
TP1-E-AAAAAAB (docs/rules.md "Game codes": waste A♣, 7♠ in row 3, place 5), in nine
steps; each step's line (``tutorial-step-N``) explains a rule and asks for
one action, and its short ask (``tutorial-ask-N``) is said again after a
try that is not the step's. The session names steps by number only: every
message id is picked here.
"""

from __future__ import annotations

from .announcement import Announcement
from .words import Words

__all__ = ["TUTORIAL_STEPS", "TutorialWords"]

TUTORIAL_STEPS = 9
"""The guided game's steps: board, king of clubs, ace of spades, 2 of diamonds,
a refusal, draw, undo, hint, score (each has its ``tutorial-step-N`` and
``tutorial-ask-N``)."""

_STEP_KEYS = {2: "play", 3: "play", 4: "play", 5: "play", 6: "draw", 7: "undo", 8: "hint"}
"""The key sentence (``tutorial-keys-*``) of the steps a key can do."""

_REFUSED = {"wrong_rank": "tutorial-refused-rank", "blocked": "tutorial-refused-blocked"}


class TutorialWords:
    """The lines of the guided game, in the current language."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def step(self, step: int, cards: int, keys: bool = False) -> Announcement:
        """Step ``step`` (1 … ``TUTORIAL_STEPS``): what it explains and the action it
        asks for; ``cards``: the peaks' cards (the layout's size, 28), which the
        first step's goal counts (docs/rules.md "End of the game"); ``keys``: the
        terminal sends keys, so the key that does it is named after it. Event "help".
        Raises KeyError for another step."""
        return self._with_keys(f"tutorial-step-{_checked(step)}", step, keys, cards=cards)

    def wait(self, step: int, keys: bool = False, *, fits: bool = False) -> Announcement:
        """A try that is not step ``step``'s, not played: the step's ask again and how
        to leave the guided game; ``fits``: the card tried would have been played
        where the step wants one that does not fit. Event "refused"."""
        ask = self._with_keys(f"tutorial-ask-{_checked(step)}", step, keys)
        parts = [self.words.t("tutorial-not-now")]
        if fits:
            parts.append(self.words.t("tutorial-fits"))
        parts += [ask.text, self.words.t("tutorial-leave")]
        return Announcement("refused", " ".join(parts))

    def hint(self, step: int, keys: bool = False) -> Announcement:
        """``hint`` at a step that asks for a card: that card, as the step asks for it
        ("Hint for this step: play the king of clubs: type Kc."). Event "info"."""
        ask = self._with_keys(f"tutorial-ask-{_checked(step)}", step, keys)
        return Announcement("info", f"{self.words.t('tutorial-hint')} {ask.text}")

    def refused(self, reason: str | None) -> Announcement:
        """Why the card tried at the refusal step was refused (``reason``: the
        refusal's ``events.Reason`` value, e.g. "wrong_rank", "blocked"). Event "help"."""
        return self.words.say(_REFUSED.get(reason or "", "tutorial-refused-other"), "help")

    def start(self) -> Announcement:
        """The guided game begins: its deal and rules, and how to leave it. Event "help"."""
        return self.words.say("tutorial-start", "help")

    def other_kind(self) -> Announcement:
        """Before ``start`` when the guided game replaces another game kind: that the
        guide teaches TriPeaks, and how to go back to Pyramid (quit the guide, then
        ``game pyramid``). Event "info"."""
        return self.words.say("tutorial-tripeaks")

    def done(self) -> Announcement:
        """After the last step: the score's rule, the peak bonus and its 9/9/10 split
        (docs/rules.md "Score"), and that the game goes on as a normal one. Event "help"."""
        return self.words.say("tutorial-done", "help")

    def confirm(self, other_kind: bool = False) -> Announcement:
        """Asked before the guided game replaces a game in progress (event "info", as
        ``confirm``); ``other_kind``: a game of another kind than the guide's (Pyramid),
        so the question says the guide teaches TriPeaks."""
        return self.words.say("tutorial-confirm-other" if other_kind else "tutorial-confirm")

    def offer(self) -> Announcement:
        """The opening's one-time offer of the guided game. Event "help"."""
        return self.words.say("tutorial-offer", "help")

    def quit(self) -> Announcement:
        """``quit tutorial``: the guide stops, the game goes on as a normal one."""
        return self.words.say("tutorial-quit")

    def none(self) -> Announcement:
        """``quit tutorial`` with no guided game running."""
        return self.words.say("tutorial-none")

    def ended(self) -> Announcement:
        """The guided game's game was replaced (a new deal, restart, resume…): it is over."""
        return self.words.say("tutorial-ended")

    def _with_keys(self, msg_id: str, step: int, keys: bool, **args: object) -> Announcement:
        said = self.words.say(msg_id, "help", **args)
        if keys and step in _STEP_KEYS:
            keys_line = self.words.t(f"tutorial-keys-{_STEP_KEYS[step]}")
            return Announcement(said.event, f"{said.text} {keys_line}")
        return said


def _checked(step: int) -> int:
    if not 1 <= step <= TUTORIAL_STEPS:
        raise KeyError(f"no such tutorial step: {step}")
    return step
