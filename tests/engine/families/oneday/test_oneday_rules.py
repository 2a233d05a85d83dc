"""O1-O3, O5 and O6 played through the ruleset on the staged part of zone 1."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.rules import IllegalActionError, SetupError
from tests.engine.families.oneday.zone1 import BLOCKED, RULES, SEED_JOURNEY, play, stage, zone1

PACK = zone1()


def test_o1_copies_are_lines_less_one_less_concurrent_pairs() -> None:
    cards = RULES.station_cards(PACK)
    assert cards["kings-cross"] == 3  # five lines, Metropolitan + H&C run together
    assert cards["embankment"] == 2  # District, Bakerloo, Northern
    assert cards["sloane-square"] == 1  # the District only
    assert cards["barbican"] == 1  # Metropolitan + H&C only: 2 - 1 - 1, at least one
    assert RULES.station_cards(zone1({"sloane-square": 4}))["sloane-square"] == 4


def test_o2_setup_places_each_card_as_it_is_drawn() -> None:
    game = stage(PACK, deck=["bank", "angel", "waterloo"])
    assert RULES.public_view(game, 0)["setup"] and game.current_player == 0
    assert [str(a) for a in game.legal_actions()] == [f"place {n}" for n in range(1, 11)]
    play(game, "place 4")  # seat 0 puts Bank in slot 4
    assert game.state.racks[0][3] == game.network.station_index["bank"]
    assert game.current_player == 1
    play(game, "place 4")  # seat 1 puts Angel in its slot 4
    with pytest.raises(IllegalActionError, match="never moves during setup"):
        play(game, "place 4")  # seat 0's slot 4 is filled
    assert "place 4" not in [str(a) for a in game.legal_actions()]
    for _ in range(18):
        play(game, str(game.legal_actions()[0]))
    view = RULES.public_view(game, 0)
    assert not view["setup"] and all(view["discards"]) and game.current_player == 0
    assert view["rack"] == ("?",) * 10  # the table sees none of the cards
    assert len(game.state.deck) == sum(RULES.station_cards(PACK).values()) - 23


def test_o3_a_card_from_a_discard_pile_is_swapped_in_and_empty_piles_fill_first() -> None:
    game = stage(PACK, racks=list(BLOCKED), discards=[["bank"], [], ["waterloo"]])
    assert [str(a) for a in game.legal_actions()] == ["draw", "take 1", "take 3"]
    play(game, "take 1")  # pile 1 is now empty too
    actions = {str(a) for a in game.legal_actions()}
    assert "discard onto 1" not in actions  # a card taken from a pile must go into the rack
    assert actions == {f"swap {s} onto {p}" for s in range(1, 11) for p in (1, 2)}
    with pytest.raises(IllegalActionError, match="must be swapped into the rack"):
        play(game, "discard onto 1")
    play(game, "swap 1 onto 2")
    view = RULES.public_view(game, 0)
    assert view["rack"][0] == "bank" and view["discards"] == (None, "sloane-square", "waterloo")
    play(game, "draw")  # seat 1 draws: the only empty pile takes what it gives up
    assert {str(a) for a in game.legal_actions()} == {
        *(f"swap {s} onto 1" for s in range(1, 11)),
        "discard onto 1",
    }


def test_o5_a_rack_that_is_a_journey_after_setup_wins_in_turn_order() -> None:
    racks = [BLOCKED[0], list(SEED_JOURNEY), BLOCKED[1]]
    game = stage(PACK, 3, racks=racks)
    assert game.is_over and game.winners() == (1,) and game.scores == (0, 1, 0)
    (event,) = game.events
    assert event.rule == "O5" and event.player == 1 and event.elements[0] == "blackfriars"
    assert event.detail == (
        "a 10-stop journey: Blackfriars by District to Tower Hill and Aldgate, Metropolitan "
        "to King's Cross St. Pancras and Baker Street, Bakerloo to Oxford Circus and "
        "Elephant & Castle, Northern to Bank and Waterloo, Bakerloo to Edgware Road"
    )
    assert RULES.public_view(game, 1)["rack"] == tuple(SEED_JOURNEY)  # revealed


def test_o5_the_turn_that_completes_a_journey_wins() -> None:
    almost = [*SEED_JOURNEY[:9], "pimlico"]
    game = stage(
        PACK, racks=[almost, BLOCKED[1]], discards=[["edgware-road"], ["westminster"], ["temple"]]
    )
    assert not game.is_over
    play(game, "take 1", "swap 10 onto 1")
    assert game.is_over and game.winners() == (0,) and game.current_player is None
    assert game.score_breakdown[0] == {"O5": 1} and not game.legal_actions()


def test_o5_past_max_turns_the_game_ends_with_no_winner() -> None:
    game = stage(PACK, racks=list(BLOCKED), options={"max_turns": 2})
    for _ in range(3):
        play(game, "draw", "discard onto 1")
    assert not game.is_over
    play(game, "draw", "discard onto 2")
    assert game.is_over and game.scores == (0, 0) and game.winners() == (0, 1)
    assert RULES.observe(game).metrics["no_winner"] == 1.0
    with pytest.raises(SetupError, match="max_turns"):
        stage(PACK, options={"max_turns": 0})


def test_o6_an_empty_draw_pile_is_the_discards_below_their_tops() -> None:
    game = stage(PACK, racks=list(BLOCKED))
    deck = game.state.deck
    while deck.draw_pile:
        play(game, "draw", "discard onto 1")
    tops = [pile[-1] for pile in deck.discards]
    under = Counter(deck.discards[0][:-1])
    play(game, "draw")
    assert [pile[-1] for pile in deck.discards] == tops
    assert all(len(pile) == 1 for pile in deck.discards)
    assert Counter([*deck.draw_pile, game.state.hand]) == under


def test_o6_with_nothing_under_the_tops_only_the_piles_can_be_taken() -> None:
    game = stage(PACK, racks=list(BLOCKED))
    deck = game.state.deck
    deck.draw_pile.clear()
    assert [str(a) for a in game.legal_actions()] == ["take 1", "take 2", "take 3"]
    with pytest.raises(IllegalActionError, match="no card is left to draw"):
        play(game, "draw")


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_resampling_redeals_only_what_the_seat_cannot_see(seat: int) -> None:
    game = RULES.new_game(PACK, 3, seed=4)
    rng = random.Random(0)
    while game.state.setup or game.state.turns < 12:
        game.apply(rng.choice(game.legal_actions()))
    state = game.state
    clone = game.clone()
    clone.resample_hidden(random.Random(seat), seat)
    after = clone.state
    assert after.racks[seat] == state.racks[seat]
    assert after.deck.discards == state.deck.discards
    for other in range(3):
        for slot in range(10):
            if state.public[other] >> slot & 1:
                assert after.racks[other][slot] == state.racks[other][slot]
    every = Counter(state.deck.draw_pile + [c for rack in state.racks for c in rack])
    assert Counter(after.deck.draw_pile + [c for rack in after.racks for c in rack]) == every
    assert after.racks != state.racks or after.deck.draw_pile != state.deck.draw_pile


def test_staging_refuses_more_copies_than_the_deck_holds() -> None:
    with pytest.raises(SetupError, match="no more cards of 'sloane-square'; the deck holds 1"):
        stage(PACK, deck=["sloane-square", "sloane-square"])
    with pytest.raises(SetupError, match="give all 2 racks, not 1"):
        stage(PACK, racks=[BLOCKED[0]])
    with pytest.raises(SetupError, match="3 discard piles need 43"):
        stage(_tiny(), 4)


def _tiny():  # type: ignore[no-untyped-def]
    from engine.map.model import MapPack, Route, Station

    stations = tuple(Station(s, s, (0.0, 0.0)) for s in "abc")
    return MapPack(
        "tiny", "Tiny", "one-day", stations=stations, routes=(Route("l", ("a", "b", "c")),)
    )
