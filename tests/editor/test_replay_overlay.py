"""Any family's picture on the canvas (editor/canvas/replay_overlay.py): every kind of
piece is drawn where its map element is, whatever family made it."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from editor.canvas.replay_overlay import ReplayOverlay
from engine.map.model import Components, Connection, LineColour, Route
from engine.rules.picture import (
    Leg,
    Path,
    Picture,
    Piece,
    RouteWindows,
    StationMark,
    TrackMark,
)
from tests.conftest import build_pack

PACK = build_pack(
    {"a": (0, 0), "b": (100, 0), "c": (200, 0)},
    ["a-b", Connection("b-c", "b", "c", water=1)],
    components=Components(
        lines=(LineColour("red", 10, "#e00000"), LineColour("blue", 10, "#0000e0"))
    ),
    routes=(Route("r1", ("b", "c"), colour="#00a000"),),
)
RED, BLUE = TrackMark("a-b", "red", 0, label="red (seat 0)"), TrackMark("a-b", "blue", 1)
SPACE = TrackMark("b-c", "#123456", None, (1, 2))
PICTURE = Picture(
    track=(RED, BLUE, SPACE),
    stations=(
        StationMark("a", "token", "L", "blue", 1),
        StationMark("b", "cross"),
        StationMark("c", "number", "12"),
        StationMark("c", "ring", "express"),
        StationMark("nowhere", "ring"),
    ),
    paths=(Path("a", "c", (Leg("a-b", line="red"), Leg("b-c", (0, 2))), "P: A → C"),),
    pieces=(Piece("c", "the Passenger", "P"),),
    routes=(RouteWindows("r1", 1, 3, seat=0), RouteWindows("r1", 3, 3, seat=1)),
)


def overlay_on(qtbot: QtBot) -> tuple[QGraphicsScene, ReplayOverlay]:
    """The picture drawn on a scene of its own (qtbot: with the application running)."""
    scene = QGraphicsScene()
    overlay = ReplayOverlay()
    overlay.attach(scene)
    overlay.show(PICTURE, PACK, fresh={RED})
    return scene, overlay


def test_track_marks_sit_side_by_side_per_piece_of_track_and_fresh_ones_are_cased(
    qtbot: QtBot,
) -> None:
    _, overlay = overlay_on(qtbot)
    marks = {item.mark: item for item in overlay.marks()}
    assert set(marks) == {RED, BLUE, SPACE}
    assert marks[RED].fresh and not marks[BLUE].fresh
    assert marks[RED].pen().color() == QColor("#e00000")
    assert marks[SPACE].pen().color() == QColor("#123456")  # "#rrggbb" as well as line names
    red_y = marks[RED].path().boundingRect().center().y()
    blue_y = marks[BLUE].path().boundingRect().center().y()
    assert red_y != blue_y  # two marks on one connection, drawn like lanes
    space = marks[SPACE].path().boundingRect()
    assert (space.left(), space.right()) == (150, 200)  # the second of two track spaces
    assert marks[RED].toolTip() == "red (seat 0) on A\u2013B (this step)"  # by its stations' names


def test_paths_glow_solid_where_ridden_and_dotted_where_walked(qtbot: QtBot) -> None:
    _, overlay = overlay_on(qtbot)
    legs = overlay.legs()
    assert [(item.leg.connection, item.toolTip()) for item in legs] == [
        ("a-b", "rode red"),
        ("b-c", "walked"),
    ]
    assert legs[0].pen().style() != legs[1].pen().style()
    walked = legs[1].path().boundingRect()
    assert (walked.left(), walked.right()) == (100, 150)


def test_pieces_station_marks_and_route_windows_stand_on_their_stations(qtbot: QtBot) -> None:
    _, overlay = overlay_on(qtbot)
    [piece] = overlay.pieces()
    assert piece.pos().toTuple() == (200, 0) and piece.toolTip() == "the Passenger at C"
    marks = overlay.station_marks()  # the mark on a station the map lacks is left out
    assert [(item.mark.kind, item.pos().toTuple()) for item in marks] == [
        ("token", (0, 0)),
        ("cross", (100, 0)),
        ("number", (200, 0)),
        ("ring", (200, 0)),
    ]
    assert marks[0].colour == QColor("#0000e0") and marks[0].toolTip() == "L (seat 1) at A"
    rows = overlay.windows()
    assert [(w.windows.filled, w.colour.name()) for w in rows] == [(1, "#00a000"), (3, "#00a000")]
    assert rows[0].pos().x() == rows[1].pos().x() > 100  # beside the route's first stop, b
    assert rows[0].pos().y() < rows[1].pos().y()  # one row per seat
    assert rows[0].toolTip() == "r1 (seat 0): 1 of 3 filled"


def test_the_layer_toggle_and_clear_cover_every_piece(qtbot: QtBot) -> None:
    scene, overlay = overlay_on(qtbot)
    drawn = [*overlay.marks(), *overlay.legs(), *overlay.pieces(), *overlay.station_marks()]
    overlay.set_visible(False)
    assert not any(item.isVisible() for item in drawn)
    overlay.set_visible(True)
    assert all(item.isVisible() for item in drawn)
    overlay.clear()
    assert scene.items() == []
