"""Recognisers behind one small interface, and the built-in one: pocketsphinx (issue 15).

``Recognizer``: ``recognize(samples, rate)`` turns one utterance of 16-bit
little-endian mono audio into the words heard, or None when nothing was
heard. ``PocketsphinxRecognizer`` uses the US-English model inside the
pocketsphinx wheel (no download), restricted to the grammar of
``listen.grammar`` built from the words its dictionary knows, so that it can
only hear commands (DESIGN.md "Commands": 38 of 54 synthetic commands with a
grammar, 3 free-form).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .grammar import spoken_grammar

if TYPE_CHECKING:
    from .grammar import SpokenGrammar

__all__ = [
    "SAMPLE_RATE",
    "PocketsphinxRecognizer",
    "Recognizer",
    "RecognizerError",
    "pocketsphinx_recognizer",
]

SAMPLE_RATE = 16000
"""The rate of the bundled acoustic model, in samples per second."""

_SEARCH = "commands"


class RecognizerError(Exception):
    """A recogniser that cannot run: its library missing, a model it cannot
    load, or audio it cannot take. ``str()`` is one sentence for the player."""


class Recognizer(Protocol):
    """Speech to the words heard (one utterance at a time)."""

    def recognize(self, samples: bytes, rate: int) -> str | None:
        """The words heard in ``samples`` (16-bit little-endian mono PCM at
        ``rate`` Hz), lower case, or None when nothing was heard. Raises
        RecognizerError for a rate it cannot take."""
        ...


class PocketsphinxRecognizer:
    """pocketsphinx 5 with its bundled US-English model under a command grammar.

    Build it with ``pocketsphinx_recognizer``. Not thread-safe: one decoder,
    one utterance at a time.
    """

    def __init__(self, decoder: object, grammar: SpokenGrammar) -> None:
        self._decoder = decoder
        self.grammar = grammar
        """The grammar it is restricted to (only the words its dictionary knows)."""

    def recognize(self, samples: bytes, rate: int) -> str | None:
        """``Recognizer.recognize``; only ``SAMPLE_RATE`` is taken (RecognizerError).

        None as well when the decoder's best guess is not a whole sentence of
        the grammar (it ran out of audio inside a command).
        """
        if rate != SAMPLE_RATE:
            raise RecognizerError(
                f"The audio is at {rate} Hz; the speech recogniser needs {SAMPLE_RATE} Hz.")
        if len(samples) % 2:
            samples = samples[:-1]
        decoder = self._decoder
        decoder.start_utt()  # type: ignore[attr-defined]
        decoder.process_raw(samples, no_search=False, full_utt=True)  # type: ignore[attr-defined]
        decoder.end_utt()  # type: ignore[attr-defined]
        hyp = decoder.hyp()  # type: ignore[attr-defined]
        text = " ".join(str(hyp.hypstr).split()) if hyp is not None else ""
        # A best guess that stopped inside a rule ("play king of") is not heard.
        return text if text and self.grammar.accepts(text) else None


def pocketsphinx_recognizer(lang: str = "en") -> PocketsphinxRecognizer:
    """The pocketsphinx recogniser for ``lang`` (only "en": the bundled model).

    Raises RecognizerError, with one sentence, when pocketsphinx is not
    installed, cannot load its model, or the language has no model.
    """
    if lang != "en":
        raise RecognizerError(
            f"The built-in speech recogniser knows English only, not {lang!r}.")
    try:
        from pocketsphinx import Decoder
    except ImportError:
        raise RecognizerError(
            "The speech recogniser is not installed: pip install pocketsphinx.") from None
    try:
        decoder = Decoder(lm=None, samprate=SAMPLE_RATE, loglevel="FATAL")
        grammar = spoken_grammar(lang, lambda word: decoder.lookup_word(word) is not None)
        decoder.add_jsgf_string(_SEARCH, grammar.jsgf())
        decoder.activate_search(_SEARCH)
    except (RuntimeError, ValueError, OSError) as error:
        raise RecognizerError(
            f"The speech recogniser could not start: {error}.") from None
    return PocketsphinxRecognizer(decoder, grammar)
