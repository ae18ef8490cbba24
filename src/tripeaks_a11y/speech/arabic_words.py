"""Which catalog words need vowels spoken, and which are read well bare.

The tables are Arabic's own (``languages/ar/catalog_words.py``); this module
names them for the speech tests.
"""

from __future__ import annotations

from ..languages.ar.catalog_words import CATALOG_VOCALISED, PRINTED_ONLY, READS_WELL

__all__ = ["CATALOG_VOCALISED", "PRINTED_ONLY", "READS_WELL"]
