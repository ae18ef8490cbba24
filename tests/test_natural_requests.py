"""Natural requests (issue 30, point 3): phrasings a player uses do what they ask.

Each row of ``PHRASINGS`` is a line a player says in one language and the
command it must do, written as the command's own form. Both are typed into
two sessions on the same deal after the same moves; the phrasing must answer
exactly what the command answers, and leave the game as the command leaves
it (the board, the score and the last moves read after it are the same): so
"undo last move" undoes, "give me a hint" gives the hint, "what can I play"
lists the moves. The command forms answer differently from one another, so a
phrasing understood as some other command fails.

Then: "did you mean" never offers a command that ends or replaces the game
(quit, new, restart, game, tutorial), for slips of their words and for fuzzed
lines; every phrasing in the tables reads as its command; none is a card word.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tripeaks_a11y.commands import ParseError, grammar, parse
from tripeaks_a11y.commands.lexicon import SINGLE
from tripeaks_a11y.commands.normalize import normalize
from tripeaks_a11y.commands.table import ROWS
from tripeaks_a11y.deals import parse_game_code
from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen.grammar import spoken, spoken_grammar
from tripeaks_a11y.session import Session

CODE = "TP1-E-AAAAAAB"
SETUP = ("kc", "draw", "AS", "2d", "undo")
"""Three moves made and a fourth taken back (the 2 of diamonds): undo, redo and last
all have something to do, last 2 is not last 10, and redo is neither a draw nor the
play below (the king of diamonds)."""
PROBES = ("board", "score", "last 10")
"""Read after the line: the state it left."""

# (said, the command it must do, a line typed first in both sessions or "")
PHRASINGS: dict[str, list[tuple[str, str, str]]] = {
    "en": [
        ("undo last move", "undo", ""), ("undo the last move", "undo", ""),
        ("please undo my last move", "undo", ""), ("take that back", "undo", ""),
        ("could you undo that", "undo", ""), ("redo the move", "redo", ""),
        ("give me a hint", "hint", ""), ("what should I play?", "hint", ""),
        ("could you give me a hint, please?", "hint", ""), ("oops", "undo", ""),
        ("status", "moves", ""),
        ("any hints?", "hint", ""), ("hint peek please", "hint peek", ""),
        ("peek at the hidden cards", "hint peek", ""), ("what are my chances?", "odds", ""),
        ("chance to win", "odds", ""), ("can I still win?", "odds", ""),
        ("can I win?", "odds", ""), ("solve please", "solve", ""),
        ("is this deal winnable", "solve", ""), ("draw a card", "draw", ""),
        ("draw another card please", "draw", ""), ("flip a card", "draw", ""),
        ("move the king of diamonds", "kd", ""), ("put the king of diamonds please", "kd", ""),
        ("where is the 8 of hearts", "look 8h", ""), ("read the board", "board", ""),
        ("read board", "board", ""), ("read the 8 of hearts", "look 8h", ""),
        ("read my last 2 moves", "last 2", ""), ("read the score", "score", ""),
        ("how many cards are left?", "score", ""), ("undo 2", "undo 2", ""),
        ("undo twice", "undo 2", ""), ("undo the last 2 moves", "undo 2", ""),
        ("undo 3 times", "undo 3", ""),
        ("show me the whole board", "board", ""), ("read row 3", "row 3", ""),
        ("what's in the bottom row", "bottom row", ""), ("say that again", "repeat", ""),
        ("what did you say?", "repeat", ""), ("what's my score", "score", ""),
        ("how many points do I have", "score", ""), ("show my last 5 moves", "last 5", ""),
        ("your last 5 moves", "last 5", ""), ("what can I play", "moves", ""),
        ("what can I do now", "moves", ""), ("help me", "help", ""),
        ("what can I say", "help", ""), ("how do I win", "rules", ""),
        ("what are the rules", "rules", ""), ("top of the waste", "waste", ""),
        ("I want to quit", "quit", ""), ("leave the game", "quit", ""),
        ("start again", "restart", ""), ("sure", "yes", "restart"),
        ("no thanks", "no", "quit"),
    ],
    "hr": [
        ("poništi zadnji potez", "undo", ""), ("poništite zadnji potez", "undo", ""),
        ("ponisti zadnji potez", "undo", ""), ("vrati potez", "undo", ""),
        ("možeš li poništiti", "undo", ""), ("obnovi potez", "redo", ""),
        ("daj mi savjet", "hint", ""), ("savjet molim", "hint", ""),
        ("možete li mi dati savjet", "hint", ""), ("biste li poništili potez", "undo", ""),
        ("kaj sad", "moves", ""),
        ("kaj da igram", "hint", ""), ("što da igram?", "hint", ""),
        ("zaviri u skrivene karte", "hint peek", ""), ("kakvi su izgledi?", "odds", ""),
        ("šanse za pobjedu", "odds", ""), ("mogu li pobijediti?", "odds", ""),
        ("mogu li dobiti", "odds", ""), ("riješi molim", "solve", ""),
        ("koliko je karata ostalo?", "score", ""), ("poništi zadnja 2 poteza", "undo 2", ""),
        ("poništi dvaput", "undo 2", ""), ("pročitaj zadnjih 5 poteza", "last 5", ""),
        ("pročitaj bodove", "score", ""), ("pročitaj osam herc", "look 8h", ""),
        ("izvuci kartu", "draw", ""), ("izvucite kartu", "draw", ""), ("povuci", "draw", ""),
        ("igraj kralja karo", "kd", ""), ("odigrajte kralja u karonu", "kd", ""),
        ("gdje je osam herc", "look 8h", ""), ("pročitaj ploču", "board", ""),
        ("procitaj plocu", "board", ""), ("što je na stolu", "board", ""),
        ("pročitaj donji red", "bottom row", ""), ("ponovite", "repeat", ""),
        ("kaj si rekel", "repeat", ""), ("koliko imam bodova", "score", ""),
        ("zadnja 2 poteza", "last 2", ""), ("zadnjih 10", "last 10", ""),
        ("Vaših zadnjih 10 poteza", "last 10", ""), ("kaj mogu igrat", "moves", ""),
        ("što mogu igrati?", "moves", ""), ("pomozi mi", "help", ""),
        ("kako se igra", "rules", ""), ("odlagalište molim", "waste", ""),
        ("izađite", "quit", ""), ("kreni ispočetka", "restart", ""),
        ("može", "yes", "restart"), ("ne hvala", "no", "quit"),
    ],
    "ar": [
        ("تراجع عن آخر حركة", "undo", ""), ("تراجع عن الحركة الأخيرة", "undo", ""),
        ("تَرَاجَعْ", "undo", ""), ("تراجعي من فضلك", "undo", ""), ("ارجع", "undo", ""),
        ("إعادة الحركة", "redo", ""), ("أعطني تلميحا", "hint", ""),
        ("أعطني تلميحاً", "hint", ""), ("اعطني تلميح", "hint", ""),
        ("بماذا تنصحني", "hint", ""), ("اختلس النظر من فضلك", "hint peek", ""),
        ("أرجو أن تعرض اللوحة", "board", ""), ("ممكن تلميح", "hint", ""),
        ("ما فرص الفوز", "odds", ""), ("ما فرصتي في الفوز", "odds", ""),
        ("هل يمكنني الفوز", "odds", ""), ("هل يمكنني الفوز؟", "odds", ""),
        ("حل من فضلك", "solve", ""), ("كم ورقة بقيت؟", "score", ""),
        ("آخر حركتين", "last 2", ""), ("تراجع عن آخر حركتين", "undo 2", ""),
        ("تراجع مرتين", "undo 2", ""), ("اقرأ الطاولة", "board", ""),
        ("اقرأ آخر 5 حركات", "last 5", ""), ("اقرأ النقاط", "score", ""),
        ("اسحب ورقة", "draw", ""), ("اسحبي ورقة", "draw", ""),
        ("العب ملك الماس", "kd", ""), ("العبي الملك من الماس", "kd", ""),
        ("أين ثمانية قلوب", "look 8h", ""), ("اقرأ اللوحة", "board", ""),
        ("اقرا اللوحه", "board", ""), ("واللوحة", "board", ""),
        ("اقرأ الصف السفلي", "bottom row", ""), ("كرر من فضلك", "repeat", ""),
        ("ماذا قلت", "repeat", ""), ("ما النقاط", "score", ""), ("نقاطي", "score", ""),
        ("آخر 5 حركات", "last 5", ""), ("آخر ٥ حركات", "last 5", ""),
        ("ماذا ألعب", "moves", ""), ("ماذا يمكنني أن ألعب؟", "moves", ""),
        ("ساعدني", "help", ""), ("كيف أفوز", "rules", ""),
        ("أعلى كومة الرمي", "waste", ""), ("أريد الخروج", "quit", ""),
        ("ابدأ من جديد", "restart", ""), ("حسنا", "yes", "restart"),
        ("لا شكرا", "no", "quit"),
    ],
}


PYRAMID_CODE = "PY1-AAAAAAD"
PYRAMID_SETUP = ("draw",)
"""A card drawn: the 5 of diamonds and the 8 of hearts make a pair."""

PYRAMID: dict[str, list[tuple[str, str]]] = {
    "en": [("undo the last move", "undo"), ("give me a hint", "hint"),
           ("what can I play?", "moves"), ("match the 5 of diamonds with the 8 of hearts",
                                           "pair 5d 8h")],
    "hr": [("poništi zadnji potez", "undo"), ("daj mi savjet", "hint"),
           ("kaj mogu igrat", "moves"), ("upari 5 u karonu i 8 u hercu", "pair 5d 8h")],
    "ar": [("تراجع عن آخر حركة", "undo"), ("أعطني تلميحا", "hint"), ("ماذا ألعب", "moves"),
           ("زاوج خمسة الماس مع ثمانية القلوب", "pair 5d 8h")],
}
"""The same in Pyramid, whose moves are pairs: (said, the command it must do)."""


def _session(lang: str, before: str, code: str = CODE,
             setup: tuple[str, ...] = SETUP) -> Session:
    session = Session(lang=lang, code=parse_game_code(code))
    for line in (*setup, *((before,) if before else ())):
        session.handle(line)
    return session


def _said(session: Session, line: str) -> list[tuple[str, str]]:
    return [(answer.event, answer.text) for answer in session.handle(line)]


def test_each_language_has_at_least_30_phrasings() -> None:
    assert set(PHRASINGS) == set(LANGUAGES)
    assert all(len(rows) >= 30 for rows in PHRASINGS.values())


@pytest.mark.parametrize(("lang", "said", "meant", "before"), [
    (lang, said, meant, before) for lang, rows in PHRASINGS.items()
    for said, meant, before in rows])
def test_a_natural_phrasing_does_what_its_command_does(lang: str, said: str, meant: str,
                                                       before: str) -> None:
    phrased, plain = _session(lang, before), _session(lang, before)
    expected = _said(plain, meant)
    assert _said(phrased, said) == expected
    assert all(event != "refused" for event, _text in expected)  # the command itself works
    for probe in PROBES:
        assert _said(phrased, probe) == _said(plain, probe), probe


@pytest.mark.parametrize(("lang", "said", "meant"), [
    (lang, said, meant) for lang, rows in PYRAMID.items() for said, meant in rows])
def test_a_natural_phrasing_does_it_in_pyramid_too(lang: str, said: str, meant: str) -> None:
    phrased = _session(lang, "", PYRAMID_CODE, PYRAMID_SETUP)
    plain = _session(lang, "", PYRAMID_CODE, PYRAMID_SETUP)
    expected = _said(plain, meant)
    assert _said(phrased, said) == expected
    assert all(event != "refused" for event, _text in expected)
    for probe in PROBES:
        assert _said(phrased, probe) == _said(plain, probe), probe


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_command_forms_tell_each_other_apart(lang: str) -> None:
    """What makes the comparison above fail for a phrasing read as another command:
    the commands of the table answer differently from one another (and so do a
    card played and another)."""
    answers: dict[tuple[object, ...], set[tuple[str, str]]] = {}
    for _phrasing, meant, before in PHRASINGS[lang]:
        session = _session(lang, before)
        command = parse(meant)
        said = (tuple(_said(session, meant)), *(tuple(_said(session, probe)) for probe in PROBES))
        answers.setdefault(said, set()).add((command.name, str(command.target)))
    assert [kinds for kinds in answers.values() if len(kinds) > 1] == []


# ----------------------------------------------------------------- did you mean

_ENDING = frozenset(row.name for row in ROWS if row.replaces_game)


def test_the_commands_never_offered_are_those_that_end_or_replace_the_game() -> None:
    assert {"quit", "new", "restart", "game", "tutorial"} == _ENDING


def _slips(word: str) -> set[str]:
    """One letter left out, doubled or swapped with the next."""
    out = {word[:i] + word[i + 1:] for i in range(len(word))}
    out |= {word[:i] + word[i] + word[i:] for i in range(len(word))}
    out |= {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}
    return {slip for slip in out if slip != word}


def _ending_words() -> list[tuple[str, str]]:
    """Every one-word word or phrasing of those commands (the phrasings of several
    words are slipped by the fuzzing below)."""
    return sorted({(lang, word) for spec in grammar.COMMANDS if spec.name in _ENDING
                   for lang, words in spec.words.items() for word in words
                   if len(normalize(word)) >= 3 and " " not in word} |
                  {(lang, word) for lang, per in grammar.REQUESTS.items()
                   for name, words in per.items() if name in _ENDING for word in words
                   if " " not in word})


def _offered(text: str, lang: str | None) -> str | None:
    try:
        parse(text, lang=lang)
    except ParseError as error:
        return error.nearest if error.kind == "unknown" else None
    return None


@pytest.mark.parametrize(("lang", "word"), _ending_words())
def test_a_slip_of_a_word_that_ends_the_game_is_offered_no_such_command(lang: str,
                                                                         word: str) -> None:
    for slip in _slips(word):
        assert _offered(slip, lang) not in _ENDING, slip


@pytest.mark.parametrize(("lang", "typed"), [
    ("en", "nwe"), ("en", "qiut"), ("en", "restrat"), ("en", "tutoral"),
    ("hr", "kaj"), ("hr", "krja"), ("hr", "novaa"),
    ("ar", "خروح"), ("ar", "جدييدة"), ("ar", "درص")])
def test_the_session_never_asks_did_you_mean_quit_or_new(lang: str, typed: str) -> None:
    said = [answer.text for answer in Session(lang=lang).handle(typed)]
    assert said == [t(lang, "parse-unknown", text=typed)]


_WORDS = sorted({word for spec in grammar.COMMANDS for words in spec.words.values()
                 for word in words}
                | {word for per in grammar.REQUESTS.values() for words in per.values()
                   for word in words})


@st.composite
def _slipped_line(draw: st.DrawFn) -> str:
    words = draw(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3))
    out = []
    for word in words:
        if len(word) > 1 and draw(st.booleans()):
            i = draw(st.integers(0, len(word) - 1))
            kind = draw(st.sampled_from(("drop", "double", "swap", "change")))
            if kind == "drop":
                word = word[:i] + word[i + 1:]
            elif kind == "double":
                word = word[:i] + word[i] + word[i:]
            elif kind == "swap" and i < len(word) - 1:
                word = word[:i] + word[i + 1] + word[i] + word[i + 2:]
            else:
                word = word[:i] + draw(st.characters(codec="utf-8")) + word[i + 1:]
        out.append(word)
    return " ".join(out) + draw(st.text(max_size=3))


@settings(max_examples=400, deadline=None)
@given(_slipped_line(), st.sampled_from((None, *LANGUAGES)))
def test_no_fuzzed_line_is_offered_a_command_that_ends_the_game(text: str,
                                                                lang: str | None) -> None:
    assert _offered(text, lang) not in _ENDING


# ----------------------------------------------------------------- the tables


@pytest.mark.parametrize(("lang", "name", "said"), [
    (lang, name, said) for lang, per in grammar.REQUESTS.items()
    for name, words in per.items() for said in words])
def test_every_phrasing_in_the_tables_reads_as_its_command(lang: str, name: str,
                                                           said: str) -> None:
    row = grammar.COMMANDS_BY_NAME[name].row
    if row.arg_required:  # "where is" + a card, "move" + a card
        assert parse(f"{said} 7s", lang=lang).name == name
    else:
        assert parse(said, lang=lang).name == name


@pytest.mark.parametrize(("lang", "name", "extra"), [
    (lang, name, extra) for lang, per in grammar.OBJECTS.items()
    for name, words in per.items() for extra in words])
def test_what_adds_nothing_after_a_command_is_dropped(lang: str, name: str,
                                                      extra: str) -> None:
    word = grammar.COMMANDS_BY_NAME[name].words[lang][0]
    assert parse(f"{word} {extra}", lang=lang) == parse(word, lang=lang)


def test_no_one_word_phrasing_is_a_card_word() -> None:
    """A rank, suit, number or place word stays one: a card name is still a card."""
    keys = {normalize(word) for per in grammar.REQUESTS.values() for words in per.values()
            for word in words}
    assert [key for key in keys if key in SINGLE and SINGLE[key].cardish] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_spoken_grammar_hears_what_adds_nothing_after_a_command(lang: str) -> None:
    """"undo last move" and "last five moves" are sentences of the voice grammar,
    read as the command; what is said of them is the parser's own tables. "undo two"
    is not: offered a count after undo, the recogniser heard "undo eight" for "undo"."""
    heard = spoken_grammar(lang)
    sentences = 0
    for name, extras in grammar.OBJECTS[lang].items():
        spec = grammar.COMMANDS_BY_NAME[name]
        words = spoken(spec.words[lang], lang=lang)
        for extra in spoken(extras, lang=lang):
            # a count of moves to undo is typed only (listen.grammar): "undo last move"
            counted = spec.arg == "number" and not spec.row.game_changing
            number = f" {grammar.NUMBER_WORDS[lang][5][0]}" if counted else ""
            sentence = f"{words[0]}{number} {extra}"  # "undo last move", "last five moves"
            assert heard.accepts(sentence), sentence
            assert parse(sentence, lang=lang).name == name, sentence
            sentences += 1
    assert sentences >= 20


# ----------------------------------------------------------------- undo with a count


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "undo 5"), ("en", "undo the last 5 moves"), ("hr", "poništi zadnjih 5 poteza"),
    ("ar", "تراجع عن آخر 5 حركات")])
def test_undo_with_a_count_takes_back_each_move_until_none_is_left(lang: str,
                                                                   said: str) -> None:
    """Three moves are in effect after SETUP: "undo 5" takes back the three, each said as
    one undo says it, then says there is nothing left, as a fourth undo would."""
    counted, one_by_one = _session(lang, ""), _session(lang, "")
    expected = [line for _ in range(4) for line in _said(one_by_one, "undo")]
    assert _said(counted, said) == expected
    assert [event for event, _text in expected].count("undone") == 3
    assert expected[-1][0] == "refused"
    for probe in PROBES:
        assert _said(counted, probe) == _said(one_by_one, probe), probe


@pytest.mark.parametrize("lang", LANGUAGES)
def test_undo_0_is_refused_and_changes_nothing(lang: str) -> None:
    refused, untouched = _session(lang, ""), _session(lang, "")
    assert [event for event, _text in _said(refused, "undo 0")] == ["refused"]
    for probe in PROBES:
        assert _said(refused, probe) == _said(untouched, probe), probe


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_spoken_grammar_offers_no_count_after_undo(lang: str) -> None:
    heard = spoken_grammar(lang)
    undo = spoken(grammar.COMMANDS_BY_NAME["undo"].words[lang], lang=lang)[0]
    assert heard.accepts(undo)
    assert not heard.accepts(f"{undo} {grammar.NUMBER_WORDS[lang][2][0]}")
