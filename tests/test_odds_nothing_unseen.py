"""Odds and the fair hint when nothing is left unseen, and a hint that wins at once (issue 30).

With the draw pile empty in Pyramid, or in TriPeaks every tableau card face
up and the draw pile empty, there is nothing to sample: ``odds`` and the
fair ``hint`` say plainly that the game can or cannot be won, for certain
(the solver's verdict on the game itself), with no deals tried and no
percent. A fair hint whose move clears the last peak card says that it wins
the game. Driven through ``Session`` in English, Arabic and Croatian.
"""

from __future__ import annotations

import random

import pytest
from test_odds_command import HINT_WORD, ODDS_WORD, session_of

from tripeaks_a11y.games.moves import apply_move
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.i18n import card_name, sentence_case, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.solver import PLAY_NODE_LIMIT, Verdict, solve_pyramid, solve_tripeaks

CHANCE_WORDS = {"en": ("deals", "percent"), "ar": ("التوزيعات", "بالمئة"),
                "hr": ("dijeljenja", "posto")}
"""Words of a sampled chance, which a certain verdict does not say."""


def certain(lang: str, can_win: bool) -> str:
    """What ``odds`` says when nothing is unseen, from the catalog."""
    return sentence_case(t(lang, "odds", extent="won" if can_win else "lost", share=0, low=0,
                           high=100, samples=1, decided=1, won=int(can_win), undecided=0))


def nothing_unseen(code: str, seed: int, lang: str) -> Session:
    """A TriPeaks session on ``code`` played by seeded random moves (plays mostly, a draw
    otherwise) until every tableau card is face up and the draw pile is empty, with at
    least two peak cards left and the game still on."""
    session = session_of(code, lang)
    game = session.game
    assert isinstance(game, TriPeaksGame)
    chooser = random.Random(seed)
    while game.status is Status.PLAYING:
        face_down = [p for p in range(game.layout.size)
                     if not game.is_removed(p) and not game.is_face_up(p)]
        if not face_down and game.stock_count == 0 and game.cards_left >= 2:
            return session
        playable = game.playable_positions()
        if playable and (chooser.random() < 0.8 or not game.can_draw):
            game.play_position(chooser.choice(playable))
        else:
            game.draw()
    raise AssertionError(f"{code} with seed {seed} never showed every card")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("code", "seed", "can_win"), [
    ("TP1-E-AAAAAAI", 25, True), ("TP1-E-AAAAAAC", 14, False)])
def test_tripeaks_with_every_card_in_sight_says_the_verdict(
        lang: str, code: str, seed: int, can_win: bool) -> None:
    session = nothing_unseen(code, seed, lang)
    game = session.game
    assert isinstance(game, TriPeaksGame)
    verdict = solve_tripeaks(game, node_limit=PLAY_NODE_LIMIT).verdict
    assert (verdict is Verdict.WINNABLE) is can_win
    (said,) = [a.text for a in session.handle(ODDS_WORD[lang])]
    assert said == certain(lang, can_win)
    assert not any(word in said for word in CHANCE_WORDS[lang])
    (hint,) = [a.text for a in session.handle(HINT_WORD[lang])]
    after = t(lang, "odds-chance", extent="won" if can_win else "lost", share=0, low=0,
              high=100, samples=1, decided=1, won=int(can_win), undecided=0)
    assert after in hint and not any(word in hint for word in CHANCE_WORDS[lang])


def test_in_english_the_verdict_is_plain() -> None:
    said = [a.text for a in nothing_unseen("TP1-E-AAAAAAC", 14, "en").handle("odds")]
    assert said == ["The game certainly cannot be won: no card is left unseen."]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("code", ["PY1-AAAAAAB", "PY1-AAAAAAJ"])
def test_pyramid_with_the_draw_pile_empty_says_the_verdict(lang: str, code: str) -> None:
    session = session_of(code, lang)
    game = session.game
    assert isinstance(game, PyramidGame)
    while game.stock_count:
        game.draw()
    assert not game.is_over
    can_win = solve_pyramid(game, node_limit=PLAY_NODE_LIMIT).verdict is Verdict.WINNABLE
    (said,) = [a.text for a in session.handle(ODDS_WORD[lang])]
    assert said == certain(lang, can_win)
    assert not any(word in said for word in CHANCE_WORDS[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hint_that_clears_the_last_peak_card_says_it_wins(lang: str) -> None:
    session = session_of("TP1-E-AAAAAAM", lang)
    game = session.game
    assert isinstance(game, TriPeaksGame)
    solution = solve_tripeaks(game, node_limit=PLAY_NODE_LIMIT)
    for move in solution.moves[:-1]:
        apply_move(game, move)
    assert game.cards_left == 1 and game.status is Status.PLAYING
    last = solution.moves[-1].position
    assert last is not None
    (hint,) = [a.text for a in session.handle(HINT_WORD[lang])]
    assert hint == t(lang, "fair-hint-wins", kind="play", card=card_name(lang, game.deal[last]))
    assert not any(word in hint for word in CHANCE_WORDS[lang])
    if lang == "en":
        assert hint == f"Hint: play {card_name('en', game.deal[last])}; it wins the game."
