"""Next Station (London, Tokyo and custom sheets) as a registered ruleset."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from engine.families.nextstation import pointing
from engine.families.nextstation.actions import NextStationAction, parse_action
from engine.families.nextstation.cards import StationCard, build_deck, shuffled_rounds
from engine.families.nextstation.components import with_pencils
from engine.families.nextstation.draft import drafted_sheet, sheet_guesses
from engine.families.nextstation.evaluator import NextStationEvaluator
from engine.families.nextstation.fields import FIELDS
from engine.families.nextstation.game import NextStationGame, start_game
from engine.families.nextstation.knobs import knobs
from engine.families.nextstation.lint import RULES
from engine.families.nextstation.observe import HEAT_LAYERS, observe
from engine.families.nextstation.options import (
    OPTION_SPECS,
    PRESETS,
    RULESET_NAME,
    resolve_options,
)
from engine.families.nextstation.picture import next_station_picture
from engine.families.nextstation.print_kit import card_face, components, player_sheet
from engine.families.nextstation.ready import (
    READY,
    departures_report,
    with_departures,
    with_districts,
)
from engine.families.nextstation.scenario import staged_orders
from engine.families.nextstation.scoring import SOURCE_NAMES
from engine.families.nextstation.sheet import POINTS, Sheet, build_sheet
from engine.families.nextstation.view import public_view
from engine.map.memo import RecentPerPack
from engine.map.model import MapPack
from engine.rules.base import Evaluator, Game, Observation
from engine.rules.game_type import GameType
from engine.rules.knobs import Change
from engine.rules.own_games import OwnGames
from engine.rules.picture import Picture
from engine.rules.printing import CardFace, Component, PlayerSheet

SHEETS_KEPT = 8
# (deck, rounds) -> per round, the order its cards are flipped in
FlipOrders = Callable[[tuple[StationCard, ...], int], tuple[tuple[int, ...], ...]]


class NextStationRuleset(OwnGames[NextStationGame, NextStationAction]):
    name = RULESET_NAME
    game_class = NextStationGame
    pointing = pointing
    title = "Next Station"
    layout_style = "grid"  # the sheet is a lattice of stations with guides between
    game_type = GameType(
        min_players=1,
        # The box seats 4; every seat has a sheet of its own, so a fifth plays
        # the same game (the playtests seat up to 5 in every family).
        max_players=5,
        default_players=4,
        turns="simultaneous",
        sheets="per-seat",
        hidden=("the order of the station cards not yet flipped",),
        chance=("the station deck, shuffled each round",),
    )
    elements = frozenset(
        {
            "connection.bends",
            "connection.guides",
            "region.district",
            "region.river",
            "region.edge",
            "region.corner",
            "region.values",
            "route.stops",
            "route.loop",
            "components.lines",
        }
    )
    fields = FIELDS
    option_specs = OPTION_SPECS
    own_lint_rules = RULES
    presets = PRESETS
    source_names = SOURCE_NAMES
    heat_layers = HEAT_LAYERS
    value_names = (POINTS,)
    deck_fill = READY

    def __init__(self) -> None:
        self._sheets: RecentPerPack[Sheet] = RecentPerPack(SHEETS_KEPT)  # one per pack

    def new_game(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
    ) -> NextStationGame:
        rng = random.Random(seed)
        return self._start(
            pack, players, options, lambda deck, rounds: shuffled_rounds(deck, rounds, rng)
        )

    def stage(
        self,
        pack: MapPack,
        players: int,
        scenario: Mapping[str, Any],
        options: Mapping[str, Any] | None = None,
    ) -> NextStationGame:
        """Keys: docs/rules-next-station.md, "Staged scenarios"."""
        return self._start(
            pack, players, options, lambda deck, rounds: staged_orders(deck, rounds, scenario)
        )

    def _start(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None,
        flip_orders: FlipOrders,
    ) -> NextStationGame:
        """The game with each round's flip order from `flip_orders(deck, rounds)`."""
        resolved = self.checked_options(pack, players, options, resolve_options)
        sheet = self.sheet(pack)
        deck = build_deck(sheet.symbols, double_rail=resolved.double_rail > 0)
        orders = flip_orders(deck, len(sheet.colours))
        return start_game(sheet, resolved, players, deck, orders)

    def public_view(self, game: Game, seat: int) -> Mapping[str, Any]:
        """Keys: docs/rules-next-station.md, "What a seat shows"."""
        return public_view(self.own(game), seat)

    def sheet(self, pack: MapPack) -> Sheet:
        return self._sheets.get(pack, None, lambda: build_sheet(pack))

    def _deck(self, pack: MapPack) -> tuple[StationCard, ...]:
        double_rail = resolve_options(pack).double_rail > 0
        return build_deck(self.sheet(pack).symbols, double_rail=double_rail)

    def print_cards(self, pack: MapPack) -> tuple[CardFace, ...]:
        return tuple(card_face(card) for card in self._deck(pack))

    def print_sheet(self, pack: MapPack) -> PlayerSheet:
        return player_sheet(pack, self.sheet(pack), resolve_options(pack))

    def print_components(self, pack: MapPack) -> tuple[Component, ...]:
        return components(pack)

    def parse_action(self, text: str) -> NextStationAction:
        return parse_action(text)

    def defaults(self, pack: MapPack) -> MapPack:
        return with_districts(with_pencils(pack))

    def fill_deck(self, pack: MapPack) -> MapPack:
        return with_departures(pack)

    def draft(self, pack: MapPack) -> MapPack:
        return drafted_sheet(pack)

    def guesses(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        return sheet_guesses(before, after)

    def fill_report(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        return departures_report(before, after)

    def knobs(self, pack: MapPack) -> tuple[Change, ...]:
        return knobs(pack)

    def evaluator(self, game: Game) -> Evaluator | None:
        return NextStationEvaluator()

    def observe(self, game: Game) -> Observation:
        return observe(self.own(game))

    def picture(self, game: Game, before: Game | None, seat: int | None) -> Picture:
        return next_station_picture(self.own(game), self.own_or_none(before), seat)
