"""The rules pages' game codes deal the rules pages' cards, played through the program.

Seeds 000 (ar) and 004 (hr) name the cards of TP1-E-AAAAAAB, say that
TP1-…AAAAAAD is winnable under Easy and not under Classic, and describe a won
game of TP1-E-AAAAAAB whose peaks are cleared at actions 37, 42 and 50 with
750 points (docs/rules.md "Game codes"). docs/examples/TP1-E-AAAAAAB.txt is that game.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
from conftest import run_main

from tripeaks_a11y.i18n import t
from tripeaks_a11y.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "docs" / "examples" / "TP1-E-AAAAAAB.txt"
SEED_AR_START, SEED_AR_AFTER, SEED_HR_START, SEED_HR_AFTER = (
    ROOT / "tests" / "data" / "seed_readouts.txt"
).read_text(encoding="utf-8").splitlines()
READOUTS = {"ar": (SEED_AR_START, SEED_AR_AFTER), "hr": (SEED_HR_START, SEED_HR_AFTER)}


def run(args: list[str], stdin: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return run_main(args, stdin, env)


def events(args: list[str], stdin: str) -> list[dict[str, Any]]:
    done = run([*args, "--jsonl"], stdin)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


# How a player reaches the pages' deal: a code or a number, at the start or with `new`,
# and the legacy rule letter N.
WAYS = {
    "--game code": (["--game", "TP1-E-AAAAAAB"], ""),
    "--game number": (["--game", "1"], ""),
    "--game legacy N": (["--game", "TP1-N-AAAAAAB"], ""),
    "new code": (["--game", "5"], "new TP1-E-AAAAAAB\n"),
    "new number": (["--game", "TP1-E-AAAAAAF"], "new 1\n"),
    "new lower case": (["--game", "5"], "new tp1 n aaaaaab\n"),
}


@pytest.mark.parametrize("lang", ["hr", "ar"])
@pytest.mark.parametrize("way", list(WAYS))
def test_the_pages_code_deals_the_pages_cards(way: str, lang: str) -> None:
    args, opening = WAYS[way]
    start, after = READOUTS[lang]
    said = events(["--lang", lang, *args], opening + "board\nKc\nAs\n2d\nboard\n")
    boards = [e["text"] for e in said if e["event"] == "board"]
    assert boards[-2] == start  # the opening board of the pages' deal, word for word
    assert boards[-1] == after  # and after K♣, A♠, 2♦, with 7♠ turned up
    new_games = [e for e in said if "TP1-E-AAAAAAB" in e["text"]]
    assert new_games, said  # the code is said as the pages write it, rule letter E


def test_classic_allows_only_the_2_of_diamonds() -> None:
    said = events(["--lang", "en", "--game", "TP1-C-AAAAAAB"], "moves\nKc\nKd\n2d\n")
    assert said[2]["text"] == t("en", "moves-play-or-draw", cards="2 of diamonds")
    assert [(e["event"], e.get("card")) for e in said[3:]] == [
        ("refused", "KC"), ("refused", "KD"), ("removed", "2D")]
    easy = events(["--lang", "en", "--game", "TP1-E-AAAAAAB"], "moves\n")
    assert easy[2]["text"] == t("en", "moves-play-or-draw",
                                cards="king of clubs, 2 of diamonds, king of diamonds")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deal_3_is_winnable_in_easy_and_not_in_classic(lang: str) -> None:
    easy = events(["--lang", lang, "--game", "TP1-E-AAAAAAD"], "solve\n")
    classic = events(["--lang", lang, "--game", "TP1-C-AAAAAAD"], "solve\n")
    assert easy[-1]["text"] == t(lang, "solve-winnable", count=41)  # the shortest win
    assert classic[-1]["text"] == t(lang, "solve-not-winnable")


def example_commands() -> list[str]:
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.lstrip().startswith("#")]


def test_example_file_is_fifty_typed_actions_without_undo() -> None:
    commands = example_commands()
    assert len(commands) == 50
    assert commands[:3] == ["Kc", "As", "2d"]  # the pages' opening
    assert "undo" not in commands
    assert all(c == "draw" or 2 <= len(c) <= 3 for c in commands)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_example_game_wins_with_the_pages_figures(lang: str) -> None:
    said = events(["--lang", lang, "--game", "TP1-E-AAAAAAB"],
                  EXAMPLE.read_text(encoding="utf-8"))
    assert not [e for e in said if e["event"] in ("refused", "error")]
    actions = 0
    cleared_at = []
    for event in said:
        if event["event"] in ("removed", "drawn"):
            actions += 1
        elif event["event"] == "peak_cleared":
            cleared_at.append(actions)
    assert actions == 50
    assert cleared_at == [37, 42, 50]
    assert said[-1]["event"] == "won" and said[-1]["score"] == 750
    assert [e["event"] for e in said].count("removed") == 28


def _quoted_blocks(lang: str) -> list[str]:
    text = (ROOT / "docs" / "examples.md").read_text(encoding="utf-8")
    blocks = text.split(f"```{lang}\n")[1:]
    return [line for block in blocks for line in block.split("```")[0].splitlines()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_examples_page_quotes_what_the_game_says(lang: str) -> None:
    done = run(["--lang", lang, "--game", "TP1-E-AAAAAAB"], EXAMPLE.read_text(encoding="utf-8"))
    said = done.stdout.splitlines()
    quoted = _quoted_blocks(lang)
    assert len(quoted) >= 15
    missing = [line for line in quoted if line not in said]
    assert missing == []
