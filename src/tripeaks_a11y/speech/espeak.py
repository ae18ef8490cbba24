"""The espeak-ng backend: one espeak-ng process per utterance, to the sound card or to files."""

from __future__ import annotations

import os
import threading
import wave
from pathlib import Path

from .. import environment
from ..languages import FALLBACK, language
from .backend import ChildRunner, SpeechError, Voice, looks_failed, time_limit
from .spoken import Utterance

__all__ = ["EspeakBackend"]

ESPEAK_WPM = 175  # espeak-ng's own default rate, words per minute


def _wav_seconds(path: Path) -> float:
    try:
        with wave.open(str(path), "rb") as wav:
            return wav.getnframes() / float(wav.getframerate() or 1)
    except (OSError, EOFError, wave.Error):
        return 0.0


class EspeakBackend:
    """espeak-ng, one child process per utterance, in the utterance's language voice.

    ``output``: "device" (the sound card), "null" (synthesise, keep nothing:
    a null sink for benchmarks) or a folder, where each utterance becomes
    ``NNNN-EVENT.wav`` and a line of ``speech.log`` (sequence number, event,
    "said" or "cut", text). With a folder, ``realtime`` makes each utterance
    last as long as its audio, as on a sound card, so that cutting off and
    queueing behave as they would for a listener.
    Raises SpeechError when espeak-ng is not installed.
    """

    kind = "tts"
    name = "espeak-ng"

    def __init__(self, output: str | Path = "device", *, executable: str | None = None,
                 realtime: bool = True, slack: float = 5.0) -> None:
        found = executable or environment.which("espeak-ng")
        if not found:
            raise SpeechError("espeak-ng is not installed")
        self._exe = found
        self.output = output
        self.realtime = realtime
        self.slack = slack
        self._runner = ChildRunner()
        self._seq = 0
        self._log_lock = threading.Lock()
        if isinstance(output, Path):
            output.mkdir(parents=True, exist_ok=True)

    def argv(self, lang: str, voice: Voice, wav: str | None = None) -> list[str]:
        """The espeak-ng command line for ``lang`` at ``voice``, reading the text from stdin."""
        wpm = max(80, min(450, round(ESPEAK_WPM * voice.rate / 100)))
        amplitude = max(0, min(200, voice.volume))
        argv = [self._exe, "-v", language(lang).espeak_voice, "-s", str(wpm),
                "-a", str(amplitude), "-b", "1"]
        if wav is not None:
            argv += ["-w", wav]
        return [*argv, "--stdin"]

    def probe(self, lang: str = FALLBACK) -> None:
        """Say a silent syllable (amplitude 0) in ``lang`` to the output: errors show a
        missing device, voice or dictionary."""
        wav = None if self.output == "device" else os.devnull
        result = self._runner.run(self.argv(lang, Voice(volume=0), wav), b"a",
                                  Utterance("a", lang), 10.0)
        assert result is not None  # a fresh utterance is never cancelled
        status, stderr = result
        problem = looks_failed(stderr)
        if status != 0 or problem:
            raise SpeechError(f"espeak-ng: {problem or f'exit status {status}'}")

    def speak(self, utterance: Utterance, voice: Voice) -> None:
        """Say ``utterance`` (see the class for where it goes); raises SpeechError."""
        text = utterance.text.strip()
        if not text:
            return
        wav: str | None = None
        if self.output == "null":
            wav = os.devnull
        elif isinstance(self.output, Path):
            with self._log_lock:
                self._seq += 1
                seq = self._seq
            wav = str(self.output / f"{seq:04d}-{utterance.event}.wav")
        limit = time_limit(text, voice, self.slack)
        result = self._runner.run(self.argv(utterance.lang, voice, wav), text.encode("utf-8"),
                                  utterance, limit)
        if result is not None:
            status, stderr = result
            problem = looks_failed(stderr)
            if status != 0 or problem:
                raise SpeechError(f"espeak-ng: {problem or f'exit status {status}'}")
        if isinstance(self.output, Path):
            if result is not None and self.realtime:
                # Play it out as a sound card would; stop() ends the wait.
                utterance.cancelled.wait(_wav_seconds(Path(str(wav))))
            status_word = "cut" if utterance.cancelled.is_set() or result is None else "said"
            self._log(seq, utterance, status_word)

    def _log(self, seq: int, utterance: Utterance, status: str) -> None:
        assert isinstance(self.output, Path)
        line = f"{seq:04d}\t{utterance.event}\t{status}\t{utterance.text}\n"
        with self._log_lock, open(self.output / "speech.log", "a", encoding="utf-8") as log:
            log.write(line)

    def stop(self, utterance: Utterance) -> None:
        """Kill the child saying ``utterance`` (its ``cancelled`` ends a real-time wait)."""
        self._runner.stop(utterance)

    def silence(self) -> None:
        """Kill whatever child is speaking."""
        self._runner.stop(None)

    def close(self) -> None:
        """Stop speaking."""
        self.silence()
