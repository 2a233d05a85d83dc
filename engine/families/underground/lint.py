"""Lint rules On the Underground adds to the core ones: can this map be played?"""

from __future__ import annotations

from collections.abc import Iterator

from engine.families.underground import lint_components
from engine.families.underground.deck_length import PLAYER_COUNTS, deck_short
from engine.families.underground.fields import SCORE_TILES
from engine.families.underground.options import OPTION_SPECS, PRESETS, resolve_options
from engine.families.underground.setup import NO_LINES, score_tiles
from engine.lint.finding import Finding, error, warning
from engine.map.graph import track_graph
from engine.map.model import MapPack
from engine.map.words import station_name
from engine.rules.options import OptionError, SetupError, option_findings


def start_station(pack: MapPack) -> Iterator[Finding]:
    if pack.start_station() is None:
        yield error(
            "no-start-station",
            [],
            "no station is flagged start, so the Passenger has nowhere to begin (U13)",
        )


def line_colours(pack: MapPack) -> Iterator[Finding]:
    """U2: the seats build in the map's colours, and the replay draws them so."""
    if not pack.components.lines:
        yield error("no-line-colours", [], NO_LINES)


def deck(pack: MapPack) -> Iterator[Finding]:
    if not pack.deck:
        yield error(
            "deck-empty",
            [],
            "the destination deck is empty, so the Passenger never moves and nobody "
            "scores for riding (U13)",
        )


def destinations_connected(pack: MapPack) -> Iterator[Finding]:
    """U13: the Passenger travels by track, so a card's station needs a connection."""
    graph, known = track_graph(pack), pack.station_index
    for index, card in enumerate(pack.deck):
        if card.station in known and graph.degree(card.station) == 0:
            yield error(
                "deck-unconnected-station",
                [card.station],
                f"deck card {index + 1} sends the Passenger to "
                f"'{station_name(pack, card.station)}', "
                "which no connection reaches",
            )


def destinations_reachable(pack: MapPack) -> Iterator[Finding]:
    """A destination the Passenger can never reach stays face up for good and can
    stall the deck, so the game might never end (U14)."""
    start = pack.start_station()
    if start is None:
        return
    reached = track_graph(pack).reachable_from(start.id)
    known = pack.station_index
    stranded = sorted({c.station for c in pack.deck if c.station in known} - reached)
    for station in stranded:
        yield error(
            "destination-unreachable",
            [station],
            f"destination '{station_name(pack, station)}' cannot be reached by track from "
            f"the start station '{station_name(pack, start.id)}'",
        )


def options(pack: MapPack) -> Iterator[Finding]:
    set_by = "the map's options and elements"
    yield from option_findings(pack, "underground", PRESETS, OPTION_SPECS, set_by)


def player_counts(pack: MapPack) -> Iterator[Finding]:
    """U2: every player count the box seats gets score tiles, or the default deal."""
    if not pack.components.lines:
        return  # reported by `line_colours`
    tiles = SCORE_TILES.of(pack.components)
    drawn = any(players in tiles for players in PLAYER_COUNTS)
    for players in PLAYER_COUNTS:
        if players in tiles:
            continue
        try:
            score_tiles(pack, players)
        except SetupError as problem:
            yield warning("players-unsupported", [], f"{players} players cannot play: {problem}")
            continue
        if drawn:
            yield warning(
                "score-tiles-missing",
                [],
                f"the map has no score tiles for {players} players; the default deal will be used",
            )


_ELEMENTS = {
    "connection_tiles": "stations flagged connection",
    "plus": "stations flagged plus",
    "landmarks": "landmark slots",
    "clusters": "cluster regions",
    "water": "water icons",
}


def features_off(pack: MapPack) -> Iterator[Finding]:
    """A map that draws what a switched-off feature scores is probably a mistake."""
    try:
        in_force = resolve_options(pack)
        drawn = resolve_options(pack, dict.fromkeys(_ELEMENTS, "auto"))
    except OptionError:
        return  # reported by `options`
    for name, elements in _ELEMENTS.items():
        if getattr(drawn, name) and not getattr(in_force, name):
            yield warning(
                "feature-off",
                [],
                f"the map has {elements}, but the option '{name}' is off, so they score nothing",
            )


RULES = (
    line_colours,
    start_station,
    deck,
    deck_short,
    destinations_connected,
    destinations_reachable,
    options,
    player_counts,
    features_off,
    *lint_components.RULES,
)
