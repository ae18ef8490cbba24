"""``tripeaks-a11y completion bash|zsh``: the scripts complete what the parsers take.

bash runs the script for real: the completion function is called with the
words of a command line, as bash calls it on Tab, and its answers are read.
zsh (where installed) at least reads the script without a syntax error.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tripeaks_a11y.languages import LANGUAGES
from tripeaks_a11y.program.cli import main
from tripeaks_a11y.program.parsers import options, subcommands


def _script(capsys: pytest.CaptureFixture[str], shell: str) -> str:
    assert main(["completion", shell]) == 0
    return capsys.readouterr().out


def _complete(script: str, *words: str) -> list[str]:
    """What bash offers for the last of ``words`` (the word being typed)."""
    quoted = " ".join("'" + word.replace("'", "'\\''") + "'" for word in words)
    program = (f"{script}\nCOMP_WORDS=(tripeaks-a11y {quoted}); "
               "COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _tripeaks_a11y; "
               "printf '%s\\n' \"${COMPREPLY[@]}\"")
    done = subprocess.run(["bash", "--norc", "--noprofile", "-c", program],
                          capture_output=True, text=True, timeout=60, check=True)
    return [line for line in done.stdout.splitlines() if line]


@pytest.fixture(scope="module")
def bash() -> str:
    if shutil.which("bash") is None:
        pytest.fail("bash is needed for its completion")
    return "bash"


def test_bash_completes_the_subcommands(bash: str, capsys: pytest.CaptureFixture[str]) -> None:
    script = _script(capsys, "bash")
    names = [command.name for command in subcommands()]
    offered = _complete(script, "")
    assert set(names) <= set(offered)
    assert _complete(script, "do") == ["doctor"]
    assert _complete(script, "rec") == ["records"]


def test_bash_completes_every_option_of_every_subcommand(
        bash: str, capsys: pytest.CaptureFixture[str]) -> None:
    script = _script(capsys, "bash")
    for command in subcommands():
        flags = {flag for row in options(command.parser) for flag in row.flags}
        assert flags <= set(_complete(script, command.name, "-")), command.name


def test_bash_completes_an_options_choices_and_files(
        bash: str, capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    script = _script(capsys, "bash")
    assert _complete(script, "--lang", "") == list(LANGUAGES)
    assert _complete(script, "play", "--speech", "s") == ["screen-reader"]
    assert _complete(script, "stats", "--strategy", "") == ["perfect", "fair"]
    assert _complete(script, "completion", "z") == ["zsh"]
    assert _complete(script, "--game", "") == []  # a game code: nothing to offer
    assert "/usr" in _complete(script, "doctor", "--data-dir", "/us")


def test_bash_completes_listen_model_its_actions_names_and_options(
        bash: str, capsys: pytest.CaptureFixture[str]) -> None:
    script = _script(capsys, "bash")
    assert _complete(script, "listen", "mo") == ["model"]
    assert _complete(script, "listen", "model", "g") == ["get"]
    assert _complete(script, "listen", "model", "get", "ti") == ["tiny.en"]
    assert _complete(script, "listen", "model", "--lang", "") == list(LANGUAGES)
    assert "--data-dir" in _complete(script, "listen", "model", "list", "--")
    assert "model" not in _complete(script, "doctor", "")


def test_zsh_reads_its_script(capsys: pytest.CaptureFixture[str]) -> None:
    script = _script(capsys, "zsh")
    assert script.startswith("#compdef tripeaks-a11y\n")
    for command in subcommands():
        assert f"        {command.name}) _arguments" in script
    if shutil.which("zsh") is None:
        pytest.skip("zsh is not installed")
    done = subprocess.run(["zsh", "-n"], input=script, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    # -D: no dump file (compinit replaces its dump file, and as root "-d /dev/null"
    # would replace the device itself).
    loaded = subprocess.run(
        ["zsh", "-f", "-c", "autoload -U compinit && compinit -u -D && "
                            "source /dev/stdin && print -r -- ${_comps[tripeaks-a11y]}"],
        input=script, capture_output=True, text=True, timeout=60)
    assert loaded.stdout.strip() == "_tripeaks_a11y", loaded.stderr


def test_a_wrong_shell_is_refused_without_echoing_controls(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        main(["completion", "fish\x1b[2J"])
    assert ended.value.code == 2
    assert "\x1b" not in capsys.readouterr().err


def test_bash_completes_the_enrolment_commands(bash: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    script = _script(capsys, "bash")
    assert _complete(script, "listen", "en") == ["enrol"]
    assert {"--from", "--word", "--lang"} <= set(_complete(script, "listen", "enrol", "--"))
    assert _complete(script, "listen", "profile", "r") == ["remove"]
    assert _complete(script, "listen", "words", "--lang", "") == list(LANGUAGES)


def test_zsh_has_every_nested_command_its_positionals_numbered_once(
        capsys: pytest.CaptureFixture[str]) -> None:
    import re

    from tripeaks_a11y.program.parsers import nested_subcommands

    script = _script(capsys, "zsh")
    for command in nested_subcommands():
        key = command.name.replace(" ", "_")
        (case,) = [line for line in script.splitlines() if line.startswith(f"        {key})")]
        numbers = re.findall(r"'(\d+):", case)
        assert len(numbers) == len(set(numbers)), case  # zsh refuses a doubled argument
        assert f"'{command.name.replace(' ', ':')}'" in script
    (listen,) = [line for line in script.splitlines() if line.startswith("        listen)")]
    assert "(model words enrol profile)" in listen
