"""The greedy evaluator of On the Underground (engine/families/underground/evaluate.py):
what it values on small staged boards, that it keeps up with the game, and that a
greedy bot using it clearly beats random play."""

from __future__ import annotations

import random

import pytest

from engine.families.underground.actions import parse_action
from engine.families.underground.evaluate import (
    BRANCH_PRICE,
    BRANCH_TILE,
    RIDE,
    UndergroundEvaluator,
)
from engine.families.underground.game import UndergroundGame
from engine.families.underground.prospects import WalkTables, passenger_legs
from engine.families.underground.scoring import (
    CONNECTION_PAIR_POINTS,
    NATIONAL_RAIL_POINTS,
    TERMINUS_POINTS,
)
from engine.map.model import Connection
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset
from engine.sim.play import Matchup, play_seeds
from engine.sim.stats import wilson_interval
from tests.engine.families.underground.futures import branching_positions

#   l2 - l1 - hub - r1 - r2      (u2 - u1 - hub - d1 - d2 vertically)
ARMS = {
    "hub": (0, 0),
    "l1": (-100, 0),
    "l2": (-200, 0),
    "r1": (100, 0),
    "r2": (200, 0),
    "u1": (0, -100),
    "u2": (0, -200),
    "d1": (0, 100),
    "d2": (0, 200),
}
ARM_LINKS = ["hub-l1", "l1-l2", "hub-r1", "r1-r2", "hub-u1", "u1-u2", "hub-d1", "d1-d2"]


def arms(make_pack, **flags: list[str]):
    return make_pack(ARMS, ARM_LINKS, flags={"hub": ["start"], **flags})


def value(game: UndergroundGame, text: str) -> float:
    return UndergroundEvaluator(game.table).values(game, [parse_action(text)])[0]


def test_u5_a_token_reaching_national_rail_is_worth_its_point(stage, make_pack) -> None:
    game = stage(arms(make_pack, l2=["national_rail"]))
    difference = value(game, "place red l1-l2") - value(game, "place red r1-r2")
    assert difference == pytest.approx(NATIONAL_RAIL_POINTS)


def test_u6_a_terminus_is_worth_two_points_and_a_branch_tile(stage, make_pack) -> None:
    game = stage(arms(make_pack, l2=["terminus"]))
    difference = value(game, "place red l1-l2") - value(game, "place red r1-r2")
    assert difference == pytest.approx(TERMINUS_POINTS + BRANCH_TILE)


def test_u7_the_token_completing_a_connection_pair_gains_three(stage, play, make_pack) -> None:
    pack = arms(make_pack, hub=["start", "connection"], l2=["connection"], r2=["connection"])
    paired = stage(pack, connection_tiles={"hub": "camera", "l2": "camera", "r2": "wine"})
    unpaired = stage(pack, connection_tiles={"hub": "camera", "l2": "wine", "r2": "camera"})
    for game in (paired, unpaired):
        play(game, "place red hub-l1")
    difference = value(paired, "place red l1-l2") - value(unpaired, "place red l1-l2")
    assert difference == pytest.approx(CONNECTION_PAIR_POINTS)


def test_u8_a_token_closing_a_loop_is_worth_the_stations_inside(stage, play, make_pack) -> None:
    square = {"n0": (0, 0), "n1": (200, 0), "n2": (200, 200), "n3": (0, 200)}
    inside = {"i1": (80, 100), "i2": (120, 100)}
    sides = ["n0-n1", "n1-n2", "n2-n3", "n3-n0"]
    pack = make_pack(
        {"hub": (-100, 0), **square, **inside},
        ["hub-n0", *sides, "i1-i2"],
        flags={"hub": ["start"]},
        options={"loops": True},
    )
    game = stage(pack)
    play(game, "place red n0-n1", "place red n1-n2", "place red n2-n3", *["branch"] * 5)
    assert value(game, "place red n3-n0") == pytest.approx(len(inside))
    game.apply(parse_action("place red n3-n0"))
    assert sum(e.points for e in game.events if e.rule == "U8") == len(inside)


def test_u3_a_token_away_from_the_ends_costs_two_branch_tiles(stage, play, make_pack) -> None:
    pack = arms(make_pack)
    extending, branching = stage(pack), stage(pack)
    play(extending, "place red hub-u1", "branch", "branch")
    play(branching, "place red hub-u1", "place red hub-d1", "branch")
    for game in (extending, branching):
        play(game, *["branch"] * 5, "branch")
    assert extending.state.branch_tiles[0] >= 2 and branching.state.branch_tiles[0] >= 2
    difference = value(extending, "place red hub-l1") - value(branching, "place red hub-l1")
    assert difference == pytest.approx(BRANCH_PRICE)


def test_u13_a_token_on_the_passengers_cheapest_walk_is_a_ride(stage, play, make_pack) -> None:
    """The prediction holds: the Passenger rides the token at the end of the turn."""
    game = stage(arms(make_pack), deck=[("l2", "standard")] * 8)
    difference = value(game, "place red l1-l2") - value(game, "place red r1-r2")
    assert difference == pytest.approx(RIDE)
    play(game, "place red l1-l2", "branch", "branch")
    assert [(e.player, e.line) for e in game.events if e.rule == "U13"] == [(0, "red")]


def test_u13_a_line_already_on_the_walk_gains_nothing_more_there(stage, play, make_pack) -> None:
    """Red already carries the Passenger towards l2; more red track there is no new ride."""
    pack = arms(make_pack)
    game = stage(pack, seat_lines=[("red", "green"), ("blue",)], deck=[("l2", "standard")] * 8)
    play(game, "place red hub-l1")
    red = value(game, "place red l1-l2")
    green = value(game, "place green l1-l2")
    assert green - red == pytest.approx(RIDE)


def test_u13_the_mover_rides_their_own_line_when_routes_tie(stage, play, make_pack) -> None:
    pack = make_pack(
        {"hub": (0, 0), "b": (100, 0), "far": (0, 300)},
        [Connection("hub-b", "hub", "b", lanes=2), "hub-far"],
        flags={"hub": ["start"]},
    )
    deck = [("hub", "standard"), ("b", "standard"), *[("far", "standard")] * 8]
    game = stage(pack, seat_lines=[("red",), ("green",)], deck=deck)
    play(game, "place red hub-b", "branch", "branch")
    play(game, "place green hub-b", *["branch"] * 4)
    assert game.current_player == 1
    rides = game.legal_actions()
    values = UndergroundEvaluator(game.table).values(game, rides)
    best = rides[values.index(max(values))]
    assert [str(r) for r in rides] == ["ride b via red", "ride b via green"]
    assert str(best) == "ride b via green"


def test_a_branch_tile_is_worth_more_to_a_line_that_cannot_grow(stage, play, make_pack) -> None:
    pack = make_pack(
        {"hub": (0, 0), "a": (100, 0), "b": (200, 0), "x": (0, 300), "y": (100, 300)},
        ["hub-a", "a-b", "x-y"],
        flags={"hub": ["start"]},
    )
    blocked, open_ = stage(pack), stage(pack)
    play(blocked, "place red x-y")  # x and y have no other track space
    play(open_, "place red hub-a")  # a can still grow towards b
    assert value(blocked, "branch") > value(open_, "branch")


@pytest.mark.parametrize("map_name", ["london.yaml", "tutorial.yaml"])
def test_walking_tables_kept_between_decisions_match_fresh_ones(map_name: str) -> None:
    """The evaluator lowers its distance tables as track is added instead of redoing
    them; along a whole game they must equal a fresh 0-1 BFS, and so must the values."""
    game = get_ruleset("underground").new_game(load_pack(MAPS / map_name), 3, seed=5)
    assert isinstance(game, UndergroundGame)
    following = UndergroundEvaluator(game.table)
    walks = WalkTables(game.table.board)
    rng = random.Random(5)
    while not game.is_over:
        actions = game.legal_actions()
        fresh = passenger_legs(game.table, game.state, WalkTables(game.table.board))
        assert passenger_legs(game.table, game.state, walks) == fresh
        expected = UndergroundEvaluator(game.table).values(game, actions)
        assert following.values(game, actions) == pytest.approx(expected)
        game.apply(rng.choice(actions))


def test_greedy_clearly_beats_random_on_the_tutorial_map() -> None:
    """40 two-player games, greedy in each seat for half of them: a win rate whose 95%
    interval lies well above even."""
    pack = load_pack(MAPS / "tutorial.yaml")
    seeds = list(range(20))
    wins = 0.0
    for seat, bots in enumerate((("greedy", "random"), ("random", "greedy"))):
        wins += sum(r.win_share(seat) for r in play_seeds(Matchup(pack, bots), seeds))
    low, _ = wilson_interval(wins, 2 * len(seeds))
    assert low > 0.6, f"greedy won {wins} of {2 * len(seeds)}"


def test_values_remembered_for_a_position_equal_fresh_ones_in_other_worlds() -> None:
    """A position met again (a clone with another deck, as a look-ahead bot's next decision
    meets its playout's) gets the values remembered for it: they must be a fresh judge's."""
    game = get_ruleset("underground").new_game(load_pack(MAPS / "london.yaml"), 3, seed=9)
    assert isinstance(game, UndergroundGame)
    remembering = UndergroundEvaluator(game.table)
    rng = random.Random(9)
    met_again = 0
    while not game.is_over:
        actions = game.legal_actions()
        for _ in range(2):
            world = game.clone()
            world.resample_hidden(rng, 0)
            remembered = remembering.values(world, world.legal_actions())
            met_again += 1
            fresh = UndergroundEvaluator(game.table).values(world, world.legal_actions())
            assert remembered == fresh
        game.apply(rng.choice(actions))
    assert met_again > 100


@pytest.mark.parametrize("map_name", ["london.yaml", "tutorial.yaml", "berlin"])
def test_token_values_remembered_by_line_track_equal_fresh_ones_in_branching_games(
    map_name: str,
) -> None:
    """A token's value, the Passenger aside, is remembered by its line's track and checked
    against the spans it read that may have filled since: futures that branch off one
    game, as a bot's playouts do, must get a fresh judge's values."""
    remembering = None
    judged = 0
    for game in branching_positions(map_name, 4):
        remembering = remembering or UndergroundEvaluator(game.table)
        actions = game.legal_actions()
        fresh = UndergroundEvaluator(game.table).values(game, actions)
        assert remembering.values(game, actions) == fresh
        judged += 1
    assert judged > 200
