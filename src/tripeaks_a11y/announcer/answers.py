"""The wording of the answers about the deal and the settings, and of solve.

``AnswerWords`` is a part of ``Announcer``: the session hands it the facts
(the game's kind, its code, the rule set, a search's verdict, a setting's
answer) and these methods pick the catalog message and word it. A kind's own
wording is found through its ``GameKind.messages`` prefix ("" for TriPeaks,
"pyramid-" for Pyramid), which only the announcer reads. The speech layer's
setting answers come from a higher layer and are read through the
``SettingReply`` protocol, never imported. A message that names a game code
(welcome, new game, restart, code) is spoken with the code spelled
(``spelling.spell_code``) and printed with it as written.
"""

from __future__ import annotations

from datetime import date
from typing import Protocol

from ..deals import GameCode
from ..i18n import sentence_case
from ..kinds import GameKind
from ..solver import Verdict
from ..values.rules import RuleSet
from .announcement import Announcement
from .spelling import spell_code
from .words import Words

__all__ = ["AnswerWords", "SettingReply"]

_SETTING_ANSWERS: dict[str, tuple[str, str]] = {
    "rate": ("speech-rate", "rate"),
    "volume": ("speech-volume", "volume"),
    "mode": ("speech-mode", "mode"),
    "verbosity": ("speech-verbosity", "level"),
    "output": ("speech-set", "output"),
}
"""A setting's answer: its catalog id and the name of the value's argument."""

# A command of one game only, said in the other, to the sentence it gets.
_OTHER_GAME_IDS = {
    "pair": "pyramid-only",
    "chain": "chain-pyramid-only",
    "play": "tripeaks-only",
    "remove": "tripeaks-only",
}


class SettingReply(Protocol):
    """What a changed setting answers (``preferences.SettingAnswer``).

    ``setting``: its name ("rate", "volume", "mode", "verbosity",
    "earcons", "output", "test"); ``value``: the value in force; ``refused``:
    the value given was not accepted and the setting is unchanged;
    ``limits``: the allowed (low, high) of a number that was out of range.
    """

    @property
    def setting(self) -> str: ...

    @property
    def value(self) -> str | int: ...

    @property
    def limits(self) -> tuple[int, int] | None: ...

    @property
    def refused(self) -> bool: ...


class AnswerWords:
    """The answers about the deal, the settings and solve, in ``lang`` (part of ``Announcer``)."""

    def __init__(self, words: Words) -> None:
        self.words = words

    # ----- the deal --------------------------------------------------------

    def _with_code(self, msg_id: str, code: GameCode, **args: object) -> Announcement:
        """Message ``msg_id`` naming ``code``: printed as the code is written, spoken
        with it spelled ("T, P, 1; E; A, A, A, A, A, A, B", ``spelling.spell_code``)."""
        return Announcement("info", sentence_case(self.words.t(msg_id, code=str(code), **args)),
                            spoken=sentence_case(self.words.t(msg_id, code=spell_code(str(code)),
                                                              **args)))

    def welcome(self, kind: GameKind, code: GameCode | None, rules: RuleSet) -> Announcement:
        """The opening, in the wording of ``kind``, naming the deal and the rules.

        E.g. "TriPeaks solitaire. Game code TP1-E-AAAAAAB, Easy rules. Say help
        for the commands."; ``code`` None (an explicit deal): "TriPeaks
        solitaire, an explicit deal, Easy rules. …".
        """
        if code is None:
            return self.words.say(f"{kind.messages}welcome-explicit", rules=rules)
        return self._with_code(f"{kind.messages}welcome", code, rules=rules)

    def new_game(self, kind: GameKind, code: GameCode, rules: RuleSet) -> Announcement:
        """A new deal of ``kind``: "New game: TP1-E-AAAAAAB, Easy rules." """
        return self._with_code(f"{kind.messages}new-game", code, rules=rules)

    def daily_game(self, kind: GameKind, code: GameCode, rules: RuleSet,
                   day: date) -> Announcement:
        """The deal of the day ``day`` (UTC) dealt, in the wording of ``kind``.

        E.g. "Deal of the day, 1 December 2026: TP1-E-AAAABVM, Easy rules.",
        "Pyramid deal of the day, 1 December 2026: PY1-AAAABVM." (the date
        as ``daily_date`` words it).
        """
        return self._with_code(f"{kind.messages}daily-new-game", code, rules=rules,
                               date=self.daily_date(day))

    def daily_date(self, day: date) -> str:
        """A calendar date as the language says it: "1 December 2026", «1 ديسمبر 2026»,
        "1. prosinca 2026. godine"."""
        return self.words.t("daily-date", day=day.day, month=day.month, year=day.year)

    def winnable_game(self, kind: GameKind, code: GameCode, rules: RuleSet) -> Announcement:
        """A deal the solver has won dealt (``new winnable``), in the wording of ``kind``.

        E.g. "New game: TP1-E-AAAABVM, Easy rules, winnable: the solver found a win."
        """
        return self._with_code(f"{kind.messages}winnable-new-game", code, rules=rules)

    def winnable_none(self, tried: int) -> Announcement:
        """No deal of the ``tried`` ones was shown winnable; the game played goes on
        (event "refused"): "I found no winnable deal after 200 tries. Say new
        winnable to try again, or new for any deal." """
        return self.words.say("winnable-none", event="refused", count=tried)

    def deal_number_pointer(self, number: int) -> Announcement:
        """``game 1234``: a deal is dealt by ``new``: "Say new 1234 to deal numbered deal 1234." """
        return self.words.say("deal-number-pointer", number=number)

    def restarted(self, code: GameCode | None) -> Announcement:
        """The same deal again: "Same deal again: TP1-E-AAAAAAB."; ``code`` None:
        "Same deal again." (an explicit deal)."""
        if code is None:
            return self.words.say("restart-explicit")
        return self._with_code("restart", code)

    def game_code(self, kind: GameKind, code: GameCode | None, rules: RuleSet) -> Announcement:
        """The code of the deal played, in the wording of ``kind``.

        E.g. "Game code TP1-E-AAAAAAB: Easy rules, deal number 1."; ``code``
        None: "This is an explicit deal; it has no game code. Easy rules."
        """
        if code is None:
            return self.words.say(f"{kind.messages}code-explicit", rules=rules)
        return self._with_code(f"{kind.messages}code", code, rules=rules,
                               number=code.number)

    def playing(self, kind: GameKind) -> Announcement:
        """The game played, and how to switch: "Playing TriPeaks. Say game pyramid or …" """
        return self.words.say("game-now", game=kind.name)

    def not_this_game(self, command: str) -> Announcement:
        """A move of the other game (event "refused"), by canonical command name.

        "pair" or "chain" in TriPeaks: "That is a Pyramid move. Say game
        pyramid to play Pyramid." "play" or "remove" of one card other than a
        king in Pyramid: "In Pyramid, pair two cards that add up to 13, or
        remove a king." Raises ValueError for another command.
        """
        msg_id = _OTHER_GAME_IDS.get(command)
        if msg_id is None:
            raise ValueError(f"not a command of one game only: {command!r}")
        return self.words.say(msg_id, event="refused")

    def solved(self, verdict: Verdict, moves: int = 0) -> Announcement:
        """Whether the position can still be won: ``solve``'s answer, which says that it
        looks at the hidden cards (issue 18).

        WINNABLE: "Looking at the hidden cards, this game can still be won in
        12 moves." (``moves``, the line found); NOT_WINNABLE: "Looking at the
        hidden cards, this game cannot be won from here."; UNKNOWN (the search
        reached its node limit, or its runaway guard): "Even looking at the
        hidden cards, I could not decide whether this game can still be won:
        the search is too long."
        """
        if verdict is Verdict.WINNABLE:
            return self.words.say("solve-winnable", count=moves)
        if verdict is Verdict.NOT_WINNABLE:
            return self.words.say("solve-not-winnable")
        return self.words.say("solve-unknown")

    def solve_over(self, won: bool) -> Announcement:
        """``solve`` on a game already over, which is not searched.

        ``won``: "Nothing to solve: the game is already won."; else (blocked,
        lost): "Nothing to solve: the game is over."
        """
        return self.words.say("solve-over-won" if won else "solve-over-lost")

    # ----- settings --------------------------------------------------------

    def rules_in_force(self, now: RuleSet, coming: RuleSet, messages: str,
                       applies: bool) -> list[Announcement]:
        """The rules played ``now`` and, when they differ, those ``coming`` from the next deal.

        ``messages``: the game's message prefix (``GameKind.messages``), whose
        ``rules-now`` words them. E.g. ["Playing with Easy rules. Say rules easy
        or rules classic to change them from the next deal.", "Classic rules
        from the next deal."]. ``applies`` False (a game of one rule set): its
        rule set only, nothing coming, e.g. Pyramid's "Pyramid has one rule
        set. Two free cards whose ranks add up to 13 are removed together …"
        (docs/pyramid.md "Playing").
        """
        said = [self.words.say(f"{messages}rules-now", rules=now)]
        if applies and coming != now:
            said.append(self.words.say("rules-next", rules=coming))
        return said

    def goal(self, messages: str, cards: int) -> Announcement:
        """How the game is won and lost, said after the rules in force (``rules``).

        ``messages``: the game's message prefix (``GameKind.messages``: "" for
        TriPeaks, "pyramid-"); ``cards``: the tableau cards to clear (the
        layout's size, 28). E.g. "You win when all 28 peak cards are cleared,
        even with cards left in the draw pile. You lose when …" (docs/rules.md
        "End of the game"; docs/pyramid.md "Score and end of the game").
        """
        return self.words.say(f"{messages}goal", cards=cards)

    def rules_chosen(self, rules: RuleSet, already: bool = False) -> Announcement:
        """Rules chosen for the next deal: "Classic rules from the next deal."

        ``already`` (they are the rules played, and stay): "Already playing
        with Easy rules."
        """
        return self.words.say("rules-same" if already else "rules-next", rules=rules)

    def rules_tripeaks_only(self) -> Announcement:
        """A rule set named while a game of one rule set is played (Pyramid): "Rules
        easy and classic are for TriPeaks; Pyramid has one rule set." Event "refused"."""
        return self.words.say("rules-tripeaks-only", "refused")

    def variants_tripeaks_only(self) -> Announcement:
        """A variant named while a game of one rule set is played (Pyramid): "The
        variants are for TriPeaks; Pyramid has one rule set." Event "refused"."""
        return self.words.say("variants-tripeaks-only", "refused")

    def variants_help(self, letters: str) -> list[Announcement]:
        """``help rules``' sentence on each variant of code ``letters``, in their order.

        E.g. "Empty waste: no card is dealt to the waste, so the first card you
        play can be any available card." (``variant-help-<letter>``; docs/rules.md
        "Variants"). Raises KeyError for a letter the catalog does not explain.
        """
        return [self.words.say(f"variant-help-{letter}") for letter in letters]

    def error_help_setting(self) -> Announcement:
        """The ``error_help`` setting as it now is: "Error help on." or "Error help off." """
        return self.words.say("errors-on" if self.words.error_help else "errors-off")

    def language_set(self) -> Announcement:
        """The interface language, in that language: "Language: English." """
        return self.words.say("lang-set")

    def no_speech(self) -> Announcement:
        """A speech setting with no speech layer: "Speech is off: text only." """
        return self.words.say("speech-test-none")

    def setting(self, answer: SettingReply) -> Announcement:
        """A speech or game setting's answer, e.g. "Speech rate: 150 percent."

        Event "refused" when ``answer.refused``, else "info": a number out of
        range says the range ("The speech rate goes from 50 to 400."), a
        word that is no choice the value in force. Raises KeyError for a
        setting this table does not know (``_SETTING_ANSWERS``).
        """
        event = "refused" if answer.refused else "info"
        name, value = answer.setting, answer.value
        if answer.limits is not None:
            low, high = answer.limits
            return self.words.say(f"speech-{name}-range", event=event, low=low, high=high)
        if name == "earcons":
            return self.words.say(f"speech-earcons-{value}", event=event)
        if name == "test":
            return self.words.say("speech-test" if value != "none" else "speech-test-none",
                                  event=event)
        msg_id, arg = _SETTING_ANSWERS[name]
        return self.words.say(msg_id, event=event, **{arg: value})
