"""The word nearest to an unknown input, for "did you mean": a command or a rank.

Candidates are every command word and natural request of every language (three
letters or more), the dictation mishearings and the rank words ("king", «ملك»,
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
Two more ways to be near: three letters with one changed to a neighbouring
key of the Latin keyboard (QWERTY or the Croatian QWERTZ: "faw" is "faq",
q and w side by side; no Arabic word is near this way); and the start of a
longer word with at most one slip, five letters or more ("verbose" is the
start of "verbosity", one letter changed).
Between near words, those of the player's language come first when they
are as near ("redp" is "redo" for an English player and the Croatian «red»,
row, for a Croatian one), or one step further when both are far (three
steps against two).
Unrelated words ("save", "maybe", "xyzzy") get no suggestion, and neither does
a word nearest a command that ends or replaces the game (``CommandRow.replaces_game``:
quit, new, restart, game, tutorial; "nwe", "kaj"): a player who mistyped is never
led to the command that costs the game (issue 30). The natural requests of a
command (``grammar.REQUESTS``) are candidates as its words are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..values.cards import Rank
from . import grammar
from .lexicon import SINGLE
from .normalize import normalize
from .table import find

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


_KEY_ROWS: Final = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
"""The letter rows of a QWERTY keyboard (QWERTZ swaps y and z: both are read)."""


def _keyboard_neighbours() -> dict[str, frozenset[str]]:
    near: dict[str, set[str]] = {}
    for rows in (_KEY_ROWS, tuple(row.translate(str.maketrans("yz", "zy")) for row in _KEY_ROWS)):
        for r, row in enumerate(rows):
            for i, key in enumerate(row):
                around = {row[j] for j in (i - 1, i + 1) if 0 <= j < len(row)}
                if r > 0:  # the row above is set half a key to the left
                    around |= {rows[r - 1][j] for j in (i, i + 1) if j < len(rows[r - 1])}
                if r + 1 < len(rows):
                    around |= {rows[r + 1][j] for j in (i - 1, i) if 0 <= j < len(rows[r + 1])}
                near.setdefault(key, set()).update(around)
    return {key: frozenset(keys) for key, keys in near.items()}


_NEIGHBOURS: Final = _keyboard_neighbours()
_PREFIX_FROM: Final = 5
"""Letters typed, at least, for the start of a longer word to be near it ("verbose")."""


def _slipped_key(a: str, b: str) -> bool:
    """``a`` is ``b`` with one letter changed to a key beside it on the keyboard."""
    changed = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return len(changed) == 1 and changed[0][1] in _NEIGHBOURS.get(changed[0][0], ())


def _near(a: str, b: str) -> bool:
    bound = _bound(a, b)
    if abs(len(a) - len(b)) > bound:
        return _PREFIX_FROM <= len(a) < len(b) and distance(a, b[:len(a)]) <= 1
    if len(a) == len(b) <= 3 and sorted(a) != sorted(b):
        # Three letters and one changed is another word («شمس», «خمس»), unless
        # the key beside the right one was hit ("faw" for "faq").
        return _slipped_key(a, b)
    return distance(a, b) <= bound or (
        _PREFIX_FROM <= len(a) < len(b) and distance(a, b[:len(a)]) <= 1)


@dataclass(frozen=True, slots=True)
class _Candidate:
    """A word to suggest: its normalised key, what it means, and its languages."""

    key: str
    found: Nearest
    langs: frozenset[str]


def _candidates() -> tuple[_Candidate, ...]:
    langs: dict[tuple[str, Nearest], set[str]] = {}

    def add(word: str, found: Nearest, lang: str, shortest: int = 3) -> None:
        key = normalize(word)
        if len(key) >= shortest:
            langs.setdefault((key, found), set()).add(lang)

    for spec in grammar.COMMANDS:
        for lang, words in spec.words.items():
            for word in words:
                add(word, Nearest(command=spec.name), lang)
    for lang, per_command in grammar.REQUESTS.items():  # after the words: they win a tie
        for name, words in per_command.items():
            for word in words:
                add(word, Nearest(command=name), lang)
    for lang, misheard in grammar.MISHEARINGS.items():
        for word, name in misheard.items():
            add(word, Nearest(command=name), lang, shortest=0)
    for lang, per_rank in grammar.RANK_WORDS.items():
        for rank, words in per_rank.items():
            for word in words:
                add(word, Nearest(rank=rank), lang)
    first: dict[str, Nearest] = {}
    for key, found in langs:  # one meaning per key: the first met (grammar order)
        first.setdefault(key, found)
    return tuple(_Candidate(key, found, frozenset(langs[key, found]))
                 for key, found in first.items())


_NEAR: Final[list[_Candidate]] = list(_candidates())


def rebuild() -> None:
    """Make the candidates again from ``grammar`` (a command added or taken away:
    ``registry.register_command``)."""
    _NEAR[:] = _candidates()
_CLOSE_FROM: Final = 3
"""From this many steps, a word of the player's language one step further than
another language's is still preferred."""


def nearest(keys: Sequence[str], lang: str | None = None) -> Nearest | None:
    """The command or rank whose word is closest to the first word or the whole input.

    ``keys``: the input's normalised tokens; ``lang``: the player's language
    (en, ar, hr), whose words are preferred when they are as near as another
    language's, or one step further from three steps on (None: no language
    preferred). Filler
    words are left out; the closest candidate within the bound wins
    (commands before ranks, then grammar order, on a tie); None when nothing
    is near.
    """
    queries = [key for key in keys if key not in SINGLE or not SINGLE[key].pure_filler]
    if not queries:
        return None
    best: tuple[int, int, int, Nearest] | None = None
    for query in dict.fromkeys((queries[0][:40], " ".join(queries)[:40])):
        for order, candidate in enumerate(_NEAR):
            if not _near(query, candidate.key):
                continue
            own = int(lang in candidate.langs)
            steps = distance(query, candidate.key)
            # The player's own word first on a tie, or a step further once both are
            # far (3 steps against 2); a word one slip away stays ahead of one two away.
            rank = (steps - own if steps >= _CLOSE_FROM else steps, 1 - own, order)
            if best is None or rank < best[:3]:
                best = (*rank, candidate.found)
    if best is None:
        return None
    row = find(best[3].command)
    # A command that ends or replaces the game is never offered (``replaces_game``):
    # nothing is, rather than the next command along ("kaj" is near "kraj", quit).
    return None if row is not None and row.replaces_game else best[3]


def nearest_command(keys: Sequence[str], lang: str | None = None) -> str | None:
    """The canonical command closest to the input (``nearest``), or None."""
    found = nearest(keys, lang)
    return found.command if found is not None else None


def suggested_word(command: str | None, rank: Rank | None, lang: str) -> str | None:
    """The word to suggest in ``lang``: the command's first word, else the rank's, else None."""
    if command is not None and command in grammar.COMMANDS_BY_NAME:
        return grammar.COMMANDS_BY_NAME[command].words[lang][0]
    if rank is not None:
        return grammar.RANK_WORDS[lang][rank][0]
    return None
