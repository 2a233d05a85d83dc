"""A game at one step as plain pieces to draw, owned by its rule family.

Like OpenSpiel's observers and boardgame.io's boards: the family says what a
moment of its game looks like in these few Qt-free terms, and the editor's
replay and playtest views draw only these pieces, whatever the family. Ids
are the map's element ids; colours are a line colour's name from the map's
components, or "#rrggbb".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

WHOLE = (0, 1)  # a piece of track: the k-th of n equal parts of a connection

StationMarkKind = Literal["token", "cross", "number", "ring"]


@dataclass(frozen=True)
class TrackMark:
    """A coloured mark along a connection: a Track token, a drawn section."""

    connection: str
    colour: str
    seat: int | None = None
    part: tuple[int, int] = WHOLE
    label: str = ""  # for a tooltip: "red (seat 1)"


@dataclass(frozen=True)
class StationMark:
    """A mark on a station: a token, a cross, a written number, a ring."""

    station: str
    kind: StationMarkKind
    text: str = ""  # the number written, or a letter on a token
    colour: str = ""
    seat: int | None = None


@dataclass(frozen=True)
class Leg:
    """One piece of track a moving piece crossed: ridden on a line, or walked (None)."""

    connection: str
    part: tuple[int, int] = WHOLE
    line: str | None = None


@dataclass(frozen=True)
class Path:
    """Where a moving piece went since the step before, and the words for it."""

    start: str
    end: str
    legs: tuple[Leg, ...]
    text: str  # "Passenger: Central → North End, riding red"


@dataclass(frozen=True)
class Piece:
    """A moving piece standing on a station (the Passenger)."""

    station: str
    name: str  # "the Passenger"
    letter: str  # drawn on the piece: "P"


@dataclass(frozen=True)
class RouteWindows:
    """How many of a route's windows a seat has filled, as on a printed sheet."""

    route: str
    filled: int
    windows: int
    seat: int | None = None


@dataclass(frozen=True)
class SideList:
    """A list beside the board: a rack, the dice, the face-up cards."""

    title: str
    items: tuple[str, ...]


@dataclass(frozen=True)
class Picture:
    track: tuple[TrackMark, ...] = ()
    stations: tuple[StationMark, ...] = ()
    paths: tuple[Path, ...] = ()
    pieces: tuple[Piece, ...] = ()
    routes: tuple[RouteWindows, ...] = ()
    lists: tuple[SideList, ...] = ()
