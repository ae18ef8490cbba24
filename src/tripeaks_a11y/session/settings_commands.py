"""The player's settings as commands: rules, error help, language, speech, and help."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import (
    COMMANDS,
    COMMANDS_BY_NAME,
    Command,
)
from ..i18n import LANGUAGES
from ..values.rules import VARIANTS, rules_chosen
from .base import Answer

if TYPE_CHECKING:
    from .base import SessionBase

__all__ = ["HELP_ALL", "OUTPUT_SETTINGS", "PRINTED_SETTINGS", "SettingsCommands"]

OUTPUT_SETTINGS = frozenset({"speech", "test"})
"""The speech commands the speech layer answers: which output, and a sample from it."""

PRINTED_SETTINGS = frozenset({"verbosity"})
"""The speech commands that change the printed answers too: kept with no speech layer."""

HELP_ALL = "all"
"""The help topic of every command's help (``help all``; the parser's value)."""


class SettingsCommands:
    """Handlers of rules, errors, lang, the speech settings and help."""

    def __init__(self, session: SessionBase) -> None:
        self.s = session

    def rules(self, command: Command) -> Answer:
        """``rules``: the rules in force; ``rules classic``, ``rules open peaks``, ``rules
        standard``: the rules of the next deal (``rules.rules_chosen``), kept. ``rules``
        then says how the game is won and lost. A game of one rule set (Pyramid)
        refuses a rule set or a variant named, and keeps none (docs/rules.md
        "Choosing the variants")."""
        answers = self.s.announcer.answers
        if command.arg is None and command.variants is None:
            return [*answers.rules_in_force(self.s.rules, self.s.next_rules,
                                            self.s.kind.messages, self.s.kind.has_rules),
                    answers.goal(self.s.kind.messages, self.s.game.layout.size)]
        if command.variants is not None and not self.s.kind.has_rules:
            return [answers.variants_tripeaks_only()]  # a game of one rule set
        if not self.s.kind.has_rules:
            return [answers.rules_tripeaks_only()]
        wanted = rules_chosen(self.s.next_rules, command.arg, command.variants)
        if self.s.kind.has_rules and wanted == self.s.rules and self.s.next_rules == self.s.rules:
            return [self.s.announcer.answers.rules_chosen(wanted, already=True)]
        self.s.choose_rules(wanted)
        return [self.s.announcer.answers.rules_chosen(wanted)]

    def _keep(self, name: str, value: str | bool) -> None:
        self.s.preferences.keep(name, value)  # for the next game at the keyboard

    def errors(self, command: Command) -> Answer:
        if command.arg in ("on", "off"):
            self.s.announcer.error_help = command.arg == "on"
            self._keep("error_help", self.s.announcer.error_help)
        return [self.s.announcer.answers.error_help_setting()]

    def lang(self, command: Command) -> Answer:
        if command.arg in LANGUAGES:
            self.s.announcer.lang = command.arg
            self._keep("lang", command.arg)
        return [self.s.announcer.answers.language_set()]

    def speech(self, command: Command) -> Answer:
        """The output and its test go to the speech layer; rate, volume… are preferences."""
        if self.s.speech_settings is None and command.name not in PRINTED_SETTINGS:
            return [self.s.announcer.answers.no_speech()]
        name = "test" if command.name == "speech" and command.arg == "test" else command.name
        value = command.number if command.number is not None else command.arg
        if name in OUTPUT_SETTINGS and self.s.speech_settings is not None:
            answer = self.s.speech_settings.apply_setting(name, value)
        else:
            answer = self.s.preferences.apply(name, value)
        return [self.s.announcer.answers.setting(answer)]

    def help(self, command: Command) -> Answer:
        """``help``: the short grouped answer; ``help all``: every command; ``help CMD``."""
        topic = command.arg
        if topic is None:
            return self.s.announcer.conversation.help_overview(self.s.kind,
                                                               self.s.game.layout.size)
        if topic == HELP_ALL:
            # Every row, in help order (a command added later too).
            return self.s.announcer.conversation.help_all(
                [(spec.name, self._other_words(spec.name)) for spec in COMMANDS], self.s.kind)
        if topic in COMMANDS_BY_NAME:
            said = [self.s.announcer.conversation.help(topic, self._other_words(topic),
                                                       self.s.kind)]
            if topic == "rules" and self.s.kind.game.variants:  # each variant (issue 17)
                said += self.s.announcer.answers.variants_help("".join(v.letter for v in VARIANTS))
            return said
        return [self.s.announcer.conversation.help_unknown(topic)]

    def _other_words(self, name: str) -> tuple[str, ...]:
        # From the parser's grammar, so help never lists a word the parser does not take.
        return COMMANDS_BY_NAME[name].words[self.s.lang][1:]
