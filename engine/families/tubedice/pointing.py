"""The tube dice game's actions as things to point at and words to list (Ruleset hooks).

Two dice, then their targets: the die for a station, the station, the die for a
connection, the connection; where passes could change the dice several ways, the way
last. Two dice kept without marking are the two dice alone.
"""

from __future__ import annotations

from engine.families.tubedice.actions import Die, TubeDiceAction, Use
from engine.families.tubedice.game import TubeDiceGame
from engine.rules.targets import CHOICE, CONNECTION, DIE, STATION, Path, Target


def action_targets(game: TubeDiceGame, action: TubeDiceAction) -> Path:
    if not isinstance(action, Use):
        return (_die(action.low), _die(action.high))
    sheet = game.sheet
    station = sheet.names[sheet.station_index[action.station]]
    path = [_die(action.station_die.face), Target(STATION, action.station, label=station)]
    path.append(_die(action.connection_die.face))
    if action.connection is not None:
        name = sheet.connection_names[sheet.connection_index[action.connection]]
        path.append(Target(CONNECTION, action.connection, label=name))
    dice = f"{action.station_die} {action.connection_die}"
    return (
        *path,
        Target(
            CHOICE,
            dice,
            label=f"{_die_words(action.station_die)}, {_die_words(action.connection_die)}",
        ),
    )


def describe_action(game: TubeDiceGame, action: TubeDiceAction) -> str:
    if not isinstance(action, Use):
        return f"keep the {action.low} and the {action.high}, marking nothing"
    sheet = game.sheet
    station = sheet.names[sheet.station_index[action.station]]
    where = (
        f"every {action.connection_die.value}-section connection there"
        if action.connection is None
        else sheet.connection_names[sheet.connection_index[action.connection]]
    )
    return (
        f"{_die_words(action.station_die)} at {station}, "
        f"{_die_words(action.connection_die)} on {where}"
    )


def _die(face: int) -> Target:
    return Target(DIE, str(face), label=f"the {face}")


def _die_words(die: Die) -> str:
    if not die.change:
        return f"the {die.face}"
    return f"the {die.face} made {die.value} ({die.passes} pass{'es' if die.passes != 1 else ''})"
