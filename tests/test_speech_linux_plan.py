"""--speech screen-reader on Linux: speech-dispatcher alone, and the start notice says so.

On Linux the screen readers (Orca, Fenrir, Speakup) speak through
speech-dispatcher and accessible_output2 finds nothing there that works, so
the chain is speech-dispatcher, then the own voice; the worker hosting
accessible_output2 is never made. The notice at the start says that speech
goes to speech-dispatcher and that the game sends nothing to braille
(issue 28 point 6). Windows and macOS keep accessible_output2 (speech and
braille) and no notice for an explicit choice.
"""

from __future__ import annotations

import pytest

from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.speech import SpeechDispatcherBackend, WorkerBackend, plan_output

LANGS = LANGUAGES


def _made(platform: str) -> list[object]:
    plan = plan_output("screen-reader", detector=lambda: None, tts=[], platform=platform)
    assert plan.kind == "screen-reader"
    backends = [factory() for factory in plan.chain]
    for backend in backends:
        backend.close()
    return backends


def test_on_linux_the_screen_reader_is_speech_dispatcher_alone() -> None:
    backends = _made("linux")
    assert [type(backend) for backend in backends] == [SpeechDispatcherBackend]
    assert not any(isinstance(backend, WorkerBackend) for backend in backends)
    assert backends[0].kind == "screen-reader"  # type: ignore[attr-defined]


def test_elsewhere_the_screen_reader_is_accessible_output2() -> None:
    for platform in ("win32", "darwin"):
        backends = _made(platform)
        assert [getattr(b, "name", None) for b in backends] == ["accessible_output2"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_start_notice_on_linux_says_speech_dispatcher_and_no_braille(lang: str) -> None:
    plan = plan_output("screen-reader", detector=lambda: None, tts=[], platform="linux")
    assert plan.notice is not None
    notice = plan.notice(lang)
    assert notice == t(lang, "speech-chose-speech-dispatcher")
    assert "speech-dispatcher" in notice and "--speech auto" in notice
    other = plan_output("screen-reader", detector=lambda: None, tts=[], platform="win32")
    assert other.notice is None  # an explicit choice elsewhere: nothing to add


@pytest.mark.parametrize("lang", LANGS)
def test_auto_with_orca_names_speech_dispatcher_as_the_other_way(lang: str) -> None:
    plan = plan_output("auto", detector=lambda: "Orca", tts=[], platform="linux")
    assert plan.kind == "none" and plan.notice is not None
    notice = plan.notice(lang)
    assert notice == t(lang, "speech-chose-screen-reader-linux", reader="Orca")
    assert "speech-dispatcher" in notice and "--speech screen-reader" in notice
    nvda = plan_output("auto", detector=lambda: "NVDA", tts=[], platform="win32")
    assert nvda.notice is not None
    assert nvda.notice(lang) == t(lang, "speech-chose-screen-reader", reader="NVDA")
