"""The player's settings while playing (settings/keeper.py): one writer, nothing lost, told once."""

from __future__ import annotations

from pathlib import Path

import pytest

from tripeaks_a11y.i18n import LANGUAGES, t
from tripeaks_a11y.session import Session
from tripeaks_a11y.settings import SettingsProblem, SettingsStore
from tripeaks_a11y.settings.keeper import Preferences, problem_notice
from tripeaks_a11y.speech import make_controller


def test_game_and_speech_settings_share_one_file(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.toml")
    preferences = Preferences(store, store.load())
    speech = make_controller("none", preferences=preferences)
    try:
        session = Session(lang="en", speech_settings=speech, preferences=preferences)
        session.handle("lang hr")
        session.handle("brzina 150")  # the speech rate, said in Croatian
        session.handle("pravila klasično")
        session.handle("greške isključeno")
    finally:
        speech.close()
    saved = store.load()
    assert (saved.lang, saved.rate, saved.rules, saved.error_help) == ("hr", 150, "classic", False)


def test_a_file_that_cannot_be_written_is_told_once_and_the_game_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    store = SettingsStore(blocker / "settings.toml")
    preferences = Preferences(store)
    preferences.keep("lang", "ar")
    assert preferences.settings.lang == "ar"  # kept in memory all the same
    (notice,) = preferences.take_notices("en")
    assert notice.startswith(t("en", "settings-not-saved", path="", problem="")[:10])
    assert str(blocker / "settings.toml") in notice
    assert preferences.take_notices("en") == []  # told once


@pytest.mark.parametrize(("name", "value"), [("volume", 3), ("lang", True), ("error_help", "on")])
def test_only_game_settings_are_kept_this_way(name: str, value: object) -> None:
    with pytest.raises(ValueError):
        Preferences().keep(name, value)  # type: ignore[arg-type]


def test_without_a_file_settings_last_for_the_session() -> None:
    preferences = Preferences()
    preferences.keep("rules", "classic")
    assert preferences.settings.rules == "classic" and preferences.take_notices("hr") == []


PROBLEMS = [SettingsProblem("not-file"), SettingsProblem("too-big"),
            SettingsProblem("encoding"), SettingsProblem("syntax", line=4),
            SettingsProblem("values", keys=("speech.rate", "lang")),
            SettingsProblem("unreadable", reason="denied", code="EACCES"),
            *(SettingsProblem("unwritable", reason=reason, code="EIO")
              for reason in ("denied", "full", "read-only", "folder", "other"))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_problem_has_a_short_sentence_and_a_clean_path(lang: str) -> None:
    path = Path("/tmp/conf\x1b]0;pwned\x07\x9b2J") / "settings.toml"
    sentences = [problem_notice(lang, path, problem) for problem in PROBLEMS]
    assert len(set(sentences)) == len(PROBLEMS)
    for sentence in sentences:
        assert "/tmp/conf ]0;pwned" in sentence
        assert all(ch.isprintable() for ch in sentence), sentence
        assert len(sentence) < 260, sentence
