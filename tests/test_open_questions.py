"""A line that answers an open yes/no question with nothing understood (issue 30, point 3).

While a question that may end or replace the game is open ("quit" with moves
made, "new", "restart", "game pyramid", "tutorial", the offer to continue a
saved game, a command heard and asked first), a slip of "yes" ("yse", «نعمم»)
must not be answered "Did you mean yes?": yes ends or replaces the game. No
other word is offered either (a card's name, "dama", answers no yes/no
question). The answer says the line was not understood and puts the question
again, as it was first put, so the player hears it is still open; the
question stays open and the game goes on; "no" still cancels it.

Everything goes through ``Session`` on the deal TP1-E-AAAAAAB (its king of
clubs is free at the start), the records store in a temporary folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.commands import ParseError, grammar, parse
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.records import Records, records_path
from tripeaks_a11y.session import Session

CODE = "TP1-E-AAAAAAB"
UNCLEAR = {
    "en": ("yse", "yess", "I give up", "noo", "hmm", "maybe", "wait", "daa"),
    "ar": ("نعمم", "ربما", "نغم", "انتظر"),
    "hr": ("daa", "možda", "dda", "nee", "čekaj"),
}
"""Lines a player types while a question is open, none a command: slips of yes and of
no, hesitations, a slip of a card word ("daa" is one step from "dama", queen)."""
ASKING = ("quit", "new", "restart", "game", "tutorial")
"""The commands that ask before ending or replacing a game in progress."""


def _word(name: str, lang: str) -> str:
    return grammar.COMMANDS_BY_NAME[name].words[lang][0]


def _slips(word: str) -> set[str]:
    """One letter left out, doubled or swapped with the next."""
    out = {word[:i] + word[i + 1:] for i in range(len(word))}
    out |= {word[:i] + word[i] + word[i:] for i in range(len(word))}
    out |= {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}
    return {slip for slip in out if slip != word and slip.strip()}


def _unclear(lang: str) -> list[str]:
    """The lines above and every slip of the language's yes and no that is no command
    (a slip may be one: hr "d" is draw, which answers no question but drops it)."""
    lines = set(UNCLEAR[lang])
    for name in ("yes", "no"):
        for word in grammar.COMMANDS_BY_NAME[name].words[lang]:
            lines |= _slips(word)
    out = []
    for line in sorted(lines):
        try:
            parse(line, lang=lang)
        except ParseError as error:
            if error.kind == "unknown":
                out.append(line)
    return out


def _asked(lang: str, name: str) -> tuple[Session, Announcement]:
    """A session with one move made, then ``name``'s question: the session and the
    question as it was put."""
    session = Session(lang=lang, code=parse_game_code(CODE))
    assert session.handle("kc")[0].event != "refused"
    line = _word(name, lang) + (" pyramid" if name == "game" else "")
    *_, question = session.handle(line)
    assert session.question is not None, line
    return session, question


def _unanswered(lang: str, typed: str) -> str:
    return t(lang, "parse-unanswered", text=typed)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", ASKING)
def test_a_line_not_understood_puts_the_question_again_and_offers_nothing(
        lang: str, name: str) -> None:
    session, question = _asked(lang, name)
    asked = session.question
    lines = _unclear(lang)
    assert len(lines) > len(UNCLEAR[lang])  # slips of yes and no are among them
    for typed in lines:
        said = [answer.text for answer in session.handle(typed)]
        assert said == [_unanswered(lang, typed), question.text], typed
        assert session.question == asked, typed  # still open, the same question
        assert not session.finished and session.game.moves == 1, typed
        assert str(session.code) == CODE, typed
    assert session.handle("repeat")[-1] == question  # repeat says it too
    assert [answer.text for answer in session.handle(_word("no", lang))] == [
        t(lang, "cancelled")]
    assert session.question is None and session.game.moves == 1 and not session.finished


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_suggestion_of_yes_is_gone_only_while_a_question_is_open(lang: str) -> None:
    slip = {"en": "yse", "ar": "نعمم", "hr": "daa"}[lang]
    offered = {"en": "yes", "ar": "نعم", "hr": "dama"}[lang]
    session = Session(lang=lang, code=parse_game_code(CODE))
    session.handle("kc")
    suggestion = t(lang, "parse-nearest", text=slip, command=offered)
    assert [a.text for a in session.handle(slip)] == [suggestion]  # no question: offered
    *_, question = session.handle(_word("quit", lang))
    assert [a.text for a in session.handle(slip)] == [_unanswered(lang, slip), question.text]
    session.handle(_word("no", lang))
    assert [a.text for a in session.handle(slip)] == [suggestion]  # closed: offered again


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_command_with_what_it_lacks_is_explained_and_the_question_put_again(
        lang: str) -> None:
    session, question = _asked(lang, "quit")
    answer = session.handle(_word("row", lang))  # row needs its number
    assert [a.text for a in answer] == [t(lang, "help-row"), question.text]
    answer = session.handle("\x1b")  # nothing printable left to say back
    assert [a.text for a in answer] == [t(lang, "parse-unanswered-empty"), question.text]
    assert session.handle(_word("yes", lang)) and session.finished  # yes still ends it


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_offer_to_continue_is_put_again_and_no_new_deal_starts(tmp_path: Path,
                                                                 lang: str) -> None:
    first = Session(lang=lang, code=parse_game_code(CODE),
                    records=Records.open(records_path(tmp_path), "sam"))
    first.handle("kc")
    again = Session(lang=lang, records=Records.open(records_path(tmp_path), "sam"),
                    resume_offer=True)
    *_, offer = again.start()
    assert again.question is not None
    dealt = again.game
    for typed in _unclear(lang):
        said = [answer.text for answer in again.handle(typed)]
        assert said == [_unanswered(lang, typed), offer.text], typed
        assert again.game is dealt and again.game.moves == 0, typed  # nothing dealt
    again.handle(_word("yes", lang))
    assert str(again.code) == CODE and again.game.moves == 1  # the saved game goes on


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_heard_command_asked_first_is_put_again(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code(CODE))
    (question,) = session.hear(_word("draw", lang), certain=False)  # asked: uncertain
    stock = session.game.stock_count
    for typed in _unclear(lang):
        said = [answer.text for answer in session.handle(typed)]
        assert said == [_unanswered(lang, typed), question.text], typed
    assert session.game.stock_count == stock  # nothing drawn
    session.handle(_word("yes", lang))
    assert session.game.stock_count == stock - 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_words_heard_that_are_no_command_put_the_question_again(lang: str) -> None:
    session, question = _asked(lang, "quit")
    heard = UNCLEAR[lang][1]
    said = [answer.text for answer in session.hear(heard, certain=True)]
    assert said == [t(lang, "heard-not-command", text=heard), question.text]
    for silence in (True, False):  # F5 pressed, and nothing or nothing clear heard
        said = [answer.text for answer in session.not_heard(silence=silence)]
        assert said == [session.announcer.listening.not_heard(silence=silence).text,
                        question.text]
    assert session.question is not None and not session.finished


def test_which_one_keeps_its_own_answers() -> None:
    """"Which one" is answered by a card, not yes or no: a slip there is still offered
    the nearest word, and nothing is put again."""
    session = Session(lang="en", code=parse_game_code(CODE))
    (which,) = session.handle("king")  # both kings are free on the ace of clubs
    assert which.text == t("en", "which-one", cards="king of clubs or king of diamonds")
    assert [a.text for a in session.handle("kign")] == [
        t("en", "parse-nearest", text="kign", command="king")]
