"""What the next-station ruleset adds to `tracksmith validate`, its registration and
its options."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from engine.families.nextstation.fields import DEPARTURE, SYMBOL
from engine.families.nextstation.options import resolve_options
from engine.map.model import Components, LineColour, MapPack, Route, Station
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import OptionError, SetupError, get_ruleset, lint
from tests.engine.families.nextstation.sheets import sheet_pack

GOOD = sheet_pack(
    {"a": ((0, 0), "square"), "b": ((100, 0), "circle"), "c": ((0, 100), "square")},
    ["a-b", "b-c"],
    [("red", "a"), ("blue", "b")],
)


def findings(pack: MapPack) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(f.severity, f.code, f.elements) for f in lint(pack)]


def test_a_playable_sheet_has_no_findings() -> None:
    assert findings(GOOD) == []


@pytest.mark.parametrize(
    "name",
    ["next-station-london.yaml", "next-station-tokyo.yaml", "next-station-wendmouth.yaml"],
)
def test_the_bundled_sheets_have_no_findings(name: str) -> None:
    assert findings(load_pack(MAPS / name)) == []


def test_guides_that_cross_are_no_finding_on_a_sheet(make_pack: Callable[..., MapPack]) -> None:
    """N2: of two crossing guides a player draws along one, so the sheet prints both;
    the same track on an underground map is a junction nobody can read."""
    square = {"a": (0.0, 0.0), "b": (100.0, 0.0), "c": (100.0, 100.0), "d": (0.0, 100.0)}
    crossed = sheet_pack(
        {name: (pos, "square") for name, pos in square.items()},
        ["a-b", "b-c", "c-d", "d-a", "a-c", "b-d"],
        [("red", "a")],
    )
    assert findings(crossed) == []
    underground = make_pack(square, ["a-c", "b-d"])
    assert "crossing-connections" in [f.code for f in lint(underground)]


def test_colours_need_departure_stations_with_guides() -> None:
    lines = (
        DEPARTURE.put(LineColour("red", 1), "a"),
        LineColour("blue", 1),
        DEPARTURE.put(LineColour("pink", 1), "a"),
        DEPARTURE.put(LineColour("green", 1), "lonely"),
    )
    pack = replace(
        GOOD,
        components=Components(lines=lines),
        stations=(*GOOD.stations, SYMBOL.put(Station("lonely", "Lonely", (300, 300)), "square")),
    )
    assert findings(pack) == [
        ("error", "departure-isolated", ("lonely",)),
        ("error", "departure-missing", ()),
        ("warning", "departure-shared", ("a",)),
    ]
    with pytest.raises(SetupError, match="'blue' has no departure station"):
        get_ruleset("next-station").new_game(pack, 2)


def test_a_sheet_without_colours_or_districts_cannot_be_played() -> None:
    pack = replace(GOOD, components=Components(), regions=())
    assert findings(pack) == [("error", "no-districts", ()), ("error", "no-line-colours", ())]


def test_a_station_needs_a_symbol_unless_it_is_wild() -> None:
    stations = (
        *GOOD.stations,
        Station("plain", "Plain", (200, 200)),
        Station("joker", "Joker", (300, 200), frozenset({"wild"})),
    )
    assert findings(replace(GOOD, stations=stations)) == [("warning", "symbol-missing", ("plain",))]


def test_a_predrawn_line_runs_along_guides_and_guides_across_it_are_useless() -> None:
    stations = {
        "p": ((0, 0), "square"),
        "q": ((100, 0), "circle"),
        "s": ((50, -50), "square"),
        "t": ((50, 50), "circle"),
        "u": ((200, 0), "circle"),
    }
    pack = sheet_pack(
        stations,
        ["p-q", "s-t", "q-u"],
        [("red", "p")],
        routes=(Route("green", ("p", "q", "u", "s")),),
    )
    assert ("error", "predrawn-off-guide", ("green",)) in findings(pack)  # u-s
    assert ("warning", "guide-crosses-predrawn", ("s-t", "p-q")) in findings(pack)
    with pytest.raises(SetupError, match="'green' runs from 'u' to 's' along no guide"):
        get_ruleset("next-station").new_game(pack, 1)


def test_options_are_checked_and_presets_named() -> None:
    pack = replace(GOOD, variant="paris", options={"district_count": "area", "double_rail": -1})
    assert [(s, c) for s, c, _ in findings(pack)] == [
        ("error", "invalid-option"),
        ("error", "invalid-option"),
        ("warning", "unknown-variant"),
    ]
    with pytest.raises(OptionError, match="district_count"):
        resolve_options(pack)


def test_the_ruleset_is_registered_with_valid_option_defaults() -> None:
    ruleset = get_ruleset("next-station")
    assert {
        "station.symbol",
        "station.wild",
        "region.district",
        "route.loop",
    } <= ruleset.element_keys()
    for spec in ruleset.options():
        assert spec.doc and spec.problem(spec.default) is None, spec.name
    assert set(ruleset.presets) == {"london", "tokyo"}
    assert ruleset.source_names["N3.river"] == "rivers"
    assert str(ruleset.parse_action("draw a b")) == "draw a b"
