"""Perfect-information solvers: is a position winnable, how, and how far can it go.

Layer 3 (docs/architecture.md "Layers"): pure functions over the engines' states;
no text, no I/O. Every card is known to the search (the face-down ones too),
as in the seeds' "winnable in Easy, not in Classic" (docs/rules.md "Easy and Classic").

TriPeaks (docs/rules.md)
========================
``solve_tripeaks(game)`` searches from the game's *current* position (after
any moves and undos); ``solve_deal(deal, rules)`` from a fresh deal. Both
work on any TriPeaks layout: the position carries the game's ``layout``
(``layouts.TRIPEAKS`` by default; a ``TriPeaksGame`` subclass may bring
another, as the toy game of tests/test_toy_game.py does), and the search
reads its sizes and cover tables from ``common.tables_for(layout)``, made
once per layout. The stock is ``deal[layout.size + rules.dealt_waste:]``:
23 cards on the 28-card layout with the dealt waste card, 24 when the rule
set deals none (``RuleSet.dealt_waste`` 0; the waste then starts empty and
any available card may be played first). Under the joker (``RuleSet.joker``)
the stock is one card longer: the joker lies where the engine puts it
(``games.tripeaks.joker_index``) and is rank 0 to the search, the rank of
an empty waste, so on the waste it accepts any available card; no card is
dead while it is still to be drawn. The C reference knows no joker: deals
without it search exactly as before (the same node counts), and the joker
is checked in Python only (tests/test_joker.py). The answer is a ``Solution``: a
verdict (WINNABLE, NOT_WINNABLE or UNKNOWN when a node or time limit
stopped the search: it never guesses), the winning line as ``Move`` values
the engine can replay (``apply_move``), the number of search nodes and the
seconds spent, and the line to the fewest tableau cards left that the
search met (the whole answer when the position is lost).
``hint_tripeaks(game)`` is the next move of a winning line, else the first
move towards the fewest cards left; it is always a legal move.
``advise_tripeaks(game)`` gives that move with what the search knows (an
``Advice``: the verdict, the fewest cards left, whether that count is exact),
so that a hint on a lost game can say so.

Limits
======
Every search is bounded by a number of nodes (``node_limit``), so that the
same position always gets the same answer; a ``time_limit`` is an optional
guard. The stats tool uses ``DEFAULT_NODE_LIMIT`` and no clock; a game in
play (``solve``, ``hint``, through ``kinds``) uses ``PLAY_NODE_LIMIT``, and
its answers run under a ``RunawayGuard`` of ``RUNAWAY_SECONDS`` (``guarded``):
the clock never shapes an answer, it only stops a whole one as a runaway
(``Runaway``) on a machine far slower than usual. ``native.expected_long``
says from an answer's node budget (``fair.odds_nodes``,
``fair.fair_hint_nodes``) and the core in use whether it is expected to take
long (the session then says so first).

The search is a depth-first search, plays before draws (the highest
position first, 27 down to 0 on the 28-card layout, as the C reference
solver ``benchmarks/ref_tripeaks_solver.c`` does), over the state
(removed-card mask of the tableau positions, stock index, waste rank, 0
for an empty waste or the joker on top); the face-up cards follow from the mask. Three pruning
rules cut the positions it enters to about a third of the reference's,
without ever changing a verdict (all 20,000 verdicts on deals 0-9999, Easy
and Classic, agree with the reference):

1. *Earlier stock dominates.* From (mask, waste rank, stock index s) a player
   can do anything possible from the same mask and waste rank with a later
   stock index t > s: play the same chain, then draw the cards s … t-1 in a
   row. So once (mask, rank) has failed with stock index s, it is not
   searched again with any index >= s; likewise once drawing from a mask at
   stock index s has failed, drawing from that mask later is skipped. A
   position is recorded as failed only once its whole subtree has failed.
2. *Dead cards.* A tableau card X can only be played right after a card one
   rank away became the waste top while X was available: a stock card still
   to come, the present waste top (if X is available now), or a tableau card
   that is neither above X (uncovered only once X is gone) nor deeper than
   X's direct coverers among the cards covering it (X is still covered when
   such a card goes). When no stock card to come is a neighbour of X and no
   such tableau card remains, X must be played now, on the present waste
   top; two such cards, or one that cannot be played now, lose. The rule
   waits for a waste top: it is not applied while the waste is empty.
3. *Nothing can follow.* When a playable card B can never be followed by
   another tableau card (no remaining card has B among its possible
   predecessors of rule 2), drawing now is no better than playing B and then
   drawing, so the draw is not tried.

With ``exact_best`` the dead-card rule is off, so that on a lost position the
line to the fewest cards left is exact (rule 2 cuts lost lines early, rules
1 and 3 keep the best reachable position). With ``shortest`` the search goes
on after a win with a cap on draws, one fewer each time, until no line fits:
every winning line has the same plays, so the fewest draws is the fewest
moves.

Pyramid (docs/pyramid.md)
=========================
``solve_pyramid_deal`` searches a Pyramid deal on a compact state of its
own: removed mask of the pyramid positions (28 on ``layouts.PYRAMID``, row
r card i covered by row r+1 cards i and i+1; the sizes and cover tables
come from the position's layout as for TriPeaks), stock index and the waste
pile (the stock cards drawn and not yet paired: pairing the waste top
uncovers the card beneath). Usable cards are the uncovered pyramid cards
and the waste top; two usable cards whose ranks add up to 13 go together, a
king alone; a draw moves the stock's top card onto the waste, in a single
pass. Won when every pyramid card is gone. The search is a depth-first
search with a visited set of exact states; a king that is usable (in the
pyramid or on the waste top) is removed at once and nothing else is tried
there, since removing it only uncovers cards and nothing pairs with it.
``solve_pyramid(game)`` searches from a ``PyramidGame``'s current position;
its lines replay with ``apply_pyramid_move``. Pyramid's own hint stays seed
002's rule (``PyramidGame.hint``); the solver is for ``solve`` and ``hint
peek``: ``advise_pyramid(game)``, as ``advise_tripeaks``, gives the next move
of a winning line, else the first move towards the fewest pyramid cards left
(exact once the search finishes, since it cuts no lost line short).

Fair advice (issue 18)
======================
``tripeaks_odds(game)`` and ``pyramid_odds(game)`` give the chance to win
from here for a player who sees only what is shown (an ``Odds``: samples
won, decided and drawn, and a 95% Wilson interval): ``ODDS_SAMPLES``
positions with the same visible state, the unseen cards (face down, the
stock's order, a joker still to come) dealt at random by a generator
seeded with the SHA-256 of that state (``tripeaks_samples``,
``pyramid_samples``), each solved with full knowledge of its own cards and
``SAMPLE_NODE_LIMIT`` nodes. ``fair_advice_tripeaks(game)`` is the fair
hint (a ``FairAdvice``): every legal move tried in the same
``HINT_SAMPLES`` samples, the one with the most wins chosen. A game over
has no odds (``Odds.samples`` 0). Module ``fair``.

Compiled core
=============
Both searches also exist in C, ``_core.c`` (plain C99, no Python headers):
the same moves in the same order, the same pruning and visited tables, so
the same verdicts, lines, node counts and fewest cards left (issue 18;
tests/test_native_core.py compares the two), at a far lower cost per node.
The wheel carries it compiled, as ``_core.so`` (``_core.dll`` on Windows)
next to it: the build hook ``hatch_build.py`` compiles it wherever a C
compiler is found (``$CC``, else cc, gcc, clang or MSVC's cl, with
``solver_build.CFLAGS``) and tags the wheel for its platform. In a checkout,
``python -m tripeaks_a11y.program.solver_build`` compiles it in place (a program of
the top layer, since it runs the compiler) when the library is missing,
older than its source or stale; ``scripts/setup.sh`` runs it. ``native``
loads the library with ctypes and checks its version; ``solve_position`` and
``solve_pyramid_position`` use it when ``native.active()`` is "native".
Without it (no compiler, a stale or broken file, a layout of more than 60
positions) the Python search runs, with the same answers. The environment
variable ``TRIPEAKS_A11Y_SOLVER_CORE`` (``auto``, the default, ``native`` or
``python``) chooses at start;
``native.select`` and ``native.using`` later; ``TRIPEAKS_A11Y_SOLVER_LIB``
names another library file.

Modules
=======
The move values and their replay live in ``games/moves.py`` (shared by the
engines' callers, the solver and the announcer) and are re-exported here;
``common`` holds the verdict, the solution, the limits and a layout's cover
tables; ``tripeaks_search`` the TriPeaks search; ``tripeaks`` TriPeaks
positions, solving and the hint; ``pyramid`` Pyramid positions, search and
solving; ``native`` loads the compiled core. Import from the package
itself: every name below is re-exported here.
"""

from __future__ import annotations

from ..games.moves import (
    DRAW,
    PYRAMID_DRAW,
    PYRAMID_WASTE,
    Move,
    PyramidMove,
    apply_move,
    apply_pyramid_move,
    replay,
    replay_pyramid,
)
from .common import (
    DEFAULT_NODE_LIMIT,
    PLAY_NODE_LIMIT,
    RUNAWAY_SECONDS,
    Advice,
    Runaway,
    RunawayGuard,
    Solution,
    Verdict,
    guarded,
)
from .fair import (
    HINT_SAMPLES,
    ODDS_SAMPLES,
    SAMPLE_NODE_LIMIT,
    FairAdvice,
    Odds,
    fair_advice_tripeaks,
    fair_hint_nodes,
    odds_nodes,
    pyramid_odds,
    pyramid_samples,
    tripeaks_odds,
    tripeaks_samples,
)
from .native import expected_long
from .pyramid import (
    PyramidPosition,
    advise_pyramid,
    solve_pyramid,
    solve_pyramid_deal,
    solve_pyramid_position,
)
from .tripeaks import (
    TriPeaksPosition,
    advise_tripeaks,
    hint_tripeaks,
    solve_deal,
    solve_numbered,
    solve_position,
    solve_tripeaks,
)

__all__ = [
    "DEFAULT_NODE_LIMIT",
    "DRAW",
    "FairAdvice",
    "HINT_SAMPLES",
    "ODDS_SAMPLES",
    "Odds",
    "SAMPLE_NODE_LIMIT",
    "fair_advice_tripeaks",
    "fair_hint_nodes",
    "odds_nodes",
    "expected_long",
    "guarded",
    "Runaway",
    "RunawayGuard",
    "pyramid_odds",
    "pyramid_samples",
    "tripeaks_odds",
    "tripeaks_samples",
    "PLAY_NODE_LIMIT",
    "RUNAWAY_SECONDS",
    "Move",
    "PYRAMID_DRAW",
    "PYRAMID_WASTE",
    "PyramidMove",
    "PyramidPosition",
    "Solution",
    "Advice",
    "TriPeaksPosition",
    "Verdict",
    "advise_pyramid",
    "advise_tripeaks",
    "apply_move",
    "apply_pyramid_move",
    "hint_tripeaks",
    "replay",
    "replay_pyramid",
    "solve_deal",
    "solve_numbered",
    "solve_position",
    "solve_pyramid",
    "solve_pyramid_deal",
    "solve_pyramid_position",
    "solve_tripeaks",
]
