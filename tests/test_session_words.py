"""The session picks no message id: the announcer words everything (issue 10).

The session only converses (questions, repeat, routing commands); every
sentence is a method of an ``Announcer`` word-object named for what happened. This reads the
session package's source with ``ast`` and fails on a call of ``say`` or of a
catalog look-up (``t``), on an ``Announcement`` made by hand, and on any
string literal (f-string parts included) that is a message id of the English
catalog or the start of one ("help-", "pyramid-"). Canonical command names
are allowed although some are ids too ("board", "help", "restart"): they
route commands and name the command a help or usage answer is about.
The announcer's methods for these answers are tested here too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcement, Announcer
from tripeaks_a11y.commands import COMMAND_NAMES
from tripeaks_a11y.i18n import message_ids
from tripeaks_a11y.kinds import GameKind, kind_named
from tripeaks_a11y.settings.keeper import SettingAnswer
from tripeaks_a11y.solver import Verdict
from tripeaks_a11y.values.rules import CLASSIC, EASY

SESSION = Path(__file__).resolve().parents[1] / "src" / "tripeaks_a11y" / "session"
IDS = message_ids("en")
FORBIDDEN_CALLS = frozenset({"say", "t"})


def _is_id(text: str) -> bool:
    """Whether ``text`` is a message id, or the prefix an id is built from ("help-")."""
    if text in COMMAND_NAMES:
        return False
    if text in IDS:
        return True
    return len(text) > 1 and text.endswith("-") and any(i.startswith(text) for i in IDS)


def picked_words(source: str) -> list[str]:
    """What in ``source`` picks or words a message itself, as ``what:line``."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr in FORBIDDEN_CALLS:
                found.append(f"call .{func.attr}():{node.lineno}")
            elif isinstance(func, ast.Name) and func.id in FORBIDDEN_CALLS | {"Announcement"}:
                found.append(f"call {func.id}():{node.lineno}")
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
              and _is_id(node.value)):
            found.append(f"id {node.value!r}:{node.lineno}")
    return found


def test_the_session_and_the_catalog_were_read() -> None:
    assert len(list(SESSION.glob("*.py"))) >= 5
    assert {"goodbye", "help-play", "pyramid-welcome"} <= IDS


def test_the_session_picks_no_message_id() -> None:
    bad = [f"{path.name}: {what}" for path in sorted(SESSION.glob("*.py"))
           for what in picked_words(path.read_text(encoding="utf-8"))]
    assert bad == [], f"the session words these itself; give the announcer a method: {bad}"


PROBE = '''\
def f(self, topic, kind):
    self.announcer.words.say("goodbye")
    self.announcer.words.t("cancelled")
    x = f"{kind.messages}new-game"
    y = f"help-{topic}"
    z = Announcement("info", "Hello.")
    return {"board": x, "help": y, "new": z, "quit": "nothing-to-repeat"}
'''


def test_the_checker_sees_every_way_of_picking_an_id() -> None:
    assert sorted(picked_words(PROBE)) == sorted([
        "call .say():2", "id 'goodbye':2", "call .t():3", "id 'cancelled':3",
        "id 'new-game':4", "id 'help-':5", "call Announcement():6",
        "id 'nothing-to-repeat':7",
    ])
    assert picked_words('ANSWER = ["board", "help", "restart", "new"]\n') == []


# ----- the announcer's answers, by what happened ------------------------------------------

class _Misheard:
    """A parse error as ``Announcer.conversation.parse_problem`` reads it
    (``commands.ParseError``)."""

    def __init__(self, text: str, kind: str, nearest: str | None = None,
                 detail: str | None = None) -> None:
        self.text, self.kind, self.nearest, self.detail = text, kind, nearest, detail


def test_questions_and_their_answers() -> None:
    en = Announcer("en")
    assert en.conversation.confirm("quit").text == (
        "A game is in progress. Quit anyway? Say yes or no.")
    assert "new Pyramid game" in en.conversation.confirm("game", _kind("pyramid")).text
    for bad in ("choose", "nonsense"):
        with pytest.raises(ValueError):
            en.conversation.confirm(bad)
    with pytest.raises(ValueError):
        en.conversation.confirm("game")
    assert en.conversation.cancelled() == Announcement("info", "Cancelled. The game goes on.")
    assert en.conversation.goodbye().text == "Goodbye."
    assert en.conversation.nothing_to_repeat().text == "Nothing to repeat yet."


def test_what_was_not_understood_is_said_back_safely() -> None:
    en = Announcer("en")
    assert en.conversation.not_understood("fly\x1b[2J away") == Announcement(
        "refused", "I did not understand: fly [2J away. Say help for the commands.")
    assert en.conversation.parse_problem(_Misheard("play zz", "bad_card", "play", "zz")).text == (
        "Zz is not a card I know.")
    assert en.conversation.parse_problem(_Misheard("row", "missing_argument", "row")) == (
        en.conversation.usage("row", event="refused"))
    assert en.conversation.parse_problem(_Misheard("bord", "unknown", "board"), "board").text == (
        "I did not understand: bord. Did you mean board?")
    with pytest.raises(ValueError):
        en.conversation.parse_problem(_Misheard("bord", "unknown", "board"))
    assert en.conversation.help_unknown("flying") == Announcement(
        "refused", "There is no help on flying.")


def test_help_adds_the_other_words() -> None:
    en = Announcer("en")
    assert en.conversation.help_overview(kind_named("tripeaks"), 28)[0].text.startswith(
        "Playing: ")
    assert en.conversation.help("draw", ("d", "deal")).text.endswith(" Also: d, deal.")
    with pytest.raises(KeyError):
        en.conversation.help("flying")


def test_the_deal_is_worded_in_the_kind_s_own_words() -> None:
    en, pyramid, tripeaks = Announcer("en"), _kind("pyramid"), _kind("tripeaks")
    tp_code, py_code = tripeaks.code(1, EASY), pyramid.code(1, EASY)
    assert en.answers.welcome(tripeaks, tp_code, EASY).text.startswith(
        "TriPeaks solitaire. Game code")
    assert en.answers.welcome(pyramid, None, EASY).text.startswith(
        "Pyramid solitaire, an explicit deal")
    assert en.answers.new_game(pyramid, py_code, EASY).text == f"New game of Pyramid: {py_code}."
    assert en.answers.game_code(tripeaks, tp_code, EASY).text.endswith("deal number 1.")
    assert en.answers.restarted(None).text == "Same deal again."
    assert en.answers.playing(pyramid).text.startswith("Playing Pyramid.")
    assert en.answers.not_this_game("pair").event == "refused"
    with pytest.raises(ValueError):
        en.answers.not_this_game("draw")


def test_settings_and_solve() -> None:
    en = Announcer("en")
    assert [a.text for a in en.answers.rules_in_force(EASY, CLASSIC, "", True)] == [
        en.words.say("rules-now", rules="easy").text, "Classic rules from the next deal."]
    # a game of one rule set: its own, nothing coming from the next deal
    assert [a.text for a in en.answers.rules_in_force(EASY, CLASSIC, "pyramid-", False)] == [
        en.words.say("pyramid-rules-now").text]
    assert en.answers.rules_chosen(EASY, already=True).text == "Already playing with Easy rules."
    en.error_help = False
    assert en.answers.error_help_setting().text == "Error help off."
    assert en.answers.setting(SettingAnswer("rate", 150)).text == "Speech rate: 150 percent."
    assert en.answers.setting(SettingAnswer("rate", 150, True, (50, 400))).event == "refused"
    assert en.answers.setting(SettingAnswer("earcons", "off")).text == (
        en.words.say("speech-earcons-off").text)
    assert en.answers.setting(SettingAnswer("test", "tts")).text == en.words.say("speech-test").text
    assert en.answers.solved(Verdict.WINNABLE, 1).text == (
        "Looking at the hidden cards, this game can still be won in 1 move.")
    assert en.answers.solve_over(won=False).text == "Nothing to solve: the game is over."


def _kind(name: str) -> GameKind:
    kind = kind_named(name)
    assert kind is not None
    return kind
