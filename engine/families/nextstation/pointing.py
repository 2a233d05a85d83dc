"""Next Station's actions as things to point at and words to list (Ruleset hooks).

A section is drawn along a guide, then (where both its ends could be reached) towards
one of its stations; passing is chosen from the list.
"""

from __future__ import annotations

from engine.families.nextstation.actions import Draw, NextStationAction
from engine.families.nextstation.game import NextStationGame
from engine.map.words import DASH
from engine.rules.targets import CONNECTION, STATION, Path, Target


def action_targets(game: NextStationGame, action: NextStationAction) -> Path:
    if not isinstance(action, Draw):
        return ()
    sheet = game.sheet
    a, b = sheet.station_index[action.start], sheet.station_index[action.target]
    guide = sheet.guide_ids[sheet.guide_between[(a, b)]]
    label = f"{sheet.names[a]}{DASH}{sheet.names[b]}"
    return (
        Target(CONNECTION, guide, label=label),
        Target(STATION, action.target, label=f"to {sheet.names[b]}"),
    )


def describe_action(game: NextStationGame, action: NextStationAction) -> str:
    if not isinstance(action, Draw):
        return "pass: draw nothing for this card"
    sheet, seat = game.sheet, game.current_player
    colour = "" if seat is None else f"the {sheet.colours[game.colour(seat)]} line "
    start, target = (sheet.names[sheet.station_index[s]] for s in (action.start, action.target))
    return f"draw {colour}from {start} to {target}"
