"""U13, U14: a destination deck too short for a game is named before a playtest,
with the rounds it lasts worked out from the rules and the games agreeing."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from statistics import median

import pytest

from engine.families.underground.deck_length import deck_short, rounds_lasted
from engine.pack.io import load_pack
from engine.rules import get_ruleset
from engine.sim.play import Matchup, play_game
from tests.conftest import MAPS

NAMES = "abcdefghi"


@pytest.fixture
def filled(make_pack):
    """A line of nine stations, two of them National Rail, dealt by the deck panel's
    Fill: eight cards, one per station but the start."""
    stations = {name: (100 * i, 100 * (i % 2)) for i, name in enumerate(NAMES)}
    track = [f"{a}-{b}" for a, b in pairwise(NAMES)]
    pack = make_pack(stations, track, flags={"c": ["national_rail"], "f": ["national_rail"]})
    return get_ruleset("underground").fill_deck(pack)


def test_u14_eight_standard_cards_last_two_rounds_with_four_players() -> None:
    """4 face up, 4 in the deck, one taken a turn: the refill fails on turn 5,
    the second round, and the round is played out."""
    assert rounds_lasted(["standard"] * 8, 4, two_moves=False) == 2
    assert rounds_lasted(["standard"] * 8, 2, two_moves=False) == 3
    assert rounds_lasted(["standard"] * 12, 4, two_moves=False) == 3  # the refill fails on turn 9


def test_u13_both_kinds_face_up_take_two_cards_a_turn() -> None:
    mixed = ["express", "standard"] * 4  # top card last: the row is always mixed
    assert rounds_lasted(mixed, 4, two_moves=False) == 1  # 2 a turn: the refill fails on turn 3
    assert rounds_lasted(["standard"] * 8, 4, two_moves=True) == 1


def test_u14_a_filled_deck_of_eight_cards_is_named_with_the_rounds_it_lasts(filled) -> None:
    (finding,) = deck_short(filled)
    assert (finding.severity, finding.code) == ("warning", "deck-short")
    assert finding.elements == tuple(card.station for card in filled.deck)  # what to change
    assert finding.message.startswith(
        "the destination deck of 8 cards runs out too soon: a game of 4 players lasts about "
        "1 round (2 players: 2, 3 players: 1, 5 players: 1), where On the Underground "
        "usually lasts 3-40 rounds."
    )
    assert "About 16 cards would last 3 rounds with 4 players" in finding.message
    lint = get_ruleset("underground").lint_rules()
    assert "deck-short" in {f.code for rule in lint for f in rule(filled)}


@pytest.mark.parametrize("players", [2, 4])
def test_u14_the_games_last_as_long_as_the_finding_says(filled, players) -> None:
    rounds = [
        play_game(Matchup(filled, ("greedy",) * players), seed).observation.rounds
        for seed in range(5)
    ]
    said = "1 round" if players == 4 else "2 players: 2"
    assert said in next(iter(deck_short(filled))).message
    assert median(rounds) == (1 if players == 4 else 2)


def test_u14_the_suggested_deck_is_long_enough(filled) -> None:
    """The deck grown with its own mix of kinds: 16 cards last, 15 do not."""
    cards = filled.deck * 3
    assert list(deck_short(replace(filled, deck=cards[:15])))
    assert not list(deck_short(replace(filled, deck=cards[:16])))


@pytest.mark.parametrize("name", ["london.yaml", "tutorial.yaml", "berlin", "new-york"])
def test_the_bundled_decks_are_long_enough(name) -> None:
    """The tutorial's 18 cards last 3 rounds with 4 players, the usual least."""
    assert not list(deck_short(load_pack(MAPS / name)))
