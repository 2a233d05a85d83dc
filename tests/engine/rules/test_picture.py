"""Each family's picture of a real game (engine/rules/<family>/picture.py): the marks
are the tokens or sections in the game state, the Passenger and his routes follow
his rides (U13), and a per-seat family draws one seat's sheet at a time."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.families.nextstation.game import NextStationGame
from engine.families.underground.game import UndergroundGame
from engine.families.underground.picture import move_text
from engine.families.underground.routes import PassengerMove, RouteStep
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset
from engine.rules.base import Game, Ruleset
from engine.rules.bitmask import bits
from engine.rules.picture import WHOLE, Picture


def new_game(map_name: str, players: int, seed: int = 3) -> tuple[Ruleset, Game]:
    pack = load_pack(MAPS / map_name)
    ruleset = get_ruleset(pack.ruleset)
    return ruleset, ruleset.new_game(pack, players, {}, seed)


def play_step(game: Game, rng: random.Random) -> None:
    """Random legal actions until the game's step moves on."""
    step = game.step
    while game.step == step and not game.is_over:
        game.apply(rng.choice(list(game.legal_actions())))


def tokens_in(game: UndergroundGame) -> Counter[tuple[str, str, int]]:
    """(connection, line colour, seat) per Track token, read off the game state."""
    board, table = game.table.board, game.table
    found: Counter[tuple[str, str, int]] = Counter()
    for span, held in enumerate(game.state.occupancy):
        connection = board.pack.connections[board.span_connection[span]].id
        for line in bits(held):
            found[(connection, table.line_names[line], table.owner[line])] += 1
    return found


def marks_in(picture: Picture) -> Counter[tuple[str, str, int | None]]:
    return Counter((mark.connection, mark.colour, mark.seat) for mark in picture.track)


def test_u13_the_underground_picture_shows_tokens_passenger_and_rides() -> None:
    ruleset, game = new_game("london.yaml", 3)
    assert isinstance(game, UndergroundGame)
    rng = random.Random(5)
    rides = 0
    for _ in range(24):
        before = game.clone()
        play_step(game, rng)
        assert isinstance(before, UndergroundGame)
        picture = ruleset.picture(game, before, None)
        assert marks_in(picture) == tokens_in(game)
        stands = game.table.board.station_ids[game.state.passenger]
        assert [(p.station, p.letter) for p in picture.pieces] == [(stands, "P")]
        assert picture == ruleset.picture(game, before, 2)  # one board for every seat
        if picture.paths:
            rides += 1
            assert picture.paths[-1].end == stands
            assert picture.paths[0].start == before.table.board.station_ids[before.state.passenger]
            moved = [path for path in picture.paths if path.legs]
            assert all(path.text.startswith("Passenger: ") for path in moved)
        face_up = {game.table.cards[card][0] for card in game.state.face_up}
        rings = {mark.station for mark in picture.stations if mark.kind == "ring"}
        assert rings == {game.table.board.station_ids[node] for node in face_up}
        titles = [side.title for side in picture.lists]
        assert titles == ["Seats", "Destinations face up"]
        assert len(picture.lists[0].items) == 3
    assert rides > 0
    assert sum(marks_in(picture).values()) > 10
    assert ruleset.picture(game, None, None).paths == ()  # nothing moved without a step before


def test_u12_marks_on_a_water_connection_name_their_track_space() -> None:
    ruleset, game = new_game("new-york/map.yaml", 2)
    assert isinstance(game, UndergroundGame)
    rng = random.Random(1)
    while not any(mark.part != WHOLE for mark in ruleset.picture(game, None, None).track):
        play_step(game, rng)
        assert not game.is_over, "no token was ever placed on a water connection"
    water = [mark for mark in ruleset.picture(game, None, None).track if mark.part != WHOLE]
    board = game.table.board
    for mark in water:
        index = next(i for i, c in enumerate(board.pack.connections) if c.id == mark.connection)
        k, n = mark.part
        assert n == board.connection_spans[index].bit_count() > 1 and 0 <= k < n


def test_u13_a_move_in_words_names_the_lines_ridden_and_the_spaces_walked() -> None:
    names = {"hub": "Central", "far": "North End"}
    ride = PassengerMove(
        "hub",
        "far",
        frozenset({"red"}),
        (RouteStep("hub-a", None, "red"), RouteStep("a-far", 2, None)),
    )
    words = "Passenger: Central → North End, riding red and walking 1 space"
    assert move_text(ride, names) == words
    assert move_text(PassengerMove("far", "far", frozenset(), ()), names) == (
        "Passenger stays at North End"
    )


def sections_in(game: NextStationGame, seat: int) -> Counter[tuple[str, str, int | None]]:
    sheet = game.sheet
    return Counter(
        (sheet.guide_ids[guide], sheet.colours[colour], seat)
        for colour, sections in enumerate(game.state.line_sections[seat])
        for guide in bits(sections)
    )


def test_n2_each_seat_has_its_own_picture_of_its_sheet() -> None:
    ruleset, game = new_game("next-station-london.yaml", 2)
    assert isinstance(game, NextStationGame)
    rng = random.Random(2)
    for _ in range(8):
        before = game.clone()
        play_step(game, rng)
        mine, theirs = (ruleset.picture(game, before, seat) for seat in (0, 1))
        assert marks_in(mine) == sections_in(game, 0)
        assert marks_in(theirs) == sections_in(game, 1)
        assert ruleset.picture(game, before, None) == mine
        assert mine.pieces == mine.paths == ()
        assert before.card is not None
        cards = mine.lists[0]
        assert cards.title == "Cards" and cards.items[0] == f"played: {before.card}"
        assert mine.lists[1].title == "Seat 0's sheet"
    assert marks_in(mine) != marks_in(theirs)
    assert sum(marks_in(mine).values()) > 0
    with pytest.raises(ValueError, match="seat 2: the game has seats 0 to 1"):
        ruleset.picture(game, None, 2)
