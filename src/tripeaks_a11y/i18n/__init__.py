"""Message catalogs, plural rules and card names in Arabic, Croatian and English.

Catalogs are Project Fluent files, per language: ``locales/<lang>/*.ftl``
(docs/architecture.md "The packages and modules"). Every sentence the player hears comes from them,
card names included, so translators own the wording, the grammar (plural
categories from CLDR via babel, Croatian cases, Arabic constructs) and the
punctuation (list and group separators). Python only picks message ids and
passes values.

Values passed to ``t`` may be ``str``, ``int``, ``Card`` (named in the
language), ``Rank`` (its catalog key: ``"ace"``, ``"7"``, ``"king"``) or another
``Enum`` (its lower-case name, e.g. ``Rules.EASY`` -> ``"easy"``).
A card argument ``$name`` (a ``Card`` or a ``CardName``) also gives the message
its name in each grammatical case of CARD_CASES as ``$name-acc``…, so a
catalog inflects a card where its verb governs it (hr "odigrajte { $card-acc }"),
and its gender as ``$name-gender`` (``card_gender``), so the words that agree
with it select on it (ar «{ $card-gender -> [masculine] يغطيها *[other] تغطيها }»).
A ``RuleSet`` argument ``$rules`` is its rule set's word ("easy") and also
gives ``$variants``: the names of its variants joined with list-and
(``variant-name-<letter>``), or "none", so ``rules-phrase`` can say "Easy rules
with empty waste"; a ``$rules`` given as a word or ``Rules`` has none.
Integers are formatted without digit grouping and in Western digits, as the
seeds write them ("23 ورقة").
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

from ..languages import FALLBACK, LANGUAGES, language
from ..values.cards import Card, Joker, Rank
from ..values.rules import RuleSet
from .catalogs import Catalog, MessageFormatError, format_message, load_catalog

__all__ = [
    "CARD_CASES",
    "LANGUAGES",
    "CardName",
    "MessageFormatError",
    "card_gender",
    "card_name",
    "variant_names",
    "join_and",
    "join_list",
    "join_or",
    "language_from_locale",
    "catalog_folder",
    "locales_dir",
    "message_ids",
    "rank_key",
    "sentence_case",
    "t",
]

_RANK_KEYS = {
    Rank.ACE: "ace",
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
}


CARD_CASES = ("acc", "gen")
"""Cases besides the nominative a card name is given in, as ``$name-<case>``
arguments (the ``card`` message's ``$case`` selector; a catalog without one
gives the nominative): the accusative after a verb (hr "odigrajte kralja u
trefu"), the genitive after a noun (hr "zbroj karata 7 u piku i dame u trefu")."""


class CardName(str):
    """A card's name as a message argument (a ``str``), with the ``card`` it names.

    ``t`` adds its case forms (``$name-acc``) beside it.
    """

    card: Card | Joker

    def __new__(cls, text: str, card: Card | Joker) -> CardName:
        """The name ``text`` of ``card``."""
        self = super().__new__(cls, text)
        self.card = card
        return self


def locales_dir() -> Path:
    """The folder holding ``<lang>/*.ftl``.

    Inside the installed package first (where the wheel puts the catalogs),
    else the repository's top-level ``locales/`` (source checkout).
    """
    packaged = Path(__file__).resolve().parents[1] / "locales"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[3] / "locales"


def catalog_folder(lang: str) -> Path:
    """The folder of ``lang``'s ``.ftl`` files: its row's ``catalogs``, else
    ``locales_dir() / lang``. The folder is named for the language."""
    return language(lang).catalogs or locales_dir() / lang


def _check_lang(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language: {lang!r} (known: {', '.join(LANGUAGES)})")


@cache
def _catalog(lang: str) -> Catalog:
    """``lang``'s messages, compiled (``catalogs.load_catalog``: cached between runs)."""
    _check_lang(lang)
    return load_catalog(lang, catalog_folder(lang).parent)


@cache
def _bundle(lang: str) -> Any:
    """``lang``'s FluentBundle, for a message the compiled form leaves to Fluent (its
    files parsed on first use; fluent.runtime imported only then)."""
    from fluent.runtime import FluentBundle, FluentResource

    # use_isolating=False: no U+2068/U+2069 marks, which screen readers trip on.
    bundle = FluentBundle([lang], use_isolating=False)
    for path in sorted(catalog_folder(lang).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def message_ids(lang: str) -> frozenset[str]:
    """The ids of the messages (not terms) in ``lang``'s catalogs.

    Raises ValueError for an unknown language, MessageFormatError when a
    catalog does not parse.
    """
    return frozenset(_catalog(lang).messages)


def _plain_value(name: str, value: object, lang: str) -> str | int:
    if isinstance(value, bool):
        raise TypeError(f"argument {name!r}: a bool has no wording; pass a str")
    if isinstance(value, Rank):  # before int: Rank is an IntEnum
        return rank_key(value)
    if isinstance(value, Enum):
        return value.name.lower()
    if isinstance(value, RuleSet):
        return value.name.word
    if isinstance(value, int | str):
        return value
    if isinstance(value, Card):
        return card_name(lang, value)
    raise TypeError(f"argument {name!r}: cannot put a {type(value).__name__} in a message")


def t(lang: str, msg_id: str, **args: object) -> str:
    """Format message ``msg_id`` of ``lang``'s catalog with ``args``.

    Raises KeyError when the catalog has no such message, ValueError for an
    unknown language, MessageFormatError when Fluent reports any error (a
    missing argument, a missing referenced message, no matching variant),
    TypeError for an argument of a type that has no wording.
    """
    messages = _catalog(lang).messages
    if msg_id not in messages:
        raise KeyError(f"no message {msg_id!r} in the {lang!r} catalog")
    if messages[msg_id] is None:
        raise KeyError(f"message {msg_id!r} in the {lang!r} catalog has no value")
    values = {name: _plain_value(name, value, lang) for name, value in args.items()}
    if "rules" in args and "variants" not in args:
        rules = args["rules"]
        letters = rules.variants if isinstance(rules, RuleSet) else ""
        values["variants"] = variant_names(lang, letters) or "none"
    for name, value in args.items():
        card = value.card if isinstance(value, CardName) else value
        if isinstance(card, Card | Joker):
            for case in CARD_CASES:
                values.setdefault(f"{name}-{case}", card_name(lang, card, case))
            values.setdefault(f"{name}-gender", card_gender(lang, card))
    text = format_message(_catalog(lang), msg_id, values)
    return text if text is not None else _fluent_format(lang, msg_id, values)


def _fluent_format(lang: str, msg_id: str, values: dict[str, str | int]) -> str:
    """``t`` by fluent.runtime itself: integers as Fluent numbers without grouping."""
    from fluent.runtime.types import fluent_number

    bundle = _bundle(lang)
    fluent_args = {name: fluent_number(value, useGrouping=False)
                   if isinstance(value, int) else value for name, value in values.items()}
    text, errors = bundle.format_pattern(bundle.get_message(msg_id).value, fluent_args)
    if errors:
        raise MessageFormatError(f"{lang}/{msg_id}: " + "; ".join(str(e) for e in errors))
    return str(text)


def variant_names(lang: str, letters: str) -> str:
    """The variants of code letters ``letters`` named in ``lang``, joined with list-and:
    "empty waste and open peaks" for "OW" (``variant-name-<letter>``; docs/rules.md
    "Variants"), in letter order; "" for none. A letter the catalog does not name
    (a variant row added without its words) is said as the letter itself."""
    messages = _catalog(lang).messages
    return join_and(lang, [t(lang, f"variant-name-{letter}")
                           if f"variant-name-{letter}" in messages else letter
                           for letter in letters])


def rank_key(rank: Rank) -> str:
    """The catalogs' selector key for a rank: ``ace``, ``2`` … ``10``, ``jack``, ``queen``,
    ``king`` (the ``$rank`` of ``card``, ``rank-name`` and ``parse-rank-none``)."""
    return _RANK_KEYS.get(rank, str(rank.value))


def card_name(lang: str, card: Card | Joker, case: str = "nom") -> CardName:
    """The card's spoken name from the catalog's ``card`` message, in ``case``.

    ``case`` is "nom" or one of CARD_CASES ("acc": hr "kralja u karonu");
    a language without cases gives the same name for each. Seed patterns
    (docs/rules.md "The board read-out"): en "7 of spades", "king of diamonds"; ar «7 من البستوني»,
    «آس البرسيم»; hr "7 u piku", "as u trefu". The joker (variant ``J``)
    is named by ``card-joker``: en "the joker", hr "džoker", ar «الجوكر».
    Raises ValueError for an unknown language or case.
    """
    if case != "nom" and case not in CARD_CASES:
        raise ValueError(f"unknown case: {case!r} (known: nom, {', '.join(CARD_CASES)})")
    if isinstance(card, Joker):
        return CardName(t(lang, "card-joker", case=case), card)
    name = t(lang, "card", rank=rank_key(card.rank), suit=card.suit.name.lower(), case=case)
    return CardName(name, card)


def card_gender(lang: str, card: Card | Joker | None) -> str:
    """The grammatical gender of the card's name in ``lang`` (None: a hidden card, said
    with the word for a card): "masculine", "feminine", or "other" in a language
    without genders (``languages.CardGenders``: ar شاب masculine, hr dama feminine)."""
    key = None if card is None else "joker" if isinstance(card, Joker) else rank_key(card.rank)
    return language(lang).genders.of(key)


def join_list(lang: str, items: Sequence[str]) -> str:
    """Items joined with the catalog's ``list-separator`` (", " en/hr, "، " ar)."""
    return t(lang, "list-separator").join(items)


def _join_last(lang: str, msg_id: str, items: Sequence[str]) -> str:
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return t(lang, msg_id, items=join_list(lang, items[:-1]), last=items[-1])


def join_or(lang: str, items: Sequence[str]) -> str:
    """The alternatives of a question: "which one: a, b or c?" (``list-or``: ar أم, the
    "or" of a question); one item alone; "" for none."""
    return _join_last(lang, "list-or", items)


def join_and(lang: str, items: Sequence[str]) -> str:
    """A conjunction: "a, b and c" (``list-and``); one item alone; "" for none."""
    return _join_last(lang, "list-and", items)


def sentence_case(text: str) -> str:
    """``text`` with its first character upper-cased, for a fragment that starts a
    sentence; opening brackets and quotes before it are passed over ("[peak
    tops" -> "[Peak tops"). Arabic has no case and is returned unchanged.
    """
    start = len(text) - len(text.lstrip("[(«\"'"))
    return text[:start] + text[start:start + 1].upper() + text[start + 1:]


def language_from_locale(value: str | None) -> str:
    """The interface language a POSIX locale names, if in the table, else the fallback.

    Reads ``hr_HR.UTF-8``, ``ar_EG``, ``hr-HR``, ``ar``, ``sr_RS@latin`` and a
    ``LANGUAGE``-style list ``hr:en`` (first entry). ``None``, ``""``, ``C``
    and ``POSIX`` give the fallback (``languages.FALLBACK``, English).
    """
    if not value:
        return FALLBACK
    first = value.split(":", 1)[0]
    code = first.split(".", 1)[0].split("@", 1)[0].replace("-", "_").split("_", 1)[0]
    code = code.strip().lower()
    return code if code in LANGUAGES else FALLBACK
