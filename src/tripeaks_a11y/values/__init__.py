"""Values and tables (layer 1, docs/architecture.md): cards, layouts, rule sets, what a
move returns, the keys. No text and no I/O.
"""
