"""The session as a small core and parts (issue 29, point 1), seen through its interfaces.

A part plugs into the core in three ways: it subscribes to the bus of what
happened (``Session.bus``), registers the yes/no questions it asks
(``Session.questions``, keyed by ``Ask``) or serves commands from the
registry (``Session.handlers``, a command name to its handler). These tests
plug a listener and a handler in as a part would and check what the player
then hears; the rest of the session's behaviour is pinned by the golden
playthroughs and the session's own tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.commands import Command
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.session import Session
from tripeaks_a11y.session.bus import Happening, HintGiven, Moved, Replacing
from tripeaks_a11y.session.questions import Ask, Question, Replies
from tripeaks_a11y.values.events import Drawn

SESSION_SOURCES = Path(__file__).parent.parent / "src" / "tripeaks_a11y" / "session"
RULES_DEAL = "TP1-E-AAAAAAB"  # docs/rules.md "Game codes": waste A♣, 9♠ at the bottom


def rules_deal() -> Session:
    return Session(lang="en", code=parse_code(RULES_DEAL))


def test_the_session_is_a_composition_not_a_chain_of_mixins() -> None:
    assert len(Session.__mro__) <= 4
    for path in sorted(SESSION_SOURCES.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "type: ignore" not in text, path.name
        assert "Mixin" not in text, path.name
        assert len(text.splitlines()) <= 400, path.name


def test_a_listener_on_the_bus_hears_moves_hints_and_deals_and_speaks_after_the_answer() -> None:
    session = rules_deal()
    heard: list[Happening] = []
    note = session.announcer.conversation.cancelled()  # any line of the catalogs

    def listener(happening: Happening) -> list[Announcement]:
        heard.append(happening)
        return [note] if isinstance(happening, Moved) and happening.events else []

    session.bus.subscribe(listener)
    drawn = session.handle("draw")
    assert drawn[-1] == note and drawn[0] != note  # after the move's own answer
    assert isinstance(heard[-1], Moved) and isinstance(heard[-1].events[0], Drawn)
    refused = session.handle("play 9 of spades")  # 9♠ does not fit on the waste
    assert refused[0].event == "refused" and note not in refused
    assert heard[-1] == Moved(())
    session.handle("hint")
    assert isinstance(heard[-1], HintGiven)
    session.handle("redo")  # nothing undone: not a move
    assert isinstance(heard[-1], HintGiven)
    session.handle("undo")
    session.handle("redo")
    assert isinstance(heard[-1], Moved) and heard[-1].redo
    session.handle("restart")
    session.handle("yes")
    assert isinstance(heard[-1], Replacing) and session.game.moves == 0


def test_every_yes_no_question_has_its_row_and_a_row_is_registered_once() -> None:
    session = rules_deal()
    for ask in Ask:
        if ask is Ask.CHOOSE:  # answered by a card, not by yes or no
            continue
        assert session.questions.no(Question(ask)), ask
        assert session.questions.dropped(Question(ask)), ask
    with pytest.raises(ValueError):
        session.questions.register(Ask.QUIT, Replies(on_yes=lambda _q: []))


def test_the_quit_question_goes_through_its_row() -> None:
    session = rules_deal()
    session.handle("draw")
    (asked,) = session.handle("quit")
    assert asked.text.endswith("Say yes or no.")
    assert session.question == Question(Ask.QUIT, said=asked)  # kept as it was put
    assert session.handle("no") == [session.announcer.conversation.cancelled()]
    session.handle("quit")
    session.handle("yes")
    assert session.finished


def test_the_dispatch_reads_the_command_registry_with_repeat_and_questions() -> None:
    session = rules_deal()
    said = session.announcer.conversation.nothing_to_confirm()
    session.handlers["score"] = lambda command: [said] if command.name == "score" else []
    assert session.handle("score") == [said]
    assert session.handle("repeat") == [said]
    session.handle("draw")
    session.handle("restart")  # a question, dropped by the next command
    answer = session.command(Command("score"))
    assert answer == [session.announcer.conversation.cancelled(), said]
    del session.handlers["score"]
    assert session.handle("score") == [session.announcer.conversation.not_understood("score")]
