"""The table of game kinds (kinds.py): every game-level difference is a row's field."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tripeaks_a11y.deals import DEAL_COUNT, GAMES, Game, parse_game_code
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import TriPeaksGame
from tripeaks_a11y.kinds import (
    KINDS,
    GameKind,
    kind_named,
    kind_of,
    kind_of_code,
    register,
    registered,
    unregister,
)
from tripeaks_a11y.solver import Verdict
from tripeaks_a11y.values.events import Hint
from tripeaks_a11y.values.rules import CLASSIC, EASY

SRC = Path(__file__).resolve().parents[1] / "src" / "tripeaks_a11y"


def test_one_row_per_code_prefix_and_name() -> None:
    assert [kind.game for kind in KINDS] == list(GAMES)
    assert [kind.name for kind in KINDS] == ["tripeaks", "pyramid"]
    assert kind_named(" PYRAMID ") is KINDS[1] and kind_named("klondike") is None
    assert all(kind_of_code(kind.game) is kind for kind in KINDS)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_a_row_deals_plays_and_solves_its_game(kind: GameKind) -> None:
    game = kind.new_game(kind.deal(9), CLASSIC)
    assert kind_of(game) is kind
    assert game.cards_left == 28
    code = kind.code(9, CLASSIC)
    assert parse_game_code(str(code)) == code
    assert (code.rules is not None) is kind.has_rules
    assert kind.solve(game, 5.0).verdict in (Verdict.WINNABLE, Verdict.NOT_WINNABLE)
    assert kind.solve_deal(kind.deal(9), EASY, 10**6, None).verdict is not Verdict.UNKNOWN
    hint = kind.hint(game, 5.0)
    assert isinstance(hint, Hint) and hint.kind in ("play", "draw", "king", "pair")
    with pytest.raises(ValueError):
        kind.code(DEAL_COUNT, EASY)


def test_rows_hold_what_differs() -> None:
    tripeaks, pyramid = KINDS
    assert tripeaks.engine is TriPeaksGame and pyramid.engine is PyramidGame
    assert (tripeaks.has_rules, tripeaks.pairs, tripeaks.chain) == (True, False, False)
    assert (pyramid.has_rules, pyramid.pairs, pyramid.chain) == (False, True, True)
    assert (tripeaks.messages, pyramid.messages) == ("", "pyramid-")
    assert tripeaks.new_game(tripeaks.deal(1), CLASSIC).rules is CLASSIC
    assert str(tripeaks.code(1, CLASSIC)) == "TP1-C-AAAAAAB"
    assert str(pyramid.code(1, CLASSIC)) == "PY1-AAAAAAB"


def test_register_adds_a_kind_and_unregister_removes_it() -> None:
    toy = GameKind(name="toy", game=Game.TRIPEAKS, engine=object, make=TriPeaksGame,
                   pairs=False, messages="",
                   play_one=lambda game, card: (), faq=(),
                   solve=KINDS[0].solve, hint=KINDS[0].hint, chain=False,
                   solve_deal=KINDS[0].solve_deal, title="Toy")
    register(toy)
    try:
        assert kind_named("toy") is toy and registered()[-1] is toy
        assert kind_of(object()) is toy
        with pytest.raises(ValueError):
            register(toy)
    finally:
        unregister(toy)
    assert kind_named("toy") is None and registered() == KINDS
    unregister(KINDS[0])  # the built-in kinds stay
    assert registered() == KINDS
    with pytest.raises(KeyError):
        kind_of(object())


def _game_class_tests(path: Path) -> list[str]:
    """``isinstance(x, TriPeaksGame | PyramidGame)`` and ``Game.PYRAMID``/``TRIPEAKS`` uses."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "isinstance" and len(node.args) == 2):
            names = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
            if names & {"TriPeaksGame", "PyramidGame", "TableauGame"}:
                found.append(f"{path.name}:{node.lineno} isinstance")
        if (isinstance(node, ast.Attribute) and node.attr in ("PYRAMID", "TRIPEAKS")
                and isinstance(node.value, ast.Name) and node.value.id == "Game"):
            found.append(f"{path.name}:{node.lineno} Game.{node.attr}")
    return found


def test_no_branch_on_the_game_class_outside_the_games_and_their_table() -> None:
    # The kind of game is read from its row (the table, kinds/__init__.py), never tested by
    # class or prefix.
    allowed = {SRC / "kinds" / "__init__.py", SRC / "deals" / "__init__.py"}
    paths = [p for p in SRC.rglob("*.py") if p not in allowed and "games" not in p.parts]
    assert len(paths) > 20
    found = [hit for path in paths for hit in _game_class_tests(path)]
    assert found == []
