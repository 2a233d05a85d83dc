"""On the Underground as a registered ruleset."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.families.underground import pointing
from engine.families.underground.actions import UndergroundAction, parse_action
from engine.families.underground.board import Board, build_board
from engine.families.underground.components import with_default_components
from engine.families.underground.deck_fill import (
    DECK_FILL,
    deck_guesses,
    drafted_deck,
    fill_deck_from_flags,
    fill_report,
)
from engine.families.underground.deck_length import DEFAULT_PLAYERS, USUAL_ROUNDS
from engine.families.underground.evaluate import UndergroundEvaluator
from engine.families.underground.fields import FIELDS
from engine.families.underground.game import UndergroundGame, start_game
from engine.families.underground.knobs import knobs
from engine.families.underground.lint import RULES
from engine.families.underground.observe import HEAT_LAYERS, observation
from engine.families.underground.options import OPTION_SPECS, PRESETS, Options, resolve_options
from engine.families.underground.picture import underground_picture
from engine.families.underground.print_kit import components, destination_cards
from engine.families.underground.scenario import staged_setup
from engine.families.underground.setup import Setup, deal
from engine.families.underground.view import public_view
from engine.map.memo import RecentPerPack
from engine.map.model import MapPack, frozen_mapping
from engine.rules.base import Game, Observation
from engine.rules.game_type import GameType
from engine.rules.knobs import Change
from engine.rules.own_games import OwnGames
from engine.rules.picture import Picture
from engine.rules.printing import CardFace, Component

BOARDS_KEPT = 8


class UndergroundRuleset(OwnGames[UndergroundGame, UndergroundAction]):
    name = "underground"
    game_class = UndergroundGame
    pointing = pointing
    title = "On the Underground"
    game_type = GameType(
        min_players=2,
        max_players=5,
        default_players=DEFAULT_PLAYERS,
        turns="sequential",
        sheets="shared",
        hidden=("the order of the destination deck",),
        chance=("the shuffled destination deck", "the score tiles dealt", "tiles dealt at setup"),
    )
    elements = frozenset(
        {
            "station.start",
            "connection.lanes",
            "connection.water",
            "connection.bends",
            "region.cluster",
            "deck.cards",
            "deck.express",
            "deck.copies",
            "components.lines",
        }
    )
    fields = FIELDS
    presets = PRESETS
    option_specs = OPTION_SPECS
    own_lint_rules = RULES
    # U10's sets of five and its end bonus share one source: both are events of
    # rule U10, and the report sums points by rule.
    source_names = frozen_mapping(
        {
            "U5": "national_rail",
            "U6": "terminus",
            "U7": "connection_tiles",
            "U8": "loops",
            "U9": "plus",
            "U10": "landmarks",
            "U11": "clusters",
            "U12": "water",
            "U13": "passenger",
        }
    )

    heat_layers = HEAT_LAYERS
    deck_fill = DECK_FILL
    usual_rounds = USUAL_ROUNDS  # U14: until the destination deck runs out

    def __init__(self) -> None:
        # The board depends only on the pack and the water switch.
        self._boards: RecentPerPack[Board] = RecentPerPack(BOARDS_KEPT)

    def new_game(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
    ) -> UndergroundGame:
        resolved = self.checked_options(pack, players, options, resolve_options)
        return self._start(pack, resolved, deal(pack, players, resolved, random.Random(seed)))

    def stage(
        self,
        pack: MapPack,
        players: int,
        scenario: Mapping[str, Any],
        options: Mapping[str, Any] | None = None,
    ) -> UndergroundGame:
        """Keys: docs/rules-underground.md, "Staged scenarios"."""
        resolved = self.checked_options(pack, players, options, resolve_options)
        return self._start(pack, resolved, staged_setup(pack, players, scenario, resolved))

    def _start(self, pack: MapPack, options: Options, setup: Setup) -> UndergroundGame:
        water = options.water
        board = self._boards.get(pack, water, lambda: build_board(pack, water))
        return start_game(pack, options, setup, board)

    def public_view(self, game: Game, seat: int) -> Mapping[str, Any]:
        """Keys: docs/rules-underground.md, "What a seat shows"."""
        return public_view(self.own(game), seat)

    def parse_action(self, text: str) -> UndergroundAction:
        return parse_action(text)

    def defaults(self, pack: MapPack) -> MapPack:
        return with_default_components(pack)

    def fill_deck(self, pack: MapPack) -> MapPack:
        return fill_deck_from_flags(pack)

    def fill_report(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        return fill_report(before, after)

    def draft(self, pack: MapPack) -> MapPack:
        return drafted_deck(super().draft(pack))

    def guesses(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        return deck_guesses(before, after)

    def print_cards(self, pack: MapPack) -> tuple[CardFace, ...]:
        return destination_cards(pack)

    def print_components(self, pack: MapPack) -> tuple[Component, ...]:
        return components(with_default_components(pack))

    def knobs(self, pack: MapPack) -> tuple[Change, ...]:
        return knobs(pack)

    def evaluator(self, game: Game) -> UndergroundEvaluator | None:
        own = self.own_or_none(game)
        return None if own is None else UndergroundEvaluator(own.table)

    def observe(self, game: Game) -> Observation:
        own = self.own_or_none(game)
        return Observation() if own is None else observation(own)

    def picture(self, game: Game, before: Game | None, seat: int | None) -> Picture:
        """The shared board, whatever `seat`."""
        return underground_picture(self.own(game), self.own_or_none(before))
