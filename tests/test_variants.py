"""The TriPeaks rule variants of issue 17: empty waste (W), open peaks (O), traditional draw (D).

Each is a letter of a game code's variant part and a flag of the rule set
(docs/rules.md "Variants"); these tests follow each from the code through
the engine, the solver and the script game a player runs.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence

import pytest
from conftest import run_main

from tripeaks_a11y.deals import parse_game_code, tripeaks_deal
from tripeaks_a11y.games.moves import DRAW, Move
from tripeaks_a11y.games.tripeaks import TriPeaksGame
from tripeaks_a11y.i18n import card_name, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.solver import Verdict
from tripeaks_a11y.solver.tripeaks import hint_tripeaks, solve_deal, solve_tripeaks
from tripeaks_a11y.values.events import CardToPlayError, Drawn, Freed, Reason, Removed, Revealed
from tripeaks_a11y.values.rules import EASY, VARIANTS, Rules, rule_set

LANGS = LANGUAGES


def game_of(code: str) -> TriPeaksGame:
    """A fresh game of a TriPeaks code, under the code's rules."""
    parsed = parse_game_code(code)
    return TriPeaksGame(tripeaks_deal(parsed.number), parsed.rule_set)


# ----- codes -----------------------------------------------------------------


def test_each_variant_has_its_letter_and_word() -> None:
    assert {(v.letter, v.word) for v in VARIANTS} == {
        ("W", "empty-waste"), ("O", "open-peaks"), ("D", "traditional-draw"),
        ("S", "traditional-scoring"),  # S: tests/test_traditional_scoring.py
        ("J", "joker")}  # J: tests/test_joker.py
    assert rule_set(Rules.EASY, "W").dealt_waste == 0
    assert rule_set(Rules.EASY, "O").open_peaks
    assert rule_set(Rules.CLASSIC, "D").traditional_draw
    assert not rule_set(Rules.CLASSIC, "D").wrap


@pytest.mark.parametrize(("typed", "written"), [
    ("TP1-E-AAAAAAB-W", "TP1-E-AAAAAAB-W"),
    ("tp1-c-aaaaaab-o", "TP1-C-AAAAAAB-O"),
    ("TP1-E-AAAAAAB-WOD", "TP1-E-AAAAAAB-DOW"),
    ("TP1-E-AAAAAAB-dwwo", "TP1-E-AAAAAAB-DOW"),
])
def test_codes_round_trip_with_sorted_letters(typed: str, written: str) -> None:
    code = parse_game_code(typed)
    assert str(code) == written
    assert parse_game_code(written) == code
    rules = code.rule_set
    assert rules.variants == written.rsplit("-", 1)[1]
    assert rules != rule_set(code.rules)  # the variants make other rules


def test_all_three_combine() -> None:
    rules = parse_game_code("TP1-C-AAAAAAB-DOW").rule_set
    assert (rules.dealt_waste, rules.open_peaks, rules.traditional_draw, rules.wrap) == (
        0, True, True, False)


# ----- empty waste -------------------------------------------------------------


def test_empty_waste_takes_any_free_card_first_and_undo_empties_it_again() -> None:
    game = game_of("TP1-E-AAAAAAB-W")
    first_top = game.waste_top
    assert first_top is None and not game.waste and game.stock_count == 24
    free = game.available_positions()
    assert game.playable_positions() == free and len(free) == 10
    card = game.card_at(free[3])
    assert card is not None
    events = game.play_card(card)
    assert isinstance(events[0], Removed) and list(game.waste) == [card]
    game.undo()
    assert not game.waste and game.playable_positions() == free
    # A draw first puts the stock's top card on the empty waste, and undo takes it back.
    top = game.stock[0]
    (drawn,) = game.draw()
    assert isinstance(drawn, Drawn) and drawn.card == top and game.stock_count == 23
    game.undo()
    assert not game.waste and game.stock_count == 24


def test_the_empty_waste_deals_the_waste_card_into_the_stock() -> None:
    deal = tuple(tripeaks_deal(1))
    assert game_of("TP1-E-AAAAAAB-W").stock == deal[28:]
    assert game_of("TP1-E-AAAAAAB").stock == deal[29:]


# ----- open peaks ----------------------------------------------------------------


def test_open_peaks_shows_every_card_but_plays_only_uncovered_ones() -> None:
    game = game_of("TP1-E-AAAAAAB-O")
    closed = game_of("TP1-E-AAAAAAB")
    assert all(game.is_face_up(p) for p in range(28))
    assert game.available_positions() == closed.available_positions()
    assert game.playable_positions() == closed.playable_positions()
    covered = next(p for p in range(28) if game.coverers(p))
    with pytest.raises(Exception) as caught:
        game.play_position(covered)
    assert getattr(caught.value, "reason", None) is Reason.BLOCKED


@pytest.mark.parametrize("lang", LANGS)
def test_open_peaks_board_names_every_card_and_no_stock_card(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB-O"))
    _, board = session.start()
    game = session.game
    assert t(lang, "card-hidden") not in board.text
    assert board.cards is not None
    said = [seen.card for seen in board.cards]
    assert None not in said and len(said) == 28
    assert set(said) == {card.code for card in game.deal[:28]}
    # Nothing named that the player cannot see: no stock card is in the read-out.
    items = {item.strip() for item in re.split("[,;:.،؛()]", board.text)}
    top = game.waste_top
    assert top is not None
    named = {name for name in (str(card_name(lang, card)) for card in game.deal) if name in items}
    assert named == {str(card_name(lang, card)) for card in (*game.deal[:28], top)}


def test_open_peaks_reveals_nothing_when_a_card_is_uncovered() -> None:
    game = game_of("TP1-E-AAAAAAB-O")
    while not game.is_over:
        playable = game.playable_positions()
        if playable:
            events = game.play_position(playable[0])
            assert not any(isinstance(e, Revealed) for e in events)
        else:
            game.draw()


# ----- traditional draw ------------------------------------------------------------


def test_traditional_draw_is_refused_while_a_card_can_be_played() -> None:
    game = game_of("TP1-E-AAAAAAB-D")
    assert game.playable_positions()
    stock, score = game.stock_count, game.score
    with pytest.raises(CardToPlayError) as caught:
        game.draw()
    assert caught.value.reason is Reason.CARD_TO_PLAY
    assert (game.stock_count, game.score, game.undo_depth) == (stock, score, 0)
    assert not game.can_draw
    # The default rules draw at any time.
    free = game_of("TP1-E-AAAAAAB")
    assert free.can_draw and free.draw()


def test_traditional_draw_is_allowed_when_no_card_can_be_played() -> None:
    for number in range(50):
        game = TriPeaksGame(tripeaks_deal(number), rule_set(Rules.CLASSIC, "D"))
        while game.playable_positions():
            game.play_position(game.playable_positions()[0])
        if game.stock_count and not game.is_over:
            assert game.can_draw
            (drawn, *_) = game.draw()
            assert isinstance(drawn, Drawn)
            return
    pytest.fail("no deal of 0-49 came to a draw")


@pytest.mark.parametrize("lang", LANGS)
def test_the_refusal_says_why(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB-D"))
    session.start()
    answers = session.handle("draw")
    assert [a.text for a in answers] == [t(lang, "refused-card-to-play")]
    assert answers[0].reason == Reason.CARD_TO_PLAY.value
    assert session.game.stock_count == 23


# ----- the solver ------------------------------------------------------------------


def replay(game: TriPeaksGame, moves: Sequence[Move]) -> None:
    """Play ``moves`` (solver moves) on ``game``; the engine refuses any illegal one."""
    for move in moves:
        if move == DRAW:
            assert not (game.rules.traditional_draw and game.playable_positions())
            game.draw()
        else:
            assert move.position is not None
            game.play_position(move.position)


@pytest.mark.parametrize("variants", ["W", "O", "D", "DOW"])
def test_solver_lines_replay_through_the_engine(variants: str) -> None:
    rules = rule_set(Rules.EASY, variants)
    won = 0
    for number in range(50):
        deal = tripeaks_deal(number)
        solution = solve_deal(deal, rules, node_limit=200_000)
        game = TriPeaksGame(deal, rules)
        if solution.verdict is Verdict.WINNABLE:
            replay(game, solution.moves)
            assert game.cards_left == 0
            won += 1
        else:
            replay(game, solution.best_moves)
            if solution.verdict is Verdict.NOT_WINNABLE:
                assert game.cards_left == solution.fewest_left or solution.fewest_left is None
    assert won > 0


def test_open_peaks_does_not_change_the_verdicts() -> None:
    for number in range(50):
        deal = tripeaks_deal(number)
        plain = solve_deal(deal, EASY, node_limit=200_000)
        opened = solve_deal(deal, rule_set(Rules.EASY, "O"), node_limit=200_000)
        assert (plain.verdict, plain.moves) == (opened.verdict, opened.moves)


def test_the_traditional_draw_wins_no_more_than_the_free_draw() -> None:
    more = 0
    for number in range(50):
        deal = tripeaks_deal(number)
        free = solve_deal(deal, EASY, node_limit=200_000).verdict
        strict = solve_deal(deal, rule_set(Rules.EASY, "D"), node_limit=200_000).verdict
        if strict is Verdict.WINNABLE:
            assert free is Verdict.WINNABLE
        more += free is Verdict.WINNABLE and strict is Verdict.NOT_WINNABLE
    assert more > 0  # the rule does bite on some deal


def test_the_hint_never_draws_while_a_card_can_be_played() -> None:
    drew = 0
    for number in (1, 3, 7):
        game = TriPeaksGame(tripeaks_deal(number), rule_set(Rules.CLASSIC, "D"))
        while not game.is_over:
            move = hint_tripeaks(game, node_limit=100_000)
            assert move is not None
            drew += move == DRAW
            replay(game, (move,))  # asserts a draw only when no card can be played
        assert not solve_tripeaks(game).moves
    assert drew > 0


# ----- the script game -------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_script_game_says_an_empty_waste(lang: str) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    result = run_main(["--speech", "none", "--lang", lang, "--game", "TP1-E-AAAAAAB-W"],
                      "waste\n", env)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "TP1-E-AAAAAAB-W" in lines[0]
    assert t(lang, "pyramid-waste-empty") in lines[1]
    assert len(lines) == 3 and t(lang, "pyramid-waste-empty") in lines[2]  # "waste": the piles


def _seen(game: TriPeaksGame) -> tuple[object, ...]:
    """Everything a player can observe of a position (the stock by its count only)."""
    places = tuple((game.is_removed(p), game.is_face_up(p) and game.card_at(p))
                   for p in range(game.layout.size))
    return (places, game.waste, game.stock_count, game.score, game.can_draw,
            game.playable_positions(), game.run, game.status)


@pytest.mark.parametrize("variants", ["", "W", "O", "D", "S", "J", "DJOSW"])
@pytest.mark.parametrize("number", [1, 6])
def test_undo_takes_back_every_action_under_each_rule(variants: str, number: int) -> None:
    """Undo across each rule (issue 17, "Tested"): along a solver line, every undo gives
    back exactly the position before the action, score, run and waste included."""
    rules = rule_set(Rules.CLASSIC, variants)
    deal = tripeaks_deal(number)
    solution = solve_deal(deal, rules, node_limit=200_000)
    line = solution.moves if solution.verdict is Verdict.WINNABLE else solution.best_moves
    game = TriPeaksGame(deal, rules)
    before = []
    for move in line[:30]:
        before.append(_seen(game))
        replay(game, [move])
    assert len(before) >= 10
    for expected in reversed(before):
        game.undo()
        assert _seen(game) == expected


# ----- open peaks: which cards a removal frees (issue 17) ------------------------------

FREEING_MOVES = ("kd", "as", "2d", "3s", "4s")
"""Moves of deal 1 (TP1-E-AAAAAAB) along which three removals uncover a card."""


def _uncovering_lines(lang: str, code: str, event: str) -> list[list[tuple[str, str]]]:
    """Per move of FREEING_MOVES on ``code``: the (card, text) of each ``event`` line."""
    session = Session(lang=lang, code=parse_game_code(code))
    session.start()
    return [[(str(a.card), a.text) for a in session.handle(move) if a.event == event]
            for move in FREEING_MOVES]


@pytest.mark.parametrize("lang", LANGS)
def test_open_peaks_says_which_cards_a_removal_frees(lang: str) -> None:
    """Where the default game turns a card up and says "Revealed: …", open peaks says
    "Now free: …" of the same card at the same place; a removal that frees nothing
    says neither."""
    revealed = _uncovering_lines(lang, "TP1-E-AAAAAAB", "revealed")
    freed = _uncovering_lines(lang, "TP1-E-AAAAAAB-O", "revealed")  # same event, earcon
    assert [[card for card, _ in move] for move in freed] == [
        [card for card, _ in move] for move in revealed]
    assert [len(move) for move in freed] == [0, 1, 1, 0, 1]  # Kd and 3s free nothing
    game = game_of("TP1-E-AAAAAAB")
    for move in freed:
        for code, text in move:
            pos = next(p for p in range(28) if game.deal[p].code == code)
            place = {"row": game.layout.row_of(pos) + 1, "slot": game.layout.slot_of(pos) + 1}
            name = card_name(lang, game.deal[pos])  # keeps its card: its gender agrees
            assert text == t(lang, "now-free", card=name, **place)
            assert text != t(lang, "revealed", card=name, **place)
    assert not any(t(lang, "revealed", card="", row=1, slot=1).split(":")[0] in text
                   for move in freed for _, text in move)


def test_the_freed_line_in_english_follows_its_removal() -> None:
    session = Session(lang="en", code=parse_game_code("TP1-E-AAAAAAB-O"))
    session.start()
    session.handle("kd")
    answer = session.handle("as")
    assert [(a.event, a.text) for a in answer] == [
        ("removed", "Played ace of spades."),
        ("revealed", "Now free: 7 of hearts, row 3 card 6.")]
    assert answer[1].card == "7H"
    # verbosity brief: without its place, as "Revealed: 7 of hearts." is
    assert answer[1].printed("brief") == "Now free: 7 of hearts."
    assert answer[1].printed("full") == answer[1].text


def test_only_open_peaks_frees_cards_in_the_engine() -> None:
    """The engine's Freed event: only under open peaks, after the Removed, one per card
    a removal uncovers; the default rules reveal those cards instead."""
    for variants, kind in (("-O", Freed), ("", Revealed)):
        game = game_of(f"TP1-E-AAAAAAB{variants}")
        game.play_position(24)  # king of diamonds, bottom row card 7
        events = game.play_position(23)  # ace of spades: frees row 3 card 6
        assert isinstance(events[0], Removed)
        assert [type(e) for e in events[1:]] == [kind]
        uncovered = events[1]
        assert isinstance(uncovered, (Freed, Revealed))
        assert not game.coverers(uncovered.position)
        assert uncovered.card == game.deal[uncovered.position]
        other = Revealed if kind is Freed else Freed
        assert not any(isinstance(e, other) for e in events)


@pytest.mark.parametrize("lang", LANGS)
def test_open_peaks_board_and_row_mark_the_covered_cards(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB-O"))
    _, board = session.start()
    game = session.game
    for move in FREEING_MOVES:
        session.handle(move)
    row = session.handle("row 3")[0].text
    board = session.handle("board")[0]
    for pos in game.layout.positions_in_row(2):
        name = card_name(lang, game.deal[pos])
        covered = t(lang, "card-covered", card=name)
        place = t(lang, "row-place", slot=game.layout.slot_of(pos) + 1,
                  card=covered if game.coverers(pos) else name)
        assert place in row
        assert (covered in board.text) == bool(game.coverers(pos)), name
    free = [card_name(lang, game.deal[p]) for p in game.playable_positions()]
    assert free and not any(t(lang, "card-covered", card=name) in board.text for name in free)


def test_the_default_game_board_has_no_covered_mark() -> None:
    """Without the variant a covered card is a hidden card, as before: no "covered"."""
    for code, marked in (("TP1-E-AAAAAAB", False), ("TP1-E-AAAAAAB-O", True)):
        session = Session(lang="en", code=parse_game_code(code))
        _, board = session.start()
        assert (" (covered)" in board.text) is marked
        assert ("hidden card" in board.text) is not marked
        session.handle("kd")
        assert (" (covered)" in session.handle("row 3")[0].text) is marked
