"""Drawing a map with the tools, then undoing and redoing all of it."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem
from editor.main_window import MainWindow
from engine.editing.edits import set_field
from engine.pack import load_pack
from tests.editor.driving import click, drag, use_tool


def draw_triangle(qtbot: QtBot, window: MainWindow) -> None:
    use_tool(window, "station")
    for x, y in [(200, 200), (400, 200), (300, 380)]:
        click(qtbot, window, x, y)
    use_tool(window, "connection")
    drag(qtbot, window, (200, 200), (400, 200))
    drag(qtbot, window, (400, 200), (300, 380))
    drag(qtbot, window, (300, 380), (200, 200))


def test_stations_and_connections_drawn_with_the_mouse(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    pack = window.document.pack
    assert [s.pos for s in pack.stations] == [(200, 200), (400, 200), (300, 380)]
    assert {frozenset(c.ends) for c in pack.connections} == {
        frozenset({"station-1", "station-2"}),
        frozenset({"station-2", "station-3"}),
        frozenset({"station-3", "station-1"}),
    }
    items = window.scene.elements
    assert sum(isinstance(i, StationItem) for i in items.values()) == 3
    assert sum(isinstance(i, ConnectionItem) for i in items.values()) == 3


def test_connecting_a_connected_pair_adds_a_track_space(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    drag(qtbot, window, (200, 200), (400, 200))
    drag(qtbot, window, (400, 200), (200, 200))
    drag(qtbot, window, (200, 200), (400, 200))
    lanes = {c.id: c.lanes for c in window.document.pack.connections}
    assert lanes["station-1~station-2"] == 3  # capped at three (U4)


def test_a_drag_moves_a_station_in_one_undo_step(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    steps = window.document.undo_stack.count()
    use_tool(window, "select")
    drag(qtbot, window, (300, 380), (341, 419))
    assert window.document.pack.station("station-3").pos == (340, 420)  # snapped to the grid
    assert window.document.undo_stack.count() == steps + 1
    item = window.scene.elements["station-3"]
    assert (item.pos().x(), item.pos().y()) == (340, 420)
    window.document.undo_stack.undo()
    assert window.document.pack.station("station-3").pos == (300, 380)
    assert (item.pos().x(), item.pos().y()) == (300, 380)


def test_undo_and_redo_everything_back_and_forth(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    stack = window.document.undo_stack
    drawn = window.document.pack
    while stack.canUndo():
        stack.undo()
    assert window.document.pack.stations == ()
    assert window.scene.elements == {}
    while stack.canRedo():
        stack.redo()
    assert window.document.pack == drawn
    assert set(window.scene.elements) == {e.id for e in (*drawn.stations, *drawn.connections)}


def test_delete_cascades_and_one_undo_restores_all(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    before = window.document.pack
    use_tool(window, "delete")
    click(qtbot, window, 200, 200)
    after = window.document.pack
    assert after.station("station-1") is None
    assert [c.id for c in after.connections] == ["station-2~station-3"]
    assert "station-1~station-2" not in window.scene.elements
    window.document.undo_stack.undo()
    assert window.document.pack == before
    assert "station-1~station-2" in window.scene.elements


def test_rubber_band_selects_what_it_encloses(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    use_tool(window, "select")
    drag(qtbot, window, (150, 150), (450, 250))
    assert window.document.selection == {"station-1", "station-2", "station-1~station-2"}
    assert window.scene.elements["station-1"].highlighted
    assert not window.scene.elements["station-3"].highlighted


def test_save_and_reopen_gives_the_same_map(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    draw_triangle(qtbot, window)
    assert window.isWindowModified()
    written, _ = window.document.save(tmp_path / "drawn.yaml")
    assert not window.isWindowModified()
    assert load_pack(written) == window.document.pack


def test_a_connection_let_go_on_empty_board_says_so_and_waits_for_a_station(
    qtbot: QtBot, window: MainWindow
) -> None:
    use_tool(window, "station")
    for x, y in [(200, 200), (400, 200)]:
        click(qtbot, window, x, y)
    named = set_field(window.document.pack, frozenset({"station-1"}), "name", "Abbey")
    window.document.edit("Name", named, {"station-1"})
    use_tool(window, "connection")
    click(qtbot, window, 600, 500)  # nothing to start from
    assert window.statusBar().currentMessage().startswith("A connection starts on a station")
    drag(qtbot, window, (200, 200), (300, 300))
    assert (
        window.statusBar()
        .currentMessage()
        .startswith("Not joined yet: let go on a station to join Abbey to it")
    )
    assert window.document.pack.connections == ()
    click(qtbot, window, 400, 200)  # the connection goes on to the station clicked
    assert [c.ends for c in window.document.pack.connections] == [("station-1", "station-2")]
