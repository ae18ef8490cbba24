"""The environment variables the program reads: one table for ``--help``, the man page and docs.

Each row names a ``TRIPEAKS_A11Y_*`` variable and says, in one English
sentence (the language of ``--help``), what it does. ``cli``'s epilog and
``manpage`` print the table; ``tests/test_environment.py`` checks that every
``TRIPEAKS_A11Y_*`` name in the source is a row here and that README.md and
docs/accessibility.md list each one. The modules that read a variable keep
its name as their own constant (``settings.CONFIG_ENV``…); this table only
describes them. Layer 1: a table, and the one place the environment is read.

Every lookup of a variable goes through ``environ()``: the mapping of the run
(``cli.main(env=…)`` sets it with ``given`` for the length of the run, so a
game run in-process, as the tests do, reads only what it was given), else the
process's own ``os.environ``. One run at a time per process: the mapping is
the process's, seen by the run's threads too. The programs a run starts get it
(``child_environment``) and are looked for on its ``PATH`` (``which``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator, Mapping
from typing import Final, NamedTuple

__all__ = ["ENVIRONMENT", "EnvironmentVariable", "child_environment", "environ", "given",
           "which"]

_given: list[Mapping[str, str]] = []  # the mappings ``given`` holds, innermost last


def environ() -> Mapping[str, str]:
    """The environment of the run: the mapping ``given`` holds now, else ``os.environ``."""
    return _given[-1] if _given else os.environ


def child_environment() -> dict[str, str]:
    """The environment a program the run starts gets: a copy of ``environ()``."""
    return dict(environ())


def which(command: str) -> str | None:
    """``shutil.which`` on the run's ``PATH`` (``environ()``; the system's default path
    when it names none): the program's path, or None when it is not found."""
    return shutil.which(command, path=environ().get("PATH", os.defpath))


@contextlib.contextmanager
def given(env: Mapping[str, str] | None) -> Iterator[Mapping[str, str]]:
    """Within the block, ``environ()`` is ``env`` (None: the process's environment,
    unchanged); yields the mapping in force. The block may nest."""
    if env is None:
        yield environ()
        return
    _given.append(env)
    try:
        yield env
    finally:
        _given.pop()


class EnvironmentVariable(NamedTuple):
    """One variable: its ``name`` and what it does (``help``, one English sentence)."""

    name: str
    help: str


ENVIRONMENT: Final = (
    EnvironmentVariable(
        "TRIPEAKS_A11Y_CONFIG_DIR",
        "the folder of the settings file settings.toml (default: your config folder)"),
    EnvironmentVariable(
        "TRIPEAKS_A11Y_DATA_DIR",
        "the folder of the records file records.sqlite3 (default: your data folder); "
        "--data-dir goes before it"),
    EnvironmentVariable(
        "TRIPEAKS_A11Y_SOLVER_CORE",
        "which search gives advice: auto (the compiled core when it loads, the default), "
        "native (the same) or python (the Python search: the same answers, slower)"),
    EnvironmentVariable(
        "TRIPEAKS_A11Y_SOLVER_LIB",
        "the compiled solver core to load instead of the one installed with the game"),
    EnvironmentVariable(
        "TRIPEAKS_A11Y_SCREEN_READER",
        "a screen reader's name says one is running (NVDA, Orca…); none says none is, "
        "whatever the detection finds"),
    EnvironmentVariable(
        "TRIPEAKS_A11Y_SOUND_DEVICE",
        "none (or no, 0, off) says there is no sound device; any other value says there is one"),
    EnvironmentVariable(
        "TRIPEAKS_A11Y_SPEECH_SINK",
        "a folder: the game's own voice writes each utterance there as a WAV file instead "
        "of playing it; null: it makes the sound and keeps nothing (tests)"),
    EnvironmentVariable(
        "TRIPEAKS_A11Y_MICROPHONE",
        "a WAV file or a folder of them heard as the microphone, in real time "
        "(tests, demonstrations)"),
    EnvironmentVariable(
        "TRIPEAKS_A11Y_CACHE_DIR",
        "the cache folder: the compiled message catalogs and what the Whisper scorer "
        "expects of silence (default: your cache folder); a quicker start, safe to delete"),
    EnvironmentVariable(
        "TRIPEAKS_A11Y_MODEL_URL",
        "the server 'listen model get' downloads Whisper models from instead of "
        "https://huggingface.co (a mirror, tests); the files' hashes are checked all the same"),
)
"""Every ``TRIPEAKS_A11Y_*`` variable the program reads, in the order ``--help`` gives them."""
