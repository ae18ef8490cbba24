"""The word nearest to an unknown input, for "did you mean": a command or a rank.

Candidates are every command word of every language (three letters or
more), the dictation mishearings and the rank words ("king", «ملك»,
"kralj"), all normalised (``normalize``: case, diacritics, Arabic harakat
and letter variants folded). A candidate is near only when its optimal
string alignment distance (Damerau-Levenshtein with adjacent transpositions:
"hnit" is one step from "hint") is within a bound set by the length of the
shorter word: 1 up to 5 letters, 2 up to 9, 3 beyond; and never more than a
third of the longer word. Two words of three letters are near only when one
is the other with two letters swapped ("nwe"), as one letter changed there
makes another word (Arabic roots have three: «شمس» is not «خمس»). The same
bound holds in every script, letters being counted after normalisation, so
«تلمح» is one step from «تلميح».
Unrelated words ("save", "maybe", "xyzzy") get no suggestion.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..cards import Rank
from . import grammar
from .lexicon import SINGLE
from .normalize import normalize

__all__ = ["Nearest", "distance", "nearest", "nearest_command", "suggested_word"]


@dataclass(frozen=True, slots=True)
class Nearest:
    """What an unknown input is close to: a command (canonical name) or a rank."""

    command: str | None = None
    rank: Rank | None = None


def distance(a: str, b: str) -> int:
    """Optimal string alignment distance: insertions, deletions, substitutions and
    transpositions of two neighbouring letters, each one step."""
    if a == b:
        return 0
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def _bound(a: str, b: str) -> int:
    shorter, longer = sorted((len(a), len(b)))
    steps = 1 if shorter <= 5 else 2 if shorter <= 9 else 3
    return min(steps, longer // 3)


def _near(a: str, b: str) -> bool:
    bound = _bound(a, b)
    if abs(len(a) - len(b)) > bound:
        return False
    if len(a) == len(b) <= 3 and sorted(a) != sorted(b):
        return False  # three letters and one changed is another word («شمس», «خمس»)
    return distance(a, b) <= bound


def _candidates() -> dict[str, Nearest]:
    near: dict[str, Nearest] = {}
    for spec in grammar.COMMANDS:
        for words in spec.words.values():
            for word in words:
                key = normalize(word)
                if len(key) >= 3:
                    near.setdefault(key, Nearest(command=spec.name))
    for misheard in grammar.MISHEARINGS.values():
        for word, name in misheard.items():
            near.setdefault(normalize(word), Nearest(command=name))
    for per_rank in grammar.RANK_WORDS.values():
        for rank, words in per_rank.items():
            for word in words:
                key = normalize(word)
                if len(key) >= 3:
                    near.setdefault(key, Nearest(rank=rank))
    return near


_NEAR: Final = _candidates()


def nearest(keys: Sequence[str]) -> Nearest | None:
    """The command or rank whose word is closest to the first word or the whole input.

    ``keys``: the input's normalised tokens. Filler words are left out; the
    closest candidate within the bound wins (commands before ranks, then
    grammar order, on a tie); None when nothing is near.
    """
    queries = [key for key in keys if key not in SINGLE or not SINGLE[key].pure_filler]
    if not queries:
        return None
    best: tuple[int, int, Nearest] | None = None
    for query in dict.fromkeys((queries[0][:40], " ".join(queries)[:40])):
        for order, (word, found) in enumerate(_NEAR.items()):
            if not _near(query, word):
                continue
            steps = distance(query, word)
            if best is None or (steps, order) < best[:2]:
                best = (steps, order, found)
    return best[2] if best else None


def nearest_command(keys: Sequence[str]) -> str | None:
    """The canonical command closest to the input (``nearest``), or None."""
    found = nearest(keys)
    return found.command if found is not None else None


def suggested_word(command: str | None, rank: Rank | None, lang: str) -> str | None:
    """The word to suggest in ``lang``: the command's first word, else the rank's, else None."""
    if command is not None and command in grammar.COMMANDS_BY_NAME:
        return grammar.COMMANDS_BY_NAME[command].words[lang][0]
    if rank is not None:
        return grammar.RANK_WORDS[lang][rank][0]
    return None
