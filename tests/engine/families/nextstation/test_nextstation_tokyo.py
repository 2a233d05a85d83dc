"""Tokyo: the pre-drawn line (N2, N4), the Double Rail (N2), edge regions and the
pre-drawn miss (N4)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.families.nextstation.options import resolve_options
from engine.map.model import Region, Route, frozen_mapping
from engine.rules import IllegalActionError, lint
from tests.engine.families.nextstation.sheets import SQUARE, box, play, sheet_pack, stage

LOOP = Route("loop", ("p1", "p2", "p3", "p4"), "Green loop", loop=True)
# The loop is a square p1 p2 p3 p4; red departs from r beside p1, blue from b
# beside p2; n-m would cross the loop into its middle.
SHEET = sheet_pack(
    {
        "p1": ((0, 0), "square"),
        "p2": ((100, 0), "circle"),
        "p3": ((100, 100), "triangle"),
        "p4": ((0, 100), "pentagon"),
        "r": ((-100, 0), "square"),
        "b": ((200, 0), "square"),
        "n": ((50, -100), "square"),
        "m": ((50, 50), "circle"),
    },
    ["p1-p2", "p2-p3", "p3-p4", "p4-p1", "r-p1", "b-p2", "n-m", "r-n"],
    [("red", "r"), ("blue", "b")],
    routes=(LOOP,),
    variant="tokyo",
    regions=(
        Region("all", "district", SQUARE),
        Region("nw", "corner", box(-150, -150, 50, 50)),
        Region("ne", "edge", box(60, -150, 250, 50), values=frozen_mapping({"points": 7})),
        Region("s", "edge", box(-150, 60, 250, 200)),
    ),
)
DOUBLE_RAIL = "street joker+double-rail"


def legal(game) -> set[str]:
    return {str(action) for action in game.legal_actions()}


def end_round(game) -> None:
    round_ = game.state.round
    while not game.is_over and game.state.round == round_:
        play(game, "pass")


def test_n2_tokyo_sections_never_cross_the_predrawn_line() -> None:
    game = stage(SHEET, [["street square", "street circle"]])
    play(game, "draw r n")
    assert legal(game) == {"pass"}  # n-m crosses the loop between p1 and p2
    with pytest.raises(IllegalActionError, match=r"crosses a section already drawn"):
        play(game, "draw n m")


def test_n2_the_predrawn_line_links_its_stations_already() -> None:
    game = stage(SHEET, [["street square", "street circle"]])
    play(game, "draw r p1")
    assert "draw p1 p2" not in legal(game)


def test_n2_the_double_rail_reuses_another_colours_segment_once_per_game() -> None:
    game = stage(SHEET, [["street square", DOUBLE_RAIL], ["street circle", DOUBLE_RAIL]])
    play(game, "draw r p1")
    assert str(game.card) == DOUBLE_RAIL
    assert legal(game) == {"pass", "draw p1 p2", "draw p1 p4", "draw r n"}
    play(game, "draw p1 p2")  # along the pre-drawn line's curve
    assert game.state.double_rail_left == [0]
    end_round(game)
    play(game, "draw b p2")
    assert str(game.card) == DOUBLE_RAIL
    assert legal(game) == {"pass"}  # p2-p3 is the loop's, p2-p1 red's too
    with pytest.raises(IllegalActionError, match=r"only the Double Rail, once"):
        play(game, "draw p2 p3")


def test_n2_a_segment_is_never_drawn_a_third_time() -> None:
    game = stage(
        SHEET,
        [["street square", DOUBLE_RAIL], ["street circle", DOUBLE_RAIL]],
        options={"double_rail": 2},
    )
    play(game, "draw r p1", "draw p1 p2")
    end_round(game)
    play(game, "draw b p2")
    assert legal(game) == {"pass", "draw p2 p3"}  # not p2-p1: loop and red both hold it


def test_n4_tokyo_interchanges_count_the_predrawn_line() -> None:
    assert [resolve_options(SHEET).interchange_value(n) for n in (2, 3, 4, 5)] == [0, 5, 15, 30]
    game = stage(SHEET, [["street square", DOUBLE_RAIL], ["street circle"]])
    play(game, "draw r p1", "draw p1 p2")
    end_round(game)
    play(game, "draw b p2")
    end_round(game)
    interchanges = [e for e in game.events if e.rule == "N4.interchange"]
    assert [(e.elements, e.points) for e in interchanges] == [(("p2",), 5)]  # p1: 2 lines, 0
    assert interchanges[0].detail == "P2 is an interchange of 3 lines (red, blue, Green loop): 5"


def test_n4_edge_regions_score_once_when_they_hold_an_interchange() -> None:
    """The corner holds p1 (red and the loop): 10; the edge region sets its own 7;
    the southern edge holds no interchange."""
    game = stage(SHEET, [["street square", DOUBLE_RAIL], ["street circle"]])
    play(game, "draw r p1", "draw p1 p2")
    end_round(game)
    play(game, "draw b p2")
    end_round(game)
    assert [(e.elements, e.points) for e in game.events if e.rule == "N4.edge"] == [
        (("nw",), 10),
        (("ne",), 7),
    ]


def test_n4_each_predrawn_station_no_line_reaches_costs_3() -> None:
    game = stage(SHEET, [["street square"]])
    play(game, "draw r p1")
    end_round(game)
    end_round(game)
    missed = [e for e in game.events if e.rule == "N4.predrawn"]
    assert [(e.points, e.elements) for e in missed] == [(-9, ("p2", "p3", "p4"))]
    assert game.score_breakdown[0]["N4.predrawn"] == -9


def test_n4_the_tokyo_example_adds_up() -> None:
    game = stage(SHEET, [["street square", DOUBLE_RAIL], ["street circle"]])
    play(game, "draw r p1", "draw p1 p2")
    end_round(game)
    play(game, "draw b p2")
    end_round(game)
    assert game.score_breakdown[0] == {
        "N3": 3 + 2,  # red r-p1-p2: 1 district x 3; blue b-p2: 1 x 2
        "N4.interchange": 5,
        "N4.edge": 17,
        "N4.predrawn": -6,
    }
    assert game.scores == (21,)


def test_n4_an_edge_region_s_own_points_are_whole() -> None:
    """`points: 7.0` is 7 (docs/map-pack.md, "Numbers"); `7.5` is an error, not 7."""

    def with_points(points: float) -> list[tuple[str, str, tuple[str, ...]]]:
        regions = tuple(
            replace(r, values=frozen_mapping({"points": points})) if r.id == "ne" else r
            for r in SHEET.regions
        )
        found = lint(replace(SHEET, regions=regions))
        return [(f.severity, f.code, f.elements) for f in found if f.code == "values-not-whole"]

    assert with_points(7.0) == []
    assert with_points(7.5) == [("error", "values-not-whole", ("ne",))]
