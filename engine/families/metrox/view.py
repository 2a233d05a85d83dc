"""What everyone at a Metro X table sees of one seat (Ruleset.public_view): its
sheet, its score and the card everyone is deciding on. Keys are documented in
docs/rules-metro-x.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.families.metrox.game import MetroXGame
from engine.map.model import frozen_mapping
from engine.rules.bitmask import bits


def public_view(game: MetroXGame, seat: int) -> Mapping[str, Any]:
    sheet, state = game.sheet, game.state
    ids = sheet.station_ids
    return frozen_mapping(
        {
            "seat": seat,
            "score": state.scores[seat],
            "card": None if game.card is None else str(game.card),
            "deck": len(state.deck),
            "marked": tuple(ids[s] for s in bits(state.marked[seat])),
            "numbers": frozen_mapping({ids[s]: n for s, n in sorted(state.numbers[seat].items())}),
            "windows": frozen_mapping(dict(zip(sheet.route_ids, state.written[seat], strict=True))),
            "completed": tuple(sheet.route_ids[r] for r in bits(state.completed[seat])),
            "first_taken": tuple(sheet.route_ids[r] for r in sorted(state.bonuses.claimed)),
            "empty": state.empty(sheet.all_stations, seat),
        }
    )
