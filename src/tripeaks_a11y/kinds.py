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
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from .cards import Card
from .deals import DEAL_COUNT, Game, GameCode, parse_code_or_number
from .events import Event, Hint
from .games import AnyGame
from .games.pyramid import PyramidGame
from .games.tripeaks import TriPeaksGame
from .rules import RuleSet
from .solver import (
    HINT_SAMPLES,
    ODDS_SAMPLES,
    PLAY_NODE_LIMIT,
    SAMPLE_NODE_LIMIT,
    Move,
    Odds,
    PyramidMove,
    Solution,
    Verdict,
    advise_tripeaks,
    apply_move,
    apply_pyramid_move,
    fair_advice_tripeaks,
    fair_hint_nodes,
    guarded,
    odds_nodes,
    pyramid_odds,
    solve_deal,
    solve_pyramid,
    solve_pyramid_deal,
    solve_tripeaks,
    tripeaks_odds,
)

__all__ = ["KINDS", "ChainGame", "FairHint", "GameKind", "OneCardGame", "SourceGame",
           "game_kind", "kind_named", "kind_of", "kind_of_code", "parse_code", "register",
           "registered", "unregister"]

G = TypeVar("G", bound=AnyGame)
"""The engine class of one row (``game_kind``): TriPeaksGame, PyramidGame or a subclass."""
R = TypeVar("R")


@dataclass(frozen=True)
class FairHint(Hint):
    """A hint from what the player sees (``solver.fair``, issue 18 point 2).

    ``kind`` and ``sources`` as ``Hint``: "play" (one position) or "draw".
    ``odds``: the sampled chance to win after the move (``solver.Odds``: won,
    decided and drawn samples, the 95% interval); None only for a hint made
    without samples. Never ``lost``: no sample is a proof.
    """

    odds: Odds | None = None


class OneCardGame(Protocol):
    """A game whose move is one free card onto the waste (TriPeaks): what the session uses."""

    def is_removed(self, pos: int) -> bool: ...
    def card_of(self, source: int) -> Card | None: ...
    def play_card(self, card: Card) -> tuple[Event, ...]: ...
    def play_position(self, pos: int) -> tuple[Event, ...]: ...
    def playable_positions(self) -> tuple[int, ...]: ...


class SourceGame(Protocol):
    """A game whose cards leave from sources, alone or in pairs (Pyramid; ``pairs``).

    A source is a tableau position or WASTE (the waste's top card).
    """

    def is_removed(self, pos: int) -> bool: ...
    def locate(self, card: Card) -> int: ...
    def usable_sources(self) -> tuple[int, ...]: ...
    def card_of(self, source: int) -> Card | None: ...
    def remove_source(self, source: int) -> tuple[Event, ...]: ...
    def pair_sources(self, a: int, b: int) -> tuple[Event, ...]: ...
    def removals(self) -> tuple[tuple[int, ...], ...]: ...


class ChainGame(Protocol):
    """A game that counts removals since the last draw (``GameKind.chain``)."""

    @property
    def chain(self) -> int: ...


@dataclass(frozen=True)
class GameKind:
    """One game: a row of ``KINDS``.

    ``name``: the word for it in ``--game``, ``game NAME`` and ``stats --game``.
    ``game``: its code format (``deals.Game``: prefix ``TP1`` or ``PY1``, rule
    letter, dealer). ``engine``: the engine class;
    ``new_game`` makes one from 52 cards in this kind's deal order and a rule
    set (passed only to a kind that has rules; ``has_rules`` follows from the
    code prefix). ``pairs``: cards leave from sources, alone or two
    together (``pair``), and the engine is a ``SourceGame``; otherwise it is
    a ``OneCardGame``. ``messages``: the prefix of the catalog ids of its own wording
    ("" for TriPeaks, whose words are the default). ``play_one``: what a
    single card named alone does (TriPeaks: play it onto the waste; Pyramid:
    remove it as a king). ``faq``: the catalog ids of its questions and
    answers, in order. ``solve(game, seconds)``: the perfect-information
    verdict from the game's position (``solver``), the shortest line where
    the solver gives one, within ``solver.PLAY_NODE_LIMIT`` search nodes
    (the same position always gets the same answer); ``seconds``, here and
    below, is a guard against a runaway only (``solver.guarded``: the clock
    never changes an answer, it raises ``solver.Runaway`` instead of giving
    one). ``hint(game, seconds)``: the next move to suggest, None when the game is over
    (TriPeaks: the fair hint, a ``FairHint`` from what the player sees,
    ``solver.fair_advice_tripeaks``, ``solver.HINT_SAMPLES`` samples;
    Pyramid: seed 002's rule). ``peek(game, seconds)``: the hint that looks
    at the hidden cards when no winning line is known (``hint peek``;
    TriPeaks: toward the fewest cards left, ``Hint.lost`` when the solver
    proved the game lost); None: ``hint peek`` then says what ``solve``
    says. ``odds(game, seconds)``: the chance to win from here for a player
    who sees only what is visible (``solver.tripeaks_odds`` /
    ``pyramid_odds``, ``solver.ODDS_SAMPLES`` samples of
    ``solver.SAMPLE_NODE_LIMIT`` nodes each); None: the game has no
    estimate. ``nodes``: the budget of each command that searches
    ("solve", "hint", "hint peek" as "peek", "odds"): a function of the game
    giving the most search nodes the whole answer may visit from here, known
    before it starts, so that the session can tell the player to wait
    (``solver.expected_long``); a command not in it searches little.
    ``help_ids``:
    the help lines this game words its own way, as (command, catalog id)
    pairs (``help hint``: each game's hint works differently); any other
    command's help is ``help-COMMAND``. ``chain``: the game counts removals since the
    last draw (the ``chain`` command). ``solve_deal(deal, rules, node_limit,
    seconds)``: the verdict of a fresh deal (the stats tool). ``title``: the
    game's name as the stats tool prints it. ``apply(game, move)``: plays one
    move of the solver's line on the engine (``games/moves``), so that the
    session keeps the line ``solve`` found while the player follows it; None:
    the line is not kept. ``hint_of(move)``: that move as this game's hint,
    so that ``hint peek`` follows the same line; None: ``hint peek`` does
    not follow it.
    """

    name: str
    game: Game
    engine: type[object]
    make: Callable[[Sequence[Card], RuleSet], AnyGame]
    pairs: bool
    messages: str
    play_one: Callable[[AnyGame, Card], Sequence[Event]]
    faq: tuple[str, ...]
    solve: Callable[[AnyGame, float], Solution[Any]]
    solve_deal: Callable[[Sequence[Card], RuleSet, int, float | None], Solution[Any]]
    title: str
    hint: Callable[[AnyGame, float], Hint | None]
    chain: bool
    help_ids: tuple[tuple[str, str], ...] = ()
    apply: Callable[[AnyGame, Any], Sequence[Event]] | None = None
    hint_of: Callable[[Any], Hint] | None = None
    peek: Callable[[AnyGame, float], Hint | None] | None = None
    odds: Callable[[AnyGame, float], Odds] | None = None
    nodes: Mapping[str, Callable[[AnyGame], int]] = field(default_factory=dict, hash=False)

    @property
    def has_rules(self) -> bool:
        """Whether its codes carry a rule letter and the ``rules`` command applies (deals)."""
        return self.game.rule_letter

    def new_game(self, deal: Sequence[Card], rules: RuleSet) -> AnyGame:
        """A fresh engine for ``deal`` (``make``; a kind without rules ignores
        ``rules``); ValueError when the deal is not 52 distinct cards."""
        return self.make(deal, rules)

    def deal(self, number: int) -> list[Card]:
        """The 52 cards of deal ``number`` (docs/deals.md); ValueError out of range."""
        return self.game.dealer(number)

    def code(self, number: int, rules: RuleSet) -> GameCode:
        """The game code of deal ``number`` under ``rules``.

        The rule letter is written when the kind has rules, the variant
        letters when its codes carry them (``deals.Game.variants``). Raises
        ValueError when ``number`` is out of range.
        """
        if not 0 <= number < DEAL_COUNT:
            raise ValueError(f"deal number out of range: {number}")
        if not self.has_rules:
            return GameCode(self.game, number)
        return GameCode(self.game, number, rules.name,
                        rules.variants if self.game.variants else "")


def _own(engine: type[G], game: AnyGame) -> G:
    # The game as the row's engine class; a game of another kind is a caller's mistake.
    if not isinstance(game, engine):
        raise TypeError(f"a {type(game).__name__} given to the {engine.__name__} row")
    return game


def game_kind(
    engine: type[G], *, name: str, game: Game, make: Callable[[Sequence[Card], RuleSet], G],
    pairs: bool, messages: str, play_one: Callable[[G, Card], Sequence[Event]],
    faq: tuple[str, ...], solve: Callable[[G, float], Solution[Any]],
    solve_deal: Callable[[Sequence[Card], RuleSet, int, float | None], Solution[Any]],
    title: str, hint: Callable[[G, float], Hint | None], chain: bool,
    help_ids: tuple[tuple[str, str], ...] = (),
    apply: Callable[[G, Any], Sequence[Event]] | None = None,
    hint_of: Callable[[Any], Hint] | None = None,
    peek: Callable[[G, float], Hint | None] | None = None,
    odds: Callable[[G, float], Odds] | None = None,
    nodes: Mapping[str, Callable[[G], int]] | None = None,
) -> GameKind:
    """A ``GameKind`` row whose functions are typed on its engine class ``engine``.

    Fields as ``GameKind``. mypy checks every function given against
    ``engine`` (``G``: TriPeaksGame, PyramidGame or a subclass, so that a
    toy game built on TriPeaks takes TriPeaks' functions); the row hands each
    only a game of that class and raises TypeError for another. This is how a
    game, built in or a test's toy (``register``), makes its row.
    """
    def on_card(function: Callable[[G, Card], Sequence[Event]]
                ) -> Callable[[AnyGame, Card], Sequence[Event]]:
        return lambda played, card: function(_own(engine, played), card)

    def on_seconds(function: Callable[[G, float], R]) -> Callable[[AnyGame, float], R]:
        return lambda played, seconds: function(_own(engine, played), seconds)

    def on_move(function: Callable[[G, Any], Sequence[Event]]
                ) -> Callable[[AnyGame, Any], Sequence[Event]]:
        return lambda played, move: function(_own(engine, played), move)

    def on_game(function: Callable[[G], int]) -> Callable[[AnyGame], int]:
        return lambda played: function(_own(engine, played))

    return GameKind(
        name=name, game=game, engine=engine, make=make, pairs=pairs, messages=messages,
        play_one=on_card(play_one), faq=faq, solve=on_seconds(solve), solve_deal=solve_deal,
        title=title, hint=on_seconds(hint), chain=chain, help_ids=help_ids,
        apply=None if apply is None else on_move(apply), hint_of=hint_of,
        peek=None if peek is None else on_seconds(peek),
        odds=None if odds is None else on_seconds(odds),
        nodes={answer: on_game(budget) for answer, budget in (nodes or {}).items()})


def _tripeaks_peek(game: TriPeaksGame, seconds: float) -> Hint | None:
    # The next move of a winning line, else toward the fewest cards left (solver):
    # every card known, the hidden ones too (``hint peek``).
    advice = guarded(seconds, lambda limit: advise_tripeaks(
        game, node_limit=PLAY_NODE_LIMIT, time_limit=limit))
    move = advice.move
    if move is None:
        return None
    lost = advice.verdict is Verdict.NOT_WINNABLE
    fewest = advice.fewest_left if lost and advice.exact else None
    if move.position is None:
        return Hint("draw", lost=lost, fewest_left=fewest)
    return Hint("play", (move.position,), lost=lost, fewest_left=fewest)


def _tripeaks_hint_of(move: Move) -> Hint:
    # A move of a winning line (solve's, kept by the session) as the hint.
    return Hint("draw") if move.position is None else Hint("play", (move.position,))


def _pyramid_hint_of(move: PyramidMove) -> Hint:
    # A move of solve's winning line as a hint: a draw, a king alone or a pair.
    kinds = ("draw", "king", "pair")
    return Hint(kinds[len(move.cards)], tuple(move.cards))


def _fair_hint(game: TriPeaksGame, seconds: float) -> FairHint | None:
    # The move most samples of the unseen cards win after (issue 18 point 2).
    if game.is_over:
        return None
    advice = fair_advice_tripeaks(game, samples=HINT_SAMPLES, node_limit=SAMPLE_NODE_LIMIT,
                                  time_limit=seconds)
    move = advice.move
    if move is None:
        return None
    if move.position is None:
        return FairHint("draw", odds=advice.odds)
    return FairHint("play", (move.position,), odds=advice.odds)


def _tripeaks_odds(game: TriPeaksGame, seconds: float) -> Odds:
    # The face-down cards and the stock order sampled; the clock only a runaway guard.
    return tripeaks_odds(game, samples=ODDS_SAMPLES, node_limit=SAMPLE_NODE_LIMIT,
                         time_limit=seconds)


def _pyramid_odds(game: PyramidGame, seconds: float) -> Odds:
    # The order of the stock cards not yet drawn sampled (seed 002 deals them face down).
    return pyramid_odds(game, samples=ODDS_SAMPLES, node_limit=SAMPLE_NODE_LIMIT,
                        time_limit=seconds)


def _solve_nodes(_game: object) -> int:
    # One search of the play budget (solve's shorter lines share it).
    return PLAY_NODE_LIMIT


def _tripeaks_peek_nodes(_game: object) -> int:
    # hint peek: solve's search, then the lost game's two (the verdict, the exact best).
    return 3 * PLAY_NODE_LIMIT


def _odds_nodes(_game: object) -> int:
    return odds_nodes(ODDS_SAMPLES, SAMPLE_NODE_LIMIT)


def _fair_hint_nodes(game: TriPeaksGame) -> int:
    return fair_hint_nodes(game, HINT_SAMPLES, SAMPLE_NODE_LIMIT)


KINDS: tuple[GameKind, ...] = (
    game_kind(
        TriPeaksGame, name="tripeaks", game=Game.TRIPEAKS, make=TriPeaksGame, pairs=False,
        messages="", play_one=TriPeaksGame.play_card,
        faq=tuple(f"faq-tripeaks-{n}" for n in range(1, 6)),  # the rules pages' questions
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
        help_ids=(("hint", "help-hint-pyramid"), ("peek", "help-peek-pyramid")),
        solve_deal=lambda deal, _rules, nodes, seconds: solve_pyramid_deal(
            deal, node_limit=nodes, time_limit=seconds),
        apply=apply_pyramid_move, hint_of=_pyramid_hint_of, odds=_pyramid_odds,
        nodes={"solve": _solve_nodes, "peek": _solve_nodes, "odds": _odds_nodes},
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
