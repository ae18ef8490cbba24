"""The program driven end to end: script mode, JSON lines, and a pseudo-terminal REPL."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
from conftest import run_main

from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.values.cards import parse_card_code

DATA = Path(__file__).parent / "data"
SEED_AR_START, SEED_AR_AFTER, SEED_HR_START, SEED_HR_AFTER = (
    DATA / "seed_readouts.txt"
).read_text(encoding="utf-8").splitlines()


def run(args: list[str], stdin: str, env: dict[str, str] | None = None
        ) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "PYTHONIOENCODING": "utf-8", **(env or {})}
    return run_main(args, stdin, full_env)


@pytest.mark.parametrize(
    ("lang", "start", "after"),
    [("hr", SEED_HR_START, SEED_HR_AFTER), ("ar", SEED_AR_START, SEED_AR_AFTER)],
)
def test_script_mode_reads_the_seed_layout(lang: str, start: str, after: str,
                                           seed_deal_codes: str) -> None:
    result = run(["--lang", lang, "--deal", seed_deal_codes], "KC\nAS\n2D\nboard\n")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[1] == start  # welcome line, then the board
    assert lines[-1] == after
    assert "> " not in result.stdout  # no prompt in script mode
    assert "KC" not in result.stdout  # no echo of the input


def test_script_mode_english_game(seed_deal_codes: str) -> None:
    result = run(["--lang", "en", "--deal", seed_deal_codes],
                 "moves\n3S\nplay king of clubs\nA♠\n2d\nwaste\nscore\ncode\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.splitlines()[1].startswith("Draw pile: 23 cards; waste pile: ace of clubs. "
                                          "Peak tops: hidden card, hidden card, hidden card; ")
    assert t("en", "refused-wrong-rank") in out
    assert "7 of spades" in out  # revealed
    assert "explicit deal" in out


def test_script_mode_starts_with_code_and_board() -> None:
    result = run(["--lang", "en", "--game", "TP1-C-AAAAAAB"], "")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert "TP1-C-AAAAAAB" in lines[0]
    assert lines[1].startswith("Draw pile: 23 cards; waste pile: ")
    assert len(lines) == 2


def test_a_game_code_given_alone_is_taken_as_game() -> None:
    """Pasting the code a friend shared is enough: ``tripeaks-a11y TP1-C-AAAAAAB``."""
    for args in (["TP1-C-AAAAAAB"], ["play", "TP1-C-AAAAAAB"],
                 ["TP1-C-AAAAAAB", "--game", "TP1-C-AAAAAAB"], ["PY1-AAAAAAB"]):
        result = run([*args, "--lang", "en"], "")
        assert result.returncode == 0, result.stderr
        assert args[-1] in result.stdout.splitlines()[0]
    both = run(["--lang", "en", "TP1-C-AAAAAAB", "--game", "TP1-E-AAAAAAC"], "")
    assert both.returncode == 2
    assert "TP1-C-AAAAAAB, TP1-E-AAAAAAC" in both.stderr.splitlines()[-1]
    bad = run(["--lang", "en", "TP1-X-AAAAAAB"], "")
    assert bad.returncode == 2 and "X" in bad.stderr and bad.stdout == ""


def test_play_named_after_its_options_is_still_the_subcommand() -> None:
    """"tripeaks-a11y --lang hr play": options first, as many write them; "play" is the
    subcommand there, not a game code, unless it is an option's value (a player
    called play)."""
    for args in (["--lang", "en", "play"], ["--lang", "en", "play", "TP1-C-AAAAAAB"],
                 ["--lang=en", "play", "--game", "TP1-C-AAAAAAB"]):
        result = run(args, "")
        assert result.returncode == 0, result.stderr
        assert result.stdout.startswith("TriPeaks solitaire.")
        assert all(code in result.stdout for code in args if code.startswith("TP1"))
    named = run(["--player", "play", "--lang", "en", "--game", "TP1-C-AAAAAAB"], "")
    assert named.returncode == 0 and "TP1-C-AAAAAAB" in named.stdout


def test_rules_option_overrides_code_letter() -> None:
    result = run(["--lang", "en", "--game", "TP1-E-AAAAAAB", "--rules", "classic"], "code\n")
    assert "TP1-C-AAAAAAB" in result.stdout.splitlines()[-1]


def test_jsonl_events(seed_deal_codes: str) -> None:
    result = run(["--lang", "en", "--jsonl", "--deal", seed_deal_codes],
                 "3S\nKC\nAS\n2D\ndraw\nundo\nzzz\n")
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    events = [r["event"] for r in records]
    assert events[:2] == ["info", "board"]
    assert records[1]["stock"] == 23
    refused = records[2]
    assert refused["event"] == "refused" and refused["reason"] == "wrong_rank"
    assert refused["card"] == "3S"
    assert events[3:7] == ["removed", "removed", "removed", "revealed"]
    assert records[6]["card"] == "7S"
    drawn = records[7]
    assert drawn["event"] == "drawn" and drawn["stock"] == 22 and drawn["score"] == 496
    assert records[8]["event"] == "undone" and records[8]["score"] == 497
    assert records[9]["event"] == "refused"
    assert all(isinstance(r["text"], str) and r["text"] for r in records)


def test_explicit_deal_errors_name_the_codes(seed_deal_codes: str) -> None:
    codes = seed_deal_codes.split()
    broken = " ".join(["ZZ", *codes[1:-1], codes[1]])
    result = run(["--lang", "en", "--deal", broken], "")
    assert result.returncode == 2
    assert "ZZ" in result.stderr and codes[1] in result.stderr and codes[-1] in result.stderr
    assert result.stdout == ""


def test_bad_game_code_exit_status(seed_deal_codes: str) -> None:
    result = run(["--lang", "en", "--game", "TP1-X-AAAAAAB"], "")
    assert result.returncode == 2
    assert "X" in result.stderr


def _spawn(lang: str, deal: str, term: str) -> pexpect.spawn:
    env = {**os.environ, "TERM": term, "PYTHONIOENCODING": "utf-8"}
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    return pexpect.spawn(sys.executable, ["-m", "tripeaks_a11y", "--lang", lang, "--deal", deal,
                                          "--speech", "none"],
                         env=env, encoding="utf-8", timeout=30, dimensions=(40, 200))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("term", ["dumb", "xterm-256color"])
def test_repl_in_a_pseudo_terminal(lang: str, term: str, seed_deal_codes: str) -> None:
    child = _spawn(lang, seed_deal_codes, term)
    log = io.StringIO()
    child.logfile_read = log
    # prompt_toolkit draws "> " with cursor moves on a full terminal.
    prompt = "> " if term == "dumb" else ">"
    child.expect_exact(t(lang, "card-hidden"))
    child.expect_exact(prompt)
    child.sendline("board")
    child.expect_exact(t(lang, "row-label", row=4))
    child.sendline("KC")
    child.expect_exact(t(lang, "removed", card=parse_card_code("KC")))
    child.sendline("3S")
    child.expect_exact(t(lang, "refused-wrong-rank"))
    child.sendline("quit")
    child.expect_exact(t(lang, "confirm-quit"))
    child.sendline("yes")
    child.expect_exact(t(lang, "goodbye"))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    transcript = log.getvalue()
    assert "\x1b[6n" not in transcript  # no cursor position request
    if term == "dumb":
        assert "\x1b" not in transcript  # nothing but text and newlines


def test_closed_stdin_and_closed_stdout_end_quietly(seed_deal_codes: str) -> None:
    closed_in = subprocess.run(
        f'"{sys.executable}" -m tripeaks_a11y --lang en --game 1 <&-', shell=True,
        capture_output=True, text=True, timeout=60)
    assert closed_in.returncode == 0 and "Traceback" not in closed_in.stderr
    assert closed_in.stdout.splitlines()[1].startswith("Draw pile: 23 cards")
    piped = subprocess.run(
        f'yes board | head -200 | "{sys.executable}" -m tripeaks_a11y --lang en --game 1 '
        '| head -c 10', shell=True, capture_output=True, text=True, timeout=60)
    assert "Traceback" not in piped.stderr and "BrokenPipe" not in piped.stderr


@pytest.mark.parametrize("subcommand", [["doctor"], ["listen", "words", "--lang", "ar"],
                                        ["completion", "bash"]])
def test_a_subcommand_whose_reader_has_gone_ends_quietly(
        subcommand: list[str], tmp_path: Path) -> None:
    """``tripeaks-a11y doctor | head -1`` once head has gone: every write meets a closed
    pipe; nobody is left to tell, and no traceback is printed (as the game's)."""
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "c"),
           "XDG_DATA_HOME": str(tmp_path / "d"), "XDG_STATE_HOME": str(tmp_path / "s"),
           "XDG_CACHE_HOME": str(tmp_path / "k")}
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line
    try:
        done = subprocess.run([sys.executable, "-m", "tripeaks_a11y", *subcommand],
                              stdout=write_end, stderr=subprocess.PIPE, text=True,
                              timeout=60, env=env)
    finally:
        os.close(write_end)
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr
    assert done.returncode == 0


def test_language_from_options_and_environment() -> None:
    upper = run(["--lang", "HR", "--game", "1"], "")
    assert upper.returncode == 0 and upper.stdout.startswith(t("hr", "welcome", code="",
                                                               rules="easy")[:10])
    env_lang = run(["--game", "1"], "", env={"LANGUAGE": "ar:en", "LANG": "en_US.UTF-8",
                                             "LC_ALL": "", "LC_MESSAGES": ""})
    assert env_lang.stdout.splitlines()[1].startswith("كومة السحب")
    c_locale = run(["--game", "1"], "", env={"LANGUAGE": "ar", "LC_ALL": "C"})
    assert c_locale.stdout.splitlines()[1].startswith("Draw pile")


@pytest.mark.parametrize("term", ["xterm-256color", "emacs", ""])
def test_plain_input_has_no_escape_sequences(term: str, seed_deal_codes: str) -> None:
    env = {**os.environ, "TERM": term, "PYTHONIOENCODING": "utf-8"}
    args = ["-m", "tripeaks_a11y", "--lang", "en", "--deal", seed_deal_codes, "--speech", "none"]
    if term.startswith("xterm"):
        args.append("--plain")
    child = pexpect.spawn(sys.executable, args, env=env, encoding="utf-8", timeout=30,
                          dimensions=(40, 200))
    log = io.StringIO()
    child.logfile_read = log
    child.expect_exact("> ")
    child.sendline("KC")
    child.expect_exact("> ")
    child.sendeof()  # Ctrl-D with a game in progress: asked as quit asks
    child.expect_exact(t("en", "confirm-quit"))
    child.sendeof()  # a second Ctrl-D leaves
    child.expect_exact(t("en", "goodbye"))
    child.expect(pexpect.EOF)
    child.close()
    assert "\x1b" not in log.getvalue()


def test_stats_subcommand_solves_numbered_deals() -> None:
    result = run_main(["stats", "--game", "tripeaks",
                          "--rules", "classic", "--deals", "0-3", "--jobs", "1"])
    assert result.returncode == 0, result.stderr
    assert "TP1-C-AAAAAAC" in result.stdout  # deal 2, the first lost in Classic, is listed
    assert "\x1b" not in result.stdout + result.stderr and "\r" not in result.stderr


def test_language_and_error_help_are_kept_for_the_next_game(tmp_path: Path) -> None:
    env = {**os.environ, "TERM": "dumb", "PYTHONIOENCODING": "utf-8",
           "TRIPEAKS_A11Y_CONFIG_DIR": str(tmp_path), "LANG": "en_US.UTF-8"}
    args = ["-m", "tripeaks_a11y", "--game", "1", "--speech", "none"]
    first = pexpect.spawn(sys.executable, args, env=env, encoding="utf-8", timeout=30)
    first.expect_exact("> ")
    first.sendline("lang hr")
    first.expect_exact(t("hr", "lang-set"))
    first.sendline("errors off")
    first.expect_exact(t("hr", "errors-off"))
    first.sendline("quit")
    first.expect(pexpect.EOF)
    second = pexpect.spawn(sys.executable, args, env=env, encoding="utf-8", timeout=30)
    second.expect_exact(t("hr", "card-hidden"))  # Croatian without --lang
    second.expect_exact("> ")
    second.sendline("row 2 card 1")
    second.expect_exact(t("hr", "refused-short"))  # error help still off
    second.sendline("quit")
    second.expect(pexpect.EOF)


def test_help_lists_the_subcommands_and_the_settings_file(tmp_path: Path) -> None:
    folder = tmp_path / "conf\x1b]0;x\x07"
    result = run(["--help"], "", env={"TRIPEAKS_A11Y_CONFIG_DIR": str(folder)})
    assert result.returncode == 0
    for word in ("play", "speak", "stats", "--version"):
        assert word in result.stdout
    assert str(tmp_path / "conf]0;x") + "/settings.toml" in result.stdout
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout
    play = run(["play", "--help"], "", env={"TRIPEAKS_A11Y_CONFIG_DIR": str(folder)})
    assert play.returncode == 0
    for option in ("--lang", "--game", "--deal", "--rules", "--speech", "--jsonl", "--plain"):
        assert option in play.stdout
    assert "settings.toml" in play.stdout and "\x1b" not in play.stdout


def test_version_and_explicit_play() -> None:
    from tripeaks_a11y import __version__

    result = run(["--version"], "")
    assert result.returncode == 0 and result.stdout.strip() == f"tripeaks-a11y {__version__}"
    played = run(["play", "--game", "TP1-E-AAAAAAB", "--lang", "en"], "score\n")
    assert played.returncode == 0, played.stderr
    assert "TP1-E-AAAAAAB" in played.stdout.splitlines()[0]


@pytest.mark.parametrize("args,stdin", [
    (["--game", "TP1-E-AAAAAAB-\x1b]0;pwned\x07\x1b[2J"], ""),
    (["--game", "TP1-E-AAAAAAB"], "new TP1-E-AAAAAAB-\x1b]0;x\x07\nnew \x07\x07\x9b31m\n"),
    (["--deal", "AS \x1b]0;x\x07 KS"], ""),
    (["--game", "\x1b[2Jtripeaks"], ""),
    (["\x1b]0;x\x07TP1-E-AAAAAAB"], ""),
    (["TP1-E-AAAAAAB", "--game", "\x1b]0;x\x07TP1-E-AAAAAAC"], ""),
])
def test_outside_text_is_cleaned_before_it_is_printed(args: list[str], stdin: str) -> None:
    for jsonl in ([], ["--jsonl"]):
        result = run(["--lang", "hr", *jsonl, *args], stdin)
        for stream in (result.stdout, result.stderr):
            assert not any(ch in stream for ch in "\x1b\x07\x9b"), stream


def test_no_refusal_names_a_face_down_or_stock_card() -> None:
    # Every face-down place of the rules pages' deal, and a stock card (2♣ is the first).
    places = "".join(f"row {row} card {slot}\n" for row, size in ((1, 3), (2, 6), (3, 9))
                     for slot in range(1, size + 1))
    result = run(["--lang", "en", "--jsonl", "--game", "TP1-E-AAAAAAB"], places + "2c\n")
    assert result.returncode == 0, result.stderr
    refused = [json.loads(line) for line in result.stdout.splitlines()[2:]]
    assert len(refused) == 19 and all(r["event"] == "refused" for r in refused)
    assert all("card" not in r for r in refused), [r for r in refused if "card" in r]


@pytest.mark.parametrize("args", [
    ["--data-dir", "", "TP1-E-AAAAAAB"], ["doctor", "--data-dir", " "],
    ["records", "--csv", "-", "--data-dir", ""], ["listen", "model", "list", "--data-dir", ""]])
def test_an_empty_data_folder_is_a_usage_error_and_writes_nothing(
        args: list[str], tmp_path: Path) -> None:
    """``--data-dir ""`` named the working folder: the game wrote records.sqlite3
    wherever it was started from."""
    done = run_main(args, stdin="draw\nquit\nyes\n", cwd=tmp_path)
    assert done.returncode == 2
    assert "--data-dir" in done.stderr and "empty folder name" in done.stderr
    assert done.stdout == ""
    assert list(tmp_path.iterdir()) == []
