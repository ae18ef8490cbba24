"""``tripeaks-a11y speak``: say a text with the own voice, or render it to a WAV file.

Players use it to check their voice set-up; tests use it to measure real
audio. The text is spoken as given, only made pronounceable (no symbols,
Arabic vocalised: ``spoken.pronounceable``).

A WAV file is written safely: an existing file that is not a WAV, a symbolic
link, a folder or a FIFO is refused before anything is rendered (``force``
replaces a file or the link itself, never a link's target); the sound goes
to a fresh temporary file in the same folder, which then replaces the name
in one step, so a failed write leaves what was there. A character device
(``/dev/null``, ``/dev/full``) is written as it is, a terminal never. Every
failure is a ``WavFileError`` with a ``FileProblem`` the caller words.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import subprocess
import tempfile
from enum import Enum
from pathlib import Path

from .. import environment
from .backend import SpeechError, Voice, looks_failed
from .controller import SpeechController
from .espeak import EspeakBackend
from .plan import Plan, tts_factories
from .spoken import Utterance, pronounceable
from .worker_backend import WorkerBackend

__all__ = ["FileProblem", "WavFileError", "render_to_file", "speak_aloud"]


class FileProblem(Enum):
    """Why a WAV file was not written; the value ends the catalog id ``speak-file-…``."""

    NOT_WAV = "not-wav"  # an existing file with something else in it (no --force)
    LINK = "link"  # a symbolic link (no --force)
    FOLDER = "folder"  # a folder of that name
    NOT_FILE = "not-file"  # a FIFO, a socket or a block device
    NO_FOLDER = "no-folder"  # the folder is missing, or is a file
    NO_SPACE = "no-space"  # the disk (or quota) is full
    PERMISSION = "permission"  # not allowed to write there
    READ_ONLY = "read-only"  # a read-only file system
    OTHER = "other"  # anything else: ``detail`` holds the system's reason


class WavFileError(SpeechError):
    """The WAV file ``path`` was not written, for ``problem`` (``detail``: the system's words).

    Nothing at ``path`` was changed.
    """

    def __init__(self, problem: FileProblem, path: Path, detail: str = "") -> None:
        super().__init__(f"{path}: {problem.value}" + (f" ({detail})" if detail else ""))
        self.problem = problem
        self.path = path
        self.detail = detail


_ERRNO_PROBLEMS = {
    errno.ENOSPC: FileProblem.NO_SPACE,
    errno.EDQUOT: FileProblem.NO_SPACE,
    errno.EACCES: FileProblem.PERMISSION,
    errno.EPERM: FileProblem.PERMISSION,
    errno.EROFS: FileProblem.READ_ONLY,
    errno.ENOENT: FileProblem.NO_FOLDER,
    errno.ENOTDIR: FileProblem.NO_FOLDER,
    errno.EISDIR: FileProblem.FOLDER,
    errno.ELOOP: FileProblem.LINK,
}


def _file_error(error: OSError, path: Path) -> WavFileError:
    problem = _ERRNO_PROBLEMS.get(error.errno or 0, FileProblem.OTHER)
    detail = "" if problem is not FileProblem.OTHER else (error.strerror or str(error))
    return WavFileError(problem, path, detail)


def _looks_like_wav(path: Path) -> bool:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    try:
        head = os.read(fd, 12)
    finally:
        os.close(fd)
    return head[:4] == b"RIFF" and head[8:12] == b"WAVE"


def _read_only(path: Path) -> bool:
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):
        return False


def _target(path: Path, force: bool) -> str:
    """What writing ``path`` means: "new", "replace" or "device"; raises WavFileError."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return "new"
    except OSError as error:
        raise _file_error(error, path) from error
    if stat.S_ISLNK(info.st_mode):
        if not force:
            raise WavFileError(FileProblem.LINK, path)
        return "new"  # the link itself is replaced, its target left alone
    if stat.S_ISDIR(info.st_mode):
        raise WavFileError(FileProblem.FOLDER, path)
    if stat.S_ISCHR(info.st_mode):
        return "device"
    if not stat.S_ISREG(info.st_mode):
        raise WavFileError(FileProblem.NOT_FILE, path)
    if not os.access(path, os.W_OK):
        raise WavFileError(FileProblem.READ_ONLY if _read_only(path) else FileProblem.PERMISSION,
                           path)
    if info.st_size and not force:
        try:
            is_wav = _looks_like_wav(path)
        except OSError as error:
            raise _file_error(error, path) from error
        if not is_wav:
            raise WavFileError(FileProblem.NOT_WAV, path)
    return "replace"


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


class _Destination:
    """Where the sound goes: opened before rendering, so a bad folder is known at once."""

    def __init__(self, path: Path, force: bool) -> None:
        self.path = path
        self.kind = _target(path, force)
        self._temp: str | None = None
        try:
            if self.kind == "device":
                self._fd = os.open(path, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0)
                                   | getattr(os, "O_NOCTTY", 0))
            else:
                self._fd, self._temp = tempfile.mkstemp(
                    dir=path.parent, prefix=f".{path.name[:64]}.", suffix=".tmp")
        except OSError as error:
            raise _file_error(error, path) from error
        if self.kind == "device" and os.isatty(self._fd):
            self.discard()  # sound bytes would drive the terminal
            raise WavFileError(FileProblem.NOT_FILE, path)

    def commit(self, data: bytes) -> None:
        """Write ``data`` and put it in place; raises WavFileError (the old file stays)."""
        try:
            _write_all(self._fd, data)
            if self._temp is not None:
                os.fsync(self._fd)
                os.fchmod(self._fd, self._mode())
            os.close(self._fd)
            self._fd = -1
            if self._temp is not None:
                os.replace(self._temp, self.path)
                self._temp = None
        except OSError as error:
            raise _file_error(error, self.path) from error

    def _mode(self) -> int:
        if self.kind == "replace":
            with contextlib.suppress(OSError):
                return stat.S_IMODE(os.lstat(self.path).st_mode)
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask

    def discard(self) -> None:
        """Close and remove what ``commit`` did not put in place."""
        if self._fd >= 0:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = -1
        if self._temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(self._temp)
            self._temp = None


def _fixed_header(data: bytes) -> bytes:
    """espeak-ng's ``--stdout`` WAV with its two sizes set (a pipe cannot be rewound)."""
    if len(data) >= 44 and data[:4] == b"RIFF" and data[8:12] == b"WAVE" \
            and data[36:40] == b"data":
        return (data[:4] + (len(data) - 8).to_bytes(4, "little") + data[8:40]
                + (len(data) - 44).to_bytes(4, "little") + data[44:])
    return data


def _render(spoken: str, lang: str, voice: Voice) -> tuple[bytes, str]:
    """The WAV bytes of ``spoken`` and the engine's name; raises SpeechError."""
    if environment.which("espeak-ng"):
        backend = EspeakBackend()
        argv = [*backend.argv(lang, voice), "--stdout"]  # the WAV on stdout, ours to write
        try:
            done = subprocess.run(argv, input=spoken.encode("utf-8"), capture_output=True,
                                  timeout=60, env=environment.child_environment())
        except (OSError, subprocess.TimeoutExpired) as error:
            raise SpeechError(f"espeak-ng: {error}") from error
        # A missing dictionary still gives a WAV (the text read by other rules): a failure.
        problem = looks_failed(done.stderr)
        if done.returncode != 0 or done.stdout[:4] != b"RIFF" or problem:
            message = problem or done.stderr.decode("utf-8", "replace").strip()
            raise SpeechError(f"espeak-ng: {message or f'exit status {done.returncode}'}")
        return _fixed_header(done.stdout), backend.name
    worker = WorkerBackend("pyttsx3")
    with tempfile.TemporaryDirectory(prefix="tripeaks-a11y-") as folder:
        wav = Path(folder) / "speech.wav"
        try:
            worker.speak(Utterance(spoken, lang), voice, to=wav)
        finally:
            worker.close()
        try:
            return wav.read_bytes(), worker.name
        except OSError as error:
            raise SpeechError("pyttsx3 wrote no file") from error


def render_to_file(text: str, lang: str, path: Path, voice: Voice | None = None, *,
                   force: bool = False) -> str:
    """Write ``text`` spoken in ``lang`` to the WAV file ``path``; returns the engine's name.

    Uses espeak-ng where it is installed, else pyttsx3 (in a child process).
    ``path`` may be new, a WAV file (replaced), an empty file or a character
    device; ``force`` also replaces any other file, or a symbolic link itself
    (never its target). Raises ValueError for text with nothing to say,
    WavFileError (before rendering where it can) when ``path`` cannot or may
    not be written, SpeechError when no engine can render it. On any error
    ``path`` is left as it was.
    """
    spoken = pronounceable(text, lang)
    if not spoken:
        raise ValueError("nothing to say")
    destination = _Destination(path, force)
    try:
        data, name = _render(spoken, lang, voice or Voice())
        destination.commit(data)
    finally:
        destination.discard()
    return name


def speak_aloud(text: str, lang: str, voice: Voice | None = None, timeout: float = 120.0) -> str:
    """Say ``text`` with the first own voice that works and wait until it is said.

    Returns the output used ("tts", or "none" when no voice worked).
    """
    from ..settings import Settings

    voice = voice or Voice()
    controller = SpeechController(Plan("tts", tts_factories()),
                                  Settings(rate=voice.rate, volume=voice.volume))
    try:
        controller.say(text, lang, keep=True)
        controller.wait_idle(timeout)
        return controller.output
    finally:
        controller.close()
