"""Counts and elements in the words the history and the summaries use."""

from __future__ import annotations

from engine.model import MapPack, Region, Station
from engine.words import count, named

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
