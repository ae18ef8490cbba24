"""One reader per argument kind (``grammar.ArgKind``): what follows a command word.

``reader_of(name)`` reads a line that starts with command ``name`` (by the
kind of argument of its row); each reader returns a Command or raises ``Fail``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from ..values.rules import VARIANTS
from . import grammar
from .lexer import Lex, span, without_filler
from .lexicon import Entry
from .model import CardTarget, Command, Target, WasteTarget
from .table import CORE
from .targets import (
    Fail,
    long_target,
    placeish,
    posnum,
    read_position,
    read_target,
    row_only,
)

__all__ = ["Reader", "RuleWords", "deal_choice", "game_value", "rule_words", "reader_of",
           "setting", "split_pair"]

_NUMBER_ARG: Final = re.compile(r"[0-9][0-9 ,.'٬]*[0-9]|[0-9]")
_DEAL_DIGITS: Final = 10
"""No deal number has more digits (the last is 8031810175): ``game`` refuses longer ones."""


def _no_arg(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    extra = without_filler(seq[1:])
    if extra:
        raise Fail("bad_argument", span(extra, raws), name)
    return Command(name)


def _with_target(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    rest = seq[1:]
    if not rest:
        raise Fail("missing_argument", None, name)
    lean = without_filler(rest)
    if name in ("play", "remove") and len(lean) == 1 and "waste" in lean[0].entry.cmds:
        return Command(name, target=WasteTarget())  # a king on the waste: "remove waste"
    try:
        return Command(name, target=read_target(rest, raws, True, name))
    except Fail:
        if name == "look":  # "look row 2", "look at the waste", "look stock"
            row = row_only(rest, raws)
            if row is not None:
                return Command("row", number=row)
            lean = without_filler(rest)
            if len(lean) == 1:
                entry = lean[0].entry
                if entry.stock or "draw" in entry.cmds:  # "look draw pile": the stock
                    return Command(name, arg="stock")
                if "waste" in entry.cmds:
                    return Command(name, arg="waste")
                for said in (grammar.COMMANDS_BY_NAME[other].row for other in entry.cmds):
                    if said.reads and said.arg == "none" and said.name not in CORE:
                        return Command(said.name)  # "read the board", "look at the score"
        raise


def _row(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    position = read_position(seq, raws)
    if position is not None:
        return Command("play", target=position)
    rest = seq[1:]
    for attempt in (rest, without_filler(rest)):
        if len(attempt) == 1 and (n := posnum(attempt[0].entry)) is not None:
            if n < 1:
                raise Fail("bad_argument", span(attempt, raws), name)
            return Command(name, number=n)
    lean = without_filler(rest)
    if not lean:
        raise Fail("missing_argument", None, name)
    raise Fail("bad_argument", span(lean, raws), name)


def _new(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    """``new``, ``new CODE``, ``new 1234``, ``new daily``, ``new pyramid``, and any of
    new, a code, a deal number, daily or winnable with rules words ("new classic empty
    waste", "new 1234 open peaks", "new TP1-E-AAAAAAB joker", "new daily traditional
    draw"; issue 17)."""
    rest = list(seq[1:])
    while rest and (rest[0].entry.filler or "code" in rest[0].entry.cmds):
        rest.pop(0)
    while rest and rest[-1].entry.filler:
        rest.pop()
    if not rest:
        return Command(name)
    if len(rest) == 1 and (game := game_value(rest[0].entry)):
        return Command("game", arg=game)  # "new pyramid": a new deal of that game
    chosen = rule_words(rest)
    if chosen is not None and (chosen.rule_set or chosen.variants is not None):
        deal = without_filler(chosen.others)
        if not deal:
            return Command(name, rule_set=chosen.rule_set, variants=chosen.variants)
        if len(deal) == 1 and (choice := deal_choice(deal[0].entry)):
            return Command(name, arg=choice, rule_set=chosen.rule_set, variants=chosen.variants)
        number = _deal_number(deal, raws)
        # A code with rules words ("new TP1-E-AAAAAAB empty waste"): the words over its rules.
        return Command(name, arg=number or span(deal, raws), rule_set=chosen.rule_set,
                       variants=chosen.variants)
    if len(rest) == 1 and (choice := deal_choice(rest[0].entry)):
        return Command(name, arg=choice)  # "new daily", "new winnable"
    return Command(name, arg=_deal_number(rest, raws) or span(rest, raws))


@dataclass(frozen=True)
class RuleWords:
    """What rules words a line names (``rule_words``): a rule set word ("easy",
    "classic") or None, variant letters sorted ("" for "standard", None for none
    named), and the lexemes that are no rules word, in order."""

    rule_set: str | None
    variants: str | None
    others: tuple[Lex, ...]


_VARIANT_LETTERS: Final = {variant.word: variant.letter for variant in VARIANTS}


def rule_words(seq: Sequence[Lex]) -> RuleWords | None:
    """The rule set and variants ``seq`` names (``grammar.OPTION_NAMES["rules"]``).

    None when it contradicts itself: two rule sets ("easy classic"), or
    "standard" with a variant ("standard empty waste").
    """
    rule_set: set[str] = set()
    letters: set[str] = set()
    standard = False
    others: list[Lex] = []
    for lx in seq:
        value = next((v for command, v in lx.entry.opts if command == "rules"), None)
        if value in grammar.RULE_SET_WORDS:
            rule_set.add(value)
        elif value in _VARIANT_LETTERS:
            letters.add(_VARIANT_LETTERS[value])
        elif value == grammar.STANDARD_RULES:
            standard = True
        else:
            others.append(lx)
    if len(rule_set) > 1 or (standard and letters):
        return None
    variants = "".join(sorted(letters)) if letters or standard else None
    return RuleWords(next(iter(rule_set), None), variants, tuple(others))


def _rules(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    """``rules``, ``rules classic``, ``rules open peaks empty waste``, ``rules standard``:
    the rule set in ``arg``, the variants in ``variants`` (``Command``)."""
    chosen = rule_words(seq[1:])
    extra = without_filler(chosen.others) if chosen is not None else seq[1:]
    if chosen is None or extra:
        raise Fail("bad_argument", span(extra or seq[1:], raws), name)
    return Command(name, arg=chosen.rule_set, variants=chosen.variants)


def _deal_number(rest: Sequence[Lex], raws: Sequence[str]) -> str | None:
    """A deal number said as digits or number words, as ASCII digits, or None.

    "1 234" and "1,234" are "1234"; dictated "five" is "5", "one two" "12".
    """
    arg = span(rest, raws)
    if _NUMBER_ARG.fullmatch(arg):
        return "".join(ch for ch in arg if ch.isdigit())
    if rest and all(lx.entry.num is not None and lx.entry.num >= 0 for lx in rest):
        return "".join(str(lx.entry.num) for lx in rest)
    return None


def deal_choice(entry: Entry) -> str | None:
    """The deal a word after ``new`` picks ("daily", "winnable": ``grammar.DEAL_CHOICES``)."""
    return next((value for command, value in entry.opts if command == "new"), None)


def _game(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    """``game NAME``, or ``game 1234``: a deal number, never a card (the session
    points to ``new 1234``); ``number`` is the deal number said."""
    lean = without_filler(seq[1:])
    number = _deal_number(lean, raws) if lean else None
    if number is not None:
        if len(number.lstrip("0")) > _DEAL_DIGITS:
            raise Fail("bad_argument", span(lean, raws), name)
        return Command(name, number=int(number))
    return setting(name, seq, raws)


def setting(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    values: set[str] = set()
    others: list[Lex] = []
    for lx in seq[1:]:
        found = [value for command, value in lx.entry.opts if command == name]
        if name == "lang" and lx.entry.language:
            found.append(lx.entry.language)
        if found:
            values.add(found[0])
        elif not lx.entry.filler:
            others.append(lx)
    if others or len(values) > 1:
        raise Fail("bad_argument", span(others or seq[1:], raws), name)
    return Command(name, arg=values.pop() if values else None)


def _voice(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    """``voice confirm never``, ``voice engine vosk``: arg "never", "vosk" (the values of
    ``grammar.VOICE_SUBJECTS`` are told apart by themselves).

    The subject may be left out ("voice never") but must fit the value ("voice
    engine never" is refused), except before the values of
    ``grammar.VOICE_NEEDS_SUBJECT`` ("voice interrupt on"; "voice on" is refused
    here, and typed in English is then "voice" alone, "on" being filler);
    it may come first or last ("glasovne naredbe uključi prekidanje"). A subject
    alone ("voice confirm") is arg "confirm", ``voice`` alone None (the session
    says the voice-input settings). A word that is filler elsewhere but a value
    here is kept ("on", English filler, in "voice interrupt on").
    """
    lean = [lx for lx in seq[1:]
            if not lx.entry.filler or any(command == name for command, _ in lx.entry.opts)]
    if not lean:
        return Command(name)
    said = [[value for command, value in lx.entry.opts if command == name] for lx in lean]
    if len(lean) > 2 or not all(said):
        raise Fail("bad_argument", span(lean, raws), name)
    named = [i for i, values in enumerate(said)
             if any(v in grammar.VOICE_SUBJECTS for v in values)]
    where = named[0] if named else None  # two subjects: the second is no value, refused
    subject = (next(v for v in said[where] if v in grammar.VOICE_SUBJECTS)
               if where is not None else None)
    values = [v for i, v in enumerate(said) if i != where]
    if not values:
        return Command(name, arg=subject)
    if len(values) == 1:
        for value in values[0]:
            for field, allowed in grammar.VOICE_SUBJECTS.items():
                if value not in allowed:
                    continue
                if subject == field or (subject is None
                                        and field not in grammar.VOICE_NEEDS_SUBJECT):
                    return Command(name, arg=value)
    raise Fail("bad_argument", span(lean, raws), name)


def _number(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    """A setting that takes a whole number ("rate 150", "volume 80"), or none."""
    lean = without_filler(seq[1:])
    if not lean:
        return Command(name)
    if len(lean) == 1 and lean[0].entry.num is not None and lean[0].entry.num >= 0:
        return Command(name, number=lean[0].entry.num)
    raise Fail("bad_argument", span(lean, raws), name)


def _help(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    lean = without_filler(seq[1:])
    if not lean:  # "help u": a short form that is also filler elsewhere
        lean = [lx for lx in seq[1:] if lx.entry.cmds][:2]
        if len(lean) != 1:
            return Command(name)
    if lean[0].entry.cmds:  # "help row", and "help row 4", "help look stock": that command
        return Command(name, arg=lean[0].entry.cmds[0])
    if len(lean) == 1 and ("help", "all") in lean[0].entry.opts:
        return Command(name, arg="all")  # "help all": every command's help
    if row_only(lean, raws) is not None:  # "help bottom row": a row alone is read
        return Command(name, arg="row")
    if _names_a_move(lean, raws):  # "help 7s", "help ٥ب": a card alone is played
        return Command(name, arg="play")
    return Command(name, arg=span(lean, raws))


def _names_a_move(seq: Sequence[Lex], raws: Sequence[str]) -> bool:
    """Whether ``seq`` alone is a card or a place to play ("7s", "row 4 card 3")."""
    if not all(lx.entry.cardish or placeish(lx.entry) for lx in seq):
        return False
    try:
        return not isinstance(read_target(seq, raws, False, "play"), WasteTarget)
    except Fail:
        return False


def _name(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    """A name as typed ("player Ana Marija"), or none ("player"): the session checks it."""
    rest = seq[1:]
    return Command(name, arg=span(rest, raws) or None)


def game_value(entry: Entry) -> str | None:
    return next((value for command, value in entry.opts if command == "game"), None)


def _pair_part(seq: Sequence[Lex], raws: Sequence[str], cards_only: bool) -> Target | None:
    """One half of a pair: "waste", a card, a place or (not ``cards_only``) a rank."""
    if len(seq) == 1 and "waste" in seq[0].entry.cmds:
        return WasteTarget()
    try:
        target = read_target(seq, raws, True, "pair")
    except Fail:
        return None
    if cards_only and not isinstance(target, CardTarget):
        return None
    return target


class _Halves:
    """The halves of one sequence cut anywhere, each read in constant time.

    A half of three lexemes or more reads only through its place lexemes
    and its non-filler lexemes (``targets.long_target``); counting both
    once, from the left, gives any half's parts as two slices, or None for a
    part too long to read. So trying every cut of a line is linear in it.
    """

    def __init__(self, seq: Sequence[Lex], raws: Sequence[str], cards_only: bool) -> None:
        self.seq = seq
        self.raws = raws
        self.cards_only = cards_only
        self.kept: list[Lex] = []  # not filler, or part of a place (read_position's)
        self.lean: list[Lex] = []  # not filler
        self.kept_before = [0]  # kept_before[i]: how many of seq[:i] are in kept
        self.lean_before = [0]
        for lx in seq:
            if not lx.entry.filler or placeish(lx.entry):
                self.kept.append(lx)
            if not lx.entry.filler:
                self.lean.append(lx)
            self.kept_before.append(len(self.kept))
            self.lean_before.append(len(self.lean))

    def read(self, start: int, stop: int) -> Target | None:
        """``_pair_part(seq[start:stop], …)``, in constant time."""
        if stop - start <= 2:
            return _pair_part(self.seq[start:stop], self.raws, self.cards_only)
        k0, k1 = self.kept_before[start], self.kept_before[stop]
        l0, l1 = self.lean_before[start], self.lean_before[stop]
        kept = self.kept[k0:k1] if k1 - k0 <= 4 else None
        lean = self.lean[l0:l1] if l1 - l0 <= 2 else None
        if kept is None and lean is None:
            return None
        target = long_target(kept, lean, self.raws)
        if self.cards_only and not isinstance(target, CardTarget):
            return None
        return target


def split_pair(seq: Sequence[Lex], raws: Sequence[str],
                cards_only: bool) -> tuple[Target, Target] | None:
    """Two targets side by side, split at the first place where both halves read.

    Time linear in ``len(seq)`` (``_Halves``).
    """
    lean = [lx for lx in seq if not lx.entry.filler or lx.entry.cmds or placeish(lx.entry)]
    for attempt in (seq, lean):
        halves = _Halves(attempt, raws, cards_only)
        end = len(attempt)
        for cut in range(1, end):
            if cut > 2 and halves.kept_before[cut] > 4 and halves.lean_before[cut] > 2:
                break  # every longer first half is too long to read as well
            first = halves.read(0, cut)
            second = halves.read(cut, end) if first else None
            if first is not None and second is not None:
                return first, second
    return None


def _pair(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    rest = seq[1:]
    if not rest:
        raise Fail("missing_argument", None, name)
    halves = split_pair(rest, raws, cards_only=False)
    if halves is None:
        if _pair_part(rest, raws, cards_only=False) is not None:
            raise Fail("missing_argument", span(rest, raws), name)  # one card only
        raise Fail("bad_card", span(rest, raws), name)
    return Command(name, target=halves[0], second=halves[1])


Reader = Callable[[str, Sequence[Lex], Sequence[str]], Command]
"""A reader: (the command's name, the line's lexemes, their raw texts) -> the Command."""

_ARG_PARSERS: Final[dict[str, Reader]] = {
    "none": _no_arg, "target": _with_target, "row": _row, "code": _new, "rules": _rules,
    "topic": _help, "pair": _pair, "game": _game, "number": _number, "name": _name, "voice": _voice,
    **dict.fromkeys(("board", "errors", "lang", "speech", "verbosity", "earcons", "mode", "listen",
                     "quit", "tutorial"), setting),
}


def reader_of(name: str) -> Reader:
    """The reader of what follows command ``name``, by its row's ``arg``
    (``table.CommandRow``); KeyError for a name no command has."""
    return _ARG_PARSERS[grammar.COMMANDS_BY_NAME[name].arg]
