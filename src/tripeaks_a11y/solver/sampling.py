"""Samples of the unseen cards: positions that look to the player as the game does now.

What the player knows (docs/fair-advice.md "What they know"): the face-up tableau cards
(every one under ``RuleSet.open_peaks``), the waste card by card in order
(so the cards played and drawn), how many cards are in the stock and face
down, and the rules. Unseen: the face-down cards, the stock's order, and
under ``RuleSet.joker`` the joker's place while it is still to be drawn
(uniformly any of the stock's remaining places). Pyramid (docs/pyramid.md "The table")
shows every pyramid card; only the stock cards not yet drawn are unseen.
A sample is built from the visible state alone (the engine's queries
``is_removed``, ``is_face_up``, ``card_at``, ``waste``, ``stock_count``,
``position_of`` of a card already on the waste), never from the hidden
cards, so two games that differ only there get the same answer.

Seeding: the samples come from a ``random.Random`` seeded with the SHA-256
of a canonical text of the visible state (``_visible_text``), never
Python's ``hash()``, and they are drawn with ``Random.random`` alone, whose
sequence for an integer seed Python keeps from version to version: the same
position and budget give the same answer on any machine and in any
process. The k-th sample does not depend on how many are drawn.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, fields
from enum import Enum

from ..games.pyramid import PyramidGame
from ..games.tripeaks import TriPeaksGame
from ..values.cards import Card, Joker, full_deck
from ..values.rules import RuleSet
from .pyramid import PyramidPosition
from .tripeaks import TriPeaksPosition

__all__ = ["pyramid_samples", "pyramid_unseen", "tripeaks_samples", "tripeaks_unseen"]


def _field_text(value: object) -> str:
    return str(value.value) if isinstance(value, Enum) else str(value)


def _rules_text(rules: RuleSet) -> str:
    return ",".join(f"{f.name}={_field_text(getattr(rules, f.name))}" for f in fields(rules))


def _code(card: Card | Joker) -> str:
    return card.code


@dataclass(frozen=True)
class _TriPeaksView:
    """What a TriPeaks player sees, and where the unseen cards go.

    ``text``: the canonical text of the visible state, hashed for the seed;
    ``removed``, ``stock_pos``, ``waste_top``: the position's fields as
    ``TriPeaksPosition`` takes them; ``deal``: deal order with None on the unseen places (face-down
    positions, stock cards not yet drawn); ``face_down``: those positions,
    ascending; ``stock_places``: the deal indices of the stock cards still
    to come, top first; ``unseen``: the cards not seen, by deck index;
    ``joker_at``: the joker's stock index once drawn; ``joker_places``: how
    many places the joker may take while still to be drawn (0: no joker in
    the stock).
    """

    text: str
    deal: tuple[Card | None, ...]
    face_down: tuple[int, ...]
    stock_places: tuple[int, ...]
    unseen: tuple[Card, ...]
    removed: int
    stock_pos: int
    waste_top: Card | Joker | None
    joker_at: int | None
    joker_places: int


def _tripeaks_view(game: TriPeaksGame) -> _TriPeaksView:
    """The visible state of ``game``; ValueError when its cards do not add up to 52."""
    layout, rules = game.layout, game.rules
    size, dealt = layout.size, rules.dealt_waste
    deal: list[Card | None] = [None] * 52
    removed = 0
    face_down: list[int] = []
    face_up: list[str] = []
    for p in range(size):
        if game.is_removed(p):
            removed |= 1 << p
            continue
        card = game.card_at(p) if game.is_face_up(p) else None  # a face-down card is never read
        if card is None:
            face_down.append(p)
            continue
        deal[p] = card
        face_up.append(f"{p}:{card.code}")
    waste = game.waste
    drawn = 0  # stock cards drawn so far, the joker among them
    joker_at: int | None = None
    for index, shown in enumerate(waste):
        if isinstance(shown, Joker):
            joker_at = drawn
            drawn += 1
            continue
        if index < dealt:  # the dealt waste card lies at the bottom
            deal[size + index] = shown
            continue
        place = game.position_of(shown)  # a card on the waste: where it came from was seen
        if place is None:
            place = size + dealt + drawn - (joker_at is not None)
            drawn += 1
        deal[place] = shown
    joker_places = game.stock_count if rules.joker and joker_at is None else 0
    stock_cards = game.stock_count - (joker_places > 0)
    first = size + dealt + drawn - (joker_at is not None)
    stock_places = tuple(range(first, first + stock_cards))
    seen = {card for card in deal if card is not None}
    unseen = tuple(card for card in full_deck() if card not in seen)
    if len(unseen) != len(face_down) + stock_cards or removed.bit_count() + dealt + drawn != (
            len(waste)):
        raise ValueError("the game's visible state does not add up to 52 cards")
    if rules.joker and joker_at is None:
        joker_state = "in stock"
    else:
        joker_state = "drawn" if rules.joker else "none"
    text = "\n".join((
        "game=tripeaks",
        f"layout={layout.name}:{','.join(map(str, layout.row_sizes))}",
        f"rules={_rules_text(rules)}",
        f"removed={removed:x}",
        f"face_up={' '.join(face_up)}",
        f"face_down={len(face_down)}",
        f"waste={' '.join(map(_code, waste))}",
        f"stock={game.stock_count}",
        f"joker={joker_state}",
    ))
    return _TriPeaksView(text, tuple(deal), tuple(face_down), stock_places, unseen, removed,
                         drawn, game.waste_top, joker_at, joker_places)


def _rng(text: str) -> random.Random:
    # SHA-256, not hash(): the same seed in every process and on every machine.
    return random.Random(int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest(), "big"))


def _shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    # Fisher-Yates on Random.random() alone: its sequence is the one Python keeps
    # stable across versions (shuffle and randrange are not promised to be).
    out = list(cards)
    for i in range(len(out) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        out[i], out[j] = out[j], out[i]
    return out


def tripeaks_samples(game: TriPeaksGame, count: int) -> list[TriPeaksPosition]:
    """``count`` positions that look to the player exactly as ``game`` does now.

    Each keeps every visible card where it is (face-up tableau cards, the
    waste, the cards played and drawn) and deals the unseen cards, shuffled,
    onto the face-down positions and the stock still to come; under the
    joker rule, a joker still to be drawn lies at a random one of the
    stock's remaining places (0 to ``stock_count - 1`` from the top).
    Seeded by the visible state (module docstring): the same game state
    gives the same list, and a longer list starts with the shorter one.
    Raises ValueError for a negative ``count``.
    """
    if count < 0:
        raise ValueError("count must not be negative")
    view = _tripeaks_view(game)
    rng = _rng(view.text)
    places = view.face_down + view.stock_places
    out: list[TriPeaksPosition] = []
    for _ in range(count):
        deal = list(view.deal)
        for place, card in zip(places, _shuffled(view.unseen, rng), strict=True):
            deal[place] = card
        joker_at = view.joker_at
        if view.joker_places:
            joker_at = view.stock_pos + int(rng.random() * view.joker_places)
        cards = tuple(card for card in deal if card is not None)
        out.append(TriPeaksPosition(cards, game.rules, view.removed, view.stock_pos,
                                    view.waste_top, game.layout, joker_at))
    return out


def tripeaks_unseen(game: TriPeaksGame) -> int:
    """How many cards ``game`` hides from its player: the face-down tableau cards and the
    stock cards still to come. With none, every sample is the game itself (a joker still
    to be drawn is then the stock's last card, so its place is known too)."""
    return len(_tripeaks_view(game).unseen)


def _pyramid_view(game: PyramidGame) -> tuple[str, tuple[Card, ...], tuple[Card, ...], int, int]:
    # Every pyramid card is face up from the start (docs/pyramid.md "The table"), and every drawn
    # card was seen: the deal up to the stock's top is visible, the rest is not.
    size = game.layout.size
    stock_pos = 52 - size - game.stock_count
    shown = tuple(game.deal[:size + stock_pos])
    removed = sum(1 << p for p in range(size) if game.is_removed(p))
    on_waste = set(game.waste)
    gone = sum(1 << j for j in range(stock_pos) if shown[size + j] not in on_waste)
    seen = set(shown)
    unseen = tuple(card for card in full_deck() if card not in seen)
    text = "\n".join((
        "game=pyramid",
        f"layout={game.layout.name}:{','.join(map(str, game.layout.row_sizes))}",
        f"removed={removed:x}",
        f"pyramid={' '.join(map(_code, shown[:size]))}",
        f"drawn={' '.join(map(_code, shown[size:]))}",
        f"waste={' '.join(map(_code, game.waste))}",
        f"stock={game.stock_count}",
    ))
    return text, shown, unseen, removed, gone


def pyramid_unseen(game: PyramidGame) -> int:
    """How many cards a Pyramid ``game`` hides: the stock cards not yet drawn (every
    pyramid card and every drawn card is seen). With none, every sample is the game."""
    return len(_pyramid_view(game)[2])


def pyramid_samples(game: PyramidGame, count: int) -> list[PyramidPosition]:
    """``count`` Pyramid positions that look to the player exactly as ``game`` does now.

    The pyramid, the cards drawn and the waste stay; the stock cards not yet
    drawn are shuffled (docs/fair-advice.md "What they know": the stock's order is the only unseen
    thing). Seeded by the visible state as ``tripeaks_samples``. Raises
    ValueError for a negative ``count``.
    """
    if count < 0:
        raise ValueError("count must not be negative")
    text, shown, unseen, removed, gone = _pyramid_view(game)
    rng = _rng(text)
    stock_pos = len(shown) - game.layout.size
    return [PyramidPosition(shown + tuple(_shuffled(unseen, rng)), removed, stock_pos, gone,
                            game.layout) for _ in range(count)]

