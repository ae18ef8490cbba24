"""Text to command: typed or dictated input, in any supported language, to a Command.

``parse(text)`` returns a ``Command`` or raises ``ParseError``; it has no
state, does no I/O and produces no words for players (the announcer words a
refusal from the error's fields). The vocabulary comes from ``grammar``; the
lookup tables (``lexicon``) are built from it once, at import.

How a line is read:

0. Whole escape sequences are taken out (``sanitize.without_escapes``: a
   colour pasted with a word, a function key a plain terminal passes on),
   so that "\\x1b[31mdraw\\x1b[0m" is "draw" and no "31m" is read.
1. Normalise (``normalize``): NFKC/NFKD, case folding, Arabic diacritics and
   tatweel dropped, alef variants, ta marbuta and alef maqsura unified,
   Croatian letters without diacritics (č ć -> c, š -> s, ž -> z, đ -> dj),
   Eastern Arabic and Persian digits -> ASCII; punctuation around words is
   dropped (a leading "?" means help).
2. Split into lexemes (``lexer``): the longest grammar phrase at each point
   ("bottom row", «كومة الرمي», "nova partija"), card codes (``7s``, ``Th``,
   ``RC``; ``AS`` only in capitals, as lower-case "as" is the Croatian ace),
   numbers, and words glued to digits or suit symbols split apart (``r4c3``,
   ``7♠``).
3. Words that are only filler ("please", "the", "of", «من», "u") are
   dropped; a command word at the start picks the command (``arguments``),
   a natural request too ("give me a hint", "what can I play":
   ``grammar.REQUESTS``), and what adds nothing after it is dropped ("undo
   the last move", "last 5 moves": ``grammar.OBJECTS``);
   without one the line is a card, a rank or a position to play ("7 of
   spades", "sedam", "row 4 card 3"), a row to read ("bottom row"), or a
   language name. When a reading fails, it is tried again with every word
   that *can* be filler dropped ("play a seven", "go to row 4").

Every step takes time linear in the line (a pair's halves are tried at every
cut in constant time each), and a line longer than ``MAX_LINE`` characters is
refused before step 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Final

from ..sanitize import without_escapes
from ..values.cards import Card
from .arguments import game_value, reader_of, setting, split_pair
from .grammar import RANK_WORDS
from .lexer import Lex, lex, without_filler
from .lexicon import CODE_ENTRIES, CODES, SINGLE
from .model import MAX_LINE, Command, ParseError, RankTarget, WasteTarget
from .nearest import nearest
from .normalize import normalize
from .targets import Fail, card_of, no_card_lost, read_position, read_target, row_only

__all__ = ["MAX_LINE", "parse", "parse_card"]

_SETTINGS: Final = ("rules", "errors", "lang", "game", "listen")
_SEVERITY: Final[dict[str, int]] = {
    "unknown": 0, "bad_card": 1, "bad_argument": 2, "missing_argument": 2,
}


def _bare(seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    """A line without a leading command word: a card, rank, position, row or setting."""
    position = read_position(seq, raws)
    if position is not None:
        return Command("play", target=position)
    row = row_only(seq, raws)
    if row is not None:
        return Command("row", number=row)
    if len(seq) == 1 and seq[0].entry.language:
        return Command("lang", arg=seq[0].entry.language)
    if len(seq) == 1 and (game := game_value(seq[0].entry)):
        return Command("game", arg=game)
    for i in range(1, len(seq)):  # "turn off errors", "classic rules"
        for name in seq[i].entry.cmds:
            if name in _SETTINGS:
                # rules has a reader of its own: "open peaks rules" names a variant
                read = reader_of(name) if name == "rules" else setting
                command = read(name, [seq[i], *seq[:i], *seq[i + 1:]], raws)
                if command.arg is not None or command.variants is not None:
                    return command
    try:
        return Command("play", target=read_target(seq, raws, False, "play"))
    except Fail as failure:
        # Two cards or places side by side are a Pyramid pair ("6h 7c", "6h waste",
        # "row 7 card 1 row 7 card 2"); two ranks alone are too loose to guess.
        halves = split_pair(seq, raws, cards_only=False) if len(seq) > 1 else None
        if halves is not None and not any(isinstance(h, RankTarget) for h in halves) \
                and not all(isinstance(h, WasteTarget) for h in halves):
            return Command("pair", target=halves[0], second=halves[1])
        if failure.kind == "bad_card" and not all(lx.entry.cardish for lx in seq):
            raise Fail("unknown") from None
        raise


def _parse_seq(seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    command_failure: Fail | None = None
    for name in seq[0].entry.cmds:
        # What adds nothing after this command is dropped: "undo the last move".
        said = [seq[0], *(lx for lx in seq[1:] if name not in lx.entry.objects)]
        try:
            return reader_of(name)(name, said, raws)
        except Fail as failure:
            command_failure = command_failure or failure
    try:
        return _bare(seq, raws)
    except Fail as failure:
        raise command_failure or failure from None


def parse(text: str, *, max_length: int | None = MAX_LINE, lang: str | None = None) -> Command:
    """Read one line of input (typed or dictated; English, Arabic or Croatian).

    Returns a Command (module docstring and ``Command`` for its fields).
    Raises ParseError, and no other exception, for any str that is not a
    command: "unknown" with the nearest command (or None), "bad_card",
    "missing_argument" or "bad_argument" with the command and the offending
    text in ``detail``. A line of more than ``max_length`` characters
    (default ``MAX_LINE``; None: no limit) is "too_long" at once, before any
    reading, its ``text`` cut to ``max_length`` characters and ``detail`` the
    limit. ``lang``: the player's language, whose words the nearest command
    prefers (``nearest``; None: none preferred) and whose lack of a word
    makes a code of it in any case (``codes_in_any_case``). Time is linear
    in ``len(text)``.
    """
    if max_length is not None and len(text) > max_length:
        raise ParseError(text[:max_length].strip(), "too_long", detail=str(max_length))
    text = without_escapes(text)
    raws, keys, lexemes = lex(text, codes_in_any_case(lang))
    core = [lx for lx in lexemes if not lx.entry.pure_filler]
    failures: list[Fail] = []
    if core:
        lean = without_filler(core)
        attempts = [core, lean] if lean and len(lean) < len(core) else [core]
        for attempt in attempts:
            try:
                command = _parse_seq(attempt, raws)
                if attempt is not core and isinstance(command.target, RankTarget):
                    # The same as read_target does within one reading ("card 2", "s2").
                    no_card_lost([lx for lx in core if lx not in attempt], core, raws,
                                 command.name)
                return command
            except Fail as failure:
                failures.append(failure)
    worst = max(failures, key=lambda f: _SEVERITY[f.kind], default=Fail("unknown"))
    if worst.kind != "unknown":
        raise ParseError(text.strip(), worst.kind, worst.command, worst.detail)
    near = nearest(keys, lang)
    raise ParseError(text.strip(), worst.kind, near.command if near else None, worst.detail,
                     nearest_rank=near.rank if near else None)


@cache
def codes_in_any_case(lang: str | None) -> frozenset[str]:
    """The card codes read as codes in lower case too for a player of ``lang``: those
    that are also a word of another language but not a rank word of ``lang``. Lower-case
    "as" is the Croatian ace; an English or Arabic player typing "as" means the ace of
    spades, as "kc" is the king of clubs (a lone "as" read as "an ace" could play
    another ace). Empty for Croatian, for None (no language) and a language without
    rank words."""
    if lang is None or lang not in RANK_WORDS:
        return frozenset()
    own = {normalize(word) for words in RANK_WORDS[lang].values() for word in words}
    return frozenset(key for key in CODE_ENTRIES if key in SINGLE and key not in own)


def parse_card(text: str) -> Card | None:
    """The card that the whole of ``text`` names, in any supported form, or None.

    Forms: "7♠", "7 ♠", "7s", "Th", "RC", "seven of spades", «سبعة بستوني»,
    «7 من البستوني», "as u trefu", … (filler such as "the" and "please" is
    ignored); any code in any case, so "as" here is the ace of spades (``parse``
    reads a lower-case "as" as the Croatian ace). A command word, a rank alone
    or anything else gives None, as does a text of more than ``MAX_LINE`` characters.
    Never raises.
    """
    if len(text) > MAX_LINE:
        return None
    _raws, keys, lexemes = lex(without_escapes(text))
    core = [lx for lx in lexemes if not lx.entry.pure_filler]
    for attempt in (core, without_filler(core)):
        card = card_of(attempt)
        if card is not None:
            return card
    if len(core) == 1 and keys[core[0].start] in CODES:  # "as": no rank reading here
        return CODES[keys[core[0].start]]
    return None
