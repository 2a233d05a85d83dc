"""U8: a loop scores +1 per station strictly inside it, once per line and station."""

from __future__ import annotations

from engine.map.model import Connection

RING = {
    "n0": (0, 0),
    "n1": (400, 0),
    "n2": (800, 0),
    "n3": (800, 600),
    "n4": (400, 600),
    "n5": (0, 600),
}
INSIDE = {
    "i1": (150, 150),
    "i2": (300, 150),
    "i3": (650, 150),
    "i4": (150, 300),
    "i5": (650, 300),
    "i6": (150, 450),
    "i7": (300, 450),
    "i8": (650, 450),
}
RING_LINKS = [
    Connection(f"{a}-{b}", a, b, lanes=2)
    for a, b in [("n0", "n1"), ("n1", "n2"), ("n2", "n3"), ("n3", "n4"), ("n4", "n5"), ("n5", "n0")]
]


def ring_pack(make_pack):
    return make_pack(
        {"hub": (-200, 300), **RING, **INSIDE},
        ["hub-n0", *RING_LINKS, "n1-n4", "n0-i1", "i1-i2", "i4-i6"],
        flags={"hub": ["start"]},
        options={"loops": True},
    )


def loops(game) -> list[tuple[int, str | None, int]]:
    return [(e.player, e.line, e.points) for e in game.events if e.rule == "U8"]


def test_u8_the_red_loop_example_scores_eight(stage, play, make_pack) -> None:
    """The seed's example: red closes a loop around 8 stations and scores 8. Dividing
    the loop later scores nothing more for red; blue's own loop scores the 8 again."""
    game = stage(ring_pack(make_pack), seat_lines=[("blue",), ("red",)])
    play(game, "place blue n0-n1", "place blue n1-n2", "place blue n2-n3")
    play(game, "place red n0-n1", "place red n1-n2", "place red n2-n3", "place red n3-n4")
    play(game, "place red n4-n5")
    play(game, "place blue n3-n4", "place blue n4-n5", "place blue n5-n0", "branch")
    assert loops(game) == [(0, "blue", 8)]
    assert set(game.events[-1].elements) == set(INSIDE)
    play(game, "place red n5-n0")
    assert loops(game) == [(0, "blue", 8), (1, "red", 8)]
    play(game, "branch", "branch", "place red n1-n4")  # splits red's loop in two
    assert loops(game) == [(0, "blue", 8), (1, "red", 8)]
    assert game.scores == (8, 8)


def test_u8_stations_the_loop_line_touches_do_not_count(stage, play, make_pack) -> None:
    game = stage(ring_pack(make_pack), seat_lines=[("blue",), ("red",)])
    play(game, *["branch"] * 3)
    play(game, "place red i1-i2", "place red n0-i1", "place red n0-n1", "place red n1-n2")
    play(game, "place red n2-n3")
    play(game, *["branch"] * 4)
    play(game, "branch", "branch", "place red n5-n0", "place red n4-n5")
    play(game, *["branch"] * 4)
    play(game, "place red n3-n4")
    assert loops(game) == [(1, "red", 6)]
    assert "i1" not in game.events[-1].elements
    assert "i2" not in game.events[-1].elements


def test_u8_is_off_without_the_option(stage, play, make_pack) -> None:
    game = stage(ring_pack(make_pack), seat_lines=[("blue",), ("red",)], options={"loops": False})
    play(game, *["branch"] * 3)
    play(game, *[f"place red {c.id}" for c in RING_LINKS[:5]])
    play(game, *["branch"] * 4)
    play(game, "place red n5-n0")
    assert loops(game) == []


def test_u8_the_drawn_track_decides_what_is_inside(stage, play, make_pack) -> None:
    """A station beside a straight connection is inside once the track bends around it."""
    stations = {"hub": (0, 300), "a": (0, 0), "b": (200, 0), "c": (100, 200), "s": (100, -50)}

    def triangle(bends):
        pack = make_pack(
            stations,
            ["hub-a", Connection("a-b", "a", "b", bends=bends), "b-c", "c-a"],
            flags={"hub": ["start"]},
            options={"loops": True},
        )
        game = stage(pack, seat_lines=[("blue",), ("red",)])
        play(game, *["branch"] * 3)
        play(game, "place red a-b", "place red b-c", "place red c-a")
        return loops(game)

    assert triangle(()) == []
    assert triangle(((100, -100),)) == [(1, "red", 1)]
