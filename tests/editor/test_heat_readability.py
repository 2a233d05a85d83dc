"""Heat never hides the board: station names read over heat, the track and a
selection are drawn over it, its tips name elements by name, and the legend takes
the corner of the canvas where it hides the least."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.logging import _QtMessageCapture as QtMessages
from pytestqt.qtbot import QtBot

from editor.canvas.heatmap import StationHeat
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem
from editor.main_window import MainWindow
from tests.editor.playtest_driving import open_map, playtest_panel, run_playtest
from tests.editor.test_heatmap import heat, on_canvas, pick


def rendered(window: MainWindow, box: QRectF) -> QImage:
    """The scene inside `box`, drawn at 4 pixels per unit."""
    image = QImage(int(box.width() * 4), int(box.height() * 4), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    window.scene.render(painter, QRectF(image.rect()), box)
    painter.end()
    return image


def played(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window)
    run_playtest(qtbot, playtest_panel(window), games=6, bots=("random",) * 3)


def test_station_names_read_the_same_with_heat_on_or_off(qtbot: QtBot, window: MainWindow) -> None:
    played(qtbot, window)
    pick(playtest_panel(window), "Stations the Passenger passes")
    labels = {
        key: item.label.sceneBoundingRect()
        for key, item in window.scene.elements.items()
        if isinstance(item, StationItem)
    }
    covered = [
        (halo, labels[halo.target_id])
        for halo in on_canvas(window)
        if isinstance(halo, StationHeat)
        and halo.value > 0
        and halo.sceneBoundingRect().intersects(labels[halo.target_id])
    ]
    assert len(covered) >= 3  # halos reach into their own station's name
    for halo, label in covered:
        with_heat = rendered(window, label)
        heat(window).set_visible(False)
        without = rendered(window, label)
        heat(window).set_visible(True)
        assert with_heat == without, halo.target_id
        around = label.adjusted(-12, -12, 12, 12)  # the halo itself is still drawn
        heat(window).set_visible(False)
        bare = rendered(window, around)
        heat(window).set_visible(True)
        assert rendered(window, around) != bare, halo.target_id


def test_track_and_stations_are_drawn_over_heat(qtbot: QtBot, window: MainWindow) -> None:
    played(qtbot, window)
    pick(playtest_panel(window), "Track the Passenger travels")
    bands = on_canvas(window)
    assert bands
    heat_z = bands[0].parentItem().zValue()
    track = [i for i in window.scene.elements.values() if isinstance(i, ConnectionItem)]
    stations = [i for i in window.scene.elements.values() if isinstance(i, StationItem)]
    assert all(item.zValue() > heat_z for item in [*track, *stations])
    pack = window.document.pack
    names = {b.toolTip().split(":")[0] for b in bands}
    first = next(c for c in pack.connections if c.id == bands[0].target_id)
    ends = f"{pack.station_index[first.a].name} - {pack.station_index[first.b].name}"
    assert ends in names and not any("--" in name for name in names)


def test_the_legend_moves_off_the_stations_it_would_hide(
    qtbot: QtBot, qtlog: QtMessages, window: MainWindow
) -> None:
    played(qtbot, window)
    legend = playtest_panel(window).canvas.legend
    view = window.view
    view.resetTransform()
    view.scale(2, 2)
    north_end = window.document.pack.station_index["north-end"].pos
    # the station a little inside the canvas's top left corner, under the legend's spot
    half = view.viewport().rect()
    view.centerOn(
        north_end[0] + (half.width() / 2 - 60) / 2, north_end[1] + (half.height() / 2 - 30) / 2
    )
    shown = view.mapFromScene(QPointF(*north_end))
    assert 0 < shown.x() < legend.width() and 0 < shown.y() < legend.height()

    def legend_clear() -> bool:
        where = legend.geometry().translated(-view.viewport().geometry().topLeft())
        hidden = [
            key
            for key, station in window.document.pack.station_index.items()
            if where.contains(view.mapFromScene(QPointF(*station.pos)))
        ]
        return legend.isVisible() and not hidden

    qtbot.waitUntil(legend_clear, timeout=2000)
    assert view.viewport().geometry().contains(legend.geometry())
    assert [r.message for r in qtlog.records if "QTimer" in r.message] == []
    for name in ("market", "central"):
        window.document.select({name})
        item = window.scene.elements[name]
        assert item.zValue() > on_canvas(window)[0].parentItem().zValue()


def test_with_no_heat_the_legend_stays_hidden_without_counting_the_map(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Choosing a corner counts the items under each: on a whole network that took
    longer than building the rest of the window, for a legend nobody sees."""
    legend = playtest_panel(window).canvas.legend
    asked: list[object] = []

    def crowding(rect: object) -> int:
        asked.append(rect)
        return 0

    legend.show_scale(None, crowding)
    assert asked == [] and not legend.isVisible()
    played(qtbot, window)
    scale = legend.scale
    assert scale is not None and legend.isVisible()
    legend.show_scale(scale, crowding)
    assert len(asked) == 4 and legend.isVisible()  # one count per corner
