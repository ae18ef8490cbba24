"""Which recogniser listens when the player names none (issue 31, point 5).

``listen on`` picks the player's own voice where a profile is enrolled for the
language, else the Whisper scorer where a model that hears it is installed (and
its libraries are there), else the built-in one for English, with every move
heard asked first; in Arabic or Croatian with neither it says how to enrol and
listening stays off. Each answer says which engine and why, in the player's
language. Checked with real profiles (features of real espeak-ng speech) in a
data folder of the test's own.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.commands import parse
from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen import RecognizerError
from tripeaks_a11y.listen.choice import choose_engine
from tripeaks_a11y.listen.corpus import missing_tools, synthesize
from tripeaks_a11y.listen.engines import recognizer_for
from tripeaks_a11y.listen.model_store import models_in
from tripeaks_a11y.listen.model_table import model_named
from tripeaks_a11y.listen.whisper_engine import whisper_model_for
from tripeaks_a11y.session import Session

CODE = "TP1-E-AAAAAAB"
OTHERS = tuple(lang for lang in LANGUAGES if lang != "en")
LISTEN_ON = {"en": "listen on", "ar": "الاستماع تشغيل", "hr": "slušanje uključeno"}
WHISPER_LIBRARIES = {"ctranslate2", "tokenizers"}


def _data() -> Path:
    return Path(os.environ["TRIPEAKS_A11Y_DATA_DIR"])


def _session(lang: str) -> Session:
    player = Session(lang=lang, code=parse_code(CODE))
    player.listen_key = False  # a plain terminal: "on" is "always"
    player.start()
    return player


def _state(lang: str, engine: str) -> str:
    return t(lang, "listening-state", mode="always", engine=engine,
             language=t(lang, "listening-language", heard_in=lang))


def _enrol(lang: str, tmp_path: Path) -> None:
    """A real profile of ``lang`` in the data folder: two takes of "draw" (espeak-ng)."""
    pytest.importorskip("numpy")
    if missing_tools():
        pytest.skip("espeak-ng and sox make the audio")
    from tripeaks_a11y.languages import language
    from tripeaks_a11y.listen.enrol_words import enrol_words
    from tripeaks_a11y.listen.enrolled import profile_path, save_profile, take_features

    word = dict(enrol_words(lang))["draw"]
    voice = language(lang).espeak_voice
    save_profile(profile_path(_data(), lang),
                 {"draw": [take_features(synthesize(word, tmp_path, voice=voice, rate=rate),
                                         "draw.wav") for rate in (150, 170)]})


def _install(name: str) -> Path:
    """A model of the table laid out in the data folder as ``listen model get`` leaves
    it (the choice reads which files are there, not what they hold)."""
    model = model_named(name)
    assert model is not None
    folder = models_in(_data()) / model.name
    folder.mkdir(parents=True)
    for file in model.files:
        (folder / file.name).write_bytes(b"")
    return folder


def _whisper_libraries() -> bool:
    import importlib.util

    return all(importlib.util.find_spec(name) is not None for name in WHISPER_LIBRARIES)


def test_english_with_nothing_enrolled_is_the_built_in_one_asking_every_move() -> None:
    player = _session("en")
    (said,) = [item.text for item in player.handle(LISTEN_ON["en"])]
    assert said == (_state("en", "pocketsphinx") + " "
                    + t("en", "listening-chosen", reason="built-in", model=""))
    assert player.voice_engine == "pocketsphinx" and player.listening == "always"
    # even a match the recogniser is sure of is asked first
    (asked,) = player.hear("draw", certain=True)
    assert asked.text == t("en", "heard-confirm-action", command="draw")
    assert [item.text for item in player.handle("no")] == [t("en", "heard-not-played")]
    # the voice line says what is done: every move asked first
    (line,) = [item.text for item in player.handle("voice")]
    assert line == t("en", "voice-settings", listen="always", confirm="always",
                     engine="pocketsphinx", interrupt="off")


@pytest.mark.parametrize("lang", OTHERS)
def test_without_a_voice_or_model_arabic_and_croatian_say_how_to_enrol_and_stay_off(
        lang: str) -> None:
    player = _session(lang)
    (said,) = player.handle(LISTEN_ON[lang])
    assert said.event == "refused"
    assert said.text == t(lang, "listening-enrol-first", code=lang,
                          language=t(lang, "listening-language", heard_in=lang))
    assert f"listen enrol --lang {lang}" in said.text
    assert player.listening == "off"
    assert player.preferences.settings.listen != "on"  # nothing kept


ENGINE_WORDS = {"en": ("automatic choice", "your own voice"),
                "hr": ("automatski izbor", "vaš upisani glas"),
                "ar": ("تلقائي", "صوتك المسجل")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_voice_line_says_auto_and_enrolled_in_words_of_the_language(lang: str) -> None:
    """The engine names "auto" and "enrolled" are setting values, not words a
    Croatian or Arabic player should hear; the recognisers' own names stay."""
    auto, own = ENGINE_WORDS[lang]
    player = _session(lang)
    voice = {"en": "voice", "hr": "glasovne naredbe", "ar": "الأوامر الصوتية"}[lang]
    if lang != "en":  # no profile and no model: nothing to choose yet
        (line,) = [item.text for item in player.handle(voice)]
        assert auto in line and not re.search(r"\bauto\b", line)
    engine = {"en": "engine", "hr": "prepoznavač", "ar": "المحرك"}[lang]
    (set_to,) = [item.text for item in player.handle(f"{voice} {engine} enrolled")]
    assert own in set_to and "enrolled" not in set_to
    (line,) = [item.text for item in player.handle(voice)]
    assert own in line and "enrolled" not in line
    (set_to,) = [item.text for item in player.handle(f"{voice} {engine} whisper")]
    assert set_to.rstrip(".").endswith("whisper")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_enrolled_voice_is_chosen_and_said(lang: str, tmp_path: Path) -> None:
    _enrol(lang, tmp_path)
    player = _session(lang)
    (said,) = [item.text for item in player.handle(LISTEN_ON[lang])]
    assert said == (_state(lang, "enrolled") + " "
                    + t(lang, "listening-chosen", reason="enrolled", model=""))
    assert player.voice_engine == "enrolled" and player.listening == "always"
    assert choose_engine(lang, _data()).reason == "enrolled"


def test_a_named_engine_wins_and_auto_gives_the_choice_back(tmp_path: Path) -> None:
    _enrol("en", tmp_path)
    player = _session("en")
    player.handle("voice engine pocketsphinx")
    assert player.voice_engine == "pocketsphinx"
    (said,) = [item.text for item in player.handle(LISTEN_ON["en"])]
    assert said == _state("en", "pocketsphinx")  # named: no reason told
    assert parse("voice engine my voice", lang="en").arg == "enrolled"
    player.handle("voice engine auto")
    assert player.voice_engine == "enrolled"


def test_an_installed_model_is_chosen_only_with_its_libraries_and_for_its_languages() -> None:
    assert whisper_model_for("en", _data()) is None
    _install("base")
    tiny = _install("tiny.en")
    assert whisper_model_for("en", _data()) == tiny  # the smallest first
    base = whisper_model_for("hr", _data())
    assert base is not None and base.name == "base"  # tiny.en hears English only
    choice = choose_engine("en", _data())
    if _whisper_libraries():
        assert (choice.engine, choice.reason, choice.model_name) == ("whisper", "model", "tiny.en")
    else:  # a model without the whisper extra cannot listen: not chosen
        assert (choice.engine, choice.reason) == ("pocketsphinx", "built-in")


def test_a_half_downloaded_model_is_not_chosen() -> None:
    folder = _install("tiny.en")
    (folder / "model.bin").unlink()
    assert whisper_model_for("en", _data()) is None


@pytest.mark.parametrize("lang", OTHERS)
def test_the_auto_engine_refuses_with_how_to_enrol(lang: str, tmp_path: Path) -> None:
    with pytest.raises(RecognizerError) as refused:
        recognizer_for("auto", lang, None, _data())
    assert refused.value.kind == "no-profile"
    wav = tmp_path / "silence.wav"
    from tripeaks_a11y.listen.corpus import write_wav

    write_wav(wav, b"\0\0" * 16000)
    done = run_main(["listen", "--wav", str(wav), "--lang", lang])
    assert done.returncode == 1
    assert f"listen enrol --lang {lang}" in done.stderr.replace("\u200e", "")
