"""Panels during a drag: the inspector follows every mouse move; the other panels
(validation among them) wait for the drag to end, then show the map as it is."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QDoubleSpinBox
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels import validation
from editor.panels.validation import ValidationPanel
from engine.editing.edits import set_flag
from engine.map.model import Card, MapPack
from tests.conftest import PackFactory
from tests.editor.driving import open_pack, screen_point, use_tool

OVERLAP = "overlapping-stations"


@pytest.fixture
def line(make_pack: PackFactory) -> MapPack:
    return make_pack(
        {"a": (100, 100), "b": (300, 100), "c": (500, 100)},
        ["a-b", "b-c"],
        flags={"a": ["start"]},
        deck=(Card("b"), Card("c")),
    )


def codes(panel: ValidationPanel) -> list[str]:
    items = (panel.list.item(i) for i in range(panel.list.count()))
    return [item.data(validation.CODE_ROLE) for item in items if item.data(validation.CODE_ROLE)]


def settled_panel(qtbot: QtBot, window: MainWindow) -> ValidationPanel:
    dock = window.findChild(QDockWidget, "validation")
    assert dock is not None
    panel = dock.widget()
    assert isinstance(panel, ValidationPanel)
    qtbot.waitUntil(lambda: panel.is_settled() and panel.list.count() > 0, timeout=5000)
    return panel


def drag_a_onto_b(qtbot: QtBot, window: MainWindow) -> None:
    """Press on `a` and move, the button held, onto `b`."""
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=screen_point(window, 100, 100))
    for x in (150, 200, 250, 300):
        qtbot.mouseMove(viewport, screen_point(window, x, 100))


def test_validation_waits_for_the_drag_to_end_and_then_shows_the_map_as_dropped(
    qtbot: QtBot, window: MainWindow, line: MapPack
) -> None:
    document = open_pack(window, line)
    panel = settled_panel(qtbot, window)
    assert OVERLAP not in codes(panel)

    drag_a_onto_b(qtbot, window)
    assert document.dragging
    station = document.pack.station("a")
    assert station is not None and station.pos == (300, 100)
    x = window.findChild(QDoubleSpinBox, "field-x")  # the inspector keeps up
    assert x is not None and x.value() == 300
    qtbot.wait(validation.DEBOUNCE_MS * 3)  # the pointer rests, the button still held
    assert panel.is_settled() and OVERLAP not in codes(panel)

    qtbot.mouseRelease(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=screen_point(window, 300, 100)
    )
    assert not document.dragging
    qtbot.waitUntil(lambda: OVERLAP in codes(panel), timeout=5000)
    assert document.undo_stack.count() == 1  # the whole drag is one undo step
    document.undo_stack.undo()
    qtbot.waitUntil(lambda: panel.is_settled() and OVERLAP not in codes(panel), timeout=5000)


def change_tools(window: MainWindow) -> None:
    use_tool(window, "station")


def edit_something_else(window: MainWindow) -> None:
    document = window.document
    document.edit("Mark c", set_flag(document.pack, {"c"}, "start", True), {"c"})


@pytest.mark.parametrize("interruption", [change_tools, edit_something_else])
def test_a_drag_cut_short_ends_and_the_panels_catch_up(
    qtbot: QtBot, window: MainWindow, line: MapPack, interruption: Callable[[MainWindow], None]
) -> None:
    """Without the button's release: another tool taken up, or another edit."""
    document = open_pack(window, line)
    panel = settled_panel(qtbot, window)
    drag_a_onto_b(qtbot, window)
    interruption(window)
    assert not document.dragging
    qtbot.waitUntil(lambda: OVERLAP in codes(panel), timeout=5000)
