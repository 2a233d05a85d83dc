"""What everyone at a Next Station table sees of one seat (Ruleset.public_view):
its sheet's lines and score, and the card everyone is deciding on. Keys are
documented in docs/rules-next-station.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.families.nextstation.game import NextStationGame
from engine.map.model import frozen_mapping
from engine.rules.bitmask import bits


def public_view(game: NextStationGame, seat: int) -> Mapping[str, Any]:
    sheet, state = game.sheet, game.state
    ids = sheet.station_ids
    lines = {
        colour: tuple(
            (ids[sheet.guide_a[guide]], ids[sheet.guide_b[guide]])
            for guide in bits(state.line_sections[seat][index])
        )
        for index, colour in enumerate(sheet.colours)
    }
    card = game.card
    return frozen_mapping(
        {
            "seat": seat,
            "score": state.scores[seat],
            "round": min(state.round, game.rounds - 1) + 1,
            "colour": None if state.over else sheet.colours[game.colour(seat)],
            "lines": frozen_mapping(lines),
            "card": None if card is None else str(card),
        }
    )
