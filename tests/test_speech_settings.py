"""Settings file: read, kept, broken files reported and never lost, never the real one in tests."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path

import pytest

from tripeaks_a11y.settings import CONFIG_ENV, Settings, SettingsStore, config_dir, dump_toml


@pytest.fixture(autouse=True)
def _private_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))


def test_the_config_folder_is_overridable(tmp_path: Path) -> None:
    assert config_dir() == tmp_path / "config"
    assert SettingsStore().path == tmp_path / "config" / "settings.toml"


def test_missing_file_gives_defaults() -> None:
    store = SettingsStore()
    assert store.load() == Settings()
    assert store.problem is None
    assert Settings().output == "auto" and Settings().earcons is False


def test_round_trip_keeps_unknown_keys(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text('lang = "ar"\nfuture = [1, 2]\n[speech]\nrate = 150\nnew_key = "x"\n'
                    '[records]\npath = "C:\\\\games\\\\tp"\n', encoding="utf-8")
    store = SettingsStore(path)
    settings = store.load()
    assert (settings.rate, settings.lang, store.problem) == (150, "ar", None)
    assert store.save(replace(settings, verbosity="full", earcons=True)) is None
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["future"] == [1, 2]
    assert data["records"]["path"] == "C:\\games\\tp"
    assert data["speech"]["new_key"] == "x"
    assert data["speech"]["verbosity"] == "full" and data["speech"]["earcons"] is True
    assert data["lang"] == "ar"


def test_bad_values_are_reported_and_defaulted(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text('[speech]\nrate = 9000\nvolume = true\noutput = "loud"\nverbosity = "brief"\n',
                    encoding="utf-8")
    store = SettingsStore(path)
    settings = store.load()
    assert settings.rate == 100 and settings.volume == 100 and settings.output == "auto"
    assert settings.verbosity == "brief"
    assert store.problem is not None
    assert "speech.rate" in store.problem and "speech.output" in store.problem


def test_a_broken_file_is_reported_never_deleted(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    broken = "[speech\nrate = = 3\n"
    path.write_text(broken, encoding="utf-8")
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.problem
    assert path.read_text(encoding="utf-8") == broken  # loading changes nothing
    assert store.save(replace(Settings(), rate=120)) is None
    assert (tmp_path / "s.toml.broken").read_text(encoding="utf-8") == broken
    assert SettingsStore(path).load().rate == 120


def test_dump_toml_quotes_what_needs_it() -> None:
    text = dump_toml({"a b": 'say "hi"\n', "n": 1.5, "t": {"x": False}})
    assert tomllib.loads(text) == {"a b": 'say "hi"\n', "n": 1.5, "t": {"x": False}}
    with pytest.raises(TypeError):
        dump_toml({"x": object()})


def test_a_file_with_a_bad_value_keeps_the_good_ones_and_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    original = "# my settings\n[speech]\nrate = 10\nvolume = 50\n"
    path.write_text(original, encoding="utf-8")
    store = SettingsStore(path)
    settings = store.load()
    assert settings.volume == 50 and store.problem is not None
    assert store.save(replace(settings, verbosity="brief")) is None
    assert (tmp_path / "settings.toml.broken").read_text(encoding="utf-8") == original
    assert SettingsStore(path).load().volume == 50
