"""``python -m tripeaks_a11y.program.stats``: the same tool as ``tripeaks-a11y stats``."""

import sys

from . import main

raise SystemExit(main(sys.argv[1:]))
