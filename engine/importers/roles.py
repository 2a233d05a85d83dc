"""What an importer knows of a station or a line, put into the fields the map's
family declares for it (engine/map/fields.py `Role`): a feed says a station meets
main-line rail or ends a line, and which line a run is a branch of; the family says
whether it reads that and under which name."""

from __future__ import annotations

from collections.abc import Iterable

from engine.map.fields import Role, catalogue
from engine.map.model import Route


def flags_for(ruleset: str, facts: Iterable[Role]) -> frozenset[str]:
    """The station flags the family `ruleset` declares for these facts."""
    known = catalogue()
    found = (known.with_role(fact, ruleset) for fact in facts)
    return frozenset(f.name for f in found if f is not None and f.type == "flag")


def on_line(ruleset: str, route: Route, line: str, anyone: bool = False) -> Route:
    """`route` as a branch of `line`, where the family `ruleset` groups branches into
    lines; with `anyone`, where any installed family does."""
    branch = catalogue().with_role("branch-of", ruleset, anyone)
    return route if branch is None else branch.put(route, line)
