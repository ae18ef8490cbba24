"""Every printed Arabic line reads right to left, a line that starts with a Latin word too.

Issue 30 item 5: «TriPeaks، التوزيعة رقم …» (a records line) and «--variant
standard تعني …» (an error) started with a Latin word and no mark, so a
terminal that takes a line's direction from its first strong letter (Unicode
bidi rules P2-P3) showed them left to right. ``sanitize.ltr_marked`` now puts
a RIGHT-TO-LEFT MARK first on such a line. Every Arabic catalog message is
rendered with sample values and printed as the terminal prints it.
"""

from __future__ import annotations

import itertools
import unicodedata

import pytest
from conftest import run_main
from test_i18n import SAMPLE_VARIETY, _sample_args

from tripeaks_a11y.i18n import message_ids, t
from tripeaks_a11y.sanitize import LRM, RLM, ltr_marked, terminal_line

LANG = "ar"


def first_strong(line: str) -> str | None:
    """The bidi class of the first strong character of ``line`` (marks included): "L",
    "R" or "AL"; None when it has none."""
    return next((kind for kind in map(unicodedata.bidirectional, line)
                 if kind in ("L", "R", "AL")), None)


def printed_arabic() -> dict[str, set[str]]:
    """Message id -> its texts, rendered with a few sample values each."""
    peaks = itertools.cycle(("left", "middle", "right"))
    rules = itertools.cycle(("easy", "classic"))
    return {msg_id: {t(LANG, msg_id, **_sample_args(count, row, rank, suit, next(peaks),
                                                    next(rules)))
                     for count, row, rank, suit in SAMPLE_VARIETY[::7]}
            for msg_id in sorted(message_ids(LANG))}


def test_every_arabic_line_is_printed_right_to_left() -> None:
    started_latin = set()
    for msg_id, texts in printed_arabic().items():
        for text in texts:
            line = ltr_marked(terminal_line(text))
            if not any(unicodedata.bidirectional(ch) == "AL" for ch in text):
                assert line == terminal_line(text), (msg_id, line)  # no Arabic: no mark
                continue
            if first_strong(text) == "L":
                started_latin.add(msg_id)
                assert line.startswith(RLM), (msg_id, line)
            else:
                assert RLM not in line, (msg_id, line)  # only where it is needed
            assert first_strong(line) in ("R", "AL"), (msg_id, line)
    # the two lines the issue found, and the check sees them
    assert {"records-game", "variants-standard-alone"} <= started_latin


def test_a_latin_word_inside_a_line_gets_no_right_to_left_mark() -> None:
    assert ltr_marked("اكتب --speech none") == f"اكتب {LRM}--speech none"
    assert ltr_marked("--speech none تعني") == f"{RLM}{LRM}--speech none تعني"
    assert ltr_marked("TriPeaks، التوزيعة رقم 5") == f"{RLM}TriPeaks، التوزيعة رقم 5"
    assert ltr_marked("TriPeaks, deal 5") == "TriPeaks, deal 5"  # no Arabic: as it is


def test_the_variant_error_of_the_program_reads_right_to_left() -> None:
    done = run_main(["--lang", LANG, "--variant", "standard", "--variant", "joker"], "")
    assert done.returncode == 2
    line = done.stderr.strip("\n")
    assert line.startswith(RLM) and first_strong(line) == "R"
    assert line.replace(RLM, "").replace(LRM, "") == t(LANG, "variants-standard-alone")


@pytest.mark.parametrize("lang", ["en", "hr"])
def test_lines_of_other_languages_get_no_mark(lang: str) -> None:
    done = run_main(["--lang", lang, "--variant", "standard", "--variant", "joker"], "")
    assert done.stderr.strip() == t(lang, "variants-standard-alone")
