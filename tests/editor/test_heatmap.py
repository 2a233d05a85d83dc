"""Playtest heatmaps on the canvas: one item per element the report counts, toggled
from the Layers panel, following the map, and never in the way of the tools."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from editor.canvas.heatmap import BUILDS, FIRST_BUILD, VISITS, ConnectionHeat, StationHeat
from editor.document import MapDocument, blank_pack
from editor.main_window import MainWindow
from editor.panels.layers import LayersPanel
from engine.editing import move_by
from tests.editor.playtest_driving import open_map, playtest_panel, run_playtest


def heat(window: MainWindow):
    return playtest_panel(window).canvas.heat


def layers_panel(window: MainWindow) -> LayersPanel:
    dock = window.findChild(QDockWidget, "layers")
    assert dock is not None and isinstance(dock.widget(), LayersPanel)
    return dock.widget()


def on_canvas(window: MainWindow, layer: str) -> list:
    """The heat items of a layer that the scene holds and draws."""
    items = heat(window).items(layer)
    return [i for i in items if i.scene() is window.scene and i.isVisible()]


def test_heat_items_match_the_report_one_per_element(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=8, bots=("random",) * 3)
    report = panel.session.current.report
    visits = on_canvas(window, VISITS)
    assert all(isinstance(item, StationHeat) for item in visits)
    assert {i.target_id: i.value for i in visits} == {
        s: v["visits_per_game"] for s, v in report["stations"].items()
    }
    assert sorted(i.target_id for i in visits if i.value == 0) == report["never_visited_stations"]
    for item in visits:
        assert item.sceneBoundingRect().center() == QPointF(
            *window.document.pack.station_index[item.target_id].pos
        )
    builds = on_canvas(window, BUILDS)
    assert all(isinstance(item, ConnectionHeat) for item in builds)
    assert {i.target_id: i.value for i in builds} == {
        c: v["builds_per_game"] for c, v in report["connections"].items()
    }
    never = sorted(i.target_id for i in builds if i.pen().style() == Qt.PenStyle.DashLine)
    assert never == report["never_built_connections"]
    firsts = {i.target_id: i.value for i in heat(window).items(FIRST_BUILD)}
    assert firsts == {c: v["mean_first_build_turn"] for c, v in report["connections"].items()}
    busiest = max(visits, key=lambda i: i.value)
    quietest = min((i for i in visits if i.value > 0), key=lambda i: i.value)
    assert busiest.rect().width() > quietest.rect().width()


def test_the_layers_panel_shows_and_hides_each_heatmap(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4)
    layers = layers_panel(window)
    legend = panel.canvas.legend
    assert layers.item(FIRST_BUILD).checkState(0) == Qt.CheckState.Unchecked
    assert on_canvas(window, FIRST_BUILD) == []
    assert [s.title for s in legend.scales] == ["Station visits", "Connection builds"]
    layers.item(VISITS).setCheckState(0, Qt.CheckState.Unchecked)
    layers.item(FIRST_BUILD).setCheckState(0, Qt.CheckState.Checked)
    assert on_canvas(window, VISITS) == []
    assert len(on_canvas(window, FIRST_BUILD)) == len(window.document.pack.connections)
    assert [s.title for s in legend.scales] == ["Connection builds", "Turn of first build"]
    assert legend.isVisible()
    first = legend.scales[1]
    report = panel.session.current.report
    built = [v["mean_first_build_turn"] for v in report["connections"].values() if v["builds"]]
    assert (first.low, first.high) == (min(built), max(built)) and first.early_is_hot


def test_heat_follows_a_moved_station(qtbot: QtBot, window: MainWindow) -> None:
    document = open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4)
    document.edit("Move", move_by(document.pack, {"gardens"}, 40, 20), {"gardens"})
    target = QPointF(*document.pack.station_index["gardens"].pos)

    def moved() -> bool:
        item = next(i for i in on_canvas(window, VISITS) if i.target_id == "gardens")
        return item.sceneBoundingRect().center() == target

    qtbot.waitUntil(moved, timeout=2000)
    assert not panel.results.stale.isHidden()


def test_heat_items_leave_picking_to_the_map(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window)
    run_playtest(qtbot, playtest_panel(window), games=4)
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
    assert on_canvas(window, VISITS)
    window.set_document(MapDocument(blank_pack()))
    assert heat(window).items(VISITS) == [] and heat(window).items(BUILDS) == []
    assert panel.results.isHidden() and not panel.canvas.legend.isVisible()
    assert panel.session.current is None
