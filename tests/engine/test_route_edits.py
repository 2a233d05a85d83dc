"""Route edits: insert, remove and reverse stops, keeping a route whole."""

from __future__ import annotations

import pytest

from engine.editing.edits import EditError
from engine.editing.route_edits import best_place, insert_stop, remove_stop, reverse_route
from engine.map.model import MapPack, Route
from tests.conftest import PackFactory

# a - b - c - d on a row, 100 apart; e above b
POSITIONS = {"a": (0.0, 0.0), "b": (100.0, 0.0), "c": (200.0, 0.0), "d": (300.0, 0.0)}


@pytest.fixture
def pack(make_pack: PackFactory) -> MapPack:
    return make_pack({**POSITIONS, "e": (100.0, -10.0)}, routes=(Route("r", ("a", "c", "d")),))


def stops(pack: MapPack) -> tuple[str, ...]:
    return pack.routes[0].stops


@pytest.mark.parametrize(("station", "place"), [("b", 1), ("e", 1)])
def test_best_place_is_where_the_route_grows_least(pack: MapPack, station: str, place: int) -> None:
    assert best_place(pack, "r", station) == place


def test_insert_remove_and_reverse(pack: MapPack) -> None:
    assert stops(insert_stop(pack, "r", "b", 1)) == ("a", "b", "c", "d")
    assert stops(insert_stop(pack, "r", "b", 3)) == ("a", "c", "d", "b")
    assert stops(remove_stop(pack, "r", 0)) == ("c", "d")
    assert stops(reverse_route(pack, "r")) == ("d", "c", "a")


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda p: insert_stop(p, "r", "c", 0), "r already stops at C"),  # the station's name
        (lambda p: insert_stop(p, "r", "zz", 0), "no station has the id 'zz'"),
        (lambda p: insert_stop(p, "r", "b", 9), "has no place 9"),
        (lambda p: remove_stop(remove_stop(p, "r", 0), "r", 0), "at least 2 stops"),
        (lambda p: remove_stop(p, "r", 5), "has no stop 5"),
        (lambda p: reverse_route(p, "nowhere"), "there is no route 'nowhere'"),
    ],
)
def test_edits_a_route_cannot_take_are_refused(pack: MapPack, edit, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(EditError, match=message):
        edit(pack)
