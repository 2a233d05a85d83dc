"""A family's fields of the map as a whole are edited in the settings panel, from their
declarations alone: On the Underground's landmark types (U10), One Day's lines running
together and the line a route is a branch of (O1). Every edit is one undo step."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGroupBox, QToolBar
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.settings import SettingsPanel
from engine.families.oneday.fields import CONCURRENT_LINES, LINE
from engine.families.underground import fields as underground
from engine.map.model import MapPack, Route
from engine.rules import lint
from tests.conftest import PackFactory
from tests.editor.driving import front_panel, open_pack
from tests.editor.test_settings_panel import problem
from tests.editor.test_sheet_editing import pick


def settings(qtbot: QtBot, window: MainWindow, pack: MapPack) -> SettingsPanel:
    open_pack(window, pack)
    return front_panel(qtbot, window, "map-settings", SettingsPanel)


def box(panel: SettingsPanel, key: str) -> QGroupBox:
    found = panel.findChild(QGroupBox, key)
    assert found is not None, key
    return found


def test_landmark_types_are_added_and_typed_until_the_slots_lint_clean(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    """U10: a landmark slot on a new On the Underground map asks for landmark types,
    and the settings panel gives them, one undo step per edit."""
    pack = make_pack(
        {"a": (0, 0), "b": (100, 0)}, ["a-b"], flags={"a": ["start"]}, landmarks={"b": 2}
    )
    assert any(f.code == "landmarks-without-types" for f in lint(pack))
    panel = settings(qtbot, window, pack)
    types = panel.components["components.landmark_types"]
    assert box(panel, "components.landmark_types").isVisible()
    assert box(panel, "components.landmark_types").title() == "Landmark types"
    assert not box(panel, "components.concurrent_lines").isVisible()  # One Day's, not read here
    headers = [types.table.horizontalHeaderItem(c).text() for c in range(2)]
    assert headers == ["Name", "Tiles"]

    qtbot.mouseClick(types.add_button, Qt.MouseButton.LeftButton)
    document = window.document
    assert underground.LANDMARK_TYPES.of(document.pack.components) == (
        {"name": "name-1", "tiles": 1},
    )
    assert document.undo_stack.undoText() == "Add landmark type"
    types.table.item(0, 0).setText("culture")
    types.table.item(0, 1).setText("2")
    assert underground.LANDMARK_TYPES.of(document.pack.components) == (
        {"name": "culture", "tiles": 2},
    )
    assert types.table.item(0, 0).text() == "culture"
    assert not any(f.code.startswith("landmark") for f in lint(document.pack))

    types.table.item(0, 1).setText("lots")
    assert "tiles: expected a whole number" in problem(panel)
    types.table.item(0, 0).setText("no spaces")
    assert "name 'no spaces'" in problem(panel)
    assert underground.LANDMARK_TYPES.of(document.pack.components)[0]["name"] == "culture"

    types.table.selectRow(0)
    qtbot.mouseClick(types.remove_button, Qt.MouseButton.LeftButton)
    assert underground.LANDMARK_TYPES.of(document.pack.components) == ()
    for _ in range(4):
        document.undo_stack.undo()
    assert document.pack == pack


def test_the_step_tool_takes_the_declared_fields_name(
    window: MainWindow, make_pack: PackFactory
) -> None:
    open_pack(window, make_pack({"a": (0, 0)}))
    bar = window.findChild(QToolBar, "tools")
    assert bar is not None
    step = next(a for a in bar.actions() if a.objectName() == "tool-step")
    assert step.text() == "Landmark slot" and step.isVisible()
    assert step.toolTip().startswith("Click a station to grow its landmark slot (1, 2, 3, none)")


def one_day(make_pack: PackFactory) -> MapPack:
    stations = {"a": (0, 0), "b": (100, 0), "c": (200, 0), "d": (100, 100)}
    routes = (
        Route("met", ("a", "b", "c"), "Metropolitan"),
        Route("hc", ("a", "b", "c"), "Hammersmith & City"),
        Route("north", ("b", "d"), "Northern"),
        Route("north-2", ("d", "c"), "Northern branch"),
    )
    return replace(
        make_pack(stations, ["a-b", "b-c", "b-d", "d-c"], ruleset="one-day"), routes=routes
    )


def test_lines_running_together_are_paired_from_the_maps_lines(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    """O1: lines running together are chosen among the map's lines, by name."""
    pack = one_day(make_pack)
    panel = settings(qtbot, window, pack)
    pairs = panel.components["components.concurrent_lines"]
    assert box(panel, "components.concurrent_lines").isVisible()
    assert not box(panel, "components.landmark_types").isVisible()
    qtbot.mouseClick(pairs.add_button, Qt.MouseButton.LeftButton)
    document = window.document
    assert CONCURRENT_LINES.of(document.pack.components) == (("met", "hc"),)
    assert pairs.table.item(0, 1).text() == "Hammersmith & City"  # the name, the id beneath
    pairs.table.item(0, 1).setText("north")
    assert CONCURRENT_LINES.of(document.pack.components) == (("met", "north"),)
    assert document.undo_stack.undoText() == "Set lines running together"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.pack == pack


def test_a_route_is_made_a_branch_of_a_line_chosen_in_the_inspector(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    """O1: the routes naming one line are its branches; the inspector offers the map's lines."""
    pack = one_day(make_pack)
    document = open_pack(window, pack)
    document.select({"north-2"})
    branch = window.findChild(QComboBox, "field-line")
    assert branch is not None
    names = [branch.itemText(i) for i in range(branch.count())]
    assert names == ["(none)", "Metropolitan", "Hammersmith & City", "Northern", "Northern branch"]
    pick(qtbot, branch, "Northern")
    route = next(r for r in document.pack.routes if r.id == "north-2")
    assert LINE.of(route) == "north"
    assert document.undo_stack.undoText() == "Set branch of on Northern branch"
    assert branch.currentText() == "Northern"
    document.undo_stack.undo()
    assert document.pack == pack
