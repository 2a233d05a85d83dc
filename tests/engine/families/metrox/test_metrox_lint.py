"""What the metro-x ruleset adds to `tracksmith validate`, and its options."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import MapPack, Route, Station
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import OptionError, SetupError, lint
from tests.engine.families.metrox.sheets import RULES, sheet_pack

GOOD = sheet_pack(
    {"a": (["p", "q", "r"], 2, (5, 2)), "b": (["q", "s", "t"], 2, (4, 2))},
)


def findings(pack: MapPack) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(f.severity, f.code, f.elements) for f in lint(pack)]


def with_routes(*routes: Route) -> MapPack:
    return replace(GOOD, routes=(*GOOD.routes, *routes))


def test_a_playable_sheet_has_no_findings() -> None:
    assert findings(GOOD) == []


@pytest.mark.parametrize("name", ["metro-x-harbour.yaml", "metro-x-millbrook.yaml"])
def test_the_bundled_maps_have_no_findings(name: str) -> None:
    assert findings(load_pack(MAPS / name)) == []


def test_m1_routes_need_two_distinct_stops_joined_by_track() -> None:
    pack = with_routes(
        BONUS.put(WINDOWS.put(Route("one", ("p",)), 1), (1, 1)),
        BONUS.put(WINDOWS.put(Route("twice", ("p", "q", "p")), 1), (1, 1)),
        BONUS.put(WINDOWS.put(Route("off", ("r", "t")), 1), (1, 1)),
    )
    assert findings(pack) == [
        ("error", "route-repeats-station", ("twice", "p")),
        ("error", "route-too-short", ("one",)),
        ("warning", "route-off-track", ("off", "r", "t")),
    ]


def test_track_is_not_asked_for_where_the_map_draws_none() -> None:
    assert (
        findings(
            replace(
                with_routes(BONUS.put(WINDOWS.put(Route("off", ("r", "t")), 1), (1, 1))),
                connections=(),
            )
        )
        == []
    )


def test_routes_need_windows_and_a_bonus() -> None:
    pack = with_routes(
        BONUS.put(Route("idle", ("p", "s")), (2, 1)), WINDOWS.put(Route("free", ("r", "t")), 1)
    )
    codes = findings(replace(pack, connections=()))
    assert codes == [
        ("warning", "bonus-missing", ("free",)),
        ("warning", "windows-missing", ("idle",)),
    ]
    no_windows = replace(GOOD, routes=tuple(WINDOWS.put(r, 0) for r in GOOD.routes))
    ids = tuple(route.id for route in no_windows.routes)
    assert findings(no_windows) == [("error", "no-windows", ids)]  # a click selects them
    with pytest.raises(SetupError, match="no route has a train-car window"):
        RULES.new_game(no_windows, 2)
    no_routes = replace(GOOD, routes=())  # M1: a sheet is its routes
    assert [f for f in findings(no_routes) if f[0] == "error"] == [("error", "no-routes", ())]
    with pytest.raises(SetupError, match="no route has a train-car window"):
        RULES.new_game(no_routes, 2)


def test_a_station_on_no_route_is_no_station_space() -> None:
    pack = replace(GOOD, stations=(*GOOD.stations, Station("lonely", "Lonely", (9, 9))))
    assert findings(pack) == [("warning", "station-off-routes", ("lonely",))]


def test_m2_a_card_mix_must_fill_every_window_and_end() -> None:
    never_fills = replace(GOOD, options={"cards": {"number-3": 2, "free": 1}})
    assert findings(never_fills) == [("error", "cards-never-fill", ())]
    never_ends = replace(GOOD, options={"cards": {"free": 3}})
    assert findings(never_ends) == [("error", "cards-never-end", ())]
    with pytest.raises(SetupError, match="no card that fills a window"):
        RULES.new_game(never_ends, 2)
    enough = replace(GOOD, options={"cards": {"number-3": 4}})
    assert findings(enough) == []


@pytest.mark.parametrize(
    ("name", "value", "match"),
    [
        ("cards", {"number-0": 1}, "names no card 'number-0'"),
        ("cards", {"wild": 1}, "names no card 'wild'"),
        ("cards", {"free": -1}, "has -1 copies"),
        ("cards", {"free": True}, "has True copies"),
        ("cards", {"free": 0}, "no card at all"),
        ("cards", {"number-3": 20000}, "at most 10000"),
        ("cards", [3, 4], "expected card names"),
        ("empty_penalty", [], "expected a list of 1 to 1000"),
        ("empty_penalty", [0, 1.5], "expected a list"),
        ("empty_penalty", [0, 10**7], "expected a list"),
        ("empty_penalty", "steep", "expected a list"),
    ],
)
def test_bad_option_values_are_lint_errors_and_refused_by_new_game(
    name: str, value: object, match: str
) -> None:
    pack = replace(GOOD, options={name: value})
    assert findings(pack) == [("error", "invalid-option", ())]
    assert match in lint(pack)[0].message
    with pytest.raises(OptionError, match=match.replace("(", "\\(")):
        RULES.new_game(pack, 2)


def test_a_mix_of_other_cards_plays() -> None:
    pack = replace(GOOD, options={"cards": {"skip-4": 2, "reshuffle-2": 1, "transfer": 1}})
    game = RULES.new_game(pack, 2, seed=5)
    assert sorted(str(card) for card in game.options.cards) == [
        "reshuffle-2", "skip-4", "skip-4", "transfer",
    ]  # fmt: skip
