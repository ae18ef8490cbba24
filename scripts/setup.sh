#!/usr/bin/env bash
# Set up tripeaks-a11y in this checkout: system packages for speech (when they
# can be installed), then a virtual environment in .venv with the game and its
# test tools, at the versions pinned in constraints.txt. Safe to run again: it
# only does what is missing.
#
# System packages (Debian/Ubuntu), the same list as .ci/run (tests/
# test_system_packages.py checks it): python3 and python3-venv, espeak-ng,
# libespeak-ng1 and sox (the own voice and the speech tests), libportaudio2
# (the microphone, for spoken commands), speech-dispatcher (the screen-reader
# speech tests), gcc and libc6-dev (the solver's compiled core; without a C
# compiler the Python search is used), gcc-mingw-w64-x86-64 (the test that
# cross-compiles the core for Windows). They are installed with apt-get when
# running as root or when sudo works without a password; otherwise this script
# says what to install and goes on, because the game is fully playable as text
# without them.
#
# Environment:
#   PYTHON=/path/to/python3   use this interpreter (3.11 or newer) for .venv
#   TRIPEAKS_SKIP_APT=1       do not touch system packages
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
STAMP="$VENV/.tripeaks-a11y-installed"
APT_PACKAGES=(python3 python3-venv espeak-ng libespeak-ng1 sox libportaudio2 speech-dispatcher
    gcc libc6-dev gcc-mingw-w64-x86-64 groff-base)

say() { printf 'setup: %s\n' "$*" >&2; }

# ------------------------------------------------------------ system packages

missing_apt_packages() {
    local pkg
    for pkg in "${APT_PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
            printf '%s\n' "$pkg"
        fi
    done
}

install_system_packages() {
    if [[ "${TRIPEAKS_SKIP_APT:-}" == 1 ]]; then
        return 0
    fi
    if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
        if ! command -v espeak-ng >/dev/null 2>&1; then
            say "not a Debian/Ubuntu system: for the game's own voice install espeak-ng" \
                "(and sox for the speech tests) with your package manager. Text play works without them."
        fi
        return 0
    fi
    local missing
    mapfile -t missing < <(missing_apt_packages)
    if ((${#missing[@]} == 0)); then
        return 0
    fi
    local sudo=()
    if [[ "$(id -u)" != 0 ]]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo=(sudo -n)
        else
            say "please install these system packages (the game's own voice and the speech tests need them):"
            say "    sudo apt-get install ${missing[*]}"
            say "continuing without them; text play works."
            return 0
        fi
    fi
    say "installing system packages: ${missing[*]}"
    local apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get)
    # Try without refreshing the package lists first; refresh once if that fails.
    if ! "${apt[@]}" install -y -q --no-install-recommends "${missing[@]}" >/dev/null 2>&1; then
        "${apt[@]}" update -q >/dev/null 2>&1 || true
        if ! "${apt[@]}" install -y -q --no-install-recommends "${missing[@]}" >/dev/null; then
            say "could not install ${missing[*]}; continuing without them (text play works)."
            say "to retry by hand: sudo apt-get install ${missing[*]}"
        fi
    fi
    return 0
}

# ------------------------------------------------------------ python

# True when "$1" is a Python 3.11 or newer that can run.
good_python() {
    "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' >/dev/null 2>&1
}

find_python() {
    local candidate
    for candidate in ${PYTHON:+"$PYTHON"} python3 python3.14 python3.13 python3.12 python3.11 python; do
        if command -v "$candidate" >/dev/null 2>&1 && good_python "$candidate"; then
            command -v "$candidate"
            return 0
        fi
    done
    return 1
}

make_venv() {
    if [[ -x "$VENV/bin/python" ]] && good_python "$VENV/bin/python" \
        && "$VENV/bin/python" -m pip --version >/dev/null 2>&1; then
        return 0
    fi
    local python
    if ! python="$(find_python)"; then
        say "no Python 3.11 or newer found. Install one (Debian/Ubuntu: sudo apt-get install python3 python3-venv)"
        say "or name it: PYTHON=/path/to/python3.11 $0"
        exit 1
    fi
    say "creating .venv with $python ($("$python" -c 'import sys; print(sys.version.split()[0])'))"
    rm -rf "$VENV"
    if ! "$python" -m venv "$VENV"; then
        rm -rf "$VENV"
        say "could not create a virtual environment with $python."
        say "on Debian/Ubuntu install the venv module: sudo apt-get install python3-venv"
        exit 1
    fi
    rm -f "$STAMP"
}

# A fingerprint of what the install depends on: the interpreter, pyproject.toml
# and the pinned versions.
fingerprint() {
    {
        "$VENV/bin/python" -c 'import sys; print(sys.version)'
        cat "$ROOT/pyproject.toml" "$ROOT/constraints.txt"
    } | cksum
}

install_package() {
    local want
    want="$(fingerprint)"
    if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$want" ]] \
        && "$VENV/bin/python" -c 'import sys, tripeaks_a11y as t; sys.exit(not t.__file__.startswith(sys.argv[1]))' \
            "$ROOT/src/" >/dev/null 2>&1 \
        && [[ -x "$VENV/bin/tripeaks-a11y" ]]; then
        return 0
    fi
    say "installing tripeaks-a11y and its test tools into .venv"
    (cd "$ROOT" && "$VENV/bin/python" -m pip install -q -c constraints.txt -e '.[test]')
    printf '%s\n' "$want" >"$STAMP"
}

# The solver's compiled core (src/tripeaks_a11y/solver/_core.so). Run every time:
# the build module compiles only when the library is missing or stale, and says
# so when no compiler is found. A failed build leaves the Python search in use.
build_solver_core() {
    if ! "$VENV/bin/python" -m tripeaks_a11y.program.solver_build; then
        say "the solver's compiled core could not be built; the Python search is used."
    fi
}

install_system_packages
make_venv
install_package
build_solver_core
