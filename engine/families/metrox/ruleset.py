"""Metro X (Metro City, Tube Town and custom cities) as a registered ruleset."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.families.metrox import pointing
from engine.families.metrox.actions import MetroXAction, parse_action
from engine.families.metrox.draft import drafted_sheet, sheet_guesses
from engine.families.metrox.drawn_route import drawn_route
from engine.families.metrox.evaluator import MetroXEvaluator
from engine.families.metrox.fields import FIELDS
from engine.families.metrox.game import MetroXGame, new_state
from engine.families.metrox.knobs import knobs
from engine.families.metrox.lint import RULES
from engine.families.metrox.observe import HEAT_LAYERS, observe
from engine.families.metrox.options import (
    OPTION_SPECS,
    PRESETS,
    RULESET_NAME,
    Options,
    resolve_options,
)
from engine.families.metrox.picture import metro_x_picture
from engine.families.metrox.print_kit import card_faces, components, player_sheet
from engine.families.metrox.scenario import stage_sheets, staged_deck
from engine.families.metrox.scoring import SOURCE_NAMES
from engine.families.metrox.sheet import Sheet, build_sheet
from engine.families.metrox.state import State
from engine.families.metrox.view import public_view
from engine.map.memo import RecentPerPack
from engine.map.model import MapPack, Route
from engine.rules.base import Evaluator, Game, Observation
from engine.rules.game_type import GameType
from engine.rules.knobs import Change
from engine.rules.mechanisms.deck import Deck
from engine.rules.own_games import OwnGames
from engine.rules.picture import Picture
from engine.rules.printing import CardFace, Component, PlayerSheet

SHEETS_KEPT = 8


class MetroXRuleset(OwnGames[MetroXGame, MetroXAction]):
    name = RULESET_NAME
    game_class = MetroXGame
    pointing = pointing
    title = "Metro X"
    game_type = GameType(
        min_players=1,
        max_players=6,  # the box holds 6 boards
        # The race for first completions (M7) is the heart of the game, and a
        # table of 4 shows it the way most tables play it.
        default_players=4,
        turns="simultaneous",
        sheets="per-seat",
        hidden=("the order of the transit deck",),
        chance=("the shuffled transit deck, and each Re-Shuffle",),
    )
    elements = frozenset(
        {
            "route.stops",
        }
    )
    fields = FIELDS
    option_specs = OPTION_SPECS
    own_lint_rules = RULES
    presets = PRESETS
    source_names = SOURCE_NAMES
    heat_layers = HEAT_LAYERS
    deck_option = "cards"  # the transit deck is the card mix (M2)
    lines_as_routes = True
    usual_rounds = (10, 60)  # M8: a card a round until every window is filled

    def __init__(self) -> None:
        self._sheets: RecentPerPack[Sheet] = RecentPerPack(SHEETS_KEPT)  # one per pack

    def new_game(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
    ) -> MetroXGame:
        resolved = self.checked_options(pack, players, options, resolve_options)
        rng = random.Random(seed)
        deck = Deck.shuffled(resolved.cards, rng)
        state = new_state(self.sheet(pack), resolved, players, deck, rng.getrandbits(64))
        return self._begin(pack, resolved, state)

    def stage(
        self,
        pack: MapPack,
        players: int,
        scenario: Mapping[str, Any],
        options: Mapping[str, Any] | None = None,
    ) -> MetroXGame:
        """Keys: docs/rules-metro-x.md, "Staged scenarios"."""
        resolved = self.checked_options(pack, players, options, resolve_options)
        sheet = self.sheet(pack)
        state = new_state(sheet, resolved, players, staged_deck(resolved, scenario), seed=0)
        stage_sheets(sheet, state, scenario)
        return self._begin(pack, resolved, state)

    def _begin(self, pack: MapPack, resolved: Options, state: State) -> MetroXGame:
        game = MetroXGame(self.sheet(pack), resolved, state, {})
        game.begin()
        return game

    def public_view(self, game: Game, seat: int) -> Mapping[str, Any]:
        """Keys: docs/rules-metro-x.md, "What a seat shows"."""
        return public_view(self.own(game), seat)

    def sheet(self, pack: MapPack) -> Sheet:
        return self._sheets.get(pack, None, lambda: build_sheet(pack))

    def print_cards(self, pack: MapPack) -> tuple[CardFace, ...]:
        return card_faces(resolve_options(pack))

    def print_sheet(self, pack: MapPack) -> PlayerSheet:
        return player_sheet(pack, self.sheet(pack))

    def print_components(self, pack: MapPack) -> tuple[Component, ...]:
        return components()

    def drawn_route(self, pack: MapPack, route: Route) -> Route:
        return drawn_route(route)

    def draft(self, pack: MapPack) -> MapPack:
        return drafted_sheet(super().draft(pack))

    def guesses(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        return sheet_guesses(before, after)

    def parse_action(self, text: str) -> MetroXAction:
        return parse_action(text)

    def knobs(self, pack: MapPack) -> tuple[Change, ...]:
        return knobs(pack)

    def evaluator(self, game: Game) -> Evaluator | None:
        return MetroXEvaluator()

    def observe(self, game: Game) -> Observation:
        return observe(self.own(game))

    def picture(self, game: Game, before: Game | None, seat: int | None) -> Picture:
        return metro_x_picture(self.own(game), self.own_or_none(before), seat)
