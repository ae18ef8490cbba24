"""Hearing commands (issue 15, first slice): a grammar and a recogniser.

* ``grammar``: the JSGF grammar of the spoken commands, generated from the
  parser's tables (``commands.grammar``);
* ``recognizer``: the ``Recognizer`` protocol and the pocketsphinx recogniser
  restricted to that grammar, for 16 kHz mono 16-bit audio;
* ``audio``, ``segmenter``, ``listener``: WAV files and the microphone,
  utterances by voice-activity detection, and what is heard in them
  (``heard_in``, the ``Listener`` thread).
"""

from __future__ import annotations

from .audio import AudioError, AudioSource, microphone_source, wav_source
from .grammar import SpokenGrammar, card_names, jsgf, spoken_grammar
from .listener import Heard, Listener, heard_in
from .recognizer import (
    SAMPLE_RATE,
    PocketsphinxRecognizer,
    Recognition,
    Recognizer,
    RecognizerError,
    pocketsphinx_recognizer,
)
from .segmenter import Utterance, utterances

__all__ = [
    "SAMPLE_RATE",
    "AudioError",
    "AudioSource",
    "Heard",
    "Listener",
    "Utterance",
    "PocketsphinxRecognizer",
    "Recognition",
    "Recognizer",
    "RecognizerError",
    "SpokenGrammar",
    "card_names",
    "heard_in",
    "jsgf",
    "microphone_source",
    "pocketsphinx_recognizer",
    "spoken_grammar",
    "utterances",
    "wav_source",
]
