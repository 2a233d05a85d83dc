"""A Terminus (U6) stays recognisable when its card symbol gives the body its shape:
the square body is gone, so a buffer stop below the body says it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from editor.canvas.scene import MapScene
from editor.canvas.station_item import StationItem
from editor.canvas.symbol_shapes import SHAPES
from editor.document import MapDocument
from engine.families.nextstation.fields import SYMBOL
from engine.map.model import MapPack, Station
from engine.pack import load_pack
from engine.paths import MAPS

_SCALE = 4  # the drawing is looked at four times enlarged
_AROUND = QRectF(-25, -25, 50, 50)  # the part of the scene drawn: the station and its marks


def drawing(station: Station) -> QImage:
    """The station at (0, 0) drawn alone on white."""
    scene = QGraphicsScene()
    scene.addItem(StationItem(station))
    image = QImage(
        int(_AROUND.width()) * _SCALE, int(_AROUND.height()) * _SCALE, QImage.Format.Format_RGB32
    )
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), _AROUND)
    painter.end()
    return image


def dark_share(image: QImage, rect: QRectF) -> float:
    """The share of the pixels in a scene rect that are drawn dark."""
    left, top = (rect.topLeft() - _AROUND.topLeft()).toTuple()
    columns = range(int(left * _SCALE), int((left + rect.width()) * _SCALE))
    rows = range(int(top * _SCALE), int((top + rect.height()) * _SCALE))
    dark = sum(image.pixelColor(x, y).lightness() < 80 for x in columns for y in rows)
    return dark / (len(columns) * len(rows))


def below_the_body(station: Station) -> QRectF:
    """Where the terminus mark goes, less the strip the body's outline may reach into."""
    body = StationItem(station).mark_rects()[0]
    return QRectF(-body.width() / 2, body.bottom() + 2, body.width(), 8)


@pytest.mark.parametrize("symbol", SHAPES)
def test_a_terminus_with_a_card_symbol_shows_a_buffer_stop(qtbot: QtBot, symbol: str) -> None:
    terminus = SYMBOL.put(Station("t", "T", (0, 0), frozenset({"terminus"})), symbol)
    item = StationItem(terminus)
    assert item.marks() == ["buffer-stop"]
    body, mark = item.mark_rects()
    assert mark.top() >= body.bottom()  # below, off the label's sides
    assert dark_share(drawing(terminus), below_the_body(terminus)) > 0.25

    plain = SYMBOL.put(Station("t", "T", (0, 0)), symbol)
    assert StationItem(plain).marks() == []
    assert dark_share(drawing(plain), below_the_body(plain)) == 0


@pytest.mark.parametrize("symbol", [None, "camera"])
def test_a_terminus_drawn_as_a_square_needs_no_buffer_stop(qtbot: QtBot, symbol: str) -> None:
    """No symbol, or one with no shape of its own: the body is the Terminus square."""
    terminus = SYMBOL.put(Station("t", "T", (0, 0), frozenset({"terminus"})), symbol)
    assert StationItem(terminus).marks() == []
    assert dark_share(drawing(terminus), below_the_body(terminus)) == 0


def test_the_tutorial_map_shows_its_two_termini(qtbot: QtBot) -> None:
    scene = MapScene(MapDocument(load_pack(MAPS / "tutorial.yaml")))
    termini = {
        item.station.name
        for item in scene.elements.values()
        if isinstance(item, StationItem) and "buffer-stop" in item.marks()
    }
    assert termini == {"North End", "South End"}


def label_beside_neighbours(flags: frozenset[str]) -> tuple[list[QRectF], QRectF]:
    """A station at y = 200 with a card symbol, hemmed in left and right so its label
    can go only below or above: its body and mark rects, and its label's rect."""
    stations = (
        Station("west", "W", (175, 200)),
        SYMBOL.put(Station("t", "Station", (200, 200), flags), "circle"),
        Station("east", "E", (225, 200)),
    )
    scene = MapScene(MapDocument(MapPack("m", "M", "underground", stations=stations)))
    item = scene.elements["t"]
    assert isinstance(item, StationItem)
    return item.mark_rects(), item.label.sceneBoundingRect()


def test_labels_keep_off_the_buffer_stop(qtbot: QtBot) -> None:
    _, label = label_beside_neighbours(frozenset())
    assert label.top() > 200  # below, where nothing is in the way
    marks, label = label_beside_neighbours(frozenset({"terminus"}))
    assert not any(label.intersects(rect) for rect in marks)
    assert label.bottom() < 200  # above: the buffer stop took the room below
