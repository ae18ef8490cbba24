"""The structured facts of the board and its moves, built only from cards the player sees.

The ``board`` and ``moves`` answers carry, beside their text, the cards as
values (``Seen``) for programs that read ``--jsonl`` (docs/scripting.md).
Every ``Seen`` is made here from the game's public queries, and a card code
is put in one only when the card is face up on the tableau or on the waste:
a face-down card is a place with ``hidden``, and a stock card is never one.

``hidden_cards`` and ``without_hidden`` are the last guard for the JSON
lines (``terminal.Output``): whatever an announcement's facts say, a code of
a card that was face down or in the stock both before and after the answer
is taken out before the line is printed (docs/rules.md "The board read-out": a
face-down card is only ever "hidden card").
"""

from __future__ import annotations

from collections.abc import Collection
from typing import cast

from ..kinds import OneCardGame, SourceGame, kind_of
from ..values.cards import Card, Joker
from ..values.events import WASTE
from .announcement import Move, Seen
from .words import AnyGame, row_of

__all__ = ["board_cards", "hidden_cards", "move_list", "seen_at", "seen_source",
           "without_hidden"]


def seen_at(game: AnyGame, pos: int, *, free: bool | None = None) -> Seen:
    """The card at tableau position ``pos`` (0-27) as a fact: its row and place (1-based),
    its code only when it is face up, and ``free`` as given (None: left out).

    A face-down card gives ``Seen(row, place, None, free)``, shown as ``"hidden": true``.
    """
    card = game.card_at(pos)
    code = card.code if card is not None and game.is_face_up(pos) else None
    return Seen(row=row_of(game, pos), place=game.layout.slot_of(pos) + 1, card=code,
                free=free)


def seen_source(game: AnyGame, source: int) -> Seen:
    """A move's source as a fact: a tableau position (``seen_at``) or WASTE, the waste top."""
    if source == WASTE:
        top = game.waste_top
        return Seen(card=top.code if top is not None else None, waste=True)
    return seen_at(game, source)


def board_cards(game: AnyGame) -> tuple[Seen, ...]:
    """Every tableau card not yet played, in read-out order (rows top to bottom, left to
    right), with ``free``: TriPeaks' available cards, Pyramid's uncovered ones."""
    return tuple(seen_at(game, pos, free=game.is_available(pos))
                 for pos in range(game.layout.size) if not game.is_removed(pos))


def move_list(game: AnyGame) -> tuple[Move, ...]:
    """The legal moves as facts, in the order ``moves`` says them (draw aside).

    TriPeaks: one ``Seen`` per playable card. Pyramid: each removal as the
    tuple of its one card (a king) or two cards (a pair), the waste top as
    ``Seen(waste=True)``.
    """
    if kind_of(game).pairs:
        return tuple(tuple(seen_source(game, s) for s in sources)
                     for sources in cast(SourceGame, game).removals())
    return tuple(seen_at(game, pos) for pos in cast(OneCardGame, game).playable_positions())


def hidden_cards(game: AnyGame) -> frozenset[Card | Joker]:
    """The cards the player cannot see now: face down on the tableau, or in the stock
    (the joker too while it lies there, variant ``J``)."""
    down = (game.card_at(pos) for pos in range(game.layout.size)
            if not game.is_removed(pos) and not game.is_face_up(pos))
    stock: frozenset[Card | Joker] = frozenset(game.stock)
    return frozenset(card for card in down if card is not None) | stock


def without_hidden(record: dict[str, object], codes: Collection[str]) -> dict[str, object]:
    """``record`` (an ``Announcement.to_json``) with no card code of ``codes`` left in it.

    Every value that is such a code is dropped, at any depth, ``text`` alone
    excepted (the announcer's words, which name only what the player sees);
    an object inside (a card of ``cards`` or ``moves``) that loses its
    ``card`` gets ``"hidden": true`` instead. A new dict, in the record's key
    order; the record is not changed.
    """
    out: dict[str, object] = {}
    for key, value in record.items():
        if key == "text":
            out[key] = value
        elif not _is_code(value, codes):
            out[key] = _clean(value, codes)
    return out


def _is_code(value: object, codes: Collection[str]) -> bool:
    return isinstance(value, str) and value in codes


def _clean(value: object, codes: Collection[str]) -> object:
    if isinstance(value, list):
        return [_clean(item, codes) for item in value if not _is_code(item, codes)]
    if isinstance(value, dict):
        inner = cast(dict[str, object], value)
        out = {key: _clean(item, codes) for key, item in inner.items()
               if not _is_code(item, codes)}
        if _is_code(inner.get("card"), codes):
            out["hidden"] = True
        return out
    return value
