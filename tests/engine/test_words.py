"""Counts and elements in the words the history and the summaries use."""

from __future__ import annotations

from engine.map.model import Connection, MapPack, Region, Route, Station
from engine.map.words import (
    connection_name,
    count,
    element_name,
    named,
    station_name,
    station_names,
)

PACK = MapPack(
    "p",
    "P",
    "underground",
    stations=(Station("bank", "Bank", (0, 0)), Station("oval", "", (9, 9))),
    regions=(Region("z", "zone", ((0, 0), (1, 0), (1, 1))),),
)


def test_a_count_is_plural_unless_one() -> None:
    assert (count(1, "station"), count(0, "station"), count(3, "card")) == (
        "1 station",
        "0 stations",
        "3 cards",
    )


def test_one_element_by_its_name_else_its_id_several_by_count_and_kind() -> None:
    assert named(PACK, {"bank"}) == "Bank"
    assert named(PACK, {"oval"}) == "oval"
    assert named(PACK, {"bank", "oval"}) == "2 stations"
    assert named(PACK, {"bank", "z"}) == "2 elements"


TWINS = MapPack(
    "t",
    "T",
    "underground",
    stations=(
        Station("bank", "Bank", (0, 0)),
        Station("bank-2", "Bank", (9, 0)),
        Station("oval", "Oval", (0, 9)),
        Station("x7", "", (9, 9)),
    ),
    connections=(
        Connection("bank--oval", "bank", "oval"),
        Connection("oval--x7", "oval", "x7"),
        Connection("oval--x7/b", "oval", "x7"),
    ),
)


def test_a_station_by_its_name_with_its_id_where_the_name_is_shared() -> None:
    assert [station_name(TWINS, s.id) for s in TWINS.stations] == [
        "Bank (bank)",
        "Bank (bank-2)",
        "Oval",
        "x7",  # no name: its id is all there is
    ]
    assert station_name(TWINS, "atlantis") == "atlantis"  # a broken reference keeps its id
    assert station_names(TWINS, ["oval", "bank-2"]) == "Oval, Bank (bank-2)"


def test_a_connection_by_its_stations_with_its_id_where_they_share_two() -> None:
    assert connection_name(TWINS, "bank--oval") == "Bank (bank)\u2013Oval"
    assert connection_name(TWINS, "oval--x7/b") == "Oval\u2013x7 (oval--x7/b)"


def test_any_element_by_the_name_people_read() -> None:
    pack = MapPack(
        id="w",
        name="W",
        ruleset="underground",
        stations=(Station("s1", "Abbey", (0, 0)), Station("s2", "Mill", (9, 0))),
        connections=(Connection("s1~s2", "s1", "s2"),),
        regions=(Region("d", "district", ((0, 0), (1, 0), (1, 1)), "Docks"),),
        routes=(Route("r", ("s1", "s2")),),
    )
    found = [element_name(pack, i) for i in ("s1", "s1~s2", "d", "r", "gone")]
    assert found == ["Abbey", "Abbey\u2013Mill", "Docks", "r", "gone"]
