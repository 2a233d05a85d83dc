"""Staged tube dice games (Ruleset.stage): the rolls and what each seat's sheet
holds already, as plain data, for tests, the docs and designers.

Keys (docs/rules-tube-dice.md, "Staged scenarios"): `rolls`, the first rolls
in order (five faces each), later rolls following from seed 0; `active`, the
seat that rolls first; per seat (a list, seat 0 first) `numbers`, station ->
the number written there, `connections`, the connections marked, and
`passes`, the passes left.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.families.tubedice.actions import HIGHEST, LOWEST
from engine.families.tubedice.game import DICE
from engine.families.tubedice.moves import complete_goals
from engine.families.tubedice.options import MOST_PASSES
from engine.families.tubedice.sheet import Sheet
from engine.families.tubedice.state import State
from engine.pack.numbers import whole_number
from engine.rules.options import SetupError
from engine.rules.scenario import check_keys, listed

KEYS = ("rolls", "active", "numbers", "connections", "passes")


def _whole(value: Any, least: int, most: int, key: str) -> int:
    whole = whole_number(value)
    if whole is None or not least <= whole <= most:
        raise SetupError(
            f"scenario '{key}': {value!r} is not a whole number from {least} to {most}"
        )
    return whole


def staged_start(
    scenario: Mapping[str, Any], players: int
) -> tuple[tuple[tuple[int, ...], ...], int]:
    """The staged rolls and the seat that rolls first."""
    check_keys(scenario, KEYS)
    rolls = []
    for roll in listed(scenario.get("rolls", ()), "rolls"):
        faces = tuple(_whole(face, LOWEST, HIGHEST, "rolls") for face in listed(roll, "rolls"))
        if len(faces) != DICE:
            raise SetupError(f"scenario 'rolls': {list(faces)} is not {DICE} dice")
        rolls.append(faces)
    return tuple(rolls), _whole(scenario.get("active", 0), 0, players - 1, "active")


def stage_sheets(sheet: Sheet, state: State, scenario: Mapping[str, Any]) -> None:
    """Put each seat's staged numbers, marks and passes on its sheet; what they
    complete scores when play begins (D6)."""
    players = len(state.scores)
    for key in ("numbers", "connections", "passes"):
        if len(_seats(scenario, key)) > players:
            raise SetupError(f"scenario '{key}': more seats than the {players} at the table")
    for seat, numbers in enumerate(_seats(scenario, "numbers")):
        if not isinstance(numbers, Mapping):
            raise SetupError(f"scenario 'numbers': expected a mapping per seat, not {numbers!r}")
        for station_id, number in numbers.items():
            station = sheet.station_index.get(station_id) if isinstance(station_id, str) else None
            if station is None:
                raise SetupError(f"scenario 'numbers': the sheet has no station {station_id!r}")
            state.numbers[seat][station] = _whole(number, LOWEST, HIGHEST, "numbers")
            state.numbered[seat] |= 1 << station
    for seat, connections in enumerate(_seats(scenario, "connections")):
        for connection_id in listed(connections, "connections"):
            known = isinstance(connection_id, str) and connection_id in sheet.connection_index
            if not known:
                raise SetupError(f"scenario 'connections': no connection {connection_id!r}")
            state.marked[seat] |= 1 << sheet.connection_index[connection_id]
    for seat, passes in enumerate(_seats(scenario, "passes")):
        state.passes[seat] = _whole(passes, 0, MOST_PASSES, "passes")
    for seat in range(players):
        complete_goals(sheet, state, seat, range(len(sheet.goals)))


def _seats(scenario: Mapping[str, Any], key: str) -> Sequence[Any]:
    return listed(scenario.get(key, ()), key)
