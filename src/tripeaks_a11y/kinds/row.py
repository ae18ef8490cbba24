"""A game kind's row (``GameKind``) and ``game_kind``, which types a row on its engine.

The protocols say which moves a game has beyond the single card
(``OneCardGame``, ``SourceGame``, ``ChainGame``); ``FairHint`` is the hint
from what the player sees. No text, no I/O (layer 3).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from ..deals import DEAL_COUNT, Game, GameCode
from ..games import AnyGame
from ..solver import Odds, Solution
from ..values.cards import Card
from ..values.events import Event, Hint
from ..values.rules import RuleSet

__all__ = ["ChainGame", "FairHint", "GameKind", "OneCardGame", "SourceGame", "game_kind"]

G = TypeVar("G", bound=AnyGame)
"""The engine class of one row (``game_kind``): TriPeaksGame, PyramidGame or a subclass."""
R = TypeVar("R")


@dataclass(frozen=True)
class FairHint(Hint):
    """A hint from what the player sees (``solver.fair``, issue 18 point 2).

    ``kind`` and ``sources`` as ``Hint``: "play" (one position) or "draw".
    ``odds``: the sampled chance to win after the move (``solver.Odds``: won,
    decided and drawn samples, the 95% interval); None only for a hint made
    without samples. Never ``lost``: no sample is a proof. ``wins``: the
    move wins the game at once (``solver.FairAdvice.wins``).
    """

    odds: Odds | None = None
    wins: bool = False


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
    pairs (``help hint``: each game's hint works differently; ``help rules``
    in a game of one rule set); any other command's help is ``help-COMMAND``.
    ``help_lines``: the lines of ``help`` (the short answer) this game words
    its own way, as (shared line's catalog id, its own catalog id) pairs
    (Pyramid's "The game:" line, where ``rules`` chooses nothing); any other
    line is the shared one. ``chain``: the game counts removals since the
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
    help_lines: tuple[tuple[str, str], ...] = ()
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
    help_lines: tuple[tuple[str, str], ...] = (),
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
        help_lines=help_lines,
        apply=None if apply is None else on_move(apply), hint_of=hint_of,
        peek=None if peek is None else on_seconds(peek),
        odds=None if odds is None else on_seconds(odds),
        nodes={answer: on_game(budget) for answer, budget in (nodes or {}).items()})
