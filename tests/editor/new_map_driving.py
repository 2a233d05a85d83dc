"""Answering File > New's dialog through its own widgets, drawing a small city on the
new map and reading what the validation dock makes of it, as a designer would."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QDockWidget, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from editor.files.new_map_dialog import NewMapDialog
from editor.main_window import MainWindow
from editor.panels.deck import DeckPanel
from editor.panels.validation import ValidationPanel
from tests.editor.driving import click, drag, front_panel, use_tool


def open_new_map(qtbot: QtBot, window: MainWindow) -> NewMapDialog:
    action = window.findChild(QAction, "file-new")
    assert action is not None
    action.trigger()
    # the newest: an answered one is deleted only once the event loop gets to it
    dialog = window.findChildren(NewMapDialog, "new-map-dialog")[-1]
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def choose(dialog: NewMapDialog, name: str, value: str) -> None:
    """Pick the entry of the combo box `name` whose data is `value`."""
    combo = dialog.findChild(QComboBox, name)
    assert combo is not None, name
    index = combo.findData(value)
    assert index >= 0, f"{name} offers no {value!r}"
    combo.setCurrentIndex(index)


def name_map(qtbot: QtBot, dialog: NewMapDialog, name: str) -> None:
    """Type the map's name, as OK waits for one."""
    field = dialog.findChild(QLineEdit, "new-map-name")
    assert field is not None
    field.clear()
    qtbot.keyClicks(field, name)


def type_size(qtbot: QtBot, dialog: NewMapDialog, name: str, value: int) -> None:
    box = dialog.findChild(QSpinBox, name)
    assert box is not None, name
    box.selectAll()
    qtbot.keyClicks(box, str(value))
    assert box.value() == value


def press(qtbot: QtBot, dialog: NewMapDialog, button: QDialogButtonBox.StandardButton) -> None:
    buttons = dialog.findChild(QDialogButtonBox, "new-map-buttons")
    assert buttons is not None
    qtbot.mouseClick(buttons.button(button), Qt.MouseButton.LeftButton)


def new_map(
    qtbot: QtBot,
    window: MainWindow,
    family: str,
    variant: str = "",
    size: tuple[int, int] | None = None,
    name: str = "Testville",
) -> None:
    """File > New for a map `name`d, of `family` and `variant`, OK, and the canvas
    back at the top left."""
    dialog = open_new_map(qtbot, window)
    name_map(qtbot, dialog, name)
    choose(dialog, "new-map-family", family)
    choose(dialog, "new-map-variant", variant)
    if size is not None:
        type_size(qtbot, dialog, "new-map-width", size[0])
        type_size(qtbot, dialog, "new-map-height", size[1])
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    window.view.resetTransform()
    window.view.centerOn(400, 300)


# A small city as a tree of track, so nothing crosses: (x, y) of each station.
CITY = [(200, 200), (400, 200), (600, 200), (400, 400), (200, 400), (600, 400)]
TRACK = [(0, 1), (1, 2), (1, 3), (3, 4), (3, 5)]


def draw_city(qtbot: QtBot, window: MainWindow) -> None:
    use_tool(window, "station")
    for x, y in CITY:
        click(qtbot, window, x, y)
    use_tool(window, "connection")
    for a, b in TRACK:
        drag(qtbot, window, CITY[a], CITY[b])
    use_tool(window, "select")


def fill_deck(qtbot: QtBot, window: MainWindow) -> None:
    panel = front_panel(qtbot, window, "deck", DeckPanel)
    qtbot.mouseClick(panel.fill_button, Qt.MouseButton.LeftButton)


def settled_validation(qtbot: QtBot, window: MainWindow) -> ValidationPanel:
    """The validation dock, once it shows the findings of the map as it is."""
    dock = window.findChild(QDockWidget, "validation")
    assert dock is not None
    panel = dock.widget()
    assert isinstance(panel, ValidationPanel)
    qtbot.waitUntil(panel.is_settled, timeout=5000)
    return panel


def settled_findings(qtbot: QtBot, window: MainWindow) -> list[tuple[str, str]]:
    """(severity, code) of each finding the validation dock shows."""
    return [(f.severity, f.code) for f in settled_validation(qtbot, window).findings]
