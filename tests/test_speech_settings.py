"""Settings file: read, kept, broken files reported and never lost, never the real one in tests."""

from __future__ import annotations

import datetime
import tempfile
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import tomlkit
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tripeaks_a11y.settings import CONFIG_ENV, Settings, SettingsProblem, SettingsStore, config_dir


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
    assert store.problem is not None and store.problem.kind == "values"
    assert "speech.rate" in store.problem.keys and "speech.output" in store.problem.keys


def test_a_broken_file_is_reported_never_deleted(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    broken = "[speech\nrate = = 3\n"
    path.write_text(broken, encoding="utf-8")
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.problem == SettingsProblem("syntax", line=1)
    assert path.read_text(encoding="utf-8") == broken  # loading changes nothing
    assert store.save(replace(Settings(), rate=120)) is None
    assert (tmp_path / "s.toml.broken").read_text(encoding="utf-8") == broken
    assert SettingsStore(path).load().rate == 120


def test_keys_that_need_quotes_survive_a_save(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text('"a b" = "say \\"hi\\"\\n"\nn = 1.5\n[t]\nx = false\n', encoding="utf-8")
    store = SettingsStore(path)
    assert store.save(replace(store.load(), rate=200)) is None
    assert tomllib.loads(path.read_text(encoding="utf-8")) == {
        "a b": 'say "hi"\n', "n": 1.5, "t": {"x": False}, "speech": {"rate": 200}}


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


# ----- every valid file round-trips (fuzzed, bounded) -----------------------------

_KEYS = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)),
                min_size=1, max_size=6).filter(
    # Not the names the game reads at the top: a file with its own values under
    # them is another test's (a wrong type there is rightly reported).
    lambda key: key not in ("speech", "voice", "game", "lang", "rules", "error_help"))
_SCALARS = st.one_of(
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=True), st.booleans(), st.dates(),
    st.datetimes(timezones=st.none() | st.just(datetime.UTC)), st.times(),
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_KEYS, inner, max_size=3),
    max_leaves=8,
)
_FILES = st.dictionaries(_KEYS, _VALUES | st.lists(st.dictionaries(_KEYS, _SCALARS,
                                                                   max_size=2),
                                                   min_size=1, max_size=2), max_size=5)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(data=_FILES, rate=st.integers(min_value=50, max_value=400).filter(lambda r: r != 100))
def test_any_valid_file_round_trips(tmp_path: Path, data: dict[str, Any], rate: int) -> None:
    text = "# the player's own words\n" + tomlkit.dumps(data)
    try:
        assume(_equal(tomllib.loads(text), data))
    except tomllib.TOMLDecodeError:
        assume(False)  # a value tomlkit itself cannot write: not a file a player has
    path = tmp_path / "round-trip.toml"
    path.write_text(text, encoding="utf-8")
    store = SettingsStore(path)
    settings_read = store.load()
    assert store.problem is None
    assert store.save(replace(settings_read, rate=rate)) is None
    written = path.read_text(encoding="utf-8")
    assert written.startswith("# the player's own words\n")
    assert _equal(tomllib.loads(written), {**data, "speech": {"rate": rate}})
    assert SettingsStore(path).load().rate == rate


_SPEECH_NAMES = ["output", "mode", "rate", "volume", "verbosity", "earcons", "other"]
_GOOD = {"output": st.sampled_from(["auto", "tts", "none"]), "mode": st.just("queue"),
         "rate": st.integers(50, 400), "volume": st.integers(0, 100),
         "verbosity": st.just("full"), "earcons": st.booleans(), "other": _SCALARS}


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(speech=st.dictionaries(st.sampled_from(_SPEECH_NAMES),
                              st.one_of(_SCALARS, *_GOOD.values())),
       top=st.dictionaries(st.sampled_from(["lang", "rules", "error_help"]),
                           _SCALARS | st.sampled_from(["ar", "classic"])))
def test_any_values_load_and_save_cleanly(speech: dict[str, Any], top: dict[str, Any]) -> None:
    text = tomlkit.dumps({**top, "speech": speech})
    try:
        assume(tomllib.loads(text) == {**top, "speech": speech})
    except tomllib.TOMLDecodeError:
        assume(False)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.toml"
        path.write_text(text, encoding="utf-8")
        store = SettingsStore(path)
        read = store.load()
        assert 50 <= read.rate <= 400 and 0 <= read.volume <= 100
        assert store.save(replace(read, verbosity="brief")) is None
        again = SettingsStore(path)
        assert again.load() == replace(read, verbosity="brief") and again.problem is None
        assert (Path(folder) / "settings.toml.broken").exists() == (store.problem is not None)
        if "other" in speech:
            assert _equal(tomllib.loads(path.read_text(encoding="utf-8"))["speech"]["other"],
                          speech["other"])


@pytest.mark.parametrize(("text", "kept"), [
    ("speech.rate = 150\nspeech.other = 1\n", {"rate": 150, "other": 1}),
    ("speech = { rate = 150, other = 1 }\n", {"rate": 150, "other": 1}),
    ("[speech.sub]\nother = 1\n", {"sub": {"other": 1}}),
    ("[[speech]]\nrate = 150\n", {}),
    ("speech = 3\n", {}),
])
def test_every_shape_of_the_speech_table_takes_a_change(tmp_path: Path, text: str,
                                                        kept: dict[str, Any]) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    store = SettingsStore(path)
    assert store.save(replace(store.load(), volume=30)) is None
    assert tomllib.loads(path.read_text(encoding="utf-8")) == {"speech": {**kept, "volume": 30}}
    assert (tmp_path / "settings.toml.broken").exists() == (not kept)


def _equal(first: object, second: object) -> bool:
    if isinstance(first, float) and isinstance(second, float):
        return first == second or (first != first and second != second)
    if isinstance(first, dict) and isinstance(second, dict):
        return first.keys() == second.keys() and all(_equal(first[k], second[k]) for k in first)
    if isinstance(first, list) and isinstance(second, list):
        return len(first) == len(second) and all(map(_equal, first, second))
    return type(first) is type(second) and first == second


def test_control_characters_are_escaped_so_the_next_load_works(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    store = SettingsStore(path)
    tricky = "a\x7fb\x00c\x1b]0;x\x07\x9fd"
    assert store.save(replace(store.load(), lang=tricky, rate=120)) is None
    raw = path.read_bytes()
    assert b"\x7f" not in raw and b"\x1b" not in raw and b"\x00" not in raw
    again = SettingsStore(path)
    assert again.load().lang == tricky and again.problem is None
