"""Line scores (N3), tourists, interchanges and ties (N4) on London-style sheets."""

from __future__ import annotations

import pytest

from engine.families.nextstation.options import resolve_options
from engine.map.model import Region
from tests.engine.families.nextstation.sheets import box, play, sheet_pack, stage


def scored(game, prefix: str) -> list[tuple[int, str | None, int]]:
    return [(e.player, e.line, e.points) for e in game.events if e.rule.startswith(prefix)]


def end_round(game) -> None:
    round_ = game.state.round
    while not game.is_over and game.state.round == round_:
        play(game, "pass")


# Six district strips 100 wide; three stations in the first strip; the river
# runs down the fifth strip's left edge. Sections c-d and d-e jump a strip.
STRIPS = tuple(
    Region(f"strip{k}", "district", box(100 * k, -50, 100 * k + 100, 50)) for k in range(6)
)
RIVER = Region("river", "river", box(410, -60, 430, 60))
SYMBOLS = {"b": "square", "c": "circle", "d": "triangle", "e": "pentagon", "f": "square"}
WORKED = sheet_pack(
    {
        "a": ((20, 0), "circle"),
        "b": ((50, 0), "square"),
        "c": ((80, 0), "circle"),
        "d": ((250, 0), "triangle"),
        "e": ((450, 0), "pentagon"),
        "f": ((550, 0), "square"),
    },
    ["a-b", "b-c", "c-d", "d-e", "e-f"],
    [("blue", "a")],
    regions=(*STRIPS, RIVER),
)
WORKED_FLIPS = [
    ["street square", "street circle", "street triangle", "street pentagon", "underground square"]
]


def draw_worked_example(options=None):
    game = stage(WORKED, WORKED_FLIPS, options=options)
    play(game, "draw a b", "draw b c", "draw c d", "draw d e", "draw e f")
    end_round(game)
    return game


def test_n3_the_official_example_scores_6_x_3_plus_2() -> None:
    """6 districts passed through, 3 stations in the best one, one Thames crossing: 20."""
    game = draw_worked_example()
    assert scored(game, "N3") == [(0, "blue", 18), (0, "blue", 2)]
    line, river = game.events
    assert line.detail == "blue: 6 districts x 3 stations in strip0 = 18"
    assert line.elements == tuple(f"strip{k}" for k in range(6))
    assert river.rule == "N3.river" and river.elements == ("d-e",)
    assert river.detail == "blue crosses a river once: +2"
    assert game.scores == (20,)
    assert game.state.line_scores[0] == [20]


def test_n3_district_count_stations_counts_only_districts_holding_a_station() -> None:
    """Strips 1 and 3 are crossed by sections but hold no station of the line."""
    game = draw_worked_example({"district_count": "stations"})
    assert scored(game, "N3") == [(0, "blue", 12), (0, "blue", 2)]  # 4 x 3 + 2


def test_n3_river_points_is_an_option() -> None:
    game = draw_worked_example({"river_points": 3})
    assert scored(game, "N3.river") == [(0, "blue", 3)]


def test_n3_each_round_scores_the_line_of_that_round_only() -> None:
    two = sheet_pack(
        {"a": ((20, 0), "circle"), "b": ((50, 0), "square"), "z": ((250, 0), "square")},
        ["a-b", "b-z"],
        [("blue", "a"), ("pink", "z")],
        regions=STRIPS,
    )
    game = stage(two, [["street square"], ["street square"]])
    play(game, "draw a b")
    end_round(game)
    assert scored(game, "N3") == [(0, "blue", 2)]  # 1 district x 2 stations
    play(game, "draw z b")
    end_round(game)
    assert scored(game, "N3") == [(0, "blue", 2), (0, "pink", 3)]  # strips 0-2, 1 station


# Two colours through chains of tourist sites: 4 visits, then 3.
TOURISTS = sheet_pack(
    {
        "r0": ((0, 0), "square"),
        "t1": ((100, 0), "square"),
        "t2": ((200, 0), "square"),
        "t3": ((300, 0), "square"),
        "b0": ((0, 100), "square"),
        "u1": ((100, 100), "square"),
        "u2": ((200, 100), "square"),
    },
    ["r0-t1", "t1-t2", "t2-t3", "b0-u1", "u1-u2"],
    [("red", "r0"), ("blue", "b0")],
    flags={s: ["tourist"] for s in ("r0", "t1", "t2", "t3", "b0", "u1", "u2")},
)
THREE_DRAWS = ["street square", "street joker", "underground square"]


def test_n4_seven_tourist_visits_score_14() -> None:
    game = stage(TOURISTS, [THREE_DRAWS, THREE_DRAWS])
    play(game, "draw r0 t1", "draw t1 t2", "draw t2 t3")
    end_round(game)
    play(game, "draw b0 u1", "draw u1 u2")
    end_round(game)
    assert game.is_over
    assert scored(game, "N4.tourist") == [(0, None, 14)]
    assert game.events[-1].detail == "7 tourist-site visits score 14 on the tourist track"


def test_n4_the_tourist_track_caps_and_is_an_option() -> None:
    options = resolve_options(TOURISTS)
    assert [options.tourist_points(n) for n in (0, 1, 7, 10, 11, 30)] == [0, 1, 14, 25, 25, 25]
    game = stage(TOURISTS, [THREE_DRAWS], options={"tourist_track": [0, 5]})
    play(game, "draw r0 t1")
    end_round(game)
    end_round(game)
    assert scored(game, "N4.tourist") == [(0, None, 5)]  # 2 visits, past the end


# A hub with four departures around it, and k beside the first two.
HUB = sheet_pack(
    {
        "h": ((0, 0), "square"),
        "d1": ((-100, 0), "square"),
        "d2": ((0, -100), "square"),
        "d3": ((100, 0), "square"),
        "d4": ((0, 100), "square"),
        "k": ((-100, -100), "square"),
    },
    ["d1-h", "d2-h", "d3-h", "d4-h", "d1-k", "d2-k"],
    [("purple", "d1"), ("blue", "d2"), ("pink", "d3"), ("green", "d4")],
)


def test_n4_london_interchanges_score_2_5_9_for_2_3_4_lines() -> None:
    assert [resolve_options(HUB).interchange_value(n) for n in (1, 2, 3, 4, 5)] == [0, 2, 5, 9, 9]
    game = stage(HUB, [THREE_DRAWS] * 4)
    play(game, "draw d1 h", "draw d1 k")
    end_round(game)
    play(game, "draw d2 h", "draw d2 k")
    end_round(game)
    play(game, "draw d3 h")
    end_round(game)
    play(game, "draw d4 h")
    end_round(game)
    assert scored(game, "N4.interchange") == [(0, None, 9), (0, None, 2)]
    assert [e.elements for e in game.events if e.rule == "N4.interchange"] == [("h",), ("k",)]
    assert "H is an interchange of 4 lines (purple, blue, pink, green): 9" in {
        e.detail for e in game.events
    }


# Two departures, each with a neighbour in its own district and one across the line.
TIE = sheet_pack(
    {
        "a": ((0, 0), "square"),
        "x": ((50, 0), "square"),
        "y": ((150, 0), "square"),
        "z": ((0, 300), "square"),
        "p": ((50, 300), "square"),
    },
    ["a-x", "x-y", "z-p"],
    [("red", "a"), ("blue", "z")],
    regions=(
        Region("west", "district", box(-50, -50, 100, 350)),
        Region("east", "district", box(100, -50, 200, 350)),
    ),
)


@pytest.mark.parametrize(
    ("second_round", "scores", "winners"),
    [
        (["pass", "draw a x"], (4, 4), (0,)),  # red 4 + 0 against 2 + 2: the best line wins
        (["draw z p", "draw a x", "pass", "draw x y"], (6, 6), (0, 1)),  # 4 + 2, 2 + 4
    ],
)
def test_n4_ties_go_to_the_best_single_line_then_are_shared(
    second_round: list[str], scores: tuple[int, int], winners: tuple[int, ...]
) -> None:
    game = stage(TIE, [THREE_DRAWS, THREE_DRAWS], players=2)
    play(game, "draw a x", "draw z p", "draw x y", "pass")  # red 2 x 2 = 4, blue 1 x 2 = 2
    end_round(game)
    play(game, *second_round)  # now seat 0 draws blue and seat 1 red
    end_round(game)
    assert game.is_over and game.scores == scores
    assert game.winners() == winners
