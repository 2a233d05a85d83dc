"""What a roll-and-write sheet prints, drawn where the rules read it: connections
as rows of section boxes (joined again up to six, edited in the inspector), the
star station, first/later value badges on zones and lines, and the boxes of a
tally option (passes), each following edits, undo and redo."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.canvas.region_item import RegionItem
from editor.canvas.track_items import ConnectionItem, RouteItem
from editor.main_window import MainWindow
from editor.panels.settings import SettingsPanel
from engine.editing.edits import set_field
from engine.map.model import Station, frozen_mapping
from engine.rules.elements import MAX_SECTIONS
from tests.editor.driving import drag, front_panel, open_pack, use_tool
from tests.editor.sheet_rules import sheet, sheet_rules, values
from tests.editor.test_settings_panel import child, type_into


@pytest.fixture(autouse=True)
def rules() -> Iterator[None]:
    with sheet_rules():
        yield


def connection_item(window: MainWindow, connection_id: str) -> ConnectionItem:
    item = window.scene.elements[connection_id]
    assert isinstance(item, ConnectionItem)
    return item


def section_boxes(window: MainWindow, connection_id: str) -> int:
    boxes = connection_item(window, connection_id).sections
    assert boxes is not None
    return len(boxes.corners)


def test_each_connection_is_drawn_as_its_sections_boxes(window: MainWindow) -> None:
    pack = open_pack(window, sheet()).pack
    for connection in pack.connections:
        assert section_boxes(window, connection.id) == connection.sections
    # the boxes run between the stations, clear of both
    corners = connection_item(window, "bank~west").sections.corners  # type: ignore[union-attr]
    xs = [x for box in corners for x, _ in box]
    assert min(xs) > 140 + style.STATION_RADIUS and max(xs) < 300 - style.STATION_RADIUS


def test_other_rules_draw_connections_as_plain_track(window: MainWindow) -> None:
    open_pack(window, sheet("underground"))
    assert all(connection_item(window, c).sections is None for c in ("bank~west", "bank~east"))


def test_choosing_other_rules_in_the_settings_redraws_the_connections(
    qtbot: QtBot, window: MainWindow
) -> None:
    document = open_pack(window, sheet())
    document.edit("Set map ruleset", replace(document.pack, ruleset="next-station"), ())
    assert connection_item(window, "bank~west").sections is None
    document.undo_stack.undo()
    assert section_boxes(window, "bank~west") == 3


A, B = (100, 300), (400, 300)


def test_joining_joined_stations_adds_a_section_up_to_six_then_says_why_not(
    qtbot: QtBot, window: MainWindow
) -> None:
    document = open_pack(window, replace(sheet(), stations=(), connections=()))
    use_tool(window, "station")
    for point in (A, B):
        qtbot.mouseClick(
            window.view.viewport(),
            Qt.MouseButton.LeftButton,
            pos=window.view.mapFromScene(QPointF(*point)),
        )
    use_tool(window, "connection")
    drag(qtbot, window, A, B)
    (connection,) = document.pack.connections
    for count in range(2, MAX_SECTIONS + 1):
        drag(qtbot, window, B if count % 2 else A, A if count % 2 else B)
        (connection,) = document.pack.connections
        assert (connection.sections, connection.lanes) == (count, 1)
        assert document.undo_stack.undoText() == "Add section"
        assert section_boxes(window, connection.id) == count
    steps = document.undo_stack.count()

    drag(qtbot, window, A, B)

    assert document.pack.connections == (connection,)
    assert document.undo_stack.count() == steps
    assert window.statusBar().currentMessage() == (
        "Station 1 \N{EN DASH} Station 2 already has 6 sections (the most)"
    )
    document.undo_stack.undo()
    assert section_boxes(window, connection.id) == MAX_SECTIONS - 1
    document.undo_stack.redo()
    assert section_boxes(window, connection.id) == MAX_SECTIONS


def sections(window: MainWindow) -> int:
    return next(c.sections for c in window.document.pack.connections if c.id == "bank~east")


def test_the_inspector_edits_the_section_count_one_undo_step_each(
    qtbot: QtBot, window: MainWindow
) -> None:
    document = open_pack(window, sheet())
    document.select({"bank~east"})
    field = window.findChild(QDoubleSpinBox, "field-sections")
    assert field is not None
    assert (field.minimum(), field.maximum()) == (1, MAX_SECTIONS)
    qtbot.keyClick(field, Qt.Key.Key_Up)
    assert sections(window) == 3 and section_boxes(window, "bank~east") == 3
    field.lineEdit().selectAll()
    qtbot.keyClicks(field.lineEdit(), str(MAX_SECTIONS))
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert sections(window) == MAX_SECTIONS
    assert section_boxes(window, "bank~east") == MAX_SECTIONS
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert section_boxes(window, "bank~east") == 2
    assert field.value() == 2
    document.undo_stack.redo()
    assert section_boxes(window, "bank~east") == 3
    assert field.value() == 3


def zone_badge(window: MainWindow) -> list[str]:
    item = window.scene.elements["zone-1"]
    assert isinstance(item, RegionItem)
    return [] if item.badge is None else item.badge.texts()


def line_badge(window: MainWindow) -> list[tuple[str, str]]:
    item = window.scene.elements["central"]
    assert isinstance(item, RouteItem)
    if item.sheet is None or item.sheet.sheet is None:
        return []
    return [(mark.kind, mark.text) for mark in item.sheet.sheet.marks]


def test_zones_and_lines_show_their_first_and_later_values(window: MainWindow) -> None:
    document = open_pack(window, sheet())
    assert zone_badge(window) == ["10", "5"]
    assert line_badge(window) == [("first", "7"), ("later", "3")]
    # the line's badge is near its start; it has no Start or End Point to print
    route = window.scene.elements["central"]
    assert isinstance(route, RouteItem) and route.sheet is not None
    assert not route.sheet.ends
    badge = route.sheet.boxes()[0]
    assert QPointF(*document.pack.station("west").pos).toPoint().x() < badge.center().x() < 220  # type: ignore[union-attr]
    # the zone's badge sits inside its top corner, clear of its stations
    region = window.scene.elements["zone-1"]
    assert isinstance(region, RegionItem) and region.badge is not None
    reach = region.badge.sceneBoundingRect()
    assert QRectF(220, 120, 160, 160).contains(reach)
    assert not reach.contains(QPointF(300, 200))


def test_badges_follow_value_edits_undo_and_redo(window: MainWindow) -> None:
    document = open_pack(window, sheet())
    pack = set_field(document.pack, frozenset({"zone-1"}), "values", values(12.5, 6))
    document.edit("Set values", pack, {"zone-1"})
    assert zone_badge(window) == ["12.5", "6"]
    pack = set_field(document.pack, frozenset({"central"}), "values", frozen_mapping({"high": 9}))
    document.edit("Set values", pack, {"central"})
    assert line_badge(window) == []  # a first value alone is no badge
    document.undo_stack.undo()
    assert line_badge(window) == [("first", "7"), ("later", "3")]
    document.undo_stack.undo()
    assert zone_badge(window) == ["10", "5"]
    document.undo_stack.redo()
    assert zone_badge(window) == ["12.5", "6"]


def test_other_rules_show_no_badges(window: MainWindow) -> None:
    open_pack(window, sheet("underground"))
    assert zone_badge(window) == [] and line_badge(window) == []


def passes(window: MainWindow) -> tuple[list[str], int]:
    tallies = window.scene.tallies
    return (tallies.labels(), len(tallies.boxes())) if tallies.isVisible() else ([], 0)


def test_pass_boxes_follow_the_option_and_its_edit_in_the_settings(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_pack(window, sheet())
    assert passes(window) == (["Passes"], 5)  # the option's default
    document = open_pack(window, replace(sheet(), options=frozen_mapping({"passes": 7})))
    assert passes(window) == (["Passes"], 7)
    # inside the board's bottom left corner
    corner = window.scene.tallies.sceneBoundingRect()
    assert QRectF(0, 0, *document.pack.canvas).contains(corner)
    assert corner.left() < 50 and corner.bottom() > document.pack.canvas[1] - 50

    panel = front_panel(qtbot, window, "map-settings", SettingsPanel)
    type_into(qtbot, child(panel, "option-passes"), "3")
    assert document.pack.options["passes"] == 3
    assert passes(window) == (["Passes"], 3)
    type_into(qtbot, child(panel, "option-passes"), "30")  # refused by the option itself
    assert document.pack.options["passes"] == 3
    problem = panel.findChild(QLabel, "settings-problem")
    assert problem is not None and "from 0 to 20" in problem.text()
    assert passes(window) == (["Passes"], 3)
    document.undo_stack.undo()
    assert passes(window) == (["Passes"], 7)
    document.undo_stack.redo()
    assert passes(window) == (["Passes"], 3)
    box = child(panel, "option-passes")
    assert isinstance(box, QLineEdit)
    box.selectAll()
    qtbot.keyClick(box, Qt.Key.Key_Delete)  # empty: back to the default
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert "passes" not in document.pack.options
    assert passes(window) == (["Passes"], 5)


def test_other_rules_show_no_pass_boxes(window: MainWindow) -> None:
    open_pack(window, replace(sheet("underground")))
    assert passes(window) == ([], 0)


def gold(colour: QColor) -> bool:
    """Near the star's gold (antialiasing blends its edge a little)."""
    star = style.STAR
    apart = (colour.red() - star.red(), colour.green() - star.green(), colour.blue() - star.blue())
    return max(map(abs, apart)) < 48


def station_pixels(window: MainWindow, station: Station) -> list[QColor]:
    """The colours painted on the ring just outside a station's body."""
    item = window.scene.elements[station.id]
    image = QImage(60, 60, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    x, y = station.pos
    window.scene.render(painter, QRectF(0, 0, 60, 60), QRectF(x - 30, y - 30, 60, 60))
    painter.end()
    assert item.isVisible()
    ring = round(style.STATION_RADIUS + 2.5)
    return [image.pixelColor(30 + ring, 30), image.pixelColor(30, 30 - ring)]


def test_the_star_station_is_ringed_and_marked(window: MainWindow) -> None:
    pack = open_pack(window, replace(sheet(), connections=(), routes=(), regions=())).pack
    bank, west = pack.station("bank"), pack.station("west")
    assert bank is not None and west is not None
    assert "gold-star" in window.scene.elements["bank"].marks()  # type: ignore[union-attr]
    assert all(map(gold, station_pixels(window, bank)))
    assert not any(map(gold, station_pixels(window, west)))
