"""Issue 11, point 8: files and options of ``speak --to`` and ``stats``, through the real program.

``speak --to FILE`` refuses an existing file that is not a WAV and a symbolic
link unless ``--force`` (which replaces the link itself, never its target),
and says why a write failed in the player's language: a full device
(``/dev/full``, and a real full disk where a tiny tmpfs can be mounted), a
missing folder, a read-only file system, a folder, a FIFO. ``stats`` checks
its CSV file before solving, caps ``--jobs`` at the CPUs, and refuses bad
numbers with argparse's error, never a traceback. Every program runs with a
temporary config folder.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import run_main

from tripeaks_a11y.i18n import LANGUAGES, t
from tripeaks_a11y.program.stats import cores
from tripeaks_a11y.sanitize import echo

needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None,
                                  reason="espeak-ng is not installed")
IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
CONTROLS = ("\x1b", "\x07", "\x9b", "\x9d")


def run(args: list[str], tmp_path: Path, timeout: float = 120,
        cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8",
           "TRIPEAKS_A11Y_CONFIG_DIR": str(tmp_path / "config")}
    env.pop("TRIPEAKS_A11Y_SPEECH_SINK", None)
    return run_main(args, "", env, cwd=cwd)


def speak(tmp_path: Path, to: Path | str, *extra: str, lang: str = "en",
          text: str = "row 3") -> subprocess.CompletedProcess[str]:
    return run(["speak", "--lang", lang, "--to", str(to), *extra, text], tmp_path)


def is_wav(path: Path) -> bool:
    with wave.open(str(path), "rb") as wav:
        return wav.getnframes() > 0 and wav.getframerate() > 0


def tiny_wav(path: Path) -> bytes:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(8000)
        wav.writeframes(b"\x01\x00" * 8)
    return path.read_bytes()


def said(lang: str, problem: str, path: Path | str) -> str:
    """The message for ``problem`` naming ``path`` as the program quotes it (cut when long)."""
    return t(lang, f"speak-file-{problem}", path=echo(str(path), 80), problem="")


def no_leftovers(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]


# ----- speak --to: what may be replaced -----------------------------------------

@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_existing_text_file_is_refused_and_kept(tmp_path: Path, lang: str) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    result = speak(tmp_path, notes, lang=lang)
    assert result.returncode == 1
    assert result.stderr.strip() == said(lang, "not-wav", notes)
    assert notes.read_text(encoding="utf-8") == "my notes\n"
    assert "Traceback" not in result.stderr and no_leftovers(tmp_path) == []


@needs_espeak
def test_force_replaces_a_text_file_with_a_wav(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    result = speak(tmp_path, notes, "--force")
    assert result.returncode == 0, result.stderr
    assert is_wav(notes)


@needs_espeak
def test_a_wav_file_and_an_empty_file_are_replaced_without_force(tmp_path: Path) -> None:
    old = tmp_path / "old.wav"
    before = tiny_wav(old)
    empty = tmp_path / "empty.wav"
    empty.touch()
    for target in (old, empty):
        result = speak(tmp_path, target)
        assert result.returncode == 0, result.stderr
        assert is_wav(target)
    assert old.read_bytes() != before
    assert no_leftovers(tmp_path) == []


@needs_espeak
def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    out = tmp_path / "new.wav"
    assert speak(tmp_path, out).returncode == 0
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask
    assert is_wav(out)


@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_symbolic_link_is_refused_and_its_target_kept(tmp_path: Path, lang: str) -> None:
    target = tmp_path / "notes.txt"
    target.write_text("my notes\n", encoding="utf-8")
    link = tmp_path / "speech.wav"
    link.symlink_to(target)
    result = speak(tmp_path, link, lang=lang)
    assert result.returncode == 1
    assert result.stderr.strip() == said(lang, "link", link)
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "my notes\n"


@needs_espeak
def test_a_link_to_a_wav_is_refused_too(tmp_path: Path) -> None:
    target = tmp_path / "real.wav"
    before = tiny_wav(target)
    link = tmp_path / "speech.wav"
    link.symlink_to(target)
    assert speak(tmp_path, link).returncode == 1
    assert link.is_symlink() and target.read_bytes() == before


@needs_espeak
def test_force_replaces_the_link_itself_never_its_target(tmp_path: Path) -> None:
    target = tmp_path / "notes.txt"
    target.write_text("my notes\n", encoding="utf-8")
    link = tmp_path / "speech.wav"
    link.symlink_to(target)
    result = speak(tmp_path, link, "--force")
    assert result.returncode == 0, result.stderr
    assert not link.is_symlink() and is_wav(link)
    assert target.read_text(encoding="utf-8") == "my notes\n"


@needs_espeak
def test_a_dangling_link_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "speech.wav"
    link.symlink_to(tmp_path / "nowhere" / "x.wav")
    result = speak(tmp_path, link)
    assert result.returncode == 1 and result.stderr.strip() == said("en", "link", link)
    assert not (tmp_path / "nowhere").exists()


# ----- speak --to: a real reason for every failure ------------------------------

@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_dev_full_says_no_space_is_left(tmp_path: Path, lang: str) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    result = speak(tmp_path, "/dev/full", lang=lang)
    assert result.returncode == 1
    assert result.stderr.strip() == said(lang, "no-space", "/dev/full")
    assert "espeak-ng" not in result.stderr


@needs_espeak
def test_dev_null_is_written_as_a_device(tmp_path: Path) -> None:
    if not Path("/dev/null").exists():
        pytest.skip("no /dev/null here")
    result = speak(tmp_path, "/dev/null")
    assert result.returncode == 0, result.stderr
    assert Path("/dev/null").is_char_device()


@needs_espeak
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_missing_folder_is_named(tmp_path: Path, lang: str) -> None:
    plain = tmp_path / "file"
    plain.write_text("x", encoding="utf-8")
    for out in (tmp_path / "missing" / "x.wav", plain / "sub.wav"):
        result = speak(tmp_path, out, lang=lang)
        assert result.returncode == 1
        assert result.stderr.strip() == said(lang, "no-folder", out)
    assert plain.read_text(encoding="utf-8") == "x"


@needs_espeak
def test_a_folder_and_a_fifo_are_refused_at_once(tmp_path: Path) -> None:
    result = speak(tmp_path, tmp_path)
    assert result.returncode == 1 and result.stderr.strip() == said("en", "folder", tmp_path)
    if not hasattr(os, "mkfifo"):
        return
    fifo = tmp_path / "pipe.wav"
    os.mkfifo(fifo)
    result = speak(tmp_path, fifo)  # no reader: writing would hang
    assert result.returncode == 1 and result.stderr.strip() == said("en", "not-file", fifo)


@needs_espeak
def test_a_folder_without_write_permission(tmp_path: Path) -> None:
    if IS_ROOT:
        pytest.skip("root writes through chmod; the path under a file covers a refused folder")
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        result = speak(tmp_path, folder / "x.wav", lang="hr")
    finally:
        folder.chmod(0o755)
    assert result.returncode == 1
    assert result.stderr.strip() == said("hr", "permission", folder / "x.wav")


@contextlib.contextmanager
def tmpfs(folder: Path, options: str) -> Iterator[Path]:
    """A tiny tmpfs mounted on ``folder`` (root only); skips the test where none can be made."""
    folder.mkdir()
    if not IS_ROOT or shutil.which("mount") is None:
        pytest.skip("mounting a small file system needs root")
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
                          capture_output=True, timeout=30)
    if made.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {made.stderr!r}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], capture_output=True, timeout=30)


@needs_espeak
def test_a_real_full_disk_keeps_the_old_file(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "disk", "size=16k") as disk:
        old = disk / "speech.wav"
        before = tiny_wav(old)
        with contextlib.suppress(OSError):  # fill what is left
            (disk / "filler").write_bytes(b"\0" * 32768)
        result = speak(tmp_path, old, lang="ar", text="the text that will not fit " * 4)
        assert result.returncode == 1
        assert result.stderr.strip() == said("ar", "no-space", old)
        assert old.read_bytes() == before
        assert no_leftovers(disk) == []


@needs_espeak
def test_a_read_only_file_system(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "ro", "size=64k,ro") as folder:
        result = speak(tmp_path, folder / "x.wav")
        assert result.returncode == 1
        assert result.stderr.strip() == said("en", "read-only", folder / "x.wav")


@needs_espeak
def test_outside_text_in_speak_errors_is_made_safe(tmp_path: Path) -> None:
    name = "a\x1b]0;pwned\x07\x9b2J.txt"
    (tmp_path / name).write_text("keep", encoding="utf-8")
    result = run(["speak", "--to", name, "hi"], tmp_path, cwd=tmp_path)
    assert result.returncode == 1 and result.stderr.strip() == said("en", "not-wav", name)
    assert "pwned" in result.stderr
    assert not any(c in result.stderr for c in CONTROLS)
    result = run(["speak", "--to", str(tmp_path / "x.wav"), "--\x1b]0;x\x07", "hi"], tmp_path)
    assert result.returncode == 2 and "unrecognized arguments" in result.stderr
    assert not any(c in result.stderr for c in CONTROLS)


# ----- stats: the CSV file, --jobs and bad numbers --------------------------------

def unwritable_csv_paths(tmp_path: Path) -> list[Path]:
    plain = tmp_path / "file"
    plain.write_text("x", encoding="utf-8")
    paths = [plain / "sub.csv", tmp_path / "missing" / "x.csv", tmp_path]
    if not IS_ROOT:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o555)
        paths.append(locked / "x.csv")
    return paths


def test_an_unwritable_csv_fails_before_any_deal_is_solved(tmp_path: Path) -> None:
    for path in unwritable_csv_paths(tmp_path):
        result = run(["stats", "--deals", "0-99", "--jobs", "1", "--progress", "1",
                      "--csv", str(path)], tmp_path)
        assert result.returncode == 1, path
        assert result.stdout == ""  # no report: nothing was solved
        assert result.stderr.startswith(f"tripeaks-a11y stats: cannot write {path}: ")
        assert "solved" not in result.stderr and len(result.stderr.splitlines()) == 1


def test_the_csv_check_leaves_no_file_and_keeps_an_old_one(tmp_path: Path) -> None:
    old = tmp_path / "old.csv"
    old.write_text("kept until the run ends\n", encoding="utf-8")
    new = tmp_path / "new.csv"
    # A usage error found after the CSV check: neither file is touched.
    for path in (old, new):
        result = run(["stats", "--game", "pyramid", "--rules", "easy", "--csv", str(path)],
                     tmp_path)
        assert result.returncode == 2
    assert old.read_text(encoding="utf-8") == "kept until the run ends\n"
    assert not new.exists()
    result = run(["stats", "--deals", "0-2", "--jobs", "1", "--quiet", "--csv", str(new)],
                 tmp_path)
    assert result.returncode == 0 and len(new.read_text(encoding="utf-8").splitlines()) == 4


def test_jobs_above_the_cpus_are_capped_with_a_note(tmp_path: Path) -> None:
    result = run(["stats", "--deals", "0-7", "--jobs", "1000", "--quiet", "--hardest", "0"],
                 tmp_path)
    assert result.returncode == 0, result.stderr
    used = min(cores(), 8)
    assert result.stderr == (f"tripeaks-a11y stats: --jobs 1000 is more than the {cores()} "
                             f"CPUs here; using {cores()}\n")
    assert f", {used} process" in result.stdout.splitlines()[0]
    assert "1000 process" not in result.stdout


@pytest.mark.parametrize(("option", "value"), [
    ("--jobs", "0"), ("--jobs", "-4"), ("--jobs", "two"), ("--jobs", "9" * 5000),
    ("--time-limit", "nan"), ("--time-limit", "NaN"), ("--time-limit", "inf"),
    ("--time-limit", "-inf"), ("--time-limit", "-1"), ("--time-limit", "0"),
    ("--node-limit", "0"), ("--node-limit", "1e9"), ("--hardest", "-1"),
    ("--progress", "-5"), ("--deals", "9" * 3000), ("--deals", "x" * 3000),
    ("--jobs", "\x1b]0;x\x07\x9b2J"),
])
def test_bad_numbers_get_a_short_argparse_error(tmp_path: Path, option: str, value: str) -> None:
    result = run(["stats", option, value, "--quiet"], tmp_path)
    assert result.returncode == 2, result.stdout
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    message = result.stderr.splitlines()[-1]
    assert message.startswith(f"tripeaks-a11y stats: {'--deals' if option == '--deals' else ''}")
    assert option in message and len(message) < 200
    assert not any(c in result.stderr for c in CONTROLS)


@needs_espeak
def test_a_terminal_is_never_sent_sound_bytes(tmp_path: Path) -> None:
    if not hasattr(os, "openpty"):
        pytest.skip("no pseudo-terminals here")
    leader, follower = os.openpty()
    terminal = os.ttyname(follower)
    try:
        result = speak(tmp_path, terminal)
        os.set_blocking(leader, False)
        with contextlib.suppress(BlockingIOError):
            assert os.read(leader, 4096) == b""
    finally:
        os.close(follower)
        os.close(leader)
    assert result.returncode == 1
    assert result.stderr.strip() == said("en", "not-file", terminal)
