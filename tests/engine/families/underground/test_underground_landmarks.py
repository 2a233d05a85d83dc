"""U10: landmark tiles: taken the first time a line touches a stocked station, a set of
every type traded for +10, and 3 x the largest count at the end."""

from __future__ import annotations

from collections import Counter, defaultdict

from engine.families.underground import fields as underground
from engine.families.underground.components import TOKEN_COLOURS
from engine.map.model import Card, Components
from engine.rules import get_ruleset

TYPES = ("education", "culture", "sports", "government", "retail")
COMPONENTS = underground.LANDMARK_TYPES.put(
    Components(lines=TOKEN_COLOURS), [{"name": name, "tiles": 8} for name in TYPES]
)


def chain_pack(make_pack, count: int, slot: int = 1):
    stations = {"hub": (0.0, 100.0), **{f"l{i}": (100.0 * i, 0.0) for i in range(1, count + 1)}}
    links = ["hub-l1", *[f"l{i}-l{i + 1}" for i in range(1, count)]]
    slots = {f"l{i}": slot for i in range(1, count + 1)}
    return make_pack(
        stations, links, flags={"hub": ["start"]}, landmarks=slots, components=COMPONENTS
    )


def chain_moves(first: int, last: int) -> list[str]:
    return [f"place red l{i}-l{i + 1}" for i in range(first, last)]


def test_u10_the_largest_count_scores_three_each_at_the_end(stage, play, finish, make_pack) -> None:
    """The seed's example: 4 Education, 4 Culture, 3 Sports, 1 Government score 12."""
    kinds = ["education"] * 4 + ["culture"] * 4 + ["sports"] * 3 + ["government"]
    pack = chain_pack(make_pack, 12)
    landmarks = {f"l{i + 1}": kind for i, kind in enumerate(kinds)}
    deck = [("hub", "standard")] * 8
    game = stage(pack, seat_lines=[("blue",), ("red",)], deck=deck, landmarks=landmarks)
    play(game, *["branch"] * 3, *chain_moves(1, 6))
    play(game, *["branch"] * 4, *chain_moves(6, 10))
    play(game, *["branch"] * 4, *chain_moves(10, 12))
    assert game.state.landmarks_held[1] == [4, 4, 3, 1, 0]
    finish(game)
    assert [(e.player, e.points) for e in game.events if e.rule == "U10"] == [(1, 12)]
    assert game.scores == (0, 12)


def test_u10_one_of_every_type_is_traded_for_ten_at_once(stage, play, finish, make_pack) -> None:
    pack = chain_pack(make_pack, 6)
    landmarks = {
        "l1": "education",
        "l2": "education",
        **dict(zip(["l3", "l4", "l5", "l6"], TYPES[1:], strict=True)),
    }
    game = stage(pack, seat_lines=[("blue",), ("red",)], landmarks=landmarks)
    play(game, *["branch"] * 3, *chain_moves(1, 5))
    assert game.state.landmarks_held[1] == [2, 1, 1, 1, 0]
    play(game, "branch", *["branch"] * 4, *chain_moves(5, 6))
    assert [(e.player, e.points) for e in game.events if e.rule == "U10"] == [(1, 10)]
    assert game.state.landmarks_held[1] == [1, 0, 0, 0, 0]


def test_u10_each_line_takes_a_tile_while_the_stack_lasts(stage, play, make_pack) -> None:
    pack = make_pack(
        {"hub": (0, 100), "a": (0, 0), "b": (100, 0), "c": (200, 0), "d": (100, 100)},
        ["hub-a", "a-b", "b-c", "b-d"],
        flags={"hub": ["start"]},
        landmarks={"b": 2},
        components=COMPONENTS,
    )
    game = stage(pack, seat_lines=[("red", "blue", "green"), ("pink",)], landmarks={"b": "culture"})
    play(game, "place red a-b", "place blue b-c")
    assert game.state.landmarks_held[0] == [0, 2, 0, 0, 0]
    play(game, "place green b-d")
    assert game.state.landmarks_held[0] == [0, 2, 0, 0, 0]
    assert game.state.landmarks_left[game.table.board.station_index["b"]] == 0


def test_u10_every_type_gets_the_same_stacks_in_the_berlin_deal(make_pack) -> None:
    """Berlin: 8 tiles of each of 5 types, each split into stacks 3, 2, 2, 1 over 20 slots."""
    sizes = [3] * 5 + [2] * 10 + [1] * 5
    stations = {"hub": (0.0, 100.0), **{f"l{i}": (100.0 * i, 0.0) for i in range(20)}}
    pack = make_pack(
        stations,
        ["hub-l0", *[f"l{i}-l{i + 1}" for i in range(19)]],
        flags={"hub": ["start"]},
        landmarks={f"l{i}": size for i, size in enumerate(sizes)},
        components=COMPONENTS,
        deck=(Card("l5"),),
        variant="berlin",
    )
    deals = set()
    for seed in range(5):
        table = get_ruleset("underground").new_game(pack, 2, seed=seed).table
        stacks: dict[str, list[int]] = defaultdict(list)
        for node, kind in table.landmark_type.items():
            stacks[table.landmark_names[kind]].append(table.landmark_tiles[node])
        assert {kind: tuple(sorted(sizes)) for kind, sizes in stacks.items()} == dict.fromkeys(
            TYPES, (1, 2, 2, 3)
        )
        assert Counter(table.landmark_tiles.values()) == {3: 5, 2: 10, 1: 5}
        deals.add(tuple(sorted(table.landmark_type.items())))
    assert len(deals) > 1  # the seed decides where the stacks go
