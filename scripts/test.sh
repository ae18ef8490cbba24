#!/usr/bin/env bash
# Set up (when needed), then run every check: ruff, mypy and the test suite.
# All three run even when one fails; the exit status is non-zero when any
# failed. Extra arguments go to pytest: ./scripts/test.sh -k deals
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh" || exit $?
cd "$ROOT" || exit 1
BIN="$ROOT/.venv/bin"
failed=()

echo "== ruff check"
"$BIN/ruff" check . || failed+=(ruff)

echo "== mypy"
"$BIN/mypy" || failed+=(mypy)

echo "== pytest"
"$BIN/python" -m pytest -q "$@"
status=$?
if ((status == 5)); then
    echo "pytest collected no tests: that counts as a failure" >&2
    failed+=("pytest (no tests)")
elif ((status != 0)); then
    failed+=("pytest (exit $status)")
fi

if ((${#failed[@]} > 0)); then
    echo "FAILED: ${failed[*]}" >&2
    exit 1
fi
