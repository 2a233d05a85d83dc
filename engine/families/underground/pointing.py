"""On the Underground's actions as things to point at and words to list (Ruleset hooks).

A token goes on a connection's track space, then (where more than one of the seat's
lines could go there) in a colour; the Passenger goes to a station, then by one of
the ways of riding there. A Branch tile is taken from the list.
"""

from __future__ import annotations

from engine.families.underground.actions import PlaceTrack, Ride, UndergroundAction
from engine.families.underground.game import UndergroundGame
from engine.families.underground.picture import space_part, track_spaces
from engine.map.words import connection_name, station_name
from engine.rules.targets import CHOICE, CONNECTION, STATION, TOKEN, Path, Target


def action_targets(game: UndergroundGame, action: UndergroundAction) -> Path:
    pack = game.table.board.pack
    if isinstance(action, PlaceTrack):
        part = space_part(action.segment, track_spaces(game.table.board)[action.connection])
        space = Target(
            CONNECTION, action.connection, part, connection_name(pack, action.connection)
        )
        return (space, Target(TOKEN, action.colour, label=f"a {action.colour} token"))
    if isinstance(action, Ride):
        station = Target(STATION, action.station, label=station_name(pack, action.station))
        return (station, Target(CHOICE, _how(action), label=_how(action)))
    return ()


def describe_action(game: UndergroundGame, action: UndergroundAction) -> str:
    pack = game.table.board.pack
    if isinstance(action, PlaceTrack):
        where = connection_name(pack, action.connection)
        space = "" if action.segment is None else f" (track space {action.segment})"
        return f"place a {action.colour} Track token on {where}{space}"
    if isinstance(action, Ride):
        return f"send the Passenger to {station_name(pack, action.station)}, {_how(action)}"
    return "take a Branch tile"


def _how(ride: Ride) -> str:
    return f"riding {' + '.join(sorted(ride.lines))}" if ride.lines else "riding no line"
