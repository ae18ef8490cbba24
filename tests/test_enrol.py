"""The player's own voice (issue 31, point 1): ``listen words``, enrolment and recognition.

Real audio made here: espeak-ng says each word (``listen.corpus.synthesize``),
two takes at slightly different speeds enrol, other renderings of the same
voice (quiet and with noise 20 dB below the speech) are recognised.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import wave
from pathlib import Path
from typing import Any
from unittest.mock import ANY

import pytest
from conftest import run_main

from tripeaks_a11y.announcer import Announcer
from tripeaks_a11y.commands import CardTarget, parse
from tripeaks_a11y.i18n import t
from tripeaks_a11y.kinds import parse_code
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.listen import SAMPLE_RATE, Recognition, RecognizerError
from tripeaks_a11y.listen.corpus import NON_COMMANDS, missing_tools, synthesize, write_wav
from tripeaks_a11y.listen.enrol_words import ENROL_ROWS, enrol_words, said_text
from tripeaks_a11y.sanitize import ltr_marked


def _listen(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return run_main(["listen", *args], "", env)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_words_are_the_same_ids_in_every_language_and_each_is_a_command_word(lang: str) -> None:
    done = _listen("words", "--lang", lang)
    assert done.returncode == 0, done.stderr
    rows = [line.split("\t") for line in done.stdout.splitlines()]
    assert [ident for ident, _word in rows] == [row.id for row in ENROL_ROWS]
    words = dict(rows)
    assert all(words.values()) and len(set(words.values())) == len(words)
    # every command id typed as its word is that command; rank then suit is that card
    for row in ENROL_ROWS:
        if row.kind == "command":
            assert parse(words[row.id], lang=lang).name == row.id
    for ids, code in ((("7", "spades"), "7S"), (("queen", "hearts"), "QH"),
                      (("10", "clubs"), "TC"), (("ace", "diamonds"), "AD")):
        card = parse(said_text(ids, lang), lang=lang)
        assert card.name == "play" and isinstance(card.target, CardTarget)
        assert card.target.card.code == code


def test_words_refuses_a_language_it_lacks() -> None:
    assert _listen("words", "--lang", "xx").returncode == 2


# ---------------------------------------------------------------- recognition, real audio

CARDS = (("7", "spades"), ("queen", "hearts"), ("ace", "clubs"), ("10", "diamonds"),
         ("3", "hearts"), ("king", "spades"), ("jack", "diamonds"), ("5", "clubs"))
COMMAND_IDS = ("draw", "undo", "hint", "board", "score", "yes", "no", "stop", "help", "moves")


@pytest.fixture(scope="module")
def english_profile(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Any]]:
    """The enrolled profile of espeak-ng's en-us+m3: every word twice, at 150 and 170
    words a minute."""
    return _profile("en", tmp_path_factory.mktemp("takes"), "en-us+m3", (150, 170))


def _profile(lang: str, folder: Path, voice: str, rates: tuple[int, int],
             ) -> dict[str, list[Any]]:
    """Every word of ``lang`` enrolled in espeak-ng's ``voice``: a take at each of
    ``rates`` (words a minute, noise seeds 1 and 2), made in ``folder``."""
    pytest.importorskip("numpy")
    from tripeaks_a11y.listen.enrolled import take_features

    if missing_tools():
        pytest.skip("espeak-ng and sox make the audio")
    return {ident: [take_features(synthesize(word, folder, voice=voice, rate=rate, seed=seed,
                                             name="take"), ident)
                    for rate, seed in zip(rates, (1, 2), strict=True)]
            for ident, word in enrol_words(lang)}


@pytest.mark.parametrize(("rate", "snr"), [(140, 40.0), (180, 20.0)])
def test_the_enrolled_voice_hears_its_own_words_and_never_acts_on_another(
        english_profile: dict[str, list[Any]], tmp_path: Path, rate: int, snr: float) -> None:
    from tripeaks_a11y.listen.enrolled import EnrolledRecognizer

    recognizer = EnrolledRecognizer("en", english_profile)
    said = [(ident,) for ident in COMMAND_IDS] + list(CARDS)
    right = 0
    for ids in said:
        heard = recognizer.recognize(synthesize(said_text(ids, "en"), tmp_path, rate=rate,
                                                snr=snr, seed=rate), SAMPLE_RATE)
        if heard is None:
            continue
        if heard.text == said_text(ids, "en"):
            right += 1
        else:  # a different command is never acted on: only a card move asked first
            assert len(ids) == 2 and not heard.certain, (ids, heard)
    assert right >= 0.8 * len(said), right
    for sentence in NON_COMMANDS["en"][:6] + ("seven", "hearts"):
        assert recognizer.recognize(synthesize(sentence, tmp_path, rate=rate, snr=snr),
                                    SAMPLE_RATE) is None, sentence


def test_talk_that_fits_a_card_no_better_than_any_other_hypothesis_is_not_heard(
        tmp_path: Path) -> None:
    """"What time is it now", said in noise by the Arabic voice that enrolled, comes
    close enough to a card for the cost limit alone (``accept_cost``), but fits it
    little better than the typical hypothesis (``RELATIVE_COST``): not heard. The
    same voice's cards are still heard."""
    profile = _profile("ar", tmp_path, "ar+f4", (140, 160))
    from tripeaks_a11y.listen.enrolled import RELATIVE_COST, EnrolledRecognizer, accept_cost, match
    from tripeaks_a11y.listen.features import levels, spectra

    recognizer = EnrolledRecognizer("ar", profile)
    talk = synthesize("كم الساعة الآن", tmp_path, voice="ar+f4", rate=170, snr=20.0, seed=136,
                      name="talk")
    found = match(profile, spectra(talk))
    assert found is not None and len(found.ids) == 2
    assert found.cost <= accept_cost(levels(talk).snr_db)  # the limit alone would hear it
    assert found.cost > RELATIVE_COST * found.typical
    assert recognizer.recognize(talk, SAMPLE_RATE) is None
    card = said_text(("queen", "hearts"), "ar")
    heard = recognizer.recognize(synthesize(card, tmp_path, voice="ar+f4", rate=150, snr=20.0,
                                            seed=7, name="card"), SAMPLE_RATE)
    assert heard is not None and heard.text == card


def test_a_word_in_noise_keeps_the_quiet_start_and_end_it_has_in_quiet(tmp_path: Path) -> None:
    """End-pointing (``features.trim``) keeps as much of a word said with white noise
    20 dB below it as of the same word in quiet: the soft "d" and "v" of Croatian
    "dva" stand out of the noise band by band, not in the frame's total energy."""
    pytest.importorskip("numpy")
    from tripeaks_a11y.listen.features import spectra, trim

    if missing_tools():
        pytest.skip("espeak-ng and sox make the audio")
    kept = {}
    for snr in (40.0, 20.0):
        heard = spectra(synthesize("dva", tmp_path, voice="hr", rate=140, snr=snr, seed=3))
        kept[snr] = len(trim(heard.mel, heard.noise))
    assert kept[20.0] >= 0.85 * kept[40.0], kept


def test_a_card_said_in_one_breath_is_heard_against_its_words_recorded_alone(
        tmp_path: Path) -> None:
    """A rank recorded alone is drawn out ("dva" alone takes twice as long as in
    "dva pik"); the card said at speed, in noise, is still heard as that card (asked
    or certain), never as a command word."""
    profile = _profile("hr", tmp_path, "hr", (130, 150))
    from tripeaks_a11y.listen.enrolled import EnrolledRecognizer

    recognizer = EnrolledRecognizer("hr", profile)
    for rate, seed in ((140, 5), (160, 6)):
        for ids in (("2", "clubs"), ("2", "hearts"), ("ace", "spades")):
            card = said_text(ids, "hr")
            heard = recognizer.recognize(synthesize(card, tmp_path, voice="hr", rate=rate,
                                                    snr=20.0, seed=seed, name="card"),
                                         SAMPLE_RATE)
            assert heard is not None and heard.text == card, (card, rate, heard)


def test_the_enrolled_voice_refuses_audio_too_noisy_to_hear(
        english_profile: dict[str, list[Any]], tmp_path: Path) -> None:
    from tripeaks_a11y.listen.enrolled import EnrolledRecognizer
    from tripeaks_a11y.listen.features import levels

    noisy = synthesize("draw", tmp_path, snr=3.0)
    quiet = synthesize("draw", tmp_path, snr=40.0)
    assert levels(quiet).snr_db > 30 > 10 > levels(noisy).snr_db
    recognizer = EnrolledRecognizer("en", english_profile)
    with pytest.raises(RecognizerError) as refused:
        recognizer.recognize(noisy, SAMPLE_RATE)
    assert refused.value.kind == "too-noisy"
    assert recognizer.recognize(quiet, SAMPLE_RATE) == Recognition("draw", ANY, ANY)


# ---------------------------------------------------------------- enrolment, the program

@pytest.fixture(scope="module")
def takes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder of takes as a player makes them: ID.wav and ID.2.wav for every word of
    ``listen words --lang en``, espeak-ng's en-us+m3 at 150 and 170 words a minute."""
    if missing_tools():
        pytest.skip("espeak-ng and sox make the audio")
    folder = tmp_path_factory.mktemp("enrol")
    for ident, word in enrol_words("en"):
        for suffix, rate, seed in (("", 150, 1), (".2", 170, 2)):
            write_wav(folder / f"{ident}{suffix}.wav",
                      synthesize(word, folder, rate=rate, seed=seed, name="made"))
    (folder / "made.wav").unlink()
    return folder


@pytest.fixture
def data_env(tmp_path: Path) -> dict[str, str]:
    """The environment with the data folder in a tmp dir."""
    return {**os.environ, "TRIPEAKS_A11Y_DATA_DIR": str(tmp_path / "data")}


def test_enrolment_keeps_features_only_and_a_word_can_be_redone(
        takes: Path, data_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    assert _listen("profile", "list", env=data_env).stdout.strip() == t("en", "enrol-no-profiles")
    done = _listen("enrol", "--lang", "en", "--from", str(takes), env=data_env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == t("en", "enrol-saved", count=len(ENROL_ROWS), language="en")
    kept = [path.name for path in (tmp_path / "data").rglob("*") if path.is_file()]
    assert kept == ["en.npz"]  # no audio
    listed = _listen("profile", "list", "--lang", "hr", env=data_env).stdout.strip()
    assert listed == t("hr", "enrol-profile", language="en", count=len(ENROL_ROWS))
    redo = _listen("enrol", "--lang", "en", "--from", str(takes), "--word", "draw", env=data_env)
    assert redo.returncode == 0 and redo.stdout.strip() == t("en", "enrol-saved", count=1,
                                                              language="en")
    # the whole profile is still there after one word is redone
    assert "30" in _listen("profile", "list", env=data_env).stdout
    gone = _listen("profile", "remove", "--lang", "en", env=data_env)
    assert gone.stdout.strip() == t("en", "enrol-removed", language="en")
    again = _listen("profile", "remove", "--lang", "en", env=data_env)
    assert again.returncode == 1 and "listen enrol --lang en" in again.stderr


@pytest.mark.parametrize(("lang", "spoil", "kind"), [
    ("en", "missing", "take-missing"), ("hr", "empty", "take-empty"),
    ("ar", "clipped", "take-clipped"), ("en", "noisy", "take-noisy")])
def test_a_bad_take_is_refused_in_one_sentence_and_nothing_is_kept(
        takes: Path, data_env: dict[str, str], tmp_path: Path, lang: str, spoil: str,
        kind: str) -> None:
    pytest.importorskip("numpy")
    folder = tmp_path / "takes"
    shutil.copytree(takes, folder)
    bad = folder / "hint.2.wav"
    made = {"empty": bytes(2 * SAMPLE_RATE),
            "clipped": b"\xff\x7f\x01\x80" * SAMPLE_RATE,
            "noisy": synthesize("hint", tmp_path, snr=3.0)}
    if spoil == "missing":
        bad.unlink()
    else:
        write_wav(bad, made[spoil])
    done = _listen("enrol", "--lang", lang, "--from", str(folder), env=data_env)
    assert done.returncode == 1 and not done.stdout
    said = Announcer(lang).listening.problem(kind, {"name": str(bad)})
    assert done.stderr.strip() == ltr_marked(said)
    assert not (tmp_path / "data").exists()


def _microphone(folder: Path, *said: str | None) -> Path:
    """A folder heard as the microphone: each of ``said`` (None: a take drowned in
    noise, ``_noisy``) as one file, in order."""
    folder.mkdir()
    for index, text in enumerate(said):
        if text is None:
            _noisy(folder, f"{index:02d}", "draw")
        else:
            synthesize(text, folder, rate=150 + 20 * (index % 2), seed=index, name=f"{index:02d}")
    return folder


def test_enrolling_from_the_microphone_prompts_each_take_and_asks_again_after_a_refused_one(
        data_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    env = {**data_env, "TRIPEAKS_A11Y_MICROPHONE": str(_microphone(
        tmp_path / "mic", None, "draw", "draw")), "TRIPEAKS_A11Y_SPEECH_SINK": "null"}
    kept = tmp_path / "kept"
    done = _listen("enrol", "--lang", "hr", "--word", "draw", "--keep", str(kept), env=env)
    assert done.returncode == 0, done.stderr
    word = dict(enrol_words("hr"))["draw"]
    assert done.stdout.splitlines() == [ltr_marked(line) for line in (
        t("hr", "enrol-say", word=word), t("hr", "enrol-take-take-noisy"),
        t("hr", "enrol-say", word=word),
        t("hr", "enrol-again", word=word), t("hr", "enrol-saved", count=1, language="hr"))]
    assert sorted(item.name for item in kept.iterdir()) == ["draw.2.wav", "draw.wav"]
    assert "hr" in _listen("profile", "list", env=data_env).stdout


def test_enrolling_from_the_microphone_keeps_nothing_when_stopped_or_refused_too_often(
        data_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    env = {**data_env, "TRIPEAKS_A11Y_SPEECH_SINK": "null",
           "TRIPEAKS_A11Y_MICROPHONE": str(_microphone(tmp_path / "noisy", None, None, None))}
    done = _listen("enrol", "--lang", "en", env=env)
    word = dict(enrol_words("en"))["draw"]
    assert done.returncode == 1
    assert done.stderr.strip() == t("en", "enrol-stopped")
    assert done.stdout.splitlines() == [t("en", "enrol-say", word=word),
                                        t("en", "enrol-take-take-noisy")] * 3
    assert not (tmp_path / "data").exists()
    # Ctrl+C after the first take of the first word: nothing is saved. The second take
    # comes after 5 s of the room's quiet (the microphone is paced in real time), so
    # that Ctrl+C always falls before it, however slow the machine.
    mic = _microphone(tmp_path / "mic", "draw", "draw")
    with wave.open(str(mic / "01.wav"), "rb") as second:
        take = second.readframes(second.getnframes())
    write_wav(mic / "01.wav", take[:2 * SAMPLE_RATE // 4] * 20 + take)
    env["TRIPEAKS_A11Y_MICROPHONE"] = str(mic)
    child = subprocess.Popen([sys.executable, "-m", "tripeaks_a11y", "listen", "enrol"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=env)
    assert child.stdout is not None
    for line in child.stdout:
        if line.strip() == t("en", "enrol-again", word=word):
            child.send_signal(signal.SIGINT)
            break
    _out, err = child.communicate(timeout=30)
    assert child.returncode == 130, (err, _out)
    assert err.strip() == t("en", "enrol-stopped")
    assert not (tmp_path / "data").exists()


def test_voice_input_with_the_enrolled_voice_answers_as_typed_and_moves_nothing_else(
        takes: Path, data_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    from tripeaks_a11y.session import Session

    assert _listen("enrol", "--lang", "en", "--from", str(takes), env=data_env).returncode == 0
    said = ("board", "score", "hint", "moves")
    folder = tmp_path / "said"
    folder.mkdir()
    for index, text in enumerate(said + NON_COMMANDS["en"][:2]):
        synthesize(text, folder, rate=160, snr=20.0, seed=index, name=f"{index:02d}")
    code = parse_code("TP1-E-AAAAAAB")
    session = Session(lang="en", code=code, game=code.game)
    welcome = [item.printed() for item in session.start()]
    answers = [[item.printed() for item in session.handle(text)] for text in (*said, "last")]
    done = run_main(["--game", "TP1-E-AAAAAAB", "--speech", "none", "--voice-engine",
                     "enrolled", "--voice-input", str(folder)], "last\n", data_env)
    assert done.returncode == 0, done.stderr
    # the welcome, then commands answered as typed, in order (at most one missed), nothing
    # for the talk, and no move made ("last" as on a fresh game)
    lines = done.stdout.splitlines()
    assert lines[:len(welcome)] == welcome and lines[-len(answers[-1]):] == answers[-1]
    # "Working on it…" is the terminal's own line while a hint is worked out
    heard = [line for line in lines[len(welcome):-len(answers[-1])]
             if line != t("en", "working")]
    right = 0
    for answer in answers[:-1]:
        if heard[:len(answer)] == answer:
            heard, right = heard[len(answer):], right + 1
    assert heard == [] and right >= len(said) - 1, done.stdout


def test_listen_wav_with_the_enrolled_voice_prints_the_command_or_refuses_in_one_sentence(
        takes: Path, data_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    wav = tmp_path / "said.wav"
    write_wav(wav, synthesize("score", tmp_path, rate=160, snr=30.0, seed=3))
    none = _listen("--wav", str(wav), "--voice-engine", "enrolled", "--lang", "hr", env=data_env)
    assert none.returncode == 1
    assert none.stderr.strip() == ltr_marked(
        Announcer("hr").listening.problem("no-profile", {"language": "hr"}))
    assert _listen("enrol", "--lang", "en", "--from", str(takes), env=data_env).returncode == 0
    done = _listen("--wav", str(wav), "--voice-engine", "enrolled", env=data_env)
    assert (done.returncode, done.stdout) == (0, "heard: score\ncommand: score\n"), done.stderr


def test_a_card_heard_by_the_enrolled_voice_is_asked_first_or_played_as_said(
        takes: Path, data_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    assert _listen("enrol", "--lang", "en", "--from", str(takes), env=data_env).returncode == 0
    folder = tmp_path / "card"
    folder.mkdir()
    synthesize("two diamonds", folder, rate=160, snr=20.0, seed=0, name="00")
    done = run_main(["--game", "TP1-E-AAAAAAB", "--speech", "none", "--voice-engine",
                     "enrolled", "--voice-input", str(folder)], "no\nlast\n", data_env)
    assert done.returncode == 0, done.stderr
    from tripeaks_a11y.session import Session

    code = parse_code("TP1-E-AAAAAAB")
    session = Session(lang="en", code=code, game=code.game)
    welcome = [item.printed() for item in session.start()]
    played = [item.printed() for item in session.handle("play 2D")]
    lines = done.stdout.splitlines()[len(welcome):]
    # uncertain: the question, and "no" keeps the board; certain: 2 of diamonds played
    asked = t("en", "heard-confirm-card", command="play", card="2 of diamonds")
    assert lines[:1] == [asked] or lines[:len(played)] == played, done.stdout
    if lines[:1] == [asked]:
        assert lines[-1] == t("en", "history-none"), done.stdout


def _noisy(folder: Path, name: str, text: str) -> None:
    """``text`` said, then drowned by sox's white noise about as loud as the speech
    (``folder/name.wav``, 16 kHz mono 16-bit)."""
    synthesize(text, folder, rate=160, snr=40.0, seed=7, name=f"{name}.clean")
    subprocess.run(["sox", "-n", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16",
                    str(folder / f"{name}.noise.wav"), "synth", "1.6", "whitenoise", "vol", "0.3"],
                   check=True, capture_output=True, timeout=30)
    subprocess.run(["sox", "-m", str(folder / f"{name}.clean.wav"),
                    str(folder / f"{name}.noise.wav"), str(folder / f"{name}.wav")],
                   check=True, capture_output=True, timeout=30)
    (folder / f"{name}.clean.wav").unlink()
    (folder / f"{name}.noise.wav").unlink()


def test_an_utterance_too_noisy_is_skipped_in_one_sentence_and_listening_goes_on(
        takes: Path, data_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    from tripeaks_a11y.listen.features import levels
    from tripeaks_a11y.program.listen_command import read_wav
    from tripeaks_a11y.session import Session

    assert _listen("enrol", "--lang", "en", "--from", str(takes), env=data_env).returncode == 0
    folder = tmp_path / "said"
    folder.mkdir()
    synthesize("score", folder, rate=160, snr=30.0, seed=1, name="00")
    _noisy(folder, "01", "draw")
    synthesize("moves", folder, rate=160, snr=30.0, seed=2, name="02")
    assert levels(read_wav(str(folder / "01.wav"))).snr_db < 12 < levels(
        read_wav(str(folder / "00.wav"))).snr_db
    code = parse_code("TP1-E-AAAAAAB")
    session = Session(lang="en", code=code, game=code.game)
    welcome = [item.printed() for item in session.start()]
    expected = [*(item.printed() for item in session.handle("score")),
                t("en", "heard-refused", reason="too-noisy"),
                *(item.printed() for item in session.handle("moves"))]
    done = run_main(["--game", "TP1-E-AAAAAAB", "--speech", "none", "--voice-engine",
                     "enrolled", "--voice-input", str(folder)], "", data_env)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[:len(welcome)] == welcome
    # the noisy one told and skipped; the one after it still heard and answered
    assert lines[len(welcome):] == expected, done.stdout
