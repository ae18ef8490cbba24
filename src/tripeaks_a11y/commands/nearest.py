"""The command nearest to an unknown input, for "did you mean" (difflib).

Compared against every command word of every language (three letters or
more) and the dictation mishearings.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Final

from . import grammar
from .lexicon import SINGLE
from .normalize import normalize

__all__ = ["nearest_command"]

_NEAR: Final[dict[str, str]] = {}
for _spec in grammar.COMMANDS:
    for _words in _spec.words.values():
        for _word in _words:
            _key = normalize(_word)
            if len(_key) >= 3:
                _NEAR.setdefault(_key, _spec.name)
for _misheard in grammar.MISHEARINGS.values():
    for _word, _name in _misheard.items():
        _NEAR.setdefault(normalize(_word), _name)
_NEAR_WORDS: Final = list(_NEAR)


def nearest_command(keys: Sequence[str]) -> str | None:
    """The command whose word is closest to the first word or the whole input."""
    queries = [key for key in keys if key not in SINGLE or not SINGLE[key].pure_filler]
    if not queries:
        return None
    best: tuple[float, str] | None = None
    for query in {queries[0][:40], " ".join(queries)[:40]}:
        for match in difflib.get_close_matches(query, _NEAR_WORDS, n=1, cutoff=0.6):
            ratio = difflib.SequenceMatcher(None, query, match).ratio()
            if best is None or ratio > best[0]:
                best = (ratio, _NEAR[match])
    return best[1] if best else None

