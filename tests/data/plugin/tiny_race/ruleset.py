"""Tiny Race as a Ruleset: every hook of engine/rules/base.py, each kept small."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.lint.finding import Finding, LintRule, error, warning
from engine.map.model import Card, MapPack, frozen_mapping
from engine.rules import Game, OptionSpec, Ruleset, SetupError
from engine.rules.base import Observation
from engine.rules.game_type import GameType
from engine.rules.heat import HeatLayer
from engine.rules.journey import JourneyCheck
from engine.rules.options import layered_options, option_findings
from engine.rules.picture import Leg, Path, Picture, StationMark
from tiny_race.fields import FARE, FIELDS
from tiny_race.game import RULESET_NAME, Board, Move, TinyRaceGame, parse_action, start
from tiny_race.journey import JOURNEY_STOPS, check_journey


def _positive(name: str) -> Callable[[Any], str | None]:
    def problem(value: Any) -> str | None:
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return None
        return f"option '{name}' is {value!r}; expected a whole number, 1 or more"

    return problem


OPTION_SPECS = (
    OptionSpec(
        "destinations",
        3,
        "destinations scored before the game ends (T4)",
        check=_positive("destinations"),
    ),
    OptionSpec("rounds", 12, "the most turns each seat takes (T4)", check=_positive("rounds")),
)
PRESETS = frozen_mapping({"sprint": frozen_mapping({"destinations": 1, "rounds": 6})})


def start_station(pack: MapPack) -> Iterator[Finding]:
    """T1: the runners need exactly one start station."""
    starts = [s.id for s in pack.stations if "start" in s.flags]
    if len(starts) != 1:
        yield error("race-start", starts, f"{len(starts)} start stations; a race needs one")


def fares(pack: MapPack) -> Iterator[Finding]:
    """T6: a route's fare is at most one coin per stop it leaves."""
    for route in pack.routes:
        if FARE.of(route) >= len(route.stops):
            yield warning(
                "race-fare-high",
                [route.id],
                f"route '{route.id}' costs {FARE.of(route)} coins for {len(route.stops)} stops",
            )


def options(pack: MapPack) -> Iterator[Finding]:
    yield from option_findings(pack, RULESET_NAME, PRESETS, OPTION_SPECS)


class Closer:
    """The bots' evaluator: a move is as good as it brings the runner nearer the destination."""

    def values(self, game: Game, actions: Sequence[Any]) -> list[float]:
        assert isinstance(game, TinyRaceGame)
        goal = game.state.destination
        here = game.state.at[game.state.seat]
        return [
            -float(game.board.distance(action.to or here, goal)) if goal else 0.0
            for action in actions
        ]


class TinyRaceRuleset(Ruleset):
    name = RULESET_NAME
    title = "Tiny Race"
    game_type = GameType(
        min_players=1,
        max_players=2,
        default_players=2,
        turns="sequential",
        sheets="shared",
        hidden=("the order of the destination deck",),
        chance=("the shuffled destination deck",),
    )
    elements = frozenset({"station.start", "deck.cards", "deck.copies", "route.stops"})
    fields = FIELDS
    presets = PRESETS
    source_names = frozen_mapping({"T3": "destinations"})
    heat_layers = (
        HeatLayer(
            "runner_arrivals",
            "station",
            "Runner arrivals",
            "arrivals",
            never="Stations no runner reached",
        ),
    )

    deck_fill = "one destination card per station but the start"
    journey_stops = JOURNEY_STOPS

    def options(self) -> tuple[OptionSpec, ...]:
        return OPTION_SPECS

    def lint_rules(self) -> tuple[LintRule, ...]:
        return (start_station, fares, options)

    def new_game(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
    ) -> TinyRaceGame:
        order = [card.station for card in pack.deck for _ in range(card.copies)]
        random.Random(seed).shuffle(order)
        return self.stage(pack, players, {"deck": order}, options)

    def check_journey(self, pack: MapPack, stops: Sequence[str]) -> JourneyCheck:
        return check_journey(pack, stops)

    def parse_action(self, text: str) -> Move:
        return parse_action(text)

    def defaults(self, pack: MapPack) -> MapPack:
        """An empty deck is filled: a race needs destinations."""
        return pack if pack.deck else self.fill_deck(pack)

    def evaluator(self, game: Game) -> Closer | None:
        return Closer() if isinstance(game, TinyRaceGame) else None

    def observe(self, game: Game) -> Observation:
        if not isinstance(game, TinyRaceGame):
            return Observation()
        rounds = -(-game.step // game.players)
        return Observation(heat={"runner_arrivals": dict(game.state.arrivals)}, rounds=rounds)

    def picture(self, game: Game, before: Game | None, seat: int | None) -> Picture:
        """Each runner as a numbered token, the destination ringed, and every runner's
        move since `before` as a path."""
        assert isinstance(game, TinyRaceGame)
        state = game.state
        marks = [StationMark(at, "token", str(s + 1), seat=s) for s, at in enumerate(state.at)]
        if state.destination is not None:
            marks.append(StationMark(state.destination, "ring"))
        paths = []
        if isinstance(before, TinyRaceGame):
            for s, (was, now) in enumerate(zip(before.state.at, state.at, strict=True)):
                joined = game.board.between.get(frozenset((was, now)))
                if was != now and joined is not None:
                    paths.append(Path(was, now, (Leg(joined),), f"runner {s + 1}: {was} → {now}"))
        return Picture(stations=tuple(marks), paths=tuple(paths))

    def fill_deck(self, pack: MapPack) -> MapPack:
        """One destination card per station but the start."""
        cards = tuple(Card(s.id) for s in pack.stations if "start" not in s.flags)
        return replace(pack, deck=cards)

    def stage(
        self,
        pack: MapPack,
        players: int,
        scenario: Mapping[str, Any],
        options: Mapping[str, Any] | None = None,
    ) -> TinyRaceGame:
        """Scenario keys: `deck` (station ids in drawing order, the first face up) and
        `at` (each seat's station; default: all on the start station)."""
        unknown = sorted(set(scenario) - {"deck", "at"})
        if unknown:
            raise SetupError(f"Tiny Race cannot stage '{unknown[0]}' (keys: deck, at)")
        problem = self.game_type.player_problem(players)
        if problem is not None:
            raise SetupError(problem)
        board = Board.of(pack)
        if not board.start:
            raise SetupError("the map has no start station (T1)")
        at = list(scenario.get("at", [board.start] * players))
        order = list(scenario.get("deck", [c.station for c in pack.deck]))
        strange = [s for s in (*at, *order) if s not in board.neighbours]
        if strange or len(at) != players:
            raise SetupError(f"cannot stage runners {at} and deck {order} on this map")
        values = layered_options(OPTION_SPECS, PRESETS, pack, options, RULESET_NAME)
        return start(board, players, order, at, values)

    def public_view(self, game: Game, seat: int) -> Mapping[str, Any]:
        """`station` (where the runner stands), `points`, and the face-up `destination`."""
        assert isinstance(game, TinyRaceGame)
        state = game.state
        return {
            "station": state.at[seat],
            "points": state.scores[seat],
            "destination": state.destination,
        }
