"""The solver's compiled core (solver/_core.c through solver/native.py) against the Python search.

The core must give the same answer as the Python search in every field a
caller can see: verdict, winning line, node count, fewest cards left and the
line to them (issue 18 point 5). Each check solves the same position twice,
once with each core (``native.using``). Then the choice of core, the
fallback to Python (environment, a stale or broken library) and the build.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from test_toy_game import TOY_LAYOUT, ToyGame

from tripeaks_a11y.deals import shuffled_deck, tripeaks_deal
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.program import solver_build as core_build
from tripeaks_a11y.solver import (
    PLAY_NODE_LIMIT,
    TriPeaksPosition,
    Verdict,
    apply_move,
    apply_pyramid_move,
    native,
    solve_deal,
    solve_position,
    solve_pyramid,
    solve_pyramid_deal,
    solve_tripeaks,
)
from tripeaks_a11y.solver.common import Outcome, Tables, tables_for
from tripeaks_a11y.solver.pyramid import _search_pyramid
from tripeaks_a11y.solver.tripeaks_search import search_tripeaks
from tripeaks_a11y.values.layouts import PYRAMID, TRIPEAKS
from tripeaks_a11y.values.rules import CLASSIC, EASY, VARIANTS, RuleSet

needs_core = pytest.mark.skipif(not native.available(),
                                reason="no compiled core "
                                "(python -m tripeaks_a11y.program.solver_build)")
RULE_SETS = [pytest.param(EASY, id="easy"), pytest.param(CLASSIC, id="classic")]


def answer(solution: Any) -> tuple[object, ...]:
    """Everything of a Solution but its seconds."""
    return (solution.verdict, solution.moves, solution.nodes, solution.best_moves,
            solution.fewest_left, solution.shortest)


def both(solve: Callable[[], Any]) -> tuple[Any, Any]:
    """``solve()`` with the Python search, then with the compiled core."""
    with native.using("python"):
        python = solve()
    with native.using("native"):
        core = solve()
    return python, core


def assert_same(solve: Callable[[], Any]) -> Any:
    """Both cores give the same answer to ``solve()``; returns it."""
    python, core = both(solve)
    assert answer(core) == answer(python)
    return python


def outcome(o: Outcome) -> tuple[object, ...]:
    return (o.won, o.line, o.nodes, o.best_left, o.best_line)


# ---------------------------------------------------------------- the core is there


def test_the_core_is_built_and_loaded_where_a_compiler_exists() -> None:
    # CI installs gcc and runs scripts/setup.sh, which builds the core: there it
    # must be the core that the comparisons below exercise.
    if core_build.find_compiler() is None:
        pytest.skip("no C compiler: the Python search is the only core")
    assert native.LIBRARY_PATH.is_file(), "run: python -m tripeaks_a11y.program.solver_build"
    assert native.available()
    assert core_build.reason_to_build() is None, "the library is older than _core.c or stale"


# ---------------------------------------------------------------- TriPeaks


@needs_core
@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("first", [0, 50, 100])
def test_numbered_deals_from_the_start(rules: RuleSet, first: int) -> None:
    for number in range(first, first + 50):
        deal = tripeaks_deal(number)
        assert_same(lambda deal=deal: solve_deal(deal, rules))


@needs_core
@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("letter", [v.letter for v in VARIANTS])
def test_each_variant(rules: RuleSet, letter: str) -> None:
    variant = next(v for v in VARIANTS if v.letter == letter)
    varied = variant.apply(rules)
    for number in range(40):
        deal = tripeaks_deal(number)
        assert_same(lambda deal=deal: solve_deal(deal, varied))


@needs_core
def test_every_variant_at_once() -> None:
    rules = EASY
    for variant in VARIANTS:
        rules = variant.apply(rules)
    for number in range(20):
        deal = tripeaks_deal(number)
        assert_same(lambda deal=deal: solve_deal(deal, rules))


# Deals 0-299 lost from the start: 115, 145, 220, 226, 260 in Easy; 3, 6, 10, 18 … in Classic.
@needs_core
@pytest.mark.parametrize(("rules", "numbers"), [
    pytest.param(EASY, (0, 1, 2, 4, 115, 145, 220), id="easy"),
    pytest.param(CLASSIC, (0, 1, 2, 4, 3, 6, 10, 18), id="classic"),
])
def test_exact_best_and_shortest(rules: RuleSet, numbers: tuple[int, ...]) -> None:
    seen = set()
    for number in numbers:
        deal = tripeaks_deal(number)
        seen.add(assert_same(lambda deal=deal: solve_deal(deal, rules, exact_best=True)).verdict)
        shortest = assert_same(lambda deal=deal: solve_deal(deal, rules, shortest=True))
        seen.add(shortest.verdict)
        if shortest.verdict is Verdict.WINNABLE:
            assert shortest.shortest
    assert seen == {Verdict.WINNABLE, Verdict.NOT_WINNABLE}


def middle_games(rules: RuleSet, numbers: range, seed: int) -> Iterator[TriPeaksGame]:
    """Games after 8 and 16 moves of the solver's line, and after a few random legal moves."""
    rng = random.Random(seed)
    for number in numbers:
        deal = tripeaks_deal(number)
        with native.using("python"):
            solution = solve_deal(deal, rules)
        line = solution.moves or solution.best_moves
        for count in (8, 16):
            if len(line) > count:
                game = TriPeaksGame(deal, rules)
                for move in line[:count]:
                    apply_move(game, move)
                yield game
        game = TriPeaksGame(deal, rules)
        for _ in range(rng.randint(1, 12)):
            if game.status is not Status.PLAYING:
                break
            playable = game.playable_positions()
            must_play = not game.stock_count or rules.traditional_draw
            if playable and (must_play or rng.random() < 0.6):
                game.play_position(rng.choice(playable))
            else:
                game.draw()
        yield game


@needs_core
@pytest.mark.parametrize("rules", [EASY, CLASSIC, replace(EASY, traditional_draw=True),
                                   replace(CLASSIC, joker=True), replace(EASY, dealt_waste=0)],
                         ids=["easy", "classic", "traditional-draw", "joker", "empty-waste"])
def test_positions_in_the_middle_of_games(rules: RuleSet) -> None:
    count = 0
    for game in middle_games(rules, range(30), seed=7):
        assert_same(lambda game=game: solve_tripeaks(game))
        assert_same(lambda game=game: solve_tripeaks(game, exact_best=True))
        count += 1
    assert count >= 60


@needs_core
@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("limit", [1, 2, 100, 4095, 4096, 4097, 10_000, 50_000])
def test_node_limits(rules: RuleSet, limit: int) -> None:
    # 1404 Easy and 6720 Classic need the most nodes of the first 10,000 deals.
    deal = tripeaks_deal(1404 if rules.wrap else 6720)
    solution = assert_same(lambda: solve_deal(deal, rules, node_limit=limit))
    assert solution.verdict is Verdict.UNKNOWN
    assert limit <= solution.nodes < limit + 64  # stops at the first look past the limit


@needs_core
@pytest.mark.parametrize("rules", RULE_SETS)
def test_node_limits_with_shortest_and_exact_best(rules: RuleSet) -> None:
    for number in range(6):
        deal = tripeaks_deal(number)
        for limit in (50, 300, 2_000):
            assert_same(lambda deal=deal, limit=limit: solve_deal(
                deal, rules, node_limit=limit, shortest=True))
            assert_same(lambda deal=deal, limit=limit: solve_deal(
                deal, rules, node_limit=limit, exact_best=True))


@needs_core
def test_a_passed_deadline_stops_both_at_the_first_look_at_the_clock() -> None:
    # A deadline already behind is seen at the first check, CHECK_EVERY nodes in:
    # where the search stops then depends on the nodes only, not on the machine.
    tables = tables_for(TRIPEAKS)
    ranks = [int(card.rank) for card in tripeaks_deal(1404)]
    tableau, stock, waste = ranks[:28], ranks[29:], ranks[28]
    past = time.perf_counter() - 1.0
    kwargs: dict[str, Any] = {"node_limit": 10**9, "deadline": past, "prune_dead": True}
    python = search_tripeaks(tables, tableau, stock, True, 0, 0, waste, **kwargs)
    core = native.search_tripeaks_native(tables, tableau, stock, True, 0, 0, waste, **kwargs)
    assert python.won is None
    assert outcome(core) == outcome(python)
    pyramid_tables = tables_for(PYRAMID)
    pyramid_ranks = [int(card.rank) for card in shuffled_deck(63)]
    args = (pyramid_tables, pyramid_ranks[:28], pyramid_ranks[28:], 0, 0, 0)
    python = _search_pyramid(*args, node_limit=10**9, deadline=past)
    core = native.search_pyramid_native(*args, node_limit=10**9, deadline=past)
    assert python.won is None
    assert outcome(core) == outcome(python)


@needs_core
@pytest.mark.parametrize("dealt_waste", [1, 0], ids=["dealt-waste", "empty-waste"])
@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_toy_layout(rules: RuleSet, dealt_waste: int) -> None:
    toy_rules = replace(rules, dealt_waste=dealt_waste)
    rng = random.Random(3)
    for number in range(40):
        game = ToyGame(shuffled_deck(number), toy_rules)
        for _ in range(rng.randint(0, 10)):
            playable = game.playable_positions()
            if game.status is not Status.PLAYING:
                break
            if playable and rng.random() < 0.4:
                game.play_position(rng.choice(playable))
            else:
                game.draw()
        assert TriPeaksPosition.from_game(game).layout is TOY_LAYOUT
        assert_same(lambda game=game: solve_tripeaks(game))
        assert_same(lambda game=game: solve_tripeaks(game, shortest=True))
        assert_same(lambda game=game: solve_tripeaks(game, exact_best=True))


@needs_core
def test_the_search_functions_themselves_agree_on_draw_caps() -> None:
    tables = tables_for(TRIPEAKS)
    for number in range(10):
        ranks = [int(card.rank) for card in tripeaks_deal(number)]
        for max_draws in (None, 0, 3, 12, 99, -2):
            for draw_when_stuck in (False, True):
                args = (tables, ranks[:28], ranks[29:], bool(number % 2), 0, 0, ranks[28])
                kwargs: dict[str, Any] = {
                    "node_limit": 200_000, "deadline": None, "prune_dead": bool(number % 3),
                    "max_draws": max_draws, "draw_when_stuck": draw_when_stuck}
                assert (outcome(native.search_tripeaks_native(*args, **kwargs))
                        == outcome(search_tripeaks(*args, **kwargs)))


def test_a_layout_too_big_for_the_core_is_searched_in_python() -> None:
    size = native.MAX_SIZE + 4  # no 52-card deal fits it; the search takes it all the same
    tables = Tables(size, (1 << size) - 1, (0,) * size, ((),) * size, (0,) * size, (0,) * size)
    tableau = [1 + p % 2 for p in range(size)]  # aces and twos: every one plays on the last
    kwargs: dict[str, Any] = {"node_limit": 10_000, "deadline": None, "prune_dead": True}
    python = search_tripeaks(tables, tableau, [], False, 0, 0, 2, **kwargs)
    core = native.search_tripeaks_native(tables, tableau, [], False, 0, 0, 2, **kwargs)
    assert python.won is True and len(python.line) == size
    assert outcome(core) == outcome(python)


# ---------------------------------------------------------------- Pyramid


@needs_core
@pytest.mark.parametrize("first", [0, 20, 40])
def test_pyramid_deals_from_the_start_and_in_the_middle(first: int) -> None:
    for number in range(first, first + 20):
        deal = shuffled_deck(number)
        start = assert_same(lambda deal=deal: solve_pyramid_deal(deal,
                                                                 node_limit=PLAY_NODE_LIMIT))
        line = start.moves or start.best_moves
        for count in (8, 16):
            if len(line) > count:
                game = PyramidGame(deal)
                for move in line[:count]:
                    apply_pyramid_move(game, move)
                assert_same(lambda game=game: solve_pyramid(game, node_limit=PLAY_NODE_LIMIT))


@needs_core
@pytest.mark.parametrize("limit", [1, 4096, 4097, 30_000])
def test_pyramid_node_limits(limit: int) -> None:
    deal = shuffled_deck(63)  # among the hardest Pyramid deals
    solution = assert_same(lambda: solve_pyramid_deal(deal, node_limit=limit))
    assert solution.verdict is Verdict.UNKNOWN and solution.nodes == limit


# ---------------------------------------------------------------- choosing the core


def test_select_refuses_unknown_names_and_a_missing_core(
        monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="fast"):
        native.select("fast")
    monkeypatch.setattr(native, "_library", None)
    monkeypatch.setattr(native, "_active", "python")
    with pytest.raises(RuntimeError):
        native.select("native")
    with native.using("auto"):
        assert native.active() == "python"
    with native.using("python"):
        assert native.active() == "python"


@needs_core
def test_using_restores_the_core_used_before() -> None:
    before = native.active()
    with native.using("python"):
        assert native.active() == "python"
        with native.using("native"):
            assert native.active() == "native"
        assert native.active() == "python"
    assert native.active() == before


def core_in_a_subprocess(**env: str) -> tuple[str, str]:
    """(available, active) as a fresh interpreter sees them with ``env`` added."""
    code = ("from tripeaks_a11y.solver import native, solve_deal\n"
            "from tripeaks_a11y.deals import tripeaks_deal\n"
            "assert solve_deal(tripeaks_deal(3)).verdict.name == 'WINNABLE'\n"
            "print(native.available(), native.active())\n")
    environment = {k: v for k, v in os.environ.items()
                   if k not in (native.CHOICE_ENV, native.LIBRARY_ENV)}
    done = subprocess.run([sys.executable, "-c", code], env={**environment, **env},
                          capture_output=True, text=True, check=True)
    available, active = done.stdout.split()
    return available, active


def test_the_environment_chooses_the_python_search() -> None:
    assert core_in_a_subprocess(**{native.CHOICE_ENV: "python"})[1] == "python"


@needs_core
def test_the_environment_default_and_unknown_words_mean_auto() -> None:
    assert core_in_a_subprocess() == ("True", "native")
    assert core_in_a_subprocess(**{native.CHOICE_ENV: "turbo"}) == ("True", "native")
    assert core_in_a_subprocess(**{native.CHOICE_ENV: "native"}) == ("True", "native")


def test_a_corrupt_library_is_ignored(tmp_path: Path) -> None:
    broken = tmp_path / "_core.so"
    broken.write_bytes(b"\x7fELF not really a library" * 10)
    assert native.load(broken) is None
    available, active = core_in_a_subprocess(**{native.LIBRARY_ENV: str(broken),
                                                native.CHOICE_ENV: "native"})
    assert (available, active) == ("False", "python")


@needs_core
def test_a_copy_of_the_library_loads_and_a_stale_build_is_ignored(tmp_path: Path) -> None:
    copy = tmp_path / "copy.so"
    shutil.copyfile(native.LIBRARY_PATH, copy)
    assert native.load(copy) is not None
    assert core_in_a_subprocess(**{native.LIBRARY_ENV: str(copy)}) == ("True", "native")
    compiler = core_build.find_compiler()
    assert compiler is not None
    stale = tmp_path / "stale.so"
    subprocess.run([*compiler, *core_build.CFLAGS, "-DTRIPEAKS_CORE_VERSION=0",
                    "-o", str(stale), str(core_build.SOURCE)], check=True)
    assert native.load(stale) is None
    assert core_in_a_subprocess(**{native.LIBRARY_ENV: str(stale)}) == ("False", "python")


# ---------------------------------------------------------------- the build


def test_the_build_without_a_compiler_says_so_and_succeeds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("CC", raising=False)
    library = tmp_path / "_core.so"
    assert core_build.build(core_build.SOURCE, library) == 0
    assert "no C compiler" in capsys.readouterr().out
    assert not library.exists()


def test_the_build_makes_the_library_only_when_needed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    if core_build.find_compiler() is None:
        pytest.skip("no C compiler")
    source = tmp_path / "_core.c"
    shutil.copyfile(core_build.SOURCE, source)
    library = tmp_path / "_core.so"
    assert core_build.reason_to_build(source, library) == "missing"
    assert core_build.build(source, library) == 0
    assert "built" in capsys.readouterr().out
    assert native.load(library) is not None
    assert core_build.reason_to_build(source, library) is None
    assert core_build.build(source, library) == 0
    assert "up to date" in capsys.readouterr().out
    later = library.stat().st_mtime + 10
    os.utime(source, (later, later))
    assert core_build.reason_to_build(source, library) == "older than its source"
    # Another file: one this process has loaded must not be written over.
    junk = tmp_path / "junk.so"
    junk.write_bytes(b"junk")
    os.utime(junk, (later + 10, later + 10))
    assert core_build.reason_to_build(source, junk) == "stale"
    source.write_text("this is not C\n")
    os.utime(source, (later + 20, later + 20))
    assert core_build.build(source, junk) == 1
    assert "could not compile" in capsys.readouterr().out
    assert junk.read_bytes() == b"junk"  # a failed build leaves the old file
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_the_build_module_runs_as_a_program() -> None:
    done = subprocess.run([sys.executable, "-m", "tripeaks_a11y.program.solver_build"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("solver core: ") and done.stdout.count("\n") == 1


def test_solve_position_answers_the_same_through_either_core() -> None:
    # Without a core both sides are the Python search: the dispatch itself is checked.
    position = TriPeaksPosition(tuple(tripeaks_deal(3)), EASY)
    with native.using("python"):
        python = solve_position(position)
    with native.using("auto"):
        auto = solve_position(position)
    assert answer(auto) == answer(python)
    assert python.verdict is Verdict.WINNABLE


@needs_core
def test_arguments_the_core_does_not_take_are_searched_in_python() -> None:
    # A float node limit: the Python search compares it as it is; so does the fallback.
    tables = tables_for(TRIPEAKS)
    ranks = [int(card.rank) for card in tripeaks_deal(5)]
    args = (tables, ranks[:28], ranks[29:], True, 0, 0, ranks[28])
    kwargs: dict[str, Any] = {"node_limit": 1e6, "deadline": None, "prune_dead": True}
    assert (outcome(native.search_tripeaks_native(*args, **kwargs))
            == outcome(search_tripeaks(*args, **kwargs)))
