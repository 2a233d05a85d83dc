"""The tube dice roll-and-write as a registered ruleset."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.families.tubedice import pointing
from engine.families.tubedice.actions import TubeDiceAction, parse_action
from engine.families.tubedice.draft import drafted_sheet, sheet_guesses
from engine.families.tubedice.evaluator import TubeDiceEvaluator
from engine.families.tubedice.fields import FIELDS, STAR
from engine.families.tubedice.game import TubeDiceGame, new_state
from engine.families.tubedice.knobs import knobs
from engine.families.tubedice.lint import RULES
from engine.families.tubedice.observe import HEAT_LAYERS, observe
from engine.families.tubedice.options import OPTION_SPECS, PRESETS, RULESET_NAME, resolve_options
from engine.families.tubedice.picture import tube_dice_picture
from engine.families.tubedice.print_kit import components, player_sheet
from engine.families.tubedice.scenario import stage_sheets, staged_start
from engine.families.tubedice.scoring import PASSES, SOURCE_NAMES
from engine.families.tubedice.sheet import VALUE_NAMES, Sheet, build_sheet
from engine.families.tubedice.view import public_view
from engine.map.graph import newly_flagged, with_flag_on_best_connected
from engine.map.memo import RecentPerPack
from engine.map.model import MapPack
from engine.map.words import station_name
from engine.rules.base import Evaluator, Game, Observation
from engine.rules.game_type import GameType
from engine.rules.knobs import Change
from engine.rules.own_games import OwnGames
from engine.rules.picture import Picture
from engine.rules.printing import Component, PlayerSheet

SHEETS_KEPT = 8


class TubeDiceRuleset(OwnGames[TubeDiceGame, TubeDiceAction]):
    name = RULESET_NAME
    game_class = TubeDiceGame
    pointing = pointing
    title = "Tube dice"
    game_type = GameType(
        min_players=1,
        max_players=6,  # five dice: the active seat keeps two, the rest share three
        default_players=4,  # the seed's worked examples: Alexa, Ben, Carol and Dennis
        turns="simultaneous",
        sheets="per-seat",
        hidden=("the rolls to come",),
        chance=("the five dice rolled each turn",),
    )
    elements = frozenset(
        {
            "connection.sections",
            "region.zone",
            "region.values",
            "route.stops",
            "route.values",
        }
    )
    fields = FIELDS
    option_specs = OPTION_SPECS
    own_lint_rules = RULES
    presets = PRESETS
    source_names = SOURCE_NAMES
    heat_layers = HEAT_LAYERS
    tally_options = ("passes",)
    value_names = VALUE_NAMES
    deck_fill = (
        "The dice are the deck; where no station is flagged star, "
        "the best-connected one becomes the star (D3)"
    )
    lines_as_routes = True
    usual_rounds = (8, 120)  # D7: a few passes short of every line; random bots take longest
    consolation_sources = frozenset({PASSES})  # D7: a point per pass left

    def __init__(self) -> None:
        self._sheets: RecentPerPack[Sheet] = RecentPerPack(SHEETS_KEPT)  # one per pack

    def new_game(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
    ) -> TubeDiceGame:
        resolved = self.checked_options(pack, players, options, resolve_options)
        sheet = self.sheet(pack)
        state = new_state(sheet, resolved, players, random.Random(seed).getrandbits(64))
        game = TubeDiceGame(sheet, resolved, state)
        game.begin()
        return game

    def stage(
        self,
        pack: MapPack,
        players: int,
        scenario: Mapping[str, Any],
        options: Mapping[str, Any] | None = None,
    ) -> TubeDiceGame:
        """Keys: docs/rules-tube-dice.md, "Staged scenarios"."""
        resolved = self.checked_options(pack, players, options, resolve_options)
        sheet = self.sheet(pack)
        rolls, active = staged_start(scenario, players)
        state = new_state(sheet, resolved, players, seed=0, active=active)
        state.staged = rolls
        stage_sheets(sheet, state, scenario)
        game = TubeDiceGame(sheet, resolved, state)
        game.begin()
        return game

    def fill_deck(self, pack: MapPack) -> MapPack:
        """No cards to deal: the sheet is ready once its star is chosen (D1, D3)."""
        return with_flag_on_best_connected(pack, STAR.name)

    def fill_report(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        return tuple(
            f"Made {station_name(after, star)} the star station: the first station die goes "
            "there (D3)"
            for star in newly_flagged(before, after, STAR.name)
        )

    def draft(self, pack: MapPack) -> MapPack:
        return drafted_sheet(super().draft(pack))

    def guesses(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        return sheet_guesses(before, after)

    def public_view(self, game: Game, seat: int) -> Mapping[str, Any]:
        """Keys: docs/rules-tube-dice.md, "What a seat shows"."""
        return public_view(self.own(game), seat)

    def sheet(self, pack: MapPack) -> Sheet:
        return self._sheets.get(pack, None, lambda: build_sheet(pack))

    def print_sheet(self, pack: MapPack) -> PlayerSheet:
        return player_sheet(pack, self.sheet(pack))

    def print_components(self, pack: MapPack) -> tuple[Component, ...]:
        return components()

    def parse_action(self, text: str) -> TubeDiceAction:
        return parse_action(text)

    def knobs(self, pack: MapPack) -> tuple[Change, ...]:
        return knobs(pack)

    def evaluator(self, game: Game) -> Evaluator | None:
        return TubeDiceEvaluator()

    def observe(self, game: Game) -> Observation:
        return observe(self.own(game))

    def picture(self, game: Game, before: Game | None, seat: int | None) -> Picture:
        return tube_dice_picture(self.own(game), self.own_or_none(before), seat)
