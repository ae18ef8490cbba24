"""The player's ``odds``, the fair ``hint``, ``hint peek`` and an honest ``solve`` (issue 18).

Driven through ``Session`` in English, Arabic and Croatian, as a player
hears them:

- ``odds`` says the sampled chance to win from what is visible (the share, its
  95% range and the samples) on a fresh deal, mid-game and in Pyramid; a game
  over is not estimated; the same position always gets the same answer.
- TriPeaks' ``hint`` is the fair hint: a legal move and the chance after it,
  never a face-down or stock card, and it does not follow ``solve``'s line.
- ``hint peek`` and ``solve`` say that they look at the hidden cards;
  ``hint peek`` follows the winning line ``solve`` found; it counts as a hint.
- Pyramid's ``hint`` is still seed 002's rule.
- The parser takes the new words in every language.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.commands import Command, parse
from tripeaks_a11y.commands.grammar import COMMANDS_BY_NAME
from tripeaks_a11y.games.moves import apply_move
from tripeaks_a11y.games.pyramid import PyramidGame
from tripeaks_a11y.games.tripeaks import Status, TriPeaksGame
from tripeaks_a11y.i18n import CARD_CASES, card_name, sentence_case, t
from tripeaks_a11y.kinds import KINDS, FairHint, parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.records import Records
from tripeaks_a11y.session import Session
from tripeaks_a11y.solver import (
    HINT_SAMPLES,
    ODDS_SAMPLES,
    PLAY_NODE_LIMIT,
    SAMPLE_NODE_LIMIT,
    Odds,
    Verdict,
    fair_advice_tripeaks,
    pyramid_odds,
    solve_pyramid,
    solve_tripeaks,
    tripeaks_odds,
)
from tripeaks_a11y.values.cards import Card, parse_card_code

LANGS = LANGUAGES
TRIPEAKS, PYRAMID = KINDS
WINNABLE = "TP1-E-AAAAAAD"  # the rules pages' deal: winnable in Easy
LOST = "TP1-C-AAAAAAD"  # ... and not in Classic
PYRAMID_WINNABLE = "PY1-AAAAAAJ"  # deal 9: the solver wins it
PYRAMID_LOST = "PY1-AAAAAAB"  # deal 1: the solver proves it lost
ODDS_WORD = {"en": "odds", "ar": "الاحتمالات", "hr": "izgledi"}
PEEK_WORD = {"en": "hint peek", "ar": "اختلس النظر", "hr": "zaviri"}
HINT_WORD = {"en": "hint", "ar": "تلميح", "hr": "savjet"}
SOLVE_WORD = {"en": "solve", "ar": "حل", "hr": "riješi"}


def session_of(code: str, lang: str = "en") -> Session:
    """A session on deal ``code``, started."""
    session = Session(lang=lang, code=parse_code(code))
    session.start()
    return session


def texts(session: Session, line: str) -> list[str]:
    """The printed answers to ``line``."""
    return [answer.text for answer in session.handle(line)]


def opening(lang: str, msg_id: str, **args: object) -> str:
    """The words a message starts with, up to its first colon or comma: the part that
    says where the answer comes from ("Looking at the hidden cards")."""
    return re.split(r"[:,،]", t(lang, msg_id, **args))[0]


def whole(share: float) -> int:
    """A share 0.0-1.0 as a whole percent, halves up."""
    return math.floor(share * 100 + 0.5)


def extent_of(estimate: Odds) -> str:
    """How the chance is said: a count when none, all, or a share that would round to 0
    or 100 percent can be won ("None of the 200 deals …"), else a percent."""
    if estimate.won in (0, estimate.decided):
        return "none" if estimate.won == 0 else "all"
    return "count" if whole(estimate.won / estimate.decided) in (0, 100) else "share"


def odds_text(lang: str, estimate: Odds) -> str:
    """What ``odds`` says of ``estimate``, from the catalog."""
    return sentence_case(t(lang, "odds", share=whole(estimate.won / estimate.decided),
                           low=whole(estimate.low), high=whole(estimate.high),
                           samples=estimate.samples, decided=estimate.decided,
                           won=estimate.won, undecided=estimate.samples - estimate.decided,
                           extent=extent_of(estimate)))


def figures(text: str) -> list[int]:
    """The numbers said in an English answer, in order."""
    return [int(n) for n in re.findall(r"\d+", text)]


def unseen_cards(game: TriPeaksGame) -> list[Card]:
    """The cards the player cannot see: face down on the tableau, or in the stock."""
    size = game.layout.size
    hidden = [game.deal[p] for p in range(size)
              if not game.is_removed(p) and not game.is_face_up(p)]
    seen = {*game.waste, *(game.deal[p] for p in range(size) if game.is_face_up(p))}
    return hidden + [card for card in game.deal[size:] if card not in seen]


def played_to_the_end(session: Session) -> Session:
    """Play the session's TriPeaks game to its end: the solver's line while there is one
    (a win when it is winnable), then draws and the first playable card until blocked."""
    game = session.game
    assert isinstance(game, TriPeaksGame)
    solution = solve_tripeaks(game, node_limit=PLAY_NODE_LIMIT)
    for move in solution.moves or solution.best_moves:
        apply_move(game, move)
    while not game.is_over:
        playable = game.playable_positions()
        if playable:
            game.play_position(playable[0])
        else:
            game.draw()
    return session


# ----- the parser -------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["odds", "peek"])
def test_every_word_of_odds_and_hint_peek_parses_to_its_command(lang: str, name: str) -> None:
    for word in COMMANDS_BY_NAME[name].words[lang]:
        assert parse(word) == Command(name), word
        assert parse(f"help {word}") == Command("help", arg=name), word


@pytest.mark.parametrize(("line", "name"), [
    ("chance", "odds"), ("win chance", "odds"), ("odds of winning", "odds"),
    ("what are my chances", "odds"), ("šanse", "odds"), ("sanse za pobjedu", "odds"),
    ("فرص الفوز", "odds"), ("peek", "peek"), ("peek hint", "peek"),
    ("savjet zaviri", "peek"), ("تلميح كاشف", "peek"),
    ("hint", "hint"), ("savjet", "hint"), ("تلميح", "hint"),
])
def test_the_new_words_and_the_old_hint(line: str, name: str) -> None:
    assert parse(line).name == name


# ----- odds ---------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_odds_on_a_fresh_deal_says_the_sampled_share_its_range_and_the_samples(
        lang: str) -> None:
    session = session_of(WINNABLE, lang)
    game = session.game
    assert isinstance(game, TriPeaksGame)
    estimate = tripeaks_odds(game, samples=ODDS_SAMPLES, node_limit=SAMPLE_NODE_LIMIT)
    assert estimate.samples == ODDS_SAMPLES and estimate.decided > 0
    (said,) = texts(session, ODDS_WORD[lang])
    assert said == odds_text(lang, estimate)
    assert str(estimate.decided) in said and str(whole(estimate.low)) in said
    assert texts(session, ODDS_WORD[lang]) == [said]  # the same position, the same answer


def test_odds_in_english_reads_share_range_and_samples_in_order() -> None:
    session = session_of(WINNABLE)
    (said,) = texts(session, "odds")
    share, low, high, tried, *undecided = figures(said)
    assert said.startswith("About ") and "of games like this can be won" in said
    assert low <= share <= high <= 100
    assert "I tried" in said and tried + sum(undecided) == ODDS_SAMPLES
    assert len(undecided) <= 1  # "; 3 more were too long to work out" only when some were
    assert "sample" not in said and "undecided" not in said  # no jargon (issue 30)


@pytest.mark.parametrize("lang", LANGS)
def test_odds_mid_game_changes_nothing_and_follows_the_position(lang: str) -> None:
    session = session_of(WINNABLE, lang)
    game = session.game
    assert isinstance(game, TriPeaksGame)
    for _ in range(4):
        session.handle("draw")
    board, moves = texts(session, "board"), game.moves
    (said,) = texts(session, ODDS_WORD[lang])
    assert texts(session, "board") == board and game.moves == moves
    estimate = tripeaks_odds(game, samples=ODDS_SAMPLES, node_limit=SAMPLE_NODE_LIMIT)
    assert said == odds_text(lang, estimate)


@pytest.mark.parametrize("lang", LANGS)
def test_odds_on_a_game_over_says_there_is_nothing_to_estimate(lang: str) -> None:
    won = played_to_the_end(session_of(WINNABLE, lang))
    assert won.game.status is Status.WON
    assert texts(won, ODDS_WORD[lang]) == [t(lang, "odds-over-won")]
    lost = played_to_the_end(session_of(LOST, lang))
    assert lost.game.is_over and lost.game.status is not Status.WON
    assert texts(lost, ODDS_WORD[lang]) == [t(lang, "odds-over-lost")]


@pytest.mark.parametrize("lang", LANGS)
def test_odds_in_pyramid_samples_the_stock_order(lang: str) -> None:
    session = session_of(PYRAMID_WINNABLE, lang)
    game = session.game
    assert isinstance(game, PyramidGame)
    estimate = pyramid_odds(game, samples=ODDS_SAMPLES, node_limit=SAMPLE_NODE_LIMIT)
    (said,) = texts(session, ODDS_WORD[lang])
    assert estimate.samples == ODDS_SAMPLES
    if estimate.decided:
        assert said == odds_text(lang, estimate)
    else:
        assert said == t(lang, "odds-unknown")


def test_no_decided_sample_is_no_estimate() -> None:
    said = Announcer("en").odds.estimate(Odds(won=0, decided=0, samples=200, low=0.0, high=1.0))
    assert said.text == t("en", "odds-unknown")
    assert "percent" not in said.text


def test_undecided_samples_are_counted_in_the_answer() -> None:
    said = Announcer("en").odds.estimate(Odds(won=120, decided=197, samples=200, low=0.54,
                                              high=0.68))
    assert said.text == ("About 61 percent of games like this can be won, most likely 54 to 68 "
                         "percent; I tried 197 deals of the unseen cards; 3 more were too long "
                         "to work out.")


@pytest.mark.parametrize(("won", "decided", "said"), [
    (1, 1, "The only deal of the unseen cards I tried can be won, so at least 21 percent of "
           "games like this can; 199 more were too long to work out."),
    (199, 200, "199 of the 200 deals of the unseen cards I tried can be won, so most likely "
               "97 to 100 percent of games like this can."),
    (0, 199, "None of the 199 deals of the unseen cards I tried can be won, so at most 2 "
             "percent of games like this can; 1 more was too long to work out."),
])
def test_a_share_said_as_a_count_has_its_plural_forms(won: int, decided: int, said: str) -> None:
    low, high = {1: (0.206, 1.0), 200: (0.972, 0.999), 199: (0.0, 0.019)}[decided]
    estimate = Odds(won=won, decided=decided, samples=200, low=low, high=high)
    assert Announcer("en").odds.estimate(estimate).text == said


# Issue 30, item 6: "None of 200 …" rather than "About 0 percent", "All of …" rather than
# "About 100 percent", and the samples in a player's words, as each language says them.
NO_WIN_AFTER_20_DRAWS = {
    "en": "None of the 200 deals of the unseen cards I tried can be won, so at most 2 percent "
          "of games like this can.",
    "hr": "Nijedno od 200 dijeljenja neviđenih karata koja sam isprobao ne može se dobiti, "
          "dakle najviše 2 posto ovakvih partija.",
    "ar": "لا يمكن الفوز في أي من التوزيعات التي جربتها للأوراق غير المرئية، وعددها 200، "
          "فالفوز ممكن في 2 بالمئة على الأكثر من الجولات المشابهة.",
}
ALL_WON_AT_THE_START = {
    "en": "All 198 deals of the unseen cards I tried can be won, so at least 98 percent of "
          "games like this can; 2 more were too long to work out.",
    "hr": "Svih 198 dijeljenja neviđenih karata koja sam isprobao može se dobiti, dakle "
          "najmanje 98 posto ovakvih partija; još su 2 bila preduga za rješavanje.",
    "ar": "يمكن الفوز في كل التوزيعات التي جربتها للأوراق غير المرئية، وعددها 198، فالفوز "
          "ممكن في 98 بالمئة على الأقل من الجولات المشابهة؛ وعدد التوزيعات التي طال حلها: 2.",
}
JARGON = {"en": ("sample", "undecided", "About 0 ", "About 100 "), "hr": ("uzor", "odluk"),
          "ar": ("عينة", "العينات", "يُحسم")}


@pytest.mark.parametrize("lang", LANGS)
def test_odds_says_none_and_all_of_the_deals_tried_in_plain_words(lang: str) -> None:
    lost = session_of(LOST, lang)
    for _ in range(20):
        lost.handle("draw")
    (none,) = texts(lost, ODDS_WORD[lang])
    assert none == NO_WIN_AFTER_20_DRAWS[lang]
    (hint,) = texts(lost, HINT_WORD[lang])
    (every,) = texts(session_of("TP1-E-AAAAAAB", lang), ODDS_WORD[lang])
    assert every == ALL_WON_AT_THE_START[lang]
    for said in (none, hint, every):
        assert not any(word in said for word in JARGON[lang]), said


# ----- the fair hint --------------------------------------------------------------


def card_names(lang: str, cards: list[Card]) -> list[str]:
    """Every name of ``cards`` in ``lang``, in every grammatical case."""
    return [str(card_name(lang, card, case)) for card in cards for case in CARD_CASES]


@pytest.mark.parametrize("lang", LANGS)
def test_the_fair_hint_names_a_legal_move_and_the_chance_after_it(lang: str) -> None:
    session = session_of(WINNABLE, lang)
    game = session.game
    assert isinstance(game, TriPeaksGame)
    for _ in range(3):
        (said,) = texts(session, HINT_WORD[lang])
        advice = fair_advice_tripeaks(game, samples=HINT_SAMPLES,
                                      node_limit=SAMPLE_NODE_LIMIT)
        move = advice.move
        assert move is not None and move in [m for m, _ in advice.candidates]
        hint = TRIPEAKS.hint(game, 60.0)
        assert isinstance(hint, FairHint)
        assert said == Announcer(lang).board.hint(game, hint).text
        if move.position is None:
            assert game.stock_count > 0
            session.handle("draw")
        else:
            assert move.position in game.playable_positions()
            card = game.deal[move.position]
            assert str(card_name(lang, card)) in said or str(
                card_name(lang, card, "acc")) in said
            session.handle(f"{card.rank.letter}{card.suit.value}")
        assert not any(name in said for name in card_names(lang, unseen_cards(game)))


def test_the_fair_hint_in_english_says_the_share_and_range_after_the_move() -> None:
    (said,) = texts(session_of(WINNABLE), "hint")
    assert said.startswith("Hint: ") and "; after it, about " in said
    share, low, high, *_ = figures(said.split(";")[1])
    assert low <= share <= high <= 100


@pytest.mark.parametrize("code", ["TP1-E-AAAAAAB", WINNABLE, LOST, "TP1-C-AAAAAAK"])
def test_the_fair_hint_never_names_a_face_down_or_stock_card(code: str) -> None:
    session = session_of(code)
    game = session.game
    assert isinstance(game, TriPeaksGame)
    for _ in range(2):
        (said,) = texts(session, "hint")
        hint = TRIPEAKS.hint(game, 60.0)  # the same position: the same hint, worded in each
        assert Announcer("en").board.hint(game, hint).text == said
        for lang in LANGS:
            worded = Announcer(lang).board.hint(game, hint).text
            assert not any(name in worded for name in card_names(lang, unseen_cards(game)))
        session.handle("draw")


@pytest.mark.parametrize("lang", LANGS)
def test_a_hint_lost_in_every_sample_says_so_and_still_names_the_move(lang: str) -> None:
    game = session_of(WINNABLE, lang).game
    assert isinstance(game, TriPeaksGame)
    pos = game.playable_positions()[0]
    lost = FairHint("play", (pos,), odds=Odds(won=0, decided=100, samples=100, low=0.0,
                                                high=0.037))
    said = Announcer(lang).board.hint(game, lost).text
    assert said == t(lang, "fair-hint", kind="play", card=card_name(lang, game.deal[pos]),
                     decided=100, undecided=0, samples=100, share=0, low=0, high=4, won=0,
                     extent="none")
    assert "100" in said
    if lang == "en":
        assert said == (f"Hint: play {card_name('en', game.deal[pos])}; after it, none of the "
                        "100 deals of the unseen cards I tried can be won, so at most 4 percent "
                        "of games like this can.")


def test_the_fair_hint_does_not_follow_the_line_solve_keeps() -> None:
    session = session_of(WINNABLE)
    before = texts(session, "hint")
    texts(session, "solve")  # keeps a line that looks at the hidden cards
    assert texts(session, "hint") == before
    assert not texts(session, "hint")[0].startswith(opening("en", "peek-hint", kind="draw"))


@pytest.mark.parametrize("lang", LANGS)
def test_pyramid_keeps_seed_002s_hint(lang: str) -> None:
    session = session_of(PYRAMID_WINNABLE, lang)
    game = session.game
    assert isinstance(game, PyramidGame)
    assert texts(session, HINT_WORD[lang]) == [Announcer(lang).board.hint(game, game.hint()).text]


# ----- hint peek and solve look at the hidden cards --------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_hint_peek_says_it_looks_at_the_hidden_cards_and_follows_solves_line(
        lang: str) -> None:
    session = session_of(WINNABLE, lang)
    game = session.game
    assert isinstance(game, TriPeaksGame)
    line = solve_tripeaks(game, node_limit=PLAY_NODE_LIMIT, shortest=True).moves
    (solved,) = texts(session, SOLVE_WORD[lang])
    assert solved == t(lang, "solve-winnable", count=len(line))
    assert solved.startswith(opening(lang, "solve-not-winnable"))
    (peek,) = texts(session, PEEK_WORD[lang])
    assert peek.startswith(opening(lang, "peek-hint", kind="draw"))
    first = line[0]
    if first.position is None:
        assert peek == t(lang, "peek-hint", kind="draw", card="")
    else:
        assert peek == t(lang, "peek-hint", kind="play", card=card_name(lang, game.deal[
            first.position]))


@pytest.mark.parametrize("lang", LANGS)
def test_hint_peek_on_a_lost_game_says_so(lang: str) -> None:
    session = session_of(LOST, lang)
    (said,) = texts(session, PEEK_WORD[lang])
    assert said.startswith(opening(lang, "hint-lost", kind="draw", count=1))
    assert t(lang, "hint-lost", kind="draw", count=1).split(".")[0] in said
    (solved,) = texts(session, SOLVE_WORD[lang])
    assert solved == t(lang, "solve-not-winnable")


@pytest.mark.parametrize("lang", LANGS)
def test_hint_peek_in_pyramid_gives_the_solvers_next_move(lang: str) -> None:
    session = session_of(PYRAMID_WINNABLE, lang)
    game = session.game
    assert isinstance(game, PyramidGame)
    first = solve_pyramid(game, node_limit=PLAY_NODE_LIMIT).moves[0]
    (peek,) = texts(session, PEEK_WORD[lang])
    names = [card_name(lang, c) for c in map(game.card_of, first.cards) if c is not None]
    kind = ("draw", "king", "pair")[len(first.cards)]
    first_name, second_name = ([*names, "", ""])[:2]
    assert peek == t(lang, "pyramid-peek-hint", kind=kind, first=first_name,
                     second=second_name)
    lost = session_of(PYRAMID_LOST, lang)
    assert isinstance(lost.game, PyramidGame)
    assert solve_pyramid(lost.game, node_limit=PLAY_NODE_LIMIT).verdict is Verdict.NOT_WINNABLE
    # On a lost deal the peek names the move to the fewest cards left (issue 30), as TriPeaks'.
    assert texts(lost, PEEK_WORD[lang]) == [t(
        lang, "pyramid-hint-lost", kind="king", first=card_name(lang, parse_card_code("KD")),
        second="", count=17)]


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_over_needs_no_words_about_hidden_cards(lang: str) -> None:
    session = played_to_the_end(session_of(WINNABLE, lang))
    assert texts(session, SOLVE_WORD[lang]) == [t(lang, "solve-over-won")]
    assert texts(session, PEEK_WORD[lang]) == [t(lang, "hint-none")]
    assert texts(session, HINT_WORD[lang]) == [t(lang, "hint-none")]


# ----- help and records -------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_help_on_odds_hint_peek_and_solve(lang: str) -> None:
    tripeaks, pyramid = session_of(WINNABLE, lang), session_of(PYRAMID_WINNABLE, lang)
    odds_help = texts(tripeaks, f"{COMMANDS_BY_NAME['help'].words[lang][0]} {ODDS_WORD[lang]}")
    assert odds_help[0].startswith(t(lang, "help-odds"))
    help_word = COMMANDS_BY_NAME["help"].words[lang][0]
    (hint_help,) = texts(tripeaks, f"{help_word} {HINT_WORD[lang]}")
    assert hint_help.startswith(t(lang, "help-hint-tripeaks"))
    assert PEEK_WORD[lang] in hint_help  # it names hint peek
    (peek_help,) = texts(tripeaks, f"{help_word} {PEEK_WORD[lang]}")
    assert peek_help.startswith(t(lang, "help-peek-tripeaks"))
    (pyramid_peek,) = texts(pyramid, f"{help_word} {PEEK_WORD[lang]}")
    assert pyramid_peek.startswith(t(lang, "help-peek-pyramid"))
    (solve_help,) = texts(tripeaks, f"{help_word} {SOLVE_WORD[lang]}")
    assert solve_help.startswith(t(lang, "help-solve"))
    playing = texts(tripeaks, help_word)[0]
    assert ODDS_WORD[lang] in playing and PEEK_WORD[lang] in playing


def test_help_in_english_says_what_looks_at_the_hidden_cards() -> None:
    session = session_of(WINNABLE)
    assert "the cards you can see only" in texts(session, "help hint")[0]
    assert "hidden cards" in texts(session, "help solve")[0]
    assert "hidden cards" in texts(session, "help hint peek")[0]


def test_hint_peek_counts_as_a_hint_in_the_records(tmp_path: Path) -> None:
    records = Records.open(tmp_path / "records.sqlite3", "ana")
    try:
        session = Session(lang="en", code=parse_code(WINNABLE), records=records)
        session.start()
        session.handle("draw")
        session.handle("hint peek")
        session.handle("hint")
        session.handle("odds")  # not a hint
        (saved,) = records.unfinished("ana")
        assert saved.progress.hints == 2
        assert saved.progress.actions.count("hint") == 2
    finally:
        records.close()
