"""What everyone at an On the Underground table sees of one seat (Ruleset.public_view).

Everything in this game is face up except the order of the deck, so the view
is the seat's lines and holdings plus the table-wide Passenger and face-up
destinations. Keys are documented in docs/rules-underground.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.families.underground.game import UndergroundGame
from engine.map.model import frozen_mapping
from engine.rules.bitmask import bits


def public_view(game: UndergroundGame, seat: int) -> Mapping[str, Any]:
    table, state = game.table, game.state
    board = table.board
    lines = {
        table.line_names[line]: frozen_mapping(
            {
                "track": tuple(board.span_label(span) for span in bits(state.held[line])),
                "tokens_left": state.tokens[line],
            }
        )
        for line in table.seat_lines[seat]
    }
    held = state.landmarks_held[seat]
    return frozen_mapping(
        {
            "seat": seat,
            "score": state.scores[seat],
            "lines": frozen_mapping(lines),
            "branch_tiles": state.branch_tiles[seat],
            "landmarks": frozen_mapping(
                {name: held[i] for i, name in enumerate(table.landmark_names) if held[i]}
            ),
            "passenger": board.station_ids[state.passenger],
            "face_up": tuple(
                (board.station_ids[table.cards[card][0]], table.cards[card][1])
                for card in state.face_up
            ),
        }
    )
