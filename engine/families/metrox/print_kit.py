"""Metro X in the print-and-play kit: the transit cards, the score boxes and
the box (M2, M5, M7, M8).

The route windows are printed on the map itself; the sheet's boxes keep the
completion bonuses and the end-of-game sums.
"""

from __future__ import annotations

from collections import Counter

from engine.families.metrox.cards import FREE, NUMBER, RESHUFFLE, SKIP, TRANSFER, TransitCard
from engine.families.metrox.options import Options
from engine.families.metrox.sheet import Sheet
from engine.map.model import MapPack
from engine.rules.printing import CardFace, Component, PlayerSheet, ScoreTable

CARD_COLOURS = {
    NUMBER: "#2e7d32",
    RESHUFFLE: "#2e7d32",
    SKIP: "#ef6c00",
    TRANSFER: "#6a1b9a",
    FREE: "#546e7a",
}


def _words(card: TransitCard) -> tuple[str, str, tuple[str, ...]]:
    """The card's title, corner tag and text."""
    crossed = (f"Cross off up to {card.count} stations", "from the Start Point")
    if card.kind == NUMBER:
        return str(card.count), "Number", (*crossed, "stopping at a marked one")
    if card.kind == RESHUFFLE:
        return str(card.count), "Re-Shuffle", (*crossed, "then shuffle all cards back")
    if card.kind == SKIP:
        return str(card.count), "Skip", (*crossed, "jumping marked ones")
    if card.kind == TRANSFER:
        return "Transfer", "X", ("Write 2 x the routes there", "at the first empty station")
    return "Free", "no window", ("Cross off any one", "empty station")


def card_faces(options: Options) -> tuple[CardFace, ...]:
    faces = []
    for card, copies in Counter(options.cards).items():
        title, tag, lines = _words(card)
        faces.append(
            CardFace(
                deck="Transit",
                title=title,
                tag=tag,
                lines=lines,
                colour=CARD_COLOURS[card.kind],
                copies=copies,
            )
        )
    return tuple(faces)


def player_sheet(pack: MapPack, sheet: Sheet) -> PlayerSheet:
    routes = tuple(
        f"{name} ({first} first / {later} later)"
        for name, (first, later) in zip(sheet.route_names, sheet.bonus, strict=True)
    )
    return PlayerSheet(
        title=pack.name,
        tables=(
            ScoreTable(rows=routes, columns=("bonus",)),
            ScoreTable(
                rows=("route bonuses", "transfer numbers", "empty stations", "penalty", "TOTAL")
            ),
        ),
        note="On each flipped card, write in one window of a route and mark its stations.",
    )


def components() -> tuple[Component, ...]:
    return (Component("pen per player", 1),)
