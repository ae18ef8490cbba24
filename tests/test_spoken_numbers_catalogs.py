"""Every catalog message with a number is said with number words in the right form (issue 30).

Each message of locales/ar and locales/hr that takes a number is formatted
with sample numbers (0, 1, 2, 3, 5, 11, 21, 100, and a score of -17), and
its spoken form (what ``speech.spoken.pronounceable`` hands the voice) is
checked: no digit of a number is left, and each sample number is said as one
of its forms in ``FORMS``. ``CONTEXTS`` then checks the right form in the
sentences the issue names and in each kind of context (a counted noun's
gender and case, a preposition, a place, a date, a sign).

The tables below are written by hand from the grammars, not from the code:
Arabic after W. Wright, *A Grammar of the Arabic Language* (vol. 1 §§ 321-337,
vol. 2 § 99): the numbers 3-10 take the gender opposite to their noun's, 1
and 2 agree, the dual and the tens end in -ayn/-īn in the genitive, a unit
before its noun in the genitive has the construct's kasra, in a compound the
genitive's tanwin, ordinals agree with their noun; Croatian after Barić et
al., *Hrvatska gramatika* (§§ 1364-1391): "jedan" declines in gender and
case, "dva" has a feminine "dvije", ordinals in dates are in the genitive.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import ast, parse, visitor

from tripeaks_a11y.i18n import t
from tripeaks_a11y.speech.spoken import pronounceable

LOCALES = Path(__file__).resolve().parents[1] / "locales"
SAMPLES = (0, 1, 2, 3, 5, 11, 21, 100)
NEGATIVE = -17

FORMS: dict[str, dict[int, frozenset[str]]] = {
    "ar": {
        0: frozenset({"صِفْر"}),
        1: frozenset({"وَاحِد", "وَاحِدَة", "الأَوَّل", "الأُولَى"}),
        2: frozenset({"اِثْنَان", "اِثْنَتَان", "اِثْنَيْن", "اِثْنَتَيْن", "الثَّانِي", "الثَّانِيَة"}),
        3: frozenset({"ثَلَاثَة", "ثَلَاث", "ثَلَاثَةِ", "ثَلَاثِ", "الثَّالِث", "الثَّالِثَة"}),
        5: frozenset({"خَمْسَة", "خَمْس", "خَمْسَةِ", "خَمْسِ", "الخَامِس", "الخَامِسَة"}),
        11: frozenset({"أَحَدَ عَشَرَ", "إِحْدَى عَشْرَةَ", "الحَادِي عَشَرَ",
                       "الحَادِيَةَ عَشْرَةَ"}),
        21: frozenset({"وَاحِد وَعِشْرُون", "إِحْدَى وَعِشْرُون", "وَاحِدٍ وَعِشْرِين",
                       "إِحْدَى وَعِشْرِين", "الحَادِي وَالعِشْرُون", "الحَادِيَة وَالعِشْرُون"}),
        100: frozenset({"مِئَة"}),
        17: frozenset({"سَبْعَةَ عَشَرَ", "سَبْعَ عَشْرَةَ"}),
    },
    "hr": {
        0: frozenset({"nula", "nule", "nuli", "nulu", "nulom"}),  # declined as a noun
        1: frozenset({"jedan", "jedna", "jedno", "jednoga", "jednog", "jednom", "jednim",
                      "jedne", "jednoj", "jednu", "prvoga", "prve"}),
        2: frozenset({"dva", "dvije", "drugoga", "druge"}),
        3: frozenset({"tri", "trećega", "treće"}),
        5: frozenset({"pet", "petoga", "pete"}),
        11: frozenset({"jedanaest", "jedanaestoga", "jedanaeste"}),
        21: frozenset({f"dvadeset {one}" for one in (
            "jedan", "jedna", "jedno", "jednoga", "jednom", "jednim", "jedne", "jednoj",
            "jednu", "prvoga", "prve")}),
        100: frozenset({"sto", "stotoga", "stote"}),
        17: frozenset({"sedamnaest"}),
    },
}
"""Every form a sample number may take in a sentence (any gender, case, place)."""

MINUS = {"ar": "سَالِب", "hr": "minus"}

# Variables that hold numbers; in these messages the same name holds text (a list of moves,
# of cards, rows), so it is left as text there.
NUMERIC = frozenset({
    "count", "score", "number", "bonus", "row", "slot", "points", "total", "n", "min", "sec",
    "seconds", "minutes", "best", "won", "played", "percent", "share", "low", "high",
    "samples", "decided", "undecided", "max", "rate", "volume", "streak", "day", "year",
    "peak", "moves", "first", "last", "rows", "month",
})
TEXT_IN = {
    "moves": {"history", "pyramid-moves-remove", "pyramid-moves-remove-or-draw"},
    "first": {"verbosity-paired", "heard-confirm-pair", "pyramid-pair-item", "pyramid-paired",
              "pyramid-undone-paired", "refused-bad-sum", "pyramid-hint", "pyramid-peek-hint",
              "history-paired"},
    "last": {"list-or", "list-and"},
    "rows": {"board", "pyramid-board"},
}


class _Variables(visitor.Visitor):  # type: ignore[misc]
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.references: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.references.add(node.id.name)


def _messages(lang: str) -> dict[str, tuple[set[str], set[str]]]:
    found = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        for entry in parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                seen = _Variables()
                seen.visit(entry)
                found[entry.id.name] = (seen.names, seen.references)
    return found


def _variables(messages: dict[str, tuple[set[str], set[str]]], msg_id: str,
               outer: tuple[str, ...] = ()) -> set[str]:
    names, references = messages[msg_id]
    out = set(names)
    for ref in references - set(outer):
        if ref in messages:
            out |= _variables(messages, ref, (*outer, msg_id))
    return out


def _numeric(msg_id: str, name: str) -> bool:
    return name in NUMERIC and msg_id not in TEXT_IN.get(name, set())


def _cases(lang: str) -> Iterator[tuple[str, dict[str, object], int]]:
    """(message id, arguments, the sample number) for each message with a number."""
    messages = _messages(lang)
    for msg_id in sorted(messages):
        names = _variables(messages, msg_id)
        numbers = sorted(name for name in names if _numeric(msg_id, name))
        if not numbers:
            continue
        for sample in (*SAMPLES, NEGATIVE):
            if sample < 0 and "score" not in numbers:
                continue
            args: dict[str, object] = dict.fromkeys(names, "X")
            for name in numbers:
                args[name] = 12 if name == "month" else abs(sample)
            if sample < 0:
                args["score"] = sample
            yield msg_id, args, sample


_SUN_SHADDA = re.compile("(ال[تثدذرزسشصضطظلن])([\u064E-\u0650]?)\u0651")


def _same(text: str) -> str:
    """Marks in one order: a shadda and a vowel may be written in either order; the
    shadda of a sun letter after the article (الثَّالِث) may be left to the voice, which
    doubles that letter itself (espeak-ng reads الثَّالِث with three t's)."""
    text = unicodedata.normalize("NFC", text)
    return unicodedata.normalize("NFC", _SUN_SHADDA.sub(r"\1\2", text))


def _said(form: str, text: str) -> int:
    marks = r"[\w\u064B-\u0652\u0670]"
    return len(re.findall(rf"(?<!{marks}){re.escape(_same(form))}(?!{marks})", _same(text)))


def _number_tokens(text: str) -> list[str]:
    """Digits the voice would read as a number: any not inside a word with a Latin letter
    (F5, TP1, UTF-8, 5.1) nor with a letter right after them (a card typed «7ب»)."""
    return [token for token in re.findall(r"\S*\d\S*", text)
            if not re.search(r"[A-Za-z]|\d[^\W\d_]", token)]


@pytest.mark.parametrize("lang", ["ar", "hr"])
def test_every_number_of_every_message_is_said_in_words(lang: str) -> None:
    problems = []
    checked = 0
    for msg_id, args, sample in _cases(lang):
        printed = t(lang, msg_id, **args)
        spoken = pronounceable(printed, lang)
        checked += 1
        if left := _number_tokens(spoken):
            problems.append(f"{msg_id} ({sample}): digits {left} in {spoken!r}")
            continue
        value = abs(sample)
        times = len(re.findall(rf"(?<![\w.\-]){value}(?![\w]|[.,]\d)", printed))
        said = sum(_said(form, spoken) for form in FORMS[lang][value])
        if said < times:
            problems.append(f"{msg_id} ({sample}): {value} printed {times} times, a form of it "
                            f"said {said} times: {spoken!r}")
        if sample < 0 and MINUS[lang] not in spoken:
            problems.append(f"{msg_id} ({sample}): no minus in {spoken!r}")
    assert checked > 300
    assert not problems, "\n".join(problems)


CONTEXTS = [
    # Arabic: a feminine noun after 3-10 (no ta marbuta), in the construct after آخر
    ("ar", "history", {"count": 5, "moves": "X"}, "آخر خَمْسِ"),
    ("ar", "help-last", {}, "آخر خَمْسِ"),
    ("ar", "pyramid-points", {"points": 3}, "ثَلَاث"),
    ("ar", "run-scored", {"count": 2, "points": 3}, "ثَلَاث"),
    # the genitive after في: the unit with tanwin, the tens in -īn
    ("ar", "records-won", {"moves": 36}, "في سِتٍّ وَثَلَاثِين حَرَكَةً"),  # noun: the tamyiz
    ("ar", "solve-winnable", {"count": 21}, "في إِحْدَى وَعِشْرِين"),
    ("ar", "winnable-none", {"count": 11}, "إِحْدَى عَشْرَةَ مُحَاوَلَةً"),
    ("ar", "cards-count", {"count": 100}, "مِئَة وَرَقَة"),  # after 100 a genitive: no tanwin
    ("ar", "tutorial-done", {}, "تِسْع"),
    # a masculine noun: 3-10 with ta marbuta, in the genitive after إلى
    ("ar", "code-letter-count", {"detail": "X"}, "إلى سَبْعَةِ"),
    ("ar", "deal-count", {"count": 2}, "اِثْنَيْن وَخَمْسِين"),
    # places: an ordinal after a noun with the article; labels as the commands say them
    ("ar", "row", {"row": 3, "cards": "X"}, "الثَّالِث"),
    ("ar", "place", {"row": 2, "slot": 5}, "الخَامِسَة"),
    # of nine steps: the place noun left out
    ("ar", "tutorial-step-1", {"cards": 28}, "الأُولَى من تِسْع"),
    ("ar", "help-play", {}, "صف أَرْبَعَة وَرَقَة ثَلَاثَة"),
    ("ar", "pyramid-code", {"code": "X", "number": 1234},
     "أَلْف وَمِئَتَان وَأَرْبَعَة وَثَلَاثُون"),
    # a date: the day an ordinal, the year in the genitive; a sign
    ("ar", "daily-date", {"day": 4, "month": 12, "year": 2026},
     "الرَّابِع مِن دِيسَمْبِر أَلْفَيْن وَسِتَّةٍ وَعِشْرِين"),
    ("ar", "speech-score", {"score": -17}, "سَالِب سَبْعَةَ عَشَرَ"),
    # Croatian: "jedan" in the case the preposition governs, "dva" in the noun's gender
    ("hr", "records-won", {"moves": 1}, "u jednom potezu"),
    ("hr", "solve-winnable", {"count": 21}, "u dvadeset jednom potezu"),
    ("hr", "look-in-waste", {"count": 1, "card": "X"}, "ispod jedne karte"),
    ("hr", "winnable-none", {"count": 1}, "nakon jednoga pokušaja"),
    ("hr", "slot-out-of-range", {"row": 2, "count": 21}, "Red dva ima dvadeset jednu kartu"),
    ("hr", "cards-count", {"count": 2}, "dvije karte"),
    ("hr", "speech-hidden-cards", {"count": 22}, "dvadeset dvije skrivene karte"),
    ("hr", "board-covered-cards", {"count": 21}, "dvadeset jedna pokrivena karta"),
    ("hr", "board-covered-cards", {"count": 2}, "dvije pokrivene karte"),
    ("hr", "pyramid-points", {"points": 1}, "jedan bod"),
    ("hr", "pyramid-points", {"points": 2}, "dva boda"),
    ("hr", "pyramid-chain", {"count": 1}, "jedno uklanjanje"),
    ("hr", "odds", {"extent": "share", "share": 5, "low": 1, "high": 9, "decided": 21,
                    "won": 0, "undecided": 0}, "dvadeset jedno dijeljenje"),  # neuter
    ("hr", "odds", {"extent": "all", "share": 100, "low": 90, "high": 100, "decided": 21,
                    "won": 21, "undecided": 0}, "sva dvadeset jedno dijeljenje"),
    ("hr", "records-recent", {"count": 21, "n": 21}, "dvadeset jedna partija"),
    ("hr", "help-play", {}, "red četiri karta tri"),
    ("hr", "tutorial-done", {}, "devet karata"),
    ("hr", "daily-date", {"day": 4, "month": 12, "year": 2026},
     "četvrtoga prosinca dvije tisuće dvadeset šeste godine"),
    ("hr", "speech-score", {"score": -17}, "minus sedamnaest"),
]


@pytest.mark.parametrize(("lang", "msg_id", "args", "heard"), CONTEXTS)
def test_a_number_takes_the_form_its_context_wants(
        lang: str, msg_id: str, args: dict[str, object], heard: str) -> None:
    printed = t(lang, msg_id, **args)
    spoken = pronounceable(printed, lang)
    assert _same(heard) in _same(spoken), (printed, spoken)
    assert not _number_tokens(spoken)


@pytest.mark.parametrize(("msg_id", "args", "printed"), [
    ("speech-score", {"score": -17}, "Score minus 17."),
    ("daily-date", {"day": 4, "month": 12, "year": 2026}, "the fourth of December 2026"),
])
def test_english_says_its_signs_and_dates(msg_id: str, args: dict[str, object],
                                          printed: str) -> None:
    assert pronounceable(t("en", msg_id, **args), "en") == printed


def test_printed_text_keeps_its_digits() -> None:
    assert t("ar", "records-won", moves=36) == "فوز في 36 حركة"
    assert t("hr", "records-won", moves=1) == "pobjeda u 1 potezu"


needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed")


def _phonemes(lang: str, text: str) -> str:
    return subprocess.run(["espeak-ng", "-q", "-x", "-v", lang, text], capture_output=True,
                          text=True, check=True, timeout=60).stdout


@needs_espeak
@pytest.mark.parametrize(("lang", "msg_id", "args", "heard", "not_heard"), [
    # خَمْس (Xams), not خمسة (Xamsa): «آخر 5 حركات»
    ("ar", "history", {"count": 5, "moves": "X"}, ["X'amsi"], ["X'amsa"]),
    # سِتٍّ وَثَلَاثِين, not ستة وثلاثون
    ("ar", "records-won", {"moves": 36}, ["sit:,in", "waT'ala:T,i:n", "HaR'akat,an"],
     ["T,u:n", "s'it:a"]),
    # the minus is heard: سالب سبعة عشر
    ("ar", "speech-score", {"score": -17}, ["sa:l,ib", "sabA,ata"], []),
    # a place, not a count: صف أربعة ورقة ثلاثة, not «أربع ورقة»
    ("ar", "help-play", {}, ["?aRb'aAat", "Tal'a:Tat"], ["?'aRbaA "]),
    ("hr", "records-won", {"moves": 1}, ["j'ednom"], ["j'edan"]),
    ("hr", "look-in-waste", {"count": 1, "card": "X"}, ["j'ednE"], ["j'edn&"]),
])
def test_the_voice_says_the_number_words(lang: str, msg_id: str, args: dict[str, object],
                                         heard: list[str], not_heard: list[str]) -> None:
    spoken = pronounceable(t(lang, msg_id, **args), lang)
    said = _phonemes(lang, spoken)
    for token in heard:
        assert token in said, (spoken, said)
    for token in not_heard:
        assert token not in said, (spoken, said)


@needs_espeak
def test_a_joined_preposition_keeps_its_vowel_before_a_latin_word() -> None:
    # «بـ TP1»: the tatweel joins ب to a word the voice reads apart; bare, ب is a lone "b"
    printed = t("ar", "code-unknown-prefix", detail="XY1")
    assert printed.count("بـ ") == 2
    said = _phonemes("ar", pronounceable(printed, "ar")).split()
    assert said.count("bi") == 2 and "b" not in said


@pytest.mark.parametrize(("lang", "msg_id", "heard"), [
    # a noun left out after a number counts the noun of the number before it
    ("ar", "tutorial-done", ("تِسْع أَوْرَاق،", " تِسْع،", " عَشْر.")),  # 9 أوراق، …9، …10
    ("hr", "faq-tripeaks-4-S", ("jedan bod, druga dva, treća tri",)),
    # a bare number after a preposition is in its case
    ("hr", "faq-tripeaks-4-S", ("od nule",)),
    ("hr", "help-row", ("od jednoga do četiri",)),
])
def test_a_left_out_noun_and_a_bare_number_after_a_preposition(
        lang: str, msg_id: str, heard: tuple[str, ...]) -> None:
    spoken = _same(pronounceable(t(lang, msg_id), lang))
    for words in heard:
        assert _same(words) in spoken, spoken


@needs_espeak
def test_every_arabic_number_word_is_vocalised_and_said_with_vowels() -> None:
    from test_speech_spoken import vowel_trouble

    from tripeaks_a11y.languages.ar.numbers import cardinal, ordinal

    said = set()
    for number in (*range(121), 200, 345, 1000, 2026, 12_345, 3_000_000, 8_031_810_175):
        for gender in ("m", "f"):
            for genitive in (False, True):
                said.add(cardinal(number, gender, genitive, before_noun=True))
                said.add(cardinal(number, gender, genitive))
            said.add(ordinal(number, gender))
    words = sorted({word for text in said for word in text.split()})
    bare = [word for word in words if not re.search("[\u064b-\u0652]", word)]
    assert not bare
    done = subprocess.run(["espeak-ng", "-q", "-x", "-v", "ar", "--stdin"],
                          input="\n\n".join(words), capture_output=True, text=True,
                          encoding="utf-8", timeout=120, check=True)
    lines = [line.strip() for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == len(words)
    bad = {w: p for w, p in zip(words, lines, strict=True) if vowel_trouble(p)}
    assert not bad
