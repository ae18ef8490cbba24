"""``python -m tripeaks_a11y``: the same as the ``tripeaks-a11y`` command."""

from __future__ import annotations

import sys

from tripeaks_a11y.program.cli import main

if __name__ == "__main__":
    sys.exit(main())
