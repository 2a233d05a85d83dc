"""What a rule family puts in a print-and-play kit, as plain data.

A family describes its cards, its player sheet and its box contents in these
few Qt-free terms (the Ruleset's `print_cards`, `print_sheet` and
`print_components`); the editor lays them out on paper and draws them, the
same way for every family. Colours are a line colour's name from the map's
components, or "#rrggbb"; station ids are the map's.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardFace:
    """One card's face, printed `copies` times on a card-sized face."""

    deck: str  # the deck it belongs to, printed small at the foot: "Destination"
    title: str  # the big words: a station's name, "Number 3"
    tag: str = ""  # a word in the top corner: "Express"
    lines: tuple[str, ...] = ()  # text under the title, one line each
    colour: str = ""  # the band across the top; "": none
    marks: tuple[str, ...] = ()  # stations ringed on a small map of the board; (): no map
    symbol: str = ""  # a station symbol drawn large, as the board draws it; "": none
    copies: int = 1


@dataclass(frozen=True)
class ScoreTable:
    """A grid of boxes to write scores in: one row per label, one column per header."""

    rows: tuple[str, ...]
    columns: tuple[str, ...] = ("",)  # one empty header: a single column of boxes


@dataclass(frozen=True)
class PlayerSheet:
    """What each seat writes on: the board, then its score boxes."""

    title: str
    tables: tuple[ScoreTable, ...]
    ticks: tuple[tuple[str, int], ...] = ()  # a label and how many small boxes to tick
    note: str = ""  # one line of how to play the sheet


@dataclass(frozen=True)
class Component:
    """A counted item in the box: 20 red Track tokens, 5 dice."""

    name: str
    count: int
    colour: str = ""
