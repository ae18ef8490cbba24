"""Fuzzing the session: no line breaks it, garbles the game, or names a card not yet seen.

Issue 11, "How to prove it": hypothesis hands ``Session.handle`` random lines
(random Unicode, control characters, escape sequences, the game's own words
in English, Arabic and Croatian mixed with noise, legal moves, hidden cards
named on purpose) in both games and the three languages, up to 30 lines a
game, and checks after every line:

* no exception escapes ``handle``; a line with something in it gets an
  answer (only ``stop`` says nothing);
* every answer has text, and no form of it (text, spoken, brief, full)
  holds a C0 or C1 control character, DEL or ESC;
* the game is sound: every card is in one place (TriPeaks: tableau + stock
  + waste = 52; Pyramid: the removed cards are kings and pairs adding up to
  13, and the score counts the pyramid cards gone), the score is not
  negative, the status agrees with the cards, the code said is the deal
  played;
* an answer that only refuses changes nothing; ``repeat`` says the last
  answer again, word for word;
* no answer names a face-down or stock card, in its text, its spoken forms
  or its ``card`` field, not even one the player named. A card name may
  stand only in a quote of the player's own words ("I did not understand:
  …", found from the catalogs' messages that quote outside text) or in a
  fixed sentence of the catalogs (a help example).

Bounded for the suite (``derandomize``: the same examples on every run, in
about 15 s on two cores; the searches stop after 0.05 s, random deals
are seeded); ``scripts/fuzz.py`` is the long run, through the program.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
import weakref
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import cast

import pytest
from fluent.syntax import FluentParser, ast, visitor
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tripeaks_a11y.session.base as session_base
import tripeaks_a11y.session.dealing as session_dealing
from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.announcer.announcement import EVENT_NAMES
from tripeaks_a11y.commands.grammar import (
    CARD_GLUE,
    COMMANDS,
    COMMANDS_BY_NAME,
    FILLER_WORDS,
    LANGUAGE_NAMES,
    MISHEARINGS,
    NUMBER_MISHEARINGS,
    NUMBER_WORDS,
    OPTION_VALUES,
    ORDINAL_WORDS,
    PAIR_GLUE,
    RANK_LETTERS,
    RANK_WORDS,
    ROW_NAMES,
    ROW_WORDS,
    SLOT_WORDS,
    SUIT_SYMBOLS,
    SUIT_WORDS,
)
from tripeaks_a11y.commands.normalize import normalize
from tripeaks_a11y.deals import DEAL_COUNT, GameCode
from tripeaks_a11y.games.tripeaks import Status
from tripeaks_a11y.i18n import LANGUAGES, MessageFormatError, card_name, locales_dir, t
from tripeaks_a11y.kinds import KINDS, GameKind, OneCardGame, SourceGame, kind_of_code
from tripeaks_a11y.sanitize import without_escapes
from tripeaks_a11y.session import Session
from tripeaks_a11y.settings.keeper import Preferences
from tripeaks_a11y.speech import Plan, SpeechController, plan_output
from tripeaks_a11y.values.cards import Card, Rank, full_deck
from tripeaks_a11y.values.rules import CLASSIC, EASY

MAX_LINES = 30
"""Lines in one fuzzed game."""

SEARCH_SECONDS = 0.05
"""The runaway guard of ``solve``, ``hint``, ``hint peek``, ``odds`` and ``new winnable``
here instead of ``solver.RUNAWAY_SECONDS``, so the module stays quick."""

QUOTE_VARIABLES = frozenset({"text", "detail", "topic", "codes"})
"""Catalog variables that carry outside text (the player's words, said back through echo)."""

FORBIDDEN = re.compile("[\x00-\x1f\x7f-\x9f]")
"""C0 controls (newline and tab included: an answer is one line), DEL, C1 controls."""

# ----------------------------------------------------------------- fixtures


class SeededDeals:
    """Stands in for ``secrets`` where the session picks a random deal ("new", "game pyramid").

    Hypothesis replays an example to shrink it, so the deals must be the
    same each time: ``seed`` starts each example's sequence.
    """

    def __init__(self) -> None:
        self._random = random.Random(0)

    def seed(self, seed: int) -> None:
        """Start the sequence of deal numbers again from ``seed``."""
        self._random.seed(seed)

    def randbelow(self, limit: int) -> int:
        """A deal number in 0 … ``limit`` - 1, as ``secrets.randbelow``."""
        return self._random.randrange(limit)


DEALS = SeededDeals()


@pytest.fixture(autouse=True, scope="module")
def _quick_search_and_seeded_deals() -> Iterator[None]:
    """Searches stop after SEARCH_SECONDS ("Search stopped. The game goes on." is an
    answer too), and random deals follow ``DEALS``."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(session_base.SessionBase, "search_seconds", SEARCH_SECONDS)
        patch.setattr(session_dealing, "secrets", DEALS, raising=False)
        yield


def _no_engines(choice: str) -> Plan:
    """The output plan for ``choice`` on a machine with no screen reader and no voice."""
    return plan_output(choice, detector=lambda: None, tts=[], screen_reader=[])


def new_session(lang: str, code: GameCode) -> Session:
    """A session of ``code`` in ``lang`` with no speech layer and no settings file."""
    return Session(lang=lang, code=code, preferences=Preferences())


@contextmanager
def playing(lang: str, code: GameCode) -> Iterator[Session]:
    """A session of ``code`` in ``lang`` with the real speech controller, as the game has.

    The output is "none" and no engine exists, so "speech tts" switches to a
    voice that never starts; the settings are kept for the session only.
    """
    preferences = Preferences()
    speech = SpeechController(Plan("none", []), preferences=preferences, replan=_no_engines)
    try:
        yield Session(lang=lang, code=code, speech_settings=speech, preferences=preferences)
    finally:
        speech.close()


# ----------------------------------------------------------------- vocabulary


def _words(lang: str) -> list[str]:
    """Every word and phrase of ``lang``'s grammar, and its catalog's card names."""
    found: set[str] = set()
    for spec in COMMANDS:
        found.update(spec.words[lang])
    for table in (RANK_WORDS[lang], SUIT_WORDS[lang], NUMBER_WORDS[lang], ORDINAL_WORDS[lang]):
        for words in table.values():
            found.update(words)
    for values in OPTION_VALUES.values():
        for per_lang in values.values():
            found.update(per_lang[lang])
    found.update(ROW_WORDS[lang], SLOT_WORDS[lang], ROW_NAMES[lang], FILLER_WORDS[lang],
                 MISHEARINGS[lang], NUMBER_MISHEARINGS[lang], PAIR_GLUE[lang], CARD_GLUE[lang])
    found.update(card_name(lang, card) for card in full_deck())
    return sorted(found)


VOCABULARY = {lang: _words(lang) for lang in LANGUAGES}
SHARED_WORDS = sorted({*RANK_LETTERS, *SUIT_SYMBOLS, *LANGUAGE_NAMES,
                       *(card.code for card in full_deck()),
                       *(card.code.lower() for card in full_deck()),
                       "10s", "10H", "TP1-E-AAAAAAB", "TP1-C-AAAAAAD", "PY1-AAAAAAB",
                       "TP1-E-AAAAAAB-W", "TP1-X-AAAAAAB", "PY1-C-AAAAAAB", "TP1", "PY1",
                       "tp1-e-zzzzzzz", "1", "4", "28", "52", "0", "-5", "99999999", "1e5",
                       "٣", "７", "½", "?", "#", "yes", "no"})
ESCAPES = ["\x1b]0;pwned\x07", "\x1b[2J", "\x1b[31m", "\x1bP1$r\x1b\\", "\x1bc", "\x9b2J",
           "\x9d0;x\x9c", "\x07", "\x00", "\x08", "\x7f", "\r", "\x0b", "\x0c", "\x1c", "\x85",
           "\u2028", "\u202e", "\u200f", "\u2066", "\ufeff", "\ufffd", "\u0301", "\ue000",
           "\U0010fffd", "ـ"]

surrogate_free = st.characters(exclude_categories=["Cs"])
controls = st.characters(min_codepoint=0, max_codepoint=0x9F)
noise = st.one_of(
    st.sampled_from(ESCAPES),
    st.text(surrogate_free, min_size=1, max_size=12),
    st.text(controls, min_size=1, max_size=4),
    st.integers(-10, 10**9).map(str),
    st.text("0123456789", min_size=1, max_size=60),
)
separators = st.sampled_from([" ", " ", " ", "  ", "\t", "", ",", ".", "-", "\x1b[0m", "\xa0"])


@cache
def vocabulary_line(lang: str) -> st.SearchStrategy[str]:
    """A few words of ``lang`` (now and then another language's), codes and noise."""
    other = st.sampled_from(LANGUAGES).flatmap(lambda other: st.sampled_from(VOCABULARY[other]))
    token = st.one_of(st.sampled_from(VOCABULARY[lang]), st.sampled_from(VOCABULARY[lang]),
                      st.sampled_from(SHARED_WORDS), other, noise)
    case = st.sampled_from(["as typed", "as typed", "as typed", "upper", "title"])
    return st.tuples(st.lists(token, min_size=1, max_size=8), separators, case).map(
        lambda parts: _cased(parts[1].join(parts[0]), parts[2]))


def _cased(text: str, case: str) -> str:
    return text.upper() if case == "upper" else text.title() if case == "title" else text


@cache
def any_line(lang: str) -> st.SearchStrategy[str]:
    """Words, pure noise, or a command word followed by noise."""
    command = st.sampled_from(COMMANDS).map(lambda spec: spec.words[lang][0])
    return st.one_of(
        vocabulary_line(lang), vocabulary_line(lang),
        st.text(surrogate_free, max_size=80),
        st.tuples(command, st.text(surrogate_free, max_size=30)).map(" ".join),
        st.sampled_from(["", " ", "\t", "\x1b", "\x07\x07", "new \x07", "\x1b]0;x\x07 board"]),
        st.tuples(st.sampled_from(["", "new ", "play "]),  # about the longest line taken
                  st.sampled_from(["x ", "7s", "9", "\x1b[2J"]), st.integers(1, 700)).map(
            lambda p: p[0] + p[1] * p[2]),
    )


@cache
def command_word(lang: str, name: str) -> st.SearchStrategy[str]:
    """Any of the words of command ``name`` in ``lang``."""
    return st.sampled_from(COMMANDS_BY_NAME[name].words[lang])


@cache
def card_words(lang: str, card: Card) -> st.SearchStrategy[str]:
    """``card`` as a player may say it: its code, its name, or rank words and suit words."""
    spoken = st.tuples(st.sampled_from(RANK_WORDS[lang][card.rank] or (card.rank.letter,)),
                       st.sampled_from(("", *CARD_GLUE[lang])),
                       st.sampled_from(SUIT_WORDS[lang][card.suit])).map(
        lambda p: " ".join(w for w in p if w))
    return st.one_of(st.just(card.code), st.just(card.code.lower()),
                     st.just(card_name(lang, card)), spoken,
                     st.sampled_from(LANGUAGES).map(lambda other: card_name(other, card)))


def hidden_cards(session: Session) -> set[Card]:
    """The cards the player cannot see now: face-down tableau cards and the stock."""
    game = session.game
    down = {card for pos in range(game.layout.size)
            if not game.is_face_up(pos) and (card := game.card_at(pos)) is not None}
    return down | set(game.stock)


def legal_moves(session: Session) -> list[tuple[str, tuple[Card, ...]]]:
    """The moves open now, as (command name, cards): play, remove, pair, draw."""
    game = session.game
    moves: list[tuple[str, tuple[Card, ...]]] = []
    if session.kind.pairs:
        for sources in cast(SourceGame, game).removals():
            cards = tuple(c for s in sources if (c := game.card_of(s)) is not None)
            moves.append(("remove" if len(cards) == 1 else "pair", cards))
    else:
        moves.extend(("play", (c,)) for p in cast(OneCardGame, game).playable_positions()
                     if (c := game.card_of(p)) is not None)
    if game.stock_count:
        moves.append(("draw", ()))
    return moves


@cache
def move_line(lang: str, name: str, cards: tuple[Card, ...]) -> st.SearchStrategy[str]:
    """One move worded in ``lang``: "play 7 of spades", "7s", "pair 6h and 7c", "draw"."""
    if not cards:
        return command_word(lang, name)
    said = st.tuples(*(card_words(lang, card) for card in cards))
    glue = st.sampled_from(PAIR_GLUE[lang])
    if len(cards) == 2:
        pair = st.tuples(said, glue).map(lambda p: f" {p[1]} ".join(p[0]))
        return st.one_of(st.tuples(command_word(lang, "pair"), pair).map(" ".join), pair)
    alone = st.one_of(said.map(lambda p: p[0]),  # or its rank alone: "which one?" if two
                      st.sampled_from(RANK_WORDS[lang][cards[0].rank] or (cards[0].rank.letter,)))
    return st.one_of(alone, st.tuples(command_word(lang, name), alone).map(" ".join))


@cache
def answer_word(lang: str) -> st.SearchStrategy[str]:
    """An answer to a question: yes, no, or a suit (which one of two cards)."""
    suits = [word for words in SUIT_WORDS[lang].values() for word in words]
    return st.one_of(command_word(lang, "yes"), command_word(lang, "no"), st.sampled_from(suits))


ANY_CARD = st.sampled_from(full_deck())
CODES = st.one_of(st.sampled_from(SHARED_WORDS), st.integers(-5, 10**7).map(str),
                  st.tuples(st.sampled_from(["TP1-E-", "TP1-C-", "PY1-", "tp1-e-", "TP1-"]),
                            st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=5, max_size=9))
                  .map("".join))


@cache
def argument(lang: str, arg: str, command: str) -> st.SearchStrategy[str]:
    """What may follow ``command`` (its grammar's ``arg`` kind), said in ``lang``, or a slip."""
    values = OPTION_VALUES.get(command)
    if values is not None:
        said = st.sampled_from([w for per_lang in values.values() for w in per_lang[lang]])
    elif arg == "target":
        place = st.tuples(st.sampled_from(ROW_WORDS[lang]), st.integers(0, 9),
                          st.sampled_from(SLOT_WORDS[lang]), st.integers(0, 11)).map(
            lambda p: f"{p[0]} {p[1]} {p[2]} {p[3]}")
        rank = st.sampled_from([w for words in RANK_WORDS[lang].values() for w in words])
        said = st.one_of(ANY_CARD.flatmap(lambda c: card_words(lang, c)), place, rank,
                         st.sampled_from(["waste", "w", *COMMANDS_BY_NAME["waste"].words[lang]]))
    elif arg == "pair":
        said = st.tuples(ANY_CARD.flatmap(lambda c: card_words(lang, c)),
                         st.sampled_from(PAIR_GLUE[lang]),
                         ANY_CARD.flatmap(lambda c: card_words(lang, c))).map(" ".join)
    elif arg in ("row", "number"):
        said = st.one_of(st.integers(-3, 500).map(str),
                         st.sampled_from([w for ws in NUMBER_WORDS[lang].values() for w in ws]))
    elif arg == "code":
        said = CODES
    elif arg == "topic":
        said = st.sampled_from([w for spec in COMMANDS for w in spec.words[lang]])
    else:
        return st.just("")
    return st.one_of(said, said, said, vocabulary_line(lang))


@cache
def command_line(lang: str) -> st.SearchStrategy[str]:
    """A command of ``lang`` with an argument of its kind: "row 3", "lang hr", "new 123"."""
    return st.sampled_from(COMMANDS).flatmap(lambda spec: st.tuples(
        st.sampled_from(spec.words[lang]), argument(lang, spec.arg, spec.name)).map(
        lambda p: f"{p[0]} {p[1]}".strip()))


def best_move(session: Session) -> tuple[str, tuple[Card, ...]] | None:
    """The test's own player: the move freeing the most cards, else draw (no clock: the
    solver's time limit would make the examples differ from run to run)."""
    game, moves = session.game, legal_moves(session)

    def frees(cards: tuple[Card, ...]) -> int:
        places = [game.position_of(card) for card in cards]
        return sum(len(game.would_free(p)) for p in places if p is not None)

    plays = [move for move in moves if move[0] != "draw"]
    return max(plays, key=lambda move: frees(move[1])) if plays else \
        (moves[0] if moves else None)


STEPS = st.sampled_from(["any", "words", "command", "command", "move", "move", "move",
                         "hidden", "answer", "undo"])
VERBS = st.sampled_from(["play", "look", "remove", "pair", "help", "new", "hint", "moves",
                         "row", "waste"])
HIDDEN_FORMS = st.sampled_from(["{said}", "{verb} {said}", "xyzzy {said}", "{said} {said}",
                                "{verb} {said} {said}", "{said} 2"])
INDEX = st.integers(0, 1 << 16)
LANGS = st.sampled_from(LANGUAGES)


@st.composite
def next_line(draw: st.DrawFn, session: Session, steps: st.SearchStrategy[str] = STEPS) -> str:
    """The next line of a fuzzed game: noise, words, a command, a legal move (or the
    best one), an answer, or a hidden card named."""
    lang = session.lang
    step = draw(steps)
    if step == "best":
        move = best_move(session)
        if move is not None:
            return draw(move_line(lang, *move))
    if step == "greedy":  # a card while one can go, else draw
        plays = [move for move in legal_moves(session) if move[0] != "draw"]
        if plays:
            name, cards = plays[draw(INDEX) % len(plays)]
            return draw(move_line(lang, name, cards))
        step = "move"
    if step in ("move", "best"):
        moves = legal_moves(session)
        if moves:
            name, cards = moves[draw(INDEX) % len(moves)]
            return draw(move_line(lang, name, cards))
    if step == "hidden":
        hidden = sorted(hidden_cards(session))
        if hidden:
            card = hidden[draw(INDEX) % len(hidden)]
            verb = draw(command_word(lang, draw(VERBS)))
            return draw(HIDDEN_FORMS).format(said=draw(card_words(lang, card)), verb=verb)
    if step == "answer":
        return draw(answer_word(lang))
    if step == "undo":
        return draw(command_word(lang, "undo"))
    if step == "words":
        return draw(vocabulary_line(lang))
    if step == "command":
        return draw(command_line(lang))
    return draw(any_line(lang))


game_codes = st.one_of(
    st.tuples(st.sampled_from(KINDS), st.integers(0, DEAL_COUNT - 1),
              st.sampled_from([EASY, CLASSIC])).map(lambda p: p[0].code(p[1], p[2])),
    st.sampled_from([KINDS[0].code(1, EASY), KINDS[0].code(4, CLASSIC), KINDS[1].code(1, EASY)]),
)

# ----------------------------------------------------------------- checks


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)


def _messages(lang: str) -> Iterator[tuple[str, set[str]]]:
    """The id of every message in ``lang``'s catalogs, with the variables it takes."""
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                variables = _Variables()
                variables.visit(entry.value)
                yield entry.id.name, variables.names


@cache
def quoting_patterns(lang: str) -> tuple[re.Pattern[str], ...]:
    """Every catalog message of ``lang`` that quotes outside text, as a pattern of its wording.

    The quoted variables (QUOTE_VARIABLES) are the groups; the other
    variables match anything. Read from the catalogs, so a new quoting
    message is covered without a change here.
    """
    quote, other = "\ue0a0", "\ue0a1"
    patterns = []
    for msg_id, names in _messages(lang):
        if names & QUOTE_VARIABLES:
            args = {name: quote if name in QUOTE_VARIABLES else other for name in names}
            wording = re.escape(t(lang, msg_id, **args))
            wording = wording.replace(re.escape(quote), "(.*)").replace(re.escape(other), ".*?")
            patterns.append(re.compile(wording, re.IGNORECASE | re.DOTALL))
    return tuple(patterns)


@cache
def fixed_wordings(lang: str) -> tuple[str, ...]:
    """The catalog messages of ``lang`` that take no variable: the same in every game.

    A card they name is an example ("for example pair 6 of hearts 7 of
    clubs"), never a card of the game.
    """
    fixed = set()
    for msg_id, names in _messages(lang):
        if not names:
            try:
                fixed.add(t(lang, msg_id))
            except MessageFormatError:
                continue  # it takes another message's variables
    return tuple(sorted(fixed))


def allowed_spans(text: str, lang: str, line: str) -> list[tuple[int, int]]:
    """Where ``text`` may name any card: quotes of the player's ``line``, and fixed wordings."""
    spans = []
    folded = text.casefold()
    for wording in fixed_wordings(lang):
        found = folded.find(wording.casefold()) if len(folded) == len(text) else -1
        while found >= 0:
            spans.append((found, found + len(wording)))
            found = folded.find(wording.casefold(), found + 1)
    said = _letters(without_escapes(line))  # the line as the parser reads it
    for pattern in quoting_patterns(lang):
        match = pattern.fullmatch(text)
        if match is None:
            continue
        for group in range(1, (match.lastindex or 0) + 1):
            if _letters(match.group(group).removesuffix("…")) in said:
                spans.append(match.span(group))
    return spans


def _letters(text: str) -> str:
    """Only the letters and digits of ``text``, folded as the parser folds words.

    The parser may quote a part of the line as it read it ("7s,&,7s" as
    "7s &,7s", "¼" as "1⁄4").
    """
    return "".join(ch for ch in normalize(text) if ch.isalnum())


@cache
def card_names(lang: str) -> tuple[dict[str, Card], re.Pattern[str]]:
    """``lang``'s card names (lower case) to their cards, and a pattern finding any of them."""
    names = {card_name(lang, card).casefold(): card for card in full_deck()}
    longest_first = sorted(names, key=len, reverse=True)
    return names, re.compile("|".join(map(re.escape, longest_first)), re.IGNORECASE)


def names_hidden_card(answer: Announcement, hidden: set[Card], langs: set[str],
                      line: str) -> str | None:
    """The first hidden card ``answer`` names outside a quote of ``line``, or None."""
    codes = {card.code for card in hidden}
    if answer.card is not None and answer.card in codes:
        return f"card field {answer.card}"
    for form in (answer.text, answer.spoken, answer.brief, answer.full):
        if not form:
            continue
        for lang in langs:
            names, pattern = card_names(lang)
            spans: list[tuple[int, int]] | None = None
            for found in pattern.finditer(form):
                if names.get(found.group().casefold()) not in hidden:
                    continue
                if spans is None:
                    spans = allowed_spans(form, lang, line)
                if not any(a <= found.start() and found.end() <= b for a, b in spans):
                    return f"{found.group()!r} in {form!r}"
    return None


def check_answers(answers: list[Announcement], line: str) -> None:
    """Every answer has text; no form of it holds a control character; JSON-able."""
    for answer in answers:
        assert isinstance(answer, Announcement)
        assert answer.event in EVENT_NAMES, answer
        assert answer.text.strip(), f"empty answer to {line!r}: {answer!r}"
        for form in (answer.text, answer.spoken, answer.brief, answer.full):
            if form is not None:
                bad = FORBIDDEN.search(form)
                assert bad is None, f"control {bad.group()!r} answering {line!r}: {form!r}"
                assert not any(unicodedata.category(ch) == "Cs" for ch in form), form
        json.dumps(answer.to_json(), ensure_ascii=False)


def snapshot(session: Session) -> tuple[object, ...]:
    """What the player can lose: the game, its code and rules, the language."""
    game = session.game
    size = game.layout.size
    return (id(game), game.deal, tuple(game.is_removed(p) for p in range(size)),
            tuple(game.is_face_up(p) for p in range(size)), game.stock, game.waste,
            game.score, game.moves, game.status, session.code, session.rules,
            session.next_rules, session.lang, session.kind.name)


@cache
def deal_of(kind: GameKind, number: int) -> tuple[Card, ...]:
    """The 52 cards of deal ``number`` of ``kind``, in deal order."""
    return tuple(kind.deal(number))


def check_game(session: Session) -> None:
    """The game is sound: each card in one place, score, status and code agree."""
    game, kind = session.game, session.kind
    assert type(game) is kind.engine
    size = game.layout.size
    tableau = [c for p in range(size) if (c := game.card_at(p)) is not None]
    assert len(tableau) == game.cards_left
    stock, waste = list(game.stock), list(game.waste)
    assert len(stock) == game.stock_count
    assert tuple(stock) == game.deal[len(game.deal) - len(stock):], "the stock is the deal's tail"
    placed = tableau + stock + waste
    assert len(set(placed)) == len(placed), "a card in two places"
    assert set(placed) <= set(game.deal) and len(set(game.deal)) == 52
    assert game.score >= 0 and game.moves >= 0
    if kind.pairs:
        gone = Counter(card.rank for card in set(game.deal) - set(placed))
        for rank in range(1, 13):
            assert gone[Rank(rank)] == gone[Rank(13 - rank)], f"unpaired removals: {gone}"
        assert game.score == size - game.cards_left, "Pyramid's score counts the cards gone"
        moves_left = bool(cast(SourceGame, game).removals())
    else:
        assert len(placed) == 52, "TriPeaks: tableau + stock + waste = 52"
        for pos in range(size):
            if not game.is_removed(pos) and not game.coverers(pos):
                assert game.is_face_up(pos), f"uncovered card {pos} face down"
        moves_left = bool(cast(OneCardGame, game).playable_positions())
    if game.status is Status.WON:
        assert game.cards_left == 0
    elif game.status is Status.BLOCKED:
        assert game.cards_left > 0 and game.stock_count == 0 and not moves_left
    else:
        assert game.cards_left > 0 and (game.stock_count > 0 or moves_left)
    if session.code is not None:
        assert kind_of_code(session.code.game) == kind
        assert game.deal == deal_of(kind, session.code.number), "the code is the deal played"
        if kind.has_rules:
            assert session.code.rule_set == session.rules


LAST_SAID: weakref.WeakKeyDictionary[Session, list[Announcement]] = weakref.WeakKeyDictionary()
"""Each session's last answer, which ``repeat`` says again."""


def start(session: Session) -> list[Announcement]:
    """The session's opening, checked: clean, and naming no hidden card."""
    opening = session.start()
    check_answers(opening, "")
    for answer in opening:
        assert names_hidden_card(answer, hidden_cards(session), {session.lang}, "") is None
    check_game(session)
    LAST_SAID[session] = opening
    return opening


def play_line(session: Session, line: str) -> list[Announcement]:
    """Hand ``line`` to the session and check every property after it."""
    before, hidden_before, lang_before = snapshot(session), hidden_cards(session), session.lang
    game_before = session.game
    answers = session.handle(line)
    check_answers(answers, line)
    if line.strip() and session.heard != "stop":
        assert answers, f"no answer to {line!r}"
    check_game(session)
    if answers and all(a.event == "refused" for a in answers):
        assert snapshot(session) == before, f"a refusal changed the game: {line!r}"
    if session.heard == "repeat" and session in LAST_SAID:
        # The last answer again, word for word (checked when it was first said).
        assert answers == LAST_SAID[session], f"{line!r} did not repeat the last answer"
        assert snapshot(session) == before
        return answers
    if answers:
        LAST_SAID[session] = answers
    hidden = hidden_cards(session)
    if session.game is game_before:
        hidden &= hidden_before  # a card just revealed may be named; one put back too
    for answer in answers:
        leak = names_hidden_card(answer, hidden, {lang_before, session.lang}, line)
        assert leak is None, f"{line!r} named a hidden card: {leak}"
    return answers


SUITE = settings(deadline=None, derandomize=True, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# ----------------------------------------------------------------- tests


@settings(SUITE, max_examples=100)
@given(lang=st.sampled_from(LANGUAGES), code=game_codes, seed=st.integers(0, 2**16),
       data=st.data())
def test_a_fuzzed_game_stays_sound_and_hides_its_cards(lang: str, code: GameCode, seed: int,
                                                      data: st.DataObject) -> None:
    DEALS.seed(seed)
    with playing(lang, code) as session:
        start(session)
        for _ in range(data.draw(st.integers(1, MAX_LINES), label="lines")):
            play_line(session, data.draw(next_line(session), label="line"))


ENDGAME_STEPS = st.sampled_from(["best", "best", "best", "greedy", "greedy", "move",
                                 "any", "command", "hidden", "undo"])


@settings(SUITE, max_examples=30)
@given(lang=st.sampled_from(LANGUAGES), code=game_codes, seed=st.integers(0, 2**16),
       data=st.data())
def test_a_game_played_to_its_end_stays_sound(lang: str, code: GameCode, seed: int,
                                               data: st.DataObject) -> None:
    # Mostly moves (the best one first), so that games are won or blocked; then
    # more lines at the end: refusals, undo out of a lost game, a new deal.
    DEALS.seed(seed)
    with playing(lang, code) as session:
        start(session)
        for _ in range(150):
            play_line(session, data.draw(next_line(session, ENDGAME_STEPS), label="line"))
            if session.game.is_over:
                break
        for _ in range(data.draw(st.integers(1, 8), label="after the end")):
            play_line(session, data.draw(next_line(session), label="line"))


@settings(SUITE, max_examples=150)
@given(lang=st.sampled_from(LANGUAGES), kind=st.sampled_from(KINDS),
       lines=st.lists(st.sampled_from(LANGUAGES).flatmap(any_line), min_size=1, max_size=6))
def test_noise_in_any_language_gets_a_clean_answer(lang: str, kind: GameKind,
                                                   lines: list[str]) -> None:
    DEALS.seed(0)
    with playing(lang, kind.code(1, EASY)) as session:
        start(session)
        for line in lines:
            play_line(session, line)


@settings(SUITE, max_examples=80)
@given(lang=st.sampled_from(LANGUAGES), code=game_codes,
       named=st.lists(st.integers(0, 51), min_size=1, max_size=8), data=st.data())
def test_hidden_cards_named_by_the_player_are_never_named_back(
        lang: str, code: GameCode, named: list[int], data: st.DataObject) -> None:
    DEALS.seed(0)
    session = new_session(lang, code)
    start(session)
    for index in named:
        hidden = sorted(hidden_cards(session))
        if not hidden:
            break  # every card is in sight (the stock is spent)
        card = hidden[index % len(hidden)]
        said = data.draw(card_words(data.draw(LANGS), card))  # in any language
        verb = data.draw(command_word(lang, data.draw(VERBS)))
        play_line(session, data.draw(HIDDEN_FORMS).format(said=said, verb=verb))
        moves = legal_moves(session)
        if data.draw(st.booleans()) and moves:  # a move turns cards up, undo puts them back
            name, cards = moves[data.draw(INDEX) % len(moves)]
            play_line(session, data.draw(move_line(lang, name, cards)))
        else:
            play_line(session, data.draw(command_word(lang, "undo")))


def test_the_quote_patterns_cover_the_messages_that_quote() -> None:
    # The exemption for quotes reads the catalogs; it must find the known quoting messages.
    for lang in LANGUAGES:
        patterns = quoting_patterns(lang)
        said = t(lang, "parse-unknown", text="xyzzy 5 of spades")
        assert any(p.fullmatch(said) for p in patterns)
        assert allowed_spans(said, lang, "xyzzy 5 of spades")


def test_the_leak_check_sees_a_named_hidden_card() -> None:
    # The property must be able to fail: a blocked refusal that named its card would.
    session = new_session("en", KINDS[0].code(1, EASY))
    hidden = hidden_cards(session)
    card = sorted(hidden)[0]
    leaked = Announcement("refused", f"{card_name('en', card).capitalize()} is face down.")
    assert names_hidden_card(leaked, hidden, {"en"}, f"play {card.code}") is not None
    coded = Announcement("refused", "That card is blocked.", card=card.code)
    assert names_hidden_card(coded, hidden, {"en"}, "") is not None
    quoted = Announcement("refused", t("en", "parse-unknown", text=f"fly {card_name('en', card)}"))
    assert names_hidden_card(quoted, hidden, {"en"}, f"fly {card_name('en', card)}") is None
    assert names_hidden_card(quoted, hidden, {"en"}, "fly away") is not None  # not a quote


def test_the_game_check_sees_a_game_that_is_not_its_code() -> None:
    # check_game must be able to fail: a session playing another deal than its code says.
    session = new_session("en", KINDS[0].code(1, EASY))
    check_game(session)
    session.game = new_session("en", KINDS[0].code(2, EASY)).game
    with pytest.raises(AssertionError, match="the code is the deal played"):
        check_game(session)

