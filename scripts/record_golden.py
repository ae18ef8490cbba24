"""(Re)write the golden playthroughs in tests/data/golden/ (see tests/test_golden.py).

    .venv/bin/python scripts/record_golden.py            # every command file
    .venv/bin/python scripts/record_golden.py tp-win     # one game, by name
    .venv/bin/python scripts/record_golden.py --check    # compare, write nothing

For each ``<name>.commands.txt`` and each language it plays the game
in-process twice (the two must agree: nothing random, nothing timed), plays
it through the program in script mode (``--jsonl`` and plain), requires the
program's lines to equal the in-process answers, and writes
``<name>.<lang>.jsonl``. Commands that take long to answer are listed: a
``hint`` or ``solve`` near its node budget would make a golden slow.

A golden file changes only in a commit of its own that lists each changed
answer and the issue that asks for it.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
SLOW_SECONDS = 0.25
"""An answer slower than this is reported (``hint`` and ``solve`` stop at a node budget)."""


def _golden_module() -> ModuleType:
    """tests/test_golden.py, which holds the one implementation of the playthroughs."""
    spec = importlib.util.spec_from_file_location("test_golden", ROOT / "tests" / "test_golden.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _slow_answers(golden: ModuleType, commands: Path, lang: str) -> list[str]:
    """Command lines whose answer took longer than SLOW_SECONDS in-process (timed on a
    plain Session: the speech commands answer differently there, but as fast)."""
    from tripeaks_a11y.deals import parse_game_code
    from tripeaks_a11y.session import Session

    code = parse_game_code(golden.game_code(commands))
    session = Session(lang=lang, code=code, game=code.game)
    session.start()
    slow = []
    for number, line in golden.input_lines(commands):
        if session.finished:
            break
        start = time.perf_counter()
        session.handle(line)
        seconds = time.perf_counter() - start
        if seconds > SLOW_SECONDS:
            slow.append(f"line {number} {line!r}: {seconds:.2f} s")
    return slow


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="games to record (default: all)")
    parser.add_argument("--check", action="store_true",
                        help="compare with the golden files and write nothing")
    args = parser.parse_args(argv)
    golden = _golden_module()
    files = golden.command_files()
    if args.names:
        files = [f for f in files if golden.game_name(f) in args.names]
        unknown = set(args.names) - {golden.game_name(f) for f in files}
        if unknown:
            parser.error(f"no command file for: {', '.join(sorted(unknown))}")
    failed = False
    for commands in files:
        for lang in golden.LANGS:
            path = golden.golden_path(commands, lang)
            lines = [golden.dump(r) for r in golden.records(commands, lang)]
            again = [golden.dump(r) for r in golden.records(commands, lang)]
            problems = golden.differences(f"{path.name} (second run)", lines, again)
            records = [json.loads(line) for line in lines]
            printed = [json.dumps(r["printed"], ensure_ascii=False) for r in records]
            texts = [golden.printed_text(r) for r in records]
            problems += golden.differences(
                f"{path.name} (program, --jsonl)", printed,
                golden.play_program(commands, lang, jsonl=True), records)
            problems += golden.differences(
                f"{path.name} (program, plain)", texts,
                golden.play_program(commands, lang, jsonl=False), records)
            for slow in _slow_answers(golden, commands, lang):
                print(f"warning: {commands.name} ({lang}) {slow}", file=sys.stderr)
            if problems:
                failed = True
                print("\n".join(problems), file=sys.stderr)
                continue
            text = "".join(f"{line}\n" for line in lines)
            if args.check:
                old = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
                changed = golden.differences(path.name, old, lines, records)
                if changed:
                    failed = True
                    print("\n".join(changed), file=sys.stderr)
                else:
                    print(f"same: {path.relative_to(ROOT)} ({len(lines)} lines)")
                continue
            previous = path.read_text(encoding="utf-8") if path.exists() else None
            if previous == text:
                print(f"unchanged: {path.relative_to(ROOT)} ({len(lines)} lines)")
            else:
                path.write_text(text, encoding="utf-8")
                print(f"written: {path.relative_to(ROOT)} ({len(lines)} lines)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
