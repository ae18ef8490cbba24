"""``python -m tripeaks_a11y.reference.voice > docs/voice.md``: writes the page."""

import sys

from . import voice_reference

sys.stdout.buffer.write(voice_reference().encode("utf-8"))
