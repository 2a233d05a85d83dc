"""A replayed game's moments (editor/playtest/timeline.py): one per step of the game as
the game counts them, whatever the family, with the seats that acted and a picture
per seat where each seat has a sheet of its own."""

from __future__ import annotations

from editor.playtest.timeline import replay_moments
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset
from engine.sim.play import Matchup, play_game


def moments_of(map_name: str, bots: tuple[str, ...], seed: int = 4):
    pack = load_pack(MAPS / map_name)
    result = play_game(Matchup(pack, bots), seed)
    return pack, result, replay_moments(pack, len(bots), seed, result.actions)


def test_a_solo_next_station_game_replays_one_moment_per_flipped_card() -> None:
    pack, result, moments = moments_of("next-station-london.yaml", ("greedy",))
    ruleset = get_ruleset(pack.ruleset)
    game = ruleset.new_game(pack, 1, {}, 4)
    cards = 0
    for text in result.actions:
        cards += game.card is not None
        game.apply(ruleset.parse_action(text))
    assert len(moments) == cards + 1 == game.step + 1 > 30  # the deal, then a card each
    assert [m.step for m in moments] == list(range(len(moments)))
    assert all(m.seats == (0,) and len(m.actions) == 1 for m in moments[1:])
    assert moments[-1].scores == result.scores
    assert all(len(m.pictures) == 1 for m in moments)


def test_a_per_seat_game_has_a_picture_of_each_seats_sheet() -> None:
    _, _, moments = moments_of("next-station-london.yaml", ("greedy", "random", "greedy"))
    last = moments[-1]
    assert len(last.pictures) == 3
    assert [last.picture(seat) for seat in (None, 0, 1, 2)] == [*last.pictures[:1], *last.pictures]
    assert {mark.seat for mark in last.picture(2).track} == {2}


def test_an_underground_moment_is_one_seats_turn_on_one_shared_board() -> None:
    _, result, moments = moments_of("tutorial.yaml", ("greedy", "greedy", "random"))
    assert [m.seats for m in moments[1:7]] == [(0,), (1,), (2,), (0,), (1,), (2,)]
    assert sum(len(m.actions) for m in moments) == len(result.actions)
    assert all(len(m.pictures) == 1 for m in moments)
    assert moments[3].picture(2) is moments[3].picture(None)
    assert any(m.picture(None).paths for m in moments)
    assert moments[0].picture(None).paths == ()


def test_each_action_reads_in_words_with_its_seat() -> None:
    """The replay lists "Seat 1: the 4 at The Hub, the 3 on Mill Road - The Hub", not
    "use 4@hub 3@mill-road~hub": the family's words for people."""
    pack, result, moments = moments_of("tube-dice-quick.yaml", ("greedy", "random"))
    ruleset = get_ruleset(pack.ruleset)
    game = ruleset.new_game(pack, 2, {}, 4)
    expected = []
    for text in result.actions:
        action = ruleset.parse_action(text)
        expected.append(f"Seat {game.current_player}: {ruleset.describe_action(game, action)}")
        game.apply(action)
    assert [said for m in moments for said in m.said] == expected
    assert all(len(m.said) == len(m.actions) for m in moments)
    assert "@" not in moments[1].said[0] and " at The Hub" in moments[1].said[0]
