"""The contract between a rule family and everything that plays it.

A ruleset builds games; a game is a state machine in the OpenSpiel manner:
ask whose move it is and what they may do, apply one action, repeat until it
is over. Bots, the simulator, records and the editor's explanations all speak
only this interface, so a new rule family plugs in by registering a Ruleset.

Actions are small frozen values whose `str()` is their text form and which the
ruleset parses back exactly (python-chess's `Move.uci()` idea): records store
that text. Every change of score is an `Event` naming the rule that caused it,
so a designer can see where the points came from.

`elements` names the shared map elements a ruleset reads, as keys of the one
vocabulary in engine/rules/elements.py, and `fields` declares the ruleset's own
(engine/map/fields.py); the editor shows, offers tools for and checks only those.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

from engine.lint.finding import LintRule
from engine.map.fields import Field
from engine.map.model import MapPack, Route
from engine.rules.game_type import GameType
from engine.rules.heat import HeatLayer
from engine.rules.journey import JourneyCheck
from engine.rules.knobs import Change
from engine.rules.options import OptionSpec, SetupError
from engine.rules.picture import Picture
from engine.rules.printing import CardFace, Component, PlayerSheet
from engine.rules.targets import Path
from engine.rules.value_names import ValueName

ResolvedT = TypeVar("ResolvedT")


class IllegalActionError(ValueError):
    """An action the rules do not allow in this state; the message says why."""


class ActionSyntaxError(ValueError):
    """Text that is not the text form of any action of the ruleset."""


class UnknownRulesetError(LookupError):
    """A ruleset name nobody registered."""


@dataclass(frozen=True)
class Event:
    """One change of score, attributed to a rule, a seat and (where it applies) a line."""

    rule: str  # the rule id, "U5"
    player: int  # the seat that scores
    line: str | None  # the line colour that scored, if any
    points: int
    detail: str  # for the designer: "red reaches Kings Cross (National Rail)"
    elements: tuple[str, ...] = ()  # ids of the map elements involved


class Action(Protocol):
    """Any frozen, hashable value whose str() the ruleset's parse_action reads back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


class Game(Protocol):
    """A game in progress. Seats are numbered from 0, the start player."""

    @property
    def players(self) -> int: ...

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None once the game is over."""

    @property
    def is_over(self) -> bool: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def score_breakdown(self) -> tuple[Mapping[str, int], ...]:
        """Per seat: rule id -> points; each seat's values sum to its score."""

    @property
    def events(self) -> Sequence[Event]: ...

    @property
    def history(self) -> Sequence[Action]:
        """Every action applied since setup, in order."""

    def legal_actions(self) -> Sequence[Action]:
        """What the current player may do, in a fixed order (never empty until the end)."""

    def apply(self, action: Action) -> None:
        """Play `action`; raises IllegalActionError (naming why) and changes nothing if illegal."""

    def parse_action(self, text: str) -> Action: ...

    def winners(self) -> tuple[int, ...]:
        """The seats that share first place (as things stand, before the end)."""

    @property
    def step(self) -> int:
        """How many steps of the game have begun: a seat's turn where seats take
        turns, one revealed card or roll where they decide together. The replay
        shows one moment per step."""

    def clone(self) -> Game:
        """An independent copy, cheap enough for bots that search."""

    def resample_hidden(self, rng: random.Random, seat: int) -> None:
        """Redeal, on a clone, everything `seat` cannot see: the cards not yet
        drawn, the other seats' hands; what `seat` sees stays as it is.

        A bot that searches plays out clones; without this its playouts would
        know the order of the deck or another player's hand.
        """


@dataclass(frozen=True)
class Observation:
    """Where the action was on the map in one finished game, for the playtest report."""

    # layer key (the ruleset's `heat_layers`) -> element id -> amount in this game;
    # an element the game never touched may be left out
    heat: dict[str, dict[str, float]] = field(default_factory=dict)
    first_build: dict[str, int] = field(default_factory=dict)  # connection -> round of first
    rounds: int = 0  # rounds played (every seat has this many turns)
    # ruleset-specific figures per game (Next Station: district coverage, interchanges)
    metrics: dict[str, float] = field(default_factory=dict)
    # why the game stopped before its rules' end, in a sentence ("" when it ended by
    # them): nobody wins such a game, and the report judges a run by how many there are
    cut: str = ""


class Evaluator(Protocol):
    """How bots judge actions; a ruleset supplies a fast one for its own game."""

    def values(self, game: Game, actions: Sequence[Action]) -> list[float]:
        """How good each action is for the current player, right now; higher is better."""


@dataclass(frozen=True)
class SearchBudget:
    """How much a look-ahead bot searches per decision: counted in playouts, never
    in time, so a seed plays the same game on any machine."""

    candidates: int  # the best actions by `Evaluator.values` that are searched
    worlds: int  # samples of what the mover cannot see; every candidate meets each
    horizon: int | None  # steps of the game (`Game.step`) a playout runs; None: to the end
    # only candidates valued within this many points of the best are searched; None: all
    within: float | None = None
    # the budget from a position, where it depends on it (a game's first or last rounds,
    # say); None: this one from every position
    at: Callable[[Game], SearchBudget] | None = None


@runtime_checkable
class Lookahead(Protocol):
    """What an evaluator knows for look-ahead bots (engine/sim/search.py), where it
    knows more than the score: how to judge a playout stopped short of the end,
    and how much searching pays in this family's games."""

    strong_budget: SearchBudget  # what the `strong` bot searches per decision

    def standing(self, game: Game, seat: int) -> float:
        """What the position is worth to `seat`, in points: the score it has plus
        what it can count on (a line that scores at the round's end, say)."""


@runtime_checkable
class WorldJudge(Protocol):
    """An evaluator that judges the `strong` bot's candidates in the sampled worlds by
    its own search, where greedy playouts see too little of what a choice leads to."""

    def judge(
        self, game: Game, candidates: Sequence[Action], worlds: Sequence[Game]
    ) -> list[float]:
        """Per candidate of the seat to move in `game`, its total worth over `worlds`
        (clones redealt from the mover's view); the highest is played."""


class Ruleset(ABC):
    """A rule family: its options, presets, extra lint rules, and how to start a game.

    The simulator also asks a ruleset to name its score sources, to judge
    actions for bots (`evaluator`) and to say where a game happened on the map
    (`observe`); the defaults work for any game, only slower or with less detail.
    """

    name: str
    title: str  # for people: "On the Underground"
    game_type: GameType
    elements: frozenset[str]  # keys of engine/rules/elements.py
    fields: tuple[Field[Any], ...] = ()  # the family's own map fields, in its folder
    # Where `station_cards` counts the deck from the stations: the station field
    # a designer sets to override a station's count (the deck panel edits it).
    card_copies: Field[int] | None = None
    presets: Mapping[str, Mapping[str, Any]]  # variant name -> option values
    source_names: Mapping[str, str] = {}  # rule id -> score source name in reports
    heat_layers: tuple[HeatLayer, ...] = ()
    deck_fill: str = ""  # what `fill_deck` deals, in words for the deck panel
    journey_stops: int = 0  # stops in a journey, for the journey checker; 0: no journeys
    # options whose whole number the printed sheet shows as a row of boxes to tick
    # (the dice game's passes): the editor draws them on the board
    tally_options: tuple[str, ...] = ()
    # The option the deck panel edits as card -> copies instead of the map's
    # destination deck, where the rules keep their deck as an option; "": none.
    deck_option: str = ""
    # Whether the rules play along a real network's lines (routes in order), so
    # an imported network's lines become the map's routes.
    lines_as_routes: bool = False
    # The rounds a full game of these rules usually lasts on a playable map (None:
    # the rules fix it): a run whose games mostly fall outside it is named a
    # broken design in the playtest report, not averaged.
    usual_rounds: tuple[int, int] | None = None
    # Score sources (rule ids) that pay a seat for what it did not do with the map
    # (the dice game's unused passes): games scored from nothing else are named.
    consolation_sources: frozenset[str] = frozenset()
    # The names the rules read from routes' and regions' `values` (the dice game's
    # first and later completion points): the inspector shows them as fixed rows.
    value_names: tuple[ValueName, ...] = ()
    # How a schematic layout draws the board (engine/layout): "octilinear" track
    # with bends, or "grid" for a sheet whose stations sit on a lattice.
    layout_style: str = "octilinear"

    # The options the family takes and the lint rules it adds to the core ones,
    # which `options()` and `lint_rules()` return unless a family computes them.
    option_specs: tuple[OptionSpec, ...] = ()
    own_lint_rules: tuple[LintRule, ...] = ()

    def options(self) -> tuple[OptionSpec, ...]:
        return self.option_specs

    def element_keys(self) -> frozenset[str]:
        """Every element key the ruleset reads: the shared ones and its own fields'."""
        return self.elements | {declared.key for declared in self.fields}

    def lint_rules(self) -> tuple[LintRule, ...]:
        return self.own_lint_rules

    @abstractmethod
    def new_game(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
    ) -> Game:
        """A game at its first action; all chance comes from `seed`.

        Raises SetupError (engine.rules.options) when the pack, player count or
        options cannot make a game.
        """

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action whose text form is `text`; raises ActionSyntaxError."""

    def defaults(self, pack: MapPack) -> MapPack:
        """The pack with this family's default components and options where it has
        none (an imported network, say); the pack itself when there is nothing to add."""
        return pack

    def knobs(self, pack: MapPack) -> tuple[Change, ...]:
        """The few small edits of `pack` worth trying to improve its play (engine/rules/knobs.py),
        for `tracksmith suggest` and the Suggest panel; () where the family offers none."""
        return ()

    def evaluator(self, game: Game) -> Evaluator | None:
        """A fast evaluator for bots on this game; None means the generic one."""
        return None

    def observe(self, game: Game) -> Observation:
        """Where a finished game happened: its amounts per element for each of
        `heat_layers`, the round each connection was first built, rounds played."""
        return Observation()

    def picture(self, game: Game, before: Game | None, seat: int | None) -> Picture:
        """What the game looks like now: on `seat`'s sheet where each seat has its
        own (None: the first seat's), with what moved since `before`."""
        return Picture()

    def seat_picture(self, game: Game, before: Game | None, seat: int) -> Picture:
        """What `seat` sees while it plays: `picture` on its own sheet, its own hand
        shown, and nothing another seat hides (their hands, what they drew)."""
        return self.picture(game, before, seat)

    def action_targets(self, game: Game, action: Action) -> Path:
        """What a person points at, one after another, to choose `action` (a legal
        action of `game`): engine/rules/targets.py. Among the legal actions no path
        is another's beginning; () where the action is chosen from the list alone."""
        return ()

    def describe_action(self, game: Game, action: Action) -> str:
        """`action` in a few words for people, for the list a person chooses from
        ("place a red Track token on Bank - Moorgate"); distinct for distinct legal
        actions of `game`."""
        return str(action)

    def fill_deck(self, pack: MapPack) -> MapPack | None:
        """The pack with its deck filled as these rules would deal it from the
        map, or None when the rules have no such fill (the deck panel's button,
        shown with `deck_fill` as its tip)."""
        return None

    def draft(self, pack: MapPack) -> MapPack:
        """An imported network made into a board these rules play: the family's
        defaults, Fill from the map, and whatever else the rules need that a
        network does not say (symbols, windows, values), each a guess the
        designer then edits."""
        pack = self.defaults(pack)
        return self.fill_deck(pack) or pack

    def guesses(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        """What `draft` guessed from `before` to `after`, a short phrase each, for
        the import's one list ("14 symbols of each of 4 kinds"); by default what
        Fill said."""
        return self.fill_report(before, after)

    def drawn_route(self, pack: MapPack, route: Route) -> Route:
        """A route the designer just drew with the Route tool, with what these rules
        give a new route (Metro X: windows and a bonus scaled by its stops)."""
        return route

    def fill_report(self, before: MapPack, after: MapPack) -> tuple[str, ...]:
        """What `fill_deck` changed from `before` to `after`, a sentence each for the
        deck panel ("Made Bank the start"): a fill may set more than the deck."""
        return ()

    def station_cards(self, pack: MapPack) -> Mapping[str, int] | None:
        """How many copies of each station's card the deck holds, counted from the
        map as the rules count them (a station's own `card_copies` overriding), for the
        deck panel; None where the deck is not counted from the stations."""
        return None

    def print_cards(self, pack: MapPack) -> tuple[CardFace, ...]:
        """Every card of the map's decks as the print-and-play kit prints it,
        each with its copies; () where the rules use no cards."""
        return ()

    def print_sheet(self, pack: MapPack) -> PlayerSheet | None:
        """The sheet each seat writes on, for the kit; None where the board is shared.
        A game with a sheet is played on it: the kit prints no board tiles for it."""
        return None

    def print_components(self, pack: MapPack) -> tuple[Component, ...]:
        """What the box holds besides the board, sheets and cards: tokens per
        colour, tiles, dice, pens, as the kit's components list counts them."""
        return ()

    def check_journey(self, pack: MapPack, stops: Sequence[str]) -> JourneyCheck:
        """Whether `stops` (station ids, in order, up to `journey_stops`) can be a
        journey, where it breaks and why; only called when `journey_stops` > 0."""
        raise NotImplementedError(f"{self.title} has no journeys")

    def check_players(self, players: int) -> None:
        """SetupError unless `game_type` lets `players` play; `new_game` and
        `stage` call it first, so every family enforces its range the same way."""
        problem = self.game_type.player_problem(players)
        if problem is not None:
            raise SetupError(f"{self.title}: {problem}")

    def checked_options(
        self,
        pack: MapPack,
        players: int,
        options: Mapping[str, Any] | None,
        resolve: Callable[[MapPack, Mapping[str, Any] | None], ResolvedT],
    ) -> ResolvedT:
        """The opening of every family's `new_game` and `stage`: the players
        checked, then the options resolved by the family's own `resolve`."""
        self.check_players(players)
        return resolve(pack, options)

    @abstractmethod
    def stage(
        self,
        pack: MapPack,
        players: int,
        scenario: Mapping[str, Any],
        options: Mapping[str, Any] | None = None,
    ) -> Game:
        """A game set up as `scenario` says instead of by a shuffle, for tests,
        docs and designers; the keys are the family's, documented in its rules
        page, and an empty scenario is a valid one. Raises SetupError naming a
        key or value it cannot use."""

    @abstractmethod
    def public_view(self, game: Game, seat: int) -> Mapping[str, Any]:
        """What everyone at the table can see of `seat`: plain, read-only values
        under keys documented in the family's rules page."""
