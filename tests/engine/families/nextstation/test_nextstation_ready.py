"""Getting a drawn sheet ready: departures chosen spread apart (N1), districts to
score in (N3)."""

from __future__ import annotations

from dataclasses import replace

from engine.families.nextstation.fields import DEPARTURE
from engine.rules import get_ruleset, lint
from tests.conftest import PackFactory

# a row of five stations 100 apart, and one off the track
ROW = {"a": (0, 0), "b": (100, 0), "c": (200, 0), "d": (300, 0), "e": (400, 0), "lone": (0, 300)}
TRACK = ["a-b", "b-c", "c-d", "d-e"]


def departures(make_pack: PackFactory, **lines: str | None) -> list[str | None]:
    pack = make_pack(ROW, TRACK, ruleset="next-station")
    colours = pack.components.lines
    given = tuple(DEPARTURE.put(line, lines.get(line.name)) for line in colours)
    pack = replace(pack, components=replace(pack.components, lines=given))
    filled = get_ruleset("next-station").fill_deck(pack)
    assert filled is not None
    return [DEPARTURE.of(line) for line in filled.components.lines]


def test_n1_fill_spreads_the_departures_and_keeps_those_given(make_pack: PackFactory) -> None:
    # the first from the middle (c) outwards; then the farthest from those chosen
    assert departures(make_pack) == ["a", "e", "c", "b"]
    # a departure given stays, and the others keep away from it
    assert departures(make_pack, blue="c") == ["a", "c", "e", "b"]


def test_n1_no_departure_is_a_station_no_guide_leaves(make_pack: PackFactory) -> None:
    """More colours than connected stations: the last wait for the designer."""
    pack = make_pack(ROW, ["a-b"], ruleset="next-station")
    filled = get_ruleset("next-station").fill_deck(pack)
    assert filled is not None
    assert [DEPARTURE.of(line) for line in filled.components.lines] == ["a", "b", None, None]
    missing = [f for f in lint(filled) if f.code == "departure-missing"]
    assert len(missing) == 2


def test_n3_a_new_sheet_is_split_into_districts_over_its_board(make_pack: PackFactory) -> None:
    pack = make_pack(ROW, TRACK, ruleset="next-station", canvas=(900.0, 600.0))
    districts = pack.regions_of(["district"])
    assert [d.name for d in districts] == [f"District {n}" for n in range(1, 10)]
    assert districts[4].polygon == ((300, 200), (600, 200), (600, 400), (300, 400))
    drawn = replace(pack, regions=districts[:1])
    assert get_ruleset("next-station").defaults(drawn) == drawn  # districts of its own stay
