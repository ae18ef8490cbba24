"""The speech output a run starts with (``--speech``, else the saved setting), and whether
a screen reader reads the answers now (``ScreenReaderSeen``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...settings.keeper import Preferences
from ...speech import SpeechController, detect_screen_reader, make_controller
from ...speech.detect import Detector
from ...speech.event_log import EventLog

if TYPE_CHECKING:
    pass


class ScreenReaderSeen:
    """Whether a screen reader reads the answers now, from the speech plan (issue 15
    point 1: then ``listen on`` is the F5 key, as the game cannot tell when the
    reader speaks). True when ``speech``'s output is the screen reader, or text
    only while a screen reader runs: ``detect`` wraps the plan's detector, which
    runs whenever "auto" is planned, at the start and on ``speech auto`` at run
    time; ``speech tts`` makes it False (the game's own voice: it knows when it
    speaks, so "on" is always-on listening).

    Text only chosen outright (``--speech none``, or ``speech none`` after
    ``tts``) runs no detector, yet a screen reader may well read that text
    aloud: the first time it matters (``listen on`` is resolved) the detector
    runs once, and its answer is kept until the next "auto" plan. So text
    only is the F5 key with a screen reader running and always-on listening
    without one, the issue's rule for the game's own text.
    """

    def __init__(self, detector: Detector = detect_screen_reader) -> None:
        self._detector = detector
        self._asked = False  # the detector has run at least once
        self.found: str | None = None
        """The screen reader the last detection found, or None."""
        self.speech: SpeechController | None = None
        """The speech controller whose output is read (set once it is made)."""

    def detect(self) -> str | None:
        """The detector's answer (the running screen reader's name, or None), kept."""
        self.found = self._detector()
        self._asked = True
        return self.found

    def __call__(self) -> bool:
        output = getattr(self.speech, "output", None)
        if output == "screen-reader":
            return True
        if output != "none":
            return False
        if not self._asked:
            self.detect()  # text only chosen outright: is a screen reader reading it?
        return self.found is not None


def _speech(choice: str | None, interactive: bool, preferences: Preferences, lang: str,
            reader: ScreenReaderSeen | None = None,
            log: EventLog | None = None) -> SpeechController:
    """The speech controller: ``--speech``, else the saved setting in a terminal, else none.

    Its voice check (in the background) tries the interface language ``lang``;
    ``reader`` is told what its "auto" plans find (``ScreenReaderSeen``);
    ``log`` (``--log FILE``) gets its events.

    A settings file that could not be read is told with the first output
    (``preferences.take_notices``, through the controller's notices).
    """
    if choice is None:
        choice = preferences.settings.output if interactive else "none"
    detector = reader.detect if reader is not None else detect_screen_reader
    return make_controller(choice, preferences=preferences, lang=lang, detector=detector,
                           log=log)
