"""The validation dock: findings that follow the map, computed off the main thread."""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.main_window import MainWindow
from editor.panels import validation
from editor.panels.validation import ValidationPanel
from engine.editing.edits import set_flag
from engine.map.model import Card, MapPack
from engine.rules import lint
from tests.conftest import PackFactory


@pytest.fixture
def city(make_pack: PackFactory) -> MapPack:
    """A playable map far larger than the view, so finding a problem means scrolling to it."""
    return make_pack(
        {"a": (100, 100), "b": (300, 100), "c": (2600, 2400), "d": (2800, 2400)},
        ["a-b", "b-c", "c-d"],
        flags={"a": ["start"]},
        deck=(Card("b", copies=4), Card("c", copies=4), Card("d", copies=4)),  # 3 rounds (U14)
        canvas=(3000, 3000),
    )


def open_validation(qtbot: QtBot, window: MainWindow, pack: MapPack) -> ValidationPanel:
    window.set_document(MapDocument(pack))
    window.view.resetTransform()
    window.view.centerOn(400, 300)
    dock = window.findChild(QDockWidget, "validation")
    assert dock is not None
    panel = dock.widget()
    assert isinstance(panel, ValidationPanel)
    wait_for(qtbot, panel, pack)
    return panel


def codes(panel: ValidationPanel) -> list[str]:
    items = (panel.list.item(i) for i in range(panel.list.count()))
    return [item.data(validation.CODE_ROLE) for item in items if item.data(validation.CODE_ROLE)]


def wait_for(qtbot: QtBot, panel: ValidationPanel, pack: MapPack) -> None:
    """Until the list shows exactly what the linter says about `pack`."""
    expected = [finding.code for finding in lint(pack)]
    shown = panel.list.count  # a finding or "No problems found."
    qtbot.waitUntil(lambda: shown() > 0 and codes(panel) == expected, timeout=5000)


def dock_title(window: MainWindow) -> str:
    dock = window.findChild(QDockWidget, "validation")
    assert dock is not None
    return dock.windowTitle()


def test_an_edit_that_makes_a_problem_shows_it_and_undo_clears_it(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_validation(qtbot, window, city)
    assert codes(panel) == []
    assert dock_title(window) == "Validation (no problems)"
    document = window.document
    document.edit("Second start", set_flag(city, ["d"], "start", True), ["d"])
    qtbot.waitUntil(lambda: "several-starts" in codes(panel), timeout=5000)
    assert dock_title(window) == "Validation (1 error)"
    document.undo_stack.undo()
    qtbot.waitUntil(lambda: codes(panel) == [], timeout=5000)
    assert dock_title(window) == "Validation (no problems)"


def test_counts_of_errors_and_warnings_title_the_dock(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    pack = make_pack({"a": (0, 0), "b": (100, 0), "c": (200, 0)}, ["a-b"], flags={"a": ["start"]})
    open_validation(qtbot, window, pack)  # no deck (error), c unreachable (warning)
    findings = lint(pack)
    errors = sum(f.severity == "error" for f in findings)
    assert (errors, len(findings) - errors) == (1, 1)
    assert dock_title(window) == "Validation (1 error, 1 warning)"


def test_clicking_a_finding_selects_its_elements_and_scrolls_to_them(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    d = replace(city.stations[3], pos=(2601.0, 2400.0))  # on top of c
    overlapping = replace(city, stations=(*city.stations[:3], d))
    panel = open_validation(qtbot, window, overlapping)
    item = panel.list.item(codes(panel).index("overlapping-stations"))
    panel.list.scrollToItem(item)
    centre = panel.list.visualItemRect(item).center()
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert window.document.selection == {"c", "d"}
    view = window.view
    middle = view.mapToScene(view.viewport().rect().center())
    assert abs(middle.x() - 2600) < 20 and abs(middle.y() - 2400) < 20
    assert window.scene.elements["c"].highlighted


def test_a_result_overtaken_by_an_edit_is_never_shown(
    qtbot: QtBot, window: MainWindow, city: MapPack, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = open_validation(qtbot, window, city)
    started, release = threading.Event(), threading.Event()
    shown: list[list[str]] = []
    panel.counts_changed.connect(lambda *_: shown.append(codes(panel)))

    def held_lint(pack: MapPack) -> list[Any]:
        if not started.is_set():
            started.set()
            release.wait(5)  # the first run is slow; the canvas keeps going meanwhile
        return lint(pack)

    monkeypatch.setattr(validation, "lint", held_lint)
    two_starts = set_flag(city, ["d"], "start", True)
    window.document.edit("Second start", two_starts, ["d"])
    qtbot.waitUntil(started.is_set, timeout=5000)
    window.document.undo_stack.undo()  # while the first run is still going
    qtbot.wait(2 * validation.DEBOUNCE_MS)
    release.set()
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=5000)
    qtbot.wait(2 * validation.DEBOUNCE_MS)
    assert shown == [[]]  # only the newest map's findings, never the two starts


def test_a_failing_lint_rule_is_reported_not_lost(
    qtbot: QtBot, window: MainWindow, city: MapPack, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(pack: MapPack) -> list[Any]:
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(validation, "lint", broken)
    window.set_document(MapDocument(city))
    panel = window.findChild(QDockWidget, "validation").widget()
    qtbot.waitUntil(lambda: codes(panel) == ["lint-failed"], timeout=5000)
    assert "boom" in panel.list.item(0).text()


def test_the_panel_follows_a_newly_opened_document(
    qtbot: QtBot, window: MainWindow, city: MapPack, make_pack: PackFactory
) -> None:
    panel = open_validation(qtbot, window, city)
    other = make_pack({"a": (0, 0)})
    window.set_document(MapDocument(other))
    wait_for(qtbot, panel, other)
    assert codes(panel)  # no start, no deck: the new map's own findings
