"""What Whisper expects with no speech, kept between sessions (issue 31, point 2).

``whisper_decoder.Prior`` works out, the first time a search reaches a node of
the candidates' tree, each of its tokens' log-probability given silence: it
costs 100-300 ms the first few times a session hears a command. Kept here,
one file per model and candidate tree (``prior_key``) in the cache folder
(``prior_dir``), so that only the first session ever pays it. A model folder
keeps one file: opening its file for a new tree (a new version of the game, a
replaced model) removes the folder's others (``opened``), and ``listen model
remove`` removes the folder's file with the model (``forget``); each file is
1-2 MB, and a cache left to grow with each version would never shrink.

A cache, nothing more: a file or a line that cannot be read is left out (its
nodes are worked out again), writing that fails is skipped; the figures read
back are those worked out (floats round-trip through JSON), so what is heard
never depends on the file. One JSON line per node, appended: ``[path,
[[token, log-probability], …]]``, ``path`` the node's tokens from the root.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Final

from .. import environment
from ..i18n.catalogs import CACHE_ENV, user_cache_folder

__all__ = ["FOLDER", "PriorFile", "forget", "opened", "prior_dir", "prior_key"]

FOLDER: Final = "whisper-prior"
"""The cache folder's sub-folder for these files."""

Entries = dict[tuple[int, ...], dict[int, float]]
"""Per node (its path of tokens from the root): each of its tokens' log-probability."""


def prior_dir() -> Path:
    """``$TRIPEAKS_A11Y_CACHE_DIR/whisper-prior``, else the user's cache folder
    (platformdirs ``user_cache_dir("tripeaks-a11y")``) / ``whisper-prior``."""
    own = environment.environ().get(CACHE_ENV)
    return (Path(own) if own else user_cache_folder()) / FOLDER


_EARLIER = re.compile(r"[0-9a-f]{32}\.jsonl")
"""A file named as earlier versions of the game named them (no folder part): stale."""


def _folder_part(model: Path) -> str:
    """The part of a file's name that names the model folder: 16 hex characters."""
    return hashlib.sha256(str(model.resolve()).encode()).hexdigest()[:16]


def prior_key(model: Path, prompt: Iterable[int], edges: Iterable[tuple[int, int]]) -> str:
    """The name of the file of one model folder (``_folder_part``, its path) and of
    what it holds: the folder's ``model.bin`` (its size and time: replacing the
    model starts afresh), start tokens and tree (``edges``: every (node, token));
    "FOLDER-KEY", 16 and 32 hex characters. OSError when ``model.bin`` is gone."""
    weights = (model / "model.bin").stat()
    digest = hashlib.sha256(f"{weights.st_size}\0{weights.st_mtime_ns}\0".encode())
    digest.update(json.dumps([list(prompt), sorted(edges)]).encode())
    return f"{_folder_part(model)}-{digest.hexdigest()[:32]}"


def opened(model: Path, key: str) -> PriorFile:
    """The file of ``model`` named ``key`` (``prior_key``) in ``prior_dir``, once the
    folder's other files and those of the game's earlier naming are removed (they
    can never be read again). Removing skips what it cannot remove."""
    _remove(model, keep=f"{key}.jsonl")
    return PriorFile(prior_dir() / f"{key}.jsonl")


def forget(model: Path) -> None:
    """Remove every file of the model folder ``model`` (before the folder itself goes:
    its path names the files). Never raises."""
    _remove(model, keep=None)


def _remove(model: Path, keep: str | None) -> None:
    folder = prior_dir()
    try:
        part = _folder_part(model)
        paths = list(folder.iterdir())
    except OSError:
        return
    for path in paths:
        if path.name != keep and (path.name.startswith(f"{part}-")
                                  or _EARLIER.fullmatch(path.name)):
            with contextlib.suppress(OSError):
                path.unlink()


class PriorFile:
    """One file of entries (``Entries``) at ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> Entries:
        """Every entry that can be read; {} when there is no file or it cannot be read."""
        out: Entries = {}
        try:
            text = self.path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return out
        for line in text.splitlines():
            try:
                path, kids = json.loads(line)
                entry = {int(token): float(value) for token, value in kids}
                out[tuple(int(token) for token in path)] = entry
            except (ValueError, TypeError):
                continue  # a line cut short (the game was killed mid-write) or not ours
        return out

    def append(self, entries: Entries) -> None:
        """Add ``entries`` at the end of the file (its folder made); skipped when it
        cannot be written."""
        if not entries:
            return
        lines = "".join(json.dumps([list(path), [[token, value] for token, value in kids.items()]])
                        + "\n" for path, kids in entries.items())
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT
                                 | getattr(os, "O_NOFOLLOW", 0), 0o600)
        except OSError:
            return
        try:
            os.write(descriptor, lines.encode("utf-8"))
        except OSError:
            pass  # a full disk: the nodes are worked out again next time
        finally:
            os.close(descriptor)
