"""Traditional scoring (S), a TriPeaks rule variant of issue 17 (docs/rules.md "Variants").

The nth card of a run of removals scores n points, a draw costs 5 and ends
the run, the first two peaks cleared give 15 each and the last 30; the
score starts at 0 and may go below zero. These tests follow the rule from
the code through the engine, undo and redo, the solver, and what a player
hears in the three languages.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tripeaks_a11y.deals import parse_game_code, tripeaks_deal
from tripeaks_a11y.games.moves import DRAW, Move
from tripeaks_a11y.games.scoring import TRADITIONAL, score_table
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.i18n import card_name, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.solver import Verdict
from tripeaks_a11y.solver.tripeaks import solve_deal
from tripeaks_a11y.values.cards import parse_card_code
from tripeaks_a11y.values.events import Drawn, Event, PeakCleared, Removed
from tripeaks_a11y.values.rules import CLASSIC, EASY, Rules, rule_set

LANGS = LANGUAGES
CODE = "TP1-E-AAAAAAB-S"
EXAMPLE = "docs/examples/TP1-E-AAAAAAB.txt"  # the rules pages' won game: 50 actions


def game_of(code: str) -> TriPeaksGame:
    parsed = parse_game_code(code)
    return TriPeaksGame(tripeaks_deal(parsed.number), parsed.rule_set)


def example_line() -> list[str]:
    with open(EXAMPLE, encoding="utf-8") as lines:
        return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def act(game: TriPeaksGame, action: str) -> tuple[Event, ...]:
    return game.draw() if action == "draw" else game.play_card(parse_card_code(action))


def state(game: TriPeaksGame) -> tuple[object, ...]:
    return (game.score, game.run, game.waste, game.stock_count, game.cards_left, game.status,
            tuple(game.is_face_up(p) for p in range(28)))


# ----- the code and the rule set -------------------------------------------------------


def test_the_code_deals_the_same_cards_under_traditional_scoring() -> None:
    code = parse_game_code(CODE)
    assert str(code) == CODE and code.rule_set.traditional_scoring
    assert code.rule_set == rule_set(Rules.EASY, "S")
    assert tripeaks_deal(code.number) == tripeaks_deal(parse_game_code("TP1-E-AAAAAAB").number)
    assert score_table(code.rule_set) is TRADITIONAL


@pytest.mark.parametrize("letters", ["DS", "OS", "SW", "DOSW"])
def test_traditional_scoring_combines_with_every_other_variant(letters: str) -> None:
    rules = rule_set(Rules.CLASSIC, letters)
    assert rules.traditional_scoring and score_table(rules) is TRADITIONAL
    assert rules.traditional_draw == ("D" in letters)
    assert rules.open_peaks == ("O" in letters)
    assert rules.dealt_waste == (0 if "W" in letters else 1)
    assert not rules.wrap
    assert str(parse_game_code(f"TP1-C-AAAAAAB-{letters}")) == f"TP1-C-AAAAAAB-{letters}"


def test_the_default_table_is_the_apps_and_has_no_runs() -> None:
    table = score_table(EASY)
    assert (table.start, table.draw, table.peaks, table.floor) == (500, -1, (100, 100, 100), 0)
    assert [table.removal(n) for n in (1, 2, 7)] == [-1, -1, -1]
    assert not table.counts_runs and score_table(CLASSIC) == table
    game = game_of("TP1-E-AAAAAAB")
    assert game.run is None
    removed = act(game, "Kc")[0]
    assert removed == Removed(parse_card_code("KC"), 20, 499)  # no run, no points


# ----- the engine ----------------------------------------------------------------------


def test_a_run_scores_one_more_point_per_card_from_zero() -> None:
    game = game_of(CODE)
    assert game.score == 0
    scores = []
    for n, action in enumerate(["Kc", "As", "2d", "3s", "4s", "5s"], start=1):
        removed = act(game, action)[0]
        assert isinstance(removed, Removed)
        assert (removed.run, removed.points) == (n, n)
        scores.append(removed.score)
    assert scores == [1, 3, 6, 10, 15, 21]
    run = game.run
    assert run is not None and (run.length, run.next_points) == (6, 7)


def test_a_draw_costs_five_and_ends_the_run() -> None:
    game = game_of(CODE)
    for action in ["Kc", "As", "2d"]:
        act(game, action)
    drawn = game.draw()[0]
    assert isinstance(drawn, Drawn)
    assert (drawn.score, drawn.run_ended) == (6 - 5, 3)
    run = game.run
    assert run is not None and (run.length, run.next_points) == (0, 1)
    again = game.draw()[0]
    assert isinstance(again, Drawn) and (again.score, again.run_ended) == (1 - 5, 0)
    assert game.score < 0  # no floor: the score goes below zero


def test_the_pages_game_scores_its_runs_its_peaks_and_its_draws() -> None:
    game = game_of(CODE)
    line = example_line()
    bonuses: list[tuple[int, int]] = []
    lowest = 0
    for action in line:
        for event in act(game, action):
            if isinstance(event, PeakCleared):
                bonuses.append((event.peak, event.bonus))
        lowest = min(lowest, game.score)
    assert game.status is Status.WON
    # The runs are the removals between draws; each scores 1 + 2 + … + n.
    runs = [len(part.split()) for part in " ".join(line).split("draw")]
    draws = line.count("draw")
    assert game.score == sum(n * (n + 1) // 2 for n in runs) + 15 + 15 + 30 - 5 * draws
    # The bonuses go by the order the peaks are cleared in, not by which peak it is.
    assert [bonus for _peak, bonus in bonuses] == [15, 15, 30]
    assert [peak for peak, _bonus in bonuses] != [0, 1, 2]
    assert lowest < 0


def test_the_empty_waste_first_card_starts_the_run() -> None:
    game = game_of("TP1-E-AAAAAAB-SW")
    assert game.waste_top is None and game.run is not None and game.run.length == 0
    removed = game.play_position(game.playable_positions()[0])[0]
    assert isinstance(removed, Removed)
    assert (removed.run, removed.points, removed.score) == (1, 1, 1)


def test_undo_restores_the_score_and_the_run_exactly_at_every_step() -> None:
    game = game_of(CODE)
    for action in example_line():
        before = state(game)
        events = act(game, action)
        after = state(game)
        game.undo()
        assert state(game) == before
        assert act(game, action) == events  # played again: the same points, the same bonus
        assert state(game) == after


def test_undoing_a_peak_gives_its_bonus_back_and_the_next_peak_is_still_the_first() -> None:
    game = game_of(CODE)
    line = example_line()
    first_peak = next(i for i, action in enumerate(line)
                      if any(isinstance(e, PeakCleared) for e in act(game, action)))
    cleared = game.score
    game.undo()
    replayed = act(game, line[first_peak])
    peak = next(e for e in replayed if isinstance(e, PeakCleared))
    assert (peak.bonus, peak.score, game.score) == (15, cleared, cleared)


# ----- the solver ----------------------------------------------------------------------


def replay(game: TriPeaksGame, moves: Sequence[Move]) -> None:
    for move in moves:
        if move == DRAW:
            game.draw()
        else:
            assert move.position is not None
            game.play_position(move.position)


def test_the_solver_decides_the_same_and_its_lines_replay_under_the_scoring() -> None:
    scored = rule_set(Rules.EASY, "S")
    for number in range(20):
        deal = tripeaks_deal(number)
        plain = solve_deal(deal, EASY, node_limit=200_000)
        solution = solve_deal(deal, scored, node_limit=200_000)
        assert (solution.verdict, solution.moves) == (plain.verdict, plain.moves)
        if solution.verdict is Verdict.WINNABLE:
            game = TriPeaksGame(deal, scored)
            replay(game, solution.moves)
            assert game.status is Status.WON


# ----- what the player hears -----------------------------------------------------------


def said(session: Session, line: str) -> list[str]:
    return [a.text for a in session.handle(line)]


def test_a_short_game_in_english() -> None:
    session = Session(lang="en", code=parse_game_code(CODE))
    assert said(session, "chain") == ["No run yet; the next card scores 1 point."]
    assert said(session, "Kc") == ["Played king of clubs."]
    assert said(session, "As") == ["Played ace of spades. Run of 2: 2 points."]
    assert said(session, "2d")[0] == "Played 2 of diamonds. Run of 3: 3 points."
    assert said(session, "chain") == ["Run of 3; the next card scores 4 points."]
    assert said(session, "draw") == [
        "Drew 2 of clubs. 22 cards left in the draw pile. That ends a run of 3."]
    assert said(session, "score") == ["Score 1. Moves 4. Cards left on the peaks: 25."]
    assert said(session, "draw") == ["Drew 2 of hearts. 21 cards left in the draw pile."]
    answer = session.handle("score")[0]
    assert answer.text == "Score -4. Moves 5. Cards left on the peaks: 25."
    assert answer.spoken == "Score minus 4. Moves 5. Cards left on the peaks: 25."
    assert said(session, "undo") == ["Undone: 2 of hearts is back on the draw pile. Score 1."]
    assert said(session, "redo")[0].startswith("Drew 2 of hearts.")
    assert said(session, "chain") == ["No run yet; the next card scores 1 point."]


@pytest.mark.parametrize("lang", LANGS)
def test_the_run_is_said_in_every_language(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code(CODE))
    first = said(session, "Kc")
    assert first == [t(lang, "removed", card=card_name(lang, parse_card_code("KC")))]
    second = said(session, "As")
    assert second == [t(lang, "removed", card=card_name(lang, parse_card_code("AS"))) + " "
                      + t(lang, "run-scored", count=2, points=2)]
    assert said(session, "chain") == [t(lang, "run-now", count=2, points=3)]
    drawn = said(session, "draw")[0]
    assert drawn.endswith(" " + t(lang, "run-ended", count=2))
    said(session, "draw")  # 3 - 5 - 5: below zero
    answer = session.handle("score")[0]
    assert answer.score == -7 and "-7" in answer.text
    minus = t(lang, "score-below-zero", number=7)
    assert minus in (answer.spoken or "") and minus not in answer.text


@pytest.mark.parametrize("lang", LANGS)
def test_the_pages_game_ends_with_the_traditional_score(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code(CODE))
    game = game_of(CODE)
    heard: list[str] = []
    for action in example_line():
        act(game, action)
        heard += said(session, action)
    bonuses = [t(lang, "peak-cleared", peak=peak, bonus=bonus, score=0).split(".")[0]
               for peak, bonus in (("right", 15), ("left", 15), ("middle", 30))]
    peak_lines = [line for line in heard if any(line.startswith(b) for b in bonuses)]
    assert len(peak_lines) == 3
    assert heard[-1] == t(lang, "won", score=game.score, count=game.stock_count)


@pytest.mark.parametrize("lang", LANGS)
def test_the_default_rules_still_refuse_chain_in_tripeaks(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    said(session, "Kc")
    said(session, "As")
    answer = session.handle("chain")[0]
    assert answer.event == "refused"
    assert said(session, "2d")[0] == t(lang, "removed",
                                       card=card_name(lang, parse_card_code("2D")))
