"""``python -m tripeaks_a11y.reference > docs/commands.md``: writes the page."""

import sys

from . import command_reference

sys.stdout.buffer.write(command_reference().encode("utf-8"))
