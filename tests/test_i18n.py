"""Catalogs, plural rules, card names and lists (i18n; docs/rules.md "The board read-out")."""

from __future__ import annotations

import itertools

import pytest

from tripeaks_a11y.commands import COMMAND_NAMES, COMMANDS_BY_NAME
from tripeaks_a11y.commands.table import ROWS
from tripeaks_a11y.i18n import (
    LANGUAGES,
    MessageFormatError,
    card_name,
    join_and,
    join_list,
    join_or,
    language_from_locale,
    locales_dir,
    message_ids,
    rank_key,
    sentence_case,
    t,
)
from tripeaks_a11y.values.cards import Card, Rank, Suit, full_deck, parse_card_code

ISOLATION_MARKS = ("\u2068", "\u2069")
SUIT_SYMBOLS = "♠♥♦♣♤♡♢♧"


def test_languages_are_the_three_interface_languages() -> None:
    assert LANGUAGES == ("en", "ar", "hr")


def test_catalogs_are_found_for_every_language() -> None:
    for lang in LANGUAGES:
        assert (locales_dir() / lang / "tripeaks.ftl").is_file()


# ----- plurals (CLDR via babel) ------------------------------------------

@pytest.mark.parametrize(("count", "text"), [
    (1, "1 karta"), (2, "2 karte"), (5, "5 karata"), (11, "11 karata"),
    (12, "12 karata"), (21, "21 karta"), (22, "22 karte"), (23, "23 karte"),
    (28, "28 karata"), (0, "0 karata"),
])
def test_croatian_card_count_plural(count: int, text: str) -> None:
    assert t("hr", "cards-count", count=count) == text


@pytest.mark.parametrize(("count", "text"), [
    (0, "لا أوراق"), (1, "ورقة واحدة"), (2, "ورقتان"), (3, "3 أوراق"),
    (10, "10 أوراق"), (11, "11 ورقة"), (23, "23 ورقة"), (99, "99 ورقة"),
    (100, "100 ورقة"), (103, "103 أوراق"),
])
def test_arabic_card_count_plural(count: int, text: str) -> None:
    assert t("ar", "cards-count", count=count) == text


@pytest.mark.parametrize(("count", "text"), [(0, "0 cards"), (1, "1 card"), (23, "23 cards")])
def test_english_card_count_plural(count: int, text: str) -> None:
    assert t("en", "cards-count", count=count) == text


def test_croatian_verb_agrees_with_the_count() -> None:
    assert t("hr", "stock-left", count=21) == "U kupu za izvlačenje ostala je 21 karta."
    assert t("hr", "stock-left", count=22) == "U kupu za izvlačenje ostale su 22 karte."
    assert t("hr", "stock-left", count=5) == "U kupu za izvlačenje ostalo je 5 karata."
    assert t("hr", "stock-left", count=0) == "Kup za izvlačenje sada je prazan."


def test_numbers_are_western_digits_without_grouping() -> None:
    for lang in LANGUAGES:
        text = t(lang, "code-number-range", max=8031810175, detail="9999999999")
        assert "8031810175" in text and "9999999999" in text


# ----- card names (docs/rules.md "The board read-out") ---------------------

@pytest.mark.parametrize(("lang", "code", "name"), [
    ("en", "AC", "ace of clubs"), ("en", "7S", "7 of spades"), ("en", "TH", "10 of hearts"),
    ("en", "KD", "king of diamonds"), ("en", "QH", "queen of hearts"),
    ("en", "JS", "jack of spades"),
    ("ar", "7S", "7 من البستوني"), ("ar", "AC", "آس البرسيم"), ("ar", "KD", "ملك الماس"),
    ("ar", "QH", "ملكة القلوب"), ("ar", "JS", "شاب البستوني"), ("ar", "TH", "10 من القلوب"),
    ("ar", "2D", "2 من الماس"),
    ("hr", "7S", "7 u piku"), ("hr", "AC", "as u trefu"), ("hr", "KD", "kralj u karonu"),
    ("hr", "QH", "dama u hercu"), ("hr", "JS", "dečko u piku"), ("hr", "2D", "2 u karonu"),
])
def test_card_names(lang: str, code: str, name: str) -> None:
    assert card_name(lang, parse_card_code(code)) == name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_has_a_distinct_name_in_words(lang: str) -> None:
    names = [card_name(lang, card) for card in full_deck()]
    assert len(set(names)) == 52
    for name in names:
        assert name and not any(s in name for s in SUIT_SYMBOLS)
        assert not any(m in name for m in ISOLATION_MARKS)


def test_rank_keys() -> None:
    assert [rank_key(r) for r in Rank] == [
        "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"]


# ----- lists ----------------------------------------------------------------

def test_join_list_uses_each_languages_comma() -> None:
    assert join_list("en", ["a", "b", "c"]) == "a, b, c"
    assert join_list("hr", ["a", "b"]) == "a, b"
    assert join_list("ar", ["أ", "ب", "ج"]) == "أ، ب، ج"
    assert join_list("en", []) == ""
    assert join_list("ar", ["أ"]) == "أ"


def test_join_or_and_join_and() -> None:
    seven_s = card_name("en", Card(Rank.SEVEN, Suit.SPADES))
    seven_h = card_name("en", Card(Rank.SEVEN, Suit.HEARTS))
    assert join_or("en", [seven_s, seven_h]) == "7 of spades or 7 of hearts"
    assert join_or("en", ["a", "b", "c"]) == "a, b or c"
    assert join_and("en", ["a"]) == "a"
    assert join_and("en", []) == ""
    assert join_or("hr", ["a", "b"]) == "a ili b"
    assert join_and("hr", ["a", "b"]) == "a i b"
    assert join_or("ar", ["أ", "ب"]) == "أ أم ب"  # the "or" of a question
    assert join_and("ar", ["أ", "ب", "ج"]) == "أ، ب وج"


def test_sentence_case() -> None:
    assert sentence_case("king of clubs") == "King of clubs"
    assert sentence_case("ملك البرسيم") == "ملك البرسيم"
    assert sentence_case("") == ""


# ----- locale -----------------------------------------------------------------

@pytest.mark.parametrize(("value", "lang"), [
    ("hr_HR.UTF-8", "hr"), ("ar_EG", "ar"), ("ar", "ar"), ("hr-HR", "hr"),
    ("AR_sa.utf8", "ar"), ("hr_HR@euro", "hr"), ("hr:en", "hr"), ("en_US.UTF-8", "en"),
    ("fr_FR", "en"), ("C", "en"), ("POSIX", "en"), ("C.UTF-8", "en"), ("", "en"), (None, "en"),
    ("har_XX", "en"),
])
def test_language_from_locale(value: str | None, lang: str) -> None:
    assert language_from_locale(value) == lang


# ----- errors are loud ------------------------------------------------------------

def test_unknown_message_id_raises_key_error() -> None:
    with pytest.raises(KeyError):
        t("en", "no-such-message")


def test_missing_argument_raises() -> None:
    with pytest.raises(MessageFormatError):
        t("en", "removed")
    with pytest.raises(MessageFormatError):
        t("hr", "cards-count")  # a plural selector without its number


def test_unknown_language_raises() -> None:
    with pytest.raises(ValueError):
        t("fr", "goodbye")


def test_arguments_without_wording_are_refused() -> None:
    with pytest.raises(TypeError):
        t("en", "removed", card=True)
    with pytest.raises(TypeError):
        t("en", "removed", card=1.5)


def test_cards_and_enums_are_worded() -> None:
    from tripeaks_a11y.values.rules import Rules

    assert t("en", "removed", card=Card(Rank.KING, Suit.CLUBS)) == "Played king of clubs."
    assert t("hr", "removed", card=Card(Rank.KING, Suit.CLUBS)) == "Odigrano: kralj u trefu."
    assert t("en", "rules-next", rules=Rules.CLASSIC) == "Classic rules from the next deal."
    assert t("en", "rank-none-playable", rank=Rank.KING) == "No king can be played now."
    assert t("hr", "rank-none-playable", rank=Rank.SEVEN) == (
        "Sada se ne može odigrati nijedna karta vrijednosti 7.")


# ----- every message in every language ---------------------------------------

def test_every_id_exists_in_every_language() -> None:
    en = message_ids("en")
    assert len(en) > 50
    for lang in LANGUAGES:
        assert message_ids(lang) == en, lang


REQUIRED_IDS = {
    "card", "rank-name", "card-suit", "card-hidden", "cards-count", "list-separator",
    "group-separator", "list-or", "list-and", "row-label", "row-label-in", "row-empty",
    "board-stock", "board-row", "board", "row", "waste", "moves-play", "moves-play-or-draw",
    "moves-draw", "moves-none", "removed", "revealed", "peak-cleared", "stock-left", "drawn",
    "won", "blocked", "undone-removed", "undone-drawn", "refused-wrong-rank", "refused-blocked",
    "refused-short", "refused-stock-empty", "refused-nothing-to-undo", "game-over", "place",
    "look-free", "look-frees", "freed-hidden", "freed-card", "look-covered-count",
    "look-covered-cards", "look-hidden", "look-played", "score", "rules-phrase", "code",
    "code-explicit", "rules-next", "rules-same", "errors-on", "errors-off", "lang-set",
    "new-game", "new-game-explicit", "restart", "restart-explicit", "welcome",
    "welcome-explicit", "confirm-new", "confirm-quit", "cancelled", "goodbye",
    "nothing-to-repeat", "parse-nearest", "parse-unknown", "unknown-card",
    "row-out-of-range", "slot-out-of-range", "which-one", "rank-none-playable", "code-empty",
    "code-unknown-prefix", "code-rules-letter", "code-rules-letter-missing",
    "code-letter-count", "code-not-a-letter", "code-unknown-variant", "code-number-range",
    "help-playing", "help-unknown", "rank-none-available", "slot-empty", "nothing-to-confirm",
    "confirm-restart", "rules-now", "deal-unknown", "deal-duplicates", "deal-missing",
    "deal-count",
}


def test_required_ids_are_present() -> None:
    ids = message_ids("en")
    assert ids >= REQUIRED_IDS
    for lang in LANGUAGES:  # every command's help line (its row's help_id), in every language
        assert {row.help_id for row in ROWS} <= message_ids(lang), lang


@pytest.mark.parametrize("name", COMMAND_NAMES)
def test_command_help_uses_each_languages_command_word(name: str) -> None:
    """Help names each command by the word the parser's grammar lists first."""
    words = COMMANDS_BY_NAME[name].words
    en, ar, hr = words["en"][0], words["ar"][0], words["hr"][0]
    assert t("en", f"help-{name}").startswith(f"Say {en} ")
    assert t("ar", f"help-{name}").startswith(f"قل {ar} ")
    assert t("hr", f"help-{name}").startswith(f"Recite {hr} ")


def _sample_args(count: int, row: int, rank: str, suit: str, peak: str,
                 rules: str) -> dict[str, object]:
    gender = "masculine" if rank in ("ace", "jack", "king") else "feminine"
    return {
        "key": "F2", "does": "draw", "keys": "F2: draw; F3: undo",
        "count": count, "row": row, "slot": 2, "rows": 4, "score": 499, "moves": 3,
        "bonus": 100, "number": 1, "max": 8031810175, "card": "king of clubs",
        "cards": "a, b", "waste": "ace of clubs", "rank": rank, "suit": suit, "peak": peak,
        "code": "TP1-E-AAAAAAB", "rules": rules, "text": "blah", "command": "board",
        "topic": "blah", "detail": "X", "items": "a, b", "last": "c", "codes": "XX, YY",
        "letters": "D, O and W",  # code-unknown-variant: rules.VARIANTS letters, joined
        "words": "d, pull", "game": "pyramid", "first": "6 of hearts", "second": "7 of clubs",
        "total": 14, "points": 2, "free": "x, y", "kind": "pair",
        # the case forms t() adds for a card argument, and the card message's case
        "case": "acc", "card-acc": "king of clubs", "first-acc": "6 of hearts",
        "first-gen": "6 of hearts", "second-gen": "7 of clubs",
        # the genders t() adds for a card argument, and Words.genders for a list
        "card-gender": gender, "gender": gender,
        "genders": "mixed" if rank == "7" else gender,
        # speech and settings messages
        "output": "tts", "reader": "NVDA", "failed": "text only", "now": "text only",
        "rate": 150, "volume": 80, "low": 0, "high": 100, "level": "brief", "mode": "queue",
        "path": "settings.toml", "problem": "line 2", "reason": "no sound device",
        "language": "Hrvatski", "megabytes": 256,
        # records and statistics (records.ftl)
        "player": "Ana", "result": "won in 38 moves", "title": "TriPeaks", "played": count,
        "won": count, "percent": 42, "streak": 2, "best": 3, "time": "4 minutes",
        "minutes": count, "seconds": count, "min": count, "sec": count, "n": count,
        # the deal of the day (dailydeals.ftl)
        "day": row, "month": count % 12 + 1, "year": 2026, "date": "1 December 2026",
        # hearing spoken commands (listening.ftl)
        "heard_in": "hr", "listen": "key", "confirm": "never", "engine": "vosk", "interrupt": "on",
        "second-acc": "7 of clubs",
        # why listening stopped (listening-problem-*: listen.problems.PROBLEMS)
        "name": "notes.wav", "bits": 32, "channels": 2, "choices": "pocketsphinx, vosk",
        "install": "pip install 'tripeaks-a11y[vosk]'", "files": "model.bin", "module": "x",
        "word": "sevens",
        # the card cursor (cursor.ftl)
        "place": "bottom row, card 3", "direction": "left",
        "places": "row 3 card 3 and row 3 card 4",  # undone-face-down
        # the short board's rows from the top said together (board-top-rows)
        "whole": ("hidden", "covered", "part")[count % 3],
        # fair advice: odds and the fair hint (advice.ftl; low and high above)
        "share": 64, "samples": count, "decided": count, "undecided": count,
        "extent": ("none", "all", "count", "share", "won", "lost")[count % 6],
        # tripeaks-a11y doctor (doctor.ftl)
        "version": "0.1.0", "implementation": "CPython", "platform": "Linux-6.1-x86_64",
        "notice": "Speech: text only.", "device": "USB microphone",
        # listen model get|list|remove (listening.ftl, model-*)
        "folder": "/home/x/models/tiny.en", "size": 76, "repo": "Systran/faster-whisper-tiny.en",
        "licence": "MIT", "host": "https://huggingface.co", "status": 404, "file": "model.bin",
    }


SAMPLE_VARIETY = [
    *itertools.product((0, 1, 2, 3, 5, 11, 21, 23, 100), (1, 2, 3, 4), ("7",), ("spades",)),
    *itertools.product((2,), (3,), ("ace", "7", "10", "jack", "queen", "king"),
                       ("clubs", "diamonds", "hearts", "spades")),
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_formats_with_sample_args(lang: str) -> None:
    peaks = itertools.cycle(("left", "middle", "right"))
    rules = itertools.cycle(("easy", "classic"))
    for msg_id in sorted(message_ids(lang)):
        for count, row, rank, suit in SAMPLE_VARIETY:
            args = _sample_args(count, row, rank, suit, next(peaks), next(rules))
            text = t(lang, msg_id, **args)
            assert text.strip() or msg_id.endswith("separator"), msg_id
            assert not any(m in text for m in ISOLATION_MARKS), msg_id
            assert not any(s in text for s in SUIT_SYMBOLS), msg_id
            assert "$" not in text and "{" not in text and "}" not in text, msg_id


# ----- the seeds' fixed phrases ---------------------------------------------

@pytest.mark.parametrize(("lang", "msg_id", "phrase"), [
    ("ar", "refused-wrong-rank", "يجب أن تكون أعلى أو أدنى برتبة واحدة"),
    ("hr", "refused-wrong-rank", "Mora biti za jednu vrijednost viša ili niža"),
    ("en", "refused-wrong-rank", "It must be one rank higher or lower."),
    ("ar", "refused-blocked", "هذه الورقة محجوبة"),
    ("hr", "refused-blocked", "Ova je karta blokirana"),
    ("en", "refused-blocked", "This card is blocked."),
])
def test_refusal_phrases_keep_the_seed_wording(lang: str, msg_id: str, phrase: str) -> None:
    assert t(lang, msg_id).rstrip(".") == phrase.rstrip(".")


@pytest.mark.parametrize(("lang", "phrase"), [
    ("ar", "لم تعد هناك أي حركة ممكنة"), ("hr", "Nema više mogućih poteza"),
    ("en", "No more moves possible."),
])
def test_blocked_keeps_the_seed_phrase(lang: str, phrase: str) -> None:
    assert t(lang, "blocked", score=480).startswith(phrase)


def test_english_sentences_from_the_brief() -> None:
    assert t("en", "blocked", score=480) == "No more moves possible. Score 480. Say undo or new."
    assert t("en", "code", code="TP1-E-AAAAAAB", rules="easy", number=1) == (
        "Game code TP1-E-AAAAAAB: Easy rules, deal number 1.")
    assert t("en", "code-explicit", rules="easy") == (
        "This is an explicit deal; it has no game code. Easy rules.")
    assert t("en", "welcome", code="TP1-E-AAAAAAB", rules="easy") == (
        "TriPeaks solitaire. Game code TP1-E-AAAAAAB, Easy rules. Say help for the commands.")
    assert t("en", "new-game", code="TP1-E-AAAAAAB", rules="easy") == (
        "New game: TP1-E-AAAAAAB, Easy rules.")
    assert t("en", "restart", code="TP1-E-AAAAAAB") == "Same deal again: TP1-E-AAAAAAB."
    assert t("en", "rules-same", rules="easy") == "Already playing with Easy rules."
    assert t("en", "parse-nearest", text="bord", command="board") == (
        "I did not understand: bord. Did you mean board?")
    assert t("en", "parse-unknown", text="xyz") == (
        "I did not understand: xyz. Say help for the commands.")
    assert t("en", "row-out-of-range", row=7, rows=4) == (
        "There is no row 7. Rows go from 1 to 4.")
    assert t("en", "slot-out-of-range", row=1, count=3) == "Row 1 has 3 cards."
    assert t("en", "rank-none-playable", rank="7") == "No 7 can be played now."
    assert t("en", "rank-none-playable", rank="king") == "No king can be played now."
    assert t("en", "which-one", cards=join_or("en", ["7 of spades", "7 of hearts"])) == (
        "Which one: 7 of spades or 7 of hearts?")
    assert t("en", "help-unknown", topic="jump") == "There is no help on jump."
    assert t("en", "lang-set") == "Language: English."
    assert t("ar", "lang-set") == "اللغة: العربية."
    assert t("hr", "lang-set") == "Jezik: hrvatski."
    assert t("en", "look-covered-cards", card="7 of spades", row=3, slot=5, count=2,
             cards=join_and("en", ["8 of hearts", "7 of clubs"])) == (
        "7 of spades, row 3 card 5: covered by 8 of hearts and 7 of clubs.")


def test_rules_names_follow_the_seeds() -> None:
    assert "السهلة" in t("ar", "rules-phrase", rules="easy")
    assert "الكلاسيكية" in t("ar", "rules-phrase", rules="classic")
    assert "Lako" in t("hr", "rules-phrase", rules="easy")
    assert "Klasično" in t("hr", "rules-phrase", rules="classic")


def test_peak_names_follow_the_glossary() -> None:
    for peak, ar, hr in (("left", "القمة اليسرى", "lijevi vrh"),
                         ("middle", "القمة الوسطى", "srednji vrh"),
                         ("right", "القمة اليمنى", "desni vrh")):
        assert ar in t("ar", "peak-cleared", peak=peak, bonus=100, score=642)
        assert hr in t("hr", "peak-cleared", peak=peak, bonus=100, score=642)
    assert t("en", "peak-cleared", peak="left", bonus=100, score=642) == (
        "Left peak cleared: plus 100 points. Score 642.")
    assert t("hr", "peak-cleared", peak="left", bonus=100, score=642) == (
        "Uklonjen lijevi vrh: plus 100 bodova. Bodovi: 642.")
