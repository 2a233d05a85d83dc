"""The family's knobs that may be played: a change is tried only where the changed
map still validates and its rules can set a game up on it."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from engine.editing.edits import EditError
from engine.map.model import MapPack
from engine.rules import SetupError, get_ruleset, lint
from engine.rules.knobs import Change


def playable(
    pack: MapPack, players: int, options: Mapping[str, Any], seed: int
) -> Iterator[tuple[Change, MapPack]]:
    """Each knob of the map's family with the map it makes, in the family's order."""
    ruleset = get_ruleset(pack.ruleset)
    for change in ruleset.knobs(pack):
        try:
            changed = change.apply(pack)
        except EditError:
            continue
        if changed == pack or lint(changed, errors_only=True):
            continue
        try:
            ruleset.new_game(changed, players, options, seed)
        except SetupError:
            continue
        yield change, changed
