"""The printed forms of a move's answer at brief and full verbosity.

Screen-reader users read the printed lines, so ``verbosity`` changes them as
it changes speech (issue 13, point 5); normal prints the text unchanged.

* brief: only what changed. A draw is "Drew 3 of clubs." without the cards
  left; a revealed card is "Revealed: 7 of hearts." without its place (a
  card freed under open peaks likewise, "Now free: 7 of hearts."); a
  Pyramid removal names the cards, what it freed and the new waste top,
  without the points and the score. Other lines are already only what
  changed and print as at normal.
* full: the score and the draw pile after each move. A TriPeaks removal
  adds both ("Played 5 of spades. Score 3. Draw pile: 22 cards."), a draw
  the score (its text says the cards left), a Pyramid removal and an undo
  the draw pile (their text says the score).

Peak clears, wins, losses and refusals print in full at every level. The
board has its own brief form, the short board, set by ``BoardWords.layout``
(``short_board``; issue 30). The forms are set on the announcement
(``brief_text``, ``full_text``) and ``Announcement.printed`` picks one; the
spoken forms are left as they are.
"""

from __future__ import annotations

from dataclasses import replace

from ..i18n import join_and
from ..values.events import (
    WASTE,
    Drawn,
    Event,
    Freed,
    KingRemoved,
    Paired,
    Removed,
    Revealed,
    Undone,
)
from .announcement import Announcement
from .words import AnyGame, Words

__all__ = ["with_printed_forms"]


def with_printed_forms(words: Words, game: AnyGame, event: Event,
                       item: Announcement) -> Announcement:
    """``item`` (the answer to ``event``; ``game`` the state after it) with its
    brief and full printed forms, where they differ from the text."""
    brief: str | None = None
    full: str | None = None
    stock = words.t("verbosity-stock", count=game.stock_count)
    if isinstance(event, Drawn):
        brief = words.t("verbosity-drawn", card=words.card(event.card))
        full = f"{item.text} {words.t('speech-score', score=event.score)}"
    elif isinstance(event, Revealed):
        brief = words.t("verbosity-revealed", card=words.card(event.card))
    elif isinstance(event, Freed):
        brief = words.t("verbosity-now-free", card=words.card(event.card))
    elif isinstance(event, Removed):
        full = f"{item.text} {words.t('speech-score', score=event.score)} {stock}"
    elif isinstance(event, (Paired, KingRemoved)):
        brief = _pyramid_brief(words, game, event)
        full = f"{item.text} {stock}"
    elif isinstance(event, Undone):
        full = f"{item.text} {stock}"
    return replace(item, brief_text=brief, full_text=full)


def _pyramid_brief(words: Words, game: AnyGame, event: Paired | KingRemoved) -> str:
    """"Paired 6 of hearts and 7 of clubs. Now free: 5 of spades. Waste pile now: …"."""
    if isinstance(event, Paired):
        first, second = (words.card(c) for c in event.cards)
        parts = [words.t("verbosity-paired", first=first, second=second)]
        positions: tuple[int, ...] = event.positions
    else:
        msg_id = ("verbosity-waste-king-removed" if event.position == WASTE
                  else "verbosity-king-removed")
        parts = [words.t(msg_id, card=words.card(event.card))]
        positions = (event.position,)
    cards = [c for c in map(game.card_at, event.freed) if c is not None]
    if cards:
        names = [words.card(c) for c in cards]
        parts.append(words.t("pyramid-freed", cards=join_and(words.lang, names),
                             **words.genders(cards)))
    if WASTE in positions:
        top = event.waste_top
        parts.append(words.t("pyramid-waste-now", card=words.card(top)) if top
                     else words.t("pyramid-waste-now-empty"))
    return " ".join(parts)
