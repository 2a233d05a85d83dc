"""Aligning and distributing stations moves only the selected stations, on one axis."""

from __future__ import annotations

import pytest

from engine.editing.arrange import X, Y, align, distribute
from tests.conftest import PackFactory

STATIONS = {"a": (100.0, 50.0), "b": (260.0, 10.0), "c": (180.0, 90.0), "far": (900.0, 900.0)}


@pytest.mark.parametrize(
    ("side", "expected"),
    [
        ("left", {"a": (100, 50), "b": (100, 10), "c": (100, 90)}),
        ("right", {"a": (260, 50), "b": (260, 10), "c": (260, 90)}),
        ("top", {"a": (100, 10), "b": (260, 10), "c": (180, 10)}),
        ("bottom", {"a": (100, 90), "b": (260, 90), "c": (180, 90)}),
        ("vertical axis", {"a": (180, 50), "b": (180, 10), "c": (180, 90)}),
        ("horizontal axis", {"a": (100, 50), "b": (260, 50), "c": (180, 50)}),
    ],
)
def test_align_puts_the_selected_stations_on_one_line(
    make_pack: PackFactory, side: str, expected: dict[str, tuple[float, float]]
) -> None:
    pack = make_pack(STATIONS, ["a-far"])
    after = align(pack, {"a", "b", "c", "a-far"}, side)
    assert {s.id: s.pos for s in after.stations} == {**expected, "far": (900, 900)}
    assert after.connections == pack.connections


def test_distribute_spaces_evenly_between_the_outer_two_and_keeps_the_order(
    make_pack: PackFactory,
) -> None:
    pack = make_pack({"a": (0.0, 5.0), "b": (90.0, 7.0), "c": (10.0, 9.0), "d": (30.0, 1.0)})
    across = distribute(pack, {"a", "b", "c", "d"}, X)
    assert {s.id: s.pos for s in across.stations} == {
        "a": (0, 5),
        "c": (30, 9),
        "d": (60, 1),
        "b": (90, 7),
    }
    down = distribute(pack, {"a", "b", "c"}, Y)
    assert [s.pos for s in down.stations] == [(0, 5), (90, 7), (10, 9), (30, 1)]


def test_too_few_stations_leave_the_map_alone(make_pack: PackFactory) -> None:
    pack = make_pack(STATIONS)
    assert align(pack, {"a"}, "left") is pack
    assert distribute(pack, {"a", "b"}, X) is pack
