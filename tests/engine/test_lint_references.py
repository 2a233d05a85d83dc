"""Lint: ids are unique and every reference names a station that exists."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.families.nextstation.fields import DEPARTURE
from engine.lint.validate import validate
from engine.map.model import Components, LineColour, MapPack, Region, Route, Station

Factory = Callable[..., MapPack]
Lint = Callable[..., list[Any]]

TWO = {"a": (0.0, 0.0), "b": (100.0, 0.0)}
SQUARE = ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0))


def test_duplicate_id_across_element_kinds(make_pack: Factory, lint: Lint) -> None:
    """A region may not reuse a station's id: findings name elements by id alone."""
    pack = make_pack(TWO, ["a-b"], regions=(Region("a", "zone", SQUARE),))
    assert lint(pack, "duplicate-id") == [("error", ("a",))]


def test_duplicate_id_reported_once_with_its_count(make_pack: Factory) -> None:
    pack = make_pack(TWO, ["a-b"])
    pack = replace(pack, stations=(*pack.stations, Station("b", "B again", (0.0, 300.0))))
    pack = replace(pack, routes=(Route("b", ("a",)),))
    findings = [f for f in validate(pack) if f.code == "duplicate-id"]
    assert [f.message for f in findings] == ["the id 'b' is used 3 times"]


def test_unique_ids_are_fine(make_pack: Factory, lint: Lint) -> None:
    pack = make_pack(TWO, ["a-b"], regions=(Region("r", "zone", SQUARE),))
    assert lint(pack, "duplicate-id") == []


def test_connection_to_a_missing_station(make_pack: Factory, lint: Lint) -> None:
    pack = make_pack(TWO, ["a-b", "b-z"])
    assert lint(pack, "unknown-station") == [("error", ("b-z",))]


def test_route_stopping_at_a_missing_station_is_reported_once(
    make_pack: Factory, lint: Lint
) -> None:
    pack = make_pack(TWO, ["a-b"], routes=(Route("r1", ("a", "z", "b", "z")),))
    assert lint(pack, "unknown-station") == [("error", ("r1",))]


def test_line_departing_from_a_missing_station(make_pack: Factory, lint: Lint) -> None:
    lines = (DEPARTURE.put(LineColour("pink", 10), "a"), DEPARTURE.put(LineColour("blue", 10), "z"))
    pack = make_pack(TWO, ["a-b"], components=Components(lines=lines))
    findings = [f for f in validate(pack) if f.code == "unknown-station"]
    assert [(f.severity, f.elements, f.message) for f in findings] == [
        ("error", (), "line 'blue' names station 'z' as its departure, which does not exist")
    ]


def test_references_to_existing_stations_are_fine(make_pack: Factory, lint: Lint) -> None:
    pack = make_pack(
        TWO,
        ["a-b"],
        routes=(Route("r1", ("a", "b")),),
        components=Components(lines=(DEPARTURE.put(LineColour("pink", 10), "b"),)),
    )
    assert lint(pack, "unknown-station") == []
