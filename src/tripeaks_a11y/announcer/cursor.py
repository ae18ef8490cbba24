"""The card cursor in words (issue 16): one short line for what is under the cursor.

The session's cursor (session/cursor.py) moves and plays; these words say
where it is, in the board's own terms: the row labels of ``row`` ("Bottom
row", "Peak tops" in TriPeaks, "Row 3" in Pyramid), the place as the player
types it ("card 3", played places counted), the card through ``face`` and
what covers it through ``board.covers``, so a face-down card is only ever
"hidden card" and the cards on it are counted, never named. The piles say
the waste's top card and the draw pile's count (``board-stock``), never a
stock card. Messages are ``locales/*/cursor.ftl``; the Pyramid words are
found by the kind's message prefix (``pyramid-cursor-place``).
"""

from __future__ import annotations

from ..i18n import message_ids, sentence_case
from ..values.cards import Card, Joker
from .announcement import Announcement
from .board import BoardWords
from .words import AnyGame, Words, prefix, row_of, shown

__all__ = ["CursorWords"]

EDGES = frozenset({"left", "right", "up", "down"})
"""The directions an edge can be met in (``cursor-edge``'s selector)."""


class CursorWords:
    """What the card cursor says: a place, a pile, an edge, and its refusals."""

    def __init__(self, words: Words, board: BoardWords) -> None:
        self.words = words
        self.board = board

    def _cursor_id(self, game: AnyGame, msg_id: str) -> str:
        """``msg_id`` with the game's prefix when the kind words it its own way."""
        own = f"{prefix(game)}{msg_id}"
        return own if own in message_ids(self.words.lang) else msg_id

    def _cursor_line(self, text: str, edge: str | None, event: str = "info",
                     card: Card | Joker | None = None,
                     stock: int | None = None) -> Announcement:
        if edge is not None:
            if edge not in EDGES:
                raise ValueError(f"no such edge: {edge!r}")
            text = f"{self.words.t('cursor-edge', direction=edge)} {sentence_case(text)}"
        return self.words.counted(Announcement(event, sentence_case(text), stock=stock,
                                               card=None if card is None else card.code))

    def place(self, game: AnyGame, pos: int, edge: str | None = None) -> Announcement:
        """The tableau place ``pos`` (0-27) under the cursor, event "info".

        A free card: "Bottom row, card 3: 5 of spades, free."; a face-up
        card still covered: "Row 6, card 2: 7 of clubs, covered by 5 of
        spades and a hidden card."; a face-down card: "Row 2, card 1: hidden
        card, covered by 2 hidden cards." (never named; ``card`` set only for
        a face-up card); a place played: "Bottom row, card 3: already
        played." ``edge`` ("left", "right", "up", "down"): the cursor could
        not move that way and stayed, said first ("End of the row. …").
        Raises ValueError for another ``edge``.
        """
        words = self.words
        place = words.t(self._cursor_id(game, "cursor-place"), row=row_of(game, pos),
                        slot=game.layout.slot_of(pos) + 1)
        card = game.card_at(pos)
        if card is None:
            return self._cursor_line(words.t(self._cursor_id(game, "cursor-played"),
                                             place=place), edge)
        coverers = game.coverers(pos)
        cards = self.board.covers(game, coverers)
        if not game.is_face_up(pos):
            msg_id = "cursor-hidden-covered" if coverers else "cursor-hidden"
            return self._cursor_line(words.t(msg_id, place=place, cards=cards,
                                             **words.genders(shown(game, coverers))), edge)
        msg_id = "cursor-covered" if coverers else "cursor-free"
        text = words.t(msg_id, place=place, card=words.card(card), cards=cards,
                       **words.genders(shown(game, coverers)))
        return self._cursor_line(text, edge, card=card)

    def waste(self, game: AnyGame, edge: str | None = None) -> Announcement:
        """The waste pile under the cursor: "Waste pile: ace of clubs." or "Waste pile:
        empty."; ``edge`` as for ``place``."""
        words = self.words
        top = game.waste_top
        if top is None:
            return self._cursor_line(words.t("cursor-waste-empty"), edge)
        return self._cursor_line(words.t("cursor-waste", card=words.card(top)), edge, card=top)

    def stock(self, game: AnyGame, edge: str | None = None) -> Announcement:
        """The draw pile under the cursor: "Draw pile: 18 cards." or "Draw pile:
        empty." (its cards never named; ``stock`` set); ``edge`` as for ``place``."""
        count = game.stock_count
        return self._cursor_line(self.words.t("cursor-stock", count=count), edge, stock=count)

    def no_free(self, game: AnyGame) -> Announcement:
        """Next or previous free card, and none is free: "No free card. Draw pile: 5
        cards." (event "info"; the cursor stays)."""
        count = game.stock_count
        return self._cursor_line(self.words.t("cursor-no-free", count=count), None, stock=count)

    def no_card(self) -> Announcement:
        """The play key on a place with no card: "No card here." (event "refused")."""
        return self.words.say("cursor-no-card", "refused")

    def waste_refused(self) -> Announcement:
        """The play key on the TriPeaks waste pile: its card cannot be played, and
        what to do instead (event "refused")."""
        return self.words.say("cursor-waste-refused", "refused")

    def chosen(self, card: Card) -> Announcement:
        """Pyramid: the first card of a pair chosen: "Chosen: 6 of hearts. Choose a
        card that makes 13 with it." (event "info", ``card`` set)."""
        text = sentence_case(self.words.t("pyramid-cursor-chosen", card=self.words.card(card)))
        return Announcement("info", text, card=card.code)

    def choice_dropped(self) -> Announcement:
        """Pyramid: the play key again on the chosen card: "Choice dropped."."""
        return self.words.say("pyramid-cursor-dropped")
