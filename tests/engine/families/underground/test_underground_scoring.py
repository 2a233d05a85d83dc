"""Points for placing track: National Rail (U5), Terminus (U6), Connection tiles (U7),
`+` stations (U9), clusters (U11) and water icons (U12)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.families.underground import fields as underground
from engine.families.underground.components import TOKEN_COLOURS
from engine.map.model import Card, Components, Connection, Region
from engine.rules import get_ruleset


def scored(game, rule: str) -> list[tuple[int, str | None, int]]:
    return [(e.player, e.line, e.points) for e in game.events if e.rule == rule]


def test_u5_national_rail_scores_once_per_line_and_station(stage, play, make_pack) -> None:
    pack = make_pack(
        {"hub": (0, 0), "kings": (100, 0), "x": (200, 0), "y": (150, 100)},
        [Connection("hub-kings", "hub", "kings", lanes=2), "kings-x", "x-y", "y-kings"],
        flags={"hub": ["start"], "kings": ["national_rail"]},
    )
    game = stage(pack)
    play(game, "place red hub-kings")
    assert scored(game, "U5") == [(0, "red", 1)]
    assert game.events[-1].detail == "red reaches Kings (National Rail)"
    assert game.events[-1].elements == ("kings",)
    play(game, "place red kings-x", "place red x-y")  # back to Kings: a loop, no new point
    play(game, "place blue hub-kings")
    assert scored(game, "U5") == [(0, "red", 1), (1, "blue", 1)]
    play(game, *["branch"] * 4)
    play(game, "place red y-kings")
    assert scored(game, "U5") == [(0, "red", 1), (1, "blue", 1)]
    assert game.scores == (1, 1)


def test_u6_a_terminus_scores_two_and_a_branch_tile(stage, play, make_pack) -> None:
    pack = make_pack(
        {"hub": (0, 0), "end": (100, 0)},
        ["hub-end"],
        flags={"hub": ["start"], "end": ["terminus"]},
    )
    game = stage(pack)
    play(game, "place red hub-end")
    assert scored(game, "U6") == [(0, "red", 2)]
    assert game.state.branch_tiles == [1, 0]
    assert game.score_breakdown[0] == {"U6": 2}


def test_u7_a_line_joining_a_pair_of_connection_tiles_scores_three(stage, play, make_pack) -> None:
    """Once per line and pair; another line may score the same pair again."""
    double = {"lanes": 2}
    pack = make_pack(
        {
            "hub": (0, 0),
            "p": (100, 0),
            "m": (200, 0),
            "q": (300, 0),
            "r": (400, 0),
            "s": (400, 100),
        },
        [
            Connection("hub-p", "hub", "p", **double),
            Connection("p-m", "p", "m", **double),
            Connection("m-q", "m", "q", **double),
            "q-r",
            "r-s",
        ],
        flags={"hub": ["start"], **{s: ["connection"] for s in "pqrs"}},
    )
    tiles = {"p": "camera", "q": "camera", "r": "laptop", "s": "laptop"}
    game = stage(pack, connection_tiles=tiles)
    play(game, "place red p-m", "place red m-q", "place red q-r")
    assert scored(game, "U7") == [(0, "red", 3)]
    assert game.events[0].elements == ("p", "q")
    play(game, "place blue p-m", "place blue m-q", *["branch"] * 3)
    assert scored(game, "U7") == [(0, "red", 3), (1, "blue", 3)]
    play(game, "place red hub-p", *["branch"] * 3)  # p again: the pair scored already
    assert scored(game, "U7") == [(0, "red", 3), (1, "blue", 3)]


def test_u7_a_first_token_between_partners_scores_the_pair_once(stage, play, make_pack) -> None:
    pack = make_pack(
        {"hub": (0, 0), "p": (100, 0), "q": (200, 0)},
        ["hub-p", "p-q"],
        flags={"hub": ["start"], "p": ["connection"], "q": ["connection"]},
    )
    game = stage(pack, connection_tiles={"p": "camera", "q": "camera"})
    play(game, "place red p-q")
    assert scored(game, "U7") == [(0, "red", 3)]


def test_u7_is_off_when_the_option_is(stage, play, make_pack) -> None:
    pack = make_pack(
        {"hub": (0, 0), "p": (100, 0), "q": (200, 0)},
        ["hub-p", "p-q"],
        flags={"hub": ["start"], "p": ["connection"], "q": ["connection"]},
    )
    game = stage(
        pack, connection_tiles={"p": "camera", "q": "camera"}, options={"connection_tiles": False}
    )
    play(game, "place red p-q")
    assert scored(game, "U7") == []


PLUS_CHAIN = {f"p{i}": (100.0 * i, 0.0) for i in range(1, 6)}


@pytest.mark.parametrize(
    ("table", "expected"),
    [(None, [2, 2, 4, 4]), ([1, 3], [1, 3, 3, 3, 3])],
    ids=["default-0-2-2-4", "custom-table"],
)
def test_u9_the_kth_plus_station_of_a_line_scores_from_the_table(
    stage, play, make_pack, table, expected
) -> None:
    """The default table is [0, 2, 2, 4]; past its end the last value repeats."""
    pack = make_pack(
        {"hub": (0, 0), **PLUS_CHAIN},
        ["hub-p1", "p1-p2", "p2-p3", "p3-p4", "p4-p5"],
        flags={"hub": ["start"], **{s: ["plus"] for s in PLUS_CHAIN}},
    )
    options = {"plus_table": table} if table else None
    game = stage(pack, seat_lines=[("blue",), ("red",)], options=options)
    play(game, *["branch"] * 3)
    play(game, "place red p1-p2", "place red p2-p3", "place red p3-p4", "place red p4-p5")
    assert [points for _, _, points in scored(game, "U9")] == expected


def test_u11_cluster_scoring_follows_the_new_york_example(stage, play, make_pack) -> None:
    """The blue line starts between Chambers St and Canal St (its first cluster, 0), then
    reaches Washington Sq (second cluster, 1), 14 St (National Rail, 1) and Bryant Park
    (third cluster, 2)."""

    def box(region_id: str, y: float) -> Region:
        return Region(
            region_id, "cluster", ((-50, y - 50), (50, y - 50), (50, y + 50), (-50, y + 50))
        )

    pack = make_pack(
        {
            "hub": (300, 0),
            "chambers": (0, 0),
            "canal": (0, 40),
            "wash": (0, 200),
            "fourteenth": (0, 300),
            "bryant": (0, 400),
        },
        ["hub-chambers", "chambers-canal", "canal-wash", "wash-fourteenth", "fourteenth-bryant"],
        flags={"hub": ["start"], "fourteenth": ["national_rail"]},
        regions=(box("downtown", 20), box("village", 200), box("midtown", 400)),
        variant="new-york",
    )
    game = stage(pack, seat_lines=[("red",), ("blue",)])
    play(game, *["branch"] * 3)
    play(game, "place blue chambers-canal")
    assert game.scores == (0, 0)
    play(
        game, "place blue canal-wash", "place blue wash-fourteenth", "place blue fourteenth-bryant"
    )
    assert [(e.rule, e.points) for e in game.events] == [("U11", 1), ("U5", 1), ("U11", 2)]
    assert game.scores == (0, 4)


WATER = {"x": (0, 0), "y": (100, 0), "z": (200, 0), "t": (300, 0), "u": (400, 0), "v": (500, 0)}
WATER_LINKS = [
    Connection("x-y", "x", "y", water=1),
    Connection("y-z", "y", "z", water=1),
    Connection("z-t", "z", "t", water=1),
    Connection("t-u", "t", "u", water=1),
    Connection("u-v", "u", "v", water=2),
]


@pytest.mark.parametrize(
    ("bonus", "expected"), [("once", [3]), ("every_third", [3, 3])], ids=["once", "every_third"]
)
def test_u12_a_line_scores_three_at_its_third_water_icon(
    stage, play, make_pack, bonus, expected
) -> None:
    pack = make_pack({"hub": (0, 100), **WATER}, ["hub-x", *WATER_LINKS], flags={"hub": ["start"]})
    game = stage(pack, seat_lines=[("blue",), ("red",)], options={"water_bonus": bonus})
    play(game, *["branch"] * 3)
    play(game, "place red x-y/1", "place red x-y/2", "place red y-z/1", "place red y-z/2", "branch")
    play(game, *["branch"] * 4)
    play(game, "place red z-t/1")
    assert scored(game, "U12") == [(1, "red", 3)]
    assert game.events[-1].elements == ("z-t",)
    play(game, "place red z-t/2", "place red t-u/1", "place red t-u/2")
    play(game, *["branch"] * 4)
    play(game, "place red u-v/1", "place red u-v/2", "place red u-v/3")
    assert [points for _, _, points in scored(game, "U12")] == expected


def test_u7_connection_tiles_are_dealt_one_per_connection_station(make_pack) -> None:
    stations = {f"c{i}": (100.0 * i, 0.0) for i in range(9)}
    pack = make_pack(
        stations,
        [f"c{i}-c{i + 1}" for i in range(8)],
        flags={"c0": ["start"], **{f"c{i}": ["connection"] for i in range(1, 9)}},
        components=underground.CONNECTION_TILES.put(
            Components(lines=TOKEN_COLOURS),
            [{"symbol": s, "copies": 2} for s in ("cameras", "wine", "handbags", "laptops")],
        ),
        deck=(Card("c4"),),
        variant="london",
    )
    deals = set()
    for seed in range(4):
        table = get_ruleset("underground").new_game(pack, 2, seed=seed).table
        dealt = {table.board.station_ids[node]: symbol for node, symbol in table.symbols.items()}
        assert set(dealt) == {f"c{i}" for i in range(1, 9)}
        assert sorted(Counter(dealt.values()).values()) == [2, 2, 2, 2]
        deals.add(tuple(sorted(dealt.items())))
    assert len(deals) > 1
