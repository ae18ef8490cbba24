"""A second recogniser's word on what Whisper heard (issue 31, point 6).

Whisper tiny.en ranks the right command first for most utterances, but many
of them win by too little to be acted on safely; its own free reading
(``Scored.agrees``) vouches for some. Pocketsphinx, decoding the same audio
under the command grammar with a different model (an acoustic model of
phones, not a transformer), errs in other places: when both name the same
command, a narrower margin is enough (``Thresholds.second_margin``). On the
English tuning voices this took the commands heard right from 408 to 456 of
499 with none acted on wrongly and no everyday sentence taken; it never
decides alone, and never lowers the bar for yes and no.

``SecondOpinion`` is fed the utterance as Whisper is, while the player
speaks (pocketsphinx decodes as the audio comes), and finishes its search
only when asked (``command``): an utterance Whisper settles alone costs
nothing after speech, and one it does not about 3 ms, since the words are
the search's best path, not the lattice's (``lattice=False``: tens of
milliseconds less; on the tuning voices it heard as many commands right).
Used for languages whose built-in recogniser is not experimental (English);
where pocketsphinx is not installed, Whisper hears alone, as before.
"""

from __future__ import annotations

from ..commands import Command, ParseError, parse
from .recognizer import Recognizer, RecognizerError, built_in_hears, pocketsphinx_recognizer

__all__ = ["SecondOpinion", "second_opinion_for"]


class SecondOpinion:
    """Another recogniser (``Recognizer``) hearing the same utterance; ``command`` is
    what it heard, as typed text parses it. Not thread-safe, like a recogniser."""

    def __init__(self, recognizer: Recognizer) -> None:
        self._recognizer = recognizer
        self._open = False
        self._heard: Command | None = None

    def begin(self) -> None:
        """Start an utterance: whatever was fed before is dropped."""
        self._recognizer.begin()
        self._open = True
        self._heard = None

    def feed(self, samples: bytes) -> None:
        """More of the utterance (16-bit mono PCM at 16 kHz), decoded as it comes."""
        if not self._open:
            self.begin()
        self._recognizer.feed(samples)

    def command(self) -> Command | None:
        """The command the recogniser heard in the utterance fed since ``begin``: None
        when it heard nothing, no whole command, or failed (it only ever adds to
        Whisper's word). The search is finished on the first call; later calls
        give the same answer until ``begin``."""
        if self._open:
            self._open = False
            try:
                recognition = self._recognizer.end()
            except RecognizerError:
                recognition = None
            if recognition is not None:
                try:
                    self._heard = parse(recognition.text, lang=self._recognizer.lang)
                except ParseError:
                    self._heard = None
        return self._heard


def second_opinion_for(lang: str) -> SecondOpinion | None:
    """Pocketsphinx as the second opinion for ``lang`` when its row says the built-in
    recogniser hears it with its own phones, not experimentally (English), and
    pocketsphinx is installed and starts; None otherwise (never raises)."""
    if not built_in_hears(lang):
        return None
    try:
        return SecondOpinion(pocketsphinx_recognizer(lang, lattice=False))
    except RecognizerError:
        return None
