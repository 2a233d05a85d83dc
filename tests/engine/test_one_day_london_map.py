"""maps/one-day-london: zone 1 of the 2014 network for One Day in London, checked
against the published deck (seed: 62 stations, 72 cards) without the rules
engine; docs/maps.md says how it was built and where it differs."""

from __future__ import annotations

from itertools import combinations

from engine.families.oneday.fields import CARDS, CONCURRENT_LINES, LINE
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS

PACK = load_pack(MAPS / "one-day-london")


def lines_at(pack: MapPack) -> dict[str, set[str]]:
    at: dict[str, set[str]] = {station.id: set() for station in pack.stations}
    for route in pack.routes:
        for stop in route.stops:
            at[stop].add(LINE.of(route) or route.id)
    return at


def cards(pack: MapPack) -> dict[str, int]:
    """O1: max(1, lines - 1 - concurrent pairs among them), unless the station says."""
    concurrent = {frozenset(pair) for pair in CONCURRENT_LINES.of(pack.components)}
    counted = {}
    for station in pack.stations:
        lines = lines_at(pack)[station.id]
        together = sum(frozenset(pair) in concurrent for pair in combinations(lines, 2))
        counted[station.id] = CARDS.of(station) or max(1, len(lines) - 1 - together)
    return counted


def stops(line: str) -> tuple[str, ...]:
    (route,) = [route for route in PACK.routes if LINE.of(route) == line]
    return route.stops


def test_sixty_two_stations_seventy_two_cards() -> None:
    counted = cards(PACK)
    assert len(PACK.stations) == 62
    assert sum(counted.values()) == 72
    assert counted["kings-cross-st-pancras"] == 3  # five lines, two of them concurrent
    assert counted["embankment"] == 2
    assert counted["sloane-square"] == 1
    assert all(CARDS.of(station) == 0 for station in PACK.stations)  # no override needed


def test_underground_lines_only_each_one_route_in_real_order() -> None:
    lines = [LINE.of(route) for route in PACK.routes]
    assert sorted(lines) == sorted(
        [
            "bakerloo",
            "central",
            "district",
            "hammersmith-and-city",
            "jubilee",
            "metropolitan",
            "northern",
            "piccadilly",
            "victoria",
            "waterloo-and-city",
        ]
    )
    assert CONCURRENT_LINES.of(PACK.components) == (("metropolitan", "hammersmith-and-city"),)
    district = stops("district")
    # Sloane Square: 8 stations before it and 11 after (the published card).
    assert district.index("sloane-square") == 8 and len(district) == 20
    assert district[-5:] == ("mansion-house", "cannon-street", "monument", "tower-hill", "aldgate")
    assert stops("victoria")[0] == "kings-cross-st-pancras"
    assert stops("piccadilly")[-1] == "kings-cross-st-pancras"
    assert stops("metropolitan")[0] == "baker-street" and stops("metropolitan")[-1] == "aldgate"


def test_the_northern_line_is_one_route_from_elephant_through_euston_to_waterloo() -> None:
    northern = stops("northern")
    assert northern[0] == "elephant-and-castle" and northern[-1] == "waterloo"
    assert northern.index("bank") < northern.index("euston") < northern.index("charing-cross")
    assert len(northern) == len(set(northern)) == 16


def test_no_circle_line_and_aldgate_east_merged() -> None:
    names = {station.name for station in PACK.stations}
    assert "Aldgate East" not in names and "Aldgate" in names
    assert not any("circle" in LINE.of(route) or "Circle" in route.name for route in PACK.routes)
    assert {"Tower Gateway", "Shadwell"}.isdisjoint(names)  # no DLR
    assert {"Elephant & Castle", "Earl's Court", "Vauxhall", "Notting Hill Gate"} <= names


def test_every_station_is_on_a_line_and_every_route_pair_is_track() -> None:
    assert all(lines_at(PACK).values())
    track = {frozenset(connection.ends) for connection in PACK.connections}
    untracked = {frozenset(pair) for route in PACK.routes for pair in route.pairs()} - track
    # The two runs drawn without a connection (docs/maps.md says why).
    assert untracked == {frozenset({"bank", "waterloo"}), frozenset({"bank", "london-bridge"})}
