"""Playtest heatmaps on the canvas: one heatmap per heat layer of the report, picked in
the playtest panel and hidden from the Layers panel, with a legend that follows,
following the map, and never in the way of the tools."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from editor.canvas.heatmap import BandHeat, StationHeat, heat_colour
from editor.document import MapDocument, blank_pack
from editor.main_window import MainWindow
from editor.panels.layers import LayersPanel
from editor.panels.playtest import PlaytestPanel
from editor.playtest.canvas_layers import HEATMAP
from engine.editing.edits import move_by
from tests.editor.playtest_driving import open_map, playtest_panel, run_playtest


def heat(window: MainWindow):
    return playtest_panel(window).canvas.heat


def layers_panel(window: MainWindow) -> LayersPanel:
    dock = window.findChild(QDockWidget, "layers")
    assert dock is not None and isinstance(dock.widget(), LayersPanel)
    return dock.widget()


def on_canvas(window: MainWindow) -> list:
    """The heat items that the scene holds and draws."""
    return [i for i in heat(window).items() if i.scene() is window.scene and i.isVisible()]


def layer(report: dict[str, Any], title: str) -> dict[str, Any]:
    return next(layer for layer in report["heat"] if layer["title"] == title)


def pick(panel: PlaytestPanel, title: str) -> None:
    """Choose a heat layer by its title, as the designer does in the panel's picker."""
    picker = panel.canvas.picker
    index = picker.findText(title)
    assert index >= 0, title
    picker.setCurrentIndex(index)


def drawn(items: list) -> dict[str, tuple[str, float]]:
    """Per element: the colour its item paints with (a halo's fill, a band's pen) and
    the band's width."""
    return {
        i.target_id: (i.brush().color().name(), 0.0)
        if isinstance(i, StationHeat)
        else (i.pen().color().name(), round(i.pen().widthF(), 6))
        for i in items
        if i.value > 0
    }


def random_run(qtbot: QtBot, window: MainWindow, games: int) -> tuple[PlaytestPanel, dict]:
    """The tutorial map played by random bots: the report, on show."""
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=games, bots=("random",) * 3)
    return panel, panel.session.current.report


def test_the_first_layer_is_drawn_one_item_per_element_it_counts(
    qtbot: QtBot, window: MainWindow
) -> None:
    panel, report = random_run(qtbot, window, 8)
    first = report["heat"][0]
    assert panel.canvas.picker.currentText() == first["title"]
    items = on_canvas(window)
    assert all(isinstance(item, StationHeat) for item in items)
    never = set(first["never_ids"])
    assert {i.target_id: i.value for i in items} == {
        e: v for e, v in first["per_game"].items() if v > 0 or e in never
    }
    dashed = {i.target_id for i in items if i.pen().style() == Qt.PenStyle.DashLine}
    assert dashed == never
    for item in items:
        assert item.sceneBoundingRect().center() == QPointF(
            *window.document.pack.station_index[item.target_id].pos
        )
    busiest = max(items, key=lambda i: i.value)
    quietest = min((i for i in items if i.value > 0), key=lambda i: i.value)
    assert busiest.rect().width() >= quietest.rect().width()


def test_picking_another_layer_recolours_the_map_and_retitles_the_legend(
    qtbot: QtBot, window: MainWindow
) -> None:
    panel, report = random_run(qtbot, window, 6)
    titles = [panel.canvas.picker.itemText(i) for i in range(panel.canvas.picker.count())]
    assert titles == [layer["title"] for layer in report["heat"]]
    legend = panel.canvas.legend
    assert legend.isVisible() and legend.scale.title == report["heat"][0]["title"]
    arrivals = drawn(on_canvas(window))

    pick(panel, "Track the Passenger travels")
    track = layer(report, "Track the Passenger travels")
    items = on_canvas(window)
    assert items and all(isinstance(item, BandHeat) for item in items)
    high = max(track["per_game"].values())
    assert drawn(items) == {
        c: (heat_colour(v / high).name(), round(5 + 7 * v / high, 6))
        for c, v in track["per_game"].items()
        if v > 0
    }
    assert (legend.scale.title, legend.scale.unit, legend.scale.high) == (
        "Track the Passenger travels",
        "crossings",
        high,
    )
    assert legend.scale.never == ""

    pick(panel, "Stations the Passenger passes")
    passes = layer(report, "Stations the Passenger passes")
    high = max(passes["per_game"].values())
    colours = drawn(on_canvas(window))
    assert colours == {
        s: (heat_colour(v / high, 190).name(), 0.0) for s, v in passes["per_game"].items() if v > 0
    }
    assert colours != arrivals  # he passes more stations than he arrives at
    assert legend.scale.title == "Stations the Passenger passes"


def test_the_layers_panel_hides_the_heatmap_and_its_legend(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4)
    box = layers_panel(window).item(HEATMAP)
    assert box.checkState(0) == Qt.CheckState.Checked and on_canvas(window)
    box.setCheckState(0, Qt.CheckState.Unchecked)
    assert on_canvas(window) == [] and not panel.canvas.legend.isVisible()
    pick(panel, "Track tokens placed")  # another layer stays hidden too
    assert on_canvas(window) == []
    box.setCheckState(0, Qt.CheckState.Checked)
    assert on_canvas(window) and panel.canvas.legend.scale.title == "Track tokens placed"


def test_a_report_written_before_heat_layers_still_shows(qtbot: QtBot, window: MainWindow) -> None:
    """Such a report has only `stations`, `connections` and the two never lists."""
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4)
    run = panel.session.current
    old = {key: value for key, value in run.report.items() if key != "heat"}
    old["never_visited_stations"] = ["central"]
    panel.results.show_run(replace(run, report=old), window.document.pack)
    panel.canvas.show_report(old)
    picker = panel.canvas.picker
    assert [picker.itemText(i) for i in range(picker.count())] == [
        "Station visits",
        "Connection builds",
    ]
    assert {listing.title: listing.ids() for listing in panel.results.never_lists} == {
        "Stations never visited": ["central"],
        "Connections never built": old["never_built_connections"],
    }
    shown = {i.target_id: i.value for i in on_canvas(window)}
    assert shown == {
        s: v["visits_per_game"]
        for s, v in old["stations"].items()
        if v["visits_per_game"] > 0 or s == "central"
    }
    pick(panel, "Connection builds")
    assert {i.target_id for i in on_canvas(window) if i.value > 0} == {
        c for c, v in old["connections"].items() if v["builds_per_game"] > 0
    }
    assert panel.canvas.legend.scale.title == "Connection builds"


def test_heat_follows_a_moved_station(qtbot: QtBot, window: MainWindow) -> None:
    document = open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4)
    pick(panel, "Stations the Passenger passes")
    document.edit("Move", move_by(document.pack, {"gardens"}, 40, 20), {"gardens"})
    target = QPointF(*document.pack.station_index["gardens"].pos)

    def moved() -> bool:
        item = next(i for i in on_canvas(window) if i.target_id == "gardens")
        return item.sceneBoundingRect().center() == target

    qtbot.waitUntil(moved, timeout=2000)
    assert not panel.results.stale.isHidden()


def test_heat_items_leave_picking_to_the_map(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4)
    pick(panel, "Track the Passenger travels")
    pack = window.document.pack
    station = pack.station_index["gardens"]
    assert window.scene.element_at(*station.pos) == "gardens"
    connection = next(c for c in pack.connections if c.id == "gardens--university")
    a, b = pack.station_index[connection.a].pos, pack.station_index[connection.b].pos
    middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    assert window.scene.element_at(*middle) == "gardens--university"


def test_another_document_clears_the_results_and_the_heatmaps(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4)
    assert on_canvas(window)
    window.set_document(MapDocument(blank_pack()))
    assert heat(window).items() == [] and panel.canvas.picker.count() == 0
    assert panel.results.isHidden() and not panel.canvas.legend.isVisible()
    assert panel.session.current is None
