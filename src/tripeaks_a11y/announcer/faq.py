"""Which faq answers a rule variant changes, and the ids of the answers in force.

The faq (``GameKind.faq``) answers for the default rules; a variant that makes
an answer untrue has its own answer, ``<id>-<letters>`` in the catalogs
(locales/*/look.ftl; docs/rules.md "Variants"). Letters are data here: the
announcer is given the rule set's variant letters and knows no rule.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["FAQ_VARIANTS", "faq_in_force"]


FAQ_VARIANTS: dict[str, str] = {
    # Rank rule: the empty waste (W) and the joker on the waste (J) take any card.
    "faq-tripeaks-1": "JW",
    # Drawing at any time: traditional draw (D) refuses a draw while a card can be played.
    "faq-tripeaks-2": "D",
    # The default score: traditional scoring (S) replaces it.
    "faq-tripeaks-4": "S",
}
"""Each faq answer that a variant makes untrue, with the variant letters that
change it (docs/rules.md "Variants"). Under those variants the answer is
replaced by ``<answer>-<letters in force among them, sorted>`` (``faq-tripeaks-1-JW``);
an answer not listed here, or none of whose letters is in force, stays as it is."""


def faq_in_force(msg_ids: Sequence[str], variants: str) -> tuple[str, ...]:
    """The faq message ids ``msg_ids`` (``GameKind.faq``) as the rules in force answer them.

    ``variants``: the variant letters of the rule set in force
    (``RuleSet.variants``, any order and case; "" the default rules, which
    leaves ``msg_ids`` unchanged). Each id listed in ``FAQ_VARIANTS`` whose
    letters meet ``variants`` becomes that variant's answer, named
    ``<id>-<letters>`` (docs/rules.md "Variants"). Same length and order.
    """
    letters = set(variants.upper())
    answers: list[str] = []
    for msg_id in msg_ids:
        changed = "".join(sorted(letters & set(FAQ_VARIANTS.get(msg_id, ""))))
        answers.append(f"{msg_id}-{changed}" if changed else msg_id)
    return tuple(answers)
