"""What ``hint``, ``hint peek`` and ``solve`` say (issues 13 and 18), as a player hears it.

- The searches are bounded by nodes (``solver.PLAY_NODE_LIMIT``), not by the
  clock: the same position gets the same answer on a quiet machine and on a
  busy one (a real busy thread here, no mock), and Easy deal 197, which got
  "could not decide" under load when ``solve`` stopped after 2 s, is
  winnable at the budget.
- ``solve`` on a game over has its own answer (won, or over), not the hint's.
- A ``hint peek`` on a lost game (TriPeaks and Pyramid) says so, and what the move
  leads to, in every language; following those hints does leave that many cards.
- ``help hint`` is each game's own (``GameKind.help_ids``).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.deals import Game, GameCode, parse_game_code
from tripeaks_a11y.games.moves import apply_move, apply_pyramid_move
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.i18n import card_name, t
from tripeaks_a11y.kinds import KINDS, game_kind, kind_named, register, unregister
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.session.base import SEARCH_SECONDS
from tripeaks_a11y.solver import (
    PLAY_NODE_LIMIT,
    RUNAWAY_SECONDS,
    Verdict,
    solve_pyramid,
    solve_tripeaks,
)
from tripeaks_a11y.values.cards import parse_card_code
from tripeaks_a11y.values.events import Hint
from tripeaks_a11y.values.rules import CLASSIC, EASY

LANGS = LANGUAGES
TRIPEAKS, PYRAMID = KINDS


def texts(session: Session, line: str) -> list[str]:
    """The printed answers to ``line``."""
    return [answer.text for answer in session.handle(line)]


def tripeaks_of(session: Session) -> TriPeaksGame:
    """The session's TriPeaks engine."""
    game = session.game
    assert isinstance(game, TriPeaksGame)
    return game


def pyramid_of(session: Session) -> PyramidGame:
    """The session's Pyramid engine."""
    game = session.game
    assert isinstance(game, PyramidGame)
    return game


@contextmanager
def busy_machine() -> Iterator[None]:
    """A thread that spins for the whole block, so the search gets a fraction of the CPU."""
    stop = threading.Event()

    def spin() -> None:
        n = 0
        while not stop.is_set():
            n += 1

    worker = threading.Thread(target=spin, daemon=True)
    worker.start()
    try:
        yield
    finally:
        stop.set()
        worker.join()


# ----- the node budget -------------------------------------------------------


def test_play_searches_are_bounded_by_nodes_and_the_clock_is_only_a_guard() -> None:
    assert PLAY_NODE_LIMIT > 0
    assert SEARCH_SECONDS == RUNAWAY_SECONDS >= 20


def test_a_search_stopped_by_its_node_budget_stops_at_the_same_place_every_time() -> None:
    # Classic deal 461 is among the hardest (docs/winrates.md): 3,000 nodes cannot decide it.
    game = TriPeaksGame(TRIPEAKS.deal(461), CLASSIC)
    quiet = solve_tripeaks(game, node_limit=3_000)
    with busy_machine():
        busy = solve_tripeaks(game, node_limit=3_000, time_limit=RUNAWAY_SECONDS)
    assert quiet.verdict is busy.verdict is Verdict.UNKNOWN
    assert (quiet.nodes, quiet.best_moves, quiet.fewest_left) == (
        busy.nodes, busy.best_moves, busy.fewest_left)
    assert quiet.nodes == 3_000


@pytest.mark.parametrize(("code", "verdict"), [
    ("TP1-E-AAAAAAD", Verdict.WINNABLE), ("TP1-C-AAAAAAD", Verdict.NOT_WINNABLE)])
def test_the_same_position_gets_the_same_answer_quiet_or_busy(code: str,
                                                              verdict: Verdict) -> None:
    quiet = Session(lang="en", code=parse_game_code(code))
    busy = Session(lang="en", code=parse_game_code(code))
    said = [texts(quiet, "solve"), texts(quiet, "hint")]
    with busy_machine():
        assert [texts(busy, "solve"), texts(busy, "hint")] == said
    # And the row's search without any clock gives that very verdict.
    assert solve_tripeaks(tripeaks_of(quiet), node_limit=PLAY_NODE_LIMIT).verdict is verdict


@pytest.mark.parametrize("lang", LANGS)
def test_easy_deal_197_is_winnable_at_the_budget_even_on_a_busy_machine(lang: str) -> None:
    code = TRIPEAKS.code(197, EASY)
    game = TriPeaksGame(TRIPEAKS.deal(197), EASY)
    line = solve_tripeaks(game, node_limit=PLAY_NODE_LIMIT, shortest=True)
    assert line.verdict is Verdict.WINNABLE
    session = Session(lang=lang, code=code)
    with busy_machine():
        assert texts(session, "solve") == [t(lang, "solve-winnable", count=len(line.moves))]
    assert TRIPEAKS.solve(game, SEARCH_SECONDS).verdict is Verdict.WINNABLE


def test_pyramid_is_bounded_by_the_same_budget() -> None:
    game = PyramidGame(PYRAMID.deal(5))
    row = PYRAMID.solve(game, SEARCH_SECONDS)
    direct = solve_pyramid(game, node_limit=PLAY_NODE_LIMIT)
    assert (row.verdict, row.nodes, row.best_moves) == (
        direct.verdict, direct.nodes, direct.best_moves)
    assert row.verdict is Verdict.NOT_WINNABLE
    stopped = solve_pyramid(game, node_limit=2_000)
    assert (stopped.verdict, stopped.nodes) == (Verdict.UNKNOWN, 2_000)


# ----- solve on a game over --------------------------------------------------

SOLVE_OVER = {
    "en": ("Nothing to solve: the game is already won.", "Nothing to solve: the game is over."),
    "ar": ("لا شيء لحله: فزت بالجولة.", "لا شيء لحله: انتهت الجولة."),
    "hr": ("Nema se što riješiti: partija je već dobivena.",
           "Nema se što riješiti: partija je završena."),
}


def _won_tripeaks(lang: str) -> Session:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    game = tripeaks_of(session)
    for move in solve_tripeaks(game).moves:
        apply_move(game, move)
    assert game.status is Status.WON
    return session


def _blocked_tripeaks(lang: str) -> Session:
    session = Session(lang=lang, code=parse_game_code("TP1-C-AAAAAAD"))
    game = tripeaks_of(session)
    while not game.is_over:
        playable = game.playable_positions()
        if playable:
            game.play_position(playable[0])
        else:
            game.draw()
    assert game.status is Status.BLOCKED
    return session


def _won_pyramid(lang: str) -> Session:
    session = Session(lang=lang, code=GameCode(Game.PYRAMID, 9))
    game = pyramid_of(session)
    for move in solve_pyramid(game).moves:
        apply_pyramid_move(game, move)
    assert game.status is Status.WON
    return session


def _lost_pyramid(lang: str) -> Session:
    session = Session(lang=lang, code=GameCode(Game.PYRAMID, 0))
    game = pyramid_of(session)
    while (hint := game.hint()) is not None:
        if hint.kind == "draw":
            game.draw()
        elif hint.kind == "king":
            game.remove_source(hint.sources[0])
        else:
            game.pair_sources(*hint.sources)
    assert game.status is Status.BLOCKED
    return session


@pytest.mark.parametrize("lang", LANGS)
def test_solve_on_a_game_over_says_so_in_its_own_words(lang: str) -> None:
    won, over = SOLVE_OVER[lang]
    for session in (_won_tripeaks(lang), _won_pyramid(lang)):
        assert texts(session, "solve") == [won]
        assert texts(session, "hint") == [t(lang, "hint-none")]  # the hint's answer stays
    for session in (_blocked_tripeaks(lang), _lost_pyramid(lang)):
        assert texts(session, "solve") == [over]
    assert won != t(lang, "hint-none") != over


# ----- a hint on a lost game ---------------------------------------------------

HINT_LOST = {
    "en": "Looking at the hidden cards: the game cannot be won from here. Play 2 of hearts: it "
          "leads to the fewest cards left, 2 cards.",
    "ar": "بالنظر إلى الأوراق المخفية: لا يمكن الفوز من هنا. العب 2 من القلوب، فهذه الحركة تؤدي "
          "إلى أقل عدد ممكن من الأوراق الباقية: ورقتان.",
    "hr": "Gledajući skrivene karte: odavde se ne može dobiti. Odigrajte 2 u hercu: taj potez "
          "vodi do najmanjeg mogućeg broja preostalih karata, 2 karte.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_after_not_winnable_the_hint_says_the_game_is_lost_and_where_the_move_leads(
        lang: str) -> None:
    # The rules pages' deal 3: Classic cannot clear it; at best 2 cards stay (docs/winrates.md).
    session = Session(lang=lang, code=parse_game_code("TP1-C-AAAAAAD"))
    assert texts(session, "solve") == [t(lang, "solve-not-winnable")]
    assert texts(session, "hint peek") == [HINT_LOST[lang]]


def test_following_the_lost_hints_leaves_the_cards_they_promise() -> None:
    session = Session(lang="en", code=parse_game_code("TP1-C-AAAAAAD"))
    game = tripeaks_of(session)
    promised = None
    peek = TRIPEAKS.peek
    assert peek is not None
    while (hint := peek(game, SEARCH_SECONDS)) is not None:
        assert hint.lost
        promised = promised if promised is not None else hint.fewest_left
        assert hint.fewest_left == promised == 2
        if hint.kind == "draw":
            game.draw()
        else:
            game.play_position(hint.sources[0])
    assert game.status is Status.BLOCKED
    assert game.cards_left == 2


def test_a_winnable_game_keeps_the_plain_hint() -> None:
    for lang in LANGS:
        session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAD"))
        (said,) = texts(session, "hint peek")
        assert said.startswith(t(lang, "peek-hint", kind="draw", card="").split(":")[0] + ":")
        assert said not in HINT_LOST.values()
        assert t(lang, "solve-not-winnable").rstrip(".") not in said


LOST_WORDS = {
    # (a draw, proven count), (a play, the count unproven: the search stopped at its budget)
    "en": ("Looking at the hidden cards: the game cannot be won from here. Draw a card: it leads "
           "to the fewest cards left, 1 card.",
           "Looking at the hidden cards: the game cannot be won from here. Play 2 of hearts: it "
           "leads to the fewest cards left that I found."),
    "ar": ("بالنظر إلى الأوراق المخفية: لا يمكن الفوز من هنا. اسحب ورقة، فهذه الحركة تؤدي إلى "
           "أقل عدد ممكن من الأوراق الباقية: ورقة واحدة.",
           "بالنظر إلى الأوراق المخفية: لا يمكن الفوز من هنا. العب 2 من القلوب، فهذه أفضل حركة "
           "وجدتها لتقليل الأوراق الباقية."),
    "hr": ("Gledajući skrivene karte: odavde se ne može dobiti. Izvucite kartu: taj potez vodi "
           "do najmanjeg mogućeg broja preostalih karata, 1 karta.",
           "Gledajući skrivene karte: odavde se ne može dobiti. Odigrajte 2 u hercu: taj potez "
           "vodi do najmanjeg broja preostalih karata koji sam našao."),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_lost_hint_words_a_draw_and_an_unproven_count(lang: str) -> None:
    game = TriPeaksGame(TRIPEAKS.deal(3), CLASSIC)
    two_of_hearts = next(p for p in game.playable_positions()
                         if (card := game.card_of(p)) is not None and card.code == "2H")
    announcer = Announcer(lang)
    draw, unsure = LOST_WORDS[lang]
    assert announcer.board.peek_hint(game, Hint("draw", lost=True, fewest_left=1)).text == draw
    assert announcer.board.peek_hint(game, Hint("play", (two_of_hearts,), lost=True)).text == unsure


PYRAMID_LOST = {
    # PY1-AAAAAAE: lost from the deal; at best 2 pyramid cards stay.
    "en": "Looking at the hidden cards: the game cannot be won from here. Pair 10 of spades "
          "with 3 of diamonds: it leads to the fewest cards left, 2 cards.",
    "ar": "بالنظر إلى الأوراق المخفية: لا يمكن الفوز من هنا. اجمع 10 من البستوني مع 3 من الماس، "
          "فهذه الحركة تؤدي إلى أقل عدد ممكن من الأوراق الباقية: ورقتان.",
    "hr": "Gledajući skrivene karte: odavde se ne može dobiti. Uparite 10 u piku s kartom 3 u "
          "karonu: taj potez vodi do najmanjeg mogućeg broja preostalih karata, 2 karte.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_pyramid_hint_peek_on_a_lost_deal_names_the_move_to_the_fewest_cards(
        lang: str) -> None:
    """As TriPeaks' (issue 30): no longer only solve's verdict, but the move, and where
    it leads; a king alone and a draw are worded too."""
    session = Session(lang=lang, code=parse_game_code("PY1-AAAAAAE"))
    assert texts(session, "solve") == [t(lang, "solve-not-winnable")]
    assert texts(session, "hint peek") == [PYRAMID_LOST[lang]]
    king = Session(lang=lang, code=parse_game_code("PY1-AAAAAAB"))  # a king first
    assert texts(king, "hint peek") == [t(lang, "pyramid-hint-lost", kind="king",
                                          first=card_name(lang, parse_card_code("KD")),
                                          second="", count=17)]
    draw = Session(lang=lang, code=parse_game_code("PY1-AAAAAAD"))  # a draw first
    assert texts(draw, "hint peek") == [t(lang, "pyramid-hint-lost", kind="draw", first="",
                                          second="", count=9)]


def test_following_the_lost_pyramid_hints_leaves_the_cards_they_promise() -> None:
    session = Session(lang="en", code=parse_game_code("PY1-AAAAAAE"))
    game = pyramid_of(session)
    peek = PYRAMID.peek
    assert peek is not None
    promised = None
    while (hint := peek(game, SEARCH_SECONDS)) is not None:
        assert hint.lost
        promised = promised if promised is not None else hint.fewest_left
        assert hint.fewest_left == promised == 2
        if hint.kind == "draw":
            game.draw()
        elif hint.kind == "king":
            game.remove_source(hint.sources[0])
        else:
            game.pair_sources(*hint.sources)
    assert game.status is Status.BLOCKED
    assert game.cards_left == 2


# ----- help hint, per game -----------------------------------------------------

HELP_HINT_START = {
    "en": ("Say hint to hear a move chosen from the cards you can see only",
           "Say hint to hear the first king or pair in board order"),
    "ar": ("قل تلميح لسماع حركة مختارة من الأوراق التي تراها فقط",
           "قل تلميح لسماع أول ملك أو زوج حسب ترتيب اللوحة"),
    "hr": ("Recite savjet da čujete potez odabran samo prema kartama koje vidite",
           "Recite savjet za prvog kralja ili par redom ploče"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_help_hint_describes_the_hint_of_the_game_played(lang: str) -> None:
    tripeaks_help, pyramid_help = HELP_HINT_START[lang]
    tripeaks = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    (said,) = texts(tripeaks, "help hint")
    assert said.startswith(tripeaks_help)
    assert pyramid_help not in said
    pyramid = Session(lang=lang, code=GameCode(Game.PYRAMID, 1))
    (said,) = texts(pyramid, "help hint")
    assert said.startswith(pyramid_help)
    assert tripeaks_help not in said


def test_a_game_without_its_own_hint_help_gets_the_help_of_both() -> None:
    base = kind_named("tripeaks")
    assert base is not None
    engine = type("Toy", (TriPeaksGame,), {})
    toy = game_kind(engine, name="advicetoy", game=Game.TRIPEAKS, make=engine, pairs=False,
                    messages="", play_one=TriPeaksGame.play_card, faq=(), solve=base.solve,
                    hint=base.hint, chain=False, solve_deal=base.solve_deal, title="Toy")
    register(toy)
    try:
        for lang in LANGS:
            said = Announcer(lang).conversation.help("hint", kind=toy).text
            assert said == t(lang, "help-hint")
            assert HELP_HINT_START[lang][0] not in said
    finally:
        unregister(toy)
