"""What ``--jsonl`` gives a program (docs/scripting.md), and what it never gives away.

Issue 13, points 2 and 8. Whole games are played through the real ``Session``
and ``terminal.Output`` in JSON-lines mode (and, for the comparison, the
program itself): no line, field or spoken form ever names a card that is
face down or in the stock, over every event type and every refusal reason of
both games, in en, ar and hr; the ``board`` and ``moves`` answers carry their
cards, places, free cards, waste and draw as values.
"""

from __future__ import annotations

import io
import json
import os
import re
from collections.abc import Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import TypeVar, cast

import pytest
from conftest import run_main

from tripeaks_a11y.announcer import EVENT_NAMES, Announcement, Seen
from tripeaks_a11y.commands import ParseError, parse
from tripeaks_a11y.games import AnyGame
from tripeaks_a11y.i18n import CARD_CASES, card_name
from tripeaks_a11y.kinds import KINDS, OneCardGame, SourceGame, parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.program.terminal import Output
from tripeaks_a11y.session import Session
from tripeaks_a11y.solver import native
from tripeaks_a11y.speech import make_controller
from tripeaks_a11y.values.cards import Card, full_deck, parse_card_code
from tripeaks_a11y.values.events import WASTE, Reason
from tripeaks_a11y.values.rules import CLASSIC, EASY

LANGS = LANGUAGES
ROOT = Path(__file__).parent.parent
GOLDEN = Path(__file__).parent / "data" / "golden"
REASONS = frozenset(reason.value for reason in Reason) | {"bad_code"}
"""Every ``reason`` a refused line can carry (docs/scripting.md)."""

Record = dict[str, object]
T = TypeVar("T")


# ----- the game, played as the program plays it ----------------------------


class Player:
    """One game in ``--jsonl`` mode: the real Session and Output, speech none.

    ``say`` answers one line as the program does and checks every printed
    record and every announcement against the cards that were hidden both
    before and after it (a drawn or revealed card may be named by its
    answer, and so may a card an undo puts back in the stock).
    """

    def __init__(self, code: str, lang: str) -> None:
        self.lang = lang
        self.stream = io.StringIO()
        self.speech = make_controller("none")
        game_code = parse_code(code)
        self.session = Session(lang=lang, code=game_code, game=game_code.game,
                               speech_settings=self.speech)
        self.out = Output(self.stream, True, self.speech, self.session)
        self.records: list[Record] = []
        self._emit(self.session.start(), frozenset(), None)

    @property
    def game(self) -> AnyGame:
        return self.session.game

    def say(self, line: str) -> list[Record]:
        """The records printed for ``line``, each checked (AssertionError on a leak)."""
        game = self.game
        before = unseen(game)
        start = self.stream.tell()  # a working line is printed before the answer
        items = self.session.handle(line)
        after = unseen(self.game)
        hidden = before & after if self.game is game else after
        return self._emit(items, hidden, line, words=not is_help(line), start=start)

    def _emit(self, items: list[Announcement], hidden: frozenset[Card],
              line: str | None, *, words: bool = True, start: int | None = None
              ) -> list[Record]:
        """Print ``items`` through the Output and check what it printed since ``start``
        (None: now); ``words``: the text and spoken forms too (help's examples name
        cards of no deal)."""
        if start is None:
            start = self.stream.tell()
        self.out.emit(items)
        self.stream.seek(start)
        printed = [json.loads(text) for text in self.stream.read().splitlines()]
        where = f"{self.lang} {self.session.code} after {line!r}"
        for record in printed:
            assert_names_none(record, hidden, where, words=words)
        for item in items:  # the announcer's own facts, before the Output's guard
            assert_names_none(item.to_json(), hidden, f"{where} (announced)", words=False)
            for form in (item.spoken, item.brief, item.full) if words else ():
                if form:  # what speech is handed, at every verbosity
                    assert_text_names_none(form, hidden, f"{where} (spoken)")
        self.records += printed
        return printed


def unseen(game: AnyGame) -> frozenset[Card]:
    """The cards the player cannot see: face down on the tableau, or in the stock."""
    down = {game.card_at(pos) for pos in range(game.layout.size)
            if not game.is_removed(pos) and not game.is_face_up(pos)}
    return frozenset(card for card in down if card is not None) | frozenset(game.stock)


_CODE = re.compile(r"(?<!\w)[A2-9TJQK][SHDC](?!\w)")


@cache
def _names(lang: str) -> tuple[re.Pattern[str], dict[str, Card]]:
    """A pattern finding every card name of ``lang`` (each case), and the card of each."""
    cards: dict[str, Card] = {}
    for card in full_deck():
        for case in ("nom", *CARD_CASES):
            cards[card_name(lang, card, case).casefold()] = card
    words = "|".join(re.escape(name) for name in sorted(cards, key=len, reverse=True))
    # Arabic joins "and" («و») to the next word: no word boundary before a name there.
    before = "" if lang == "ar" else r"(?<!\w)"
    return re.compile(rf"{before}(?:{words})(?!\w)", re.IGNORECASE), cards


def named_cards(text: str) -> set[Card]:
    """The cards ``text`` names, by code or by name in any of the three languages."""
    found = {parse_card_code(code) for code in _CODE.findall(text)}
    for lang in LANGS:
        pattern, cards = _names(lang)
        found.update(cards[name.casefold()] for name in pattern.findall(text))
    return found


def assert_text_names_none(text: str, hidden: frozenset[Card], where: str) -> None:
    leaked = named_cards(text) & hidden
    assert not leaked, f"{where}: names hidden {sorted(c.code for c in leaked)}: {text}"


def strings(value: object) -> Iterator[str]:
    """Every string in a JSON value (keys included), depth first."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)


def is_help(line: str) -> bool:
    """``help`` or ``help CMD``, in any language."""
    try:
        return parse(line).name == "help"
    except ParseError:
        return False


def assert_names_none(record: Record, hidden: frozenset[Card], where: str, *,
                      words: bool = True) -> None:
    codes = {card.code for card in hidden}
    facts = {key: value for key, value in record.items() if key != "text"}
    leaked = codes.intersection(strings(facts))
    assert not leaked, f"{where}: the facts name hidden {sorted(leaked)}: {record}"
    if words:
        assert_text_names_none(str(record["text"]), hidden, where)


# ----- what a player tries: every query, every refusal, then a move ---------


def code_of(card: Card) -> str:
    return card.code.lower()


def place_of(game: AnyGame, pos: int) -> str:
    return f"row {game.layout.row_of(pos) + 1} card {game.layout.slot_of(pos) + 1}"


def probe(player: Player, *, full: bool = False) -> None:
    """Every line of ``probes``, each move one makes taken back at once."""
    for line in probes(player.game, player.session.kind.pairs, full=full):
        made = player.game.moves
        player.say(line)
        if player.game.moves != made and not player.game.is_over:
            player.say("undo")


def probes(game: AnyGame, pairs: bool, *, full: bool = False) -> list[str]:
    """Lines that ask about, or try to use, the hidden cards and the seen ones: queries
    and refused moves (a free card named may be played: ``probe`` undoes it). ``full``:
    more cards of each sort, and every way to name them."""
    lines = ["board", "moves",
             *(["waste", "row 1", "row 4", "score", "look stock", "look waste"] if full else [])]
    count = 2 if full else 0

    def some(items: Sequence[T]) -> list[T]:  # the first few and the last
        return [*items[:count], *items[-1:]] if len(items) > count else list(items)

    size = game.layout.size
    down = [p for p in range(size) if not game.is_removed(p) and not game.is_face_up(p)]
    up = [p for p in range(size) if not game.is_removed(p) and game.is_face_up(p)]
    for pos in some(down):
        card = game.card_at(pos)
        assert card is not None
        lines += [place_of(game, pos), code_of(card), f"look {code_of(card)}"]
        if full:
            lines += [f"look {place_of(game, pos)}", f"play {code_of(card)}",
                      str(card.rank.value)]
    for card in some(game.stock):
        lines += [code_of(card), f"look {code_of(card)}"]
        if pairs and up:
            other = game.card_at(up[-1])
            assert other is not None
            lines += [f"pair {code_of(card)} {code_of(other)}", f"{code_of(card)} waste"]
            if full:
                lines.append(f"remove {code_of(card)}")
    covered = [p for p in up if not game.is_available(p)]
    free = [p for p in up if game.is_available(p)]
    for pos in covered[:1] + free[:2 if full else 1]:
        card = game.card_at(pos)
        assert card is not None
        lines += [code_of(card), f"look {code_of(card)}"]
        if pairs:
            lines += [f"pair {code_of(card)} {code_of(card)}", f"{code_of(card)} waste",
                      f"remove {code_of(card)}"]
    if pairs and len(free) > 1:
        first, second = game.card_at(free[0]), game.card_at(free[1])
        assert first is not None and second is not None
        lines.append(f"pair {code_of(first)} {code_of(second)}")
    if game.waste_top is not None:
        lines.append(code_of(game.waste_top))
    for card in game.waste[:-1][:1]:  # a card played earlier
        lines.append(code_of(card))
    return lines


def next_move(game: AnyGame, pairs: bool, turn: int) -> str:
    """The first legal move in board order (every third turn a draw while one is left)."""
    if game.stock and turn % 3 == 2:
        return "draw"
    if pairs:
        removals = cast(SourceGame, game).removals()
        if removals:
            cards = [(source, game.card_of(source)) for source in removals[0]]
            return " ".join("waste" if source == WASTE else code_of(card)
                            for source, card in cards if card is not None)
    else:
        playable = cast(OneCardGame, game).playable_positions()
        if playable:
            return place_of(game, playable[0])
    return "draw"


def play_out(code: str, lang: str, *, probe_every: int = 4, turns: int = 80) -> Player:
    """A whole game of ``code`` in ``lang``: undo and the refusals at the start, the
    probes every few turns, a move each turn (undone and made again now and then),
    and after the end what a player tries then."""
    player = Player(code, lang)
    pairs = player.session.kind.pairs
    for line in ("undo", "new TP1-X-AAAAAAB", "new 99999999999"):
        player.say(line)
    probe(player, full=True)
    for turn in range(turns):
        game = player.game
        if game.is_over:
            break
        if turn % probe_every == 0:
            probe(player)
        move = next_move(game, pairs, turn)
        player.say(move)
        if turn % 5 == 1 and not player.game.is_over:
            player.say("undo")
            player.say(move)
    for line in ("draw", "draw"):
        player.say(line)
    probe(player, full=True)
    # Pyramid's hint is the seed's rule, at once; TriPeaks' is a search (the goldens').
    for line in ("hint", "undo", "board") if pairs else ("undo", "board"):
        player.say(line)
    return player


def replay(commands: Path, lang: str, *, probe_every: int = 3) -> Player:
    """A golden game's command file, with the probes after every few moves (a line
    whose answer moved a card: never in the middle of a question)."""
    first, *lines = commands.read_text(encoding="utf-8").splitlines()
    player = Player(first.split(":", 1)[1].strip(), lang)
    moved = 0
    for line in lines:
        if line.lstrip().startswith("#"):
            continue
        if player.session.finished:
            break
        records = player.say(line)
        if any(r["event"] in ("removed", "drawn") for r in records):
            moved += 1
            if moved % probe_every == 0:
                probe(player)
    probe(player, full=True)  # after the end, won or not
    return player


def deal_code(number: int) -> str:
    """Deal ``number`` of TriPeaks (Easy when even, Classic when odd) or, from 1000,
    of Pyramid."""
    if number >= 1000:
        return str(KINDS[1].code(number, EASY))
    return str(KINDS[0].code(number, CLASSIC if number % 2 else EASY))


# ----- the tests -------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_no_line_names_a_hidden_card(lang: str) -> None:
    """Every event type and every refusal reason of both games, in ``lang``: no field,
    text or spoken form names a face-down or stock card (``Player`` checks each)."""
    records: list[Record] = []
    for name in ("tp-win", "py-win", "tp-blocked", "py-tour"):
        records += replay(GOLDEN / f"{name}.commands.txt", lang).records
    offset = LANGS.index(lang)
    for number in (1 + offset, 1000 + offset):
        records += play_out(deal_code(number), lang).records
    # The rule variants (docs/rules.md "Variants"): all cards open, the draw refused while
    # a card can be played, the waste empty at the start.
    records += play_out(f"{deal_code(4 + offset)}-DOW", lang).records
    # The working line: before a search expected to take long (the Python search's).
    with native.using("python"):
        records += Player(deal_code(7 + offset), lang).say("hint peek")
    events = {str(r["event"]) for r in records}
    reasons = {str(r["reason"]) for r in records if "reason" in r}
    assert events == set(EVENT_NAMES)
    assert reasons == REASONS


@pytest.mark.parametrize("number", [*range(100, 110), *range(1100, 1106)])
def test_no_deal_shows_a_hidden_card(number: int) -> None:
    """Many deals of both games played out with the probes, the languages in turn."""
    play_out(deal_code(number), LANGS[number % 3], probe_every=6, turns=60)


def test_the_last_guard_takes_out_a_hidden_card() -> None:
    """Whatever an announcement says, the JSON line holds no face-down or stock card:
    the card leaves ``card``, a card object becomes ``"hidden": true``."""
    player = Player("TP1-E-AAAAAAB", "en")
    game = player.game
    down = next(card for pos in range(game.layout.size)
                if not game.is_face_up(pos) and (card := game.card_at(pos)) is not None)
    stock = game.stock[0]
    shown = game.card_at(27)
    assert shown is not None and game.waste_top is not None
    told = Announcement("info", "A test line.", card=stock.code,
                        cards=(Seen(row=1, place=1, card=down.code, free=False),
                               Seen(row=4, place=10, card=shown.code, free=True)),
                        waste=game.waste_top.code,
                        moves=((Seen(card=stock.code, waste=True),
                                Seen(row=4, place=10, card=shown.code)),))
    drawn_pile = Announcement("board", "Another.", waste=stock.code, stock=23)
    printed, pile = player._emit([told, drawn_pile], frozenset(), None)
    assert pile == {"event": "board", "text": "Another.", "stock": 23}
    assert printed == {
        "event": "info", "text": "A test line.", "waste": game.waste_top.code,
        "cards": [{"row": 1, "place": 1, "free": False, "hidden": True},
                  {"row": 4, "place": 10, "card": shown.code, "free": True}],
        "moves": [{"cards": [{"waste": True, "hidden": True},
                             {"row": 4, "place": 10, "card": shown.code}]}],
    }


def test_a_drawn_card_is_named_and_an_undone_draw_too() -> None:
    """The answer that shows a card names it: the draw, and the undo of the draw (the
    player saw it on the waste); the next board does not."""
    player = Player("TP1-E-AAAAAAB", "en")
    top = player.game.stock[0]
    [drawn] = player.say("draw")
    assert (drawn["event"], drawn["card"]) == ("drawn", top.code)
    [undone] = player.say("undo")
    assert (undone["event"], undone["card"], undone["stock"]) == ("undone", top.code, 23)
    [board] = player.say("board")
    assert top.code not in json.dumps(board)


def board_facts(code: str, lines: str, lang: str) -> tuple[list[Record], list[Record]]:
    player = Player(code, lang)
    for line in lines.splitlines():
        player.say(line)
    board = [r for r in player.say("board") if r["event"] == "board"]
    return board, player.say("moves")


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_carries_its_cards(lang: str) -> None:
    """TriPeaks (the rules pages' deal, after king of clubs, ace of spades, 2 of
    diamonds): the face-up cards with their places and which are free, the face-down
    ones hidden, the played places left out, the waste top and the stock."""
    [board], [moves] = board_facts("TP1-E-AAAAAAB", "kc\nas\n2d", lang)
    english, _ = board_facts("TP1-E-AAAAAAB", "kc\nas\n2d", "en")
    assert {key: value for key, value in board.items() if key != "text"} == \
        {key: value for key, value in english[0].items() if key != "text"}
    assert (board["stock"], board["waste"]) == (23, "2D")
    cards = board["cards"]
    assert isinstance(cards, list) and len(cards) == 25
    by_place = {(c["row"], c["place"]): c for c in cards}
    assert by_place[(1, 1)] == {"row": 1, "place": 1, "hidden": True, "free": False}
    assert by_place[(3, 5)] == {"row": 3, "place": 5, "card": "7S", "free": True}
    assert by_place[(4, 1)] == {"row": 4, "place": 1, "card": "3S", "free": True}
    assert by_place[(4, 4)] == {"row": 4, "place": 4, "card": "4S", "free": True}
    assert {(4, 3), (4, 5), (4, 6)}.isdisjoint(by_place)  # KC, 2D and AS are played
    assert [c for c in cards if "hidden" not in c and not c["free"]] == []
    assert sum(1 for c in cards if c.get("hidden")) == 17
    assert moves["moves"] == [{"row": 4, "place": 1, "card": "3S"}]
    assert (moves["draw"], moves["stock"]) == (True, 23)


@pytest.mark.parametrize("lang", LANGS)
def test_the_pyramid_board_and_moves(lang: str) -> None:
    """Pyramid (deal 224): every card face up with its place, the bottom row free, no
    waste until a draw; the moves as pairs, the waste top as ``"waste": true``."""
    [board], [moves] = board_facts("PY1-AAAAAIQ", "", lang)
    assert board["stock"] == 24 and "waste" not in board
    cards = board["cards"]
    assert isinstance(cards, list) and len(cards) == 28
    assert cards[0] == {"row": 1, "place": 1, "card": "KH", "free": False}
    assert [c["card"] for c in cards if c["free"]] == ["7S", "JH", "4H", "5D", "2D", "9C", "QC"]
    assert all(c["row"] == 7 for c in cards if c["free"])
    assert moves["moves"] == [
        {"cards": [{"row": 7, "place": 2, "card": "JH"}, {"row": 7, "place": 5, "card": "2D"}]},
        {"cards": [{"row": 7, "place": 3, "card": "4H"}, {"row": 7, "place": 6, "card": "9C"}]},
    ]
    [board], [moves] = board_facts("PY1-AAAAAIQ", "draw", lang)
    assert (board["waste"], board["stock"]) == ("2C", 23)
    assert moves["moves"] == [
        {"cards": [{"row": 7, "place": 2, "card": "JH"}, {"row": 7, "place": 5, "card": "2D"}]},
        {"cards": [{"row": 7, "place": 2, "card": "JH"}, {"waste": True, "card": "2C"}]},
        {"cards": [{"row": 7, "place": 3, "card": "4H"}, {"row": 7, "place": 6, "card": "9C"}]},
    ]
    assert (moves["draw"], moves["stock"]) == (True, 23)
    [board], _ = board_facts("PY1-AAAAAIQ", "draw\njh 2d", lang)
    cards = board["cards"]
    assert isinstance(cards, list) and len(cards) == 26
    assert {(c["row"], c["place"]) for c in cards}.isdisjoint({(7, 2), (7, 5)})


def test_moves_when_none_is_left_and_after_a_win() -> None:
    """No draw left: ``"draw": false``; after a win no move at all."""
    player = replay(GOLDEN / "tp-win.commands.txt", "en")
    assert player.game.is_over
    [moves] = player.say("moves")
    assert (moves["moves"], moves["draw"]) == ([], False)
    player = Player("TP1-E-AAAAAAB", "en")
    while player.game.stock:
        player.say("draw")
    [moves] = player.say("moves")
    assert moves["draw"] is False and moves["stock"] == 0


def run_program(args: list[str], stdin: str) -> list[str]:
    result = run_main(args, stdin, {**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert result.returncode == 0 and not result.stderr, result.stderr
    return result.stdout.splitlines()


@pytest.mark.parametrize(("code", "lang", "script"), [
    ("TP1-E-AAAAAAB", "hr", "row 1 card 1\n5h\nkc\nmoves\ndraw\nundo\nlook row 2 card 1\nboard\n"),
    ("PY1-AAAAAIQ", "ar", "draw\nmoves\njh 2c\nboard\nundo\nmoves\n"),
])
def test_the_program_prints_these_lines(code: str, lang: str, script: str) -> None:
    """The program with ``--jsonl`` prints exactly what the tests' Output prints, and
    without it the same ``text`` lines (no wording changed)."""
    player = Player(code, lang)
    for line in script.splitlines():
        player.say(line)
    args = ["--game", code, "--lang", lang, "--speech", "none"]
    printed = run_program([*args, "--jsonl"], script)
    assert [json.loads(line) for line in printed] == player.records
    plain = run_program(args, script)
    texts = [str(record["text"]) for record in player.records]
    assert [line.replace("\u200e", "").replace("\u200f", "") for line in plain] == texts


def test_the_page_for_programs_lists_every_event_and_reason() -> None:
    """docs/scripting.md names every event and every reason; README and the
    architecture page link to it."""
    page = (ROOT / "docs" / "scripting.md").read_text(encoding="utf-8")
    for name in (*EVENT_NAMES, *REASONS, "cards", "moves", "draw", "waste", "hidden", "free"):
        assert f"`{name}`" in page, name
    assert "docs/scripting.md" in (ROOT / "README.md").read_text(encoding="utf-8")
    assert "scripting.md" in (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
