"""Putting a window's map under other rules, and a ruleset that reads chosen elements."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager

from editor.main_window import MainWindow
from engine.map.fields import catalogue
from engine.rules import OptionSpec, get_ruleset, registry
from engine.rules.new_map import new_pack
from engine.rules.value_names import ValueName
from tests.editor.driving import open_pack


def under_rules(window: MainWindow, ruleset: str) -> None:
    """Show a blank map of the given ruleset in the window, as File > New starts it."""
    open_pack(window, new_pack(ruleset))


@contextmanager
def registered(
    name: str,
    *elements: str,
    tallies: tuple[OptionSpec, ...] = (),
    value_names: tuple[ValueName, ...] = (),
) -> Iterator[None]:
    """For the block, a ruleset named `name` that plays On the Underground but
    declares that it reads only `elements` (shared keys, or keys of fields an
    installed family declares, which it then declares alike), with `tallies` as
    options its sheet shows as boxes to tick and `value_names` as the values it
    reads on routes and regions: what the editor offers and draws follows that."""
    ruleset = copy.copy(get_ruleset("underground"))
    ruleset.fields = tuple(f for f in catalogue().all() if f.key in elements)
    own = {f.key for f in ruleset.fields}
    ruleset.name, ruleset.elements = name, frozenset(elements) - own
    ruleset.tally_options = tuple(spec.name for spec in tallies)
    ruleset.value_names = value_names
    if tallies:
        specs = (*ruleset.options(), *tallies)
        ruleset.options = lambda: specs  # type: ignore[method-assign]
    registry.register(ruleset)
    try:
        yield
    finally:
        registry.unregister(name)
