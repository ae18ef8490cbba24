"""Redo and the recent moves (issue 13, point 9): `redo` and `last`, in every language."""

from __future__ import annotations

import random

import pytest

from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.games import AnyGame
from tripeaks_a11y.i18n import card_name, t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.session import Session
from tripeaks_a11y.values.events import WASTE

LANGS = LANGUAGES
REDO = {"en": "redo", "ar": "إعادة", "hr": "ponovi potez"}
LAST = {"en": "last", "ar": "آخر الحركات", "hr": "zadnji potezi"}


def texts(session: Session, line: str) -> list[str]:
    return [a.text for a in session.handle(line)]


def state(session: Session) -> tuple[object, ...]:
    """Everything a player can learn of the position, and the engine's own state."""
    g = session.game
    size = g.layout.size
    return (tuple(g.is_removed(p) for p in range(size)),
            tuple(g.is_face_up(p) for p in range(size)), g.stock, g.waste, g.score,
            g.status, getattr(g, "chain", None), g.undo_depth,
            tuple(a.text for a in (session.announcer.board.layout(g),
                                   session.announcer.board.moves(g),
                                   session.announcer.board.waste(g))))


def _source(game: AnyGame, source: int) -> str:
    card = game.card_of(source)
    assert card is not None
    return "waste" if source == WASTE else card.code


def some_action(session: Session, rng: random.Random) -> str | None:
    """A legal action as a player types it (a card code, a pair, a king, draw), or None."""
    game = session.game
    if session.kind.pairs:
        options = [(f"pair {_source(game, r[0])} {_source(game, r[1])}" if len(r) == 2
                    else f"remove {_source(game, r[0])}")
                   for r in game.removals()]  # type: ignore[union-attr]
    else:
        options = [card.code for p in game.playable_positions()  # type: ignore[union-attr]
                   if (card := game.card_of(p)) is not None]
    if game.stock_count:
        options.append("draw")
    return rng.choice(options) if options else None


@pytest.mark.parametrize("code", ["TP1-E-AAAAAAB", "TP1-C-AAAAAAD", "PY1-AAAAAAB", "PY1-AAAAAAF"])
def test_undo_then_redo_gives_back_the_same_position(code: str) -> None:
    """Any run of undos, then as many redos: the position and the score are as before."""
    rng = random.Random(code)
    session = Session(lang="en", code=parse_game_code(code))
    session.start()
    for _ in range(40):
        action = some_action(session, rng)
        if action is None:
            break
        session.handle(action)
        if rng.random() < 0.4:
            before = state(session)
            steps = rng.randint(1, 3)
            for _ in range(steps):
                session.handle("undo")
            for _ in range(steps):
                assert session.handle("redo")[0].event != "refused"
            assert state(session) == before
    assert texts(session, "redo") == [t("en", "redo-nothing")]


@pytest.mark.parametrize("lang", LANGS)
def test_redo_says_the_move_again_and_refuses_when_nothing_was_undone(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    session.start()
    assert texts(session, REDO[lang]) == [t(lang, "redo-nothing")]
    drawn = session.handle("draw")
    session.handle("undo")
    assert [a.text for a in session.handle(REDO[lang])] == [a.text for a in drawn]
    assert texts(session, REDO[lang]) == [t(lang, "redo-nothing")]


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_action_a_restart_or_a_new_deal_clears_redo(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    session.start()
    session.handle("draw")
    session.handle("undo")
    session.handle("KD")  # a new action after the undo
    assert texts(session, "redo") == [t(lang, "redo-nothing")]
    session.handle("undo")
    session.handle("restart")
    session.handle("yes")
    assert texts(session, "redo") == [t(lang, "redo-nothing")]
    assert texts(session, "last") == [t(lang, "history-none")]


@pytest.mark.parametrize("lang", LANGS)
def test_last_says_the_recent_moves_newest_first(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    session.start()
    assert texts(session, LAST[lang]) == [t(lang, "history-none")]
    played = []
    for _ in range(7):
        answer = session.handle("draw")
        card = session.game.waste[-1]
        assert answer[0].event == "drawn"
        played.append(t(lang, "history-drew", card=card_name(lang, card)))
    sep = t(lang, "group-separator")
    newest = played[::-1]
    assert texts(session, LAST[lang]) == [
        t(lang, "history", count=5, moves=sep.join(newest[:5]))]
    assert texts(session, f"{LAST[lang]} 10") == [
        t(lang, "history", count=7, moves=sep.join(newest))]
    assert texts(session, "last 1") == [t(lang, "history", count=1, moves=newest[0])]


@pytest.mark.parametrize(("lang", "word"), [("en", "history"), ("en", "recent moves"),
                                            ("hr", "povijest"), ("hr", "zadnji 3"),
                                            ("ar", "السجل"), ("ar", "آخر ٣")])
def test_last_has_the_words_players_type(lang: str, word: str) -> None:
    session = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    session.start()
    session.handle("draw")
    card = card_name(lang, session.game.waste[-1])
    assert texts(session, word) == [
        t(lang, "history", count=1, moves=t(lang, "history-drew", card=card))]


@pytest.mark.parametrize("lang", LANGS)
def test_last_in_pyramid_names_pairs_and_kings(lang: str) -> None:
    session = Session(lang=lang, code=parse_game_code("PY1-AAAAAAB"))
    session.start()
    game = session.game
    rng = random.Random(3)
    seen = set()
    for _ in range(60):
        removals = list(game.removals())  # type: ignore[union-attr]
        if not removals:
            if not game.stock_count:
                break
            session.handle("draw")
            continue
        sources = rng.choice(removals)
        cards = [game.card_of(s) for s in sources]
        assert None not in cards
        names = [card_name(lang, c, "acc" if lang == "hr" else "nom") for c in cards if c]
        if len(sources) == 2:
            session.handle(f"pair {_source(game, sources[0])} {_source(game, sources[1])}")
            said = t(lang, "history-paired", first=card_name(lang, cards[0]),  # type: ignore[arg-type]
                     second=card_name(lang, cards[1]))  # type: ignore[arg-type]
            seen.add("pair")
        else:
            session.handle(f"remove {_source(game, sources[0])}")
            said = t(lang, "history-king", card=card_name(lang, cards[0]))  # type: ignore[arg-type]
            seen.add("king")
        assert all(name in said for name in names)
        assert texts(session, "last 1") == [t(lang, "history", count=1, moves=said)]
        if seen == {"pair", "king"}:
            return
    pytest.fail(f"only {seen} in this deal")


def test_last_never_names_a_card_back_in_the_stock_or_face_down() -> None:
    """Undone actions leave the list: their cards are in the stock or face down again."""
    for code in ("TP1-E-AAAAAAB", "TP1-C-AAAAAAH", "PY1-AAAAAAC"):
        for lang in LANGS:
            rng = random.Random(code)
            session = Session(lang=lang, code=parse_game_code(code))
            session.start()
            for _ in range(40):
                action = some_action(session, rng)
                if action is None:
                    break
                session.handle(action if rng.random() < 0.6 else "undo")
                game = session.game
                unseen = set(game.stock) | {
                    game.deal[p] for p in range(game.layout.size)
                    if not game.is_removed(p) and not game.is_face_up(p)}
                items = texts(session, "last 30")[0].rstrip(".").split(
                    t(lang, "group-separator"))
                for card in unseen:
                    names = {card_name(lang, card), card_name(lang, card, "acc")}
                    assert not any(item.endswith(name) for item in items for name in names)


@pytest.mark.parametrize("lang", LANGS)
def test_help_explains_redo_and_last(lang: str) -> None:
    session = Session(lang=lang)
    assert texts(session, f"help {REDO[lang]}")[0].startswith(t(lang, "help-redo"))
    assert texts(session, f"help {LAST[lang]}")[0].startswith(t(lang, "help-last"))


# ----- undo's news of the cards turned face down again (issue 30) ---------------------

UNDO = {"en": "undo", "ar": "تراجع", "hr": "poništi"}


@pytest.mark.parametrize("lang", LANGS)
def test_undo_says_which_places_went_face_down_again_never_their_cards(lang: str) -> None:
    """TP1-E-AAAAAAB: the 2 of diamonds turns up row 3 card 5; the 4 of spades then turns
    up row 3 cards 3 and 4. Undoing each says those places are face down again, by
    place only; undoing a move that turned nothing up says nothing of the kind."""
    s = Session(lang=lang, code=parse_game_code("TP1-E-AAAAAAB"))
    s.start()
    game = s.game
    for card in ("KC", "AS", "2D", "3S"):
        s.handle(card)
    (one,) = s.handle(UNDO[lang])  # the 3 of spades: it turned nothing up
    assert one.event == "undone"
    assert t(lang, "undone-face-down", places="", count=1).split(":")[0] not in one.text
    s.handle("3S")
    revealed = [e for e in s.handle("4S") if e.event == "revealed"]
    assert len(revealed) == 2
    row3 = [game.layout.position_of(3, slot) for slot in (3, 4, 5)]
    hidden_names = [card_name(lang, game.deal[p]) for p in row3[:2]]
    assert all(name in revealed[i].text for i, name in enumerate(hidden_names))
    (undone,) = s.handle(UNDO[lang])
    places = [t(lang, "place", row=3, slot=slot) for slot in (3, 4)]
    told = t(lang, "undone-face-down", places=" ".join(places), count=2)
    assert not game.is_face_up(row3[0]) and not game.is_face_up(row3[1])
    for place in places:
        assert place in undone.text
    assert told.split(":")[0] in undone.text  # the plural form of the sentence
    for name in hidden_names:  # a face-down card is never named
        assert name not in undone.text and name not in (undone.spoken or "")
    assert undone.card == "4S"
    s.handle(REDO[lang])
    s.handle(UNDO[lang])
    s.handle(UNDO[lang])  # the 3 of spades
    (single,) = s.handle(UNDO[lang])  # the 2 of diamonds: row 3 card 5 face down again
    one_place = t(lang, "place", row=3, slot=5)
    assert single.text.endswith(t(lang, "undone-face-down", places=one_place, count=1))
    assert card_name(lang, game.deal[row3[2]]) not in single.text
    assert {"en": "Face down again: row 3 card 5.",
            "ar": "ورقة مخفية من جديد: الصف 3، الورقة 5.",
            "hr": "Opet skrivena karta: red 3, karta 5."}[lang] in single.text
