"""The downloaded Whisper models in the data folder: get one, list them, remove one (issue 31).

A model of ``listen.model_table.MODELS`` is installed as the folder
``MODELS_DIR/NAME`` holding its files, and only whole: ``install`` downloads
every file into a temporary folder beside it (``.NAME.…``), checks each
file's size and SHA-256 against the table while it arrives, and renames the
folder into place only when all are right. A wrong hash, a connection cut
before the end, a server that cannot be reached or refuses, or a disk that
cannot be written leaves nothing installed (the temporary folder removed)
and raises ``ModelError`` with its kind (``KINDS``) and values, never words:
the program words it from the catalogs. Progress is told as whole tens of
percent, each once, through a callback. Nothing here runs unless the player
asks (``tripeaks-a11y listen model get``). Downloads use ``urllib`` from the
standard library.
"""

from __future__ import annotations

import hashlib
import http.client
import os
import shutil
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Final

from .model_table import MODEL_HOST, MODELS, Model
from .prior_file import forget

__all__ = ["CHUNK", "KINDS", "TIMEOUT_SECONDS", "ModelError", "abandoned", "file_url", "install",
           "installed", "models_in", "remove"]

CHUNK: Final = 1 << 16
"""Bytes read at a time."""
TIMEOUT_SECONDS: Final = 30.0
"""How long a connection may stay silent before the download counts as cut."""
KINDS: Final = ("no-network", "refused", "cut", "bad-hash", "write", "exists")
"""What can go wrong: no connection to the server; the server answered with an error
(``status``); the connection ended before the file did; a file is not the published one
(``file``); the folder cannot be written (``folder``); the model is already there."""


class ModelError(Exception):
    """A model could not be installed: ``kind`` (one of ``KINDS``) and ``values`` for its
    sentence (``name`` always; ``file``, ``status``, ``folder`` by kind)."""

    def __init__(self, kind: str, **values: str | int) -> None:
        super().__init__(kind)
        self.kind = kind
        self.values = values


def file_url(model: Model, file: str, host: str = MODEL_HOST) -> str:
    """Where ``file`` of ``model`` is served: ``HOST/REPO/resolve/REVISION/FILE``."""
    return f"{host.rstrip('/')}/{model.repo}/resolve/{model.revision}/{file}"


def models_in(data: Path) -> Path:
    """The models folder of the data folder ``data``: ``data/models``."""
    return data / "models"


def installed(models_dir: Path) -> list[tuple[Model, Path]]:
    """The models installed in ``models_dir``, in the table's order, each with its folder:
    a folder named for a row that holds every file of the row."""
    return [(model, models_dir / model.name) for model in MODELS
            if all((models_dir / model.name / file.name).is_file() for file in model.files)]


def remove(model: Model, models_dir: Path) -> bool:
    """Remove ``model``'s folder from ``models_dir``: True when it was there, False when not.

    Its files in the cache folder go first (``prior_file.forget``). The folder is
    first renamed aside, so a removal cut short never leaves a half model under
    its name; what a download killed before its end left beside it (``.NAME.…``)
    goes too. Raises ModelError("write") when it cannot be removed.
    """
    folder = models_dir / model.name
    for left in models_dir.glob(f".{model.name}.*") if models_dir.is_dir() else ():
        shutil.rmtree(left, ignore_errors=True)
    if not folder.is_dir():
        return False
    forget(folder)  # what Whisper expects of silence with it (prior_file): named by its path
    try:
        aside = Path(tempfile.mkdtemp(prefix=f".{model.name}.removed.", dir=models_dir))
        os.replace(folder, aside / model.name)
        shutil.rmtree(aside)
    except OSError:
        raise ModelError("write", name=model.name, folder=str(models_dir)) from None
    return True


def abandoned(models_dir: Path) -> list[str]:
    """Remove what downloads killed before their end left in ``models_dir`` (a folder
    ``.NAME.PID.…`` whose process ``PID`` is gone: ``kill -9`` leaves no time to clean
    up); returns the names removed. A download still running is left alone. Never raises."""
    removed: list[str] = []
    try:
        left = [path for path in models_dir.iterdir() if path.name.startswith(".")]
    except OSError:
        return removed
    for path in left:
        parts = path.name.split(".")
        pid = next((int(part) for part in parts[2:] if part.isdigit()), None)
        if pid is None or _running(pid):
            continue
        shutil.rmtree(path, ignore_errors=True)
        removed.append(path.name)
    return removed


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: running
        return True
    return True


def install(model: Model, models_dir: Path, progress: Callable[[int], None],
            host: str = MODEL_HOST) -> Path:
    """Download ``model`` from ``host`` into ``models_dir/NAME``; returns that folder.

    ``progress(percent)`` is called with 10, 20, … 100 as the bytes of all files
    arrive, each once. Raises ModelError: "exists" when the folder is already there;
    "no-network", "refused", "cut", "bad-hash" or "write" with nothing installed.
    """
    target = models_dir / model.name
    if target.exists():
        raise ModelError("exists", name=model.name, folder=str(target))
    try:
        models_dir.mkdir(parents=True, exist_ok=True)
        abandoned(models_dir)
        partial = Path(tempfile.mkdtemp(prefix=f".{model.name}.{os.getpid()}.", dir=models_dir))
    except OSError:
        raise ModelError("write", name=model.name, folder=str(models_dir)) from None
    try:
        told = [0, 0]  # bytes arrived, tens of percent told
        for file in model.files:
            _download(model, file.name, partial / file.name, host, told, progress)
        os.replace(partial, target)
    except OSError:
        if target.is_dir():  # another download of the same model finished first
            raise ModelError("exists", name=model.name, folder=str(target)) from None
        raise ModelError("write", name=model.name, folder=str(models_dir)) from None
    finally:
        shutil.rmtree(partial, ignore_errors=True)
    return target


def _download(model: Model, name: str, path: Path, host: str, told: list[int],
              progress: Callable[[int], None]) -> None:
    """One file into ``path``, checked against its row as it arrives (``install``)."""
    row = next(file for file in model.files if file.name == name)
    digest = hashlib.sha256()
    size = 0
    url = file_url(model, name, host)
    if urllib.parse.urlsplit(url).scheme not in ("http", "https"):  # no file:, no ftp:
        raise ModelError("no-network", name=model.name, host=host)
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_SECONDS) as answer, \
                path.open("wb") as out:
            declared = answer.headers.get("Content-Length", "")
            while size <= row.size:
                block = answer.read(CHUNK)
                if not block:
                    break
                digest.update(block)
                out.write(block)
                size += len(block)
                told[0] += len(block)
                while told[1] < 10 and told[0] * 10 >= (told[1] + 1) * model.size:
                    told[1] += 1
                    progress(told[1] * 10)
    except urllib.error.HTTPError as error:
        raise ModelError("refused", name=model.name, status=error.code) from None
    except urllib.error.URLError:
        raise ModelError("no-network", name=model.name, host=host) from None
    except (http.client.HTTPException, ConnectionError, TimeoutError):
        raise ModelError("cut", name=model.name) from None
    if size <= row.size and declared.isdigit() and size < int(declared):
        raise ModelError("cut", name=model.name)  # fewer bytes than the server announced
    if size != row.size or digest.hexdigest() != row.sha256:
        raise ModelError("bad-hash", name=model.name, file=name)
