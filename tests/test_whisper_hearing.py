"""When Whisper's best candidate is heard (issue 31, points 2, 4 and 6):
listen.whisper_hearing and listen.second_opinion.

``hearing`` is a decision on figures alone, so it is tested on the real
candidates with the figures a scorer gives; the second opinion is the real
pocketsphinx on espeak-ng's speech.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tripeaks_a11y.commands import Command, parse
from tripeaks_a11y.listen import SAMPLE_RATE
from tripeaks_a11y.listen.candidates import Candidate, candidates
from tripeaks_a11y.listen.corpus import missing_tools, synthesize
from tripeaks_a11y.listen.extra import missing_voice_libraries
from tripeaks_a11y.listen.second_opinion import SecondOpinion, second_opinion_for
from tripeaks_a11y.listen.segmenter import utterances
from tripeaks_a11y.listen.whisper_hearing import THRESHOLDS, Scored, hearing

ENGLISH_ONLY = THRESHOLDS[False]
BY_TEXT = {candidate.text: candidate for candidate in candidates("en")}


class Said:
    """A second opinion that heard ``command``, counting how often it was asked."""

    def __init__(self, command: Command | None) -> None:
        self.command = command
        self.asked = 0

    def __call__(self) -> Command | None:
        self.asked += 1
        return self.command


def _narrow(candidate: Candidate) -> Scored:
    """``candidate`` ahead by a margin between the second opinion's and the strict
    one, Whisper's own reading another thing."""
    margin = (ENGLISH_ONLY.second_margin + ENGLISH_ONLY.strict_margin) / 2
    return Scored(candidate, margin, ENGLISH_ONLY.strict_gap - 0.5, " Something else.")


def test_the_thresholds_leave_room_for_a_second_opinion() -> None:
    rule = ENGLISH_ONLY
    assert rule.second_margin < rule.strict_margin <= rule.agree_margin
    assert rule.second_margin < rule.loose_margin
    assert THRESHOLDS[True].second_margin == float("inf")  # multilingual: not measured


def test_a_narrow_lead_is_certain_when_the_second_recogniser_heard_the_same() -> None:
    draw = BY_TEXT["draw"]
    alone = hearing(_narrow(draw), ENGLISH_ONLY, "en")
    assert alone is None  # under the loose margin too: nothing heard
    same = Said(draw.command)
    heard = hearing(_narrow(draw), ENGLISH_ONLY, "en", same)
    assert heard is not None and heard.certain and heard.text == "draw"
    assert same.asked == 1


def test_a_second_recogniser_that_heard_another_command_adds_nothing() -> None:
    board = BY_TEXT["board"]
    for other in (parse("score"), None):
        assert hearing(_narrow(board), ENGLISH_ONLY, "en", Said(other)) is None
    move = BY_TEXT["play seven of spades"]
    wider = Scored(move, ENGLISH_ONLY.strict_margin, ENGLISH_ONLY.strict_gap - 0.5,
                   " Play seven of spaces.")
    heard = hearing(wider, ENGLISH_ONLY, "en", Said(parse("play eight of spades")))
    assert heard is not None and not heard.certain  # asked first, as without it


def test_yes_and_no_never_lean_on_a_second_opinion() -> None:
    for text in ("yes", "no"):
        answer = BY_TEXT[text]
        said = Said(answer.command)
        assert hearing(_narrow(answer), ENGLISH_ONLY, "en", said) is None
        assert said.asked == 0


def test_the_second_recogniser_is_asked_only_when_whisper_cannot_settle_alone() -> None:
    draw = BY_TEXT["draw"]
    said = Said(parse("undo"))
    wide = Scored(draw, ENGLISH_ONLY.agree_margin + 1, 0.5, " Something else.")
    heard = hearing(wide, ENGLISH_ONLY, "en", said)
    assert heard is not None and heard.certain and said.asked == 0
    agreed = Scored(draw, ENGLISH_ONLY.strict_margin, 0.5, " Draw.")
    assert hearing(agreed, ENGLISH_ONLY, "en", said) is not None and said.asked == 0
    far = Scored(draw, ENGLISH_ONLY.strict_margin, ENGLISH_ONLY.second_gap + 1, " Draw on.")
    assert hearing(far, ENGLISH_ONLY, "en", said) is None and said.asked == 0


def test_a_sound_whisper_hears_is_no_command_however_wide_the_lead() -> None:
    """Whisper marks what it takes for a sound, not words, in square brackets
    ("[BLOING]"): a piece of noise the segmenter cut is not heard as "peek"."""
    peek = BY_TEXT["peek"]
    for free in (" [BLOING]", "[Music]", " [BLANK_AUDIO]."):
        scored = Scored(peek, 50.0, 0.0, free)
        assert scored.sound
        assert hearing(scored, ENGLISH_ONLY, "en", Said(peek.command)) is None
    assert not Scored(peek, 50.0, 0.0, " Peek [laughs]").sound
    assert hearing(Scored(peek, 50.0, 0.0, " Peek."), ENGLISH_ONLY, "en") is not None


def test_a_move_is_asked_about_only_when_whisper_read_something_like_it() -> None:
    """An everyday sentence Whisper read right ("could you pass me the salt") was
    once asked about as "goodbye": the question is only put when Whisper's own
    words are like the candidate's (when the second recogniser heard the same,
    the lead that asks is already certain)."""
    goodbye = BY_TEXT["goodbye"]
    assert goodbye.asked
    assert ENGLISH_ONLY.second_margin <= ENGLISH_ONLY.loose_margin
    assert ENGLISH_ONLY.second_gap >= ENGLISH_ONLY.loose_gap
    margin, gap = ENGLISH_ONLY.loose_margin + 1, ENGLISH_ONLY.loose_gap - 0.5
    talk = Scored(goodbye, margin, gap, " could you pass me the salt?")
    assert talk.likeness() < ENGLISH_ONLY.loose_likeness
    assert hearing(talk, ENGLISH_ONLY, "en") is None
    assert hearing(talk, ENGLISH_ONLY, "en", Said(parse("draw"))) is None
    both = hearing(talk, ENGLISH_ONLY, "en", Said(goodbye.command))
    assert both is not None and both.certain and both.text == "goodbye"
    near = Scored(goodbye, margin, gap, " Good buy!")
    assert near.likeness() >= ENGLISH_ONLY.loose_likeness
    heard = hearing(near, ENGLISH_ONLY, "en")
    assert heard is not None and not heard.certain


def test_likeness_reads_whisper_as_typed_and_runs_from_nothing_to_the_same() -> None:
    seven = BY_TEXT["play seven of spades"]
    assert Scored(seven, 1.0, 0.0, " Play Seven of Spades!").likeness() == 1.0
    assert Scored(seven, 1.0, 0.0, " ???").likeness() == 0.0
    assert Scored(None, 0.0, float("inf"), " Play seven of spades.").likeness() == 0.0


def test_a_multilingual_model_asks_as_before_whatever_its_reading() -> None:
    """Likeness was measured in English only: the other row does not ask for it."""
    rule = THRESHOLDS[True]
    move = next(c for c in candidates("hr") if c.asked)
    unlike = Scored(move, rule.loose_margin, rule.loose_gap, " Nešto sasvim drugo.")
    heard = hearing(unlike, rule, "hr")
    assert heard is not None and not heard.certain


# ---------------------------------------------------------------- the real pocketsphinx

needs_pocketsphinx = pytest.mark.skipif(
    bool(missing_voice_libraries()) or bool(missing_tools()),
    reason="pocketsphinx, espeak-ng or sox is not installed (pip install -e '.[test]')")


def test_only_a_language_the_built_in_recogniser_hears_has_a_second_opinion() -> None:
    assert second_opinion_for("hr") is None
    assert second_opinion_for("ar") is None


@needs_pocketsphinx
def test_pocketsphinx_gives_its_word_on_the_utterance_fed_since_begin(tmp_path: Path) -> None:
    second = second_opinion_for("en")
    assert isinstance(second, SecondOpinion)
    audio = synthesize("draw", tmp_path, voice="en-us+m3", snr=35, name="draw")
    pieces = [piece.samples for piece in utterances(
        [audio[i:i + 3200] for i in range(0, len(audio), 3200)], SAMPLE_RATE)]
    assert len(pieces) == 1
    second.begin()
    for start in range(0, len(pieces[0]), 640):
        second.feed(pieces[0][start:start + 640])
    assert second.command() == parse("draw")
    assert second.command() == parse("draw")  # the same answer until the next begin
    second.begin()
    second.feed(bytes(SAMPLE_RATE))  # a second of silence
    assert second.command() is None
    second.feed(pieces[0])  # fed without begin: a new utterance, not the last answer
    assert second.command() == parse("draw")
