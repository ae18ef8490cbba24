"""Commands heard (issue 15, point 3 "Safety"): ``Session.hear``, its question, listen and voice.

What a recogniser heard goes through the same parser as typed text; words that
are no command are said back and change nothing; a move heard is asked first
under the ``voice confirm`` policy (``uncertain`` by default), and yes or no
answers it. ``listen`` and ``voice`` are settings kept in ``[voice]`` of
settings.toml. Everything is checked as the player gets it: the answers'
texts, in English, Arabic and Croatian, and the game's state.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from tripeaks_a11y.announcer import Announcement
from tripeaks_a11y.commands import Command, ParseError, parse
from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen.audio import AudioError
from tripeaks_a11y.session import Session
from tripeaks_a11y.settings import Settings, SettingsStore
from tripeaks_a11y.settings.keeper import Preferences

LANGS = LANGUAGES
CODE = "TP1-E-AAAAAAB"  # the seeds' deal: the king of clubs is playable at the start

KING = {"en": "king of clubs", "ar": "ملك البرسيم", "hr": "kralj u trefu"}
YES = {"en": "yes", "ar": "نعم", "hr": "da"}
NO = {"en": "no", "ar": "لا", "hr": "ne"}
ASKED_KING = {
    "en": "Play king of clubs? Say yes or no.",
    "ar": "هل ألعب ملك البرسيم؟ قل نعم أو لا.",
    "hr": "Odigrati kralja u trefu? Recite da ili ne.",
}
NOT_PLAYED = {"en": "Not played.", "ar": "لم تُلعب الحركة.", "hr": "Nije odigrano."}
NOT_A_COMMAND = {
    "en": "I heard: fly away; not a command.",
    "ar": "سمعت: fly away؛ وهذا ليس أمرًا.",
    "hr": "Čuo sam: fly away; to nije naredba.",
}
LISTEN = {"en": "listen", "ar": "الاستماع", "hr": "slušanje"}
VOICE = {"en": "voice", "ar": "الأوامر الصوتية", "hr": "glasovne naredbe"}


def session(lang: str, preferences: Preferences | None = None, game: str = CODE) -> Session:
    player = Session(lang=lang, code=parse_code(game), preferences=preferences)
    if preferences is None or not preferences.settings.voice_engine:
        player.voice_engine = "pocketsphinx"  # named (the game's choice: test_engine_choice)
    player.start()
    return player


def texts(answer: Sequence[Announcement]) -> list[str]:
    return [item.text for item in answer]


def board(player: Session) -> str:
    return texts(player.handle("board"))[-1]


# ----- moves heard, under each policy -----------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_move_heard_for_certain_is_played_at_once(lang: str) -> None:
    player = session(lang)
    answer = player.hear(KING[lang], certain=True)
    assert answer[0].event == "removed"
    assert texts(answer) == texts(session(lang).handle(KING[lang]))  # as typed
    assert player.game.moves == 1


@pytest.mark.parametrize("lang", LANGS)
def test_an_uncertain_move_is_asked_first_and_yes_plays_it(lang: str) -> None:
    player = session(lang)
    before = board(player)
    assert texts(player.hear(KING[lang], certain=False)) == [ASKED_KING[lang]]
    assert player.game.moves == 0
    assert board(player) == before  # asking changed nothing (board drops the question)
    player.hear(KING[lang], certain=False)
    answer = player.hear(YES[lang], certain=False)
    assert answer[0].event == "removed"
    assert player.game.moves == 1


@pytest.mark.parametrize("lang", LANGS)
def test_no_to_a_move_heard_plays_nothing(lang: str) -> None:
    player = session(lang)
    before = board(player)
    player.hear(KING[lang], certain=False)
    assert texts(player.hear(NO[lang], certain=True)) == [NOT_PLAYED[lang]]
    assert player.game.moves == 0
    assert board(player) == before
    assert texts(player.handle(YES[lang])) == [t(lang, "nothing-to-confirm")]


@pytest.mark.parametrize("lang", LANGS)
def test_the_question_is_answered_at_the_keyboard_too(lang: str) -> None:
    player = session(lang)
    player.hear("draw", certain=False)
    answer = player.handle(YES[lang])
    assert answer[0].event == "drawn"
    assert player.game.moves == 1


@pytest.mark.parametrize("lang", LANGS)
def test_another_command_drops_the_question_unplayed(lang: str) -> None:
    player = session(lang)
    player.hear(KING[lang], certain=False)
    answer = player.handle("score")
    assert answer[0].text == NOT_PLAYED[lang]
    assert answer[1].event == "info"
    assert player.game.moves == 0


@pytest.mark.parametrize("lang", LANGS)
def test_confirm_always_asks_even_a_certain_move(lang: str) -> None:
    player = session(lang)
    assert texts(player.handle(f"{VOICE[lang]} {parse_word('confirm', 'always', lang)}")) \
        == [t(lang, "voice-confirm-set", confirm="always")]
    assert texts(player.hear(KING[lang], certain=True)) == [ASKED_KING[lang]]
    assert player.game.moves == 0


@pytest.mark.parametrize("lang", LANGS)
def test_confirm_never_plays_an_uncertain_move(lang: str) -> None:
    player = session(lang)
    player.handle(f"{VOICE[lang]} {parse_word('confirm', 'never', lang)}")
    assert player.hear(KING[lang], certain=False)[0].event == "removed"
    assert player.game.moves == 1


def parse_word(subject: str, value: str, lang: str) -> str:
    """The words of ``voice SUBJECT VALUE`` after the command word, in ``lang``."""
    from tripeaks_a11y.commands.grammar import OPTION_VALUES
    return " ".join(OPTION_VALUES["voice"][word][lang][0] for word in (subject, value))


@pytest.mark.parametrize("lang", LANGS)
def test_the_other_moves_are_asked_in_words_of_their_own(lang: str) -> None:
    player = session(lang)
    assert texts(player.hear("draw", certain=False)) == [
        t(lang, "heard-confirm-action", command="draw")]
    player.hear(YES[lang], certain=True)
    assert texts(player.hear("undo", certain=False)) == [
        t(lang, "heard-confirm-action", command="undo")]
    assert player.hear(YES[lang], certain=True)[0].event == "undone"
    player = session(lang)  # no move yet: new does not ask a question of its own
    asked = texts(player.hear("new 1234", certain=False))
    assert asked == [t(lang, "heard-confirm", text="new 1234")]
    assert texts(player.hear(NO[lang], certain=False)) == [t(lang, "heard-not-done")]
    assert player.code is not None and str(player.code) == CODE


def test_a_pair_heard_names_both_cards() -> None:
    player = session("en", game="PY1-AAAAAIQ")
    asked = texts(player.hear("six of hearts and seven of clubs", certain=False))
    assert asked == ["Pair 6 of hearts and 7 of clubs? Say yes or no."]
    assert texts(player.hear("no", certain=False)) == ["Not played."]


def test_a_rank_heard_is_asked_then_which_one_then_the_suit() -> None:
    player = session("en")
    assert texts(player.hear("play king", certain=False)) == [
        "I heard: play king. Do it? Say yes or no."]
    which = texts(player.hear("yes", certain=False))
    assert which == ["Which one: king of clubs or king of diamonds?"]
    assert texts(player.hear("clubs", certain=False)) == [ASKED_KING["en"]]
    assert player.hear("yes", certain=False)[0].event == "removed"


def test_quit_heard_in_a_game_asks_its_own_question_once() -> None:
    player = session("en")
    player.hear("draw", certain=True)
    assert texts(player.hear("quit", certain=False)) == [t("en", "confirm-quit")]
    player.hear("yes", certain=False)
    assert player.finished


# ----- what is not a move ---------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_words_that_are_no_command_change_nothing(lang: str) -> None:
    player = session(lang)
    before = board(player)
    assert texts(player.hear("fly away", certain=True)) == [NOT_A_COMMAND[lang]]
    assert player.game.moves == 0
    assert board(player) == before
    player.hear(KING[lang], certain=False)
    player.hear("fly away", certain=False)  # noise: the question stays, and repeat says it
    assert texts(player.hear("repeat", certain=False)) == [ASKED_KING[lang]]
    assert player.hear(YES[lang], certain=False)[0].event == "removed"


def test_words_heard_are_said_back_clean() -> None:
    player = session("en")
    (said,) = player.hear("fly\x1b[31m away\x07", certain=True)
    assert "\x1b" not in said.text and "\x07" not in said.text
    assert said.text.startswith("I heard: fly")


@pytest.mark.parametrize("lang", LANGS)
def test_commands_that_read_are_answered_at_once(lang: str) -> None:
    player = session(lang)
    for line in ("board", "moves", "score", "help", LISTEN[lang], VOICE[lang]):
        assert player.hear(line, certain=False) == session(lang).handle(line), line
    assert player.game.moves == 0


def test_stop_heard_silences_as_typed() -> None:
    player = session("en")
    assert player.hear("stop", certain=False) == []
    assert player.hear("   ", certain=False) == []


# ----- listen and voice -------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_listen_says_and_sets_how_the_game_listens(lang: str) -> None:
    player = session(lang)
    assert player.listening == "off"
    assert texts(player.handle(LISTEN[lang])) == [t(lang, "listening-state", mode="off",
                                                    engine="", language="")]
    language = t(lang, "listening-language", heard_in=lang)
    for value, now in (("on", "always"), ("key", "key"), ("always", "always"), ("off", "off")):
        word = parse_word_listen(value, lang)
        assert texts(player.handle(f"{LISTEN[lang]} {word}")) == [
            t(lang, "listening-state", mode=now, engine=BUILT_IN[lang], language=language)]
        assert player.listening == now


def parse_word_listen(value: str, lang: str) -> str:
    from tripeaks_a11y.commands.grammar import OPTION_VALUES
    return OPTION_VALUES["listen"][value][lang][0]


def test_listen_on_is_the_key_with_a_screen_reader() -> None:
    player = session("en")
    player.handle("listen on")
    assert player.listening == "always"
    player.screen_reader = True
    assert player.listening == "key"
    assert texts(player.handle("listen")) == ["Listening: on key F5, English, pocketsphinx."]


def test_listen_on_with_the_screen_reader_output_is_the_key() -> None:
    class Speech:
        output = "screen-reader"

        def apply_setting(self, name: str, value: str | int | None = None) -> None:
            return None

    player = Session(lang="en", code=parse_code(CODE), speech_settings=Speech())
    player.listen_mode = "on"  # --listen
    assert player.listening == "key"
    with pytest.raises(ValueError):
        player.listen_mode = "loud"


# The built-in recogniser as the listen line names it: experimental in Croatian and Arabic.
BUILT_IN = {
    "en": "pocketsphinx",
    "ar": "pocketsphinx؛ والتعرف على العربية ما زال تجريبيًا",
    "hr": "pocketsphinx; prepoznavanje hrvatskog zasad je pokusno",
}


@pytest.mark.parametrize("lang", ["ar", "hr"])
def test_the_built_in_recogniser_is_said_to_be_experimental_in_croatian_and_arabic(
        lang: str) -> None:
    player = session(lang)
    language = t(lang, "listening-language", heard_in=lang)
    (said,) = texts(player.handle(f"{LISTEN[lang]} {parse_word_listen('always', lang)}"))
    assert said == t(lang, "listening-state", mode="always", engine=BUILT_IN[lang],
                     language=language)
    assert said != t(lang, "listening-state", mode="always", engine="pocketsphinx",
                     language=language)
    # A model the player supplies is no experiment of the game's: no clause then.
    player.handle(f"{VOICE[lang]} {parse_word('engine', 'vosk', lang)}")
    assert texts(player.handle(LISTEN[lang])) == [
        t(lang, "listening-state", mode="always", engine="vosk", language=language)]


def test_english_listening_names_no_experiment() -> None:
    player = session("en")
    assert texts(player.handle("listen key")) == [
        "Listening: on key F5, English, pocketsphinx."]


@pytest.mark.parametrize("lang", LANGS)
def test_a_run_without_a_microphone_says_that_nothing_listens(lang: str) -> None:
    player = session(lang)
    player.microphone = False  # the cli: a script run without --listen
    word = parse_word_listen("on", lang)
    (said,) = texts(player.handle(f"{LISTEN[lang]} {word}"))
    assert said == t(lang, "listening-state", mode="script", engine="", language="")
    assert "--listen" in said
    assert player.listening == "off"
    (voice,) = texts(player.handle(VOICE[lang]))
    assert "--listen" in voice
    off = parse_word_listen("off", lang)
    assert texts(player.handle(f"{LISTEN[lang]} {off}")) == [
        t(lang, "listening-state", mode="off", engine="", language="")]


def test_the_first_example_of_the_issue() -> None:
    player = session("en")
    assert texts(player.handle("listen always")) == [
        "Listening: always, English, pocketsphinx."]
    assert texts(player.handle("voice")) == [
        "Voice input: listening always; moves heard asked first when the recogniser is "
        "unsure; engine pocketsphinx; interrupt off."]


@pytest.mark.parametrize("lang", LANGS)
def test_voice_engine_is_set_and_said(lang: str) -> None:
    player = session(lang)
    assert texts(player.handle(f"{VOICE[lang]} {parse_word('engine', 'vosk', lang)}")) == [
        t(lang, "voice-engine-set", engine="vosk")]
    assert player.voice_engine == "vosk"
    player.voice_model = Path("/models/vosk-hr")
    (said,) = texts(player.handle(VOICE[lang]))
    assert "vosk" in said and "/models/vosk-hr" in said


def test_voice_words_are_read_in_every_language() -> None:
    assert parse("voice confirm never") == Command("voice", arg="never")
    assert parse("voice uncertain") == Command("voice", arg="uncertain")
    assert parse("voice engine whisper") == Command("voice", arg="whisper")
    assert parse("glasovne naredbe potvrda u nedoumici") == Command("voice", arg="uncertain")
    assert parse("الأوامر الصوتية التأكيد أبدا") == Command("voice", arg="never")
    assert parse("turn on listening") == Command("listen", arg="on")
    assert parse("isključi mikrofon") == Command("listen", arg="off")
    assert parse("الاستماع بالمفتاح") == Command("listen", arg="key")
    with pytest.raises(ParseError):
        parse("voice engine never")


@pytest.mark.parametrize("lang", LANGS)
def test_a_listening_failure_is_one_line_and_listening_stops(lang: str) -> None:
    player = session(lang)
    player.handle(f"{LISTEN[lang]} {parse_word_listen('always', lang)}")
    (said,) = player.listening_failed(AudioError("no-microphone"))
    assert said.event == "refused"
    assert said.text == t(lang, "listening-failed",
                          problem=t(lang, "listening-problem-no-microphone"))
    assert player.listening == "off"
    assert player.hear(KING[lang], certain=True)[0].event == "removed"  # the game goes on


@pytest.mark.parametrize("lang", LANGS)
def test_help_listen_and_help_voice(lang: str) -> None:
    help_word = {"en": "help", "ar": "مساعدة", "hr": "pomoć"}[lang]
    player = session(lang)
    for topic, words in (("listen", LISTEN), ("voice", VOICE)):
        (said,) = texts(player.handle(f"{help_word} {words[lang]}"))
        assert said.startswith(t(lang, f"help-{topic}"))


# ----- kept in settings.toml ------------------------------------------------------


def test_the_voice_settings_are_kept_across_runs(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("# my settings\nlang = \"hr\"\n", encoding="utf-8")
    store = SettingsStore(path)
    first = session("en", Preferences(store, store.load()))
    first.handle("listen key")
    first.handle("voice confirm always")
    first.handle("voice engine whisper")
    text = path.read_text(encoding="utf-8")
    assert "# my settings" in text and 'lang = "hr"' in text  # merged, not rewritten
    assert "[voice]" in text
    again = SettingsStore(path)
    settings = again.load()
    assert again.problem is None
    assert (settings.listen, settings.voice_confirm, settings.voice_engine) == (
        "key", "always", "whisper")
    second = session("en", Preferences(again, settings))
    assert second.listening == "key"
    assert second.voice_engine == "whisper"
    assert texts(second.hear(KING["en"], certain=True)) == [ASKED_KING["en"]]  # always


def test_bad_voice_values_in_the_file_are_told_once_and_the_defaults_kept(
        tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('[voice]\nlisten = "loud"\nconfirm = 3\nengine = "Vosk Big!"\n'
                    'model = "/models/vosk"\n', encoding="utf-8")
    store = SettingsStore(path)
    settings = store.load()
    assert settings == Settings(voice_model="/models/vosk")
    preferences = Preferences(store, settings)
    (notice,) = preferences.take_notices("en")
    for key in ("voice.listen", "voice.confirm", "voice.engine"):
        assert key in notice
    assert preferences.take_notices("en") == []
    player = session("en", preferences)
    assert player.listening == "off"
    assert player.voice_model == Path("/models/vosk")
    assert player.hear(KING["en"], certain=True)[0].event == "removed"  # uncertain policy


def test_without_a_file_the_settings_last_for_the_run() -> None:
    player = session("en")
    player.handle("voice never")
    assert player.preferences.settings.voice_confirm == "never"
    assert session("en").preferences.settings.voice_confirm == "uncertain"


# ----- interrupt mode: the player's speech cuts the game's voice off ----------------


def interrupt_words(lang: str, value: str) -> str:
    """``voice interrupt on|off`` as a player types it in ``lang``."""
    return f"{VOICE[lang]} {parse_word('interrupt', value, lang)}"


@pytest.mark.parametrize("lang", LANGS)
def test_voice_interrupt_is_off_by_default_and_typed_in_each_language(lang: str) -> None:
    player = session(lang)
    assert player.voice_interrupt is False
    (off_line,) = texts(player.handle(VOICE[lang]))
    assert off_line == t(lang, "voice-settings", listen="off-key", confirm="uncertain",
                         engine="pocketsphinx", interrupt="off")
    assert texts(player.handle(interrupt_words(lang, "on"))) == [
        t(lang, "voice-interrupt-set", interrupt="on")]
    assert player.voice_interrupt is True
    (on_line,) = texts(player.handle(VOICE[lang]))
    assert on_line == t(lang, "voice-settings", listen="off-key", confirm="uncertain",
                        engine="pocketsphinx", interrupt="on")
    assert on_line != off_line
    assert texts(player.handle(interrupt_words(lang, "off"))) == [
        t(lang, "voice-interrupt-set", interrupt="off")]
    assert player.voice_interrupt is False


@pytest.mark.parametrize("lang", LANGS)
def test_the_listen_line_says_interrupt_mode_only_while_it_listens(lang: str) -> None:
    player = session(lang)
    player.handle(interrupt_words(lang, "on"))
    (off,) = texts(player.handle(LISTEN[lang]))
    assert off == t(lang, "listening-state", mode="off", engine="", language="")
    (always,) = texts(player.handle(f"{LISTEN[lang]} {parse_word_listen('always', lang)}"))
    assert always.endswith(" " + t(lang, "listening-interrupt"))
    player.handle(interrupt_words(lang, "off"))
    assert t(lang, "listening-interrupt") not in texts(player.handle(LISTEN[lang]))[0]


@pytest.mark.parametrize("lang", LANGS)
def test_voice_interrupt_heard_is_answered_as_typed(lang: str) -> None:
    player = session(lang)
    assert texts(player.hear(interrupt_words(lang, "on"), certain=True)) == [
        t(lang, "voice-interrupt-set", interrupt="on")]
    assert player.voice_interrupt is True


def test_voice_on_alone_is_not_interrupt_mode() -> None:
    player = session("en")
    player.handle("voice on")  # "on" alone could mean listening: not taken as interrupt
    assert player.voice_interrupt is False


def test_help_voice_explains_interrupt_mode() -> None:
    for lang in LANGS:
        help_word = {"en": "help", "ar": "مساعدة", "hr": "pomoć"}[lang]
        (said,) = texts(session(lang).handle(f"{help_word} {VOICE[lang]}"))
        assert parse_word("interrupt", "on", lang) in said


def test_voice_interrupt_is_kept_across_runs(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("# mine\n[voice]\nconfirm = \"never\"\n", encoding="utf-8")
    store = SettingsStore(path)
    first = session("hr", Preferences(store, store.load()))
    first.handle(interrupt_words("hr", "on"))
    text = path.read_text(encoding="utf-8")
    assert "# mine" in text and "interrupt = true" in text
    again = SettingsStore(path)
    settings = again.load()
    assert again.problem is None
    assert (settings.voice_interrupt, settings.voice_confirm) == (True, "never")
    assert session("en", Preferences(again, settings)).voice_interrupt is True
    session("en", Preferences(again, settings)).handle("voice interrupt off")
    assert SettingsStore(path).load().voice_interrupt is False


def test_a_bad_interrupt_value_in_the_file_is_told_and_off_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('[voice]\ninterrupt = "yes"\n', encoding="utf-8")
    store = SettingsStore(path)
    settings = store.load()
    assert settings.voice_interrupt is False
    assert store.problem is not None and "voice.interrupt" in store.problem.keys
