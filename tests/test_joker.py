"""The joker variant (J; issue 17, docs/rules.md "Variants", docs/deals.md §4).

The 52 cards are dealt as without it and one joker goes into the stock at
``number % (n + 1)``; on the waste top it accepts any available card.
"""

from __future__ import annotations

import csv
import io
import random
from pathlib import Path

import pytest

from tripeaks_a11y.deals import (
    NumberedDeal,
    encode_number,
    joker_place,
    parse_game_code,
    tripeaks_deal,
)
from tripeaks_a11y.games.moves import DRAW, Move, replay
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.i18n import card_name, sentence_case, t, variant_names
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.program.stats import main as stats_main
from tripeaks_a11y.session import Session
from tripeaks_a11y.solver import Verdict
from tripeaks_a11y.solver.tripeaks import hint_tripeaks, solve_deal, solve_tripeaks
from tripeaks_a11y.values.cards import JOKER, Card, Joker
from tripeaks_a11y.values.events import CardToPlayError, Drawn, JokerOffTableau, Removed, Undone
from tripeaks_a11y.values.layouts import Layout, peaks_of
from tripeaks_a11y.values.rules import VARIANTS, Rules, rule_set, variant_of

LANGS = LANGUAGES
WON_WITH_JOKER = 6
"""Classic deal 6: lost without the joker, won with it (found among deals 0-300)."""


def game_of(number: int, rules: Rules = Rules.EASY, variants: str = "J") -> TriPeaksGame:
    return TriPeaksGame(tripeaks_deal(number), rule_set(rules, variants))


def joker_first(number: int, variants: str = "J") -> int:
    """The first deal number from ``number`` whose joker lies on top of the stock."""
    size = 24 if "W" in variants else 23
    return number + (-number) % (size + 1)


# ----- the variant and its codes ---------------------------------------------------


def test_the_variant_row() -> None:
    variant = variant_of("j")
    assert variant is not None and variant in VARIANTS
    assert (variant.letter, variant.word) == ("J", "joker")
    assert rule_set(Rules.CLASSIC, "J").joker and not rule_set(Rules.CLASSIC).joker


@pytest.mark.parametrize(("typed", "written"), [
    ("TP1-E-AAAAAAB-J", "TP1-E-AAAAAAB-J"),
    ("tp1-c-aaaaaab-wj", "TP1-C-AAAAAAB-JW"),
    ("TP1-E-AAAAAAB-SJDWO", "TP1-E-AAAAAAB-DJOSW"),
])
def test_codes_round_trip(typed: str, written: str) -> None:
    code = parse_game_code(typed)
    assert str(code) == written
    assert parse_game_code(written) == code
    assert code.rule_set.joker and code.rule_set.variants == written.rsplit("-", 1)[1]


# ----- the deal: the place from the code ---------------------------------------------


@pytest.mark.parametrize(("number", "variants", "place"), [
    (1, "J", 1), (30, "J", 6), (23, "J", 23), (24, "J", 0),
    (30, "JW", 5), (24, "JW", 24), (50, "JW", 0),
])
def test_the_joker_goes_where_the_number_says(number: int, variants: str, place: int) -> None:
    plain = game_of(number, variants=variants.replace("J", ""))
    game = game_of(number, variants=variants)
    size = len(plain.stock)
    assert size == (24 if "W" in variants else 23)
    assert joker_place(number, size) == place == number % (size + 1)
    assert game.joker_at == place
    assert game.stock_count == size + 1 == len(game.stock)
    assert game.stock[place] is JOKER
    # The 52 cards are dealt exactly as without it: the same tableau, waste and stock order.
    assert game.deal == plain.deal and game.waste == plain.waste
    assert [c for c in game.stock if isinstance(c, Card)] == list(plain.stock)


def test_the_joker_is_no_card() -> None:
    assert not isinstance(JOKER, Card) and isinstance(JOKER, Joker)
    assert JOKER not in tripeaks_deal(6)
    game = game_of(6)
    assert all(isinstance(game.card_at(p), Card) for p in range(28))


# ----- drawing it and playing onto it ------------------------------------------------


def draw_to_joker(game: TriPeaksGame) -> Drawn:
    assert JOKER in game.stock
    while game.stock[0] is not JOKER:
        game.draw()
    events = game.draw()
    first = events[0]
    assert isinstance(first, Drawn) and first.card is JOKER
    return first


@pytest.mark.parametrize(("variants", "draw_cost", "removal"), [("J", -1, -1), ("JS", -5, 1)])
def test_any_available_card_goes_on_the_joker(variants: str, draw_cost: int,
                                              removal: int) -> None:
    game = game_of(30, variants=variants)
    before = game.score
    draw_to_joker(game)
    assert game.waste_top is JOKER
    draws = 7  # 30 % 24 = 6 cards before it, then the joker: each a draw at its price
    assert game.score == before + draws * draw_cost
    available = game.available_positions()
    assert game.playable_positions() == available  # every available card, whatever its rank
    under = game.waste[-2]
    assert isinstance(under, Card)
    assert any(not game.rules.adjacent(c.rank, under.rank)  # some would not go on that card
               for c in (game.card_at(p) for p in available) if c is not None)
    for pos in available:  # each one may go on it
        trial = game_of(30, variants=variants)
        draw_to_joker(trial)
        score = trial.score
        removed = trial.play_position(pos)[0]
        assert isinstance(removed, Removed) and trial.waste_top == game.card_at(pos)
        assert trial.score == score + removal  # the first of a run, as any removal
    # After that the ordinary rule resumes from the card played.
    pos = available[0]
    card = game.card_at(pos)
    assert card is not None
    game.play_position(pos)
    rules = game.rules
    assert all(rules.adjacent(card.rank, c.rank)
               for c in (game.card_at(p) for p in game.playable_positions()) if c is not None)


def test_the_joker_itself_is_never_played() -> None:
    game = game_of(30)
    draw_to_joker(game)
    game.play_position(game.available_positions()[0])
    assert JOKER in game.waste and game.waste_top is not JOKER
    assert all(isinstance(game.card_at(p), Card) for p in game.playable_positions())


def test_traditional_draw_refuses_a_draw_under_the_joker() -> None:
    game = game_of(joker_first(30), variants="DJ")  # the joker is the first card drawn
    while game.playable_positions():  # play what the dealt waste card takes first
        game.play_position(game.playable_positions()[0])
    draw_to_joker(game)
    assert game.available_positions() and not game.can_draw
    with pytest.raises(CardToPlayError):
        game.draw()


# ----- undo and redo ------------------------------------------------------------------


def test_undo_across_the_joker_and_the_card_played_onto_it() -> None:
    game = game_of(30)
    for _ in range(6):
        game.draw()
    state = (game.stock, game.waste, game.score)
    draw_to_joker(game)
    after_draw = (game.stock, game.waste, game.score, game.playable_positions())
    pos = game.available_positions()[-1]
    game.play_position(pos)
    undone = game.undo()[0]
    assert isinstance(undone, Undone) and isinstance(undone.action, Removed)
    assert (game.stock, game.waste, game.score, game.playable_positions()) == after_draw
    undone = game.undo()[0]
    assert isinstance(undone, Undone) and isinstance(undone.action, Drawn)
    assert undone.action.card is JOKER and game.stock[0] is JOKER
    assert (game.stock, game.waste, game.score) == state
    # Redo through the session: the same joker, the same card played on it.
    session = Session(lang="en", code=parse_game_code(f"TP1-E-{encode_number(24)}-J"))
    session.start()
    session.handle("draw")
    played = session.game.card_at(session.game.available_positions()[0])
    assert played is not None
    session.handle(played.code)
    session.handle("undo")
    session.handle("undo")
    assert session.game.stock[0] is JOKER
    session.handle("redo")
    assert session.game.waste_top is JOKER
    session.handle("redo")
    assert session.game.waste_top == played


# ----- the solver -------------------------------------------------------------------


def test_the_joker_wins_a_deal_lost_without_it() -> None:
    deal = tripeaks_deal(WON_WITH_JOKER)
    classic, joker = rule_set(Rules.CLASSIC), rule_set(Rules.CLASSIC, "J")
    assert solve_deal(deal, classic).verdict is Verdict.NOT_WINNABLE
    solution = solve_deal(deal, joker, shortest=True)
    assert solution.verdict is Verdict.WINNABLE
    game = TriPeaksGame(deal, joker)
    events = replay(game, solution.moves)
    assert game.status is Status.WON
    drawn = [e for e in events if isinstance(e, Drawn)]
    assert any(e.card is JOKER for e in drawn)


@pytest.mark.parametrize("variants", ["J", "JW", "DJ"])
def test_solver_lines_replay_and_hints_follow_them(variants: str) -> None:
    for number in range(4):
        game = game_of(number, Rules.EASY, variants)
        solution = solve_tripeaks(game, shortest=True)
        if solution.verdict is not Verdict.WINNABLE:
            continue
        replay(game, solution.moves)
        assert game.status is Status.WON
    game = game_of(WON_WITH_JOKER, Rules.CLASSIC, variants)
    for _ in range(60):  # following the hint from the start wins when the deal can be won
        move = hint_tripeaks(game)
        if move is None:
            break
        replay(game, [move])
    if solve_deal(tripeaks_deal(WON_WITH_JOKER), game.rules).verdict is Verdict.WINNABLE:
        assert game.status is Status.WON


def test_a_position_after_the_joker_is_solved_from_the_engine() -> None:
    game = game_of(WON_WITH_JOKER, Rules.CLASSIC)
    line = solve_tripeaks(game, shortest=True).moves
    at = next(i for i, m in enumerate(line)
              if m == DRAW and line[:i].count(DRAW) == game.joker_at)
    replay(game, line[:at + 1])
    assert game.waste_top is JOKER
    rest = solve_tripeaks(game, shortest=True)
    assert rest.verdict is Verdict.WINNABLE and isinstance(rest.moves[0], Move)
    replay(game, rest.moves)
    assert game.status is Status.WON


# ----- stats ------------------------------------------------------------------------


def test_stats_solves_deals_with_the_joker(tmp_path: Path) -> None:
    path = tmp_path / "joker.csv"
    out, err = io.StringIO(), io.StringIO()
    status = stats_main(["--rules", "classic", "--deals", "5-7", "--jobs", "1", "--quiet",
                         "--csv", str(path), "--variant", "joker"], out=out, err=err)
    assert status == 0, err.getvalue()
    assert "joker (J)" in out.getvalue()
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    joker = rule_set(Rules.CLASSIC, "J")
    assert [int(r["deal"]) for r in rows] == [5, 6, 7]
    for row in rows:
        number = int(row["deal"])
        assert row["variants"] == "J" and row["code"].endswith("-J")
        assert row["verdict"] == solve_deal(tripeaks_deal(number), joker).verdict.value
        if row["verdict"] == Verdict.WINNABLE.value:
            game = TriPeaksGame(tripeaks_deal(number), joker)
            replay(game, [DRAW if tok == "D" else Move(int(tok)) for tok in row["line"].split()])
            assert game.status is Status.WON
    assert {r["deal"]: r["verdict"] for r in rows}[str(WON_WITH_JOKER)] == "winnable"


# ----- the session in three languages --------------------------------------------------


def names_a_stock_card(text: str, lang: str, game: TriPeaksGame) -> bool:
    # The joker's name is also the variant's, which the welcome and `rules` say.
    return any(str(card_name(lang, card)) in text for card in game.stock if isinstance(card, Card))


@pytest.mark.parametrize("lang", LANGS)
def test_the_session_names_the_joker_once_drawn(lang: str) -> None:
    code = f"TP1-E-{encode_number(24)}-J"  # 24 % 24 = 0: the joker is the first card drawn
    session = Session(lang=lang, code=parse_game_code(code))
    welcome, board = session.start()
    game = session.game
    assert isinstance(game, TriPeaksGame) and game.stock[0] is JOKER
    joker = str(card_name(lang, JOKER))
    assert variant_names(lang, "J") in welcome.text
    assert joker not in board.text  # the welcome names the variant, the board no stock card
    for item in (welcome, board):
        assert not names_a_stock_card(item.text, lang, game)
    hint = session.handle("hint")
    assert all(joker not in a.text for a in hint)
    drawn = session.handle("draw")
    assert drawn[0].text.startswith(t(lang, "drawn", card=card_name(lang, JOKER),
                                      count=23).split(".")[0])
    for line in ("board", "waste", "look waste"):
        answers = session.handle(line)
        assert any(joker in a.text for a in answers), (line, [a.text for a in answers])
        assert not any(names_a_stock_card(a.text, lang, game) for a in answers)
    assert any(joker in a.text for a in session.handle("last"))
    undone = session.handle("undo")
    assert undone[0].text == t(lang, "undone-drawn", card=card_name(lang, JOKER),
                               score=game.score)


JOKER_WORDS = {"en": ("look joker", "play joker", "look at the joker", "joker"),
               "ar": ("انظر جوكر", "العب الجوكر", "الجوكر"),
               "hr": ("pogledaj džokera", "igraj džoker", "igraj džokera", "džoker")}
"""Ways to name the joker, as players type them (look, play, the word alone)."""


@pytest.mark.parametrize("lang", LANGS)
def test_look_joker_and_play_joker_are_understood(lang: str) -> None:
    """Once drawn, the joker is answered as any card on the waste; before, as any card in
    the draw pile ("blocked": it is never told apart); a game without it says so."""
    session = Session(lang=lang, code=parse_game_code(f"TP1-E-{encode_number(1)}-J"))
    session.start()
    game = session.game
    assert isinstance(game, TriPeaksGame) and game.stock[1] is JOKER  # the second card drawn
    blocked = t(lang, "refused-blocked")
    for line in JOKER_WORDS[lang]:  # still in the draw pile
        assert [a.text for a in session.handle(line)] == [blocked], line
    session.handle("draw")
    session.handle("draw")
    on_top = sentence_case(t(lang, "look-waste-top", card=card_name(lang, JOKER)))
    for line in JOKER_WORDS[lang]:
        answers = session.handle(line)
        assert [a.text for a in answers] == [on_top], line
        assert game.waste_top is JOKER and game.moves == 2  # nothing played
    assert {"en": "The joker is the top card of the waste pile.",
            "ar": "الورقة العليا في كومة الرمي: الجوكر.",
            "hr": "Džoker: gornja karta na odlagalištu."}[lang] == on_top
    played = game.card_at(game.available_positions()[0])
    assert played is not None
    session.handle(played.code)  # any available card goes onto the joker
    (under,) = session.handle(JOKER_WORDS[lang][0])
    assert under.text.startswith(sentence_case(str(card_name(lang, JOKER))))
    assert under.text == session.announcer.refusals.target(
        JokerOffTableau(1), game, event="info").text
    if lang == "en":
        assert under.text == "The joker is in the waste pile, under 1 card."
    none = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    none.start()
    pyramid = Session(lang=lang, code=parse_game_code("PY1-AAAAAAB"))
    pyramid.start()
    for other in (none, pyramid):
        for line in JOKER_WORDS[lang]:
            assert [a.text for a in other.handle(line)] == [t(lang, "joker-none")], line


def test_english_words() -> None:
    session = Session(lang="en", code=parse_game_code(f"TP1-E-{encode_number(24)}-J"))
    session.start()
    assert session.handle("draw")[0].text.startswith("Drew the joker.")
    assert "waste pile: the joker" in session.handle("board")[0].text.lower()
    assert session.handle("undo")[0].text.startswith("Undone: the joker is back on the draw pile")


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "new joker"), ("en", "new with joker"), ("hr", "nova s džokerom"),
    ("ar", "جديدة مع الجوكر"),
])
def test_the_variant_is_chosen_by_name(lang: str, words: str) -> None:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    session.start()
    session.handle(words)
    answers = session.handle("yes")
    assert session.rules.joker, [a.text for a in answers]


# ----- the search against an exhaustive oracle (a small layout) ---------------------------


TOY = Layout("toy", (2, 3), ((2, 3), (3, 4), (), (), ()),
             peaks_of((0, 1, 0, 1, 1), (100, 100)))


class ToyJokerGame(TriPeaksGame):
    """TriPeaks rules on a 5-card layout (tests/test_toy_game.py's), so every line can be tried."""

    layout = TOY


def fewest_moves_to_win(game: TriPeaksGame) -> int | None:
    """Every line through the engine's own moves and undo; None when none wins."""
    table: dict[tuple[int, int, int], int | None] = {}

    def walk() -> int | None:
        if game.status is Status.WON:
            return 0
        top = game.waste_top
        key = (sum(1 << p for p in range(game.layout.size) if game.is_removed(p)),
               game.stock_count, int(top.rank) if isinstance(top, Card) else 0)
        if key not in table:
            best: int | None = None
            for move in [Move(p) for p in game.playable_positions()] + [DRAW] * game.can_draw:
                replay(game, [move])
                after = walk()
                game.undo()
                if after is not None and (best is None or after + 1 < best):
                    best = after + 1
            table[key] = best
        return table[key]

    return walk()


@pytest.mark.parametrize("variants", ["J", "DJ", "JW"])
def test_the_search_agrees_with_every_line_on_a_small_layout(variants: str) -> None:
    rules = rule_set(Rules.CLASSIC, variants)
    played_on_joker = 0
    for number in range(40):
        deal = NumberedDeal(tripeaks_deal(number + 1000), number)
        game = ToyJokerGame(deal, rules)
        assert game.stock_count == 52 - 5 - rules.dealt_waste + 1
        expected = fewest_moves_to_win(game)
        solution = solve_tripeaks(ToyJokerGame(deal, rules), shortest=True)
        assert (solution.verdict is Verdict.WINNABLE) == (expected is not None), number
        if expected is not None:
            assert solution.shortest and len(solution.moves) == expected
            check = ToyJokerGame(deal, rules)
            events = [e for e in replay(check, solution.moves) if isinstance(e, Drawn | Removed)]
            assert check.status is Status.WON
            played_on_joker += any(isinstance(e, Drawn) and e.card is JOKER
                                   and isinstance(after, Removed)
                                   for e, after in zip(events, events[1:], strict=False))
    assert played_on_joker  # some shortest lines play a card onto the joker


@pytest.mark.parametrize("variants", ["J", "DJ", "JW"])
def test_the_search_agrees_with_every_line_near_the_end(variants: str) -> None:
    # Full deals, walked at random until few stock cards are left with the joker among
    # them or on the waste: there every line can be tried, and lost positions are common.
    rules = rule_set(Rules.CLASSIC, variants)
    answers: set[bool] = set()
    checked = 0
    for number in [24 * k + r for k in range(6) for r in range(18, 24)]:  # the joker lies low
        game = game_of(number, Rules.CLASSIC, variants)
        pick = random.Random(number)
        line = list(solve_tripeaks(game).moves) if number % 2 else []  # a won line, or none
        while not game.is_over and game.stock_count > 3:
            moves = [Move(p) for p in game.playable_positions()] + [DRAW] * game.can_draw
            if game.stock_count == 4 and JOKER not in game.stock:
                break
            replay(game, [line.pop(0) if line else pick.choice(moves)])
        if game.is_over or (JOKER not in game.stock and game.waste_top is not JOKER):
            continue
        expected = fewest_moves_to_win(game)
        solution = solve_tripeaks(game, exact_best=True)
        assert (solution.verdict is Verdict.WINNABLE) == (expected is not None), number
        answers.add(expected is not None)
        checked += 1
        assert game.rules == rules
    assert answers == {True, False} and checked >= 10  # both answers, on many positions
