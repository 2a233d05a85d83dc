"""The journey checker: stations clicked with the Journey tool or typed in the Journey
panel, checked by the map's rules (Tiny Race's T5 here: four stops, each joined
to the one before), listed with each leg's line and drawn over the map. A
journey is a trial, never an edit: the pack and the undo stack stay as they were.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from editor.canvas.journey_picture import BROKEN
from editor.canvas.journey_trail import JourneyTrail
from editor.document import blank_pack
from editor.main_window import MainWindow
from editor.panels.journey import BROKEN_ROW, LINE, JourneyPanel
from engine.editing import edits as editing
from engine.pack import load_pack
from tests.editor.driving import click, front_panel, open_pack
from tests.tiny_race import RACE, tiny_race

WHERE = {"home": (100, 200), "mill": (250, 80), "pier": (400, 200), "fort": (250, 320)}
RED, BLUE = QColor("#d01020"), QColor("#1060d0")


@pytest.fixture
def race(window: MainWindow) -> Iterator[MainWindow]:
    with tiny_race():
        open_pack(window, load_pack(RACE))
        yield window


def panel_of(qtbot: QtBot, window: MainWindow) -> JourneyPanel:
    return front_panel(qtbot, window, "journey", JourneyPanel)


def click_stops(qtbot: QtBot, window: MainWindow, *stops: str) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_J)
    assert window.view.tool is window.tools["journey"]
    for stop in stops:
        click(qtbot, window, *WHERE[stop])


def rows(panel: JourneyPanel) -> list[tuple[str, ...]]:
    table = panel.stops
    return [
        tuple(table.item(r, c).text() for c in range(table.columnCount()))
        for r in range(table.rowCount())
    ]


def trail(window: MainWindow) -> JourneyTrail:
    found = window.findChild(JourneyTrail)
    assert found is not None
    return found


def test_clicked_stations_make_a_valid_journey_drawn_in_its_lines_colours(
    qtbot: QtBot, race: MainWindow
) -> None:
    pack = race.document.pack
    panel = panel_of(qtbot, race)
    click_stops(qtbot, race, "home", "mill", "pier", "fort")
    assert rows(panel) == [
        ("1", "Home (home)", ""),
        ("2", "Mill (mill)", "red"),
        ("3", "Pier (pier)", "red"),
        ("4", "Fort (fort)", "track"),
    ]
    assert panel.verdict.text() == "Valid journey."
    assert panel.stops.item(1, LINE).data(Qt.ItemDataRole.DecorationRole) == RED
    overlay = trail(race).overlay
    assert [(m.mark.text, m.mark.station) for m in overlay.station_marks()] == [
        ("1", "home"),
        ("2", "mill"),
        ("3", "pier"),
        ("4", "fort"),
    ]
    drawn = {m.mark.connection: m.pen().color() for m in overlay.marks()}
    assert drawn["home-mill"] == RED and drawn["mill-pier"] == RED
    assert set(drawn) == {"home-mill", "mill-pier", "pier-fort"}
    click(qtbot, race, *WHERE["home"])
    assert race.statusBar().currentMessage() == "a journey has 4 stops: remove one to change it"
    assert len(rows(panel)) == 4
    assert race.document.pack is pack and race.document.undo_stack.count() == 0


def test_a_broken_journey_highlights_the_stop_here_and_on_the_map(
    qtbot: QtBot, race: MainWindow
) -> None:
    panel = panel_of(qtbot, race)
    click_stops(qtbot, race, "home", "mill", "fort")
    assert panel.verdict.text() == (
        "Breaks at stop 3, Fort (fort): no connection joins Mill and Fort (T5)."
    )
    assert panel.stops.item(2, 1).background().color() == BROKEN_ROW
    assert panel.stops.item(1, 1).background().style() == Qt.BrushStyle.NoBrush
    assert rows(panel)[2] == ("3", "Fort (fort)", "")
    marks = trail(race).overlay.station_marks()
    ring = [m for m in marks if m.mark.kind == "ring"]
    assert [(m.mark.station, m.colour) for m in ring] == [("fort", QColor(BROKEN))]
    assert [m.mark.connection for m in trail(race).overlay.marks()] == ["home-mill"]


def test_backspace_and_the_buttons_take_stops_off(qtbot: QtBot, race: MainWindow) -> None:
    panel = panel_of(qtbot, race)
    click_stops(qtbot, race, "home", "mill", "pier")
    assert panel.verdict.text().startswith("Not complete: 1 more stop needed")
    qtbot.keyClick(race.view, Qt.Key.Key_Backspace)
    assert [r[1] for r in rows(panel)] == ["Home (home)", "Mill (mill)"]
    panel.remove_button.click()
    assert len(trail(race).overlay.station_marks()) == 1
    panel.clear_button.click()
    assert rows(panel) == [] and panel.verdict.text() == "No stops yet."
    assert trail(race).overlay.station_marks() == []
    assert not panel.clear_button.isEnabled()


def test_typed_names_and_ids_add_stops_and_bad_ones_are_refused(
    qtbot: QtBot, race: MainWindow
) -> None:
    panel = panel_of(qtbot, race)
    completions = panel.stop_field.completer().model().stringList()
    assert {"Home", "home", "Well"} <= set(completions)
    for typed in ("HOME", "well", "Pier"):
        qtbot.keyClicks(panel.stop_field, typed)
        qtbot.keyClick(panel.stop_field, Qt.Key.Key_Return)
    assert [r[1] for r in rows(panel)] == ["Home (home)", "Well (well)", "Pier (pier)"]
    assert panel.stop_field.text() == "" and panel.problem.isHidden()
    qtbot.keyClicks(panel.stop_field, "For")
    panel.add_button.click()
    assert panel.problem.text() == "no station 'For' on the map; did you mean 'Fort'?"
    assert panel.stop_field.text() == "For"  # kept, to be corrected
    panel.stop_field.setText("fort")
    panel.add_button.click()
    assert panel.verdict.text() == "Valid journey."
    panel.stop_field.setText("mill")
    panel.add_button.click()
    assert panel.problem.text() == "a journey has 4 stops: remove one to change it"
    assert len(rows(panel)) == 4


def test_an_edit_of_the_map_checks_the_journey_again(qtbot: QtBot, race: MainWindow) -> None:
    panel = panel_of(qtbot, race)
    click_stops(qtbot, race, "home", "mill", "pier")
    document = race.document
    document.edit("Delete", editing.delete(document.pack, {"mill-pier"}), {"mill-pier"})
    assert panel.verdict.text().startswith("Breaks at stop 3, Pier (pier)")
    document.edit("Delete", editing.delete(document.pack, {"mill"}), {"mill"})
    assert [r[1] for r in rows(panel)] == ["Home (home)", "Pier (pier)"]
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.undo_stack.count() == 2  # the journey added no step of its own


def test_the_checker_is_offered_only_where_the_rules_have_journeys(
    qtbot: QtBot, race: MainWindow
) -> None:
    dock = race.findChild(QDockWidget, "journey")
    tool = race.findChild(QAction, "tool-journey")
    assert dock is not None and tool is not None
    assert tool.isVisible() and dock.toggleViewAction().isVisible()
    click_stops(qtbot, race, "home")
    open_pack(race, replace(blank_pack(), ruleset="underground"))
    assert not tool.isVisible() and dock.isHidden()
    assert not dock.toggleViewAction().isVisible()
    assert race.view.tool is not None and race.view.tool.name == "select"
    open_pack(race, load_pack(RACE))
    assert tool.isVisible() and trail(race).stops == []  # a new document, a new journey
