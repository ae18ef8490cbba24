"""The command table (commands/table.py) agrees with what reads it and with itself.

What a row says is what the game does: a command whose row reads changes
nothing when answered, a searching row is what the game kinds budget, each
row's key is named and explained in every language, and a row's help line
exists in every language (tests/test_i18n.py).
"""

from __future__ import annotations

import pytest

from tripeaks_a11y.commands import Command, PositionTarget
from tripeaks_a11y.commands.table import CORE, KEYS, ROWS, CommandRow, bind
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import LANGUAGES, message_ids
from tripeaks_a11y.kinds import KINDS
from tripeaks_a11y.session import Session

CODE = "TP1-E-AAAAAAB"

ARGUMENT = {"row": Command("row", number=1),
            "look": Command("look", target=PositionTarget(4, 1))}
"""A command for each row whose argument is required and that reads."""


def _state(session: Session) -> tuple[object, ...]:
    game = session.game
    return (game, game.moves, game.stock_count, game.waste_top, game.status, session.code,
            session.rules, session.next_rules, session.announcer.lang, session.finished)


@pytest.mark.parametrize("row", [row for row in ROWS if row.reads and not row.searches],
                         ids=lambda row: row.name)
def test_a_command_whose_row_reads_changes_nothing(row: CommandRow) -> None:
    session = Session(code=parse_game_code(CODE))
    session.handle("draw")
    before = _state(session)
    answer = session.command(ARGUMENT.get(row.name, Command(row.name)))
    assert _state(session) == before
    assert row.name in CORE or answer  # every reading command says something


def test_reading_searching_and_game_changing_rows_agree() -> None:
    for row in ROWS:
        assert not (row.reads and row.game_changing), row.name
        assert not (row.searches and row.game_changing), row.name
        assert not (row.reads and row.reads_bare), row.name
        assert not (row.arg == "none" and row.reads_bare), row.name  # nothing said after it


def test_the_searches_the_games_budget_are_searching_rows() -> None:
    searching = {row.name for row in ROWS if row.searches}
    names = {row.name for row in ROWS}
    for kind in KINDS:
        assert set(kind.nodes) <= searching, kind.name
        assert {command for command, _id in kind.help_ids} <= names, kind.name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_is_named_and_explained_in_every_language(lang: str) -> None:
    ids = message_ids(lang)
    assert len({key.name for key in KEYS}) == len(KEYS)
    for key in KEYS:
        assert f"key-name-{key.name}" in ids
        assert f"key-does-{key.action}" in ids


def test_binding_refuses_a_row_without_a_handler_and_a_handler_without_a_row() -> None:
    handlers = {row.handler_name: row.handler_name for row in ROWS if row.name not in CORE}
    bound = bind(handlers)
    assert set(bound) == {row.name for row in ROWS} - CORE
    assert bound["remove"] == "play" and bound["rate"] == "speech"
    del handlers["draw"]
    with pytest.raises(ValueError, match=r"commands without a handler: \['draw'\]"):
        bind(handlers)
    with pytest.raises(ValueError, match=r"handlers of no row of commands/table.py: \['fly'\]"):
        bind({**dict.fromkeys({row.handler_name for row in ROWS if row.name not in CORE}, ""),
              "fly": ""})
