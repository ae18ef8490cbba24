"""A TriPeaks of four peaks, and layouts of any number of peaks (issue 29 point 5).

The number of peaks, each peak's cards and its bonus come from the layout
(``layouts.Peak``): a four-peak toy layout, registered as a ``GameKind`` row
the way ``tests/test_toy_game.py`` adds a game, plays to a win through the
engine, ``Session(kind=...)``, the announcer (each "peak cleared" in the
three languages) and the shared solver, with the compiled core and without.
A property test deals random layouts of one to five peaks and checks that
scoring never raises and that each peak's bonus is the layout's (the app's
table; the rule set's where the layout leaves it) or the tradition's 15 a
peak and 15 more for the last (variant S).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tripeaks_a11y.deals import Game, shuffled_deck
from tripeaks_a11y.games.scoring import TRADITIONAL, score_table
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.kinds import KINDS, GameKind, game_kind, kind_of, register, unregister
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.solver import (
    DRAW,
    Move,
    TriPeaksPosition,
    Verdict,
    apply_move,
    native,
    solve_tripeaks,
)
from tripeaks_a11y.solver.common import tables_for
from tripeaks_a11y.solver.tripeaks_search import search_tripeaks
from tripeaks_a11y.values.events import PeakCleared, Won
from tripeaks_a11y.values.layouts import TRIPEAKS, Layout, peaks_of
from tripeaks_a11y.values.rules import EASY, VARIANTS, RuleSet

TRADITIONAL_SCORING = next(v for v in VARIANTS if v.letter == "S")


def ridge(peaks: int, bonuses: tuple[int | None, ...]) -> Layout:
    """A TriPeaks of ``peaks`` peaks in three rows: ``peaks`` tops, ``2 * peaks`` cards
    under them (top p covered by row 2 cards 2p and 2p + 1), ``2 * peaks + 1`` at the
    bottom (row 2 card j covered by row 3 cards j and j + 1); the rightmost peak takes
    the last bottom card, as TriPeaks' right peak does."""
    tops, middle, bottom = peaks, 2 * peaks, 2 * peaks + 1
    covering = ([(tops + 2 * p, tops + 2 * p + 1) for p in range(tops)]
                + [(tops + middle + j, tops + middle + j + 1) for j in range(middle)]
                + [()] * bottom)
    peak_of = ([*range(tops)] + [j // 2 for j in range(middle)]
               + [min(k // 2, peaks - 1) for k in range(bottom)])
    return Layout(f"ridge{peaks}", (tops, middle, bottom), tuple(covering),
                  peaks_of(peak_of, bonuses))


FOUR_BONUSES = (15, 20, 30, 40)  # one plural form each in ar and hr
FOUR = ridge(4, FOUR_BONUSES)


class FourPeaks(TriPeaksGame):
    """TriPeaks rules on four peaks: 21 tableau cards, a waste card, 30 in the stock."""

    layout = FOUR


def toy_kind(engine: type[TriPeaksGame], name: str) -> GameKind:
    """A row for a TriPeaks game on another layout: TriPeaks' own functions, typed on the
    toy's engine class (``kinds.game_kind``)."""
    base = KINDS[0]
    return game_kind(engine, name=name, game=Game.TRIPEAKS, make=engine, pairs=False,
                     messages="", play_one=engine.play_card, faq=base.faq, solve=base.solve,
                     hint=base.hint, chain=False, solve_deal=base.solve_deal, title=name)


FOUR_KIND = toy_kind(FourPeaks, "fourpeaks")


@pytest.fixture
def four() -> Iterator[GameKind]:
    register(FOUR_KIND)
    yield FOUR_KIND
    unregister(FOUR_KIND)


def winning_deal(rules: RuleSet) -> tuple[int, tuple[Move, ...]]:
    """The first shuffled deck that the four-peak game wins under ``rules``, with its
    shortest line (the shared solver)."""
    for number in range(200):
        solution = solve_tripeaks(FourPeaks(shuffled_deck(number), rules), shortest=True)
        if solution.verdict is Verdict.WINNABLE:
            return number, solution.moves
    raise AssertionError("no winnable four-peak deal among the first 200")


def test_the_four_peak_layout_has_its_peaks_sizes_tops_and_bonuses() -> None:
    assert FOUR.size == 21 <= native.MAX_TRIPEAKS_SIZE
    assert FOUR.peak_count == 4
    assert [peak.size for peak in FOUR.peaks] == [5, 5, 5, 6]
    assert [peak.bonus for peak in FOUR.peaks] == list(FOUR_BONUSES)
    assert [FOUR.peak_tops(k) for k in range(4)] == [(0,), (1,), (2,), (3,)]
    assert score_table(EASY, FOUR).peaks == FOUR_BONUSES
    # TriPeaks itself is unchanged: three peaks of 9, 9 and 10 cards, each worth the rule
    # set's bonus (100); traditionally 15, 15, 30 in the order they are cleared.
    assert [(peak.size, peak.bonus) for peak in TRIPEAKS.peaks] == [(9, None), (9, None),
                                                                     (10, None)]
    assert score_table(EASY).peaks == (100, 100, 100)
    assert score_table(replace(EASY, peak_bonus=50)).peaks == (50, 50, 50)
    assert score_table(replace(EASY, peak_bonus=50), FOUR).peaks == FOUR_BONUSES
    assert [TRIPEAKS.peak_tops(k) for k in range(3)] == [(0,), (1,), (2,)]
    traditional = TRADITIONAL_SCORING.apply(EASY)
    assert score_table(traditional) is TRADITIONAL
    assert [TRADITIONAL.peak(k, n) for k, n in ((2, 1), (0, 2), (1, 3))] == [15, 15, 30]
    four = score_table(traditional, FOUR)
    assert [four.peak(k, n) for k, n in ((3, 1), (0, 2), (2, 3), (1, 4))] == [15, 15, 15, 30]


@pytest.mark.parametrize("traditional", [False, True], ids=["app", "traditional"])
def test_the_engine_plays_four_peaks_to_a_win_with_each_bonus(traditional: bool) -> None:
    rules = TRADITIONAL_SCORING.apply(EASY) if traditional else EASY
    number, line = winning_deal(rules)
    game = FourPeaks(shuffled_deck(number), rules)
    cleared: list[PeakCleared] = []
    for move in line:
        before = game.score
        events = apply_move(game, move)
        peaks = [e for e in events if isinstance(e, PeakCleared)]
        cleared += peaks
        for event in peaks:
            # The peak has no card left, and undo takes its bonus back.
            assert all(game.is_removed(p) for p in FOUR.peaks[event.peak].cards)
            after = game.score
            game.undo()
            assert game.score == before
            apply_move(game, move)
            assert game.score == after
    assert game.status is Status.WON and isinstance(events[-1], Won)
    assert sorted(e.peak for e in cleared) == [0, 1, 2, 3]
    if traditional:
        assert [e.bonus for e in cleared] == [15, 15, 15, 30]
    else:
        assert [e.bonus for e in cleared] == [FOUR_BONUSES[e.peak] for e in cleared]
        draws = line.count(DRAW)
        assert game.score == 500 - len(line) + sum(FOUR_BONUSES)
        assert game.stock_count == 30 - draws


# What each language says for the nth of four peaks (``peak-cleared-nth``).
SAID = {
    "en": "Peak {n} of 4 cleared: plus {bonus} points. Score {score}.",
    "hr": "Uklonjen vrh {n} od 4: plus {bonus} bodova. Bodovi: {score}.",
    "ar": "أُفرغت القمة رقم {n} من 4: زائد {bonus} نقطة. النقاط: {score}.",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_session_plays_four_peaks_to_a_win_and_says_each_peak(
        four: GameKind, lang: str) -> None:
    number, line = winning_deal(EASY)
    session = Session(lang=lang, deal=shuffled_deck(number), kind=four)
    session.start()
    assert isinstance(session.game, FourPeaks)
    said: list[str] = []
    for move in line:
        card = None if move.position is None else session.game.card_at(move.position)
        answers = session.handle("draw" if card is None else card.code)
        assert answers[0].event in ("removed", "drawn"), answers
        said += [a.text for a in answers if a.event == "peak_cleared"]
    assert session.game.status is Status.WON
    game = FourPeaks(shuffled_deck(number))
    expected: list[str] = []
    for move in line:
        for event in apply_move(game, move):
            if isinstance(event, PeakCleared):
                expected.append(SAID[lang].format(n=event.peak + 1, bonus=event.bonus,
                                                  score=event.score))
    assert len(said) == 4 and said == expected
    assert [a.event for a in session.handle("board")] == ["board"]


def test_the_two_peak_toy_names_its_peaks_left_and_right() -> None:
    # Two peaks have names, as three do; the words TriPeaks uses for three are unchanged.
    two = ridge(2, (100, 100))

    class TwoPeaks(TriPeaksGame):
        layout = two

    kind = toy_kind(TwoPeaks, "twopeaks")
    register(kind)
    try:
        number, line = next(
            (n, s.moves) for n in range(200)
            if (s := solve_tripeaks(TwoPeaks(shuffled_deck(n)), shortest=True)).moves)
        session = Session(lang="en", deal=shuffled_deck(number), kind=kind)
        session.start()
        said: list[str] = []
        for move in line:
            card = None if move.position is None else session.game.card_at(move.position)
            said += [a.text.split(" peak")[0] for a in
                     session.handle("draw" if card is None else card.code)
                     if a.event == "peak_cleared"]
        assert sorted(said) == ["Left", "Right"]
    finally:
        unregister(kind)


# ---------------------------------------------------------------- the solver on four peaks


def test_the_solver_reads_the_four_peak_layout_and_its_line_wins() -> None:
    for number in range(6):
        game = FourPeaks(shuffled_deck(number))
        position = TriPeaksPosition.from_game(game)
        assert position.layout is FOUR
        tables = tables_for(FOUR)
        assert tables.size == 21 and tables.full == (1 << 21) - 1
        solution = solve_tripeaks(game, shortest=True)
        if solution.verdict is Verdict.WINNABLE:
            won = copy.deepcopy(game)
            for move in solution.moves:
                apply_move(won, move)
            assert won.status is Status.WON


@pytest.mark.skipif(not native.available(),
                    reason="no compiled core (python -m tripeaks_a11y.program.solver_build)")
def test_the_compiled_core_and_python_agree_on_four_peaks() -> None:
    tables = tables_for(FOUR)
    for number in range(12):
        ranks = [int(card.rank) for card in shuffled_deck(number)]
        args = (tables, ranks[:21], ranks[22:], True, 0, 0, ranks[21])
        kwargs = {"node_limit": 200_000, "deadline": None, "prune_dead": True}
        python = search_tripeaks(*args, **kwargs)  # type: ignore[arg-type]
        core = native.search_tripeaks_native(*args, **kwargs)  # type: ignore[arg-type]
        assert (core.won, core.line, core.nodes, core.best_left, core.best_line) == (
            python.won, python.line, python.nodes, python.best_left, python.best_line)


def _core_takes(size: int) -> bool:
    # Whether the compiled core itself searches a layout of ``size`` free positions.
    from tripeaks_a11y.solver.common import Tables

    tables = Tables(size, (1 << size) - 1, (0,) * size, ((),) * size, (0,) * size, (0,) * size)
    lib = native.load()
    assert lib is not None
    inputs = (*native._TableArrays(tables).args, native._ranks([1] * size), 0,
              native._ranks([0]), 1, 0, 0, 1, 10_000, -1.0, 1, -1, 0)
    return native._call(lib.tripeaks_search, inputs, size + 2) is not None


@pytest.mark.skipif(not native.available(),
                    reason="no compiled core (python -m tripeaks_a11y.program.solver_build)")
def test_the_core_and_python_agree_on_the_largest_layout() -> None:
    # The core's TriPeaks search takes native.MAX_TRIPEAKS_SIZE positions, not one more
    # (its keys need 4 bits beside the 64-bit masks' MAX_SIZE); beyond, Python searches.
    assert native.MAX_TRIPEAKS_SIZE == native.MAX_SIZE - 1
    assert _core_takes(native.MAX_TRIPEAKS_SIZE)
    assert not _core_takes(native.MAX_TRIPEAKS_SIZE + 1)
    assert not _core_takes(native.MAX_SIZE + 1)


# ---------------------------------------------------------------- any number of peaks


@st.composite
def layouts(draw: st.DrawFn) -> Layout:
    count = draw(st.integers(1, 5))
    bonus = st.none() | st.integers(0, 500)  # None: the rule set's
    bonuses = tuple(draw(st.lists(bonus, min_size=count, max_size=count)))
    return ridge(count, bonuses)


@settings(max_examples=40, deadline=None)
@given(layout=layouts(), traditional=st.booleans(), seed=st.integers(0, 10_000),
       draws=st.lists(st.booleans(), min_size=60, max_size=60))
def test_scoring_never_raises_and_each_bonus_follows_the_layout(
        layout: Layout, traditional: bool, seed: int, draws: list[bool]) -> None:
    rules = TRADITIONAL_SCORING.apply(EASY) if traditional else EASY

    class AnyPeaks(TriPeaksGame):
        pass

    AnyPeaks.layout = layout
    game = AnyPeaks(shuffled_deck(seed), rules)
    assert layout.size <= native.MAX_TRIPEAKS_SIZE
    cleared: list[PeakCleared] = []
    for prefer_draw in draws:
        if game.is_over:
            break
        playable = game.playable_positions()
        if playable and not (prefer_draw and game.stock_count):
            events = game.play_position(playable[seed % len(playable)])
        elif game.stock_count:
            events = game.draw()
        else:
            break
        cleared += [e for e in events if isinstance(e, PeakCleared)]
    count = layout.peak_count
    assert len({e.peak for e in cleared}) == len(cleared) <= count
    for nth, event in enumerate(cleared, start=1):
        assert all(game.is_removed(p) for p in layout.peaks[event.peak].cards)
        if traditional:
            assert event.bonus == (30 if nth == count else 15)
        else:
            own = layout.peaks[event.peak].bonus
            assert event.bonus == (rules.peak_bonus if own is None else own)
    # A peak is cleared exactly when all of its cards are gone.
    empty = [k for k, peak in enumerate(layout.peaks)
             if all(game.is_removed(p) for p in peak.cards)]
    assert sorted(e.peak for e in cleared) == empty


# ---------------------------------------------------------------- the typed row


def test_a_row_hands_its_functions_only_a_game_of_its_engine(four: GameKind) -> None:
    game = FourPeaks(shuffled_deck(3))
    assert kind_of(game) is four and type(four.new_game(shuffled_deck(3), EASY)) is FourPeaks
    assert four.hint(game, 60.0) is not None
    with pytest.raises(TypeError, match="TriPeaksGame given to the FourPeaks row"):
        four.solve(TriPeaksGame(shuffled_deck(3)), 60.0)


ROW_CHECK = """
from tripeaks_a11y.deals import Game
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.kinds import KINDS, game_kind

base = KINDS[0]
row = game_kind(PyramidGame, name="wrong", game=Game.TRIPEAKS,
                make=lambda deal, _rules: PyramidGame(deal), pairs=False, messages="",
                play_one=PyramidGame.remove_king, faq=(), solve=base.solve,
                hint=lambda game, _seconds: game.hint(), chain=False,
                solve_deal=base.solve_deal, title="Wrong",
                odds=lambda game, _seconds: game.odds_of_a_tripeaks_game)
"""


def test_mypy_checks_a_rows_functions_against_its_engine(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A function that asks the engine for what it has not is a type error at the row.
    api = pytest.importorskip("mypy.api")
    source = tmp_path / "row.py"
    source.write_text(ROW_CHECK, encoding="utf-8")
    root = Path(__file__).resolve().parents[1]
    monkeypatch.chdir(root)  # the configuration's mypy_path, src, is this checkout's
    out, _err, status = api.run([
        "--strict", "--no-incremental", "--cache-dir", str(tmp_path / "cache"),
        "--config-file", str(root / "pyproject.toml"), str(source)])
    assert status == 1, out
    assert '"PyramidGame" has no attribute "odds_of_a_tripeaks_game"' in out
    assert out.count("error:") == 1, out
