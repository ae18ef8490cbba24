"""Why listening cannot go on, as a kind and its values, never as words (issue 30 item 6).

The listening layer says what went wrong (no microphone, a busy one, a file
that is no WAV file, a model missing…) as a ``ListeningError``: a ``kind``
of ``PROBLEMS`` and the values its sentence needs (a file's name, a rate, the
sound system's own words). The announcer words it in the player's language
(``announcer.listening``, the catalogs' ``listening-problem-KIND`` in
locales/*/listening.ftl), so that no English sentence reaches an Arabic or a
Croatian answer. ``str()`` of the error is the kind and its values, for logs.
Values that came from outside (names, paths, an engine's message) are made
safe here (``sanitize.echo``), before any layer above sees them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ..sanitize import echo

__all__ = ["DETAIL_LIMIT", "PROBLEMS", "ListeningError"]

DETAIL_LIMIT = 160
"""At most this many characters of a value from outside (a name, a path, a message)."""

PROBLEMS: Final[Mapping[str, tuple[str, ...]]] = {
    # the microphone
    "no-microphone": (),
    "busy": (),
    "gone": (),
    "no-portaudio": (),
    "sound-system": ("detail",),  # PortAudio's own words, quoted
    # WAV files and folders
    "wav-format": ("name", "bits", "rate"),
    "not-wav": ("name",),
    "no-such-file": ("name",),
    "unreadable": ("name", "detail"),  # detail: the system's error name (EACCES)
    "no-wav-files": ("name",),
    "not-a-file": ("name",),  # a FIFO, a device or a socket: never opened (issue 32)
    "wav-damaged": ("name",),  # a chunk claims more bytes than the file holds
    "wav-too-big": ("name", "megabytes"),  # over listen.wav_file.MAX_WAV_BYTES
    "wav-needs": ("name", "channels", "bits", "rate"),  # listen --wav: not 16 kHz mono
    # the recognisers
    "rate": ("rate",),
    "no-engine": ("engine", "choices"),
    "engine-language": ("engine", "language", "choices"),
    "no-language": ("language",),  # the built-in recogniser
    "start": ("detail",),  # pocketsphinx's own words, quoted
    "not-installed": ("engine", "install"),  # install: the pip command that adds it
    "model-needed-vosk": (),
    "model-needed-whisper": (),
    "no-model": ("engine", "path"),
    "model-is-file-vosk": ("path",),
    "model-is-file-whisper": ("path", "files"),
    "model-lacks": ("path", "files"),  # Whisper: the files a model folder must hold
    "model-broken-vosk": ("path",),
    "model-broken-whisper": ("path",),
    "model-words": ("path",),  # Vosk: a model of another language
    "model-english": ("path",),  # Whisper: an English-only model
    "unreadable-speech": ("detail",),  # Whisper's own words, quoted
    "extra-missing": ("module",),  # the voice extra (listen.extra)
    "too-noisy": (),  # the enrolled voice: speech hardly above the noise
    "no-profile": ("language",),  # the enrolled voice: none for this language
    "take-missing": ("name",),  # listen enrol --from DIR: a take not there
    "take-empty": ("name",),  # a take with no speech in it
    "take-clipped": ("name",),  # a take too loud
    "take-noisy": ("name",),  # a take whose speech is hardly above its noise
    "no-word": ("word",),  # listen enrol --word ID: an id not in listen words
    "unexpected": ("detail",),  # a bug: the exception's class name
}
"""Every kind of listening problem and the names of its values, in order: the one list
the listening layer raises from, the announcer words and the tests walk."""


class ListeningError(Exception):
    """Listening that cannot go on: ``kind`` (a key of ``PROBLEMS``) and ``values``
    (exactly its names; text values made safe and cut to ``DETAIL_LIMIT``).

    ``AudioError`` and ``RecognizerError`` are its two sides. Raises ValueError
    for an unknown kind or values that are not its own.
    """

    def __init__(self, kind: str, **values: str | int) -> None:
        names = PROBLEMS.get(kind)
        if names is None or set(values) != set(names):
            raise ValueError(f"not a listening problem: {kind} {sorted(values)}")
        self.kind = kind
        self.values: dict[str, str | int] = {
            name: echo(value, DETAIL_LIMIT) if isinstance(value, str) else value
            for name, value in ((name, values[name]) for name in names)}
        super().__init__(kind, *self.values.values())

    def __str__(self) -> str:
        shown = ", ".join(f"{name}={value}" for name, value in self.values.items())
        return f"{self.kind} ({shown})" if shown else self.kind

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its class, kind and attributes, so that one raised in a worker
        process (``stats --jobs``, the benchmarks' pools) reaches the parent as
        itself: pickle's default calls ``__init__`` with the exception's args,
        which no subclass takes (a TypeError in the parent instead)."""
        return (_rebuilt, (type(self), self.kind, dict(self.values), dict(self.__dict__)))


def _rebuilt(cls: type[ListeningError], kind: str, values: dict[str, str | int],
             state: dict[str, Any]) -> ListeningError:
    """A ``ListeningError`` of class ``cls`` as it was pickled (``__reduce__``), its
    ``__init__`` not called again (a subclass's may take other arguments)."""
    error = cls.__new__(cls)
    Exception.__init__(error, kind, *values.values())
    error.__dict__.update(state)
    return error
