"""Metro X's actions as things to point at and words to list (Ruleset hooks).

A Number or Skip card is played on a route, then for a count of stations; a Transfer
on a route; a Free card on an empty station. The Free card with nothing left to cross
is passed from the list.
"""

from __future__ import annotations

from engine.families.metrox.actions import Cross, Free, MetroXAction, Transfer
from engine.families.metrox.cards import SKIP
from engine.families.metrox.game import MetroXGame
from engine.map.words import count
from engine.rules.targets import CHOICE, ROUTE, STATION, Path, Target


def action_targets(game: MetroXGame, action: MetroXAction) -> Path:
    if isinstance(action, Cross | Transfer):
        route = Target(ROUTE, action.route, label=_route(game, action.route))
        if isinstance(action, Transfer):
            return (route,)
        return (route, Target(CHOICE, str(action.count), label=f"cross {action.count}"))
    if isinstance(action, Free):
        return (Target(STATION, action.station, label=_station(game, action.station)),)
    return ()


def describe_action(game: MetroXGame, action: MetroXAction) -> str:
    if isinstance(action, Cross):
        skipping = ", skipping marked stations" if action.verb == SKIP else ""
        crossed = count(action.count, "station")
        return f"write the number on {_route(game, action.route)}, cross off {crossed}{skipping}"
    if isinstance(action, Transfer):
        return f"write X on {_route(game, action.route)}, number its first empty station"
    if isinstance(action, Free):
        return f"cross off {_station(game, action.station)}"
    return "pass: no station is empty"


def _route(game: MetroXGame, route: str) -> str:
    sheet = game.sheet
    return sheet.route_names[sheet.route_index[route]]


def _station(game: MetroXGame, station: str) -> str:
    sheet = game.sheet
    return sheet.names[sheet.station_ids.index(station)]
