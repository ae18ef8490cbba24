"""Fuzz the game's files, input and processes; say what broke (issue 32, items 5-10).

    .venv/bin/python scripts/fuzz_files.py                      # about 120 s, a random seed
    .venv/bin/python scripts/fuzz_files.py --seconds 600 --seed 7 --kinds wav,lines

Five kinds, each a share of the time (``--kinds``, default all):

- ``wav``: WAV files of every PCM format, with LIST and other chunks, then
  damaged: a chunk's size (RIFF, fmt, LIST, data, any) set to 0, 1, an odd
  number, one too few or too many, past the end, 2**32 - 1; cut at any byte;
  bytes of the header flipped. Each is read as ``--voice-input`` reads it
  (``listen.audio.wav_source`` and all its frames) and as ``listen --wav``
  does (``listen_command.read_wav``), in this process; one in ``--every``
  through the real program (``listen --wav``). Anything but an AudioError
  (one sentence of the catalogs, in en, ar and hr) is a crash.
- ``special``: a FIFO, ``/dev/zero``, a socket, a folder named ``x.wav``, a
  FIFO in a folder of WAV files, given to ``--voice-input`` and ``listen
  --wav`` of the real program: it must answer within ``--timeout`` s.
- ``lines``: the real program fed lines without a newline (x, NUL, invalid
  UTF-8, Arabic; up to ``--max-mb`` MB), sometimes followed by a newline and
  ``board``: exit 0, no traceback, the refusal said once, and its peak memory
  (VmHWM, read while the line is still open) under ``--max-rss`` MB.
- ``signals``: the game speaking with a stand-in espeak-ng (ten minutes over
  any text) in script mode, ended by SIGQUIT, SIGTERM, SIGHUP, SIGINT or
  SIGKILL at a random moment: its status, no traceback, and no speech process
  left after 10 s (an orphan).
- ``stats``: ``stats --jobs 2`` interrupted by SIGINT to its process group at a
  random moment: one line, status 130, no worker left.

Printed: what was tried per kind, and the faults (crashes, hangs, orphans,
memory). Exit status 1 when a fault was found, else 0.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import uuid
import wave
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from tripeaks_a11y.i18n import LANGUAGES
from tripeaks_a11y.listen.audio import AudioError, wav_source
from tripeaks_a11y.program.listen_command import read_wav

MARK = "TRIPEAKS_A11Y_FUZZ_MARK"
SPEAKS_LONG = """\
    case "$*" in *"-a 0"*) cat > /dev/null; exit 0;; esac
    cat > /dev/null
    exec sleep 600
    """
KINDS = ("wav", "special", "lines", "signals", "stats")


class Fuzz:
    """One run: its generator, folder, program, limits and what it tried and found."""

    def __init__(self, args: argparse.Namespace, seed: int, folder: Path) -> None:
        self.rng = random.Random(seed)
        self.args = args
        self.folder = folder
        self.program = [sys.executable, "-m", "tripeaks_a11y"]
        self.tried: Counter[str] = Counter()
        self.faults: list[str] = []
        self.env = {**os.environ, "PYTHONIOENCODING": "utf-8",
                    "TRIPEAKS_A11Y_CONFIG_DIR": str(folder / "config"),
                    "TRIPEAKS_A11Y_DATA_DIR": str(folder / "data"), "HOME": str(folder)}
        self.env.pop("TRIPEAKS_A11Y_SPEECH_SINK", None)

    def fault(self, kind: str, text: str) -> None:
        self.faults.append(f"{kind}: {text}")
        print(f"FAULT {kind}: {text[:400]}", flush=True)

    def run(self, argv: list[str], stdin: bytes = b"", timeout: float | None = None
            ) -> subprocess.CompletedProcess[bytes] | None:
        """The real program; None (a hang, reported) when it takes over ``timeout`` s."""
        try:
            return subprocess.run([*self.program, *argv], input=stdin, capture_output=True,
                                  env=self.env, timeout=timeout or self.args.timeout)
        except subprocess.TimeoutExpired:
            self.fault("hang", " ".join(argv))
            return None

    # ----- wav ---------------------------------------------------------------

    def wav_bytes(self) -> bytes:
        r = self.rng
        width, channels = r.choice([1, 2, 3, 4]), r.randint(1, 3)
        rate = r.choice([8000, 11025, 16000, 22050, 44100, 48000])
        path = self.folder / "base.wav"
        with wave.open(str(path), "wb") as audio:
            audio.setsampwidth(width)
            audio.setnchannels(channels)
            audio.setframerate(rate)
            audio.writeframes(r.randbytes(width * channels * r.randint(0, 4000)))
        data = bytearray(path.read_bytes())
        if r.random() < 0.5:  # a LIST or junk chunk before the sound
            body = r.randbytes(r.randint(0, 40))
            extra = r.choice([b"LIST", b"junk", b"bext", b"fact"]) + struct.pack("<I", len(body))
            extra += body + b"\x00" * (len(body) & 1)
            data[36:36] = extra
            struct.pack_into("<I", data, 4, len(data) - 8)
        return bytes(data)

    def damaged(self, data: bytes) -> bytes:
        r = self.rng
        out = bytearray(data)
        for _ in range(r.randint(1, 3)):
            pick = r.random()
            chunks = self._chunk_sizes(bytes(out))
            if pick < 0.6 and chunks:
                where = r.choice(chunks)
                size = struct.unpack_from("<I", out, where)[0]
                value = r.choice([0, 1, 3, size - 1, size + 1, size + 1001, len(out) * 2,
                                  2**31, 2**32 - 1, r.randrange(2**32)]) % 2**32
                struct.pack_into("<I", out, where, value)
            elif pick < 0.8:
                del out[r.randrange(len(out) + 1):]
            elif out:
                spot = r.randrange(min(len(out), 80))
                out[spot] = r.randrange(256)
        return bytes(out)

    @staticmethod
    def _chunk_sizes(data: bytes) -> list[int]:
        """The offsets of every size field: RIFF's and each chunk's, walked as written."""
        if len(data) < 12:
            return []
        found, offset = [4], 12
        while offset + 8 <= len(data) and len(found) < 20:
            found.append(offset + 4)
            size = struct.unpack_from("<I", data, offset + 4)[0]
            offset += 8 + size + (size & 1)
        return found

    def wav(self) -> None:
        data = self.damaged(self.wav_bytes()) if self.rng.random() < 0.9 else self.wav_bytes()
        path = self.folder / "fuzzed.wav"
        path.write_bytes(data)
        self.tried["wav files"] += 1
        for name, read in (("voice-input", lambda: b"".join(wav_source(path).frames())),
                           ("listen --wav", lambda: read_wav(str(path)))):
            try:
                read()
            except AudioError as error:
                self.tried[f"wav refused: {error.kind}"] += 1
            except BaseException as error:  # noqa: BLE001 (any other is the fault)
                self.fault("crash", f"{name} {type(error).__name__}: {error}; "
                                    f"file {data[:64]!r} ({len(data)} bytes)")
                (self.folder / f"crash-{len(self.faults)}.wav").write_bytes(data)
        if self.tried["wav files"] % self.args.every == 0:
            lang = self.rng.choice(LANGUAGES)
            done = self.run(["listen", "--lang", lang, "--wav", str(path)])
            self.tried["wav through the program"] += 1
            if done is not None:
                self._one_line(f"listen --wav ({lang})", done)

    def _one_line(self, what: str, done: subprocess.CompletedProcess[bytes]) -> None:
        err = done.stderr.decode("utf-8", "replace")
        if b"Traceback" in done.stderr or done.returncode not in (0, 1, 2) \
                or err.count("\n") > 1:
            self.fault("crash", f"{what}: status {done.returncode}, stderr {err[-600:]!r}")

    # ----- special files -----------------------------------------------------------

    def special(self) -> None:
        r, base = self.rng, self.folder / f"special-{uuid.uuid4().hex[:8]}"
        base.mkdir()
        kind = r.choice(["fifo", "dev-zero", "socket", "folder-named-wav", "fifo-in-folder"])
        target: Path | str
        keep: socket.socket | None = None
        if kind == "fifo":
            target = base / "pipe.wav"
            os.mkfifo(target)
        elif kind == "dev-zero":
            target = "/dev/zero"
        elif kind == "socket":
            target = base / "sock.wav"
            keep = socket.socket(socket.AF_UNIX)
            keep.bind(str(target))
        elif kind == "folder-named-wav":
            target = base / "x.wav"
            target.mkdir()
        else:
            target = base
            os.mkfifo(base / "1.wav")
            (base / "2.wav").write_bytes(self.wav_bytes())
        try:
            for argv in (["--speech", "none", "--voice-input", str(target)],
                         ["listen", "--wav", str(target)]):
                self.tried[f"special: {kind}"] += 1
                done = self.run(argv, b"board\n")
                if done is not None:
                    self._one_line(f"{kind} {argv[-2]}", done)
        finally:
            if keep is not None:
                keep.close()

    # ----- lines without end -----------------------------------------------------------

    def lines(self) -> None:
        r = self.rng
        size = int(1024 * (self.args.max_mb * 1024) ** r.random())
        unit = r.choice([b"x", b"\x00", b"\xff", "سبعة ".encode(), b" ", b"7s"])
        data = unit * (size // len(unit))
        ended = r.random() < 0.5
        if ended:
            data += b"\nboard\n"
        with tempfile.TemporaryFile() as out_file, tempfile.TemporaryFile() as err_file:
            game = subprocess.Popen([*self.program, "--speech", "none", "--game",
                                     "TP1-E-AAAAAAB"], stdin=subprocess.PIPE, stdout=out_file,
                                    stderr=err_file, env=self.env)
            limit = threading.Timer(self.args.timeout * 6, game.kill)
            limit.start()
            _feed(game, data, close=False)  # all but a pipe's worth of it read by now
            peak = _peak_kilobytes(game.pid)  # the game's own, before it may end
            _feed(game, b"")
            game.wait()
            limit.cancel()
            out_file.seek(0)
            err_file.seek(0)
            out, err = out_file.read(), err_file.read()
        if game.returncode == -signal.SIGKILL:
            self.fault("hang", f"a line of {size} bytes of {unit!r}")
            return
        self.tried["lines without end"] += 1
        self.tried["bytes fed"] += len(data)
        self.tried["peak kB, most"] = max(self.tried["peak kB, most"], peak)
        if b"Traceback" in err or game.returncode != 0:
            self.fault("crash", f"a line of {size} bytes of {unit!r}: status "
                                f"{game.returncode}, {err[-400:]!r}")
        if peak > self.args.max_rss * 1024:
            self.fault("memory", f"a line of {size} bytes of {unit!r}: peak {peak} kB")
        if ended and not out.rstrip().endswith(b".") or ended and b"Draw pile" not in out:
            self.fault("lost", f"the board after a line of {size} bytes was not answered")

    # ----- signals while speaking ------------------------------------------------------

    def _voice(self, mark: str) -> dict[str, str]:
        folder = self.folder / "bin"
        if not folder.exists():
            folder.mkdir()
            exe = folder / "espeak-ng"
            exe.write_text("#!/bin/sh\n" + textwrap.dedent(SPEAKS_LONG), encoding="utf-8")
            exe.chmod(0o755)
        return {**self.env, MARK: mark, "TRIPEAKS_A11Y_SCREEN_READER": "none",
                "PATH": f"{folder}{os.pathsep}{os.environ.get('PATH', '')}"}

    def signals(self) -> None:
        r, mark = self.rng, uuid.uuid4().hex
        signum = r.choice([signal.SIGQUIT, signal.SIGTERM, signal.SIGHUP, signal.SIGINT,
                           signal.SIGKILL])
        game = subprocess.Popen([*self.program, "--lang", r.choice(LANGUAGES), "--speech", "tts"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=self._voice(mark))
        assert game.stdin is not None
        game.stdin.write(b"board\n")
        game.stdin.flush()
        if not _wait(lambda: _speaking(mark), 30):
            self.fault("hang", "the stand-in voice never started")
        time.sleep(r.random() * 0.5)
        game.send_signal(signum)
        try:
            _, err = game.communicate(timeout=self.args.timeout)
        except subprocess.TimeoutExpired:
            game.kill()
            game.communicate()
            self.fault("hang", f"the game did not end on {signal.Signals(signum).name}")
        name = signal.Signals(signum).name
        self.tried[f"signal {name}"] += 1
        wanted = -signum if signum == signal.SIGKILL else 128 + signum
        if game.returncode != wanted or b"Traceback" in err:
            self.fault("crash", f"{name}: status {game.returncode}, {err[-300:]!r}")
        if not _wait(lambda: not _speaking(mark), 10):
            self.fault("orphan", f"a speech process outlived the game after {name}")
            for pid in _marked(mark):
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)

    # ----- stats interrupted -----------------------------------------------------------

    def stats(self) -> None:
        mark = uuid.uuid4().hex
        run = subprocess.Popen([*self.program, "stats", "--deals", "0-99999", "--jobs", "2",
                                "--quiet"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True, env={**self.env, MARK: mark})
        if not _wait(lambda: len(_marked(mark)) >= 3, 60):
            self.fault("hang", "stats started no workers")
        time.sleep(self.rng.random() * 2)
        os.killpg(run.pid, signal.SIGINT)
        _, err = run.communicate(timeout=self.args.timeout * 3)
        self.tried["stats interrupted"] += 1
        if run.returncode != 130 or err.count(b"\n") != 1 or b"Traceback" in err:
            self.fault("crash", f"stats on SIGINT: status {run.returncode}, {err[-600:]!r}")
        if not _wait(lambda: not _marked(mark), 10):
            self.fault("orphan", "a stats worker outlived stats")


def _feed(game: subprocess.Popen[bytes], data: bytes, *, close: bool = True) -> None:
    """Write ``data`` to the game's input, then close it unless ``close`` is false (a game
    gone meanwhile: no matter)."""
    assert game.stdin is not None
    with contextlib.suppress(OSError):
        game.stdin.write(data)
        game.stdin.flush()
    if close:
        with contextlib.suppress(OSError):
            game.stdin.close()


def _peak_kilobytes(pid: int) -> int:
    """The peak resident memory of process ``pid`` since it started its program (VmHWM;
    wait4's ru_maxrss would count the fuzzer's own memory, copied by fork), 0 if gone."""
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def _wait(condition: Callable[[], object], limit: float) -> bool:
    deadline = time.monotonic() + limit
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def _marked(value: str) -> list[int]:
    wanted = f"{MARK}={value}".encode()
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            if wanted in (entry / "environ").read_bytes().split(b"\0"):
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
                if state != "Z":
                    found.append(int(entry.name))
        except (OSError, IndexError):
            continue
    return found


def _speaking(value: str) -> list[int]:
    found = []
    for pid in _marked(value):
        with contextlib.suppress(OSError):
            if Path(f"/proc/{pid}/cmdline").read_bytes() == b"sleep\x00600\x00":
                found.append(pid)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--seconds", type=float, default=120.0, help="how long (default 120)")
    parser.add_argument("--seed", type=int, help="the random seed (default: any)")
    parser.add_argument("--kinds", default=",".join(KINDS),
                        help=f"which, comma-separated (default {','.join(KINDS)})")
    parser.add_argument("--timeout", type=float, default=20.0,
                        help="seconds a run may take before it is a hang (default 20)")
    parser.add_argument("--every", type=int, default=25,
                        help="one WAV file in EVERY through the real program (default 25)")
    parser.add_argument("--max-mb", type=float, default=32.0,
                        help="the longest line without end, in MB (default 32)")
    parser.add_argument("--max-rss", type=float, default=64.0,
                        help="the most memory the game may use on one, in MB (default 64)")
    args = parser.parse_args(argv)
    kinds = [kind for kind in args.kinds.split(",") if kind]
    if not set(kinds) <= set(KINDS) or not sys.platform.startswith("linux"):
        parser.error(f"--kinds: some of {', '.join(KINDS)}; Linux only (/proc)")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    # A background job starts with SIGINT and SIGQUIT ignored (nohup: SIGHUP), and the game
    # keeps a signal it was started ignoring: the programs fuzzed get the defaults.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for number in (signal.SIGQUIT, signal.SIGHUP):
        signal.signal(number, signal.SIG_DFL)
    print(f"fuzz_files: seed {seed}, {args.seconds:.0f} s, kinds {', '.join(kinds)}", flush=True)
    with tempfile.TemporaryDirectory(prefix="tripeaks-fuzz-files-") as folder:
        fuzz = Fuzz(args, seed, Path(folder))
        spent = dict.fromkeys(kinds, 0.0)
        end = time.monotonic() + args.seconds
        while time.monotonic() < end:
            kind = min(kinds, key=lambda k: spent[k])  # an equal share of the time each
            began = time.monotonic()
            getattr(fuzz, kind)()
            spent[kind] += time.monotonic() - began
    for what, count in sorted(fuzz.tried.items()):
        print(f"tried: {what}: {count:,}")
    kinds_found = Counter(fault.split(":")[0] for fault in fuzz.faults)
    print("faults: " + (", ".join(f"{k} {n}" for k, n in sorted(kinds_found.items()))
                        if kinds_found else "0 (no crash, hang, orphan or memory fault)"))
    return 1 if fuzz.faults else 0


if __name__ == "__main__":
    sys.exit(main())
