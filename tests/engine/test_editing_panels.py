"""The pure edits behind the editor's inspector and map settings panels."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.editing.edits import (
    EditError,
    id_problem,
    rename_element,
    rename_line,
    rename_station,
    set_flag,
    update_field,
)
from engine.families.nextstation.fields import DEPARTURE
from engine.families.underground import fields as underground
from engine.map.model import Card, Components, LineColour, MapPack, Region, Route, frozen_mapping
from tests.conftest import PackFactory

SQUARE = ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0))


@pytest.fixture
def city(make_pack: PackFactory) -> MapPack:
    return make_pack(
        {"a": (0, 0), "b": (100, 0), "c": (100, 100)},
        ["a-b", "b-c"],
        flags={"a": ["start", "terminus"], "b": ["plus"]},
        routes=(Route("r1", ("a", "b", "c", "b")), Route("r2", ("a", "c"))),
        regions=(Region("d1", "district", SQUARE),),
        deck=(Card("b", "express", 2), Card("c")),
        components=Components(
            lines=(
                DEPARTURE.put(LineColour("red", 8, "#ff0000"), "b"),
                DEPARTURE.put(LineColour("blue", 8, "#0000ff"), "a"),
            ),
            fields=frozen_mapping(
                {"score_tiles": frozen_mapping({2: (("red",), ("blue",)), 3: (("red", "blue"),)})}
            ),
        ),
    )


def test_renaming_a_station_rewrites_every_reference(city: MapPack) -> None:
    renamed = rename_station(city, "b", "bank")
    assert [s.id for s in renamed.stations] == ["a", "bank", "c"]
    assert [c.ends for c in renamed.connections] == [("a", "bank"), ("bank", "c")]
    assert [r.stops for r in renamed.routes] == [("a", "bank", "c", "bank"), ("a", "c")]
    assert [(c.station, c.kind, c.copies) for c in renamed.deck] == [
        ("bank", "express", 2),
        ("c", "standard", 1),
    ]
    assert [DEPARTURE.of(line) for line in renamed.components.lines] == ["bank", "a"]
    assert renamed.station("bank") == replace(city.station("b"), id="bank")


def test_renaming_keeps_the_connection_ids_and_untouched_elements(city: MapPack) -> None:
    renamed = rename_station(city, "b", "bank")
    assert [c.id for c in renamed.connections] == ["a-b", "b-c"]
    assert renamed.routes[1] is city.routes[1]
    assert renamed.stations[0] is city.stations[0]


@pytest.mark.parametrize(
    ("new", "reason"),
    [("c", "already used"), ("d1", "already used"), ("r1", "already used"), ("has space", "id")],
)
def test_a_rename_to_a_taken_or_malformed_id_is_refused(
    city: MapPack, new: str, reason: str
) -> None:
    with pytest.raises(EditError, match=reason):
        rename_station(city, "b", new)


def test_renaming_a_station_to_its_own_id_changes_nothing(city: MapPack) -> None:
    assert rename_station(city, "b", "b") == city


def test_renaming_a_missing_station_is_refused(city: MapPack) -> None:
    with pytest.raises(EditError, match="no station 'zz'"):
        rename_station(city, "zz", "yy")


def test_rename_element_renames_regions_and_routes_in_place(city: MapPack) -> None:
    renamed = rename_element(rename_element(city, "d1", "centre"), "r2", "express")
    assert [r.id for r in renamed.regions] == ["centre"]
    assert [r.id for r in renamed.routes] == ["r1", "express"]
    assert renamed.routes[1].stops == ("a", "c")


def test_rename_element_on_a_station_follows_its_references(city: MapPack) -> None:
    assert rename_element(city, "a", "alpha") == rename_station(city, "a", "alpha")


def test_setting_a_flag_on_several_stations_keeps_their_other_flags(city: MapPack) -> None:
    flagged = set_flag(city, ["a", "b"], "national_rail", True)
    assert [s.flags for s in flagged.stations] == [
        {"start", "terminus", "national_rail"},
        {"plus", "national_rail"},
        set(),
    ]
    cleared = set_flag(flagged, ["a", "b", "c"], "national_rail", False)
    assert cleared == city


def test_update_field_changes_each_element_from_its_own_value(city: MapPack) -> None:
    aligned = update_field(city, ["b", "c", "missing"], "pos", lambda pos: (50.0, pos[1]))
    assert [s.pos for s in aligned.stations] == [(0, 0), (50.0, 0), (50.0, 100)]


def test_renaming_a_line_renames_it_on_the_score_tiles(city: MapPack) -> None:
    renamed = rename_line(city, "red", "crimson")
    assert [line.name for line in renamed.components.lines] == ["crimson", "blue"]
    assert dict(underground.SCORE_TILES.of(renamed.components)) == {
        2: (("crimson",), ("blue",)),
        3: (("crimson", "blue"),),
    }
    with pytest.raises(EditError, match="already used"):
        rename_line(city, "red", "blue")


@pytest.mark.parametrize(
    ("text", "ok"),
    [("kings-cross", True), ("A.b_c~9", True), ("", False), ("-lead", False), ("x" * 81, False)],
)
def test_id_problem_follows_the_pack_format(text: str, ok: bool) -> None:
    assert (id_problem(text) is None) is ok
