"""Command parsing (the commands package): text in en/ar/hr -> Command or ParseError."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tripeaks_a11y.commands import (
    MAX_LINE,
    CardTarget,
    Command,
    ParseError,
    PositionTarget,
    RankTarget,
    Target,
    WasteTarget,
    grammar,
    normalize,
    parse,
    parse_card,
)
from tripeaks_a11y.values.cards import Card, Rank, Suit, parse_card_code
from tripeaks_a11y.values.rules import VARIANTS

BOTTOM = grammar.BOTTOM_ROW


def card(code: str) -> Command:
    return Command("play", target=CardTarget(parse_card_code(code)))


def look(code: str) -> Command:
    return Command("look", target=CardTarget(parse_card_code(code)))


def pos(row: int, slot: int, name: str = "play") -> Command:
    return Command(name, target=PositionTarget(row, slot))


def rank(value: int, name: str = "play") -> Command:
    return Command(name, target=RankTarget(Rank(value)))


def row(n: int) -> Command:
    return Command("row", number=n)


def pair(first: Target, second: Target) -> Command:
    return Command("pair", target=first, second=second)


def cmd(name: str, arg: str | None = None) -> Command:
    return Command(name, arg=arg)


# (input, expected Command or the ParseError kind)
TABLE: list[tuple[str, Command | str]] = [
    # --- English, typed and dictated
    ("Play the seven of spades, please.", card("7S")),
    ("play seven of spades", card("7S")),
    ("seven of spades", card("7S")),
    ("the seven of spades", card("7S")),
    ("seven spades", card("7S")),
    ("7 of Spades", card("7S")),
    ("Play Queen Of Hearts.", card("QH")),
    ("play a seven of spades", card("7S")),
    ("ace of clubs", card("AC")),
    ("king of diamonds", card("KD")),
    ("jack of hearts", card("JH")),
    ("ten of clubs", card("TC")),
    ("DRAW", cmd("draw")),
    ("draw a card", cmd("draw")),
    ("Undo!", cmd("undo")),
    ("undue", cmd("undo")),
    ("u", cmd("undo")),
    ("board", cmd("board")),
    ("show the board", cmd("board")),
    ("waste", cmd("waste")),
    ("moves", cmd("moves")),
    ("what's the score?", cmd("score")),
    ("restart", cmd("restart")),
    ("code", cmd("code")),
    ("repeat", cmd("repeat")),
    ("again", cmd("repeat")),
    ("quit game", cmd("quit")),
    ("exit", cmd("quit")),
    ("yes please", cmd("yes")),
    ("no", cmd("no")),
    ("shh", cmd("stop")),
    ("silence", cmd("stop")),
    # --- dictation homophones where a rank or number is expected
    ("play for", rank(4)),
    ("play too of hearts", card("2H")),
    ("ate of clubs", card("8C")),
    ("play won", rank(1)),
    ("row for", row(4)),
    ("help for draw", cmd("help", "draw")),
    ("go to row 4", row(4)),
    # --- symbols and codes
    ("7♠", card("7S")),
    ("7 ♠", card("7S")),
    ("K♣", card("KC")),
    ("10♥", card("TH")),
    ("7♤", card("7S")),
    ("Q♡", card("QH")),
    ("2♢", card("2D")),
    ("A♧", card("AC")),
    ("7♠️", card("7S")),  # with an emoji variation selector
    ("7s", card("7S")),
    ("7S", card("7S")),
    ("10h", card("TH")),
    ("Th", card("TH")),
    ("KC", card("KC")),
    ("RC", card("KC")),
    ("R♣", card("KC")),
    ("AS", card("AS")),  # capitals: the code; lower-case "as" is the Croatian ace
    ("play 7s", card("7S")),
    ("look 7s", look("7S")),
    ("look at the seven of spades", look("7S")),
    # --- ranks alone
    ("play 7", rank(7)),
    ("7", rank(7)),
    ("seven", rank(7)),
    ("play k", rank(13)),
    ("play a", rank(1)),
    ("k", rank(13)),
    ("play 1", rank(1)),
    ("sedam", rank(7)),
    ("as", rank(1)),
    ("igraj kralja", rank(13)),
    ("سبعة", rank(7)),
    ("العب ملك", rank(13)),
    # --- Arabic
    ("سبعة بستوني", card("7S")),
    ("7 من البستوني", card("7S")),
    ("آس البرسيم", card("AC")),
    ("أس البرسيم", card("AC")),
    ("ملك الماس", card("KD")),
    ("ملكة القلوب", card("QH")),
    ("شاب البستوني", card("JS")),
    ("العب سبعة بستوني", card("7S")),
    ("العب ٧ بستوني", card("7S")),
    ("٧ بستوني", card("7S")),
    ("۷ بستوني", card("7S")),
    ("سَبْعَة بُسْتُونِي", card("7S")),  # harakat
    ("ســبعة بســتوني", card("7S")),  # tatweel
    ("عشرة الكبة", card("TH")),
    ("ثلاث سباتي", card("3C")),
    ("اسحب", cmd("draw")),
    ("سحب", cmd("draw")),
    ("تراجع", cmd("undo")),
    ("النقاط", cmd("score")),
    ("كومة الرمي", cmd("waste")),
    ("اللوحة", cmd("board")),
    ("الحركات", cmd("moves")),
    ("رمز الجولة", cmd("code")),
    ("إعادة البدء", cmd("restart")),
    ("جولة جديدة", cmd("new")),
    ("جولة جديدة ٥", cmd("new", "5")),
    ("القواعد الكلاسيكية", cmd("rules", "classic")),
    ("الأخطاء إيقاف", cmd("errors", "off")),
    ("اللغة العربية", cmd("lang", "ar")),
    ("الإنجليزية", cmd("lang", "en")),
    ("مساعدة اسحب", cmd("help", "draw")),
    ("خروج", cmd("quit")),
    ("نعم", cmd("yes")),
    ("لا", cmd("no")),
    ("اسكت", cmd("stop")),
    ("كرر؟", cmd("repeat")),
    ("ا", "unknown"),
    # --- Croatian, with and without diacritics
    ("sedam pik", card("7S")),
    ("7 u piku", card("7S")),
    ("as u trefu", card("AC")),
    ("kralj u karonu", card("KD")),
    ("dama u hercu", card("QH")),
    ("dečko u piku", card("JS")),
    ("decko u piku", card("JS")),
    ("IGRAJ 7 U PIKU", card("7S")),
    ("sedmica pik", card("7S")),
    ("četiri u karu", card("4D")),
    ("cetiri u karu", card("4D")),
    ("izvuci", cmd("draw")),
    ("poništi", cmd("undo")),
    ("ponisti", cmd("undo")),
    ("ploca", cmd("board")),
    ("odlagaliste", cmd("waste")),
    ("bodovi", cmd("score")),
    ("ponovi", cmd("repeat")),
    ("ponovi dijeljenje", cmd("restart")),
    ("ispocetka", cmd("restart")),
    ("nova partija", cmd("new")),
    ("nova ١٢٣", cmd("new", "123")),
    ("pravila lako", cmd("rules", "easy")),
    ("pravila klasicno", cmd("rules", "classic")),
    ("pogreške isključi", cmd("errors", "off")),
    ("pogreske da", cmd("errors", "on")),
    ("jezik engleski", cmd("lang", "en")),
    ("hrvatski", cmd("lang", "hr")),
    ("pomoć izvuci", cmd("help", "draw")),
    ("izađi", cmd("quit")),
    ("izadji", cmd("quit")),
    ("izadi", cmd("quit")),
    ("da", cmd("yes")),
    ("ne", cmd("no")),
    ("tiho", cmd("stop")),
    # --- positions in three languages
    ("play row 4 card 3", pos(4, 3)),
    ("row 4 card 3", pos(4, 3)),
    ("row 4, card 3", pos(4, 3)),
    ("row four card three", pos(4, 3)),
    ("look row 2 card 1", pos(2, 1, "look")),
    ("bottom row 3", pos(BOTTOM, 3)),
    ("the bottom row card 3", pos(BOTTOM, 3)),
    ("peak tops 2", pos(1, 2)),
    ("card 3 row 4", pos(4, 3)),
    ("third card of the bottom row", pos(BOTTOM, 3)),
    ("r4c3", pos(4, 3)),
    ("r4 c3", pos(4, 3)),
    ("R4C3", pos(4, 3)),
    ("الصف 4 الورقة 3", pos(4, 3)),
    ("الصف ٤ الورقة ٣", pos(4, 3)),
    ("الصف السفلي 3", pos(BOTTOM, 3)),
    ("الصف الأول الورقة الثانية", pos(1, 2)),
    ("انظر الصف 2 الورقة 1", pos(2, 1, "look")),
    ("red 4 karta 3", pos(4, 3)),
    ("donji red 3", pos(BOTTOM, 3)),
    ("treća karta u drugom redu", pos(2, 3)),
    ("4. red 3. karta", pos(4, 3)),
    ("pogledaj red 2 karta 1", pos(2, 1, "look")),
    ("karta 3 u redu 4", pos(4, 3)),
    ("الورقة 3 من الصف 4", pos(4, 3)),
    ("card 3 of the last row", pos(BOTTOM, 3)),
    ("zadnji red 2", pos(BOTTOM, 2)),
    # --- rows
    ("row 4", row(4)),
    ("row four", row(4)),
    ("Row 2.", row(2)),
    ("second row", row(2)),
    ("bottom row", row(BOTTOM)),
    ("peak tops", row(1)),
    ("الصف السفلي", row(BOTTOM)),
    ("رؤوس القمم", row(1)),
    ("الصف الثاني", row(2)),
    ("donji red", row(BOTTOM)),
    ("vrhovi", row(1)),
    ("red 3", row(3)),
    ("look row 2", row(2)),
    ("row 9", row(9)),  # the app checks the layout's limits
    # --- new, settings, help
    ("new", cmd("new")),
    ("new game", cmd("new")),
    ("new 1234", cmd("new", "1234")),
    ("new game 1,234", cmd("new", "1234")),
    ("new game five", cmd("new", "5")),
    ("new TP1-E-AAAAAAB", cmd("new", "TP1-E-AAAAAAB")),
    ("new game tp1 e aaaaaab please", cmd("new", "tp1 e aaaaaab")),
    ("rules easy", cmd("rules", "easy")),
    ("rules classic", cmd("rules", "classic")),
    ("rules", cmd("rules")),
    ("errors on", cmd("errors", "on")),
    ("errors off", cmd("errors", "off")),
    ("turn off errors", cmd("errors", "off")),
    ("lang ar", cmd("lang", "ar")),
    ("lang hr", cmd("lang", "hr")),
    ("language english", cmd("lang", "en")),
    ("switch to Croatian", cmd("lang", "hr")),
    ("lang", cmd("lang")),
    ("help", cmd("help")),
    ("?", cmd("help")),
    ("? draw", cmd("help", "draw")),
    ("help draw", cmd("help", "draw")),
    ("help izvuci", cmd("help", "draw")),
    ("help new game", cmd("help", "new")),
    ("help xyz", cmd("help", "xyz")),
    ("help undue", cmd("help", "undo")),
    # --- refusals
    ("", "unknown"),
    ("   ", "unknown"),
    ("please", "unknown"),
    ("xyzzy", "unknown"),
    ("drwa", "unknown"),
    ("a", "unknown"),
    ("hint", cmd("hint")),
    ("solve", cmd("solve")),
    ("Can I win?", cmd("odds")),  # the player's chance, told fairly (issue 30)
    ("Is this deal winnable?", cmd("solve")),
    ("riješi", cmd("solve")),
    ("هل يمكن الفوز؟", cmd("solve")),
    # Pyramid: pairs, kings, the waste in a pair, game names
    ("pair 6h 7c", pair(card6h := CardTarget(parse_card_code("6H")),
                        CardTarget(parse_card_code("7C")))),
    ("6 of hearts and 7 of clubs", pair(card6h, CardTarget(parse_card_code("7C")))),
    ("Pair the six of hearts with the seven of clubs, please.",
     pair(card6h, CardTarget(parse_card_code("7C")))),
    ("6h 7c", pair(card6h, CardTarget(parse_card_code("7C")))),
    ("pair waste 6h", pair(WasteTarget(), card6h)),
    ("6h waste", pair(card6h, WasteTarget())),
    ("pair r7c1 r7c2", pair(PositionTarget(7, 1), PositionTarget(7, 2))),
    ("pair 6 7", pair(RankTarget(Rank.SIX), RankTarget(Rank.SEVEN))),
    ("par 6 u hercu i 7 u trefu", pair(card6h, CardTarget(parse_card_code("7C")))),
    ("زوج 6 من القلوب و 7 من البرسيم", pair(card6h, CardTarget(parse_card_code("7C")))),
    ("اجمع الرمي 6 من القلوب", pair(WasteTarget(), card6h)),
    ("pair 6h", "missing_argument"),
    ("pair", "missing_argument"),
    ("remove king of spades", Command("remove", target=CardTarget(parse_card_code("KS")))),
    ("ukloni kralja u piku", Command("remove", target=CardTarget(parse_card_code("KS")))),
    ("أزل ملك البستوني", Command("remove", target=CardTarget(parse_card_code("KS")))),
    ("savjet", cmd("hint")),
    ("تلميح", cmd("hint")),
    ("chain", cmd("chain")),
    ("niz", cmd("chain")),
    ("faq", cmd("faq")),
    ("česta pitanja", cmd("faq")),
    ("الأسئلة الشائعة", cmd("faq")),
    ("game pyramid", cmd("game", "pyramid")),
    ("pyramid", cmd("game", "pyramid")),
    ("Piramida.", cmd("game", "pyramid")),
    ("igra tri vrha", cmd("game", "tripeaks")),
    ("الهرم", cmd("game", "pyramid")),
    ("new pyramid", cmd("game", "pyramid")),
    ("game", cmd("game")),
    # a minus sign is never dropped: no row, slot or setting is negative
    ("row 7 card -1", "bad_argument"),
    ("row -7", "bad_argument"),
    ("volume -1", "bad_argument"),
    ("rate −150", "bad_argument"),
    ("row 99999999999999999999", "bad_argument"),
    # Arabic "and" written on the next word, as the game writes it
    ("ملكة البرسيم ورمي", pair(CardTarget(parse_card_code("QC")), WasteTarget())),
    ("شاب البرسيم وملكة البرسيم", pair(CardTarget(parse_card_code("JC")),
                                       CardTarget(parse_card_code("QC")))),
    # a king on the waste
    ("remove waste", Command("remove", target=WasteTarget())),
    ("ukloni odlagalište", Command("remove", target=WasteTarget())),
    ("أزل رمي", Command("remove", target=WasteTarget())),
    # speech settings
    ("speech test", cmd("speech", "test")),
    ("Speech screen reader.", cmd("speech", "screen-reader")),
    ("govor glas", cmd("speech", "tts")),
    ("الكلام اختبار", cmd("speech", "test")),
    ("rate 150", Command("rate", number=150)),
    ("brzina ١٢٠", Command("rate", number=120)),
    ("volume eighty", "bad_argument"),
    ("volume 80", Command("volume", number=80)),
    ("verbosity brief", cmd("verbosity", "brief")),
    ("earcons off", cmd("earcons", "off")),
    ("mode queue", cmd("mode", "queue")),
    ("play 14 of spades", "bad_card"),
    ("14 of spades", "bad_card"),
    ("play zz", "bad_card"),
    ("play spades", "bad_card"),
    ("7x", "bad_card"),
    ("play", "missing_argument"),
    ("look", "missing_argument"),
    ("row", "missing_argument"),
    ("play row 4", "missing_argument"),
    ("row 0", "bad_argument"),
    ("row 4 card 0", "bad_argument"),
    ("row x", "bad_argument"),
    ("draw 3", "bad_argument"),
    ("undo 0", "bad_argument"),
    ("undo -2", "bad_argument"),
    ("undo two cards", "bad_argument"),
    ("rules hard", "bad_argument"),
    ("errors maybe", "bad_argument"),
    ("lang fr", "bad_argument"),
]


@pytest.mark.parametrize(("text", "expected"), TABLE, ids=[t or "<empty>" for t, _ in TABLE])
def test_table(text: str, expected: Command | str) -> None:
    if isinstance(expected, Command):
        assert parse(text) == expected
    else:
        with pytest.raises(ParseError) as info:
            parse(text)
        assert info.value.kind == expected


def test_table_is_large_and_covers_three_languages() -> None:
    assert len(TABLE) >= 100
    assert sum(any("\u0600" <= ch <= "\u06ff" for ch in t) for t, _ in TABLE) >= 30


# ----------------------------------------------------------------- refusals


def test_unknown_names_nearest_command() -> None:
    with pytest.raises(ParseError) as info:
        parse("drwa")
    error = info.value
    assert (error.kind, error.nearest, error.text) == ("unknown", "draw", "drwa")
    with pytest.raises(ParseError) as info:
        parse("bord please")
    assert info.value.nearest == "board"
    with pytest.raises(ParseError) as info:
        parse("ساعدة")
    assert info.value.nearest == "help"


def test_unknown_without_anything_near() -> None:
    with pytest.raises(ParseError) as info:
        parse("xyzzy")
    assert info.value.nearest is None
    assert isinstance(info.value, ValueError)


def test_bad_card_detail_is_the_text_as_typed() -> None:
    with pytest.raises(ParseError) as info:
        parse("Play 14 of Spades!")
    error = info.value
    assert (error.kind, error.detail, error.nearest) == ("bad_card", "14 of Spades", "play")
    assert error.text == "Play 14 of Spades!"


def test_bad_argument_detail() -> None:
    with pytest.raises(ParseError) as info:
        parse("rules hard")
    assert (info.value.kind, info.value.detail, info.value.nearest) == (
        "bad_argument", "hard", "rules")
    with pytest.raises(ParseError) as info:
        parse("row 0")
    assert (info.value.detail, info.value.nearest) == ("0", "row")


def test_missing_argument_names_command() -> None:
    with pytest.raises(ParseError) as info:
        parse("igraj")
    assert (info.value.kind, info.value.nearest, info.value.detail) == (
        "missing_argument", "play", None)


def test_new_keeps_code_as_typed_with_ascii_digits() -> None:
    assert parse("New game TP1-C-AAAAAAD.").arg == "TP1-C-AAAAAAD"
    assert parse("new ۱۲۳۴").arg == "1234"


# ----------------------------------------------------------------- normalising


@pytest.mark.parametrize(("a", "b"), [
    ("PLOČA", "ploca"),
    ("izađi", "izadji"),
    ("أس", "اس"),
    ("إكة", "اكه"),
    ("آس", "اس"),
    ("ٱلصف", "الصف"),
    ("سَبْعَة", "سبعه"),
    ("ســبعة", "سبعه"),
    ("بستونى", "بستوني"),
    ("٧", "7"),
    ("۷", "7"),
    ("  Seven   OF  ", "seven of"),
])
def test_normalize(a: str, b: str) -> None:
    assert normalize(a) == b


# ----------------------------------------------------------------- grammar round trip


def _command_words() -> list[tuple[str, str, str]]:
    out = []
    for spec in grammar.COMMANDS:
        for lang, words in spec.words.items():
            out.extend((lang, word, spec.name) for word in words)
    for lang, misheard in grammar.MISHEARINGS.items():
        out.extend((lang, word, name) for word, name in misheard.items())
    return out


COMMAND_WORDS = _command_words()


def test_grammar_covers_every_command_in_every_language() -> None:
    assert grammar.COMMAND_NAMES == (
        "board", "row", "waste", "moves", "play", "look", "draw", "undo", "redo", "last",
        "score", "new",
        "restart", "code", "rules", "errors", "lang", "repeat", "pair", "remove", "hint",
        "peek", "odds", "solve", "chain", "faq", "stats", "records", "player", "game", "speech",
        "rate", "volume", "verbosity", "earcons", "mode", "listen", "voice", "keys", "tutorial",
        "help", "quit", "yes", "no", "stop")
    for spec in grammar.COMMANDS:
        assert set(spec.words) == set(grammar.LANGS), spec.name
        assert all(spec.words[lang] for lang in grammar.LANGS), spec.name


def test_no_word_means_two_commands() -> None:
    seen: dict[str, str] = {}
    for _lang, word, name in COMMAND_WORDS:
        key = normalize(word)
        assert seen.setdefault(key, name) == name, (word, name, seen[key])


@pytest.mark.parametrize(("lang", "word", "name"), COMMAND_WORDS)
def test_every_command_word_parses(lang: str, word: str, name: str) -> None:
    spec = grammar.COMMANDS_BY_NAME[name]
    if spec.arg_required:
        with pytest.raises(ParseError) as info:
            parse(word)
        assert (info.value.kind, info.value.nearest) == ("missing_argument", name)
    else:
        assert parse(word).name == name
        assert parse(word.upper() + "!").name == name
    if word != "?":  # "?" means help only at the start of a line
        assert parse(f"help {word}") == Command("help", arg=name)


def _card_phrases() -> list[tuple[str, Card]]:
    out: list[tuple[str, Card]] = []
    for lang in grammar.LANGS:
        glues = ("", *grammar.CARD_GLUE[lang])
        for rank_, rank_words in grammar.RANK_WORDS[lang].items():
            for suit, suit_words in grammar.SUIT_WORDS[lang].items():
                for r in rank_words:
                    for s in suit_words:
                        for glue in glues:
                            text = " ".join(w for w in (r, glue, s) if w)
                            out.append((text, Card(rank_, suit)))
    return out


CARD_PHRASES = _card_phrases()


def test_every_rank_and_suit_word_names_its_card() -> None:
    assert len(CARD_PHRASES) > 1000
    wrong = [(text, c, parse_card(text)) for text, c in CARD_PHRASES if parse_card(text) != c]
    assert not wrong, wrong[:10]
    wrong_play = [text for text, c in CARD_PHRASES
                  if parse(text) != Command("play", target=CardTarget(c))]
    assert not wrong_play, wrong_play[:10]


def test_every_rank_word_alone_is_a_rank() -> None:
    for lang in grammar.LANGS:
        for rank_, words in grammar.RANK_WORDS[lang].items():
            for word in words:
                if word in grammar.LANGUAGE_NAMES:
                    continue
                assert parse(f"play {word}") == rank(int(rank_)), word


@pytest.mark.parametrize("c", [Card.from_index(i) for i in range(52)])
def test_every_card_by_code_and_symbol(c: Card) -> None:
    forms = [c.code, c.code.lower(), f"{c.rank.letter}{c.suit.symbol}",
             f"{c.rank.letter} {c.suit.symbol}"]
    if c.rank == Rank.TEN:
        forms += [f"10{c.suit.value}", f"10{c.suit.symbol}"]
    if c.rank == Rank.KING:
        forms += [f"R{c.suit.value}", f"R{c.suit.symbol}"]
    if 2 <= c.rank <= 10:
        forms += [f"{int(c.rank)}{c.suit.symbol}"]
    for form in forms:
        assert parse_card(form) == c, form
        if form.lower() != "as":
            assert parse(form) == Command("play", target=CardTarget(c)), form
            assert parse(f"look {form}") == Command("look", target=CardTarget(c)), form


def test_numbers_and_ordinals_in_every_language_give_rows() -> None:
    for lang in grammar.LANGS:
        row_word = grammar.ROW_WORDS[lang][0]
        for n, words in grammar.NUMBER_WORDS[lang].items():
            for word in words:
                assert parse(f"{row_word} {word}") == row(n), (lang, word)
        for n, words in grammar.ORDINAL_WORDS[lang].items():
            for word in words:
                assert parse(f"{row_word} {word}") == row(n), (lang, word)


def test_option_values_round_trip() -> None:
    for command, values in grammar.OPTION_VALUES.items():
        word = grammar.COMMANDS_BY_NAME[command].words["en"][0]
        for value, per_lang in values.items():
            for words in per_lang.values():
                for w in words:
                    said = f"{word} {w}"
                    if command == "voice" and value in grammar.VOICE_SUBJECTS["interrupt"]:
                        said = f"{word} interrupt {w}"  # "voice on" alone is not interrupt
                    assert parse(said) == _option_command(command, value), w


def _option_command(command: str, value: str) -> Command:
    """What ``command value`` parses to: a variant of rules is carried as its letter."""
    if command == "rules" and value not in grammar.RULE_SET_WORDS:
        letters = {variant.word: variant.letter for variant in VARIANTS}
        return Command(command, variants=letters.get(value, ""))
    return Command(command, arg=value)


def test_parse_card_refuses_non_cards() -> None:
    for text in ("draw", "seven", "14 of spades", "row 4 card 3", "", "spades"):
        assert parse_card(text) is None, text


# ----------------------------------------------------------------- totality

_WORDS = sorted({w for _lang, w, _name in COMMAND_WORDS}
                | {w for per in grammar.RANK_WORDS.values() for ws in per.values() for w in ws}
                | {w for per in grammar.SUIT_WORDS.values() for ws in per.values() for w in ws}
                | {w for ws in grammar.FILLER_WORDS.values() for w in ws}
                | set(grammar.SUIT_SYMBOLS)
                | {"0", "1", "4", "10", "14", "99999999999", "٧", "r4c3", "7s", "AS", "?", "4.",
                   ",", "!", "-", "TP1-E-AAAAAAB", "row", "card", "bottom row"})


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=1000))
def test_any_text_gives_command_or_parse_error(text: str) -> None:
    try:
        result = parse(text)
    except ParseError as error:
        assert error.kind in ("unknown", "bad_card", "missing_argument", "bad_argument")
        assert error.nearest is None or error.nearest in grammar.COMMAND_NAMES
    else:
        assert isinstance(result, Command)
        assert result.name in grammar.COMMAND_NAMES
    assert parse_card(text) is None or isinstance(parse_card(text), Card)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=8).map(" ".join))
def test_any_grammar_word_salad_gives_command_or_parse_error(text: str) -> None:
    try:
        result = parse(text)
    except ParseError as error:
        assert error.kind in ("unknown", "bad_card", "missing_argument", "bad_argument")
        assert error.nearest is None or error.nearest in grammar.COMMAND_NAMES
    else:
        assert result.name in grammar.COMMAND_NAMES
        if isinstance(result.target, PositionTarget):
            assert result.target.row >= 1 or result.target.row == BOTTOM
            assert result.target.slot >= 1
        if result.number is not None:
            assert result.number >= 1 or result.number == BOTTOM


def test_suit_enum_is_covered_by_symbols() -> None:
    assert set(grammar.SUIT_SYMBOLS.values()) == set(Suit)


# ----------------------------------------------------------------- dictation noise

_POLITE = {"en": ("please", "um"), "ar": ("من فضلك", "رجاء"), "hr": ("molim", "hajde")}
_END_MARKS = ("", ".", "!", "?", "؟", "…", ",")


def _noisy(draw: st.DrawFn, lang: str, phrase: str) -> str:
    """Dictation-like noise: case, a polite word before or after, end punctuation."""
    text = draw(st.sampled_from((phrase, phrase.upper(), phrase.capitalize(), phrase.title())))
    polite = draw(st.sampled_from(("", *_POLITE[lang])))
    if polite:
        text = f"{polite} {text}" if draw(st.booleans()) else f"{text}, {polite}"
    return text + draw(st.sampled_from(_END_MARKS))


@st.composite
def _noisy_command(draw: st.DrawFn) -> tuple[str, str]:
    lang, word, name = draw(st.sampled_from(
        [w for w in COMMAND_WORDS
         if not grammar.COMMANDS_BY_NAME[w[2]].arg_required and w[1] != "?"]))
    return _noisy(draw, lang, word), name


@st.composite
def _noisy_card(draw: st.DrawFn) -> tuple[str, Card]:
    text, card_ = draw(st.sampled_from(CARD_PHRASES))
    lang = next(lang for lang in grammar.LANGS
                if any(text.startswith(w) for ws in grammar.RANK_WORDS[lang].values()
                       for w in ws))
    return _noisy(draw, lang, text), card_


@settings(max_examples=400, deadline=None)
@given(_noisy_command())
def test_every_command_word_survives_dictation_noise(case: tuple[str, str]) -> None:
    text, name = case
    assert parse(text).name == name, text


@settings(max_examples=400, deadline=None)
@given(_noisy_card())
def test_every_card_phrase_survives_dictation_noise(case: tuple[str, Card]) -> None:
    text, card_ = case
    assert parse(text) == Command("play", target=CardTarget(card_)), text


# ----------------------------------------------------------------- long lines, controls


def test_a_line_longer_than_any_command_is_refused_before_it_is_read() -> None:
    assert parse("play 7s".ljust(MAX_LINE)) == card("7S")  # at the limit: read
    for text in ("play 7s".ljust(MAX_LINE + 1), "7s" * 5000, "x " * 5000):
        with pytest.raises(ParseError) as caught:
            parse(text)
        error = caught.value
        assert (error.kind, error.nearest, error.detail) == ("too_long", None, str(MAX_LINE))
        assert len(error.text) <= MAX_LINE and text.startswith(error.text)
        assert parse_card(text) is None


def test_without_a_limit_a_long_line_still_reads() -> None:
    with pytest.raises(ParseError) as caught:
        parse("7s" * 5000, max_length=None)
    assert caught.value.kind == "bad_card"  # read to the end, as "7s7s" is
    assert parse("7s" + " the" * 3000, max_length=None) == card("7S")


def test_control_characters_part_words_and_are_never_read() -> None:
    assert parse("play 7s\x07") == card("7S")
    assert parse("7s\x9b") == card("7S")  # a C1 CSI glued to a card code
    assert parse("\x07board\x1b") == cmd("board")
    assert parse("new\x00TP1-E-AAAAAAB") == cmd("new", "TP1-E-AAAAAAB")
    with pytest.raises(ParseError) as caught:
        parse("\x1b]0;pwned\x07")
    assert caught.value.kind == "unknown"


def test_arabic_code_is_understood_with_and_without_the_article() -> None:
    # «الرمز» was heard as «رمي» (a guess), though «رمز» was the command.
    assert [parse(text).name for text in ("رمز", "الرمز", "رمز الجولة")] == ["code"] * 3


@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("en", "keys", Command("keys")),
    ("en", "help keys", Command("help", arg="keys")),
    ("en", "tutorial", Command("tutorial")),
    ("en", "quit tutorial", Command("quit", arg="tutorial")),
    ("en", "exit tutorial", Command("quit", arg="tutorial")),
    ("en", "tutorial off", Command("tutorial", arg="quit")),
    ("en", "quit", Command("quit")),
    ("ar", "المفاتيح", Command("keys")),
    ("ar", "الدرس", Command("tutorial")),
    ("ar", "خروج من الدرس", Command("quit", arg="tutorial")),
    ("hr", "tipke", Command("keys")),
    ("hr", "vodič", Command("tutorial")),
    ("hr", "izađi iz vodiča", Command("quit", arg="tutorial")),
    ("hr", "kraj vodiča", Command("quit", arg="tutorial")),
    ("hr", "izlaz", Command("quit")),
])
def test_the_keys_and_the_guided_game_are_commands(lang: str, line: str,
                                                    expected: Command) -> None:
    """Issue 16: ``keys`` lists the keys; ``tutorial`` starts the guided game, and
    ``quit tutorial`` leaves it, while ``quit`` alone still leaves the game."""
    assert parse(line, lang=lang) == expected


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("as", "en", card("AS")),  # typed as "kc" is: the code, in English and Arabic
    ("play as", "en", card("AS")),
    ("look as", "ar", look("AS")),
    ("aS", "ar", card("AS")),
    ("as", "hr", rank(1)),  # the Croatian player's own word for an ace
    ("igraj as", "hr", rank(1)),
    ("as", None, rank(1)),  # no language given: as before
    ("as u trefu", "en", card("AC")),  # a suit after it: the Croatian ace in any language
    ("as tref", "ar", card("AC")),
])
def test_lower_case_as_is_the_ace_of_spades_where_the_player_has_no_such_word(
        text: str, lang: str | None, expected: Command) -> None:
    assert parse(text, lang=lang) == expected


@pytest.mark.parametrize("lang", ["en", "ar", "hr"])
@pytest.mark.parametrize(("text", "expected"), [
    ("a d", card("AD")),  # was "draw": "a" an article, "d" the draw key
    ("a h", card("AH")),  # was "help"
    ("play 3 s", card("3S")),  # was "play a 3": the "s" dropped
    ("look a d", look("AD")),  # was "look at the draw pile"
    ("q h", card("QH")),
    ("10 h", card("TH")),
    ("a s", card("AS")),  # the code in every language, Croatian too
    ("٧ ب", card("7S")),
])
def test_a_card_code_typed_with_a_space_is_that_card(text: str, lang: str,
                                                     expected: Command) -> None:
    assert parse(text, lang=lang) == expected


@pytest.mark.parametrize(("text", "row", "slot"), [
    ("r 4 c 3", 4, 3), ("row 4 s 2", 4, 2), ("play r 4 c 3", 4, 3)])
def test_a_place_with_letters_between_its_numbers_stays_a_place(
        text: str, row: int, slot: int) -> None:
    target = parse(text, lang="en").target
    assert isinstance(target, PositionTarget)
    assert (target.row, target.slot) == (row, slot)


def test_two_spaced_codes_are_a_pair() -> None:
    command = parse("6 h 7 c", lang="en")
    assert command.name == "pair"
    assert command.target == CardTarget(parse_card_code("6H"))
    assert command.second == CardTarget(parse_card_code("7C"))


@pytest.mark.parametrize("lang", ["en", "ar", "hr"])
@pytest.mark.parametrize("text", [
    "s2", "s 2", "s7",  # the suit first: it played any 2 or 7
    "card 2", "play card 2", "karta 2", "igraj kartu 2", "ورقة ٢", "look card 3",  # no row
])
def test_a_rank_tied_to_a_suit_or_a_place_is_never_read_as_any_card_of_that_rank(
        text: str, lang: str) -> None:
    with pytest.raises(ParseError):
        parse(text, lang=lang)


@pytest.mark.parametrize(("text", "expected"), [
    ("2", rank(2)), ("a 7", rank(7)), ("the king", rank(13)), ("play the 7", rank(7)),
    ("row 4 s 2", pos(4, 2)), ("r4s2", pos(4, 2)), ("card 2 row 4", pos(4, 2)),
])
def test_a_rank_with_an_article_stays_a_rank_and_a_whole_place_a_place(
        text: str, expected: Command) -> None:
    assert parse(text, lang="en") == expected
