"""Fuzz the game for minutes, through the program and in-process; say what broke (issue 11).

    .venv/bin/python scripts/fuzz.py                      # about 150 s, a random seed
    .venv/bin/python scripts/fuzz.py --seconds 600 --seed 7 --timeout 20

Random lines (the game's words in en, ar and hr mixed with random Unicode,
controls, escape sequences, invalid UTF-8, long numbers and codes, lines up
to ``--max-line`` bytes) go to ``tripeaks-a11y`` in script mode, plain and
``--jsonl``, both games, fuzzed options and locales, with the settings folder
and HOME in a temporary folder. A "timed" run sends a marker line after each
line and waits for its answer (each answer timed, each fault with its line);
a "paste" run sends it all at once. A share of the time (``--in-process``)
the lines go straight to ``Session.handle`` in a worker process.

Printed: inputs tried, crashes (a traceback, a signal, a status but 0, or 2
after a bad option), hangs (no answer within ``--timeout`` s), forbidden
output (C0 controls but newline and tab, DEL, C1 in UTF-8, invalid UTF-8, a
JSON line that is no answer or holds a control, an empty answer), script
mode writing the settings folder, the slowest answers. The first offending
inputs go to ``--out``: ``NN-kind.stdin`` and ``NN-kind.txt`` (what happened,
how to replay it). Exit status 1 when a crash, hang or forbidden output was
found, else 0.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing as mp
import os
import random
import re
import selectors
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from multiprocessing.connection import Connection
from pathlib import Path

from tripeaks_a11y.commands.grammar import (
    COMMANDS,
    NUMBER_WORDS,
    OPTION_VALUES,
    RANK_WORDS,
    SUIT_WORDS,
)
from tripeaks_a11y.i18n import LANGUAGES, card_name
from tripeaks_a11y.values.cards import full_deck

FORBIDDEN_BYTES = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]")
"""ESC, BEL and the other C0 controls but newline and tab, DEL, C1 controls in UTF-8."""
FORBIDDEN_TEXT = re.compile("[\x00-\x1f\x7f-\x9f]")
ESCAPES = [b"\x1b]0;pwned\x07", b"\x1b[2J", b"\x1b[31m", b"\x1bP1$r\x1b\\", b"\x1bc", b"\x07",
           b"\x00", b"\x08", b"\x7f", b"\r", b"\x0b", b"\x0c", b"\x1c", b"\t", b"\xc2\x9b2J",
           b"\xc2\x9d0;x\xc2\x9c", b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xae", b"\xef\xbb\xbf"]
INVALID_UTF8 = [b"\xff", b"\xfe", b"\x80", b"\xc3", b"\xc0\xaf", b"\xed\xa0\x80", b"\xe2\x82",
                b"\xf4\x90\x80\x80", b"\x9b"]
CODES = [c.code for c in full_deck()] + ["TP1-E-AAAAAAB", "TP1-C-AAAAAAD", "PY1-AAAAAAB",
                                         "TP1-E-AAAAAAB-W", "tp1", "PY1-C-AAAAAAB", "-5", "0"]
COMMAND_LINES = [b"rate 150", b"volume 50", b"lang hr", b"lang ar", b"rules classic", b"yes",
                 b"errors off", b"verbosity brief", b"speech none", b"game pyramid", b"new",
                 b"solve", b"hint", b"quit", b"undo", b"draw", b"repeat", b"stop", b"help xyz"]


def _vocabulary(lang: str) -> list[str]:
    words = {w for spec in COMMANDS for w in spec.words[lang]}
    for table in (RANK_WORDS[lang], SUIT_WORDS[lang], NUMBER_WORDS[lang]):
        words.update(w for ws in table.values() for w in ws)
    for values in OPTION_VALUES.values():
        words.update(w for per_lang in values.values() for w in per_lang[lang])
    return sorted(words | {card_name(lang, card) for card in full_deck()})


VOCABULARY = {lang: _vocabulary(lang) for lang in LANGUAGES}


def clean(text: str) -> str:
    """``text`` safe to print here: controls, surrogates and the like written as escapes."""
    return "".join(ch if ch.isprintable() or ch == "\n" else repr(ch)[1:-1] for ch in text)


def show(data: bytes | str, limit: int = 200) -> str:
    """An input or output for the report: its repr, cut, with its length when cut."""
    text = repr(data[:limit])
    return text if len(data) <= limit else f"{text}… ({len(data)} long)"


class Inputs:
    """Random lines, options and environments, from one seeded generator."""

    def __init__(self, rng: random.Random, max_line: int) -> None:
        self.rng, self.max_line = rng, max_line

    def token(self, lang: str) -> bytes:
        r, pick = self.rng, self.rng.random()
        if pick < 0.45:
            return r.choice(VOCABULARY[lang if r.random() < 0.8 else r.choice(LANGUAGES)]).encode()
        if pick < 0.6:
            code = r.choice(CODES).encode()
            return code + r.choice(ESCAPES + INVALID_UTF8) if r.random() < 0.2 else code
        if pick < 0.78:
            return r.choice(ESCAPES if pick < 0.7 else INVALID_UTF8)
        if pick < 0.88:
            chars = "".join(chr(r.randrange(0x110000)) for _ in range(r.randint(1, 8)))
            return chars.encode("utf-8", "surrogatepass")
        return str(r.randint(-100, 10 ** r.randint(1, 12))).encode()

    def line(self, lang: str) -> bytes:
        r, pick = self.rng, self.rng.random()
        if pick < 0.06:
            return r.choice([b"", b" ", b"# a comment \x1b[2J", b"\x1b", b"\xff", b"\x07\x07"])
        if pick < 0.16:
            return r.choice(COMMAND_LINES)
        tokens = [self.token(lang) for _ in range(r.randint(1, 8))]
        return r.choice([b" ", b" ", b"", b"\t", b","]).join(tokens).replace(b"\n", b" ")

    def long_line(self, lang: str) -> bytes:
        r = self.rng
        low = r.choice([200, 900, 1000])  # about the longest command, and beyond
        size = min(self.max_line, int(low * (self.max_line / low) ** r.random()))
        kind = r.randrange(7)
        if kind < 5:
            return [b"x " * (size // 2), b"7s" * (size // 2), b"a" * size,
                    r.choice([b"new ", b"", b"row ", b"rate "]) + b"9" * min(size, 6000),
                    b"play " + b"\x1b[2J" * (size // 4)][kind]
        out = bytearray()
        while len(out) < size:
            out += (self.line(lang) if kind == 5 else self.token(lang)) + b" "
        return bytes(out[:size]).replace(b"\n", b" ")

    def batch(self, lang: str) -> list[bytes]:
        lines = [self.line(lang) for _ in range(self.rng.randint(5, 60))]
        if self.rng.random() < 0.25:
            lines.insert(self.rng.randrange(len(lines) + 1), self.long_line(lang))
        return lines

    def options(self) -> tuple[list[str], str, bool]:
        """Program options, the language of the words, and whether an option may be bad."""
        r, argv, fuzzed = self.rng, [], False
        lang = r.choice(LANGUAGES)
        if r.random() < 0.8:
            argv += ["--lang", r.choice([lang, lang.upper()])]
        pick = r.random()
        if pick < 0.3:
            argv += ["--game", r.choice(["tripeaks", "pyramid", "Pyramid", "TP1-E-AAAAAAB",
                                         "PY1-AAAAAAB", "TP1-C-AAAAAAD", str(r.randrange(99999))])]
        elif pick < 0.4:  # argv holds no NUL; other bytes get through as surrogates
            fuzzed = True
            argv += ["--game", os.fsdecode(self.line(lang).replace(b"\x00", b"")) or "x"]
        elif pick < 0.45:
            cards = [c.code for c in full_deck()]
            r.shuffle(cards)
            if r.random() < 0.5:
                fuzzed = True
                cards[r.randrange(52)] = os.fsdecode(self.token(lang).replace(b"\x00", b""))
            argv += ["--deal", " ".join(cards)] + (["--game", "pyramid"] if r.random() < .5 else [])
        if r.random() < 0.15:
            argv += ["--rules", r.choice(["easy", "classic"])]
        argv += ["--jsonl"] * (r.random() < 0.5) + ["--speech", "none"] * (r.random() < 0.3)
        return argv, lang, fuzzed

    def environment(self, config: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith("LC_") and k not in ("LANG", "LANGUAGE")}
        env.update(TRIPEAKS_A11Y_CONFIG_DIR=config, HOME=config, TERM="dumb",
                   TRIPEAKS_A11Y_SPEECH_SINK="null")
        for name, values in (("LC_ALL", [None, None, "C.UTF-8", "C", "POSIX"]),
                             ("LANG", [None, "hr_HR.UTF-8", "ar_SA.UTF-8", "en_US.UTF-8"])):
            if (value := self.rng.choice(values)) is not None:
                env[name] = value
        return env


@dataclass
class Finding:
    """One fault: its kind ("crash", "hang", "forbidden", "settings"), a key to group
    the same fault by, what happened, the input and how to replay it (STDIN: the file)."""

    kind: str
    key: str
    detail: str
    stdin: bytes
    replay: str


@dataclass
class Stats:
    """What the run tried, found, and the slowest answer of each kind."""

    lines: dict[str, int] = field(default_factory=lambda: {"program": 0, "in-process": 0})
    runs: dict[str, int] = field(default_factory=lambda: {"program": 0, "in-process": 0})
    fed: int = 0
    findings: list[Finding] = field(default_factory=list)
    slowest: dict[str, tuple[float, int, str]] = field(default_factory=dict)

    def timed(self, where: str, seconds: float, line: bytes | str) -> None:
        if seconds > self.slowest.get(where, (-1.0, 0, ""))[0]:
            self.slowest[where] = (seconds, len(line), show(line, 60))


class Child:
    """The program with its three pipes, pumped without blocking."""

    def __init__(self, argv: list[str], env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, env=env, start_new_session=True)
        assert self.proc.stdin and self.proc.stdout and self.proc.stderr
        self.out, self.err, self.pending = bytearray(), bytearray(), bytearray()
        os.set_blocking(self.proc.stdin.fileno(), False)
        self.sel = selectors.DefaultSelector()
        self.sel.register(self.proc.stdout, selectors.EVENT_READ, self.out)
        self.sel.register(self.proc.stderr, selectors.EVENT_READ, self.err)
        self.open_outputs, self.closing = 2, False

    def send(self, data: bytes) -> None:
        if self.proc.stdin is not None and not self.proc.stdin.closed:
            if not self.pending:
                self.sel.register(self.proc.stdin, selectors.EVENT_WRITE, None)
            self.pending += data

    def _close_stdin(self) -> None:
        assert self.proc.stdin is not None
        if self.pending:
            self.sel.unregister(self.proc.stdin)
            self.pending.clear()
        with contextlib.suppress(BrokenPipeError):
            self.proc.stdin.close()

    def pump(self, done: Callable[[], bool], deadline: float) -> bool:
        """Move bytes until ``done()``; False when the outputs closed or time ran out first."""
        while not done():
            left = deadline - time.monotonic()
            if self.open_outputs == 0 or left <= 0:
                return done()
            for key, _ in self.sel.select(min(left, 0.5)):
                if key.data is None:  # stdin takes more
                    try:
                        del self.pending[:os.write(key.fd, self.pending[:65536])]
                    except BrokenPipeError:
                        self._close_stdin()
                        continue
                    if not self.pending:
                        self.sel.unregister(key.fileobj)
                        if self.closing:
                            self._close_stdin()
                elif chunk := os.read(key.fd, 65536):
                    key.data.extend(chunk)
                else:
                    self.sel.unregister(key.fileobj)
                    self.open_outputs -= 1
        return True

    def finish(self, deadline: float) -> int | None:
        """End of input, then read to the end: the exit status, or None if it did not end."""
        self.closing = True
        if not self.pending:
            self._close_stdin()
        self.pump(lambda: self.open_outputs == 0, deadline)
        try:
            return self.proc.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()


def bad_output(out: bytes, err: bytes, jsonl: bool) -> tuple[str, int] | None:
    """The first forbidden thing the program wrote, and its offset in stdout (-1: stderr)."""
    for name, data in (("stdout", out), ("stderr", err)):
        if found := FORBIDDEN_BYTES.search(data):
            return f"{found.group()!r} on {name}", found.start() if data is out else -1
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as error:
            return f"invalid UTF-8 on {name}", error.start if data is out else -1
    offset = 0
    for line in out.split(b"\n")[:-1] if jsonl else []:
        try:
            item = json.loads(line)
        except ValueError:
            item = None
        if not isinstance(item, dict) or not isinstance(item.get("text"), str) \
                or "event" not in item:
            return f"a JSON line that is no answer: {show(line, 80)}", offset
        if not item["text"].strip():
            return f"an empty answer: {show(line, 80)}", offset
        if any(isinstance(v, str) and FORBIDDEN_TEXT.search(v) for v in item.values()):
            return f"a control character in a JSON field: {show(line, 80)}", offset
        offset += len(line) + 1
    return None


def _said(out: bytearray, begin: int, marker: bytes) -> bool:
    return marker in out[begin:].lower()  # said back as "Zq0xw is not a card I know."


def run_program(stats: Stats, program: list[str], inputs: Inputs, config: str,
                timeout: float, timed: bool) -> list[Finding]:
    """One run of the program on a batch of lines; the faults found."""
    argv, lang, fuzzed = inputs.options()
    env, lines = inputs.environment(config), inputs.batch(lang)
    stdin = b"".join(line + b"\n" for line in lines)
    stdin = stdin[:-1] if inputs.rng.random() < 0.1 else stdin  # no newline at the end
    locale = " ".join(f"{k}={env[k]}" for k in ("LC_ALL", "LANG") if k in env)
    replay = f"env {locale} TRIPEAKS_A11Y_CONFIG_DIR=$(mktemp -d) " \
             f"{shlex.join(program + argv)} < STDIN"
    where = clean(f"{shlex.join(argv) or '(no options)'} [{locale or 'no locale'}] "
                  f"{'timed' if timed else 'paste'}")
    child = Child(program + argv, env)
    stats.runs["program"] += 1
    stats.fed += len(stdin)
    segments: list[tuple[int, int]] = []  # the stdout each line's answers took
    culprit = None  # the line that got no answer
    started = time.monotonic()
    if timed:
        for index, line in enumerate(lines):
            marker, begin = f"zq{index}xw".encode(), len(child.out)
            child.send(line + b"\n" + marker + b"\n")
            sent = time.monotonic()
            answered = child.pump(partial(_said, child.out, begin, marker), sent + timeout)
            segments.append((begin, len(child.out)))
            stats.lines["program"] += 1
            if not answered:
                culprit = index
                break
            stats.timed("program", time.monotonic() - sent, line)
    else:
        child.send(stdin)
        stats.lines["program"] += len(lines)
    hung = culprit is not None and child.open_outputs > 0
    status = None if hung else child.finish((time.monotonic() if timed else started) + timeout)

    def line_of(offset: int) -> str:
        for index, (a, b) in enumerate(segments):
            if a <= offset < b:
                return f"line {index + 1}: {show(lines[index])}"
        if culprit is not None:
            return f"line {culprit + 1}: {show(lines[culprit])}"
        return f"one of {len(lines)} lines (the longest {max(map(len, lines))} bytes)"

    findings = []

    def found(kind: str, key: str, detail: str) -> None:
        findings.append(Finding(kind, clean(key), f"{where}: {clean(detail)}", stdin, replay))

    errors = child.err.decode("utf-8", "replace")
    if status is None:
        child.kill()
        found("hang", "no answer", f"no answer within {timeout} s to {line_of(-1)}")
    elif "Traceback (most recent call last)" in errors or "Fatal Python" in errors or \
            status not in ((0, 2) if fuzzed else (0,)):
        key = (errors.strip().splitlines() or [f"status {status}"])[-1][:80]
        found("crash", key, f"status {status} after {line_of(-1)}\nstderr: {errors[-1500:]}")
    if (bad := bad_output(bytes(child.out), bytes(child.err), "--jsonl" in argv)) is not None:
        text, offset = bad
        near = child.out[max(0, offset - 80):offset + 80] if offset >= 0 else child.err[-200:]
        found("forbidden", text.split(":")[0][:60],
              f"{text}, answering {line_of(offset)}\noutput: {show(bytes(near), 300)}")
    if written := sorted(Path(config).iterdir()):
        found("settings", "script mode wrote the settings folder",
              f"wrote {', '.join(p.name for p in written)}")
        for path in written:
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()
    return findings


def _worker(conn: Connection) -> None:
    """The in-process worker: play each batch sent, one message per line, then "done"."""
    from tripeaks_a11y.kinds import parse_code
    from tripeaks_a11y.session import Session
    from tripeaks_a11y.settings.keeper import Preferences

    while True:
        lang, code, lines = conn.recv()
        session = Session(lang=lang, code=parse_code(code), preferences=Preferences())
        session.start()
        for line in lines:
            started = time.perf_counter()
            try:
                answers = session.handle(line)
            except BaseException:  # every escape is a finding
                conn.send(("crash", traceback.format_exc()[-1500:], 0.0, None))
                break
            seconds, problem = time.perf_counter() - started, None
            for answer in answers:
                forms = (answer.text, answer.spoken, answer.brief, answer.full)
                if not answer.text.strip():
                    problem = f"an empty answer: {answer!r}"
                elif any(form and FORBIDDEN_TEXT.search(form) for form in forms):
                    problem = f"a control character in an answer: {answer!r}"
            conn.send(("ok", problem, seconds, session.heard))
        conn.send(("done", None, 0.0, None))


class InProcess:
    """Lines straight to ``Session.handle``, in a worker process a hang can be killed in."""

    def __init__(self) -> None:
        self.context = mp.get_context("fork")
        self._start()

    def _start(self) -> None:
        self.conn, theirs = self.context.Pipe()
        self.proc = self.context.Process(target=_worker, args=(theirs,), daemon=True)
        self.proc.start()

    def close(self) -> None:
        self.proc.kill()
        self.proc.join()

    def run(self, stats: Stats, inputs: Inputs, timeout: float) -> list[Finding]:
        r = inputs.rng
        lang, errors = r.choice(LANGUAGES), r.choice(["replace", "surrogateescape"])
        code = r.choice(["TP1-E-AAAAAAB", "TP1-C-AAAAAAD", "PY1-AAAAAAB", "PY1-AAAAQAC",
                         str(r.randrange(99999))])
        lines = [line.decode("utf-8", errors) for line in inputs.batch(lang)]
        self.conn.send((lang, code, lines))
        stats.runs["in-process"] += 1
        where = f"in-process Session(lang={lang!r}, code={code!r}), bytes decoded with {errors}"
        stdin = "\n".join(lines).encode("utf-8", "surrogateescape")
        replay = (".venv/bin/python -c 'import sys; from tripeaks_a11y.kinds import parse_code; "
                  f"from tripeaks_a11y.session import Session; s = Session(lang=\"{lang}\", "
                  f"code=parse_code(\"{code}\")); s.start(); [print([a.text for a in "
                  "s.handle(l)]) for l in open(sys.argv[1], encoding=\"utf-8\", "
                  "errors=\"surrogateescape\").read().split(chr(10))]' STDIN")
        findings: list[Finding] = []
        for index, line in enumerate(lines):
            said = f"{where}: line {index + 1}: {show(line)}"
            if not self.conn.poll(timeout):
                self.close()
                self._start()
                return [*findings, Finding("hang", "no answer (in-process)",
                                           f"{said}: no answer within {timeout} s", stdin, replay)]
            kind, detail, seconds, heard = self.conn.recv()
            stats.lines["in-process"] += 1
            if kind == "crash":
                self.conn.recv()  # "done"
                key = clean((detail or "").strip().splitlines()[-1][:80])
                return [*findings, Finding("crash", key, f"{said}\n{clean(detail)}", stdin, replay)]
            stats.timed("in-process", seconds, line)
            if heard not in ("solve", "hint"):  # those search for up to 2 s by design
                stats.timed("in-process, not solve or hint", seconds, line)
            if detail is not None:
                findings.append(Finding("forbidden", detail.split(":")[0],
                                        f"{said}: {clean(detail[:400])}", stdin, replay))
        self.conn.recv()  # "done"
        return findings


def write_findings(out: Path, findings: list[Finding], keep: int) -> None:
    """The first ``keep`` findings (crashes first, at most 3 of a key) as files in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    seen: dict[tuple[str, str], int] = {}
    listed: list[str] = []
    order = ("crash", "hang", "forbidden", "settings")
    for finding in sorted(findings, key=lambda f: order.index(f.kind)):
        group = (finding.kind, finding.key)
        seen[group] = seen.get(group, 0) + 1
        if seen[group] > 3 or len(listed) >= keep:
            continue
        name = f"{len(listed) + 1:02d}-{finding.kind}"
        (out / f"{name}.stdin").write_bytes(finding.stdin)
        replay = finding.replay.replace("STDIN", str(out / f"{name}.stdin"))
        (out / f"{name}.txt").write_text(f"{finding.kind}: {finding.key}\n{finding.detail}\n\n"
                                         f"replay: {replay}\n", encoding="utf-8")
        listed.append(f"{name}: {finding.key}")
    (out / "findings.txt").write_text("\n".join(listed) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--seconds", type=float, default=150.0, help="how long (default 150)")
    parser.add_argument("--seed", type=int, help="the random seed (default: any)")
    parser.add_argument("--timeout", type=float, default=20.0,
                        help="seconds an answer, or a paste run, may take (default 20)")
    parser.add_argument("--max-line", type=int, default=100_000, help="longest line, in bytes")
    parser.add_argument("--in-process", type=float, default=0.3,
                        help="the share of the time spent in-process (default 0.3)")
    parser.add_argument("--keep", type=int, default=20, help="findings written down (default 20)")
    parser.add_argument("--out", type=Path, help="where (default /tmp/tripeaks-fuzz-SEED)")
    parser.add_argument("--program", help="the command fuzzed (default: the venv's tripeaks-a11y;"
                        " a broken stand-in shows that faults are seen)")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    out: Path = args.out or Path(tempfile.gettempdir()) / f"tripeaks-fuzz-{seed}"
    inputs = Inputs(random.Random(seed), args.max_line)
    launcher = Path(sys.executable).with_name("tripeaks-a11y")
    program = shlex.split(args.program) if args.program else \
        [str(launcher)] if launcher.exists() else [sys.executable, "-m", "tripeaks_a11y"]
    print(f"fuzz: seed {seed}, {args.seconds:.0f} s, timeout {args.timeout:.0f} s, "
          f"program {clean(shlex.join(program))}", flush=True)
    stats, spent = Stats(), {"program": 0.0, "in-process": 0.0}
    worker, end = InProcess(), time.monotonic() + args.seconds
    with tempfile.TemporaryDirectory(prefix="tripeaks-fuzz-config-") as config:
        while time.monotonic() < end:
            here = "in-process" if spent["in-process"] < args.in_process * sum(spent.values()) \
                else "program"
            began = time.monotonic()
            if here == "program":
                timed = inputs.rng.random() < 0.7
                found = run_program(stats, program, inputs, config, args.timeout, timed)
            else:
                found = worker.run(stats, inputs, args.timeout)
            spent[here] += time.monotonic() - began
            for finding in found:
                print(f"{finding.kind}: {finding.detail.splitlines()[0][:300]}", flush=True)
            stats.findings += found
    worker.close()
    count = {kind: sum(f.kind == kind for f in stats.findings)
             for kind in ("crash", "hang", "forbidden", "settings")}
    print(f"inputs tried: {sum(stats.lines.values())} lines ({stats.lines['program']} through "
          f"the program in {stats.runs['program']} runs, {stats.lines['in-process']} in-process "
          f"in {stats.runs['in-process']} games), {stats.fed} bytes fed to the program")
    print(f"crashes: {count['crash']}\nhangs: {count['hang']}\n"
          f"forbidden output: {count['forbidden']}\n"
          f"script mode wrote the settings folder: {count['settings']} runs")
    for kind, key in sorted({(f.kind, f.key) for f in stats.findings}):
        print(f"  {kind} × {sum((f.kind, f.key) == (kind, key) for f in stats.findings)}: {key}")
    for where, (seconds, length, line) in sorted(stats.slowest.items()):
        print(f"slowest answer ({where}): {seconds:.3f} s, to a line of {length}: {line}")
    if stats.findings:
        write_findings(out, stats.findings, args.keep)
        print(f"first offending inputs: {out}/ (listed in findings.txt)")
    return 1 if count["crash"] + count["hang"] + count["forbidden"] else 0


if __name__ == "__main__":
    sys.exit(main())
