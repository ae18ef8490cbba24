"""The games the product plays, as rows of one table (``KINDS``).

Everything that differs between TriPeaks and Pyramid at the level of a whole
game lives in its row: its name (``--game``, the ``game`` command, the stats
tool), its code format (``deals.Game``: prefix, rule letter, how a deal
number becomes cards), how
an engine is made from a deal and a rule set, whether codes carry a rule
letter, which moves it has beyond the single card, and the prefix of its own
catalog messages. Callers look a kind up (``kind_named``, ``kind_of_code``,
``kind_of``) and read its fields; they never test which game it is. A row
is made by ``game_kind``, which types its functions on the row's engine
class, so that mypy checks them against it.

Layer 3 (docs/architecture.md "Layers"): it joins the engines (layer 2) with deals; no
text, no I/O.

The row and its typing live in ``row``, what the built-in rows hand the
solver in ``answers``; this module holds the table and looks kinds up.
"""

from __future__ import annotations

from ..deals import Game, GameCode, parse_code_or_number
from ..games.pyramid import PyramidGame
from ..games.tripeaks import TriPeaksGame
from ..solver import (
    PLAY_NODE_LIMIT,
    apply_move,
    apply_pyramid_move,
    guarded,
    solve_deal,
    solve_pyramid,
    solve_pyramid_deal,
    solve_tripeaks,
)
from ..values.rules import RuleSet
from .answers import (
    _fair_hint,
    _fair_hint_nodes,
    _odds_nodes,
    _pyramid_hint_of,
    _pyramid_odds,
    _pyramid_peek,
    _pyramid_peek_nodes,
    _solve_nodes,
    _tripeaks_hint_of,
    _tripeaks_odds,
    _tripeaks_peek,
    _tripeaks_peek_nodes,
)
from .row import ChainGame, FairHint, GameKind, OneCardGame, SourceGame, game_kind

__all__ = ["KINDS", "ChainGame", "FairHint", "GameKind", "OneCardGame", "SourceGame",
           "game_kind", "kind_named", "kind_of", "kind_of_code", "parse_code", "register",
           "registered", "unregister"]


KINDS: tuple[GameKind, ...] = (
    game_kind(
        TriPeaksGame, name="tripeaks", game=Game.TRIPEAKS, make=TriPeaksGame, pairs=False,
        messages="", play_one=TriPeaksGame.play_card,
        faq=tuple(f"faq-tripeaks-{n}" for n in range(1, 7)),  # the rules pages' questions
        solve=lambda game, seconds: guarded(seconds, lambda limit: solve_tripeaks(
            game, node_limit=PLAY_NODE_LIMIT, time_limit=limit, shortest=True)),
        hint=_fair_hint, chain=False, title="TriPeaks",
        help_ids=(("hint", "help-hint-tripeaks"), ("peek", "help-peek-tripeaks")),
        solve_deal=lambda deal, rules, nodes, seconds: solve_deal(
            deal, rules, node_limit=nodes, time_limit=seconds),
        apply=apply_move, hint_of=_tripeaks_hint_of, peek=_tripeaks_peek, odds=_tripeaks_odds,
        nodes={"solve": _solve_nodes, "hint": _fair_hint_nodes, "peek": _tripeaks_peek_nodes,
               "odds": _odds_nodes},
    ),
    game_kind(
        PyramidGame, name="pyramid", game=Game.PYRAMID,
        make=lambda deal, _rules: PyramidGame(deal),  # one rule set (docs/rules.md)
        pairs=True, messages="pyramid-", play_one=PyramidGame.remove_king,
        faq=tuple(f"faq-{n}" for n in range(1, 9)),  # seed 002's questions
        solve=lambda game, seconds: guarded(seconds, lambda limit: solve_pyramid(
            game, node_limit=PLAY_NODE_LIMIT, time_limit=limit)),
        hint=lambda game, _seconds: game.hint(),  # seed 002's rule, not the solver
        chain=True, title="Pyramid",
        help_ids=(("hint", "help-hint-pyramid"), ("peek", "help-peek-pyramid"),
                  ("rules", "help-rules-pyramid")),  # one rule set: rules chooses nothing
        help_lines=(("help-game-line", "pyramid-help-game-line"),),
        solve_deal=lambda deal, _rules, nodes, seconds: solve_pyramid_deal(
            deal, node_limit=nodes, time_limit=seconds),
        apply=apply_pyramid_move, hint_of=_pyramid_hint_of, peek=_pyramid_peek,
        odds=_pyramid_odds,
        nodes={"solve": _solve_nodes, "peek": _pyramid_peek_nodes, "odds": _odds_nodes},
    ),
)
"""Every game, the default (TriPeaks) first."""

_registered: list[GameKind] = list(KINDS)


def registered() -> tuple[GameKind, ...]:
    """The kinds in play: ``KINDS`` and any added by ``register`` (a test's toy game)."""
    return tuple(_registered)


def register(kind: GameKind) -> None:
    """Add a kind (a new game, or a test's toy one); ValueError when its name is taken."""
    if kind_named(kind.name) is not None:
        raise ValueError(f"a game called {kind.name!r} exists")
    _registered.append(kind)


def unregister(kind: GameKind) -> None:
    """Remove a kind added by ``register``; the built-in kinds stay."""
    if kind in _registered and kind not in KINDS:
        _registered.remove(kind)


def kind_named(name: str) -> GameKind | None:
    """The kind called ``name`` (any case), or None."""
    key = name.strip().casefold()
    return next((kind for kind in _registered if kind.name == key), None)


def kind_of_code(game: Game) -> GameKind:
    """The kind whose code format is ``game``; StopIteration when none is registered."""
    return next(kind for kind in _registered if kind.game == game)


def parse_code(text: str, kind: GameKind | None = None, rules: RuleSet | None = None) -> GameCode:
    """A game code of any registered kind, or a deal number of ``kind`` under ``rules``.

    ``kind`` defaults to TriPeaks. Raises DealCodeError naming the problem
    (``deals.parse_code_or_number``).
    """
    games = tuple(dict.fromkeys(k.game for k in _registered))  # several kinds may share one
    return parse_code_or_number(text, (kind or KINDS[0]).game, rules, games)


def kind_of(engine: object) -> GameKind:
    """The kind of a game in play (an engine made by a row's ``engine``).

    Raises KeyError for an object no row makes.
    """
    for kind in _registered:
        if type(engine) is kind.engine:
            return kind
    raise KeyError(type(engine).__name__)
