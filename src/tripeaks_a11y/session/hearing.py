"""Hearing (issue 15, point 3 "Safety"): commands heard, their question, ``listen`` and ``voice``.

``hear`` takes what a recogniser heard through the same parser as typed text.
Words that are no whole command are said back and change nothing; a command
that only reads (its row's ``reads``, or a setting said with no value) is answered at
once; one that changes the game is asked first ("Play 7 of spades? Say yes
or no.") when the ``voice confirm`` policy says so: ``always``; ``uncertain``
(the default) when the recogniser was not sure; ``never``. Yes or no answers
it, by voice or keys, like every question of the session (``Ask.HEARD``);
another command drops it ("Not played."). ``Hearing`` is a front-end: it turns
what was heard into a ``Command`` and hands it to the session's dispatch.

``listen on|off|always|key`` and ``voice confirm …`` / ``voice engine …`` /
``voice interrupt on|off`` are kept in ``settings.toml`` ``[voice]``
(``settings.keeper``); ``listening`` is what the terminal reads after each answer
to start or stop the microphone, ``voice_interrupt`` what its listener reads
when the player starts speaking over the game.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from ..announcer import Announcement
from ..commands import MAX_LINE, CardTarget, Command, ParseError, parse
from ..commands.grammar import VOICE_SUBJECTS
from ..commands.table import find
from ..settings import LISTEN_CHOICES
from .base import Answer
from .questions import Ask, Question, Replies

if TYPE_CHECKING:
    from ..listen.choice import EngineChoice
    from .base import SessionBase

__all__ = ["DEFAULT_ENGINE", "ENGINE_NAMES", "Hearing", "changes_game"]

ENGINE_NAMES: Final[tuple[str, ...]] = VOICE_SUBJECTS["engine"]
"""The recognisers ``voice engine`` takes (``listen.engines.ENGINES``' names)."""

DEFAULT_ENGINE: Final = "auto"
"""The recogniser when none is set: chosen from what is there (``listen.choice``)."""


def changes_game(command: Command) -> bool:
    """Whether ``command`` may change the game or a setting: anything but a row that
    reads (``commands.table.CommandRow.reads``) or a setting said alone
    (``reads_bare``). A command no row knows changes the game (the safe side: it is
    asked first)."""
    row = find(command.name)
    if row is None:
        return True
    if row.reads:
        return False
    bare = command.arg is None and command.number is None and command.target is None
    return not (row.reads_bare and bare)


class Hearing:
    """``hear``, ``listening``, ``listening_failed`` and the ``listen`` and ``voice`` commands;
    the run's ``screen_reader`` and ``microphone`` (the cli sets them)."""

    def __init__(self, session: SessionBase) -> None:
        self.session = session
        self.screen_reader: bool | Callable[[], bool] | None = None
        """Whether a screen reader reads the answers, or a function that says it now (the
        cli gives one that follows the speech plan, switched at run time too); None: the
        speech output says it (``screen-reader``)."""
        self.microphone = True
        """Whether this run may open the microphone at all (the cli sets False for a
        script run without ``--listen``: no ``Ears`` is made, so a script's answers stay
        its own). Without it ``listening`` is "off" whatever the setting, and ``listen``
        says why."""
        self._listen_now: str | None = None  # this run only: --listen, or off after a failure
        self._engine_now: str | None = None  # this run only: --voice-engine
        self._model_now: Path | None = None  # this run only: --voice-model
        self._chosen: tuple[str, EngineChoice] | None = None  # (language, choice), kept
        heard_declined = self._heard_declined
        session.questions.register(Ask.HEARD, Replies(
            on_yes=self._heard_yes, on_no=heard_declined, on_dropped=heard_declined))

    # ----- hearing ------------------------------------------------------------

    def hear(self, text: str, *, certain: bool) -> Answer:
        """Answer what a recogniser heard (``text``: its words), as typed text is answered.

        Not a whole command: "I heard: …; not a command.", and nothing
        changes (a pending question stays, and a yes/no question is put again
        after it; ``repeat`` repeats what came before: noise must not take the
        question's place). A command that changes the game
        (``changes_game``) is asked first under ``voice confirm always``, or
        under ``uncertain`` (the default) when ``certain`` is False; the
        question holds the command, which ``yes`` carries out. Commands that
        ask their own question while a game is in progress (``OWN_QUESTION``)
        are not asked twice. ``stop`` silences, as typed. Never raises.
        """
        words = " ".join(text.split())
        if not words:
            return []
        s = self.session
        s.heard = None
        card = s.choice(words) if len(words) <= MAX_LINE else None
        if card is not None:
            command = Command("play", target=CardTarget(card))
        else:
            try:
                command = parse(words, lang=s.lang)
            except ParseError:
                # repeat keeps the last; an open yes/no question is put again
                return [s.announcer.listening.heard_not_command(words), *s.question_again()]
        if not self._asks_first(command, certain):
            return s.handle(words)
        question = s.question
        dropped = s.questions.dropped(question) \
            if question and question.ask is not Ask.CHOOSE else []
        asked = s.ask(Question(Ask.HEARD, command=command), self._heard_question(command, words))
        s.heard = command.name
        return s.remember([*dropped, asked])

    def _asks_first(self, command: Command, certain: bool) -> bool:
        """Whether ``voice confirm`` asks before ``command`` heard is carried out."""
        if not changes_game(command):
            return False
        row = find(command.name)  # a command that asks its own question is not asked twice
        if row is not None and row.asks and self.session.in_progress:
            return False
        policy = self.session.preferences.settings.voice_confirm
        return policy == "always" or (policy == "uncertain"
                                      and (not certain or self._asks_every_move()))

    def _asks_every_move(self) -> bool:
        """Whether every move heard is asked first, whatever the recogniser says of its
        certainty: the game chose it and its row says so
        (``listen.engines.Engine.asks_when_chosen``: the built-in one)."""
        from ..listen.engines import ENGINES  # something was heard: listening is loaded

        if self._named_engine() is not None:
            return False
        engine = ENGINES.get(self.engine_choice().engine)
        return engine is not None and engine.asks_when_chosen

    def _heard_question(self, command: Command, words: str) -> Announcement:
        cards = tuple(target.card for target in (command.target, command.second)
                      if isinstance(target, CardTarget))
        bare = command.arg is None and command.number is None and command.target is None
        listening = self.session.announcer.listening
        return listening.heard_question(command.name, cards, words, bare=bare)

    # ----- the question's answers (``Ask.HEARD``) ---------------------------

    def _heard_yes(self, question: Question) -> Answer:
        if question.command is None:
            return [self.session.announcer.conversation.cancelled()]
        return self.session.dispatch(question.command)

    def _heard_declined(self, question: Question) -> Answer:
        """``no``, another command or Ctrl+C: the command heard is not carried out."""
        if question.command is None:
            return [self.session.announcer.conversation.cancelled()]
        return [self.session.announcer.listening.heard_declined(question.command.name)]

    # ----- listening ------------------------------------------------------

    @property
    def listen_mode(self) -> str:
        """The listening setting in force: "off", "on", "always" or "key" (``listening``
        resolves "on"). Set it for this run only (``--listen`` sets "on"); the
        ``listen`` command keeps it in the settings. Raises ValueError for another value."""
        return self._listen_now or self.session.preferences.settings.listen

    @listen_mode.setter
    def listen_mode(self, mode: str) -> None:
        if mode not in LISTEN_CHOICES:
            raise ValueError(f"not a listening mode: {mode!r}")
        self._listen_now = mode

    @property
    def listening(self) -> str:
        """How the terminal listens now: "off", "always" (every utterance) or "key" (one
        utterance after F5). "on" is "key" when a screen reader reads the answers (the
        game cannot tell when it speaks), else "always" (issue 15, point 1). Where the
        terminal has no F5 (``listen_key`` False) "on" is "always", and "key" is "off":
        always-on listening is the player's own choice there, as it may hear a
        screen reader's voice. Where the run opens no microphone (``microphone``
        False: a script without ``--listen``) it is "off"."""
        if not self.microphone:
            return "off"
        mode = self._wanted()
        return "off" if mode == "key" and not self.session.listen_key else mode

    def _wanted(self) -> str:
        """The listening mode in force, "on" resolved, before the terminal is asked
        whether it has F5: "on" is "key" with a screen reader where F5 can be
        pressed, "always" where it cannot."""
        mode = self.listen_mode
        if mode != "on":
            return mode
        return "key" if self.session.listen_key and self._reads_screen() else "always"

    def _listening_said(self) -> str:
        """``listening``, or "no-key" when "key" is asked for in a terminal without
        F5 (nothing listens there: issue 15 point 1, a plain terminal), or "script"
        when listening is asked for in a run that opens no microphone."""
        if not self.microphone:
            return "off" if self.listen_mode == "off" else "script"
        mode = self._wanted()
        return "no-key" if mode == "key" and not self.session.listen_key else mode

    def _reads_screen(self) -> bool:
        reader = self.screen_reader
        if callable(reader):
            return reader()
        if reader is not None:
            return reader
        return getattr(self.session.speech_settings, "output", None) == "screen-reader"

    @property
    def voice_engine(self) -> str:
        """The recogniser to listen with: ``--voice-engine``, else ``[voice] engine``, else
        (or when either says "auto") the one ``engine_choice`` picks. Settable for
        this run only."""
        named = self._named_engine()
        return named if named is not None else self.engine_choice().engine

    @voice_engine.setter
    def voice_engine(self, name: str) -> None:
        self._engine_now = name

    def _named_engine(self) -> str | None:
        """The engine the player named (``--voice-engine``, ``[voice] engine``), or None
        when the game chooses."""
        named = self._engine_now or self.session.preferences.settings.voice_engine
        return named if named and named != DEFAULT_ENGINE else None

    def engine_choice(self, *, fresh: bool = False) -> EngineChoice:
        """The engine the game picks for the session's language from the enrolled voices
        and installed models of the data folder (``records.data_dir``;
        ``listen.choice.choose_engine``), kept
        until the language changes or ``fresh`` asks to look again (``listen`` and
        ``voice`` do: a voice may have been enrolled meanwhile)."""
        lang = self.session.lang
        if fresh or self._chosen is None or self._chosen[0] != lang:
            from ..listen.choice import choose_engine
            from ..records import data_dir

            self._chosen = (lang, choose_engine(lang, data_dir()))
        return self._chosen[1]

    @property
    def voice_model(self) -> Path | None:
        """The recogniser's model: ``--voice-model``, else ``[voice] model``, else the
        installed model the game chose (``engine_choice``) when it chose Whisper, else
        None. Settable for this run only."""
        if self._model_now is not None:
            return self._model_now
        model = self.session.preferences.settings.voice_model
        if model:
            return Path(model)
        return self.engine_choice().model if self._named_engine() is None else None

    @voice_model.setter
    def voice_model(self, path: Path | None) -> None:
        self._model_now = path

    @property
    def voice_interrupt(self) -> bool:
        """Whether the player's speech cuts the game's voice off (``voice interrupt
        on``; ``[voice] interrupt``, off by default): the terminal's listener reads
        it, from its own thread, each time speech starts while the game speaks."""
        return self.session.preferences.settings.voice_interrupt

    def listening_failed(self, problem: Exception) -> Answer:
        """The microphone or the recogniser failed (``problem``: the ``AudioError`` or
        ``RecognizerError`` raised, a ``listen.problems.ListeningError``, worded from
        its kind in the player's language; any other exception as kind "unexpected"):
        listening is turned off for this run, and one line says so, typing going on.
        The setting in the file is kept. The voice extra missing
        (``listen.extra.VoiceExtraMissing``) is told as how to add it, in one sentence."""
        from ..listen.extra import VoiceExtraMissing  # listening was tried: loaded already
        from ..listen.problems import ListeningError

        self._listen_now = "off"
        words = self.session.announcer.listening
        if isinstance(problem, VoiceExtraMissing):
            return [words.voice_extra_missing()]
        if isinstance(problem, ListeningError):
            return [words.listening_failed(problem.kind, problem.values)]
        return [words.listening_failed("unexpected", {"detail": type(problem).__name__})]

    def utterance_refused(self, kind: str) -> Answer:
        """One utterance the recogniser would not guess at (``kind`` "too-noisy": the
        speech hardly above the noise): "Too noisy for voice commands.", then an open
        yes/no question put again; nothing changes and listening goes on."""
        return [self.session.announcer.listening.utterance_refused(kind),
                *self.session.question_again()]

    def listening_answer(self) -> Answer:
        """How the game listens now, as ``listen`` alone says it (the terminal's answer
        to F5 while listening "always": the game already hears every command)."""
        return [self._listening_state()]

    def not_heard(self, *, silence: bool) -> Answer:
        """The one utterance asked for with F5 gave no command: ``silence`` when no
        speech started within the wait, else speech that was not recognised. One
        line ("Nothing heard."), then an open yes/no question put again; nothing
        changes and ``repeat`` keeps the answer before (as words that are no command)."""
        return [self.session.announcer.listening.not_heard(silence=silence),
                *self.session.question_again()]

    # ----- the commands ---------------------------------------------------

    def listen(self, command: Command) -> Answer:
        """``listen`` says how the game listens; ``listen on|off|always|key`` sets it."""
        choice = self.engine_choice(fresh=True)  # a voice may have been enrolled meanwhile
        if command.arg in LISTEN_CHOICES:
            # Without the voice extra nothing could listen, in script mode too: say how
            # to add it before anything else about listening.
            if command.arg != "off" and _voice_extra_missing():
                return [self.session.announcer.listening.voice_extra_missing()]
            if command.arg != "off" and self._named_engine() is None \
                    and choice.reason == "enrol-first":
                return [self.session.announcer.listening.enrol_first(self.session.lang)]
            self._listen_now = None
            self.session.preferences.keep("listen", command.arg)
        return [self._listening_state()]

    def _listening_state(self) -> Announcement:
        chosen = self.engine_choice() if self._named_engine() is None else None
        return self.session.announcer.listening.listening_state(
            self._listening_said(), self.voice_engine, self.session.lang,
            experimental=self._experimental(), interrupt=self.voice_interrupt,
            chosen=chosen.reason if chosen is not None else "",
            model=chosen.model_name if chosen is not None else "")

    def _experimental(self) -> bool:
        """Whether the recogniser hears the game's language only experimentally
        (``listen.engines.Engine.experimental``: pocketsphinx in Croatian and Arabic)."""
        from ..listen.engines import ENGINES  # read when listening is asked about

        engine = ENGINES.get(self.voice_engine)
        return engine is not None and self.session.lang in engine.experimental

    def voice(self, command: Command) -> Answer:
        """``voice`` says the voice-input settings; ``voice confirm always|uncertain|never``,
        ``voice engine NAME`` and ``voice interrupt on|off`` set them (the parser's
        arg: "never", "vosk", "on")."""
        value = command.arg or ""
        if value in VOICE_SUBJECTS["interrupt"]:
            self.session.preferences.keep("voice_interrupt", value == "on")
            return [self.session.announcer.listening.voice_interrupt_set(value == "on")]
        if value in VOICE_SUBJECTS["confirm"]:
            self.session.preferences.keep("voice_confirm", value)
            return [self.session.announcer.listening.voice_confirm_set(value)]
        if value in ENGINE_NAMES:
            self._engine_now = None
            self.session.preferences.keep("voice_engine", value)
            return [self.session.announcer.listening.voice_engine_set(value)]
        model = self.voice_model
        choice = self.engine_choice(fresh=True)
        engine = self._named_engine() or (DEFAULT_ENGINE if choice.reason == "enrol-first"
                                          else choice.engine)
        confirm = self.session.preferences.settings.voice_confirm
        if confirm == "uncertain" and self._asks_every_move():
            confirm = "always"  # said as it is done: the built-in one chosen asks every move
        return [self.session.announcer.listening.voice_settings(self._listening_said(),
                                                        confirm,
                                                        engine,
                                                        None if model is None else str(model),
                                                        key=self.session.listen_key,
                                                        interrupt=self.voice_interrupt)]


def _voice_extra_missing() -> bool:
    """Whether a library of the voice extra is not installed (found without importing it)."""
    from ..listen.extra import missing_voice_libraries

    return bool(missing_voice_libraries())
