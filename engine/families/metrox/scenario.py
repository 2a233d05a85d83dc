"""Staged Metro X scenarios (Ruleset.stage): the deck's order and what each
seat's sheet holds already, as plain data, for tests, the docs and designers.

Keys (docs/rules-metro-x.md, "Staged scenarios"): `deck`, the cards flipped
first, the rest of the mix following in its order; per seat (a list, seat 0
first) `marks`, the stations crossed off, `numbers`, station -> the number a
Transfer wrote there, and `windows`, route -> what fills its windows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.families.metrox.cards import TransitCard, parse_card
from engine.families.metrox.marking import newly_completed
from engine.families.metrox.options import Options
from engine.families.metrox.scoring import score_transfer
from engine.families.metrox.sheet import Sheet
from engine.families.metrox.state import State
from engine.pack.numbers import whole_number
from engine.rules.mechanisms.deck import Deck
from engine.rules.options import SetupError
from engine.rules.scenario import check_keys, listed

KEYS = ("deck", "marks", "numbers", "windows")


def staged_deck(options: Options, scenario: Mapping[str, Any]) -> Deck[TransitCard]:
    """The deck with the scenario's cards on top, in order; the rest of the mix
    follows in its own order."""
    check_keys(scenario, KEYS)
    rest = list(options.cards)
    first = []
    for name in listed(scenario.get("deck", ()), "deck"):
        card = parse_card(name) if isinstance(name, str) else None
        if card is None or card not in rest:
            mix = ", ".join(dict.fromkeys(str(card) for card in options.cards))
            raise SetupError(f"scenario 'deck': no (more) card {name!r} in the mix ({mix})")
        rest.remove(card)
        first.append(card)
    return Deck.top_first([*first, *rest])


def stage_sheets(sheet: Sheet, state: State, scenario: Mapping[str, Any]) -> None:
    """Put each seat's staged marks, numbers and windows on its sheet; the routes
    they complete score their bonus when play begins (M7)."""
    players = len(state.scores)
    for key in ("marks", "numbers", "windows"):
        if len(_seats(scenario, key)) > players:
            raise SetupError(f"scenario '{key}': more seats than the {players} at the table")
    for seat, stations in enumerate(_seats(scenario, "marks")):
        for station_id in listed(stations, "marks"):
            state.marked[seat] |= 1 << _station(sheet, station_id, "marks")
    for seat, numbers in enumerate(_seats(scenario, "numbers")):
        for station_id, number in _mapping(numbers, "numbers").items():
            station = _station(sheet, station_id, "numbers")
            whole = whole_number(number)
            if whole is None or whole < 0:
                raise SetupError(f"scenario 'numbers': {number!r} is not a whole number, 0 or more")
            state.marked[seat] |= 1 << station
            state.numbers[seat][station] = whole
            score_transfer(sheet, state, seat, None, station)
    for seat, windows in enumerate(_seats(scenario, "windows")):
        for route_id, written in _mapping(windows, "windows").items():
            _write(sheet, state, seat, route_id, listed(written, "windows"))
    for seat, marked in enumerate(state.marked):
        for route in newly_completed(sheet, marked, 0, marked):
            state.completed[seat] |= 1 << route
            state.bonuses.complete(seat, route)


def _seats(scenario: Mapping[str, Any], key: str) -> Sequence[Any]:
    return listed(scenario.get(key, ()), key)


def _mapping(value: Any, key: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise SetupError(f"scenario '{key}': expected a mapping per seat, not {value!r}")
    return value


def _station(sheet: Sheet, station_id: Any, key: str) -> int:
    station = sheet.station_index.get(station_id) if isinstance(station_id, str) else None
    if station is None:
        raise SetupError(f"scenario '{key}': no route stops at {station_id!r}")
    return station


def _write(sheet: Sheet, state: State, seat: int, route_id: Any, written: Sequence[Any]) -> None:
    route = sheet.route_index.get(route_id) if isinstance(route_id, str) else None
    if route is None:
        raise SetupError(f"scenario 'windows': the sheet has no route {route_id!r}")
    if len(written) > sheet.windows[route]:
        raise SetupError(
            f"scenario 'windows': {route_id} has {sheet.windows[route]} windows, not {len(written)}"
        )
    state.written[seat][route] = tuple(str(value) for value in written)
    state.windows_left[seat] -= len(written)
