"""Turn order and actions (U1), score tiles (U2), the end (U14) and the winner (U15)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from engine.families.underground.fields import SCORE_TILES
from engine.families.underground.setup import line_colours
from engine.map.model import Card, Components
from engine.rules import get_ruleset

HUB_ONLY = {"hub": (0, 0), "a": (100, 0), "b": (200, 0), "c": (300, 0)}


@pytest.fixture
def pack(make_pack):
    return make_pack(
        HUB_ONLY, ["hub-a", "a-b", "b-c"], flags={"hub": ["start"]}, deck=(Card("hub", copies=60),)
    )


def seats(players: int) -> list[tuple[str, ...]]:
    colours = ["red", "blue", "green", "pink", "grey"]
    return [(colour,) for colour in colours[:players]]


def turn_lengths(game, turns: int) -> list[tuple[int, int]]:
    """(seat, actions taken) for the next `turns` turns, taking only Branch tiles."""
    lengths = []
    for _ in range(turns):
        seat, taken = game.current_player, 0
        while game.current_player == seat and not game.is_over:
            game.apply(game.legal_actions()[0])
            taken += 1
        lengths.append((seat, taken))
    return lengths


@pytest.mark.parametrize(
    ("players", "first_round"),
    [(2, [3, 5]), (3, [3, 4, 5]), (4, [3, 4, 4, 5]), (5, [3, 4, 4, 4, 5])],
)
def test_u1_first_round_start_player_three_last_player_five(
    stage, pack, players, first_round
) -> None:
    game = stage(pack, seat_lines=seats(players))
    lengths = turn_lengths(game, 2 * players)
    assert lengths == [(seat, n) for seat, n in enumerate(first_round)] + [
        (seat, 4) for seat in range(players)
    ]


def test_u14_the_round_is_played_out_when_a_refill_finds_the_deck_empty(stage, pack) -> None:
    """Nine cards: four face up, five drawn one a turn; the sixth refill (seat 1's second
    turn) finds the deck empty, so seats 2 and 3 still play, and the Passenger keeps
    visiting the cards left face up."""
    game = stage(pack, seat_lines=seats(4), deck=[("hub", "standard")] * 9)
    turn_lengths(game, 5)
    assert not game.state.end_triggered
    assert (game.state.deck, len(game.state.face_up)) == ([], 4)
    turn_lengths(game, 1)
    assert game.state.end_triggered
    assert game.current_player == 2
    turn_lengths(game, 1)
    assert len(game.state.face_up) == 2
    turn_lengths(game, 1)
    assert game.is_over
    assert game.state.turns == [2, 2, 2, 2]
    assert len(game.state.face_up) == 1
    assert game.current_player is None
    assert game.legal_actions() == []


def test_u14_the_game_ends_at_once_when_the_last_seat_triggers_it(stage, pack) -> None:
    game = stage(pack, seat_lines=seats(4), deck=[("hub", "standard")] * 7)
    turn_lengths(game, 4)
    assert game.is_over
    assert game.state.turns == [1, 1, 1, 1]


def test_u14_with_no_destination_left_the_passenger_stays(stage, pack) -> None:
    game = stage(pack, seat_lines=seats(5), deck=[("hub", "standard")] * 4)
    lengths = turn_lengths(game, 5)
    assert lengths == [(0, 3), (1, 4), (2, 4), (3, 4), (4, 5)]
    assert game.is_over
    assert game.state.face_up == []


def test_u15_a_tie_goes_to_the_most_branch_tiles(stage, pack) -> None:
    game = stage(pack, seat_lines=seats(2), deck=[("hub", "standard")] * 4)
    turn_lengths(game, 2)  # seat 0 takes 3 Branch tiles, seat 1 takes 5
    assert game.is_over
    assert game.scores == (0, 0)
    assert game.winners() == (1,)


def test_u15_a_tie_on_points_and_branch_tiles_is_shared(stage, play, pack) -> None:
    game = stage(pack, seat_lines=seats(2), deck=[("hub", "standard")] * 4)
    play(game, "branch", "branch", "branch")
    play(game, "place blue b-c", "place blue a-b", "branch", "branch", "branch")
    assert game.is_over
    assert game.scores == (0, 0)
    assert game.winners() == (0, 1)


@pytest.mark.parametrize(("players", "lines"), [(2, 4), (3, 3), (4, 2), (5, 2)])
def test_u2_the_default_deal_gives_everyone_the_same_tokens(pack, players, lines) -> None:
    tokens = {line.name: line.tokens for line in line_colours(pack)}
    for seed in range(3):
        table = get_ruleset("underground").new_game(pack, players, seed=seed).table
        tiles = [[table.line_names[line] for line in seat] for seat in table.seat_lines]
        assert [len(tile) for tile in tiles] == [lines] * players
        assert len({colour for tile in tiles for colour in tile}) == lines * players
        assert len({sum(tokens[colour] for colour in tile) for tile in tiles}) == 1


def test_u2_the_maps_score_tiles_are_dealt_at_random(pack) -> None:
    tiles = (("red", "pink"), ("blue", "grey"), ("green", "black"))
    components = SCORE_TILES.put(Components(lines=line_colours(pack)), {2: tiles})
    custom = replace(pack, components=components)
    dealt = set()
    for seed in range(8):
        table = get_ruleset("underground").new_game(custom, 2, seed=seed).table
        seat_tiles = tuple(
            tuple(table.line_names[line] for line in seat) for seat in table.seat_lines
        )
        assert set(seat_tiles) <= set(tiles)
        dealt.add(seat_tiles)
    assert len(dealt) > 1


def random_game(pack, seed: int):
    game = get_ruleset("underground").new_game(pack, 3, seed=seed)
    rng = random.Random(seed)
    for _ in itertools.takewhile(lambda _: not game.is_over, range(200)):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_seed_names_one_game(make_pack) -> None:
    stations = {f"s{i}": (100.0 * i, 0.0) for i in range(8)}
    pack = make_pack(
        stations,
        [f"s{i}-s{i + 1}" for i in range(7)],
        flags={"s0": ["start"]},
        deck=tuple(Card(f"s{i}") for i in range(8)),
    )
    first, again, other = random_game(pack, 5), random_game(pack, 5), random_game(pack, 6)
    assert first.history == again.history
    assert first.events == again.events
    assert first.state.deck == again.state.deck
    assert (first.history, first.state.deck) != (other.history, other.state.deck)
