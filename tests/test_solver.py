"""The perfect-information solver (docs/rules.md "Hint and solve", docs/pyramid.md).

Every winning line is replayed move by move through the engine and must end
in a win; verdicts are checked against the C reference solver
(benchmarks/ref_tripeaks_solver.c) and, from positions in the middle of a
game, against a plain search written here that drives the engine itself.
Nothing here times anything.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import build_seed_deal

from tripeaks_a11y.deals import shuffled_deck, tripeaks_deal
from tripeaks_a11y.games import moves
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.solver import (
    DRAW,
    PYRAMID_DRAW,
    PYRAMID_WASTE,
    Move,
    PyramidMove,
    PyramidPosition,
    Solution,
    TriPeaksPosition,
    Verdict,
    apply_move,
    apply_pyramid_move,
    hint_tripeaks,
    replay,
    replay_pyramid,
    solve_deal,
    solve_numbered,
    solve_position,
    solve_pyramid,
    solve_pyramid_deal,
    solve_tripeaks,
)
from tripeaks_a11y.solver.common import tables_for
from tripeaks_a11y.values.cards import Card
from tripeaks_a11y.values.events import WASTE
from tripeaks_a11y.values.layouts import PYRAMID, TRIPEAKS, Layout, Peak
from tripeaks_a11y.values.rules import CLASSIC, EASY, RuleSet

REPO = Path(__file__).resolve().parents[1]

# The first numbered deals winnable in Easy but not in Classic (docs/winrates.md).
EASY_NOT_CLASSIC = (3, 6, 10, 18, 27)


def assert_wins(game: TriPeaksGame, moves: tuple[Move, ...]) -> None:
    """Replay ``moves`` one by one; each must be legal and the last must win."""
    for i, move in enumerate(moves):
        assert game.status is Status.PLAYING, f"game over before move {i}"
        if move.is_draw:
            assert game.stock_count > 0
        else:
            assert move.position in game.playable_positions(), f"move {i} ({move}) not playable"
        apply_move(game, move)
    assert game.status is Status.WON


# ---------------------------------------------------------------- values


def test_moves_read_plainly() -> None:
    assert DRAW.is_draw and str(DRAW) == "draw"
    assert not Move(17).is_draw and str(Move(17)) == "play 17"
    assert PYRAMID_DRAW.is_draw and str(PYRAMID_DRAW) == "draw"
    assert str(PyramidMove((3, PYRAMID_WASTE))) == "remove 3 waste"
    assert PYRAMID_WASTE == WASTE
    # The values live with the engines (games/moves.py); the solver package re-exports them.
    assert Move is moves.Move and DRAW is moves.DRAW and replay is moves.replay


def test_solution_winnable_is_three_valued() -> None:
    assert Solution(Verdict.WINNABLE, (), 1, 0.0).winnable is True
    assert Solution(Verdict.NOT_WINNABLE, (), 1, 0.0).winnable is False
    assert Solution(Verdict.UNKNOWN, (), 1, 0.0).winnable is None


def test_bad_inputs_are_refused() -> None:
    deal = tripeaks_deal(0)
    with pytest.raises(ValueError):
        solve_deal(deal[:51], EASY)
    with pytest.raises(ValueError):
        solve_deal(deal, EASY, node_limit=0)
    with pytest.raises(ValueError):
        solve_deal(deal, EASY, time_limit=0)
    with pytest.raises(ValueError):
        TriPeaksPosition(tuple(deal), EASY, stock_pos=24)
    with pytest.raises(ValueError):
        TriPeaksPosition(tuple(deal), EASY, removed=1 << 28)


# ---------------------------------------------------------------- TriPeaks lines replay


@pytest.mark.parametrize("rules", [EASY, CLASSIC], ids=["easy", "classic"])
def test_every_winning_line_replays_to_a_win(rules: RuleSet) -> None:
    verdicts = set()
    for number in [*range(40), 115]:  # 115: the first deal lost in Easy
        deal = tripeaks_deal(number)
        solution = solve_deal(deal, rules)
        verdicts.add(solution.verdict)
        assert solution.verdict is not Verdict.UNKNOWN
        if solution.verdict is Verdict.WINNABLE:
            assert solution.best_moves == solution.moves and solution.fewest_left == 0
            assert_wins(TriPeaksGame(deal, rules), solution.moves)
        else:
            assert solution.moves == () and solution.fewest_left > 0
    assert verdicts == {Verdict.WINNABLE, Verdict.NOT_WINNABLE}


def test_seed_example_deal_is_winnable_in_both_rule_sets() -> None:
    for rules in (EASY, CLASSIC):
        solution = solve_deal(build_seed_deal(), rules)
        assert solution.verdict is Verdict.WINNABLE
        assert_wins(TriPeaksGame(build_seed_deal(), rules), solution.moves)


@pytest.mark.parametrize("number", EASY_NOT_CLASSIC)
def test_first_deals_winnable_in_easy_but_not_in_classic(number: int) -> None:
    easy = solve_numbered(number, EASY)
    assert easy.verdict is Verdict.WINNABLE
    assert_wins(TriPeaksGame(tripeaks_deal(number), EASY), easy.moves)
    assert solve_numbered(number, CLASSIC).verdict is Verdict.NOT_WINNABLE


def test_solving_from_the_middle_of_a_game_and_after_undo() -> None:
    deal = tripeaks_deal(5)
    game = TriPeaksGame(deal, EASY)
    line = solve_tripeaks(game).moves
    replay(game, line[:20])
    middle = solve_tripeaks(game)
    assert middle.verdict is Verdict.WINNABLE
    # A detour and its undo leave the same position, hence the same answer.
    game.draw()
    game.undo()
    again = solve_tripeaks(game)
    assert again.moves == middle.moves
    assert TriPeaksPosition.from_game(game).stock_pos == 23 - game.stock_count
    assert_wins(game, middle.moves)


def test_won_and_blocked_games() -> None:
    deal = tripeaks_deal(0)
    game = TriPeaksGame(deal, EASY)
    replay(game, solve_tripeaks(game).moves)
    won = solve_tripeaks(game)
    assert won.verdict is Verdict.WINNABLE and won.moves == () and won.fewest_left == 0
    assert hint_tripeaks(game) is None
    blocked = TriPeaksGame(deal, EASY)
    while blocked.status is Status.PLAYING:  # draw everything, then play what fits
        if blocked.stock_count:
            blocked.draw()
        else:
            blocked.play_position(blocked.playable_positions()[0])
    assert blocked.status is Status.BLOCKED
    assert solve_tripeaks(blocked).verdict is Verdict.NOT_WINNABLE
    assert hint_tripeaks(blocked) is None


def test_limits_give_unknown_never_a_guess() -> None:
    hard = tripeaks_deal(115)  # not winnable in Easy; about 270,000 nodes to prove it
    by_nodes = solve_deal(hard, EASY, node_limit=1000)
    assert by_nodes.verdict is Verdict.UNKNOWN and by_nodes.moves == ()
    # The limit is checked as a position is entered; the last one counted may be one over.
    assert 1000 <= by_nodes.nodes <= 1001
    assert by_nodes.fewest_left < 28 and by_nodes.best_moves  # the best line met so far
    by_time = solve_deal(hard, EASY, time_limit=1e-9)
    assert by_time.verdict is Verdict.UNKNOWN
    assert solve_deal(hard, EASY).verdict is Verdict.NOT_WINNABLE


# ---------------------------------------------------------------- a plain search on the engine


def plain_search(game: TriPeaksGame, limit: int,
                 max_draws: int = 23) -> tuple[bool, int] | None:
    """Exhaustive DFS through the engine's own moves and undo.

    Returns (winnable, fewest tableau cards left over every line), or None
    beyond ``limit`` positions; lines draw at most ``max_draws`` cards. No
    pruning but a visited set of exact states.
    """
    last_stock = game.stock_count - max_draws
    seen: set[tuple[int, int, int]] = set()
    fewest = game.cards_left
    won = False

    def key() -> tuple[int, int, int]:
        mask = sum(1 << p for p in range(28) if game.is_removed(p))
        top = game.waste_top
        return mask, game.stock_count, 0 if top is None else int(top.rank)

    def walk() -> None:
        nonlocal fewest, won
        fewest = min(fewest, game.cards_left)
        if game.status is Status.WON:
            won = True
            return
        k = key()
        if k in seen:
            return
        seen.add(k)
        if len(seen) > limit:
            raise OverflowError
        moves = [Move(p) for p in game.playable_positions()]
        if game.stock_count > max(0, last_stock):
            moves.append(DRAW)
        for move in moves:
            apply_move(game, move)
            walk()
            game.undo()

    try:
        walk()
    except OverflowError:
        return None
    return won, fewest


def random_positions(count: int, seed: int, dealt_waste: int = 1) -> Iterator[TriPeaksGame]:
    """Games left in the middle: random legal moves, some undone, stock half used.

    Easy and Classic in turn, with ``dealt_waste`` waste cards dealt (1 or 0).
    """
    rng = random.Random(seed)
    made = 0
    number = 0
    while made < count:
        number += 1
        rules = replace(EASY if number % 2 else CLASSIC, dealt_waste=dealt_waste)
        game = TriPeaksGame(tripeaks_deal(1000 + number), rules)
        while game.status is Status.PLAYING and game.stock_count > rng.randint(4, 12):
            playable = game.playable_positions()
            if playable and rng.random() < 0.75:
                game.play_position(rng.choice(playable))
            else:
                game.draw()
            if rng.random() < 0.1 and game.undo_depth:
                game.undo()
        if game.status is Status.PLAYING:
            made += 1
            yield game


def near_winning_positions(count: int, seed: int) -> Iterator[TriPeaksGame]:
    """Games part way along a winning line, then one random legal move off it."""
    rng = random.Random(seed)
    for number in range(count):
        rules = CLASSIC if number % 2 else EASY
        game = TriPeaksGame(tripeaks_deal(2000 + number), rules)
        line = solve_tripeaks(game).moves
        replay(game, line[: rng.randint(len(line) // 3, 2 * len(line) // 3)])
        moves = [Move(p) for p in game.playable_positions()] + [DRAW] * (game.stock_count > 0)
        apply_move(game, rng.choice(moves))
        if game.status is Status.PLAYING:
            yield game


def check_against_plain_search(games: list[TriPeaksGame], max_draws: int) -> dict[bool, int]:
    """Verdict, winning line and exact fewest-left of each game against ``plain_search``.

    Returns how many winnable (True) and lost (False) positions were checked.
    """
    checked = {True: 0, False: 0}
    for game in games:
        plain = plain_search(game, limit=4_000, max_draws=max_draws)
        if plain is None:
            continue
        winnable, fewest = plain
        checked[winnable] += 1
        fast = solve_tripeaks(game)
        assert fast.verdict is (Verdict.WINNABLE if winnable else Verdict.NOT_WINNABLE)
        if winnable:
            assert_wins(game, fast.moves)
        else:
            exact = solve_tripeaks(game, exact_best=True)
            assert exact.fewest_left == fewest
            replay(game, exact.best_moves)
            assert game.cards_left == fewest
    return checked


def test_verdicts_and_fewest_left_agree_with_a_plain_search_mid_game() -> None:
    games = [*random_positions(20, seed=6), *near_winning_positions(20, seed=7)]
    checked = check_against_plain_search(games, max_draws=23)
    assert checked[True] >= 5 and checked[False] >= 5, checked


def test_empty_waste_positions_agree_with_a_plain_search_mid_game() -> None:
    # Under dealt_waste 0 the stock is deal[28:], 24 cards: the offsets must match the engine's.
    games = list(random_positions(30, seed=8, dealt_waste=0))
    assert all(g.rules.dealt_waste == 0 and g.waste_top is not None for g in games)
    checked = check_against_plain_search(games, max_draws=24)
    assert checked[True] >= 3 and checked[False] >= 3, checked


def test_best_line_of_a_lost_deal_reaches_the_fewest_cards_left() -> None:
    deal = tripeaks_deal(115)  # not winnable in Easy
    solution = solve_deal(deal, EASY, exact_best=True)
    assert solution.verdict is Verdict.NOT_WINNABLE
    game = TriPeaksGame(deal, EASY)
    replay(game, solution.best_moves)
    assert game.cards_left == solution.fewest_left >= 1


def test_shortest_line_has_the_fewest_draws() -> None:
    deal = tripeaks_deal(0)
    first = solve_deal(deal, EASY)
    best = solve_deal(deal, EASY, shortest=True)
    assert best.shortest and not first.shortest
    assert len(best.moves) <= len(first.moves)
    assert_wins(TriPeaksGame(deal, EASY), best.moves)
    # From two thirds along the line, a plain search finds no win with a draw fewer.
    game = TriPeaksGame(deal, EASY)
    done = 2 * len(best.moves) // 3
    replay(game, best.moves[:done])
    rest = solve_tripeaks(game, shortest=True)
    assert rest.shortest and len(rest.moves) == len(best.moves) - done
    draws = sum(m.is_draw for m in rest.moves)
    assert draws > 0
    assert plain_search(game, limit=50_000, max_draws=draws) == (True, 0)
    fewer = plain_search(game, limit=50_000, max_draws=draws - 1)
    assert fewer is not None and fewer[0] is False


# ---------------------------------------------------------------- hints


def test_hints_are_always_legal_and_lead_to_a_win_when_there_is_one() -> None:
    for number, rules in ((0, EASY), (7, CLASSIC), (42, EASY)):
        game = TriPeaksGame(tripeaks_deal(number), rules)
        winnable = solve_tripeaks(game).verdict is Verdict.WINNABLE
        while (hint := hint_tripeaks(game)) is not None:
            assert hint.is_draw and game.stock_count or hint.position in game.playable_positions()
            apply_move(game, hint)
        assert game.status is (Status.WON if winnable else Status.BLOCKED)


def test_hints_in_a_lost_deal_reach_the_fewest_cards_left() -> None:
    deal = tripeaks_deal(115)
    best = solve_deal(deal, EASY, exact_best=True)
    game = TriPeaksGame(deal, EASY)
    replay(game, best.best_moves[:15])  # hints from here on (each one is a full search)
    fewest = best.fewest_left
    while (hint := hint_tripeaks(game)) is not None:
        apply_move(game, hint)
    assert game.status is Status.BLOCKED and game.cards_left == fewest


def test_hints_mid_game_are_legal() -> None:
    for game in random_positions(20, seed=11):
        hint = hint_tripeaks(game, time_limit=5.0)
        assert hint is not None
        assert hint.is_draw and game.stock_count or hint.position in game.playable_positions()


# ---------------------------------------------------------------- no waste card dealt


@pytest.mark.parametrize(("rules", "numbers"),
                         [(replace(EASY, dealt_waste=0), range(200)),
                          (replace(CLASSIC, dealt_waste=0), range(120))],
                         ids=["easy", "classic"])
def test_empty_waste_winning_lines_replay_to_a_win(rules: RuleSet, numbers: range) -> None:
    verdicts = []
    for number in numbers:
        deal = tripeaks_deal(number)
        game = TriPeaksGame(deal, rules)
        assert game.waste_top is None and game.stock == tuple(deal[28:])
        position = TriPeaksPosition.from_game(game)
        assert position.waste_top is None and position.stock_pos == 0
        solution = solve_tripeaks(game)
        assert solution.verdict is not Verdict.UNKNOWN
        if number < 10:  # a fresh deal is the same position as a fresh game
            assert solve_deal(deal, rules).moves == solution.moves
        verdicts.append(solution.verdict)
        if solution.verdict is Verdict.WINNABLE:
            assert_wins(game, solution.moves)
        else:
            assert solution.fewest_left > 0
    assert Verdict.WINNABLE in verdicts
    if not rules.wrap:
        assert Verdict.NOT_WINNABLE in verdicts  # deals 3, 42, 59 … are lost in Classic


@pytest.mark.parametrize("number", [0, 1, 3, 42, 59, 105])
def test_empty_waste_verdict_is_that_of_the_best_first_move(number: int) -> None:
    # From an empty waste every available card may go first: the position is won
    # exactly when one of its first moves (each card, or a draw) leads to a win.
    rules = replace(CLASSIC, dealt_waste=0)
    game = TriPeaksGame(tripeaks_deal(number), rules)
    firsts = [Move(p) for p in game.playable_positions()] + [DRAW]
    assert len(firsts) == 11  # the ten bottom cards and the draw
    after = []
    for move in firsts:
        apply_move(game, move)
        after.append(solve_tripeaks(game).verdict)
        game.undo()
    assert Verdict.UNKNOWN not in after
    expected = Verdict.WINNABLE if Verdict.WINNABLE in after else Verdict.NOT_WINNABLE
    assert solve_tripeaks(game).verdict is expected
    if number == 59:  # lost; the exact fewest cards left is the best first move's
        assert expected is Verdict.NOT_WINNABLE
        fewest = []
        for move in firsts:
            apply_move(game, move)
            fewest.append(solve_tripeaks(game, exact_best=True).fewest_left)
            game.undo()
        exact = solve_tripeaks(game, exact_best=True)
        assert exact.verdict is expected and exact.fewest_left == min(fewest)
        replay(game, exact.best_moves)
        assert game.cards_left == exact.fewest_left


def test_empty_waste_hints_lead_to_a_win() -> None:
    game = TriPeaksGame(tripeaks_deal(7), replace(CLASSIC, dealt_waste=0))
    assert solve_tripeaks(game).verdict is Verdict.WINNABLE
    while (hint := hint_tripeaks(game)) is not None:
        assert hint.is_draw and game.stock_count or hint.position in game.playable_positions()
        apply_move(game, hint)
    assert game.status is Status.WON


def test_empty_waste_positions_are_checked() -> None:
    deal = tuple(tripeaks_deal(0))
    empty = replace(EASY, dealt_waste=0)
    assert TriPeaksPosition(deal, empty).stock_size == 24
    assert TriPeaksPosition(deal, EASY).waste_top == deal[28]  # the dealt waste card
    assert TriPeaksPosition(deal, empty, stock_pos=24, waste_top=deal[51]).stock_pos == 24
    with pytest.raises(ValueError):
        TriPeaksPosition(deal, empty, stock_pos=25, waste_top=deal[51])
    with pytest.raises(ValueError):  # a draw or a play puts a card on the waste
        TriPeaksPosition(deal, empty, stock_pos=1)
    with pytest.raises(ValueError):
        TriPeaksPosition(deal, empty, removed=1 << 20)


# ---------------------------------------------------------------- the C reference


def _reference_source() -> Path | None:
    for path in (REPO / "benchmarks" / "ref_tripeaks_solver.c",
                 REPO.parent / "shared" / "bench" / "ref_tripeaks_solver.c"):
        if path.is_file():
            return path
    return None


@pytest.fixture(scope="module")
def reference_solver(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = _reference_source()
    if source is None:
        pytest.skip("C reference solver source not found")
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        pytest.skip("no C compiler (cc, gcc or clang) to build the reference solver")
    exe = tmp_path_factory.mktemp("ref") / "ref_tripeaks_solver"
    subprocess.run([compiler, "-O2", "-o", str(exe), str(source)], check=True)
    return exe


def reference_verdicts(exe: Path, rules: str, deals: list[list[Card]]) -> list[bool]:
    text = "".join(" ".join(card.code for card in deal) + "\n" for deal in deals)
    done = subprocess.run([str(exe), rules], input=text, capture_output=True, text=True,
                          check=True)
    rows = [line.split() for line in done.stdout.splitlines() if not line.startswith("summary")]
    return [row[0] == "1" for row in rows]


@pytest.mark.parametrize(("rules", "numbers"), [(EASY, range(0, 250)), (CLASSIC, range(0, 150))],
                         ids=["easy", "classic"])
def test_verdicts_agree_with_the_c_reference(reference_solver: Path, rules: RuleSet,
                                             numbers: range) -> None:
    deals = [tripeaks_deal(n) for n in numbers]
    expected = reference_verdicts(reference_solver, rules.name.name.lower(), deals)
    assert len(expected) == len(deals)
    got = [solve_deal(deal, rules).verdict for deal in deals]
    assert Verdict.UNKNOWN not in got
    mismatches = [n for n, g, e in zip(numbers, got, expected, strict=True)
                  if (g is Verdict.WINNABLE) != e]
    assert mismatches == []
    assert 0 < sum(expected) < len(expected)  # both verdicts occur


# ---------------------------------------------------------------- Pyramid


def assert_pyramid_wins(game: PyramidGame, moves: tuple[PyramidMove, ...]) -> None:
    """Replay ``moves`` through the Pyramid engine; each must be legal, the last must win."""
    for i, move in enumerate(moves):
        assert game.status is Status.PLAYING, f"game over before move {i}"
        if move.is_draw:
            assert game.stock_count > 0
        else:
            assert move.cards in game.removals(), f"move {i} ({move}) not legal"
        apply_pyramid_move(game, move)
    assert game.status is Status.WON


def test_pyramid_winning_lines_replay_through_the_engine() -> None:
    for number in (9, 50, 117):  # winnable deals with small searches
        deal = shuffled_deck(number)
        solution = solve_pyramid_deal(deal)
        assert solution.verdict is Verdict.WINNABLE
        assert_pyramid_wins(PyramidGame(deal), solution.moves)
    uses_waste = any(PYRAMID_WASTE in m.cards for m in solve_pyramid_deal(shuffled_deck(9)).moves)
    assert uses_waste


def test_pyramid_lost_deal_and_its_best_line() -> None:
    deal = shuffled_deck(1)
    solution = solve_pyramid_deal(deal)
    assert solution.verdict is Verdict.NOT_WINNABLE and solution.moves == ()
    game = PyramidGame(deal)
    replay_pyramid(game, solution.best_moves)
    assert game.cards_left == solution.fewest_left > 0


def test_pyramid_from_the_middle_of_a_game_and_after_undo() -> None:
    deal = shuffled_deck(50)
    game = PyramidGame(deal)
    line = solve_pyramid(game).moves
    replay_pyramid(game, line[:12])
    assert any(game.waste) and game.cards_left < 28
    middle = solve_pyramid(game)
    assert middle.verdict is Verdict.WINNABLE
    game.draw()
    game.undo()
    assert solve_pyramid(game).moves == middle.moves
    assert_pyramid_wins(game, middle.moves)
    assert solve_pyramid(game).verdict is Verdict.WINNABLE  # a won game: no moves left
    with pytest.raises(ValueError):
        PyramidPosition(tuple(deal), 0, 2, 1 << 5)


def plain_pyramid_search(game: PyramidGame, limit: int) -> tuple[bool, int] | None:
    """Exhaustive DFS through the Pyramid engine's moves and undo, exact states only."""
    seen: set[tuple[int, int, tuple[Card, ...]]] = set()
    fewest = game.cards_left
    won = False

    def walk() -> None:
        nonlocal fewest, won
        fewest = min(fewest, game.cards_left)
        if game.status is Status.WON:
            won = True
            return
        k = (sum(1 << p for p in range(28) if game.is_removed(p)), game.stock_count, game.waste)
        if k in seen:
            return
        seen.add(k)
        if len(seen) > limit:
            raise OverflowError
        moves = [PyramidMove(r) for r in game.removals()]
        if game.stock_count:
            moves.append(PYRAMID_DRAW)
        for move in moves:
            apply_pyramid_move(game, move)
            walk()
            game.undo()

    try:
        walk()
    except OverflowError:
        return None
    return won, fewest


def pyramid_positions(seed: int) -> Iterator[PyramidGame]:
    """Pyramid games left in the middle: along a winning line (9, 50, 90, 116, 117,
    185 are winnable), then perhaps one move off it; or after random moves."""
    rng = random.Random(seed)
    for number in (9, 50, 90, 116, 117, 185):
        for _ in range(3):
            game = PyramidGame(shuffled_deck(number))
            line = solve_pyramid(game).moves
            replay_pyramid(game, line[: rng.randint(len(line) // 2, len(line) - 3)])
            if rng.random() < 0.5:
                moves = [PyramidMove(r) for r in game.removals()]
                moves += [PYRAMID_DRAW] * (game.stock_count > 0)
                apply_pyramid_move(game, rng.choice(moves))
            yield game
    for number in range(20):
        game = PyramidGame(shuffled_deck(number))
        while game.status is Status.PLAYING and game.stock_count > 10:
            removals = game.removals()
            if removals and rng.random() < 0.7:
                apply_pyramid_move(game, PyramidMove(rng.choice(removals)))
            else:
                game.draw()
        yield game


def test_pyramid_verdicts_agree_with_a_plain_search() -> None:
    checked = {True: 0, False: 0}
    for game in pyramid_positions(seed=3):
        if game.status is not Status.PLAYING:
            continue
        plain = plain_pyramid_search(game, limit=3_000)
        if plain is None:
            continue
        winnable, fewest = plain
        checked[winnable] += 1
        fast = solve_pyramid(game)
        assert fast.verdict is (Verdict.WINNABLE if winnable else Verdict.NOT_WINNABLE)
        assert fast.fewest_left == (0 if winnable else fewest)
        if winnable:
            assert_pyramid_wins(game, fast.moves)
    assert checked[True] >= 5 and checked[False] >= 10, checked


def test_cover_tables_are_made_once_per_layout() -> None:
    assert tables_for(TRIPEAKS) is tables_for(TRIPEAKS)
    pyramid = tables_for(PYRAMID)
    assert pyramid.size == 28 and pyramid.full == (1 << 28) - 1
    assert pyramid.need[0] == 0b110 and pyramid.below[0] == (1 << 28) - 2  # the apex
    # The bottom right card covers the right edge up to the apex.
    assert pyramid.above[27] == sum(1 << p for p in (0, 2, 5, 9, 14, 20))
    loop = Layout("loop", (2,), ((1,), (0,)), (Peak((0, 1), 100),))
    with pytest.raises(ValueError):
        tables_for(loop)
    game = PyramidGame(shuffled_deck(9))
    assert PyramidPosition.from_game(game).layout is game.layout is PYRAMID
    assert TriPeaksPosition.from_game(TriPeaksGame(tripeaks_deal(0))).layout is TRIPEAKS


def test_solve_position_is_what_solve_deal_uses() -> None:
    deal = tripeaks_deal(3)
    direct = solve_position(TriPeaksPosition(tuple(deal), CLASSIC))
    assert direct.moves == solve_deal(deal, CLASSIC).moves
