"""The short board's rows: the cards that can be played by name, the others counted.

The short board (``verbosity brief``, ``board short``; docs/accessibility.md
"Speech settings") is for players who know the layout. Each row lists its cards
left to right as the rules pages' read-out does (docs/rules.md "The board
read-out"), except that

* a card that cannot be played now is not named: a run of face-down cards
  side by side is one count ("9 hidden cards", the voice's
  ``speech-hidden-cards``), and a run of face-up cards still covered (every
  Pyramid card under another, a TriPeaks card under open peaks) another
  ("21 covered cards", ``board-covered-cards``);
* a row with no card left is left out;
* the rows from the top down that hold only one such run (at a deal, rows 1
  to 3 of TriPeaks, face down, or rows 1 to 6 of Pyramid, covered) are said
  together under one label naming them (``board-top-rows``), before the
  first row with a card to play: "Rows 1 to 3 hidden" while they hold all
  their cards, else with the count, "Rows 1 and 2: 8 hidden cards" (a bare
  count read like the total of hidden cards).

A face-down card is never named: only ``face`` of a card that can be played
is. ``short_rows`` gives the text that stands for ``$rows`` in the board's
message.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import groupby

from ..i18n import join_list, sentence_case
from .words import AnyGame, Words, prefix

__all__ = ["short_rows"]

_HIDDEN, _COVERED, _FREE = "hidden", "covered", "free"
_COUNT_IDS = {_HIDDEN: "speech-hidden-cards", _COVERED: "board-covered-cards"}
"""The catalog message that counts a run of each kind of card not named."""


def _kind(game: AnyGame, pos: int) -> str:
    if not game.is_face_up(pos):
        return _HIDDEN
    return _COVERED if game.coverers(pos) else _FREE


def _row_runs(game: AnyGame, row: int) -> list[tuple[str, list[int]]]:
    """The cards left in ``row`` (0-based) as runs of one kind, left to right."""
    left = [pos for pos in game.layout.positions_in_row(row) if not game.is_removed(pos)]
    return [(kind, list(group)) for kind, group in groupby(left, key=lambda p: _kind(game, p))]


def short_rows(words: Words, game: AnyGame, face: Callable[[AnyGame, int], str]) -> str:
    """The rows of the short board, joined as the board joins its rows.

    ``face(game, pos)`` names a card that can be played (``BoardWords.face``).
    Returns the language's "empty" (``row-empty``, capitalised) when no card
    is left on the tableau.
    """
    def counted(kind: str, count: int) -> str:
        return words.t(_COUNT_IDS[kind], count=count)

    rows = [(row, runs) for row in range(len(game.layout.row_sizes))
            if (runs := _row_runs(game, row))]
    parts: list[str] = []
    # The rows from the top holding one run of one kind: one label, rows 1 to ``first``.
    top_kind, top_count, first = None, 0, 0
    for _row, runs in rows:
        kind = runs[0][0]
        if len(runs) != 1 or kind == _FREE or top_kind not in (None, kind):
            break
        top_kind, top_count, first = kind, top_count + len(runs[0][1]), first + 1
    if top_kind is not None and first > 1:
        whole = top_count == sum(game.layout.row_sizes[:first])
        parts.append(words.t("board-top-rows", last=first, whole=top_kind if whole else "part",
                             cards=counted(top_kind, top_count)))
    else:
        first = 0
    ids = prefix(game)
    for row, runs in rows[first:]:
        items = [name for kind, run in runs
                 for name in ([face(game, pos) for pos in run] if kind == _FREE
                              else [counted(kind, len(run))])]
        parts.append(words.t(f"{ids}board-row", row=row + 1,
                             cards=join_list(words.lang, items)))
    if not parts:
        return sentence_case(words.t("row-empty"))
    parts[0] = sentence_case(parts[0])  # it follows a full stop
    return words.t("group-separator").join(parts)
