"""What everyone at a tube dice table sees of one seat (Ruleset.public_view): its
sheet, its score and the dice of the turn. Keys are documented in
docs/rules-tube-dice.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.families.tubedice.game import TubeDiceGame
from engine.map.model import frozen_mapping
from engine.rules.bitmask import bits


def public_view(game: TubeDiceGame, seat: int) -> Mapping[str, Any]:
    sheet, state = game.sheet, game.state
    goals = sheet.goals
    numbers = state.numbers[seat]
    completed = bits(state.completed[seat])
    return frozen_mapping(
        {
            "seat": seat,
            "score": state.scores[seat],
            "roll": state.roll,
            "active": None if state.over else state.active,
            "kept": state.kept,
            "dice": state.open_dice(seat) if state.roll else (),
            "numbers": frozen_mapping(
                {sheet.station_ids[s]: numbers[s] for s in bits(state.numbered[seat])}
            ),
            "connections": tuple(sheet.connection_ids[c] for c in bits(state.marked[seat])),
            "passes": state.passes[seat],
            "lines": tuple(goals[g].id for g in completed if goals[g].kind == "line"),
            "zones": tuple(goals[g].id for g in completed if goals[g].kind == "zone"),
            "first_taken": tuple(goals[g].id for g in sorted(state.bonuses.claimed)),
        }
    )
