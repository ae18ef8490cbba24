#!/usr/bin/env bash
# Set up (when needed) and start the game. Arguments go to the game:
#   ./scripts/play.sh --lang hr
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
exec "$ROOT/.venv/bin/tripeaks-a11y" "$@"
