"""The words of hearing (issue 15): what was heard, the question before a move heard,
``listen`` and ``voice``.

``ListeningWords`` is a part of ``Announcer``. The session hands it facts (the
words heard, the command's canonical name and the cards it names, the
listening mode and policy in force) and these methods pick the catalog message
(``locales/*/listening.ftl``). Words heard are outside text: they pass
``sanitize.echo`` here, so no control character is said back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from ..sanitize import echo
from ..values.cards import Card
from .announcement import Announcement
from .words import Words

__all__ = ["ACTION_QUESTIONS", "PLAYED_MOVES", "ListeningWords"]

ACTION_QUESTIONS: Final = ("draw", "undo", "redo", "new", "restart", "quit")
"""Commands heard alone whose question names the action ("Draw a card? Say yes or no.")."""

PLAYED_MOVES: Final = frozenset({"play", "remove", "pair", "draw"})
"""Commands whose refused question is answered "Not played." (the others: "Not done.")."""

PROBLEM_LIMIT: Final = 200
"""At most this many characters of a listening failure's own words are said."""


class ListeningWords:
    """The answers about hearing, worded in ``lang`` (a part of ``Announcer``)."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def heard_not_command(self, text: str) -> Announcement:
        """Words heard that are no whole command: "I heard: fly away; not a command."

        Event "refused"; ``text`` passes ``echo``. Nothing printable left: "I heard
        something that is not a command."
        """
        said = echo(text)
        if not said.strip():
            return self.words.say("heard-nothing", event="refused")
        return self.words.say("heard-not-command", event="refused", text=said)

    def heard_question(self, command: str, cards: Sequence[Card], heard: str, *,
                       bare: bool) -> Announcement:
        """The yes/no question before a command heard is carried out (event "info").

        ``command``: its canonical name; ``cards``: the cards it names (one for
        play or remove, two for a pair; none when it names a rank or a place);
        ``bare``: the command was heard with nothing after it. "Play 7 of
        spades? Say yes or no.", "Draw a card? Say yes or no."; any other command
        is said back as heard (``echo``): "I heard: new 1234. Do it? Say yes or no."
        """
        words = self.words
        if command in ("play", "remove") and len(cards) == 1:
            return words.say("heard-confirm-card", command=command, card=words.card(cards[0]))
        if command == "pair" and len(cards) == 2:
            return words.say("heard-confirm-pair", first=words.card(cards[0]),
                             second=words.card(cards[1]))
        if command in ACTION_QUESTIONS and bare:
            return words.say("heard-confirm-action", command=command)
        return words.say("heard-confirm", text=echo(heard))

    def heard_declined(self, command: str) -> Announcement:
        """No to the question about command ``command`` heard, or the question dropped:
        "Not played." for a move (``PLAYED_MOVES``), else "Not done." (event "info")."""
        return self.words.say("heard-not-played" if command in PLAYED_MOVES else "heard-not-done")

    def listening_state(self, mode: str, engine: str, heard_in: str, *,
                        experimental: bool = False, interrupt: bool = False,
                        chosen: str = "", model: str = "") -> Announcement:
        """How the game listens: "Listening: always, English, pocketsphinx." (event "info").

        ``mode``: "off", "always" or "key" (in force: "on" already resolved);
        "no-key": "key" asked for in a terminal without F5, where nothing listens
        ("Listening: off; the F5 key cannot be used in this terminal. …"); or
        "script": a script run without ``--listen``, where no microphone is
        opened ("Listening: off; script mode does not listen …").
        ``engine``: the recogniser's name; ``heard_in``: the language code it
        listens in; ``experimental``: the recogniser hears that language less
        well than issue 15's targets (the built-in one in Croatian and
        Arabic), said in one clause after its name ("…, pocketsphinx;
        recognition is experimental for now."). "Listening: off." names none of them.
        ``interrupt``: ``voice interrupt on``, said after the line while the game
        listens ("Speaking cuts the game's voice off."); off, the line is unchanged.
        ``chosen``: why the game chose the recogniser when the player named none
        (``listen.choice.CHOICE_REASONS``: "enrolled", "model" with ``model`` the
        Whisper model's name, "built-in"), one sentence after the line while the
        game listens ("It is the built-in one, as no voice is enrolled …"); "": named.
        """
        said = echo(engine)
        if experimental:
            said = self.words.t("listening-experimental", engine=said)
        state = self.words.say("listening-state", mode=mode, engine=said,
                               language=self.words.t("listening-language", heard_in=heard_in))
        if mode not in ("always", "key"):
            return state
        after = [state.text]
        if chosen:
            after.append(self.words.t("listening-chosen", reason=chosen, model=echo(model)))
        if interrupt:
            after.append(self.words.t("listening-interrupt"))
        return Announcement(state.event, " ".join(after))

    def enrol_first(self, lang: str) -> Announcement:
        """``listen on`` where nothing can be trusted to hear ``lang`` (no enrolled voice,
        no installed model: ``listen.choice``): listening stays off, and how to enrol
        (event "refused")."""
        return self.words.say("listening-enrol-first", event="refused", code=lang,
                              language=self.words.t("listening-language", heard_in=lang))

    def voice_settings(self, listen: str, confirm: str, engine: str,
                       model: str | None, *, key: bool = True,
                       interrupt: bool = False) -> Announcement:
        """``voice`` alone: the voice-input settings in one line (event "info").

        ``listen`` as ``listening_state``'s ``mode``; ``confirm``: "always",
        "uncertain" or "never"; ``model``: the model's path (said through
        ``echo``, it comes from a file or the command line), or None; ``key``:
        the terminal has F5, which listens once while listening is off (said then);
        ``interrupt``: ``voice interrupt on`` (the player's speech cuts the game off).
        """
        listen = "off-key" if listen == "off" and key else listen
        said = self.words.say("voice-settings", listen=listen, confirm=confirm, engine=echo(engine),
                              interrupt="on" if interrupt else "off")
        if model is None:
            return said
        where = self.words.say("voice-model", path=echo(model, PROBLEM_LIMIT))
        return Announcement(said.event, f"{said.text} {where.text}")

    def voice_confirm_set(self, confirm: str) -> Announcement:
        """``voice confirm always|uncertain|never``: when a move heard is asked first."""
        return self.words.say("voice-confirm-set", confirm=confirm)

    def voice_interrupt_set(self, interrupt: bool) -> Announcement:
        """``voice interrupt on|off``: whether speaking cuts the game's voice off
        ("Interrupt on: when you start speaking, the game stops talking …")."""
        return self.words.say("voice-interrupt-set", interrupt="on" if interrupt else "off")

    def voice_engine_set(self, engine: str) -> Announcement:
        """``voice engine NAME``: "Voice engine: vosk." (event "info")."""
        return self.words.say("voice-engine-set", engine=echo(engine))

    def voice_extra_missing(self) -> Announcement:
        """Listening asked for without the voice extra installed (event "refused"): one
        sentence saying how to add it ("… pipx inject tripeaks-a11y pocketsphinx
        sounddevice, or pip install 'tripeaks-a11y[voice]'.")."""
        return self.words.say("voice-extra-missing", event="refused")

    def problem(self, kind: str, values: Mapping[str, str | int]) -> str:
        """Why listening cannot go on, in one sentence: the catalog's
        ``listening-problem-KIND`` for a ``kind`` of ``listen.problems.PROBLEMS``
        with its ``values`` (text values through ``echo``, at most
        ``PROBLEM_LIMIT`` characters: names, paths and an engine's own words came
        from outside). "No microphone was found." Raises KeyError for an unknown
        kind. A ``language`` value is a code; ``name`` is given beside it, that
        language's name in the answer's language."""
        args = {name: echo(value, PROBLEM_LIMIT) if isinstance(value, str) else value
                for name, value in values.items()}
        if isinstance(values.get("language"), str):
            args["name"] = self.words.t("listening-language", heard_in=values["language"])
        return self.words.t(f"listening-problem-{kind}", **args)

    def listening_failed(self, kind: str, values: Mapping[str, str | int]) -> Announcement:
        """The microphone or the recogniser failed and listening is off (event "refused"):
        "Listening stopped: No microphone was found. Typing still works." (``problem``
        words ``kind`` and ``values``)."""
        return self.words.say("listening-failed", event="refused",
                              problem=self.problem(kind, values))

    def utterance_refused(self, kind: str) -> Announcement:
        """One utterance the recogniser would not guess at (event "refused"): for
        ``kind`` "too-noisy", "Too noisy for voice commands." Listening goes on."""
        return self.words.say("heard-refused", event="refused", reason=kind)

    def not_heard(self, *, silence: bool) -> Announcement:
        """F5's one utterance gave no command (event "refused"): "Nothing heard."
        when ``silence`` (no speech within the wait), else "Not understood; press
        F5 and say it again." (speech the recogniser did not take for a command)."""
        return self.words.say("heard-none", event="refused",
                              reason="silence" if silence else "unclear")
