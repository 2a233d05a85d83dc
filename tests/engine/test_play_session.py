"""A game with people in it: undo only where nothing hidden came to light, bots
playing as in the simulator, the record of the game as played."""

from __future__ import annotations

import pytest

from engine.pack import load_pack
from engine.paths import MAPS
from engine.play.session import PlaySession, SeatError
from engine.sim.play import Matchup, play_game


def session(name: str, seats: str, seed: int = 1) -> PlaySession:
    return PlaySession(load_pack(MAPS / name), seats.split(","), seed)


def test_a_placed_token_is_taken_back_with_nothing_else_changed() -> None:
    """U1: placing a Track token reveals nothing, so it can be taken back."""
    play = session("tutorial.yaml", "human,greedy")
    place = next(a for a in play.legal() if str(a).startswith("place "))
    legal = [str(a) for a in play.legal()]
    play.play(place)
    assert play.can_undo()
    taken = play.undo()
    assert [move.action for move in taken] == [str(place)]
    assert [str(a) for a in play.legal()] == legal and not play.game.history
    assert not play.can_undo()


def test_a_card_drawn_cannot_be_taken_back() -> None:
    """O3: the card drawn is seen by the person; taking the draw back would unsee it."""
    play = session("one-day-rivertown.yaml", "human,human")
    while play.game.state.setup:  # O2: setup places the cards dealt
        play.play(play.legal()[0])
    draw = next(a for a in play.legal() if str(a) == "draw")
    play.play(draw)
    assert not play.can_undo()
    with pytest.raises(ValueError, match="something hidden came to light"):
        play.undo()


def test_a_roll_after_the_move_forbids_taking_it_back() -> None:
    """D2: once every seat has used the dice a new roll shows; the move stays."""
    play = session("tube-dice-quick.yaml", "human,greedy")
    play.play(play.legal()[0])
    while not play.person_to_move():
        play.play_bot()
    assert not play.can_undo()


def test_bots_play_as_in_the_simulator_when_no_person_sits() -> None:
    pack = load_pack(MAPS / "metro-x-harbour.yaml")
    play = PlaySession(pack, ["greedy", "random"], seed=7)
    while play.seat is not None:
        play.play_bot()
    simulated = play_game(Matchup(pack, ("greedy", "random")), 7)
    assert [move.action for move in play.moves] == list(simulated.actions)
    assert tuple(play.game.scores) == simulated.scores


def test_points_of_a_move_are_its_events() -> None:
    play = session("tube-dice-quick.yaml", "greedy,greedy", seed=2)
    while play.seat is not None:
        play.play_bot()
    assert sum(e.points for m in play.moves for e in m.events) == sum(play.game.scores)


def test_an_unknown_seat_is_named() -> None:
    with pytest.raises(SeatError, match="unknown seat 'robot'"):
        session("tutorial.yaml", "human,robot")


def test_at_one_screen_nobody_takes_back_another_seats_move() -> None:
    play = session("tutorial.yaml", "human,human")
    play.play(next(a for a in play.legal() if str(a).startswith("place ")))
    assert play.can_undo(0) and play.can_undo()
    assert not play.can_undo(1)
    with pytest.raises(ValueError):
        play.undo(1)


def test_a_persons_score_is_measured_against_a_bot_in_their_seat_on_the_same_deal() -> None:
    play = session("tube-dice-quick.yaml", "human,greedy", seed=4)
    while play.seat is not None:
        if play.person_to_move():
            play.play(play.legal()[0])
        else:
            play.play_bot()
    bots = session("tube-dice-quick.yaml", "greedy,greedy", seed=4)
    while bots.seat is not None:
        bots.play_bot()
    assert play.bots_in_their_seats("greedy") == bots.game.scores
