"""Next Station in the print-and-play kit: the station deck, the score boxes
and the box (N1, N3, N4).

The map is the player's sheet; under it a column per line colour (one round
each) for the line score and a column of end-of-game boxes.
"""

from __future__ import annotations

from engine.families.nextstation.cards import STREET, StationCard
from engine.families.nextstation.options import Options
from engine.families.nextstation.sheet import Sheet
from engine.map.model import MapPack
from engine.rules.printing import CardFace, Component, PlayerSheet, ScoreTable

KIND_COLOURS = {STREET: "#2a6fb0", "underground": "#c2185b"}


def card_face(card: StationCard) -> CardFace:
    lines: list[str]
    if card.switch:
        title = "Switch"
        lines = ["Flip the next card at once;", "branch from any station", "of the line"]
    elif card.symbol is None:
        title, lines = "Joker", ["Draw to any station"]
        if card.double_rail:
            lines += ["Double Rail: may reuse one", "segment of another colour"]
    else:
        title, lines = card.symbol.capitalize(), [f"Draw to a {card.symbol} station"]
    if card.ends_round:
        lines += ["", "The round ends when the", "last of these is flipped"]
    return CardFace(
        deck="Station",
        title=title,
        tag=card.kind.capitalize(),
        lines=tuple(lines),
        colour=KIND_COLOURS.get(card.kind, ""),
        symbol=card.symbol or "",
    )


def player_sheet(pack: MapPack, sheet: Sheet, options: Options) -> PlayerSheet:
    end_rows = ["tourist sites", "interchanges"]
    if sheet.edges:
        end_rows.append("edge and corner regions")
    if sheet.predrawn:
        end_rows.append(f"pre-drawn stations missed ({options.predrawn_miss} each)")
    end_rows += ["line scores", "TOTAL"]
    return PlayerSheet(
        title=pack.name,
        tables=(
            ScoreTable(
                rows=(
                    "districts passed",
                    "most stations in one district",
                    "districts x stations",
                    f"river crossings x {options.river_points}",
                    "line score",
                ),
                columns=tuple(colour.capitalize() for colour in sheet.colours),
            ),
            ScoreTable(rows=tuple(end_rows)),
        ),
        ticks=(("tourist-site visits", len(options.tourist_track) - 1),),
        note="One round per colour: draw one section on each flipped card's symbol.",
    )


def components(pack: MapPack) -> tuple[Component, ...]:
    """A pencil of each line colour for every player."""
    return tuple(
        Component(f"{line.name} pencil per player", 1, line.rgb) for line in pack.components.lines
    )
