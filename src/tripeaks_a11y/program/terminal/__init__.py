"""The terminal: reading lines (the prompt, plain input, a script) and printing answers.

``Output`` prints each announcement as a plain line (or a JSON line with
``--jsonl``), through the last guard against characters that drive the
terminal, and hands it to speech. ``run_repl`` reads at the keyboard
(prompt_toolkit set up for screen readers, or the terminal's own line
editing when it is dumb); ``run_script`` reads a script or a pipe. Ctrl+C at
the prompt silences speech and drops a pending question; while a line is
answered it stops a search (``solve``, ``hint``) at once and waits out
anything else, so a move is never cut in half. Ctrl+D at the prompt is
``quit``: asked first with a game in progress, a second Ctrl+D leaves (a
script or a pipe ends at its end, as always). A line typed while an answer is
worked out is shown once, at the next prompt (``unechoed``). A paste of
several lines is answered line by line (``pasted_lines``), and a mouse
report, or a typed sequence that looks like one, is ignored: the game has
no mouse. Input that is not UTF-8 is read with its bad bytes replaced.

Spoken commands (issue 15): ``run_voice_input`` answers the utterances of
``--voice-input`` in order (``Output.hear``); ``Ears`` keeps a ``Listener``
thread on the microphone as ``Session.listening`` says after each answer
("always", or one utterance on F5 for "key"), and the heard commands reach
the loop through an ``Inbox``: the prompt is woken from the thread
(``loop.call_soon_threadsafe``), the heard command answered, and the
half-typed line given back. F5 always answers: what was heard, "Nothing
heard." (``Session.not_heard``), or, listening always, how the game listens.
A plain terminal has no F5: there listening is "always" only (``listen
key`` says so and does not listen: ``Session.listen_key``), and lines are
read in a thread so that heard commands are answered while the game waits
for one. A microphone or recogniser failure is one sentence
(``Session.listening_failed``); typing goes on.
"""

from __future__ import annotations

from .ears import MICROPHONE_ENV, Ears
from .inbox import LISTEN_KEY, PROMPT, Inbox, KeyPressed
from .loops import pasted_lines, run_repl, run_script, run_voice_input, unechoed
from .output import Output, output_failed, plain_terminal, silence_stdout, utf8
from .system_locale import system_language, windows_ui_language

__all__ = ["LISTEN_KEY", "MICROPHONE_ENV", "PROMPT", "Ears", "Inbox", "KeyPressed", "Output",
           "output_failed", "pasted_lines", "plain_terminal", "run_repl", "run_script",
           "run_voice_input", "silence_stdout", "system_language", "unechoed", "utf8",
           "windows_ui_language"]
