"""The verbal layout and the questions about it: board, row, waste, moves, look, score, hint,
hint peek.

The board read-out is the seeds' verbal layout (docs/rules.md "The board
read-out"): the piles, then each row with its label, face-down cards as
"hidden card", removed cards left out; under open peaks (docs/rules.md
"Variants"), where no card is face down, a covered card is named with
"covered" after it (``listed``). Every card on the tableau is named
through ``face``, so a face-down card is never named. The board is also
given a spoken form (``Announcement.spoken``) where each run of hidden
cards is one count, "4 hidden cards". At brief verbosity, and at any with
``board short``, the board is the short one (``short_board``): only the
cards that can be played named, empty rows left out. A row alone names each card's place
as the player says it ("row 4 card 7"), since places still count the
cards played (issue 13, point 4); ``look`` names what covers a card and
answers for the two piles without naming a stock card.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import cast

from ..games.scoring import Run
from ..games.tripeaks import Status
from ..i18n import join_and, join_list, sentence_case
from ..kinds import FairHint, OneCardGame, SourceGame, kind_of
from ..values.events import Hint
from ..values.rules import RuleSet
from .announcement import Announcement
from .facts import board_cards, move_list
from .faq import faq_in_force
from .odds import OddsWords
from .short_board import short_rows
from .words import AnyGame, Words, prefix, row_of, shown

__all__ = ["BoardWords"]


def _marks_covered(game: AnyGame) -> bool:
    """Whether the board and ``row N`` mark a face-up card that is still covered.

    Only under open peaks (``RuleSet.open_peaks``, docs/rules.md "Variants"),
    where every card is face up and "hidden card" no longer tells which cards
    are covered; a game with no rule set (Pyramid) or another rule set: False.
    """
    rules: RuleSet | None = getattr(game, "rules", None)
    return rules is not None and rules.open_peaks


def _unless_text(spoken: str, text: str) -> str | None:
    """``spoken`` for ``Announcement.spoken``: None when it is the text itself."""
    return None if spoken == text else spoken


def _sources(game: AnyGame) -> SourceGame:
    """``game`` as a game of sources; only for a kind with ``pairs``."""
    return cast(SourceGame, game)


class BoardWords:
    """The verbal layout and the questions about it; names a hidden card never."""

    def __init__(self, words: Words, odds: OddsWords) -> None:
        self.words = words
        self.odds = odds

    def face(self, game: AnyGame, pos: int, case: str = "nom") -> str:
        """The name of the card at ``pos`` in ``case`` if it is face up, else "hidden card"."""
        # Only face-up cards are named: a face-down card reveals nothing.
        card = game.card_at(pos)
        if card is None or not game.is_face_up(pos):
            return self.words.t("card-hidden")
        return self.words.card(card, case)

    def listed(self, game: AnyGame, pos: int) -> str:
        """The card at ``pos`` as the board and ``row N`` list it: ``face``, and under
        open peaks a covered card marked so ("7 of spades, covered", ``card-covered``)."""
        name = self.face(game, pos)
        if _marks_covered(game) and game.is_face_up(pos) and game.coverers(pos):
            return self.words.t("card-covered", card=name)
        return name

    def _row_cards(self, game: AnyGame, row: int, *, spoken: bool = False) -> str:
        """The cards left in ``row`` (1-based), listed; ``spoken``: runs of hidden cards counted."""
        names = [self.listed(game, pos)
                 for pos in game.layout.positions_in_row(row - 1)
                 if not game.is_removed(pos)]
        if spoken:
            names = self._count_hidden(names)
        return join_list(self.words.lang, names) if names else self.words.t("row-empty")

    def _count_hidden(self, names: list[str]) -> list[str]:
        """``names`` with each run of two or more "hidden card" as one ``speech-hidden-cards``.

        The sentence around the list is then cased as the text is, so a count
        that starts a sentence gets its capital.
        """
        hidden = self.words.t("card-hidden")
        out: list[str] = []
        for is_hidden, group in groupby(names, key=lambda name: name == hidden):
            run = list(group)
            if is_hidden and len(run) > 1:
                out.append(self.words.t("speech-hidden-cards", count=len(run)))
            else:
                out.extend(run)
        return out

    def _row_places(self, game: AnyGame, row: int, *, spoken: bool = False) -> str:
        """The cards left in ``row`` (1-based), each with its place: "card 1, 3 of spades; …".

        ``spoken``: each run of two or more hidden cards in places side by side
        said once, "cards 1 to 4, 4 hidden cards".
        """
        left = [(game.layout.slot_of(pos) + 1, pos)
                for pos in game.layout.positions_in_row(row - 1) if not game.is_removed(pos)]
        runs: list[list[tuple[int, int]]] = []
        for slot, pos in left:
            hidden = not game.is_face_up(pos)
            last = runs[-1][-1] if runs else None
            if (spoken and hidden and last is not None and last[0] == slot - 1
                    and not game.is_face_up(last[1])):
                runs[-1].append((slot, pos))
            else:
                runs.append([(slot, pos)])
        items = [self.words.t("row-place", slot=run[0][0], card=self.listed(game, run[0][1]))
                 if len(run) == 1 else
                 self.words.t("row-places-hidden", first=run[0][0], last=run[-1][0], count=len(run))
                 for run in runs]
        return self.words.t("group-separator").join(items) if items else self.words.t("row-empty")

    def covers(self, game: AnyGame, coverers: Sequence[int]) -> str:
        """The cards on positions ``coverers``, left to right, joined with "and".

        Face-up cards by name; each run of face-down ones counted ("a hidden
        card", "2 hidden cards"), so no face-down card is named. "" for none.
        """
        items: list[str] = []
        for is_hidden, group in groupby(coverers, key=lambda p: not game.is_face_up(p)):
            run = list(group)
            if is_hidden:
                items.append(self.words.t("look-covers-hidden", count=len(run)))
            else:
                items.extend(self.face(game, p) for p in run)
        return join_and(self.words.lang, items)

    def _rows(self, game: AnyGame, *, spoken: bool = False) -> str:
        """Every row with its label, as the board lists them (``spoken`` as for ``_row_cards``)."""
        ids = prefix(game)
        rows = [self.words.t(f"{ids}board-row", row=row,
                             cards=self._row_cards(game, row, spoken=spoken))
                for row in range(1, len(game.layout.row_sizes) + 1)]
        rows[0] = sentence_case(rows[0])  # it follows a full stop
        return self.words.t("group-separator").join(rows)

    def _waste_name(self, game: AnyGame) -> str:
        top = game.waste_top
        return self.words.card(top) if top is not None else self.words.t("pyramid-waste-empty")

    def layout(self, game: AnyGame, form: str = "") -> Announcement:
        """The whole board as the seeds' verbal layout; event "board", stock set.

        TriPeaks, e.g. "Draw pile: 23 cards; waste pile: ace of clubs. Peak
        tops: hidden card, …; row 2: …; row 3: …; bottom row: 3 of spades, …."
        Pyramid: the same piles (the waste may be empty), rows 1 to 7, then
        the free cards, so the usable ones are identifiable. ``spoken``: the
        same with each run of hidden cards as one count ("… Peak tops: 3
        hidden cards; …"), None where there is no run.

        ``form`` "": that layout, with the short board (``short_board.short_rows``:
        "… 18 hidden cards; bottom row: …", no free list) as its printed and spoken
        form at brief (``brief_text``, ``brief``); "short" (``board short``) and
        "full" (``board full``): the short board or the layout at every level.
        """
        free = ""
        if kind_of(game).pairs:  # the usable cards, so that each can be named
            names = [self.words.card(c) for c in map(game.card_of, _sources(game).usable_sources())
                     if c]
            free = join_list(self.words.lang, names) if names else self.words.t("row-empty")
        msg_id = f"{prefix(game)}board"
        args = {"count": game.stock_count, "waste": self._waste_name(game), "free": free}
        text = self.words.t(msg_id, rows=self._rows(game), **args)
        spoken: str | None = self.words.t(msg_id, rows=self._rows(game, spoken=True), **args)
        # Both games' short board: the piles, then the rows, as TriPeaks words its board.
        short = self.words.t("board", rows=short_rows(self.words, game, self.face), **args)
        if form == "short":
            text, spoken = short, None
        brief = short if not form else None
        top = game.waste_top
        return self.words.counted(Announcement(
            "board", text, stock=game.stock_count,
            spoken=None if spoken is None else _unless_text(spoken, text),
            brief=brief, brief_text=brief, cards=board_cards(game),
            waste=top.code if top is not None else None))

    def row(self, game: AnyGame, row: int) -> Announcement:
        """One row with each card's place; ValueError for a row not in the layout.

        Places count the cards played too, so the place said is the one the
        player names ("row 4 card 7"), unlike the board's list (issue 13, point 4).
        """
        if not 1 <= row <= len(game.layout.row_sizes):
            raise ValueError(f"row out of range: {row}")
        msg_id = f"{prefix(game)}row"
        text = sentence_case(self.words.t(msg_id, row=row, cards=self._row_places(game, row)))
        spoken = sentence_case(self.words.t(msg_id, row=row,
                                            cards=self._row_places(game, row, spoken=True)))
        return self.words.counted(Announcement("info", text, spoken=_unless_text(spoken, text)))

    def waste(self, game: AnyGame) -> Announcement:
        """The waste top and the stock count: "Waste pile: ace of clubs. Draw pile: 23 cards." """
        top = game.waste_top
        text = self.words.t(f"{prefix(game)}waste", waste=self._waste_name(game),
                            count=game.stock_count)
        return self.words.counted(Announcement("info", text, card=top.code if top else None,
                                               stock=game.stock_count))

    def look_stock(self, game: AnyGame) -> Announcement:
        """The stock: "Draw pile: 23 cards, face down." (never which); ``stock`` set."""
        words = self.words
        count = game.stock_count
        text = words.t("look-stock", count=count) if count else words.t("look-stock-empty")
        return words.counted(Announcement("info", text, stock=count))

    def look_waste(self, game: AnyGame) -> Announcement:
        """The waste: "Waste pile: ace of clubs on top, 2 cards under it."; ``card`` the top."""
        top = game.waste_top
        if top is None:
            return Announcement("info", self.words.t("look-waste-empty"))
        text = self.words.t("look-waste", card=self.words.card(top), count=len(game.waste) - 1)
        return self.words.counted(Announcement("info", text, card=top.code))

    def moves(self, game: AnyGame) -> Announcement:
        """The legal moves in read-out order, and whether a draw is possible.

        TriPeaks: the playable cards. Pyramid: kings and pairs (board order).
        """
        if game.status is Status.WON:
            return Announcement("info", self.words.t("game-over"), moves=(), draw=False)
        stock = game.stock_count
        legal = move_list(game)
        if kind_of(game).pairs:
            items = [self._removal(game, sources) for sources in _sources(game).removals()]
            if items:
                msg_id = "pyramid-moves-remove-or-draw" if stock else "pyramid-moves-remove"
                text = self.words.t(msg_id, moves=join_list(self.words.lang, items))
            else:
                text = self.words.t("pyramid-moves-draw" if stock else "moves-none")
            return Announcement("info", text, stock=stock, moves=legal, draw=stock > 0)
        names = [self.face(game, pos, "acc")  # hr: "Možete odigrati: kralja u trefu"
                 for pos in cast(OneCardGame, game).playable_positions()]
        # "or draw" only where a draw would be taken (traditional draw refuses it now).
        drawable = game.can_draw
        if names:
            msg_id = "moves-play-or-draw" if drawable else "moves-play"
            text = self.words.t(msg_id, cards=join_list(self.words.lang, names))
        else:
            text = self.words.t("moves-draw" if drawable else "moves-none")
        return Announcement("info", text, stock=stock, moves=legal, draw=drawable)

    def _removal(self, game: AnyGame, sources: tuple[int, ...]) -> str:
        cards = [c for c in map(game.card_of, sources) if c is not None]
        if len(cards) == 1:  # after "you can remove": hr "Možete ukloniti: kralja u piku"
            return self.words.card(cards[0], "acc")
        return self.words.t("pyramid-pair-item", first=self.words.card(cards[0]),
                            second=self.words.card(cards[1]))

    def score(self, game: AnyGame) -> Announcement:
        """Score, moves made and cards left; a score below zero
        (traditional scoring) is spoken with the word for minus (``events.signed``)."""
        text = self.words.t(f"{prefix(game)}score", score=game.score, moves=game.moves,
                            count=game.cards_left)
        return self.words.signed(self.words.counted(Announcement("info", text, score=game.score)))

    def hint(self, game: AnyGame, hint: Hint | None) -> Announcement:
        """A suggested move in words, or "game over".

        A fair hint (``kinds.FairHint``) says the chance to win after the move
        (``odds.fair_hint``); any other hint the move alone, in the game's words:
        "Hint: play 7 of spades.", "Hint: pair 6 of hearts with 7 of clubs.".
        """
        if hint is None:
            return Announcement("info", self.words.t("hint-none"))
        first, second = self._named(game, hint)
        if isinstance(hint, FairHint):
            return self.odds.fair_hint(hint.kind, first, hint.odds, wins=hint.wins)
        text = self.words.t(f"{prefix(game)}hint", kind=hint.kind, card=first, first=first,
                            second=second)
        return Announcement("info", sentence_case(text))

    def peek_hint(self, game: AnyGame, hint: Hint | None) -> Announcement:
        """``hint peek``'s move in words, saying first that it looks at the hidden cards.

        "Looking at the hidden cards: play 7 of spades."; on a game the solver
        proved lost (``Hint.lost``): "Looking at the hidden cards: the game cannot
        be won from here. Play 5 of spades: it leads to the fewest cards left, 2
        cards." (or "… that I found." when ``Hint.fewest_left`` is None). A game
        over: "No hint: the game is over.".
        """
        if hint is None:
            return Announcement("info", self.words.t("hint-none"))
        first, second = self._named(game, hint)
        if hint.lost:
            # The solver proved the game lost: say so, and what the move leads to.
            msg_id = "hint-lost" if hint.fewest_left is not None else "hint-lost-best-found"
            text = self.words.t(f"{prefix(game)}{msg_id}", kind=hint.kind, card=first,
                                first=first, second=second, count=hint.fewest_left or 0)
            return self.words.counted(Announcement("info", sentence_case(text)))
        text = self.words.t(f"{prefix(game)}peek-hint", kind=hint.kind, card=first, first=first,
                            second=second)
        return Announcement("info", sentence_case(text))

    def _named(self, game: AnyGame, hint: Hint) -> tuple[str, str]:
        """The names of a hint's first and second cards ("" where it has none): the
        cards of its sources, which are face up (a hint never names a hidden card)."""
        names = [self.words.card(c) for c in map(game.card_of, hint.sources) if c is not None]
        first, second = (names + ["", ""])[:2]
        return first, second

    def chain(self, count: int) -> Announcement:
        """Removals since the last draw (``count``)."""
        return Announcement("info", self.words.t("pyramid-chain", count=count))

    def run(self, run: Run) -> Announcement:
        """The run in progress under traditional scoring: "Run of 3;
        the next card scores 4 points." or "No run yet; the next card scores 1 point."."""
        text = self.words.t("run-now", count=run.length, points=run.next_points)
        return Announcement("info", text)

    def faq(self, msg_ids: Sequence[str], variants: str, cards: int) -> list[Announcement]:
        """A game's questions and answers (``GameKind.faq``), one line each, as the
        rules in force answer them: ``variants``, the rule set's variant letters
        ("" the default rules), replace the answers they change (``faq.faq_in_force``).
        ``cards``: the tableau cards to clear (the layout's size), which the answer
        on the end of the game counts (docs/rules.md "End of the game")."""
        return [Announcement("info", sentence_case(self.words.t(msg_id, cards=cards)))
                for msg_id in faq_in_force(msg_ids, variants)]

    def look(self, game: AnyGame, pos: int) -> Announcement:
        """What is at tableau position ``pos`` (0-27) and what holds it or what it frees.

        Available: the card, its place, and what playing it would uncover.
        Face down: "hidden card" and the cards on it (never which card it
        is). Face up but covered: the covering cards. Covering cards that are
        face down are counted as hidden cards. Removed: "already played".
        """
        words = self.words
        row = row_of(game, pos)
        slot = game.layout.slot_of(pos) + 1
        card = game.card_at(pos)
        if kind_of(game).pairs:  # every card face up: what covers it, by name
            return self._pyramid_look(game, pos, row, slot)
        if card is None:
            return Announcement("info", sentence_case(words.t("look-played", row=row, slot=slot)))
        coverers = game.coverers(pos)
        if not game.is_face_up(pos):
            if coverers:
                text = words.t("look-covered-count", row=row, slot=slot,
                               cards=self.covers(game, coverers),
                               **words.genders(shown(game, coverers)))
            else:
                text = words.t("look-hidden", row=row, slot=slot)
            return words.counted(Announcement("info", sentence_case(text)))
        if coverers:
            text = words.t("look-covered-cards", card=words.card(card), row=row, slot=slot,
                           cards=self.covers(game, coverers),
                           **words.genders(shown(game, coverers)))
            return Announcement("info", sentence_case(text), card=card.code)
        text = words.t("look-free", card=words.card(card), row=row, slot=slot)
        freed = [self._freed(game, p) for p in game.would_free(pos)]
        if freed:
            text += " " + words.t("look-frees", card=words.card(card), count=len(freed),
                                  cards=join_and(words.lang, freed))
        return Announcement("info", sentence_case(text), card=card.code)

    def _pyramid_look(self, game: AnyGame, pos: int, row: int, slot: int) -> Announcement:
        words = self.words
        card = game.card_at(pos)
        if card is None:
            return Announcement("info", words.t("pyramid-look-played", row=row, slot=slot))
        coverers = game.coverers(pos)
        if coverers:
            text = words.t("pyramid-look-covered", card=words.card(card), row=row, slot=slot,
                           cards=self.covers(game, coverers),
                           **words.genders(shown(game, coverers)))
        else:
            text = words.t("pyramid-look-free", card=words.card(card), row=row, slot=slot)
            freed = [words.card(c) for c in map(game.card_at, game.would_free(pos)) if c]
            if freed:
                text += " " + words.t("look-frees", card=words.card(card), count=len(freed),
                                      cards=join_and(words.lang, freed))
        return Announcement("info", sentence_case(text), card=card.code)

    def _freed(self, game: AnyGame, pos: int) -> str:
        row = row_of(game, pos)
        card = game.card_at(pos)
        if card is not None and game.is_face_up(pos):
            return self.words.t("freed-card", card=self.words.card(card), row=row)
        return self.words.t("freed-hidden", row=row)
