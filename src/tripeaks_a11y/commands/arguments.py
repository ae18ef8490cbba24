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
from .model import Command, WasteTarget
from .pairs import read_pair, split_pair
from .table import CORE
from .targets import Fail, placeish, posnum, read_position, read_target, row_only

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
        said = _looked_at(rest, raws) if name == "look" else None
        if said is None:
            raise
        return said


def _looked_at(rest: Sequence[Lex], raws: Sequence[str]) -> Command | None:
    """What ``look`` (and "read", «اقرأ», "pročitaj") names that is no card: a row ("read
    row 3"), the stock or the waste, or what a reading command says, as that command
    ("read the board", "read the last 5 moves", "pročitaj ploču"); None for nothing."""
    row = row_only(rest, raws)
    if row is not None:
        return Command("row", number=row)
    lean = without_filler(rest)
    if not lean:
        return None
    entry = lean[0].entry
    if len(lean) == 1 and (entry.stock or "draw" in entry.cmds):
        return Command("look", arg="stock")  # "look draw pile": the stock
    if len(lean) == 1 and "waste" in entry.cmds:
        return Command("look", arg="waste")
    for other in (name for name in entry.cmds if name not in CORE | {"look"}):
        command_row = grammar.COMMANDS_BY_NAME[other].row
        try:  # what adds nothing after it dropped, as after its own word
            said = reader_of(other)(other, [lx for lx in lean if lx is lean[0]
                                            or other not in lx.entry.objects], raws)
        except Fail:
            continue
        if command_row.reads or (command_row.reads_bare and said == Command(other)):
            return said
    return None


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
    """A whole number ("rate 150", "last 10", "undo 2"; a count word: "undo twice",
    «آخر حركتين»), or none. A command that changes the game takes it as how many
    times (``table.CommandRow.game_changing``: "undo 2"), so 0 is refused there."""
    lean = without_filler(seq[1:])
    if not lean:
        return Command(name)
    entry = lean[0].entry
    n = entry.num if entry.num is not None else (entry.count or None)
    least = 1 if grammar.COMMANDS_BY_NAME[name].row.game_changing else 0
    if len(lean) == 1 and n is not None and n >= least:
        return Command(name, number=n)
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
    return Command(name, arg=span(seq[1:], raws) or None)


def game_value(entry: Entry) -> str | None:
    return next((value for command, value in entry.opts if command == "game"), None)


Reader = Callable[[str, Sequence[Lex], Sequence[str]], Command]
"""A reader: (the command's name, the line's lexemes, their raw texts) -> the Command."""

_ARG_PARSERS: Final[dict[str, Reader]] = {
    "none": _no_arg, "target": _with_target, "row": _row, "code": _new, "rules": _rules,
    "topic": _help, "pair": read_pair, "game": _game, "number": _number, "name": _name,
    "voice": _voice,
    **dict.fromkeys(("board", "errors", "lang", "speech", "verbosity", "earcons", "mode", "listen",
                     "quit", "tutorial"), setting),
}


def reader_of(name: str) -> Reader:
    """The reader of what follows command ``name``, by its row's ``arg``
    (``table.CommandRow``); KeyError for a name no command has."""
    return _ARG_PARSERS[grammar.COMMANDS_BY_NAME[name].arg]
