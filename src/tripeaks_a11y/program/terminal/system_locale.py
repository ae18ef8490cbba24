"""The interface language of the environment's locale, and the Windows UI language.
"""


from __future__ import annotations

import contextlib
import locale
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from ... import environment
from ...i18n import language_from_locale
from ...languages import FALLBACK

if TYPE_CHECKING:  # listening is imported when it is used: the game starts without it
    pass



def windows_ui_language() -> int | None:
    """The Windows user's default UI language id (``0x0401`` Arabic, ``0x041a`` Croatian).

    ``GetUserDefaultUILanguage`` of kernel32; ``None`` on any other system or
    when the call fails. Never raises.
    """
    if sys.platform == "win32":
        import ctypes

        with contextlib.suppress(AttributeError, OSError, ValueError):
            return int(ctypes.windll.kernel32.GetUserDefaultUILanguage())
    return None


def system_language(windows_ui: Callable[[], int | None] | None = None) -> str:
    """The interface language of the environment's locale (en, ar or hr; en by default).

    The POSIX variables in GNU gettext's order: ``LANGUAGE`` (a colon list) wins
    unless the locale is C; then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``. When none
    of them is set, as is usual on Windows, the Windows UI language
    (``windows_ui()``, by default :func:`windows_ui_language`) is named through
    ``locale.windows_locale``: ``0x0401`` (ar_SA) gives ar, ``0x041a`` (hr_HR)
    hr. Any other language, or none known, gives en.
    """
    env = environment.environ()
    first = next((env[n] for n in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(n)), "")
    listed = env.get("LANGUAGE", "")
    if first not in ("C", "POSIX") and not first.startswith("C."):
        for entry in filter(None, listed.split(":")):
            lang = language_from_locale(entry)
            if lang != FALLBACK or entry.lower().startswith(FALLBACK):
                return lang
    if first or listed:
        return language_from_locale(first)
    ui_language = (windows_ui or windows_ui_language)()
    return language_from_locale(None if ui_language is None
                                else locale.windows_locale.get(ui_language))
