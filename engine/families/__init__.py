"""The built-in rule families, one folder each.

Each is a plug-in like a designer's own: it declares itself by an entry point
(pyproject.toml) and is known to the rest of the engine only through its
Ruleset (engine/rules/base.py). Nothing outside a family's folder imports it.
"""
