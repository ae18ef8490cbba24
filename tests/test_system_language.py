"""The language a game starts in when the player names none (issue 13, point 13).

The POSIX locale variables decide first; where none is set, as is usual on
Windows, the Windows UI language does. ``GetUserDefaultUILanguage`` cannot run
here, so the tests hand ``system_language`` a stand-in for that one call; the
mapping from its number to a language (``locale.windows_locale``) is the real one.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from tripeaks_a11y.i18n import t
from tripeaks_a11y.program.terminal import system_language, windows_ui_language

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """An environment with no locale variable at all, as on Windows."""
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)


@pytest.mark.usefixtures("no_locale")
@pytest.mark.parametrize(
    ("ui_language", "lang"),
    [
        (0x0401, "ar"),  # Arabic (Saudi Arabia)
        (0x0C01, "ar"),  # Arabic (Egypt)
        (0x041A, "hr"),  # Croatian (Croatia)
        (0x101A, "hr"),  # Croatian (Bosnia and Herzegovina)
        (0x0409, "en"),  # English (United States)
        (0x0809, "en"),  # English (United Kingdom)
        (0x040C, "en"),  # French: no such interface language, so English
        (0x7FFF, "en"),  # a number Windows does not know
        (None, "en"),  # the call failed or this is not Windows
    ],
)
def test_windows_ui_language_without_locale_variables(ui_language: int | None,
                                                      lang: str) -> None:
    assert system_language(lambda: ui_language) == lang


@pytest.mark.parametrize(
    ("variables", "lang"),
    [
        ({"LANG": "hr_HR.UTF-8"}, "hr"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LC_ALL": "C"}, "en"),  # C is a choice too: the Windows language does not override it
        ({"LANGUAGE": "hr:en"}, "hr"),
        ({"LANGUAGE": "fr"}, "en"),  # a list of other languages is a choice as well
    ],
)
def test_locale_variables_win_over_the_windows_language(
        no_locale: None, monkeypatch: pytest.MonkeyPatch, variables: dict[str, str],
        lang: str) -> None:
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert system_language(lambda: 0x0401) == lang


@pytest.mark.skipif(sys.platform == "win32", reason="the real call runs on Windows")
def test_the_windows_call_answers_none_elsewhere(no_locale: None) -> None:
    assert windows_ui_language() is None
    assert system_language() == "en"


# The program itself, with the one Windows call replaced before it starts.
FAKE_WINDOWS = textwrap.dedent("""
    import sys
    import tripeaks_a11y.program.terminal.system_locale as system_locale
    system_locale.windows_ui_language = lambda: int(sys.argv[1], 16)
    from tripeaks_a11y.program.cli import main
    sys.exit(main(sys.argv[2:]))
""")


@pytest.mark.parametrize(("ui_language", "lang"),
                         [("0401", "ar"), ("041a", "hr"), ("0409", "en")])
def test_the_game_starts_in_the_windows_language(ui_language: str, lang: str) -> None:
    env = {name: value for name, value in os.environ.items() if name not in LOCALE_VARIABLES}
    result = subprocess.run(
        [sys.executable, "-c", FAKE_WINDOWS, ui_language, "--game", "TP1-E-AAAAAAB"],
        input="", capture_output=True, text=True, encoding="utf-8", timeout=60,
        env={**env, "PYTHONIOENCODING": "utf-8"},
    )
    assert result.returncode == 0, result.stderr
    welcome = result.stdout.splitlines()[0]
    assert welcome == t(lang, "welcome", code="TP1-E-AAAAAAB", rules="easy")
