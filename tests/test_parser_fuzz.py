"""Fuzzing the parser: any line up to the limit is read, in time linear in it, the same as before.

Random lines (grammar words of every language, fillers, digits, card codes,
controls, escape sequences, any Unicode) always give a Command or a
ParseError, never another exception. The linear readings that replaced the
quadratic ones (a pair's halves at every cut, the suit after each word)
answer exactly what the straightforward readings answer, checked against
those readings written out here. Bounded (a few hundred examples each) so
that the suite stays quick.
"""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tripeaks_a11y.commands import MAX_LINE, Command, ParseError, grammar, parse, parse_card
from tripeaks_a11y.commands.lexer import Lex, lex, without_filler
from tripeaks_a11y.commands.lexicon import SINGLE
from tripeaks_a11y.commands.model import Target
from tripeaks_a11y.commands.pairs import _pair_part, split_pair  # one half: the same reading
from tripeaks_a11y.commands.targets import (
    Fail,
    long_target,
    placeish,
    read_target,
    ties_rank,
)

_KINDS = ("unknown", "bad_card", "missing_argument", "bad_argument")

# Words that make long readings: fillers and glue (many lexemes, few meanings),
# place words, numbers, codes, ranks and suits, command words of all three languages.
_FILLERS = sorted({w for ws in grammar.FILLER_WORDS.values() for w in ws}
                  | {w for ws in grammar.CARD_GLUE.values() for w in ws}
                  | {w for ws in grammar.PAIR_GLUE.values() for w in ws})
_MEANINGFUL = sorted({w for ws in grammar.ROW_WORDS.values() for w in ws}
                     | {w for ws in grammar.SLOT_WORDS.values() for w in ws}
                     | {w for per in grammar.SUIT_WORDS.values() for ws in per.values()
                        for w in ws}
                     | {w for per in grammar.RANK_WORDS.values() for ws in per.values()
                        for w in ws}
                     | {w for spec in grammar.COMMANDS for ws in spec.words.values()
                        for w in ws}
                     | set(grammar.SUIT_SYMBOLS)
                     | {"0", "1", "2", "4", "7", "13", "-3", "4.", "7s", "Th", "AS", "as", "RC",
                        "r4c3", "waste", "for", "to", "a", "u", "TP1-E-AAAAAAB", "٧"})
_NOISE = ("\x1b]0;x\x07", "\x9b2J", "\x00", "\u202e", "\u2028", "\ufffd", ",", "?", "…", "-")
# Filler that also means something (a rank letter, a number, a slot word): the
# words that make a half of a pair long and still readable.
_TRICKY = ("u", "s", "a", "to", "for", "on", "card", "karta", "ورقه", "game", "the", "of",
           "row", "red", "2", "3", "7", "seven", "sedam", "spades", "pik", "♠", "7s", "waste",
           "bottom", "second", "drugi", "play", "pair", "look")
_WORD = st.one_of(st.sampled_from(_TRICKY), st.sampled_from(_TRICKY),
                  st.sampled_from(_FILLERS), st.sampled_from(_MEANINGFUL),
                  st.sampled_from(_NOISE), st.text(max_size=6))


def _line(max_words: int) -> st.SearchStrategy[str]:
    return st.lists(_WORD, max_size=max_words).map(" ".join)


def _within_limit(text: str) -> str:
    return text[:MAX_LINE]


def _split_pair_reference(seq: Sequence[Lex], raws: Sequence[str],
                          cards_only: bool) -> tuple[Target, Target] | None:
    """Every cut, each half read in full: quadratic, and the meaning to keep."""
    lean = [lx for lx in seq if not lx.entry.filler or lx.entry.cmds or placeish(lx.entry)]
    for attempt in (seq, lean):
        for cut in range(1, len(attempt)):
            first = _pair_part(attempt[:cut], raws, cards_only)
            second = _pair_part(attempt[cut:], raws, cards_only) if first else None
            if first is not None and second is not None:
                return first, second
    return None


@settings(max_examples=200, deadline=None)
@given(_line(60).map(_within_limit))
def test_any_line_up_to_the_limit_gives_a_command_or_a_parse_error(text: str) -> None:
    try:
        result = parse(text)
    except ParseError as error:
        assert error.kind in _KINDS
        assert error.nearest is None or error.nearest in grammar.COMMAND_NAMES
    else:
        assert isinstance(result, Command) and result.name in grammar.COMMAND_NAMES
    parse_card(text)  # never raises


@settings(max_examples=200, deadline=None)
@given(st.text(min_size=MAX_LINE + 1, max_size=MAX_LINE + 50))
def test_any_longer_line_is_refused_as_too_long(text: str) -> None:
    try:
        parse(text)
    except ParseError as error:
        assert (error.kind, error.nearest, error.detail) == ("too_long", None, str(MAX_LINE))
        assert len(error.text) <= MAX_LINE
    else:
        raise AssertionError("a line over MAX_LINE was read")
    assert parse_card(text) is None


@settings(max_examples=300, deadline=None)
@given(st.one_of(_line(14), st.lists(st.sampled_from(_TRICKY), max_size=10).map(" ".join)),
       st.booleans())
@example("7s row 2 card 3", False)
@example("row 2 card 3 for 7s", False)
@example("7s a seven spades", True)
def test_pair_halves_read_as_the_straightforward_reading_does(text: str,
                                                              cards_only: bool) -> None:
    raws, _keys, lexemes = lex(text)
    core = [lx for lx in lexemes if not lx.entry.pure_filler]
    for seq in (core, without_filler(core)):
        assert split_pair(seq, raws, cards_only) == _split_pair_reference(seq, raws, cards_only)


@settings(max_examples=300, deadline=None)
@given(_line(10))
def test_a_long_target_reads_as_read_target(text: str) -> None:
    raws, _keys, lexemes = lex(text)
    for start in range(len(lexemes)):
        for stop in range(start + 3, len(lexemes) + 1):
            seq = lexemes[start:stop]
            try:
                expected: Target | None = read_target(seq, raws, True, "pair")
            except Fail:
                expected = None
            kept = [lx for lx in seq if not lx.entry.filler or placeish(lx.entry)]
            lean = without_filler(seq)
            got = long_target(kept if len(kept) <= 4 else None,
                              lean if len(lean) <= 2 else None, raws,
                              any(ties_rank(lx.entry) for lx in seq))
            assert got == expected, (text, start, stop)


@settings(max_examples=300, deadline=None)
@given(_line(20))
def test_the_suit_after_each_word_is_found_in_one_pass(text: str) -> None:
    from tripeaks_a11y.commands.lexer import _GLUE_KEYS, _suits_follow

    _raws, keys, _lexemes = lex(text)

    def reference(ti: int) -> bool:
        for key in keys[ti + 1:]:
            if key in _GLUE_KEYS:
                continue
            entry = SINGLE.get(key)
            return entry is not None and entry.suit is not None
        return False

    assert _suits_follow(keys) == [reference(ti) for ti in range(len(keys))]


def _answer(text: str) -> object:
    try:
        return parse(text)
    except ParseError as error:
        return (error.kind, error.nearest)


def test_the_issues_slow_lines_at_the_limit_read_as_their_short_forms() -> None:
    """``x x x …``, ``7s7s7s…`` and a run of glue words (quadratic before), at MAX_LINE."""
    of_as = "of " * ((MAX_LINE - 2) // 3) + "AS"
    assert len(of_as) <= MAX_LINE
    for long, short in (((" x" * MAX_LINE)[:MAX_LINE], "x x x"),
                        ("7s" * (MAX_LINE // 2), "7s7s7s"),
                        (of_as, "of of AS"),
                        ("a " * (MAX_LINE // 2 - 4) + "7s 8s", "a a 7s 8s")):
        assert _answer(long) == _answer(short), short
