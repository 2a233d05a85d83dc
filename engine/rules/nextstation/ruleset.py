"""Next Station (London, Tokyo and custom sheets) as a registered ruleset."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.lint.finding import LintRule
from engine.memo import RecentPerPack
from engine.model import MapPack
from engine.rules.base import Evaluator, Game, Observation, Ruleset
from engine.rules.game_type import GameType
from engine.rules.nextstation.actions import NextStationAction, parse_action
from engine.rules.nextstation.cards import build_deck, shuffled_rounds
from engine.rules.nextstation.evaluator import NextStationEvaluator
from engine.rules.nextstation.game import NextStationGame, start_game
from engine.rules.nextstation.lint import RULES
from engine.rules.nextstation.observe import HEAT_LAYERS, observe
from engine.rules.nextstation.options import (
    OPTION_SPECS,
    PRESETS,
    RULESET_NAME,
    resolve_options,
)
from engine.rules.nextstation.picture import next_station_picture
from engine.rules.nextstation.scoring import SOURCE_NAMES
from engine.rules.nextstation.sheet import Sheet, build_sheet
from engine.rules.options import OptionSpec, SetupError
from engine.rules.picture import Picture

SHEETS_KEPT = 8


class NextStationRuleset(Ruleset):
    name = RULESET_NAME
    title = "Next Station"
    game_type = GameType(
        min_players=1,
        max_players=4,
        default_players=4,
        turns="simultaneous",
        sheets="per-seat",
        hidden=("the order of the station cards not yet flipped",),
        chance=("the station deck, shuffled each round",),
    )
    elements = frozenset(
        {
            "station.symbol",
            "station.tourist",
            "station.wild",
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
            "line.departure",
        }
    )
    presets = PRESETS
    source_names = SOURCE_NAMES
    heat_layers = HEAT_LAYERS

    def __init__(self) -> None:
        self._sheets: RecentPerPack[Sheet] = RecentPerPack(SHEETS_KEPT)  # one per pack

    def options(self) -> tuple[OptionSpec, ...]:
        return OPTION_SPECS

    def lint_rules(self) -> tuple[LintRule, ...]:
        return RULES

    def new_game(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
    ) -> NextStationGame:
        if players < 1:
            raise SetupError(f"{players} players cannot play; Next Station needs at least 1")
        resolved = resolve_options(pack, options)
        sheet = self.sheet(pack)
        deck = build_deck(sheet.symbols, double_rail=resolved.double_rail > 0)
        orders = shuffled_rounds(deck, len(sheet.colours), random.Random(seed))
        return start_game(sheet, resolved, players, deck, orders)

    def sheet(self, pack: MapPack) -> Sheet:
        return self._sheets.get(pack, None, lambda: build_sheet(pack))

    def parse_action(self, text: str) -> NextStationAction:
        return parse_action(text)

    def evaluator(self, game: Game) -> Evaluator | None:
        return NextStationEvaluator()

    def observe(self, game: Game) -> Observation:
        assert isinstance(game, NextStationGame)
        return observe(game)

    def picture(self, game: Game, before: Game | None, seat: int | None) -> Picture:
        assert isinstance(game, NextStationGame)
        earlier = before if isinstance(before, NextStationGame) else None
        return next_station_picture(game, earlier, seat)
