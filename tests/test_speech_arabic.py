"""Arabic as the voice hears it: every catalog word vouched for, every spoken word with vowels.

Issue 12, point 1. The catalogs are read from their files (every text of
every message and variant), and every message is rendered with
representative arguments (cards of every rank and suit, counts 0 1 2 3 11
23, codes) and made pronounceable as ``speech.spoken`` does for the voice.
espeak-ng checks the words it then gets (``-q -x``: phonemes, no sound).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable, Iterator

import pytest
from fluent.syntax import ast as ftl
from fluent.syntax import parse as parse_ftl
from fluent.syntax.visitor import Visitor
from test_speech_spoken import vowel_trouble  # the project's one vowel check

from tripeaks_a11y.commands import Command, ParseError, parse
from tripeaks_a11y.i18n import card_name, locales_dir, message_ids, t
from tripeaks_a11y.speech.arabic import VOCALISED, unchecked_words, vocalise
from tripeaks_a11y.speech.arabic_words import CATALOG_VOCALISED, PRINTED_ONLY, READS_WELL
from tripeaks_a11y.speech.spoken import pronounceable
from tripeaks_a11y.values.cards import Card, Rank, Suit, full_deck

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed")

_ARABIC_WORD = re.compile(r"[\u0621-\u0652\u0670]+")
def phoneme_lines(words: list[str]) -> list[str]:
    """espeak-ng's phonemes for each of ``words``, in one run (one line each)."""
    done = subprocess.run(["espeak-ng", "-q", "-x", "-v", "ar", "--stdin"],
                          input="\n\n".join(words), capture_output=True, text=True,
                          encoding="utf-8", timeout=120, check=True)
    lines = [line.strip() for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == len(words)
    return lines


class _Texts(Visitor):
    """The literal texts of one message or term, every variant included."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def visit_TextElement(self, node: ftl.TextElement) -> None:  # noqa: N802 - Fluent's name
        self.texts.append(node.value)


def unvouched(source: str) -> dict[str, list[str]]:
    """Message or term id -> its words no table vouches for (FTL ``source``)."""
    found: dict[str, list[str]] = {}
    for entry in parse_ftl(source).body:
        if isinstance(entry, ftl.Message | ftl.Term):
            if entry.id.name.startswith(PRINTED_ONLY):
                continue  # never said by the game's voice
            texts = _Texts()
            texts.visit(entry)
            words = unchecked_words(" ".join(texts.texts))
            if words:
                found[entry.id.name] = words
    return found


def arabic_catalogs() -> Iterator[str]:
    """The FTL source of every Arabic catalog file."""
    for path in sorted((locales_dir() / "ar").glob("*.ftl")):
        yield path.read_text(encoding="utf-8")


# ----- every catalog word has a row -------------------------------------


def test_every_word_of_every_arabic_message_is_vouched_for() -> None:
    found: dict[str, list[str]] = {}
    for source in arabic_catalogs():
        found.update(unvouched(source))
    assert not found, ("add these words to languages/ar/catalog_words.py (vocalised, or READS_WELL "
                       f"after checking espeak-ng reads them): {found}")


def test_a_new_message_with_an_unvocalised_word_is_caught() -> None:
    synthetic = ("new-message = { $count ->\n"
                 "    [one] ورقة واحدة في الخزانة\n"
                 "   *[other] { $count } ورقة مبعثرة\n"
                 "  }\n")
    assert unvouched(synthetic) == {"new-message": ["الخزانة", "مبعثرة"]}
    assert unvouched("known = ورقة مخفية، العب.\n") == {}


def _skeleton(word: str) -> str:
    """``word`` without vowel marks or shadda, a doubled letter written once."""
    return re.sub(r"(.)\1+", r"\1", re.sub("[\u064B-\u0652]", "", word))


def test_the_tables_do_not_overlap_and_forms_only_add_vowels() -> None:
    assert not READS_WELL & set(VOCALISED)
    changed = {word: form for word, form in CATALOG_VOCALISED.items()
               if _skeleton(form) != _skeleton(word)}
    assert not changed


# ----- every message, rendered, as the voice gets it ---------------------

_CARDS = [card for card in full_deck() if card.rank in (Rank.ACE, Rank.TWO, Rank.SEVEN,
                                                        Rank.TEN, Rank.JACK, Rank.QUEEN,
                                                        Rank.KING)]
_COUNTS = (0, 1, 2, 3, 11, 23)


class _Variables(Visitor):
    """The names of the variables a catalog uses."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)


def _card_list(cards: Iterable[Card]) -> str:
    return "، ".join(card_name("ar", card) for card in cards)


def _values() -> dict[str, list[object]]:
    """Each argument name the catalogs use -> the values to render it with."""
    one_card: list[object] = [*_CARDS]
    lists: list[object] = [_card_list(_CARDS[:3]), _card_list(_CARDS[3:4])]
    outputs: list[object] = [t("ar", "speech-output-name", output=name)
                             for name in ("tts", "screen-reader", "none")]
    found = _Variables()
    for source in arabic_catalogs():
        found.visit(parse_ftl(source))
    # An argument not named below (a new message's) is given a Latin placeholder.
    placeholders: dict[str, list[object]] = {name: ["x"] for name in found.names}
    return placeholders | {
        "count": [*_COUNTS], "bonus": [*_COUNTS], "points": [*_COUNTS],
        "score": [0, 480], "moves": [12], "row": [1, 2, 3, 4], "rows": [4], "slot": [1],
        "total": [20], "number": [5], "max": [999999], "low": [50], "high": [400],
        "rate": [150], "volume": [80], "extent": ["none", "all", "count", "share", "won", "lost"],
        "gender": ["masculine", "feminine"], "genders": ["masculine", "feminine", "mixed"],
        "card": one_card, "first": one_card[:4], "second": one_card[-4:], "waste": one_card[:2],
        "cards": lists, "free": lists,
        "rank": [*Rank], "suit": [suit.name.lower() for suit in Suit],
        "peak": ["left", "middle", "right"], "rules": ["easy", "classic"],
        "kind": ["play", "draw", "king", "pair"], "level": ["brief", "normal", "full"],
        "mode": ["interrupt", "queue"], "output": ["tts", "screen-reader", "none"],
        "game": ["pyramid", "tripeaks"], "failed": outputs, "now": outputs,
        "code": ["TP1-E-AAAAAAB", "PY1-AAAAAAB"], "codes": ["ZZ، 1X"], "detail": ["TP9"],
        "path": ["/tmp/settings.toml"], "problem": [t("ar", "settings-reason-denied")],
        "text": ["xyz"], "command": ["لوحة"], "topic": ["xyz"], "reader": ["Orca", "NVDA"],
        "words": ["لوحة"], "items": ["a، b"], "last": ["c"],
    }


def rendered_arabic() -> dict[str, set[str]]:
    """Message id -> its texts, each argument varied over its values in turn."""
    values = _values()
    base = {name: choices[0] for name, choices in values.items()}
    out: dict[str, set[str]] = {}
    for msg_id in sorted(message_ids("ar")):
        if msg_id.startswith(PRINTED_ONLY):
            continue  # never said by the game's voice
        texts = out.setdefault(msg_id, set())
        for name, choices in values.items():
            for value in choices:
                texts.add(t("ar", msg_id, **{**base, name: value}))
    return out


def test_every_rendered_message_is_vouched_for() -> None:
    found = {msg_id: words for msg_id, texts in rendered_arabic().items()
             if (words := unchecked_words(" ".join(texts)))}
    assert not found


@needs_espeak
def test_every_spoken_word_of_every_message_has_vowels() -> None:
    words = sorted({word for texts in rendered_arabic().values() for text in texts
                    for word in _ARABIC_WORD.findall(pronounceable(text, "ar"))})
    assert len(words) > 500
    bad = {word: said for word, said in zip(words, phoneme_lines(words), strict=True)
           if vowel_trouble(said)}
    assert not bad


@needs_espeak
def test_every_table_form_and_bare_word_has_vowels() -> None:
    words = sorted({*VOCALISED.values(), *READS_WELL})
    bad = {word: said for word, said in zip(words, phoneme_lines(words), strict=True)
           if vowel_trouble(said)}
    assert not bad


_CONSONANT_RUN = re.compile(r"dZ|gH|dH|tS|[a-zA-Z?]")


def three_consonants(word_phonemes: str) -> bool:
    """Whether espeak-ng's phonemes for a word hold three consonants with no vowel between,
    a doubled consonant counting twice: a doubled letter whose vowel espeak-ng
    dropped («قِمَّتَيْن» read ``q'immta,in``, «كله» ``k'ullh``), which
    ``vowel_trouble``, counting it once, lets through (issue 30). Mnemonics as
    there: a i u (``:`` long, ``.`` emphatic) are the vowels."""
    run = 0
    for token in _CONSONANT_RUN.findall(re.sub(r"[',:.\[\]_!#-]", "", word_phonemes)):
        run = 0 if token in "aiueo" else run + 1
        if run >= 3:
            return True
    return False


@pytest.mark.parametrize(("said", "trouble"), [
    ("q'immta,in", True), ("k'ullh", True), ("li?'annh", True), ("j'ukallf", True),
    ("w'adZhha:", True), ("qimm'ata,in", False), ("kull'uh", False), ("?att'afs[i.:l", False),
    ("?albaRs'i:m", False),
])
def test_the_strict_check_sees_a_doubled_letter_that_lost_its_vowel(said: str,
                                                                     trouble: bool) -> None:
    assert three_consonants(said) is trouble


@needs_espeak
def test_no_spoken_word_of_any_message_has_three_consonants_in_a_row() -> None:
    words = sorted({word for texts in rendered_arabic().values() for text in texts
                    for word in _ARABIC_WORD.findall(pronounceable(text, "ar"))})
    assert len(words) > 1000
    bad = {word: said for word, said in zip(words, phoneme_lines(words), strict=True)
           if three_consonants(said)}
    assert not bad


@needs_espeak
def test_no_table_form_or_bare_word_has_three_consonants_in_a_row() -> None:
    words = sorted({*VOCALISED.values(), *READS_WELL})
    bad = {word: said for word, said in zip(words, phoneme_lines(words), strict=True)
           if three_consonants(said)}
    assert not bad


@needs_espeak
@pytest.mark.parametrize("msg_id", ["code-unknown-prefix", "variants-tripeaks-only"])
def test_a_joined_letter_before_a_latin_word_is_said_with_its_vowel(msg_id: str) -> None:
    text = t("ar", msg_id, detail="X")
    assert "بـ" in text  # «بـ TP1», «بـ TriPeaks»: the joining mark on screen
    said = pronounceable(text, "ar")
    assert "بِ " in said and "\u0640" not in said
    done = subprocess.run(["espeak-ng", "-q", "-x", "-v", "ar", said], capture_output=True,
                          text=True, encoding="utf-8", timeout=30, check=True)
    assert re.search(r"(^|\s)bi\s*\(en\)", done.stdout), done.stdout  # bi, not a bare b
    assert not re.search(r"(^|\s)b\s*\(en\)", done.stdout), done.stdout


# ----- the frequent words, as a native speaker reads them ----------------

FREQUENT = [
    # bare word, vocalised as read in the game's sentences, espeak-ng phonemes
    ("تكون", "تَكُون", "t'aku:n"),  # refused-wrong-rank: not "takawwana"
    ("العب", "اِلْعَبْ", "?'ilAab"),  # every hint: not "al-" and another word
    ("أصبحت", "أَصْبَحَت", "?as[b'aHat"),  # Pyramid: the waste became empty
    ("عادت", "عَادَت", "A'a:dat"),  # every undo
    ("الأوامر", "الأَوَامِر", "?al?,au'a:miR"),  # welcome
    ("البرسيم", "البَرْسِيم", "?albaRs'i:m"),  # every club card
    ("التوزيعة", "التَوْزِيعَة", "?att,auz'i:Aat"),  # codes, rules: at-tawzīʿa
    ("أزلت", "أَزَلْتَ", "?'azalt,a"),  # Pyramid won: azalta
    ("بقيت", "بَقِيْيَت", "baq'i:jat"),  # baqiyat: the y heard
    ("ورقةً", "وَرَقَةً", "waR'aqat,an"),  # ورقةً ورقة: waraqatan
    ("انظر", "اُنْظُر", "?'unZu.R"),  # help: unẓur
    ("أسئلة", "أَسْئِلَة", "?as?'ilat"),  # help: as'ila
    ("التفصيل", "التَفْصِيل", "?att'afs[i.:l"),  # the verbosity word the game takes
    # issue 30: a doubled letter whose vowel espeak-ng dropped, written out with a sukun
    ("قمتين", "قِمْمَتَيْن", "qimm'ata,in"),  # variants: qimmatayn, not q'immta,in
    ("لأنه", "لِأَنْنَه", "li?'annah"),  # li'annah, not li?'annh
    ("كله", "كُلْلُه", "kull'uh"),  # kulluh, not k'ullh
    ("كلها", "كُلْلُهَا", "kull'uha:"),  # kulluhā
    ("وجهها", "وَجْهُهَا", "w'adZhuh,a:"),  # wajhuhā, not w'adZhha:
    ("يكلّف", "يُكَلْلِف", "juk'allif"),  # yukallif, not j'ukallf
    ("ويكلّف", "وَيُكَلْلِف", "w,aiuk'allif"),
    ("يكلّفه", "يُكَلْلِفُه", "juk'allif,uh"),
]


@pytest.mark.parametrize(("bare", "form", "said"), FREQUENT)
def test_frequent_words_get_their_vowels(bare: str, form: str, said: str) -> None:
    assert vocalise(bare) == form


@needs_espeak
def test_frequent_words_are_read_as_a_native_speaker_reads_them() -> None:
    forms = [form for _bare, form, _said in FREQUENT]
    assert phoneme_lines(forms) == [said for _bare, _form, said in FREQUENT]


@needs_espeak
@pytest.mark.parametrize(("msg_id", "args", "heard"), [
    ("hint", {"kind": "play", "card": Card(Rank.KING, Suit.CLUBS)}, "?'ilAab"),
    ("hint", {"kind": "play", "card": Card(Rank.KING, Suit.CLUBS)}, "?albaRs'i:m"),
    ("refused-wrong-rank", {}, "t'aku:n"),
    ("undone-drawn", {"card": Card(Rank.ACE, Suit.HEARTS), "score": 3}, "A'a:dat"),
    ("pyramid-waste-now-empty", {}, "?as[b'aHat"),
])
def test_the_words_are_heard_so_in_their_sentences(
        msg_id: str, args: dict[str, object], heard: str) -> None:
    spoken = pronounceable(t("ar", msg_id, **args), "ar")
    done = subprocess.run(["espeak-ng", "-q", "-x", "-v", "ar", spoken], capture_output=True,
                          text=True, encoding="utf-8", timeout=30, check=True)
    def unstressed(said: str) -> str:
        return re.sub("[',]", "", said)

    assert unstressed(heard) in unstressed(done.stdout)


# ----- agreement and the verbosity word (issue 12, "Arabic agreement") ----


@pytest.mark.parametrize("rank", [Rank.KING, Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.SEVEN])
def test_card_sentences_do_not_make_masculine_cards_feminine(rank: Rank) -> None:
    card = Card(rank, Suit.CLUBS)
    name = card_name("ar", card)
    top = t("ar", "look-waste-top", card=card)
    played = t("ar", "look-played-card", card=card)
    single = t("ar", "refused-not-a-king", card=card)
    assert name in top and name in played and name in single
    # «ملك البرسيم هي…», «… لُعبت», «…: تلزمها» gave a feminine pronoun or verb to the card.
    assert f"{name} هي" not in top
    assert f"{name} لُعبت" not in played
    assert "تلزمها" not in single


def test_the_verbosity_label_is_the_word_the_game_accepts() -> None:
    label = t("ar", "speech-verbosity", level="brief").split(":")[0]
    assert label == "التفصيل"
    assert parse(f"{label} مختصر") == Command(name="verbosity", arg="brief")
    with pytest.raises(ParseError):
        parse("التفاصيل مختصر")  # the old label: the game refused it
