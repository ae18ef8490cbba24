"""The deal of the day: one numbered deal per UTC calendar day, game and rule set.

The rule (docs/deals.md §8, with test vectors; issue 14, point 5):

* the *key* is the date as ``YYYY-MM-DD`` (the UTC calendar day), one space,
  and the game code of the deal without its seven deal letters: ``TP1-E``
  (TriPeaks, Easy), ``TP1-C`` (Classic), ``PY1`` (Pyramid), with the variant
  letters after a dash when the rule set has any (``TP1-E-W``); so
  ``2026-12-01 TP1-E``;
* the key's UTF-8 bytes are hashed with SHA-256; the first 8 bytes of the
  digest, read as an unsigned big-endian integer, taken modulo
  ``deals.DEAL_COUNT`` (26**7), are the deal number.

Every player who asks on the same UTC day for the same game and rules gets
the same deal, whatever the machine; the next day brings another. The modulo
bias is below one part in two billion. Layer 3: no clock is read here (the
caller gives the date), no text, no I/O.
"""

from __future__ import annotations

import hashlib
from datetime import date

from ..kinds import GameKind
from ..values.rules import RuleSet
from . import DEAL_COUNT, GameCode

__all__ = ["daily_code", "daily_key", "daily_number"]


def daily_key(day: date, kind: GameKind, rules: RuleSet) -> str:
    """The text hashed for ``kind``'s deal of the day under ``rules`` (module docstring).

    E.g. ``"2026-12-01 TP1-E"``, ``"2026-12-01 PY1"``; the rule letter and the
    variants are written only for a kind whose codes carry them.
    """
    code = kind.code(0, rules)
    parts = [code.game.prefix]
    if code.rules is not None:
        parts.append(code.rules.value)
    if code.variants:
        parts.append(code.variants)
    return f"{day.isoformat()} {'-'.join(parts)}"


def daily_number(day: date, kind: GameKind, rules: RuleSet) -> int:
    """The deal number of the deal of the day ``day`` (UTC) of ``kind`` under ``rules``.

    SHA-256 of ``daily_key``, its first 8 bytes big-endian, modulo
    ``DEAL_COUNT``: a number in 0 … DEAL_COUNT - 1 (docs/deals.md §8).
    """
    digest = hashlib.sha256(daily_key(day, kind, rules).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % DEAL_COUNT


def daily_code(day: date, kind: GameKind, rules: RuleSet) -> GameCode:
    """The game code of the deal of the day ``day`` of ``kind`` under ``rules``.

    ``kind.code(daily_number(…), rules)``: rule letter and variants written
    as for any deal of that kind.
    """
    return kind.code(daily_number(day, kind, rules), rules)
