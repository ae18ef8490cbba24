"""What Whisper expects of silence, kept in the cache folder (listen.prior_file):
one file per model folder, the stale ones removed (issue 31, point 3).

Real files in a temporary cache folder and a made model folder (``prior_key``
reads only its ``model.bin``'s size and time); through ``listen model remove``
for the installed model's files.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.i18n.catalogs import CACHE_ENV
from tripeaks_a11y.listen.model_table import MODELS
from tripeaks_a11y.listen.prior_file import FOLDER, forget, opened, prior_dir, prior_key
from tripeaks_a11y.records import DATA_ENV

PROMPT = (50257, 50362)
TREE = [(0, 1000), (1, 50256)]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache" / FOLDER


def _model(folder: Path, weights: bytes = b"weights") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "model.bin").write_bytes(weights)
    return folder


def _kept(model: Path, tree: list[tuple[int, int]] = TREE) -> Path:
    """The model's file for ``tree``, opened and written to, as a session does."""
    kept = opened(model, prior_key(model, PROMPT, tree))
    kept.append({(1000,): {50256: -0.5}})
    assert kept.path.is_file()
    return kept.path


def test_a_model_folder_keeps_one_file_whatever_changed(cache: Path, tmp_path: Path) -> None:
    model = _model(tmp_path / "tiny.en")
    other = _kept(_model(tmp_path / "elsewhere"))
    earlier = cache / ("ab" * 16 + ".jsonl")  # the naming of earlier versions
    earlier.write_text("[[1], [[2, -1.0]]]\n", encoding="utf-8")
    unrelated = cache / "notes.txt"
    unrelated.write_text("kept", encoding="utf-8")
    first = _kept(model)
    assert not earlier.exists()
    grown = _kept(model, [*TREE, (1, 1001)])  # a new version's candidates
    assert grown != first and not first.exists()
    os.utime(model / "model.bin", ns=(1, 1))  # the model replaced
    replaced = _kept(model, [*TREE, (1, 1001)])
    assert replaced != grown and not grown.exists()
    assert sorted(path.name for path in cache.iterdir()) == sorted(
        [replaced.name, other.name, unrelated.name])
    again = opened(model, prior_key(model, PROMPT, [*TREE, (1, 1001)]))
    assert again.path == replaced and again.load() == {(1000,): {50256: -0.5}}


def test_forgetting_a_folder_leaves_the_others(cache: Path, tmp_path: Path) -> None:
    model, elsewhere = _model(tmp_path / "a"), _model(tmp_path / "b")
    mine, theirs = _kept(model), _kept(elsewhere)
    forget(model)
    assert not mine.exists() and theirs.exists()
    forget(model)  # nothing left: nothing to do
    (tmp_path / "cache").rename(tmp_path / "gone")
    forget(elsewhere)  # no cache folder at all: never raises
    assert not prior_dir().exists()


def test_listen_model_remove_takes_the_models_file_with_it(cache: Path) -> None:
    tiny = MODELS[0]
    folder = Path(os.environ[DATA_ENV]) / "models" / tiny.name
    folder.mkdir(parents=True)
    for file in tiny.files:
        (folder / file.name).write_bytes(b"")
    mine = _kept(folder)
    other = _kept(_model(Path(os.environ[DATA_ENV]) / "mine"))
    removed = run_main(["listen", "model", "remove", tiny.name, "--lang", "en"])
    assert removed.returncode == 0 and not folder.exists()
    assert not mine.exists() and other.exists()
