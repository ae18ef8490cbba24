"""Spoken English commands: recognition accuracy and time per utterance (issue 15).

Input: ``listen.corpus.ENGLISH_COMMANDS`` (20 commands) said by espeak-ng
voices en-us, en-us+m3 and en at 130 and 175 words a minute, resampled to
16 kHz mono with sox, padded with quiet and a faint white noise
(``corpus.synthesize``; the tests use 150 words a minute), recognised by
the built-in pocketsphinx recogniser under the generated command grammar.
Each heard text is parsed as typed text (``commands.parse``) and compared
with the parse of the intended command.

Prints per voice and rate, then overall: right (same command), wrong (a
different command: the dangerous case), none (nothing heard, or not a
command), and the decoding time per utterance (median, p90) in ms.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from tripeaks_a11y.commands import Command, ParseError, parse
from tripeaks_a11y.listen import SAMPLE_RATE, pocketsphinx_recognizer
from tripeaks_a11y.listen.corpus import ENGLISH_COMMANDS, missing_tools, synthesize

VOICES = ("en-us", "en-us+m3", "en")
RATES = (130, 175)


def _parsed(text: str | None) -> Command | None:
    if text is None:
        return None
    try:
        return parse(text)
    except ParseError:
        return None


def main() -> int:
    """Run the measurement and print it; 1 when espeak-ng or sox is missing."""
    if missing_tools():
        print(f"not installed: {', '.join(missing_tools())}")
        return 1
    recognizer = pocketsphinx_recognizer("en")
    totals = {"right": 0, "wrong": 0, "none": 0}
    times: list[float] = []
    misses: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        for voice in VOICES:
            for rate in RATES:
                counts = {"right": 0, "wrong": 0, "none": 0}
                for text in ENGLISH_COMMANDS:
                    samples = synthesize(text, Path(folder), voice=voice, rate=rate)
                    start = time.perf_counter()
                    heard = recognizer.recognize(samples, SAMPLE_RATE)
                    times.append((time.perf_counter() - start) * 1000)
                    got = _parsed(heard)
                    outcome = ("right" if got == parse(text)
                               else "none" if got is None else "wrong")
                    counts[outcome] += 1
                    if outcome != "right":
                        misses.append(f"  {voice} {rate}: {text!r} heard {heard!r} ({outcome})")
                for key, value in counts.items():
                    totals[key] += value
                print(f"{voice:9} {rate} wpm: right {counts['right']}/{len(ENGLISH_COMMANDS)}, "
                      f"wrong {counts['wrong']}, none {counts['none']}")
    total = sum(totals.values())
    print(f"overall: right {totals['right']}/{total} ({100 * totals['right'] / total:.0f}%), "
          f"wrong {totals['wrong']} ({100 * totals['wrong'] / total:.0f}%), "
          f"none {totals['none']}")
    ordered = sorted(times)
    print(f"decoding per utterance: median {statistics.median(ordered):.0f} ms, "
          f"p90 {ordered[int(0.9 * (len(ordered) - 1))]:.0f} ms")
    print("misses:")
    print("\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
