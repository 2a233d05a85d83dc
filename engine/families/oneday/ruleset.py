"""One Day in London (the zone 1 deck and custom cities) as a registered ruleset."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine.families.oneday import pointing
from engine.families.oneday.actions import OneDayAction, parse_action
from engine.families.oneday.big_deck import SEED_STATIONS, with_interchanges_raised
from engine.families.oneday.deck_fill import DECK_FILL, with_full_deck
from engine.families.oneday.evaluator import OneDayEvaluator
from engine.families.oneday.fields import CARDS, FIELDS
from engine.families.oneday.game import MOST_PLAYERS, PILES, OneDayGame, check_deck, new_state
from engine.families.oneday.journey import STOPS, check
from engine.families.oneday.knobs import knobs
from engine.families.oneday.lint import RULES
from engine.families.oneday.network import Network, build_network
from engine.families.oneday.observe import HEAT_LAYERS, observe
from engine.families.oneday.options import OPTION_SPECS, PRESETS, RULESET_NAME, max_turns
from engine.families.oneday.picture import one_day_picture
from engine.families.oneday.print_kit import components, station_cards
from engine.families.oneday.scenario import Staged
from engine.families.oneday.scoring import SOURCE_NAMES
from engine.families.oneday.view import public_view
from engine.map.memo import RecentPerPack
from engine.map.model import MapPack
from engine.map.words import count, station_names
from engine.rules.base import Evaluator, Game, Observation
from engine.rules.game_type import GameType
from engine.rules.journey import JourneyCheck
from engine.rules.knobs import Change
from engine.rules.mechanisms.deck import Deck
from engine.rules.own_games import OwnGames
from engine.rules.picture import Picture
from engine.rules.printing import CardFace, Component

NETWORKS_KEPT = 8


class OneDayRuleset(OwnGames[OneDayGame, OneDayAction]):
    name = RULESET_NAME
    game_class = OneDayGame
    pointing = pointing
    title = "One Day in London"
    game_type = GameType(
        min_players=2,
        max_players=MOST_PLAYERS,
        default_players=MOST_PLAYERS,
        turns="sequential",
        sheets="per-seat",  # every seat has a rack of its own
        hidden=("the other seats' racks", "the order of the draw pile"),
        chance=("the shuffled deck, and each reshuffle of the discards (O6)",),
    )
    elements = frozenset(
        {
            "route.stops",
        }
    )
    fields = FIELDS
    option_specs = OPTION_SPECS
    own_lint_rules = RULES
    card_copies = CARDS
    presets = PRESETS
    source_names = SOURCE_NAMES
    heat_layers = HEAT_LAYERS
    journey_stops = STOPS
    lines_as_routes = True
    deck_fill = DECK_FILL

    def __init__(self) -> None:
        self._networks: RecentPerPack[Network] = RecentPerPack(NETWORKS_KEPT)

    def network(self, pack: MapPack) -> Network:
        return self._networks.get(pack, None, lambda: build_network(pack))

    def new_game(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
    ) -> OneDayGame:
        turns = self.checked_options(pack, players, options, max_turns)
        network = self.network(pack)
        check_deck(network, players)
        rng = random.Random(seed)
        cards = [card for card, copies in enumerate(network.cards) for _ in range(copies)]
        deck = Deck.shuffled(cards, rng, PILES)
        game = OneDayGame(network, turns, new_state(network, players, deck, rng.getrandbits(64)))
        game.begin()
        return game

    def stage(
        self,
        pack: MapPack,
        players: int,
        scenario: Mapping[str, Any],
        options: Mapping[str, Any] | None = None,
    ) -> OneDayGame:
        """Keys: docs/rules-one-day.md, "Staged scenarios"."""
        turns = self.checked_options(pack, players, options, max_turns)
        network = self.network(pack)
        check_deck(network, players)
        staged = Staged(network, scenario)
        racks, discards = staged.racks(players), staged.discards()
        state = new_state(network, players, staged.deck(), seed=0)
        if racks is not None:
            state.racks = racks
        if discards is not None:
            state.deck.discards = discards
        game = OneDayGame(network, turns, state)
        game.begin(deal=discards is None)
        return game

    def public_view(self, game: Game, seat: int) -> Mapping[str, Any]:
        """Keys: docs/rules-one-day.md, "What a seat shows"."""
        return public_view(self.own(game), seat)

    def parse_action(self, text: str) -> OneDayAction:
        return parse_action(text)

    def fill_deck(self, pack: MapPack) -> MapPack:
        return with_full_deck(pack)

    def fill_report(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        raised = [s.id for s, was in zip(after.stations, before.stations, strict=True) if s != was]
        if not raised:
            return ()
        cards = sum(self.network(after).cards)
        return (
            f"Raised the copies of {count(len(raised), 'station')} on the lines "
            f"({station_names(after, raised[:6])}{', ...' if len(raised) > 6 else ''}): the "
            f"deck now holds {cards} cards, four racks and the discard piles (O1, O2)",
        )

    def draft(self, pack: MapPack) -> MapPack:
        return super().draft(with_interchanges_raised(self.defaults(pack)).pack)

    def guesses(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        cards = sum(self.network(after).cards)
        big = with_interchanges_raised(self.defaults(before))
        raised = sum(s != was for s, was in zip(after.stations, big.pack.stations, strict=True))
        more = f", copies raised on {count(raised, 'station')}" if raised else ""
        times = (
            f"; the copies of {count(big.interchanges, 'interchange')} x {big.times}, for a "
            f"network {big.times} times the {SEED_STATIONS} stations of the seed's deck"
            if big.times > 1
            else ""
        )
        return (
            f"a deck of {cards} station cards (a copy per line at each station{more}{times}) "
            "(O1, O2)",
        )

    def station_cards(self, pack: MapPack) -> Mapping[str, int]:
        network = self.network(pack)
        return dict(zip(network.station_ids, network.cards, strict=True))

    def print_cards(self, pack: MapPack) -> tuple[CardFace, ...]:
        return station_cards(self.network(pack))

    def print_components(self, pack: MapPack) -> tuple[Component, ...]:
        return components()

    def check_journey(self, pack: MapPack, stops: Sequence[str]) -> JourneyCheck:
        return check(self.network(pack), stops, STOPS)

    def knobs(self, pack: MapPack) -> tuple[Change, ...]:
        return knobs(pack, self.station_cards(pack))

    def evaluator(self, game: Game) -> Evaluator | None:
        return OneDayEvaluator()

    def observe(self, game: Game) -> Observation:
        return observe(self.own(game))

    def picture(self, game: Game, before: Game | None, seat: int | None) -> Picture:
        return one_day_picture(self.own(game), seat)

    def seat_picture(self, game: Game, before: Game | None, seat: int) -> Picture:
        """The other racks' cards the table has not seen are hidden; the card held shows."""
        return one_day_picture(self.own(game), seat, private=True)
