"""Hearing commands (issue 15, first slice): a grammar and a recogniser.

* ``grammar``: the JSGF grammar of the spoken commands, generated from the
  parser's tables (``commands.grammar``);
* ``recognizer``: the ``Recognizer`` protocol and the pocketsphinx recogniser
  restricted to that grammar, for 16 kHz mono 16-bit audio.
"""

from __future__ import annotations

from .grammar import SpokenGrammar, card_names, jsgf, spoken_grammar
from .recognizer import (
    SAMPLE_RATE,
    PocketsphinxRecognizer,
    Recognizer,
    RecognizerError,
    pocketsphinx_recognizer,
)

__all__ = [
    "SAMPLE_RATE",
    "PocketsphinxRecognizer",
    "Recognizer",
    "RecognizerError",
    "SpokenGrammar",
    "card_names",
    "jsgf",
    "pocketsphinx_recognizer",
    "spoken_grammar",
]
