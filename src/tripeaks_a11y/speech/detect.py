"""What the machine offers speech: a running screen reader, a sound device.

Is a screen reader running? (It reads the terminal, so the game must not talk over it.)

* Windows: NVDA, JAWS and the other readers accessible_output2 knows (asked
  in a child process, see ``speech.worker``), then running processes
  (nvda.exe, jfw.exe, Narrator.exe, …) from ``tasklist``.
* macOS: VoiceOver, from ``defaults read com.apple.universalaccess voiceOverOnOffKey``.
* Linux and other Unix: a process named orca or fenrir, Emacspeak (its
  ``EMACSPEAK_DIR`` in the environment), the Speakup kernel module, or the
  GNOME setting ``org.gnome.desktop.a11y.applications screen-reader-enabled``.

``$TRIPEAKS_A11Y_SCREEN_READER`` overrides all of it: a name ("NVDA") says one
is running, "none" says none is (for a reader the checks miss, or to test).
Every probe has a time limit and any failure means "not found".

Is there a sound device (``sound_device``)? On Linux, without starting any
program (a few file checks, well under a millisecond): a PulseAudio or
PipeWire server (``$PULSE_SERVER``, or ``pulse/native`` or ``pipewire-0`` in
``$XDG_RUNTIME_DIR``), an ALSA card (a line in ``/proc/asound/cards`` other
than "--- no soundcards ---", or a ``pcmC*D*p`` playback device in
``/dev/snd``), or an ALSA configuration that may route the default device
elsewhere (``/etc/asound.conf``, ``~/.asoundrc``). Elsewhere (Windows,
macOS) there is no cheap check and a device is assumed; the voice check
(``plan.check_voice``) finds out. ``$TRIPEAKS_A11Y_SOUND_DEVICE`` overrides
it: "none" (or "no", "0", "off") says there is none, any other value that
there is one.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from .. import environment

__all__ = ["SCREEN_READER_ENV", "SOUND_DEVICE_ENV", "Detector", "detect_screen_reader",
           "sound_device"]

SCREEN_READER_ENV = "TRIPEAKS_A11Y_SCREEN_READER"
SOUND_DEVICE_ENV = "TRIPEAKS_A11Y_SOUND_DEVICE"
_NO = ("none", "0", "no", "off")

Detector = Callable[[], str | None]
"""A function returning the running screen reader's name, or None."""

_WINDOWS_PROCESSES = {"nvda.exe": "NVDA", "jfw.exe": "JAWS", "narrator.exe": "Narrator",
                      "zt.exe": "ZoomText", "snova.exe": "SuperNova", "fsreader.exe": "JAWS"}
_AO2_NAMES = {"Jaws": "JAWS", "WindowEyes": "Window-Eyes", "SystemAccess": "System Access",
              "Dolphin": "Dolphin", "PCTalker": "PC-Talker", "ZoomText": "ZoomText"}


def _run(argv: Sequence[str], timeout: float = 5.0) -> str | None:
    try:
        done = subprocess.run(list(argv), capture_output=True, text=True, timeout=timeout,
                              encoding="utf-8", errors="replace",
                              env=environment.child_environment())
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout if done.returncode == 0 else None


def _linux_processes(proc: Path = Path("/proc")) -> set[str]:
    names: set[str] = set()
    try:
        entries = list(proc.iterdir())
    except OSError:
        return names
    for entry in entries:
        if entry.name.isdigit():
            try:
                names.add((entry / "comm").read_text(encoding="utf-8", errors="replace").strip())
            except OSError:
                continue
    return names


_UNIX_PROCESSES = {"orca": "Orca", "fenrir": "Fenrir", "fenrir-daemon": "Fenrir"}


def _unix(proc: Path = Path("/proc"), sys_dir: Path = Path("/sys")) -> str | None:
    running = _linux_processes(proc)
    for process, name in _UNIX_PROCESSES.items():
        if process in running:
            return name
    if environment.environ().get("EMACSPEAK_DIR"):  # set by Emacspeak for the shells it starts
        return "Emacspeak"
    if (sys_dir / "module" / "speakup").is_dir():  # the console screen reader in the kernel
        return "Speakup"
    if not proc.is_dir():
        found = _run(["pgrep", "-x", "orca"])
        if found and found.strip():
            return "Orca"
    setting = _run(["gsettings", "get", "org.gnome.desktop.a11y.applications",
                    "screen-reader-enabled"])
    if setting is not None and setting.strip() == "true":
        return "Orca"
    return None


def _macos() -> str | None:
    value = _run(["defaults", "read", "com.apple.universalaccess", "voiceOverOnOffKey"])
    return "VoiceOver" if value is not None and value.strip() == "1" else None


def _windows() -> str | None:
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tripeaks_a11y.speech.worker", "detect"],
            capture_output=True, text=True, timeout=15, encoding="utf-8", errors="replace")
        for line in done.stdout.splitlines():
            reply = json.loads(line)
            readers = [str(name) for name in reply.get("readers") or []]
            if readers:
                return _AO2_NAMES.get(readers[0], readers[0])
    except (OSError, subprocess.TimeoutExpired, ValueError):
        pass
    listing = _run(["tasklist", "/fo", "csv", "/nh"], timeout=10) or ""
    for line in listing.splitlines():
        image = line.split(",", 1)[0].strip('"').lower()
        if image in _WINDOWS_PROCESSES:
            return _WINDOWS_PROCESSES[image]
    return None


def detect_screen_reader(platform: str | None = None) -> str | None:
    """The name of a running screen reader ("NVDA", "VoiceOver", "Orca"…), or None.

    ``platform`` is a ``sys.platform`` value (default: this one). Never raises.
    """
    override = environment.environ().get(SCREEN_READER_ENV, "").strip()
    if override:
        return None if override.lower() in _NO else override
    platform = platform or sys.platform
    if platform.startswith("win"):
        return _windows()
    if platform == "darwin":
        return _macos()
    return _unix()


def _alsa_card(proc: Path, dev: Path) -> bool:
    try:
        cards = (proc / "asound" / "cards").read_text(encoding="utf-8", errors="replace")
    except OSError:
        cards = ""
    if any(line.strip() and "no soundcards" not in line for line in cards.splitlines()):
        return True
    try:
        return any(entry.name.startswith("pcmC") and entry.name.endswith("p")
                   for entry in (dev / "snd").iterdir())
    except OSError:
        return False


def sound_device(platform: str | None = None, *, proc: Path = Path("/proc"),
                 dev: Path = Path("/dev"), etc: Path = Path("/etc"),
                 home: Path | None = None) -> bool:
    """Whether a sound device may be there to play the own voice (see the module docstring).

    Cheap: file checks only, no program started. True means "maybe" (a
    sound server or an ALSA configuration may still fail); False means
    surely none. ``platform`` is a ``sys.platform`` value (default: this
    one); ``proc``, ``dev``, ``etc`` and ``home`` are the folders read (for
    tests). Never raises.
    """
    override = environment.environ().get(SOUND_DEVICE_ENV, "").strip()
    if override:
        return override.lower() not in _NO
    platform = platform or sys.platform
    if platform.startswith("win") or platform == "darwin":
        return True
    if environment.environ().get("PULSE_SERVER"):
        return True
    runtime = environment.environ().get("XDG_RUNTIME_DIR")
    if runtime and ((Path(runtime) / "pulse" / "native").exists()
                    or (Path(runtime) / "pipewire-0").exists()):
        return True
    if _alsa_card(proc, dev):
        return True
    try:
        home = home if home is not None else Path.home()
    except (OSError, RuntimeError):
        home = None
    configs = [etc / "asound.conf"] + ([home / ".asoundrc"] if home is not None else [])
    return any(config.is_file() for config in configs)
