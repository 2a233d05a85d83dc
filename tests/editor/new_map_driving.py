"""Answering File > New's dialog through its own widgets, as a designer would."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot

from editor.files.new_map_dialog import NewMapDialog
from editor.main_window import MainWindow


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
) -> None:
    """File > New for `family` and `variant`, OK, and the canvas back at the top left."""
    dialog = open_new_map(qtbot, window)
    choose(dialog, "new-map-family", family)
    choose(dialog, "new-map-variant", variant)
    if size is not None:
        type_size(qtbot, dialog, "new-map-width", size[0])
        type_size(qtbot, dialog, "new-map-height", size[1])
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    window.view.resetTransform()
    window.view.centerOn(400, 300)
