"""The microphone while the game runs (``Ears``): a ``Listener`` as ``Session.listening``
says, F5 for one utterance, the heard commands answered in order.
"""


from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ... import environment
from ...session import Session
from ...speech.event_log import outside

if TYPE_CHECKING:  # listening is imported when it is used: the game starts without it
    from ...listen.audio import AudioSource
    from ...listen.listener import Listener
    from ...listen.recognizer import Recognizer


from .inbox import _STATE_ASKED, Inbox, KeyPressed, _StateAsked
from .output import Output


class Ears:
    """The microphone while the game runs: a ``Listener`` as ``Session.listening`` says.

    ``sync()`` (after each answer) starts it for "always", stops it for
    "off", and makes the recogniser the session asks for (engine, language,
    model; made again when one changes); ``once()`` (F5, for "key") listens
    for one utterance. The microphone is opened in the caller's thread, so a
    missing or busy one is told at once. ``answer_heard()`` answers in order
    what the thread heard (``Output.hear``), an utterance too noisy to hear
    (``Output.refused``: one sentence, listening goes on), F5's utterance that gave no
    command (``Session.not_heard``: "Nothing heard.") and the failures (one
    sentence, ``Session.listening_failed``: listening off, typing goes on).
    ``keys``: whether the terminal has F5 (``Session.listen_key`` says the
    same to the player; without it "key" does not listen). With ``voice
    interrupt on`` (``Session.voice_interrupt``) speech that starts over the
    game's voice silences it, as ``stop`` does, and is heard. ``stream``:
    where a plain terminal reads its lines, in a thread once listening.
    """

    def __init__(self, session: Session, out: Output, *, keys: bool = True,
                 stream: TextIO | None = None,
                 source_factory: Callable[[], AudioSource] | None = None) -> None:
        self.session = session
        self.out = out
        self.keys = keys
        self.stream = stream
        self.inbox = Inbox()
        self._factory = source_factory or _microphone
        self._opened: AudioSource | None = None
        self._made: tuple[str, str, Path | None] | None = None
        self._recognizer: Recognizer | None = None
        self._listener: Listener | None = None
        self._always = False  # the listener was started for this turn of "always"

    def _mode(self) -> str:
        mode = self.session.listening
        return "off" if mode == "key" and not self.keys else mode

    def sync(self) -> None:
        """Listen (or stop) as ``Session.listening`` says now."""
        mode = self._mode()
        listener = self._listener
        if mode != "always":
            self._always = False
        if mode == "off":
            if listener is not None and listener.always:
                listener.stop()  # one utterance asked for with F5 is still heard
            return
        if not self._ready():
            return
        listener = self._listener
        assert listener is not None
        if mode == "always" and not self._always:
            # Started once per turn of "always": a stand-in file that has ended is not
            # played again (a microphone's stream ends only with an error, said once).
            listener.stop()
            self._always = self._start(always=True)
        elif mode == "key" and listener.always:
            listener.stop()

    def once(self) -> None:
        """The one-utterance key (F5): the game's speech silenced, one utterance heard;
        with listening "key", and "off" too (the key is the player's own request).
        While listening "always" the game is already listening: its speech is
        silenced and the listening state said, so that the key always answers."""
        # Called by the prompt's key binding: a failure is told through the inbox,
        # which wakes the prompt, so that nothing is printed over the line editor.
        if self._mode() == "always":
            self.out.speech.stop()
            self.inbox.put(_STATE_ASKED)
            return
        if not self._ready(self.inbox.put):
            return
        listener = self._listener
        if listener is not None and not listener.running:
            self.out.speech.stop()
            self._start(always=False, tell=self.inbox.put)

    def answer_heard(self) -> bool:
        """Answer what was heard since the last call, in order, up to a game's end;
        returns whether the game has ended."""
        items = self.inbox.take()
        if items:  # something was heard: listening is under way, its module loaded
            from ...listen.listener import Heard, Refused
        for item in items:
            if self.session.finished:
                break
            if isinstance(item, Exception):
                self._failed(item)
            elif isinstance(item, Heard):
                self.out.hear(item)
            elif isinstance(item, Refused):
                self.out.refused(item)
            elif isinstance(item, KeyPressed):
                self.out.key(item.action)
            elif isinstance(item, _StateAsked):
                self.out.emit(self.session.listening_answer())
            else:
                self.out.emit(self.session.not_heard(silence=item.silence))
        return self.session.finished

    def close(self) -> None:
        """Stop listening (the game ends)."""
        if self._listener is not None:
            self._listener.stop()

    def _ready(self, tell: Callable[[Exception], None] | None = None) -> bool:
        """The recogniser for the session's engine, language and model, made when
        it changed; False (and one sentence told: ``tell``, else said at once) when
        it cannot be made."""
        from ...listen.engines import recognizer_for
        from ...listen.listener import Listener
        from ...listen.recognizer import RecognizerError

        session = self.session
        wanted = (session.voice_engine, session.lang, session.voice_model)
        if wanted == self._made and self._listener is not None:
            return True
        if self._listener is not None:
            self._listener.stop()
            self._listener = None
        try:
            self._recognizer = recognizer_for(*wanted)
        except RecognizerError as error:
            self._made = None
            (tell or self._failed)(error)
            return False
        self._made, self._always = wanted, False
        # Interrupt mode (voice interrupt on): speech over the game's voice silences it
        # at once, from the listener's thread (the controller takes stop from any thread).
        self._listener = Listener(self._source, self._recognizer, self.inbox.put,
                                  self.inbox.put, self.out.speech.speaking, self.inbox.put,
                                  interrupt=lambda: session.voice_interrupt,
                                  silence=self.out.speech.stop, log=self.out.log,
                                  refused=self.inbox.put)
        return True

    def _start(self, *, always: bool,
               tell: Callable[[Exception], None] | None = None) -> bool:
        """Open the source and start the listener; False (and one sentence, as
        ``_ready`` tells it) when the source cannot be opened."""
        from ...listen.audio import AudioError

        # The microphone is opened here, so that a missing one is told at once.
        try:
            self._opened = self._factory()
        except AudioError as error:
            (tell or self._failed)(error)
            return False
        if self.stream is not None and always:
            self.inbox.read_lines(self.stream)
        listener = self._listener
        assert listener is not None
        if always:
            listener.start()
        else:
            listener.once()
        return True

    def _source(self) -> AudioSource:
        """The Listener's source: the microphone opened by ``_start``, else a new one."""
        opened, self._opened = self._opened, None
        return opened if opened is not None else self._factory()

    def _failed(self, problem: Exception) -> None:
        if self._listener is not None:
            self._listener.stop()
        if self.out.log is not None:  # --log FILE: a microphone or recogniser error
            self.out.log.write("listening-failed", error=outside(str(problem)))
        self.out.emit(self.session.listening_failed(problem))


MICROPHONE_ENV = "TRIPEAKS_A11Y_MICROPHONE"
"""A WAV file or folder heard as the microphone, in real time (tests, demonstrations)."""


def _microphone() -> AudioSource:
    """The default microphone, or the WAV file or folder ``$TRIPEAKS_A11Y_MICROPHONE``
    names, played in real time (``wav_source(paced=True)``); AudioError."""
    from ...listen.audio import microphone_source, wav_source

    stand_in = environment.environ().get(MICROPHONE_ENV)
    if stand_in:
        return wav_source(Path(stand_in), paced=True)
    return microphone_source()



