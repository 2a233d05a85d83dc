"""Arrange > Schematic Layout…: a preview of the laid-out map with its figures,
then one undo step that undo takes back whole."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from editor.canvas.station_item import StationItem
from editor.main_window import MainWindow
from editor.menus.schematic_dialog import SchematicDialog
from editor.render import board_scene
from engine.layout import lay_out
from engine.layout.figures import octilinear_segments
from engine.pack import load_pack
from engine.paths import MAPS
from tests.editor.driving import choose_from_menu, open_pack


def open_dialog(qtbot: QtBot, window: MainWindow) -> SchematicDialog:
    choose_from_menu(qtbot, window, "Arrange", "schematic-layout")
    dialog = window.findChild(SchematicDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_preview_then_one_undo_step(qtbot: QtBot, window: MainWindow) -> None:
    document = open_pack(window, load_pack(MAPS / "london.yaml"))
    before = document.pack
    dialog = open_dialog(qtbot, window)
    # the preview shows the laid-out board; the map itself is untouched so far
    assert dialog.laid is not None
    preview = dialog.preview.scene()
    shown = {i.station.id: i.station.pos for i in preview.items() if isinstance(i, StationItem)}
    assert shown == {s.id: s.pos for s in dialog.laid.pack.stations}
    assert "octilinear segments: 100.0%" in dialog.figures.text()
    assert "crossings added: 0" in dialog.figures.text()
    assert document.pack is before and document.undo_stack.count() == 0
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    after = document.pack
    assert after == dialog.laid.pack
    segments, octilinear = octilinear_segments(after)
    assert segments == octilinear
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Schematic layout (octilinear)"
    station = after.stations[0]
    assert window.scene.elements[station.id].pos().toTuple() == station.pos  # the canvas follows
    document.undo_stack.undo()
    assert document.pack == before
    assert window.scene.elements[station.id].pos().toTuple() == before.stations[0].pos


def test_cancel_leaves_the_map_alone(qtbot: QtBot, window: MainWindow) -> None:
    document = open_pack(window, load_pack(MAPS / "tutorial.yaml"))
    before = document.pack
    dialog = open_dialog(qtbot, window)
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert document.pack is before and document.undo_stack.count() == 0


def test_a_spacing_without_room_is_said_and_cannot_be_applied(
    qtbot: QtBot, window: MainWindow
) -> None:
    document = open_pack(window, load_pack(MAPS / "tutorial.yaml"))
    dialog = open_dialog(qtbot, window)
    dialog.spacing.setFocus()
    dialog.spacing.lineEdit().selectAll()
    qtbot.keyClicks(dialog.spacing, "12")
    qtbot.keyClick(dialog.spacing, Qt.Key.Key_Return)
    assert "a spacing of 12 leaves no room" in dialog.problem.text()
    assert not dialog.apply_button.isEnabled()
    dialog.spacing.lineEdit().selectAll()
    qtbot.keyClicks(dialog.spacing, "300")
    qtbot.keyClick(dialog.spacing, Qt.Key.Key_Return)
    assert dialog.apply_button.isEnabled() and dialog.problem.isHidden()
    assert "spacing 300" in dialog.figures.text()
    assert dialog.isVisible() and document.undo_stack.count() == 0  # Return redrew only


def test_a_next_station_sheet_is_offered_its_lattice(qtbot: QtBot, window: MainWindow) -> None:
    open_pack(window, load_pack(MAPS / "next-station-london.yaml"))
    dialog = open_dialog(qtbot, window)
    assert dialog.style_box.currentText() == "grid"
    dialog.style_box.setCurrentText("octilinear")
    assert dialog.laid is not None and dialog.laid.figures.style == "octilinear"


def test_the_laid_out_boards_names_do_not_overlap(qtbot: QtBot) -> None:
    """The editor places every name itself (the map stores no label places): on the
    laid-out bundled cities no two names overlap."""

    for name in ("london.yaml", "berlin/map.yaml", "new-york/map.yaml"):
        scene = board_scene(lay_out(load_pack(MAPS / name)).pack)
        labels = [
            item.label.sceneBoundingRect()
            for item in scene.items()
            if isinstance(item, StationItem) and item.label.text()
        ]
        assert labels
        assert not [(a, b) for a, b in itertools.combinations(labels, 2) if a.intersects(b)], name
