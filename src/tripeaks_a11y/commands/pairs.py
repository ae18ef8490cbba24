"""Two cards said together, a Pyramid pair: "pair 6h 7c", "6h waste", "row 7 card 1 row 7 card 2".

``split_pair`` cuts a line in two targets; ``read_pair`` is the reader of ``pair``
(``arguments.reader_of``). Split from ``arguments`` to keep each module to one job.
"""

from __future__ import annotations

from collections.abc import Sequence

from .lexer import Lex, span
from .model import CardTarget, Command, Target, WasteTarget
from .targets import Fail, long_target, placeish, read_target, ties_rank

__all__ = ["read_pair", "split_pair"]


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
        self.tied_before = [0]  # how many of seq[:i] tie a rank (targets.ties_rank)
        for lx in seq:
            if not lx.entry.filler or placeish(lx.entry):
                self.kept.append(lx)
            if not lx.entry.filler:
                self.lean.append(lx)
            self.kept_before.append(len(self.kept))
            self.lean_before.append(len(self.lean))
            self.tied_before.append(self.tied_before[-1] + ties_rank(lx.entry))

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
        tied = self.tied_before[stop] > self.tied_before[start]
        target = long_target(kept, lean, self.raws, tied)
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


def read_pair(name: str, seq: Sequence[Lex], raws: Sequence[str]) -> Command:
    """``pair`` and its two targets ("pair 6h 7c", "pair 6h waste"); raises ``Fail``:
    "missing_argument" for none or one card only, "bad_card" for what is no pair."""
    rest = seq[1:]
    if not rest:
        raise Fail("missing_argument", None, name)
    halves = split_pair(rest, raws, cards_only=False)
    if halves is None:
        if _pair_part(rest, raws, cards_only=False) is not None:
            raise Fail("missing_argument", span(rest, raws), name)  # one card only
        raise Fail("bad_card", span(rest, raws), name)
    return Command(name, target=halves[0], second=halves[1])
