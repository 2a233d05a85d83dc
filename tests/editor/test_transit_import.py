"""File > Import > Transit Feed… on the River City feed (tests/data/gtfs/river-city/):
pick the feed, see its network, drag a box, choose routes and the family, open the draft."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from editor.files import dialogs
from editor.files.transit_dialog import TransitImportDialog
from editor.files.transit_import import GUESSES
from editor.main_window import MainWindow
from engine.layout.figures import octilinear_segments
from tests.engine.test_import_gtfs_calendar import feed as calendar_feed
from tests.gtfs_feeds import DATA, river_city, write_feed


def open_dialog(
    qtbot: QtBot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    feed: Path,
    folder: bool = False,
) -> TransitImportDialog:
    """File > Import > Transit Feed…, or Transit Feed Folder… with `folder`, picking `feed`."""
    chooser = "choose_transit_folder" if folder else "choose_transit_feed"
    monkeypatch.setattr(dialogs, chooser, lambda *_: feed)
    action = window.findChild(QAction, f"file-import-transit{'-folder' if folder else ''}")
    assert action is not None
    action.trigger()
    dialog = window.findChild(TransitImportDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def drag_box(
    qtbot: QtBot,
    dialog: TransitImportDialog,
    north_west: tuple[float, float],
    south_east: tuple[float, float],
) -> None:
    """Drag over the preview from one (latitude, longitude) to another."""
    preview = dialog.preview
    start, end = (
        preview.mapFromScene(preview.scene_point(*place)) for place in (north_west, south_east)
    )
    viewport = preview.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, (start + end) / 2)
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def uncheck_route(dialog: TransitImportDialog, name: str) -> None:
    routes = dialog.routes
    item = next(routes.item(i) for i in range(routes.count()) if name in routes.item(i).text())
    item.setCheckState(Qt.CheckState.Unchecked)


def test_a_feed_opens_as_a_draft_of_the_box_routes_and_family_chosen(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, window, monkeypatch, river_city(tmp_path / "river-city.zip"))
    assert dialog.modes["subway"].isChecked() and not dialog.modes["rail"].isChecked()
    assert not dialog.modes["bus"].isEnabled()  # the editor leaves buses out
    assert dialog.routes.count() == 2  # the subway routes
    assert dialog.summary.text().startswith("5 of 5 stations in the whole network")
    drag_box(qtbot, dialog, (51.58, -0.25), (51.46, 0.05))  # all but South Park
    assert dialog.summary.text() == "4 of 5 stations in the box"
    uncheck_route(dialog, "Blue Line")
    assert dialog.summary.text() == "4 of 4 stations in the box"  # North Hill: Amber's branch
    assert dialog.stations.text() == "all"
    dialog.stations.setValue(3)  # the junction, then the ends the most trips serve
    dialog.family.setCurrentIndex(dialog.family.findData("one-day"))
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    pack = window.document.pack
    assert pack.ruleset == "one-day"
    assert {s.name for s in pack.stations} == {"West Gate", "Central Square", "East End"}
    assert [r.name for r in pack.routes] == ["A"]  # the Amber Line; its branch's end left out
    assert window.document.path is None and window.document.is_modified()
    assert "River Transit" in pack.credits


def test_modes_refill_the_routes(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, window, monkeypatch, river_city(tmp_path / "river-city.zip"))
    dialog.modes["rail"].setChecked(True)
    assert dialog.routes.count() == 3
    assert dialog.summary.text().startswith("7 of 7 stations")  # and the rail route's two
    dialog.reject()


def test_a_box_with_too_little_in_it_is_said_and_the_dialog_stays(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, window, monkeypatch, river_city(tmp_path / "river-city.zip"))
    before = window.document
    drag_box(qtbot, dialog, (51.59, -0.21), (51.54, -0.15))  # North Hill's corner: empty
    assert dialog.summary.text() == "0 of 5 stations in the box"
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert (
        "no two stations of the chosen routes are joined inside the area" in dialog.problem.text()
    )
    assert window.document is before
    qtbot.mouseClick(dialog.preview.viewport(), Qt.MouseButton.LeftButton)  # a click clears the box
    assert dialog.preview.area is None
    assert dialog.summary.text().startswith("5 of 5 stations in the whole network")
    dialog.reject()


def test_a_broken_feed_is_reported_and_nothing_opens(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    feed = tmp_path / "broken.zip"
    feed.write_bytes(b"not a zip")
    problems: list[tuple[str, str]] = []
    monkeypatch.setattr(
        dialogs, "show_problem", lambda _parent, title, text: problems.append((title, text))
    )
    monkeypatch.setattr(dialogs, "choose_transit_feed", lambda *_: feed)
    before = window.document
    window.findChild(QAction, "file-import-transit").trigger()
    assert problems == [
        ("Cannot read transit feed", f"{feed}: not a readable zip file (File is not a zip file)")
    ]
    assert window.findChild(TransitImportDialog) is None
    assert window.document is before


def test_the_merge_distance_redraws_and_the_feeds_warnings_are_listed(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The two sides of Alpha Road, 110 m apart: one station within 300 m, two within 50 m."""
    stops = [["stop_id", "stop_name", "stop_lat", "stop_lon"]]
    stops += [
        ["an", "Alpha Road (Northbound)", 51.0, 0.0],
        ["as", "Alpha Road (Southbound)", 51.001, 0.0],
    ]
    stops += [["b", "Beta", 51.0, 0.1]]
    feed = write_feed(
        tmp_path / "alpha.zip",
        {
            "stops.txt": stops,
            "routes.txt": [["route_id", "route_type", "route_color"], ["r", 1, "teal"]],
            "trips.txt": [["route_id", "trip_id"], ["r", "t1"], ["r", "t2"]],
            "stop_times.txt": [
                ["trip_id", "stop_id", "stop_sequence"],
                ["t1", "an", 1], ["t1", "b", 2], ["t2", "b", 1], ["t2", "as", 2],
            ],
        },
    )  # fmt: skip
    dialog = open_dialog(qtbot, window, monkeypatch, feed)
    assert dialog.summary.text().startswith("2 of 2 stations")
    assert dialog.warnings.isVisible()
    assert f"{feed}/routes.txt, row 2: column 'route_color'" in dialog.warnings.text()
    assert dialog.merge.value() == 300
    dialog.merge.setValue(50)
    assert dialog.summary.text().startswith("3 of 3 stations")
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    names = sorted(s.name for s in window.document.pack.stations)
    assert names == ["Alpha Road (Northbound)", "Alpha Road (Southbound)", "Beta"]


def test_the_schematic_box_opens_the_draft_laid_out(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, window, monkeypatch, river_city(tmp_path / "river-city.zip"))
    assert not dialog.schematic.isChecked()  # by default stations keep their places
    box = dialog.schematic
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))
    assert box.isChecked()
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    pack = window.document.pack
    segments, octilinear = octilinear_segments(pack)
    assert segments == octilinear > 0
    assert window.document.undo_stack.count() == 0  # a draft, laid out before it opens


def test_an_unzipped_feed_folder_opens_as_a_draft_and_says_what_was_guessed(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """File > Import > Transit Feed Folder…: the folder of a feed's tables, as the
    command reads it; the new window's status bar lists the family's guesses."""
    folder = tmp_path / "river-city"
    folder.mkdir()
    for table in (DATA / "river-city").glob("*.txt"):
        shutil.copy(table, folder / table.name)
    dialog = open_dialog(qtbot, window, monkeypatch, folder, folder=True)
    assert dialog.summary.text().startswith("5 of 5 stations in the whole network")
    dialog.family.setCurrentIndex(dialog.family.findData("metro-x"))
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    pack = window.document.pack
    assert len(pack.stations) == 5 and all(route.fields["windows"] for route in pack.routes)
    said = window.statusBar().currentMessage()
    assert said.startswith("Draft of river-city: guessed: 3 windows on 3 routes")
    note = window.findChild(QMessageBox, GUESSES)  # the dialog has closed; the note stays
    assert note is not None and note.isVisible() and not note.isModal()
    assert note.text() == said
    qtbot.wait(50)
    assert note.isVisible()
    qtbot.mouseClick(note.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, GUESSES) is None)


def test_the_service_day_counts_the_trips_of_the_day_chosen(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """As `--date`: every day by default, a date (a Wednesday: the weekday trips
    alone, not the Sunday ones running on to d), a day no service runs (said in
    red, nothing opens), and the busiest day, named."""
    dialog = open_dialog(qtbot, window, monkeypatch, calendar_feed(tmp_path / "calendar.zip"))
    assert dialog.summary.text() == "4 of 4 stations in the whole network (drag a box to crop)"
    dialog.day.choice.setCurrentText("on a date")
    set_date(qtbot, dialog, QDate(2026, 1, 7))
    assert dialog.isVisible()  # Return in the date box counts again; it opens nothing
    assert dialog.summary.text().startswith("3 of 3 stations in the whole network")
    assert dialog.summary.text().endswith("the trips of Wednesday 2026-01-07")
    set_date(qtbot, dialog, QDate(2026, 1, 6))  # the weekday service's day off
    assert "no service runs on 20260106" in dialog.problem.text()
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    dialog.day.choice.setCurrentText("busiest day")
    assert dialog.problem.text() == ""
    assert dialog.summary.text().endswith("the trips of Saturday 2026-01-10")
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert {s.name for s in window.document.pack.stations} == {f"Stop {k}" for k in "abcd"}


def set_date(qtbot: QtBot, dialog: TransitImportDialog, day: QDate) -> None:
    dialog.day.date.setDate(day)
    qtbot.keyClick(dialog.day.date, Qt.Key.Key_Return)
