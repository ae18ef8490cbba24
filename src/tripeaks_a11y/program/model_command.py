"""``tripeaks-a11y listen model get|list|remove``: the Whisper models in the data folder (issue 31).

Only on the player's explicit request: ``get NAME`` downloads a model of
``listen.model_table.MODELS`` (pinned revision, every file's SHA-256
checked) from the Hugging Face hub, or from ``$TRIPEAKS_A11Y_MODEL_URL``,
into ``DATA/models/NAME`` (``records.data_dir``), saying its size first,
then each tenth of it as a plain line, then where it went; ``list`` names
what is installed; ``remove NAME`` deletes one. Every line comes from the
catalogs (``listening.ftl``, ``model-*``) in the player's language. The
installed folder is what ``--voice-model PATH`` takes. After ``get``, when
the whisper extra is installed, the model is prepared once for each language
whose scoring takes off a prior (``WhisperRecognizer.prepare``: about two
minutes for tiny.en's English, said in tenths), so that a first session
answers as fast as later ones.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from .. import environment
from ..i18n import LANGUAGES, t
from ..listen.model_store import ModelError, install, installed, models_in, remove
from ..listen.model_table import MODEL_HOST, MODELS, Model, model_named
from ..records import data_dir
from ..sanitize import echo, ltr_marked, terminal_line
from .parsers import folder, parse_line

__all__ = ["MODEL_URL_ENV", "build_parser", "model_main", "models_dir"]

MODEL_URL_ENV = "TRIPEAKS_A11Y_MODEL_URL"
"""The environment variable that names another server for ``listen model get`` (tests)."""
MEGABYTE = 1_000_000


def build_parser() -> argparse.ArgumentParser:
    """The ``tripeaks-a11y listen model`` parser: ``get NAME``, ``list``, ``remove NAME``."""
    parser = argparse.ArgumentParser(
        prog="tripeaks-a11y listen model",
        description="Download a Whisper model for spoken commands into the data folder "
                    "(only when asked; its files checked against pinned SHA-256 hashes), "
                    "list the models there, or remove one.")
    parser.add_argument("action", choices=("get", "list", "remove"),
                        help="get NAME downloads it, list names what is installed, "
                             "remove NAME deletes it")
    parser.add_argument("name", nargs="?", choices=tuple(model.name for model in MODELS),
                        metavar="NAME",
                        help=f"the model: {', '.join(model.name for model in MODELS)}")
    parser.add_argument("--lang", choices=LANGUAGES, type=str.lower,
                        help="language of the answer (default: the saved setting, else the "
                             "system locale, else en)")
    parser.add_argument("--data-dir", metavar="DIR", type=folder,
                        help="the data folder (default: your data folder, or "
                             "TRIPEAKS_A11Y_DATA_DIR)")
    return parser


def models_dir(data: Path | None = None) -> Path:
    """The folder of downloaded models: ``models`` in ``data`` (default ``data_dir()``)."""
    return models_in(data if data is not None else data_dir())


def _say(lang: str, msg_id: str, *, err: bool = False, **values: object) -> None:
    line = ltr_marked(terminal_line(t(lang, msg_id, **values)))
    print(line, file=sys.stderr if err else sys.stdout, flush=True)


def _language(chosen: str | None) -> str:
    from ..settings import SettingsStore
    from .terminal import system_language

    if chosen:
        return chosen
    saved = SettingsStore().load().lang
    return saved if saved in LANGUAGES else system_language()


def model_main(argv: Sequence[str]) -> int:
    """``tripeaks-a11y listen model get NAME | list | remove NAME [--lang L] [--data-dir DIR]``.

    Returns 0 when done (a model installed, listed, removed), 1 with one sentence on
    stderr when not (``ModelError``'s kinds; a model not installed), 2 for bad options,
    130 when Ctrl+C stops a download (one sentence; nothing installed).
    """
    from .terminal import utf8

    utf8(sys.stdout)
    utf8(sys.stderr)
    parser = build_parser()
    args = parse_line(parser, argv)
    if args.action != "list" and args.name is None:
        parser.error(f"{args.action} needs the model's NAME")
    lang = _language(args.lang)
    folder = models_dir(args.data_dir)
    if args.action == "list":
        return _list(lang, folder)
    model = model_named(args.name)
    assert model is not None  # argparse's choices
    if args.action == "remove":
        return _remove(lang, model, folder)
    return _get(lang, model, folder)


def _list(lang: str, folder: Path) -> int:
    found = installed(folder)
    if not found:
        _say(lang, "model-list-none", folder=echo(str(folder), 200))
    for model, where in found:
        _say(lang, "model-list-row", name=model.name, size=round(model.size / MEGABYTE),
             folder=echo(str(where), 200))
    return 0


def _remove(lang: str, model: Model, folder: Path) -> int:
    try:
        removed = remove(model, folder)
    except ModelError as error:
        return _failed(lang, error)
    if not removed:
        _say(lang, "model-not-installed", err=True, name=model.name)
        return 1
    _say(lang, "model-removed", name=model.name)
    return 0


def _get(lang: str, model: Model, folder: Path) -> int:
    host = environment.environ().get(MODEL_URL_ENV) or MODEL_HOST
    _say(lang, "model-get-start", name=model.name, size=round(model.size / MEGABYTE),
         repo=model.repo, licence=model.licence)
    try:
        target = install(model, folder, lambda percent: _say(
            lang, "model-get-progress", name=model.name, percent=percent), host)
    except ModelError as error:
        return _failed(lang, error)
    except KeyboardInterrupt:  # Ctrl+C: install has removed what had arrived
        _say(lang, "model-problem-stopped", err=True, name=model.name)
        return 128 + signal.SIGINT
    _say(lang, "model-get-done", name=model.name, folder=echo(str(target), 200))
    return _prepare(lang, model, target)


def _prepare(lang: str, model: Model, folder: Path) -> int:
    """Work out, once, what the model in ``folder`` expects of silence for each language
    it hears (``Model.hears``; ``WhisperRecognizer.prepare``), saying so in tenths, so
    that the first session answers as fast as later ones. Nothing to say when the
    whisper extra is not installed or the model's scoring uses no prior: it is then
    worked out (if at all) while listening. 0, or 130 when Ctrl+C stops it (the
    model stays installed)."""
    from ..languages import language
    from ..listen.recognizer import RecognizerError
    from ..listen.whisper_engine import whisper_recognizer

    try:
        for spoken in filter(model.hears, LANGUAGES):
            try:
                recognizer = whisper_recognizer(spoken, folder)
            except RecognizerError:  # no extra, or a broken model
                continue
            if not recognizer.uses_prior:  # the same for every language the model hears
                break
            title = language(spoken).title
            _say(lang, "model-prepare-start", name=model.name, language=title)
            recognizer.prepare(_tenths(lang, model.name))
            _say(lang, "model-prepare-done", name=model.name, language=title)
    except KeyboardInterrupt:  # what was worked out is kept; the rest comes while listening
        _say(lang, "model-prepare-stopped", err=True, name=model.name)
        return 128 + signal.SIGINT
    return 0


def _failed(lang: str, error: ModelError) -> int:
    values = {key: echo(value, 200) if isinstance(value, str) else value
              for key, value in error.values.items()}
    _say(lang, f"model-problem-{error.kind}", err=True, **values)
    return 1


def _tenths(lang: str, name: str) -> Callable[[int, int], None]:
    """A ``progress(done, total)`` that says each tenth reached (10% to 90%) once."""
    told = [0]

    def tell(done: int, total: int) -> None:
        tenth = 10 * done // max(total, 1)
        if told[0] < tenth < 10:
            told[0] = tenth
            _say(lang, "model-prepare-progress", name=name, percent=10 * tenth)

    return tell
